"""Set-up, the turn and its main actions (rulebook: Setup, Starting, Turn Phase Options;
README R2-R3, R24-R30, D2, D5, D6, D20-D22)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.model import MatchConfig, default_seats
from game.core.options import BadOption
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import CLEAR, PLACE, TURN
from tests.loot_roll.conftest import RULES, T, apply, find, kinds, start


def new(seats: int, seed: int = 0, **options: object) -> Match:  # type: ignore[type-arg]
    config = MatchConfig(
        game="loot-roll", seats=default_seats(seats), seed=seed, options=dict(options)
    )
    return Match.new(RULES, config)


def test_setup_sorts_five_piles_and_deals_one_ability_card_each() -> None:
    """Setup (R2, R24): five piles, the monsters in one pile of all 36 (D3)."""
    match = new(4)
    s = match.state
    assert set(s.decks) == {"ability", "common", "rare", "epic", "monsters"}
    assert (
        len(s.decks["common"]) == 44 and len(s.decks["rare"]) == 24 and len(s.decks["epic"]) == 16
    )
    assert len(s.decks["monsters"]) == 36 and s.monster_pile() == "monsters"
    assert {T.monsters[c].dungeon for c in s.decks["monsters"]} == {1, 2, 3}
    assert [len(p.hand) for p in s.players] == [1, 1, 1, 1]
    assert len(s.decks["ability"]) == 40 - 4
    assert all(T.kind[p.hand[0]] == "ability" for p in s.players)
    assert s.dungeon == 1 and s.phase == TURN


def test_setup_survivability_starts_at_one_and_bags_are_empty() -> None:
    """Survivability (R4): everyone starts at 1."""
    match = new(3)
    for seat in range(3):
        v = RULES.view(match.state, seat)
        assert all(p.survivability == 1 and p.bag == [] and p.capacity == 7 for p in v.players)


def test_first_player_is_chosen_at_random_as_an_event() -> None:
    """Starting (R25), D2: chance picks the first player, recorded in an event."""
    firsts = Counter()
    for seed in range(40):
        match = new(4, seed)
        chosen = [e for e in match.setup if isinstance(e, ev.FirstPlayerChosen)]
        assert len(chosen) == 1
        assert match.state.active == chosen[0].seat == match.state.first
        firsts[chosen[0].seat] += 1
    assert len(firsts) == 4


def test_seat_counts_are_two_to_six() -> None:
    """D1: Loot Roll takes 2-6 players."""
    assert (RULES.min_seats, RULES.max_seats) == (2, 6)


def test_the_three_stacks_variant_deals_a_stack_per_dungeon() -> None:
    """D3 (variant ``stacks``): three stacks of 12, dungeon n draws from stack n."""
    s = new(4, stacks=True).state
    assert {k for k in s.decks if k.startswith("monsters")} == {
        "monsters-1",
        "monsters-2",
        "monsters-3",
    }
    assert all(len(s.decks[f"monsters-{d}"]) == 12 for d in (1, 2, 3))
    assert s.monster_pile() == "monsters-1"


def test_a_new_game_plays_the_printed_rules_by_default() -> None:
    """D52: every variant is off unless chosen: no torch (Dungeon Progression: a dungeon
    ends when its boss falls), printed monster numbers (Monster Cards), one monster pile
    (Setup); older saves name the values they played with."""
    s = new(3).state
    assert (s.torch, s.scaled, s.stacks) == (0, False, False)
    assert RULES.view(s, 0).turns_left is None
    assert RULES.entry.older_saves_options == {"torch": 8, "scaled": True, "stacks": True}


def test_options_are_validated_with_a_sentence() -> None:
    """D46 torch and D4 scaling are options; a bad value is refused with a sentence."""
    assert new(2, torch=5).state.torch == 5
    assert new(2, scaled=True).state.scaled is True
    with pytest.raises(BadOption, match="Torch"):
        new(2, torch=21)
    with pytest.raises(BadOption, match="stack"):
        new(2, stacks=3)
    with pytest.raises(BadOption):
        new(2, nonsense=True)


def test_a_turn_offers_free_plays_then_one_main_action() -> None:
    """Turn Phase Options (R26, R27): explore, fight (regular or boss) or discard loot;
    no pass (D22)."""
    match = start({"players": [{"bag": ["Copper Coins"]}, {}], "active": 0})
    legal = match.legal_actions(0)
    assert act.Explore() in legal and act.Fight(boss=False) in legal
    assert act.Fight(boss=True) in legal and act.ClearBag() in legal
    assert act.Pass() not in legal
    assert match.legal_actions(1) == []


def test_exploring_draws_a_common_card_shown_to_everyone() -> None:
    """Explore (R28), D20: the explored card is public; equip, use or keep it."""
    match = start({"players": [{}, {}], "decks": {"common": ["Leather Cap"]}})
    events = apply(match, 0, act.Explore())
    drawn = [e for e in events if isinstance(e, ev.CommonDrawn)]
    assert len(drawn) == 1 and T.book(drawn[0].card).name == "Leather Cap"
    assert match.state.phase == PLACE
    assert RULES.view(match.state, 1).placing == drawn[0].card
    assert RULES.describe(drawn[0], 1, ["A", "B"]) == "A explores and finds Leather Cap."
    legal = match.legal_actions(0)
    assert act.Equip(card=drawn[0].card) in legal and act.Keep() in legal
    assert act.Explore() not in legal


def test_keeping_the_explored_card_ends_the_turn() -> None:
    """Explore (R28): into the bag; then the next player's turn (R45)."""
    match = start({"players": [{}, {}], "decks": {"common": ["Copper Coins"]}})
    apply(match, 0, act.Explore())
    events = apply(match, 0, act.Keep())
    assert kinds(events)[-1] == "turn_started"
    assert [T.book(c).name for c in match.state.players[0].bag] == ["Copper Coins"]
    assert match.state.active == 1


