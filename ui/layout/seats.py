"""Seats around a table, for 2 to 8 players: the viewer's seat along the bottom, the others
clockwise from the viewer's left (up the left side, along the top, down the right side),
each seat's region at least the size its contents need."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.layout.regions import cols, rows


@dataclass(frozen=True)
class Ring:
    """Where the seats go: ``bottom`` (the viewer's), ``others`` (clockwise from the
    viewer's left) and ``centre`` (what the table holds between them)."""

    bottom: pygame.Rect
    centre: pygame.Rect
    others: list[pygame.Rect]
    top_count: int
    left_count: int
    right_count: int


def clockwise_from(me: int, n: int) -> list[int]:
    """The other seats of ``n``, clockwise from ``me`` (the seat after ``me`` first)."""
    return [(me + i) % n for i in range(1, n)]


def split_sides(n: int, top_most: int) -> tuple[int, int, int]:
    """(left, top, right) seat counts: all along the top while they fit; else the rest
    shared by both sides (the left takes the odd one), the top keeping as many as fit."""
    if n <= top_most:
        return 0, n, 0
    rest = n - top_most
    left = (rest + 1) // 2
    right = rest // 2
    top = n - left - right
    return left, top, right


def around_table(
    area: pygame.Rect,
    n_others: int,
    *,
    bottom_h: int,
    band_h: int,
    seat_w: int,
    gap: int,
) -> Ring:
    """Seats in ``area``: the viewer's band ``bottom_h`` tall along the bottom, a band
    ``band_h`` tall along the top for as many others as fit at least ``seat_w`` wide, the
    rest in columns ``seat_w`` wide down the left and right sides (between the bands)."""
    top_most = max(1, (area.w + gap) // (seat_w + gap))
    left_n, top_n, right_n = split_sides(n_others, top_most)
    if top_n:
        top_band = pygame.Rect(area.left, area.top, area.w, band_h)
        mid_top = top_band.bottom + gap
    else:
        top_band = pygame.Rect(area.left, area.top, area.w, 0)
        mid_top = area.top
    bottom = pygame.Rect(area.left, area.bottom - bottom_h, area.w, bottom_h)
    middle = pygame.Rect(area.left, mid_top, area.w, max(0, bottom.top - gap - mid_top))
    left_col = pygame.Rect(middle.left, middle.top, seat_w if left_n else 0, middle.h)
    right_col = pygame.Rect(middle.right - (seat_w if right_n else 0), middle.top, 0, middle.h)
    right_col.w = seat_w if right_n else 0
    centre = pygame.Rect(
        left_col.right + (gap if left_n else 0),
        middle.top,
        0,
        middle.h,
    )
    centre.w = max(0, right_col.left - (gap if right_n else 0) - centre.left)
    others: list[pygame.Rect] = []
    if left_n:  # up the left side: the first seat after the viewer sits lowest
        others.extend(reversed(rows(left_col, [1] * left_n, gap=gap)))
    if top_n:
        others.extend(cols(top_band, [1] * top_n, gap=gap))
    if right_n:  # down the right side
        others.extend(rows(right_col, [1] * right_n, gap=gap))
    return Ring(bottom, centre, others, top_n, left_n, right_n)
