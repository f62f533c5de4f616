"""How good a Brick & Mortar action looks from one seat's view: what the greedy bot maximizes.

Everything is priced in dollars. A point is worth ``point_value`` dollars (points cost $4
to $13 each at the board, so money left at the end is worth nothing: the bot turns it into
points before the game ends). Stores are valued by store_values.py (what a store should
earn over the months left, its end points, the empty slot it fills, less its price); the
month's market cards, supply, sale and investment are planned by trade_plans.py.

Each step makes a plan from the view alone and scores every legal action by how well it
follows the plan (micro steps such as adding one crate at a time included).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.catalog import Catalog, catalog
from game.games.brick_and_mortar.model import (
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
from game.games.brick_and_mortar.store_values import DEFAULT_WEIGHTS, StoreValues, Weights
from game.games.brick_and_mortar.trade_plans import TradePlans
from game.games.brick_and_mortar.view import BmView, PlayerView


class BmHeuristic:
    """Scores every legal action from one seat's view (see the module docstring); store
    worths are ``values``'s, the month's trading plans ``plans``'s."""

    game_id = "brick-and-mortar"

    def __init__(self, cat: Catalog | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.cat = cat or catalog()
        self.w = weights
        self.quick = False
        self.values = StoreValues(self.cat, weights)
        self.plans = TradePlans(self.values)

    def months_left(self, view: BmView) -> int:
        """Months after this one the game should last (0 in the last month)."""
        return self.values.months_left(view)

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:  # noqa: C901
        """One score per action of ``legal`` (higher is better)."""
        view, seat = seat_view(view, BmView, "Brick & Mortar")
        step = view.step
        me: PlayerView = view.players[seat]
        months = self.values.months_left(view)
        out: list[float] = []
        if step in (S_DRAFT, S_PICK_START):
            for a in legal:
                store = a.card if isinstance(a, act.DraftStore) else getattr(a, "store", 0)
                slot = 1 if step == S_DRAFT else 0
                worth = (
                    self.values.store_worth(view, store, slot, max(1, months))
                    - self.cat[store].cost
                )
                if step == S_PICK_START:
                    worth -= self.values.overlap(view, store)
                out.append(worth)
            return out
        if step == S_BUY:
            for a in legal:
                if isinstance(a, act.BuyFromHand):
                    v = self.values.buy_value(view, a.card, self.values.price_now(view, a.card))
                    out.append(v - self.w.buy_threshold)
                elif isinstance(a, act.StartAuction):
                    store = view.row[a.row_index]
                    cost = self.cat[store].cost
                    v = self.values.buy_value(view, store, cost + 2) - self.w.buy_threshold
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
                    v = self.values.buy_value(view, lot, a.amount) - self.w.buy_threshold / 2
                    out.append(v - (a.amount - auction.lowest) * 0.5)
                else:
                    out.append(0.0)
            return out
        if step == S_MANAGE:
            return self._manage(view, legal, months)
        if step in (S_PLAY, S_LATE_CARD, S_REDRAW):
            trades = self.plans.type_trades(view)
            for a in legal:
                if isinstance(a, act.PlayMarketCards):
                    out.append(self.plans.play_score(view, a.plays, trades))
                elif isinstance(a, act.PlayLateCard):
                    out.append(self.plans.face_score(view, a.card, a.face_up, trades) - 2.0)
                elif isinstance(a, act.Redraw):
                    best = max(
                        self.plans.face_score(view, a.card, up, trades) for up in (False, True)
                    )
                    out.append(1000.0 if best <= 0 else -1000.0)
                elif isinstance(a, act.RedrawHand):
                    out.append(-1000.0)
                else:
                    out.append(0.0)
            return out
        if step == S_SUPPLY_BID:
            target = self.plans.supply_bid(view)
            return [-abs(getattr(a, "price", 0) - target) for a in legal]
        if step == S_STOCK:
            plan = self.plans.stock_plan(view)
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
            q, p = self.plans.sale_dial(view)
            return [
                -(abs(a.quantity - q) * 3 + abs(a.price - p)) if isinstance(a, act.BidSale) else -99
                for a in legal
            ]
        if step == S_SELL:
            for a in legal:
                if isinstance(a, act.Deliver):
                    out.append(self.plans.deliver_score(view, a))
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
            value = self.plans.crate_value(view, item)
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
            target = self.plans.points_to_buy(view)
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
        worth = [self.values.owned_worth(view, seat, k, months + 1) for k in range(n)]
        close: int | None = None
        for k, st in enumerate(me.building):
            cp = self.cat[st.store].close_points
            if cp is not None:
                held = sum(st.shelves.get(cp.item, []))
                if held and (months <= 1 or held >= self.cat[st.store].capacity[cp.item]):
                    close = k
        if me.bought is not None and n >= len(self.cat.slots) and close is None:
            new = self.values.store_worth(view, me.bought, n - 1, months + 1)
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
