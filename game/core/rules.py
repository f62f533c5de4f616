"""The contract every game's rules module fulfils.

A rules object is stateless: it builds the initial state, lists legal actions,
turns an action into events (``decide``), folds one event into the state
(``evolve``, which mutates in place for speed), and derives views. The match
(game/core/match.py) owns the log, undo/redo and hashing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, TypeAdapter

from game.core.chance import Chance
from game.core.model import Action, Event, MatchConfig

S = TypeVar("S")


class Outcome(BaseModel):
    """The end of a game: ranking of seats (best first), per-seat scores and how ties were settled."""

    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    scores: dict[int, int]
    tiebreak: str | None = None
    details: dict[int, dict[str, int]] = {}


class GameRules(Protocol, Generic[S]):
    """What the engine needs from one game. A game built on the kit subclasses
    game/core/base.py's RulesBase, which implements most of it (game/core/README.md)."""

    game_id: str
    title: str
    content_version: str
    min_seats: int
    max_seats: int
    action_union: Any
    """The discriminated union of the game's actions (for typed log lines)."""
    event_union: Any
    action_adapter: TypeAdapter[Any]
    event_adapter: TypeAdapter[Any]
    action_types: tuple[type[Action], ...]

    def initial_state(self, config: MatchConfig) -> S:
        """An empty table for this config; ``setup_events`` fills it."""

    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """The set-up as events, with every shuffle written into them."""

    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may act now (several during simultaneous choices; none when over)."""

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action of ``seat`` in a fixed, sorted order."""

    def decide(self, state: S, seat: int, action: Action, chance: Chance) -> list[Event]:
        """The events ``action`` causes; raises IllegalAction (a sentence) and never mutates.
        Checks the turn itself: GameOver once the game is over, NotYourTurn when ``seat``
        may not act now (a match relies on this)."""

    def evolve(self, state: S, event: Event) -> None:
        """Fold one event into ``state`` in place."""

    def is_barrier(self, event: Event) -> bool:
        """True when ``event`` reveals hidden information or records a random outcome."""

    def view(self, state: S, seat: int | None, /) -> BaseModel:
        """What ``seat`` may know (``None``: everything, for spectators of finished games; a
        seat number no player holds, e.g. ``n_seats``: only what is public, which the hot-seat
        table shows while nobody has taken the screen over)."""

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    def first_player(self, events: Sequence[Event]) -> int | None:
        """The seat a game's ``events`` (from its set-up on) name as going first, or None
        when the game names none (the balance report's first-player advantage)."""

    def purchases(self, events: Sequence[Event]) -> list[tuple[int, int]]:
        """``(seat, card)`` for every card bought in ``events`` (the balance report's buys;
        empty for a game without buying)."""

    def canonical(self, state: S) -> Any:
        """A JSON-able form of the whole state, stable across runs, for hashing."""

    def clone(self, state: S) -> S:
        """An independent copy of ``state``."""

    def describe(
        self, event: Event, viewer: int | None, seat_names: Sequence[str], /
    ) -> str | None:
        """One plain sentence for the log panel, hiding what ``viewer`` may not know."""

    def determinize(self, state: S, seat: int, rng: random.Random, /) -> S:
        """A copy of ``state`` whose hidden parts (for ``seat``) are sampled again at random,
        consistently with ``view(state, seat)``: the view of the copy equals the view of ``state``."""

    def sample_state(self, view: BaseModel, seat: int, rng: random.Random, /) -> S:
        """A whole state built from ``view`` (``seat``'s view) alone, for bots to search.

        Everything the view hides (other hands, deck orders, piles below their tops) is
        sampled at random with ``rng``, consistently with the view: the counts match,
        every card is somewhere exactly once, and ``view(sample_state(v, seat, rng), seat)
        == v``. Unlike :meth:`determinize` it never sees the true state, so a bot that
        searches over its samples cannot peek.

        A game whose rules set ``guesses = True`` also takes ``guess`` (a chance, 0 to 1):
        each of the others' hidden choices is then, with that chance, guessed as the game's
        heuristic would make it from their own view of the sample, not drawn at random
        (game/bots: the levels with ``Level.guesses``; Inns & Outcasts)."""

    def state_from_position(self, config: MatchConfig, position: dict[str, Any], /) -> list[Event]:
        """Events that set up an arbitrary position (scenarios)."""
