"""The seven phases of a month, rule by rule (rulebook: Building Phase, Advertisement
Phase, Supply Phase, Sale Phase, Inventory Phase, Utilities Phase, Investment Phase, Debt
Tokens, Turn Order, Game End). The worked examples and every store's modifier are
scenario files (tests/brick_and_mortar/scenarios)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, NotYourTurn
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.model import (
    S_BUY,
    S_MANAGE,
    S_PLAY,
    S_REDRAW,
    S_SALE_DIAL,
    S_SELL,
    S_STOCK,
    S_SUPPLY_BID,
)
from game.games.brick_and_mortar.rules import BID_LIMIT
from tests.brick_and_mortar.conftest import CAT, RULES, apply, of_kind, start, store_id


def card(design: str, copy: int = 0) -> int:
    return (int(design[1:]) - 1) * 3 + copy


# ------------------------------------------------------------------ building
def test_each_player_buys_at_most_one_store_a_month() -> None:
    """Buy a Store: one store a month; after buying you only open, close or end."""
    m = start({"players": [{"store_hand": ["Food Truck", "Pop-up Shop"]}, {}]})
    apply(m, 0, act.BuyFromHand(card=store_id("Food Truck")))
    assert m.state.step == S_MANAGE
    assert act.BuyFromHand(card=store_id("Pop-up Shop")) not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="only while buying a store"):
        m.apply(0, act.BuyFromHand(card=store_id("Pop-up Shop")))


def test_a_store_from_hand_is_not_replaced() -> None:
    """Hand of Store Cards: no replacement is drawn."""
    m = start({"players": [{"store_hand": ["Food Truck"]}, {}]})
    deck = len(m.state.store_deck)
    apply(m, 0, act.BuyFromHand(card=store_id("Food Truck")))
    assert m.state.players[0].store_hand == [] and len(m.state.store_deck) == deck


def test_without_store_cards_only_an_auction_or_a_pass() -> None:
    """Hand of Store Cards: with none in hand you must bid on a public store or pass."""
    m = start({"players": [{}, {}]})
    kinds = {a.kind for a in m.legal_actions(0)}
    assert kinds == {"start_auction", "pass_buying"}


def test_opening_needs_a_free_slot_close_first() -> None:
    """Open a New Store: the leftmost free slot; a full building must close a store first
    or return the new one to the box (reading (b) 11)."""
    full = [["Kristen's Fashions", {}], ["Bank", {}], ["Brokerage", {}], ["Marketing Firm", {}]]
    m = start({"players": [{"stores": full, "bought": "Food Truck"}, {}]})
    assert act.OpenStore() not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="building is full"):
        m.apply(0, act.OpenStore())
    apply(m, 0, act.CloseStore(slot=1))
    apply(m, 0, act.OpenStore())
    names = [CAT.name(st.store) for st in m.state.players[0].building]
    assert names == ["Kristen's Fashions", "Brokerage", "Marketing Firm", "Food Truck"]


def test_a_store_bought_must_be_opened_or_returned_before_ending() -> None:
    m = start({"players": [{"bought": "Food Truck"}, {}]})
    assert act.EndBuilding() not in m.legal_actions(0)
    apply(m, 0, act.DiscardBought())
    assert store_id("Food Truck") in m.state.box
    apply(m, 0, act.EndBuilding())
    assert m.state.queue == [1] and m.state.step == S_BUY


def test_the_auction_answers_go_round_until_one_is_left() -> None:
    """Bid on a Public Store: each player who has not bought or passed raises or drops out;
    dropping out is final; the on-deck store is not for sale."""
    m = start(
        {
            "row": ["Bank", "Pop-up Shop", "Jewelry Store", "Food Truck"],
            "on_deck": "Art Gallery",
            "players": [{}, {}, {}],
        },
        seats=3,
    )
    assert all(a.row_index < 4 for a in m.legal_actions(0) if isinstance(a, act.StartAuction))
    apply(m, 0, act.StartAuction(row_index=1, bid=4))
    assert m.to_act() == (1,)
    apply(m, 1, act.DropOut())
    apply(m, 2, act.RaiseBid(amount=5))
    assert m.to_act() == (0,)
    apply(m, 0, act.RaiseBid(amount=6))
    assert m.to_act() == (2,)  # seat 1 dropped out for good
    events = apply(m, 2, act.DropOut())
    bought = of_kind(events, ev.StoreBought)[0]
    assert (bought.seat, bought.price, bought.store) == (0, 6, store_id("Pop-up Shop"))
    assert m.state.row[-1] == store_id("Art Gallery")


def test_an_auction_opens_at_the_cost_or_more_and_any_higher_amount_raises_it() -> None:
    """Bid on a Public Store: "offer at least the store's cost"; each player "must bid a
    higher amount or drop out", with no cap on the jump (only the engine's ceiling)."""
    m = start({"row": ["Bank", "Pop-up Shop", "Jewelry Store", "Food Truck"], "players": [{}, {}]})
    with pytest.raises(IllegalAction, match=r"cost, \$16, or more"):
        m.apply(0, act.StartAuction(row_index=0, bid=15))
    assert act.StartAuction(row_index=0, bid=15) not in m.legal_actions(0)
    assert act.StartAuction(row_index=0, bid=25) in m.legal_actions(0)
    apply(m, 0, act.StartAuction(row_index=0, bid=16))
    raises = [a.amount for a in m.legal_actions(1) if isinstance(a, act.RaiseBid)]
    assert raises == list(range(17, BID_LIMIT + 1))
    with pytest.raises(IllegalAction, match=r"higher amount: \$17 or more"):
        m.apply(1, act.RaiseBid(amount=16))
    with pytest.raises(IllegalAction, match=rf"at most \${BID_LIMIT}"):
        m.apply(1, act.RaiseBid(amount=BID_LIMIT + 1))
    apply(m, 1, act.RaiseBid(amount=22))  # a jump of +6
    assert m.state.auction is not None and m.state.auction.high == 22
    bought = of_kind(apply(m, 0, act.DropOut()), ev.StoreBought)[0]
    assert (bought.seat, bought.price) == (1, 22)


