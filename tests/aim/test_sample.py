"""Bots' determinization (game/games/aim/sample.py): a table built from one seat's view alone.

For many positions of random games, the sampled table shows that seat exactly the same
view, keeps every card in exactly one place with the dice adding up (invariants.py),
and differs between samples only where the seat cannot see.
"""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.games.aim.invariants import check_invariants
from game.games.aim.model import AimState
from game.games.aim.view import AimView
from tests.aim.conftest import BOOK, RULES, play_random_game


def positions(seats: int, seed: int, every: int = 5, eager: bool = True) -> list[AimState]:
    """Every ``every``-th state of a random game (replayed from its steps)."""
    match = play_random_game(seats, seed, eager=eager, check=lambda s: None)
    replay: Match[AimState] = Match(RULES, match.config, match.setup, undo=False)
    out = [RULES.clone(replay.state)]
    for k, step in enumerate(match.steps):
        replay.fold_recorded(step)
        if k % every == 0:
            out.append(RULES.clone(replay.state))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_sampled_table_shows_the_seat_the_same_view(seats: int) -> None:
    rng = random.Random(seats)
    checked = 0
    for seed in range(3):
        for state in positions(seats, seed, every=7 if seats > 2 else 4):
            for seat in range(seats):
                view = RULES.view(state, seat)
                sampled = RULES.sample_state(view, seat, rng)
                check_invariants(BOOK, sampled)
                assert RULES.view(sampled, seat) == view
                checked += 1
    assert checked > 100


def test_samples_differ_only_in_what_the_seat_cannot_see() -> None:
    state = positions(2, 5)[40]
    view = RULES.view(state, 0)
    a = RULES.sample_state(view, 0, random.Random(1))
    b = RULES.sample_state(view, 0, random.Random(2))
    assert a.players[0].hand == b.players[0].hand == state.players[0].hand
    assert sorted(a.players[1].hand + a.players[1].deck) != sorted(
        b.players[1].hand + b.players[1].deck
    ) or (a.premium_deck != b.premium_deck)


def test_sampling_reads_the_view_only() -> None:
    state = positions(2, 7)[30]
    view = RULES.view(state, 1)
    assert isinstance(view, AimView)
    one = RULES.sample_state(view, 1, random.Random(3))
    two = RULES.sample_state(
        RULES.view(RULES.determinize(state, 1, random.Random(9)), 1), 1, random.Random(3)
    )
    assert RULES.canonical(one) == RULES.canonical(two)


def test_starter_cards_stay_with_their_owner() -> None:
    """Starter cards never change hands (Setup 2), so a sample keeps them with their seat."""
    state = positions(2, 3)[60]
    view = RULES.view(state, 0)
    sampled = RULES.sample_state(view, 0, random.Random(4))
    for seat in range(2):
        true_starters = sorted(
            c
            for c in state.players[seat].hand + state.players[seat].deck
            if BOOK(c).deck == "starter"
        )
        got = sorted(
            c
            for c in sampled.players[seat].hand + sampled.players[seat].deck
            if BOOK(c).deck == "starter"
        )
        assert got == true_starters


def test_sample_refuses_another_seats_view() -> None:
    state = positions(2, 1)[10]
    with pytest.raises(ValueError):
        RULES.sample_state(RULES.view(state, 0), 1, random.Random(0))
