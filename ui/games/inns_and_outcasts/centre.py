"""The middle of the Inns & Outcasts table (see layout.py): the turn, the call, the
Treasure and what is going on (a beat's caption, the hand-building screen, an auction and
its dial, a choice being asked, the game's end)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

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
from game.games.inns_and_outcasts.view import IoView
from ui import theme
from ui.games.inns_and_outcasts.cards import INN_RGB, character_card, hand_names, inn_letter
from ui.games.inns_and_outcasts.parts import (
    CALL_DONE,
    MOST,
    Color,
    Plan,
    TableUi,
    auction_options,
    draw_chip,
)
from ui.games.inns_and_outcasts.zones import (
    LESS,
    MORE,
    TREASURE,
    PickZone,
    SpotZone,
    TakeZone,
)
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.regions import inset
from ui.layout.text import TITLE, button_name, wrap
from ui.widgets.face import mix


def lay_centre(
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
        draw_chip(b, "centre", r, str(i), color, bold=view.call == i)
        x += box + step
    treasure = pygame.Rect(inner.right - t_w, y, t_w, box)
    if treasure.left >= x + g - step:
        draw_chip(b, "centre", treasure, "Treasure", (176, 140, 40))
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
            may_cut=not p.blocked,
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
        return "You" if s == view.viewer else button_name(names[s])

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
        draw_chip(b, "centre", r, sign, (90, 110, 130) if on else (50, 56, 60))
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
