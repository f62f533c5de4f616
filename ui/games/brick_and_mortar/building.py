"""A Brick & Mortar building's slots: each store with its shelves of crates (the viewer's
stores are zones ``store:k``, another seat's ``store<seat>:k``), its private demand boxes
(``fc:k``), and the empty slots' words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import ITEMS, S_SALE_DIAL, S_SELL, S_STOCK
from game.games.brick_and_mortar.view import BmView, StoreView
from ui import theme
from ui.games.brick_and_mortar.cards import BOX, ROOM, crate_id, store_id
from ui.games.brick_and_mortar.parts import MINE, OTHERS, SHELF, Local
from ui.games.brick_and_mortar.zones import CrateKey, PrivateBoxes, PrivateSold, StoreZone
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.regions import inset
from ui.widgets.face import mix


def slots(
    b: Builder,
    view: BmView,
    seat: int,
    body: pygame.Rect,
    region: str,
    names: Sequence[str],
    mine: bool,
    loc: Local | None,
) -> None:
    """The four slots side by side: each store with its card and shelves, or the empty
    slot with its cost."""
    cat = catalog()
    g = max(3, b.pad)
    p = view.players[seat]
    each = (body.w - 3 * g) // 4
    L = b.line
    slot_words = _slot_words()
    for k in range(4):
        r = pygame.Rect(body.left + k * (each + g), body.top, each, body.h)
        b.panel(r, mix(MINE if mine else OTHERS, (0, 0, 0), 0.25))
        inner = inset(r, max(2, g // 2))
        if k >= len(p.building):
            words = slot_words[k]
            b.label(
                words[0],
                region,
                ((inner.left, inner.top), "topleft"),
                color=theme.MUTED,
                width=inner.w,
            )
            if mine:
                b.label(
                    words[1],
                    region,
                    ((inner.left, inner.top + L), "topleft"),
                    color=theme.MUTED,
                    width=inner.w,
                )
            if mine:
                b.zone(f"slot:{k}", r, "", style="none")
            continue
        st = p.building[k]
        f = cat[st.store]
        zone_id = str(StoreZone(k)) if mine else f"store{seat}:{k}"  # others': never acted on
        b.zone(zone_id, r.copy(), "", drop=mine, style="none")
        slot_cost = cat.slot_utilities[k]
        bill = f.utilities + slot_cost
        head = (
            f"{k + 1}. {st.name}",
            f"{k + 1}. {st.name}",
        )
        # the store card on the left (its zoom tells everything), the shelves beside it
        card_space = inner.h
        cw = min(card_w(card_space), inner.w // 3)
        show_card = cw >= 24 * b.scale
        shelves = inner
        if show_card:
            cr = pygame.Rect(inner.left, inner.top, cw, card_h(cw))
            b.card(f"c{store_id(st.store)}:{seat}", store_id(st.store), cr, zone_id, region)
            shelves = pygame.Rect(cr.right + g, inner.top, inner.right - cr.right - g, inner.h)
        else:
            b.label(
                head,
                region,
                ((inner.left, inner.top), "topleft"),
                bold=True,
                width=inner.w,
                may_cut=True,  # the store's name (its card is beside it)
            )
            shelves = pygame.Rect(inner.left, inner.top + L, inner.w, inner.h - L)
        info = f"${bill}/mo" if shelves.w > b.text_w("$0/mo") else ""
        if mine and info:
            b.label(
                (f"utilities ${bill}/month", info),
                region,
                ((shelves.left, shelves.top), "topleft"),
                color=theme.MUTED,
                width=shelves.w,
            )
            shelves = pygame.Rect(shelves.left, shelves.top + L, shelves.w, shelves.h - L)
        _shelves(b, view, seat, k, st, shelves, region, mine, loc)


def _slot_words() -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Per slot, the wordings (longest first) of its penalty when empty and of its bill and
    bonus: a narrow slot gets a shorter one, never a cut one."""
    cat = catalog()
    out: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    for k in range(4):
        util = cat.slot_utilities[k]
        pen = cat.slot_penalty[k]
        bonus = cat.slots[k].bonus
        extra = {"redraw": "redraw", "extra_card": "+1 card"}.get(bonus or "", "")
        more = (f"; bonus: {extra}", f"; {extra}", f", {extra}") if extra else ("", "", "")
        empty = (f"{k + 1}. empty (-{pen} pts)", f"{k + 1}. empty, -{pen}", f"{k + 1}: -{pen}")
        bill = (
            f"slot ${util}/month{more[0]}",
            f"${util}/month{more[1]}",
            f"${util}/mo{more[2]}",
            f"${util}/mo",
        )
        out.append((empty, bill))
    return out


