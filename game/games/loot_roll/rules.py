"""Loot Roll: legal actions and ``decide`` (action -> events), on the game kit.

Rule numbers R1-R61 and readings D1-D47 are those of README.md beside this file (the
rulebook is rulebooks/loot-roll.txt). The automatic steps of a main action (open the
preparation window, the face-down choice, the fight window, resolve the fight, the rolls,
the end of the action) live in one place, :meth:`LootRollFlow._go` (flow.py), which every handler
calls last: it moves on until someone owes a decision.

Every handler first checks that its action is in the legal list (the same list
``legal_actions`` returns, memoized per state), so ``action in legal_actions`` is exactly
the check ``decide`` makes; a refused action gets a sentence from ``_why`` (legal.py).

The rules are layered by job, each layer a module: turn order and legal actions
(legal.py), the automatic steps (flow.py), the action handlers (handlers.py), and here the
game's declarations, set-up and views.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.chance import Chance
from game.core.model import Event, MatchConfig
from game.core.options import validate_options
from game.games.loot_roll import ENTRY
from game.games.loot_roll import actions as act
from game.games.loot_roll import describe as _describe
from game.games.loot_roll import determinize as _determinize
from game.games.loot_roll import events as ev
from game.games.loot_roll import position as _position
from game.games.loot_roll import sample as _sample
from game.games.loot_roll import view as _view
from game.games.loot_roll.calc import Tables, tables
from game.games.loot_roll.cards import (
    card_book,
)
from game.games.loot_roll.evolve import fold
from game.games.loot_roll.handlers import LootRollHandlers
from game.games.loot_roll.legal import CannotAct, CannotBuy, CannotEquip, CannotPlay
from game.games.loot_roll.model import (
    PHASE_NAMES,
    LrState,
)

__all__ = ["CannotAct", "CannotBuy", "CannotEquip", "CannotPlay", "LootRollRules"]


class LootRollRules(LootRollHandlers):
    """The rules of Loot Roll for 2-6 seats (README sections 1-3)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = LrState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, t: Tables | None = None) -> None:
        super().__init__()
        self.t = t or tables()
        self.book = card_book()
        self.content_version = self.book.cardset.content_version

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Set-up (R2, R3, R24, R25): five piles shuffled (the monsters as three dungeon
        stacks under that variant, D3), one ability card each, the first player at random
        (D2), dungeon 1."""
        opts = validate_options(self.options, config.options)
        n = config.n_seats
        stacks = bool(opts["stacks"])
        piles = {k: chance.shuffled(list(ids)) for k, ids in self.t.piles(stacks).items()}
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                seats=n, torch=opts["torch"], scaled=opts["scaled"], stacks=stacks, piles=piles
            )
        )
        s = emit.state
        for seat in range(n):
            emit(ev.AbilityDealt(seat=seat, card=s.decks["ability"][-1]))
        first = chance.rng.randrange(n)
        emit(ev.FirstPlayerChosen(seat=first))
        emit(ev.DungeonEntered(dungeon=1, first=first))
        emit(ev.TurnStarted(seat=first, turn=1))
        return emit.events

    def first_player(self, events: Sequence[Event]) -> int | None:
        """The seat chance picked to go first (D2)."""
        chosen = next((e for e in events if isinstance(e, ev.FirstPlayerChosen)), None)
        return chosen.seat if chosen is not None else None

    def purchases(self, events: Sequence[Event]) -> list[tuple[int, int]]:
        """Every ability card bought in town (R55)."""
        return [(e.seat, e.card) for e in events if isinstance(e, ev.Bought)]

    # ------------------------------------------------------------------ views and helpers
    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = _determinize.determinize
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position
