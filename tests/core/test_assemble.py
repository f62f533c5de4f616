"""game/core/view.py ``assemble``: a view built without validation equals the validated one,
and anything it cannot vouch for goes through validation."""

from __future__ import annotations

import pytest

from game.core import view as core_view
from game.core.view import ResultView, assemble


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
