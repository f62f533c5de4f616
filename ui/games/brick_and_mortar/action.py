"""The Brick & Mortar table's action area (the right of the middle band), by step: the
draft's Keep pile, the starting stores, the public stores with an auction under way, the
Supply and Demand piles, the bidding dials, the stocking order, the demand boxes, the
price table of the Investment, the month's bills and the final scores."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar.actions import BuyPoints, Redraw
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    GAME_OVER,
    INVESTMENT,
    ITEMS,
    S_BUY,
    S_DRAFT,
    S_LATE_CARD,
    S_MANAGE,
    S_PICK_START,
    S_PLAY,
    S_REDRAW,
    S_SALE_DIAL,
    S_SELL,
    S_SUPPLY_BID,
    SALE,
    SUPPLY,
)
from game.games.brick_and_mortar.view import BmView
from ui import theme
from ui.games.brick_and_mortar.cards import (
    BOX,
    ROOM,
    crate_id,
    item_look,
    market_id,
    store_id,
)
from ui.games.brick_and_mortar.dials import dials
from ui.games.brick_and_mortar.parts import (
    ACTION,
    BUILDING_STEPS,
    Local,
    Plan,
    note,
    public_row,
    title,
)
from ui.games.brick_and_mortar.zones import (
    DEMAND_PILE,
    SUPPLY_PILE,
    BuyZone,
    DemandZone,
    KeepZone,
    RedrawZone,
    SoldBox,
)
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.cards import fit_width, pile, row_rects
from ui.layout.regions import inset, take_top
from ui.widgets.face import mix


def action_area(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    names: Sequence[str],
    loc: Local,
    plan: Plan,
) -> None:
    region = "action"
    b.region(region, rect, ACTION)
    inner = inset(rect, plan.g)
    step = view.step
    phase = view.phase
    if phase == GAME_OVER:
        _final(b, view, inner, region, names)
    elif step == S_DRAFT:
        _keep(b, view, inner, region)
    elif step == S_PICK_START:
        _starting(b, view, me, inner, region)
    elif step in BUILDING_STEPS:
        _building_area(b, view, me, inner, region, names, loc, plan)
    elif phase == ADVERTISEMENT:
        _advertise(b, view, me, inner, region, names, loc)
    elif step in (S_SUPPLY_BID, S_SALE_DIAL):
        dials(b, view, me, inner, region, names, loc)
    elif phase == SALE:
        _demand(b, view, me, inner, region, names)
    elif phase == SUPPLY:
        _stocking(b, view, me, inner, region, names)
    elif phase == INVESTMENT:
        _invest(b, view, me, inner, region, names, loc)
    else:
        _month_end(b, view, me, inner, region, names)


def _keep(b: Builder, view: BmView, rect: pygame.Rect, region: str) -> None:
    y = title(b, region, rect, (f"Store draft, pick {view.draft_round + 1} of 3", "Store draft"))
    zone = pygame.Rect(
        rect.left, y, rect.w, max(b.target, min(rect.bottom - y, card_h(rect.w // 3)))
    )
    zone.h = min(zone.h, rect.bottom - y)
    b.zone(str(KeepZone()), zone, "Keep: drop a store here", drop=True, style="slot")
    y = zone.bottom + b.pad
    note(
        b,
        region,
        rect,
        y,
        "Keep one card from your draft hand; the rest pass to the next player. After three picks the last card of each hand is discarded unseen.",
    )


def _starting(b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str) -> None:
    y = title(b, region, rect, ("Starting stores: pick one", "Starting stores"))
    cards = [store_id(s) for s in view.starting]
    box = pygame.Rect(rect.left, y, rect.w, rect.bottom - y)
    if not cards:
        return
    g = max(3, b.pad)
    cw = min(fit_width(len(cards), box.w, g, round(120 * b.scale)), card_w(box.h - b.line))
    for r, c in zip(row_rects(len(cards), box, cw, g, "left"), cards, strict=True):
        b.card(f"c{c}", c, r, "starting", region, target=cw >= b.target and view.viewer == me)


def _building_area(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    region: str,
    names: Sequence[str],
    loc: Local,
    plan: Plan,
) -> None:
    """The public stores (click one to auction it), the auction under way, the store
    bought waiting to be opened."""
    cat = catalog()
    a = view.auction
    g = plan.g
    clickable = view.step == S_BUY and view.viewer == me
    row_h = min(rect.h, max(card_h(round(60 * b.scale)) + 2 * b.line, rect.h * 55 // 100))
    row, rest = take_top(rect, row_h, g)
    cw = min(round(110 * b.scale), card_w(row.h - 2 * b.line))
    public_row(b, view, row, region, cw, loc, clickable)
    if a is not None and isinstance(a.lot, int):
        y = title(b, region, rest, (f"Auction: {cat.name(int(a.lot))}", "Auction"))
        lead = names[a.leader] if a.leader is not None else "nobody"
        lines = [
            f"High bid ${a.high} by {lead}" if a.high is not None else f"Opening at ${a.lowest}"
        ]
        still = [names[s] for s in a.active]
        lines.append("Still in: " + ", ".join(still))
        for line in lines:  # names last: a cut loses only a name
            if y + b.line > rest.bottom:
                break
            b.label(line, region, ((rest.left, y), "topleft"), width=rest.w, may_cut=True)
            y += b.line
        return
    y = rest.top
    for seat, p in enumerate(view.players):
        if p.bought is None:
            continue
        you = seat == me and view.viewer == me
        who = "You" if you else names[seat]
        b.label(
            (
                f"{who} bought {cat.name(p.bought)}: to open or return",
                f"{who}: {cat.name(p.bought)}",
            ),
            region,
            ((rest.left, y), "topleft"),
            width=rest.w,
            color=theme.ACCENT if you else theme.TEXT,
        )
        y += b.line
        if you and view.step == S_MANAGE:
            cw = min(round(90 * b.scale), card_w(rest.bottom - y - 2))
            if cw >= 16:
                r = pygame.Rect(rest.left, y + 2, cw, card_h(cw))
                b.card(
                    f"c{store_id(p.bought)}",
                    store_id(p.bought),
                    r,
                    "bought",
                    region,
                    target=cw >= b.target,
                )
                y = r.bottom + 2
    if view.step == S_BUY and loc.row_pick is None and view.viewer == me:
        note(
            b,
            region,
            rest,
            y,
            "Click a public store to put it up for auction (the store on deck is not for sale yet).",
        )


def _advertise(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    region: str,
    names: Sequence[str],
    loc: Local,
) -> None:
    """The Supply (face up) and Demand (face down) piles: before playing, where the viewer
    drops the cards staged; once played, the pooled supply cards face up and the demand
    cards face down (the viewer's own shown to them)."""
    g = max(3, b.pad)
    L = b.line
    y = title(b, region, rect, ("Advertisement: market cards", "Advertisement"))
    playing = view.step in (S_PLAY, S_LATE_CARD) and view.viewer == me
    redraw = (
        view.step in (S_PLAY, S_REDRAW)
        and view.viewer == me
        and any(isinstance(a, Redraw) for a in loc.legal)
    )
    cols = 3 if redraw else 2
    each = (rect.w - (cols - 1) * g) // cols
    body_h = rect.bottom - y
    staged_up = [c for c, up in loc.staged if up] if playing else []
    staged_down = [c for c, up in loc.staged if not up] if playing else []
    cw = min(round(90 * b.scale), each, card_w(max(8, body_h - L)))
    piles = [
        (
            str(SUPPLY_PILE),
            ("Supply (face up)", "Supply", "Sup."),
            staged_up,
            list(view.supply_pool),
        ),
        (
            str(DEMAND_PILE),
            ("Demand (face down)", "Demand, face down", "Demand", "Dem."),
            staged_down,
            [],
        ),
    ]
    for k, (zone_id, words, staged, pooled) in enumerate(piles):
        col = pygame.Rect(rect.left + k * (each + g), y, each, body_h)
        b.zone(zone_id, col, "", drop=playing, style="area" if playing else "none")
        b.label(words, region, ((col.left + 2, col.top + 1), "topleft"), bold=True, width=col.w - 4)
        box = pygame.Rect(col.left + 2, col.top + L + 2, col.w - 4, col.h - L - 4)
        cards = [market_id(c) for c in staged + pooled]
        if zone_id == str(DEMAND_PILE):
            own = view.players[me].own_demand or []
            shown = (
                view.demand
                if view.demand is not None
                and view.demand_open is False
                and view.players[me].saw_demand
                else None
            )
            mine_cards = list(shown) if shown is not None else list(own)
            backs = view.demand_count - len(mine_cards)
            pile(
                b,
                [market_id(c) for c in staged] + [market_id(c) for c in mine_cards],
                box,
                cw,
                zone=zone_id,
                region=region,
                target=playing and cw >= b.target,
                owner_view=True,
            )
            if backs > 0:
                note = f"+{backs} face down" if mine_cards or staged else f"{backs} face down"
                short = f"+{backs}" if mine_cards or staged else f"{backs}"
                b.label(
                    (note, short),
                    region,
                    ((box.left, box.bottom - L), "topleft"),
                    color=theme.MUTED,
                    width=box.w,
                )
            continue
        if cards:
            pile(b, cards, box, cw, zone=zone_id, region=region, target=playing and cw >= b.target)
    if redraw:
        col = pygame.Rect(rect.left + 2 * (each + g), y, each, body_h)
        b.zone(str(RedrawZone()), col, "", drop=True, style="area")
        b.label(
            ("Redraw (swap a card)", "Redraw", "Swap"),
            region,
            ((col.left + 2, col.top + 1), "topleft"),
            bold=True,
            width=col.w - 4,
        )


def _stocking(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str, names: Sequence[str]
) -> None:
    """Who stocks the type now and at what price, what the order costs so far, the rest of
    the queue."""
    cat = catalog()
    item = view.item
    y = title(b, region, rect, (f"Supply: {item}" if item else "Supply",))
    if item is None:
        note(b, region, rect, y, "Crates from the supply cards go onto the loading docks.")
        return
    lines: list[tuple[list[str], bool]] = []
    """Each line's wordings (longest first), and whether a cut loses nothing (names)."""
    if view.queue:
        s = view.queue[0]
        who = "You" if s == me and view.viewer == me else names[s]
        price = view.dials[s][0] if view.competition and s in view.dials else cat.min_price[item]
        n = sum(view.order.values())
        verb = f"stock{'' if who == 'You' else 's'}"
        lines.append(
            (
                [
                    f"{who} {verb} at ${price} a crate ({n} in the order)",
                    *b.named(who, f" {verb} at ${price} ({n} ordered)", rect.w),
                    f"${price} a crate, {n} ordered",
                ],
                False,
            )
        )
        rest = [names[q] for q in view.queue[1:]]
        if rest:
            lines.append((["Then: " + ", ".join(rest)], True))
    if view.competition and view.dials:
        bids = [
            ("You" if s == me and view.viewer == me else names[s], v[0])
            for s, v in view.dials.items()
        ]
        lines.append(
            (
                [
                    "Bids: " + ", ".join(f"{w} ${v}" for w, v in bids),
                    "Bids: " + ", ".join(f"{w[:6]} ${v}" for w, v in bids),
                    "Bids: " + ", ".join(f"${v}" for _, v in bids),
                ],
                False,
            )
        )
    for words, may_cut in lines:
        if y + b.line > rect.bottom:
            break
        b.label(words, region, ((rect.left, y), "topleft"), width=rect.w, may_cut=may_cut)
        y += b.line


def _demand(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str, names: Sequence[str]
) -> None:
    """The demand this month: per type its boxes (sold ones hold crates), the type being
    sold lit; who sells now and what they still owe."""
    cat = catalog()
    y = title(b, region, rect, ("Demand this month", "Demand"))
    totals = dict.fromkeys(ITEMS, 0)
    for c in view.demand or []:
        for k, n in enumerate(cat.card_items[c]):
            totals[ITEMS[k]] += n
    L = b.line
    g = max(2, b.pad // 2)
    rows = [i for i in ITEMS if totals[i]]
    if view.step == S_SELL and view.queue:
        s = view.queue[0]
        who = "You" if s == me and view.viewer == me else names[s]
        owed = f", {view.to_deliver} to go" if view.to_deliver is not None else ""
        price = (
            view.dials[s][1]
            if view.competition and s in view.dials
            else cat.max_price[view.item or ITEMS[0]]
        )
        verb = f"sell{'' if who == 'You' else 's'}"
        b.label(
            [
                f"{who} {verb} {view.item} at ${price}{owed}",
                *b.named(who, f": ${price}{owed}", rect.w),
                f"${price}{owed}",
            ],
            region,
            ((rect.left, y), "topleft"),
            width=rect.w,
        )
        y += L
    if not rows:
        note(
            b,
            region,
            rect,
            y,
            "No demand cards were played this month."
            if view.demand_open
            else "The demand cards are still face down.",
        )
        return
    each = max(L, (rect.bottom - y - g * (len(rows) - 1)) // len(rows))
    for item in rows:
        r = pygame.Rect(rect.left, y, rect.w, min(each, rect.bottom - y))
        if r.h < L // 2:
            break
        look = item_look(item)
        lit = view.item == item
        b.panel(r, mix(look.rgb, ACTION, 0.5 if lit else 0.75))
        free = view.boxes.get(item, 0)
        total = totals[item]
        used = total - free
        label_w = b.text_w("Electronics: 9 free", bold=True) + b.pad
        b.label(
            (f"{look.name}: {free} free", f"{look.name} {free}", f"{look.abbr} {free}"),
            region,
            ((r.left + 2, r.centery), "midleft"),
            bold=lit,
            width=label_w,
        )
        box = pygame.Rect(r.left + label_w, r.top + 1, r.w - label_w - 2, r.h - 2)
        size = max(4, min(box.h, (box.w - (total - 1) * g) // max(1, total), round(26 * b.scale)))
        target = min(r.w, r.h) >= b.target  # the whole row takes the drop
        b.zone(str(DemandZone(item)), r.copy(), "", drop=lit and target, style="none")
        for i in range(total):
            filled = i < used
            key = str(SoldBox(item, i)) if filled else f"bf:{item}:{i}"
            cid = crate_id(BOX, 0, 0 if filled else ROOM, ITEMS.index(item))
            rr = pygame.Rect(box.left + i * (size + g), box.top + (box.h - size) // 2, size, size)
            if rr.right > box.right:
                break
            b.card(key, cid, rr, key, region, flips=False)
        y += each + g


def _invest(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    region: str,
    names: Sequence[str],
    loc: Local,
) -> None:
    """The price table: 1 to 10 points and what they cost at once (lit when affordable:
    a click buys them)."""
    cat = catalog()
    y = title(b, region, rect, ("Investment: buy points", "Investment"))
    p = view.players[me]
    mine = view.viewer == me
    split = next((cat[st.store].split for st in p.building if cat[st.store].split), None)
    g = max(2, b.pad // 2)
    cols = 5
    cw = (rect.w - (cols - 1) * g) // cols
    ch = max(b.target, 2 * b.line + 2)
    affordable = {a.count for a in loc.legal if isinstance(a, BuyPoints)} if mine else set()
    for n in range(1, 11):
        k = n - 1
        cell = pygame.Rect(rect.left + (k % cols) * (cw + g), y + (k // cols) * (ch + g), cw, ch)
        if cell.bottom > rect.bottom:
            break
        price = economy.points_price(n, cat.point_prices, split)
        ok = n in affordable
        b.panel(cell, (60, 96, 74) if ok else (40, 48, 54))
        b.label(
            (f"{n} pt{'s' if n > 1 else ''}", f"{n}"),
            region,
            ((cell.centerx, cell.top + 1), "midtop"),
            bold=True,
            width=cell.w - 2,
        )
        b.label(
            f"${price}",
            region,
            ((cell.centerx, cell.top + 1 + b.line), "midtop"),
            color=theme.ACCENT if ok else theme.MUTED,
            width=cell.w - 2,
        )
        b.zone(str(BuyZone(n)), cell, "", style="none")
    y += 2 * (ch + g)
    queue = [names[s] for s in view.queue]
    if queue:
        y = note(b, region, rect, y, "Investing in turn: " + ", ".join(queue) + ".", theme.TEXT)
    if mine and loc.sell_mode:
        y = note(
            b,
            region,
            rect,
            y,
            f"Selling {loc.sell_count} point{'s' if loc.sell_count != 1 else ''} (of {loc.sell_most}).",
            theme.ACCENT,
        )
    note(
        b,
        region,
        rect,
        y,
        "Passing a player on the track swaps your places in turn order. Points never take debt.",
    )


def _month_end(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str, names: Sequence[str]
) -> None:
    """Inventory and Utilities: what each player pays this month for their stores and
    slots."""
    cat = catalog()
    y = title(b, region, rect, (f"{view.month_name}: inventory and utilities", "Month end"))
    for p in view.players:
        defs = [cat[st.store].defn for st in p.building]
        bill = economy.utility_bill(defs, cat.slots)
        who = "You" if p.seat == me and view.viewer == me else names[p.seat]
        if y + b.line > rect.bottom:
            break
        b.label(
            f"{who}: utilities ${bill} a month", region, ((rect.left, y), "topleft"), width=rect.w
        )
        y += b.line
    note(
        b,
        region,
        rect,
        y,
        "Inventory: every item moves down a shelf; items on their last shelf are thrown out. Utilities are paid with debt when money is short.",
    )


def _final(b: Builder, view: BmView, rect: pygame.Rect, region: str, names: Sequence[str]) -> None:
    r = view.ctx.result
    y = title(b, region, rect, ("Final scores", "Scores"))
    if r is None:
        return
    for rank, seat in enumerate(r.ranking):
        d = r.details.get(seat, {})
        color = theme.ACCENT if rank == 0 else theme.TEXT
        if y + 2 * b.line > rect.bottom:
            break
        score = r.scores.get(seat, 0)
        who = f"{rank + 1}. {names[seat]}"
        b.label(
            [*b.named(who, f": {score} points", rect.w, bold=True), f"{rank + 1}. {score} pts"],
            region,
            ((rect.left, y), "topleft"),
            width=rect.w,
            color=color,
            bold=True,
        )
        parts = [f"track {d.get('track', 0)}", f"stores +{d.get('stores', 0)}"]
        short = [f"{d.get('track', 0)}", f"+{d.get('stores', 0)}"]
        if d.get("empty_slots"):
            parts.append(f"empty slots -{d['empty_slots']}")
            short.append(f"-{d['empty_slots']} slots")
        if d.get("debt"):
            parts.append(f"debt -{d['debt']}")
            short.append(f"-{d['debt']} debt")
        b.label(  # whole or not at all: the total is on the line above
            (", ".join(parts), " ".join(short)),
            region,
            ((rect.left + b.pad * 3, y + b.line), "topleft"),
            width=rect.w - b.pad * 3,
            color=theme.MUTED,
            ellipsis=False,
        )
        y += 2 * b.line
