"""Where a crate that appears on the Brick & Mortar table comes from, so it slides there
instead of popping up (the adapter's ``entry_sources``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.model import Event
from game.games.brick_and_mortar import events as ev
from ui.table.model import TableLayout


def crate_sources(
    lay: TableLayout, prev: dict[str, pygame.Rect], events: Sequence[Event]
) -> dict[str, pygame.Rect]:
    """Where each crate that appears comes from (by its sprite's zone, which is its key):
    the shelf above it after aging, the dock it was stocked from, the store it was sold or
    moved out of."""
    out: dict[str, pygame.Rect] = {}
    if not events:
        return out
    aged = any(isinstance(e, ev.ItemsAged) for e in events)
    stocked = {
        (e.seat, e.item)
        for e in events
        if isinstance(e, (ev.CratesStocked, ev.LeftoversTaken, ev.Produced))
    }
    adding = any(isinstance(e, ev.CrateAdded) for e in events)
    sold = [e for e in events if isinstance(e, ev.ItemDelivered)]
    moved = [e for e in events if isinstance(e, ev.ItemTransferred)]
    docks = {s.key[5:]: s.rect for s in lay.cards if s.key.startswith("dock:")}
    zone_docks = {z[5:]: lay.zones[z].rect for z in lay.zones if z.startswith("dock:")}

    def dock_rect(item: str) -> pygame.Rect | None:
        return docks.get(item) or zone_docks.get(item)

    def store_crate(seat: int, slot: int, item: str) -> pygame.Rect | None:
        best = None
        for key, r in prev.items():
            parts = key.split(":")
            if parts[0] == "cr" and parts[1:4] == [str(seat), str(slot), item]:
                best = r
        return best

    for sprite in lay.cards:
        key = sprite.key
        if key in prev:
            continue
        parts = key.split(":")
        if parts[0] == "cr":
            seat, slot, item, shelf, i = (
                int(parts[1]),
                int(parts[2]),
                parts[3],
                int(parts[4]),
                parts[5],
            )
            if aged and shelf > 0:
                above = prev.get(f"cr:{seat}:{slot}:{item}:{shelf - 1}:{i}")
                if above is not None:
                    out[key] = above
                    continue
            if shelf == 0 and ((seat, item) in stocked or adding):
                r = dock_rect(item)
                if r is not None:
                    out[key] = r
                    continue
            for m in moved:
                if m.seat == seat and m.to_slot == slot and m.item == item:
                    r = store_crate(seat, m.from_slot, item)
                    if r is not None:
                        out[key] = r
        elif parts[0] in ("bx", "fb"):
            for d in sold:
                r = store_crate(d.seat, d.slot, d.item)
                if r is not None:
                    out[key] = r
                    break
    return out
