"""RulesBase and union_of (game/core/base.py, game/core/model.py): the checks a game's
declaration gets when its class is made, and the shared turn and phase checks."""

from __future__ import annotations

from dataclasses import field
from typing import Any, Literal

import pytest
from pydantic import ValidationError

from game.core.base import Folds, RulesBase, handles
from game.core.chance import Chance
from game.core.errors import GameOver, IllegalAction, NotYourTurn
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Action, Event, MatchConfig, cached_values, default_seats, union_of
from game.core.simultaneous import SECRET_EVENTS
from game.core.state import GameState, game_state, memo_field
from tests.core.toy import Choose, GuessRules, Nudge


class Tap(Action):
    kind: Literal["tap"] = "tap"


class Tapped(Event):
    kind: Literal["tapped"] = "tapped"
    seat: int


@game_state
class TapState(GameState):
    n_seats: int
    taps: list[int] = field(default_factory=list)
    memo: dict[Any, Any] = memo_field()


tap_folds = Folds[TapState]()


@tap_folds(Tapped)
def _tapped(s: TapState, e: Tapped) -> None:
    s.taps.append(e.seat)


class TapRules(RulesBase[TapState]):
    game_id = "tap"
    title = "Tap"
    actions = union_of(Tap)
    events = union_of(Tapped, PositionLoaded, GameEnded)
    state_type = TapState
    folds = tap_folds

    def to_act(self, state: TapState) -> tuple[int, ...]:
        return () if state.result else (len(state.taps) % state.n_seats,)

    @handles(Tap)
    def _tap(self, state: TapState, seat: int, a: Tap, chance: Chance) -> list[Event]:
        emit = self.emitter(state)
        emit(Tapped(seat=seat))
        if len(emit.state.taps) == 3:
            emit(GameEnded(winners=[seat], ranking=[seat, 1 - seat], scores={0: 1, 1: 2}))
        return emit.events


def tap_state() -> TapState:
    return TapRules().initial_state(MatchConfig(game="tap", seats=default_seats(2)))


def test_union_of_parses_each_kind_and_lists_the_types() -> None:
    spec = union_of(Tapped, PositionLoaded, GameEnded)
    assert spec.types == (Tapped, PositionLoaded, GameEnded) and Tapped in spec
    assert spec.adapter.validate_python({"kind": "tapped", "seat": 1}) == Tapped(seat=1)
    with pytest.raises(ValidationError):
        spec.adapter.validate_python({"kind": "bid_card", "card": 1})
    single = union_of(Tap)
    assert single.adapter.validate_python({"kind": "tap"}) == Tap()


def test_union_of_refuses_a_kind_used_twice() -> None:
    class Other(Event):
        kind: Literal["tapped"] = "tapped"

    with pytest.raises(TypeError, match="share the kind 'tapped'"):
        union_of(Tapped, Other)


def test_decide_checks_the_game_over_and_the_turn_before_the_handler() -> None:
    rules = TapRules()
    s = tap_state()
    with pytest.raises(NotYourTurn):
        rules.decide(s, 1, Tap(), Chance(0))
    for seat in (0, 1, 0):
        for e in rules.decide(s, seat, Tap(), Chance(0)):
            rules.evolve(s, e)
    assert s.phase == "game_over" and s.result is not None
    outcome = rules.outcome(s)
    assert outcome is not None and outcome.winners == (0,) and outcome.scores == {0: 1, 1: 2}
    with pytest.raises(GameOver):
        rules.decide(s, 0, Tap(), Chance(0))


def test_an_action_of_another_game_is_refused_with_a_sentence() -> None:
    with pytest.raises(IllegalAction, match="Nudge is not an action of Tap"):
        TapRules().decide(tap_state(), 0, Nudge(), Chance(0))