def test_players_who_bought_do_not_join_a_later_auction() -> None:
    """Bid on a Public Store: only players who have not yet bought or passed answer."""
    m = start(
        {
            "row": ["Bank", "Pop-up Shop", "Jewelry Store", "Food Truck"],
            "players": [{}, {"store_hand": ["Grocery Store"]}, {}],
        },
        seats=3,
    )
    apply(m, 0, act.PassBuying())
    apply(m, 0, act.EndBuilding())
    apply(m, 1, act.StartAuction(row_index=1, bid=4))
    assert m.state.auction is not None and m.state.auction.order == [1, 2]


# ------------------------------------------------------------------ advertisement
def test_everyone_plays_two_cards_at_once_three_with_a_fourth_store() -> None:
    """Advertisement Phase: two market cards each, at once; Fourth-slot Bonus: three."""
    four = [["Bank", {}], ["Brokerage", {}], ["Marketing Firm", {}], ["Large Loading Dock", {}]]
    hand = ["m01", "m02", "m03", "m04", "m05"]
    m = start(
        {
            "phase": "advertisement",
            "players": [
                {"market_hand": hand},
                {"stores": four, "market_hand": ["m06", "m07", "m08", "m09", "m10"]},
            ],
        }
    )
    assert set(m.to_act()) == {0, 1}
    plays0 = [a for a in m.legal_actions(0) if isinstance(a, act.PlayMarketCards)]
    plays1 = [a for a in m.legal_actions(1) if isinstance(a, act.PlayMarketCards)]
    assert len(plays0) == 10 * 4 and {len(a.plays) for a in plays0} == {2}
    assert len(plays1) == 10 * 8 and {len(a.plays) for a in plays1} == {3}
    with pytest.raises(IllegalAction, match="exactly 2"):
        m.apply(0, act.PlayMarketCards(plays=((card("m01"), True),)))


def test_demand_cards_stay_face_down_until_the_sale() -> None:
    """Advertisement Phase: the demand cards stay face down; only their owner knows them;
    the generic reveal is not used (the choice closes secretly)."""
    m = start(
        {
            "phase": "advertisement",
            "players": [
                {
                    "stores": [["Kristen's Fashions", {}]],
                    "market_hand": ["m18", "m02", "m03", "m04", "m05"],
                },
                {"market_hand": ["m06", "m07", "m08", "m09", "m10"]},
            ],
        }
    )
    apply(m, 0, act.PlayMarketCards(plays=((card("m02"), False), (card("m18"), True))))
    events = apply(m, 1, act.PlayMarketCards(plays=((card("m06"), False), (card("m07"), False))))
    assert not [e for e in events if e.kind == "secret_choices_revealed"]
    assert m.state.step == S_STOCK  # seat 0 stocks the clothing supplied
    mine, theirs = RULES.view(m.state, 0), RULES.view(m.state, 1)
    assert mine.demand is None and mine.demand_count == 3
    assert mine.players[0].own_demand == [card("m02")] and mine.players[1].own_demand is None
    assert theirs.players[1].own_demand == [card("m06"), card("m07")]
    for seat in (0, 1, 2):
        for e in events:
            said = RULES.describe(e, seat, ["A", "B"]) or ""
            assert "[1 food, 1 clothing and 1 art]" not in said or seat == 1


