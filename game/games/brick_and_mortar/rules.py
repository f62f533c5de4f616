"""Brick & Mortar: set-up, whose turn it is, legal actions and ``decide``.

Section names in docstrings are the rulebook's (rulebooks/brick-and-mortar.txt); the
readings of silent rules are numbered in README.md (b). The month's automatic progress
between decisions lives in flow.py; this module checks each action and emits its events.
Every handler checks exactly what ``legal_actions`` lists (the conformance suite holds
them to it), so an action is legal if and only if ``decide`` accepts it.
"""

from __future__ import annotations

from itertools import combinations, product

from game.core.auction import (
    bidding,
    drop_out,
    must_raise,
    open_auction,
    raise_amounts,
    raise_bid,
)
from game.core.base import RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughGold, UnknownCard
from game.core.model import Action, Event, MatchConfig, cached_values
from game.core.options import validate_options
from game.core.simultaneous import choosing, make_choice
from game.core.state import GAME_OVER
from game.games.brick_and_mortar import ENTRY, economy, flow
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import describe as _describe
from game.games.brick_and_mortar import determinize as _determinize
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar import position as _position
from game.games.brick_and_mortar import sample as _sample
from game.games.brick_and_mortar import view as _view
from game.games.brick_and_mortar.catalog import Catalog, catalog
from game.games.brick_and_mortar.content import ContentBook, content_book
from game.games.brick_and_mortar.evolve import fold
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    BUILDING,
    DRAFT,
    INVENTORY,
    INVESTMENT,
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


