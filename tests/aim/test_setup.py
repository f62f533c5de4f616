"""Setup (rulebook 'Setup' 1-5) and the three and four player variant."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.chance import Chance
from game.core.match import Match
from game.core.model import MatchConfig, default_seats
from game.games.aim import events as ev
from game.games.aim.cards import STARTER_DECK
from game.games.aim.model import SETUP_EQUIP

from .conftest import BOOK, RULES, act, named, names, of_kind


def new_match(seats: int = 2, seed: int = 3) -> Match:
    config = MatchConfig(game="aim", seats=default_seats(seats), seed=seed)
    return Match.new(RULES, config)


def setup_event(m: Match) -> ev.GameSetUp:
    return next(e for e in m.setup if isinstance(e, ev.GameSetUp))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_player_starts_with_the_ten_starter_cards(seats):
    """Setup 2: 5 Potato, 2 Sack, Pointy Stick, Plain Clothes, Wooden Shield per player."""
    m = new_match(seats)
    for p in m.state.players:
        assert Counter(names(p.deck + p.hand)) == Counter(STARTER_DECK)


def test_starting_decks_are_shuffled():
    """Setup 4: players shuffle their starting decks (different seeds, different orders)."""
    orders = {tuple(names(setup_event(new_match(2, seed)).decks[0])) for seed in range(6)}
    assert len(orders) > 1


def test_markets_show_four_premium_cards_and_one_common_card():
    """Setup 3: four Premium cards face up beside the deck, one Common card beside its deck."""
    s = new_match().state
    assert len(s.premium_row) == 4 and None not in s.premium_row
    assert all(BOOK(c).deck == "premium" for c in s.premium_row)
    assert s.common_card is not None and BOOK(s.common_card).deck == "common"
    assert len(s.premium_deck) == 42 - 4 and len(s.common_deck) == 24 - 1
    assert {BOOK(c).deck for c in s.premium_deck} == {"premium"}
    assert {BOOK(c).deck for c in s.common_deck} == {"common"}


def test_loot_and_pesky_piles_are_separate():
    """Setup 3: Uncommon, Rare and Epic Loot and the Pesky Quest Items make four piles."""
    s = new_match().state
    assert {t: len(v) for t, v in s.loot.items()} == {"uncommon": 12, "rare": 8, "epic": 8}
    for tier, pile in s.loot.items():
        assert {BOOK(c).tier for c in pile} == {tier}
    assert len(s.pesky) == 12 and {BOOK(c).type for c in s.pesky} == {"pesky"}
    assert s.trash == [] and s.dice_total == 10


def test_initial_equipping_draws_five_and_is_simultaneous():
    """Setup 5: both players draw five cards and equip at the same time."""
    m = new_match()
    assert m.state.phase == SETUP_EQUIP
    assert set(m.to_act()) == {0, 1}
    assert all(len(p.hand) == 5 and len(p.deck) == 5 for p in m.state.players)


def test_initial_equipping_discards_unused_cards_and_draws_a_new_hand():
    """Setup 5: unused cards are discarded and each player draws a new hand of five."""
    m = new_match(seed=11)
    first_hands = [list(p.hand) for p in m.state.players]
    potato = named(m.state.players[0].hand, "Potato")
    if potato:
        act(m, 0, kind="place", card=potato[0], spot="store")
    act(m, 0, kind="finish_equip")
    assert m.state.phase == SETUP_EQUIP and m.to_act() == (1,)
    events = act(m, 1, kind="finish_equip")
    for seat, p in enumerate(m.state.players):
        placed = set(p.mat)
        assert set(p.discard) == set(first_hands[seat]) - placed
        assert len(p.hand) == 5 and not set(p.hand) & set(first_hands[seat])
        assert p.deck == []
    assert set(m.state.players[0].mat) == set(potato[:1])
    assert of_kind(events, ev.TurnOrderRolled)


def test_highest_roll_goes_first():
    """Setup 5: roll dice for turn order, highest first (ties roll again)."""
    for seed in range(20):
        m = new_match(seed=seed)
        act(m, 0, kind="finish_equip")
        events = act(m, 1, kind="finish_equip")
        rolled = of_kind(events, ev.TurnOrderRolled)[0]
        last = rolled.rolls[-1]
        assert len(rolled.rolls[0]) == 2
        assert all(r[0] == r[1] for r in rolled.rolls[:-1]), "only ties are rolled again"
        assert last.count(max(last)) == 1
        assert rolled.order[0] == last.index(max(last))
        assert m.state.active == rolled.order[0] and m.state.phase == "market_trash"


# ----------------------------------------------------------------- 3-4 player variant
@pytest.mark.parametrize(
    ("seats", "common", "premium", "loot", "pesky"),
    [
        (2, 24, 42, {"uncommon": 12, "rare": 8, "epic": 8}, 12),
        (3, 24 + 12, 42 + 21, {"uncommon": 18, "rare": 12, "epic": 12}, 18),
        (4, 48, 84, {"uncommon": 24, "rare": 16, "epic": 16}, 24),
    ],
)
def test_variant_card_counts_per_pile(seats, common, premium, loot, pesky):
    """Three and four player variant: 3 players add half of a second copy's markets and
    6 Uncommon, 4 Rare, 4 Epic and 6 Pesky; 4 players add the whole second copy."""
    s = new_match(seats).state
    assert len(s.common_deck) + 1 == common
    assert len(s.premium_deck) + 4 == premium
    assert {t: len(v) for t, v in s.loot.items()} == loot
    assert len(s.pesky) == pesky
    assert s.copies == (1 if seats == 2 else 2)


@pytest.mark.parametrize(("seats", "dice"), [(2, 10), (3, 20), (4, 20)])
def test_variant_uses_two_copies_of_the_gold_dice(seats, dice):
    """Three and four player variant: two copies of the game bring 20 gold dice."""
    assert new_match(seats).state.dice_total == dice


def test_three_players_mix_both_copies_and_box_the_rest():
    """Three player variant: the third player gets a starter set; the unused half goes back in
    the box, and the markets really hold cards of both copies."""
    s = new_match(3).state
    assert len(s.box) == 10 + 12 + 21 + (6 + 4 + 4) + 6
    assert Counter(BOOK(c).deck for c in s.box)["starter"] == 10
    market = s.premium_deck + [c for c in s.premium_row if c is not None]
    assert any(c >= 126 for c in market) and any(c < 126 for c in market)
    assert len({c for c in market if c >= 126}) == 21


def test_four_players_leave_nothing_in_the_box():
    """Four player variant: add all the cards from the second game."""
    assert new_match(4).state.box == []


@pytest.mark.parametrize("seats", [3, 4])
def test_variant_turns_go_around_the_table(seats):
    """Three and four player variant: each player takes turns around the table."""
    m = new_match(seats, seed=5)
    for seat in range(seats):
        act(m, seat, kind="finish_equip")
    order = m.state.turn_order
    assert sorted(order) == list(range(seats))
    assert all(order[(i + 1) % seats] == (order[i] + 1) % seats for i in range(seats))


def test_setup_draws_come_from_the_seeded_chance():
    """Every shuffle is written into the set-up events: the same seed deals the same table."""
    config = MatchConfig(game="aim", seats=default_seats(2), seed=9)
    a = RULES.setup_events(config, Chance.for_step(9, 0))
    b = RULES.setup_events(config, Chance.for_step(9, 0))
    assert [e.model_dump() for e in a] == [e.model_dump() for e in b]
