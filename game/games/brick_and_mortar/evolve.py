"""Folding Brick & Mortar events into the state: one function per event type, no rules
checked (``decide`` did). Every point change also moves the turn order (Turn Order)."""

from __future__ import annotations

from game.core.auction import AuctionOpened
from game.core.base import Folds
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.economy import turn_order_after_move
from game.games.brick_and_mortar.model import (
    BUILDING,
    DEMAND,
    ITEMS,
    S_AUCTION,
    S_SELL,
    BmPlayer,
    BmState,
    OwnedStore,
)

fold = Folds[BmState]()
CAT = catalog()
DEBT_VALUE = CAT.economy.debt_value


def new_store(store: int, filled: bool = False) -> OwnedStore:
    """An OwnedStore of ``store`` with its empty shelves (``filled``: its top shelves full)."""
    facts = CAT[store]
    shelves = {}
    for item, n in facts.shelves.items():
        row = [0] * n
        if filled:
            row[0] = facts.capacity[item]
        shelves[item] = row
    return OwnedStore(store=store, shelves=shelves)


def take_oldest(store: OwnedStore, item: str) -> bool:
    """Remove one ``item`` from the lowest shelf holding it; True if it was the bottom shelf."""
    shelves = store.shelves[item]
    for k in range(len(shelves) - 1, -1, -1):
        if shelves[k]:
            shelves[k] -= 1
            return k == len(shelves) - 1
    raise AssertionError(f"{CAT.name(store.store)} holds no {item}")


def _move_points(s: BmState, seat: int, new: int) -> None:
    points = {i: p.points for i, p in enumerate(s.players)}
    s.turn_order = turn_order_after_move(s.turn_order, points, seat, new)
    s.players[seat].points = new


def _pay(p: BmPlayer, amount: int, debt: int) -> None:
    p.money += debt * DEBT_VALUE - amount
    p.debt += debt


def _start_turn(s: BmState) -> None:
    s.order = {}
    s.to_deliver = None
    if s.step == S_SELL and s.competition and s.queue:
        s.to_deliver = s.dials[s.queue[0]][0]


@fold(ev.GameSetUp)
def _set_up(s: BmState, e: ev.GameSetUp) -> None:
    s.n_seats = e.n_seats
    s.first_game = e.first_game
    s.marker = e.marker
    s.final_month = e.final_month
    s.month = s.round = 1
    s.turn_order = list(e.turn_order)
    s.players = [
        BmPlayer(
            money=e.money,
            points=e.points,
            market_hand=sorted(e.market_hands[i]),
            store_hand=sorted(e.store_hands[i]),
            draft_hand=sorted(e.draft_hands[i]),
        )
        for i in range(e.n_seats)
    ]
    s.market = dict.fromkeys(ITEMS, 0)
    s.boxes = dict.fromkeys(ITEMS, 0)
    s.market_deck = list(e.market_deck)
    s.store_deck = list(e.store_deck)
    s.row = list(e.row)
    s.on_deck = e.on_deck
    s.starting = list(e.starting)
    s.box = list(e.box)


@fold(ev.StepBegan)
def _step(s: BmState, e: ev.StepBegan) -> None:
    s.phase, s.step, s.item = e.phase, e.step, e.item
    s.queue, s.slots = list(e.queue), list(e.slots)
    s.competition = e.competition
    s.dials = {k: list(v) for k, v in e.dials.items()}
    _start_turn(s)


@fold(ev.QueueAdvanced)
def _advanced(s: BmState, e: ev.QueueAdvanced) -> None:
    s.queue.pop(0)
    if s.slots:
        s.slots.pop(0)
    _start_turn(s)


@fold(AuctionOpened)
def _auction(s: BmState, e: AuctionOpened) -> None:
    s.step = S_AUCTION


