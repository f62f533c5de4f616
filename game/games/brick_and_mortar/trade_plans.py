"""How one Brick & Mortar seat trades each month, planned from its view alone (dollars).

* Market cards: face down (demand) for the types I hold, face up (supply) for the types I
  have room for; a card for types nobody wants is worth nothing.
* Supply: a sealed bid a little over the minimum when the dock is short; stock the crates
  that cost less than they should sell for, cheapest store first, keeping money for the
  month's utilities.
* Sale: dial my share of the boxes at a price that undercuts the crowd; deliver the
  dearest items first, oldest first; throw out the cheapest as surplus.
* Investment: buy the points whose price is under the point value, keeping a reserve
  for the next month; spend it all in the last month. Never sell.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar.model import DEMAND, ITEMS
from game.games.brick_and_mortar.store_values import StoreValues
from game.games.brick_and_mortar.view import BmView

TypeTrade = tuple[int, int, int, int, float, int]
"""One type's part of :meth:`TradePlans.play_score` (see :meth:`TradePlans.type_trades`)."""


def traded(view: BmView) -> tuple[int, str]:
    """(my seat, the type being stocked or sold) of a seat's view at a supply or sale step."""
    seat, item = view.viewer, view.item
    assert seat is not None and item is not None
    return seat, item


