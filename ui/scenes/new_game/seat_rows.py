"""The seat rows of the New game form: each seat's number, its name (click to type it) and its
kind (click to cycle through a human and the bot levels), laid out in one or two columns."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ui import theme
from ui.scenes.new_game.choices import KIND_LABELS, MAX_SEATS
from ui.scenes.new_game.pieces import Grid, Label
from ui.scenes.new_game.state import FormState
from ui.widgets.button import MIN_HIT, Button


class SeatRows:
    """A name and a kind button for each of the ``MAX_SEATS`` seats (those past the chosen
    number are not shown); a click calls ``on_name(i)`` or ``on_kind(i)``."""

    def __init__(
        self,
        state: FormState,
        on_name: Callable[[int], None],
        on_kind: Callable[[int], None],
    ) -> None:
        self.state = state
        self.name_buttons = [Button("name", partial(on_name, i)) for i in range(MAX_SEATS)]
        self.kind_buttons = [Button("kind", partial(on_kind, i)) for i in range(MAX_SEATS)]

    def buttons(self) -> list[Button]:
        """The chosen number of seats' buttons, in keyboard order (name, kind, next seat)."""
        out = []
        for i in range(self.state.n_seats):
            out += [self.name_buttons[i], self.kind_buttons[i]]
        return out

    def relabel(self) -> None:
        """Each seat's name (with a cursor while it is typed) and kind."""
        state = self.state
        for i in range(state.n_seats):
            typing = "_" if state.editing == i else ""
            self.name_buttons[i].label = f"{state.names[i]}{typing}"
            self.kind_buttons[i].label = KIND_LABELS.get(state.kinds[i], state.kinds[i])

    def lay(
        self, scale: float, grid: Grid, content: dict[int, pygame.Rect], labels: list[Label]
    ) -> int:
        """Seat rows (number, name, kind) in the grid's columns, filled down first, into
        ``content`` (button id -> content rect) and ``labels``; returns the content height
        used."""
        s = scale
        x0, fw, cols, bh, gap, col_gap = grid
        n = self.state.n_seats
        rows = -(-n // cols)
        cw = (fw - col_gap * (cols - 1)) // cols
        badge = round(30 * s)
        small = round(6 * s)
        kind_w = max(round(MIN_HIT * s), min(round(170 * s), round(cw * 0.4)))
        name_w = cw - badge - kind_w - 2 * small
        for i in range(n):
            c, r = divmod(i, rows)
            x = x0 + c * (cw + col_gap)
            y = r * (bh + gap)
            number = pygame.Rect(x, y, badge, bh)
            labels.append(Label(str(i + 1), number, 16, theme.ACCENT, bold=True, align="center"))
            content[id(self.name_buttons[i])] = pygame.Rect(x + badge + small, y, name_w, bh)
            content[id(self.kind_buttons[i])] = pygame.Rect(
                x + badge + small + name_w + small, y, kind_w, bh
            )
        return rows * (bh + gap)