@fold(ev.MonthBegan)
def _month(s: BmState, e: ev.MonthBegan) -> None:
    s.month = s.round = e.month
    s.phase = BUILDING
    s.row_bought = False
    for p in s.players:
        p.bought = None
        p.done_buying = p.redraw_used = p.supply_debt = p.saw_demand = False
        p.own_demand = []
        p.types_sold = []
        for st in p.building:
            st.stocked = 0
            st.sold = {}
            st.sold_bottom = {}
            st.used = {}


# ------------------------------------------------------------------ draft and building
@fold(ev.DraftPassed)
def _draft(s: BmState, e: ev.DraftPassed) -> None:
    n = s.n_seats
    for seat, card in enumerate(e.picks):
        p = s.players[seat]
        p.draft_hand.remove(card)
        p.store_hand.append(card)
        p.store_hand.sort()
    if e.last:
        for p in s.players:
            s.hidden_discard.extend(p.draft_hand)
            p.draft_hand = []
    else:
        hands = [p.draft_hand for p in s.players]
        for seat in range(n):
            s.players[(seat + 1) % n].draft_hand = hands[seat]
    s.draft_round += 1


@fold(ev.StartingStorePicked)
def _start_pick(s: BmState, e: ev.StartingStorePicked) -> None:
    s.starting.remove(e.store)
    s.players[e.seat].building.insert(0, new_store(e.store, filled=True))


@fold(ev.StartingStoresBoxed)
def _start_boxed(s: BmState, e: ev.StartingStoresBoxed) -> None:
    for store in e.stores:
        s.starting.remove(store)
        s.box.append(store)


@fold(ev.StoreBought)
def _bought(s: BmState, e: ev.StoreBought) -> None:
    p = s.players[e.seat]
    _pay(p, e.price, e.debt)
    p.bought = e.store
    p.done_buying = True
    if e.row_index is None:
        p.store_hand.remove(e.store)
    else:
        del s.row[e.row_index]
        s.row_bought = True
        if s.on_deck is not None:
            s.row.append(s.on_deck)
            s.on_deck = None


@fold(ev.StoreFlipped)
def _flipped(s: BmState, e: ev.StoreFlipped) -> None:
    top = s.store_deck.pop()
    assert top == e.store
    s.on_deck = top


@fold(ev.BuyingPassed)
def _passed(s: BmState, e: ev.BuyingPassed) -> None:
    s.players[e.seat].done_buying = True


@fold(ev.StoreClosed)
def _closed(s: BmState, e: ev.StoreClosed) -> None:
    store = s.players[e.seat].building.pop(e.slot)
    s.box.append(store.store)


@fold(ev.StoreOpened)
def _opened(s: BmState, e: ev.StoreOpened) -> None:
    p = s.players[e.seat]
    p.building.append(new_store(e.store))
    p.bought = None


@fold(ev.StoreReturned)
def _returned(s: BmState, e: ev.StoreReturned) -> None:
    s.players[e.seat].bought = None
    s.box.append(e.store)


@fold(ev.RowAdvanced)
def _row_advanced(s: BmState, e: ev.RowAdvanced) -> None:
    if e.discarded is not None:
        s.row.remove(e.discarded)
        s.box.append(e.discarded)
    if s.on_deck is not None:
        s.row.append(s.on_deck)
        s.on_deck = None


@fold(ev.RowReplaced)
def _row_replaced(s: BmState, e: ev.RowReplaced) -> None:
    for store in e.discarded:
        s.row.remove(store)
        s.box.append(store)
    new = list(e.row)
    if s.on_deck is not None:
        assert new[0] == s.on_deck
        s.on_deck = None
        new = new[1:]
    for store in new:
        top = s.store_deck.pop()
        assert top == store
    s.row = list(e.row)


# ------------------------------------------------------------------ advertisement
@fold(ev.CardsRedrawn)
def _redrawn(s: BmState, e: ev.CardsRedrawn) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.market_hand.remove(c)
    s.market_discard.extend(e.cards)
    p.redraw_used = True


