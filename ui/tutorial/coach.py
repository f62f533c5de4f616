"""The coach: its words where the table says what to do now, its buttons among the table's,
and an outline with an arrow on the element it means.

:class:`Coach` knows no game. The scene sets ``mode`` ("next", "move", "wait" or "end");
the coach offers the buttons of that mode (Next while it talks; Player aid and Start over
throughout; Play a real game and Back to the menu at the end), which the table places in
its panel under the game's own buttons, and draws over the table a bright outline round
each element it points at and an arrow from the panel's words to the first. It changes
nothing by itself: its buttons call the scene's functions. The table keeps its full size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from ui.widgets.button import Button

OUTLINE = (110, 210, 255)
"""The coach's colour: unlike the table's own yellow glow of every card that can move."""


class Coach:
    """The coach's buttons and pointing (see the module docstring)."""

    def __init__(
        self,
        on_next: Callable[[], None],
        on_aid: Callable[[], None],
        on_restart: Callable[[], None],
        on_real_game: Callable[[], None],
        on_leave: Callable[[], None],
    ) -> None:
        self.mode = "next"
        self.note = ""
        """A kind word on the move just refused, said before the coach's words until the
        next change."""
        self.next_button = Button("Next", on_next, accent=True, tooltip="Enter")
        self.aid_button = Button("Player aid", on_aid, tooltip="F2")
        self.restart_button = Button("Start over", on_restart)
        self.real_button = Button("Play a real game", on_real_game, accent=True)
        self.leave_button = Button("Back to the menu", on_leave)

    def buttons(self) -> list[Button]:
        """The coach's buttons for its mode, in the order they are placed."""
        if self.mode == "end":
            return [self.real_button, self.leave_button, self.aid_button]
        first = [self.next_button] if self.mode == "next" else []
        return [*first, self.aid_button, self.restart_button]

    def draw(
        self,
        surface: pygame.Surface,
        targets: Sequence[pygame.Rect],
        origin: tuple[int, int],
        arrow_within: pygame.Rect,
    ) -> None:
        """A bright outline round each target; an arrow from ``origin`` (the coach's words)
        to the first target when it lies in ``arrow_within`` (the table)."""
        for k, target in enumerate(targets):
            pygame.draw.rect(surface, OUTLINE, target.inflate(10, 10), width=4, border_radius=8)
            if k == 0 and arrow_within.contains(target):
                arrow(surface, origin, target)


def arrow(surface: pygame.Surface, origin: tuple[int, int], target: pygame.Rect) -> None:
    """An arrow from ``origin`` to the nearest edge of ``target`` (none when it is inside)."""
    start = pygame.Vector2(origin)
    if target.inflate(10, 10).collidepoint(origin):
        return
    end = pygame.Vector2(
        min(max(start.x, target.left - 6), target.right + 6),
        min(max(start.y, target.top - 6), target.bottom + 6),
    )
    if end.distance_to(start) < 12:
        return
    pygame.draw.line(surface, OUTLINE, start, end, 4)
    angle = math.atan2(end.y - start.y, end.x - start.x)
    for turn in (2.6, -2.6):
        tip = end + pygame.Vector2(math.cos(angle + turn), math.sin(angle + turn)) * 14
        pygame.draw.line(surface, OUTLINE, end, tip, 4)
