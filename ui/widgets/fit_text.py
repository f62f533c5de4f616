"""Fitting text into a width: words broken where they must be, lines wrapped and shortened
to a number of lines, at a font size (the card faces and panels use it)."""

from __future__ import annotations

import pygame

from ui import theme
from ui.theme import _font

MIN_TEXT = 14
"""No text on a face is smaller than this many pixels (at UI scale 1)."""


def font_for(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    return _font(size, bold, condensed)


def _break_word(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """A word too long for ``width`` cut into hyphenated pieces that fit."""
    pieces: list[str] = []
    rest = word
    while font.size(rest)[0] > width and len(rest) > 5:
        cut = len(rest) - 3
        while cut > 3 and font.size(rest[:cut] + "-")[0] > width:
            cut -= 1
        pieces.append(rest[:cut] + "-")
        rest = rest[cut:]
    pieces.append(rest)
    return pieces


def fit_lines(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    least: int = MIN_TEXT,
    squeeze: float = 0.72,
    condensed: bool = True,
) -> tuple[int, list[str]]:
    """(font size, lines) for ``text`` in at most ``max_lines`` lines of ``width`` pixels:
    the largest size from ``size`` down to ``least`` at which it fits. Lines up to
    1/``squeeze`` too wide are allowed (drawn squeezed); longer words are hyphenated; what
    still does not fit joins the last line (drawn squeezed)."""
    size = max(least, size)
    for s in range(size, least - 1, -1):
        font = font_for(s, True, condensed)
        lines = theme.wrap(font, text, width)
        if len(lines) <= max_lines and all(font.size(ln)[0] <= width for ln in lines):
            return s, lines
    font = font_for(least, True, condensed)
    room = round(width / squeeze)
    lines = []
    for word_line in theme.wrap(font, text, room):
        if font.size(word_line)[0] > room:
            words: list[str] = []
            for word in word_line.split():
                words.extend(_break_word(font, word, room) if font.size(word)[0] > room else [word])
            line = ""
            for w in words:
                trial = f"{line} {w}".strip() if not line.endswith("-") else line + w
                if font.size(trial)[0] <= room or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        else:
            lines.append(word_line)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])]
    return least, lines


def text_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    return theme.wrap(font_for(size, bold, False), text, width)


def is_word(value: str) -> bool:
    return bool(value) and not value.lstrip("+-x").rstrip("*").isdigit()
