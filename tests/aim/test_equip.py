"""Equip phase (rulebook '2. Equip phase'): slots, Sacks, pooled Carry, gold dice weight,
storing, companions and "Draw a Card"."""

from __future__ import annotations

import pytest

from game.core.errors import CannotPlace, IllegalAction, NotEnoughCarry, SlotTaken
from game.games.aim import events as ev
from game.games.aim.stats import mat_stats

from .conftest import BOOK, MEMO, RULES, act, by_id, first, mat_id, named, names, of_kind, start


def equip(hand=(), mat=(), gold=0, deck=(), **extra):
    """A position in seat 0's equip phase."""
    return {
        "phase": "equip",
        "players": [
            {"hand": list(hand), "mat": [list(m) for m in mat], "gold": gold, "deck": list(deck)},
            {},
        ],
        **extra,
    }


def stats(m, seat=0):
    p = m.state.players[seat]
    return mat_stats(MEMO, p.mat, p.gold)


def refused(m, error, match, **action):
    """Apply an illegal action: it raises ``error`` and leaves the state untouched."""
    before = m.state_hash()
    with pytest.raises(error, match=match):
        act(m, 0, **action)
    assert m.state_hash() == before


def legal_spots(m, name, seat=0):
    ids = {c for c in m.state.players[seat].hand if BOOK(c).name == name}
    return sorted({a.spot for a in m.legal_actions(seat) if a.kind == "place" and a.card in ids})


# ----------------------------------------------------------------- slots
def test_one_item_per_slot():
    """Equipping: unless a card says otherwise, only one equipment card per slot."""
    m = start(equip(hand=["Iron Helm", "Wool Cap"]))
    act(m, 0, kind="place", card="Iron Helm", spot="head")
    refused(m, SlotTaken, "already holds Iron Helm", kind="place", card="Wool Cap", spot="head")
    assert "head" not in legal_spots(m, "Wool Cap")


def test_equipment_goes_only_in_its_printed_slots():
    """Equipping: the Equip Slot symbols show where a card may go (1 head, 1 back, 1 body,
    2 hands)."""
    m = start(equip(hand=["Chain Mail", "Iron Helm", "Short Sword"]))
    assert legal_spots(m, "Chain Mail") == ["body", "store"]
    assert legal_spots(m, "Iron Helm") == ["head", "store"]
    assert legal_spots(m, "Short Sword") == ["hand1", "hand2", "store"]
    refused(
        m,
        CannotPlace,
        "goes in the body slot, not the hand slot",
        kind="place",
        card="Chain Mail",
        spot="hand1",
    )
    refused(
        m, CannotPlace, "not a place on the table", kind="place", card="Chain Mail", spot="tail"
    )


def test_two_hands_hold_two_items():
    """Equipping: your character has 2 hand slots."""
    m = start(equip(hand=["Short Sword", "Iron Shield", "Dagger"]))
    act(m, 0, kind="place", card="Short Sword", spot="hand1")
    act(m, 0, kind="place", card="Iron Shield", spot="hand2")
    assert legal_spots(m, "Dagger") == ["store"]
    assert (stats(m).attack, stats(m).defense) == (2, 2)


def test_goods_can_only_be_stored():
    """Storing: Goods cards can only be stored, not equipped."""
    m = start(equip(hand=["Bread"]))
    assert legal_spots(m, "Bread") == ["store"]
    refused(m, CannotPlace, "cannot be equipped", kind="place", card="Bread", spot="hand1")


def test_two_handed_claymore_takes_both_hands():
    """Equipping (and Appendix, Claymore): the Claymore needs both hand slots."""
    m = start(equip(hand=["Claymore", "Dagger", "Short Sword"]))
    assert legal_spots(m, "Claymore") == ["hand1", "store"]
    act(m, 0, kind="place", card="Claymore", spot="hand1")
    assert legal_spots(m, "Dagger") == ["store"]
    refused(m, SlotTaken, "Claymore", kind="place", card="Dagger", spot="hand2")
    assert stats(m).attack == 5 and stats(m).carry == 1  # only the back is free


def test_claymore_needs_both_hands_free():
    """Appendix, Claymore: it must be held in both hands, so a full hand blocks it."""
    m = start(equip(hand=["Claymore", "Dagger"], deck=["Potato"]))
    act(m, 0, kind="place", card="Dagger", spot="hand2")
    refused(m, SlotTaken, "needs both hands free", kind="place", card="Claymore", spot="hand1")


