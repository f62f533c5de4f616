"""The Brick & Mortar table's own controls for the player at the screen: market cards
staged face up or down before they are played, the dial set in secret before it is sealed,
the public store picked for an auction and the amount about to be bid, how many points to
sell (:class:`Local`, per seat, forgotten when the step moves on). Its controls are local
actions (``Stage``, ``SetDial`` ...): the table carries them out itself, the engine never
sees them. :class:`Controls` also narrows the engine's many actions down to the panel's
few buttons, in fixed places: the step's way forward first, the steppers in a fixed order
(greyed at the end of their range, never gone), the destructive buttons (closing a store,
throwing goods out, a store back to the box, dropping out) last and asking first."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from game.core.model import Action
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.model import DEMAND, ITEMS, S_SALE_DIAL, S_SUPPLY_BID
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.parts import Local

PRICE, QUANTITY = 0, 1
"""The dial's rings: the outer one sets the price, the inner one (selling) the quantity."""


class Stage(act.Action):
    """Put market card ``card`` on the Supply (face up) or Demand (face down) pile, to be
    played with the others once all are placed."""

    kind: Literal["bm_stage"] = "bm_stage"
    card: int
    face_up: bool


class Unstage(act.Action):
    kind: Literal["bm_unstage"] = "bm_unstage"
    card: int


class SetDial(act.Action):
    """Turn ring ``ring`` of your dial to ``value`` (in secret, until you seal it)."""

    kind: Literal["bm_dial"] = "bm_dial"
    ring: int
    value: int


class PickRow(act.Action):
    """Choose public store ``row_index`` to open an auction on (-1: none)."""

    kind: Literal["bm_pick_row"] = "bm_pick_row"
    row_index: int


class SellMode(act.Action):
    kind: Literal["bm_sell_mode"] = "bm_sell_mode"
    on: bool


class SellCount(act.Action):
    kind: Literal["bm_sell_count"] = "bm_sell_count"
    change: int


class BidStep(act.Action):
    """Step the amount you are about to bid (an auction's bid, your supply dial's price) by
    ``change`` dollars, within what the engine takes; the bid's own button then bids it."""

    kind: Literal["bm_bid_step"] = "bm_bid_step"
    change: int


BID_STEPS = (-5, -1, 1, 5)
"""The stepper's buttons: any legal amount is a few presses away, never a long list."""


class OpenBought(act.Action):
    """Drag the store bought this month into the building: opens it (the panel's button
    does the same)."""

    kind: Literal["bm_open_bought"] = "bm_open_bought"
    store: int


class Shortcut(act.Action):
    """Several moves in one: fill store ``slot`` with crates ("fill"), or sell every item
    you may of the type on sale ("sell")."""

    kind: Literal["bm_shortcut"] = "bm_shortcut"
    what: str
    slot: int = -1
    moves: tuple[tuple[int, str], ...] = ()
    """(slot, destination) of each sale, or (slot, "") of each crate added."""


LOCAL_ACTIONS = (
    Stage,
    Unstage,
    SetDial,
    PickRow,
    SellMode,
    SellCount,
    BidStep,
    OpenBought,
    Shortcut,
)


@dataclass
class Seat:
    """The table's own state for one seat at the screen, tied to the step it was made in."""

    key: tuple[Any, ...] = ()
    local: Local = field(default_factory=Local)


