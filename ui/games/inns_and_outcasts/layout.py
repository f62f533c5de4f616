"""Where everything of an Inns & Outcasts table goes, for the seat at the bottom (``me``).

Three to eight seats around the table (ui/layout/seats.py): the others clockwise from the
viewer's left (up the left side, along the top, down the right side), the viewer along the
bottom beside their hand of six. Each seat's mat shows its Target token (a chip in the
seat's colour with its letter: colour is never alone), its name, the Head of the Table's
chip, its Hoard and Table Setting (zones ``hoard:s`` and ``table:s``, where coins fly),
the Target tokens lying on it (in their owners' colours and letters), whether its card is
Blocked (the card also lies turned a quarter), and its card this turn (zone ``card:s``:
face down, then face up once its initiative is called). Another seat's mat also shows its
hand as six chips, one per initiative: played this round, known (revealed before: its inn
letter), or unknown.

The middle of the table: the turn and the Hoard that ends the game, the Head of the
Table's call (six boxes 1 to 6, the one called lit), the Treasure (zone ``treasure``), and
what is going on: a beat's caption while a step is told in stages, the hand-building
screen (the Wagon and the Dragon character at each initiative, the one chosen framed), an
auction (the lot's options, every bidder, and the dial for the viewer's bid), a choice
being asked, or the game's end.

The viewer's hand: six slots by initiative; a played card lies smaller in its slot (tagged
"played") until the round ends, the card placed this turn sits in the viewer's card slot
(zone ``place``: drop a hand card there to place it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.games.inns_and_outcasts.abilities import Auction, at_path
from game.games.inns_and_outcasts.asks import (
    BlockIconAsk,
    ChoosePlayerAsk,
    PayOrAsk,
    PickOptionAsk,
    ReturnTokenAsk,
    TargetAsk,
    TransmuteAsk,
    typed_ask,
)
from game.games.inns_and_outcasts.cards import INNS, CardBook
from game.games.inns_and_outcasts.model import AUCTION, HANDS, PLACE, QUICK_AUCTION
from game.games.inns_and_outcasts.view import IoView, SeatView
from ui import theme
from ui.games.inns_and_outcasts.cards import INN_RGB, character_card, hand_names, inn_letter
from ui.games.inns_and_outcasts.stages import card_zone, hoard_zone, table_zone
from ui.games.inns_and_outcasts.zones import (
    LESS,
    MORE,
    PLACE_ZONE,
    TREASURE,
    HandZone,
    PickZone,
    SpotZone,
    TakeZone,
)
from ui.layout.builder import Builder, card_h, card_w, start_table
from ui.layout.regions import inset, take_left
from ui.layout.seats import around_table, clockwise_from, split_sides
from ui.layout.text import TITLE, wrap
from ui.table.model import TableLayout
from ui.widgets.face import mix, readable_on, text_ground

Color = tuple[int, int, int]
SEAT_RGB: tuple[Color, ...] = (
    (214, 64, 56),
    (52, 110, 214),
    (226, 178, 36),
    (60, 170, 90),
    (150, 84, 200),
    (40, 176, 190),
    (236, 122, 40),
    (216, 92, 168),
)
"""The eight seats' colours (each seat's Target token and chip); a letter always goes with it."""
MINE = (44, 92, 70)
FOCUS = (96, 84, 40)
HEAD = (236, 190, 70)
CALL_DONE = (44, 60, 56)
PLAYED = (40, 46, 50)
"""A hand chip of a card played this round (dark, its words muted)."""
UNKNOWN = (150, 158, 152)
"""A hand chip of a card not yet seen."""
LOOT = (226, 180, 60)
"""The gold of loot lying on a Table Setting."""
MOST = 112
"""The widest card at 1x (times the scale)."""
LEAST = 40
"""The narrowest card the plan tries before giving up on a roomier arrangement."""


def seat_marks(names: Sequence[str]) -> list[str]:
    """One short mark per seat for its token and chip: the first letter of its name, or the
    first and last characters when first letters repeat, else the seat's letter A-H."""
    firsts = [(n.strip()[:1] or "?").upper() for n in names]
    if len(set(firsts)) == len(firsts):
        return firsts
    pairs = [(n.strip()[:1] + n.strip()[-1:]).title() if n.strip() else "?" for n in names]
    if len(set(pairs)) == len(pairs) and all(len(p) == 2 for p in pairs):
        return pairs
    return ["ABCDEFGH"[i] for i in range(len(names))]


def seat_rgb(seat: int) -> Color:
    return SEAT_RGB[seat % len(SEAT_RGB)]


@dataclass
class TableUi:
    """What the table shows besides the view: the beat's caption and seats in focus while a
    step is told in stages, and the viewer's selections (the hand being built, the bid on
    the dial, the player a named Target is aimed at)."""

    caption: str = ""
    focus: tuple[int, ...] = ()
    staged: bool = False
    hand: str = ""
    """The hand being built, six letters W/D ("" when the viewer is not building one)."""
    copies: tuple[int, ...] = ()
    """The copies the viewer may take now, when hands are built copy by copy."""
    copy: int | None = None
    """The copy selected among them."""
    dial: int | None = None
    """The amount on the bid dial (None: no dial)."""
    dial_range: tuple[int, int] = (0, 0)
    aim: int | None = None
    """The seat a named Target is aimed at (None: no named Target is asked)."""
    clickable: set[str] = field(default_factory=set)


