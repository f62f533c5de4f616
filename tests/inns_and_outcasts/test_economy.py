"""The rough economy model (game/games/inns_and_outcasts/economy.py): the card numbers
reach the Hoard targets (Ending the Game) in about the turns a 30-minute game has. Real
bot games will confirm it; this guards the numbers against a careless edit."""

from __future__ import annotations

import pytest

from game.games.inns_and_outcasts.economy import HOARD_TARGET, estimate

# turns a ~30-minute game allows (README.md, "Content design notes"): about 1.5 minutes a
# turn at 3-4 players, up to about 2.5 at 7-8
TURN_BANDS = {3: (14, 20), 4: (14, 20), 5: (12, 17), 6: (10, 14), 7: (8, 13), 8: (8, 13)}


def test_hoard_targets_are_the_rulebooks():
    """Ending the Game: 75 at 3-4 players, 65 at 5, 55 at 6, 50 at 7-8."""
    assert HOARD_TARGET == {3: 75, 4: 75, 5: 65, 6: 55, 7: 50, 8: 50}


@pytest.mark.parametrize("players", range(3, 9))
def test_hoard_target_is_reached_in_a_thirty_minute_game(players):
    low, high = TURN_BANDS[players]
    est = estimate(players, games=60, seed=players)
    assert low <= est.turns_mean <= high, est
    assert 3.0 <= est.loot_per_turn <= 6.0, est


def test_no_character_earns_far_from_the_rest():
    """Every character's player earns within 40% of the table's mean turn income (rough
    policies; the balance runs will hold real bots to the issue's tighter marks)."""
    for players in (4, 8):
        est = estimate(players, games=80, seed=11)
        mean = sum(est.by_character.values()) / len(est.by_character)
        for name, income in est.by_character.items():
            assert 0.6 * mean <= income <= 1.4 * mean, (players, name, income, mean)
