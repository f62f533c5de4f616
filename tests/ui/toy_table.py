"""A test-only table for the kit's toy game Guess (tests/core/toy.py), so the table's tests
can drive a game with every mechanism: simultaneous secret choices, a response window, an
open auction and sealed bids. Never shipped: ``register_toy`` adds it for one test.

Cards are numbers: seat s's card for value v is ``100 * s + v``. The seat at the screen
holds the values it may choose (1-3 while guessing, 0 to its coins for a sealed bid) and
drags one onto its choice slot; everyone's slot shows a back once they chose, the viewer's
own face up, and every face after the reveal. Nudge, Pass, bids and dropping out are
buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

import pygame
import pytest

from game.core.model import Action
from tests.core.toy import (
    AUCTION,
    GUESS,
    RESPOND,
    SEALED,
    Bid,
    Choose,
    Drop,
    GuessRules,
    Nudge,
    Pass,
    PrizeBought,
    TargetRolled,
    ToyView,
)
from ui import theme
from ui.layout.cards import row_rects
from ui.layout.text import TEXT as LABEL
from ui.sound import COINS, DICE
from ui.table.adapter import KIT_SOUNDS, Effects, TableBase
from ui.table.model import CardSprite, Label, TableLayout, Zone

GAME = "toy-guess"
RULES = GuessRules()


def card_of(seat: int, value: int) -> int:
    return 100 * seat + value


class ToyTable(TableBase[ToyView]):
    game_id = GAME
    phases = ("Guess", "Nudges", "Auction", "Sealed bids")
    phase_of = {GUESS: 0, RESPOND: 1, AUCTION: 2, SEALED: 3, "game_over": 3}
    buttons = {
        Nudge: "Nudge my guess up",
        Pass: "Pass",
        Drop: "Drop out",
        Bid: lambda self, a, view, names: f"Bid {a.amount}",
        Choose: lambda self, a, view, names: f"Choose {a.value}",
    }
    primary_actions = (Drop,)
    sounds = {**KIT_SOUNDS, TargetRolled: DICE, PrizeBought: COINS}
    waiting_verbs = {RESPOND: "respond", AUCTION: "bid"}

    def __init__(self) -> None:
        self.me = 0
        """The seat the last layout was drawn for (a Choose names no seat, its card does)."""

    # ------------------------------------------------------------ actions
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        if isinstance(action, Choose):
            return card_of(self.me, action.value), "choice:me"
        return None

    def drop_action(self, card: int, zone: str, view: ToyView) -> Action | None:
        if zone == "choice:me":
            return Choose(value=card % 100)
        return None

    def instruction(self, view: ToyView, seat: int, names: Sequence[str]) -> str:
        if view.phase in (GUESS, SEALED):
            return "Drag a number onto your slot (you may change it until everyone chose)."
        if view.phase == RESPOND:
            return "You hold priority: nudge your guess up for a coin, or pass."
        return "Raise the bid or drop out."

    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        for e in events:
            if isinstance(e, TargetRolled):
                fx.roll([e.value], [(235, 190, 60)], f"The die shows {e.value}")

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return _face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return _back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return [f"{card % 100}", f"A number card of seat {card // 100 + 1}."]

    # ------------------------------------------------------------ layout
    def layout(
        self, view: ToyView, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """A row of seats (name, coins, prizes, choice slot) over the viewer's hand."""
        self.me = me
        lay = TableLayout()
        n = len(view.players)
        gap = max(6, rect.w // 100)
        each = (rect.w - (n + 1) * gap) // n
        cw = max(30, min(each // 2, rect.h // 6))
        ch = round(cw * 1.4)
        f = round(LABEL * scale) + 2
        top = rect.top + gap
        choices = view.choices
        for seat, p in enumerate(view.players):
            area = pygame.Rect(rect.left + gap + seat * (each + gap), top, each, ch + 3 * f + 16)
            lay.panels.append((area, theme.TABLE_DARK))
            lay.labels.append(Label(names[seat], (area.left + 6, area.top + 4), LABEL, bold=True))
            lay.labels.append(
                Label(f"{p.coins} coins, {p.prizes} prizes", (area.left + 6, area.top + f + 4))
            )
            slot = pygame.Rect(area.left + 6, area.top + 2 * f + 8, cw, ch)
            lay.add_zone(Zone(f"choice:{seat}", slot, "", drop=seat == me))
            if seat == me:
                lay.zones["choice:me"] = Zone("choice:me", slot.copy(), "", drop=True, style="none")
            shown = self._shown(view, seat)
            if shown is not None:
                lay.cards.append(
                    CardSprite(f"slot{seat}", card_of(seat, shown), slot.copy(), f"choice:{seat}")
                )
            elif choices is not None and seat in choices.has_chosen and not choices.revealed:
                lay.cards.append(
                    CardSprite(f"slot{seat}", None, slot.copy(), f"choice:{seat}", face_up=False)
                )
        hand = self._hand(view, me)
        if hand:
            area = pygame.Rect(rect.left + gap, rect.bottom - ch - gap, rect.w - 2 * gap, ch)
            lay.add_zone(Zone("hand", area, "", style="none"))
            cards = [card_of(me, v) for v in hand]
            rects = row_rects(len(cards), area, cw, gap, "center", top=area.top)
            for c, r in zip(cards, rects, strict=True):
                lay.cards.append(CardSprite(f"c{c}", c, r, "hand", owner_view=True))
        return lay

    @staticmethod
    def _shown(view: ToyView, seat: int) -> int | None:
        """The value face up in ``seat``'s slot: its revealed guess, or (own) the choice."""
        c = view.choices
        if c is None:
            return None
        if not c.revealed:
            mine = c.mine if seat == view.viewer else None
            return None if mine is None else int(mine)  # type: ignore[arg-type]
        if c.topic == SEALED and c.choices is not None:
            value = c.choices.get(seat)
            return None if value is None else int(value)  # type: ignore[arg-type]
        return view.players[seat].guess

    @staticmethod
    def _hand(view: ToyView, me: int) -> list[int]:
        """The values the seat at the screen may choose now (none outside a choice)."""
        c = view.choices
        if c is None or c.revealed or c.closed or me not in c.seats or view.viewer != me:
            return []
        values = [1, 2, 3] if view.phase == GUESS else list(range(view.players[me].coins + 1))
        return [v for v in values if v != c.mine]


@cache
def _face(card: int, width: int) -> pygame.Surface:
    surf = pygame.Surface((width, round(width * 1.4)))
    surf.fill((240, 232, 210))
    font = theme._font(max(8, width // 2), True, False)
    img = font.render(str(card % 100), True, theme.INK)
    surf.blit(img, img.get_rect(center=surf.get_rect().center))
    return surf


@cache
def _back(width: int) -> pygame.Surface:
    surf = pygame.Surface((width, round(width * 1.4)))
    surf.fill((90, 40, 40))
    return surf


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: nobody's screen): while a choice is open and
    not revealed, every card of every other seat."""
    part = state.secret
    if part is None or part.revealed:
        return set()
    return {card_of(s, v) for s in range(state.n_seats) if s != seat for v in range(100)}


class WideGuessRules(GuessRules):
    """Guess for up to eight seats (the toy's rules hold for any number)."""

    max_seats = 8


def register_toy(monkeypatch: pytest.MonkeyPatch, rules: GuessRules = RULES) -> None:
    """The toy game (``rules``) and its table, playable in the app for the rest of the test:
    every module that looks up the app's rules (sessions, saves, replays) finds it."""
    import ui.replay
    import ui.saves
    import ui.session
    import ui.table.registry

    for module in (ui.session, ui.saves, ui.replay):
        real = module.get_rules

        def get_rules(game_id: str, real: Any = real) -> Any:
            return rules if game_id == GAME else real(game_id)

        monkeypatch.setattr(module, "get_rules", get_rules)
    monkeypatch.setitem(ui.table.registry.ADAPTERS, GAME, ToyTable)
