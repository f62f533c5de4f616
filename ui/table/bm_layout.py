"""Where everything of a Brick & Mortar table goes, for the seat at the bottom (``me``):

- the board strip along the top: the calendar (the final month flagged), the point track
  with every player's token and the investment marker, the turn order;
- the market band: the five loading docks (a crate pile and its count, the type's prices)
  and, outside Building, the public stores and the store on deck;
- the other players' buildings (their four slots with the shelves' crates, or one line
  each when the window is small), their points, debt and hand sizes, their money hidden;
- the action area on the right, by step: the public stores in Building (an auction with
  its bids), the Supply and Demand piles in Advertisement, the dials in Supply and Sale,
  the demand boxes in Sale, the price table in Investment, the final scores;
- the viewer's building: each slot with its utilities (and bonus), the store card and its
  shelves as rows of crates (free places as outlines, crates about to expire marked);
- the viewer's hand (market cards, store cards, draft cards), large when the step uses it.

Built with the layout toolkit (ui/layout): nothing readable collides, everything stays in
its region, every drop zone and draggable card is a hit target. Zone ids are the
adapter's contract (ui/table/brick_and_mortar.py). Crate sprites are keyed by place
(``cr:seat:slot:item:shelf:i``), so :func:`crate_sources` can tell where a crate that
appears came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.model import Action, Event
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.actions import BuyPoints, Redraw
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import ITEMS, MONTHS
from game.games.brick_and_mortar.view import BmView, StoreView
from ui import theme
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.cards import fit_width, pile, row_rects
from ui.layout.regions import inset, take_bottom, take_left, take_right, take_top
from ui.layout.text import TITLE
from ui.table.model import TableLayout
from ui.widgets.bm_cards import (
    BOX,
    DOCK,
    ROOM,
    crate_id,
    initials,
    item_look,
    market_id,
    seat_color,
    store_id,
)
from ui.widgets.dial import OPEN, SEALED, SHOWN, Dial, Ring, dial_diameter
from ui.widgets.face import mix
from ui.widgets.tracks import Calendar, ScoreTrack, Token

MINE = (40, 84, 64)
OTHERS = theme.TABLE_DARK
ACTION = (24, 58, 44)
SHELF = (120, 92, 60)
"""A shelf plank under each row of crates."""
ORDINALS = ("1st", "2nd", "3rd", "4th")
HAND_STEPS = frozenset(
    {"draft", "pick_start", "buy", "auction", "manage", "play", "late_card", "redraw_after"}
)
"""Steps in which the viewer's hand is what they choose from (drawn large)."""
BUILDING_STEPS = frozenset({"pick_start", "buy", "auction", "manage"})


@dataclass
class Local:
    """The table's own state for the player at the screen (see the adapter): market cards
    staged (card, face up), the dial as set (ring -> value) and its rings' values, the
    public store picked for an auction, the points to sell, the legal actions."""

    staged: list[tuple[int, bool]] = field(default_factory=list)
    due: int = 0
    dial: dict[int, int] = field(default_factory=dict)
    rings: dict[int, tuple[int, ...]] = field(default_factory=dict)
    row_pick: int | None = None
    auctionable: list[int] = field(default_factory=list)
    sell_mode: bool = False
    sell_count: int = 1
    sell_most: int = 0
    legal: list[Action] = field(default_factory=list)


@dataclass
class Plan:
    """The sizes one layout is cut with."""

    g: int
    board_h: int
    market_h: int
    hand_h: int
    hand_cw: int
    mine_h: int
    action_w: int
    row_cw: int
    others_full: bool


def _seat_order(view: BmView, me: int) -> list[int]:
    """The other seats in turn order after ``me``."""
    order = list(view.turn_order) or list(range(len(view.players)))
    if me in order:
        i = order.index(me)
        return order[i + 1 :] + order[:i]
    return [s for s in range(len(view.players)) if s != me]