class Controls:
    """The table's own state per seat and the buttons it offers (see the module)."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.me = 0
        """The seat the last layout was drawn for (local actions and drags are its)."""
        self.seats: dict[int, Seat] = {}
        self.view: BmView | None = None
        """The view the controls were last offered for."""

    @staticmethod
    def seat_of(view: BmView) -> int | None:
        """The seat whose screen it is (None: nobody's, the public onlooker's)."""
        v = view.viewer
        return v if v is not None and 0 <= v < len(view.players) else None

    def _key(self, view: BmView) -> tuple[Any, ...]:
        return (view.viewer, view.month, view.phase, view.step, view.item, tuple(view.queue[:1]))

    def local(self, view: BmView) -> Local:
        """The viewer's own table state for this step (a fresh one when the step moved)."""
        seat = self.seat_of(view)
        if seat is None:
            seat = -1
        got = self.seats.get(seat)
        key = self._key(view)
        if got is None or got.key != key:
            got = self.seats[seat] = Seat(key, self._fresh(view))
        self._fit(view, got.local)
        return got.local

    def _fresh(self, view: BmView) -> Local:
        """Defaults: a supply bid at the minimum; a sale dial selling all you may, at the
        type's maximum price."""
        loc = Local()
        me = self.seat_of(view)
        item = view.item
        if me is None or item is None:
            return loc
        if view.step == S_SUPPLY_BID:
            loc.dial = {PRICE: self.cat.min_price[item]}
        elif view.step == S_SALE_DIAL:
            loc.dial = {PRICE: self.cat.max_price[item], QUANTITY: self._sale_cap(view)}
        return loc

    def _sale_cap(self, view: BmView) -> int:
        me = self.seat_of(view)
        item = view.item
        if me is None or item is None:
            return 0
        held = sum(sum(st.shelves.get(item, [])) for st in view.players[me].building)
        private = 0
        for st in view.players[me].building:
            f = self.cat[st.store]
            private += f.demand_boxes.get(item, 0) - st.used.get(item, 0)
            if f.market_boxes == item:
                private += min(
                    view.market[item] - st.used.get(item, 0), sum(st.shelves.get(item, []))
                )
            if f.borrow is not None and f.borrow.item == item:
                private += view.boxes[f.borrow.from_item]
        return max(0, min(held, view.boxes.get(item, 0) + private))

    def _fit(self, view: BmView, loc: Local) -> None:
        """Keep the local state within what the view allows (cards still in hand)."""
        me = self.seat_of(view)
        hand = view.players[me].market_hand if me is not None else None
        if hand is not None:
            loc.staged = [(c, up) for c, up in loc.staged if c in hand]
        else:
            loc.staged = []

    def local_actions(self, view: BmView, legal: Sequence[Action]) -> list[Action]:
        """Staging market cards, turning the dial, picking a public store to auction and
        counting points to sell: offered while the matching engine actions are legal."""
        self.view = view
        seat = self.seat_of(view)
        if seat is not None:
            self.me = seat
        loc = self.local(view)
        plays = [a for a in legal if isinstance(a, act.PlayMarketCards)]
        loc.due = len(plays[0].plays) if plays else 0
        out: list[Action] = []
        if plays:
            hand = view.players[self.me].market_hand or []
            staged = {c for c, _ in loc.staged}
            for c in hand:  # a card staged when the piles are full is refused (see apply_local)
                if c not in staged:
                    out.append(Stage(card=c, face_up=True))
                    out.append(Stage(card=c, face_up=False))
            out.extend(Unstage(card=c) for c in sorted(staged))
        supply = sorted(a.price for a in legal if isinstance(a, act.BidSupply))
        if supply:
            item = view.item or ITEMS[0]
            lo, hi = supply[0], min(supply[-1], self.cat.max_price[item])
            loc.rings = {PRICE: tuple(range(lo, hi + 1))}  # the dial's printed scale
            out.extend(SetDial(ring=PRICE, value=v) for v in loc.rings[PRICE])
            loc.bid_range = (supply[0], supply[-1])  # the stepper goes past the scale
            out.extend(self._steps(loc.dial.get(PRICE, lo), loc.bid_range))
        sale = [a for a in legal if isinstance(a, act.BidSale)]
        if sale:
            item = view.item or ITEMS[0]
            cap = max(a.quantity for a in sale)
            loc.rings = {
                PRICE: tuple(range(0, self.cat.max_price[item] + 1)),
                QUANTITY: tuple(range(0, cap + 1)),
            }
            loc.dial[QUANTITY] = min(loc.dial.get(QUANTITY, cap), cap)
            out.extend(SetDial(ring=PRICE, value=v) for v in loc.rings[PRICE])
            out.extend(SetDial(ring=QUANTITY, value=v) for v in loc.rings[QUANTITY])
        if any(isinstance(a, act.StartAuction) for a in legal):
            rows = sorted({a.row_index for a in legal if isinstance(a, act.StartAuction)})
            loc.auctionable = rows
            out.extend(PickRow(row_index=i) for i in rows if i != loc.row_pick)
            if loc.row_pick is not None:
                out.append(PickRow(row_index=-1))
        amounts = [a.amount for a in legal if isinstance(a, act.RaiseBid)] or [
            a.bid for a in legal if isinstance(a, act.StartAuction) and a.row_index == loc.row_pick
        ]
        if amounts:
            loc.bid_range = (min(amounts), max(amounts))
            loc.bid = min(max(loc.bid or 0, loc.bid_range[0]), loc.bid_range[1])
            out.extend(self._steps(loc.bid, loc.bid_range))
        if any(isinstance(a, act.SellPoints) for a in legal):
            most = max(a.count for a in legal if isinstance(a, act.SellPoints))
            loc.sell_most = most
            loc.sell_count = max(1, min(loc.sell_count, most))
            if loc.sell_mode:  # both always offered: greyed at the ends, never moved
                out.extend([SellCount(change=-1), SellCount(change=1)])
                out.append(SellMode(on=False))
            else:
                out.append(SellMode(on=True))
        bought = view.players[self.me].bought if self.seat_of(view) is not None else None
        if bought is not None and any(isinstance(a, act.OpenStore) for a in legal):
            out.append(OpenBought(store=bought))
        out.extend(self._shortcuts(view, legal))
        loc.legal = list(legal)
        return out

    @staticmethod
    def _steps(now: int, bounds: tuple[int, int]) -> list[Action]:
        """The stepper's buttons, every one of them whatever the amount (``button_enabled``
        greys out those that would leave ``bounds``): none moves while the amount does.
        None when the range holds one amount only."""
        lo, hi = bounds
        return [BidStep(change=c) for c in BID_STEPS] if hi > lo else []

    def _shortcuts(self, view: BmView, legal: Sequence[Action]) -> list[Action]:
        """Fill a store with crates in one click (stocking), sell everything in one
        (selling), when that is two moves or more."""
        item = view.item
        me = self.seat_of(view)
        if item is None or me is None:
            return []
        p = view.players[me]
        out: list[Action] = []
        if any(isinstance(a, act.AddCrate) for a in legal):
            left = view.market.get(item, 0) - sum(view.order.values())
            for a in legal:
                if not isinstance(a, act.AddCrate):
                    continue
                st = p.building[a.slot]
                room = self.cat[st.store].capacity.get(item, 0) - sum(st.shelves.get(item, []))
                n = min(room - view.order.get(a.slot, 0), left)
                if n >= 2:
                    out.append(Shortcut(what="fill", slot=a.slot, moves=((a.slot, ""),) * n))
        delivers = [a for a in legal if isinstance(a, act.Deliver) and a.dest == DEMAND]
        if delivers:
            owed = view.to_deliver if view.to_deliver is not None else view.boxes.get(item, 0)
            moves: list[tuple[int, str]] = []
            for k, st in enumerate(p.building):
                if any(a.slot == k for a in delivers):
                    moves.extend([(k, "demand")] * sum(st.shelves.get(item, [])))
            moves = moves[: min(owed, view.boxes.get(item, 0))]
            if len(moves) >= 2:
                out.append(Shortcut(what="sell", moves=tuple(moves)))
        discards = [a for a in legal if isinstance(a, act.DiscardSurplus)]
        owed = view.to_deliver or 0
        if discards and owed >= 2:
            moves = []
            for a in discards:
                moves.extend([(a.slot, "")] * sum(p.building[a.slot].shelves.get(item, [])))
            out.append(Shortcut(what="discard", moves=tuple(moves[:owed])))
        return out

    def apply_local(self, action: Action, view: BmView) -> bool | list[Action]:
        if not isinstance(action, LOCAL_ACTIONS):
            return False
        seen: BmView | None = view if view is not None else self.view
        if seen is None:
            return True
        loc = self.local(seen)
        if isinstance(action, Stage):
            rest = [p for p in loc.staged if p[0] != action.card]
            if loc.due and len(rest) >= loc.due:  # the engine says why not
                plays = tuple(sorted([*rest, (action.card, action.face_up)]))
                return [act.PlayMarketCards(plays=plays)]
            loc.staged = [*rest, (action.card, action.face_up)]
        elif isinstance(action, Unstage):
            loc.staged = [p for p in loc.staged if p[0] != action.card]
        elif isinstance(action, SetDial):
            loc.dial[action.ring] = action.value
        elif isinstance(action, PickRow):
            loc.row_pick = None if action.row_index < 0 else action.row_index
            loc.bid = None  # each store opens at its own cost
        elif isinstance(action, BidStep):
            lo, hi = loc.bid_range or (0, 0)
            if seen.step == S_SUPPLY_BID:
                now = loc.dial.get(PRICE, lo)
                loc.dial[PRICE] = min(max(now + action.change, lo), hi)
            else:
                loc.bid = min(max((loc.bid or lo) + action.change, lo), hi)
        elif isinstance(action, SellMode):
            loc.sell_mode = action.on
        elif isinstance(action, SellCount):
            loc.sell_count = max(1, loc.sell_count + action.change)
        elif isinstance(action, OpenBought):
            return [act.OpenStore()]
        elif isinstance(action, Shortcut):
            if action.what == "fill":
                return [act.AddCrate(slot=k) for k, _ in action.moves]
            if action.what == "discard":
                return [act.DiscardSurplus(slot=k) for k, _ in action.moves]
            return [act.Deliver(slot=k, dest=d) for k, d in action.moves]
        return True

    # ------------------------------------------------------------ actions
    def _dial_action(self, loc: Local, a: Action) -> bool:
        """Whether ``a`` is the seal of the dial as set."""
        if isinstance(a, act.BidSupply):
            return a.price == loc.dial.get(PRICE)
        if isinstance(a, act.BidSale):
            return a.price == loc.dial.get(PRICE) and a.quantity == loc.dial.get(QUANTITY)
        return False

    def _loc(self) -> Local | None:
        return self.local(self.view) if self.view is not None else None

    def offered(self, action: Action, view: BmView) -> bool:
        """The panel shows one button per choice the table has narrowed down: the dial's
        seal as set, the cards staged, the opening bids of the store picked, the points
        to sell; the dial's numbers, stagings and the price table are clicked on the
        table."""
        loc = self._loc()
        if isinstance(action, (SetDial, Stage, Unstage)):
            return False
        if isinstance(action, PickRow):
            return action.row_index < 0
        if isinstance(action, act.BuyPoints):
            return False
        if loc is None:
            return True
        if isinstance(action, (act.BidSupply, act.BidSale)):
            return self._dial_action(loc, action)
        if isinstance(action, act.PlayMarketCards):
            return tuple(sorted(loc.staged)) == action.plays
        if isinstance(action, act.StartAuction):
            return action.row_index == loc.row_pick and action.bid == loc.bid
        if isinstance(action, act.RaiseBid):
            return action.amount == loc.bid
        if isinstance(action, act.SellPoints):
            return loc.sell_mode and action.count == loc.sell_count
        return not isinstance(action, act.TransferItem)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """Space: the step's way forward (seal the dial, play the staged cards, pay the
        order, be done), never a purchase or a store closed."""
        loc = self._loc()
        order = (
            act.BidSupply,
            act.BidSale,
            act.PlayMarketCards,
            act.PlaceOrder,
            Shortcut,
            act.FinishSelling,
            act.OpenStore,
            act.EndBuilding,
            act.SkipRedraw,
            act.SkipLateCard,
            act.EndTransfers,
            act.PassInvestment,
        )
        for kind in order:
            for a in actions:
                if isinstance(a, kind) and self._ready(loc, a):
                    return a
        return None

    def _ready(self, loc: Local | None, a: Action) -> bool:
        """Whether ``a`` may be Space's: a dial's seal only as set, the cards only as
        staged, no fill shortcut (the order may want another store)."""
        if isinstance(a, Shortcut):
            return a.what != "fill"
        if loc is None:
            return True
        if isinstance(a, (act.BidSupply, act.BidSale)):
            return self._dial_action(loc, a)
        if isinstance(a, act.PlayMarketCards):
            return tuple(sorted(loc.staged)) == a.plays
        return True

    # ------------------------------------------------------------ the buttons' places
    def button_enabled(self, action: Action, view: BmView) -> bool:
        """A stepper that would leave its range is greyed out, in its place."""
        loc = self._loc()
        if loc is None:
            return True
        if isinstance(action, BidStep):
            lo, hi = loc.bid_range or (0, 0)
            now = loc.dial.get(PRICE, lo) if view.step == S_SUPPLY_BID else (loc.bid or lo)
            return lo <= now + action.change <= hi
        if isinstance(action, SellCount):
            return 1 <= loc.sell_count + action.change <= loc.sell_most
        return True

    @staticmethod
    def button_rank(action: Action) -> int:
        """Fixed places: passing (or switching to selling points) on top, where the buttons
        a choice adds below it cannot push it; the step's way forward, the steppers in the
        order of ``BID_STEPS`` (fewer before more), the other choices, and the destructive
        buttons last, by slot (see :func:`asks_first`)."""
        if isinstance(action, BidStep):
            return 10 + BID_STEPS.index(action.change)
        if isinstance(action, SellCount):
            return 10 + (action.change > 0)
        if isinstance(action, (act.PassBuying, SellMode, act.PassInvestment)):
            return -1  # above what a choice adds (a store's bids, points to sell): never moves
        if isinstance(action, PickRow):
            return 20
        if isinstance(action, (act.CloseStore, act.DiscardSurplus)):
            return 30 + action.slot
        if isinstance(action, Shortcut) and action.what == "discard":
            return 29
        if isinstance(action, act.FinishSelling):
            return 25
        if isinstance(action, (act.DiscardBought, act.DropOut)):
            return 40
        return 0


def asks_first(action: Action, legal: Sequence[Action]) -> bool:
    """Whether ``action`` is destructive and its button asks for a second click: closing a
    store, throwing goods out, returning the store bought to the box, dropping out of an
    auction, and being done selling while items could still be sold (``legal``)."""
    if isinstance(action, (act.CloseStore, act.DiscardBought, act.DiscardSurplus, act.DropOut)):
        return True
    if isinstance(action, Shortcut):
        return action.what == "discard"
    if isinstance(action, act.FinishSelling):
        return any(isinstance(a, act.Deliver) for a in legal)
    return False
