"""Regions by anchors: cut a rectangle into rows or columns by weights with minimums, anchor a
box to a side or corner of another, inset. Pure geometry on ``pygame.Rect``."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

ANCHORS = (
    "topleft",
    "midtop",
    "topright",
    "midleft",
    "center",
    "midright",
    "bottomleft",
    "midbottom",
    "bottomright",
)


def split(total: int, weights: Sequence[float], mins: Sequence[int] | None = None) -> list[int]:
    """``total`` pixels shared by ``weights``; a part never gets less than its minimum while
    the minimums fit (a weight of 0 with a minimum is a fixed size). When the minimums alone
    do not fit they shrink in proportion. The parts always add up to ``total`` (>= 0)."""
    n = len(weights)
    if n == 0:
        return []
    total = max(0, total)
    lows = list(mins) if mins is not None else [0] * n
    need = sum(lows)
    if need >= total:
        if need == 0:
            return [0] * n
        out = [low * total // need for low in lows]
        out[-1] += total - sum(out)
        return out
    fixed = [False] * n
    sizes = [0.0] * n
    while True:
        free = total - sum(lows[i] for i in range(n) if fixed[i])
        w = sum(weights[i] for i in range(n) if not fixed[i])
        changed = False
        for i in range(n):
            if fixed[i]:
                continue
            sizes[i] = free * weights[i] / w if w > 0 else 0.0
            if sizes[i] < lows[i]:
                fixed[i] = True
                changed = True
        if not changed:
            break
    out = [lows[i] if fixed[i] else int(sizes[i]) for i in range(n)]
    # hand the rounding remainder to the last flexible part (or the last part)
    flexible = [i for i in range(n) if not fixed[i]]
    out[flexible[-1] if flexible else n - 1] += total - sum(out)
    return out


def rows(
    rect: pygame.Rect,
    weights: Sequence[float],
    mins: Sequence[int] | None = None,
    gap: int = 0,
) -> list[pygame.Rect]:
    """``rect`` cut into horizontal bands, top to bottom, ``gap`` apart."""
    sizes = split(rect.h - gap * (len(weights) - 1), weights, mins)
    out, y = [], rect.top
    for h in sizes:
        out.append(pygame.Rect(rect.left, y, rect.w, h))
        y += h + gap
    return out


def cols(
    rect: pygame.Rect,
    weights: Sequence[float],
    mins: Sequence[int] | None = None,
    gap: int = 0,
) -> list[pygame.Rect]:
    """``rect`` cut into vertical bands, left to right, ``gap`` apart."""
    sizes = split(rect.w - gap * (len(weights) - 1), weights, mins)
    out, x = [], rect.left
    for w in sizes:
        out.append(pygame.Rect(x, rect.top, w, rect.h))
        x += w + gap
    return out


def anchor(
    outer: pygame.Rect, size: tuple[int, int], where: str = "center", margin: int = 0
) -> pygame.Rect:
    """A box of ``size`` placed at ``where`` (a pygame anchor name: topleft, midtop, ...,
    center) inside ``outer``, ``margin`` from its edges; never larger than ``outer``."""
    if where not in ANCHORS:
        raise ValueError(f"unknown anchor {where!r}")
    inner = inset(outer, margin)
    box = pygame.Rect(0, 0, min(size[0], inner.w), min(size[1], inner.h))
    setattr(box, where, getattr(inner, where))
    return box


def inset(
    rect: pygame.Rect,
    d: int,
    *,
    top: int | None = None,
    bottom: int | None = None,
    left: int | None = None,
    right: int | None = None,
) -> pygame.Rect:
    """``rect`` shrunk by ``d`` on every side (or the sides given); never negative."""
    t = d if top is None else top
    b = d if bottom is None else bottom
    lft = d if left is None else left
    r = d if right is None else right
    return pygame.Rect(
        rect.left + lft, rect.top + t, max(0, rect.w - lft - r), max(0, rect.h - t - b)
    )


def take_top(rect: pygame.Rect, h: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the top ``h`` pixels of ``rect``, what is left below them after ``gap``)."""
    h = max(0, min(h, rect.h))
    top = pygame.Rect(rect.left, rect.top, rect.w, h)
    rest = pygame.Rect(rect.left, rect.top + h + gap, rect.w, max(0, rect.h - h - gap))
    return top, rest


def take_left(rect: pygame.Rect, w: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the left ``w`` pixels of ``rect``, what is left right of them after ``gap``)."""
    w = max(0, min(w, rect.w))
    left = pygame.Rect(rect.left, rect.top, w, rect.h)
    rest = pygame.Rect(rect.left + w + gap, rect.top, max(0, rect.w - w - gap), rect.h)
    return left, rest


def take_right(rect: pygame.Rect, w: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the right ``w`` pixels of ``rect``, what is left of them after ``gap``)."""
    w = max(0, min(w, rect.w))
    right = pygame.Rect(rect.right - w, rect.top, w, rect.h)
    rest = pygame.Rect(rect.left, rect.top, max(0, rect.w - w - gap), rect.h)
    return right, rest


def take_bottom(rect: pygame.Rect, h: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the bottom ``h`` pixels of ``rect``, what is left above them after ``gap``)."""
    h = max(0, min(h, rect.h))
    bottom = pygame.Rect(rect.left, rect.bottom - h, rect.w, h)
    rest = pygame.Rect(rect.left, rect.top, rect.w, max(0, rect.h - h - gap))
    return bottom, rest


def grid(n: int, box: pygame.Rect, most: int, gap: int) -> list[pygame.Rect]:
    """``n`` square cells (at most ``most`` on a side, ``gap`` apart) filling ``box`` row
    by row from its top left, as large as lets all of them fit (empty when none fits)."""
    if n <= 0 or box.w <= 0 or box.h <= 0:
        return []
    size = most
    while size > 0:
        per_row = max(1, (box.w + gap) // (size + gap))
        rows_needed = (n + per_row - 1) // per_row
        if size <= box.w and rows_needed * (size + gap) - gap <= box.h:
            return [
                pygame.Rect(
                    box.left + (i % per_row) * (size + gap),
                    box.top + (i // per_row) * (size + gap),
                    size,
                    size,
                )
                for i in range(n)
            ]
        size -= 1
    return []
