"""Where everything of a Loot Roll table goes, for the seat at the bottom (``me``):

- the other players around the top (down the sides when they do not fit): each one's name,
  Survivability, bag, bank and hand size, their gear as six small slots around a figure and
  their bag's cards;
- the middle (the *stage*): the dungeon and the torch on a line at the top, the monster and
  common loot decks and the discard place on the left, and what is happening now: the
  monster with its regular and boss numbers (the one that applies lit), the party's
  Survivability against the monster's as a bar, every modifier as +N / -N, the Fight and
  Flight cards (face down, then turned over together); in the loot rolls the card rolled
  for, each roller's d20 with its modifiers and total; in town the vendor's row of five with
  prices; the explored card; at the end, the scores;
- the viewer's band along the bottom: their gear as six slots around a figure (a two-handed
  item lies sideways across both hands), the bag with a space for each card it can hold,
  the bank, and their ability cards.

Built with the layout toolkit (ui/layout). Zone ids are the adapter's contract
(ui/table/loot_roll.py): ``slot:<slot>``, ``bag``, ``bank``, ``discard``, ``hand``,
``play`` (the stage), ``seat:<s>`` (a player's panel; the viewer's band for the viewer),
``die:<s>`` (a roller's die), ``mod:<i>`` (a modifier in force), ``loot:<c>`` (a bag card),
``vendor:<i>``, ``choose:fight`` / ``choose:flight``, ``deck:monsters``, ``deck:common``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.games.loot_roll.cards import MonsterDef, card_book
from game.games.loot_roll.effects import SLOTS
from game.games.loot_roll.model import MONSTER_TARGET, PARTY
from game.games.loot_roll.view import LrView, ModifierView, PlayerView
from ui import theme
from ui.icons import LR_ICONS
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.cards import hand, row_rects, stack
from ui.layout.regions import inset, take_bottom, take_left, take_top
from ui.layout.seats import around_table
from ui.layout.text import TITLE
from ui.table.model import TableLayout
from ui.widgets.d20 import d20_extent, modifier_text
from ui.widgets.lr_cards import FIGHT_CARD, FLIGHT_CARD, RARITY, seat_color

MINE = (44, 80, 92)
OTHER = theme.TABLE_DARK
STAGE = (22, 44, 40)
BAR_MONSTER = (96, 34, 30)
BAR_PARTY_WIN = (60, 160, 90)
BAR_PARTY_LOSE = (190, 86, 60)
BAR_PARTY_MAYBE = (110, 130, 120)
BAR_NEED = (250, 236, 200)
LIT = theme.ACCENT
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
PILE_WORDS = {"common": "Grey", "rare": "Blue", "epic": "Purple"}


def still_to_answer(view: LrView) -> list[int]:
    """The seats that must still answer the open response window, the holder first: the
    window closes once every seat in its order has passed in a row."""
    w = view.window
    if w is None or w.holder not in w.order:
        return []
    i = w.order.index(w.holder)
    n = len(w.order)
    return [w.order[(i + k) % n] for k in range(max(0, n - w.passes))]


def who(view: LrView, seat: int, me: int, names: Sequence[str]) -> str:
    """ "You" for the viewer's own seat, else the seat's name."""
    return "You" if seat == me and view.viewer == me else names[seat]


def whose(view: LrView, seat: int, me: int, names: Sequence[str]) -> str:
    return "your" if seat == me and view.viewer == me else f"{names[seat]}'s"


@dataclass
class Plan:
    """The sizes one layout is cut with: gaps, the viewer's band height, the others' band
    height, the least width of a seat, and the widest card of the viewer's bag and hand."""

    g: int
    gs: int
    me_h: int
    band_h: int
    seat_w: int
    x: int


def doll_size(cw: int, gs: int) -> tuple[int, int]:
    """(width, height) of six slots ``cw`` wide around a figure."""
    return 2 * cw + _figure_w(cw) + 2 * gs, 3 * card_h(cw) + 2 * gs


def _figure_w(cw: int) -> int:
    return max(8, round(cw * 0.8))