def test_everyone_draws_back_to_five() -> None:
    m = start(
        {
            "phase": "advertisement",
            "players": [
                {"market_hand": ["m01", "m02", "m03", "m04", "m05"]},
                {"market_hand": ["m06", "m07", "m08", "m09", "m10"]},
            ],
        }
    )
    apply(m, 0, act.PlayMarketCards(plays=((card("m01"), True), (card("m02"), True))))
    apply(m, 1, act.PlayMarketCards(plays=((card("m06"), True), (card("m07"), True))))
    assert [len(p.market_hand) for p in m.state.players] == [5, 5]


def test_third_slot_redraw_before_playing_or_after_drawing() -> None:
    """Third-slot Bonus: discard one card or the whole hand and draw as many, once a
    month, before or after playing."""
    three = [["Bank", {}], ["Brokerage", {}], ["Marketing Firm", {}]]
    m = start(
        {
            "phase": "advertisement",
            "players": [
                {"stores": three, "market_hand": ["m01", "m02", "m03", "m04", "m05", "m06"]},
                {"stores": three[:0], "market_hand": ["m07", "m08", "m09", "m10", "m11"]},
            ],
        }
    )
    assert act.RedrawHand() in m.legal_actions(0) and act.RedrawHand() not in m.legal_actions(1)
    apply(m, 0, act.Redraw(card=card("m01")))
    assert card("m01") in m.state.market_discard and len(m.state.players[0].market_hand) == 6
    assert not any(isinstance(a, act.Redraw | act.RedrawHand) for a in m.legal_actions(0))
    apply(m, 0, act.PlayMarketCards(plays=((card("m02"), True), (card("m03"), True))))
    apply(m, 1, act.PlayMarketCards(plays=((card("m07"), True), (card("m08"), True))))
    assert m.state.step != S_REDRAW  # used already: no second chance after drawing


def test_an_empty_market_deck_takes_in_the_shuffled_discard_pile() -> None:
    """Advertisement Phase: if the deck is empty, shuffle the discard pile and go on."""
    m = start(
        {
            "phase": "advertisement",
            "players": [
                {"market_hand": ["m01", "m02", "m03", "m04", "m05"]},
                {"market_hand": ["m06", "m07", "m08", "m09", "m10"]},
            ],
        }
    )
    m.state.market_discard = list(m.state.market_deck)  # every other card already played
    m.state.market_deck = []
    apply(m, 0, act.PlayMarketCards(plays=((card("m01"), True), (card("m02"), True))))
    events = apply(m, 1, act.PlayMarketCards(plays=((card("m06"), True), (card("m07"), True))))
    assert of_kind(events, ev.MarketReshuffled)
    assert [len(p.market_hand) for p in m.state.players] == [5, 5]


# ------------------------------------------------------------------ supply
def test_stocking_goes_type_by_type_and_is_optional() -> None:
    """Stock Your Stores: food first, then clothing; stocking nothing is fine and the
    crates stay for next month."""
    m = start(
        {
            "phase": "supply",
            "market": {"food": 2, "clothing": 2},
            "players": [{"stores": [["Grocery Store", {}]]}, {}],
        }
    )
    assert (m.state.item, m.state.step) == ("food", S_STOCK)
    apply(m, 0, act.PlaceOrder())
    assert m.state.item == "clothing"
    apply(m, 0, act.PlaceOrder())
    assert m.state.market == {"food": 2, "clothing": 2, "electronics": 0, "jewelry": 0, "art": 0}