# ----------------------------------------------------------------- Carry
def test_each_hand_and_the_back_give_one_carry():
    """Storing: by default each hand slot and the back slot provide 1 Carry each."""
    m = start(equip(hand=["Potato"] * 4))
    assert stats(m).carry == 3
    for _ in range(3):
        act(m, 0, kind="place", card="Potato", spot="store")
    refused(
        m,
        NotEnoughCarry,
        "Potato weighs 1 and you have 0 free",
        kind="place",
        card="Potato",
        spot="store",
    )


def test_worked_example_pooled_carry_back_and_one_hand_hold_a_weight_two_item():
    """Storing (worked example): Carry is pooled; with only the back and one hand free, an
    item of weight 2 fits."""
    m = start(equip(hand=["Wheel of Cheese", "Potato"], mat=[("Pointy Stick", "hand1")]))
    assert stats(m).carry == 2
    act(m, 0, kind="place", card="Wheel of Cheese", spot="store")
    refused(m, NotEnoughCarry, "Not enough Carry", kind="place", card="Potato", spot="store")


def test_worked_example_silver_jewelry_needs_three_carry():
    """Storing: Silver Jewelry has a weight of 3; a Sack adds 1 Carry."""
    m = start(equip(hand=["Silver Jewelry", "Sack"], mat=[("Iron Shield", "hand1")]))
    assert stats(m).carry == 2
    refused(
        m,
        NotEnoughCarry,
        "weighs 3 and you have 2 free",
        kind="place",
        card="Silver Jewelry",
        spot="store",
    )
    act(m, 0, kind="place", card="Sack", spot="back")
    act(m, 0, kind="place", card="Silver Jewelry", spot="store")
    assert stats(m).free_carry == 0


def test_worked_example_sack_in_a_hand_keeps_the_slots_carry():
    """Storing: a Sack on the back or in a hand occupies the slot but keeps the mat's 1 Carry
    and adds its own +1."""
    m = start(equip(hand=["Sack"]))
    act(m, 0, kind="place", card="Sack", spot="hand1")
    assert stats(m).carry == 3 + 1


def test_worked_example_crossbow_in_a_hand_removes_that_hands_carry():
    """Storing: an item held in a hand makes that hand's printed Carry unavailable
    (the crossbow example)."""
    m = start(equip(hand=["Crossbow"]))
    act(m, 0, kind="place", card="Crossbow", spot="hand2")
    assert stats(m).carry == 2


def test_equipping_cannot_take_away_carry_already_used():
    """Storing: stored weight must stay covered; filling a hand that carries a stored card
    is refused."""
    m = start(
        equip(
            hand=["Short Sword"],
            mat=[("Potato", "store"), ("Potato", "store"), ("Potato", "store")],
        )
    )
    refused(
        m,
        NotEnoughCarry,
        "would leave 2 Carry for 3 weight",
        kind="place",
        card="Short Sword",
        spot="hand1",
    )
    assert legal_spots(m, "Short Sword") == []


def test_sack_goes_in_any_slot_with_carry_including_inside_clothes_and_other_sacks():
    """Equipping: a Sack goes in any slot with at least 1 Carry: the back, a hand, inside
    head or body items that give Carry, and inside other Sacks."""
    m = start(equip(hand=["Sack", "Sack", "Sack", "Plain Clothes", "Wooden Shield"]))
    act(m, 0, kind="place", card="Plain Clothes", spot="body")
    act(m, 0, kind="place", card="Wooden Shield", spot="hand2")
    spots = legal_spots(m, "Sack")
    clothes = mat_id(m.state, 0, "Plain Clothes")
    shield = mat_id(m.state, 0, "Wooden Shield")
    assert spots == sorted(["back", "hand1", f"in:{clothes}", "store"])
    assert f"in:{shield}" not in spots
    act(m, 0, kind="place", card="Sack", spot="in:Plain Clothes")
    inner = mat_id(m.state, 0, "Sack")
    act(m, 0, kind="place", card="Sack", spot=f"in:{inner}")
    act(m, 0, kind="place", card="Sack", spot="back")
    # back 1 + hand1 1 + clothes 1 + three Sacks: the shield's hand gives nothing.
    assert stats(m).carry == 1 + 1 + 1 + 3