def test_equipping_the_explored_card_puts_it_on_at_once() -> None:
    """Explore (R28): the explored card may be equipped straight away."""
    match = start({"players": [{}, {}], "decks": {"common": ["Leather Cap"]}})
    apply(match, 0, act.Explore())
    apply(match, 0, act.Equip(card=match.state.placing))  # type: ignore[arg-type]
    assert T.book(match.state.players[0].slots["head"]).name == "Leather Cap"
    assert RULES.view(match.state, 0).players[0].survivability == 2


def test_an_explored_usable_card_may_be_used_at_once() -> None:
    """Explore (R28), D6: the explored Old Map is used on the spot (a scout)."""
    match = start(
        {"players": [{}, {}], "decks": {"common": ["Old Map"], "monsters": ["Giant Rat"]}}
    )
    apply(match, 0, act.Explore())
    card = match.state.placing
    assert card is not None
    events = apply(match, 0, act.Play(card=card))
    assert "monster_scouted" in kinds(events)
    assert match.legal_actions(0) == [
        act.ScoutDecision(bottom=False),
        act.ScoutDecision(bottom=True),
    ]
    apply(match, 0, act.ScoutDecision(bottom=False))
    assert match.state.active == 1 and card in match.state.discards["common"]


def test_discarding_loot_drops_cards_one_at_a_time_then_done() -> None:
    """Discard loot (R30), D21: at least one card, then Done ends the turn."""
    match = start({"players": [{"bag": ["Copper Coins", "Silver Ring"]}, {}]})
    apply(match, 0, act.ClearBag())
    assert match.state.phase == CLEAR
    assert act.Done() not in match.legal_actions(0)
    ring = find(match, 0, "Silver Ring")
    apply(match, 0, act.Drop(card=ring))
    assert ring in match.state.discards["common"]
    apply(match, 0, act.Done())
    assert match.state.active == 1 and len(match.state.players[0].bag) == 1


def test_discarding_needs_loot_in_the_bag() -> None:
    """D21: an empty bag has nothing to discard."""
    match = start({"players": [{}, {}]})
    assert act.ClearBag() not in match.legal_actions(0)
    with pytest.raises(IllegalAction, match="empty"):
        match.apply(0, act.ClearBag())


def test_free_plays_come_before_the_main_action_only() -> None:
    """Turn Phase Options (R27), D5: your-turn cards before the main action, not during
    another player's turn."""
    match = start({"players": [{"hand": ["Windfall"]}, {"hand": ["Carrier Pigeon"]}]})
    mine = find(match, 0, "Windfall")
    theirs = find(match, 1, "Carrier Pigeon")
    assert act.Play(card=mine) in match.legal_actions(0)
    with pytest.raises(IllegalAction):
        match.apply(1, act.Play(card=theirs))
    events = apply(match, 0, act.Play(card=mine))
    assert [type(e).__name__ for e in events].count("AbilityDrawn") == 2
    assert len(match.state.players[0].hand) == 2 and match.state.phase == TURN


def test_exploring_is_impossible_with_no_common_cards_anywhere() -> None:
    """D20, D28: with the common deck and its discard pile empty there is nothing to find."""
    match = start({"players": [{}, {}]})
    s = match.state
    s.players[1].bank.extend(s.decks["common"])
    s.decks["common"].clear()
    s.memo.clear()
    assert act.Explore() not in match.legal_actions(0)
    with pytest.raises(IllegalAction, match="common loot"):
        match.apply(0, act.Explore())