def test_one_chance_per_type() -> None:
    """Stocking is Optional: the high bidder may not come back for the crates others left."""
    m = start(
        {
            "phase": "supply",
            "item": "clothing",
            "market": {"clothing": 3},
            "players": [
                {"stores": [["Kristen's Fashions", {}]]},
                {"stores": [["Newt's Clothing", {}]]},
            ],
        }
    )
    assert m.state.step == S_SUPPLY_BID
    apply(m, 0, act.BidSupply(price=5))
    apply(m, 1, act.BidSupply(price=3))
    apply(m, 0, act.AddCrate(slot=0))
    apply(m, 0, act.PlaceOrder())
    apply(m, 1, act.PlaceOrder())
    assert m.state.item != "clothing" and m.state.market["clothing"] == 2


def test_supply_bids_start_at_the_minimum_and_have_no_printed_maximum() -> None:
    """Competition for Supply: "the minimum bid price appears above the items' loading
    dock"; the rulebook names no maximum, so a bid over the type's sale price is legal."""
    m = start(
        {
            "phase": "supply",
            "item": "clothing",
            "market": {"clothing": 3},
            "players": [
                {"stores": [["Kristen's Fashions", {}]]},
                {"stores": [["Newt's Clothing", {}]]},
            ],
        }
    )
    assert [a.price for a in m.legal_actions(0)] == list(range(2, BID_LIMIT + 1))
    with pytest.raises(IllegalAction, match=r"at least the minimum, \$2 a crate"):
        m.apply(0, act.BidSupply(price=1))
    over = CAT.max_price["clothing"] + 3
    apply(m, 0, act.BidSupply(price=over))
    apply(m, 1, act.BidSupply(price=4))
    assert m.state.queue == [0, 1] and m.state.step == S_STOCK


def test_no_competition_when_only_one_player_has_room() -> None:
    """No Competition: only one player can stock the type: the minimum price."""
    m = start(
        {
            "phase": "supply",
            "item": "clothing",
            "market": {"clothing": 1},
            "players": [
                {"stores": [["Kristen's Fashions", {}]]},
                {"stores": [["Newt's Clothing", {"clothing": 3}]]},
            ],
        }
    )
    assert m.state.step == S_STOCK and m.state.queue == [0] and not m.state.competition


# ------------------------------------------------------------------ sale
def test_a_dial_cannot_promise_more_than_the_boxes_and_the_items_held() -> None:
    """Competition for Demand: quantity 0 to the boxes (plus own private boxes), price $0
    to the maximum (reading (b) 3: and no more than the items held)."""
    m = start(
        {
            "phase": "sale",
            "item": "clothing",
            "boxes": {"clothing": 3},
            "players": [
                {"stores": [["Kristen's Fashions", {"clothing": 4}]]},
                {"stores": [["Newt's Clothing", {"clothing": 2}]]},
            ],
        }
    )
    assert m.state.step == S_SALE_DIAL
    dials0 = {(a.quantity, a.price) for a in m.legal_actions(0)}
    dials1 = {(a.quantity, a.price) for a in m.legal_actions(1)}
    assert max(q for q, _ in dials0) == 3 and max(q for q, _ in dials1) == 2
    assert max(p for _, p in dials0) == 8 and min(p for _, p in dials0) == 0


def test_a_seller_must_deliver_its_quantity() -> None:
    """Competition for Demand: the seller must sell its selected quantity (no stopping)."""
    m = start(
        {
            "phase": "sale",
            "item": "clothing",
            "boxes": {"clothing": 3},
            "players": [
                {"stores": [["Kristen's Fashions", {"clothing": 4}]]},
                {"stores": [["Newt's Clothing", {"clothing": 2}]]},
            ],
        }
    )
    apply(m, 0, act.BidSale(quantity=2, price=3))
    apply(m, 1, act.BidSale(quantity=1, price=6))
    assert act.FinishSelling() not in m.legal_actions(0)
    apply(m, 0, act.Deliver(slot=0, dest="demand"))
    assert m.state.to_deliver == 1 and m.to_act() == (0,)
    apply(m, 0, act.Deliver(slot=0, dest="demand"))
    assert m.to_act() == (1,)


def test_the_dials_are_public_once_flipped() -> None:
    m = start(
        {
            "phase": "sale",
            "item": "clothing",
            "boxes": {"clothing": 3},
            "players": [
                {"stores": [["Kristen's Fashions", {"clothing": 4}]]},
                {"stores": [["Newt's Clothing", {"clothing": 2}]]},
            ],
        }
    )
    apply(m, 0, act.BidSale(quantity=2, price=3))
    assert RULES.view(m.state, 1).choices.mine is None
    with pytest.raises(NotYourTurn):
        m.apply(0, act.BidSale(quantity=1, price=3))  # chosen: done (undo takes it back)
    apply(m, 1, act.BidSale(quantity=1, price=6))
    assert RULES.view(m.state, 1).dials == {0: [2, 3], 1: [1, 6]}


