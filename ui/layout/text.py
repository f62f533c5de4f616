"""Text on the table: sizes, measuring exactly as the table draws labels, shortening (the
caller's shorter wordings, then an ellipsis) and a placer that moves or shortens a label
instead of letting it collide with what is already placed."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from ui.theme import _font

TEXT = 14
"""Label text size at 1x (the design's least readable size); the table scales it."""
TITLE = 15
ELLIPSIS = "\u2026"


def px(size: int, scale: float) -> int:
    """The pixel size a label of ``size`` is drawn at (as ``Fonts.get`` scales it)."""
    return max(8, round(size * scale))


@lru_cache(maxsize=32768)
def measure(text: str, size: int, scale: float, bold: bool = False) -> tuple[int, int]:
    """(width, height) of ``text`` as the table draws a label of ``size`` at ``scale``
    (remembered: a layout runs on every refresh of the table)."""
    return _font(px(size, scale), bold, False).size(text)


def line_height(size: int, scale: float, bold: bool = False) -> int:
    """The height of one line of label text (what a row of labels needs)."""
    return measure("Hg", size, scale, bold)[1]


def ellipsize(text: str, width: int, size: int, scale: float, bold: bool = False) -> str | None:
    """``text`` cut (at the end, with an ellipsis) to fit ``width``; None when even one
    letter and the ellipsis do not fit."""
    if measure(text, size, scale, bold)[0] <= width:
        return text
    lo, hi = 1, len(text) - 1
    best: str | None = None
    while lo <= hi:
        mid = (lo + hi) // 2
        trial = text[:mid].rstrip() + ELLIPSIS
        if measure(trial, size, scale, bold)[0] <= width:
            best, lo = trial, mid + 1
        else:
            hi = mid - 1
    return best


def fit(
    variants: Sequence[str],
    width: int,
    size: int,
    scale: float,
    bold: bool = False,
    ellipsis: bool = True,
) -> str | None:
    """The first wording (longest first) that fits ``width``; else, with ``ellipsis``, the
    first wording cut with an ellipsis; None when nothing fits."""
    for text in variants:
        if measure(text, size, scale, bold)[0] <= width:
            return text
    if ellipsis and variants:
        return ellipsize(variants[0], width, size, scale, bold)
    return None


def wrap(text: str, width: int, size: int, scale: float, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` pixels (a word longer than a line gets an ellipsis)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if measure(trial, size, scale, bold)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        line = word if measure(word, size, scale, bold)[0] <= width else ""
        if not line:
            cut = ellipsize(word, width, size, scale, bold)
            if cut:
                lines.append(cut)
    if line:
        lines.append(line)
    return lines


def text_rect(
    text: str, pos: tuple[int, int], anchor: str, size: int, scale: float, bold: bool
) -> pygame.Rect:
    """Where a label is drawn: its measured box with ``anchor`` at ``pos``."""
    r = pygame.Rect((0, 0), measure(text, size, scale, bold))
    setattr(r, anchor, pos)
    return r


def fit_name(
    name: str, rest: str, width: int, size: int, scale: float, bold: bool = False
) -> str | None:
    """``name`` followed by ``rest`` in ``width``, the name cut with an ellipsis if need be
    (``rest``, the amounts or words that matter, never is); None when ``rest`` with a name
    of three letters does not fit."""
    if measure(name + rest, size, scale, bold)[0] <= width:
        return name + rest
    room = width - measure(rest, size, scale, bold)[0]
    short = ellipsize(name, room, size, scale, bold) if room > 0 else None
    if short is None or len(short.rstrip(ELLIPSIS)) < 3:
        return None
    return short + rest


BUTTON_NAME = 16
"""The most characters of a player's name a button's words carry."""


def button_name(name: str, most: int = BUTTON_NAME) -> str:
    """``name`` short enough for a button's words: whole when it fits ``most`` characters,
    else its first word when that does, else cut with an ellipsis (the rest of the button's
    words, the amounts and odds, are what must read whole)."""
    if len(name) <= most:
        return name
    first = name.split()[0] if name.split() else name
    if len(first) <= most:
        return first
    return name[: most - 1] + ELLIPSIS
