"""Tavern Keepers' bids band as the table lays it out: each seat's face-down bid (the viewer's
own a drop target), the hands shown at the end, and the note that names the saboteur."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.state import GAME_OVER
from game.games.tavern_keepers.cards import CardBook
from game.games.tavern_keepers.model import BIDDING, SABOTAGE
from game.games.tavern_keepers.view import TkView
from ui import theme
from ui.games.tavern_keepers.cards import colour_abbr
from ui.games.tavern_keepers.parts import BIDS, SABOTAGE_NOTE, Plan
from ui.games.tavern_keepers.zones import BidZone, HandOfZone
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.cards import pile, stack
from ui.layout.regions import inset
from ui.layout.text import TITLE, wrap


def lay_bids(
    b: Builder,
    book: CardBook,
    view: TkView,
    me: int,
    strip: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """What the quest in progress is, and each seat's bid pile on it (the viewer's face up
    to them, the others face down with their count); in the sabotage step, who is sending
    out how many adventurers."""
    g = plan.gap
    b.region("bids", strip, BIDS)
    inner = inset(strip, g)
    if view.phase == GAME_OVER:
        winners = [names[w] for w in (view.ctx.result.winners if view.ctx.result else [])]
        verb = " win together" if len(winners) > 1 else " wins"
        title: tuple[str, ...] = (
            "The game is over: " + (" and ".join(winners) or "nobody") + verb,
            "Game over",
        )
    elif view.phase == SABOTAGE:
        title = ("Send out adventurers: sabotage step", "Sabotage step", "Sabotage")
    elif view.quest is None:
        opener = names[view.opener] if view.opener is not None else "?"
        title = (f"{opener} opens: choosing a quest", "Choosing a quest")
    else:
        q = view.quest
        focus = book(view.quests[q][-1]).colour if view.quests[q] else None
        mark = f" (Focus {colour_abbr(focus)})" if focus else " (no Focus)"
        title = (f"Bids on Quest {q + 1}{mark}", f"Bids on Quest {q + 1}", f"Quest {q + 1}")
    b.label(title, "bids", ((inner.left, inner.top), "topleft"), size=TITLE, bold=True)
    y = inner.top + b.title_line
    if view.lone and view.phase == BIDDING:
        b.label(
            (
                f"Lone bidder: at least {view.min_bid} cards, wins at once",
                f"Lone bidder: {view.min_bid}+ cards",
            ),
            "bids",
            ((inner.left, y), "topleft"),
            color=theme.ACCENT,
        )
        y += b.line
    if view.phase == SABOTAGE:
        sabotage_note(b, view, me, pygame.Rect(inner.left, y, inner.w, inner.bottom - y), names)
        return
    if view.phase == GAME_OVER:
        rest = pygame.Rect(inner.left, y + g // 2, inner.w, inner.bottom - y - g // 2)
        shown_hands(b, view, me, rest, plan, names)
        return
    if view.phase != "bidding":
        return
    n = len(view.players)
    row = pygame.Rect(inner.left, y + g // 2, inner.w, inner.bottom - y - g // 2)
    each = (row.w - (n - 1) * g) // n
    bid_order = list(view.bid_order)
    for k in range(n):
        seat = (view.quest_giver + k) % n
        box = pygame.Rect(row.left + k * (each + g), row.top, each, row.h)
        lay_bid_box(b, view, seat, me, box, plan, names, bid_order)


def shown_hands(
    b: Builder, view: TkView, me: int, box: pygame.Rect, plan: Plan, names: Sequence[str]
) -> None:
    """The end: the cards left in the other seats' hands, face up, each seat's under its
    name (the view names them only once everything is shown)."""
    seats = [p.seat for p in view.players if p.seat != me and p.hand]
    if not seats or box.h <= b.line:
        return
    g = plan.gap
    each = (box.w - (len(seats) - 1) * g) // len(seats)
    for k, seat in enumerate(seats):
        col = pygame.Rect(box.left + k * (each + g), box.top, each, box.h)
        b.label(
            (f"{names[seat]}'s hand", names[seat]),
            "bids",
            ((col.left, col.top), "topleft"),
            width=col.w,
            may_cut=True,
        )
        cards = pygame.Rect(col.left, col.top + b.line, col.w, col.h - b.line)
        hand_ = view.players[seat].hand or []
        pile(
            b,
            hand_,
            cards,
            min(round(plan.qcw * 0.9), cards.w),
            zone=str(HandOfZone(seat)),
            region="bids",
        )


def lay_bid_box(
    b: Builder,
    view: TkView,
    seat: int,
    me: int,
    box: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
    bid_order: list[int],
) -> None:
    p = view.players[seat]
    acting = seat in view.to_act
    mine = seat == me
    b.zone(str(BidZone(str(seat))), box, "", drop=mine, style="slot" if mine else "area")
    if mine:
        b.zone(str(BidZone("me")), box.copy(), "", drop=True, style="none")
    inner = inset(box, max(2, plan.gap // 2))
    who = "You" if mine and view.viewer == me else names[seat]
    b.label(
        who,
        "bids",
        ((inner.left, inner.top), "topleft"),
        may_cut=True,
        bold=acting,
        color=theme.ACCENT if acting else theme.TEXT,
    )
    if p.won:
        status: tuple[str, ...] = ("won this round", "won")
    elif p.passed:
        status = ("passed",)
    elif p.committed:
        status = (f"bid {p.bid_count}",)
        if seat in bid_order:
            status = (f"bid {p.bid_count} (#{bid_order.index(seat) + 1})", *status)
    elif acting:
        status = ("bidding now", "bidding")
    elif view.quest is None:
        status = ()
    else:
        status = ("to come",)
    if status:
        b.label(status, "bids", ((inner.left, inner.top + b.line), "topleft"), color=theme.MUTED)
    cards = pygame.Rect(inner.left, inner.top + 2 * b.line, inner.w, inner.h - 2 * b.line)
    cw = min(round(plan.qcw * 0.9), cards.w)
    if p.bid is not None:  # the viewer's own pile: face up to its owner, each can be taken back
        pile(
            b,
            p.bid,
            cards,
            cw,
            zone=str(BidZone(str(seat))),
            region="bids",
            target=True,
            owner_view=True,
        )
    elif p.bid_count:
        w = min(cw, card_w(cards.h))
        r = pygame.Rect(cards.left, cards.top, w, card_h(w))
        keys = [f"bid{seat}:{i}" for i in range(p.bid_count)]
        stack(
            b,
            [None] * p.bid_count,
            r,
            zone=str(BidZone(str(seat))),
            region="bids",
            keys=keys,
            face_up=False,
        )


def sabotage_note(
    b: Builder, view: TkView, me: int, box: pygame.Rect, names: Sequence[str]
) -> None:
    """Who sends out how many adventurers, then what sabotage does, as lines that fit."""
    lines: list[tuple[str | list[str], tuple[int, int, int]]] = []
    for p in view.players:
        who = "You" if p.seat == me and view.viewer == me else names[p.seat]
        deciding = "  - deciding now" if p.seat in view.to_act else ""
        counts = f": {len(p.prepared)} leaving, {len(p.tavern)} staying"
        wordings = b.named(who, counts + deciding, box.w) + b.named(who, counts, box.w)
        lines.append((wordings, theme.TEXT))
    for note in wrap(SABOTAGE_NOTE, box.w, 14, b.scale):
        lines.append((note, theme.MUTED))
    y = box.top
    for wording, color in lines:
        if y + b.line > box.bottom:
            break
        b.label(wording, "bids", ((box.left, y), "topleft"), color=color)
        y += b.line
