"""What Brick & Mortar stores are worth to one seat, in dollars, and how long the game lasts.

A point is worth ``Weights.point_value`` dollars (points cost $4 to $13 each at the board, so
money left at the end is worth nothing). A store is worth what it should earn over the months
left (each type's margin on the share of its shelves that sells, its modifier's rough yield,
minus its utilities and its slot's) plus its end points, plus the empty-slot penalty it
spares, less its price.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.memo import BoundedMemo
from game.games.brick_and_mortar.catalog import Catalog, StoreFacts
from game.games.brick_and_mortar.model import ITEMS
from game.games.brick_and_mortar.view import BmView, PlayerView


@dataclass(frozen=True, slots=True)
class Weights:
    """Tuning knobs (dollars unless said otherwise)."""

    point_value: float = 6.0
    """What a point is worth in money."""
    turnover: float = 0.6
    """Share of a store's capacity that sells in a month."""
    margin: float = 0.5
    """Share of a type's price range a sale earns over its stocking cost."""
    debt_tolerance: int = 2
    """Dollars of debt accepted to buy a store worth it."""
    reserve: int = 4
    """Dollars kept back for stocking, beyond next month's utilities."""
    max_marginal: int = 9
    """The dearest point worth buying before the last month."""
    buy_threshold: float = 4.0
    """A store is bought when it is worth this much more than its price."""


DEFAULT_WEIGHTS = Weights()


