"""Attack phase (rulebook '3. Attack phase'): battle dice, ties, spoils, Pesky Quest Items.

Battle dice come from the seeded chance; tests either make the result certain with the
stats (Claymore 5 + die >= 6 beats a bare defender) or search a seed for the needed roll,
and always check the recorded AttackRolled totals against the stats.
"""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, NotYourTurn, WrongPhase
from game.games.aim import events as ev
from game.games.aim.stats import mat_stats

from .conftest import BOOK, MEMO, act, find_seed, first, names, of_kind, run, start

ATTACK = {"kind": "attack", "target": 1}


def attack_pos(attacker=(), defender=(), *, a_gold=0, d_gold=0, seats=2, others=(), **extra):
    """Seat 0 in its attack phase; seat 1 (and any others) as given."""
    players = [
        {"mat": [list(m) for m in attacker], "gold": a_gold},
        {"mat": [list(m) for m in defender], "gold": d_gold},
    ]
    players += [{"mat": [list(m) for m in o]} for o in others]
    return {"phase": "attack", "turn_order": list(range(seats)), "players": players, **extra}


def rolled(result) -> ev.AttackRolled:
    return first(result.events, ev.AttackRolled)


def taken(result) -> ev.GoldTaken:
    return first(result.events, ev.GoldTaken)


SURE_WIN = [("Claymore", "hand1")]  # 5 + die >= 6 >= a bare defender's die
SURE_LOSS = [("Pointy Stick", "hand1")]  # 1 + die <= 7 < 7 Defense + die
WALL = [
    ("Chain Mail", "body"),
    ("Iron Helm", "head"),
    ("Iron Shield", "hand1"),
    ("Wooden Shield", "hand2"),
]


# ----------------------------------------------------------------- the roll
def test_battle_totals_are_power_plus_die_and_defender_adds_attack_and_defense():
    """Attack phase: attacker = Attack Power + die; defender = Attack Power + Defense + die."""
    defender = [("Short Sword", "hand1"), ("Iron Shield", "hand2"), ("Chain Mail", "body")]
    r = run(attack_pos([("Short Sword", "hand1"), ("Dagger", "hand2")], defender), [(0, ATTACK)])
    e = rolled(r)
    assert e.attack_total == 3 + e.attack_roll
    assert e.defense_total == 2 + 2 + 2 + e.defense_roll
    assert 1 <= e.attack_roll <= 6 and 1 <= e.defense_roll <= 6
    assert e.attacker_won == (e.attack_total >= e.defense_total)


def test_attacker_wins_ties():
    """Attack phase: if the attacker's points are greater or equal, the attacker wins."""
    _, r = find_seed(
        attack_pos([("Pointy Stick", "hand1")], [("Potato", "store")]),
        [(0, ATTACK)],
        lambda e: e.attack_total == e.defense_total,
    )
    assert rolled(r).attacker_won
    assert of_kind(r.events, ev.GoldTaken) and not of_kind(r.events, ev.PeskyTaken)


def test_defender_wins_with_more_points_and_keeps_everything():
    """Attack phase: otherwise the defender wins and keeps all items and gold."""
    _, r = find_seed(
        attack_pos([("Pointy Stick", "hand1")], [("Potato", "store")], d_gold=5),
        [(0, ATTACK)],
        lambda e: e.attack_total < e.defense_total,
    )
    assert not rolled(r).attacker_won
    d = r.match.state.players[1]
    assert d.gold == 5 and names(d.mat) == ["Potato"]
    assert not of_kind(r.events, ev.GoldTaken)


def test_attack_needs_one_attack_power():
    """Attack phase: equipped cards must have at least 1 Attack Power to attack."""
    m = start(attack_pos([("Iron Shield", "hand1")]))
    assert [a.kind for a in m.legal_actions(0)] == ["skip_attack"]
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="at least 1 Attack"):
        act(m, 0, **ATTACK)
    assert m.state_hash() == before


def test_attacking_is_optional():
    """Attack phase: you can optionally attack; skipping ends the turn peacefully."""
    r = run(attack_pos(SURE_WIN, [("Potato", "store")], d_gold=3), [(0, {"kind": "skip_attack"})])
    s = r.match.state
    assert not of_kind(r.events, ev.AttackRolled)
    assert s.players[1].gold == 3 and s.active == 1 and s.phase == "market_trash"


