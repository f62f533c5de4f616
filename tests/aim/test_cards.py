"""Appendix 'Card details': one or more tests per clarified card."""

from __future__ import annotations

import pytest

from game.core.errors import NotEnoughGold, SlotTaken
from game.games.aim import events as ev
from game.games.aim.stats import mat_stats

from .conftest import MEMO, act, first, names, run, start

SURE_WIN = [("Claymore", "hand1")]
ATTACK = {"kind": "attack", "target": 1}


def mat_of(*entries):
    return [list(e) for e in entries]


def sell(mat, gold=0, **player):
    """Sell seat 0's mat; returns the Sold event."""
    pos = {"phase": "market_trash", "players": [{"mat": mat_of(*mat), "gold": gold, **player}, {}]}
    return first(run(pos, [(0, {"kind": "sell"})]).events, ev.Sold)


def totals(*entries, gold=0):
    return mat_stats(
        MEMO,
        start({"players": [{"mat": mat_of(*entries), "gold": gold}, {}]}).state.players[0].mat,
        gold,
    )


def battle(attacker, defender, *, d_gold=0):
    """Seat 0 attacks seat 1; returns the ScenarioResult."""
    pos = {
        "phase": "attack",
        "players": [
            {"mat": mat_of(*attacker), "deck": ["Potato"] * 5},
            {"mat": mat_of(*defender), "gold": d_gold},
        ],
    }
    return run(pos, [(0, ATTACK)])


def battle_power(result) -> tuple[int, int]:
    e = first(result.events, ev.AttackRolled)
    return e.attack_total - e.attack_roll, e.defense_total - e.defense_roll


def equip_start(hand, mat=()):
    return start({"phase": "equip", "players": [{"hand": list(hand), "mat": mat_of(*mat)}, {}]})


# ----------------------------------------------------------------- Attack Dog
def test_attack_dog_adds_one_attack_only_with_food_stored():
    """Appendix, Attack Dog: +1 Attack Power only while carrying Food during the attack."""
    with_food = battle(
        [("Pointy Stick", "hand1"), ("Attack Dog", "companion"), ("Bread", "store")], []
    )
    assert battle_power(with_food)[0] == 2
    no_food = battle(
        [("Pointy Stick", "hand1"), ("Attack Dog", "companion"), ("Beer", "store")], []
    )
    assert battle_power(no_food)[0] == 1


def test_attack_dog_does_not_eat_the_food():
    """Appendix, Attack Dog: the Food card is not consumed."""
    r = battle([("Pointy Stick", "hand1"), ("Attack Dog", "companion"), ("Potato", "store")], [])
    assert "Potato" in names(r.match.state.players[0].mat)


def test_attack_dog_with_food_alone_is_enough_to_attack():
    """Appendix, Attack Dog + Attack phase: its +1 counts toward the 1 Attack needed."""
    m = start({"phase": "equip", "players": [{"hand": ["Attack Dog", "Potato"]}, {}]})
    act(m, 0, kind="place", card="Attack Dog", spot="companion")
    act(m, 0, kind="place", card="Potato", spot="store")
    act(m, 0, kind="finish_equip")
    assert m.state.phase == "attack"
    assert any(a.kind == "attack" for a in m.legal_actions(0))


def test_dog_bonuses_are_for_battle_not_for_market():
    """Appendix, Attack Dog/Dog: the bonus applies at the time of an attack, not selling."""
    assert sell([("Attack Dog", "companion"), ("Dog", "companion"), ("Potato", "store")]).gold == 1
    st = totals(("Attack Dog", "companion"), ("Dog", "companion"), ("Potato", "store"))
    assert (st.attack, st.defense, st.battle_attack, st.battle_defense) == (0, 0, 1, 1)