def test_evolve_empties_the_memo_and_refuses_an_event_with_no_fold() -> None:
    rules = TapRules()
    s = tap_state()
    s.memo["x"] = 1
    rules.evolve(s, Tapped(seat=0))
    assert s.memo == {} and s.taps == [0]
    with pytest.raises(TypeError, match="no fold for RoundBegan"):
        from tests.core.toy import RoundBegan

        rules.evolve(s, RoundBegan(round=1, starter=0))


def test_a_position_loads_the_whole_state_in_place() -> None:
    rules = TapRules()
    s = tap_state()
    config = MatchConfig(game="tap", seats=default_seats(2))
    [event] = rules.state_from_position(config, {**s.canonical(), "taps": [1, 1]})
    assert isinstance(event, PositionLoaded) and rules.is_barrier(event)
    rules.evolve(s, event)
    assert s.taps == [1, 1]


def test_a_handler_is_required_for_every_action() -> None:
    with pytest.raises(TypeError, match="no @handles method for Tap"):

        class NoHandler(RulesBase[TapState]):
            game_id, title = "x", "X"
            actions = union_of(Tap)
            events = union_of(Tapped, PositionLoaded, GameEnded)
            state_type = TapState
            folds = tap_folds


def test_a_fold_is_required_for_every_event() -> None:
    class Other(Event):
        kind: Literal["other"] = "other"

    with pytest.raises(TypeError, match="no fold for Other"):

        class NoFold(TapRules):
            events = union_of(Tapped, Other, PositionLoaded, GameEnded)


def test_the_shared_events_must_be_in_the_union() -> None:
    with pytest.raises(TypeError, match="must list GameEnded"):

        class NoEnd(TapRules):
            events = union_of(Tapped, PositionLoaded)


def test_a_mechanism_needs_its_field_in_the_state() -> None:
    with pytest.raises(TypeError, match="needs a field annotated SecretChoices"):

        class NoField(TapRules):
            events = union_of(Tapped, *SECRET_EVENTS, PositionLoaded, GameEnded)


def test_a_mechanism_needs_all_of_its_events() -> None:
    with pytest.raises(TypeError, match="list all of"):

        class Partial(GuessRules):
            events = union_of(*(t for t in GuessRules.events.types if t is not SECRET_EVENTS[1]))


def test_the_turn_context_is_the_engines_own() -> None:
    rules = GuessRules()
    config = MatchConfig(game=rules.game_id, seats=default_seats(3))
    state = rules.initial_state(config)
    for e in rules.setup_events(config, Chance(0)):
        rules.evolve(state, e)
    rules.evolve(state, rules.decide(state, 1, Choose(value=2), Chance(0))[0])
    ctx = rules.context(state, 2)
    assert (ctx.game, ctx.viewer, ctx.phase, ctx.phase_name, ctx.round) == (
        "toy-guess",
        2,
        "guess",
        "the guessing",
        1,
    )
    assert ctx.to_act == [0, 2] and ctx.may_act == [0, 1, 2] and ctx.result is None
    view = rules.view(state, 2)
    assert view.ctx == ctx and view.phase == "guess" and view.to_act == [0, 2]
    assert view.viewer == 2 and view.end_reason is None


def test_cached_values_hands_out_one_value_per_arguments_within_a_bound() -> None:
    """cached_values: the same arguments give the same object while remembered; past
    ``held`` distinct arguments the memory starts over (so it stays bounded), and a value
    built again is equal to the one forgotten."""
    built: list[int] = []

    def factory(x: int) -> Tapped:
        built.append(x)
        return Tapped(seat=x)

    make = cached_values(factory, held=10)
    first = make(3)
    assert make(3) is first and built == [3]
    for x in range(1000, 1100):
        assert make(x) == Tapped(seat=x)
    assert built == [3, *range(1000, 1100)]  # each distinct argument built once
    assert make(1099) is make(1099)  # the latest are remembered
    again = make(3)  # forgotten long ago: built again, equal
    assert built[-1] == 3 and again == first and again is not first