class BrickAndMortarRules(RulesBase[BmState]):
    """The rules of Brick & Mortar for 2-4 seats (see the module docstring)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = BmState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: ContentBook | None = None) -> None:
        super().__init__()
        self.book = book or content_book()
        self.cat: Catalog = catalog() if book is None else Catalog(book)
        self.content_version = self.book.content.content_version

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Setup: end triggers by player count, shuffled decks, $15 and 10 points each,
        5 market cards and 4 store cards each (or the First Game hands), four public
        stores and one on deck; then the draft (or, with the preset, January's
        advertisement with the starting stores already open)."""
        opts = validate_options(OPTIONS, config.options)
        n = config.n_seats
        book, cat = self.book, self.cat
        eco = cat.economy
        first = bool(opts["first_game"])
        starting = [i for i, s in enumerate(book.stores) if s.starting and s.min_players <= n]
        box = [i for i, s in enumerate(book.stores) if s.starting and s.min_players > n]
        store_hands: list[list[int]] = [[] for _ in range(n)]
        draft_hands: list[list[int]] = [[] for _ in range(n)]
        market_hands: list[list[int]] = [[] for _ in range(n)]
        picks: list[int] = []
        if first:
            symbols = book.preset_seats(n)
            hands = book.content.first_game.hands
            for seat, sym in enumerate(symbols):
                market_hands[seat] = book.preset_market_cards(sym)
                store_hands[seat] = [
                    book.store_index[book.by_name[x].id] for x in hands[sym].stores
                ]
                picks.append(book.store_index[book.by_name[hands[sym].starting].id])
            dealt_m = {c for h in market_hands for c in h}
            dealt_s = {c for h in store_hands for c in h}
            market_deck = chance.shuffled([c for c in range(cat.n_market) if c not in dealt_m])
            store_deck = chance.shuffled([c for c in cat.store_cards if c not in dealt_s])
        else:
            market_deck = chance.shuffled(list(range(cat.n_market)))
            store_deck = chance.shuffled(list(cat.store_cards))
            for _ in range(eco.market_hand):
                for seat in range(n):
                    market_hands[seat].append(market_deck.pop())
            for _ in range(eco.store_hand):
                for seat in range(n):
                    draft_hands[seat].append(store_deck.pop())
        row = [store_deck.pop() for _ in range(eco.public_stores)]
        on_deck = store_deck.pop()
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                n_seats=n,
                first_game=first,
                marker=eco.investment_marker[str(n)],  # type: ignore[index]
                final_month=eco.final_month[str(n)],  # type: ignore[index]
                money=eco.start_money,
                points=eco.start_points,
                turn_order=list(range(n)),
                market_deck=market_deck,
                market_hands=market_hands,
                store_deck=store_deck,
                store_hands=store_hands,
                draft_hands=draft_hands,
                row=row,
                on_deck=on_deck,
                starting=starting,
                box=box,
            )
        )
        if first:
            for seat, store in enumerate(picks):
                emit(ev.StartingStorePicked(seat=seat, store=store))
            rest = [s for s in emit.state.starting]
            if rest:
                emit(ev.StartingStoresBoxed(stores=rest))
            flow.begin_advertisement(emit, chance)
        else:
            flow.begin_draft(emit)
        return emit.events

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

    # ------------------------------------------------------------------ views and words
    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = staticmethod(_determinize.determinize)
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position

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
            k = flow.plays_due(state, seat)
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
            flow.stock_price(state, seat), item, pairs, [cat[st.store].defn for st in b]
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
        if flow.room(st, item) - order.get(slot, 0) <= 0:
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
        top = min(flow.room(st, item), state.market[item])
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
            and not flow.can_deliver(state, seat)
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
                if len(p.building) < flow.N_SLOTS:
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
            cap = flow.sale_cap(s, seat, item)
            top = cat.max_price[item]
            return [_bid_sale(q, x) for q in range(cap + 1) for x in range(top + 1)]
        if step == S_SELL:
            assert item is not None
            out = []
            owes = s.to_deliver is None or s.to_deliver > 0
            if owes:
                for k, st in enumerate(p.building):
                    if st.held(item):
                        out.extend(_deliver(k, d) for d in flow.dests(s, seat, k, item))
            if self.must_discard(s, seat):
                out.extend(_discard(k) for k, st in enumerate(p.building) if st.held(item))
            if not s.competition:
                out.append(_FINISH)
            return out
        if step == S_CONVERT:
            k = s.slots[0]
            return [_convert(k, n) for n in range(self.convert_max(s, seat, k) + 1)]
        if step == S_RESALE:
            out = [_resale(o) for o in flow.resale_options(s, seat, s.slots[0])]
            out.append(_DECLINE)
            return out
        if step == S_TRANSFER:
            out = [_transfer(a, b, i) for a, b, i in flow.transfer_moves(s, seat)]
            out.append(_END_TRANSFERS)
            return out
        if step == S_PAWN:
            k = s.slots[0]
            return [_pawn(k, n) for n in range(flow.pawn_items(p.building[k]) + 1)]
        if step == S_INVEST:
            out = [_buy_points(n) for n in range(1, 11) if self.points_price(s, seat, n) <= p.money]
            out.extend(_sell_points(n) for n in range(1, p.points + 1))
            out.append(_PASS_INVEST)
            return out
        return []

    # ------------------------------------------------------------------ the draft and January
    @handles(act.DraftStore)
    def _do_draft(
        self, state: BmState, seat: int, a: act.DraftStore, chance: Chance
    ) -> list[Event]:
        """Before the 1st Round: keep one store card, pass the rest clockwise."""
        self._need(state, S_DRAFT, doing="draft a store")
        if a.card not in state.players[seat].draft_hand:
            raise UnknownCard("Keep one of the store cards in front of you.")
        emit = self.emitter(state)
        if make_choice(emit, seat, a.card, reveal=False):
            flow.after_draft_pick(emit, chance)
        return emit.events

    @handles(act.PickStartingStore)
    def _do_pick(
        self, state: BmState, seat: int, a: act.PickStartingStore, chance: Chance
    ) -> list[Event]:
        """First Building Phase: in turn order, each picks a starting store, filled."""
        self._need(state, S_PICK_START, doing="pick a starting store")
        if a.store not in state.starting:
            raise UnknownCard("Pick one of the starting stores still on the table.")
        emit = self.emitter(state)
        emit(ev.StartingStorePicked(seat=seat, store=a.store))
        self._next(emit, chance)
        return emit.events

    def _next(self, emit: E, chance: Chance) -> None:
        flow.next_in_modifier_step(emit, chance)

    # ------------------------------------------------------------------ building
    @handles(act.BuyFromHand)
    def _do_buy(self, state: BmState, seat: int, a: act.BuyFromHand, chance: Chance) -> list[Event]:
        """Buy a Store from Your Hand: pay its cost (debt covers a shortfall)."""
        self._need(state, S_BUY, doing="buy a store")
        if a.card not in state.players[seat].store_hand:
            raise UnknownCard("You can buy only a store card from your hand.")
        emit = self.emitter(state)
        self._pay_store(emit, seat, a.card, flow.store_cost(state, a.card), None)
        emit(ev.StepBegan(phase=BUILDING, step=S_MANAGE, queue=list(state.queue)))
        return emit.events

    def _pay_store(self, emit: E, seat: int, store: int, price: int, row_index: int | None) -> None:
        money = emit.state.players[seat].money
        debt, _ = economy.debt_tokens(price - money, self.cat.economy.debt_value)
        emit(ev.StoreBought(seat=seat, store=store, price=price, debt=debt, row_index=row_index))

    @handles(act.StartAuction)
    def _do_auction(
        self, state: BmState, seat: int, a: act.StartAuction, chance: Chance
    ) -> list[Event]:
        """Bid on a Public Store: at least its cost; the players who have not bought or
        passed this month answer in turn order."""
        self._need(state, S_BUY, doing="start an auction")
        if not 0 <= a.row_index < len(state.row):
            raise BadSlot("Choose one of the public stores (the on-deck store is not for sale).")
        store = state.row[a.row_index]
        cost = self.cat[store].cost
        if not cost <= a.bid <= BID_LIMIT:
            raise BadBid(
                f"Open the auction at the store's cost, ${cost}, or more (at most ${BID_LIMIT})."
            )
        order = state.turn_order
        me = order.index(seat)
        later = [x for x in order[me + 1 :] if not state.players[x].done_buying]
        emit = self.emitter(state)
        open_auction(emit, store, [seat, *later], min_bid=cost)
        self._after_auction(emit, store, raise_bid(emit, seat, a.bid), chance)
        return emit.events

    @handles(act.RaiseBid)
    def _do_raise(self, state: BmState, seat: int, a: act.RaiseBid, chance: Chance) -> list[Event]:
        self._need(state, S_AUCTION, doing="raise a bid")
        part = state.auction
        assert part is not None
        low = part.lowest()
        if not low <= a.amount <= BID_LIMIT:
            raise BadBid(f"Bid a higher amount: ${low} or more (at most ${BID_LIMIT}).")
        emit = self.emitter(state)
        self._after_auction(emit, int(part.lot), raise_bid(emit, seat, a.amount), chance)
        return emit.events

    @handles(act.DropOut)
    def _do_drop(self, state: BmState, seat: int, a: act.DropOut, chance: Chance) -> list[Event]:
        self._need(state, S_AUCTION, doing="drop out")
        assert state.auction is not None
        emit = self.emitter(state)
        self._after_auction(emit, int(state.auction.lot), drop_out(emit, seat), chance)
        return emit.events

    def _after_auction(
        self, emit: E, store: int, end: tuple[str, int | None, int] | None, chance: Chance
    ) -> None:
        """The winner must pay (debt if short; a Peddler's discount comes off the winning
        bid); the on-deck store joins the row. A losing opener may buy again."""
        if end is None:
            return
        s = emit.state
        how, winner, amount = end
        opener = s.queue[0]
        if how == "won" and winner is not None:
            index = s.row.index(store)
            discount = self.cat[store].cost - flow.store_cost(s, store)
            self._pay_store(emit, winner, store, max(0, amount - discount), index)
            flow.flip(emit)
        step = S_MANAGE if winner == opener else S_BUY
        emit(ev.StepBegan(phase=BUILDING, step=step, queue=list(s.queue)))

    @handles(act.PassBuying)
    def _do_pass_buy(
        self, state: BmState, seat: int, a: act.PassBuying, chance: Chance
    ) -> list[Event]:
        self._need(state, S_BUY, doing="pass on buying")
        emit = self.emitter(state)
        emit(ev.BuyingPassed(seat=seat))
        emit(ev.StepBegan(phase=BUILDING, step=S_MANAGE, queue=list(state.queue)))
        return emit.events

    @handles(act.CloseStore)
    def _do_close(
        self, state: BmState, seat: int, a: act.CloseStore, chance: Chance
    ) -> list[Event]:
        """Close Stores: its items are thrown out, the rest slide left; a Liquidator scores
        for the items thrown out."""
        self._need(state, S_MANAGE, doing="close a store")
        self._slot(state, seat, a.slot)
        st = state.players[seat].building[a.slot]
        emit = self.emitter(state)
        cp = self.cat[st.store].close_points
        pts = cp.points_each * st.held(cp.item) if cp is not None else 0
        flow.close(emit, seat, a.slot, "closed")
        flow.score(emit, seat, pts, "liquidator", st.store)
        return emit.events

    @handles(act.OpenStore)
    def _do_open(self, state: BmState, seat: int, a: act.OpenStore, chance: Chance) -> list[Event]:
        self._need(state, S_MANAGE, doing="open a store")
        p = state.players[seat]
        if p.bought is None:
            raise IllegalAction("You have not bought a store this month.")
        if len(p.building) >= flow.N_SLOTS:
            raise NoRoom("Your building is full: close a store first, or return the new one.")
        emit = self.emitter(state)
        emit(ev.StoreOpened(seat=seat, store=p.bought, slot=len(p.building)))
        return emit.events

    @handles(act.DiscardBought)
    def _do_discard_bought(
        self, state: BmState, seat: int, a: act.DiscardBought, chance: Chance
    ) -> list[Event]:
        self._need(state, S_MANAGE, doing="return a bought store")
        p = state.players[seat]
        if p.bought is None:
            raise IllegalAction("You have not bought a store this month.")
        emit = self.emitter(state)
        emit(ev.StoreReturned(seat=seat, store=p.bought))
        return emit.events

    @handles(act.EndBuilding)
    def _do_end_building(
        self, state: BmState, seat: int, a: act.EndBuilding, chance: Chance
    ) -> list[Event]:
        self._need(state, S_MANAGE, doing="finish building")
        if state.players[seat].bought is not None:
            raise IllegalAction("Open the store you bought or return it to the box first.")
        emit = self.emitter(state)
        flow.next_buyer(emit, chance, list(state.queue[1:]))
        return emit.events

    # ------------------------------------------------------------------ advertisement
    @handles(act.Redraw, act.RedrawHand)
    def _do_redraw(
        self, state: BmState, seat: int, a: act.Redraw | act.RedrawHand, chance: Chance
    ) -> list[Event]:
        """Third-slot Bonus: discard one card or the whole hand and draw as many, once a
        month, before playing or after drawing back."""
        if state.step not in (S_PLAY, S_REDRAW):
            self._need(state, S_REDRAW, doing="redraw market cards")
        if not self.can_redraw(state, seat):
            raise IllegalAction(
                "With a store in your third slot you may redraw once a month, before you "
                "choose your cards or after drawing back."
            )
        hand = state.players[seat].market_hand
        if isinstance(a, act.Redraw):
            if a.card not in hand:
                raise UnknownCard("Discard a card from your hand.")
            cards = [a.card]
        else:
            cards = list(hand)
        emit = self.emitter(state)
        emit(ev.CardsRedrawn(seat=seat, cards=cards))
        flow.draw(emit, chance, seat, len(cards))
        if state.step == S_REDRAW:
            self._next(emit, chance)
        return emit.events

    @handles(act.SkipRedraw)
    def _do_skip_redraw(
        self, state: BmState, seat: int, a: act.SkipRedraw, chance: Chance
    ) -> list[Event]:
        self._need(state, S_REDRAW, doing="skip the redraw")
        emit = self.emitter(state)
        self._next(emit, chance)
        return emit.events

    @handles(act.PlayMarketCards)
    def _do_play(
        self, state: BmState, seat: int, a: act.PlayMarketCards, chance: Chance
    ) -> list[Event]:
        """Advertisement Phase: everyone plays two market cards at once (three with a
        fourth-slot store), each face up (supply) or face down (demand)."""
        self._need(state, S_PLAY, doing="play market cards")
        due = flow.plays_due(state, seat)
        plays = tuple((int(c), bool(up)) for c, up in a.plays)
        cards = [c for c, _ in plays]
        if len(plays) != due:
            raise BadCount(f"Play exactly {due} market cards.")
        if cards != sorted(set(cards)) or any(
            c not in state.players[seat].market_hand for c in cards
        ):
            raise UnknownCard("Play different cards from your hand, listed by card number.")
        emit = self.emitter(state)
        if make_choice(emit, seat, [[c, up] for c, up in plays], reveal=False):
            flow.after_market_plays(emit, chance)
        return emit.events

    @handles(act.PlayLateCard)
    def _do_late(
        self, state: BmState, seat: int, a: act.PlayLateCard, chance: Chance
    ) -> list[Event]:
        """Advertisement Agency: after seeing both piles, add one more card."""
        self._need(state, S_LATE_CARD, doing="add a market card")
        if a.card not in state.players[seat].market_hand:
            raise UnknownCard("Add a card from your hand.")
        emit = self.emitter(state)
        emit(ev.LateCardPlayed(seat=seat, card=a.card, face_up=a.face_up))
        self._next(emit, chance)
        return emit.events

    @handles(act.SkipLateCard)
    def _do_skip_late(
        self, state: BmState, seat: int, a: act.SkipLateCard, chance: Chance
    ) -> list[Event]:
        self._need(state, S_LATE_CARD, doing="skip the extra card")
        emit = self.emitter(state)
        self._next(emit, chance)
        return emit.events

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
            flow.score(emit, seat, c.points, "craft", st.store)
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
        cap = flow.sale_cap(state, seat, item)
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
        if a.dest not in flow.dests(state, seat, a.slot, item):
            raise NoRoom(f"There is no free {item} box there for that item.")
        shelves = st.shelves[item]
        bottom = max(k for k, n in enumerate(shelves) if n) == len(shelves) - 1
        money = flow.item_value(st.store, item, flow.sale_price(state, seat), bottom)
        sold = st.sold.get(item, 0)
        low = st.sold_bottom.get(item, 0)
        before = flow.points_for_sales(st.store, item, sold, low)
        after = flow.points_for_sales(st.store, item, sold + 1, low + bottom)
        emit = self.emitter(state)
        emit(
            ev.ItemDelivered(
                seat=seat, slot=a.slot, item=item, dest=a.dest, money=money, bottom=bottom
            )
        )
        flow.score(emit, seat, after - before, "sale", st.store)
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
            unit = flow.item_value(st.store, c.item, flow.sale_price(state, seat), False)
            emit(
                ev.Converted(
                    seat=seat, slot=a.slot, item=c.item, count=a.count, refund=unit * a.count
                )
            )
            flow.score(emit, seat, a.count * c.points_each, "distributor", st.store)
        self._next(emit, chance)
        return emit.events

    @handles(act.BuySurplus)
    def _do_resale(
        self, state: BmState, seat: int, a: act.BuySurplus, chance: Chance
    ) -> list[Event]:
        """Resale Shop: buy a rival's surplus crate, paying them its price."""
        self._need(state, S_RESALE, doing="buy surplus")
        slot = state.slots[0]
        if a.from_seat not in flow.resale_options(state, seat, slot):
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
        if not flow.resale_options(emit.state, seat, slot):
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
        if (a.from_slot, a.to_slot, a.item) not in flow.transfer_moves(state, seat):
            raise IllegalAction(
                "Move an item into one of your stores that draws that type in and has room, "
                "from another store that does not."
            )
        emit = self.emitter(state)
        emit(ev.ItemTransferred(seat=seat, from_slot=a.from_slot, to_slot=a.to_slot, item=a.item))
        if not flow.transfer_moves(emit.state, seat):
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
        top = flow.pawn_items(st)
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
            flow.score(emit, seat, pts, "pawn", st.store)
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
        flow.check_marker(emit, seat)
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