def _shelves(
    b: Builder,
    view: BmView,
    seat: int,
    slot: int,
    st: StoreView,
    rect: pygame.Rect,
    region: str,
    mine: bool,
    loc: Local | None,
) -> None:
    """A store's shelves as rows of crates, top shelf first: its crates by type, the
    viewer's pending order on the top shelf, and free places as outlines; a store without
    shelves says what it does instead (private demand boxes as outlines)."""
    cat = catalog()
    f = cat[st.store]
    g = max(1, b.pad // 2)
    if not f.capacity:
        boxes = f.demand_boxes
        if boxes and view.step in (S_SELL, S_SALE_DIAL) and mine:
            _private_boxes(b, view, seat, slot, st, rect, region)
        return
    rows = max(f.shelves.values())
    pending = view.order.get(slot, 0) if view.queue[:1] == [seat] and view.step == S_STOCK else 0
    per_row: list[list[tuple[str, int, str]]] = [[] for _ in range(rows)]  # (item, left, key)
    for item in ITEMS:
        if item not in f.capacity:
            continue
        shelves = st.shelves.get(item, [])
        n_sh = f.shelves[item]
        for sh, count in enumerate(shelves):
            for i in range(count):
                per_row[sh].append((item, n_sh - sh, str(CrateKey(seat, slot, item, sh, i))))
        held = sum(shelves)
        extra = pending if item == view.item else 0
        top = shelves[0] if shelves else 0
        for i in range(extra):
            per_row[0].append((item, n_sh, str(CrateKey(seat, slot, item, 0, top + i))))
        for i in range(max(0, f.capacity[item] - held - extra)):
            per_row[0].append((item, ROOM, f"rm:{seat}:{slot}:{item}:{i}"))
    most = max((len(r) for r in per_row), default=1)
    size = max(
        4, min((rect.w - (most - 1) * g) // max(1, most), (rect.h - rows * 3) // max(1, rows))
    )
    size = min(size, round(30 * b.scale))
    plank = max(2, size // 8)
    for sh, row in enumerate(per_row):
        y = rect.top + sh * (size + plank + 1)
        if y + size > rect.bottom:
            break
        b.panel(pygame.Rect(rect.left, y + size, rect.w, plank), SHELF)
        for i, (item, left, key) in enumerate(row):
            x = rect.left + i * (size + g)
            if x + size > rect.right:
                break
            ci = crate_id(seat, slot, left, ITEMS.index(item))
            b.card(
                key,
                ci,
                pygame.Rect(x, y, size, size),
                key,
                region,
                target=mine and left != ROOM and size >= b.target,
                flips=False,
            )


def _private_boxes(
    b: Builder, view: BmView, seat: int, slot: int, st: StoreView, rect: pygame.Rect, region: str
) -> None:
    """A Fulfillment Center's private demand: a box per place, filled ones as crates."""
    f = catalog()[st.store]
    item = view.item
    if item is None or item not in f.demand_boxes:
        return
    total = f.demand_boxes[item]
    used = st.used.get(item, 0)
    g = max(1, b.pad // 2)
    size = max(6, min((rect.w - (total - 1) * g) // max(1, total), rect.h, round(28 * b.scale)))
    zone = pygame.Rect(rect.left, rect.top, rect.w, max(size, b.target if size >= 6 else size))
    zone.h = min(zone.h, rect.h)
    b.zone(
        str(PrivateBoxes(slot)),
        zone,
        "",
        drop=zone.h >= b.target and zone.w >= b.target,
        style="none",
    )
    for i in range(total):
        left = 0 if i < used else ROOM
        key = str(PrivateSold(seat, slot, item, i))
        b.card(
            key,
            crate_id(BOX if left == 0 else seat, slot, left, ITEMS.index(item)),
            pygame.Rect(rect.left + i * (size + g), rect.top, size, size),
            key,
            region,
            flips=False,
        )


# ---------------------------------------------------------------- the viewer's hand