def bm_layout(
    view: BmView,
    me: int,
    main: pygame.Rect,
    scale: float,
    names: Sequence[str],
    loc: Local,
) -> TableLayout:
    """Everything inside ``main`` for the player in seat ``me`` (``loc``: the viewer's own
    table state)."""
    b = Builder(scale)
    g = max(4, round(6 * scale))
    area = inset(main, g)
    b.region("table", area)
    mine = view.viewer == me
    plan = _plan(b, view, me, area, g, mine)
    board, rest = take_top(area, plan.board_h, g)
    _board(b, view, board, names)
    if plan.hand_h:
        hand_r, rest = take_bottom(rest, plan.hand_h, g)
        _hand(b, view, me, hand_r, plan, loc, mine)
    mine_r, rest = take_bottom(rest, plan.mine_h, g)
    _building(b, view, me, mine_r, names, loc, mine, plan)
    action, left = take_right(rest, plan.action_w, g) if plan.action_w else (None, rest)
    market, others = take_top(left, plan.market_h, g)
    _market(b, view, me, market, plan, loc)
    _others(b, view, me, others, names, plan)
    if action is not None:
        _action(b, view, me, action, names, loc, plan)
    return b.lay


# ---------------------------------------------------------------- sizes
def _plan(b: Builder, view: BmView, me: int, area: pygame.Rect, g: int, mine: bool) -> Plan:
    """Sizes from the comfortable to the cramped: the board strip, the market band, the
    hand (large when the step chooses from it), the viewer's building, and the action
    area's width (what the step shows there); the other players get what is left, in full
    (shelves) when it is enough, else one line each."""
    s = b.scale
    L, T = b.line, b.target
    board_h = max(ScoreTrack.height(s), Calendar.height(s) + 2 * L) + 3 * max(2, b.pad)
    step = view.step
    n_others = len(view.players) - 1
    p = view.players[me]
    hand_n = len(p.market_hand or []) + len(p.store_hand or []) + len(p.draft_hand or [])
    if not mine:
        hand_n = 0
    big_hand = step in HAND_STEPS and hand_n > 0
    action_w = _action_width(b, view, area, g)
    for squeeze in (1.0, 0.85, 0.72, 0.6, 0.5):
        most = round((104 if big_hand else 64) * s * squeeze)
        hand_cw = max(T if big_hand else 1, fit_width(max(1, hand_n), area.w - 2 * g, g, most))
        hand_h = card_h(hand_cw) + L + g if hand_n and (big_hand or squeeze >= 0.72) else 0
        mine_h = max(round(150 * s * squeeze), 2 * L + T + 2 * g)
        row_cw = round(58 * s * squeeze)
        market_h = (
            max(card_h(row_cw) + L + 2 * g, 3 * L + T // 2)
            if step not in BUILDING_STEPS
            else 2 * L + T + 2 * g
        )
        others_need = n_others * (2 * L + 3 * max(6, round(11 * s)) + 4 * g)
        left = area.h - board_h - hand_h - mine_h - market_h - 4 * g
        if left >= others_need:
            return Plan(g, board_h, market_h, hand_h, hand_cw, mine_h, action_w, row_cw, True)
    # cramped: one line per other player, the smallest sizes
    market_h = (
        max(card_h(row_cw) + L + 2 * g, 3 * L + T // 2)
        if step not in BUILDING_STEPS
        else 2 * L + T + 2 * g
    )
    return Plan(g, board_h, market_h, hand_h, hand_cw, mine_h, action_w, row_cw, False)


def _action_width(b: Builder, view: BmView, area: pygame.Rect, g: int) -> int:
    """How wide the action area is for this step (a third of the table, more for a dial
    or the public stores)."""
    s = b.scale
    step = view.step
    base = round(area.w * 0.34)
    if step in ("supply_bid", "sale_dial"):
        rings = 2 if step == "sale_dial" else 1
        hub = round(30 * s)
        values = 19 if step == "sale_dial" else 9
        need = dial_diameter(
            tuple(Ring("", tuple(range(values))) for _ in range(rings))[:1]
            + tuple(Ring("", tuple(range(8))) for _ in range(rings - 1)),
            b.target,
            hub,
        )
        base = max(base, need + 2 * g)
    if step in BUILDING_STEPS:
        base = max(base, round(area.w * 0.45))
    return min(base, round(area.w * 0.55))


# ---------------------------------------------------------------- the board strip
def _board(b: Builder, view: BmView, rect: pygame.Rect, names: Sequence[str]) -> None:
    """Calendar and turn order on the left, the point track on the right."""
    b.region("board", rect, OTHERS)
    g = max(2, b.pad)
    inner = inset(rect, g)
    s = b.scale
    cal_w = min(round(inner.w * 0.5), round(12 * 40 * s))
    cal_col, track_r = take_left(inner, cal_w, 2 * g)
    cal = pygame.Rect(cal_col.left, cal_col.top, cal_col.w, Calendar.height(s))
    month = 0 if view.phase == "draft" else view.month
    b.widget(Calendar(cal, "board", month, view.final_month, view.last_month))
    y = cal.bottom + g
    when: tuple[str, ...]
    if view.phase == "draft":
        when = ("Before January: the store draft", "The draft")
    else:
        last = " (last month)" if view.last_month else ""
        final = MONTHS[view.final_month - 1]
        when = (
            f"{view.month_name}{last}; the game ends after {final}",
            f"{view.month_name}{last}; ends {final[:3]}",
            f"{view.month_name}{last}",
        )
    b.label(when, "board", ((cal_col.left, y), "topleft"), bold=True, width=cal_col.w)
    tokens = initials(names)
    order = [f"{k + 1} {names[st]}" for k, st in enumerate(view.turn_order)]
    short = [f"{k + 1} {tokens[st]}" for k, st in enumerate(view.turn_order)]
    b.label(
        ("Turn order: " + ", ".join(order), "Order: " + ", ".join(short), ", ".join(short)),
        "board",
        ((cal_col.left, y + b.line), "topleft"),
        color=theme.MUTED,
        width=cal_col.w,
    )
    top = max(60, max((p.points for p in view.players), default=0) + 5)
    if view.marker is not None:
        top = max(top, view.marker + 5)
    top = ((top + 9) // 10) * 10
    track = ScoreTrack(
        track_r,
        "board",
        0,
        top,
        [Token(p.points, seat_color(p.seat), tokens[p.seat]) for p in view.players],
        view.marker,
    )
    b.widget(track)


# ---------------------------------------------------------------- the market band
def _market(b: Builder, view: BmView, me: int, rect: pygame.Rect, plan: Plan, loc: Local) -> None:
    """The five loading docks, then (outside Building) the public stores and the store on
    deck."""
    b.region("market", rect, OTHERS)
    g = plan.g
    inner = inset(rect, max(2, g // 2))
    in_building = view.step in BUILDING_STEPS
    if in_building:
        docks = inner
        row = None
    else:
        n = len(view.row) + (1 if view.on_deck is not None else 0)
        row_w = n * (plan.row_cw + g) + b.text_w("Deck 99") if n else 0
        row_w = min(row_w, inner.w // 2)
        docks, row = take_left(inner, inner.w - row_w - g, g) if row_w else (inner, None)
    _docks(b, view, me, docks, plan)
    if row is not None:
        _public_row(b, view, row, "market", plan.row_cw, loc, clickable=False)


def _docks(b: Builder, view: BmView, me: int, rect: pygame.Rect, plan: Plan) -> None:
    """Each dock: its type's name and prices, a pile of its crates (the count beside it);
    the type being stocked or sold is lit."""
    g = plan.g
    cat = catalog()
    each = (rect.w - 4 * g) // 5
    L = b.line
    stocking = view.step == "stock" and view.viewer is not None and view.queue[:1] == [me]
    for k, item in enumerate(ITEMS):
        col = pygame.Rect(rect.left + k * (each + g), rect.top, each, rect.h)
        look = item_look(item)
        lit = view.item == item and view.phase in ("supply", "sale")
        region = f"dock:{item}"
        b.region(region, col, mix(look.rgb, OTHERS, 0.55 if lit else 0.78))
        b.zone(f"dock:{item}", col, "", style="none")
        inner = inset(col, max(2, g // 2))
        price = f"${cat.min_price[item]}-{cat.max_price[item]}"
        b.label(
            (f"{look.name} {price}", look.name, look.name[:5] + ".", look.abbr),
            region,
            ((inner.left, inner.top), "topleft"),
            bold=lit,
            width=inner.w,
            ellipsis=False,
        )
        n = view.market.get(item, 0) - (sum(view.order.values()) if view.item == item else 0)
        body = pygame.Rect(inner.left, inner.top + L, inner.w, inner.h - L)
        side = min(
            body.h, max(b.target if stocking and lit else 8, round(body.h * 0.8)), body.w // 2
        )
        side = max(6, min(side, body.w - b.text_w("x99")))
        pile_r = pygame.Rect(body.left, body.top + (body.h - side) // 2, side, side)
        if n:
            b.card(
                f"dock:{item}",
                crate_id(DOCK, 0, 0, k),
                pile_r,
                f"dock:{item}",
                region,
                target=stocking and lit and side >= b.target,
                flips=False,
            )
        count = f"x{n}" if n else "empty"
        b.label(
            (count, f"{n}"),
            region,
            [
                ((pile_r.right + g // 2, pile_r.centery), "midleft"),
                ((body.left, body.centery), "midleft"),
            ],
            bold=bool(n),
            color=theme.TEXT if n else theme.MUTED,
        )


def _public_row(
    b: Builder,
    view: BmView,
    rect: pygame.Rect,
    region: str,
    cw: int,
    loc: Local,
    clickable: bool,
) -> None:
    """The public stores (oldest first) and the store on deck (not for sale), with the
    deck's count; in the buy step each public store is a click zone (auction it)."""
    g = max(3, b.pad)
    L = b.line
    title = ("Public stores (oldest first) and on deck", "Public stores", "Stores")
    b.label(title, region, ((rect.left, rect.top), "topleft"), bold=True, width=rect.w)
    box = pygame.Rect(rect.left, rect.top + L, rect.w, rect.h - L)
    deck_w = b.text_w("Deck 99") + g
    cards = list(view.row) + ([view.on_deck] if view.on_deck is not None else [])
    lot = view.auction.lot if view.auction is not None else None
    n = len(cards)
    cw = min(cw, fit_width(max(1, n), box.w - deck_w, g, cw), card_w(box.h - L))
    rects = row_rects(n, box, cw, g, "left")
    cat = catalog()
    for i, (s, r) in enumerate(zip(cards, rects, strict=True)):
        deck = i == len(view.row)
        picked = clickable and loc.row_pick == i or (lot == s and not deck)
        if deck:  # not for sale yet: set apart by a grey frame, besides its label
            b.panel(r.inflate(g, g), (96, 104, 118))
        if picked:
            b.panel(r.inflate(2 * g, 2 * g), theme.ACCENT)
        b.card(f"c{store_id(s)}", store_id(s), r, f"row:{i}" if not deck else "ondeck", region)
        if clickable and not deck and i in loc.auctionable:
            b.zone(f"row:{i}", r.copy(), "", style="none", lit=not picked)
        under = "on deck" if deck else ("auction" if lot == s else f"${cat[s].cost}")
        if clickable and loc.row_pick == i:
            under = "chosen"
        b.label(
            under,
            region,
            ((r.centerx, r.bottom + 1), "midtop"),
            color=theme.ACCENT if deck else theme.MUTED,
        )
    x = rects[-1].right + g if rects else box.left
    b.label(
        (f"Deck {view.store_deck_count}", f"{view.store_deck_count}"),
        region,
        ((x, box.top + L), "topleft"),
        color=theme.MUTED,
    )


# ---------------------------------------------------------------- the other players
def _others(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, names: Sequence[str], plan: Plan
) -> None:
    others = _seat_order(view, me)
    if not others:
        return
    g = plan.g
    each = (rect.h - (len(others) - 1) * g) // len(others)
    for k, seat in enumerate(others):
        r = pygame.Rect(rect.left, rect.top + k * (each + g), rect.w, each)
        _other(b, view, seat, r, names, plan)


def _header(
    b: Builder,
    view: BmView,
    seat: int,
    rect: pygame.Rect,
    region: str,
    names: Sequence[str],
    you: bool,
) -> int:
    """A player's line: their token, name and place in turn order, then points, debt and
    money (the viewer's own; a padlock for anyone else's), hand sizes. Returns its
    bottom."""
    p = view.players[seat]
    L = b.line
    place = view.turn_order.index(seat) if seat in view.turn_order else seat
    acting = seat in view.ctx.to_act
    token = pygame.Rect(rect.left, rect.top + 1, L - 2, L - 2)
    b.panel(token, seat_color(seat))
    b.block(token, region)
    who = "You" if you else names[seat]
    x = token.right + b.pad
    money = f"${p.money}" if p.money is not None else "money hidden"
    debt = f", debt {p.debt}" if p.debt else ""
    hands = (
        f"{p.market_count} market card{'s' * (p.market_count != 1)}, "
        f"{p.store_count} store{'s' * (p.store_count != 1)} in hand"
    )
    long = f"{who} ({ORDINALS[place]}): {p.points} points{debt}, {money}; {hands}"
    mid = f"{who} ({ORDINALS[place]}): {p.points} pts{debt}, {money}"
    short = f"{who} {ORDINALS[place]}: {p.points} pts"
    b.label(
        (long, mid, short),
        region,
        ((x, rect.top), "topleft"),
        bold=True,
        color=theme.ACCENT if acting else theme.TEXT,
        width=rect.right - x,
    )
    return rect.top + L


def _other(
    b: Builder, view: BmView, seat: int, rect: pygame.Rect, names: Sequence[str], plan: Plan
) -> None:
    """Another player's building: their line, then their four slots; in a small window
    (``plan.others_full`` False) one line of what they hold instead."""
    region = f"seat{seat}"
    b.region(region, rect, OTHERS)
    g = plan.g
    inner = inset(rect, max(2, g // 2))
    top = _header(b, view, seat, inner, region, names, False)
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    if body.h < b.line:
        return
    if plan.others_full:
        _slots(b, view, seat, body, region, names, mine=False, loc=None)
        return
    p = view.players[seat]
    held = {i: sum(sum(st.shelves.get(i, [])) for st in p.building) for i in ITEMS}
    goods = ", ".join(f"{n} {i}" for i, n in held.items() if n) or "no goods"
    stores = ", ".join(st.name for st in p.building) or "no stores"
    b.label(
        (f"{stores}: {goods}", f"Holds {goods}", goods),
        region,
        ((body.left, body.top), "topleft"),
        color=theme.MUTED,
        width=body.w,
    )


# ---------------------------------------------------------------- buildings
def _building(
    b: Builder,
    view: BmView,
    me: int,
    rect: pygame.Rect,
    names: Sequence[str],
    loc: Local,
    mine: bool,
    plan: Plan,
) -> None:
    region = f"seat{me}"
    b.region(region, rect, MINE)
    b.zone("building", rect, "", drop=True, style="none")
    g = plan.g
    inner = inset(rect, max(2, g // 2))
    top = _header(b, view, me, inner, region, names, mine)
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    _slots(b, view, me, body, region, names, mine=True, loc=loc)


def _slots(
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
        zone_id = f"store:{k}" if mine else f"store{seat}:{k}"
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
            b.label(head, region, ((inner.left, inner.top), "topleft"), bold=True, width=inner.w)
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


def _slot_words() -> list[tuple[str, str]]:
    cat = catalog()
    out = []
    for k in range(4):
        util = cat.slot_utilities[k]
        pen = cat.slot_penalty[k]
        bonus = cat.slots[k].bonus
        extra = {"redraw": "; bonus: redraw", "extra_card": "; bonus: +1 card"}.get(bonus or "", "")
        out.append((f"{k + 1}. empty (-{pen} pts)", f"slot ${util}/month{extra}"))
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
        if boxes and view.step in ("sell", "sale_dial") and mine:
            _private_boxes(b, view, seat, slot, st, rect, region)
        return
    rows = max(f.shelves.values())
    pending = view.order.get(slot, 0) if view.queue[:1] == [seat] and view.step == "stock" else 0
    per_row: list[list[tuple[str, int, str]]] = [[] for _ in range(rows)]  # (item, left, key)
    for item in ITEMS:
        if item not in f.capacity:
            continue
        shelves = st.shelves.get(item, [])
        n_sh = f.shelves[item]
        for sh, count in enumerate(shelves):
            for i in range(count):
                per_row[sh].append((item, n_sh - sh, f"cr:{seat}:{slot}:{item}:{sh}:{i}"))
        held = sum(shelves)
        extra = pending if item == view.item else 0
        top = shelves[0] if shelves else 0
        for i in range(extra):
            per_row[0].append((item, n_sh, f"cr:{seat}:{slot}:{item}:0:{top + i}"))
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
    b.zone(f"fc:{slot}", zone, "", drop=zone.h >= b.target and zone.w >= b.target, style="none")
    for i in range(total):
        left = 0 if i < used else ROOM
        key = f"fb:{seat}:{slot}:{item}:{i}"
        b.card(
            key,
            crate_id(BOX if left == 0 else seat, slot, left, ITEMS.index(item)),
            pygame.Rect(rect.left + i * (size + g), rect.top, size, size),
            key,
            region,
            flips=False,
        )


# ---------------------------------------------------------------- the viewer's hand
def _hand(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, plan: Plan, loc: Local, mine: bool
) -> None:
    """The viewer's cards: draft cards (the draft), market cards and store cards, side by
    side; a staged card stays on its pile instead."""
    region = "hand"
    b.region(region, rect)
    b.zone("hand", rect, "", drop=True, style="none")
    p = view.players[me]
    if not mine:
        return
    staged = {c for c, _ in loc.staged}
    market = list(p.market_hand or [])
    stores = list(p.store_hand or [])
    draft = list(p.draft_hand or [])
    g = plan.g
    L = b.line
    groups: list[tuple[str, list[int]]] = []
    if draft:
        groups.append((f"Draft: keep one of {len(draft)}", [store_id(s) for s in draft]))
    if market or p.market_hand:
        groups.append(
            (f"Market cards ({len(p.market_hand or [])})", [market_id(c) for c in market])
        )
    if stores:
        groups.append((f"Store cards ({len(stores)})", [store_id(s) for s in stores]))
    n = sum(len(c) for _, c in groups)
    if not n:
        b.label(
            "Your hand is empty.", region, ((rect.left, rect.top), "topleft"), color=theme.MUTED
        )
        return
    cw = min(plan.hand_cw, card_w(rect.h - L))

    def widths(cw: int, titles: bool) -> list[int]:
        return [
            max(len(cards) * (cw + g), b.text_w(title) + g if titles else 0)
            for title, cards in groups
        ]

    titles = True
    while sum(widths(cw, titles)) > rect.w:
        if cw > b.target or (cw > 8 and not titles):
            cw -= 1
        elif titles:
            titles = False
        else:
            break
    target = view.step in HAND_STEPS
    x = rect.left
    for (title, cards), width in zip(groups, widths(cw, titles), strict=True):
        if titles:
            b.label(title, region, ((x, rect.top), "topleft"), color=theme.MUTED, width=width)
        for i, c in enumerate(cards):
            r = pygame.Rect(x + i * (cw + g), rect.top + L, cw, card_h(cw))
            if c in staged:  # its place stays open while it lies on a pile
                b.panel(r, mix(MINE, (0, 0, 0), 0.3))
                continue
            b.card(f"c{c}", c, r, "hand", region, owner_view=True, target=target and cw >= b.target)
        x += width + g


# ---------------------------------------------------------------- the action area
def _action(
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
    if phase == "game_over":
        _final(b, view, inner, region, names)
    elif step == "draft":
        _keep(b, view, inner, region)
    elif step == "pick_start":
        _starting(b, view, me, inner, region)
    elif step in BUILDING_STEPS:
        _building_area(b, view, me, inner, region, names, loc, plan)
    elif phase == "advertisement":
        _advertise(b, view, me, inner, region, names, loc)
    elif step in ("supply_bid", "sale_dial"):
        _dials(b, view, me, inner, region, names, loc)
    elif phase == "sale":
        _demand(b, view, me, inner, region, names)
    elif phase == "supply":
        _stocking(b, view, me, inner, region, names)
    elif phase == "investment":
        _invest(b, view, me, inner, region, names, loc)
    else:
        _month_end(b, view, me, inner, region, names)


def _title(b: Builder, region: str, rect: pygame.Rect, words: tuple[str, ...] | str) -> int:
    b.label(words, region, ((rect.left, rect.top), "topleft"), bold=True, size=TITLE, width=rect.w)
    return rect.top + b.title_line


def _note(
    b: Builder,
    region: str,
    rect: pygame.Rect,
    y: int,
    text: str,
    color: tuple[int, int, int] = theme.MUTED,
) -> int:
    """Wrapped lines of ``text`` from ``y`` while they fit; returns the next y."""
    from ui.layout.text import wrap

    for line in wrap(text, rect.w, 14, b.scale):
        if y + b.line > rect.bottom:
            break
        b.label(line, region, ((rect.left, y), "topleft"), color=color, ellipsis=False)
        y += b.line
    return y


def _keep(b: Builder, view: BmView, rect: pygame.Rect, region: str) -> None:
    y = _title(b, region, rect, (f"Store draft, pick {view.draft_round + 1} of 3", "Store draft"))
    zone = pygame.Rect(
        rect.left, y, rect.w, max(b.target, min(rect.bottom - y, card_h(rect.w // 3)))
    )
    zone.h = min(zone.h, rect.bottom - y)
    b.zone("keep", zone, "Keep: drop a store here", drop=True, style="slot")
    y = zone.bottom + b.pad
    _note(
        b,
        region,
        rect,
        y,
        "Keep one card from your draft hand; the rest pass to the next player. After three picks the last card of each hand is discarded unseen.",
    )


def _starting(b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str) -> None:
    y = _title(b, region, rect, ("Starting stores: pick one", "Starting stores"))
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
    clickable = view.step == "buy" and view.viewer == me
    row_h = min(rect.h, max(card_h(round(60 * b.scale)) + 2 * b.line, rect.h * 55 // 100))
    row, rest = take_top(rect, row_h, g)
    cw = min(round(110 * b.scale), card_w(row.h - 2 * b.line))
    _public_row(b, view, row, region, cw, loc, clickable)
    if a is not None and isinstance(a.lot, int):
        y = _title(b, region, rest, (f"Auction: {cat.name(int(a.lot))}", "Auction"))
        lead = names[a.leader] if a.leader is not None else "nobody"
        lines = [
            f"High bid ${a.high} by {lead}" if a.high is not None else f"Opening at ${a.lowest}"
        ]
        still = [names[s] for s in a.active]
        lines.append("Still in: " + ", ".join(still))
        for line in lines:
            if y + b.line > rest.bottom:
                break
            b.label(line, region, ((rest.left, y), "topleft"), width=rest.w)
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
        if you and view.step == "manage":
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
    if view.step == "buy" and loc.row_pick is None and view.viewer == me:
        _note(
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
    y = _title(b, region, rect, ("Advertisement: market cards", "Advertisement"))
    playing = view.step in ("play", "late_card") and view.viewer == me
    redraw = (
        view.step in ("play", "redraw_after")
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
        ("play:supply", ("Supply (face up)", "Supply"), staged_up, list(view.supply_pool)),
        ("play:demand", ("Demand (face down)", "Demand, face down", "Demand"), staged_down, []),
    ]
    for k, (zone_id, words, staged, pooled) in enumerate(piles):
        col = pygame.Rect(rect.left + k * (each + g), y, each, body_h)
        b.zone(zone_id, col, "", drop=playing, style="area" if playing else "none")
        b.label(words, region, ((col.left + 2, col.top + 1), "topleft"), bold=True, width=col.w - 4)
        box = pygame.Rect(col.left + 2, col.top + L + 2, col.w - 4, col.h - L - 4)
        cards = [market_id(c) for c in staged + pooled]
        if zone_id == "play:demand":
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
        b.zone("redraw", col, "", drop=True, style="area")
        b.label(
            ("Redraw (swap a card)", "Redraw"),
            region,
            ((col.left + 2, col.top + 1), "topleft"),
            bold=True,
            width=col.w - 4,
        )


def _dials(
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
    selling = view.step == "sale_dial"
    look = item_look(item)
    c = view.choices
    y = _title(
        b,
        region,
        rect,
        (f"Sealed {'dials' if selling else 'bids'} for {look.name.lower()}", f"Bids: {look.name}"),
    )
    if selling:
        y = _note(
            b, region, rect, y, f"{view.boxes.get(item, 0)} buyers; lowest price sells first."
        )
    else:
        y = _note(
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
        y = _note(b, region, rect, y, ("Holding: " if selling else "Room: ") + words + ".")
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
                b.zone(f"dial:{ring}:{value}", cell, "", style="none", lit=False)
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
            b.label(who, region, ((box.centerx, box.bottom + 1), "midtop"), width=small + g)
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
    from ui.layout.regions import grid

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
            b.zone(f"dial:{k}:{value}", cell, "", style="none", lit=False)
        if cells:
            y = max(c.bottom for c in cells) + b.pad
        else:
            break


def _stocking(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str, names: Sequence[str]
) -> None:
    """Who stocks the type now and at what price, what the order costs so far, the rest of
    the queue."""
    cat = catalog()
    item = view.item
    y = _title(b, region, rect, (f"Supply: {item}" if item else "Supply",))
    if item is None:
        _note(b, region, rect, y, "Crates from the supply cards go onto the loading docks.")
        return
    lines: list[str] = []
    if view.queue:
        s = view.queue[0]
        who = "You" if s == me and view.viewer == me else names[s]
        price = view.dials[s][0] if view.competition and s in view.dials else cat.min_price[item]
        n = sum(view.order.values())
        lines.append(
            f"{who} stock{'' if who == 'You' else 's'} at ${price} a crate ({n} in the order)"
        )
        rest = [names[q] for q in view.queue[1:]]
        if rest:
            lines.append("Then: " + ", ".join(rest))
    if view.competition and view.dials:
        bids = ", ".join(
            f"{'You' if s == me and view.viewer == me else names[s]} ${v[0]}"
            for s, v in view.dials.items()
        )
        lines.append(f"Bids: {bids}")
    for line in lines:
        if y + b.line > rect.bottom:
            break
        b.label(line, region, ((rect.left, y), "topleft"), width=rect.w)
        y += b.line


def _demand(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, region: str, names: Sequence[str]
) -> None:
    """The demand this month: per type its boxes (sold ones hold crates), the type being
    sold lit; who sells now and what they still owe."""
    cat = catalog()
    y = _title(b, region, rect, ("Demand this month", "Demand"))
    totals = dict.fromkeys(ITEMS, 0)
    for c in view.demand or []:
        for k, n in enumerate(cat.card_items[c]):
            totals[ITEMS[k]] += n
    L = b.line
    g = max(2, b.pad // 2)
    rows = [i for i in ITEMS if totals[i]]
    if view.step == "sell" and view.queue:
        s = view.queue[0]
        who = "You" if s == me and view.viewer == me else names[s]
        owed = f", {view.to_deliver} to go" if view.to_deliver is not None else ""
        price = (
            view.dials[s][1]
            if view.competition and s in view.dials
            else cat.max_price[view.item or ITEMS[0]]
        )
        b.label(
            f"{who} sell{'' if who == 'You' else 's'} {view.item} at ${price}{owed}",
            region,
            ((rect.left, y), "topleft"),
            width=rect.w,
        )
        y += L
    if not rows:
        _note(
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
        b.zone(f"demand:{item}", r.copy(), "", drop=lit and target, style="none")
        for i in range(total):
            filled = i < used
            key = f"bx:{item}:{i}" if filled else f"bf:{item}:{i}"
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
    y = _title(b, region, rect, ("Investment: buy points", "Investment"))
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
        b.zone(f"buy:{n}", cell, "", style="none")
    y += 2 * (ch + g)
    queue = [names[s] for s in view.queue]
    if queue:
        y = _note(b, region, rect, y, "Investing in turn: " + ", ".join(queue) + ".", theme.TEXT)
    if mine and loc.sell_mode:
        y = _note(
            b,
            region,
            rect,
            y,
            f"Selling {loc.sell_count} point{'s' if loc.sell_count != 1 else ''} (of {loc.sell_most}).",
            theme.ACCENT,
        )
    _note(
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
    y = _title(b, region, rect, (f"{view.month_name}: inventory and utilities", "Month end"))
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
    _note(
        b,
        region,
        rect,
        y,
        "Inventory: every item moves down a shelf; items on their last shelf are thrown out. Utilities are paid with debt when money is short.",
    )


def _final(b: Builder, view: BmView, rect: pygame.Rect, region: str, names: Sequence[str]) -> None:
    r = view.ctx.result
    y = _title(b, region, rect, ("Final scores", "Scores"))
    if r is None:
        return
    for rank, seat in enumerate(r.ranking):
        d = r.details.get(seat, {})
        color = theme.ACCENT if rank == 0 else theme.TEXT
        if y + 2 * b.line > rect.bottom:
            break
        b.label(
            f"{rank + 1}. {names[seat]}: {r.scores.get(seat, 0)} points",
            region,
            ((rect.left, y), "topleft"),
            width=rect.w,
            color=color,
            bold=True,
        )
        parts = [f"track {d.get('track', 0)}", f"stores +{d.get('stores', 0)}"]
        if d.get("empty_slots"):
            parts.append(f"empty slots -{d['empty_slots']}")
        if d.get("debt"):
            parts.append(f"debt -{d['debt']}")
        b.label(
            ", ".join(parts),
            region,
            ((rect.left + b.pad * 3, y + b.line), "topleft"),
            width=rect.w - b.pad * 3,
            color=theme.MUTED,
        )
        y += 2 * b.line


# ---------------------------------------------------------------- motion
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


__all__ = ["Local", "bm_layout", "crate_sources", "Any"]
