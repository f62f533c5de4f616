"""RulesBase: what every game's rules share, so a game writes only its rules.

A game subclasses ``RulesBase[MyState]`` and gives, as class attributes:

- ``entry``: its registration (game/core/entry.py), from which ``game_id``, ``title``,
  ``min_seats``, ``max_seats`` (2-8) and ``options`` are read (or those five directly);
  and ``content_version``;
- ``actions`` and ``events``: ``union_of(...)`` of its action and event types (the event
  union lists the shared ``PositionLoaded`` and ``GameEnded`` and the events of every kit
  mechanism it uses, e.g. ``*SECRET_EVENTS``);
- ``state_type``: its ``@game_state`` class;
- ``folds``: its ``Folds`` (one fold function per own event type, see below);
- ``barrier_events``: its event types that reveal hidden information or record chance
  (the kit adds its own reveals and PositionLoaded);
- ``phase_names``: phase -> words for sentences ("bidding for quests").

and writes ``to_act`` (and ``may_act`` when some seats may act without being waited for),
``legal_actions``, one handler per action type marked ``@handles(ActionType)``,
``view``, ``describe``, ``determinize``, ``sample_state`` and, if needed, ``setup_events``,
``initial_state``, ``state_from_position`` and ``result_of``.

What the base does:

- ``decide`` raises GameOver once ``state.result`` is set, NotYourTurn when the seat is not
  in ``may_act``, IllegalAction for an action type with no handler, then calls the handler
  ``(self, state, seat, action, chance) -> list[Event]``. Handlers build their events with
  ``emit = self.emitter(state)`` (each event folded into a private copy at once).
- ``need_phase(state, *phases, doing="bid cards")`` raises WrongPhase: "You can bid cards
  only during bidding for quests; it is now sabotage."
- ``evolve`` empties the state's memo fields, then folds by a table built once: the shared
  events (PositionLoaded loads the whole state; GameEnded sets ``result`` and the phase
  ``game_over``), the kit mechanisms' events (into the state's field of their record type),
  then the game's own fold for the same event if it has one.
- ``outcome``, ``canonical``, ``clone``, ``is_barrier``, ``context`` (the view's TurnContext)
  and ``rounds`` come from the state.

Every check on a game's declaration runs when its class is created (an event with no fold,
an action with no handler, a mechanism whose field is missing): a TypeError at import,
never in the middle of a game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel

from game.core import auction, priority, simultaneous
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.entry import GameEntry
from game.core.errors import GameOver, IllegalAction, NotYourTurn, WrongPhase
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Action, Event, MatchConfig, UnionSpec
from game.core.options import OptionSpec
from game.core.parts import KitPart
from game.core.rules import Outcome
from game.core.state import (
    GAME_OVER,
    GameResult,
    GameState,
    field_of_type,
    memo_names,
)
from game.core.view import RESULT_FIELDS, ResultView, TurnContext, result_view

S = TypeVar("S", bound=GameState)
E = TypeVar("E", bound=Event)
H = TypeVar("H", bound=Callable[..., list[Event]])

KIT_PARTS: tuple[KitPart, ...] = (simultaneous.PART, priority.PART, auction.PART)
"""Every kit mechanism RulesBase knows how to fold (an explicit list, no scans)."""

Fold = Callable[[Any, Any], None]


class Folds(Generic[S]):
    """A game's fold functions by event type, registered with a decorator:

        fold = Folds[MyState]()

        @fold(ev.CardBid)
        def _card_bid(s: MyState, e: ev.CardBid) -> None: ...

    A fold changes the state in place to what the event says happened; it checks no rule
    (``decide`` did). One function may fold several event types."""

    def __init__(self) -> None:
        self.table: dict[type[Event], Fold] = {}

    def __call__(self, *types: type[Event]) -> Callable[[Callable[[S, Any], None]], Any]:
        def register(fn: Callable[[S, Any], None]) -> Callable[[S, Any], None]:
            for t in types:
                if t in self.table:
                    raise TypeError(f"{t.__name__} is folded twice")
                self.table[t] = fn
            return fn

        return register


def handles(*types: type[Action]) -> Callable[[H], H]:
    """Mark a RulesBase method as the handler of ``types``:
    ``(self, state, seat, action, chance) -> list[Event]``."""

    def mark(fn: H) -> H:
        fn._kit_handles = types  # type: ignore[attr-defined]
        return fn

    return mark


def _chain(first: Fold, then: Fold) -> Fold:
    def both(state: Any, event: Any) -> None:
        first(state, event)
        then(state, event)

    return both


def _part_fold(name: str, fold: Callable[[Any, Any], Any]) -> Fold:
    def into_field(state: Any, event: Any) -> None:
        setattr(state, name, fold(getattr(state, name), event))

    return into_field


class RulesBase(Generic[S]):
    """The shared half of every game's rules (see the module docstring)."""

    entry: ClassVar[GameEntry]
    game_id: str
    title: str
    min_seats: int = 2
    max_seats: int = 2
    content_version: str = "1"
    actions: ClassVar[UnionSpec[Any]]
    events: ClassVar[UnionSpec[Any]]
    state_type: type[S]
    folds: ClassVar[Folds[Any]]
    barrier_events: ClassVar[tuple[type[Event], ...]] = ()
    phase_names: ClassVar[dict[str, str]] = {}
    options: ClassVar[tuple[OptionSpec, ...]] = ()

    # derived once per class (the GameRules protocol's names)
    action_union: Any
    event_union: Any
    action_adapter: Any
    event_adapter: Any
    action_types: tuple[type[Action], ...]
    _handlers: ClassVar[dict[type[Action], Callable[..., list[Event]]]]
    _parts: ClassVar[dict[type[Event], Fold]]
    _barriers: ClassVar[frozenset[type[Event]]]
    _may_is_to_act: ClassVar[bool]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        e = vars(cls).get("entry")
        if e is not None:  # the game's one registration names it, its seats and options
            cls.game_id, cls.title, cls.options = e.game_id, e.title, e.options
            cls.min_seats, cls.max_seats = e.seats
        handlers: dict[type[Action], Callable[..., list[Event]]] = {}
        for klass in reversed(cls.__mro__):
            for obj in vars(klass).values():
                for t in getattr(obj, "_kit_handles", ()):
                    handlers[t] = obj
        cls._handlers = handlers
        cls._may_is_to_act = cls.may_act is RulesBase.may_act
        if "actions" not in vars(cls) and "events" not in vars(cls):
            return  # an intermediate base; the game's own class declares the rest
        cls.action_union, cls.action_adapter = cls.actions.union, cls.actions.adapter
        cls.event_union, cls.event_adapter = cls.events.union, cls.events.adapter
        cls.action_types = cls.actions.types
        missing = [t.__name__ for t in cls.actions.types if t not in handlers]
        if missing:
            raise TypeError(f"{cls.__name__}: no @handles method for {', '.join(missing)}")
        event_types = set(cls.events.types)
        for shared in (PositionLoaded, GameEnded):
            if shared not in event_types:
                raise TypeError(f"{cls.__name__}: the event union must list {shared.__name__}")
        parts: dict[type[Event], Fold] = {}
        barriers = set(cls.barrier_events) | {PositionLoaded}
        for part in KIT_PARTS:
            used = [t for t in part.folds if t in event_types]
            if not used:
                continue
            if len(used) != len(part.folds):
                names = ", ".join(t.__name__ for t in part.folds)
                raise TypeError(f"{cls.__name__}: to use {part.name}, list all of {names}")
            name = field_of_type(cls.state_type, part.record)
            if name is None:
                raise TypeError(
                    f"{cls.__name__}: to use {part.name}, {cls.state_type.__name__} needs a "
                    f"field annotated {part.record.__name__} | None"
                )
            for t, fold in part.folds.items():
                parts[t] = _part_fold(name, fold)
            barriers |= set(part.barriers)
        cls._parts = parts
        cls._barriers = frozenset(barriers)
        own = cls.folds.table
        unfolded = [
            t.__name__
            for t in cls.events.types
            if t not in own and t not in parts and t not in (PositionLoaded, GameEnded)
        ]
        if unfolded:
            raise TypeError(f"{cls.__name__}: no fold for {', '.join(unfolded)}")
        stray = [t.__name__ for t in own if t not in event_types]
        if stray:
            raise TypeError(f"{cls.__name__}: folds for events not in the union: {stray}")
        cls.evolve = _make_evolve(memo_names(cls.state_type))  # type: ignore[method-assign,assignment]

    def __init__(self) -> None:
        table: dict[type[Event], Fold] = dict(self._parts)
        table[PositionLoaded] = self._load_position
        table[GameEnded] = self._end
        for t, fold in self.folds.table.items():
            table[t] = _chain(table[t], fold) if t in table else fold
        self._fold_table = table

    # ------------------------------------------------------------------ folding
    def evolve(self, state: S, event: Event) -> None:
        """Fold one event into ``state`` in place (replaced per class by a generated
        version that also empties the state's memo fields)."""
        raise NotImplementedError

    def _no_fold(self, event: Event) -> TypeError:
        return TypeError(f"{self.title} has no fold for {type(event).__name__}")

    def _load_position(self, state: S, e: PositionLoaded) -> None:
        state.load_from(self.state_type.from_canonical(e.state))

    def _end(self, state: S, e: GameEnded) -> None:
        state.result = self.result_of(state, e)
        state.phase = GAME_OVER

    def result_of(self, state: S, e: GameEnded) -> GameResult:
        """The state's result for the game-ended event ``e`` (a game whose saves record its
        result otherwise overrides this)."""
        return GameResult(**RESULT_FIELDS(e))

    def emitter(self, state: S) -> Emitter[S]:
        """An Emitter over a private copy of ``state`` folding with this game's evolve."""
        return Emitter(state, self.evolve)

    # ------------------------------------------------------------------ set-up
    def initial_state(self, config: MatchConfig) -> S:
        """An empty table (``state_type(n_seats=...)`` when the state has ``n_seats``)."""
        if "n_seats" in self.state_type._kit_fields:
            return self.state_type(n_seats=config.n_seats)  # type: ignore[call-arg]
        return self.state_type()

    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        raise NotImplementedError(f"{self.title} does not say how it is set up")

    def state_from_position(self, config: MatchConfig, position: dict[str, Any], /) -> list[Event]:
        """A position given as the state's canonical form, checked (PositionError)."""
        loaded = self.state_type.from_canonical(position)
        return [PositionLoaded(state=loaded.canonical())]

    # ------------------------------------------------------------------ turns
    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats the engine waits for now (none once the game is over)."""
        raise NotImplementedError

    def may_act(self, state: S) -> tuple[int, ...]:
        """Seats whose actions are accepted now; by default the seats to act."""
        return self.to_act(state)

    def phase_name(self, phase: str) -> str:
        """``phase`` in words ("game_over": "the end of the game" unless the game says)."""
        words = self.phase_names.get(phase)
        if words is not None:
            return words
        return "the end of the game" if phase == GAME_OVER else phase.replace("_", " ")

    def need_phase(self, state: S, *phases: str, doing: str) -> None:
        """Raise WrongPhase unless the phase is one of ``phases``: "You can <doing> only
        during <phases in words>; it is now <phase in words>."."""
        if state.phase in phases:
            return
        words = " or ".join(self.phase_name(p) for p in phases)
        raise WrongPhase(
            f"You can {doing} only during {words}; it is now {self.phase_name(state.phase)}."
        )

    def decide(self, state: S, seat: int, action: Action, chance: Chance) -> list[Event]:
        """The events of ``action``; raises an IllegalAction subclass and changes nothing."""
        if state.result is not None:
            raise GameOver("The game is over.")
        if seat not in self.may_act(state):
            raise NotYourTurn("It is not your turn to act.")
        handler = self._handlers.get(type(action))
        if handler is None:
            raise IllegalAction(f"{type(action).__name__} is not an action of {self.title}.")
        return handler(self, state, seat, action, chance)

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        raise NotImplementedError

    # ------------------------------------------------------------------ reading the state
    def is_barrier(self, event: Event) -> bool:
        """True for the game's barrier events, the kit's reveals and a loaded position."""
        return type(event) in self._barriers

    def outcome(self, state: S) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        return Outcome(
            winners=tuple(r.winners),
            ranking=tuple(r.ranking),
            scores=dict(r.scores),
            tiebreak=r.tiebreak,
            details={k: dict(v) for k, v in r.details.items()},
        )

    def canonical(self, state: S) -> Any:
        return state.canonical()

    def clone(self, state: S) -> S:
        return state.clone()

    def first_player(self, events: Sequence[Event]) -> int | None:
        """No first player named (a game that draws one overrides this)."""
        return None

    def purchases(self, events: Sequence[Event]) -> list[tuple[int, int]]:
        """No buying (a game with a market overrides this)."""
        return []

    def rounds(self, state: S) -> int:
        """Rounds played or begun (the balance report's game length)."""
        return state.round

    def context(self, state: S, viewer: int | None) -> TurnContext:
        """The engine's turn context for a view of ``state`` by ``viewer``."""
        to_act = list(self.to_act(state))
        may_act = to_act if self._may_is_to_act else list(self.may_act(state))
        return TurnContext(
            game=self.game_id,
            viewer=viewer,
            phase=state.phase,
            phase_name=self.phase_name(state.phase),
            round=state.round,
            to_act=to_act,
            may_act=may_act,
            result=self.result_for_view(state),
        )

    def result_for_view(self, state: S) -> ResultView | None:
        """The result as views show it (``ctx.result``, None while the game goes on); a game
        may add what its state keeps elsewhere (AIM: why the game ended)."""
        return result_view(state.result)

    def view(self, state: S, seat: int | None, /) -> BaseModel:
        raise NotImplementedError

    def describe(
        self, event: Event, viewer: int | None, seat_names: Sequence[str], /
    ) -> str | None:
        raise NotImplementedError

    def determinize(self, state: S, seat: int, rng: random.Random, /) -> S:
        raise NotImplementedError

    def sample_state(self, view: BaseModel, seat: int, rng: random.Random, /) -> S:
        raise NotImplementedError


def _make_evolve(memos: tuple[str, ...]) -> Callable[[Any, Any, Event], None]:
    """``evolve(self, state, event)``: empty the memo fields, then one table look-up."""
    clear = "".join(f"    state.{m}.clear()\n" for m in memos)
    src = (
        "def evolve(self, state, event):\n"
        '    """Fold one event into ``state`` in place (memo fields emptied first)."""\n'
        f"{clear}"
        "    fold = self._fold_table.get(type(event))\n"
        "    if fold is None:\n"
        "        raise self._no_fold(event)\n"
        "    fold(state, event)\n"
    )
    ns: dict[str, Any] = {}
    exec(src, ns)  # noqa: S102 - generated from the state's memo field names
    fn: Callable[[Any, Any, Event], None] = ns["evolve"]
    return fn
