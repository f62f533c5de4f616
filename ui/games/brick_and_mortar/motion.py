"""Where a crate that appears on the Brick & Mortar table comes from, so it slides there
instead of popping up (the adapter's ``entry_sources``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.model import Event
from game.games.brick_and_mortar import events as ev
from ui.games.brick_and_mortar.zones import CrateKey, DockZone, PrivateSold, SoldBox
from ui.table.model import TableLayout
from ui.table.zones import parse_zone


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
    docks = {k.item: s.rect for s in lay.cards if (k := DockZone.parse(s.key)) is not None}
    zone_docks = {k.item: z.rect for z in lay.zones.values() if (k := DockZone.parse(z.id))}

    def dock_rect(item: str) -> pygame.Rect | None:
        return docks.get(item) or zone_docks.get(item)

    def store_crate(seat: int, slot: int, item: str) -> pygame.Rect | None:
        best = None
        for key, r in prev.items():
            c = CrateKey.parse(key)
            if c is not None and (c.seat, c.slot, c.item) == (seat, slot, item):
                best = r
        return best

    for sprite in lay.cards:
        key = sprite.key
        if key in prev:
            continue
        match parse_zone(key, (CrateKey, SoldBox, PrivateSold)):
            case CrateKey(seat=seat, slot=slot, item=item, shelf=shelf, index=i):
                if aged and shelf > 0:
                    above = prev.get(str(CrateKey(seat, slot, item, shelf - 1, i)))
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
            case SoldBox() | PrivateSold():
                for d in sold:
                    r = store_crate(d.seat, d.slot, d.item)
                    if r is not None:
                        out[key] = r
                        break
    return out