# ----------------------------------------------------------------- Dog
def test_dog_adds_one_defense_only_with_food():
    """Appendix, Dog: +1 Defense only with Food at the time of the attack."""
    fed = battle(SURE_WIN, [("Dog", "companion"), ("Wheel of Cheese", "store")])
    assert battle_power(fed)[1] == 1
    hungry = battle(SURE_WIN, [("Dog", "companion"), ("Wine", "store")])
    assert battle_power(hungry)[1] == 0


# ----------------------------------------------------------------- Beer Helmet
def test_beer_helmet_adds_gold_per_alcohol_stored():
    """Appendix, Beer Helmet: 'Alcohol' means any 'Goods - Alcohol' card (Beer, Wine)."""
    assert (
        sell(
            [("Beer Helmet", "head"), ("Beer", "store"), ("Wine", "store"), ("Backpack", "back")]
        ).gold
        == 1 + 3 + 2
    )
    assert sell([("Beer Helmet", "head"), ("Bread", "store")]).gold == 2


# ----------------------------------------------------------------- Bow and Arrow
def test_bow_and_arrow_is_equipped_on_the_back():
    """Appendix, Bow and Arrow: you use it by equipping it on your back."""
    m = equip_start(["Bow and Arrow"])
    spots = sorted(a.spot for a in m.legal_actions(0) if a.kind == "place")
    assert spots == ["back", "store"]
    act(m, 0, kind="place", card="Bow and Arrow", spot="back")
    st = mat_stats(MEMO, m.state.players[0].mat)
    assert st.attack == 2 and st.carry == 2  # the back's Carry is taken


# ----------------------------------------------------------------- Cape
def test_cape_doubles_everything_else_equipped():
    """Appendix, Cape: multiplies the Attack, Defense and Gold of everything else equipped."""
    st = totals(
        ("Cape", "back"),
        ("Short Sword", "hand1"),
        ("Iron Shield", "hand2"),
        ("Jeweled Crown", "head"),
    )
    assert (st.attack, st.defense, st.gold) == (4, 4, 4)


def test_cape_multiplies_last_after_bonuses_but_not_storage_or_companions():
    """Appendix, Cape: the multiplication is done last; only equipped cards count (stored
    goods and companions are not equipped)."""
    # Fancy Glove: +1 per Clothing equipped (Glove and Cape) = 2, doubled last = 4.
    s = sell(
        [
            ("Cape", "back"),
            ("Fancy Glove", "hand1"),
            ("Potato", "store"),
            ("Traveling Minstrel", "companion"),
        ]
    )
    assert s.parts["cards"] == 4 + 1 + 1


def test_cape_doubles_attack_in_battle():
    """Appendix, Cape: the doubled Attack Power is used when attacking."""
    r = battle(
        [
            ("Cape", "back"),
            ("Short Sword", "hand1"),
            ("Dagger", "hand2"),
            ("Attack Dog", "companion"),
            ("Potato", "store"),
        ],
        [],
    )
    assert battle_power(r)[0] == (2 + 1) * 2 + 1  # the Attack Dog is a companion


def test_stored_cape_doubles_nothing():
    """Storing: a stored Cape gives no stats."""
    st = totals(("Cape", "store"), ("Short Sword", "hand1"))
    assert st.attack == 2


# ----------------------------------------------------------------- Claymore
def test_claymore_in_either_hand_occupies_both():
    """Appendix, Claymore: equipped in either hand, both hands are considered occupied."""
    m = equip_start(["Claymore", "Sack"])
    act(m, 0, kind="place", card="Claymore", spot="hand1")
    spots = sorted(a.spot for a in m.legal_actions(0) if a.kind == "place")
    assert "hand2" not in spots and "hand1" not in spots
    before = m.state_hash()
    with pytest.raises(SlotTaken):
        act(m, 0, kind="place", card="Sack", spot="hand2")
    assert m.state_hash() == before
    assert mat_stats(MEMO, m.state.players[0].mat).carry == 1


# ----------------------------------------------------------------- Crossbow
@pytest.mark.parametrize("spot", ["back", "hand1", "hand2"])
def test_crossbow_gives_the_same_stats_on_the_back_or_in_a_hand(spot):
    """Appendix, Crossbow: equipped on the back or in a hand, same stat bonuses."""
    st = totals(("Crossbow", spot))
    assert st.attack == 3 and st.carry == 2


