"""The Brick & Mortar table: the main board (calendar, point track, turn order, loading
docks, public stores), every player's building with its shelves of crates, the market
cards played face up or down, the bidding dials and the auctions.

The generic table scene (ui/scenes/table.py) asks this adapter (the contract is in
ui/table/adapter.py) where everything goes for a view (ui/games/brick_and_mortar/layout.py), which card
an action picks up and where it drops, and what the buttons and the panel say. Everything
comes from the seat's view: another seat's money, hands and face-down cards are never in it.

What the table says beyond the board (ui/games/brick_and_mortar/feedback.py): the pop-ups telling a
person what another seat's step did to them (outbid, the demand taken before their turn, a
dial beaten, a store closed, crates expired, debt taken, a card added by an Advertisement
Agency), why a card cannot be picked up, and why a hint's move. The log is grouped under
the month, each step with who acts (game/games/brick_and_mortar/describe.py), the auctions
and the phases nobody chooses in, each line with an icon of ui/icons.py's ``LOG``.

The table keeps a little state of its own for the player at the screen (:class:`Local`,
per seat, forgotten when the step changes): the market cards staged face up or down before
they are played, the dial set in secret before it is sealed, the public store picked for an
auction, and how many points to sell. Its controls are local actions (``Stage``, ``SetDial``
...): the table carries them out itself, the engine never sees them.

Zones (the layout's contract): ``store:k`` (the viewer's store in slot k), ``building``
(the viewer's building: a store bought from hand or a starting store opens there),
``fc:k`` (the private boxes of the viewer's store k), ``dock:item``, ``row:i`` (public
store i), ``keep`` (the draft), ``play:supply``, ``play:demand``, ``redraw``, ``hand``,
``demand:item`` (the boxes of a type on the Demand Cards), ``buy:n`` (n points on the
price table), ``dial:r:v`` (value v of ring r of the viewer's dial).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import pygame

from game.core.auction import AuctionOpened, AuctionUnsold, AuctionWon, BidRaised, DroppedOut
from game.core.events import GameEnded
from game.core.model import Action, Event
from game.core.simultaneous import (
    SecretChoiceOpened,
    SecretChoicesClosed,
    SecretChoicesRevealed,
    SecretChosen,
)
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import ITEMS
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.cards import (
    DOCK,
    ROOM,
    bm_back,
    bm_face,
    bm_words,
    crate_id,
    crate_of,
    crates_words,
    is_crate,
    store_id,
)
from ui.games.brick_and_mortar.feedback import Public, happened, hint_why, nearest, unmovable
from ui.games.brick_and_mortar.layout import bm_layout
from ui.games.brick_and_mortar.parts import Local
from ui.sound import COINS, FLIP, SLIDE, WON, YOUR_TURN
from ui.table.adapter import KIT_SOUNDS, Effects, TableBase, listing, when_mine
from ui.table.animator import RevealGroup
from ui.table.model import TableLayout

PHASES = ("Build", "Advertise", "Supply", "Sale", "Inventory", "Utilities", "Invest")
PHASE_INDEX = {
    "draft": 0,
    "building": 0,
    "advertisement": 1,
    "supply": 2,
    "sale": 3,
    "investment": 6,
    "game_over": 6,
}
"""The phases a seat decides in (each met in play); Inventory (4) and Utilities (5) run by
themselves, bar a Pawn Shop's choice (see ``phase_index``)."""
QUIET_PHASES = {"inventory": 4, "utilities": 5}
PRICE, QUANTITY = 0, 1
"""The dial's rings: the outer one sets the price, the inner one (selling) the quantity."""


# ---------------------------------------------------------------- the table's own actions
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


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 'es' if word.endswith('x') else 's'}"


def _item_words(item: str, n: int) -> str:
    return f"{n} {item}"


