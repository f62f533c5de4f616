"""The checks of tests/shared_checks.py over every registered game, examples included: log
sentences hide what a seat cannot see, samples from a view give that view back with every
count kept, and every bot level plays a game to its end from several positions.

Sampled by default (one random game at the fewest seats, about a dozen of its steps, two
start positions per bot level: the search levels near the end, where a decision is
cheap); LOOT_TABLE_FULL_SWEEP=1 checks three games at every seat count, every step, and
every bot level from the first move and two later positions.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import BOT_KINDS, SEARCH_KINDS
from game.core.match import Match
from game.registry import get_rules, with_rules
from tests.shared_checks import (
    FULL,
    Found,
    bot_faults,
    random_game,
    sample_faults,
    sentence_faults,
)

GAMES = with_rules()


def games_of(game_id: str) -> list[tuple[Any, Match[Any]]]:
    """``(rules, finished random game)`` pairs a check runs over (see the docstring)."""
    rules = get_rules(game_id)
    assert rules is not None
    low = max(2, rules.min_seats)
    seats = range(low, rules.max_seats + 1) if FULL else [low]
    seeds = range(3) if FULL else [1]
    return [(rules, random_game(rules, n, seed)) for n in seats for seed in seeds]


@pytest.mark.parametrize("game_id", GAMES)
def test_log_sentences_to_a_seat_do_not_change_when_others_hidden_cards_are_dealt_again(
    game_id: str,
) -> None:
    found = Found()
    for rules, match in games_of(game_id):
        found.add(sentence_faults(rules, match, picks=0 if FULL else 12))
    found.assert_clean(f"{game_id}: sentences")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sample_from_a_seats_view_gives_that_view_back_with_every_count_kept(
    game_id: str,
) -> None:
    found = Found()
    for rules, match in games_of(game_id):
        found.add(sample_faults(rules, match, picks=0 if FULL else 10))
    found.assert_clean(f"{game_id}: view(sample_state(view)) == view")


@pytest.mark.parametrize("kind", BOT_KINDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_bot_level_plays_a_game_to_its_end_from_several_positions(
    game_id: str, kind: str
) -> None:
    if FULL:
        starts: tuple[float, ...] = (0.0, 0.4, 0.8)
    else:
        starts = (0.85, 0.95) if kind in SEARCH_KINDS else (0.0, 0.5)
    found = Found()
    games = games_of(game_id)
    for rules, match in games:
        found.add(bot_faults(rules, match, kind, starts))
    found.assert_clean(f"{game_id}: the {kind} bot")
    assert found.compared == len(starts) * len(games)
