"""Brick & Mortar events: the facts the rules derive. Every shuffle is written in.

``BARRIER_EVENTS`` deal or draw hidden cards, flip cards face up, or record a shuffle; the
kit adds its own reveals (sealed dials flipped, a secret choice closed) and a loaded
position. Other seats' hidden cards travel in some events (the draft's picks, the market
cards played): the log keeps them as it keeps hands, and describe.py never names a card to
a viewer who may not see it.
"""

from __future__ import annotations

from typing import Literal

from game.core.auction import AUCTION_EVENTS
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event, union_of
from game.core.simultaneous import SECRET_EVENTS


class GameSetUp(Event):
    """The table after set-up: decks (top last), hands, the public row and the on-deck
    store, the starting stores in play, the end triggers and the first turn order."""

    kind: Literal["game_set_up"] = "game_set_up"
    n_seats: int
    first_game: bool
    marker: int
    final_month: int
    money: int
    points: int
    turn_order: list[int]
    market_deck: list[int]
    market_hands: list[list[int]]
    store_deck: list[int]
    store_hands: list[list[int]]
    draft_hands: list[list[int]]
    row: list[int]
    on_deck: int | None
    starting: list[int]
    box: list[int]


class StepBegan(Event):
    """The month moves to ``phase``/``step`` (for ``item``); ``queue``: seats to act in
    order (``slots``: the store each answers for); a stocking or selling step also says
    whether it was bid for and the revealed ``dials``."""

    kind: Literal["step_began"] = "step_began"
    phase: str
    step: str
    item: str | None = None
    queue: list[int] = []
    slots: list[int] = []
    competition: bool = False
    dials: dict[int, list[int]] = {}


class QueueAdvanced(Event):
    """The seat at the head of the queue is done; the next one acts."""

    kind: Literal["queue_advanced"] = "queue_advanced"
    seat: int


class MonthBegan(Event):
    kind: Literal["month_began"] = "month_began"
    month: int


# ------------------------------------------------------------------ draft and building
class DraftPassed(Event):
    """Each seat keeps ``picks[seat]`` and passes the rest to the next seat; after the last
    pick the cards left are discarded face down."""

    kind: Literal["draft_passed"] = "draft_passed"
    picks: list[int]
    last: bool


class StartingStorePicked(Event):
    """``seat`` opens ``store`` in its first slot, filled to capacity."""

    kind: Literal["starting_store_picked"] = "starting_store_picked"
    seat: int
    store: int


class StartingStoresBoxed(Event):
    kind: Literal["starting_stores_boxed"] = "starting_stores_boxed"
    stores: list[int]


class StoreBought(Event):
    """``seat`` paid ``price`` for ``store`` (``debt`` tokens covered the shortfall): from
    its hand, or public store ``row_index`` (the on-deck store then joins the row)."""

    kind: Literal["store_bought"] = "store_bought"
    seat: int
    store: int
    price: int
    debt: int
    row_index: int | None = None


class StoreFlipped(Event):
    """The store deck's top card turns face up on the deck (not for sale)."""

    kind: Literal["store_flipped"] = "store_flipped"
    store: int


class BuyingPassed(Event):
    kind: Literal["buying_passed"] = "buying_passed"
    seat: int


class StoreClosed(Event):
    """``seat`` closed the store in ``slot`` (``why``: chosen, peddler, collector); its
    ``items`` are thrown out and the stores to its right slide left."""

    kind: Literal["store_closed"] = "store_closed"
    seat: int
    slot: int
    store: int
    items: dict[str, int]
    why: str


class StoreOpened(Event):
    kind: Literal["store_opened"] = "store_opened"
    seat: int
    store: int
    slot: int


class StoreReturned(Event):
    kind: Literal["store_returned"] = "store_returned"
    seat: int
    store: int


class RowAdvanced(Event):
    """The oldest public store goes to the box; the on-deck store joins the row."""

    kind: Literal["row_advanced"] = "row_advanced"
    discarded: int | None


class RowReplaced(Event):
    """Nobody bought a public store: the row goes to the box; the on-deck store and the
    deck's next cards form the new ``row``."""

    kind: Literal["row_replaced"] = "row_replaced"
    discarded: list[int]
    row: list[int]


# ------------------------------------------------------------------ advertisement
class CardsRedrawn(Event):
    """Third slot: ``seat`` discarded ``cards`` to draw as many."""

    kind: Literal["cards_redrawn"] = "cards_redrawn"
    seat: int
    cards: list[int]


class CardsDrawn(Event):
    kind: Literal["cards_drawn"] = "cards_drawn"
    seat: int
    cards: list[int]


class MarketReshuffled(Event):
    """The discard pile, shuffled, is the new market deck (top last)."""

    kind: Literal["market_reshuffled"] = "market_reshuffled"
    order: list[int]


class MarketCardsPlayed(Event):
    """The played market cards are pooled: ``supply`` face up, ``demand`` face down (who
    played which is kept for the players' own memory only)."""

    kind: Literal["market_cards_played"] = "market_cards_played"
    supply: dict[int, list[int]]
    demand: dict[int, list[int]]


class DemandSeen(Event):
    """Advertisement Agency: ``seat`` looks at the whole face-down demand pile."""

    kind: Literal["demand_seen"] = "demand_seen"
    seat: int


class LateCardPlayed(Event):
    kind: Literal["late_card_played"] = "late_card_played"
    seat: int
    card: int
    face_up: bool


# ------------------------------------------------------------------ supply
class SupplyAdded(Event):
    """The supply cards' crates go onto the loading docks; the cards are discarded."""

    kind: Literal["supply_added"] = "supply_added"
    crates: dict[str, int]


