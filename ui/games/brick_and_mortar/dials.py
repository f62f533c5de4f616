"""The Brick & Mortar bidding dials in the action area: the viewer's own dial open (its
numbers click, zones ``dial:r:v``), or rows of number chips in a window too small for it;
the others' dials sealed until everyone has chosen, then turned up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import ITEMS, S_SALE_DIAL
from game.games.brick_and_mortar.view import BmView
from ui import theme
from ui.games.brick_and_mortar.cards import item_look, seat_color
from ui.games.brick_and_mortar.parts import Local, note, title
from ui.games.brick_and_mortar.zones import DialZone
from ui.layout.builder import Builder
from ui.layout.regions import grid
from ui.widgets.dial import OPEN, SEALED, SHOWN, Dial, Ring, dial_diameter


def dials(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    region: str,
    names: Sequence[str],
    loc: Local,
) -> None:
    """The sealed bids of the type: the viewer's dial open (its numbers click), the
    others' sealed until everyone has chosen, then turned up."""
    item = view.item or ITEMS[0]
    selling = view.step == S_SALE_DIAL
    look = item_look(item)
    c = view.choices
    y = title(
        b,
        region,
        rect,
        (f"Sealed {'dials' if selling else 'bids'} for {look.name.lower()}", f"Bids: {look.name}"),
    )
    if selling:
        y = note(b, region, rect, y, f"{view.boxes.get(item, 0)} buyers; lowest price sells first.")
    else:
        y = note(
            b,
            region,
            rect,
            y,
            f"{view.market.get(item, 0)} on the dock; highest price stocks first.",
        )
    holding = _holdings(view, item, selling)
    if holding:
        words = ", ".join(
            f"{'You' if st == me and view.viewer == me else names[st]} {n}" for st, n in holding
        )
        y = note(b, region, rect, y, ("Holding: " if selling else "Room: ") + words + ".")
    seats = list(c.seats) if c is not None else []
    mine_open = view.viewer == me and me in seats and c is not None and me in c.waiting
    g = max(3, b.pad)
    area = pygame.Rect(rect.left, y, rect.w, rect.bottom - y)
    others = [st for st in seats if st != me or not mine_open]
    column = mine_open and others  # the others' dials in a column beside the viewer's
    small = 0
    if others:
        if column:
            small = min(round(80 * b.scale), (area.h - len(others) * b.line) // len(others) - g)
        else:
            small = min(round(80 * b.scale), area.h - b.line, area.w // len(others) - g)
        small = max(small, 2 * b.line)
    if mine_open:
        rings: tuple[Ring, ...] = (Ring("Price", loc.rings.get(0, ()), loc.dial.get(0), "$"),)
        if selling:
            rings += (Ring("Quantity", loc.rings.get(1, ()), loc.dial.get(1), "x"),)
        side = small + g if column else 0
        room = pygame.Rect(area.left, area.top, area.w - side, area.h)
        need = dial_diameter(rings, b.target, round(30 * b.scale))
        price, qty = loc.dial.get(0, 0), loc.dial.get(1, 0)
        hub: tuple[str, ...] = (
            (f"${price} each", f"sell {qty}") if selling else (f"${price}", "a crate")
        )
        if min(room.w, room.h - b.line) >= need:
            b.label("Your dial (secret)", region, ((room.centerx, room.top), "midtop"), bold=True)
            box = pygame.Rect(0, 0, need, need)
            box.midtop = (room.centerx, room.top + b.line)
            dial = b.widget(Dial(box, region, rings, OPEN, "", seat_color(me), b.target, hub))
            for ring, value, cell in dial.cells():
                b.zone(str(DialZone(ring, value)), cell, "", style="none", lit=False)
        else:
            _chip_dial(b, rings, room, region)
    if others:
        x = area.right - small if column else area.left
        y = area.top if column else area.bottom - small - b.line
        for st in others:
            box = pygame.Rect(x, y, small, small)
            if not area.contains(pygame.Rect(box.left, box.top, box.w, box.h + b.line)):
                break
            hub, state = _dial_face(view, st, me)
            b.widget(Dial(box, region, (), state, "", seat_color(st), b.target, hub))
            who = "You" if st == me and view.viewer == me else names[st]
            b.label(
                who,
                region,
                ((box.centerx, box.bottom + 1), "midtop"),
                width=small + g,
                may_cut=True,
            )
            if column:
                y += small + b.line + g
            else:
                x += small + g


def _dial_face(view: BmView, seat: int, me: int) -> tuple[tuple[str, ...], str]:
    """What ``seat``'s dial shows the viewer: turned up, sealed, or still being set."""
    c = view.choices

    def words(got: Any) -> tuple[str, ...]:
        if isinstance(got, list) and len(got) == 2:
            return (f"${got[1]}", f"sell {got[0]}")
        if isinstance(got, list) and len(got) == 1:
            return (f"${got[0]}",)
        return (f"${got}",)

    if seat in view.dials:
        return words(view.dials[seat]), SHOWN
    if c is not None and c.revealed and c.choices is not None and seat in c.choices:
        return words(c.choices[seat]), SHOWN
    if c is not None and seat in c.has_chosen:
        if seat == me and view.viewer == me and c.mine is not None:
            return words(c.mine), SHOWN
        return (), SEALED
    return ("setting",), SHOWN


def _holdings(view: BmView, item: str, selling: bool) -> list[tuple[int, int]]:
    """(seat, items held) when selling, (seat, free room) when stocking, for the seats in
    the bid."""
    cat = catalog()
    c = view.choices
    seats = list(c.seats) if c is not None else [p.seat for p in view.players]
    out = []
    for seat in seats:
        n = 0
        for st in view.players[seat].building:
            held = sum(st.shelves.get(item, []))
            n += held if selling else max(0, cat[st.store].capacity.get(item, 0) - held)
        out.append((seat, n))
    return out


def _chip_dial(b: Builder, rings: tuple[Ring, ...], room: pygame.Rect, region: str) -> None:
    """The dial as rows of number chips, for a window too small for the round one."""
    y = room.top
    for k, ring in enumerate(rings):
        b.label(
            f"{ring.name}: {ring.text(ring.value) if ring.value is not None else '-'}",
            region,
            ((room.left, y), "topleft"),
            bold=True,
        )
        y += b.line
        box = pygame.Rect(room.left, y, room.w, room.bottom - y)
        cells = grid(len(ring.values), box, b.target, max(2, b.pad // 2))
        for value, cell in zip(ring.values, cells, strict=False):
            chosen = value == ring.value
            b.panel(cell, theme.ACCENT if chosen else (52, 64, 78))
            b.label(
                ring.text(value),
                region,
                ((cell.centerx, cell.centery), "center"),
                color=theme.INK if chosen else theme.TEXT,
                ellipsis=False,
            )
            b.zone(str(DialZone(k, value)), cell, "", style="none", lit=False)
        if cells:
            y = max(c.bottom for c in cells) + b.pad
        else:
            break
