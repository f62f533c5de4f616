"""What the Brick & Mortar table says beyond the board: the pop-ups telling a person what
another seat's step did to them, why a card cannot be picked up, and why a hint's move.

Pop-ups (:func:`happened`) are built from the step's events and :class:`Public`, the few
public facts of the table just before the step (the auction's high bidder, the step and its
queue, the dials turned up, the demand boxes left): the adapter keeps it from the last view
it laid out, moved on by each step it is shown. Only what the seat may know is said: the
events' public facts and the seat's own; another seat's money is never in them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.core.auction import AuctionOpened, AuctionUnsold, AuctionWon, BidRaised, DroppedOut
from game.core.describe import plural
from game.core.model import Action, Event
from game.core.simultaneous import SecretChoicesRevealed
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.model import (
    BORROWED,
    DEMAND,
    ITEMS,
    S_LATE_CARD,
    S_REDRAW,
    S_SELL,
    S_STOCK,
)
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.cards import (
    BOX,
    DOCK,
    STORE_BASE,
    card_crates,
    crate_of,
    crates_words,
    is_crate,
    is_market,
    is_store,
)
from ui.table.adapter import listing


# ---------------------------------------------------------------- the public facts
@dataclass
class Public:
    """The public facts a pop-up needs from just before a step (see the module doc)."""

    lot: int | None = None
    leader: int | None = None
    step: str = ""
    item: str | None = None
    queue: list[int] = field(default_factory=list)
    done: list[int] = field(default_factory=list)
    """The seats that finished their turn in this step, in order (before ``queue``)."""
    competition: bool = False
    dials: dict[int, list[int]] = field(default_factory=dict)
    boxes: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, view: BmView) -> Public:
        a = view.auction
        return cls(
            lot=int(a.lot) if a is not None and isinstance(a.lot, int) else None,
            leader=a.leader if a is not None else None,
            step=view.step,
            item=view.item,
            queue=list(view.queue),
            competition=view.competition,
            dials={s: list(d) for s, d in view.dials.items()},
            boxes=dict(view.boxes),
        )

    def copy(self) -> Public:
        return replace(
            self,
            queue=list(self.queue),
            done=list(self.done),
            dials=dict(self.dials),
            boxes=dict(self.boxes),
        )

    def apply(self, e: Event) -> None:
        """Move on past event ``e`` (as the game's state does, for these facts)."""
        if isinstance(e, AuctionOpened):
            self.lot = int(e.lot) if isinstance(e.lot, int) else None
            self.leader = None
        elif isinstance(e, BidRaised):
            self.leader = e.seat
        elif isinstance(e, (AuctionWon, AuctionUnsold)):
            self.lot = self.leader = None
        elif isinstance(e, ev.StepBegan):
            self.step, self.item = e.step, e.item
            self.queue, self.done = list(e.queue), []
            self.competition, self.dials = e.competition, {s: list(d) for s, d in e.dials.items()}
        elif isinstance(e, ev.QueueAdvanced):
            if self.queue[:1] == [e.seat]:
                self.queue.pop(0)
                self.done.append(e.seat)
        elif isinstance(e, ev.DemandRevealed):
            self.boxes = dict(e.boxes)
        elif isinstance(e, ev.ItemDelivered):
            box = e.item if e.dest == DEMAND else "jewelry" if e.dest == BORROWED else None
            if box is not None:
                self.boxes[box] = self.boxes.get(box, 0) - 1

    def after(self, events: Sequence[Event]) -> Public:
        moved = self.copy()
        for e in events:
            moved.apply(e)
        return moved


# ---------------------------------------------------------------- pop-ups
def happened(
    cat: Catalog,
    events: Sequence[Event],
    seat: int,
    names: Sequence[str],
    before: Public | None,
) -> list[str]:
    """What one step of another seat did to ``seat``, in sentences: outbid in an auction,
    an auction won when the others dropped out, a supply dial beaten, the demand taken by
    the sellers before you, a store of yours closed, your crates expired, debt taken for
    utilities, your surplus bought, a card added by an Advertisement Agency, your demand
    cards seen, the investment marker reached. ``before``: the public facts before the
    step (None: unknown, and what needs them is not said)."""
    cur = before.copy() if before is not None else None
    said: list[str] = []
    revealed = False
    for e in events:
        if cur is not None:
            said.extend(_needing_before(cat, e, seat, names, cur))
        if isinstance(e, SecretChoicesRevealed) and e.topic.startswith("supply:"):
            revealed = True
        elif isinstance(e, ev.StepBegan) and e.step == S_STOCK and e.competition and revealed:
            said.extend(_dials_beaten(e, seat, names))
        said.extend(_from_event(cat, e, events, seat, names))
        if cur is not None:
            cur.apply(e)
    return said


def _needing_before(
    cat: Catalog, e: Event, seat: int, names: Sequence[str], cur: Public
) -> list[str]:
    """The sentences that need the facts just before ``e`` (``cur``)."""
    if isinstance(e, BidRaised) and e.seat != seat and cur.leader == seat:
        lot = cat.name(cur.lot) if cur.lot is not None else "the store"
        return [
            f"{names[e.seat]} raised the bid for {lot} to ${e.amount}: you are no longer "
            "the highest bidder."
        ]
    if (
        isinstance(e, ev.QueueAdvanced)
        and cur.step == S_SELL
        and cur.competition
        and cur.item is not None
        and cur.queue[:2] == [e.seat, seat]
    ):
        item = cur.item
        want = cur.dials.get(seat, [0])[0]
        left = max(0, cur.boxes.get(item, 0))
        if left >= want:
            return []
        before_you = listing([names[s] for s in dict.fromkeys([*cur.done, e.seat])])
        room = f"only {plural(left, 'box')} is" if left == 1 else f"only {left} boxes are"
        if left == 0:
            room = "no box is"
        return [
            f"{before_you} sold {item} before you: {room} left on the Demand Cards for the "
            f"{want} you dialled. What you cannot sell is surplus, thrown out."
        ]
    return []


def _dials_beaten(e: ev.StepBegan, seat: int, names: Sequence[str]) -> list[str]:
    """The supply dials turned up: who stocks before ``seat``."""
    if seat not in e.queue or e.queue.index(seat) == 0 or seat not in e.dials:
        return []
    mine = e.dials[seat][0]
    ahead = e.queue[: e.queue.index(seat)]
    who = listing([f"{names[s]} (${e.dials[s][0]})" for s in ahead if s in e.dials])
    verb = "stocks" if len(ahead) == 1 else "stock"
    tie = (
        "; ties go in reverse turn order"
        if any(e.dials.get(s, [None])[0] == mine for s in ahead)
        else ""
    )
    return [f"The {e.item} dials are turned up: {who} {verb} before you (${mine} a crate){tie}."]


def _from_event(  # noqa: C901 - one branch an event
    cat: Catalog, e: Event, events: Sequence[Event], seat: int, names: Sequence[str]
) -> list[str]:
    """The sentences ``e`` alone gives ``seat`` (with its step's other ``events``)."""
    if isinstance(e, AuctionWon) and e.seat == seat:
        out = [d.seat for d in events if isinstance(d, DroppedOut) and d.seat != seat]
        why = f"{listing([names[s] for s in out])} dropped out, so y" if out else "Y"
        paid = next((b for b in events if isinstance(b, ev.StoreBought) and b.seat == seat), None)
        lot = cat.name(int(e.lot)) if isinstance(e.lot, int) else "the store"
        cost = f"${paid.price}" if paid is not None else f"${e.amount}"
        debt = f", taking {plural(paid.debt, 'debt token')}" if paid and paid.debt else ""
        return [f"{why}ou won {lot} and paid {cost}{debt}."]
    if isinstance(e, ev.StoreClosed) and e.seat == seat and e.why != "chosen":
        lost = f"; {crates_words(e.items)} thrown out" if e.items else ""
        if e.why == "peddler":
            return [f"Your {cat.name(e.store)} closed after its sale: the peddler moves on{lost}."]
        return [f"Your {cat.name(e.store)} closed: it was empty after Utilities{lost}."]
    if isinstance(e, ev.ItemsAged) and e.expired.get(seat):
        n = e.expired[seat]
        return [f"Inventory: {plural(n, 'item')} of yours fell off the bottom shelf and expired."]
    if isinstance(e, ev.UtilitiesPaid) and e.seat == seat and e.debt:
        return [
            f"Your utilities came to ${e.bill}: you were short and took "
            f"{plural(e.debt, 'debt token')} (each costs a point at the end)."
        ]
    if isinstance(e, ev.SurplusBought) and e.seller == seat and e.buyer != seat:
        return [
            f"{names[e.buyer]} bought 1 of your surplus {e.item} for their Resale Shop and "
            f"paid you ${e.price}."
        ]
    if isinstance(e, ev.MarkerReached) and e.seat != seat:
        return [f"{names[e.seat]} reached the investment marker: this month is the last."]
    if isinstance(e, ev.LateCardPlayed) and e.seat != seat:
        if e.face_up:
            card = crates_words(card_crates(e.card))
            return [f"{names[e.seat]}'s Advertisement Agency added [{card}] to the supply."]
        return [f"{names[e.seat]}'s Advertisement Agency added a card face down to the demand."]
    if isinstance(e, ev.DemandSeen) and e.seat != seat:
        played = next((p for p in events if isinstance(p, ev.MarketCardsPlayed)), None)
        if played is not None and played.demand.get(seat):
            return [
                f"{names[e.seat]}'s Advertisement Agency looks at the face-down demand cards, "
                "yours included."
            ]
    return []


# ---------------------------------------------------------------- refusals
def nearest(cat: Catalog, card: int, view: BmView, seat: int) -> Action | None:
    """What a click on ``card`` (which ``seat`` may not pick up now) most likely meant, so
    the engine can say why not: playing a market card of your hand, keeping, opening or
    buying a store card, auctioning a public store, stocking or selling through one of
    your stores, stocking a dock's crate, selling a crate of your shelves. None: nothing
    of yours to do with it (see :func:`unmovable`)."""
    p = view.players[seat]
    step = view.step
    if is_market(card):
        if card not in (p.market_hand or []):
            return None
        if step == S_LATE_CARD:
            return act.PlayLateCard(card=card, face_up=True)
        if step == S_REDRAW:
            return act.Redraw(card=card)
        return act.PlayMarketCards(plays=((card, True),))
    if is_store(card):
        store = card - STORE_BASE
        if store in (p.draft_hand or []):
            return act.DraftStore(card=store)
        if store in view.starting:
            return act.PickStartingStore(store=store)
        if store in (p.store_hand or []):
            return act.BuyFromHand(card=store)
        if store in view.row:
            return act.StartAuction(row_index=view.row.index(store), bid=cat[store].cost)
        if store == p.bought:
            return act.OpenStore()
        slot = next((k for k, st in enumerate(p.building) if st.store == store), None)
        if slot is None:
            return None
        if step == S_STOCK:
            return act.AddCrate(slot=slot)
        if step == S_SELL:
            return act.Deliver(slot=slot, dest=DEMAND)
        return act.CloseStore(slot=slot)
    if is_crate(card):
        c = crate_of(card)
        if c.where == DOCK and p.building:
            return act.AddCrate(slot=0)
        if c.where == seat and not c.room:
            return act.Deliver(slot=c.slot, dest=DEMAND)
    return None


def unmovable(card: int, view: BmView, names: Sequence[str]) -> str | None:
    """Why ``card`` cannot be picked up at all, in one sentence (None: the table's
    default words)."""
    me = view.viewer
    if is_market(card):
        if card in view.supply_pool:
            return "Supply cards bring their crates to the docks this month, then go."
        if card in view.market_discard:
            return "The discard pile becomes the new market deck when the deck runs out."
        if card in (view.demand or []):
            return "Demand cards say how many of each type can be sold this month."
        return None
    if is_store(card):
        store = card - STORE_BASE
        if store == view.on_deck:
            return "The on-deck store joins the public stores next month; it is not for sale yet."
        for p in view.players:
            if p.seat != me and any(st.store == store for st in p.building):
                return f"That is {names[p.seat]}'s store: hover it to read it."
        return None
    if is_crate(card):
        c = crate_of(card)
        if c.where == BOX:
            return "Sold items stay in the demand boxes until the Sale ends."
        if c.room:
            return "An empty place on a shelf: crates are stocked into it during Supply."
        if c.where != DOCK and c.where != me and 0 <= c.where < len(names):
            item = ITEMS[c.item] if 0 <= c.item < len(ITEMS) else "crate"
            return f"That is {names[c.where]}'s {item}: only they can sell it."
    return None


# ---------------------------------------------------------------- hints
def hint_why(  # noqa: C901 - one branch an action
    cat: Catalog, action: Action, view: BmView, seat: int, names: Sequence[str]
) -> str | None:
    """What the suggested move gains ``seat``, as a clause, from the cards' numbers and
    the seat's own view (its own money only)."""
    p = view.players[seat]
    money = p.money if p.money is not None else 0
    item = view.item or ""
    match action:
        case act.DraftStore(card=s) | act.BuyFromHand(card=s):
            f = cat[s]
            cost = f" for ${f.cost} of your ${money}" if isinstance(action, act.BuyFromHand) else ""
            return f"{f.name} is worth {plural(f.points, 'point')} at the end{cost}"
        case act.PickStartingStore(store=s):
            return f"{cat.name(s)} opens full of goods to sell this month"
        case act.StartAuction(row_index=i, bid=b):
            f = cat[view.row[i]]
            return f"{f.name} is worth {plural(f.points, 'point')} at the end; you open at ${b}"
        case act.RaiseBid(amount=a):
            return f"the store is still worth ${a} to you (you have ${money})"
        case act.DropOut():
            return "a higher bid would cost more than the store earns you"
        case act.PassBuying():
            return "your money does more as stock this month"
        case act.OpenStore():
            return "an open store can be stocked this very month"
        case act.CloseStore(slot=k):
            f = cat[p.building[k].store]
            return f"{f.name} costs ${f.utilities} a month in utilities"
        case act.DiscardBought():
            return "no slot is worth giving up for it"
        case act.EndBuilding():
            return "your stores are as you want them this month"
        case act.PlayMarketCards(plays=plays):
            up = sum(1 for _, face_up in plays if face_up)
            return (
                f"{plural(up, 'card')} face up bring crates to the docks and "
                f"{plural(len(plays) - up, 'card')} face down bring buyers"
            )
        case act.Redraw() | act.RedrawHand():
            return "new cards may fit your stores better"
        case act.SkipRedraw() | act.SkipLateCard():
            return "your hand is worth keeping for next month"
        case act.PlayLateCard(face_up=up):
            return "you have seen both piles" + (
                ": more crates on the docks help you" if up else ": more buyers help you"
            )
        case act.BidSupply(price=x):
            return f"${x} a crate stocks before any lower dial, and the crates sell for more"
        case act.AddCrate(slot=k):
            return f"{p.building[k].name} has room for more {item}"
        case act.PlaceOrder():
            n = sum(view.order.values())
            return f"{plural(n, 'crate')} are what your stores can sell" if n else "no crate pays"
        case act.TakeLeftovers(count=n):
            return f"{plural(n, 'crate')} for free" if n else "your shelves are better kept free"
        case act.ChooseCraft(option=o):
            return "the new crates can be stocked" if o == "market" else "a point is sure"
        case act.BidSale(quantity=q, price=x):
            return f"the lowest dial sells first, and ${x} each should find buyers for {q}"
        case act.Deliver(slot=k):
            return f"an item sold from {p.building[k].name} pays now, before it ages"
        case act.DiscardSurplus():
            return "no box is left for it, so it must go"
        case act.FinishSelling():
            return "what is left is worth more on the shelf"
        case act.ConvertToPoints(count=n):
            return "points count at the end" if n else "you need the money more"
        case act.BuySurplus(from_seat=s):
            return f"{names[s]}'s surplus fills your Resale Shop cheaply"
        case act.DeclineSurplus():
            return "your shop's room is better kept"
        case act.TransferItem(to_slot=b, item=i):
            return f"{p.building[b].name} sells {i} for more"
        case act.EndTransfers():
            return "your goods are where they sell best"
        case act.ReturnExpired(count=n):
            return f"{plural(n, 'item')} would expire anyway; each pays a point" if n else None
        case act.BuyPoints(count=n):
            split = next((cat[st.store].split for st in p.building if cat[st.store].split), None)
            price = economy.points_price(n, cat.point_prices, split)
            return f"{plural(n, 'point')} cost ${price} of your ${money} and move you up the track"
        case act.SellPoints(count=n):
            return f"the cash for {plural(n, 'point')} buys stock worth more"
        case act.PassInvestment():
            return "your money is worth more as next month's stock"
    return None