def test_without_competition_everyone_sells_at_the_maximum_and_may_stop() -> None:
    m = start(
        {
            "phase": "sale",
            "boxes": {"food": 5},
            "players": [{"stores": [["Grocery Store", {"food": 3}]]}, {}],
        }
    )
    assert m.state.step == S_SELL and act.FinishSelling() in m.legal_actions(0)
    events = apply(m, 0, act.Deliver(slot=0, dest="demand"))
    assert of_kind(events, ev.ItemDelivered)[0].money == 6
    apply(m, 0, act.FinishSelling())
    assert m.state.phase == "investment"  # 2 food kept, then expired in Inventory
    assert m.state.players[0].building[0].shelves["food"] == [0]


# ------------------------------------------------------------------ inventory, utilities, investment
def test_items_move_down_a_shelf_and_fall_off_the_bottom() -> None:
    """Inventory Phase: every item down one shelf; the bottom ones expire."""
    m = start(
        {
            "phase": "inventory",
            "players": [
                {
                    "stores": [
                        ["Vintage Clothing", {"clothing": [1, 1, 1]}],
                        ["Andrew's Deli", {"food": 2}],
                    ]
                },
                {},
            ],
        }
    )
    b = m.state.players[0].building
    assert b[0].shelves["clothing"] == [0, 1, 1] and b[1].shelves["food"] == [0]


def test_investment_in_turn_order_once_each() -> None:
    """Investment Phase: in turn order, one chance each, even if the order changes."""
    m = start({"phase": "investment", "players": [{"points": 12}, {"money": 30}]})
    assert m.to_act() == (0,)
    apply(m, 0, act.PassInvestment())
    apply(m, 1, act.BuyPoints(count=4))
    assert m.state.turn_order == [1, 0]
    assert m.state.month == 3  # seat 0, now behind, does not get a second chance


def test_points_bought_cost_more_the_more_at_once_and_sell_at_three() -> None:
    prices = CAT.point_prices
    m = start({"phase": "investment", "players": [{"money": prices[9]}, {}]})
    legal = [a.count for a in m.legal_actions(0) if isinstance(a, act.BuyPoints)]
    assert legal == list(range(1, 11))
    sells = [a.count for a in m.legal_actions(0) if isinstance(a, act.SellPoints)]
    assert sells == list(range(1, 11))
    events = apply(m, 0, act.SellPoints(count=2))
    assert of_kind(events, ev.PointsSold)[0].price == 6


def test_debt_is_never_repaid_and_costs_a_point_each_at_the_end() -> None:
    """Debt Tokens: no action repays debt; each token is a point off the final score."""
    m = start({"phase": "investment", "month": 10, "players": [{"debt": 3, "money": 40}, {}]})
    assert not [a for a in m.legal_actions(0) if "debt" in a.kind]
    apply(m, 0, act.PassInvestment())
    apply(m, 1, act.PassInvestment())
    outcome = m.outcome()
    assert outcome is not None and outcome.details[0]["debt"] == 3
    assert outcome.scores[0] == 10 - 11 - 3


def test_the_final_month_ends_the_game() -> None:
    """Final-Month Token: finishing the final month ends the game."""
    m = start({"phase": "investment", "month": 10, "players": [{}, {}]})
    apply(m, 0, act.PassInvestment())
    apply(m, 1, act.PassInvestment())
    assert m.is_over and m.state.result is not None
    assert m.state.result.reason == "the final month ended"


def test_reaching_the_marker_then_falling_back_still_ends_the_month() -> None:
    """Investment Token: the month in which someone reaches the marker is the last, even
    if they lose the points again."""
    m = start({"phase": "investment", "players": [{"points": 44, "money": 4}, {"points": 10}]})
    apply(m, 0, act.BuyPoints(count=1))
    assert m.state.marker is None and m.state.last_month
    apply(m, 1, act.PassInvestment())
    assert m.is_over


def test_the_playing_month_reaches_advertisement_after_building() -> None:
    m = start({"players": [{}, {}]})
    for seat in (0, 1):
        apply(m, seat, act.PassBuying())
        apply(m, seat, act.EndBuilding())
    assert m.state.step == S_PLAY and m.state.phase == "advertisement"
