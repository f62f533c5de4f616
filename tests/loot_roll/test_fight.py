"""Preparation, Fight or Flight and the fight (rulebook: Preparation Phase, Fight Phase,
Monster Cards; README R12-R15, R29, R31-R40, D4, D13-D19, D32-D35, D40, D41, D44)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.simultaneous import SecretChoicesRevealed
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import CHOOSE, DEFEAT, PREPARE, TURN
from tests.loot_roll.conftest import (
    RULES,
    T,
    apply,
    choose_all,
    fight,
    find,
    kinds,
    name,
    of_kind,
    pass_until,
    play,
    start,
)

GEAR = {"head": "Leather Cap", "body": "Padded Vest"}


def four(monster: str, players: list[dict] | None = None, **extra: object) -> dict:  # type: ignore[type-arg]
    """A four-seat position (printed numbers count as they are) with ``monster`` on top."""
    pos = {"players": players or [{}, {}, {}, {}], "decks": {"monsters": [monster]}}
    pos.update(extra)
    return pos


def test_fighting_draws_a_monster_and_everyone_prepares() -> None:
    """Turn Phase Options (R29), Preparation (R31), D13: the window goes round from the
    caller; seats with no ability card and nothing to do pass at once."""
    match = start(four("Giant Rat", [{}, {"hand": ["Rally"]}, {}, {"hand": ["Taunt"]}]))
    events = apply(match, 0, act.Fight())
    drawn = of_kind(events, ev.MonsterDrawn)
    assert [name(d.card) for d in drawn] == ["Giant Rat"] and not drawn[0].boss
    s = match.state
    assert s.phase == PREPARE and s.window is not None and s.window.order == [0, 1, 2, 3]
    assert s.window.holder == 1
    apply(match, 1, act.Pass())
    assert s.window is None or match.state.window.holder == 3  # type: ignore[union-attr]


def test_a_seat_holding_any_ability_card_is_always_asked() -> None:
    """D13 and the kit's hot-seat decision: a hand that holds only roll cards is still asked
    in preparation, so nothing public depends on what is in it."""
    match = start(four("Giant Rat", [{}, {"hand": ["Loaded Die"]}, {}, {}]))
    apply(match, 0, act.Fight())
    w = match.state.window
    assert w is not None and w.holder == 1
    assert match.legal_actions(1) == [act.Pass()]


def test_the_window_is_skipped_when_nobody_could_respond() -> None:
    """D13, D47: no hands and nothing to equip or use: straight to Fight or Flight."""
    match = start(four("Giant Rat"))
    apply(match, 0, act.Fight())
    assert match.state.phase == CHOOSE and match.state.window is None


def test_fight_or_flight_is_chosen_face_down_and_revealed_together() -> None:
    """Preparation (R32), D16: every seat, the caller too; hidden until the last choice."""
    match = start(four("Giant Rat"))
    apply(match, 0, act.Fight())
    assert set(match.to_act()) == {0, 1, 2, 3}
    apply(match, 2, act.Choose(side="fight"))
    v = RULES.view(match.state, 1)
    assert v.choices is not None and v.choices.has_chosen == [2] and v.choices.choices is None
    assert RULES.view(match.state, 2).choices.mine == "fight"  # type: ignore[union-attr]
    apply(match, 2, act.Choose(side="flight"))  # may change its mind until the last choice
    apply(match, 0, act.Choose(side="fight"))
    apply(match, 1, act.Choose(side="flight"))
    events = apply(match, 3, act.Choose(side="flight"))
    reveal = of_kind(events, SecretChoicesRevealed)
    assert len(reveal) == 1 and reveal[0].choices == {
        0: "fight",
        1: "flight",
        2: "flight",
        3: "flight",
    }


def test_if_everyone_flees_the_monster_goes_under_its_pile() -> None:
    """Preparation (R34): all flee; the monster to the bottom; the turn ends."""
    match = start(four("Giant Rat"))
    rat = match.state.decks["monsters"][-1]
    events = fight(match, {})
    assert "monster_shelved" in kinds(events)
    assert match.state.decks["monsters"][0] == rat
    assert match.state.phase == TURN and match.state.active == 1


def test_the_party_must_beat_the_monster_strictly() -> None:
    """Fight Phase (R35), D17: a tie with the monster is a defeat."""
    match = start(
        four("Giant Rat", [{"slots": {"head": "Leather Cap"}, "bag": ["Copper Coins"]}, {}, {}, {}])
    )
    events = fight(match, {0: "fight", 1: "fight"})  # 2 + 1 = 3 against 3
    lost = of_kind(events, ev.FightLost)
    assert len(lost) == 1 and lost[0].total == 3 and lost[0].need == 3


def test_a_win_draws_the_reward_rolled_for_from_the_lowest_value() -> None:
    """Fight Phase (R38), Roll Phase (R41-R43), D42: the reward is drawn; the fighters roll
    for it one card at a time, from the lowest treasure value up."""
    match = start(
        four(
            "Mimic Chest",
            [{"slots": {**GEAR, "legs": "Patched Trousers"}}, {"slots": GEAR}, {}, {}],
            decks={
                "monsters": ["Mimic Chest"],
                "common": ["Copper Coins"],
                "rare": ["Gold Chalice"],
            },
        )
    )
    events = fight(match, {0: "fight", 1: "fight"})  # 4 + 3 = 7 against 6
    assert len(of_kind(events, ev.FightWon)) == 1
    rolled = [name(e.card) for e in of_kind(events, ev.DiceRolled)]
    won = [name(e.card) for e in of_kind(events, ev.LootWon)]
    order = rolled or won
    assert order[0] == "Copper Coins" and "Gold Chalice" in [*rolled, *won]
    assert (
        match.state.discards["monsters"]
        and name(match.state.discards["monsters"][-1]) == "Mimic Chest"
    )


def test_a_defeat_costs_each_fighter_the_reward_count_in_cards_of_its_choice() -> None:
    """Fight Phase (R39), D14, D15: each fighter owes the monster's reward count; with more
    cards than that it chooses which (any colour), clockwise from the caller."""
    bag = ["Copper Coins", "Silver Ring", "Gold Chalice"]
    match = start(four("Rattling Skeleton", [{"bag": bag}, {"bag": ["Copper Coins"]}, {}, {}]))
    events = fight(match, {0: "fight", 1: "fight", 2: "fight"})  # 3 against 5
    lost = of_kind(events, ev.FightLost)
    assert lost and lost[0].owed == {0: 2, 1: 2, 2: 2}
    # seat 1 had only one card: it went at once; seat 2 had none
    assert match.state.players[1].bag == []
    assert match.state.phase == DEFEAT and match.to_act() == (0,)
    chalice = find(match, 0, "Gold Chalice")
    coins = find(match, 0, "Copper Coins")
    apply(match, 0, act.Drop(card=coins))
    with pytest.raises(IllegalAction, match="bag"):
        match.apply(0, act.Drop(card=coins))
    apply(match, 0, act.Drop(card=find(match, 0, "Silver Ring")))
    assert match.state.players[0].bag == [chalice]
    assert match.state.phase == TURN and match.state.active == 1


def test_those_who_flee_lose_nothing_and_cannot_roll() -> None:
    """Preparation (R33): fled seats add nothing, lose nothing and do not roll."""
    match = start(
        four("Rattling Skeleton", [{"bag": ["Copper Coins"]}, {"bag": ["Silver Ring"]}, {}, {}])
    )
    fight(match, {0: "fight"})
    assert match.state.players[1].bag != [] and match.state.players[0].bag == []


def test_worn_cards_are_never_lost() -> None:
    """D14: only bag cards are lost; worn ones come off only by replacement (R19)."""
    match = start(four("Grave Worm", [{"slots": GEAR}, {}, {}, {}]))
    fight(match, {0: "fight"})
    assert len(match.state.players[0].slots) == 2


def test_the_monster_is_discarded_win_or_lose() -> None:
    """Fight Phase (R40)."""
    match = start(four("Grave Worm"))
    worm = match.state.decks["monsters"][-1]
    fight(match, {0: "fight"})
    assert worm in match.state.discards["monsters"]


def test_monster_numbers_depend_on_the_table_size() -> None:
    """D4 (variant ``scaled``): printed for four; at two seats dungeon 1 regulars are 2
    weaker, bosses 4. Without it (the rulebook's Monster Cards) the printed number."""
    pos = {"players": [{}, {}], "decks": {"monsters": ["Grave Worm"]}}
    match = start({**pos, "scaled": True})
    apply(match, 0, act.Fight())
    assert RULES.view(match.state, 0).fight.need == 8 - 2  # type: ignore[union-attr]
    match = start(pos)
    apply(match, 0, act.Fight())
    assert RULES.view(match.state, 0).fight.need == 8  # type: ignore[union-attr]
    match = start({"players": [{}, {}], "decks": {"monsters": ["Grave Worm"]}, "scaled": False})
    apply(match, 0, act.Fight(boss=True))
    assert RULES.view(match.state, 0).fight.need == 14  # type: ignore[union-attr]


def test_a_boss_uses_its_second_numbers() -> None:
    """Monster Cards (R12, R13), D18: a boss fight uses the numbers after the slash."""
    match = start(four("Giant Rat"))
    apply(match, 0, act.Fight(boss=True))
    f = RULES.view(match.state, 0).fight
    assert f is not None and f.boss and f.need == 10 and f.reward == 3


def test_a_monster_without_a_slash_uses_its_numbers_both_ways() -> None:
    """Monster Cards (R14)."""
    match = start(four("Mimic Chest"))
    apply(match, 0, act.Fight(boss=True))
    f = RULES.view(match.state, 0).fight
    assert f is not None and f.need == 6 and f.reward == 2


def test_a_lone_fighter_fights_alone() -> None:
    """D44: one fighter is a party of one."""
    match = start(four("Giant Rat", [{"slots": {**GEAR, "legs": "Patched Trousers"}}, {}, {}, {}]))
    events = fight(match, {0: "fight"})
    assert of_kind(events, ev.FightWon)[0].total == 4
    # the only roller takes the card without dice (D10)
    assert of_kind(events, ev.LootWon)[0].totals == {} and not of_kind(events, ev.DiceRolled)


def test_anyone_may_help_or_hinder_in_the_fight_window() -> None:
    """Fight Phase (R36, R37): a seat that fled hinders; the window closes when all pass."""
    players = [
        {"slots": {**GEAR, "legs": "Patched Trousers"}},
        {"hand": ["Poke the Beast"]},
        {},
        {},
    ]
    match = start(four("Giant Rat", players))
    apply(match, 0, act.Fight())
    pass_until(match, phase="prepare")
    choose_all(match, {0: "fight"})
    pass_until(match, 1, "fight")
    events = play(match, 1, "Poke the Beast")  # nobody else can answer: the window closes
    lost = of_kind(events, ev.FightLost)
    assert lost and lost[0].total == 4 and lost[0].need == 7


def test_player_modifiers_count_only_for_fighters() -> None:
    """D33: Battle Cry played in preparation by a seat that then flees adds nothing."""
    match = start(four("Giant Rat", [{"hand": ["Battle Cry"]}, {"slots": GEAR}, {}, {}]))
    apply(match, 0, act.Fight())
    play(match, 0, "Battle Cry")
    pass_until(match, phase="prepare")
    events = choose_all(match, {1: "fight"})
    assert of_kind(events, ev.FightLost)[0].total == 3


def test_a_flee_toll_charges_those_who_flee() -> None:
    """D19 (flee_toll): Goblin Cutpurse: everyone who flees drops a loot card of its choice."""
    players = [
        {"slots": GEAR},
        {"bag": ["Copper Coins", "Silver Ring"]},
        {"bag": ["Silver Ring"]},
        {},
    ]
    match = start(four("Goblin Cutpurse", players))
    apply(match, 0, act.Fight())
    events = choose_all(match, {0: "fight"})
    assert [e.seat for e in of_kind(events, ev.LootDropped)] == [2]
    assert match.to_act() == (1,) and match.state.pending[0].reason == "toll"
    apply(match, 1, act.Drop(card=find(match, 1, "Copper Coins")))
    assert [name(c) for c in match.state.players[1].bag] == ["Silver Ring"]


def test_swarm_monsters_grow_with_each_fighter() -> None:
    """D19 (swarm): Bat Swarm gains 1 per fighter."""
    match = start(four("Bat Swarm", [{"slots": GEAR}, {}, {}, {}]))
    apply(match, 0, act.Fight())
    events = choose_all(match, {0: "fight", 1: "fight", 2: "fight"})
    lost = of_kind(events, ev.FightLost)
    assert lost and lost[0].need == 2 + 3 and lost[0].total == 5


def test_an_ignored_slot_adds_nothing() -> None:
    """D19 (ignore_slot): head equipment adds nothing against the Barrow Wight."""
    match = start(
        four(
            "Barrow Wight",
            [{"slots": {"head": "Iron Pot Helm", "body": "Padded Vest"}}, {}, {}, {}],
        )
    )
    apply(match, 0, act.Fight())
    assert RULES.view(match.state, 0).players[0].survivability == 2


def test_heavy_loss_raises_the_cost_of_a_defeat() -> None:
    """D19 (heavy_loss): Hobgoblin Brute costs one card more."""
    match = start(four("Hobgoblin Brute", [{"bag": ["Copper Coins"] * 4}, {}, {}, {}]))
    events = fight(match, {0: "fight"})
    assert of_kind(events, ev.FightLost)[0].owed == {0: 3}


def test_silence_forbids_ability_cards_but_not_loot() -> None:
    """D19 (silence): no ability cards against the Lantern Ghost; loot still works."""
    players = [{"hand": ["Battle Cry"], "bag": ["Healing Draught"]}, {}, {}, {}]
    match = start({"players": players, "dungeon": 2, "decks": {"monsters": ["Lantern Ghost"]}})
    apply(match, 0, act.Fight())
    legal = match.legal_actions(0)
    assert act.Play(card=find(match, 0, "Healing Draught")) in legal
    cry = find(match, 0, "Battle Cry")
    assert act.Play(card=cry) not in legal
    with pytest.raises(IllegalAction, match="No ability cards"):
        match.apply(0, act.Play(card=cry))


def test_the_caller_of_a_hellhound_must_fight() -> None:
    """D19 (caller_must_fight): only Fight for the player who started it."""
    match = start({"players": [{}, {}, {}, {}], "dungeon": 3, "decks": {"monsters": ["Hellhound"]}})
    apply(match, 0, act.Fight())
    assert match.legal_actions(0) == [act.Choose(side="fight")]
    assert act.Choose(side="flight") in match.legal_actions(1)
    with pytest.raises(IllegalAction, match="Flight is not allowed"):
        match.apply(0, act.Choose(side="flight"))


def test_taunt_forbids_flight() -> None:
    """D16: Taunt leaves its target only Fight."""
    match = start(four("Giant Rat", [{"hand": ["Taunt"]}, {}, {}, {}]))
    apply(match, 0, act.Fight())
    play(match, 0, "Taunt", target=2)
    pass_until(match, phase="prepare")
    assert match.legal_actions(2) == [act.Choose(side="fight")]


def test_cold_feet_switches_sides_after_the_reveal() -> None:
    """D34: a fled seat joins (and may roll, and may lose); a fighter may leave."""
    players = [{"slots": GEAR}, {"hand": ["Cold Feet"], "slots": GEAR}, {}, {}]
    match = start(four("Giant Rat", players))
    apply(match, 0, act.Fight())
    pass_until(match, phase="prepare")
    choose_all(match, {0: "fight"})
    pass_until(match, 1, "fight")
    events = play(match, 1, "Cold Feet")
    assert of_kind(events, ev.SideSwitched)[0].fighting
    assert of_kind(events, ev.FightWon)[0].total == 6
    assert set(of_kind(events, ev.DiceRolled)[0].faces) == {0, 1}


def test_smoke_bomb_saves_its_player_from_a_defeat() -> None:
    """D14 (ward): a warded fighter owes nothing."""
    players = [{"hand": ["Smoke Bomb"], "bag": ["Copper Coins", "Silver Ring"]}, {}, {}, {}]
    match = start(four("Grave Worm", players))
    apply(match, 0, act.Fight())
    play(match, 0, "Smoke Bomb")
    pass_until(match, phase="prepare")
    events = choose_all(match, {0: "fight"})
    assert of_kind(events, ev.FightLost)[0].owed == {0: 0}
    assert len(match.state.players[0].bag) == 2


def test_deep_pockets_adds_a_card_to_the_reward_and_to_the_cost() -> None:
    """D40: one more rare if the party wins; one more card owed if it loses."""
    players = [{"hand": ["Deep Pockets"], "bag": ["Copper Coins"] * 4}, {}, {}, {}]
    match = start(four("Grave Worm", players))
    apply(match, 0, act.Fight())
    play(match, 0, "Deep Pockets")
    assert RULES.view(match.state, 0).fight.reward == 3  # type: ignore[union-attr]
    pass_until(match, phase="prepare")
    events = choose_all(match, {0: "fight"})
    assert of_kind(events, ev.FightLost)[0].owed == {0: 3}


def test_wrong_turn_swaps_the_monster_fought_the_same_way() -> None:
    """D41: the drawn monster is discarded and the next one steps in, same kind of fight."""
    match = start(
        {
            "players": [{"hand": ["Wrong Turn"]}, {}, {}, {}],
            "decks": {"monsters": ["Grave Worm", "Giant Rat"]},
        }
    )
    apply(match, 0, act.Fight(boss=True))
    events = play(match, 0, "Wrong Turn")
    assert "monster_replaced" in kinds(events)
    f = match.state.fight
    assert f is not None and name(f.monster) == "Giant Rat" and f.boss
    assert name(match.state.discards["monsters"][-1]) == "Grave Worm"


def test_dispel_cancels_one_modifier() -> None:
    """D35: a modifier in force in this fight is cancelled; the card stays discarded."""
    players = [{"hand": ["Dispel"], "slots": GEAR}, {"hand": ["Hamstring"]}, {}, {}]
    match = start(four("Giant Rat", players))
    apply(match, 0, act.Fight())
    pass_until(match, 1, "prepare")
    play(match, 1, "Hamstring")
    assert RULES.view(match.state, 0).fight.need == 1  # type: ignore[union-attr]
    pass_until(match, 0, "prepare")
    play(match, 0, "Dispel", pick=0)
    v = RULES.view(match.state, 0).fight
    assert v is not None and v.need == 3 and v.mods[0].live is False


def test_the_describe_lines_of_a_fight_name_the_public_facts() -> None:
    match = start(four("Grave Worm"))
    events = fight(match, {0: "fight"})
    lines = [RULES.describe(e, 1, ["Ana", "Bo", "Cy", "Di"]) for e in events]
    assert "Ana draws Grave Worm, fought as a regular monster." in lines
    assert "Grave Worm beats the party, 1 against 8." in lines


def test_a_seat_out_of_the_window_cannot_play_a_fight_card() -> None:
    """D5: cards are played by whoever holds priority."""
    match = start(four("Giant Rat", [{"hand": ["Rally"]}, {"hand": ["Rally"]}, {}, {}]))
    apply(match, 0, act.Fight())
    with pytest.raises(IllegalAction):
        match.apply(1, act.Play(card=find(match, 1, "Rally")))
    assert T.kind[find(match, 1, "Rally")] == "ability"
