"""Brick & Mortar actions: what a seat may intend, one small frozen model per kind.

Stores in a building are named by ``slot`` (0 = leftmost); cards by id. Fields that are
not whole numbers or words have defaults, so a malformed action is still an action the
rules refuse with a sentence. The rules list legal actions in this module's order, then
by their fields (rules.py).
"""

from __future__ import annotations

from typing import Literal

from game.core.model import Action, union_of


class DraftStore(Action):
    """Keep ``card`` from the draft cards in front of you (secret until all have chosen)."""

    kind: Literal["draft_store"] = "draft_store"
    card: int


class PickStartingStore(Action):
    kind: Literal["pick_starting_store"] = "pick_starting_store"
    store: int


class BuyFromHand(Action):
    kind: Literal["buy_from_hand"] = "buy_from_hand"
    card: int


class StartAuction(Action):
    """Put public store ``row_index`` (0 = oldest) up for auction with an opening ``bid``."""

    kind: Literal["start_auction"] = "start_auction"
    row_index: int
    bid: int


class RaiseBid(Action):
    kind: Literal["raise_bid"] = "raise_bid"
    amount: int


class DropOut(Action):
    kind: Literal["drop_out"] = "drop_out"


class PassBuying(Action):
    kind: Literal["pass_buying"] = "pass_buying"


class CloseStore(Action):
    kind: Literal["close_store"] = "close_store"
    slot: int


class OpenStore(Action):
    """Open the store you bought this month in the leftmost free slot."""

    kind: Literal["open_store"] = "open_store"


class DiscardBought(Action):
    """Return the store you bought this month to the box unopened."""

    kind: Literal["discard_bought"] = "discard_bought"


class EndBuilding(Action):
    kind: Literal["end_building"] = "end_building"


class Redraw(Action):
    """Third slot: discard ``card`` and draw a new one."""

    kind: Literal["redraw"] = "redraw"
    card: int


class RedrawHand(Action):
    """Third slot: discard your whole hand of market cards and draw as many."""

    kind: Literal["redraw_hand"] = "redraw_hand"


class SkipRedraw(Action):
    kind: Literal["skip_redraw"] = "skip_redraw"


class PlayMarketCards(Action):
    """``plays``: (card, face up) pairs sorted by card; face up = supply, face down = demand."""

    kind: Literal["play_market_cards"] = "play_market_cards"
    plays: tuple[tuple[int, bool], ...] = ()


class PlayLateCard(Action):
    """Advertisement Agency: add ``card`` to the pooled cards (``face_up``: as supply)."""

    kind: Literal["play_late_card"] = "play_late_card"
    card: int
    face_up: bool = True


class SkipLateCard(Action):
    kind: Literal["skip_late_card"] = "skip_late_card"


class BidSupply(Action):
    """Your sealed price per crate for the type being stocked."""

    kind: Literal["bid_supply"] = "bid_supply"
    price: int


class AddCrate(Action):
    """Put one more crate of the type being stocked into the store in ``slot``."""

    kind: Literal["add_crate"] = "add_crate"
    slot: int


class PlaceOrder(Action):
    """Pay for the crates added (none is fine) and end your stocking of this type."""

    kind: Literal["place_order"] = "place_order"


class TakeLeftovers(Action):
    """Take ``count`` crates left on the dock into the store in ``slot``, free."""

    kind: Literal["take_leftovers"] = "take_leftovers"
    slot: int
    count: int


class ChooseCraft(Action):
    """Art Studio / Jewelry Crafter: ``option`` "market" (crates to the dock) or "points"."""

    kind: Literal["choose_craft"] = "choose_craft"
    slot: int
    option: str


class BidSale(Action):
    """Your sealed dial for the type being sold: ``quantity`` to sell at ``price`` each."""

    kind: Literal["bid_sale"] = "bid_sale"
    quantity: int
    price: int


class Deliver(Action):
    """Sell one item from the store in ``slot`` into ``dest``: "demand" (a Demand Card box),
    "borrowed" (a jewelry box left free, Art Purveyor) or a slot number of your own store
    with private boxes (Fulfillment Center, Electronics Surplus)."""

    kind: Literal["deliver"] = "deliver"
    slot: int
    dest: str


class DiscardSurplus(Action):
    kind: Literal["discard_surplus"] = "discard_surplus"
    slot: int


class FinishSelling(Action):
    kind: Literal["finish_selling"] = "finish_selling"


class ConvertToPoints(Action):
    """A Distributor: ``count`` of the items just sold from ``slot`` pay 1 point, not money."""

    kind: Literal["convert_to_points"] = "convert_to_points"
    slot: int
    count: int


class BuySurplus(Action):
    """Resale Shop: buy one surplus crate thrown away by ``from_seat``."""

    kind: Literal["buy_surplus"] = "buy_surplus"
    from_seat: int


class DeclineSurplus(Action):
    kind: Literal["decline_surplus"] = "decline_surplus"


class TransferItem(Action):
    """Move the oldest ``item`` of the store in ``from_slot`` onto the top shelf of the
    store in ``to_slot``, which draws that type in."""

    kind: Literal["transfer_item"] = "transfer_item"
    from_slot: int
    to_slot: int
    item: str


class EndTransfers(Action):
    kind: Literal["end_transfers"] = "end_transfers"


class ReturnExpired(Action):
    """Pawn Shop: send ``count`` of its bottom-shelf items back to the docks, 1 point each."""

    kind: Literal["return_expired"] = "return_expired"
    slot: int
    count: int


class BuyPoints(Action):
    kind: Literal["buy_points"] = "buy_points"
    count: int


class SellPoints(Action):
    kind: Literal["sell_points"] = "sell_points"
    count: int


class PassInvestment(Action):
    kind: Literal["pass_investment"] = "pass_investment"


ACTIONS = union_of(
    DraftStore,
    PickStartingStore,
    BuyFromHand,
    StartAuction,
    RaiseBid,
    DropOut,
    PassBuying,
    CloseStore,
    OpenStore,
    DiscardBought,
    EndBuilding,
    Redraw,
    RedrawHand,
    SkipRedraw,
    PlayMarketCards,
    PlayLateCard,
    SkipLateCard,
    BidSupply,
    AddCrate,
    PlaceOrder,
    TakeLeftovers,
    ChooseCraft,
    BidSale,
    Deliver,
    DiscardSurplus,
    FinishSelling,
    ConvertToPoints,
    BuySurplus,
    DeclineSurplus,
    TransferItem,
    EndTransfers,
    ReturnExpired,
    BuyPoints,
    SellPoints,
    PassInvestment,
)
