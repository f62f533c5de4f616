"""High Card's table: the worked example of a table adapter (ui/table/README.md).

Everything comes from the seat's view: another seat's hand is only a count, its chosen
card a back until the reveal. The seat at the screen drags a card of its hand onto its
slot (or clicks the card, then the slot; or picks it with the keys); a card already in the
slot is its choice, which it may change until the last seat chooses. Played cards lie face
up in a row per seat; the centre shows the round, the prize, the points at stake and the
stock.

Regions: ``seat:<s>`` for each seat (the viewer's along the bottom), ``centre``. Zones:
``choice:me`` (the viewer's slot, where a Play drops), ``choice:<s>``, ``hand``,
``played:<s>``, ``stock``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import pygame

from game.core.events import GameEnded
from game.core.model import Action
from game.games.high_card.model import ROUNDS, CardDrawn, Play, PrizeTurned, RoundScored, value
from game.games.high_card.view import HcView
from ui.games.high_card.icons import PICTURE
from ui.layout.builder import Builder, card_h, start_table
from ui.layout.cards import fit_width, hand, row_rects
from ui.layout.regions import take_bottom, take_left, take_right, take_top
from ui.layout.seats import around_table, clockwise_from
from ui.layout.text import TITLE
from ui.sound import FLIP, LOST, SLIDE, WON
from ui.table.adapter import KIT_SOUNDS, TableBase
from ui.table.model import TableLayout
from ui.widgets.face import Chip, FaceSpec, card_back, render_face

PHASES = ("Choose a card", "The end")
PHASE_INDEX = {"choose": 0, "game_over": 1}
BANDS = [(60, 90, 150), (40, 120, 90), (150, 110, 40), (160, 60, 60)]
"""Band colours by value (low to high); the value is always written too."""


def card_lines(card: int) -> list[str]:
    """The zoom's (and glossary's) words for ``card``."""
    v = value(card)
    return [f"{v}", f"A card of value {v} (four in the deck). Equal values cancel out."]


@cache
def _spec(card: int) -> FaceSpec:
    v = value(card)
    return FaceSpec(
        title=str(v),
        band=BANDS[min(3, (v - 1) // 3 + (v == 9))],
        mark=str(v),
        type_line="High Card",
        picture=PICTURE,
        chips=(Chip(PICTURE, str(v), "Value"),),
        text=card_lines(card)[1],
    )


def _seat_label(view: HcView, seat: int, names: Sequence[str], me: int) -> list[str]:
    p = view.players[seat]
    who = "You" if seat == me and view.viewer == me else names[seat]
    pts = f"{p.score} pt{'s' if p.score != 1 else ''}"
    return [f"{who}: {pts}, {p.hand_count} in hand", f"{who}: {pts}", who]


class HighCardTable(TableBase[HcView]):
    """High Card's adapter: drags, clicks and keys come from ``card_drops``; hot seat, undo,
    replay and hints from the kit."""

    game_id = "high-card"
    phases = PHASES
    phase_of = PHASE_INDEX
    card_drops = {Play: "choice:me"}
    sounds = {
        **KIT_SOUNDS,
        (PrizeTurned, CardDrawn): SLIDE,
        RoundScored: lambda self, e, fx: (
            None if e.winner is None else WON if e.winner == fx.viewer else LOST
        ),
        GameEnded: FLIP,
    }
    turn_events = (PrizeTurned,)
    log_icons = {PrizeTurned: "turn", CardDrawn: "draw", RoundScored: "win", GameEnded: "win"}
    waiting_verbs = {"choose": "choose a card"}

    # ------------------------------------------------------------ words
    def card_words(self, card: int) -> str:
        return f"the {value(card)}"

    def action_words(self, action: Action, view: HcView, names: Sequence[str]) -> str:
        if isinstance(action, Play):
            return f"Play {self.card_words(action.card)}"
        return super().action_words(action, view, names)

    def instruction(self, view: HcView, seat: int, names: Sequence[str]) -> str:
        mine = view.choices.mine if view.choices is not None else None
        stake = f"{view.pot} point{'s' if view.pot != 1 else ''} at stake"
        if mine is not None:
            return f"You chose the {value(int(mine))} ({stake}); drag another card to change it."  # type: ignore[arg-type]
        return f"Drag a card onto your slot: the highest card nobody matches wins ({stake})."

    def hint_reason(
        self, action: Action, view: HcView, seat: int, names: Sequence[str]
    ) -> str | None:
        if not isinstance(action, Play):
            return None
        if view.pot >= 5:
            return "a big pot is worth a high card"
        return "a small prize: keep your best cards for later" if value(action.card) < 6 else None

    def when(self, view: HcView) -> str:
        """ "Round 2 of 5"; the kit's "Game over" at the end."""
        if view.ctx.result is not None:
            return super().when(view)
        return f"Round {max(1, view.round)} of {ROUNDS}"

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return render_face(_spec(card), width)

    def back(self, width: int) -> pygame.Surface:
        return card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return card_lines(card)

    # ------------------------------------------------------------ layout
    def layout(
        self, view: HcView, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """The others around the top, the centre, the viewer's seat along the bottom."""
        b, g, area = start_table(rect, scale)
        n = len(view.players)
        line = b.title_line
        hw = min(round(100 * scale), fit_width(5, area.w // 2, g, area.w))
        bottom_h = min(line + card_h(hw) + 3 * g, area.h // 3)
        rows = 2 if any(p.hand is not None for s, p in enumerate(view.players) if s != me) else 1
        band_h = min(line + rows * card_h(round(60 * scale)) + (2 + rows) * g, area.h * rows // 4)
        ring = around_table(
            area, n - 1, bottom_h=bottom_h, band_h=band_h, seat_w=round(200 * scale), gap=g
        )
        for seat, box in zip(clockwise_from(me, n), ring.others, strict=True):
            self._other(b, view, seat, box, g, names, me)
        self._centre(b, view, ring.centre, g)
        self._mine(b, view, me, ring.bottom, g, names)
        return b.lay

    def _row(
        self,
        b: Builder,
        cards: Sequence[int],
        box: pygame.Rect,
        cw: int,
        g: int,
        zone: str,
        region: str,
    ) -> None:
        for c, r in zip(cards, row_rects(len(cards), box, cw, g, "left"), strict=True):
            b.card(f"c{c}", c, r, zone, region)

    def _slot(self, view: HcView, seat: int) -> tuple[int | None, bool]:
        """What lies on ``seat``'s slot: (its card if this view shows it, whether a card
        lies there at all)."""
        c = view.choices
        if c is None or seat not in c.has_chosen or c.revealed:
            return None, False
        if seat == view.viewer and c.mine is not None:
            return int(c.mine), True  # type: ignore[arg-type]
        if c.choices is not None and seat in c.choices:
            return int(c.choices[seat]), True  # type: ignore[arg-type]
        return None, True

    def _other(
        self,
        b: Builder,
        view: HcView,
        seat: int,
        box: pygame.Rect,
        g: int,
        names: Sequence[str],
        me: int,
    ) -> None:
        region = f"seat:{seat}"
        b.region(region, box, (30, 52, 44))
        head, rest = take_top(box, b.title_line + g)
        b.label(
            _seat_label(view, seat, names, me),
            region,
            ((head.left + g, head.top + g // 2), "topleft"),
            bold=True,
            may_cut=True,
        )
        rest = pygame.Rect(rest.left + g, rest.top, rest.w - 2 * g, rest.h - g)
        known = view.players[seat].hand
        if known is not None:  # the end (or everyone's replay): the hand shows, face up
            rest, below = take_top(rest, (rest.h - g) // 2, g)
        cw = min(fit_width(6, rest.w, g, round(60 * scale_of(b))), int(rest.h / 1.4))
        if known:
            self._row(b, known, below, cw, g, f"hand:{seat}", region)
        slot, played = take_left(rest, cw, g)
        self._slot_card(b, view, seat, pygame.Rect(slot.left, slot.top, cw, card_h(cw)), region)
        self._row(b, view.players[seat].played, played, cw, g, f"played:{seat}", region)

    def _slot_card(self, b: Builder, view: HcView, seat: int, r: pygame.Rect, region: str) -> None:
        b.zone(f"choice:{seat}", r, "", style="slot")
        card, lies = self._slot(view, seat)
        if lies:
            b.card(f"slot{seat}", card, r, f"choice:{seat}", region, face_up=card is not None)

    def _centre(self, b: Builder, view: HcView, box: pygame.Rect, g: int) -> None:
        b.region("centre", box)
        cw = min(round(70 * scale_of(b)), int(max(1, box.h - 2 * b.title_line) / 1.4))
        stock = pygame.Rect(0, 0, cw, card_h(cw))
        stock.center = box.center
        b.zone("stock", stock, "", style="none")
        if view.stock_count:
            b.card("stock", None, stock, "stock", "centre", face_up=False, count=view.stock_count)
        r = view.round
        prize = view.turned[-1] if view.turned else 0
        over = [f"Game over after {ROUNDS} rounds"] if view.ctx.result is not None else []
        words = over + [
            f"Round {max(1, r)} of {ROUNDS}: prize {prize}, {view.pot} at stake",
            f"Round {max(1, r)}: {view.pot} at stake",
            f"{view.pot} at stake",
        ]
        b.label(words, "centre", ((box.centerx, stock.top - g), "midbottom"), size=TITLE, bold=True)
        b.label(
            [
                f"Stock: {view.stock_count} cards; prizes to come: {view.prizes_left}",
                f"Stock: {view.stock_count}",
            ],
            "centre",
            ((box.centerx, stock.bottom + g), "midtop"),
        )

    def _mine(
        self, b: Builder, view: HcView, me: int, box: pygame.Rect, g: int, names: Sequence[str]
    ) -> None:
        region = f"seat:{me}"
        b.region(region, box, (44, 92, 70))
        head, rest = take_top(box, b.title_line + g)
        b.label(
            _seat_label(view, me, names, me),
            region,
            ((head.left + g, head.top + g // 2), "topleft"),
            bold=True,
            may_cut=True,
        )
        rest = pygame.Rect(rest.left + g, rest.top, rest.w - 2 * g, rest.h - g)
        cw = min(round(100 * scale_of(b)), int(rest.h / 1.4), rest.w // 8)
        slot_box, rest = take_left(rest, cw + g, g)
        slot = pygame.Rect(slot_box.left, slot_box.top, cw, card_h(cw))
        b.zone("choice:me", slot, "", drop=True, style="slot")
        card, lies = self._slot(view, me)
        if lies:
            b.card(f"slot{me}", card, slot, "choice:me", region, face_up=card is not None)
        pw = max(1, cw * 2 // 3)
        played_box, hand_box = take_right(rest, 5 * pw + 4 * g, g)
        played = view.players[me].played
        self._row(
            b,
            played,
            pygame.Rect(played_box.left, played_box.top, played_box.w, card_h(pw)),
            pw,
            g,
            f"played:{me}",
            region,
        )
        held = [c for c in (view.players[me].hand or []) if c != card]
        if held:
            hand_box, _ = take_bottom(hand_box, min(hand_box.h, card_h(cw)))
            hand(b, held, hand_box, cw, g, region=region)


def scale_of(b: Builder) -> float:
    """The text scale a builder was made with (sizes at 1x times it)."""
    return b.scale