class StoreValues:
    """Store worths and the game's clock for one catalog, read from a seat's view."""

    def __init__(self, cat: Catalog, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.cat = cat
        self.w = weights
        n = len(cat.card_items)
        self.per_card = [sum(c[k] for c in cat.card_items) / n for k in range(len(ITEMS))]
        """Per type: the items an average market card shows."""
        self._crowds: BoundedMemo[tuple[int, ...], dict[str, float]] = BoundedMemo(4096)
        """The table's stores -> :meth:`crowding` (a search asks it of every store it
        weighs, on tables that rarely change)."""
        self._incomes: BoundedMemo[tuple[int, tuple[int, ...], int], float] = BoundedMemo(65536)
        """(store, the table's stores, seats) -> :meth:`income` with that table's crowding."""

    # ------------------------------------------------------------ the clock
    def months_left(self, view: BmView) -> int:
        """Months after this one the game should last (0 in the last month)."""
        if view.last_month or view.month >= view.final_month:
            return 0
        by_calendar = view.final_month - view.month
        marker = view.marker
        if marker is None:
            return 0
        lead = max(p.points for p in view.players)
        rate = max(3.0, (lead - self.cat.economy.start_points) / max(1, view.month))
        return max(0, min(by_calendar, math.ceil((marker - lead) / rate) - 1))

    # ------------------------------------------------------------ stores
    @staticmethod
    def table_stores(view: BmView) -> tuple[int, ...]:
        """Every store open on the table, seat by seat: all :meth:`crowding` depends on."""
        return tuple(st.store for p in view.players for st in p.building)

    def crowding(self, view: BmView) -> dict[str, float]:
        """Per type: the room every store on the table already has for it (a new store
        shares the month's demand for the type with them). Shared: do not change it."""
        return self._crowding(self.table_stores(view))

    def _crowding(self, table: tuple[int, ...]) -> dict[str, float]:
        """:meth:`crowding` of the table whose open stores are ``table``, remembered."""
        crowd = self._crowds.get(table)
        if crowd is None:
            cat = self.cat
            crowd = self._crowds.remember(
                table,
                {
                    item: float(sum(cat[store].capacity.get(item, 0) for store in table))
                    for item in ITEMS
                },
            )
        return crowd

    def table_income(self, view: BmView, store: int) -> float:
        """:meth:`income` of ``store`` opened at this table (its crowding, its seats)."""
        table = self.table_stores(view)
        players = len(view.players)
        key = (store, table, players)
        money = self._incomes.get(key)
        if money is None:
            money = self._incomes.remember(
                key, self.income(self.cat[store], self._crowding(table), players)
            )
        return money

    def income(
        self, f: StoreFacts, crowd: dict[str, float] | None = None, players: int = 3
    ) -> float:
        """Rough dollars a month ``f`` earns when stocked and selling (modifiers included):
        per type, the smaller of what its shelves turn over and its share (by room) of the
        month's demand for the type; ``crowd``: the room already on the table per type."""
        cat, w = self.cat, self.w
        pv = w.point_value
        money = 0.0
        for k, item in enumerate(ITEMS):
            cap = f.capacity.get(item, 0)
            if not cap:
                continue
            spread = cat.max_price[item] - cat.min_price[item]
            sells = cap * w.turnover * (1.0 + 0.15 * (f.shelves[item] - 1))
            if crowd is not None:
                flow = players * cat.economy.market_play * 0.5 * self.per_card[k]
                sells = min(sells, flow * cap / (crowd[item] + cap))
            money += sells * spread * w.margin
        avg_cap = sum(f.capacity.values()) * w.turnover
        for b in f.sale_bonuses:
            share = 0.3 if b.shelf == "bottom" else (0.6 if b.condition != "always" else 1.0)
            money += b.amount * avg_cap * share
        for sp in f.sale_points:
            share = 0.3 if sp.shelf == "bottom" else 1.0
            money += avg_cap * share / sp.per * sp.points * pv
        pnm = f.points_not_money
        if pnm is not None:
            money += avg_cap / pnm.per * pnm.points * pv - avg_cap * 5
        for d in f.stock_discounts:
            money += d.amount * (3 if d.external else avg_cap) * 0.6
        if f.leftovers is not None:
            money += 1.5
        for p in (f.produce_before, f.produce_after):
            if p is not None:
                money += p.amount * cat.max_price[p.item] * 0.5
        if f.craft is not None:
            money += f.craft.points * pv
        if f.stock_points is not None:
            money += f.stock_points.points * pv * 0.3
        money += sum(f.demand_boxes.values()) * 2.0
        if f.market_boxes:
            money += 4
        if f.borrow is not None:
            money += 3
        if f.types_sold is not None:
            money += f.types_sold.points_by_types[2] * pv * 0.7
        if f.expire_to_market:
            money += pv * 0.8
        if f.transfer_in:
            money += 2
        if f.no_aging:
            money += 2
        if f.late_card:
            money += 3
        money += f.hand_extra * 2
        if f.split is not None:
            money += 5
        if f.point_sale_price is not None:
            money += 0.5
        return money

    def store_worth(self, view: BmView, store: int, slot: int, months: int) -> float:
        """Dollars ``store`` is worth opened in ``slot`` for ``months`` months of sales
        (before its price): income less bills, end points, the empty slot it fills."""
        f = self.cat[store]
        pv = self.w.point_value
        slot_bill = self.cat.slot_utilities[min(slot, len(self.cat.slots) - 1)]
        run = months
        if f.close_after_sale is not None:
            run = min(run, 1)
        income = self.table_income(view, store)
        worth = run * (income - f.utilities - slot_bill)
        if f.close_points is not None:
            worth += f.close_points.points_each * f.capacity.get(f.close_points.item, 0) * pv * 0.4
        worth += f.points * pv * (0.5 if f.close_if_empty else 1.0)
        if slot < len(self.cat.slots) and f.close_after_sale is None:
            worth += self.cat.slot_penalty[slot] * pv * (1.0 if months <= 3 else 0.3)
        return worth

    def overlap(self, view: BmView, store: int) -> float:
        """Dollars a starting store loses to the starting stores already picked that deal in
        the same types (they will fight over the same demand all game; measured)."""
        crowd = self.crowding(view)
        kinds = self.cat[store].capacity
        rare = sum(1 for item in kinds if item in ("food", "jewelry", "art"))
        return sum(4.0 * crowd[item] for item in kinds) - 6.0 * rare

    def owned_worth(self, view: BmView, seat: int, slot: int, months: int) -> float:
        st = view.players[seat].building[slot]
        return self.store_worth(view, st.store, slot, months)

    def price_now(self, view: BmView, store: int) -> int:
        f = self.cat[store]
        d = f.cost_discount
        if d is None:
            return f.cost
        return max(0, f.cost - d.amount * view.market[d.item])

    def buy_value(self, view: BmView, store: int, price: int) -> float:
        """Net dollars of buying ``store`` at ``price`` now (opening it in the next free
        slot, or in place of my weakest store)."""
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        months = self.months_left(view) + 1
        n = len(me.building)
        if n < len(self.cat.slots):
            gain = self.store_worth(view, store, n, months)
        else:
            weakest = min(self.owned_worth(view, seat, k, months) for k in range(n))
            gain = self.store_worth(view, store, n - 1, months) - weakest
        money = me.money or 0
        short = max(0, price - money)
        if short > self.w.debt_tolerance:
            return -100.0 - short
        if months > 1 and money - price < self.stock_need(view):
            gain -= (self.stock_need(view) - (money - price)) * 2
        return gain - price - short * self.w.point_value / 2

    def stock_need(self, view: BmView) -> float:
        """Money to keep for stocking my shelves and next month's bills."""
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        cat = self.cat
        bill = self.monthly_bill(me)
        stock = sum(
            cat.min_price[item] * cap
            for st in me.building
            for item, cap in cat[st.store].capacity.items()
        )
        return bill + stock + 4

    def monthly_bill(self, me: PlayerView) -> int:
        """The utilities ``me`` pays each month: its stores' and their slots'."""
        cat = self.cat
        return sum(cat[st.store].utilities for st in me.building) + sum(
            cat.slot_utilities[: len(me.building)]
        )
