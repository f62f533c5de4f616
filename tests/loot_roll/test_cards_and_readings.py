"""Card types and the remaining readings (rulebook: Overview, Card Types, Town Phase;
README R1, R5-R8, R10, R11, R23, R51, D25, D39, D47-D52)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.calc import score
from game.games.loot_roll.model import ROLL, TOWN
from tests.loot_roll.conftest import (
    RULES,
    T,
    apply,
    choose_all,
    fight,
    find,
    kinds,
    of_kind,
    pass_until,
    play,
    start,
)

GEAR = {"head": "Leather Cap", "body": "Padded Vest"}


def test_the_richest_adventurer_wins() -> None:
    """Overview (R1), Loot cards (R8, R10): treasure values of three rarities add up."""
    match = start({"players": [{"bank": ["Copper Coins", "Gold Chalice", "Golden Idol"]}, {}]})
    p = match.state.players[0]
    assert {T.book(c).design.rarity for c in p.bank} == {"common", "rare", "epic"}  # type: ignore[union-attr]
    assert score(T, p) == 1 + 5 + 10


def test_ability_cards_are_never_sold_or_paid_with() -> None:
    """Ability cards (R5), R23, D24: payments are bag loot only; no action sells a card."""
    match = start(
        {
            "players": [{"hand": ["Rally", "Jinx"], "bag": ["Silver Ring"]}, {}],
            "phase": "town",
            "vendor": ["Jinx"],
        }
    )
    hand = set(match.state.players[0].hand)
    buys = [a for a in match.legal_actions(0) if isinstance(a, act.Buy)]
    assert buys and all(not set(a.pay) & hand for a in buys)
    with pytest.raises(IllegalAction, match="loot cards from your bag"):
        match.apply(0, act.Buy(offer=0, pay=(min(hand),)))
    assert not {a.kind for a in match.legal_actions(0)} - {
        "buy",
        "deposit",
        "end_town_turn",
        "play",
    }


def test_a_card_with_no_timing_may_be_played_at_every_moment() -> None:
    """Ability cards (R6), D5: Windfall ("any") in one's turn, a window and town."""
    match = start(
        {
            "players": [
                {"slots": GEAR, "hand": ["Windfall"]},
                {"slots": GEAR, "hand": ["Eavesdrop"]},
                {},
                {},
            ],
            "decks": {"monsters": ["Giant Rat"]},
        }
    )
    windfall = find(match, 0, "Windfall")
    assert act.Play(card=windfall) in match.legal_actions(0)
    fight(match, {0: "fight", 1: "fight"})
    if match.state.phase == ROLL and match.state.window is not None:
        pass_until(match, 0, ROLL)
        assert act.Play(card=windfall) in match.legal_actions(0)
    town = start({"players": [{"hand": ["Windfall"]}, {}], "phase": "town"})
    assert act.Play(card=find(town, 0, "Windfall")) in town.legal_actions(0)


def test_a_used_ability_card_is_discarded() -> None:
    """Ability cards (R7)."""
    match = start({"players": [{"hand": ["Windfall"]}, {}]})
    card = find(match, 0, "Windfall")
    play(match, 0, "Windfall")
    assert card in match.state.discards["ability"] and card not in match.state.players[0].hand


def test_used_loot_is_discarded_unless_it_says_otherwise() -> None:
    """Loot cards (R11), D31, D51: the draught is discarded; Dice of Fate is turned sideways
    in the bag and comes back in the next dungeon."""
    match = start(
        {
            "players": [{"bag": ["Healing Draught"], "hand": ["Haggle"]}, {}, {}, {}],
            "decks": {"monsters": ["Grave Worm"]},
        }
    )
    apply(match, 0, act.Fight())
    draught = find(match, 0, "Healing Draught")
    play(match, 0, "Healing Draught")
    assert draught in match.state.discards["common"]
    roll = start(
        {
            "players": [
                {"slots": GEAR, "bag": ["Dice of Fate"], "hand": ["Taunt"]},
                {"slots": GEAR, "hand": ["Haggle"]},
                {},
                {},
            ],
            "decks": {"monsters": ["Giant Rat"]},
        }
    )
    fight(roll, {0: "fight", 1: "fight"})
    pass_until(roll, 0, ROLL)
    dice = find(roll, 0, "Dice of Fate")
    play(roll, 0, "Dice of Fate")
    assert dice in roll.state.players[0].bag and dice in roll.state.exhausted
    pass_until(roll, 0, ROLL)
    assert act.Play(card=dice) not in roll.legal_actions(0)
    with pytest.raises(IllegalAction, match="sideways"):
        roll.apply(0, act.Play(card=dice))
    RULES.evolve(roll.state, ev.DungeonEntered(dungeon=2, first=0))  # the next dungeon
    assert not roll.state.exhausted


def test_town_is_for_banking_and_buying() -> None:
    """Town Phase (R51): the actions of a town turn."""
    match = start({"players": [{"bag": ["Gold Chalice"]}, {}], "phase": "town"})
    assert match.state.phase == TOWN
    assert {a.kind for a in match.legal_actions(0)} >= {"buy", "deposit", "end_town_turn"}