# ----------------------------------------------------------------- Fancy Glove
def test_fancy_glove_counts_itself_as_clothing():
    """Appendix, Fancy Glove: it is Clothing itself, so it always grants at least 1 Gold."""
    assert sell([("Fancy Glove", "hand1")]).gold == 1
    assert (
        sell([("Fancy Glove", "hand1"), ("Plain Clothes", "body"), ("Wool Cap", "head")]).gold == 3
    )


def test_fancy_glove_counts_only_equipped_clothing():
    """Appendix, Fancy Glove: 'Clothing' means equipped 'Equipment - Clothing' cards."""
    s = sell([("Fancy Glove", "hand1"), ("Leather Pants", "store"), ("Chain Mail", "body")])
    assert s.gold == 1


def test_fancy_glove_leaves_the_hand_free_for_another_item():
    """Appendix, Fancy Glove: you can still carry another hand item with it."""
    m = equip_start(["Fancy Glove", "Short Sword"])
    act(m, 0, kind="place", card="Fancy Glove", spot="hand1")
    act(m, 0, kind="place", card="Short Sword", spot="hand1")
    assert mat_stats(MEMO, m.state.players[0].mat).carry == 2  # the sword takes hand1's Carry


# ----------------------------------------------------------------- Fanny Pack
def test_fanny_pack_leaves_the_body_slot_free():
    """Appendix, Fanny Pack: worn in the body slot without occupying it; armor still fits."""
    m = equip_start(["Fanny Pack", "Chain Mail"])
    act(m, 0, kind="place", card="Fanny Pack", spot="body")
    act(m, 0, kind="place", card="Chain Mail", spot="body")
    st = mat_stats(MEMO, m.state.players[0].mat)
    assert st.carry == 3 + 2 and st.defense == 2


def test_only_one_fanny_pack_style_accessory_per_slot():
    """Equipping (decision): a slot holds one item plus at most one card that 'does not
    occupy it'; a second such card in the same slot is refused."""
    m = equip_start(["Fanny Pack", "Wallet Chain"])
    act(m, 0, kind="place", card="Fanny Pack", spot="body")
    before = m.state_hash()
    with pytest.raises(SlotTaken, match="beside its item"):
        act(m, 0, kind="place", card="Wallet Chain", spot="body")
    assert m.state_hash() == before


# ----------------------------------------------------------------- Gauntlet
def test_gauntlet_shares_a_hand_with_another_item():
    """Appendix, Gauntlet: equip it in a hand and still carry another item in that hand."""
    m = equip_start(["Gauntlet", "Short Sword", "Iron Shield"])
    act(m, 0, kind="place", card="Gauntlet", spot="hand2")
    act(m, 0, kind="place", card="Short Sword", spot="hand2")
    act(m, 0, kind="place", card="Iron Shield", spot="hand1")
    st = mat_stats(MEMO, m.state.players[0].mat)
    assert (st.attack, st.defense) == (1 + 2, 1 + 2)


def test_gauntlet_alone_keeps_the_hands_carry():
    """Appendix, Gauntlet: it does not take the hand, so the hand's Carry stays."""
    assert totals(("Gauntlet", "hand1")).carry == 3


# ----------------------------------------------------------------- Guard
def test_guard_is_free_with_alcohol_stored_at_market():
    """Appendix, Guard: with at least one Alcohol stored during the market phase, no fee."""
    assert sell([("Guard", "companion"), ("Beer", "store")], gold=2).parts["fees"] == 0
    assert sell([("Guard", "companion"), ("Bread", "store")], gold=2).parts["fees"] == -1