@fold(ev.CardsDrawn)
def _drawn(s: BmState, e: ev.CardsDrawn) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        top = s.market_deck.pop()
        assert top == c
    p.market_hand.extend(e.cards)
    p.market_hand.sort()


@fold(ev.MarketReshuffled)
def _reshuffled(s: BmState, e: ev.MarketReshuffled) -> None:
    s.market_deck = list(e.order) + s.market_deck
    s.market_discard = []


@fold(ev.MarketCardsPlayed)
def _played(s: BmState, e: ev.MarketCardsPlayed) -> None:
    for seat, cards in e.supply.items():
        hand = s.players[seat].market_hand
        for c in cards:
            hand.remove(c)
        s.supply_pool.extend(cards)
    for seat, cards in e.demand.items():
        p = s.players[seat]
        for c in cards:
            p.market_hand.remove(c)
        s.demand_pool.extend(cards)
        p.own_demand = sorted(p.own_demand + list(cards))
    s.supply_pool.sort()
    s.demand_pool.sort()


@fold(ev.DemandSeen)
def _seen(s: BmState, e: ev.DemandSeen) -> None:
    s.players[e.seat].saw_demand = True


@fold(ev.LateCardPlayed)
def _late(s: BmState, e: ev.LateCardPlayed) -> None:
    p = s.players[e.seat]
    p.market_hand.remove(e.card)
    if e.face_up:
        s.supply_pool.append(e.card)
        s.supply_pool.sort()
    else:
        s.demand_pool.append(e.card)
        s.demand_pool.sort()
        p.own_demand = sorted([*p.own_demand, e.card])


# ------------------------------------------------------------------ supply
@fold(ev.SupplyAdded)
def _supplied(s: BmState, e: ev.SupplyAdded) -> None:
    for item, n in e.crates.items():
        s.market[item] += n
    s.market_discard.extend(s.supply_pool)
    s.supply_pool = []


@fold(ev.Produced)
def _produced(s: BmState, e: ev.Produced) -> None:
    s.players[e.seat].building[e.slot].shelves[e.item][0] += e.count


@fold(ev.CrateAdded)
def _crate(s: BmState, e: ev.CrateAdded) -> None:
    s.order[e.slot] = s.order.get(e.slot, 0) + 1


@fold(ev.CratesStocked)
def _stocked(s: BmState, e: ev.CratesStocked) -> None:
    p = s.players[e.seat]
    for slot, n in e.crates.items():
        st = p.building[slot]
        st.shelves[e.item][0] += n
        st.stocked += n
        s.market[e.item] -= n
    _pay(p, e.cost, e.debt)
    if e.debt:
        p.supply_debt = True
    s.order = {}


@fold(ev.LeftoversTaken)
def _leftovers(s: BmState, e: ev.LeftoversTaken) -> None:
    st = s.players[e.seat].building[e.slot]
    st.shelves[e.item][0] += e.count
    st.stocked += e.count
    s.market[e.item] -= e.count


@fold(ev.Crafted)
def _crafted(s: BmState, e: ev.Crafted) -> None:
    if e.option == "market":
        s.market[e.item] += e.count


@fold(ev.PointsScored)
def _scored(s: BmState, e: ev.PointsScored) -> None:
    _move_points(s, e.seat, s.players[e.seat].points + e.points)


@fold(ev.MarkerReached)
def _marker(s: BmState, e: ev.MarkerReached) -> None:
    s.marker = None
    s.last_month = True


# ------------------------------------------------------------------ sale
@fold(ev.DemandRevealed)
def _revealed(s: BmState, e: ev.DemandRevealed) -> None:
    s.boxes = dict(e.boxes)
    s.demand_open = True


