"""Brick & Mortar's handlers for the first steps of a month: the draft and January's
starting stores, Building (buying, auctions, opening and closing stores) and Advertisement
(redraws, market cards). The second layer of the rules (rules.py)."""

from __future__ import annotations

from game.core.auction import (
    drop_out,
    open_auction,
    raise_bid,
)
from game.core.base import handles
from game.core.chance import Chance
from game.core.errors import IllegalAction, UnknownCard
from game.core.model import Event
from game.core.simultaneous import make_choice
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy, flow, moves, reads
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.legal import (
    BID_LIMIT,
    BadBid,
    BadCount,
    BadSlot,
    BrickAndMortarLegal,
    E,
    NoRoom,
)
from game.games.brick_and_mortar.model import (
    BUILDING,
    S_AUCTION,
    S_BUY,
    S_DRAFT,
    S_LATE_CARD,
    S_MANAGE,
    S_PICK_START,
    S_PLAY,
    S_REDRAW,
    BmState,
)


class BrickAndMortarBuild(BrickAndMortarLegal):
    """One ``@handles`` method per action of the draft, Building and Advertisement."""

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
        self._pay_store(emit, seat, a.card, reads.store_cost(state, a.card), None)
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
            discount = self.cat[store].cost - reads.store_cost(s, store)
            self._pay_store(emit, winner, store, max(0, amount - discount), index)
            moves.flip(emit)
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
        moves.close(emit, seat, a.slot, "closed")
        moves.score(emit, seat, pts, "liquidator", st.store)
        return emit.events

    @handles(act.OpenStore)
    def _do_open(self, state: BmState, seat: int, a: act.OpenStore, chance: Chance) -> list[Event]:
        self._need(state, S_MANAGE, doing="open a store")
        p = state.players[seat]
        if p.bought is None:
            raise IllegalAction("You have not bought a store this month.")
        if len(p.building) >= reads.N_SLOTS:
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
        moves.draw(emit, chance, seat, len(cards))
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
        due = reads.plays_due(state, seat)
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
