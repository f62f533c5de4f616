"""How good a Brick & Mortar action looks from one seat's view: what the greedy bot maximizes.

Everything is priced in dollars. A point is worth ``point_value`` dollars (points cost $4
to $13 each at the board, so money left at the end is worth nothing: the bot turns it into
points before the game ends). Money against points and turn order, in short:

* A store is worth what it should earn over the months left (each type's margin on the
  share of its shelves that sells, its modifier's rough yield, minus its utilities and its
  slot's) plus its end points, plus the empty-slot penalty it spares, less its price.
* Market cards: face down (demand) for the types I hold, face up (supply) for the types I
  have room for; a card for types nobody wants is worth nothing.
* Supply: a sealed bid a little over the minimum when the dock is short; stock the crates
  that cost less than they should sell for, cheapest store first, keeping money for the
  month's utilities.
* Sale: dial my share of the boxes at a price that undercuts the crowd; deliver the
  dearest items first, oldest first; throw out the cheapest as surplus.
* Investment: buy the points whose price is under the point value, keeping a reserve
  for the next month; spend it all in the last month. Never sell.

Each step makes a plan from the view alone and scores every legal action by how well it
follows the plan (micro steps such as adding one crate at a time included).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar.catalog import Catalog, StoreFacts, catalog
from game.games.brick_and_mortar.model import (
    DEMAND,
    ITEMS,
    S_AUCTION,
    S_BUY,
    S_CONVERT,
    S_CRAFT,
    S_DRAFT,
    S_INVEST,
    S_LATE_CARD,
    S_LEFTOVERS,
    S_MANAGE,
    S_PAWN,
    S_PICK_START,
    S_PLAY,
    S_REDRAW,
    S_RESALE,
    S_SALE_DIAL,
    S_SELL,
    S_STOCK,
    S_SUPPLY_BID,
    S_TRANSFER,
)
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


class BmHeuristic:
    """Scores every legal action from one seat's view (see the module docstring)."""

    game_id = "brick-and-mortar"

    def __init__(self, cat: Catalog | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.cat = cat or catalog()
        self.w = weights
        self.quick = False
        n = len(self.cat.card_items)
        self._per_card = [sum(c[k] for c in self.cat.card_items) / n for k in range(len(ITEMS))]

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
    def crowding(self, view: BmView) -> dict[str, float]:
        """Per type: the room every store on the table already has for it (a new store
        shares the month's demand for the type with them)."""
        return {
            item: float(
                sum(
                    self.cat[st.store].capacity.get(item, 0)
                    for p in view.players
                    for st in p.building
                )
            )
            for item in ITEMS
        }

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
                flow = players * cat.economy.market_play * 0.5 * self._per_card[k]
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
        income = self.income(f, self.crowding(view), len(view.players))
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
        bill = sum(cat[st.store].utilities for st in me.building) + sum(
            cat.slot_utilities[: len(me.building)]
        )
        stock = sum(
            cat.min_price[item] * cap
            for st in me.building
            for item, cap in cat[st.store].capacity.items()
        )
        return bill + stock + 4

    # ------------------------------------------------------------ market cards
    def play_score(self, view: BmView, plays: Sequence[tuple[int, bool]]) -> float:
        """What playing ``plays`` (card, face up) is worth to me: for each type I deal in,
        the items I can both stock (held, plus the room the docks can fill) and sell (the
        demand known, mine, and what the others are likely to add), at its price spread."""
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        cat = self.cat
        supply = [0] * len(ITEMS)
        demand = [0] * len(ITEMS)
        for card, up in plays:
            into = supply if up else demand
            for k, n in enumerate(cat.card_items[card]):
                into[k] += n
        known = self._known_demand(view)
        others = (len(view.players) - 1) * self.cat.economy.market_play * 0.5
        out = 0.0
        for k, item in enumerate(ITEMS):
            cap = have = 0
            for st in me.building:
                c = cat[st.store].capacity.get(item, 0)
                if c:
                    cap += c
                    have += sum(st.shelves[item])
            if not cap:
                continue
            room = cap - have
            spread = cat.max_price[item] - cat.min_price[item]
            likely = others * self._per_card[k]
            stock = have + min(room, view.market[item] + supply[k] + likely * 0.6)
            sell = known[k] + demand[k] + likely * 1.4
            out += spread * min(stock, sell)
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

    def face_score(self, view: BmView, card: int, face_up: bool) -> float:
        """What playing one ``card`` face up (supply) or down (demand) is worth to me."""
        return self.play_score(view, [(card, face_up)])

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
        seat = view.viewer
        item = view.item
        assert seat is not None and item is not None
        me = view.players[seat]
        cat = self.cat
        price = view.dials[seat][0] if view.competition else cat.min_price[item]
        value = self.crate_value(view, item)
        self.months_left(view)
        bill = sum(cat[st.store].utilities for st in me.building) + sum(
            cat.slot_utilities[: len(me.building)]
        )
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
        seat = view.viewer
        item = view.item
        assert seat is not None and item is not None
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
        seat = view.viewer
        item = view.item
        assert seat is not None and item is not None
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
        seat = view.viewer
        item = view.item
        assert seat is not None and item is not None
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
        months = self.months_left(view)
        if months <= 0:
            return 0.0
        bill = sum(cat[st.store].utilities for st in me.building) + sum(
            cat.slot_utilities[: len(me.building)]
        )
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
        months = self.months_left(view)
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

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:  # noqa: C901
        """One score per action of ``legal`` (higher is better)."""
        view, seat = seat_view(view, BmView, "Brick & Mortar")
        step = view.step
        me: PlayerView = view.players[seat]
        months = self.months_left(view)
        out: list[float] = []
        if step in (S_DRAFT, S_PICK_START):
            for a in legal:
                store = a.card if isinstance(a, act.DraftStore) else getattr(a, "store", 0)
                slot = 1 if step == S_DRAFT else 0
                worth = self.store_worth(view, store, slot, max(1, months)) - self.cat[store].cost
                if step == S_PICK_START:
                    worth -= self.overlap(view, store)
                out.append(worth)
            return out
        if step == S_BUY:
            for a in legal:
                if isinstance(a, act.BuyFromHand):
                    v = self.buy_value(view, a.card, self.price_now(view, a.card))
                    out.append(v - self.w.buy_threshold)
                elif isinstance(a, act.StartAuction):
                    store = view.row[a.row_index]
                    cost = self.cat[store].cost
                    v = self.buy_value(view, store, cost + 2) - self.w.buy_threshold
                    out.append(v - (a.bid - cost) * 2 - 1.0)
                else:
                    out.append(0.0)
            return out
        if step == S_AUCTION:
            auction = view.auction
            assert auction is not None
            lot = int(auction.lot)  # type: ignore[arg-type]
            for a in legal:
                if isinstance(a, act.RaiseBid):
                    v = self.buy_value(view, lot, a.amount) - self.w.buy_threshold / 2
                    out.append(v - (a.amount - auction.lowest) * 0.5)
                else:
                    out.append(0.0)
            return out
        if step == S_MANAGE:
            return self._manage(view, legal, months)
        if step in (S_PLAY, S_LATE_CARD, S_REDRAW):
            for a in legal:
                if isinstance(a, act.PlayMarketCards):
                    out.append(self.play_score(view, a.plays))
                elif isinstance(a, act.PlayLateCard):
                    out.append(self.face_score(view, a.card, a.face_up) - 2.0)
                elif isinstance(a, act.Redraw):
                    best = max(self.face_score(view, a.card, up) for up in (False, True))
                    out.append(1000.0 if best <= 0 else -1000.0)
                elif isinstance(a, act.RedrawHand):
                    out.append(-1000.0)
                else:
                    out.append(0.0)
            return out
        if step == S_SUPPLY_BID:
            target = self.supply_bid(view)
            return [-abs(getattr(a, "price", 0) - target) for a in legal]
        if step == S_STOCK:
            plan = self.stock_plan(view)
            for a in legal:
                if isinstance(a, act.AddCrate):
                    want = plan.get(a.slot, 0) - view.order.get(a.slot, 0)
                    out.append(5.0 - a.slot * 0.01 if want > 0 else -5.0)
                else:
                    out.append(1.0)
            return out
        if step == S_LEFTOVERS:
            return [float(getattr(a, "count", 0)) for a in legal]
        if step == S_CRAFT:
            return [1.0 if getattr(a, "option", "") == "points" else 0.0 for a in legal]
        if step == S_SALE_DIAL:
            q, p = self.sale_dial(view)
            return [
                -(abs(a.quantity - q) * 3 + abs(a.price - p)) if isinstance(a, act.BidSale) else -99
                for a in legal
            ]
        if step == S_SELL:
            for a in legal:
                if isinstance(a, act.Deliver):
                    out.append(self.deliver_score(view, a))
                elif isinstance(a, act.DiscardSurplus):
                    st = me.building[a.slot]
                    item = view.item or ITEMS[0]
                    shelves = st.shelves[item]
                    low = max(k for k, n in enumerate(shelves) if n)
                    out.append(float(low) - self.cat.max_price[item] * 0.1)
                else:
                    out.append(0.0)
            return out
        if step == S_CONVERT:
            item = view.item or ITEMS[0]
            price = view.dials[seat][1] if view.competition else self.cat.max_price[item]
            return [getattr(a, "count", 0) * (self.w.point_value - price) for a in legal]
        if step == S_RESALE:
            item = view.item or ITEMS[0]
            value = self.crate_value(view, item)
            for a in legal:
                if isinstance(a, act.BuySurplus):
                    store = me.building[view.slots[0]].store
                    price = self.cat[store].buy_surplus.get(item, 99)
                    ok = (me.money or 0) >= price
                    out.append(value - price if ok else -1.0)
                else:
                    out.append(0.0)
            return out
        if step == S_TRANSFER:
            for a in legal:
                if isinstance(a, act.TransferItem):
                    src = me.building[a.from_slot]
                    shelves = src.shelves.get(a.item, [0])
                    bottom = shelves[-1] > 0
                    dst = self.cat[me.building[a.to_slot].store]
                    gain = 2.0 if bottom and dst.shelves.get(a.item, 1) > 1 else -1.0
                    out.append(gain)
                else:
                    out.append(0.0)
            return out
        if step == S_PAWN:
            return [float(getattr(a, "count", 0)) for a in legal]
        if step == S_INVEST:
            target = self.points_to_buy(view)
            for a in legal:
                if isinstance(a, act.BuyPoints):
                    out.append(-abs(a.count - target))
                elif isinstance(a, act.SellPoints):
                    out.append(-20.0 - a.count)
                else:
                    out.append(-float(target))
            return out
        return [0.0] * len(legal)

    def _manage(self, view: BmView, legal: Sequence[Action], months: int) -> list[float]:
        seat = view.viewer
        assert seat is not None
        me = view.players[seat]
        n = len(me.building)
        worth = [self.owned_worth(view, seat, k, months + 1) for k in range(n)]
        close: int | None = None
        for k, st in enumerate(me.building):
            cp = self.cat[st.store].close_points
            if cp is not None:
                held = sum(st.shelves.get(cp.item, []))
                if held and (months <= 1 or held >= self.cat[st.store].capacity[cp.item]):
                    close = k
        if me.bought is not None and n >= len(self.cat.slots) and close is None:
            new = self.store_worth(view, me.bought, n - 1, months + 1)
            weakest = min(range(n), key=lambda k: worth[k])
            if new - worth[weakest] > 3:
                close = weakest
        out = []
        for a in legal:
            if isinstance(a, act.CloseStore):
                out.append(8.0 if a.slot == close else -5.0)
            elif isinstance(a, act.OpenStore):
                out.append(10.0)
            elif isinstance(a, act.DiscardBought):
                out.append(5.0 if close is None else -1.0)
            else:
                out.append(1.0)
        return out
