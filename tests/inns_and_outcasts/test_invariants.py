"""Invariants after every event of random games at 3-8 seats with every option: each card
in at most one hand, hands one per initiative, the loot ledger (Treasure -> Table Settings
-> Hoards: only gains, Loot abilities, returns and paid bids change the total)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.inns_and_outcasts.conftest import play_random_game

OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "round_length": st.integers(1, 5),
        "hoard_target": st.sampled_from([0, 20, 40]),
        "quick_auction": st.booleans(),
    },
)


@settings(max_examples=25, deadline=None)
@given(seats=st.integers(3, 8), seed=st.integers(0, 10**6), options=OPTIONS)
def test_every_event_keeps_the_table_consistent_and_the_loot_accounted(
    seats: int, seed: int, options: dict[str, object]
) -> None:
    match = play_random_game(seats, seed, options)
    outcome = match.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    top = max(p.hoard for p in match.state.players)
    assert top >= match.state.target
    assert [p.hoard for p in match.state.players].count(top) == 1


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_three_player_option_keeps_the_table_consistent(seed: int) -> None:
    match = play_random_game(3, seed, {"own_card_in_range": True})
    assert match.outcome() is not None
