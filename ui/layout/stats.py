"""A mat's numbers on the table ("Attack 2", "Carry 3/4"): the one place that turns a stat
into something drawn, so that a later change can draw each as an icon with its number."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from ui import theme
from ui.layout.builder import Builder
from ui.layout.text import TEXT, measure
from ui.table.model import Color

STAT_WORDS: dict[str, tuple[str, str]] = {
    "attack": ("Attack", "Att"),
    "defense": ("Defense", "Def"),
    "gold": ("Gold", "Gold"),
    "carry": ("Carry", "Carry"),
    "dice": ("Gold dice", "Dice"),
    "hand": ("Hand", "Hand"),
    "deck": ("Deck", "Deck"),
    "discard": ("Discard", "Disc."),
    "home": ("At home", "Home"),
    "bid": ("Bid", "Bid"),
}
"""Stat key -> (word, short word)."""

SEP = "   "
"""What keeps two stats on a line apart."""

Stat = tuple[str, int | str]
"""(stat key, value): e.g. ("carry", "2/3")."""


def stat_text(key: str, value: int | str, short: bool = False) -> str:
    """One stat as words with its number, e.g. "Attack 2" (short: "Att 2")."""
    word, abbr = STAT_WORDS[key] if key in STAT_WORDS else (key.title(), key.title())
    return f"{abbr if short else word} {value}"


def stat_chips(
    b: Builder,
    stats: Sequence[Stat],
    box: pygame.Rect,
    region: str,
    *,
    color: Color = theme.TEXT,
    size: int = TEXT,
) -> int:
    """Lay ``stats`` out left to right inside ``box``, wrapping to more lines when needed
    (in full words when they fit the box, else short words); returns the bottom of the last
    line (``box.top`` when there was nothing to show)."""
    if not stats:
        return box.top
    gap = b.text_w(SEP, size)
    line = b.line
    for short in (False, True):
        texts = [stat_text(k, v, short) for k, v in stats]
        places = _flow([b.text_w(t, size) for t in texts], box, gap, line)
        if places is not None or short:
            break
    if places is None:  # even short words do not all fit: as many as do, in order
        places = _flow([b.text_w(t, size) for t in texts], box, gap, line, partial=True) or []
    lines: dict[int, tuple[int, list[str]]] = {}  # one label per line: cheaper to draw
    for text, (x, y) in zip(texts, places, strict=False):
        lines.setdefault(y, (x, []))[1].append(text)
    for y, (x, words) in lines.items():
        b.label(
            SEP.join(words), region, ((x, y), "topleft"), size=size, color=color, ellipsis=False
        )
    return max((y + line for y in lines), default=box.top)


def stat_lines(b: Builder, stats: Sequence[Stat], width: int, size: int = TEXT) -> int:
    """How many lines ``stats`` take flowing in ``width`` (short words when the full ones
    need more lines than the short ones)."""
    return _lines(tuple(stats), width, size, b.scale) if stats else 0


@lru_cache(maxsize=1024)
def _lines(stats: tuple[Stat, ...], width: int, size: int, scale: float) -> int:
    gap = measure(SEP, size, scale)[0]
    best = 0
    for short in (False, True):
        n, x = 1, 0
        for k, v in stats:
            w = measure(stat_text(k, v, short), size, scale)[0]
            if x and x + w > width:
                n, x = n + 1, 0
            x += w + gap
        best = n if not best else min(best, n)
    return best


def _flow(
    widths: Sequence[int], box: pygame.Rect, gap: int, line: int, partial: bool = False
) -> list[tuple[int, int]] | None:
    """Top-left corners for items ``widths`` wide flowing in ``box``; None when they do not
    all fit (``partial``: the ones that do)."""
    out: list[tuple[int, int]] = []
    x, y = box.left, box.top
    for w in widths:
        if x > box.left and x + w > box.right:
            x, y = box.left, y + line
        if y + line > box.bottom or w > box.w:
            return out if partial else None
        out.append((x, y))
        x += w + gap
    return out