class BrickAndMortarTable(TableBase[BmView]):
    game_id = "brick-and-mortar"
    phases = PHASES
    phase_of = PHASE_INDEX
    sounds = {
        **KIT_SOUNDS,
        (ev.MarketCardsPlayed, ev.DemandRevealed, ev.StoreFlipped, ev.RowReplaced): FLIP,
        (ev.CardsDrawn, ev.CardsRedrawn, ev.LateCardPlayed): FLIP,
        (ev.CrateAdded, ev.Produced, ev.LeftoversTaken, ev.ItemTransferred): SLIDE,
        (ev.ItemsAged, ev.StoreOpened, ev.StoreClosed, ev.StartingStorePicked): SLIDE,
        (ev.CratesStocked, ev.StoreBought, ev.PointsBought, ev.PointsSold): COINS,
        (ev.ItemDelivered, ev.BonusPaid, ev.SurplusBought, ev.UtilitiesPaid): COINS,
        ev.PointsScored: lambda self, e, fx: WON if e.seat == fx.viewer else None,
        ev.QueueAdvanced: None,  # type: ignore[dict-item]
        (AuctionOpened, BidRaised, AuctionWon): COINS,
        ev.StepBegan: lambda self, e, fx: (
            YOUR_TURN if fx.viewer is not None and e.queue[:1] == [fx.viewer] else None
        ),
        ev.MarkerReached: when_mine(WON),
    }
    turn_events = (
        ev.MonthBegan,
        ev.StepBegan,
        AuctionOpened,
        ev.SupplyAdded,
        ev.DemandRevealed,
        ev.ItemsAged,
    )
    """Log headings: the month, each step with who acts in which order (describe.py), an
    auction, and the parts of the month nobody chooses in (the supply reaching the docks,
    the demand turned up, the goods aging)."""
    log_icons = {
        (ev.MonthBegan, ev.StepBegan, SecretChoiceOpened, ev.SupplyAdded, ev.ItemsAged): "turn",
        (SecretChosen, SecretChoicesClosed): "done",
        (SecretChoicesRevealed, ev.StoreFlipped, ev.DemandSeen, ev.DemandRevealed): "reveal",
        (ev.DraftPassed, ev.RowAdvanced, ev.RowReplaced, ev.CardsRedrawn): "cycle",
        ev.ItemTransferred: "cycle",
        (ev.StartingStorePicked, ev.StoreOpened, ev.MarketCardsPlayed, ev.LateCardPlayed): "play",
        ev.Crafted: "play",
        (AuctionOpened, ev.StoreBought, ev.CratesStocked, ev.PointsBought): "buy",
        ev.SurplusBought: "buy",
        (BidRaised, ev.ItemDelivered, ev.BonusPaid, ev.UtilitiesPaid, ev.PointsSold): "gold",
        ev.Converted: "gold",
        (ev.CardsDrawn, ev.Produced, ev.LeftoversTaken): "draw",
        ev.MarketReshuffled: "shuffle",
        (ev.BuyingPassed, DroppedOut, AuctionUnsold): "pass",
        (AuctionWon, ev.PointsScored, ev.MarkerReached, GameEnded): "win",
        (ev.StoreClosed, ev.SurplusDiscarded, ev.SurplusCleared): "trash",
        (ev.StartingStoresBoxed, ev.StoreReturned, ev.SaleEnded): "discard",
        ev.ExpiredReturned: "take_back",
    }
    waiting_verbs = {
        "draft": "keep a store",
        "advertisement": "play their market cards",
    }

    def phase_index(self, view: BmView) -> int:
        return QUIET_PHASES.get(view.phase, PHASE_INDEX.get(view.phase, 0))

    def __init__(self) -> None:
        self.cat = catalog()
        self.me = 0
        """The seat the last layout was drawn for (local actions and drags are its)."""
        self.seats: dict[int, Seat] = {}
        self._recent: list[Event] = []
        self._prev: dict[str, pygame.Rect] = {}
        self._prev_for: int | None = None
        self._view: BmView | None = None
        self.public: Public | None = None
        """The table's public facts now (from the last view laid out, moved on by each
        step shown): the pop-ups read them as they were before a step."""
        self._told: tuple[Sequence[Event], Public | None] | None = None

    # ------------------------------------------------------------ the table's own state
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
        if view.step == "supply_bid":
            loc.dial = {PRICE: self.cat.min_price[item]}
        elif view.step == "sale_dial":
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
        self._view = view
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
            if loc.sell_mode:
                if loc.sell_count < most:
                    out.append(SellCount(change=1))
                if loc.sell_count > 1:
                    out.append(SellCount(change=-1))
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
        """The stepper's buttons that move ``now`` and stay within ``bounds``."""
        lo, hi = bounds
        return [BidStep(change=c) for c in BID_STEPS if lo <= now + c <= hi]

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
        delivers = [a for a in legal if isinstance(a, act.Deliver) and a.dest == "demand"]
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
        seen: BmView | None = view if view is not None else self._view
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
            if seen.step == "supply_bid":
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
        return self.local(self._view) if self._view is not None else None

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

    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        me = self.me
        match action:
            case act.DraftStore(card=c):
                return [(store_id(c), "keep")]
            case act.PickStartingStore(store=s):
                return [(store_id(s), "building")]
            case act.BuyFromHand(card=c):
                return [(store_id(c), "building")]
            case OpenBought(store=b):
                return [(store_id(b), "building")]
            case Stage(card=c, face_up=up):
                return [(c, "play:supply" if up else "play:demand")]
            case Unstage(card=c):
                return [(c, "hand")]
            case act.Redraw(card=c):
                return [(c, "redraw")]
            case act.PlayLateCard(card=c, face_up=up):
                return [(c, "play:supply" if up else "play:demand")]
            case act.AddCrate(slot=k):
                item = self._item()
                if item is None:
                    return None
                return [(crate_id(DOCK, 0, 0, ITEMS.index(item)), f"store:{k}")]
            case act.Deliver(slot=k, dest=d):
                item = self._item()
                if item is None:
                    return None
                zone = self._dest_zone(d, item)
                return [(crate_id(me, k, left, ITEMS.index(item)), zone) for left in (1, 2, 3)]
            case act.TransferItem(from_slot=a, to_slot=b, item=i):
                return [(crate_id(me, a, left, ITEMS.index(i)), f"store:{b}") for left in (1, 2, 3)]
        return None

    def _item(self) -> str | None:
        return self._view.item if self._view is not None else None

    @staticmethod
    def _dest_zone(dest: str, item: str) -> str:
        if dest == "demand":
            return f"demand:{item}"
        if dest == "borrowed":
            return "demand:jewelry"
        return f"fc:{dest}"

    def click_zone(self, action: Action) -> str | None:
        match action:
            case SetDial(ring=r, value=v):
                return f"dial:{r}:{v}"
            case PickRow(row_index=i) if i >= 0:
                return f"row:{i}"
            case act.AddCrate(slot=k):
                return f"store:{k}"
            case act.Deliver(slot=k):
                return f"store:{k}"
            case act.BuyPoints(count=n):
                return f"buy:{n}"
            case act.PickStartingStore(store=s):
                return f"start:{s}"
        return None

    def drop_action(self, card: int, zone: str, view: BmView) -> Action | None:
        """What a drop meant even when it is not legal, so the engine can say why not."""
        loc = self.local(view) if self.seat_of(view) is not None else None
        if zone in ("play:supply", "play:demand") and not is_crate(card) and card < 1000:
            up = zone == "play:supply"
            if view.step == "late_card":
                return act.PlayLateCard(card=card, face_up=up)
            staged = [p for p in (loc.staged if loc else []) if p[0] != card]
            return act.PlayMarketCards(plays=tuple(sorted([*staged, (card, up)])))
        if zone == "redraw" and card < 1000:
            return act.Redraw(card=card)
        if zone == "keep" and 1000 <= card < 10000:
            return act.DraftStore(card=card - 1000)
        if zone == "building" and 1000 <= card < 10000:
            if view.step == "pick_start":
                return act.PickStartingStore(store=card - 1000)
            return act.BuyFromHand(card=card - 1000)
        if zone.startswith("store:") and is_crate(card):
            c = crate_of(card)
            slot = int(zone[6:])
            if c.where == DOCK:
                return act.AddCrate(slot=slot)
            if c.where == self.me and c.left != ROOM:
                return act.TransferItem(from_slot=c.slot, to_slot=slot, item=ITEMS[c.item])
        if zone.startswith(("demand:", "fc:")) and is_crate(card):
            c = crate_of(card)
            dest = "demand" if zone.startswith("demand:") else zone[3:]
            return act.Deliver(slot=c.slot, dest=dest)
        return None

    # ------------------------------------------------------------ words
    def button_label(self, action: Action, view: BmView, names: Sequence[str]) -> str:
        cat = self.cat
        me = self.seat_of(view)
        p = view.players[self.me if me is None else me]
        match action:
            case act.PassBuying():
                return "Buy no store this month"
            case act.StartAuction(bid=b):
                return f"Open the auction at ${b}"
            case PickRow(row_index=-1):
                return "Choose another store"
            case act.RaiseBid(amount=a):
                return f"Raise to ${a}"
            case act.DropOut():
                return "Drop out (final)"
            case act.CloseStore(slot=k):
                return f"Close {p.building[k].name}"
            case act.OpenStore():
                return f"Open {self._bought(p)}"
            case act.DiscardBought():
                return "Return it to the box"
            case act.EndBuilding():
                return "Done building"
            case act.RedrawHand():
                return "Redraw my whole hand"
            case act.SkipRedraw():
                return "Keep my hand"
            case act.PlayMarketCards(plays=plays):
                return f"Play these {len(plays)} cards"
            case act.SkipLateCard():
                return "Add no card"
            case act.BidSupply(price=x):
                return f"Seal my dial: ${x} a crate"
            case act.PlaceOrder():
                n = sum(view.order.values())
                if not n:
                    return f"Stock no {view.item}"
                return f"Pay for {_plural(n, 'crate')} (${self.order_cost(view)})"
            case act.TakeLeftovers(count=n):
                return f"Take {n} free {view.item}" if n else "Take none"
            case act.ChooseCraft(option=o):
                return "Put the new crates on the dock" if o == "market" else "Take the point"
            case act.BidSale(quantity=q, price=x):
                return f"Seal my dial: sell {q} at ${x}"
            case act.DiscardSurplus(slot=k):
                held = [st for st in p.building if sum(st.shelves.get(view.item or "", []))]
                if len(held) <= 1:
                    return f"Throw out 1 {view.item}"
                return f"Throw out 1 from {p.building[k].name}"
            case act.FinishSelling():
                return "Done selling"
            case act.ConvertToPoints(count=n):
                return f"Take points for {n} of them" if n else "Keep the money"
            case act.BuySurplus(from_seat=s):
                price = cat[p.building[view.slots[0]].store].buy_surplus.get(view.item or "", 0)
                return f"Buy 1 surplus {view.item} from {names[s]} (${price})"
            case act.DeclineSurplus():
                return "Buy no surplus"
            case act.EndTransfers():
                return "Done moving goods"
            case act.ReturnExpired(count=n):
                return (
                    f"Return {n} to the docks (+{n} point{'s' * (n != 1)})" if n else "Return none"
                )
            case act.BuyPoints(count=n):
                return f"Buy {_plural(n, 'point')}"
            case act.SellPoints(count=n):
                price = self._sale_price(view, self.me if me is None else me) * n
                return f"Sell {_plural(n, 'point')} for ${price}"
            case SellMode(on=True):
                return "Sell points instead..."
            case SellMode(on=False):
                return "Back to buying"
            case SellCount(change=c):
                return "One point more" if c > 0 else "One point fewer"
            case BidStep(change=c):
                return f"Bid ${c} more" if c > 0 else f"Bid ${-c} less"
            case Shortcut(what="fill", slot=k, moves=m):
                return f"Fill {p.building[k].name}: {len(m)}"
            case Shortcut(what="sell", moves=m):
                return f"Sell {len(m)} {view.item} at once"
            case Shortcut(what="discard", moves=m):
                return f"Throw out all {len(m)}"
            case act.PassInvestment():
                return "Pass"
            case act.BuyFromHand(card=c):
                return f"Buy {cat.name(c)} from your hand{self._discount_words(view, c)}"
            case act.DraftStore(card=c):
                return f"Keep {cat.name(c)}"
            case act.PickStartingStore(store=s):
                return f"Open {cat.name(s)}"
        return super().button_label(action, view, names)

    def _discount_words(self, view: BmView, store: int) -> str:
        """A Peddler's price from hand when it is not the printed cost, with the reason
        (the card keeps its own number); "" otherwise."""
        f = self.cat[store]
        d = f.cost_discount
        if d is None or not view.market.get(d.item, 0):
            return ""
        crates = view.market[d.item]
        price = max(0, f.cost - d.amount * crates)
        return (
            f" for ${price} (${f.cost} less ${d.amount} for each of {crates} {d.item} on the dock)"
        )

    def _bought(self, p: Any) -> str:
        return self.cat.name(p.bought) if p.bought is not None else "the store"

    def _sale_price(self, view: BmView, seat: int) -> int:
        prices = [
            self.cat[st.store].point_sale_price
            for st in view.players[seat].building
            if self.cat[st.store].point_sale_price is not None
        ]
        return max([self.cat.economy.point_sale_price, *[x for x in prices if x is not None]])

    def order_cost(self, view: BmView) -> int:
        """What the stocker's order costs at its price (before store discounts)."""
        me = view.queue[0] if view.queue else self.me
        item = view.item
        if item is None:
            return 0
        price = (
            view.dials[me][0] if view.competition and me in view.dials else self.cat.min_price[item]
        )
        from game.games.brick_and_mortar import economy

        b = view.players[me].building
        pairs = [(self.cat[b[k].store].defn, n) for k, n in sorted(view.order.items()) if n]
        costs = economy.unit_stock_costs(price, item, pairs, [self.cat[st.store].defn for st in b])
        return sum(costs)

    def action_words(self, action: Action, view: BmView, names: Sequence[str]) -> str:
        cat = self.cat
        me = self.seat_of(view)
        p = view.players[self.me if me is None else me]
        match action:
            case act.AddCrate(slot=k):
                return f"Stock one {view.item} into {p.building[k].name}"
            case act.Deliver(slot=k, dest=d):
                where = (
                    "the Demand Cards" if d in ("demand", "borrowed") else "your own private demand"
                )
                return f"Sell one {view.item} from {p.building[k].name} to {where}"
            case act.TransferItem(from_slot=a, to_slot=b, item=i):
                return f"Move one {i} from {p.building[a].name} to {p.building[b].name}"
            case act.PlayLateCard(card=c, face_up=up):
                return f"Add [{crates_words(self._crates(c))}] {'face up' if up else 'face down'}"
            case act.Redraw(card=c):
                return f"Swap [{crates_words(self._crates(c))}] for a new card"
            case act.PlayMarketCards(plays=plays):
                return "Play " + " and ".join(
                    f"[{crates_words(self._crates(c))}] {'face up' if up else 'face down'}"
                    for c, up in plays
                )
            case act.BuyPoints(count=n):
                return f"Buy {_plural(n, 'point')}"
            case act.StartAuction(row_index=i, bid=b):
                return f"Auction {cat.name(view.row[i])}, opening at ${b}"
        return self.button_label(action, view, names)

    def _crates(self, card: int) -> dict[str, int]:
        items = self.cat.card_items[card]
        return {ITEMS[k]: n for k, n in enumerate(items) if n}

    def when(self, view: BmView) -> str:
        """The month ("Before January" while the stores are drafted)."""
        ctx = view.ctx
        if ctx.phase == "game_over" or ctx.result is not None:
            return "Game over"
        return "Before January" if view.phase == "draft" else view.month_name

    def status(self, view: BmView, names: Sequence[str]) -> str:
        ctx = view.ctx
        if ctx.phase == "game_over" or ctx.result is not None:
            return "Game over"
        month = self.when(view)
        if len(ctx.to_act) > 1:
            return f"{month}: {len(ctx.to_act)} players choosing"
        acting = listing([names[s] for s in ctx.to_act])
        return f"{month}: {acting}" if acting else month

    def waiting_words(self, view: BmView, names: Sequence[str]) -> str:
        ctx = view.ctx
        if not ctx.to_act:
            return ""
        who = listing([names[s] for s in ctx.to_act])
        step = view.step
        item = view.item
        verb = {
            "draft": "keep a store card",
            "pick_start": "pick a starting store",
            "buy": "buy a store or pass",
            "auction": "raise or drop out",
            "manage": "open and close stores",
            "play": "play their market cards",
            "late_card": "add a card (Advertisement Agency)",
            "redraw_after": "redraw (third slot)",
            "supply_bid": f"seal a price for {item}",
            "stock": f"stock {item}",
            "leftovers": f"take leftover {item}",
            "craft": "choose for a craft store",
            "sale_dial": f"seal a dial for {item}",
            "sell": f"sell {item}",
            "convert": "choose for a Distributor",
            "resale": "buy surplus (Resale Shop)",
            "transfer": "move goods between stores",
            "pawn": "return expiring goods (Pawn Shop)",
            "invest": "invest",
        }.get(step, "act")
        return f"Waiting for {who} to {verb}."

    def game_over_words(self, view: BmView, names: Sequence[str]) -> str:
        r = view.ctx.result
        if r is None:
            return "The game is over."
        w = r.winners[0] if r.winners else None
        if w is None:
            return "The game is over."
        d = r.details.get(w, {})
        parts = [f"{d.get('track', 0)} on the track", f"{d.get('stores', 0)} from stores"]
        if d.get("empty_slots"):
            parts.append(f"-{d['empty_slots']} for empty slots")
        if d.get("debt"):
            parts.append(f"-{d['debt']} for debt")
        return f"The game is over: {names[w]} wins with {r.scores.get(w, 0)} points ({', '.join(parts)})."

    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: the score and its parts (track, stores, penalties)."""
        parts = [f"track {details.get('track', 0)}", f"stores +{details.get('stores', 0)}"]
        if details.get("empty_slots"):
            parts.append(f"empty slots -{details['empty_slots']}")
        if details.get("debt"):
            parts.append(f"debt -{details['debt']}")
        return f"{score} points ({', '.join(parts)})"

    def instruction(self, view: BmView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, in words (one or two sentences)."""
        return instruction_words(self, view, seat, names)

    # ------------------------------------------------------------ feedback
    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """What another seat's step did to ``seat`` (ui/games/brick_and_mortar/feedback.py), read against
        the public facts from before the step when this step is the one last shown."""
        told = self._told
        before = told[1] if told is not None and told[0] is events else None
        return happened(self.cat, events, seat, names, before)

    def nearest_action(self, card: int, view: BmView, seat: int) -> Action | None:
        return nearest(self.cat, card, view, seat)

    def unmovable_words(self, card: int, view: BmView, names: Sequence[str]) -> str:
        return unmovable(card, view, names) or super().unmovable_words(card, view, names)

    def hint_reason(
        self, action: Action, view: BmView, seat: int, names: Sequence[str]
    ) -> str | None:
        return hint_why(self.cat, action, view, seat, names)

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return bm_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return bm_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return bm_words(card)

    # ------------------------------------------------------------ motion
    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """Remember what moved (crates slide from where they were), and turn up the cards
        played and the demand."""
        self._recent.extend(events)
        before = self.public
        self._told = (events, before)
        self.public = before.after(events) if before is not None else None
        names = fx.names
        for e in events:
            if isinstance(e, ev.MarketCardsPlayed) and any(e.supply.values()):
                groups = [
                    RevealGroup(f"{names[s]}: supply", list(cards))
                    for s, cards in sorted(e.supply.items())
                    if cards
                ]
                n = sum(len(c) for c in e.demand.values())
                fx.reveal(
                    groups,
                    f"Supply cards turned face up; {_plural(n, 'demand card')} stay face down.",
                )
            elif isinstance(e, ev.DemandRevealed) and e.cards:
                fx.reveal(
                    [RevealGroup("Demand", list(e.cards))],
                    f"Demand this month: {crates_words(e.boxes)}.",
                )
            elif isinstance(e, SecretChoicesRevealed) and e.topic.startswith(("supply:", "sale:")):
                pass  # the dials turn up on the table itself

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """Where new things on the table come from: crates from the dock they were stocked
        from, from the shelf above (aging), from the store they were sold or moved out of;
        new cards from the deck."""
        from ui.games.brick_and_mortar.motion import crate_sources

        prev = self._prev if self._prev_for == me else {}
        out = crate_sources(lay, prev, self._recent)
        self._recent = []
        self._prev = {s.key: s.rect for s in lay.cards if s.key.startswith(("cr:", "dock:"))}
        self._prev_for = me
        return out

    # ------------------------------------------------------------ layout
    def layout(
        self, view: BmView, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        self.me = me
        self._view = view
        self.public = Public.of(view)
        loc = self.local(view) if view.viewer == me else Local()
        return bm_layout(view, me, rect, scale, names, loc)


def instruction_words(t: BrickAndMortarTable, view: BmView, seat: int, names: Sequence[str]) -> str:
    """The panel's instruction for ``seat`` (who may act now) in every step."""
    cat = t.cat
    p = view.players[seat]
    money = f"You have ${p.money}." if p.money is not None else ""
    step = view.step
    item = view.item or ""
    loc = t.local(view) if view.viewer == seat else Local()
    if step == "draft":
        left = len(p.draft_hand or [])
        return (
            f"Draft: keep one of these {left} stores (drag it onto Keep, or double-click "
            "it); the rest pass to the next player. You keep 3 in all. Hover a card to read it."
        )
    if step == "pick_start":
        return (
            "January: pick your starting store. Double-click one (or drag it into your "
            "building): it opens in your first slot, full of goods. The stores nobody picks "
            "go back to the box."
        )
    if step == "buy":
        if loc.row_pick is not None and loc.row_pick < len(view.row):
            s = view.row[loc.row_pick]
            return (
                f"Auction {cat.name(s)}: choose your opening bid below (at least ${cat[s].cost}); "
                f"the others then raise or drop out. {money}"
            )
        hand = (
            "drag a store from your hand into your building to buy it at its cost, "
            if p.store_hand
            else ""
        )
        return (
            f"Building: buy one store this month or none. {hand.capitalize() if hand else ''}"
            f"{'or c' if hand else 'C'}lick a public store to auction it, or press Buy no store. {money}"
        )
    if step == "auction" and view.auction is not None:
        a = view.auction
        lot = cat.name(int(a.lot)) if isinstance(a.lot, int) else "the store"
        lead = names[a.leader] if a.leader is not None else "nobody"
        return (
            f"Auction for {lot}: high bid ${a.high} by {lead}. Raise, or drop out for good "
            f"(the winner must pay, with debt if short). {money}"
        )
    if step == "manage":
        if p.bought is not None:
            if len(p.building) >= 4:
                return (
                    f"You bought {cat.name(p.bought)}, but your 4 slots are full: close a store "
                    "first to make room, or return it to the box."
                )
            return (
                f"Open {cat.name(p.bought)} in slot {len(p.building) + 1}, or return it to the "
                "box. You may close stores first (their goods are thrown out)."
            )
        return "Close any store you no longer want (its goods are thrown out), then press Done building."
    if step == "play":
        placed = len(loc.staged)
        due = loc.due or 2
        redraw = (
            " or drag one onto Redraw to swap it first (third slot)"
            if any(isinstance(a, act.Redraw) for a in loc.legal)
            else ""
        )
        if placed >= due:
            return (
                f"Both piles are set ({placed} cards). Press Play to play them, or drag a card "
                "back to your hand to change your mind."
            )
        return (
            f"Advertise: play {due} market cards ({placed} placed). Drag a card onto Supply "
            "(face up: its crates come to the docks) or onto Demand (face down: buyers in "
            f"this month's Sale){redraw}."
        )
    if step == "late_card":
        return (
            "Advertisement Agency: you can see both piles. Drag one more card onto Supply or "
            "Demand, or press Add no card."
        )
    if step == "redraw_after":
        return "Third slot: drag a card onto Redraw to swap it, redraw your whole hand, or keep it."
    if step == "supply_bid":
        lo = cat.min_price[item]
        return (
            f"Not enough {item} on the dock for everyone: set your price per crate on your "
            f"dial (at least ${lo}), then seal it. Highest price stocks first; a tie goes to "
            f"the player further behind. {money}"
        )
    if step == "stock":
        price = (
            view.dials[seat][0] if view.competition and seat in view.dials else cat.min_price[item]
        )
        n = sum(view.order.values())
        cost = t.order_cost(view)
        order = f" Order so far: {_plural(n, 'crate')}, ${cost}." if n else ""
        return (
            f"Stock {item} at ${price} a crate: click one of your stores (or drag the crate "
            "from the dock onto it) once per crate, or fill a store at once; then pay."
            f"{order} {money}"
        )
    if step == "leftovers":
        return f"{cat.name(p.building[view.slots[0]].store)}: take leftover {item} from the dock for free."
    if step == "craft":
        return f"{cat.name(p.building[view.slots[0]].store)}: put new {item} on the dock, or take a point."
    if step == "sale_dial":
        return (
            f"Not enough buyers for all the {item}: set how many you will sell (inner ring) "
            f"and your price (outer ring), then seal your dial. The lowest price sells first."
        )
    if step == "sell":
        price = (
            view.dials[seat][1] if view.competition and seat in view.dials else cat.max_price[item]
        )
        if view.competition and view.to_deliver is not None:
            if view.to_deliver and any(isinstance(a, act.DiscardSurplus) for a in loc.legal):
                return f"No buyer is left: throw out {_plural(view.to_deliver, item + ' item')} as surplus."
            boxes = view.boxes.get(item, 0)
            short = (
                f" Only {_plural(boxes, 'box')} {'is' if boxes == 1 else 'are'} left on the "
                "Demand Cards: what you cannot sell, you then throw out as surplus."
                if boxes < (view.to_deliver or 0)
                else ""
            )
            return (
                f"Sell {_plural(view.to_deliver or 0, item + ' item')} at ${price}: click a store "
                f"holding them (or drag a crate onto the demand).{short}"
            )
        return (
            f"Sell {item} at ${price} each: click a store (or drag a crate onto the demand) "
            "once per item, or sell them all at once; then press Done selling."
        )
    if step == "convert":
        return f"{cat.name(p.building[view.slots[0]].store)}: take 1 point instead of the money for up to 2 of the items just sold."
    if step == "resale":
        return "Resale Shop: buy surplus thrown out by another player, or buy none."
    if step == "transfer":
        return "After the Sale: drag goods from your other stores into a store that draws them in, then press Done moving goods."
    if step == "pawn":
        return "Pawn Shop: return goods about to expire to the docks for 1 point each."
    if step == "invest":
        if loc.sell_mode:
            return f"Sell points at ${t._sale_price(view, seat)} each: choose how many, then sell. {money}"
        return (
            "Investment: click a price on the price table to buy that many points (cash only, "
            f"never debt), sell points instead, or pass. {money}"
        )
    return "Your move: use the buttons or drag a lit card."