def test_sack_cannot_go_inside_a_card_without_carry():
    """Equipping: a Sack needs a slot with at least 1 Carry to go inside."""
    m = start(equip(hand=["Sack"], mat=[("Iron Helm", "head")]))
    refused(m, CannotPlace, "no Carry", kind="place", card="Sack", spot="in:Iron Helm")


def test_only_a_sack_goes_inside_other_storage():
    """Equipping: 'Can be used inside other storage' is special to Sacks."""
    m = start(equip(hand=["Backpack"], mat=[("Plain Clothes", "body")]))
    refused(m, CannotPlace, "Only a Sack", kind="place", card="Backpack", spot="in:Plain Clothes")


def test_host_of_a_nested_sack_cannot_be_taken_off_first():
    """Equipping: a Sack inside other storage depends on it; take the Sack out first."""
    m = start(equip(hand=["Plain Clothes", "Sack"]))
    act(m, 0, kind="place", card="Plain Clothes", spot="body")
    act(m, 0, kind="place", card="Sack", spot="in:Plain Clothes")
    refused(
        m, CannotPlace, "Take Sack out of Plain Clothes first", kind="unplace", card="Plain Clothes"
    )
    act(m, 0, kind="unplace", card="Sack")
    act(m, 0, kind="unplace", card="Plain Clothes")
    assert sorted(names(m.state.players[0].hand)) == ["Plain Clothes", "Sack"]


# ----------------------------------------------------------------- storing equipment
def test_stored_equipment_gives_no_stats_and_weighs():
    """Storing: stored equipment provides no Attack Power or Defense and its weight counts."""
    m = start(equip(hand=["Short Sword", "Chain Mail"]))
    act(m, 0, kind="place", card="Short Sword", spot="store")
    st = stats(m)
    assert (st.attack, st.defense, st.stored_weight) == (0, 0, 2)
    refused(m, NotEnoughCarry, "Chain Mail weighs 3", kind="place", card="Chain Mail", spot="store")


def test_a_stored_weapon_does_not_allow_an_attack():
    """Storing and Attack phase: a sword in a pack offers no attack power, so no attack."""
    m = start(equip(hand=["Short Sword"]))
    act(m, 0, kind="place", card="Short Sword", spot="store")
    events = act(m, 0, kind="finish_equip")
    assert first(events, ev.AttackSkipped).reason == "no Attack equipped"
    assert m.state.active == 1


def test_equipped_items_weigh_nothing():
    """Storing: equipment placed in the proper slots does not add to the weight."""
    m = start(equip(hand=["Chain Mail", "Iron Helm", "Potato"]))
    act(m, 0, kind="place", card="Chain Mail", spot="body")
    act(m, 0, kind="place", card="Iron Helm", spot="head")
    assert stats(m).stored_weight == 0 and stats(m).free_carry == 3


# ----------------------------------------------------------------- gold dice
def test_gold_dice_weigh_one_each_whatever_their_face():
    """Storing: gold dice are 1 weight per die regardless of the value on their face."""
    loads = {gold: stats(start(equip(gold=gold))).load for gold in (1, 6, 7, 12, 13)}
    assert loads == {1: 1, 6: 1, 7: 2, 12: 2, 13: 3}


def test_gold_dice_must_be_carried_or_left_behind():
    """Storing (tip): dice must be carried; without room for them, they are discarded and
    their gold is lost."""
    m = start(equip(hand=["Potato", "Potato"], gold=8))  # dice 6 + 2
    act(m, 0, kind="place", card="Potato", spot="store")
    act(m, 0, kind="place", card="Potato", spot="store")
    assert stats(m).overloaded
    legal = m.legal_actions(0)
    assert RULES.action_adapter.validate_python({"kind": "drop_gold"}) in legal
    assert all(a.kind != "finish_equip" for a in legal)
    refused(m, NotEnoughCarry, "Too heavy", kind="finish_equip")
    events = act(m, 0, kind="drop_gold")
    assert first(events, ev.GoldDropped).amount == 2  # the smaller die goes
    assert m.state.players[0].gold == 6
    act(m, 0, kind="finish_equip")


def test_no_die_is_left_behind_while_all_fit():
    """Storing: dropping dice is only for when they cannot be carried."""
    m = start(equip(gold=8))
    assert all(a.kind != "drop_gold" for a in m.legal_actions(0))
    refused(m, IllegalAction, "all fit", kind="drop_gold")