class Produced(Event):
    """Free crates from the general supply onto the top shelf of ``seat``'s ``slot``."""

    kind: Literal["produced"] = "produced"
    seat: int
    slot: int
    item: str
    count: int


class CrateAdded(Event):
    kind: Literal["crate_added"] = "crate_added"
    seat: int
    slot: int


class CratesStocked(Event):
    """``seat`` stocked ``crates`` (slot -> count) of ``item`` from the market for ``cost``
    in all, ``debt`` tokens covering the shortfall."""

    kind: Literal["crates_stocked"] = "crates_stocked"
    seat: int
    item: str
    crates: dict[int, int]
    cost: int
    debt: int


class LeftoversTaken(Event):
    kind: Literal["leftovers_taken"] = "leftovers_taken"
    seat: int
    slot: int
    item: str
    count: int


class Crafted(Event):
    """Art Studio / Jewelry Crafter: ``count`` crates to the dock (option "market") or
    points (option "points", scored by a PointsScored event)."""

    kind: Literal["crafted"] = "crafted"
    seat: int
    slot: int
    option: str
    item: str
    count: int


class PointsScored(Event):
    """``seat`` moves ``points`` up the track because of ``why`` (``store``: the store
    whose modifier scored, if any)."""

    kind: Literal["points_scored"] = "points_scored"
    seat: int
    points: int
    why: str
    store: int | None = None


class MarkerReached(Event):
    """``seat`` reached the investment marker: this month is the last."""

    kind: Literal["marker_reached"] = "marker_reached"
    seat: int


# ------------------------------------------------------------------ sale
class DemandRevealed(Event):
    kind: Literal["demand_revealed"] = "demand_revealed"
    cards: list[int]
    boxes: dict[str, int]


class ItemDelivered(Event):
    """``seat`` sold one ``item`` from ``slot`` into ``dest`` for ``money``."""

    kind: Literal["item_delivered"] = "item_delivered"
    seat: int
    slot: int
    item: str
    dest: str
    money: int
    bottom: bool


class SurplusDiscarded(Event):
    kind: Literal["surplus_discarded"] = "surplus_discarded"
    seat: int
    slot: int
    item: str


class SurplusBought(Event):
    """Resale Shop: ``buyer`` takes one of ``seller``'s surplus ``item`` into ``slot``,
    paying ``seller`` ``price`` (``debt`` tokens covering a shortfall)."""

    kind: Literal["surplus_bought"] = "surplus_bought"
    buyer: int
    seller: int
    slot: int
    item: str
    price: int
    debt: int


class SurplusCleared(Event):
    """The surplus nobody bought is discarded."""

    kind: Literal["surplus_cleared"] = "surplus_cleared"


class Converted(Event):
    """A Distributor: ``count`` items sold from ``slot`` pay points; ``refund`` goes back."""

    kind: Literal["converted"] = "converted"
    seat: int
    slot: int
    item: str
    count: int
    refund: int


class BonusPaid(Event):
    kind: Literal["bonus_paid"] = "bonus_paid"
    seat: int
    slot: int
    item: str
    money: int


class SaleEnded(Event):
    """The demand cards are discarded and the boxes emptied."""

    kind: Literal["sale_ended"] = "sale_ended"


class ItemTransferred(Event):
    kind: Literal["item_transferred"] = "item_transferred"
    seat: int
    from_slot: int
    to_slot: int
    item: str


# ------------------------------------------------------------------ inventory, utilities, investment
class ExpiredReturned(Event):
    """Pawn Shop: bottom-shelf crates go back to the docks (points by PointsScored)."""

    kind: Literal["expired_returned"] = "expired_returned"
    seat: int
    slot: int
    crates: dict[str, int]


class ItemsAged(Event):
    """Every item moves down a shelf; ``expired``: items that fell off, per seat."""

    kind: Literal["items_aged"] = "items_aged"
    expired: dict[int, int]


class UtilitiesPaid(Event):
    kind: Literal["utilities_paid"] = "utilities_paid"
    seat: int
    bill: int
    debt: int


class PointsBought(Event):
    kind: Literal["points_bought"] = "points_bought"
    seat: int
    count: int
    price: int


class PointsSold(Event):
    kind: Literal["points_sold"] = "points_sold"
    seat: int
    count: int
    price: int


BARRIER_EVENTS: tuple[type[Event], ...] = (
    GameSetUp,
    StoreFlipped,
    RowReplaced,
    CardsDrawn,
    MarketReshuffled,
    DemandSeen,
    DemandRevealed,
    MarketCardsPlayed,
)

EVENTS = union_of(
    GameSetUp,
    StepBegan,
    QueueAdvanced,
    MonthBegan,
    DraftPassed,
    StartingStorePicked,
    StartingStoresBoxed,
    StoreBought,
    StoreFlipped,
    BuyingPassed,
    StoreClosed,
    StoreOpened,
    StoreReturned,
    RowAdvanced,
    RowReplaced,
    CardsRedrawn,
    CardsDrawn,
    MarketReshuffled,
    MarketCardsPlayed,
    DemandSeen,
    LateCardPlayed,
    SupplyAdded,
    Produced,
    CrateAdded,
    CratesStocked,
    LeftoversTaken,
    Crafted,
    PointsScored,
    MarkerReached,
    DemandRevealed,
    ItemDelivered,
    SurplusDiscarded,
    SurplusBought,
    SurplusCleared,
    Converted,
    BonusPaid,
    SaleEnded,
    ItemTransferred,
    ExpiredReturned,
    ItemsAged,
    UtilitiesPaid,
    PointsBought,
    PointsSold,
    *SECRET_EVENTS,
    *AUCTION_EVENTS,
    PositionLoaded,
    GameEnded,
)
