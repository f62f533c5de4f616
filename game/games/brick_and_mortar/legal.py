"""Brick & Mortar's turn order, the checks the handlers share with the legal list, and the
legal list itself (section names are the rulebook's; readings of silent rules are numbered
in README.md (b)). The first layer of the rules (rules.py puts them together: legal ->
build handlers -> trade handlers -> rules)."""

from __future__ import annotations

from itertools import combinations, product

from game.core.auction import (
    bidding,
    must_raise,
    raise_amounts,
)
from game.core.base import RulesBase
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughGold
from game.core.model import Action, cached_values
from game.core.simultaneous import choosing
from game.core.state import GAME_OVER
from game.games.brick_and_mortar import ENTRY, economy, reads
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.content import ContentBook
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    BUILDING,
    DRAFT,
    INVENTORY,
    INVESTMENT,
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
    SALE,
    SUPPLY,
    UTILITIES,
    BmState,
)


class WrongStep(IllegalAction):
    code = "wrong_step"


class BadSlot(IllegalAction):
    code = "bad_slot"


class NoRoom(IllegalAction):
    code = "no_room"


class BadBid(IllegalAction):
    code = "bad_bid"


class BadCount(IllegalAction):
    code = "bad_count"


class CannotPay(NotEnoughGold):
    code = "cannot_pay"


PHASE_NAMES = {
    DRAFT: "the store draft",
    BUILDING: "the Building phase",
    ADVERTISEMENT: "the Advertisement phase",
    SUPPLY: "the Supply phase",
    SALE: "the Sale phase",
    INVENTORY: "the Inventory phase",
    UTILITIES: "the Utilities phase",
    INVESTMENT: "the Investment phase",
    GAME_OVER: "the end of the game",
}

STEP_WORDS = {
    S_DRAFT: "drafting stores",
    S_PICK_START: "picking starting stores",
    S_BUY: "buying a store",
    S_AUCTION: "an auction",
    S_MANAGE: "opening and closing stores",
    S_PLAY: "playing market cards",
    S_LATE_CARD: "the Advertisement Agency's extra card",
    S_REDRAW: "the third slot's redraw",
    S_SUPPLY_BID: "bidding to stock",
    S_STOCK: "stocking",
    S_LEFTOVERS: "taking free leftovers",
    S_CRAFT: "a craft store's choice",
    S_SALE_DIAL: "dialling a sale",
    S_SELL: "selling",
    S_CONVERT: "a Distributor's choice",
    S_RESALE: "the Resale Shop's purchases",
    S_TRANSFER: "moving items between stores",
    S_PAWN: "the Pawn Shop's returns",
    S_INVEST: "investing",
    "": "nothing",
}

OPTIONS = ENTRY.options

SECRET_STEPS = frozenset({S_DRAFT, S_PLAY, S_SUPPLY_BID, S_SALE_DIAL})
BID_LIMIT = 40
"""The highest bid the engine takes, in an auction or for a crate: the rulebook sets no
upper bound (debt pays any shortfall), so any amount from the lowest the rules allow up to
this ceiling is legal; $40 is over twice the dearest store ($16) and the dearest crate
($18). Reading (b) 8."""
CRAFT_OPTIONS = ("market", "points")

_draft = cached_values(lambda c: act.DraftStore(card=c))
_pick = cached_values(lambda s: act.PickStartingStore(store=s))
_buy = cached_values(lambda c: act.BuyFromHand(card=c))
_auction = cached_values(lambda i, b: act.StartAuction(row_index=i, bid=b))
_raise = cached_values(lambda a: act.RaiseBid(amount=a))
_redraw = cached_values(lambda c: act.Redraw(card=c))
_REDRAW_HAND = act.RedrawHand()
_close = cached_values(lambda k: act.CloseStore(slot=k))
_late = cached_values(lambda c, up: act.PlayLateCard(card=c, face_up=up))
_bid_supply = cached_values(lambda p: act.BidSupply(price=p))
_add = cached_values(lambda k: act.AddCrate(slot=k))
_leftovers = cached_values(lambda k, n: act.TakeLeftovers(slot=k, count=n))
_craft = cached_values(lambda k, o: act.ChooseCraft(slot=k, option=o))
_bid_sale = cached_values(lambda q, p: act.BidSale(quantity=q, price=p))
_deliver = cached_values(lambda k, d: act.Deliver(slot=k, dest=d))
_discard = cached_values(lambda k: act.DiscardSurplus(slot=k))
_convert = cached_values(lambda k, n: act.ConvertToPoints(slot=k, count=n))
_resale = cached_values(lambda s: act.BuySurplus(from_seat=s))
_transfer = cached_values(lambda a, b, i: act.TransferItem(from_slot=a, to_slot=b, item=i))
_pawn = cached_values(lambda k, n: act.ReturnExpired(slot=k, count=n))
_buy_points = cached_values(lambda n: act.BuyPoints(count=n))
_sell_points = cached_values(lambda n: act.SellPoints(count=n))
_DROP, _PASS_BUY, _OPEN, _DISCARD_BOUGHT, _END_BUILDING = (
    act.DropOut(),
    act.PassBuying(),
    act.OpenStore(),
    act.DiscardBought(),
    act.EndBuilding(),
)
_SKIP_REDRAW, _SKIP_LATE, _PLACE, _FINISH = (
    act.SkipRedraw(),
    act.SkipLateCard(),
    act.PlaceOrder(),
    act.FinishSelling(),
)
_DECLINE, _END_TRANSFERS, _PASS_INVEST = (
    act.DeclineSurplus(),
    act.EndTransfers(),
    act.PassInvestment(),
)

