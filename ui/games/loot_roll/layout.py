"""Where everything of a Loot Roll table goes, for the seat at the bottom (``me``):

- the other players around the top (down the sides when they do not fit): each one's name,
  Survivability, bag, bank and hand size, their gear as six small slots around a figure and
  their bag's cards;
- the middle, the *stage* (ui/games/loot_roll/stage.py): the dungeon, the monster and its bar, the
  Fight and Flight cards, the d20s, the vendor's row;
- the viewer's band along the bottom: their gear as six slots around a figure (a two-handed
  item lies sideways across both hands), the bag with a space for each card it can hold,
  the bank and the discard place, and their ability cards.

Built with the layout toolkit (ui/layout). Zone ids are the adapter's contract
(ui/games/loot_roll/table.py): ``slot:<slot>`` and ``gear`` (the whole figure), ``bag``, ``bank``, ``discard``, ``hand``,
``seat:<s>`` (a player's panel; the viewer's band for the viewer), ``loot:<c>`` (a bag
card), and the stage's.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.loot_roll.cards import card_book
from game.games.loot_roll.effects import SLOTS
from game.games.loot_roll.view import LrView, PlayerView
from ui import theme
from ui.games.loot_roll.icons import LR_ICONS
from ui.games.loot_roll.parts import LIT, Plan, still_to_answer, who
from ui.games.loot_roll.stage import stage
from ui.games.loot_roll.zones import GearZone, HandZone, LootZone, SeatZone, SlotZone
from ui.layout.builder import Builder, card_h, card_w, start_table
from ui.layout.cards import hand, row_rects, stack
from ui.layout.regions import inset, take_left, take_top
from ui.layout.seats import around_table, clockwise_from
from ui.layout.text import TITLE
from ui.table.model import TableLayout

__all__ = ["lr_layout", "rows_width", "still_to_answer", "who"]

MINE = (44, 80, 92)
OTHER = theme.TABLE_DARK
MOST = 120
"""The widest of the viewer's cards at 1x (times the scale)."""
FIGURE = (120, 160, 150)
DOLL = (
    ("head", "main_hand"),
    ("body", "off_hand"),
    ("legs", "feet"),
)
"""The six slots around the figure: left column armour, right column hands and feet."""
SLOT_SHORT = {
    "head": ("Head",),
    "body": ("Body",),
    "legs": ("Legs",),
    "feet": ("Feet",),
    "main_hand": ("Main hand", "Main", "M"),
    "off_hand": ("Off hand", "Off", "O"),
}


def doll_size(cw: int, gs: int) -> tuple[int, int]:
    """(width, height) of six slots ``cw`` wide around a figure."""
    return 2 * cw + _figure_w(cw) + 2 * gs, 3 * card_h(cw) + 2 * gs


def _figure_w(cw: int) -> int:
    return max(8, round(cw * 0.8))


