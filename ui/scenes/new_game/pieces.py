"""What the parts of the New game form share: the labels they lay out and the grid they lay
them out on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.core.options import OptionSpec
from ui import theme


@dataclass
class Label:
    """A piece of text the form draws (not clickable): ``rect`` is where, in screen
    coordinates for fixed labels and content coordinates for scrolled ones."""

    text: str
    rect: pygame.Rect
    size: int
    color: theme.Color = theme.TEXT
    bold: bool = False
    boxed: bool = False
    align: str = "midleft"
    option: OptionSpec | None = None
    """For a number option's value box: the option (its words change with the value)."""


class Grid(NamedTuple):
    """The form's grid for one window size and UI scale (px): the column block starts at
    ``x0`` and is ``width`` wide, in ``cols`` columns ``col_gap`` apart; a row (a control) is
    ``row_h`` high, ``gap`` from the next."""

    x0: int
    width: int
    cols: int
    row_h: int
    gap: int
    col_gap: int
