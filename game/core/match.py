"""A match: one game's state driven by actions, with undo/redo, hashing and logging.

``Match.apply`` validates an action, records the events it causes and folds them
into the state. The undo policy (as Board Game Arena's): a seat may take back its
own actions back to the last barrier, where a barrier is a step that revealed
hidden information or drew randomness, or a step by another seat. Redo replays
taken-back steps until a new action is taken.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from pydantic import BaseModel

from game.core.chance import Chance
from game.core.emitter import Folded
from game.core.errors import GameOver, IllegalAction, NothingToUndo, NotYourTurn
from game.core.model import Action, Event, MatchConfig
from game.core.rules import GameRules, Outcome

S = TypeVar("S")
CHECKPOINT_EVERY = 64
"""Undo rebuilds from the nearest earlier checkpoint (a clone every this many steps)."""


class Step(NamedTuple):
    """One applied action and the events it caused (immutable; a named tuple because a
    match makes one per action and a tuple is the cheapest immutable record to build)."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    barrier: bool


class StepSink(Protocol):
    """Where a match reports what happens (the log writer implements this)."""

    def on_setup(self, events: list[Event], state_hash: str) -> None: ...

    def on_step(self, index: int, step: Step, state_hash: str, redo: bool) -> None: ...

    def on_undo(self, seat: int, index: int) -> None: ...


