"""Brick & Mortar arithmetic helpers (economy.py), one test per rule they encode, each
citing the rulebook section."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.games.brick_and_mortar import economy as eco
from game.games.brick_and_mortar.content import content_book, load_content
from game.games.brick_and_mortar.modifiers import SplitPointPurchase

BOOK = content_book()
ECON = load_content().economy
SLOTS = load_content().slots


def test_no_supply_competition_when_the_market_covers_every_room() -> None:
    """Supply, No Competition: more crates than all room, or only one player with room."""
    assert not eco.supply_competition(6, [1, 4])
    assert not eco.supply_competition(5, [1, 4])  # everyone can fill up: nothing to bid for
    assert eco.supply_competition(2, [1, 2])
    assert not eco.supply_competition(1, [0, 3])  # only one player can stock
    assert not eco.supply_competition(0, [0, 0])


def test_no_sale_competition_when_demand_is_not_less_than_the_items() -> None:
    """Sale, No Competition; Example Sale Phase: demand 5 and 5 items held is no contest."""
    assert not eco.sale_competition(5, [2, 3])
    assert eco.sale_competition(5, [4, 3])
    assert not eco.sale_competition(2, [3, 0])  # one seller
    assert eco.sale_competition(0, [1, 1])  # no boxes at all: the dials still order them


def test_supply_ties_go_to_the_player_further_behind() -> None:
    """Turn Order, Ties: equal supply bids stock in reverse turn order."""
    assert eco.supply_order({0: 9, 1: 9, 2: 10}, [0, 1, 2]) == [2, 1, 0]
    assert eco.supply_order({0: 7, 1: 8}, [1, 0]) == [1, 0]


def test_sale_lowest_first_and_ties_in_reverse_turn_order() -> None:
    """Sale, Competition for Demand: lowest dial sells first; ties in reverse turn order."""
    assert eco.sale_order({0: 3, 1: 8}, [0, 1]) == [0, 1]
    assert eco.sale_order({0: 5, 1: 5, 2: 4}, [2, 0, 1]) == [2, 1, 0]


def test_debt_tokens_give_two_dollars_and_return_the_odd_dollar() -> None:
    """Debt Tokens: $2 per token; a $1 remainder goes to your money."""
    assert eco.debt_tokens(0) == (0, 0)
    assert eco.debt_tokens(4) == (2, 0)
    assert eco.debt_tokens(5) == (3, 1)


def test_debt_pays_for_at_most_one_crate_and_ends_paid_stocking() -> None:
    """Debt Tokens: during Supply debt may pay for one item only; after taking debt only
    free crates may be stocked."""
    assert eco.order_payment(10, [5, 5], debt_taken=False) == (0, 0)
    assert eco.order_payment(7, [5, 5], debt_taken=False) == (2, 1)  # $3 short: 2 tokens
    assert eco.order_payment(4, [5, 5], debt_taken=False) is None  # $6 short > one crate
    assert eco.order_payment(9, [0, 2], debt_taken=True) is None
    assert eco.order_payment(0, [0, 0], debt_taken=True) == (0, 0)


def test_store_discounts_stack_and_never_go_below_zero() -> None:
    """Factory Thirds, Large Loading Dock: discounts stack; a negative cost is $0."""
    thirds = BOOK.store("Factory Thirds")
    dock = BOOK.store("Large Loading Dock")
    small = BOOK.store("Small Loading Dock")
    building = [thirds, dock, small]
    # 5 clothing at the $2 minimum: -2 (Thirds) -3 (Large) -1 (Small) -> $0 each
    assert eco.unit_stock_costs(2, "clothing", [(thirds, 4)], building) == [0] * 4
    assert eco.unit_stock_costs(6, "clothing", [(thirds, 4)], building) == [3] * 4  # 6-2-1
    assert eco.unit_stock_costs(6, "clothing", [(thirds, 2)], building) == [4] * 2  # no dock


def test_wholesaler_discount_needs_four_into_it() -> None:
    """Clothing Wholesaler (designed): $1 off each when 4 or more go into it at once."""
    w = BOOK.store("Clothing Wholesaler")
    assert eco.unit_stock_costs(5, "clothing", [(w, 3)], [w]) == [5] * 3
    assert eco.unit_stock_costs(5, "clothing", [(w, 4)], [w]) == [4] * 4


def test_sale_value_bonuses_and_floors() -> None:
    """Bakery and Pawn Shop: a minus that would go below $0 pays $0; Designer Knockoffs
    pays its bonus only when a rival sells clothing too; the Warehouse pays points."""
    bakery = BOOK.store("Bakery")
    pawn = BOOK.store("Pawn Shop")
    knock = BOOK.store("Designer Knockoffs")
    ware = BOOK.store("Warehouse")
    assert eco.sale_value(1, bakery, "food", bottom=False, rival_sold=False) == 0
    assert eco.sale_value(6, bakery, "food", bottom=False, rival_sold=False) == 4
    assert eco.sale_value(3, pawn, "jewelry", bottom=False, rival_sold=False) == 0
    assert eco.sale_value(5, knock, "clothing", bottom=False, rival_sold=True) == 8
    assert eco.sale_value(5, knock, "clothing", bottom=False, rival_sold=False) == 5
    assert eco.sale_value(8, ware, "clothing", bottom=False, rival_sold=False) == 0
    assert eco.sale_points(ware, "clothing", 2) == 2


def test_exporter_points_come_per_three_of_one_type() -> None:
    """Exporter: 1 point when the 3rd item of a type is sold from it (and the 6th)."""
    ex = BOOK.store("Exporter")
    assert [eco.sale_points(ex, "food", n) for n in range(7)] == [0, 0, 0, 1, 1, 1, 2]


def test_antique_store_points_only_from_the_bottom_shelf() -> None:
    """Antique Store: points for items sold from the bottom shelf, money as usual."""
    a = BOOK.store("Antique Store")
    assert eco.sale_points(a, "art", 2, sold_bottom=1) == 1
    assert eco.sale_value(12, a, "art", bottom=True, rival_sold=False) == 12


def test_distributors_convert_up_to_two() -> None:
    """Food/Clothing/Electronics Distributor: sell 4 (clothing: 5), convert 0-2."""
    assert eco.convertible(BOOK.store("Food Distributor"), "food", 3) == 0
    assert eco.convertible(BOOK.store("Food Distributor"), "food", 4) == 2
    assert eco.convertible(BOOK.store("Clothing Distributor"), "clothing", 4) == 0
    assert eco.convertible(BOOK.store("Clothing Distributor"), "clothing", 5) == 2


def test_types_sold_stores_add_up() -> None:
    """External Modifiers, all cumulative: Flea Market, Bazaar and Farmers Market each pay
    for the types sold from any store."""
    trio = [BOOK.store(n) for n in ("Flea Market", "Bazaar", "Farmers Market")]
    assert eco.types_sold_points(trio, 1) == 0
    assert eco.types_sold_points(trio, 4) == 2 + 2 + 3
    assert eco.types_sold_points(trio, 5) == 2 + 3 + 3


def test_liquidators_pay_only_for_their_own_type() -> None:
    """Jewelry/Electronics/Art Liquidator: points per item of its type discarded when
    closed."""
    assert eco.close_points(BOOK.store("Jewelry Liquidator"), {"jewelry": 3}) == 6
    assert eco.close_points(BOOK.store("Electronics Liquidator"), {"electronics": 4}) == 4
    assert eco.close_points(BOOK.store("Art Liquidator"), {"art": 2}) == 6
    assert eco.close_points(BOOK.store("Exporter"), {"food": 4}) == 0


def test_points_price_rises_with_quantity_and_the_bank_splits() -> None:
    """Investment, Buy Points: dearer the more at once; Bank: at most 5 in one purchase
    (two purchases), still at most 10 a month."""
    prices = ECON.point_prices
    assert eco.points_price(0, prices) == 0
    assert eco.points_price(10, prices) == prices[9]
    bank = BOOK.store("Bank").effects[0]
    assert isinstance(bank, SplitPointPurchase)
    assert eco.points_price(10, prices, bank) == 2 * prices[4]
    assert eco.points_price(4, prices, bank) == 2 * prices[1]
    assert eco.points_price(7, prices, bank) == prices[3] + prices[2]
    assert (
        eco.points_price(
            7,
            prices,
            SplitPointPurchase(
                kind="split_point_purchase", when="during investment", purchases=2, max_each=5
            ),
        )
        < prices[6]
    )


def test_passing_swaps_turn_order_at_once_but_a_tie_does_not() -> None:
    """Investment and Turn Order: passing a player swaps places; landing on the same
    space does not; leaving a shared space ahead passes that player."""
    pts = {0: 20, 1: 15, 2: 15, 3: 10}
    order = [0, 1, 2, 3]
    assert eco.turn_order_after_move(order, pts, 3, 15) == [0, 1, 2, 3]  # tie: no change
    assert eco.turn_order_after_move(order, pts, 3, 16) == [0, 3, 1, 2]
    assert eco.turn_order_after_move(order, pts, 3, 21) == [3, 0, 1, 2]
    assert eco.turn_order_after_move(order, pts, 2, 16) == [0, 2, 1, 3]  # left a tie ahead
    assert eco.turn_order_after_move(order, pts, 0, 15) == [0, 1, 2, 3]  # down onto a tie
    assert eco.turn_order_after_move(order, pts, 0, 14) == [1, 2, 0, 3]
    assert eco.turn_order_after_move(order, pts, 1, 9) == [0, 2, 3, 1]


@given(
    st.lists(st.integers(0, 30), min_size=2, max_size=4),
    st.data(),
)
def test_turn_order_keeps_more_points_ahead(points: list[int], data: st.DataObject) -> None:
    """Turn Order: after any move, a player with more points is ahead in turn order (when
    it was so before)."""
    seats = list(range(len(points)))
    order = sorted(seats, key=lambda s: -points[s])
    pts = dict(enumerate(points))
    seat = data.draw(st.sampled_from(seats))
    new = data.draw(st.integers(0, 40))
    after = eco.turn_order_after_move(order, pts, seat, new)
    pts[seat] = new
    assert sorted(after) == seats
    for i, a in enumerate(after):
        for b in after[i + 1 :]:
            assert pts[a] >= pts[b]


def test_final_score_counts_stores_empty_slots_and_debt() -> None:
    """Final Scoring: track + store points - each empty slot - debt."""
    building = [BOOK.store("Herron's Market"), BOOK.store("Jewelry Collector")]
    empty = SLOTS[2].empty_penalty + SLOTS[3].empty_penalty
    assert eco.final_score(40, building, SLOTS, debt=3) == 40 + 4 - empty - 3
    assert eco.final_score(40, [], SLOTS, debt=0) == 40 - sum(s.empty_penalty for s in SLOTS)
