"""Loot rolls (rulebook: Roll Phase, Your Bag; README R21, R41-R45, D10-D12, D42, D43).

Dice are chance: where a test needs particular faces it sets them in the state before the
window closes (the roll window is where cards change totals, so the faces are read only
when it closes)."""

from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import ROLL, TURN, LrState
from tests.loot_roll.conftest import RULES, apply, fight, name, of_kind, pass_until, play, start

GEAR = {"head": "Leather Cap", "body": "Padded Vest"}
FULL = ["Copper Coins"] * 4 + ["Torch"] * 2 + ["Old Map"]


def rolling(
    hands: list[list[str]], monster: str = "Giant Rat", **seat_extra: dict[str, Any]
) -> Match[LrState]:
    """Seats 0 and 1 (both geared) beat ``monster`` and roll for its one common card."""
    players = [{"slots": GEAR, "hand": hands[0]}, {"slots": GEAR, "hand": hands[1]}, {}, {}]
    for seat, extra in seat_extra.items():
        players[int(seat[1:])].update(extra)
    match = start({"players": players, "decks": {"monsters": [monster], "common": ["Silver Ring"]}})
    fight(match, {0: "fight", 1: "fight"})
    return match


def set_dice(match: Match[LrState], faces: dict[int, int]) -> None:
    assert match.state.roll is not None
    match.state.roll.dice.update(faces)
    match.state.memo.clear()


def test_the_highest_total_wins_the_card_into_the_bag() -> None:
    """Roll Phase (R41), D43: the highest roller takes the card; it goes to the bag."""
    match = rolling([["Loaded Die"], ["Jinx"]])
    assert match.state.phase == ROLL and match.state.window is not None
    set_dice(match, {0: 5, 1: 14})
    events = pass_until(match)
    won = of_kind(events, ev.LootWon)
    assert won[0].seat == 1 and won[0].totals == {0: 5, 1: 14}
    assert [name(c) for c in match.state.players[1].bag] == ["Silver Ring"]
    assert match.state.phase == TURN and match.state.active == 1


def test_cards_raise_totals_past_twenty_and_lower_them_below_one() -> None:
    """Roll Phase (R44): totals are not bounded by the die."""
    match = rolling([["Lucky Star"], ["Jinx"]])
    set_dice(match, {0: 19, 1: 2})
    pass_until(match, 0, ROLL)
    play(match, 0, "Lucky Star")
    assert RULES.view(match.state, 0).roll.totals[0] == 25
    pass_until(match, 1, ROLL)
    events = play(match, 1, "Jinx", target=0)  # nobody else can answer: the window closes
    assert of_kind(events, ev.LootWon)[0].totals == {0: 22, 1: 2}


def test_a_total_can_fall_below_one() -> None:
    """Roll Phase (R44)."""
    match = rolling([["Loaded Die"], ["Jinx"]])
    set_dice(match, {0: 1, 1: 20})
    pass_until(match, 1, ROLL)
    events = play(match, 1, "Jinx", target=0)
    events += pass_until(match)
    assert of_kind(events, ev.LootWon)[0].totals == {0: -2, 1: 20}


def test_tied_rollers_throw_again() -> None:
    """D12: only the tied players throw again, in a new roll window."""
    players = {"s2": {"slots": GEAR, "hand": ["Jinx"]}}
    match = start(
        {
            "players": [
                {"slots": GEAR, "hand": ["Loaded Die"]},
                {"slots": GEAR, "hand": ["Jinx"]},
                players["s2"],
                {},
            ],
            "decks": {"monsters": ["Giant Rat"], "common": ["Silver Ring"]},
        }
    )
    fight(match, {0: "fight", 1: "fight", 2: "fight"})
    set_dice(match, {0: 9, 1: 9, 2: 3})
    events = []
    for _ in range(3):  # one round of passes closes the window
        w = match.state.window
        assert w is not None
        events += apply(match, w.holder, act.Pass())
    again = of_kind(events, ev.DiceRolled)
    assert again and set(again[0].faces) == {0, 1}
    assert match.state.roll is not None and match.state.roll.rollers == [0, 1]


