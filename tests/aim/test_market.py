"""Market phase (rulebook '1. Market phase'): Trash, Sell, Clear, Buy and the rebate."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, NotEnoughGold, WrongPhase
from game.games.aim import events as ev

from .conftest import BOOK, act, by_id, first, name_of, names, run, start


def market(mat=(), gold=0, **extra):
    """A position at the start of seat 0's market phase."""
    return {
        "phase": "market_trash",
        "players": [{"mat": [list(m) for m in mat], "gold": gold, **extra}, {}],
    }


def sold(result) -> ev.Sold:
    return first(result.events, ev.Sold)


# ----------------------------------------------------------------- Trash
@pytest.mark.parametrize(
    ("card", "spot", "gain"),
    [
        ("Claymore", "hand1", 3),  # 7 / 2 = 3.5 -> 3
        ("Chain Mail", "body", 2),  # 4 / 2 = 2
        ("Backpack", "store", 2),  # stored equipment can be trashed too
        ("Potato", "store", 1),  # 1 / 2 = 0.5 -> 0, but never below 1
        ("Orb of Ages", "store", 3),  # 7 / 2 = 3.5 -> 3
    ],
)
def test_trash_pays_half_the_price_rounded_down_but_at_least_one(card, spot, gain):
    """Market phase, Trash: half the Purchase Price in Gold, rounded down, not lower than 1."""
    r = run(market([(card, spot)]), [(0, {"kind": "trash", "card": card}), (0, {"kind": "sell"})])
    assert first(r.events, ev.CardTrashed).gold == gain
    assert sold(r).parts["trash"] == gain
    assert r.match.state.players[0].gold == gain


def test_trashed_card_leaves_the_game_for_the_trash_pile():
    """Market phase, Trash: the card is permanently removed and placed in the trash pile."""
    r = run(
        market([("Claymore", "hand1")]),
        [(0, {"kind": "trash", "card": "Claymore"}), (0, {"kind": "sell"})],
    )
    s = r.match.state
    assert names(s.trash) == ["Claymore"]
    p = s.players[0]
    assert "Claymore" not in names(p.discard + p.deck + p.hand + list(p.mat))


def test_trashed_card_grants_no_stats():
    """Market phase, Trash: a trashed card does not give its Gold when selling."""
    r = run(
        market([("Bread", "store"), ("Potato", "store")]),
        [(0, {"kind": "trash", "card": "Bread"}), (0, {"kind": "sell"})],
    )
    # Bread would have been worth 2; trashing it pays 1 (3 // 2) and only the Potato counts.
    assert sold(r).parts == {"dice": 0, "cards": 1, "trash": 1, "fees": 0}
    assert r.match.state.players[0].gold == 2


def test_only_one_card_may_be_trashed_per_turn():
    """Market phase, Trash: up to one equipped or stored card per turn."""
    m = start(market([("Potato", "store"), ("Bread", "store")]))
    act(m, 0, kind="trash", card="Potato")
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="only one"):
        act(m, 0, kind="trash", card="Bread")
    assert m.state_hash() == before
    assert not any(a.kind == "trash" for a in m.legal_actions(0))


def test_only_equipped_or_stored_cards_can_be_trashed():
    """Market phase, Trash: cards in hand and companions are not equipped or stored."""
    m = start(market([("Porter", "companion")], hand=["Claymore"]))
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="not equipped or stored"):
        m.apply(0, by_id("trash", card=m.state.players[0].hand[0]))
    with pytest.raises(IllegalAction, match="Companions cannot be trashed"):
        act(m, 0, kind="trash", card="Porter")
    assert m.state_hash() == before


def test_trash_comes_before_selling():
    """Market phase order: Trash, then Sell; after selling nothing more can be trashed."""
    m = start(market([("Potato", "store")]))
    act(m, 0, kind="sell")
    before = m.state_hash()
    with pytest.raises(WrongPhase):
        act(m, 0, kind="trash", card=m.state.players[0].discard[0])
    assert m.state_hash() == before