def test_guard_charges_if_the_alcohol_was_lost_in_an_attack():
    """Appendix, Guard: alcohol lost in an attack does not count; the Guard wants 1 Gold."""
    pos = {
        "phase": "attack",
        "players": [
            {"mat": mat_of(*SURE_WIN), "deck": ["Potato"] * 5},
            {"mat": mat_of(("Guard", "companion"), ("Beer", "store")), "gold": 3},
        ],
    }
    r = run(pos, [(0, ATTACK), (1, {"kind": "sell"})])
    assert names(r.match.state.players[1].discard)[0] == "Beer"
    s = first(r.events, ev.Sold)
    assert s.parts["fees"] == -1


# ----------------------------------------------------------------- Junk
def test_junk_costs_one_gold_to_trash():
    """Appendix, Junk: at least 1 Gold is needed to trash it, deducted when selling."""
    m = start({"phase": "market_trash", "players": [{"mat": [["Junk", "store"]]}, {}]})
    assert all(a.kind != "trash" for a in m.legal_actions(0))
    before = m.state_hash()
    with pytest.raises(NotEnoughGold, match="costs 1 Gold"):
        act(m, 0, kind="trash", card="Junk")
    assert m.state_hash() == before
    pos = {
        "phase": "market_trash",
        "players": [{"mat": [["Junk", "store"], ["Bread", "store"]]}, {}],
    }
    r = run(pos, [(0, {"kind": "trash", "card": "Junk"}), (0, {"kind": "sell"})])
    assert first(r.events, ev.CardTrashed).gold == -1
    assert first(r.events, ev.Sold).gold == 2 - 1


# ----------------------------------------------------------------- Mercenary
@pytest.mark.parametrize(("attacked", "fee"), [(True, 1), (False, 2)])
def test_mercenary_discounts_her_fee_after_an_attack(attacked, fee):
    """Appendix, Mercenary: she costs 1 Gold instead of 2 if you attacked on your last turn."""
    s = sell([("Mercenary", "companion")], gold=5, attacked_last_turn=attacked)
    assert s.parts["fees"] == -fee and s.gold == 5 - fee


def test_mercenary_remembers_the_attack_from_the_previous_turn():
    """Appendix, Mercenary: 'your last turn' is the attacker's own previous turn."""
    pos = {
        "phase": "attack",
        "players": [{"mat": mat_of(*SURE_WIN), "deck": ["Potato"] * 5}, {"deck": ["Potato"] * 5}],
    }
    m = start(pos)
    act(m, 0, **ATTACK)
    for action in ({"kind": "sell"}, {"kind": "end_market"}, {"kind": "finish_equip"}):
        act(m, 1, **action)
    assert m.state.active == 0 and m.state.players[0].attacked_last_turn
    act(m, 0, kind="sell")
    act(m, 0, kind="end_market")
    act(m, 0, kind="finish_equip")  # no weapon now: no attack this turn
    assert not m.state.players[0].attacked_last_turn


# ----------------------------------------------------------------- Pesky Quest Item
def test_pesky_quest_item_costs_two_gold_to_trash():
    """Appendix, Pesky Quest Item: at least 2 Gold to trash it, deducted when selling."""
    m = start(
        {
            "phase": "market_trash",
            "players": [{"mat": [["Overdue Library Book", "store"], ["Potato", "store"]]}, {}],
        }
    )
    before = m.state_hash()
    with pytest.raises(NotEnoughGold, match="costs 2 Gold and you would have only 1"):
        act(m, 0, kind="trash", card="Overdue Library Book")
    assert m.state_hash() == before
    pos = {
        "phase": "market_trash",
        "players": [
            {"mat": [["Overdue Library Book", "store"], ["Potato", "store"]], "gold": 1},
            {},
        ],
    }
    r = run(pos, [(0, {"kind": "trash", "card": "Overdue Library Book"}), (0, {"kind": "sell"})])
    assert first(r.events, ev.Sold).gold == 0
    assert names(r.match.state.trash) == ["Overdue Library Book"]