def fit_grid(n: int, box: pygame.Rect, gs: int, most: int, least: int = 1) -> tuple[int, int]:
    """(card width, columns) of the largest cards (at most ``most``) of which ``n`` fit in
    ``box`` in rows; ``least`` when none fits (the caller cuts the rest into a stack)."""
    n = max(1, n)
    for cw in range(max(least, most), least - 1, -1):
        cols = max(1, (box.w + gs) // (cw + gs))
        rows = -(-n // cols)
        if rows * card_h(cw) + (rows - 1) * gs <= box.h:
            return cw, cols
    return least, max(1, (box.w + gs) // (least + gs))


def bag_grid(n: int, box_w: int, box_h: int, cw: int, gs: int) -> tuple[int, int]:
    """(columns, rows) for ``n`` bag spaces of cards ``cw`` wide in a box: as few rows as
    let the columns fit the width."""
    n = max(1, n)
    ch = card_h(cw)
    most_rows = max(1, (box_h + gs) // (ch + gs))
    for rows in range(1, most_rows + 1):
        cols = -(-n // rows)
        if cols * cw + (cols - 1) * gs <= box_w:
            return cols, rows
    rows = most_rows
    return -(-n // rows), rows


def lr_layout(
    view: LrView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
) -> TableLayout:
    """Everything inside ``main`` for the player in seat ``me``."""
    b = Builder(scale)
    g = max(4, round(5 * scale))
    area = inset(main, g)
    b.region("table", area)
    n = view.n_seats
    others = [(me + i) % n for i in range(1, n)]
    plan = _plan(b, area, g, len(others))
    ring = around_table(
        area, len(others), bottom_h=plan.me_h, band_h=plan.band_h, seat_w=plan.seat_w, gap=g
    )
    for seat, r in zip(others, ring.others, strict=True):
        _other(b, view, seat, me, r, plan, names)
    _stage(b, view, me, ring.centre, plan, names)
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
            b.zone(f"slot:{slot}", r, "", drop=True, style="slot")
        else:
            b.zone(f"slotof:{p.seat}:{slot}", r, "", style="slot")
        card = p.slots.get(slot)
        if card is None:
            continue
        if two_handed and slot in ("main_hand", "off_hand"):
            continue
        tag = _tag(card in view.exhausted, cw, b)
        b.card(f"c{card}", card, r.copy(), f"seat:{p.seat}", region, target=mine, tag=tag)
    if two_handed and two is not None:
        hands = rects["main_hand"].union(rects["off_hand"])
        r = pygame.Rect(0, 0, ch, cw)
        r.right = hands.right
        r.centery = hands.centery
        b.card(f"c{two}", two, r, f"seat:{p.seat}", region, sideways=True, target=mine)
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
                b.label(
                    words,
                    region,
                    ((r.centerx, icon_r.bottom), "midtop"),
                    color=theme.SLOT_EDGE,
                    width=r.w - 2,
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
            stack(b, rest, r, zone=f"seat:{p.seat}", region=region, target=mine)
            for c in rest:
                b.zone(f"loot:{c}", r.copy(), "", style="none")
            return
        c = cards[i]
        tag = _tag(c in view.exhausted, cw, b)
        b.card(f"c{c}", c, r, f"seat:{p.seat}", region, target=mine, tag=tag)
        b.zone(f"loot:{c}", r.copy(), "", style="none")


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
    b.zone(f"seat:{seat}", rect, "", drop=True, style="none")
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
        (head, names[seat]),
        region,
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        color=LIT if acting else (theme.TEXT if not answering else theme.GLOW),
        width=inner.w,
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
            b.card(f"c{c}", c, r, f"seat:{p.seat}", region)
    bag_box = pygame.Rect(gear.right + g, body.top, body.right - gear.right - g, body.h)
    least = max(6, ox // 2)
    if bag_box.w >= least and card_h(least) <= bag_box.h and p.bag:
        cw, _ = fit_grid(len(p.bag), bag_box, gs, card_w(bag_box.h), least)
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
    b.zone(f"seat:{me}", band, "", drop=True, style="none")
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
        bag_cw -= 1
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
    b.zone("hand", hand_box, "", drop=True, style="none")
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
        b.label(("empty",), region, (bank.center, "center"), color=theme.SLOT_EDGE, width=cw - 2)
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
def _stage(
    b: Builder,
    view: LrView,
    me: int,
    stage: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    g = plan.g
    b.region("stage", stage, STAGE)
    b.zone("play", stage, "", drop=True, style="none")
    inner = inset(stage, g)
    top = _dungeon_line(b, view, inner)
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    if view.phase != "town":  # the decks (in town the row takes the whole width)
        pw = max(b.target, min(round(plan.x * 0.8), body.w // 6))
        piles, body = take_left(body, pw, g)
        _piles(b, view, piles)
    banner = _banner(b, view, me, body, names)
    if banner:
        body = pygame.Rect(body.left, body.top + banner, body.w, body.h - banner)
    if view.ctx.phase == "game_over" or view.ctx.result is not None:
        _scores(b, view, me, body, names)
    elif view.phase == "town":
        _town(b, view, me, body, plan, names)
    elif view.roll is not None and view.roll.card is not None:
        _rolls(b, view, me, body, plan, names)
    elif view.fight is not None:
        _fight(b, view, me, body, plan, names)
    elif view.placing is not None:
        _placing(b, view, me, body, names)
    else:
        _quiet(b, view, me, body, names)


def _dungeon_line(b: Builder, view: LrView, inner: pygame.Rect) -> int:
    """The dungeon's name, its regular wins and the torch (in town: where the party comes
    from and goes next); returns the line's bottom."""
    d = view.dungeon
    dungeons = card_book().cardset.dungeons
    name = dungeons[d - 1].name
    if view.phase == "town":
        after = dungeons[d].name if d < len(dungeons) else ""
        words: tuple[str, ...] = (
            f"Town, after dungeon {d} of 3. Next: {after}",
            f"Town after dungeon {d}; next: {after}",
            f"Town after dungeon {d}",
        )
    else:
        words = (f"Dungeon {d} of 3: {name}", f"Dungeon {d}: {name}", f"Dungeon {d}")
    b.label(
        words,
        "stage",
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        width=inner.w * 3 // 5,
    )
    if view.phase != "town":
        wins = "boss only" if view.boss_only else f"{view.regular_wins}/4 beaten"
        b.label(
            (
                f"Regular monsters {wins}   Torch: {view.turns_left} turns left",
                f"{wins}   Torch {view.turns_left}",
                f"Torch {view.turns_left}",
            ),
            "stage",
            ((inner.right, inner.top), "topright"),
            color=theme.MUTED,
        )
    return inner.top + b.title_line + 2


def _piles(b: Builder, view: LrView, col: pygame.Rect) -> None:
    """The monster deck (click it to fight) and the grey loot deck (click to explore), with
    their counts; the other decks' counts below."""
    L = b.line
    cw = max(1, min(col.w, card_w((col.h - 4 * L) // 2)))
    ch = card_h(cw)
    y = col.top
    for zone, pile, words in (
        ("deck:monsters", f"monsters-{view.dungeon}", ("Monsters", "Mons.")),
        ("deck:common", "common", ("Grey loot", "Grey")),
    ):
        count = view.deck_sizes.get(pile, 0)
        b.label(words, "stage", ((col.centerx, y), "midtop"), color=theme.MUTED, width=col.w)
        r = pygame.Rect(0, 0, cw, ch)
        r.midtop = (col.centerx, y + L)
        if r.bottom > col.bottom:
            break
        b.zone(zone, r, "", style="pile")
        if count:
            b.card(f"deck:{pile}", None, r.copy(), zone, "stage", face_up=False, count=count)
        y = r.bottom + 2
    rest = [
        (
            f"{PILE_WORDS[k]} {view.deck_sizes.get(k, 0)}",
            f"{PILE_WORDS[k][0]}{view.deck_sizes.get(k, 0)}",
        )
        for k in ("rare", "epic")
    ] + [(f"Ability {view.deck_sizes.get('ability', 0)}", f"A{view.deck_sizes.get('ability', 0)}")]
    for words in rest:
        if y + L > col.bottom:
            break
        b.label(words, "stage", ((col.left, y), "topleft"), color=theme.MUTED, width=col.w)
        y += L


def _banner(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> int:
    """The open response window in words: whose answer the table waits for ("Play a card
    or Pass") and who must still answer after them; returns the height used."""
    still = still_to_answer(view)
    if not still:
        return 0
    topic = {"prepare": "Preparation", "fight": "The fight", "roll": "Loot roll"}.get(
        view.window.topic if view.window else "", "Window"
    )
    holder = still[0]
    after = [who(view, s, me, names) for s in still[1:]]
    whom = who(view, holder, me, names)
    rest = f"; then {', '.join(after)}" if after else "; the last to answer"
    verb = "play a card or Pass" if whom != "You" else "Play a card or Pass"
    b.label(
        (
            f"{topic}: {whom} - {verb}{rest}",
            f"{topic}: {whom} to play or pass{rest}",
            f"{whom}: play or pass",
        ),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        color=LIT,
        width=body.w,
    )
    return b.line + 2


# ---------------------------------------------------------------- the fight
def _need_parts(view: LrView) -> tuple[int, int, bool]:
    f = view.fight
    assert f is not None
    return f.party_total, f.need, f.party_total > f.need


def _fight(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The monster (its applying number lit), the bar, the modifiers, Fight or Flight."""
    f = view.fight
    assert f is not None
    g, L = plan.g, b.line
    choice_h = _choice_row_h(b, body, plan)
    choices, body = take_bottom(body, choice_h, g) if choice_h else (None, body)
    mw = max(8, min(card_w(body.h), body.w // 3, round(170 * b.scale)))
    card_box, info = take_left(body, mw, g)
    r = pygame.Rect(card_box.left, card_box.top, mw, card_h(mw))
    b.card(f"c{f.monster}", f.monster, r, "monster", "stage")
    monster = card_book().monster(f.monster)
    y = _numbers(b, view, info, monster)
    y = _bar(b, view, pygame.Rect(info.left, y, info.w, info.bottom - y))
    y = _mods(
        b, view, me, f.mods, pygame.Rect(info.left, y, info.w, info.bottom - y), names, "fight"
    )
    note = _fight_note(view, monster, me, names)
    for text in note:
        if y + L > info.bottom:
            break
        b.label(text, "stage", ((info.left, y), "topleft"), color=theme.MUTED, width=info.w)
        y += L
    if choices is not None:
        _choice_row(b, view, me, choices, plan, names)


def _numbers(b: Builder, view: LrView, info: pygame.Rect, monster: MonsterDef) -> int:
    """The two numbers, regular and boss, side by side: the one this fight uses lit (in
    gold, framed, and named "fought as")."""
    f = view.fight
    assert f is not None
    L = b.line
    y = info.top
    half = (info.w - b.pad) // 2
    adjust = f.printed - monster.numbers(f.boss).survivability
    for i, boss in enumerate((False, True)):
        nums = monster.numbers(boss)
        lit = boss == f.boss
        box = pygame.Rect(info.left + i * (half + b.pad), y, half, 2 * L + 4)
        if lit:
            b.panel(box, LIT)
        else:
            b.panel(box, (36, 60, 56))
        kind = "Boss" if boss else "Regular"
        shown = nums.survivability + (adjust if lit else 0)
        ink = theme.INK if lit else theme.MUTED
        b.label(
            (
                f"{kind} {shown}" + ("  (fought)" if lit else ""),
                f"{kind} {shown}",
                f"{kind[0]} {shown}",
            ),
            "stage",
            ((box.left + 4, box.top + 2), "topleft"),
            bold=lit,
            color=ink,
            width=box.w - 8,
        )
        r = nums.reward
        loot = ", ".join(
            f"{n} {RARITY[k][1].lower()}"
            for k, n in (("common", r.common), ("rare", r.rare), ("epic", r.epic))
            if n
        )
        b.label(
            (f"Loot: {loot}", f"{r.total} loot"),
            "stage",
            ((box.left + 4, box.top + 2 + L), "topleft"),
            color=ink,
            width=box.w - 8,
        )
        b.block(box, "stage")
    return y + 2 * L + 4 + b.pad


def _bar(b: Builder, view: LrView, box: pygame.Rect) -> int:
    """The party's Survivability against the monster's as a tug of war: the party's share
    of the bar from the left, the monster's from the right, a pale mark in the middle (the
    party must pass it: a tie loses); both numbers in words over it. Before the Fight and
    Flight cards are turned over nobody is in the party yet: the bar then weighs everyone
    together (what the party would have if all fought). Returns the bottom."""
    f = view.fight
    assert f is not None
    L = b.line
    y = box.top
    before = view.phase in ("monster", "prepare", "choose")
    need = f.need
    if before:
        party = sum(p.survivability for p in view.players)
        winning = party > need
        words: tuple[str, ...] = (
            f"Everyone together {party} against monster {need}+ (who fights is chosen next)",
            f"All together {party} vs {need}+",
            f"{party} vs {need}+",
        )
        color = theme.MUTED
    else:
        party, need, winning = _need_parts(view)
        verdict = "the party wins" if winning else f"{need + 1 - party} more to win"
        words = (
            f"Party {party} against monster {need}: {verdict}",
            f"Party {party} vs {need}: {verdict}",
            f"{party} vs {need}",
        )
        color = theme.GOOD if winning else theme.BAD
    b.label(words, "stage", ((box.left, y), "topleft"), bold=True, color=color, width=box.w)
    y += L + 2
    bar = pygame.Rect(box.left, y, box.w, max(8, L // 2))
    b.panel(bar, BAR_MONSTER)
    fill = bar.copy()
    fill.w = max(2, min(bar.w - 2, round(bar.w * party / max(1, party + need))))
    tone = BAR_PARTY_WIN if winning else BAR_PARTY_LOSE
    b.panel(fill, tone if not before else BAR_PARTY_MAYBE)
    mark = pygame.Rect(bar.centerx - 1, bar.top - 2, 3, bar.h + 4)
    b.panel(mark, BAR_NEED)
    b.block(bar.inflate(0, 4), "stage")
    return bar.bottom + 4


def _mod_target(view: LrView, m: ModifierView, me: int, names: Sequence[str]) -> str:
    if m.target == PARTY:
        return "the party"
    if m.target == MONSTER_TARGET:
        return "the monster"
    return who(view, m.target, me, names)


def _mods(
    b: Builder,
    view: LrView,
    me: int,
    mods: Sequence[ModifierView],
    box: pygame.Rect,
    names: Sequence[str],
    scope: str,
) -> int:
    """Each modifier in force as "+2 Battle Cry (Ana) on Ana": a ``mod:<i>`` zone (a Dispel
    is dropped on it); cancelled ones struck out in words."""
    L = b.line
    y = box.top
    book = card_book()
    rows = max(0, (box.bottom - y) // (L + 2))
    shown = list(enumerate(mods))
    if len(shown) > rows:
        shown = shown[-rows:] if rows else []
    for i, m in shown:
        by = who(view, m.by, me, names)
        on = _mod_target(view, m, me, names)
        sign = modifier_text(m.amount)
        gone = "" if m.live else " (cancelled)"
        row = pygame.Rect(box.left, y, box.w, L + 2)
        b.label(
            (
                f"{sign} {book(m.card).name} ({by}) on {on}{gone}",
                f"{sign} {book(m.card).name} on {on}{gone}",
                f"{sign} on {on}{gone}",
            ),
            "stage",
            ((row.left + 2, row.top + 1), "topleft"),
            bold=m.live,
            color=(theme.GOOD if m.amount >= 0 else theme.BAD) if m.live else theme.MUTED,
            width=row.w - 4,
        )
        if m.live:
            b.zone(f"mod:{i}", row, "", style="none")
        y += L + 2
    return y


def _fight_note(view: LrView, monster: MonsterDef, me: int, names: Sequence[str]) -> list[str]:
    """The monster's rule, what a defeat costs, who is warded or may only fight."""
    f = view.fight
    assert f is not None
    lines = []
    effect = monster.applies(f.boss)
    if effect is not None or monster.ability is not None:
        lines.append(monster.text)
    owe = f.owed.get(me) if view.viewer == me else None
    if owe is not None and view.phase in ("prepare", "choose", "fight", "monster", "revealed"):
        lines.append(f"If the party is beaten, you lose {owe} loot card{'' if owe == 1 else 's'}.")
    if f.warded:
        lines.append(
            "Warded (lose nothing): " + ", ".join(who(view, s, me, names) for s in f.warded)
        )
    if f.forbid:
        lines.append("May only fight: " + ", ".join(who(view, s, me, names) for s in f.forbid))
    if f.silenced:
        lines.append("Silenced: no ability cards in this fight.")
    return lines


def _choice_row_h(b: Builder, body: pygame.Rect, plan: Plan) -> int:
    """The height of the Fight or Flight row: a name line and a card."""
    cw = max(b.target, min(round(plan.x * 0.6), round(70 * b.scale)))
    return b.line + card_h(cw) if body.h > 2 * (b.line + card_h(cw)) else 0


def _choice_row(
    b: Builder,
    view: LrView,
    me: int,
    row: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """Every seat's Fight or Flight card: an empty place while they choose, face down once
    chosen (the viewer's own face up to them), turned over together; the viewer, while
    choosing, has both cards to click."""
    f = view.fight
    assert f is not None
    ch_view = view.choices
    n = view.n_seats
    gs = plan.gs
    L = b.line
    cw = card_w(row.h - L)
    choosing = (
        ch_view is not None
        and ch_view.topic == "fight_or_flight"
        and not ch_view.revealed
        and view.viewer == me
        and me in view.ctx.may_act
    )
    widths = [
        cw * (2 if s == me and choosing else 1) + (gs if s == me and choosing else 0)
        for s in range(n)
    ]
    cell_w = max(max(widths), min(row.w // n - gs, 4 * cw))
    order = [(me + k) % n for k in range(n)]
    x = row.left
    for s in order:
        cell = pygame.Rect(x, row.top, cell_w, row.h)
        x += cell_w + gs
        if cell.right > row.right:
            break
        b.label(
            (who(view, s, me, names), names[s][:8]),
            "stage",
            ((cell.left, cell.top), "topleft"),
            color=theme.MUTED,
            width=cell.w,
        )
        r = pygame.Rect(cell.left, cell.top + L, cw, card_h(cw))
        side = _side_of(view, s, me)
        if s == me and choosing:
            mine = ch_view.mine if ch_view is not None else None
            for card, side_name in ((FIGHT_CARD, "fight"), (FLIGHT_CARD, "flight")):
                b.zone(f"choose:{side_name}", r.copy(), "", style="none")
                tag = "yours" if mine == side_name and cw >= 3 * L else ""
                b.card(f"ff{s}{side_name}", card, r.copy(), f"choose:{side_name}", "stage", tag=tag)
                r = r.move(cw + gs, 0)
            continue
        fresh = ch_view is not None and view.phase not in ("monster", "prepare")
        if side is not None:
            b.card(f"ff{s}", FIGHT_CARD if side == "fight" else FLIGHT_CARD, r, "play", "stage")
        elif fresh and ch_view is not None and s in ch_view.has_chosen:
            b.card(f"ff{s}", None, r, "play", "stage", face_up=False)
        else:
            b.zone(f"ffslot:{s}", r, "", style="slot")


def _side_of(view: LrView, seat: int, me: int) -> str | None:
    """What the table may show of ``seat``'s Fight or Flight card: after the reveal, the side
    it took; before it, the viewer's own choice; else None (face down or not chosen)."""
    f = view.fight
    ch = view.choices
    if ch is not None and ch.topic == "fight_or_flight" and not ch.revealed:
        if seat == me and view.viewer == me and ch.mine is not None:
            return str(ch.mine)
        return None
    if f is None or view.phase in ("monster", "prepare"):
        return None
    if seat in f.fighters:
        return "fight"
    if seat in f.fled:
        return "flight"
    return None


# ---------------------------------------------------------------- the rolls
def _rolls(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The card rolled for, each roller's d20 with its modifiers and total (the highest
    lit), the modifiers in words and the cards still to roll for."""
    r = view.roll
    assert r is not None and r.card is not None
    g, L = plan.g, b.line
    queue = [c for c in r.queue if c != r.card]
    qh = L + card_h(max(8, round(plan.x * 0.5))) if queue and body.h > 3 * L + 160 * b.scale else 0
    qbox, body = take_bottom(body, qh, g) if qh else (None, body)
    mw = max(8, min(card_w(body.h), body.w // 3, round(160 * b.scale)))
    card_box, info = take_left(body, mw, g)
    cr = pygame.Rect(card_box.left, card_box.top, mw, card_h(mw))
    b.card(f"c{r.card}", r.card, cr, "play", "stage")
    y = info.top
    b.label(
        (
            f"Rolling for {card_book()(r.card).name}: highest total takes it",
            "Highest total takes it",
        ),
        "stage",
        ((info.left, y), "topleft"),
        bold=True,
        width=info.w,
    )
    y += L + 2
    best = max(r.totals.values(), default=None)
    size = max(b.target, min(round(64 * b.scale), info.bottom - y - L - 4))
    x = info.left
    for s in r.rollers:  # side by side: the name over the die, its chips to its right
        mods = [m.amount for m in r.mods if m.live and m.target == s]
        bonus = r.bonus.get(s, 0)
        chips = ([bonus] if bonus else []) + mods
        total = r.totals.get(s)
        face = r.dice.get(s)
        shown = [] if face is None else chips
        w = max(d20_extent(size, shown, total), size + b.text_w(f"= {total}", bold=True) + g)
        if w > info.w:  # too narrow for the chips: the die and its total
            shown = []
            w = size + b.text_w(f"= {total}", bold=True) + g
        if x > info.left and x + w > info.right:
            x = info.left
            y += L + size + 4
        if y + L + size > info.bottom:
            break
        lit = total is not None and total == best
        b.label(
            (who(view, s, me, names),),
            "stage",
            ((x, y), "topleft"),
            bold=True,
            color=LIT if lit else theme.TEXT,
            width=w,
        )
        if face is not None:
            rect = b.die(
                f"d20:{s}",
                (x + size // 2, y + L + 2 + size // 2),
                size,
                face,
                "stage",
                sides=20,
                mods=shown,
                total=total,
                color=seat_color(s),
            )
            b.zone(f"die:{s}", rect.inflate(4, 4), "", style="none")
            if not shown and total is not None:
                b.label(
                    f"= {total}", "stage", ((rect.right + g, rect.centery), "midleft"), bold=True
                )
        x += w + 2 * g
    y += L + size + 6
    _mods(
        b,
        view,
        me,
        r.mods,  # in words too: which card, by whom (Dispel drops on one)
        pygame.Rect(info.left, y, info.w, info.bottom - y),
        names,
        "roll",
    )
    if qbox is not None:
        b.label(
            ("Still to roll for, lowest value first", "Still to roll for"),
            "stage",
            ((qbox.left, qbox.top), "topleft"),
            color=theme.MUTED,
            width=qbox.w,
        )
        cw = card_w(qbox.h - L)
        for c, rr in zip(
            queue, row_rects(len(queue), qbox, cw, plan.gs, top=qbox.top + L), strict=True
        ):
            if rr.right > qbox.right:
                break
            b.card(f"c{c}", c, rr, "play", "stage")


# ---------------------------------------------------------------- town, placing, quiet, end
def _town(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The vendor's row of five, each with its price for the player whose town turn it is;
    the town's order below."""
    L, gs = b.line, plan.gs
    order = view.town_order
    now = view.active
    head = f"Town: {who(view, now, me, names)} to buy or bank"
    if view.town_mode:
        head += f" ({'buying' if view.town_mode == 'buy' else 'banking'})"
    b.label(
        (head, f"Town: {who(view, now, me, names)}"),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        width=body.w,
    )
    y = body.top + L + 2
    turns = ", ".join(who(view, s, me, names) for s in order[:6])
    foot = 0
    if body.bottom - y >= 2 * L + 4 + card_h(b.target) + L:  # the order, when there is room
        foot = L
        b.label(
            (f"Town turns still to come: {turns}" if turns else "Last town turn", f"Next: {turns}"),
            "stage",
            ((body.left, body.bottom), "bottomleft"),
            color=theme.MUTED,
            width=body.w,
        )
    row = pygame.Rect(body.left, y, body.w, body.bottom - y - foot - 2)
    k = max(1, len(view.vendor))
    gap = 2 * gs
    best = (0, 1)
    for rows in (1, 2, 3):  # one row when it fits, else two or three
        cols = -(-k // rows)
        cw = min(
            (row.w - (cols - 1) * gap) // cols,
            card_w((row.h - rows * (L + 2) - (rows - 1) * gap) // rows),
            round(150 * b.scale),
        )
        if cw > best[0]:
            best = (cw, cols)
    cw, cols = max(8, best[0]), best[1]
    for i, card in enumerate(view.vendor):
        r, c = divmod(i, cols)
        n_row = min(cols, k - r * cols)
        x0 = row.centerx - (n_row * cw + (n_row - 1) * gap) // 2
        rect = pygame.Rect(
            x0 + c * (cw + gap), row.top + r * (card_h(cw) + L + 2 + gap), cw, card_h(cw)
        )
        b.zone(f"vendor:{i}", rect, "", style="slot")
        if card is None:
            continue
        b.card(f"c{card}", card, rect, f"vendor:{i}", "stage", target=True)
        price = view.prices[i] if i < len(view.prices) else None
        if price is not None:
            b.label(
                (f"Costs {price}", f"{price}"),
                "stage",
                ((rect.centerx, rect.bottom + 2), "midtop"),
                bold=True,
                color=LIT,
                width=cw + gap,
            )


def _placing(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    card = view.placing
    assert card is not None
    L = b.line
    explorer = who(view, view.active, me, names)
    b.label(
        (f"{explorer} explored and found:", "Explored:"),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        width=body.w,
    )
    box = pygame.Rect(body.left, body.top + L + 2, body.w, body.h - L - 2)
    cw = max(8, min(card_w(box.h), round(170 * b.scale), box.w // 2))
    r = pygame.Rect(box.left, box.top, cw, card_h(cw))
    b.card(f"c{card}", card, r, "explored", "stage", target=view.viewer == view.active)


def _quiet(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    """Between fights: whose turn it is, the dungeon's words, the last monster beaten and
    (to the viewer alone) the monster they saw on top of the deck."""
    L = b.line
    d = card_book().cardset.dungeons[view.dungeon - 1]
    y = body.top
    lines: list[tuple[tuple[str, ...], tuple[int, int, int], bool]] = [
        ((f"{who(view, view.active, me, names)}: explore, fight or clear the bag",), LIT, True),
        ((d.text,), theme.MUTED, False),
    ]
    for words, color, bold in lines:
        b.label(words, "stage", ((body.left, y), "topleft"), color=color, bold=bold, width=body.w)
        y += L + 2
    x = body.left
    box_h = body.bottom - y - L
    cw = max(8, min(card_w(box_h), round(120 * b.scale)))
    last = view.discards.get(f"monsters-{view.dungeon}", [])
    if last and box_h > 3 * L:
        b.label(
            ("Last monster:", "Last"), "stage", ((x, y), "topleft"), color=theme.MUTED, width=cw * 2
        )
        r = pygame.Rect(x, y + L, cw, card_h(cw))
        b.card(f"c{last[-1]}", last[-1], r, "play", "stage")
        x = r.right + 2 * b.pad
    if view.scouted is not None and box_h > 3 * L:
        b.label(
            ("You saw on top:", "On top:"), "stage", ((x, y), "topleft"), color=LIT, width=cw * 2
        )
        r = pygame.Rect(x, y + L, cw, card_h(cw))
        b.card(f"c{view.scouted}", view.scouted, r, "play", "stage", owner_view=True)


def _scores(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    result = view.ctx.result
    L = b.line
    y = body.top
    if result is None:
        return
    winners = " and ".join(who(view, w, me, names) for w in result.winners)
    b.label(
        (f"The end: {winners} the richest", "The end"),
        "stage",
        ((body.left, y), "topleft"),
        size=TITLE,
        bold=True,
        color=LIT,
        width=body.w,
    )
    y += b.title_line + 2
    for rank, s in enumerate(result.ranking, 1):
        if y + L > body.bottom:
            break
        d = result.details.get(s, {})
        score = result.scores.get(s, 0)
        b.label(
            (
                f"{rank}. {who(view, s, me, names)}: {score} (bag {d.get('bag', 0)}, bank {d.get('bank', 0)}, "
                f"left worn {d.get('worn', 0)})",
                f"{rank}. {who(view, s, me, names)}: {score}",
            ),
            "stage",
            ((body.left, y), "topleft"),
            bold=s in result.winners,
            width=body.w,
        )
        y += L
