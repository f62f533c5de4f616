"""Where everything of an AIM table goes, for the seat at the bottom (``me``): the markets
along the top, the other players' seats (name, numbers in words, their mat's cards with the
slot each is in), the viewer's mat (paper doll, companions, storage, deck, discard and gold
dice) and hand.

Built with the layout toolkit (ui/layout): cards never hide each other's names, labels
shorten or move instead of colliding, everything stays inside its region. Zone ids are
the adapter's contract (typed in ui/games/aim/zones.py): ``spot:<slot>``, ``spot:companion``,
``spot:store``, ``spot:<companion>:<slot>``, ``card:<id>`` (a card a Sack may go inside),
``hand``, ``buy`` (the viewer's discard), ``trash``, ``deck<seat>``, market piles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.games.aim.book import CardBook
from game.games.aim.model import dice_for, host_of
from game.games.aim.view import AimView, PlayerView
from ui import theme
from ui.games.aim.mat import (
    SLOT_WORDS,
    SLOTS,
    companion_columns,
    doll_columns,
    extra_cards,
    lay_companions,
    lay_doll,
    lay_storage,
)
from ui.games.aim.zones import BuyZone, PremiumZone
from ui.layout.builder import Builder, card_h, card_w, start_table
from ui.layout.cards import DIP, fit_width, groups, hand, row_rects, stack
from ui.layout.regions import grid, inset, take_top
from ui.layout.seats import around_table
from ui.layout.stats import Stat, stat_chips, stat_lines
from ui.layout.text import TITLE
from ui.table.model import TableLayout

TIERS = (("uncommon", ("Uncommon", "Uncom.", "Unc.")), ("rare", ("Rare",)), ("epic", ("Epic",)))
MAT_COLOR = (32, 80, 60)
MAT_MOST = 96
"""The widest mat card at 1x (times the scale): large enough to read, small enough to draw
fast; what the height leaves over goes to the other seats' cards."""


def seat_order(view: AimView, me: int) -> list[int]:
    """The other seats clockwise from ``me``: in turn order after ``me``."""
    order = list(view.turn_order) or list(range(len(view.players)))
    if me in order:
        i = order.index(me)
        return order[i + 1 :] + order[:i]
    return [s for s in range(len(view.players)) if s != me]


def player_stats(p: PlayerView) -> list[Stat]:
    """A player's numbers, in the order the table shows them (their hand, deck and discard
    show as piles with their counts)."""
    out: list[Stat] = []
    t = p.totals
    if t is not None:
        out += [
            ("attack", _with_battle(t.attack, t.battle_attack)),
            ("defense", _with_battle(t.defense, t.battle_defense)),
            # the Gold to spend now, as the Sell counts it (dice, cards, trash and fees)
            ("gold", p.gold_now if p.gold_now is not None else t.gold),
            ("carry", f"{t.load}/{t.carry}"),
        ]
    out.append(("dice", p.gold))
    return out


def _with_battle(now: int, battle: int) -> int | str:
    """A number that changes in a battle says so: "0 (1 in battle)"; the zoom and the
    panel name the cards that add it (AimTable.mat_words)."""
    return now if battle == now else f"{now} ({battle} in battle)"


@dataclass
class Plan:
    """The sizes one layout is cut with."""

    gap: int
    market_cw: int
    opp_cw: int
    opp_h: int
    mat_cw: int
    two_rows: bool
    mat_h: int
    hand_h: int
    mat_gap: int = 0
    """The gap between the viewer's mat and hand cards (``gap`` unless a crowded row of
    cards needs them closer to stay big enough to hit)."""