def hash_canonical(data: Any) -> str:
    """A stable digest of JSON-able data (sorted keys, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def views_after_each(
    rules: GameRules[S], state: S, events: Sequence[Event], seat: int | None
) -> list[BaseModel]:
    """``seat``'s view after each of ``events``, folded one by one into a copy of ``state``
    by the rules' own ``evolve``: the pictures of a step told in stages, each exactly what
    ``seat`` could know at that point of the step (``state`` is left as it was)."""
    state = rules.clone(state)
    out: list[BaseModel] = []
    for event in events:
        rules.evolve(state, event)
        out.append(rules.view(state, seat))
    return out


class Match(Generic[S]):
    """A running match. :meth:`new` draws a fresh set-up; the constructor takes recorded set-up
    events (a loaded log or a scenario position)."""

    def __init__(
        self,
        rules: GameRules[S],
        config: MatchConfig,
        setup: list[Event],
        *,
        sink: StepSink | None = None,
        undo: bool = True,
    ) -> None:
        self.rules = rules
        self.config = config
        self._n_seats = config.n_seats
        self._seed = config.seed
        self._rules_decide = rules.decide
        self._evolve = rules.evolve
        self.setup = list(setup)
        self.state: S = rules.initial_state(config)
        for event in self.setup:
            rules.evolve(self.state, event)
        self.steps: list[Step] = []
        self._redo: list[Step] = []
        self._undo_enabled = undo
        self._floor = 0  # steps that can never be taken back (barriers, other seats' turns)
        self._checkpoints: dict[int, S] = {0: rules.clone(self.state)} if undo else {}
        self.sink = sink
        if sink is not None:
            sink.on_setup(self.setup, self.state_hash())

    @classmethod
    def new(
        cls,
        rules: GameRules[S],
        config: MatchConfig,
        *,
        sink: StepSink | None = None,
        undo: bool = True,
    ) -> Match[S]:
        """A fresh match whose set-up is drawn from ``config.seed``."""
        setup = rules.setup_events(config, Chance.for_step(config.seed, 0))
        return cls(rules, config, setup, sink=sink, undo=undo)

    # ----------------------------------------------------------------- queries
    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def to_act(self) -> tuple[int, ...]:
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> BaseModel:
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.outcome(self.state) is not None

    def state_hash(self) -> str:
        return hash_canonical(self.rules.canonical(self.state))

    def events(self) -> list[Event]:
        """Every event so far, set-up first."""
        out = list(self.setup)
        for step in self.steps:
            out.extend(step.events)
        return out

    def state_before(self, index: int) -> S:
        """A copy of the state before step ``index`` (the nearest checkpoint, then the
        steps after it; from the set-up when undo keeps no checkpoints)."""
        base = (index // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        if base in self._checkpoints:
            state = self.rules.clone(self._checkpoints[base])
        else:
            base, state = 0, self.rules.initial_state(self.config)
            for event in self.setup:
                self.rules.evolve(state, event)
        for step in self.steps[base:index]:
            for event in step.events:
                self.rules.evolve(state, event)
        return state

    def views_through(self, index: int, seat: int | None) -> list[BaseModel]:
        """``seat``'s view after each event of step ``index`` (see :func:`views_after_each`)."""
        return views_after_each(
            self.rules, self.state_before(index), self.steps[index].events, seat
        )

    # ----------------------------------------------------------------- acting
    def decide(self, seat: int, action: Action) -> list[Event]:
        """The events ``action`` would cause now; raises IllegalAction, changes nothing."""
        return self._decide(seat, action)[0]

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate, record and fold ``action``; returns its events. Raises IllegalAction."""
        events, chance = self._decide(seat, action)
        barrier = chance.used
        if not barrier:
            is_barrier = self.rules.is_barrier
            for e in events:
                if is_barrier(e):
                    barrier = True
                    break
        after = events.state if type(events) is Folded else None
        self._push(Step(seat, action, tuple(events), barrier), redo=False, after=after)
        self._redo.clear()
        return events

    def _decide(self, seat: int, action: Action) -> tuple[list[Event], Chance]:
        if not 0 <= seat < self._n_seats:
            raise IllegalAction(f"There is no seat {seat}.")
        chance = Chance.for_step(self._seed, len(self.steps) + 1)
        try:
            # The rules check the turn themselves (GameOver, NotYourTurn); here the
            # refusal gets the seat's name.
            return self._rules_decide(self.state, seat, action, chance), chance
        except NotYourTurn:
            if self.rules.outcome(self.state) is not None:
                raise GameOver("The game is over.") from None
            raise NotYourTurn(f"It is not {self.seat_names[seat]}'s turn to act.") from None

    def fold_recorded(self, step: Step) -> None:
        """Append a step whose events were recorded earlier (fast replay: no re-deciding)."""
        self._push(step, redo=False)

    def _push(self, step: Step, *, redo: bool, after: S | None = None) -> None:
        """Record ``step`` and fold its events; ``after``: the state with them already
        folded in (an Emitter's copy, see Folded), taken as it is instead."""
        n = len(self.steps)
        if self._undo_enabled:
            if n % CHECKPOINT_EVERY == 0 and n not in self._checkpoints:
                self._checkpoints[n] = self.rules.clone(self.state)
            if n and self.steps[-1].seat != step.seat:
                self._floor = n
        if after is not None:
            self.state = after
        else:
            evolve, state = self._evolve, self.state
            for event in step.events:
                evolve(state, event)
        self.steps.append(step)
        if step.barrier:
            self._floor = n + 1
        if self.sink is not None:
            self.sink.on_step(n, step, self.state_hash(), redo)

    # ----------------------------------------------------------------- undo/redo
    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last action under the undo policy."""
        if not self._undo_enabled or not self.steps:
            return False
        return self.steps[-1].seat == seat and self._floor < len(self.steps)

    def can_redo(self, seat: int) -> bool:
        return bool(self._redo) and self._redo[-1].seat == seat

    def redo_step(self, seat: int) -> Step | None:
        """The step :meth:`redo` would re-apply for ``seat`` now, or None."""
        return self._redo[-1] if self.can_redo(seat) else None

    def undo(self, seat: int) -> Step:
        """Take back ``seat``'s last action; raises NothingToUndo when the policy forbids it."""
        if not self.can_undo(seat):
            raise NothingToUndo("There is nothing you can undo right now.")
        step = self.steps.pop()
        n = len(self.steps)
        for k in [k for k in self._checkpoints if k > n]:
            del self._checkpoints[k]
        self.state = self.state_before(n)
        self._redo.append(step)
        if self.sink is not None:
            self.sink.on_undo(seat, len(self.steps))
        return step

    def redo(self, seat: int) -> Step:
        """Re-apply the last undone action of ``seat``."""
        if not self.can_redo(seat):
            raise NothingToUndo("There is nothing you can redo right now.")
        step = self._redo.pop()
        self._push(step, redo=True)
        return step
