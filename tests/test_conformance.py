"""One suite for every registered game (the OpenSpiel idea): whatever the game,
random playouts finish, replay equals live, undo/redo round-trips, views leak
nothing, illegal actions change nothing, and the log saves and loads."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import GameOver, IllegalAction, NotYourTurn
from game.core.log import LogWriter, read_log, rebuild
from game.core.match import Match
from game.registry import get_rules, with_rules
from tests.conftest import new_match, play_out, random_step
from tests.shared_checks import listed_action_faults, random_game, view_leak_faults

GAMES = with_rules()
MAX_GAMES = 40
"""Random games a calibrated check may play to reach its count (a short game needs more)."""


def rules_of(game_id: str) -> Any:
    rules = get_rules(game_id)
    assert rules is not None
    return rules


def seat_counts(rules: Any) -> list[int]:
    return list(range(rules.min_seats, rules.max_seats + 1))


def fewest(rules: Any) -> int:
    """The smallest table the game allows (two seats for most games)."""
    return max(2, rules.min_seats)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_finish_with_an_outcome(game_id: str) -> None:
    rules = rules_of(game_id)
    for seats in seat_counts(rules):
        for seed in range(4):
            match = new_match(rules, seats, seed)
            play_out(match, random.Random(seed))
            outcome = match.outcome()
            assert outcome is not None
            assert outcome.winners and set(outcome.ranking) == set(range(seats))
            assert match.to_act() == ()


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_the_same_game(game_id: str) -> None:
    rules = rules_of(game_id)
    a, b = new_match(rules, fewest(rules), 11), new_match(rules, fewest(rules), 11)
    rng = random.Random(5)
    while not a.is_over:
        seat, action = random_step(a, rng)
        b.apply(seat, action)
    assert a.state_hash() == b.state_hash()
    assert a.events() == b.events()


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_of_the_log_equals_the_live_game(game_id: str, tmp_path: Path) -> None:
    rules = rules_of(game_id)
    for seats in seat_counts(rules):
        path = tmp_path / f"{game_id}-{seats}.jsonl"
        match = new_match(rules, seats, 3)
        writer = LogWriter(path, rules, match.config)
        match = Match.new(rules, match.config, sink=writer)
        play_out(match, random.Random(seats))
        writer.close()
        loaded = read_log(path, get_rules)
        assert not loaded.warnings
        replayed, report = rebuild(rules, loaded, verify=True)
        assert report.mismatch is None
        assert report.steps == len(match.steps)
        assert replayed.state_hash() == match.state_hash()
        fast, fast_report = rebuild(rules, loaded, verify=False)
        assert fast_report.mismatch is None and fast.state_hash() == match.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_then_redo_returns_the_same_state(game_id: str) -> None:
    rules = rules_of(game_id)
    undone = seed = 0
    while seed < 6 or undone <= 10:  # six games, more for a short game, until 11 undos
        assert seed < MAX_GAMES, f"only {undone} undos in {seed} random games"
        match = new_match(rules, fewest(rules), seed)
        seed += 1
        rng = random.Random(seed)
        while not match.is_over:
            seat, _ = random_step(match, rng)
            if match.can_undo(seat) and rng.random() < 0.3:
                before = match.state_hash()
                steps = len(match.steps)
                match.undo(seat)
                assert len(match.steps) == steps - 1
                assert match.can_redo(seat)
                match.redo(seat)
                assert match.state_hash() == before
                undone += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_restores_the_state_before_the_action(game_id: str) -> None:
    rules = rules_of(game_id)
    checked = 0
    for seed in range(8, 8 + MAX_GAMES):  # one game, more for a short one, until 6 undos
        match = new_match(rules, fewest(rules), seed)
        rng = random.Random(seed)
        while not match.is_over and checked < 40:
            seat = rng.choice(match.to_act())
            before = match.state_hash()
            match.apply(seat, rng.choice(match.legal_actions(seat)))
            if match.can_undo(seat):
                match.undo(seat)
                assert match.state_hash() == before
                checked += 1
                match.redo(seat)
        if checked > 5:
            return
    pytest.fail(f"only {checked} undoable actions in {MAX_GAMES} random games")


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_crosses_a_barrier_or_another_seat(game_id: str) -> None:
    rules = rules_of(game_id)
    match = new_match(rules, fewest(rules), 4)
    rng = random.Random(4)
    while not match.is_over and len(match.steps) < 400:
        seat, _ = random_step(match, rng)
        last = match.steps[-1]
        for other in range(match.config.n_seats):
            if other != seat:
                assert not match.can_undo(other)
        assert match.can_undo(seat) == (not last.barrier)


@pytest.mark.parametrize("game_id", GAMES)
def test_views_never_show_what_a_seat_cannot_know(game_id: str) -> None:
    """A view is the same however the hidden parts are dealt (other hands, deck orders):
    tests/shared_checks.py ``view_leak_faults``, every seat count, every 7th position."""
    rules = rules_of(game_id)
    for seats in seat_counts(rules):
        view_leak_faults(rules, random_game(rules, seats, 21)).assert_clean(game_id)


SMALL_INTS = st.integers(min_value=-2, max_value=260)
SPOT_WORDS = st.sampled_from(
    [
        "head",
        "back",
        "body",
        "hand1",
        "hand2",
        "store",
        "companion",
        "in:0",
        "in:5",
        "17:hand1",
        "",
        "nowhere",
        "hand3",
    ]
)


def _strategy_for(ann: Any) -> st.SearchStrategy[Any]:
    """Arbitrary values of a field's type: small (often out-of-range) ints, booleans, short
    words, the literals, and tuples/lists/optionals of those, however nested."""
    origin, args = get_origin(ann), get_args(ann)
    if origin is Literal:
        return st.sampled_from(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(_strategy_for(args[0]), max_size=4).map(tuple)
        return st.tuples(*(_strategy_for(a) for a in args))
    if origin is list:
        return st.lists(_strategy_for(args[0] if args else int), max_size=4)
    if args and type(None) in args:  # X | None
        return st.one_of(st.none(), *(_strategy_for(a) for a in args if a is not type(None)))
    if args:  # another union
        return st.one_of(*(_strategy_for(a) for a in args))
    if ann is bool:
        return st.booleans()
    if ann is int:
        return SMALL_INTS
    if ann is str:
        return SPOT_WORDS
    return st.none()


def _action_strategy(rules: Any) -> st.SearchStrategy[Any]:
    """Arbitrary actions of the game: every action type, each field drawn from its type."""
    options = []
    for cls in rules.action_types:
        fields = {
            name: _strategy_for(info.annotation)
            for name, info in cls.model_fields.items()
            if name != "kind"
        }
        options.append(st.fixed_dictionaries(fields).map(lambda f, c=cls: c(**f)))
    return st.one_of(options)


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_leave_the_state_unchanged(game_id: str) -> None:
    rules = rules_of(game_id)
    positions: list[Match[Any]] = []
    seed = 0
    while seed < 3 or len(positions) <= 10:  # three games, more for a short one
        assert seed < MAX_GAMES, f"only {len(positions)} positions in {seed} random games"
        match = new_match(rules, fewest(rules), seed)
        rng = random.Random(seed)
        seed += 1
        while not match.is_over:
            if rng.random() < 0.04:
                clone = Match(rules, match.config, match.setup, undo=False)
                for step in match.steps:
                    clone.fold_recorded(step)
                positions.append(clone)
            random_step(match, rng)

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(
        idx=st.integers(0, len(positions) - 1),
        seat=st.integers(0, 1),
        action=_action_strategy(rules),
    )
    def check(idx: int, seat: int, action: Any) -> None:
        match = positions[idx]
        legal = action in match.legal_actions(seat)
        before = match.state_hash()
        try:
            match.decide(seat, action)
            accepted = True
        except IllegalAction as exc:
            accepted = False
            assert str(exc).strip(), "an illegal action needs a readable reason"
        assert accepted == legal, f"{action.label()} legal={legal} but decide accepted={accepted}"
        assert match.state_hash() == before

    check()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_listed_action_is_accepted_and_the_list_is_sorted(game_id: str) -> None:
    """At every step of a random game (tests/shared_checks.py ``listed_action_faults``)."""
    rules = rules_of(game_id)
    listed_action_faults(rules, random_game(rules, fewest(rules), 2)).assert_clean(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_save_and_resume_continue_the_same_game(game_id: str, tmp_path: Path) -> None:
    """The log is the save: a game loaded half-way and continued matches one never stopped."""
    rules = rules_of(game_id)
    path = tmp_path / "save.jsonl"
    config = new_match(rules, fewest(rules), 9).config
    # the same random game played through once: stop at 60 steps or half-way, if sooner
    # (a random 3-seat Inns & Outcasts: ~130 steps; a five-round game of choices: 10)
    length = play_out(Match.new(rules, config), random.Random(9))
    stop = min(60, length // 2)
    assert stop > 0, "a random game of one step cannot be saved half-way"
    writer = LogWriter(path, rules, config)
    live = Match.new(rules, config, sink=writer)
    rng = random.Random(9)
    for _ in range(stop):
        random_step(live, rng)
    assert not live.is_over
    writer.close()
    live.sink = None
    loaded = read_log(path, get_rules)
    resumed, report = rebuild(rules, loaded)
    assert report.mismatch is None and resumed.state_hash() == live.state_hash()
    appender = LogWriter(path, rules, config, append=True, binding=loaded.binding)
    resumed.sink = appender
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not live.is_over:
        random_step(live, rng_a)
        random_step(resumed, rng_b)
    appender.close()
    final, report = rebuild(rules, read_log(path, get_rules))
    assert report.mismatch is None
    assert final.state_hash() == live.state_hash() == resumed.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_out_of_turn_is_refused_by_name_and_after_the_end_the_game_is_over(
    game_id: str,
) -> None:
    """The rules check the turn (GameRules.decide); the match names the seat in the refusal.
    A seat that may still change a secret choice (the kit's ``may_act``) is not out of turn.

    Every seat out of turn at every position is tried with the acting seat's first three
    actions: the refusals counted are exactly those the game's positions offer, never
    fewer (a game whose seats all choose at once at every step offers none). After the
    end every seat is refused with GameOver."""
    rules = rules_of(game_id)
    may_act = getattr(rules, "may_act", rules.to_act)
    match = new_match(rules, max(3, rules.min_seats) if rules.max_seats >= 3 else 2, 5)
    rng = random.Random(5)
    checked = expected = positions = 0
    while not match.is_over:
        acting = match.to_act()
        allowed = may_act(match.state)
        waiting = [s for s in range(match.config.n_seats) if s not in allowed]
        tried = match.legal_actions(acting[0])[:3]
        expected += len(waiting) * len(tried)
        for seat in waiting:
            before = match.state_hash()
            for action in tried:
                with pytest.raises(NotYourTurn, match=match.seat_names[seat]):
                    match.apply(seat, action)
                checked += 1
            assert match.state_hash() == before
        random_step(match, rng)
        positions += 1
    assert positions > 0 and checked == expected
    last = match.steps[-1]
    for seat in range(match.config.n_seats):
        with pytest.raises(GameOver):
            match.apply(seat, last.action)
