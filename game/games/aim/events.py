"""AIM events: the facts the rules derive. Every random outcome is written in.

``BARRIER_EVENTS`` reveal something to one seat only (drawn cards, shuffled orders, the
set-up) or carry chance (dice): they are undo barriers, as is a loaded position (the kit's
PositionLoaded); ``describe`` tells other viewers only what they may know of them. The
position and the end of the game are the kit's shared events (game/core/events.py), with
the shapes AIM's saves recorded.
"""

from __future__ import annotations

from typing import Literal

from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event, union_of


class GameSetUp(Event):
    """The table after sorting and shuffling (decks top-last)."""

    kind: Literal["game_set_up"] = "game_set_up"
    copies: int
    dice_total: int
    decks: list[list[int]]
    premium_deck: list[int]
    premium_row: list[int | None]
    common_deck: list[int]
    common_card: int | None
    loot: dict[str, list[int]]
    pesky: list[int]
    box: list[int]


class DiscardShuffled(Event):
    """A player's discard pile became their deck in this order (top last)."""

    kind: Literal["discard_shuffled"] = "discard_shuffled"
    seat: int
    order: list[int]


class CardsDrawn(Event):
    kind: Literal["cards_drawn"] = "cards_drawn"
    seat: int
    cards: list[int]


class CardPlaced(Event):
    """``secret``: placed during the simultaneous initial equipping, hidden from the others."""

    kind: Literal["card_placed"] = "card_placed"
    seat: int
    card: int
    spot: str
    locks: bool = False
    secret: bool = False


class DrawUsed(Event):
    """A placed card's "Draw a Card" was used (the draw follows); the card now stays placed.
    ``secret`` as for CardPlaced. (A Place that draws at once says so in its own CardPlaced,
    ``locks=True``.)"""

    kind: Literal["draw_used"] = "draw_used"
    seat: int
    card: int
    secret: bool = False


class CardUnplaced(Event):
    kind: Literal["card_unplaced"] = "card_unplaced"
    seat: int
    card: int
    secret: bool = False


class GoldDropped(Event):
    kind: Literal["gold_dropped"] = "gold_dropped"
    seat: int
    amount: int


class EquipFinished(Event):
    kind: Literal["equip_finished"] = "equip_finished"
    seat: int


class HandDiscarded(Event):
    kind: Literal["hand_discarded"] = "hand_discarded"
    seat: int
    cards: list[int]


class TurnOrderRolled(Event):
    """Each roll-off is one list of dice (one per seat still tied, in seat order)."""

    kind: Literal["turn_order_rolled"] = "turn_order_rolled"
    rolls: list[list[int]]
    order: list[int]


class TurnStarted(Event):
    kind: Literal["turn_started"] = "turn_started"
    seat: int
    turn: int
    round: int


class CardTrashed(Event):
    """``gold`` is what trashing earned (negative: what it costs), settled when selling."""

    kind: Literal["card_trashed"] = "card_trashed"
    seat: int
    card: int
    gold: int


class Sold(Event):
    """The market-phase total; ``parts`` explains it; ``lost`` could not be shown on the dice."""

    kind: Literal["sold"] = "sold"
    seat: int
    gold: int
    parts: dict[str, int]
    lost: int = 0


class PlayAreaCleared(Event):
    kind: Literal["play_area_cleared"] = "play_area_cleared"
    seat: int
    cards: list[int]


class Bought(Event):
    kind: Literal["bought"] = "bought"
    seat: int
    card: int
    source: str
    price: int
    rebate: int = 0


class MarketEnded(Event):
    kind: Literal["market_ended"] = "market_ended"
    seat: int


class AttackRolled(Event):
    kind: Literal["attack_rolled"] = "attack_rolled"
    attacker: int
    defender: int
    attack_roll: int
    defense_roll: int
    attack_total: int
    defense_total: int
    attacker_won: bool


class GoldTaken(Event):
    """The winner's haul: dice taken, goods bonus, what the Wallet Chain kept, what could not be carried."""

    kind: Literal["gold_taken"] = "gold_taken"
    attacker: int
    defender: int
    taken: int
    bonus: int
    protected: int
    dropped: int


class GoodsDiscardAsked(Event):
    kind: Literal["goods_discard_asked"] = "goods_discard_asked"
    defender: int


class GoodsDiscarded(Event):
    kind: Literal["goods_discarded"] = "goods_discarded"
    seat: int
    card: int


class PeskyTaken(Event):
    kind: Literal["pesky_taken"] = "pesky_taken"
    seat: int
    card: int


class AttackSkipped(Event):
    kind: Literal["attack_skipped"] = "attack_skipped"
    seat: int
    reason: str = ""


class MarketsCycled(Event):
    """The Premium row after cycling (``drawn`` new cards), the Common card and its rebate die."""

    kind: Literal["markets_cycled"] = "markets_cycled"
    premium_trashed: int | None
    premium_row: list[int | None]
    premium_drawn: int
    common_card: int | None
    common_drawn: bool
    rebate: int


class EndTriggered(Event):
    kind: Literal["end_triggered"] = "end_triggered"
    reason: str


class WorstDayAsked(Event):
    kind: Literal["worst_day_asked"] = "worst_day_asked"
    tied: list[int]


EVENTS = union_of(
    GameSetUp,
    PositionLoaded,
    DiscardShuffled,
    CardsDrawn,
    CardPlaced,
    DrawUsed,
    CardUnplaced,
    GoldDropped,
    EquipFinished,
    HandDiscarded,
    TurnOrderRolled,
    TurnStarted,
    CardTrashed,
    Sold,
    PlayAreaCleared,
    Bought,
    MarketEnded,
    AttackRolled,
    GoldTaken,
    GoodsDiscardAsked,
    GoodsDiscarded,
    PeskyTaken,
    AttackSkipped,
    MarketsCycled,
    EndTriggered,
    WorstDayAsked,
    GameEnded,
)
BARRIER_EVENTS = (
    GameSetUp,
    DiscardShuffled,
    CardsDrawn,
    MarketsCycled,
    TurnOrderRolled,
    AttackRolled,
)