@fold(ev.ItemDelivered)
def _delivered(s: BmState, e: ev.ItemDelivered) -> None:
    p = s.players[e.seat]
    st = p.building[e.slot]
    take_oldest(st, e.item)
    if e.dest == DEMAND:
        s.boxes[e.item] -= 1
    elif e.dest.isdigit():
        box = p.building[int(e.dest)]
        box.used[e.item] = box.used.get(e.item, 0) + 1
    else:  # borrowed: a jewelry box filled with art
        s.boxes["jewelry"] -= 1
    p.money += e.money
    st.sold[e.item] = st.sold.get(e.item, 0) + 1
    if e.bottom:
        st.sold_bottom[e.item] = st.sold_bottom.get(e.item, 0) + 1
    if e.item not in p.types_sold:
        p.types_sold.append(e.item)
        p.types_sold.sort(key=ITEMS.index)
    if s.to_deliver is not None:
        s.to_deliver -= 1


@fold(ev.SurplusDiscarded)
def _surplus(s: BmState, e: ev.SurplusDiscarded) -> None:
    take_oldest(s.players[e.seat].building[e.slot], e.item)
    s.surplus[e.seat] = s.surplus.get(e.seat, 0) + 1
    if s.to_deliver is not None:
        s.to_deliver -= 1


@fold(ev.SurplusBought)
def _surplus_bought(s: BmState, e: ev.SurplusBought) -> None:
    buyer = s.players[e.buyer]
    _pay(buyer, e.price, e.debt)
    s.players[e.seller].money += e.price
    buyer.building[e.slot].shelves[e.item][0] += 1
    s.surplus[e.seller] -= 1
    if not s.surplus[e.seller]:
        del s.surplus[e.seller]


@fold(ev.SurplusCleared)
def _surplus_cleared(s: BmState, e: ev.SurplusCleared) -> None:
    s.surplus = {}


@fold(ev.Converted)
def _converted(s: BmState, e: ev.Converted) -> None:
    s.players[e.seat].money -= e.refund


@fold(ev.BonusPaid)
def _bonus(s: BmState, e: ev.BonusPaid) -> None:
    s.players[e.seat].money += e.money


@fold(ev.SaleEnded)
def _sale_ended(s: BmState, e: ev.SaleEnded) -> None:
    s.market_discard.extend(s.demand_pool)
    s.demand_pool = []
    s.demand_open = False
    s.boxes = dict.fromkeys(ITEMS, 0)
    s.dials = {}
    s.competition = False
    for p in s.players:
        p.own_demand = []
        for st in p.building:
            st.used = {}


@fold(ev.ItemTransferred)
def _transferred(s: BmState, e: ev.ItemTransferred) -> None:
    b = s.players[e.seat].building
    take_oldest(b[e.from_slot], e.item)
    b[e.to_slot].shelves[e.item][0] += 1


# ------------------------------------------------------------------ inventory and after
@fold(ev.ExpiredReturned)
def _returned_expired(s: BmState, e: ev.ExpiredReturned) -> None:
    st = s.players[e.seat].building[e.slot]
    for item, n in e.crates.items():
        st.shelves[item][-1] -= n
        s.market[item] += n


@fold(ev.ItemsAged)
def _aged(s: BmState, e: ev.ItemsAged) -> None:
    for p in s.players:
        for st in p.building:
            if CAT[st.store].no_aging:
                continue
            for item, shelves in st.shelves.items():
                st.shelves[item] = [0, *shelves[:-1]]


@fold(ev.UtilitiesPaid)
def _utilities(s: BmState, e: ev.UtilitiesPaid) -> None:
    _pay(s.players[e.seat], e.bill, e.debt)


@fold(ev.PointsBought)
def _points_bought(s: BmState, e: ev.PointsBought) -> None:
    p = s.players[e.seat]
    p.money -= e.price
    _move_points(s, e.seat, p.points + e.count)


@fold(ev.PointsSold)
def _points_sold(s: BmState, e: ev.PointsSold) -> None:
    p = s.players[e.seat]
    p.money += e.price
    _move_points(s, e.seat, p.points - e.count)
