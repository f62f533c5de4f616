"""Equipment and the bag (rulebook: Survivability, Card Management: Equipment, Your Bag;
README R4, R9, R17-R21, D7-D9, D31)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.loot_roll import actions as act
from game.games.loot_roll.model import PREPARE
from tests.loot_roll.conftest import RULES, apply, equip, fight, find, pass_until, start


def surv(match, seat: int) -> int:  # type: ignore[no-untyped-def]
    return RULES.view(match.state, seat).players[seat].survivability


def test_worn_equipment_adds_its_survivability() -> None:
    """Survivability (R4), Equipment (R17): 1 + worn cards."""
    match = start({"players": [{"bag": ["Leather Cap", "Padded Vest"]}, {}]})
    equip(match, 0, "Leather Cap")
    equip(match, 0, "Padded Vest")
    assert surv(match, 0) == 3


def test_one_card_per_slot_and_the_old_one_goes_back_to_the_bag() -> None:
    """Equipment (R17, R19), D8: a card comes off only when another replaces it."""
    match = start({"players": [{"slots": {"head": "Leather Cap"}, "bag": ["Iron Pot Helm"]}, {}]})
    cap = find(match, 0, "Leather Cap")
    equip(match, 0, "Iron Pot Helm")
    p = match.state.players[0]
    assert RULES.t.book(p.slots["head"]).name == "Iron Pot Helm" and p.bag == [cap]
    assert surv(match, 0) == 3


def test_nothing_can_be_taken_off_without_a_replacement() -> None:
    """Equipment (R19): there is no unequip action."""
    match = start({"players": [{"slots": {"head": "Leather Cap"}}, {}]})
    assert not any(isinstance(a, act.Equip) for a in match.legal_actions(0))
    assert {type(a).__name__ for a in match.legal_actions(0)} <= {"Explore", "Fight"}


def test_a_two_handed_item_fills_both_hands() -> None:
    """Equipment (R18), D8: a two-handed card displaces both hand cards."""
    match = start(
        {
            "players": [
                {
                    "slots": {"main_hand": "Rusty Sword", "off_hand": "Plank Shield"},
                    "bag": ["Woodcutter's Axe"],
                },
                {},
            ]
        }
    )
    equip(match, 0, "Woodcutter's Axe")
    p = match.state.players[0]
    axe = p.slots["main_hand"]
    assert p.slots["off_hand"] == axe and len(p.bag) == 2
    assert surv(match, 0) == 1 + 3


def test_a_one_handed_card_replaces_a_worn_two_handed_item() -> None:
    """D8: a main-hand card displaces a two-handed item; the off hand is then empty."""
    match = start(
        {"players": [{"slots": {"main_hand": "Woodcutter's Axe"}, "bag": ["Rusty Sword"]}, {}]}
    )
    equip(match, 0, "Rusty Sword")
    p = match.state.players[0]
    assert "off_hand" not in p.slots and RULES.t.book(p.slots["main_hand"]).name == "Rusty Sword"
    assert [RULES.t.book(c).name for c in p.bag] == ["Woodcutter's Axe"]


def test_a_card_moved_in_this_step_cannot_move_again() -> None:
    """D8, the moved rule: putting the old card straight back is refused."""
    match = start({"players": [{"slots": {"head": "Leather Cap"}, "bag": ["Iron Pot Helm"]}, {}]})
    cap = find(match, 0, "Leather Cap")
    equip(match, 0, "Iron Pot Helm")
    assert act.Equip(card=cap) not in match.legal_actions(0)
    with pytest.raises(IllegalAction, match="already moved"):
        match.apply(0, act.Equip(card=cap))


def test_the_bag_holds_seven_loot_cards() -> None:
    """Your Bag (R20): a position cannot start with more loot in a bag than it holds."""
    eight = ["Copper Coins"] * 4 + ["Silver Ring"] * 3 + ["Rusty Sword"]
    with pytest.raises(IllegalAction, match="holds"):
        start({"players": [{"bag": eight}, {}]})


def test_an_equip_that_would_overfill_the_bag_is_refused() -> None:
    """D9: no voluntary action leaves the bag over its capacity."""
    seven = ["Copper Coins"] * 4 + ["Silver Ring"] * 3
    match = start(
        {
            "players": [
                {
                    "slots": {"main_hand": "Rusty Sword", "off_hand": "Plank Shield"},
                    "bag": [*seven[:6], "Woodcutter's Axe"],
                },
                {},
            ]
        }
    )
    axe = find(match, 0, "Woodcutter's Axe")
    assert act.Equip(card=axe) not in match.legal_actions(0)
    with pytest.raises(IllegalAction, match="too full"):
        match.apply(0, act.Equip(card=axe))


def test_bag_space_equipment_raises_the_capacity_only_while_worn() -> None:
    """Your Bag (R20), D31: Explorer's Pack holds two more while worn, not in the bag."""
    match = start({"players": [{"bag": ["Explorer's Pack"]}, {}]})
    assert RULES.view(match.state, 0).players[0].capacity == 7
    equip(match, 0, "Explorer's Pack")
    assert RULES.view(match.state, 0).players[0].capacity == 9


def test_equipment_may_change_in_preparation_for_everyone() -> None:
    """Preparation (R31), D7: every seat may change equipment in the preparation window."""
    match = start(
        {
            "players": [{}, {"bag": ["Leather Cap"]}, {}, {}],
            "decks": {"monsters": ["Giant Rat"]},
        }
    )
    apply(match, 0, act.Fight())
    assert match.state.phase == PREPARE and match.state.window is not None
    assert match.state.window.holder == 1  # seat 0 holds nothing and passed at once (D13)
    equip(match, 1, "Leather Cap")
    assert surv(match, 1) == 2


def test_only_fighters_change_equipment_in_the_fight() -> None:
    """Fight Phase (R36), D7: a seat that fled cannot equip during the fight."""
    match = start(
        {
            "players": [
                {"bag": ["Leather Cap"], "hand": ["Rally"]},
                {"bag": ["Padded Vest"], "hand": ["Rally"]},
                {},
                {},
            ],
            "decks": {"monsters": ["Mimic Chest"]},
        }
    )
    apply(match, 0, act.Fight())
    pass_until(match)
    for seat in range(4):
        apply(match, seat, act.Choose(side="fight" if seat == 0 else "flight"))
    s = match.state
    assert s.phase == "fight" and s.window is not None and s.window.holder == 0
    assert any(isinstance(a, act.Equip) for a in match.legal_actions(0))
    apply(match, 0, act.Pass())
    assert s.window is not None
    assert match.state.window.holder == 1  # type: ignore[union-attr]
    assert not any(isinstance(a, act.Equip) for a in match.legal_actions(1))


def test_no_equipment_changes_in_a_roll_window() -> None:
    """D7: equipment changes only before the main action, in place, preparation and fight."""
    match = start(
        {
            "players": [
                {
                    "slots": {"head": "Leather Cap"},
                    "bag": ["Iron Pot Helm"],
                    "hand": ["Loaded Die"],
                },
                {"slots": {"body": "Padded Vest"}, "hand": ["Jinx"]},
                {},
                {},
            ],
            "decks": {"monsters": ["Giant Rat"], "common": ["Copper Coins"]},
        }
    )
    fight(match, {0: "fight", 1: "fight"})
    s = match.state
    assert s.phase == "roll" and s.window is not None
    holder = s.window.holder
    assert not any(isinstance(a, act.Equip) for a in match.legal_actions(holder))