# ----------------------------------------------------------------- companions
def test_companions_follow_without_limit_and_pool_their_stats():
    """Companions: placed beside the mat, no limit, and all stats are pooled."""
    m = start(equip(hand=["Guard", "Guard", "Squire", "Porter", "Pack Mule"]))
    for name in ("Guard", "Guard", "Squire", "Porter", "Pack Mule"):
        act(m, 0, kind="place", card=name, spot="companion")
    st = stats(m)
    assert st.defense == 2 + 2 + 1 and st.carry == 3 + 3 + 3 and st.companions == 5


def test_companions_cannot_be_stored_and_other_cards_cannot_follow():
    """Companions are not placed on the mat; equipment is not a companion."""
    m = start(equip(hand=["Dog", "Potato"]))
    assert legal_spots(m, "Dog") == ["companion"]
    refused(m, CannotPlace, "companion", kind="place", card="Dog", spot="store")
    refused(m, CannotPlace, "not a companion", kind="place", card="Potato", spot="companion")


def test_companion_with_slots_can_equip_gear_like_a_player():
    """Companions: a companion who can equip gear has 1 head, 1 back, 1 body and 2 hand slots,
    and the gear's stats pool with yours."""
    m = start(
        equip(
            hand=["Mercenary", "Short Sword", "Iron Shield", "Iron Helm", "Dagger", "Chain Mail"],
            deck=["Potato"],
        )
    )
    act(m, 0, kind="place", card="Mercenary", spot="companion")
    for name, spot in (
        ("Short Sword", "Mercenary:hand1"),
        ("Iron Shield", "Mercenary:hand2"),
        ("Iron Helm", "Mercenary:head"),
        ("Chain Mail", "Mercenary:body"),
    ):
        act(m, 0, kind="place", card=name, spot=spot)
    refused(m, SlotTaken, "already holds", kind="place", card="Dagger", spot="Mercenary:hand1")
    st = stats(m)
    assert st.attack == 2 + 2 and st.defense == 1 + 2 + 2 + 2
    assert st.carry == 3  # the player's own hands and back are still free


def test_companion_without_slots_takes_no_gear():
    """Companions: only some companions can equip armor and weapons."""
    m = start(equip(hand=["Dog", "Short Sword"]))
    act(m, 0, kind="place", card="Dog", spot="companion")
    assert legal_spots(m, "Short Sword") == ["hand1", "hand2", "store"]
    refused(
        m, CannotPlace, "no equipment slots", kind="place", card="Short Sword", spot="Dog:hand1"
    )


def test_companion_keeps_its_gear_until_the_gear_comes_off():
    """Companions: gear on a companion must come off before the companion leaves."""
    m = start(equip(hand=["Squire", "Sack"]))
    act(m, 0, kind="place", card="Squire", spot="companion")
    act(m, 0, kind="place", card="Sack", spot="Squire:back")
    refused(m, CannotPlace, "equipment off first", kind="unplace", card="Squire")


def test_companion_with_a_fee_can_be_placed_without_gold():
    """Companions: you may place a companion with a fee even without the gold right now;
    the fee is deducted in the next market phase."""
    m = start(equip(hand=["Mercenary"], gold=0))
    act(m, 0, kind="place", card="Mercenary", spot="companion")
    act(m, 0, kind="finish_equip")
    assert m.state.phase == "attack"
    assert mat_id(m.state, 0, "Mercenary") in m.state.players[0].mat


# ----------------------------------------------------------------- Draw a Card
# Rulebook, 2. Equip phase: "After placing a card with the 'Draw a Card' effect, you can draw
# another card [...] Equipment with this effect must be equipped to qualify, not stored."
def drawn(events):
    return names(c for e in of_kind(events, ev.CardsDrawn) for c in e.cards)


def draw_actions(m, seat=0):
    return [a for a in m.legal_actions(seat) if a.kind == "draw_card"]


def test_draw_a_card_is_a_choice_placing_alone_draws_nothing():
    """2. Equip phase: after placing a 'Draw a Card' card you *can* draw: placing it does not
    draw by itself, and the draw is then offered for that card."""
    m = start(equip(hand=["Dagger"], deck=["Bread", "Potato"]))
    deck = list(m.state.players[0].deck)
    events = act(m, 0, kind="place", card="Dagger", spot="hand1")
    assert drawn(events) == [] and m.state.players[0].hand == []
    dagger = mat_id(m.state, 0, "Dagger")
    assert [a.card for a in draw_actions(m)] == [dagger]
    act(m, 0, kind="finish_equip")  # declining the draw is allowed
    assert m.state.players[0].deck == deck