def test_a_full_bag_cannot_roll() -> None:
    """Your Bag (R21), D10: a fighter with a full bag does not roll; a lone roller takes
    the card without dice."""
    match = rolling([[], []], s1={"bag": FULL})
    events = match.events()
    won = of_kind(events, ev.LootWon)
    assert won and won[-1].seat == 0 and won[-1].totals == {}
    assert not of_kind(events[-10:], ev.DiceRolled)


def test_loot_nobody_can_carry_is_discarded() -> None:
    """D10: no fighter with room: the card goes to its discard pile."""
    match = start(
        {
            "players": [{"slots": {**GEAR, "legs": "Patched Trousers"}, "bag": FULL}, {}, {}, {}],
            "decks": {"monsters": ["Giant Rat"], "common": ["Silver Ring"]},
        }
    )
    events = fight(match, {0: "fight"})
    gone = of_kind(events, ev.LootUnclaimed)
    assert gone and name(gone[0].card) == "Silver Ring"
    assert gone[0].card in match.state.discards["common"]


def test_only_fighters_roll() -> None:
    """Roll Phase (R42)."""
    match = rolling([[], []], s2={"hand": ["Jinx"]})
    rolled = of_kind(match.events(), ev.DiceRolled)
    assert rolled and set(rolled[0].faces) == {0, 1}


def test_carried_roll_bonuses_are_added_when_the_dice_land() -> None:
    """Rabbit's Foot (carried) adds 1 to each of its owner's rolls."""
    match = rolling([["Jinx"], ["Jinx"]], s0={"bag": ["Rabbit's Foot"]})
    rolled = of_kind(match.events(), ev.DiceRolled)
    assert rolled[-1].bonus == {0: 1, 1: 0}
    set_dice(match, {0: 10, 1: 10})
    assert RULES.view(match.state, 0).roll.totals == {0: 11, 1: 10}


def test_second_chance_keeps_the_better_die() -> None:
    """Second Chance: throw again, keep the better (a die-rerolled event records both)."""
    match = rolling([["Second Chance"], []])
    set_dice(match, {0: 20, 1: 5})
    pass_until(match, 0, ROLL)
    events = play(match, 0, "Second Chance")
    rr = of_kind(events, ev.DieRerolled)[0]
    assert rr.kept == 20 and rr.seat == 0


def test_butterfingers_forces_the_new_die() -> None:
    match = rolling([["Butterfingers"], []])
    set_dice(match, {0: 3, 1: 20})
    pass_until(match, 0, ROLL)
    events = play(match, 0, "Butterfingers", target=1)
    rr = of_kind(events, ev.DieRerolled)[0]
    assert rr.seat == 1 and rr.kept == rr.face


def test_switcheroo_trades_totals() -> None:
    """Switcheroo: dice, carried bonuses and the cards played on them change seats."""
    match = rolling([["Switcheroo"], ["Loaded Die"]], s1={"bag": ["Rabbit's Foot"]})
    set_dice(match, {0: 4, 1: 15})
    pass_until(match, 1, ROLL)
    play(match, 1, "Loaded Die")
    before = RULES.view(match.state, 0).roll.totals
    pass_until(match, 0, ROLL)
    events = play(match, 0, "Switcheroo", target=1)
    assert before == {0: 4, 1: 15 + 1 + 2}
    assert of_kind(events, ev.LootWon)[0].totals == {0: 18, 1: 4}


def test_the_roll_window_opens_after_the_dice_land() -> None:
    """Roll Phase (R44): the dice are thrown first, then anyone may respond."""
    match = rolling([["Jinx"], []])
    events = match.events()
    i = max(k for k, e in enumerate(events) if isinstance(e, ev.DiceRolled))
    assert any(e.kind == "window_opened" for e in events[i:])


def test_no_passing_on_a_roll() -> None:
    """D11: every eligible fighter rolls; there is no action to stay out of a roll."""
    match = rolling([["Jinx"], ["Jinx"]])
    for seat in (0, 1):
        assert act.Choose(side="flight") not in match.legal_actions(seat)