def test_a_player_cannot_attack_themselves():
    """Attack phase: you attack another player."""
    m = start(attack_pos(SURE_WIN))
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="another player"):
        act(m, 0, kind="attack", target=0)
    assert m.state_hash() == before


# ----------------------------------------------------------------- spoils
def test_worked_example_winner_takes_the_die_plus_half_the_goods_rounded_up():
    """Attack phase (worked example): Alice carries a 2-gold die and three Potatoes; Bob wins
    and takes 2 + ceil(3/2) = 4 Gold; Alice discards one Potato and keeps two."""
    r = run(attack_pos(SURE_WIN, [("Potato", "store")] * 3, d_gold=2), [(0, ATTACK)])
    assert rolled(r).attacker_won
    t = taken(r)
    assert (t.taken, t.bonus, t.protected, t.dropped) == (2, 2, 0, 0)
    s = r.match.state
    assert s.players[0].gold == 4 and s.players[1].gold == 0
    assert names(s.players[1].mat) == ["Potato", "Potato"]
    assert names(s.players[1].discard) == ["Potato"]


@pytest.mark.parametrize(
    ("goods", "bonus"),
    [
        ([], 0),
        (["Potato"], 1),  # 1/2 -> 1
        (["Bread", "Potato"], 2),  # 3/2 -> 2
        (["Bread", "Wheel of Cheese"], 3),  # 5/2 -> 3
        (["Silver Jewelry", "Wine"], 4),  # 7/2 -> 4
    ],
)
def test_goods_bonus_is_half_the_goods_value_rounded_up(goods, bonus):
    """Attack phase: the bonus is half of the defender's Goods value, rounded up."""
    pos = attack_pos(SURE_WIN, [(g, "store") for g in goods])
    pos["players"][1]["mat"].append(["Backpack", "back"])
    r = run(pos, [(0, ATTACK)])
    assert taken(r).bonus == bonus


def test_only_goods_count_for_the_bonus():
    """Attack phase: the bonus counts Goods, not Loot cards or equipment worth Gold."""
    pos = attack_pos(SURE_WIN, [("Gilded Idol", "store"), ("Jeweled Crown", "head")])
    r = run(pos, [(0, ATTACK)])
    assert taken(r).bonus == 0
    assert not of_kind(r.events, ev.GoodsDiscarded)


def test_winner_takes_all_the_defenders_gold_dice():
    """Attack phase: the attacker takes all gold dice the defender is carrying."""
    pos = attack_pos(
        [("Claymore", "hand1"), ("Backpack", "back")], [("Backpack", "back")], a_gold=3, d_gold=14
    )
    r = run(pos, [(0, ATTACK)])
    s = r.match.state
    assert taken(r).taken == 14
    assert s.players[1].gold == 0 and s.players[0].gold == 17


def test_won_dice_need_carry_or_are_left_behind():
    """Attack phase (tip): won gold dice must be stored; without Carry they are discarded."""
    # Claymore takes both hands: only the back's 1 Carry is left, so one die can be kept.
    r = run(attack_pos(SURE_WIN, [("Backpack", "back")], d_gold=12), [(0, ATTACK)])
    t = taken(r)
    assert (t.taken, t.dropped) == (12, 6)
    assert r.match.state.players[0].gold == 6
    assert r.match.state.players[1].gold == 0


def test_won_dice_fill_the_free_carry_beside_stored_cards():
    """Attack phase (tip): only Carry not used by stored cards holds won dice."""
    attacker = [
        ("Claymore", "hand1"),
        ("Backpack", "back"),
        ("Potato", "store"),
        ("Potato", "store"),
    ]  # Carry 3 (Backpack, back slot taken) - 2 stored = 1 die
    r = run(attack_pos(attacker, [("Backpack", "back")], a_gold=2, d_gold=12), [(0, ATTACK)])
    assert r.match.state.players[0].gold == 6
    assert taken(r).dropped == 2 + 12 - 6


