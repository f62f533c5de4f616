"""Colours, sizes and fonts: one visual language for every game.

Card types carry a colour *and* an icon letter so colour is never the only cue.
Text on cards keeps a contrast of at least 4.5:1 (dark text on light faces).
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from game.core.text import printable
from ui.assets import FONT_BOLD, FONT_CONDENSED, FONT_REGULAR, art_path
from ui.widgets import ink

Color = tuple[int, int, int]

TABLE = (28, 70, 52)
TABLE_DARK = (20, 52, 38)
PANEL = (24, 30, 36)
PANEL_EDGE = (70, 82, 94)
INK = ink.INK
PAPER = (246, 240, 226)
TEXT = (236, 236, 230)
MUTED = (170, 176, 180)
ACCENT = (250, 196, 60)
GOOD = (90, 200, 120)
BAD = (230, 90, 80)
GLOW = (255, 226, 120)
DIM = (0, 0, 0)
SLOT = (36, 90, 68)
SLOT_EDGE = (120, 170, 140)
BUTTON = (52, 64, 78)
BUTTON_HOVER = (72, 88, 106)
BUTTON_DISABLED = (44, 48, 54)

# type -> (band colour, icon letter, label)
CARD_TYPES: dict[str, tuple[Color, str, str]] = {
    "equipment": ((70, 110, 170), "E", "Equipment"),
    "goods": ((80, 150, 80), "G", "Goods"),
    "companion": ((140, 90, 170), "C", "Companion"),
    "loot": ((200, 160, 40), "L", "Loot"),
    "pesky": ((190, 70, 60), "P", "Pesky"),
}


class Fonts:
    """Font cache; sizes are multiplied by the UI scale."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale

    def set_scale(self, scale: float) -> None:
        self.scale = scale

    def get(self, size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
        return _font(max(8, round(size * self.scale)), bold, condensed)


@cache
def _font(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    name = FONT_CONDENSED if condensed else FONT_BOLD if bold else FONT_REGULAR
    path = art_path("fonts", name)
    if path is None:
        font = pygame.font.Font(None, size)
        font.set_bold(bold)
        return font
    return pygame.font.Font(str(path), size)


MAX_DRAWN_CHARS = 2000
"""Longer text is cut before it is measured or drawn (a 500 KB name must not hang a frame)."""


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels (cached: the same text wraps the same way).
    The lines are drawable (see :func:`text_image`)."""
    return list(_wrap(font, printable(text, MAX_DRAWN_CHARS), width))


def text_image(font: pygame.font.Font, text: str, color: Color) -> pygame.Surface:
    """``text`` rendered (antialiased) in ``color``; cached, so redrawing a frame renders nothing
    new. Callers must not draw onto the returned surface. Any text can be passed: what the
    font cannot take (NUL, lone surrogates, control characters) is replaced first
    (game/core/text.py), and text with nothing visible gives an empty image."""
    return _text_image(font, printable(text, MAX_DRAWN_CHARS), color)


@lru_cache(maxsize=8192)
def _text_image(font: pygame.font.Font, text: str, color: Color) -> pygame.Surface:
    try:
        return font.render(text, True, color)
    except (pygame.error, ValueError):  # "Text has zero width": nothing visible to draw
        return font.render("", True, color)


@lru_cache(maxsize=4096)
def _wrap(font: pygame.font.Font, text: str, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return tuple(lines)
