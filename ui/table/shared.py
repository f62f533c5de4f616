"""Layout pieces every game's table uses: face-down piles with their size, a hand fanned
open, a row of face-down hand cards, and cards spread to fit a box."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui.table.model import CardSprite, Label, TableLayout, Zone

LABEL = 13  # label text size before UI scaling (the table scales it)
SMALL = 11


def face_down_pile(lay: TableLayout, zone_id: str, r: pygame.Rect, name: str, count: int) -> None:
    """A face-down pile: its place, a card back while it holds cards, its name and size below."""
    lay.add_zone(Zone(zone_id, r, name, style="pile"))
    if count:
        lay.cards.append(CardSprite(zone_id, None, r.copy(), zone_id, face_up=False))
    lay.labels.append(Label(f"{name} {count}", (r.centerx, r.bottom + 2), LABEL, anchor="midtop"))


def spread_step(n: int, width: int, cw: int, gap: int, least: int = 1) -> int:
    """How far apart ``n`` cards ``cw`` wide sit to fit ``width``: ``cw + gap`` when there is
    room, closer (overlapping, at least ``least``) when there is not."""
    if n <= 1:
        return cw + gap
    return max(least, min(cw + gap, (width - cw) // (n - 1)))


def hand_fan(
    lay: TableLayout,
    cards: Sequence[int],
    area: pygame.Rect,
    cw: int,
    ch: int,
    gap: int,
    zone: str = "hand",
) -> None:
    """The viewer's hand, centred in ``area`` and fanned: the outer cards sit a little lower,
    like a hand held open; cards overlap when the row is full."""
    if not cards:
        return
    step = spread_step(len(cards), area.w, cw, gap)
    total = step * (len(cards) - 1) + cw
    x0 = area.centerx - total // 2
    mid = (len(cards) - 1) / 2
    for i, c in enumerate(cards):
        dip = round(((i - mid) / max(1.0, mid)) ** 2 * ch * 0.06)
        lay.cards.append(
            CardSprite(
                f"c{c}",
                c,
                pygame.Rect(x0 + i * step, area.top + dip, cw, ch),
                zone,
                owner_view=True,
            )
        )


def hidden_hand(
    lay: TableLayout,
    seat: int,
    count: int,
    x: int,
    y: int,
    cw: int,
    ch: int,
    zone: str,
    shown: int = 8,
    step: int | None = None,
) -> int:
    """``count`` face-down cards of ``seat``'s hand (at most ``shown`` drawn), overlapping;
    returns the right edge. Only backs: a hidden hand's cards are never known here."""
    step = step if step is not None else max(3, cw // 4)
    n = min(count, shown)
    for i in range(n):
        lay.cards.append(
            CardSprite(
                f"hand{seat}:{i}", None, pygame.Rect(x + i * step, y, cw, ch), zone, face_up=False
            )
        )
    return x + (n - 1) * step + cw if n else x