def test_defender_chooses_which_goods_to_discard():
    """Attack phase: the defender discards one stored Goods card of the defender's choosing."""
    m = start(
        attack_pos(
            SURE_WIN, [("Potato", "store"), ("Bread", "store"), ("Wheel of Cheese", "store")]
        )
    )
    events = act(m, 0, **ATTACK)
    assert first(events, ev.GoodsDiscardAsked).defender == 1
    assert m.state.phase == "defender_discard" and m.to_act() == (1,)
    choices = sorted(names(a.card for a in m.legal_actions(1)))
    assert choices == ["Bread", "Potato", "Wheel of Cheese"]
    before = m.state_hash()
    with pytest.raises(NotYourTurn):
        act(m, 0, kind="skip_attack")
    assert m.state_hash() == before
    act(m, 1, kind="discard_goods", card="Wheel of Cheese")
    d = m.state.players[1]
    assert names(d.discard) == ["Wheel of Cheese"]
    assert sorted(names(d.mat)) == ["Bread", "Potato"]
    assert m.state.active == 1 and m.state.phase == "market_trash"


def test_defender_must_pick_a_stored_goods_card():
    """Attack phase: the discarded card is one of the defender's stored Goods."""
    m = start(attack_pos(SURE_WIN, [("Potato", "store"), ("Bread", "store"), ("Sack", "back")]))
    act(m, 0, **ATTACK)
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="stored Goods"):
        act(m, 1, kind="discard_goods", card="Sack")
    assert m.state_hash() == before


def test_defender_without_goods_discards_nothing():
    """Attack phase: if the defender has no goods, nothing is discarded."""
    r = run(
        attack_pos(SURE_WIN, [("Chain Mail", "body"), ("Short Sword", "store")], d_gold=1),
        [(0, ATTACK)],
    )
    assert not of_kind(r.events, ev.GoodsDiscarded)
    assert not of_kind(r.events, ev.GoodsDiscardAsked)
    assert len(r.match.state.players[1].mat) == 2


# ----------------------------------------------------------------- failure
def test_failed_attack_gives_the_attacker_a_pesky_quest_item():
    """Attack phase: if the defender wins, the attacker takes a Pesky Quest Item into their
    discard pile."""
    pos = attack_pos(SURE_LOSS, WALL)
    pos["players"][0]["deck"] = ["Potato"] * 5  # the cleanup draw must not reshuffle it away
    r = run(pos, [(0, ATTACK)])
    assert not rolled(r).attacker_won
    pesky = first(r.events, ev.PeskyTaken)
    s = r.match.state
    assert BOOK(pesky.card).type == "pesky"
    assert pesky.card in s.players[0].discard
    assert len(s.pesky) == 11


def test_failed_attack_with_no_pesky_left_costs_nothing():
    """Attack phase: with the Pesky pile empty there is no card to take."""
    r = run(attack_pos(SURE_LOSS, WALL, pesky_count=0), [(0, ATTACK)])
    assert not rolled(r).attacker_won and not of_kind(r.events, ev.PeskyTaken)


# ----------------------------------------------------------------- once per turn, any target
def test_only_one_attack_per_turn():
    """Three and four player variant: you can only attack once per turn."""
    m = start(attack_pos(SURE_WIN, seats=3, others=[[]]), seats=3)
    act(m, 0, **ATTACK)
    assert m.state.active == 1 and m.state.phase == "market_trash"
    before = m.state_hash()
    with pytest.raises((NotYourTurn, WrongPhase)):
        act(m, 0, kind="attack", target=2)
    assert m.state_hash() == before
    assert m.state.players[0].attacked_last_turn


@pytest.mark.parametrize("seats", [3, 4])
def test_any_other_player_can_be_attacked_with_three_or_four(seats):
    """Three and four player variant: during the attack phase, choose any other player."""
    others = [[("Potato", "store")]] * (seats - 2)
    m = start(attack_pos(SURE_WIN, seats=seats, others=others), seats=seats)
    targets = sorted(a.target for a in m.legal_actions(0) if a.kind == "attack")
    assert targets == list(range(1, seats))
    events = act(m, 0, kind="attack", target=seats - 1)
    e = first(events, ev.AttackRolled)
    assert (e.attacker, e.defender) == (0, seats - 1)
    assert names(m.state.players[seats - 1].discard) == ["Potato"]


def test_attack_stats_match_the_mat_totals():
    """Attack phase: the totals use the same stats the table shows (mat totals)."""
    mat = [("Crossbow", "back"), ("Gauntlet", "hand1"), ("Short Sword", "hand1")]
    r = run(attack_pos(mat), [(0, ATTACK)])
    st = mat_stats(MEMO, r.match.state.players[0].mat)
    e = rolled(r)
    assert st.battle_attack == 3 + 1 + 2
    assert e.attack_total - e.attack_roll == st.battle_attack