# ----------------------------------------------------------------- Sell
def test_worked_example_selling_potato_bread_fedora_and_minstrel_gives_five_gold():
    """Market phase, Sell (worked example): Potato and Bread give 3, the Fedora of Leadership
    +1 per companion (one), the Traveling Minstrel +1: 5 Gold."""
    r = run(
        market(
            [
                ("Fedora of Leadership", "head"),
                ("Traveling Minstrel", "companion"),
                ("Potato", "store"),
                ("Bread", "store"),
            ]
        ),
        [(0, {"kind": "sell"})],
    )
    assert sold(r).gold == 5
    assert r.match.state.players[0].gold == 5


def test_fedora_counts_each_companion():
    """Market phase, Sell: Gold bonuses on cards you qualify for (Fedora: +1 per companion)."""
    r = run(
        market(
            [("Fedora of Leadership", "head"), ("Dog", "companion"), ("Attack Dog", "companion")]
        ),
        [(0, {"kind": "sell"})],
    )
    assert sold(r).gold == 2


def test_sell_counts_the_gold_dice_carried():
    """Market phase, Sell: the total includes the value of any yellow dice carried."""
    r = run(market([("Potato", "store")], gold=8), [(0, {"kind": "sell"})])
    assert sold(r).parts["dice"] == 8 and sold(r).gold == 9


def test_companion_fees_are_deducted_when_selling():
    """Market phase, Sell: subtract any fees companions require."""
    r = run(market([("Squire", "companion"), ("Bread", "store")], gold=3), [(0, {"kind": "sell"})])
    assert sold(r).parts["fees"] == -1 and sold(r).gold == 4


def test_unpaid_fees_carry_no_penalty():
    """Market phase, Sell: without enough Gold to pay a fee there is no penalty."""
    r = run(market([("Mercenary", "companion"), ("Potato", "store")]), [(0, {"kind": "sell"})])
    assert sold(r).gold == 0 and r.match.state.players[0].gold == 0


def test_gold_that_cannot_be_shown_on_the_dice_is_lost():
    """Gold dice: there are 10 dice; gold beyond what the free dice can show is lost."""
    pos = market([("Potato", "store")], gold=6)
    pos["players"][1] = {"gold": 6 * 9}
    r = run(pos, [(0, {"kind": "sell"})])
    assert sold(r).gold == 6 and sold(r).lost == 1


# ----------------------------------------------------------------- Clear
def test_clear_discards_the_play_area_and_companions_but_keeps_gold():
    """Market phase, Clear: discard all cards in your play area and companions; keep the dice."""
    r = run(
        market(
            [
                ("Pointy Stick", "hand1"),
                ("Sack", "back"),
                ("Sack", "in:Sack"),
                ("Potato", "store"),
                ("Dog", "companion"),
            ],
            gold=4,
        ),
        [(0, {"kind": "sell"})],
    )
    p = r.match.state.players[0]
    assert p.mat == {}
    assert sorted(names(p.discard)) == ["Dog", "Pointy Stick", "Potato", "Sack", "Sack"]
    assert p.gold == 5
    assert r.match.state.phase == "market_buy"


# ----------------------------------------------------------------- Buy
def buy_position(gold, **extra):
    return {
        "phase": "market_buy",
        "premium_row": ["Backpack", "Claymore", "Cape", "Wine"],
        "common_card": "Bread",
        "players": [{"gold": gold}, {}],
        **extra,
    }


def test_buying_several_items_while_gold_lasts():
    """Market phase, Buy: purchase any number of items with enough Gold for each price."""
    r = run(
        buy_position(15),
        [
            (0, {"kind": "buy", "card": "Backpack"}),
            (0, {"kind": "buy", "card": "Claymore"}),
            (0, {"kind": "buy", "card": "Bread"}),
        ],
    )
    p = r.match.state.players[0]
    assert p.gold == 15 - 5 - 7 - 3
    assert sorted(names(p.discard)) == ["Backpack", "Bread", "Claymore"]


