"""game/core/view.py ``assemble``: a view built without validation equals the validated one,
and anything it cannot vouch for goes through validation."""

from __future__ import annotations

import random

import pytest

from game.core import view as core_view
from game.core.match import Match
from game.core.view import ResultView, assemble
from game.registry import REGISTERED, get_rules
from game.simulate import make_config


def test_assembled_equals_validated() -> None:
    data = {
        "winners": [0],
        "ranking": [0, 1],
        "scores": {0: 3, 1: 1},
        "details": {},
        "tiebreak": None,
        "reason": "done",
    }
    got = assemble(ResultView, dict(data))
    want = ResultView.model_validate(data)
    assert got == want and repr(got) == repr(want)
    assert got.model_dump_json() == want.model_dump_json()


def test_fields_left_out_are_validated() -> None:
    got = assemble(ResultView, {"winners": [0], "ranking": [0], "scores": {0: 1}})
    assert got == ResultView(winners=[0], ranking=[0], scores={0: 1})
    with pytest.raises(ValueError):
        assemble(ResultView, {"winners": [0], "ranking": [0], "scores": {}, "bogus": 1})


def test_the_check_catches_a_wrong_type(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core_view, "CHECK_ASSEMBLED", True)
    data = {
        "winners": (0,),  # a tuple where validation makes a list
        "ranking": [0],
        "scores": {0: 1},
        "details": {},
        "tiebreak": None,
        "reason": None,
    }
    with pytest.raises(AssertionError):
        assemble(ResultView, data)


@pytest.mark.parametrize("game_id", [e.game_id for e in REGISTERED])
def test_every_view_of_whole_games_is_assembled_as_validated(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every seat's and the spectator's view at every step of a random game at the game's
    smallest and largest table is checked against validation (same fields, types, order,
    dump; ``CHECK_ASSEMBLED``), so a builder handing ``assemble`` a wrong type fails here."""
    monkeypatch.setattr(core_view, "CHECK_ASSEMBLED", True)
    entry = next(e for e in REGISTERED if e.game_id == game_id)
    rules = get_rules(game_id)
    assert rules is not None
    views = 0
    for seats in sorted({entry.min_seats, entry.max_seats}):
        match: Match = Match.new(rules, make_config(game_id, ["random"] * seats, 11 + seats))
        rng = random.Random(seats)
        steps = 0
        while not match.is_over and steps < 400:
            for seat in [None, *range(seats)]:
                rules.view(match.state, seat)
                views += 1
            seat = min(rules.to_act(match.state))
            match.apply(seat, rng.choice(rules.legal_actions(match.state, seat)))
            steps += 1
    assert views > 100
