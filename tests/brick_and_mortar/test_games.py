"""Whole games: random play checked after every event (each card in one place, shelves
within capacity, money and points never below zero, turn order following the track), at
2, 3 and 4 players, drafted or with the First Game hands; a full sweep behind BM_SWEEP."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.brick_and_mortar.conftest import RULES, play_random_game

SWEEP = int(os.environ.get("BM_SWEEP", "0"))


@given(seats=st.integers(2, 4), seed=st.integers(0, 10_000), first=st.booleans())
@settings(max_examples=6 + SWEEP, deadline=None, suppress_health_check=list(HealthCheck))
def test_random_games_keep_the_invariants_after_every_event(
    seats: int, seed: int, first: bool
) -> None:
    match = play_random_game(seats, seed, first_game=first)
    outcome = match.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    assert sorted(outcome.ranking) == list(range(seats))
    scores = [outcome.scores[s] for s in outcome.ranking]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize("seats", [2, 4])
def test_a_game_lasts_until_the_marker_month_or_the_final_month(seats: int) -> None:
    """Game End: the end comes at a month's end: the final month, or the month in which
    someone reached the investment marker."""
    match = play_random_game(seats, 11)
    s = match.state
    assert s.result is not None
    if s.marker is None:
        assert s.last_month
    else:
        assert s.month == s.final_month
    assert RULES.rounds(s) == s.month
