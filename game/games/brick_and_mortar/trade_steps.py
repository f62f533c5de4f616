"""Brick & Mortar's handlers for the trading steps of a month: Supply (bids, crates,
leftovers, crafting), Sale (dials, deliveries, surplus, conversions, resale, transfers),
Inventory and Investment. The third layer of the rules (rules.py)."""

from __future__ import annotations

from game.core.base import handles
from game.core.chance import Chance
from game.core.errors import IllegalAction
from game.core.model import Event
from game.core.simultaneous import make_choice
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy, flow, moves, reads
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.build_steps import BrickAndMortarBuild
from game.games.brick_and_mortar.legal import (
    BID_LIMIT,
    CRAFT_OPTIONS,
    BadBid,
    BadCount,
    BadSlot,
    CannotPay,
    NoRoom,
)
from game.games.brick_and_mortar.model import (
    ITEMS,
    S_CONVERT,
    S_CRAFT,
    S_INVEST,
    S_LEFTOVERS,
    S_PAWN,
    S_RESALE,
    S_SALE_DIAL,
    S_SELL,
    S_STOCK,
    S_SUPPLY_BID,
    S_TRANSFER,
    BmState,
)


class BrickAndMortarTrade(BrickAndMortarBuild):
    """One ``@handles`` method per action of Supply, Sale, Inventory and Investment."""

    # ------------------------------------------------------------------ supply
    @handles(act.BidSupply)
    def _do_bid_supply(
        self, state: BmState, seat: int, a: act.BidSupply, chance: Chance
    ) -> list[Event]:
        """Competition for Supply: a sealed price per crate, at least the minimum (no upper
        bound but the engine's ``BID_LIMIT``)."""
        self._need(state, S_SUPPLY_BID, doing="bid to stock")
        item = state.item
        assert item is not None
        lo = self.cat.min_price[item]
        if not lo <= a.price <= BID_LIMIT:
            raise BadBid(
                f"Bid at least the minimum, ${lo} a crate for {item} (at most ${BID_LIMIT})."
            )
        emit = self.emitter(state)
        if make_choice(emit, seat, a.price):
            flow.after_supply_bids(emit, chance)
        return emit.events

    @handles(act.AddCrate)
    def _do_add(self, state: BmState, seat: int, a: act.AddCrate, chance: Chance) -> list[Event]:
        self._need(state, S_STOCK, doing="stock crates")
        self._slot(state, seat, a.slot)
        if not self.can_add(state, seat, a.slot):
            raise NoRoom(
                "No more crates fit there, the dock is empty, or you could not pay for one "
                "more (debt covers a single crate, and none after debt this month)."
            )
        emit = self.emitter(state)
        emit(ev.CrateAdded(seat=seat, slot=a.slot))
        return emit.events

    @handles(act.PlaceOrder)
    def _do_place(
        self, state: BmState, seat: int, a: act.PlaceOrder, chance: Chance
    ) -> list[Event]:
        """Pay for the crates chosen (discounts add up, never below $0) and end your
        stocking of this type (one chance per type)."""
        self._need(state, S_STOCK, doing="place an order")
        emit = self.emitter(state)
        order = {k: n for k, n in state.order.items() if n}
        if order:
            pay = self.payment(state, seat, order)
            if pay is None:  # pragma: no cover - add_crate keeps every order payable
                raise CannotPay("You cannot pay for these crates.")
            assert state.item is not None
            emit(
                ev.CratesStocked(
                    seat=seat,
                    item=state.item,
                    crates=order,
                    cost=sum(self.order_costs(state, seat, order)),
                    debt=pay[0],
                )
            )
        flow.next_stocker(emit, chance)
        return emit.events

    @handles(act.TakeLeftovers)
    def _do_leftovers(
        self, state: BmState, seat: int, a: act.TakeLeftovers, chance: Chance
    ) -> list[Event]:
        """Food Bank / Consignment Store: free crates left on the dock after stocking."""
        self._need(state, S_LEFTOVERS, doing="take free leftovers")
        self._modifier_slot(state, a.slot)
        top = self.leftover_max(state, seat, a.slot)
        if not 0 <= a.count <= top:
            raise BadCount(f"Take 0 to {top} crates.")
        emit = self.emitter(state)
        if a.count:
            assert state.item is not None
            emit(ev.LeftoversTaken(seat=seat, slot=a.slot, item=state.item, count=a.count))
        self._next(emit, chance)
        return emit.events

    @handles(act.ChooseCraft)
    def _do_craft(
        self, state: BmState, seat: int, a: act.ChooseCraft, chance: Chance
    ) -> list[Event]:
        """Art Studio / Jewelry Crafter: crates to the dock, or points."""
        self._need(state, S_CRAFT, doing="choose a craft")
        self._modifier_slot(state, a.slot)
        if a.option not in CRAFT_OPTIONS:
            raise IllegalAction('Choose "market" (crates to the dock) or "points".')
        st = state.players[seat].building[a.slot]
        c = self.cat[st.store].craft
        assert c is not None
        emit = self.emitter(state)
        count = c.add if a.option == "market" else c.points
        emit(ev.Crafted(seat=seat, slot=a.slot, option=a.option, item=c.item, count=count))
        if a.option == "points":
            moves.score(emit, seat, c.points, "craft", st.store)
        self._next(emit, chance)
        return emit.events

    # ------------------------------------------------------------------ sale
    @handles(act.BidSale)
    def _do_bid_sale(
        self, state: BmState, seat: int, a: act.BidSale, chance: Chance
    ) -> list[Event]:
        """Competition for Demand: a sealed quantity (up to the boxes plus your private
        ones, and the items you hold) and price ($0 to the maximum)."""
        self._need(state, S_SALE_DIAL, doing="dial a sale")
        item = state.item
        assert item is not None
        cap = reads.sale_cap(state, seat, item)
        top = self.cat.max_price[item]
        if not 0 <= a.quantity <= cap:
            raise BadBid(f"Dial 0 to {cap} items.")
        if not 0 <= a.price <= top:
            raise BadBid(f"Dial a price of $0 to ${top}.")
        emit = self.emitter(state)
        if make_choice(emit, seat, [a.quantity, a.price]):
            flow.after_sale_dials(emit, chance)
        return emit.events

    @handles(act.Deliver)
    def _do_deliver(self, state: BmState, seat: int, a: act.Deliver, chance: Chance) -> list[Event]:
        """Sell Items: one item into a free box; money and points at once (Exporter)."""
        self._need(state, S_SELL, doing="sell items")
        self._slot(state, seat, a.slot)
        item = state.item
        assert item is not None
        st = state.players[seat].building[a.slot]
        if not st.held(item):
            raise BadSlot(f"That store holds no {item}.")
        if state.to_deliver is not None and state.to_deliver <= 0:
            raise IllegalAction("You have sold all the items you dialled.")
        if a.dest not in reads.dests(state, seat, a.slot, item):
            raise NoRoom(f"There is no free {item} box there for that item.")
        shelves = st.shelves[item]
        bottom = max(k for k, n in enumerate(shelves) if n) == len(shelves) - 1
        money = reads.item_value(st.store, item, reads.sale_price(state, seat), bottom)
        sold = st.sold.get(item, 0)
        low = st.sold_bottom.get(item, 0)
        before = reads.points_for_sales(st.store, item, sold, low)
        after = reads.points_for_sales(st.store, item, sold + 1, low + bottom)
        emit = self.emitter(state)
        emit(
            ev.ItemDelivered(
                seat=seat, slot=a.slot, item=item, dest=a.dest, money=money, bottom=bottom
            )
        )
        moves.score(emit, seat, after - before, "sale", st.store)
        flow.settle_seller(emit, chance)
        return emit.events

    @handles(act.DiscardSurplus)
    def _do_surplus(
        self, state: BmState, seat: int, a: act.DiscardSurplus, chance: Chance
    ) -> list[Event]:
        """Surplus: what you dialled but cannot place is thrown out."""
        self._need(state, S_SELL, doing="discard surplus")
        self._slot(state, seat, a.slot)
        item = state.item
        assert item is not None
        if not state.players[seat].building[a.slot].held(item):
            raise BadSlot(f"That store holds no {item}.")
        if not self.must_discard(state, seat):
            raise IllegalAction(
                "You may discard surplus only when you owe items and no box is left for them."
            )
        emit = self.emitter(state)
        emit(ev.SurplusDiscarded(seat=seat, slot=a.slot, item=item))
        flow.settle_seller(emit, chance)
        return emit.events

    @handles(act.FinishSelling)
    def _do_finish(
        self, state: BmState, seat: int, a: act.FinishSelling, chance: Chance
    ) -> list[Event]:
        self._need(state, S_SELL, doing="stop selling")
        if state.competition:
            raise IllegalAction("You must sell the quantity you dialled.")
        emit = self.emitter(state)
        flow.next_seller(emit, chance)
        return emit.events

    @handles(act.ConvertToPoints)
    def _do_convert(
        self, state: BmState, seat: int, a: act.ConvertToPoints, chance: Chance
    ) -> list[Event]:
        """Distributors: up to two of the items sold pay 1 point each instead of money."""
        self._need(state, S_CONVERT, doing="convert sales to points")
        self._modifier_slot(state, a.slot)
        top = self.convert_max(state, seat, a.slot)
        if not 0 <= a.count <= top:
            raise BadCount(f"Convert 0 to {top} items.")
        emit = self.emitter(state)
        if a.count:
            st = state.players[seat].building[a.slot]
            c = self.cat[st.store].convert
            assert c is not None
            unit = reads.item_value(st.store, c.item, reads.sale_price(state, seat), False)
            emit(
                ev.Converted(
                    seat=seat, slot=a.slot, item=c.item, count=a.count, refund=unit * a.count
                )
            )
            moves.score(emit, seat, a.count * c.points_each, "distributor", st.store)
        self._next(emit, chance)
        return emit.events

    @handles(act.BuySurplus)
    def _do_resale(
        self, state: BmState, seat: int, a: act.BuySurplus, chance: Chance
    ) -> list[Event]:
        """Resale Shop: buy a rival's surplus crate, paying them its price."""
        self._need(state, S_RESALE, doing="buy surplus")
        slot = state.slots[0]
        if a.from_seat not in reads.resale_options(state, seat, slot):
            raise IllegalAction("Buy from a rival who threw out surplus, while the shop has room.")
        item = state.item
        assert item is not None
        st = state.players[seat].building[slot]
        price = self.cat[st.store].buy_surplus[item]
        debt, _ = economy.debt_tokens(
            price - state.players[seat].money, self.cat.economy.debt_value
        )
        emit = self.emitter(state)
        emit(
            ev.SurplusBought(
                buyer=seat, seller=a.from_seat, slot=slot, item=item, price=price, debt=debt
            )
        )
        if not reads.resale_options(emit.state, seat, slot):
            self._next(emit, chance)
        return emit.events

    @handles(act.DeclineSurplus)
    def _do_decline(
        self, state: BmState, seat: int, a: act.DeclineSurplus, chance: Chance
    ) -> list[Event]:
        self._need(state, S_RESALE, doing="decline surplus")
        emit = self.emitter(state)
        self._next(emit, chance)
        return emit.events

    @handles(act.TransferItem)
    def _do_transfer(
        self, state: BmState, seat: int, a: act.TransferItem, chance: Chance
    ) -> list[Event]:
        """After Sale: move an item into a store that draws its type in (Thrift Store,
        Freezer, Warehouse, Repair Shop)."""
        self._need(state, S_TRANSFER, doing="move items")
        if (a.from_slot, a.to_slot, a.item) not in reads.transfer_moves(state, seat):
            raise IllegalAction(
                "Move an item into one of your stores that draws that type in and has room, "
                "from another store that does not."
            )
        emit = self.emitter(state)
        emit(ev.ItemTransferred(seat=seat, from_slot=a.from_slot, to_slot=a.to_slot, item=a.item))
        if not reads.transfer_moves(emit.state, seat):
            self._next(emit, chance)
        return emit.events

    @handles(act.EndTransfers)
    def _do_end_transfers(
        self, state: BmState, seat: int, a: act.EndTransfers, chance: Chance
    ) -> list[Event]:
        self._need(state, S_TRANSFER, doing="finish moving items")
        emit = self.emitter(state)
        self._next(emit, chance)
        return emit.events

    # ------------------------------------------------------------------ inventory, investment
    @handles(act.ReturnExpired)
    def _do_pawn(
        self, state: BmState, seat: int, a: act.ReturnExpired, chance: Chance
    ) -> list[Event]:
        """Pawn Shop: items about to expire go back to the docks for points."""
        self._need(state, S_PAWN, doing="return expiring items")
        self._modifier_slot(state, a.slot)
        st = state.players[seat].building[a.slot]
        top = reads.pawn_items(st)
        if not 0 <= a.count <= top:
            raise BadCount(f"Return 0 to {top} items.")
        emit = self.emitter(state)
        if a.count:
            crates: dict[str, int] = {}
            left = a.count
            for item in ITEMS:
                n = min(left, st.shelves.get(item, [0])[-1]) if item in st.shelves else 0
                if n:
                    crates[item] = n
                    left -= n
            emit(ev.ExpiredReturned(seat=seat, slot=a.slot, crates=crates))
            pts = self.cat[st.store].expire_to_market * a.count
            moves.score(emit, seat, pts, "pawn", st.store)
        self._next(emit, chance)
        return emit.events

    @handles(act.BuyPoints)
    def _do_buy_points(
        self, state: BmState, seat: int, a: act.BuyPoints, chance: Chance
    ) -> list[Event]:
        """Buy Points: up to 10 at the board's price for that many, never with debt."""
        self._need(state, S_INVEST, doing="buy points")
        if not 1 <= a.count <= 10:
            raise BadCount("Buy 1 to 10 points.")
        price = self.points_price(state, seat, a.count)
        if price > state.players[seat].money:
            raise CannotPay(f"{a.count} points cost ${price}; debt cannot pay for points.")
        emit = self.emitter(state)
        emit(ev.PointsBought(seat=seat, count=a.count, price=price))
        moves.check_marker(emit, seat)
        self._next(emit, chance)
        return emit.events

    @handles(act.SellPoints)
    def _do_sell_points(
        self, state: BmState, seat: int, a: act.SellPoints, chance: Chance
    ) -> list[Event]:
        """Sell Points: any number you have, $3 each ($4 with a Brokerage)."""
        self._need(state, S_INVEST, doing="sell points")
        have = state.players[seat].points
        if not 1 <= a.count <= have:
            raise BadCount(f"Sell 1 to {have} points.")
        emit = self.emitter(state)
        price = self.point_sale_price(state, seat) * a.count
        emit(ev.PointsSold(seat=seat, count=a.count, price=price))
        self._next(emit, chance)
        return emit.events

    @handles(act.PassInvestment)
    def _do_pass_invest(
        self, state: BmState, seat: int, a: act.PassInvestment, chance: Chance
    ) -> list[Event]:
        self._need(state, S_INVEST, doing="pass")
        emit = self.emitter(state)
        self._next(emit, chance)
        return emit.events
