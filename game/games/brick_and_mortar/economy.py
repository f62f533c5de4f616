"""Brick & Mortar arithmetic as small pure functions the rules engine will call.

Each answers one question the rulebook settles with numbers: is there competition, who
stocks or sells first, what an order of crates costs and how much debt it may take, what
an item sold from a store earns, the utility bill, the price of points, the turn order
after a move on the point track, and the final score. The worked examples in
``EXAMPLES.md`` are checked against these functions (tests/brick_and_mortar).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from game.games.brick_and_mortar.content import SlotDef, StoreDef
from game.games.brick_and_mortar.modifiers import (
    CloseForPoints,
    ConvertToPoints,
    PointsNotMoney,
    SaleBonus,
    SalePoints,
    SplitPointPurchase,
    StockDiscount,
    TypesSoldPoints,
)


# ---------------------------------------------------------------- competition and order
def supply_competition(market: int, rooms: Iterable[int]) -> bool:
    """True when a type's stocking needs sealed bids: at least two players have room and
    the market holds fewer crates than all their room together (Supply, No Competition)."""
    takers = [r for r in rooms if r > 0]
    return len(takers) >= 2 and market < sum(takers)


def sale_competition(boxes: int, holdings: Iterable[int]) -> bool:
    """True when a type's sale needs sealed dials: at least two players hold the type and
    the Demand Cards have fewer boxes than their items together (Fulfillment Centers are
    ignored). Enough boxes for everyone is no competition (Example Sale Phase: 5 and 5)."""
    sellers = [h for h in holdings if h > 0]
    return len(sellers) >= 2 and boxes < sum(sellers)


def supply_order(bids: Mapping[int, int], turn_order: Sequence[int]) -> list[int]:
    """Seats in stocking order: highest price first; a tie goes to the seat further
    behind in turn order."""
    pos = {seat: i for i, seat in enumerate(turn_order)}
    return sorted(bids, key=lambda s: (-bids[s], -pos[s]))


def sale_order(bids: Mapping[int, int], turn_order: Sequence[int]) -> list[int]:
    """Seats in selling order: lowest price first; a tie goes to the seat further behind
    in turn order."""
    pos = {seat: i for i, seat in enumerate(turn_order)}
    return sorted(bids, key=lambda s: (bids[s], -pos[s]))


# ------------------------------------------------------------------------------ supply
def room(store: StoreDef, item: str, held: int) -> int:
    """Free places for ``item`` in ``store`` holding ``held`` of it."""
    return max(0, store.capacity(item) - held)


def unit_stock_costs(
    price: int,
    item: str,
    order: Sequence[tuple[StoreDef, int]],
    building: Iterable[StoreDef],
) -> list[int]:
    """The cost of each crate of one stocking: ``order`` lists (store, crates) put into
    each store now, ``building`` every store the player has (for external discounts).
    Discounts add up and a crate never costs less than $0."""
    total = sum(n for _, n in order)
    external = sum(
        e.amount
        for s in building
        for e in s.effects
        if isinstance(e, StockDiscount) and e.external and item in e.items and total >= e.min_items
    )
    costs: list[int] = []
    for store, n in order:
        own = sum(
            e.amount
            for e in store.effects
            if isinstance(e, StockDiscount)
            and not e.external
            and item in e.items
            and n >= e.min_items
        )
        costs += [max(0, price - own - external)] * n
    return costs


def debt_tokens(shortfall: int, value: int = 2) -> tuple[int, int]:
    """(tokens, change): the fewest debt tokens worth ``value`` each covering
    ``shortfall``, and the $1 (or more) left over that goes to the player's money."""
    if shortfall <= 0:
        return 0, 0
    tokens = -(-shortfall // value)
    return tokens, tokens * value - shortfall


def order_payment(
    money: int, unit_costs: Sequence[int], debt_taken: bool, value: int = 2
) -> tuple[int, int] | None:
    """(debt tokens, change) to pay a stocking, or None when it cannot be paid: debt may
    pay for (part of) one crate only, and once debt was taken in a Supply phase only
    free crates may follow (Debt Tokens)."""
    cost = sum(unit_costs)
    if debt_taken:
        return (0, 0) if cost == 0 else None
    if cost <= money:
        return 0, 0
    shortfall = cost - money
    if shortfall > max(unit_costs):
        return None
    return debt_tokens(shortfall, value)


# -------------------------------------------------------------------------------- sale
def sale_value(dial: int, store: StoreDef, item: str, *, bottom: bool, rival_sold: bool) -> int:
    """Money for one ``item`` sold from ``store`` at dial price ``dial`` (from its bottom
    shelf if ``bottom``; ``rival_sold``: another player sold the type this month)."""
    if any(isinstance(e, PointsNotMoney) and item in e.items for e in store.effects):
        return 0
    bonus = 0
    for e in store.effects:
        if not isinstance(e, SaleBonus) or item not in e.items:
            continue
        if e.shelf == "bottom" and not bottom:
            continue
        if e.condition == "rival_sells" and not rival_sold:
            continue
        bonus += e.amount
    return max(0, dial + bonus)


def sale_points(store: StoreDef, item: str, sold: int, sold_bottom: int = 0) -> int:
    """Points earned so far by having sold ``sold`` items of ``item`` from ``store`` this
    month (``sold_bottom`` of them from its bottom shelf). Points come the moment a
    threshold is reached: the rules award the difference after each delivery."""
    points = 0
    for e in store.effects:
        if isinstance(e, SalePoints | PointsNotMoney) and item in e.items:
            counted = sold_bottom if isinstance(e, SalePoints) and e.shelf == "bottom" else sold
            points += (counted // e.per) * e.points
    return points


def convertible(store: StoreDef, item: str, sold: int) -> int:
    """How many of ``sold`` items of ``item`` sold from ``store`` may take points instead
    of money (a Distributor)."""
    return sum(
        min(e.max_items, sold)
        for e in store.effects
        if isinstance(e, ConvertToPoints) and e.item == item and sold >= e.needed
    )


def types_sold_points(building: Iterable[StoreDef], types_sold: int) -> int:
    """Points after Sale for having sold ``types_sold`` item types (Farmers Market and
    kin; every such store counts, all modifiers being cumulative)."""
    return sum(
        e.points_by_types[types_sold]
        for s in building
        for e in s.effects
        if isinstance(e, TypesSoldPoints)
    )


# ------------------------------------------------------------------ building and bills
def close_points(store: StoreDef, held: Mapping[str, int]) -> int:
    """Points for closing ``store`` in Building while it holds ``held`` (a Liquidator)."""
    return sum(
        e.points_each * held.get(e.item, 0) for e in store.effects if isinstance(e, CloseForPoints)
    )


def utility_bill(building: Sequence[StoreDef], slots: Sequence[SlotDef]) -> int:
    """Each store's utilities plus the cost of each occupied slot (stores fill the slots
    from the left)."""
    return sum(s.utilities for s in building) + sum(
        slot.utilities for slot in slots[: len(building)]
    )


# ---------------------------------------------------------------------------- points
def points_price(count: int, prices: Sequence[int], split: SplitPointPurchase | None = None) -> int:
    """Dollars for ``count`` points bought in one Investment. ``prices[k-1]`` is the price
    of k points at once; with a Bank (``split``) the purchase is cut into at most
    ``split.purchases`` parts of at most ``split.max_each`` each, at the cheapest cut."""
    if count <= 0:
        return 0
    if split is None:
        return prices[count - 1]
    inf = 10**9
    best = [0] + [inf] * count  # best[n]: cheapest with the parts used so far
    for _ in range(split.purchases):
        nxt = best[:]
        for n in range(1, count + 1):
            for k in range(1, min(split.max_each, n) + 1):
                if best[n - k] < inf:
                    nxt[n] = min(nxt[n], best[n - k] + prices[k - 1])
        best = nxt
    if best[count] >= inf:
        raise ValueError(f"{count} points cannot be bought in {split.purchases} purchases")
    return best[count]


def turn_order_after_move(
    order: Sequence[int], points: Mapping[int, int], seat: int, new_points: int
) -> list[int]:
    """The turn order once ``seat`` moves from ``points[seat]`` to ``new_points`` (others
    as in ``points``): each player it passes swaps places with it at once, nearest first;
    landing on a player's space passes nobody (Turn Order)."""
    old = points[seat]
    out = list(order)
    if new_points == old:
        return out
    up = new_points > old
    me = out.index(seat)
    if up:
        passed = [s for s in out[:me] if old <= points[s] < new_points]
        passed.sort(key=lambda s: (points[s], -out.index(s)))
    else:
        passed = [s for s in out[me + 1 :] if new_points < points[s] <= old]
        passed.sort(key=lambda s: (-points[s], out.index(s)))
    for other in passed:
        i, j = out.index(seat), out.index(other)
        out[i], out[j] = out[j], out[i]
    return out


def final_score(
    track: int,
    building: Sequence[StoreDef],
    slots: Sequence[SlotDef],
    debt: int,
    debt_points: int = 1,
) -> int:
    """Track points + the stores' points - each empty slot's penalty - debt (Final
    Scoring)."""
    empty = sum(slot.empty_penalty for slot in slots[len(building) :])
    return track + sum(s.points for s in building) - empty - debt * debt_points