def test_pesky_quest_item_must_be_stored_to_be_trashed():
    """Market phase, Trash (tip): trashing, of a stored card, is the only way to get rid of a
    Pesky Quest Item; it weighs 1 and has no other use."""
    m = equip_start(["Sealed Letter for the King"])
    spots = [a.spot for a in m.legal_actions(0) if a.kind == "place"]
    assert spots == ["store"]


# ----------------------------------------------------------------- Porter
@pytest.mark.parametrize(
    ("stored", "fee"),
    [
        ([], 1),  # not needed: still 1 for his time
        (["Potato"] * 3, 1),  # fits in your own 3 Carry
        (["Potato"] * 5, 2),  # 2 of his Carry used
        (["Potato"] * 6, 3),  # all 3 used
    ],
)
def test_porter_is_paid_for_the_carry_he_uses_at_market(stored, fee):
    """Appendix, Porter: owed Gold for the Carry he holds at the market phase, at least 1."""
    s = sell([("Porter", "companion"), *((g, "store") for g in stored)])
    assert s.parts["fees"] == -fee


def test_porter_counts_gold_dice_as_carried_weight():
    """Appendix, Porter + Storing: gold dice weigh 1 each, so they can use his Carry."""
    s = sell(
        [("Porter", "companion"), ("Potato", "store"), ("Potato", "store"), ("Potato", "store")],
        gold=12,
    )
    assert s.parts["fees"] == -2


# ----------------------------------------------------------------- Wallet Chain
def test_wallet_chain_carries_one_die_but_no_card():
    """Appendix, Wallet Chain: +1 Carry usable only for a single gold die."""
    st = totals(
        ("Wallet Chain", "body"),
        ("Potato", "store"),
        ("Potato", "store"),
        ("Potato", "store"),
        gold=6,
    )
    assert not st.overloaded  # the die rides on the chain
    st = totals(
        ("Wallet Chain", "body"),
        ("Potato", "store"),
        ("Potato", "store"),
        ("Potato", "store"),
        gold=12,
    )
    assert st.overloaded  # only one die fits on the chain
    m = equip_start(
        ["Potato"],
        mat=[
            ("Wallet Chain", "body"),
            ("Potato", "store"),
            ("Potato", "store"),
            ("Potato", "store"),
        ],
    )
    assert [a.kind for a in m.legal_actions(0)] == ["unplace"] * 4 + ["finish_equip"]


def test_wallet_chain_protects_the_defenders_most_valuable_die():
    """Appendix, Wallet Chain: the winner cannot take one die (the defender's choice, the
    most valuable); the other dice are lost and a good is still discarded."""
    r = battle(
        SURE_WIN + [("Backpack", "back")],
        [("Wallet Chain", "body"), ("Backpack", "back"), ("Potato", "store")],
        d_gold=8,
    )
    t = first(r.events, ev.GoldTaken)
    assert (t.protected, t.taken, t.bonus) == (6, 2, 1)
    s = r.match.state
    assert s.players[1].gold == 6 and s.players[0].gold == 3
    assert names(s.players[1].discard) == ["Potato"]


def test_wallet_chain_with_a_single_die_keeps_it():
    """Appendix, Wallet Chain: with one die, that die is safe."""
    r = battle(SURE_WIN, [("Wallet Chain", "body")], d_gold=5)
    t = first(r.events, ev.GoldTaken)
    assert (t.protected, t.taken) == (5, 0) and r.match.state.players[1].gold == 5


def test_attack_dog_also_counts_when_defending():
    """Attack phase + Attack Dog (decision): the defender adds Attack Power too, so a fed
    Attack Dog helps its owner defend."""
    r = battle(SURE_WIN, [("Attack Dog", "companion"), ("Potato", "store")])
    assert battle_power(r) == (5, 1)


def test_bard_plays_for_more_with_alcohol():
    """Market phase, Sell: companion Gold and its conditional bonus (Bard +1 with Alcohol)."""
    assert sell([("Bard", "companion")]).gold == 1
    assert sell([("Bard", "companion"), ("Beer", "store")]).gold == 1 + 1 + 1
