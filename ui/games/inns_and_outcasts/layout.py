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

import pygame

from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import HANDS
from game.games.inns_and_outcasts.view import IoView
from ui.games.inns_and_outcasts.centre import lay_centre
from ui.games.inns_and_outcasts.mats import lay_hand, lay_mat
from ui.games.inns_and_outcasts.parts import (
    LEAST,
    MOST,
    Plan,
    TableUi,
    auction_options,
    chosen_card,
    seat_marks,
    seat_rgb,
)
from ui.layout.builder import Builder, card_h, start_table
from ui.layout.regions import take_left
from ui.layout.seats import around_table, clockwise_from, split_sides
from ui.table.model import TableLayout

__all__ = [
    "Plan",
    "TableUi",
    "auction_options",
    "chosen_card",
    "io_layout",
    "seat_marks",
    "seat_rgb",
]


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
        lay_mat(b, book, view, seat, me, r, plan, names, marks, ui)
    mine, hand_panel = take_left(ring.bottom, plan.my_w, g)
    lay_mat(b, book, view, me, me, mine, plan, names, marks, ui)
    lay_hand(b, book, view, me, hand_panel, plan)
    lay_centre(b, book, view, me, ring.centre, plan, names, marks, ui)
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