@dataclass
class Plan:
    """The sizes one layout is cut with."""

    g: int
    cw: int
    """Card width on the other seats' mats."""
    hw: int
    """Card width in the viewer's hand and card slot."""
    mat_w: int
    mat_h: int
    band_h: int
    bottom_h: int
    my_w: int
    chip: int
    chip_rows: int


def io_layout(
    book: CardBook,
    view: IoView,
    me: int,
    main: pygame.Rect,
    scale: float,
    names: Sequence[str],
    ui: TableUi,
) -> TableLayout:
    """Everything inside ``main`` for the seat ``me`` at the bottom."""
    b, g, area = start_table(main, scale)
    n = view.n_seats
    others = clockwise_from(me, n)
    plan = _plan(b, view, area, len(others), g)
    marks = seat_marks(names)
    ring = around_table(
        area,
        len(others),
        bottom_h=plan.bottom_h,
        band_h=plan.band_h,
        seat_w=plan.mat_w,
        gap=g,
    )
    for seat, r in zip(others, ring.others, strict=True):
        _mat(b, book, view, seat, me, r, plan, names, marks, ui)
    mine, hand_panel = take_left(ring.bottom, plan.my_w, g)
    _mat(b, book, view, me, me, mine, plan, names, marks, ui)
    _hand(b, book, view, me, hand_panel, plan)
    _centre(b, book, view, me, ring.centre, plan, names, marks, ui)
    return b.lay


# ---------------------------------------------------------------- sizes
def _chip_w(b: Builder) -> int:
    return b.text_w("6W", bold=True) + max(6, b.pad * 2)