def rows_width(n: int, box: pygame.Rect, gs: int, least: int = 1) -> int:
    """The width of ``n`` cards in ``box``: as large as a whole number of rows (1, 2, 3...)
    lets them all fit, so a window has few card widths (each face is drawn once per width,
    not again each time a bag grows); ``least`` when even that does not fit (the caller
    stacks the rest)."""
    n = max(1, n)
    rows = 1
    while True:
        cw = card_w((box.h - (rows - 1) * gs) // rows)
        if cw < least:
            return least
        cols = max(1, (box.w + gs) // (cw + gs))
        if rows * cols >= n:
            return cw
        rows += 1


def lr_layout(
    view: LrView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
) -> TableLayout:
    """Everything inside ``main`` for the player in seat ``me``."""
    b, g, area = start_table(main, scale)
    n = view.n_seats
    others = clockwise_from(me, n)
    plan = _plan(b, area, g, len(others))
    ring = around_table(
        area, len(others), bottom_h=plan.me_h, band_h=plan.band_h, seat_w=plan.seat_w, gap=g
    )
    for seat, r in zip(others, ring.others, strict=True):
        _other(b, view, seat, me, r, plan, names)
    stage(b, view, me, ring.centre, plan, names)
    _mine(b, view, me, ring.bottom, plan, names)
    return b.lay


# ---------------------------------------------------------------- sizes
def _plan(b: Builder, area: pygame.Rect, g: int, n_others: int) -> Plan:
    """The viewer's band about a third of the height (its gear slots never under a hit
    target), the others' band about a fifth, the stage the rest; when the stage would be
    too short for a card, the bands give way down to what they need."""
    gs = max(2, g // 2)
    T, L, tgt = b.title_line, b.line, b.target
    me_least = 2 * g + T + doll_size(tgt, gs)[1]
    band_least = 2 * g + T + L + card_h(10) if n_others else 0
    stage_least = T + 3 * L + card_h(tgt) + 2 * g + 8
    me_h = max(me_least, round(area.h * 0.38))
    band_h = max(band_least, round(area.h * 0.19)) if n_others else 0
    over = (band_h + g if n_others else 0) + me_h + g + stage_least - area.h
    if over > 0:
        cut = min(over, band_h - band_least)
        band_h -= cut
        over -= cut
    if over > 0:
        me_h = max(me_least, me_h - over)
    seat_w = max(round(150 * b.scale), 4 * tgt)
    x = max(tgt, round(MOST * b.scale))
    return Plan(g, gs, me_h, band_h, seat_w, x)


# ---------------------------------------------------------------- a player's gear
def _doll(
    b: Builder,
    view: LrView,
    p: PlayerView,
    box: pygame.Rect,
    cw: int,
    gs: int,
    region: str,
    mine: bool,
) -> None:
    """Six slots around a figure in ``box`` (cards ``cw`` wide): the viewer's own slots are
    drop zones; an empty slot shows its silhouette (and, on the viewer's, its name); a
    two-handed item lies sideways across both hand slots."""
    ch = card_h(cw)
    fig_w = _figure_w(cw)
    w, h = doll_size(cw, gs)
    x0, y0 = box.left, box.top
    figure = pygame.Rect(x0 + cw + gs, y0, fig_w, h)
    side = min(fig_w, h)
    b.icon(
        "person", pygame.Rect(figure.left, figure.centery - side // 2, side, side), region, FIGURE
    )
    if mine:  # anywhere on the figure puts a card on: its own slot is known
        b.zone(str(GearZone()), pygame.Rect(x0, y0, w, h), "", drop=True, style="none")
    rects: dict[str, pygame.Rect] = {}
    for row, (left, right) in enumerate(DOLL):
        y = y0 + row * (ch + gs)
        rects[left] = pygame.Rect(x0, y, cw, ch)
        rects[right] = pygame.Rect(figure.right + gs, y, cw, ch)
    two = p.slots.get("main_hand")
    two_handed = two is not None and p.slots.get("off_hand") == two
    for slot in SLOTS:
        r = rects[slot]
        if mine:
            b.zone(str(SlotZone(slot)), r, "", drop=True, style="slot")
        else:
            b.zone(f"slotof:{p.seat}:{slot}", r, "", style="slot")
        card = p.slots.get(slot)
        if card is None:
            continue
        if two_handed and slot in ("main_hand", "off_hand"):
            continue
        tag = _tag(card in view.exhausted, cw, b)
        b.card(f"c{card}", card, r.copy(), str(SeatZone(p.seat)), region, target=mine, tag=tag)
    if two_handed and two is not None:
        hands = rects["main_hand"].union(rects["off_hand"])
        r = pygame.Rect(0, 0, ch, cw)
        r.right = hands.right
        r.centery = hands.centery
        b.card(f"c{two}", two, r, str(SeatZone(p.seat)), region, sideways=True, target=mine)
    for slot in SLOTS:  # what an empty slot is for
        if p.slots.get(slot) is not None:
            continue
        r = rects[slot]
        words = SLOT_SHORT[slot] if mine else ()
        pic = min(r.w, r.h) * 2 // 3
        if words:
            pic = min(pic, r.h - b.line - 4)
        if pic >= 8:
            icon_r = pygame.Rect(0, 0, pic, pic)
            icon_r.midtop = (r.centerx, r.top + max(2, (r.h - pic - (b.line if words else 0)) // 2))
            b.icon(LR_ICONS[slot], icon_r, region, theme.SLOT_EDGE)
            if words:
                b.label(  # the icon names the slot where no word fits whole
                    words,
                    region,
                    ((r.centerx, icon_r.bottom), "midtop"),
                    color=theme.SLOT_EDGE,
                    width=r.w - 2,
                    ellipsis=False,
                )


def _tag(exhausted: bool, cw: int, b: Builder) -> str:
    """ "used" on a once-per-dungeon card turned sideways, where the word leaves room."""
    return "used" if exhausted and cw >= 3 * b.line else ""


def _bag_cards(
    b: Builder,
    view: LrView,
    p: PlayerView,
    box: pygame.Rect,
    cw: int,
    gs: int,
    region: str,
    mine: bool,
) -> None:
    """The bag's cards in a grid of spaces (the viewer sees an empty space for each card
    the bag can still hold); when there are more cards than cells, the last cell is a
    counted stack. Every card is a ``loot:<c>`` zone (a steal or a bank card drops there)."""
    cards = list(p.bag)
    cap = max(p.capacity, len(cards))
    cw = max(1, min(cw, box.w))
    ch = card_h(cw)
    cols = max(1, (box.w + gs) // (cw + gs))
    rows = max(1, (box.h + gs) // (ch + gs))
    cells = cols * rows
    spaces = min(cells, cap if mine else len(cards))
    for i in range(spaces):
        r = pygame.Rect(
            box.left + (i % cols) * (cw + gs), box.top + (i // cols) * (ch + gs), cw, ch
        )
        if i >= len(cards):
            b.zone(f"space:{p.seat}:{i}", r, "", style="slot")
            continue
        if i == cells - 1 and len(cards) > cells:
            rest = cards[i:]
            stack(b, rest, r, zone=str(SeatZone(p.seat)), region=region, target=mine)
            for c in rest:
                b.zone(str(LootZone(c)), r.copy(), "", style="none")
            return
        c = cards[i]
        tag = _tag(c in view.exhausted, cw, b)
        b.card(f"c{c}", c, r, str(SeatZone(p.seat)), region, target=mine, tag=tag)
        b.zone(str(LootZone(c)), r.copy(), "", style="none")


# ---------------------------------------------------------------- the others
def _other(
    b: Builder,
    view: LrView,
    seat: int,
    me: int,
    rect: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """Another player's panel: name (lit while the table waits for them), their numbers,
    their gear around a figure and their bag."""
    g = plan.g
    region = f"seat{seat}"
    b.region(region, rect, OTHER)
    b.zone(str(SeatZone(seat)), rect, "", drop=True, style="none")
    p = view.players[seat]
    inner = inset(rect, g)
    acting = seat in view.ctx.to_act
    answering = seat in still_to_answer(view)
    mark = ""
    if view.fight is not None:
        if seat in view.fight.fighters:
            mark = "fights"
        elif seat in view.fight.fled:
            mark = "fled"
    head = names[seat] + (f" ({mark})" if mark else "")
    b.label(
        (head, *b.named(names[seat], head[len(names[seat]) :], inner.w, TITLE, True), names[seat]),
        region,
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        color=LIT if acting else (theme.TEXT if not answering else theme.GLOW),
        width=inner.w,
        may_cut=True,  # by then only the name is left to cut
    )
    y = inner.top + b.title_line
    bank_v = _bank_value(p)
    stats = (
        f"Surv {p.survivability}  Bag {len(p.bag)}/{p.capacity}  Bank {bank_v}  Hand {p.hand_count}",
        f"S{p.survivability} Bag {len(p.bag)}/{p.capacity} Bank {bank_v} H{p.hand_count}",
        f"S{p.survivability} B{len(p.bag)}/{p.capacity} H{p.hand_count}",
    )
    b.label(stats, region, ((inner.left, y), "topleft"), color=theme.MUTED, width=inner.w)
    body = pygame.Rect(inner.left, y + b.line, inner.w, inner.bottom - y - b.line)
    if body.h <= 8 or body.w <= 8:
        return
    gs = 2
    ox = card_w((body.h - 2 * gs) // 3)
    while ox > 6 and doll_size(ox, gs)[0] > body.w // 2:
        ox -= 1
    if ox >= 8:
        doll_w, _ = doll_size(ox, gs)
        gear = pygame.Rect(body.left, body.top, doll_w, body.h)
        _doll(b, view, p, gear, ox, gs, region, mine=False)
    else:  # too short for a figure: the worn cards in a row
        ox = max(1, min(card_w(body.h), (body.w // 2 - 5 * gs) // 6))
        gear = pygame.Rect(body.left, body.top, 6 * (ox + gs), body.h)
        worn = list(dict.fromkeys(p.slots[s] for s in SLOTS if s in p.slots))
        for c, r in zip(worn, row_rects(len(worn), gear, ox, gs, top=body.top), strict=True):
            b.card(f"c{c}", c, r, str(SeatZone(p.seat)), region)
    bag_box = pygame.Rect(gear.right + g, body.top, body.right - gear.right - g, body.h)
    least = max(6, ox // 2)
    if bag_box.w >= least and card_h(least) <= bag_box.h and p.bag:
        cw = rows_width(len(p.bag), bag_box, gs, least)
        _bag_cards(b, view, p, bag_box, cw, gs, region, mine=False)


def _bank_value(p: PlayerView) -> int:
    book = card_book()
    return sum(book.value[c] for c in p.bank)


# ---------------------------------------------------------------- the viewer
def _mine(
    b: Builder,
    view: LrView,
    me: int,
    band: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The viewer's band: numbers on top, then gear around a figure, the bag's spaces, the
    bank and discard place, and the ability cards in hand."""
    g, gs, x = plan.g, plan.gs, plan.x
    region = "mine"
    b.region(region, band, MINE)
    b.zone(str(SeatZone(me)), band, "", drop=True, style="none")
    p = view.players[me]
    inner = inset(band, g)
    acting = me in view.ctx.to_act
    name = who(view, me, me, names)
    bank_v = _bank_value(p)
    words = (
        f"{name}: Survivability {p.survivability}   Bag {len(p.bag)}/{p.capacity}   "
        f"Bank {len(p.bank)} cards, worth {bank_v}   Score now {p.score}",
        f"{name}: Survivability {p.survivability}   Bag {len(p.bag)}/{p.capacity}   "
        f"Bank {bank_v}   Score {p.score}",
        f"{name}: Surv {p.survivability}  Bag {len(p.bag)}/{p.capacity}  Bank {bank_v}",
        *b.named(
            name, f": Surv {p.survivability}  Bag {len(p.bag)}/{p.capacity}", inner.w, TITLE, True
        ),
        f"Surv {p.survivability}  Bag {len(p.bag)}/{p.capacity}",
    )
    b.label(
        words,
        region,
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        color=LIT if acting else theme.TEXT,
        width=inner.w,
    )
    body = pygame.Rect(inner.left, inner.top + b.title_line, inner.w, inner.h - b.title_line)
    xd = max(1, card_w((body.h - 2 * gs) // 3))
    doll_w, _ = doll_size(xd, gs)
    doll_box, rest = take_left(body, doll_w, g)
    _doll(b, view, p, doll_box, xd, gs, region, mine=True)
    col, rest = take_left(rest, xd + 2 * gs, g)  # the bank over the discard place
    _bank(b, view, p, col, xd, region)
    # the bag in two rows, as large as leaves the hand a card's room each
    cap = max(p.capacity, len(p.bag))
    hand_n = max(1, len(p.hand or []))
    room_h = rest.h - b.line
    bag_cw = max(b.target, min(x, card_w((room_h - gs) // 2)))
    while True:
        rows = 2 if 2 * card_h(bag_cw) + gs <= room_h else 1
        cols = -(-cap // rows)
        bag_w = cols * bag_cw + (cols - 1) * gs
        hand_cw = min(round(bag_cw * 1.15), (rest.w - bag_w - g) // hand_n - gs)
        if hand_cw >= min(bag_cw, round(x * 0.9)) or bag_cw <= b.target:
            break
        bag_cw = max(b.target, bag_cw - max(1, x // 10))  # few widths: faces drawn once
    bag_box, hand_box = take_left(rest, min(rest.w, bag_w), g)
    b.zone("bag", bag_box, "", drop=True, style="none")
    b.label(
        (f"Bag: {len(p.bag)} of {p.capacity}", f"Bag {len(p.bag)}/{p.capacity}"),
        region,
        ((bag_box.left, bag_box.top), "topleft"),
        color=theme.MUTED,
        width=bag_box.w,
    )
    cards_box = pygame.Rect(bag_box.left, bag_box.top + b.line, bag_box.w, bag_box.h - b.line)
    _bag_cards(b, view, p, cards_box, bag_cw, gs, region, mine=True)
    b.zone(str(HandZone()), hand_box, "", drop=True, style="none")
    if p.hand:
        b.label(
            (f"Ability cards: {len(p.hand)}", f"Hand {len(p.hand)}"),
            region,
            ((hand_box.left, hand_box.top), "topleft"),
            color=theme.MUTED,
            width=hand_box.w,
        )
        cards = pygame.Rect(hand_box.left, hand_box.top + b.line, hand_box.w, hand_box.h - b.line)
        held = list(p.hand)
        most = round(bag_cw * 1.15)
        one_row = (cards.w - (len(held) - 1) * gs) // len(held)
        if one_row < b.target and card_h(b.target) * 2 + gs <= cards.h:  # two rows
            half = -(-len(held) // 2)
            top, low = take_top(cards, (cards.h - gs) // 2, gs)
            hand(b, held[:half], top, most, gs, region=region)
            hand(b, held[half:], low, most, gs, region=region)
        else:
            hand(b, held, cards, most, gs, region=region)
    elif p.hand is not None:
        b.label(
            ("No ability cards", "No cards"),
            region,
            ((hand_box.left, hand_box.top), "topleft"),
            color=theme.MUTED,
            width=hand_box.w,
        )


def _bank(b: Builder, view: LrView, p: PlayerView, col: pygame.Rect, x: int, region: str) -> None:
    """The bank (its last card face up, with the count) over the discard place."""
    L = b.line
    cw = max(1, min(x, col.w, card_w((col.h - 2 * L - 2) // 2)))
    ch = card_h(cw)
    b.label(("Bank",), region, ((col.centerx, col.top), "midtop"), color=theme.MUTED, width=col.w)
    bank = pygame.Rect(0, 0, cw, ch)
    bank.midtop = (col.centerx, col.top + L)
    b.zone("bank", bank, "", drop=True, style="slot")
    if p.bank:
        stack(b, list(p.bank), bank, zone="bank", region=region)
    else:
        b.label(
            ("empty",),
            region,
            (bank.center, "center"),
            color=theme.SLOT_EDGE,
            width=cw - 2,
            ellipsis=False,  # an empty slot says so itself
        )
    b.label(
        ("Discard", "Disc."),
        region,
        ((col.centerx, bank.bottom + 2), "midtop"),
        color=theme.MUTED,
        width=col.w,
    )
    disc = pygame.Rect(0, 0, cw, ch)
    disc.midtop = (col.centerx, bank.bottom + 2 + L)
    disc.bottom = min(disc.bottom, col.bottom)
    b.zone("discard", disc, "", drop=True, style="slot")


# ---------------------------------------------------------------- the stage
