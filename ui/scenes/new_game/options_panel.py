"""The game's options on the New game form: a bool is a toggle, a choice a button that cycles
through its values, a whole number a value with - and +; each with its help (up to two lines)
beneath, in one or two columns."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.options import OptionSpec
from ui import theme
from ui.scenes.new_game.choices import MINUS, option_text
from ui.scenes.new_game.pieces import Grid, Label
from ui.scenes.new_game.state import FormState
from ui.widgets.button import Button
from ui.widgets.reading import ellipsize

if TYPE_CHECKING:
    from ui.app import App

HELP_SIZE = 14
"""An option's help line (px at UI scale 100%)."""


class OptionsPanel:
    """The option controls, made once per option key and kept (``buttons``: key -> its
    buttons); a click calls ``on_step(key, delta)``."""

    def __init__(self, app: App, state: FormState, on_step: Callable[[str, int], None]) -> None:
        self.app = app
        self.state = state
        self.on_step = on_step
        self.buttons: dict[str, list[Button]] = {}

    def make_controls(self, specs: tuple[OptionSpec, ...]) -> None:
        """Controls for every option of ``specs`` that has none yet."""
        for spec in specs:
            if spec.key not in self.buttons:
                self.buttons[spec.key] = self._controls(spec)

    def _controls(self, spec: OptionSpec) -> list[Button]:
        """The buttons of one option: a toggle or a cycling button; - and + for a number."""
        if spec.kind == "int":
            return [
                Button(
                    MINUS,
                    partial(self.on_step, spec.key, -1),
                    enabled=partial(self.state.can_step, spec, -1),
                ),
                Button(
                    "+",
                    partial(self.on_step, spec.key, 1),
                    enabled=partial(self.state.can_step, spec, 1),
                ),
            ]
        return [Button(spec.label, partial(self.on_step, spec.key, 1))]

    def in_order(self) -> list[Button]:
        """The chosen game's option buttons, in keyboard order."""
        return [b for spec in self.state.entry().options for b in self.buttons.get(spec.key, [])]

    def relabel(self) -> None:
        """A toggle or a choice shows its label and value (a number's value is a label)."""
        for spec in self.state.entry().options:
            controls = self.buttons[spec.key]
            if spec.kind != "int":
                controls[0].label = option_text(
                    spec, self.state.options.get(spec.key, spec.default)
                )

    def label_text(self, label: Label) -> str:
        """What a label shows: a number option's box shows its label and value."""
        if label.option is not None:
            spec = label.option
            return option_text(spec, self.state.options.get(spec.key, spec.default))
        return label.text

    def lay(
        self,
        specs: tuple[OptionSpec, ...],
        grid: Grid,
        top: int,
        content: dict[int, pygame.Rect],
        labels: list[Label],
    ) -> int:
        """Each option's control with its help (up to two lines) beneath, in the grid's
        columns filled across from ``top``, into ``content`` (button id -> content rect) and
        ``labels``; returns the bottom of the last row."""
        x0, fw, cols, bh, gap, col_gap = grid
        cols = min(cols, len(specs))
        cw = (fw - col_gap * (cols - 1)) // cols
        if cols > 1 and any(self.option_width(spec, bh, gap) > cw for spec in specs):
            cols, cw = 1, fw  # a long label or value: one option a row, each whole
        help_font = self.app.fonts.get(HELP_SIZE)
        lh = help_font.get_linesize()
        y = top
        for start in range(0, len(specs), cols):
            row_h = bh
            for c, spec in enumerate(specs[start : start + cols]):
                x = x0 + c * (cw + col_gap)
                controls = self.buttons[spec.key]
                if spec.kind == "int":  # - value +, no wider than a half column needs
                    minus, plus = controls
                    half = (fw - col_gap) // 2
                    group = min(cw, max(half, self.option_width(spec, bh, gap)))
                    content[id(minus)] = pygame.Rect(x, y, bh, bh)
                    content[id(plus)] = pygame.Rect(x + group - bh, y, bh, bh)
                    box = pygame.Rect(x + bh + gap, y, group - 2 * bh - 2 * gap, bh)
                    label = Label(spec.label, box, 16, bold=True, boxed=True, align="center")
                    label.option = spec
                    labels.append(label)
                else:
                    content[id(controls[0])] = pygame.Rect(x, y, cw, bh)
                wrapped = theme.wrap(help_font, spec.help, cw) if spec.help else []
                lines = wrapped[:2]
                if len(wrapped) > 2:  # a longer help than a line is cut at two
                    lines[-1] = ellipsize(help_font, f"{lines[-1]} {wrapped[2]}", cw)
                ly = y + bh + round(gap / 2)
                for line in lines:
                    rect = pygame.Rect(x, ly, cw, lh)
                    labels.append(Label(line, rect, HELP_SIZE, theme.MUTED))
                    ly += lh
                row_h = max(row_h, ly - y)
            y += row_h + gap
        return y

    def option_width(self, spec: OptionSpec, bh: int, gap: int) -> int:
        """The width an option's control needs to show its words whole at any value."""
        values: list[Any] = [True, False]
        if spec.kind == "choice":
            values = list(spec.choices)
        elif spec.kind == "int":
            values = [v for v in (spec.low, spec.high, spec.default) if v is not None]
        font = self.app.fonts.get(16, bold=True)
        words = max(font.size(option_text(spec, v))[0] for v in values)
        return words + (2 * bh + 5 * gap if spec.kind == "int" else 12)
