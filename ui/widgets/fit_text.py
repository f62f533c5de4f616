"""Fitting text into a width: words broken where they must be, lines wrapped and shortened
to a number of lines, at a font size (the card faces and panels use it)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.text import printable
from ui import theme
from ui.theme import _font

MIN_TEXT = 14
"""No text on a face is smaller than this many pixels (at UI scale 1)."""


def font_for(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    return _font(size, bold, condensed)


NAME_LEAST = 11
"""A name squeezed sideways to fit still reads at this many pixels at least (issue 23: no
text under 11 px): a word that would read smaller on a line of its own is hyphenated."""
SQUEEZE_OK = 0.72
"""Text may be drawn this much narrower than its font draws it and still read as its size;
squeezed further it reads smaller, in proportion (face.squeezed_size)."""


def reads_at(size: int, natural: int, width: int, squeeze: float = SQUEEZE_OK) -> float:
    """The size a line ``natural`` pixels wide at ``size`` reads at when drawn squeezed into
    ``width``: its own size down to ``squeeze``, less in proportion beyond."""
    if natural <= 0:
        return float(size)
    return size * min(1.0, width / natural / squeeze)


_VOWELS = frozenset("aeiouyAEIOUY")
_ONSETS = frozenset(
    [
        "bl",
        "br",
        "ch",
        "cl",
        "cr",
        "dr",
        "fl",
        "fr",
        "gl",
        "gr",
        "kn",
        "ph",
        "pl",
        "pr",
        "qu",
        "sc",
        "sh",
        "sk",
        "sl",
        "sm",
        "sn",
        "sp",
        "st",
        "sw",
        "th",
        "tr",
        "tw",
        "wh",
        "wr",
    ]
)
"""Two consonants a syllable may start with (a hyphen goes before them, not between)."""


def _cut_cost(word: str, cut: int) -> float:
    """How poor a place to hyphenate ``word`` before letter ``cut`` is: 0 after a hyphen it
    has, or where the next syllable starts (a consonant or two that begin syllables, then
    a vowel) after a closed one; a little more after a vowel; most anywhere else."""
    left, right = word[:cut], word[cut:]
    if left.endswith("-"):
        return 0.0
    if not (left[-1].isalpha() and right[0].isalpha()):
        return 1.0
    if not any(c in _VOWELS for c in left) or not any(c in _VOWELS for c in right):
        return 1.0
    onset = right[0] not in _VOWELS and (
        right[1:2] in _VOWELS or (right[:2].lower() in _ONSETS and right[2:3] in _VOWELS)
    )
    if not onset:
        return 1.0
    return 0.0 if left[-1] not in _VOWELS else 0.5


def _break_word(font: pygame.font.Font, word: str, width: int, squeeze: float) -> list[str]:
    """A word too long for ``width`` (even squeezed ``squeeze``) cut into hyphenated pieces
    that fit: each cut where the longer piece is shortest, between syllables where one is
    near as good (:func:`_cut_cost`), never leaving a piece under 3 letters."""
    room = width / squeeze
    if font.size(word)[0] <= room or len(word) < 6:
        return [word]
    best: tuple[tuple[bool, float], int] | None = None
    for cut in range(3, len(word) - 2):
        piece = word[:cut] if word[cut - 1] == "-" else word[:cut] + "-"
        left, right = font.size(piece)[0], font.size(word[cut:])[0]
        if left > room and best is not None:
            break
        off = _cut_cost(word, cut) * 0.25 * room
        # two pieces: the longer as short as can be; more: the first as long as fits
        score = (True, -max(left, right) - off) if right <= room else (False, left - off)
        if best is None or score > best[0]:
            best = (score, cut)
    if best is None:
        return [word]
    cut = best[1]
    piece = word[:cut] if word[cut - 1] == "-" else word[:cut] + "-"
    return [piece, *_break_word(font, word[cut:], width, squeeze)]


def _tokens(font: pygame.font.Font, text: str, width: int, squeeze: float) -> tuple[str, ...]:
    out: list[str] = []
    for word in text.split():
        out.extend(_break_word(font, word, width, squeeze))
    return tuple(out)


def _join(tokens: tuple[str, ...]) -> str:
    line = ""
    for t in tokens:
        line = line + t if (not line or line.endswith("-")) else f"{line} {t}"
    return line


def squeezed_lines(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    squeeze: float = SQUEEZE_OK,
    condensed: bool = True,
) -> list[str]:
    """``text`` in at most ``max_lines`` lines to be drawn ``width`` wide at ``size``, some
    squeezed: broken where the most squeezed line reads largest (then fewer lines, then
    the lines least squeezed), every word whole unless it alone would read under
    ``NAME_LEAST`` (then hyphenated). Nothing is dropped: words that do not fit share the
    last line."""
    return list(_squeezed_lines(text, width, size, max_lines, squeeze, condensed))


@lru_cache(maxsize=4096)
def _squeezed_lines(
    text: str, width: int, size: int, max_lines: int, squeeze: float, condensed: bool
) -> tuple[str, ...]:
    font = font_for(size, True, condensed)
    text = printable(text, theme.MAX_DRAWN_CHARS)
    whole = squeeze * NAME_LEAST / size  # a word alone squeezed past this reads too small
    tokens = _tokens(font, text, width, whole)
    if not tokens:
        return ("",)
    n = len(tokens)
    lines_most = max(1, min(max_lines, n))
    if n > 12:  # more words than any name: greedy, the rest on the last line
        wrapped = theme.wrap(font, text, round(width / squeeze))
        return (*wrapped[: lines_most - 1], " ".join(wrapped[lines_most - 1 :]))
    best: tuple[tuple[float, ...], tuple[str, ...]] | None = None
    for mask in range(1 << (n - 1)):
        if mask.bit_count() >= lines_most:
            continue
        lines: list[str] = []
        start = 0
        for i in range(1, n):
            if mask >> (i - 1) & 1:
                lines.append(_join(tokens[start:i]))
                start = i
        lines.append(_join(tokens[start:]))
        widths = [font.size(ln)[0] for ln in lines]
        reads = min(round(reads_at(size, w, width, squeeze), 1) for w in widths)
        fills = sorted(round(min(1.0, width / max(1, w)), 3) for w in widths)
        # the largest reading size, then fewest lines, then the least squeezed, then the
        # earlier lines fuller (as a greedy wrap fills them)
        key = (reads, -len(lines), *fills, *(len(ln) for ln in lines))
        if best is None or key > best[0]:
            best = (key, tuple(lines))
    assert best is not None
    return best[1]


def fit_lines(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    least: int = MIN_TEXT,
    squeeze: float = SQUEEZE_OK,
    condensed: bool = True,
) -> tuple[int, list[str]]:
    """(font size, lines) for ``text`` in at most ``max_lines`` lines of ``width`` pixels:
    the largest size from ``size`` down to ``least`` at which it fits; else at ``least``,
    lines drawn squeezed where they must be (:func:`squeezed_lines`)."""
    size = max(least, size)
    for s in range(size, least - 1, -1):
        font = font_for(s, True, condensed)
        lines = theme.wrap(font, text, width)
        if len(lines) <= max_lines and all(font.size(ln)[0] <= width for ln in lines):
            return s, lines
    return least, squeezed_lines(text, width, least, max_lines, squeeze, condensed)


def text_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    return theme.wrap(font_for(size, bold, False), text, width)


def is_word(value: str) -> bool:
    return bool(value) and not value.lstrip("+-x").rstrip("*").isdigit()
