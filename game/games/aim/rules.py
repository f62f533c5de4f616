"""Adventures in Inventory Management: legal actions and ``decide`` (action -> events).

Section names in comments refer to the rulebook (rulebooks/adventures-in-inventory-
management.txt). Rule decisions the rulebook leaves open are listed in README.md
beside this file.

The rules are layered by job, each layer a module: the legal actions (legal.py), the end of
a turn and of the game (turn_end.py), the action handlers (handlers.py), and here the
game's declarations, set-up and result.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.chance import Chance
from game.core.model import Event, MatchConfig
from game.core.view import ResultView
from game.games.aim import ENTRY
from game.games.aim import actions as act
from game.games.aim import events as ev
from game.games.aim.book import CardBook, card_book
from game.games.aim.evolve import fold
from game.games.aim.handlers import AimHandlers
from game.games.aim.legal import PHASE_NAMES
from game.games.aim.model import (
    AIM_RESULT,
    HAND_SIZE,
    AimResult,
    AimState,
)
from game.games.aim.stats import MatMemo


class AimRules(AimHandlers):
    """The rules of Adventures in Inventory Management for 2-4 seats (the turn and
    game-over checks, the dispatch of actions and events, outcome and positions come from
    RulesBase, game/core/base.py)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = AimState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: CardBook | None = None) -> None:
        super().__init__()
        self.book = book or card_book()
        self.content_version = self.book.cardset.content_version
        self.memo = MatMemo(self.book)
        """What these rules have worked out about mats (game/games/aim/stats.py): bounded,
        shared by every thread that uses this rules object."""
        self._drawers = frozenset(
            c for c in self.book.ids(copies=2) if self.book(c).draw_card is not None
        )
        """Card ids with "Draw a Card" (asked for every card in hand while listing actions)."""

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Setup 1-5: sort, deal starter decks, shuffle, lay out markets, draw five each.

        Three and four players use two copies (Three and four player variant).
        """
        from game.games.aim.setup import deal

        emit = self.emitter(self.initial_state(config))
        emit(deal(self.book, config.n_seats, chance))
        for seat in range(config.n_seats):
            self._draw(emit, seat, HAND_SIZE, chance)
        return emit.events

    def first_player(self, events: Sequence[Event]) -> int | None:
        """The winner of the set-up's roll-off for the turn order (Setup)."""
        rolled = next((e for e in events if isinstance(e, ev.TurnOrderRolled)), None)
        return rolled.order[0] if rolled is not None and rolled.order else None

    def purchases(self, events: Sequence[Event]) -> list[tuple[int, int]]:
        """Every card bought in the Market phase."""
        return [(e.seat, e.card) for e in events if isinstance(e, ev.Bought)]

    def result_of(self, state: AimState, e: ev.GameEnded) -> AimResult:
        """The result as AIM's saves record it: the whole game-ended event (AimResult)."""
        return AimResult(**AIM_RESULT(e))

    def result_for_view(self, state: AimState) -> ResultView | None:
        """The result as views show it, with why the game ended (``end_reason``, which the
        saved result does not hold)."""
        r = super().result_for_view(state)
        if r is None or r.reason is not None:
            return r
        return r.model_copy(update={"reason": state.end_reason})