E = Emitter[BmState]


class BrickAndMortarLegal(RulesBase[BmState]):
    """Whose turn it is, what each seat may do now, and the checks its handlers share."""

    book: ContentBook
    cat: Catalog

    # ------------------------------------------------------------------ turns
    def to_act(self, state: BmState) -> tuple[int, ...]:
        """The seats the engine waits for. In a secret choice a seat that has chosen is
        done (it may still take its choice back with undo until another seat acts)."""
        if state.result is not None:
            return ()
        step = state.step
        if step in SECRET_STEPS:
            return choosing(state.secret)
        if step == S_AUCTION:
            return bidding(state.auction)
        return (state.queue[0],) if state.queue else ()

    # ------------------------------------------------------------------ checks shared with the legal list
    def _need(self, state: BmState, *steps: str, doing: str) -> None:
        if state.step in steps and state.result is None:
            return
        now = STEP_WORDS.get(state.step, state.step)
        raise WrongStep(f"You can {doing} only while {STEP_WORDS[steps[0]]}; now it is {now}.")

    def _slot(self, state: BmState, seat: int, slot: int) -> None:
        if not 0 <= slot < len(state.players[seat].building):
            raise BadSlot("Choose one of your stores (slots 1 to 4, from the left).")

    def _modifier_slot(self, state: BmState, slot: int) -> None:
        if not state.slots or slot != state.slots[0]:
            raise BadSlot("That is not the store whose modifier is asking now.")

    def can_redraw(self, state: BmState, seat: int) -> bool:
        """Third-slot Bonus: once a month, before choosing the cards to play (or in the
        redraw step after drawing back), with a store in the third slot."""
        p = state.players[seat]
        if len(p.building) < 3 or p.redraw_used or not p.market_hand:
            return False
        if state.step == S_PLAY:
            return state.secret is not None and seat in state.secret.waiting
        return state.step == S_REDRAW

    def market_plays(self, state: BmState, seat: int) -> list[tuple[tuple[int, bool], ...]]:
        """Every way to play the due number of market cards, sorted."""
        key = ("plays", seat)
        got = state.memo.get(key)
        if got is None:
            hand = state.players[seat].market_hand
            k = reads.plays_due(state, seat)
            got = sorted(
                tuple(zip(cards, faces, strict=True))
                for cards in combinations(hand, k)
                for faces in product((False, True), repeat=k)
            )
            state.memo[key] = got
        return list(got)

    def order_costs(self, state: BmState, seat: int, order: dict[int, int]) -> list[int]:
        """The unit cost of each crate of ``order`` (slot -> crates) for ``seat`` now."""
        item = state.item
        assert item is not None
        b = state.players[seat].building
        cat = self.cat
        pairs = [(cat[b[k].store].defn, n) for k, n in sorted(order.items()) if n]
        return economy.unit_stock_costs(
            reads.stock_price(state, seat), item, pairs, [cat[st.store].defn for st in b]
        )

    def payment(self, state: BmState, seat: int, order: dict[int, int]) -> tuple[int, int] | None:
        """(debt tokens, change) to pay ``order``, or None if it cannot be paid (Debt Tokens:
        one crate's worth at most, and none after debt was taken this Supply)."""
        p = state.players[seat]
        return economy.order_payment(
            p.money,
            self.order_costs(state, seat, order),
            p.supply_debt,
            self.cat.economy.debt_value,
        )

    def can_add(self, state: BmState, seat: int, slot: int) -> bool:
        item = state.item
        assert item is not None
        order = state.order
        if state.market[item] - sum(order.values()) <= 0:
            return False
        st = state.players[seat].building[slot]
        if reads.room(st, item) - order.get(slot, 0) <= 0:
            return False
        more = dict(order)
        more[slot] = more.get(slot, 0) + 1
        return self.payment(state, seat, more) is not None

    def leftover_max(self, state: BmState, seat: int, slot: int) -> int:
        item = state.item
        assert item is not None
        st = state.players[seat].building[slot]
        lf = self.cat[st.store].leftovers
        assert lf is not None
        top = min(reads.room(st, item), state.market[item])
        return top if lf.max_items is None else min(top, lf.max_items)

    def convert_max(self, state: BmState, seat: int, slot: int) -> int:
        st = state.players[seat].building[slot]
        c = self.cat[st.store].convert
        assert c is not None
        return min(c.max_items, st.sold.get(c.item, 0))

    def points_price(self, state: BmState, seat: int, count: int) -> int:
        split = next(
            (
                self.cat[st.store].split
                for st in state.players[seat].building
                if self.cat[st.store].split
            ),
            None,
        )
        return economy.points_price(count, self.cat.point_prices, split)

    def point_sale_price(self, state: BmState, seat: int) -> int:
        prices = [
            self.cat[st.store].point_sale_price
            for st in state.players[seat].building
            if self.cat[st.store].point_sale_price is not None
        ]
        return max([self.cat.economy.point_sale_price, *[p for p in prices if p is not None]])

    def must_discard(self, state: BmState, seat: int) -> bool:
        """Surplus: items still owed and no box of any kind left for them."""
        return (
            state.competition
            and state.to_deliver is not None
            and state.to_deliver > 0
            and not reads.can_deliver(state, seat)
        )

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: BmState, seat: int) -> list[Action]:
        """Every legal action of ``seat`` in a fixed order (the action list's order, then
        by fields)."""
        if seat not in self.to_act(state):
            return []
        key = ("legal", seat)
        got = state.memo.get(key)
        if got is not None:
            return list(got)
        out = self._legal(state, seat)
        state.memo[key] = tuple(out)
        return out

    def _redraws(self, s: BmState, seat: int) -> list[Action]:
        if not self.can_redraw(s, seat):
            return []
        out: list[Action] = [_redraw(c) for c in s.players[seat].market_hand]
        out.append(_REDRAW_HAND)
        return out

    def _legal(self, s: BmState, seat: int) -> list[Action]:
        step = s.step
        p = s.players[seat]
        cat = self.cat
        if step == S_DRAFT:
            return [_draft(c) for c in p.draft_hand]
        if step == S_PICK_START:
            return [_pick(x) for x in sorted(s.starting)]
        if step == S_BUY:
            out: list[Action] = [_buy(c) for c in p.store_hand]
            for i, store in enumerate(s.row):
                cost = cat[store].cost
                out.extend(_auction(i, b) for b in range(cost, BID_LIMIT + 1))
            out.append(_PASS_BUY)
            return out
        if step == S_AUCTION:
            part = s.auction
            assert part is not None
            out = [_raise(a) for a in raise_amounts(part, BID_LIMIT, BID_LIMIT + 1)]
            if not must_raise(part):
                out.append(_DROP)
            return out
        if step == S_MANAGE:
            out = [_close(k) for k in range(len(p.building))]
            if p.bought is not None:
                if len(p.building) < reads.N_SLOTS:
                    out.append(_OPEN)
                out.append(_DISCARD_BOUGHT)
            else:
                out.append(_END_BUILDING)
            return out
        if step == S_PLAY:
            out = self._redraws(s, seat)
            out.extend(act.PlayMarketCards(plays=pl) for pl in self.market_plays(s, seat))
            return out
        if step == S_LATE_CARD:
            out = [_late(c, up) for c in p.market_hand for up in (False, True)]
            out.append(_SKIP_LATE)
            return out
        if step == S_REDRAW:
            out = self._redraws(s, seat)
            out.append(_SKIP_REDRAW)
            return out
        item = s.item
        if step == S_SUPPLY_BID:
            assert item is not None
            return [_bid_supply(x) for x in range(cat.min_price[item], BID_LIMIT + 1)]
        if step == S_STOCK:
            out = [_add(k) for k in range(len(p.building)) if self.can_add(s, seat, k)]
            out.append(_PLACE)
            return out
        if step == S_LEFTOVERS:
            k = s.slots[0]
            return [_leftovers(k, n) for n in range(self.leftover_max(s, seat, k) + 1)]
        if step == S_CRAFT:
            return [_craft(s.slots[0], o) for o in CRAFT_OPTIONS]
        if step == S_SALE_DIAL:
            assert item is not None
            cap = reads.sale_cap(s, seat, item)
            top = cat.max_price[item]
            return [_bid_sale(q, x) for q in range(cap + 1) for x in range(top + 1)]
        if step == S_SELL:
            assert item is not None
            out = []
            owes = s.to_deliver is None or s.to_deliver > 0
            if owes:
                for k, st in enumerate(p.building):
                    if st.held(item):
                        out.extend(_deliver(k, d) for d in reads.dests(s, seat, k, item))
            if self.must_discard(s, seat):
                out.extend(_discard(k) for k, st in enumerate(p.building) if st.held(item))
            if not s.competition:
                out.append(_FINISH)
            return out
        if step == S_CONVERT:
            k = s.slots[0]
            return [_convert(k, n) for n in range(self.convert_max(s, seat, k) + 1)]
        if step == S_RESALE:
            out = [_resale(o) for o in reads.resale_options(s, seat, s.slots[0])]
            out.append(_DECLINE)
            return out
        if step == S_TRANSFER:
            out = [_transfer(a, b, i) for a, b, i in reads.transfer_moves(s, seat)]
            out.append(_END_TRANSFERS)
            return out
        if step == S_PAWN:
            k = s.slots[0]
            return [_pawn(k, n) for n in range(reads.pawn_items(p.building[k]) + 1)]
        if step == S_INVEST:
            out = [_buy_points(n) for n in range(1, 11) if self.points_price(s, seat, n) <= p.money]
            out.extend(_sell_points(n) for n in range(1, p.points + 1))
            out.append(_PASS_INVEST)
            return out
        return []