def aim_layout(
    book: CardBook, view: AimView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
) -> TableLayout:
    """Everything inside ``main`` for the player in seat ``me``."""
    b, g, area = start_table(main, scale)
    others = seat_order(view, me)
    plan = _plan(b, view, others, area, g, mat_columns(book, view.players[me]))
    market, rest = take_top(area, card_h(plan.market_cw) + b.line + g // 2, g)
    _market(b, view, market, plan.market_cw, g)
    ring = around_table(
        rest,
        len(others),
        bottom_h=plan.mat_h + g + plan.hand_h,
        band_h=plan.opp_h,
        seat_w=max(1, (rest.w - 2 * g) // 3),
        gap=g,
    )
    for seat, r in zip(others, ring.others, strict=True):
        _opponent(b, book, view, seat, r, plan, names)
    mat, hand_panel = take_top(ring.bottom, plan.mat_h, g)
    _my_mat(b, book, view, me, mat, plan, names)
    _my_hand(b, view, me, hand_panel, plan)
    return b.lay


# ---------------------------------------------------------------- sizes
def mat_columns(book: CardBook, p: PlayerView) -> tuple[int, int]:
    """The least card columns the viewer's mat needs with two rows and with one: the doll
    (with places for cards beside the slots' own), the companions, storage (one column at
    least: more cards than places stack by name) and the deck and discard."""
    mat = p.mat or {}
    extras = len(extra_cards(book, mat))
    comps = [c for c, s in mat.items() if s == "companion"]
    two, one = (
        doll_columns(rows, extras) + companion_columns(book, comps, rows) + 1 + 2
        for rows in (True, False)
    )
    return two, one


def _plan(
    b: Builder,
    view: AimView,
    others: list[int],
    area: pygame.Rect,
    g: int,
    columns: tuple[int, int],
) -> Plan:
    """Card sizes: the market row fills the width; the other seats get a band sized for
    their words and one row of small cards; the viewer's mat (two rows of slots unless one
    row gives clearly larger cards) and hand share what is left, the other seats' cards
    shrinking until the viewer's are large enough to read and hit. Height the hand cannot
    use goes back to the other seats' cards."""
    L = b.line
    market_cw = max(8, min((area.w - 15 * g) // 12, int(area.h * 0.2 / 1.4)))
    market_h = card_h(market_cw) + L + g // 2
    rest_h = area.h - market_h - g
    n = len(others)
    seat_w = (area.w - (max(1, n) - 1) * g) // max(1, n)
    lines = max((_seat_lines(b, view.players[s], seat_w - 2 * g) for s in others), default=0)
    words_h = 2 * g + b.title_line + lines * L + g // 2 + L
    want = max(round(b.target * 1.05), round(market_cw * 0.9))
    plan: Plan | None = None
    for share in (0.8, 0.6, 0.45, 0.3):
        opp_cw = max(8, round(market_cw * share))
        opp_h = words_h + card_h(opp_cw) if n else 0
        bottom = rest_h - (opp_h + g if n else 0)
        two_rows = _mat_size(b, bottom, area.w, True, g, columns[0])
        one_row = _mat_size(b, bottom, area.w, False, g, columns[1])
        two = two_rows[0] * 1.15 >= one_row[0]
        mat_cw, mat_h, hand_h = two_rows if two else one_row
        plan = Plan(g, market_cw, opp_cw, opp_h, mat_cw, two, mat_h, hand_h)
        if mat_cw >= want:
            break
    assert plan is not None
    plan.mat_gap = g
    if plan.mat_cw < b.target and not plan.two_rows:  # a crowded row: closer, not smaller
        tight = max(2, g // 2)
        bottom = rest_h - (plan.opp_h + g if n else 0)
        u, mat_h, hand_h = _mat_size(b, bottom, area.w, False, tight, columns[1])
        if u > plan.mat_cw:
            plan.mat_cw, plan.mat_h, plan.hand_h, plan.mat_gap = u, mat_h, hand_h, tight
    spare = plan.hand_h - round(card_h(plan.mat_cw) * (1 + DIP))
    if n and spare > 0:  # the hand has more room than its cards: the other seats take it
        grow = min(card_h(market_cw) - card_h(plan.opp_cw), spare)
        plan.opp_cw = card_w(card_h(plan.opp_cw) + grow)
        plan.opp_h += grow
        plan.hand_h -= grow
    return plan


def _seat_lines(b: Builder, p: PlayerView, width: int) -> int:
    """Lines of words an other seat's panel needs under its name (at least one)."""
    return max(1, stat_lines(b, player_stats(p), width))


def _mat_top(b: Builder, g: int) -> int:
    """The mat's height above its cards: padding, title line, area titles."""
    return g // 2 + b.title_line + g // 2 + b.line


def _mat_size(
    b: Builder, height: int, width: int, two: bool, g: int, cols: int
) -> tuple[int, int, int]:
    """(mat card width, mat height, hand height) for the viewer's mat (``cols`` card columns
    across, in two rows or one) and hand in ``height``; the hand's cards as wide as the
    mat's."""
    rows = 2 if two else 1
    fixed = _mat_top(b, g) + g // 2 + (g if two else 0) + g  # and the gap above the hand
    u_h = (height - fixed) / (1.4 * rows + 1.4 * (1 + DIP))
    u_w = (width - 2 * g - (cols + 3) * g) / cols
    u = max(8, int(min(u_h, u_w, MAT_MOST * b.scale)))
    mat_h = _mat_top(b, g) + g // 2 + rows * card_h(u) + (g if two else 0)
    return u, mat_h, max(0, height - mat_h - g)


# ---------------------------------------------------------------- markets
def _market(b: Builder, view: AimView, row: pygame.Rect, cw: int, g: int) -> None:
    b.region("market", row)
    ch = card_h(cw)
    x = row.left
    y = row.top

    def place(width_gap: int = g) -> pygame.Rect:
        nonlocal x
        r = pygame.Rect(x, y, cw, ch)
        x += cw + width_gap
        return r

    def name_below(r: pygame.Rect, words: Sequence[str]) -> None:
        y = r.bottom + 1  # centred under the pile, else from its left or right edge
        spots = [((r.centerx, y), "midtop"), ((r.left, y), "topleft"), ((r.right, y), "topright")]
        b.label(words, "market", spots, width=cw + 2 * g, ellipsis=False)

    for k, (tier, words) in enumerate(TIERS):
        r = place(2 * g if k == 2 else g)
        zone = f"loot:{tier}"
        b.zone(zone, r, "", style="pile")
        top = view.loot_tops[tier]
        count = view.loot_counts[tier]
        if top is not None:
            b.card(f"c{top}", top, r.copy(), zone, "market", count=count)
        name_below(r, words)
    r = place(2 * g)
    _back_pile(b, "pesky", r, view.pesky_count, "market")
    name_below(r, ("Pesky",))
    r = place()
    _back_pile(b, "premium-deck", r, view.premium_deck_count, "market")
    name_below(r, ("Premium", "Prem."))
    for i, c in enumerate(view.premium_row):
        r = place(2 * g if i == len(view.premium_row) - 1 else g)
        b.zone(str(PremiumZone(i)), r, "", style="slot")
        if c is not None:
            b.card(f"c{c}", c, r.copy(), str(PremiumZone(i)), "market", target=True)
    r = place()
    _back_pile(b, "common-deck", r, view.common_deck_count, "market")
    name_below(r, ("Common", "Com."))
    r = place(2 * g)
    b.zone("common", r, "", style="slot")
    if view.common_card is not None:
        b.card(f"c{view.common_card}", view.common_card, r.copy(), "common", "market", target=True)
    if view.rebate:  # the rebate die sits on the common card, below its name
        ds = max(12, cw // 3)
        b.die("rebate", (r.right - ds // 2 - 2, r.bottom - ds // 2 - 2), ds, view.rebate, "market")
    r = place()
    b.zone("trash", r, "", drop=True, style="area")
    stack(b, view.trash, r, zone="trash", region="market")
    name_below(r, ("Trash",))


def _back_pile(b: Builder, zone: str, r: pygame.Rect, count: int, region: str) -> None:
    """A face-down pile: its place, and one back with the count while it holds cards."""
    b.zone(zone, r, "", style="pile")
    if count:
        b.card(zone, None, r.copy(), zone, region, face_up=False, count=count)


# ---------------------------------------------------------------- other seats
def _mat_items(book: CardBook, p: PlayerView) -> list[tuple[list[int], tuple[str, ...]]]:
    """An opponent's mat as (cards, caption) items: equipped cards in slot order (with what
    sits on or inside them), companions, then stored cards grouped by name."""
    mat = p.mat or {}
    items: list[tuple[list[int], tuple[str, ...]]] = []
    for slot in SLOTS:
        items += [([c], SLOT_WORDS[slot]) for c, s in mat.items() if s == slot]
    items += [([c], SLOT_WORDS["in"]) for c, s in mat.items() if host_of(s) is not None]
    for c, s in mat.items():
        if s == "companion":
            items.append(([c], SLOT_WORDS["companion"]))
            items += [([g], SLOT_WORDS["gear"]) for g, t in mat.items() if t.startswith(f"{c}:")]
    stored = [c for c, s in mat.items() if s == "store"]
    items += [(grp, SLOT_WORDS["store"]) for grp in groups(stored, lambda c: book(c).name)]
    return items


def _opponent(
    b: Builder,
    book: CardBook,
    view: AimView,
    seat: int,
    rect: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """Another seat: its name (lit while it plays), its numbers in words, then one row of
    cards: hand and deck (backs with their counts; the hand face up, card by card, when the
    view names it), discard, and the mat's cards, each with where it is written under it
    (stored cards of one name stack with their count)."""
    g = plan.gap
    region = f"seat{seat}"
    b.region(region, rect, theme.TABLE_DARK)
    p = view.players[seat]
    inner = inset(rect, g)
    playing = seat == view.active and view.phase != "game_over"
    title = [f"{names[seat]} (playing)", names[seat]] if playing else [names[seat]]
    b.label(
        title,
        region,
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        color=theme.ACCENT if playing else theme.TEXT,
        may_cut=True,
    )
    y = inner.top + b.title_line
    stats = player_stats(p)
    stat_box = pygame.Rect(inner.left, y, inner.w, stat_lines(b, stats, inner.w) * b.line)
    if p.totals is None:  # nothing to count yet: the words take the numbers' line
        secret = ("Equipping in secret", "Equipping")
        b.label(secret, region, ((inner.left, y), "topleft"), color=theme.MUTED)
        y = stat_box.bottom + g // 2
    else:
        y = stat_chips(b, stats, stat_box, region) + g // 2
    row = pygame.Rect(inner.left, y, inner.w, inner.bottom - y - b.line)
    piles: list[tuple[str, int, tuple[str, ...]]] = []
    shown_hand = list(p.hand or [])  # named only when everything is shown (the end, a replay)
    if p.hand_count and not shown_hand:
        piles.append((f"hand{seat}", p.hand_count, ("Hand",)))
    if p.deck_count:
        piles.append((f"deck{seat}", p.deck_count, ("Deck",)))
    items = _mat_items(book, p)
    n = len(shown_hand) + len(piles) + (1 if p.discard else 0) + len(items)
    if not n or row.h <= 0:
        return
    cw = min(plan.opp_cw, card_w(row.h), fit_width(n, row.w, g, plan.opp_cw))
    rects = iter(row_rects(n, row, cw, g))

    def caption(r: pygame.Rect, words: tuple[str, ...]) -> None:
        """A pile's or card's word under it, whole or not at all (its picture says it too)."""
        b.label(words, region, ((r.centerx, r.bottom + 1), "midtop"), width=cw + g, ellipsis=False)

    for i, c in enumerate(shown_hand):  # face up, side by side
        r = next(rects)
        b.card(f"c{c}", c, r, f"hand{seat}", region)
        if i == 0:
            caption(r, ("Hand",))
    for zone, count, pile_words in piles:
        r = next(rects)
        b.zone(zone, r, "", style="none")
        b.card(zone, None, r.copy(), zone, region, face_up=False, count=count)
        caption(r, pile_words)
    if p.discard:
        r = next(rects)
        b.zone(f"discard{seat}", r, "", style="none")  # moves with the row: not on the cloth
        stack(b, p.discard, r, zone=f"discard{seat}", region=region)
        caption(r, ("Discard", "Disc."))
    for cards, words in items:
        r = next(rects)
        stack(b, cards, r, zone=f"mat{seat}", region=region)
        caption(r, words)


# ---------------------------------------------------------------- the viewer's mat
def _my_mat(
    b: Builder,
    book: CardBook,
    view: AimView,
    me: int,
    mat: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    g = plan.mat_gap
    b.region("mat", mat, MAT_COLOR)
    p = view.players[me]
    inner = inset(mat, g, top=g // 2, bottom=g // 2)
    whose = "Your mat" if view.viewer == me else f"{names[me]}'s mat"
    title = b.label(
        [whose, "Mat"],
        "mat",
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        may_cut=True,
    )  # the title line is ``_mat_top`` high with the area titles
    x = inner.left + (b.text_w(title.text, TITLE, True) if title else 0) + 2 * g
    dice = dice_for(p.gold)
    right = inner.right
    if not plan.two_rows and dice:  # one row of slots: the gold dice end the title line
        size = b.title_line
        box = pygame.Rect(right - len(dice) * (size + g) + g, inner.top, 0, size)
        box.w = right - box.left
        for i, (v, r) in enumerate(zip(dice, grid(len(dice), box, size, g), strict=False)):
            b.die(f"gold{me}:{i}", r.center, r.w, v, "mat")
        right = box.left - 2 * g
    if p.totals is None:
        b.label("(equipping in secret)", "mat", ((x, inner.top), "topleft"), color=theme.MUTED)
    else:
        stats = player_stats(p)
        stat_chips(b, stats, pygame.Rect(x, inner.top, right - x, b.title_line), "mat")
    top = inner.top + b.title_line + g // 2
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    u = plan.mat_cw
    ch = card_h(u)
    mat_cards = p.mat or {}
    comps = [c for c, s in mat_cards.items() if s == "companion"]
    # columns: doll | companions | storage | deck, discard (and dice)
    doll_cols = doll_columns(plan.two_rows, len(extra_cards(book, mat_cards)))
    doll_w = doll_cols * u + (doll_cols - 1) * g
    comp_cols = companion_columns(book, comps, plan.two_rows)
    comp_w = comp_cols * u + (comp_cols - 1) * g
    piles_w = 2 * u + g
    store_w = max(u, body.w - doll_w - comp_w - piles_w - 6 * g)
    x = body.left
    doll = pygame.Rect(x, body.top, doll_w, body.h)
    x = doll.right + 2 * g
    comp = pygame.Rect(x, body.top, comp_w, body.h)
    x = comp.right + 2 * g
    store = pygame.Rect(x, body.top, store_w, body.h)
    x = store.right + 2 * g
    piles = pygame.Rect(x, body.top, max(0, body.right - x), body.h)
    cell_top = body.top + b.line
    lay_doll(b, book, mat_cards, doll, cell_top, u, g, plan.two_rows)
    lay_companions(b, book, mat_cards, comps, comp, cell_top, u, g, plan.two_rows)
    lay_storage(b, book, mat_cards, store, cell_top, u, g, plan.two_rows)
    # deck and discard
    b.label("Deck", "mat", ((piles.left + u // 2, body.top), "midtop"), width=u + g, ellipsis=False)
    b.label(
        ("Discard", "Disc."),
        "mat",
        ((piles.left + u + g + u // 2, body.top), "midtop"),
        width=u,
        ellipsis=False,
    )
    deck = pygame.Rect(piles.left, cell_top, u, ch)
    b.zone(f"deck{me}", deck, "", style="pile")
    if p.deck_count:
        b.card(
            f"deck{me}", None, deck.copy(), f"deck{me}", "mat", face_up=False, count=p.deck_count
        )
    disc = pygame.Rect(deck.right + g, cell_top, u, ch)
    b.zone(str(BuyZone()), disc, "", drop=True, style="pile")
    stack(b, p.discard, disc, zone=str(BuyZone()), region="mat")
    if plan.two_rows:  # the gold dice under the deck and discard
        box = pygame.Rect(piles.left, disc.bottom + g, piles.w, body.bottom - disc.bottom - g)
        most = max(12, min(u // 2, round(b.target * 0.8)))
        for i, (v, r) in enumerate(zip(dice, grid(len(dice), box, most, g), strict=False)):
            b.die(f"gold{me}:{i}", r.center, r.w, v, "mat")


# ---------------------------------------------------------------- the viewer's hand
def _my_hand(b: Builder, view: AimView, me: int, panel: pygame.Rect, plan: Plan) -> None:
    g = plan.mat_gap
    b.region("hand", panel)
    b.zone("hand", panel, "", drop=True, style="area")
    p = view.players[me]
    if p.hand:
        hand(b, p.hand, panel, plan.mat_cw, g, region="hand")  # a card keeps its size on the mat
    elif p.hand_count:  # the public view: the backs of a hand nobody may see
        w = min(plan.mat_cw, card_w(panel.h))
        r = pygame.Rect(0, 0, w, card_h(w))
        r.midtop = panel.midtop
        keys = [f"hand{me}:{i}" for i in range(p.hand_count)]
        stack(b, [None] * p.hand_count, r, zone="hand", region="hand", keys=keys, face_up=False)