def test_draw_a_card_when_equipped_draws_one_card_for_this_turn():
    """2. Equip phase: choosing the draw puts the top card of your deck into your hand for
    immediate use this turn."""
    m = start(equip(hand=["Dagger"], deck=["Bread", "Potato"]))
    act(m, 0, kind="place", card="Dagger", spot="hand1")
    events = act(m, 0, kind="draw_card", card="Dagger")
    assert drawn(events) == ["Bread"]
    assert names(m.state.players[0].hand) == ["Bread"]
    act(m, 0, kind="place", card="Bread", spot="store")
    assert draw_actions(m) == []  # one draw per placed card


def test_draw_a_card_can_be_taken_with_the_placement():
    """2. Equip phase: placing and drawing in one step (``draw``) is the same as placing and
    then drawing."""
    at_once = start(equip(hand=["Dagger"], deck=["Bread", "Potato"]))
    act(at_once, 0, kind="place", card="Dagger", spot="hand1", draw=True)
    two_steps = start(equip(hand=["Dagger"], deck=["Bread", "Potato"]))
    act(two_steps, 0, kind="place", card="Dagger", spot="hand1")
    act(two_steps, 0, kind="draw_card", card="Dagger")
    assert at_once.state_hash() == two_steps.state_hash()
    assert names(at_once.state.players[0].hand) == ["Bread"]


def test_draw_a_card_is_offered_only_where_it_counts():
    """2. Equip phase: equipment with 'Draw a Card' must be equipped to qualify, not stored;
    cards without it never offer a draw."""
    m = start(equip(hand=["Dagger", "Pointy Stick"], deck=["Bread"]))
    (dagger,) = named(m.state.players[0].hand, "Dagger")
    with_draw = {(a.card, a.spot) for a in m.legal_actions(0) if a.kind == "place" and a.draw}
    assert with_draw == {(dagger, "hand1"), (dagger, "hand2")}
    refused(
        m, IllegalAction, "only when equipped", kind="place", card="Dagger", spot="store", draw=True
    )
    refused(
        m,
        IllegalAction,
        "no Draw a Card",
        kind="place",
        card="Pointy Stick",
        spot="hand1",
        draw=True,
    )
    act(m, 0, kind="place", card="Dagger", spot="store")
    assert draw_actions(m) == []
    refused(m, IllegalAction, "only when equipped", kind="draw_card", card="Dagger")


def test_draw_a_card_goods_draw_when_stored():
    """2. Equip phase: Goods with 'Draw a Card' (Beer, Smoked Sausage) may draw when stored."""
    m = start(equip(hand=["Beer", "Smoked Sausage"], deck=["Potato", "Bread"]))
    act(m, 0, kind="place", card="Beer", spot="store")
    act(m, 0, kind="place", card="Smoked Sausage", spot="store", draw=True)
    assert names(m.state.players[0].hand) == ["Potato"]
    act(m, 0, kind="draw_card", card="Beer")
    assert sorted(names(m.state.players[0].hand)) == ["Bread", "Potato"]


def test_a_card_that_drew_cannot_be_taken_back_but_one_that_did_not_can():
    """2. Equip phase: a drawn card cannot be undone, so its source stays placed; a card whose
    draw was not taken may still come back into hand (and cannot draw from there)."""
    m = start(equip(hand=["Dagger", "Beer"], deck=["Bread", "Potato"]))
    act(m, 0, kind="place", card="Dagger", spot="hand1")
    act(m, 0, kind="draw_card", card="Dagger")
    refused(m, CannotPlace, "already drew a card", kind="unplace", card="Dagger")
    refused(m, IllegalAction, "already drew a card", kind="draw_card", card="Dagger")
    act(m, 0, kind="place", card="Beer", spot="store")
    act(m, 0, kind="unplace", card="Beer")
    (beer,) = named(m.state.players[0].hand, "Beer")
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="Only a card you have placed"):
        m.apply(0, by_id("draw_card", card=beer))
    assert m.state_hash() == before