class TradePlans:
    """The month's plans for market cards, supply, sale and investment; store worths and
    the clock come from ``values``."""

    def __init__(self, values: StoreValues) -> None:
        self.values = values
        self.cat = values.cat
        self.w = values.w

    # ------------------------------------------------------------ market cards
    def play_score(
        self,
        view: BmView,
        plays: Sequence[tuple[int, bool]],
        trades: list[TypeTrade] | None = None,
    ) -> float:
        """What playing ``plays`` (card, face up) is worth to me: for each type I deal in,
        the items I can both stock (held, plus the room the docks can fill) and sell (the
        demand known, mine, and what the others are likely to add), at its price spread.
        ``trades``: :meth:`type_trades` of this view, when scoring many plays of one view."""
        cat = self.cat
        supply = [0] * len(ITEMS)
        demand = [0] * len(ITEMS)
        for card, up in plays:
            into = supply if up else demand
            for k, n in enumerate(cat.card_items[card]):
                into[k] += n
        out = 0.0
        for k, have, room, spread, likely, known in (
            self.type_trades(view) if trades is None else trades
        ):
            stock = have + min(room, view.market[ITEMS[k]] + supply[k] + likely * 0.6)
            sell = known + demand[k] + likely * 1.4
            out += spread * min(stock, sell)
        return out

    def type_trades(self, view: BmView) -> list[TypeTrade]:
        """Per type my stores hold room for, what :meth:`play_score` needs of the view
        whatever is played: (type index, items held, room left, price spread, items the
        others' cards likely add, items of demand known)."""
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        cat = self.cat
        known = self._known_demand(view)
        others = (len(view.players) - 1) * self.cat.economy.market_play * 0.5
        out: list[TypeTrade] = []
        for k, item in enumerate(ITEMS):
            cap = have = 0
            for st in me.building:
                c = cat[st.store].capacity.get(item, 0)
                if c:
                    cap += c
                    have += sum(st.shelves[item])
            if not cap:
                continue
            spread = cat.max_price[item] - cat.min_price[item]
            out.append((k, have, cap - have, spread, others * self.values.per_card[k], known[k]))
        return out

    def _known_demand(self, view: BmView) -> list[int]:
        seat = view.viewer
        assert seat is not None
        cards = view.demand if view.demand is not None else view.players[seat].own_demand
        out = [0] * len(ITEMS)
        for c in cards or []:
            for k, n in enumerate(self.cat.card_items[c]):
                out[k] += n
        return out

    def face_score(
        self, view: BmView, card: int, face_up: bool, trades: list[TypeTrade] | None = None
    ) -> float:
        """What playing one ``card`` face up (supply) or down (demand) is worth to me."""
        return self.play_score(view, [(card, face_up)], trades)

    # ------------------------------------------------------------ supply
    def crate_value(self, view: BmView, item: str) -> float:
        """What a crate of ``item`` should sell for, to me, this month or next."""
        seat = view.viewer
        assert seat is not None
        lo, hi = self.cat.min_price[item], self.cat.max_price[item]
        base = lo + (hi - lo) * 0.6
        known = view.demand if view.demand is not None else view.players[seat].own_demand
        if known:
            demand = self.cat.crates(list(known)).get(item, 0)
            base += min(2.0, demand * 0.5)
        return base

    def stock_plan(self, view: BmView) -> dict[int, int]:
        """Crates of the current type to put in each of my slots (the whole order)."""
        seat, item = traded(view)
        me = view.players[seat]
        cat = self.cat
        price = view.dials[seat][0] if view.competition else cat.min_price[item]
        value = self.crate_value(view, item)
        bill = self.values.monthly_bill(me)
        budget = (me.money or 0) - bill / 2
        left = view.market[item]
        options = []
        for k, st in enumerate(me.building):
            f = cat[st.store]
            room = f.capacity.get(item, 0) - sum(st.shelves.get(item, []))
            if room <= 0:
                continue
            off = sum(e.amount for e in f.stock_discounts if not e.external and item in e.items)
            unit = max(0, price - off)
            shelves = f.shelves.get(item, 1)
            worth = value * (1.0 if shelves > 1 else 0.85)
            if f.points_not_money is not None and item in f.points_not_money.items:
                worth = self.w.point_value / f.points_not_money.per
            options.append((unit - worth, unit, k, room))
        options.sort()
        plan: dict[int, int] = {}
        for edge, unit, k, room in options:
            if edge >= -0.5:
                continue
            n = min(room, left)
            if unit > 0:
                n = min(n, max(0, int(budget // unit)))
            if n <= 0:
                continue
            plan[k] = n
            left -= n
            budget -= n * unit
        return plan

    def supply_bid(self, view: BmView) -> int:
        """A sealed price: the minimum, raised when the dock is short of what I want."""
        seat, item = traded(view)
        lo, hi = self.cat.min_price[item], self.cat.max_price[item]
        me = view.players[seat]
        room = sum(
            self.cat[st.store].capacity.get(item, 0) - sum(st.shelves.get(item, []))
            for st in me.building
        )
        if room <= 0 or (me.money or 0) < lo * 2:
            return lo
        short = min(1.0, room / max(1, view.market[item]))
        bid = min(hi - 1, lo + round((hi - lo) * 0.3 * short))
        if self._loses_ties(view, item, room=True):
            bid += 1  # the players behind me stock first on a tie
        return min(hi, bid)

    def _loses_ties(self, view: BmView, item: str, *, room: bool) -> bool:
        """Whether a rival further behind in turn order (who wins a tie against me) has room
        for ``item`` (``room``) or holds some (selling)."""
        seat = view.viewer
        assert seat is not None
        order = view.turn_order
        for other in order[order.index(seat) + 1 :]:
            for st in view.players[other].building:
                cap = self.cat[st.store].capacity.get(item, 0)
                held = sum(st.shelves.get(item, []))
                if (room and cap > held) or (not room and held):
                    return True
        return False

    # ------------------------------------------------------------ sale
    def sale_dial(self, view: BmView) -> tuple[int, int]:
        """(quantity, price): my share of the boxes at a price that undercuts the crowd."""
        seat, item = traded(view)
        me = view.players[seat]
        cat = self.cat
        mine = sum(sum(st.shelves.get(item, [])) for st in me.building)
        others = sum(
            sum(sum(st.shelves.get(item, [])) for st in p.building)
            for p in view.players
            if p.seat != seat
        )
        boxes = view.boxes[item]
        private = 0
        for st in me.building:
            f = cat[st.store]
            private += f.demand_boxes.get(item, 0) - st.used.get(item, 0)
        crowd = (mine + others) / max(1, boxes)
        share = mine / max(1, mine + others)
        q = min(mine, boxes + private, max(1, math.ceil(boxes * share * 1.3)) + private)
        lo, hi = cat.min_price[item], cat.max_price[item]
        cut = min(1.0, max(0.0, crowd - 1.0))
        price = round(hi - (hi - lo) * 0.8 * cut)
        old = sum(st.shelves.get(item, [0])[-1] for st in me.building if item in st.shelves)
        if old >= mine - 1:
            price = min(price, lo)  # sell before it spoils
        if self._loses_ties(view, item, room=False):
            price -= 1  # the players behind me sell first on a tie
        return max(0, q), max(0, min(hi, price))

    def deliver_score(self, view: BmView, a: act.Deliver) -> float:
        seat, item = traded(view)
        st = view.players[seat].building[a.slot]
        shelves = st.shelves[item]
        low = max(k for k, n in enumerate(shelves) if n)
        bottom = low == len(shelves) - 1
        price = view.dials[seat][1] if view.competition else self.cat.max_price[item]
        f = self.cat[st.store]
        pnm = f.points_not_money
        if pnm is not None and item in pnm.items:
            value = self.w.point_value / pnm.per
        else:
            bonus = sum(
                e.amount for e in f.sale_bonuses if item in e.items and (e.shelf == "any" or bottom)
            )
            value = max(0, price + bonus)
        value += sum(e.points for e in f.sale_points if item in e.items) * 2.0
        value += 2.0 * low  # older items first
        if a.dest == DEMAND:
            value += 0.5 if view.competition else 0.0  # block the others' boxes
        elif a.dest.isdigit():
            value += 0.2
        if value <= 0 and not bottom:
            return -0.5
        return 1.0 + value

    # ------------------------------------------------------------ investment
    def reserve(self, view: BmView) -> float:
        """Money to keep after investing: next month's bills, stocking for my shelves, and
        a store while slots are free and months remain (nothing in the last month)."""
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        cat = self.cat
        months = self.values.months_left(view)
        if months <= 0:
            return 0.0
        bill = self.values.monthly_bill(me)
        stock = sum(
            cat.min_price[item] * cap * 0.6
            for st in me.building
            for item, cap in cat[st.store].capacity.items()
        )
        store = 0
        if months >= 2 and len(me.building) < len(cat.slots):
            store = 16 if len(me.building) < 3 and months >= 3 else 8
        return bill + stock / 1.2 + store + self.w.reserve

    def points_to_buy(self, view: BmView) -> int:
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        cat = self.cat
        split = next((cat[st.store].split for st in me.building if cat[st.store].split), None)
        months = self.values.months_left(view)
        spare = (me.money or 0) - self.reserve(view)
        share = 1.0
        money = spare * share if months > 0 else (me.money or 0)
        cap = self.w.max_marginal if months > 0 else 99
        best = 0
        for n in range(1, 11):
            price = economy.points_price(n, cat.point_prices, split)
            marginal = price - economy.points_price(n - 1, cat.point_prices, split)
            if price > money or marginal > cap:
                break
            best = n
        return best