def test_the_unsold_row_is_discarded_when_the_town_closes() -> None:
    """D25: the five cards left in the row go to the ability discard pile."""
    match = start({"players": [{}, {}], "phase": "town"})
    row = [c for c in match.state.vendor if c is not None]
    for _ in range(4):
        events = apply(match, match.state.active, act.EndTownTurn())
    closed = of_kind(events, ev.TownClosed)
    assert closed and sorted(closed[0].discarded) == sorted(row)
    assert set(row) <= set(match.state.discards["ability"])


def test_a_vendor_space_stays_empty_when_no_ability_card_is_left() -> None:
    """D25, D28: with the ability deck and its discard pile empty the space stays empty."""
    match = start({"players": [{"bag": ["Gold Chalice"]}, {}], "phase": "town"})
    s = match.state
    s.players[1].hand.extend(s.decks["ability"])
    s.players[1].hand.sort()
    s.decks["ability"].clear()
    s.memo.clear()
    buy = next(a for a in match.legal_actions(0) if isinstance(a, act.Buy))
    events = apply(match, 0, buy)
    refill = of_kind(events, ev.VendorRefilled)
    assert refill and refill[0].card is None and match.state.vendor[buy.offer] is None


def test_sticky_fingers_takes_only_cheap_loot_from_bags() -> None:
    """D39: a bag card worth at most the printed value; worn cards cannot be taken."""
    match = start(
        {
            "players": [
                {"hand": ["Sticky Fingers"]},
                {"bag": ["Gold Chalice", "Silver Ring"], "slots": {"head": "Leather Cap"}},
            ]
        }
    )
    card = find(match, 0, "Sticky Fingers")
    picks = {a.pick for a in match.legal_actions(0) if isinstance(a, act.Play) and a.card == card}
    assert picks == {find(match, 1, "Silver Ring")}


def test_windows_ask_only_seats_that_could_act() -> None:
    """D47: no window when nobody could respond; an empty-handed holder with nothing to
    equip or use passes at once; a seat holding a card is always asked."""
    match = start(
        {"players": [{}, {"hand": ["Jinx"]}, {}, {}], "decks": {"monsters": ["Giant Rat"]}}
    )
    events = apply(match, 0, act.Fight())
    assert match.state.window is not None and match.state.window.holder == 1
    passed = [e.seat for e in events if e.kind == "priority_passed"]  # type: ignore[attr-defined]
    assert passed == [0]


def test_fight_window_cards_name_fighters() -> None:
    """D48: after the reveal, Tripwire names a fighter; Battle Cry needs its player to fight."""
    players = [{"slots": GEAR}, {"hand": ["Tripwire", "Battle Cry"]}, {"hand": ["Haggle"]}, {}]
    match = start({"players": players, "decks": {"monsters": ["Giant Rat"]}})
    apply(match, 0, act.Fight())
    pass_until(match, phase="prepare")
    choose_all(match, {0: "fight"})
    pass_until(match, 1, "fight")
    trip = find(match, 1, "Tripwire")
    targets = {
        a.target for a in match.legal_actions(1) if isinstance(a, act.Play) and a.card == trip
    }
    assert targets == {0}
    cry = find(match, 1, "Battle Cry")
    assert not any(isinstance(a, act.Play) and a.card == cry for a in match.legal_actions(1))


def test_a_party_that_leaves_the_fight_is_as_if_all_fled() -> None:
    """D49: the only fighter plays Cold Feet: the monster goes under its pile."""
    players = [{"hand": ["Cold Feet"]}, {"hand": ["Haggle"]}, {}, {}]
    match = start({"players": players, "decks": {"monsters": ["Grave Worm"]}})
    worm = match.state.decks["monsters"][-1]
    apply(match, 0, act.Fight())
    pass_until(match, phase="prepare")
    choose_all(match, {0: "fight"})
    pass_until(match, 0, "fight")
    events = play(match, 0, "Cold Feet") + pass_until(match)
    assert "monster_shelved" in kinds(events) and "fight_lost" not in kinds(events)
    assert match.state.decks["monsters"][0] == worm


def test_dice_are_listed_clockwise_from_the_active_seat() -> None:
    """D50."""
    players = [{"slots": GEAR}, {"slots": GEAR}, {"slots": GEAR}, {}]
    match = start({"players": players, "active": 1, "decks": {"monsters": ["Giant Rat"]}})
    events = fight(match, {0: "fight", 1: "fight", 2: "fight"})
    rolled = of_kind(events, ev.DiceRolled)
    assert rolled and list(rolled[0].faces) == [1, 2, 0]


def test_options_live_in_the_state() -> None:
    """D52: the torch and the scaling are read at set-up and kept in the state."""
    match = start({"players": [{}, {}], "torch": 6, "scaled": False})
    assert match.state.torch == 6 and match.state.scaled is False
    assert RULES.view(match.state, 0).turns_left == 6 * 2 - 1
