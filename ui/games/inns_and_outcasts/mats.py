"""The seats' mats of the Inns & Outcasts table (see layout.py): each seat's token chip,
name, Head chip, Hoard and Table Setting, the Target tokens on it, its card this turn and,
for another seat, its hand as six chips; and the viewer's hand of six slots."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import HANDS, PLACE
from game.games.inns_and_outcasts.view import IoView, SeatView
from ui import theme
from ui.games.inns_and_outcasts.cards import INN_RGB, inn_letter
from ui.games.inns_and_outcasts.parts import (
    FOCUS,
    HEAD,
    LOOT,
    MINE,
    PLAYED,
    UNKNOWN,
    Plan,
    TableUi,
    chosen_card,
    draw_chip,
    seat_rgb,
)
from ui.games.inns_and_outcasts.stages import card_zone, hoard_zone, table_zone
from ui.games.inns_and_outcasts.zones import (
    PLACE_ZONE,
    HandZone,
)
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.regions import inset, take_left
from ui.layout.text import TITLE
from ui.widgets.face import mix


def lay_mat(
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
    draw_chip(b, region, chip, marks[seat], color)
    right = inner.right
    if view.head == seat:
        for text in ("Head", "H"):
            w = b.text_w(text, bold=True) + 2 * b.pad
            if w * 3 <= inner.w or text == "H":
                head = pygame.Rect(inner.right - w, inner.top, w, th)
                draw_chip(b, region, head, text, HEAD)
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
        may_cut=True,
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
        draw_chip(b, region, pill, table[0], LOOT)
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
        draw_chip(b, region, pygame.Rect(x, y, w, L + 2), text, color)
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
            draw_chip(
                b, region, r, f"{i}{inn_letter(book(c).inn)}", PLAYED, bold=False, ink=theme.MUTED
            )
        elif current is not None and book(current).initiative == i:
            draw_chip(b, region, r, f"{i}{inn_letter(book(current).inn)}", theme.ACCENT)
        elif i in known:
            c = known[i]
            draw_chip(b, region, r, f"{i}{inn_letter(book(c).inn)}", INN_RGB[book(c).inn])
        else:
            draw_chip(b, region, r, str(i), UNKNOWN)


# ---------------------------------------------------------------- the viewer's hand
def lay_hand(
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