def _right_w(b: Builder, chip: int, rows: int) -> int:
    """The least width of a mat's column beside its card: the hand chips in ``rows`` rows,
    and the Hoard (its short words)."""
    gap = max(2, b.pad // 2)
    per_row = 6 // rows
    return max(per_row * chip + (per_row - 1) * gap, b.text_w("Hoard 75"))


def _right_h(b: Builder, chip_rows: int, hand_chips: bool) -> int:
    """How tall a mat's column beside its card is: Hoard and Table, the tokens' line, and
    the hand chips."""
    gap = max(2, b.pad // 2)
    h = 2 * b.line + (b.line + 2) + gap
    if hand_chips:
        h += chip_rows * (b.line + 2) + (chip_rows - 1) * gap + gap
    return h


def _mat_size(b: Builder, cw: int, g: int, chip_rows: int, hand_chips: bool) -> tuple[int, int]:
    slot = card_h(cw)
    w = 2 * g + slot + g + _right_w(b, _chip_w(b), chip_rows)
    h = 2 * g + b.title_line + g // 2 + max(slot, _right_h(b, chip_rows, hand_chips))
    return w, h


def _centre_least(b: Builder, view: IoView) -> tuple[int, int]:
    """The least size of the middle of the table (the call, the Treasure, a few lines; the
    hand-building screen wants two rows of small cards)."""
    w = 6 * (b.line + 8) + b.text_w("Treasure 00") + 6 * b.pad
    h = 2 * b.title_line + 5 * b.line
    if view.phase == HANDS:
        h = max(h, b.title_line + 2 * b.line + 2 * card_h(40) + 4 * b.pad)
    return w, h


def _plan(b: Builder, view: IoView, area: pygame.Rect, n_others: int, g: int) -> Plan:
    """The largest cards for which the seats fit around the table with the middle left
    room enough: the other seats' mats along the top and down the sides (their hand chips
    in one row, else two), the viewer's mat and six hand cards along the bottom."""
    cw_most = max(LEAST, round(MOST * b.scale))
    least_w, least_h = _centre_least(b, view)
    chip = _chip_w(b)
    # the viewer's hand: the widest cards for which their mat and six cards fit across
    hw = max(LEAST, round(MOST * 1.15 * b.scale))
    while hw > b.target:
        my_w, my_h = _mat_size(b, hw, g, 1, False)
        if my_w + g + 6 * (hw + g) <= area.w and card_h(hw) + 2 * g <= area.h // 3:
            break
        hw -= max(1, hw // 24)
    my_w, my_h = _mat_size(b, hw, g, 1, False)
    cw = cw_most
    while True:
        for rows in (1, 2):
            mat_w, mat_h = _mat_size(b, cw, g, rows, True)
            bottom_h = max(my_h, card_h(hw) + 2 * g)
            top_most = max(1, (area.w + g) // (mat_w + g))
            left, top, right = split_sides(n_others, top_most)
            band_h = mat_h if top else 0
            middle_h = area.h - bottom_h - g - (band_h + g if top else 0)
            sides = max(left, right)
            if sides and (middle_h - (sides - 1) * g) // sides < mat_h:
                continue
            centre_w = area.w - (2 * (mat_w + g) if sides else 0)
            if centre_w < least_w or middle_h < least_h:
                continue
            return Plan(g, cw, hw, mat_w, mat_h, band_h, bottom_h, my_w, chip, rows)
        if cw <= 16:
            break
        cw -= max(1, cw // 24)
    # nothing fits (a window smaller than any the table is made for): the smallest try
    mat_w, mat_h = _mat_size(b, cw, g, 2, True)
    return Plan(g, cw, hw, mat_w, mat_h, mat_h, max(my_h, card_h(hw) + 2 * g), my_w, chip, 2)


# ---------------------------------------------------------------- a seat's mat
def _chip(
    b: Builder,
    region: str,
    rect: pygame.Rect,
    text: str,
    color: Color,
    *,
    bold: bool = True,
    ink: Color | None = None,
) -> None:
    """A coloured chip with its text (in ``ink``, else ink or white, whichever reads)."""
    ground = text_ground(color)
    b.panel(rect, ground)
    fg = ink if ink is not None else readable_on(ground)
    lab = b.label(text, region, (rect.center, "center"), bold=bold, color=fg, ellipsis=False)
    if lab is None:  # the chip stays, without its text (a window too small for the table)
        b.dropped.pop()
    b.block(rect, region)


def _mat(
    b: Builder,
    book: CardBook,
    view: IoView,
    seat: int,
    me: int,
    rect: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
    marks: Sequence[str],
    ui: TableUi,
) -> None:
    """A seat's mat: header (token chip, name, Head chip), its card slot on the left, its
    Hoard, Table Setting, tokens, state and (another seat's) hand chips on the right."""
    g = plan.g
    region = f"seat{seat}"
    mine = seat == me
    focus = seat in ui.focus or (view.resolving == seat and not ui.staged)
    if focus:
        b.panel(rect.inflate(2 * max(2, g // 2), 2 * max(2, g // 2)), theme.ACCENT)
    b.region(region, rect, MINE if mine else (FOCUS if focus else theme.TABLE_DARK))
    inner = inset(rect, g)
    # header: the seat's own token chip (dim while it lies on another card), name, Head chip
    th = b.title_line
    chip = pygame.Rect(inner.left, inner.top, th, th)
    away = any(t.owner == seat for t in view.tokens)
    color = seat_rgb(seat) if not away else mix(seat_rgb(seat), theme.TABLE_DARK, 0.6)
    _chip(b, region, chip, marks[seat], color)
    right = inner.right
    if view.head == seat:
        for text in ("Head", "H"):
            w = b.text_w(text, bold=True) + 2 * b.pad
            if w * 3 <= inner.w or text == "H":
                head = pygame.Rect(inner.right - w, inner.top, w, th)
                _chip(b, region, head, text, HEAD)
                right = head.left - g
                break
    acting = seat in view.ctx.to_act
    who = "You" if mine and view.viewer == me else names[seat]
    b.label(
        who,
        region,
        ((chip.right + g, inner.top + th // 2), "midleft"),
        size=TITLE,
        bold=True,
        color=theme.ACCENT if acting else theme.TEXT,
        width=right - chip.right - g,
    )
    body = pygame.Rect(inner.left, inner.top + th + g // 2, inner.w, inner.h - th - g // 2)
    cw = plan.hw if mine else plan.cw
    side = min(card_h(cw), body.h)
    cw = min(cw, card_w(side))
    slot, col = take_left(body, side, g)
    slot.h = side
    _card(b, view, seat, me, slot, cw, region, ui)
    _column(b, book, view, seat, me, col, plan, marks, region, ui)


def _card(
    b: Builder,
    view: IoView,
    seat: int,
    me: int,
    slot: pygame.Rect,
    cw: int,
    region: str,
    ui: TableUi,
) -> None:
    """The seat's card this turn in its slot: a back while face down (face up to its owner,
    tagged "hidden"), turned a quarter when Blocked."""
    p = view.players[seat]
    b.zone(card_zone(seat), slot.copy(), "", style="slot")
    if seat == me and view.viewer == me:
        b.zone(PLACE_ZONE, slot.copy(), "", drop=view.phase == PLACE, style="none")
    card = p.card
    if card is None and seat == me:
        card = chosen_card(view, me)
    if not p.placed and card is None:
        if view.phase == PLACE and view.choices is not None and seat in view.choices.has_chosen:
            up = pygame.Rect(0, 0, cw, card_h(cw))
            up.center = slot.center
            b.card(f"down:{seat}", None, up, card_zone(seat), region, face_up=False)
        return
    if p.blocked and p.face_up and card is not None:
        r = pygame.Rect(0, 0, card_h(cw), cw)
        r.center = slot.center
        b.card(f"c{card}", card, r, card_zone(seat), region, sideways=True)
        return
    up = pygame.Rect(0, 0, cw, card_h(cw))
    up.center = slot.center
    if card is None:  # face down, unknown to the viewer
        b.card(f"down:{seat}", None, up, card_zone(seat), region, face_up=False)
        return
    b.card(f"c{card}", card, up, card_zone(seat), region, owner_view=not p.face_up)


def chosen_card(view: IoView, me: int) -> int | None:
    """The card the viewer put face down while the others still choose (their secret
    choice, shown only to them)."""
    c = view.choices
    if view.phase != PLACE or view.viewer != me or c is None or c.revealed:
        return None
    return c.mine if isinstance(c.mine, int) and not isinstance(c.mine, bool) else None


def _column(
    b: Builder,
    book: CardBook,
    view: IoView,
    seat: int,
    me: int,
    col: pygame.Rect,
    plan: Plan,
    marks: Sequence[str],
    region: str,
    ui: TableUi,
) -> None:
    """Beside the card: Hoard and Table Setting (one line, else two), the Target tokens on
    the Table Setting with the card's state, and another seat's hand chips."""
    p = view.players[seat]
    L = b.line
    gap = max(2, b.pad // 2)
    y = col.top
    hoard = (f"Hoard {p.hoard}", f"H {p.hoard}", str(p.hoard))
    table = (f"Table {p.table}", f"T {p.table}", str(p.table))
    one_line = b.text_w(f"Hoard {p.hoard}") + b.text_w(f"Table {p.table}") + 2 * b.pad <= col.w
    h_lab = b.label(hoard, region, ((col.left, y), "topleft"), color=theme.ACCENT, width=col.w)
    if one_line and h_lab is not None and h_lab.rect is not None:
        t_at = (h_lab.rect.right + 2 * b.pad, y)
    else:
        y += L
        t_at = (col.left, y)
    pill = pygame.Rect(t_at, (b.text_w(table[0], bold=True) + 2 * b.pad, L))
    if p.table and pill.right <= col.right:  # loot on the Table Setting: a gold pill
        _chip(b, region, pill, table[0], LOOT)
        t_rect: pygame.Rect | None = pill
    else:
        t_lab = b.label(table, region, (t_at, "topleft"), width=col.right - t_at[0])
        t_rect = t_lab.rect if t_lab is not None else None
    if h_lab is not None and h_lab.rect is not None:
        b.zone(hoard_zone(seat), h_lab.rect.copy(), "", style="none")
    if t_rect is not None:
        b.zone(table_zone(seat), t_rect.copy(), "", style="none")
    y += L + gap
    # the tokens lying on this Table Setting, then the card's state
    x = col.left
    for t in [t for t in view.tokens if t.seat == seat]:
        text = marks[t.owner] + (f"\u00b7{t.named}" if t.named else "")
        w = b.text_w(text, bold=True) + 2 * b.pad
        if x + w > col.right:
            break
        color = seat_rgb(t.owner) if t.live else mix(seat_rgb(t.owner), theme.TABLE_DARK, 0.65)
        _chip(b, region, pygame.Rect(x, y, w, L + 2), text, color)
        x += w + gap
    state: tuple[str, ...] = ()
    own = p.card if p.card is not None else chosen_card(view, me) if seat == me else None
    if seat == me and view.viewer == me and own is not None and not p.face_up:
        state = ("Face down: only you see it", "Face down", "Hidden")
    if p.blocked:
        state = ("Blocked", "Blk")
    elif p.traits:
        value = next(iter(p.traits.values()))
        shown = book.morality_names.get(value, book.race_names.get(value, value))
        state = (f"Now {shown} this turn (a Target changed it)", f"Now {shown}", shown)
    if state:
        b.label(
            state,
            region,
            ((x + (b.pad if x > col.left else 0), y + 1), "topleft"),
            color=theme.BAD if p.blocked else theme.MUTED if not p.face_up else theme.ACCENT,
            bold=p.blocked,
        )
    y += L + 2 + gap
    if seat == me:
        return
    _hand_chips(b, book, view, seat, pygame.Rect(col.left, y, col.w, col.bottom - y), plan, region)


def _hand_chips(
    b: Builder,
    book: CardBook,
    view: IoView,
    seat: int,
    box: pygame.Rect,
    plan: Plan,
    region: str,
) -> None:
    """Six chips, one per initiative: played this round (dark, with its inn letter), known
    and still in hand (in its inn's colour, with the letter), or unknown (the number)."""
    p: SeatView = view.players[seat]
    gap = max(2, b.pad // 2)
    chip = plan.chip
    per_row = 6 if 6 * chip + 5 * gap <= box.w else 3
    h = b.line + 2
    if box.h < (h if per_row == 6 else 2 * h + gap):
        return
    played = {book(c).initiative: c for c in p.played}
    current = p.card if p.face_up and p.card is not None else None
    known = {book(c).initiative: c for c in p.seen}
    for i in range(1, 7):
        k = i - 1
        r = pygame.Rect(
            box.left + (k % per_row) * (chip + gap), box.top + (k // per_row) * (h + gap), chip, h
        )
        if i in played:
            c = played[i]
            _chip(
                b, region, r, f"{i}{inn_letter(book(c).inn)}", PLAYED, bold=False, ink=theme.MUTED
            )
        elif current is not None and book(current).initiative == i:
            _chip(b, region, r, f"{i}{inn_letter(book(current).inn)}", theme.ACCENT)
        elif i in known:
            c = known[i]
            _chip(b, region, r, f"{i}{inn_letter(book(c).inn)}", INN_RGB[book(c).inn])
        else:
            _chip(b, region, r, str(i), UNKNOWN)


# ---------------------------------------------------------------- the viewer's hand
def _hand(
    b: Builder, book: CardBook, view: IoView, me: int, panel: pygame.Rect, plan: Plan
) -> None:
    """Six slots by initiative: the cards still to play (pickable while cards go down), the
    ones played this round smaller and tagged, the one on the table an empty slot. A hand
    the viewer may not see shows backs for what is still in it."""
    b.region("hand", panel)
    g = plan.g
    p = view.players[me]
    hw = min(plan.hw, (panel.w - 5 * g) // 6, card_w(panel.h - g))
    hw = max(8, hw)
    ch = card_h(hw)
    total = 6 * hw + 5 * g
    x0 = panel.left + max(0, (panel.w - total) // 2)
    top = panel.top + max(0, (panel.h - ch) // 2)
    by_ini: dict[int, int] = {}
    for c in p.hand or []:
        by_ini[book(c).initiative] = c
    played = {book(c).initiative: c for c in p.played}
    current = p.card if p.placed else chosen_card(view, me)
    can_place = view.phase == PLACE and view.viewer == me and me in view.ctx.may_act
    for i in range(1, 7):
        slot = pygame.Rect(x0 + (i - 1) * (hw + g), top, hw, ch)
        b.zone(str(HandZone(i)), slot.copy(), "", style="slot")
        if i in played:
            c = played[i]
            w = max(8, round(hw * 0.78))
            r = pygame.Rect(0, 0, w, card_h(w))
            r.midbottom = slot.midbottom
            b.card(f"c{c}", c, r, str(HandZone(i)), "hand")
            if r.top - slot.top >= b.line:
                b.label(
                    ("played", "used"),
                    "hand",
                    ((slot.centerx, slot.top), "midtop"),
                    color=theme.MUTED,
                    ellipsis=False,
                )
            continue
        held = by_ini.get(i)
        if held is not None:
            if held == current:
                continue
            b.card(f"c{held}", held, slot.copy(), str(HandZone(i)), "hand", target=can_place)
        elif p.hand is None and view.phase != HANDS and not _on_table(book, p, i):
            b.card(f"back{me}:{i}", None, slot.copy(), str(HandZone(i)), "hand", face_up=False)


def _on_table(book: CardBook, p: SeatView, initiative: int) -> bool:
    return p.face_up and p.card is not None and book(p.card).initiative == initiative


# ---------------------------------------------------------------- the middle
def _centre(
    b: Builder,
    book: CardBook,
    view: IoView,
    me: int,
    centre: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
    marks: Sequence[str],
    ui: TableUi,
) -> None:
    b.region("centre", centre, theme.TABLE_DARK)
    g = plan.g
    inner = inset(centre, g)
    L = b.line
    # the turn and the Hoard that ends the game
    turn: tuple[str, ...] = (
        f"Turn {view.turn}: round {view.ctx.round}, turn {view.turn_in_round} of "
        f"{view.round_length}",
        f"Turn {view.turn} (round {view.ctx.round})",
        f"Turn {view.turn}",
    )
    if view.phase == HANDS:
        turn = ("Before the first turn", "Setting up")
    b.label(turn, "centre", ((inner.left, inner.top), "topleft"), bold=True, width=inner.w // 2)
    b.label(
        (
            f"A Hoard of {view.target} ends the game",
            f"{view.target} ends it",
            f"Goal {view.target}",
        ),
        "centre",
        ((inner.right, inner.top), "topright"),
        color=theme.MUTED,
    )
    y = inner.top + b.title_line + max(2, b.pad // 2)
    # the call: six boxes, the one called lit; the Treasure at the end of the row
    call_w = b.text_w("Call") + 2 * b.pad
    t_w = b.text_w("Treasure") + 3 * b.pad
    step = max(2, b.pad)
    box = (inner.w - call_w - t_w - 2 * g - 5 * step) // 6
    box = max(L + 6, min(box, round(2.2 * L), inner.h // 6))
    row_w = call_w + 6 * box + 5 * step
    x = inner.left + max(0, (inner.w - t_w - g - row_w) // 2)
    b.label(("Call", ""), "centre", ((x, y + box // 2), "midleft"), color=theme.MUTED)
    x += call_w
    for i in range(1, 7):
        r = pygame.Rect(x, y, box, box)
        if view.call == i:
            color: Color = theme.ACCENT
        elif view.call > i:
            color = CALL_DONE
        else:
            color = (70, 96, 86)
        _chip(b, "centre", r, str(i), color, bold=view.call == i)
        x += box + step
    treasure = pygame.Rect(inner.right - t_w, y, t_w, box)
    if treasure.left >= x + g - step:
        _chip(b, "centre", treasure, "Treasure", (176, 140, 40))
    else:
        treasure = pygame.Rect(x, y, max(8, inner.right - x), box)
    b.zone(TREASURE, treasure, "", style="none")
    y += box + g
    body = pygame.Rect(inner.left, y, inner.w, inner.bottom - y)
    if ui.staged and ui.caption:
        y = _lines(b, [(ui.caption, theme.ACCENT, True)], body, TITLE)
        _spotlight(b, book, view, pygame.Rect(body.left, y, body.w, body.bottom - y), names, ui)
        return
    if view.ctx.result is not None:
        _game_over(b, view, body, names)
        return
    if view.phase == HANDS:
        if ui.copies:
            _copy_chooser(b, book, body, ui, g)
        elif ui.hand:
            _chooser(b, book, body, ui, g)
        else:
            waiting = ", ".join(names[s] for s in view.ctx.to_act)
            _lines(
                b,
                [
                    (
                        "Everyone chooses a character card at each initiative in secret."
                        if view.pick_copies
                        else "Everyone builds a hand of six in secret.",
                        theme.TEXT,
                        True,
                    ),
                    (f"Waiting for {waiting}." if waiting else "", theme.MUTED, False),
                ],
                body,
            )
        return
    if view.phase in (AUCTION, QUICK_AUCTION):
        _auction(b, book, view, me, body, names, ui, g)
        return
    _situation(b, book, view, me, body, names, ui)


def _lines(
    b: Builder, lines: Sequence[tuple[str, Color, bool]], box: pygame.Rect, size: int = 14
) -> int:
    """Wrapped paragraphs from the top of ``box`` while they fit; returns the y below."""
    y = box.top
    h = b.title_line if size > 14 else b.line
    for text, color, bold in lines:
        if not text:
            continue
        for line in wrap(text, box.w, size, b.scale, bold):
            if y + h > box.bottom:
                return y
            b.label(line, "centre", ((box.left, y), "topleft"), size=size, color=color, bold=bold)
            y += h
        y += max(2, b.pad // 2)
    return y


def _spotlight(
    b: Builder,
    book: CardBook,
    view: IoView,
    box: pygame.Rect,
    names: Sequence[str],
    ui: TableUi,
) -> None:
    """The face-up cards of the seats a beat is about, large, each with its player's name
    (and Blocked) under it: what just turned up or acted, easy to follow."""
    seats = [s for s in ui.focus if view.players[s].face_up and view.players[s].card is not None]
    if not seats or box.h < card_h(24) + b.line:
        return
    g = max(4, b.pad)
    k = len(seats)
    cw = min(
        (box.w - (k - 1) * 2 * g) // k, card_w(box.h - b.line - g), round(MOST * 1.3 * b.scale)
    )
    if cw < 24:
        return
    ch = card_h(cw)
    total = k * cw + (k - 1) * 2 * g
    x = box.centerx - total // 2
    for s in seats:
        p = view.players[s]
        assert p.card is not None
        r = pygame.Rect(x, box.top, cw, ch)
        b.zone(str(SpotZone(s)), r.copy(), "", style="none")
        b.card(f"spot{p.card}", p.card, r, str(SpotZone(s)), "centre")
        who = "You" if s == view.viewer else names[s]
        words = (f"{who}: Blocked", who) if p.blocked else (who,)
        b.label(
            words,
            "centre",
            ((r.centerx, r.bottom + 2), "midtop"),
            color=theme.BAD if p.blocked else theme.TEXT,
            bold=True,
            width=cw + 2 * g,
        )
        x += cw + 2 * g


def _game_over(b: Builder, view: IoView, box: pygame.Rect, names: Sequence[str]) -> None:
    """The final Hoards, biggest first, the winner's line lit."""
    result = view.ctx.result
    assert result is not None
    winners = set(result.winners)
    lines: list[tuple[str, Color, bool]] = [("The game is over.", theme.ACCENT, True)]
    for rank, s in enumerate(result.ranking, start=1):
        who = "You" if s == view.viewer else names[s]
        hoard = result.scores.get(s, view.players[s].hoard)
        won = "  - wins" if s in winners else ""
        lines.append(
            (f"{rank}. {who}: Hoard {hoard}{won}", theme.ACCENT if won else theme.TEXT, bool(won))
        )
    _lines(b, lines, box)


def _situation(
    b: Builder,
    book: CardBook,
    view: IoView,
    me: int,
    box: pygame.Rect,
    names: Sequence[str],
    ui: TableUi,
) -> None:
    """What is going on in words: the cards going down, the card resolving, the choice
    asked (with an auction's options when its winner picks, the player a named Target is
    aimed at)."""
    lines: list[tuple[str, Color, bool]] = []

    def whose(s: int) -> str:
        return "your" if s == view.viewer else f"{names[s]}'s"

    if view.phase == PLACE:
        lines.append(("Everyone places a card face down.", theme.TEXT, True))
        c = view.choices
        if c is not None and c.waiting:
            lines.append(
                (f"Still choosing: {', '.join(names[s] for s in c.waiting)}.", theme.MUTED, False)
            )
    if view.resolving is not None:
        s = view.resolving
        card = view.players[s].card
        what = book(card).character if card is not None else "card"
        lines.append((f"Resolving {whose(s)} {what}.", theme.TEXT, True))
    a = view.asked
    if a is not None:
        src = view.players[a.source].card
        what = book(src).character if src is not None else "card"
        ask = typed_ask(a)
        they, you = _ASK_WORDS.get(type(ask), ("chooses", "choose"))
        doing = f"Your move: {you}" if a.seat == view.viewer else f"{names[a.seat]} {they}"
        lines.append((f"{doing} ({whose(a.source)} {what}).", theme.ACCENT, False))
        if ui.aim is not None:
            lines.append(
                (f"Aimed at {names[ui.aim]}'s card: press the number you name.", theme.TEXT, True)
            )
        if isinstance(ask, PickOptionAsk) and src is not None:
            for i, (label, text) in enumerate(auction_options(book, src, view.auction_path)):
                lines.append((f"{i + 1}. {label}: {text}", theme.TEXT, False))
    if view.winning_bids:
        shown = ", ".join(f"{names[s]}'s auction {n}" for s, n in view.winning_bids.items())
        lines.append((f"Winning bids this turn: {shown}.", theme.MUTED, False))
    _lines(b, lines, box)


_ASK_WORDS: dict[type, tuple[str, str]] = {
    BlockIconAsk: (
        "may block a card with the Block icon",
        "you may block a card with the Block icon",
    ),
    TargetAsk: (
        "puts a Target token on a face-down card",
        "put your Target token on a face-down card",
    ),
    ChoosePlayerAsk: ("chooses a player", "choose a player"),
    ReturnTokenAsk: ("may send a Target token home", "you may send a Target token home"),
    TransmuteAsk: (
        "may pour loot back into the Treasure for more",
        "you may pour loot back into the Treasure for more",
    ),
    PayOrAsk: ("pays 1 or refuses", "pay 1 or refuse"),
    PickOptionAsk: ("won the auction and picks an option", "you won the auction: pick an option"),
}
"""What the seat asked is doing, by the kind of choice: as said of them for the middle of
the table ("Cleo chooses a player"), and to them ("choose a player")."""


def auction_options(book: CardBook, card: int, path: str) -> list[tuple[str, str]]:
    """(label, words) of each option of the auction at ``path`` of ``card``'s Reveal
    ability (empty when there is none there)."""
    try:
        effect = at_path(book(card).reveal, path)
    except (KeyError, IndexError, ValueError):
        return []
    if not isinstance(effect, Auction):
        return []
    return [(o.label, o.text) for o in effect.options]


def _auction(
    b: Builder,
    book: CardBook,
    view: IoView,
    me: int,
    box: pygame.Rect,
    names: Sequence[str],
    ui: TableUi,
    g: int,
) -> None:
    """The lot (whose card, its options), every bidder in order with their bid, and the
    viewer's dial (- amount +) when they may bid."""
    src = view.auction_seat
    card = view.players[src].card if 0 <= src < len(view.players) else None
    what = book(card).character if card is not None else "card"
    whose = "your" if src == view.viewer else f"{names[src]}'s"
    sealed = view.phase == QUICK_AUCTION
    title = f"Auction for {whose} {what}" + (" (sealed bids)" if sealed else "")
    lines: list[tuple[str, Color, bool]] = [(title, theme.ACCENT, True)]
    if card is not None:
        lines.extend(
            (f"{label}: {text}", theme.TEXT, False)
            for label, text in auction_options(book, card, view.auction_path)
        )
    dial_h = max(b.title_line + b.pad, b.target) + g if ui.dial is not None else 0
    text_box = pygame.Rect(box.left, box.top, box.w, box.h - dial_h)
    y = _lines(b, lines, text_box)
    # the bidders, in order
    a = view.auction
    c = view.choices

    def who(s: int) -> str:
        return "You" if s == view.viewer else names[s]

    row: list[tuple[str, Color]] = []
    if a is not None:
        for s in a.order:
            if a.leader == s and a.high is not None:
                row.append((f"{who(s)}: {a.high}, the highest", theme.ACCENT))
            elif s not in a.active:
                row.append((f"{who(s)}: passed", theme.MUTED))
            elif s == a.turn:
                row.append((f"{who(s)}: to bid", theme.TEXT))
            else:
                row.append((f"{who(s)}: waiting", theme.MUTED))
    elif sealed and c is not None:
        for s in c.seats:
            done = s in c.has_chosen
            row.append(
                (
                    f"{who(s)}: {'has bid' if done else 'bidding'}",
                    theme.TEXT if done else theme.MUTED,
                )
            )
    x = box.left
    y += max(2, b.pad // 2)
    for text, color in row:
        w = b.text_w(text) + 3 * b.pad
        if x > box.left and x + w > box.right:
            x = box.left
            y += b.line
        if y + b.line > text_box.bottom:
            break
        b.label(text, "centre", ((x, y), "topleft"), color=color, width=box.w)
        x += w
    y += b.line + g
    if ui.dial is not None:
        _dial(b, pygame.Rect(box.left, y, box.w, max(0, box.bottom - y)), ui)


def _dial(b: Builder, box: pygame.Rect, ui: TableUi) -> None:
    """- amount +: the viewer's bid, changed by clicking the signs (or the panel's buttons)."""
    assert ui.dial is not None
    h = b.title_line + b.pad
    side = max(h, b.target)
    lo, hi = ui.dial_range
    y = box.top if box.h >= side else box.bottom - side
    label = f"Your bid: {ui.dial}"
    lw = b.text_w(label, TITLE, True) + 2 * b.pad
    total = side + lw + side + 2 * b.pad
    x = box.centerx - total // 2
    minus = pygame.Rect(x, y, side, side)
    plus = pygame.Rect(x + side + lw + 2 * b.pad, y, side, side)
    for r, sign, on in ((minus, "-", ui.dial > lo), (plus, "+", ui.dial < hi)):
        _chip(b, "centre", r, sign, (90, 110, 130) if on else (50, 56, 60))
    b.zone(LESS, minus, "", style="none")
    b.zone(MORE, plus, "", style="none")
    b.label(
        label,
        "centre",
        (((minus.right + plus.left) // 2, minus.centery), "center"),
        size=TITLE,
        bold=True,
        color=theme.ACCENT,
    )


def _copy_chooser(b: Builder, book: CardBook, box: pygame.Rect, ui: TableUi, g: int) -> None:
    """Choosing a copy: every card still on the table at the viewer's next initiative, the
    Wobblin' Wagon's character's copies over the Jaded Dragon's; the one selected is framed
    in gold, clicking another selects it, clicking the selected one takes it."""
    L = b.line
    initiative = book(ui.copies[0]).initiative
    _lines(
        b,
        [
            (
                f"Initiative {initiative}: choose a card (hover one for its race and morality).",
                theme.ACCENT,
                True,
            )
        ],
        pygame.Rect(box.left, box.top, box.w, L),
    )
    pad = max(3, b.pad)
    top = box.top + L + pad
    rows = [[c for c in ui.copies if book(c).inn == inn] for inn in INNS]
    per_row = max(1, max(len(r) for r in rows))
    rows_h = box.bottom - top - 2 * L - 4 * pad
    cw = min((box.w - (per_row - 1) * g - 2 * pad) // per_row, card_w(rows_h // 2))
    cw = max(8, min(cw, round(MOST * b.scale)))
    ch = card_h(cw)
    y = top
    for k, row in enumerate(rows):
        if not row:
            continue
        total = len(row) * cw + (len(row) - 1) * g
        x0 = box.left + max(pad, (box.w - total) // 2)
        for j, card in enumerate(row):
            r = pygame.Rect(x0 + j * (cw + g), y, cw, ch)
            if card == ui.copy:
                b.panel(r.inflate(3 * pad, 3 * pad), theme.ACCENT)
            b.card(f"cp{card}", card, r, str(TakeZone(card)), "centre")
            b.zone(str(TakeZone(card)), r.copy(), "", style="none")
        y += ch + 2 * pad + (0 if k else g)


def _chooser(b: Builder, book: CardBook, box: pygame.Rect, ui: TableUi, g: int) -> None:
    """The hand-building screen: six columns (initiatives 1 to 6), the Wobblin' Wagon's
    character over the Jaded Dragon's; the one chosen at each is framed in gold, clicking
    the other chooses it."""
    L = b.line
    _lines(
        b,
        [("Build your hand: one character at each initiative.", theme.ACCENT, True)],
        pygame.Rect(box.left, box.top, box.w, L),
    )
    pad = max(3, b.pad)
    top = box.top + L + pad
    names = [book.inn_names[inn] for inn in INNS]
    rows_h = box.bottom - top - 4 * L - 6 * pad
    cw = min((box.w - 5 * g - 2 * pad) // 6, card_w(rows_h // 2), round(MOST * b.scale))
    cw = max(8, cw)
    ch = card_h(cw)
    total = 6 * cw + 5 * g
    x0 = box.left + max(pad, (box.w - total) // 2)
    y = top
    for k, inn in enumerate(INNS):
        b.label(
            (f"{names[k]} ({inn_letter(inn)})", names[k], inn_letter(inn)),
            "centre",
            ((x0, y), "topleft"),
            color=mix(INN_RGB[inn], (255, 255, 255), 0.5),
            bold=True,
        )
        y += L + pad
        for i in range(1, 7):
            r = pygame.Rect(x0 + (i - 1) * (cw + g), y, cw, ch)
            chosen = len(ui.hand) == 6 and ui.hand[i - 1] == inn_letter(inn)
            if chosen:
                b.panel(r.inflate(3 * pad, 3 * pad), theme.GOOD)
            card = character_card(inn, i)
            b.card(f"ch{card}", card, r, str(PickZone(i, inn_letter(inn))), "centre")
            b.zone(str(PickZone(i, inn_letter(inn))), r.copy(), "", style="none")
        y += ch + 2 * pad
    if len(ui.hand) == 6:
        chars = hand_names(ui.hand)
        _lines(
            b,
            [(f"Your hand (framed in green): {', '.join(chars)}.", theme.GOOD, False)],
            pygame.Rect(box.left, y, box.w, box.bottom - y),
        )
