"""Where everything of a Brick & Mortar table goes, for the seat at the bottom (``me``):

- the board strip along the top: the calendar (the final month flagged), the point track
  with every player's token and the investment marker, the turn order;
- the market band: the five loading docks (a crate pile and its count, the type's prices)
  and, outside Building, the public stores and the store on deck;
- the other players' buildings (their four slots with the shelves' crates, or one line
  each when the window is small), their points, debt and hand sizes, their money hidden;
- the action area on the right, by step (ui/games/brick_and_mortar/action.py);
- the viewer's building: each slot with its utilities (and bonus), the store card and its
  shelves as rows of crates (free places as outlines, crates about to expire marked);
- the viewer's hand (market cards, store cards, draft cards), large when the step uses it.

Built with the layout toolkit (ui/layout): nothing readable collides, everything stays in
its region, every drop zone and draggable card is a hit target. Zone ids are the
adapter's contract (ui/games/brick_and_mortar/table.py). Crate sprites are keyed by place
(``cr:seat:slot:item:shelf:i``), so ui/games/brick_and_mortar/motion.py can tell where a crate that
appears came from. Shared pieces (the table's own state, sizes, colours, the public
stores' row) are in ui/games/brick_and_mortar/parts.py.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    DRAFT,
    ITEMS,
    MONTHS,
    S_SALE_DIAL,
    S_STOCK,
    S_SUPPLY_BID,
    SALE,
    SUPPLY,
)
from game.games.brick_and_mortar.view import BmView
from ui import theme
from ui.games.brick_and_mortar.action import action_area
from ui.games.brick_and_mortar.building import slots
from ui.games.brick_and_mortar.cards import (
    DOCK,
    crate_id,
    initials,
    item_look,
    market_id,
    seat_color,
    store_id,
)
from ui.games.brick_and_mortar.parts import (
    BUILDING_STEPS,
    HAND_STEPS,
    MINE,
    ORDINALS,
    OTHERS,
    Local,
    Plan,
    public_row,
)
from ui.games.brick_and_mortar.zones import BuildingZone, DockZone, HandZone
from ui.layout.builder import Builder, card_h, card_w, start_table
from ui.layout.cards import fit_width
from ui.layout.regions import inset, take_bottom, take_left, take_right, take_top
from ui.table.model import TableLayout
from ui.widgets.dial import Ring, dial_diameter
from ui.widgets.face import mix
from ui.widgets.tracks import Calendar, ScoreTrack, Token


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
    b, g, area = start_table(main, scale, gap=6)
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
        action_area(b, view, me, action, names, loc, plan)
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
    if step in (S_SUPPLY_BID, S_SALE_DIAL):
        rings = 2 if step == S_SALE_DIAL else 1
        hub = round(30 * s)
        values = 19 if step == S_SALE_DIAL else 9
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
    month = 0 if view.phase == DRAFT else view.month
    b.widget(Calendar(cal, "board", month, view.final_month, view.last_month))
    y = cal.bottom + g
    when: tuple[str, ...]
    if view.phase == DRAFT:
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
        public_row(b, view, row, "market", plan.row_cw, loc, clickable=False)


def _docks(b: Builder, view: BmView, me: int, rect: pygame.Rect, plan: Plan) -> None:
    """Each dock: its type's name and prices, a pile of its crates (the count beside it);
    the type being stocked or sold is lit."""
    g = plan.g
    cat = catalog()
    each = (rect.w - 4 * g) // 5
    L = b.line
    stocking = view.step == S_STOCK and view.viewer is not None and view.queue[:1] == [me]
    for k, item in enumerate(ITEMS):
        col = pygame.Rect(rect.left + k * (each + g), rect.top, each, rect.h)
        look = item_look(item)
        lit = view.item == item and view.phase in (SUPPLY, SALE)
        region = str(DockZone(item))
        b.region(region, col, mix(look.rgb, OTHERS, 0.55 if lit else 0.78))
        b.zone(region, col, "", style="none")
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
                region,
                crate_id(DOCK, 0, 0, k),
                pile_r,
                region,
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
    short = b.named(who, f" {ORDINALS[place]}: {p.points} pts", rect.right - x, bold=True)
    b.label(
        (long, mid, *short),
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
        slots(b, view, seat, body, region, names, mine=False, loc=None)
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
    b.zone(str(BuildingZone()), rect, "", drop=True, style="none")
    g = plan.g
    inner = inset(rect, max(2, g // 2))
    top = _header(b, view, me, inner, region, names, mine)
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    slots(b, view, me, body, region, names, mine=True, loc=loc)


def _hand(
    b: Builder, view: BmView, me: int, rect: pygame.Rect, plan: Plan, loc: Local, mine: bool
) -> None:
    """The viewer's cards: draft cards (the draft), market cards and store cards, side by
    side; a staged card stays on its pile instead."""
    region = str(HandZone())
    b.region(region, rect)
    b.zone(region, rect, "", drop=True, style="none")
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
            short = title.split(" (")[0]  # "Store cards (3)", then "Store cards"
            b.label(
                (title, short),
                region,
                ((x, rect.top), "topleft"),
                color=theme.MUTED,
                width=width,
                ellipsis=False,  # the cards below say what they are
            )
        for i, c in enumerate(cards):
            r = pygame.Rect(x + i * (cw + g), rect.top + L, cw, card_h(cw))
            if c in staged:  # its place stays open while it lies on a pile
                b.panel(r, mix(MINE, (0, 0, 0), 0.3))
                continue
            b.card(f"c{c}", c, r, region, region, owner_view=True, target=target and cw >= b.target)
        x += width + g