def test_draw_a_card_with_no_card_left_is_not_offered():
    """2. Equip phase: with the deck and the discard pile both empty there is nothing to
    draw, so the draw is neither offered nor accepted."""
    m = start(equip(hand=["Dagger"]))
    act(m, 0, kind="place", card="Dagger", spot="hand1")
    assert draw_actions(m) == []
    refused(m, IllegalAction, "no card left to draw", kind="draw_card", card="Dagger")


def test_draw_a_card_reshuffles_the_discard_pile_when_the_deck_is_empty():
    """Cleanup phase rule applies to every draw: reshuffle only when a draw finds the deck
    empty."""
    pos = equip(hand=["Dagger"])
    pos["players"][0]["discard"] = ["Potato", "Bread"]
    m = start(pos)
    act(m, 0, kind="place", card="Dagger", spot="hand1")
    events = act(m, 0, kind="draw_card", card="Dagger")
    assert of_kind(events, ev.DiscardShuffled)
    p = m.state.players[0]
    assert len(p.hand) == 1 and len(p.deck) == 1 and p.discard == []


def test_unplacing_returns_the_card_to_hand():
    """Equip phase: until finished, a placed card may be taken back."""
    m = start(equip(hand=["Short Sword"]))
    act(m, 0, kind="place", card="Short Sword", spot="hand1")
    act(m, 0, kind="unplace", card="Short Sword")
    assert names(m.state.players[0].hand) == ["Short Sword"] and m.state.players[0].mat == {}


def test_cards_left_in_hand_stay_in_hand_until_cleanup():
    """Equip phase: the player may equip from hand; what is not placed is discarded at
    cleanup."""
    m = start(
        equip(hand=["Short Sword", "Potato"], deck=["Bread", "Beer", "Beer", "Potato", "Potato"])
    )
    act(m, 0, kind="place", card="Short Sword", spot="hand1")
    act(m, 0, kind="finish_equip")
    act(m, 0, kind="skip_attack")
    p = m.state.players[0]
    assert names(p.discard) == ["Potato"]
    assert len(p.hand) == 5


def test_each_storage_card_holds_one_sack_directly():
    """Equipping (decision): a Sack goes inside a card with Carry, one Sack per card; more
    Sacks nest inside that Sack instead."""
    m = start(equip(hand=["Sack", "Sack", "Sack"], mat=[("Backpack", "back")]))
    act(m, 0, kind="place", card="Sack", spot="in:Backpack")
    backpack = mat_id(m.state, 0, "Backpack")
    refused(
        m,
        SlotTaken,
        "Backpack already holds Sack",
        kind="place",
        card="Sack",
        spot=f"in:{backpack}",
    )
    inner = mat_id(m.state, 0, "Sack")
    act(m, 0, kind="place", card="Sack", spot=f"in:{inner}")
    assert stats(m).carry == 2 + 3 + 1 + 1


def test_companion_slots_bring_no_carry_of_their_own():
    """Companions (decision): a companion's hands and back are slots for gear; only the
    Carry printed on the companion or its gear counts, not a mat's 1 per slot."""
    m = start(equip(hand=["Squire", "Sack", "Crossbow"]))
    act(m, 0, kind="place", card="Squire", spot="companion")
    assert stats(m).carry == 3
    act(m, 0, kind="place", card="Sack", spot="Squire:back")
    assert stats(m).carry == 4
    act(m, 0, kind="place", card="Crossbow", spot="Squire:hand1")
    assert stats(m).carry == 4 and stats(m).attack == 3


def test_the_greedy_bot_takes_a_draw_it_is_offered():
    """2. Equip phase, Draw a Card: a free card to use this turn is worth taking, so the bot
    draws, whether with the placement or afterwards."""
    import random

    from game.bots import make_bot
    from game.games.aim import actions as aim_act

    bot = make_bot("greedy", "aim")
    m = start(equip(hand=["Dagger"], deck=["Bread", "Potato"]))
    choice = bot.choose(m.view(0), m.legal_actions(0), random.Random(0))
    assert isinstance(choice, aim_act.Place) and choice.draw
    m = start(equip(mat=[("Dagger", "hand1")], deck=["Bread"]))  # placed, draw not taken
    choice = bot.choose(m.view(0), m.legal_actions(0), random.Random(0))
    assert choice == aim_act.DrawCard(card=mat_id(m.state, 0, "Dagger"))
