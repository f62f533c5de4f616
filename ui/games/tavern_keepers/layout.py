"""Where everything of a Tavern Keepers table goes, for the seat at the bottom (``me``): the
other seats' taverns around the top (and down the sides when they do not fit), Ye Olde
Quest Board (a rumour over each quest pile), the bids on the quest in progress, the deck
and discard in the middle; the viewer's tavern and hand along the bottom.

Built with the layout toolkit (ui/layout): quest piles cascade so each card's name strip
shows (the oldest stack with a count when a pile is too tall), prepared (sideways)
adventurers never overlap, labels shorten or move instead of colliding. Zone ids are the
adapter's contract (ui/games/tavern_keepers/table.py): ``rumor:i``, ``quest:i`` (and
``quest:bid`` for the quest being bid on), ``bid:s`` and ``bid:me``, ``adv:c``,
``tavern:s``, ``handof:s``, ``hand``, ``deck``, ``discard``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core.state import GAME_OVER
from game.games.tavern_keepers.cards import CardBook
from game.games.tavern_keepers.model import BIDDING
from game.games.tavern_keepers.view import PlayerView, TkView
from ui import theme
from ui.games.tavern_keepers.bids import (
    lay_bids,
)
from ui.games.tavern_keepers.cards import colour_abbr, colour_rgb
from ui.games.tavern_keepers.parts import MINE, MOST, QUEST_GIVER, Plan, light
from ui.games.tavern_keepers.zones import AdventurerZone, HandOfZone, QuestZone, RumorZone
from ui.layout.builder import NAME_STRIP, Builder, card_h, card_w, start_table
from ui.layout.cards import DIP, groups, hand, pile, stack
from ui.layout.regions import inset, take_left, take_right, take_top
from ui.layout.seats import around_table, clockwise_from
from ui.layout.text import TITLE
from ui.table.model import TableLayout
from ui.widgets.ink import mix


def tk_layout(
    book: CardBook,
    view: TkView,
    me: int,
    main: pygame.Rect,
    scale: float,
    names: Sequence[str],
) -> TableLayout:
    """Everything inside ``main`` for the player in seat ``me``."""
    b, g, area = start_table(main, scale)
    n = len(view.players)
    others = clockwise_from(me, n)
    plan = _plan(b, book, view, me, others, area, g)
    ring = around_table(
        area,
        len(others),
        bottom_h=plan.bottom_h,
        band_h=plan.band_h,
        seat_w=plan.seat_w,
        gap=g,
    )
    for seat, r in zip(others, ring.others, strict=True):
        _tavern(b, book, view, seat, me, r, plan, names)
    _centre(b, book, view, me, ring.centre, plan, names)
    if plan.my_w:
        mine, hand_panel = take_left(ring.bottom, plan.my_w, g)
        mine.h = plan.tav_h
    else:
        mine, hand_panel = take_top(ring.bottom, plan.tav_h, g)
    _tavern(b, book, view, me, me, mine, plan, names)
    _hand(b, view, me, hand_panel, plan)
    return b.lay


# ---------------------------------------------------------------- sizes
def _plan(
    b: Builder,
    book: CardBook,
    view: TkView,
    me: int,
    others: list[int],
    area: pygame.Rect,
    g: int,
) -> Plan:
    """The sizes: the other seats' taverns along the top in one row of cards (or two, with
    smaller cards, or down the sides when even that does not fit), then the largest quest
    cards for which the board (a rumour, two title lines, a quest pile with room for three
    cards), the viewer's tavern and hand fit the height. Tavern and hand cards never go
    under a hit target (a prepared adventurer is a sabotage target, a hand card is picked
    up)."""
    L, T = b.line, b.target
    n = len(view.players)
    x_w = (area.w - (8 + n) * g) / (4 + 0.9 * n)  # three quest columns, the deck, the bids
    x = int(max(8, min(x_w, MOST * b.scale)))
    band = _band(b, book, view, others, area, g, max(T, round(x * 0.72)))
    side_w = max(T * 3, area.w // 4)
    while True:
        tcw = max(T, round(x * 0.72))
        if band:
            tcw = min(tcw, band[1])
        hw = max(T + 2, x)
        rw = max(8, round(x * 0.6))
        tav_h = _tavern_h(b, g, tcw, 1)
        band_h = _tavern_h(b, g, tcw, band[0]) if band else tav_h
        hand_h = round(card_h(hw) * (1 + DIP))
        my_w = _one_row_w(b, view.players[me], me, view, tcw, g)
        beside = my_w + g + len(view.players[me].hand or []) * (hw + g) <= area.w
        bottom = max(tav_h, hand_h) if beside else tav_h + g + hand_h
        top = band_h + g if band and others else 0
        board = 2 * g + L + card_h(rw) + g + 2 * L + card_h(x) + 2 * round(card_h(x) * NAME_STRIP)
        if top + board + g + bottom <= area.h or x <= 8:
            break
        x -= max(1, x // 20)
    seat_w = (area.w - (len(others) - 1) * g) // max(1, len(others)) if band else side_w
    return Plan(
        g,
        x,
        rw,
        tcw,
        hw,
        band_h,
        tav_h,
        hand_h,
        seat_w,
        tcw if band else T,
        my_w if beside else 0,
        bottom,
    )


def _one_row_w(b: Builder, p: PlayerView, me: int, view: TkView, tcw: int, g: int) -> int:
    """How wide the viewer's tavern is with its cards in one row (its name included)."""
    gap = max(2, g // 2)
    cards = len(p.tavern) * (tcw + gap) + len(p.prepared) * (card_h(tcw) + gap)
    hand_pile = tcw + g if p.hand is None else 0
    title = b.text_w("You: 10 at home", TITLE, True)
    return 2 * g + max(title, cards + hand_pile)


def _tavern_h(b: Builder, g: int, tcw: int, rows: int) -> int:
    """A tavern panel's height for ``rows`` rows of cards ``tcw`` wide."""
    return 2 * g + b.title_line + rows * card_h(tcw) + (rows - 1) * max(2, g // 2)


def _band(
    b: Builder,
    book: CardBook,
    view: TkView,
    others: list[int],
    area: pygame.Rect,
    g: int,
    most: int,
) -> tuple[int, int, int] | None:
    """(rows, tavern card width, height) of a band along the top where every other seat's
    tavern fits side by side: one row of cards as large as fits (at least a hit target),
    else two rows; None when the seats must go down the sides."""
    if not others:
        return (1, most, 0)
    w = (area.w - (len(others) - 1) * g) // len(others)
    step = max(1, most // 16)
    for rows in (1, 2):
        for tcw in range(most, b.target - 1, -step):
            rect = pygame.Rect(0, 0, w, _tavern_h(b, g, tcw, rows))
            if all(
                _arrange(
                    book, view.players[s], _tavern_body(b, view, s, -1, rect, g, tcw)[0], tcw, g
                )
                for s in others
            ):
                return rows, tcw, rect.h
    return None


# ---------------------------------------------------------------- the centre
def _centre(
    b: Builder,
    book: CardBook,
    view: TkView,
    me: int,
    centre: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The quest board on the left, the deck and discard on the right, the bids between."""
    g = plan.gap
    pad = max(2, g // 2)
    n = len(view.players)
    bids_least = n * (b.target + g) + 2 * g  # each seat's bid box a hit target wide
    room = (centre.w - bids_least - 2 * g - 4 * pad) // 4
    col_w = max(b.target, min(max(plan.qcw, _quest_title_w(b, view)) + 2 * pad, room))
    board, rest = take_left(centre, 3 * col_w + 4 * pad, g)
    supply, bids = take_right(rest, col_w, g)
    _board(b, book, view, board, col_w, plan)
    _supply(b, view, supply, plan)
    lay_bids(b, book, view, me, bids, plan, names)


def _quest_title_w(b: Builder, view: TkView) -> int:
    """The width of the shortest wording of the quest columns' titles ("Q1 (3)"): a column
    is at least that wide (its cards may be smaller) while the bids keep their room."""
    return max(
        b.text_w(f"Q{q + 1} ({len(quest)})", bold=True) for q, quest in enumerate(view.quests)
    )


def _board(
    b: Builder,
    book: CardBook,
    view: TkView,
    board: pygame.Rect,
    col_w: int,
    plan: Plan,
) -> None:
    """Ye Olde Quest Board: three columns, a rumour over each quest pile."""
    g = plan.gap
    pad = max(2, g // 2)
    b.region("board", board, theme.TABLE_DARK)
    inner = inset(board, pad)
    b.label(("Rumor Mill", "Rumors"), "board", ((inner.centerx, inner.top), "midtop"))
    rw = min(plan.rw, col_w - 2 * pad, card_w((inner.h - b.line) // 3))
    top = inner.top + b.line
    for q in range(3):
        col = pygame.Rect(inner.left + q * (col_w + pad), top, col_w, inner.bottom - top)
        _quest_column(b, book, view, q, col, rw, plan)


def _quest_column(
    b: Builder,
    book: CardBook,
    view: TkView,
    q: int,
    col: pygame.Rect,
    rw: int,
    plan: Plan,
) -> None:
    g = plan.gap
    pad = max(2, g // 2)
    rr = pygame.Rect(0, 0, rw, card_h(rw))
    rr.midtop = col.midtop
    b.zone(str(RumorZone(q)), rr, "", style="pile")
    rumor = view.rumors[q]
    if rumor is not None:
        b.card(f"c{rumor}", rumor, rr.copy(), str(RumorZone(q)), "board")
    area = pygame.Rect(col.left, rr.bottom + g, col.w, col.bottom - rr.bottom - g)
    quest = view.quests[q]
    focus = book(quest[-1]).colour if quest else None
    here = view.quest == q and view.phase == BIDDING
    if here:  # a gold frame: the quest being bid on
        b.panel(area.inflate(2 * pad - 2, 2 * pad - 2), theme.ACCENT)
    b.panel(area, mix(colour_rgb(focus), theme.TABLE_DARK, 0.62) if focus else theme.TABLE_DARK)
    zone = b.zone(str(QuestZone(str(q))), area.copy(), "", drop=True, style="none")
    if here:
        b.zone(str(QuestZone("bid")), zone.rect.copy(), "", drop=True, style="none")
    inner = inset(area, pad)
    k = len(quest)
    cards = f"{k} card{'s' if k != 1 else ''}"
    b.label(
        (f"Quest {q + 1}: {cards}", f"Quest {q + 1} ({k})", f"Q{q + 1} ({k})"),
        "board",
        ((inner.left, inner.top), "topleft"),
        bold=True,
        color=theme.ACCENT if here else theme.TEXT,
        width=inner.w,
    )
    if focus is None:
        words: tuple[str, ...] = ("No Focus", "None")
        color = theme.MUTED
    else:
        name = book.colours[focus].name
        abbr = colour_abbr(focus)
        words = (f"Focus {name} ({abbr})", f"Focus {abbr}", abbr)
        color = light(colour_rgb(focus))
    b.label(
        words, "board", ((inner.left, inner.top + b.line), "topleft"), color=color, width=inner.w
    )
    box = pygame.Rect(inner.left, inner.top + 2 * b.line, inner.w, inner.h - 2 * b.line)
    cw = min(plan.qcw, box.w)
    pile(b, quest, box, cw, zone=str(QuestZone(str(q))), region="board", align="center")


def _supply(b: Builder, view: TkView, col: pygame.Rect, plan: Plan) -> None:
    """The deck (face down, with its count) over the discard pile; what went to the box."""
    g = plan.gap
    b.region("supply", col)
    L = b.line
    cw = min(plan.qcw, col.w, card_w((col.h - 3 * L - 2 * g) // 2))
    ch = card_h(cw)
    b.label("Deck", "supply", ((col.centerx, col.top), "midtop"), width=col.w)
    deck = pygame.Rect(0, 0, cw, ch)
    deck.midtop = (col.centerx, col.top + L)
    b.zone("deck", deck, "", style="pile")
    if view.deck_count:
        b.card("deck", None, deck.copy(), "deck", "supply", face_up=False, count=view.deck_count)
    b.label(("Discard", "Disc."), "supply", ((col.centerx, deck.bottom + g), "midtop"), width=col.w)
    disc = deck.move(0, ch + g + L)
    b.zone("discard", disc, "", style="pile")
    stack(b, view.discard, disc, zone="discard", region="supply")
    if view.box:
        b.label(
            (f"In the box: {len(view.box)}", f"Box: {len(view.box)}", f"Box {len(view.box)}"),
            "supply",
            ((col.centerx, disc.bottom + 2), "midtop"),
            color=theme.MUTED,
        )


# ---------------------------------------------------------------- taverns
@dataclass
class Arrangement:
    """Where a tavern's adventurers go: the standing ones as piles (one card each, or one
    colour's cards stacked) ``sw`` wide, then the prepared ones, each in its cell."""

    standing: list[list[int]]
    sw: int
    tcw: int
    cells: list[pygame.Rect]


def _arrange(
    book: CardBook, p: PlayerView, box: pygame.Rect, tcw: int, g: int
) -> Arrangement | None:
    """Standing adventurers upright, then the prepared ones sideways (each whole: a
    sabotage target), in rows that wrap inside ``box``: the standing ones as wide as lets
    everything fit (down to half a card), else stacked by colour; None when even that does
    not fit."""
    tcw = min(tcw, card_w(box.h))
    if tcw < 8 or box.w <= 0:
        return None
    gap = max(2, g // 2)
    row_h = card_h(tcw)
    wide = [row_h] * len(p.prepared)
    for piles in ([[c] for c in p.tavern], groups(p.tavern, lambda c: book(c).colour)):
        for sw in range(tcw, max(8, tcw // 2) - 1, -max(1, tcw // 12)):
            cells = _flow([sw] * len(piles) + wide, box, row_h, gap)
            if cells is not None:
                return Arrangement(piles, sw, tcw, cells)
        if len(p.tavern) <= 1:
            break
    return None


def _tavern_body(
    b: Builder, view: TkView, seat: int, me: int, rect: pygame.Rect, g: int, tcw: int
) -> tuple[pygame.Rect, pygame.Rect | None]:
    """(where the adventurers go, where the hand pile goes or None) in a tavern panel."""
    inner = inset(rect, g)
    body = pygame.Rect(inner.left, inner.top + b.title_line, inner.w, inner.h - b.title_line)
    p = view.players[seat]
    if p.hand is not None and (seat == me or view.phase == GAME_OVER):
        return body, None  # the viewer's hand has its panel; at the end hands are shown apart
    hcw = min(tcw, card_w(body.h))
    hand_r, body = take_right(body, hcw, g)
    if p.hand is None:  # backs: one squared-up pile
        hand_r.h = card_h(hcw)
    return body, hand_r  # a hand shown to a spectator cascades down the panel's height


def _tavern(
    b: Builder,
    book: CardBook,
    view: TkView,
    seat: int,
    me: int,
    rect: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """A seat's tavern: its name and how many adventurers are still at home (the Quest
    Giver's token beside it), its hand when it is not below, and its adventurers."""
    g = plan.gap
    region = f"seat{seat}"
    b.region(region, rect, MINE if seat == me else theme.TABLE_DARK)
    b.zone(f"tavern:{seat}", rect, "", style="none")
    p = view.players[seat]
    inner = inset(rect, g)
    acting = seat in view.to_act
    right = inner.right
    if view.quest_giver == seat:  # the token sits with its holder, in the header
        for text in ("Quest Giver", "QG"):
            w = b.text_w(text, bold=True) + 2 * g
            if w * 3 <= inner.w or text == "QG":
                chip = pygame.Rect(inner.right - w, inner.top, w, b.title_line)
                b.panel(chip, QUEST_GIVER)
                b.label(text, region, (chip.center, "center"), bold=True, color=theme.INK)
                b.block(chip, region)
                right = chip.left - g
                break
    who = "You" if seat == me and view.viewer == me else names[seat]
    home = len(p.tavern) + len(p.prepared)
    room = right - inner.left
    b.label(
        [
            *b.named(who, f": {home} at home", room, TITLE, True),
            *b.named(who, f": {home}", room, TITLE, True),
        ],
        region,
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        color=theme.ACCENT if acting else theme.TEXT,
        width=room,
        may_cut=True,
    )
    tcw = plan.tcw if seat == me else plan.band_tcw
    body, hand_r = _tavern_body(b, view, seat, me, rect, g, tcw)
    if hand_r is not None:  # the hand: backs for others (face up to a spectator)
        b.zone(str(HandOfZone(seat)), hand_r, "", style="none")
        if p.hand is not None:
            pile(b, p.hand, hand_r, hand_r.w, zone=str(HandOfZone(seat)), region=region)
        elif p.hand_count:
            keys = [f"hand{seat}:{i}" for i in range(p.hand_count)]
            backs: list[int | None] = [None] * p.hand_count
            stack(
                b,
                backs,
                hand_r,
                zone=str(HandOfZone(seat)),
                region=region,
                keys=keys,
                face_up=False,
            )
    if not p.tavern and not p.prepared:
        b.label(
            ("Empty: a good night's sleep!", "Empty!"),
            region,
            ((body.left, body.centery), "midleft"),
            color=theme.GOOD,
        )
        return
    got = _arrange(book, p, body, tcw, g)
    if got is None:  # no room at all (a window smaller than any the table is made for)
        return
    items = [(pile_, False) for pile_ in got.standing] + [([c], True) for c in p.prepared]
    for (cards, turned), cell in zip(items, got.cells, strict=True):
        if turned:
            c = cards[0]
            r = pygame.Rect(cell.left, cell.bottom - got.tcw, card_h(got.tcw), got.tcw)
            tag = "ready" if got.tcw >= 4 * b.line else ""  # the word only where it leaves room
            b.card(f"c{c}", c, r, f"tavern:{seat}", region, sideways=True, target=True, tag=tag)
            b.zone(str(AdventurerZone(c)), r.copy(), "", drop=True, style="none")
            continue
        r = pygame.Rect(cell.left, cell.bottom - card_h(got.sw), got.sw, card_h(got.sw))
        stack(b, cards, r, zone=f"tavern:{seat}", region=region)
        big = min(r.w, r.h) >= b.target  # a drop here says why it is refused
        b.zone(str(AdventurerZone(cards[-1])), r.copy(), "", drop=big, style="none")


def _flow(widths: Sequence[int], box: pygame.Rect, row_h: int, g: int) -> list[pygame.Rect] | None:
    """Cells ``widths`` wide, ``row_h`` tall, left to right in rows inside ``box``; None
    when they do not all fit."""
    out: list[pygame.Rect] = []
    x, y = box.left, box.top
    for w in widths:
        if x > box.left and x + w > box.right:
            x, y = box.left, y + row_h + g
        if w > box.w or y + row_h > box.bottom:
            return None
        out.append(pygame.Rect(x, y, w, row_h))
        x += w + g
    return out


# ---------------------------------------------------------------- the viewer's hand
def _hand(b: Builder, view: TkView, me: int, panel: pygame.Rect, plan: Plan) -> None:
    b.region("hand", panel)
    b.zone("hand", panel, "", drop=True, style="none")
    p = view.players[me]
    if p.hand:
        hand(b, p.hand, panel, plan.hw, plan.gap, region="hand")