def test_purchased_cards_go_to_the_discard_pile_not_the_hand():
    """Market phase, Buy: purchased cards go face up onto the discard pile."""
    r = run(
        buy_position(5, players=[{"gold": 5, "hand": ["Potato"]}, {}]),
        [(0, {"kind": "buy", "card": "Backpack"})],
    )
    p = r.match.state.players[0]
    assert names(p.discard) == ["Backpack"] and names(p.hand) == ["Potato"]


def test_buying_without_enough_gold_is_refused():
    """Market phase, Buy: you need enough Gold to pay the Purchase Price."""
    m = start(buy_position(6))
    before = m.state_hash()
    with pytest.raises(NotEnoughGold, match="Claymore costs 7 Gold and you have 6"):
        act(m, 0, kind="buy", card="Claymore")
    assert m.state_hash() == before
    assert all(BOOK(a.card).price <= 6 for a in m.legal_actions(0) if a.kind == "buy")


def test_only_the_markets_and_the_loot_pile_tops_are_for_sale():
    """Market phase, Buy: from the Common Market, the Premium Market or the Loot piles
    (the top card); not from the market decks."""
    m = start(buy_position(30, premium_deck=["Gemstone"]))
    before = m.state_hash()
    hidden = m.state.premium_deck[-1]
    assert name_of(hidden) == "Gemstone"
    with pytest.raises(IllegalAction, match="not for sale"):
        m.apply(0, by_id("buy", card=hidden))
    with pytest.raises(IllegalAction, match="not for sale"):
        m.apply(0, by_id("buy", card=m.state.loot["rare"][0]))
    assert m.state_hash() == before
    for tier in ("uncommon", "rare", "epic"):
        top = m.state.loot[tier][-1]
        assert by_id("buy", card=top) in m.legal_actions(0)
    act(m, 0, kind="buy", card=name_of(m.state.loot["epic"][-1]))
    assert len(m.state.loot["epic"]) == 7


def test_buying_is_optional_and_gold_is_kept():
    """Market phase, Buy: a player who buys nothing keeps the gold dice for the next phase."""
    r = run(buy_position(6), [(0, {"kind": "end_market"})])
    s = r.match.state
    assert s.players[0].gold == 6 and s.phase == "equip"


def test_buying_before_selling_is_the_wrong_phase():
    """Market phase order: Sell and Clear come before Buy."""
    m = start({**market(gold=10), "premium_row": ["Backpack", None, None, None]})
    before = m.state_hash()
    with pytest.raises(WrongPhase, match="only during the market phase \\(buying\\)"):
        act(m, 0, kind="buy", card="Backpack")
    assert m.state_hash() == before


# ----------------------------------------------------------------- rebate
def test_rebate_is_taken_with_the_card_and_usable_immediately():
    """Market phase, Buy (rebate): pay the full price first, then receive the card and the
    rebate Gold, which can be spent the same turn."""
    r = run(
        buy_position(3, rebate=6),
        [(0, {"kind": "buy", "card": "Bread"}), (0, {"kind": "buy", "card": "Backpack"})],
    )
    bought = [e for e in r.events if isinstance(e, ev.Bought)]
    assert [(names([b.card])[0], b.price, b.rebate) for b in bought] == [
        ("Bread", 3, 6),
        ("Backpack", 5, 0),
    ]
    s = r.match.state
    assert s.players[0].gold == 3 - 3 + 6 - 5
    assert s.rebate == 0 and s.common_card is None


def test_rebate_is_not_a_discount():
    """Market phase, Buy (rebate): the player must have the full price before the rebate."""
    m = start(buy_position(2, rebate=6))
    before = m.state_hash()
    with pytest.raises(NotEnoughGold, match="Bread costs 3 Gold and you have 2"):
        act(m, 0, kind="buy", card="Bread")
    assert m.state_hash() == before


def test_rebate_stays_with_the_common_card_when_buying_elsewhere():
    """Market phase, Buy (rebate): only buying the Common card takes its rebate die."""
    r = run(buy_position(5, rebate=3), [(0, {"kind": "buy", "card": "Backpack"})])
    s = r.match.state
    assert s.players[0].gold == 0 and s.rebate == 3 and name_of(s.common_card) == "Bread"
