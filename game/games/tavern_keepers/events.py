"""Tavern Keepers events: the facts the rules derive. Every shuffle is written in.

``BARRIER_EVENTS`` carry something some seat may not see (hands dealt, cards drawn, the
new deck order) or turn hidden cards face up (bids revealed, new rumours from the deck):
they are undo barriers, as is a loaded position (the kit's PositionLoaded). The bidder's
own face-down card moves (CardBid, CardTakenBack, BidPassed's returned cards) are not:
only that seat saw them, and it may take them back.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event, union_of


class GameSetUp(Event):
    """The table after set-up: taverns dealt face up (``box``: the two adventurers a
    three-player game puts away), the quest deck (top last), the three quests and
    rumours, the first Quest Giver and each hand of five."""

    kind: Literal["game_set_up"] = "game_set_up"
    taverns: list[list[int]]
    box: list[int]
    deck: list[int]
    quests: list[int]
    rumors: list[int]
    quest_giver: int
    hands: list[list[int]]


class RoundStarted(Event):
    kind: Literal["round_started"] = "round_started"
    round: int
    quest_giver: int


class BidOpened(Event):
    """``seat`` must open a bid; ``lone``: the only one left, so at least two cards."""

    kind: Literal["bid_opened"] = "bid_opened"
    seat: int
    lone: bool = False


class QuestChosen(Event):
    kind: Literal["quest_chosen"] = "quest_chosen"
    seat: int
    quest: int


class CardBid(Event):
    """A card went face down onto ``seat``'s bid pile (only that seat sees which)."""

    kind: Literal["card_bid"] = "card_bid"
    seat: int
    card: int


class CardTakenBack(Event):
    """A card came back from ``seat``'s uncommitted bid pile (only that seat sees which)."""

    kind: Literal["card_taken_back"] = "card_taken_back"
    seat: int
    card: int


class BidCommitted(Event):
    kind: Literal["bid_committed"] = "bid_committed"
    seat: int
    count: int


class BidAsked(Event):
    """``seat`` may now bid on the same quest or pass."""

    kind: Literal["bid_asked"] = "bid_asked"
    seat: int


class BidPassed(Event):
    """``returned``: cards that were on the pile, back to hand (only that seat sees which)."""

    kind: Literal["bid_passed"] = "bid_passed"
    seat: int
    returned: list[int] = Field(default_factory=list)


class BidsRevealed(Event):
    """Every bid on ``quest`` turned face up, in bidding order; ``matching``: cards of the
    Focus colour in each bid."""

    kind: Literal["bids_revealed"] = "bids_revealed"
    quest: int
    bidders: list[int]
    bids: list[list[int]]
    matching: list[int]


class BidWon(Event):
    """``tiebreak``: None, "most cards" or "bid first", whichever settled it."""

    kind: Literal["bid_won"] = "bid_won"
    seat: int
    quest: int
    matching: int
    total: int
    tiebreak: str | None = None


class BidReturned(Event):
    """A losing bid goes back to its owner's hand (face up: now known to all)."""

    kind: Literal["bid_returned"] = "bid_returned"
    seat: int
    cards: list[int]


class BidDiscarded(Event):
    kind: Literal["bid_discarded"] = "bid_discarded"
    seat: int
    cards: list[int]


class AdventurersPrepared(Event):
    """The winner turns ``adventurers`` sideways (one per matching quest card);
    ``ignored``: quest cards with no unprepared adventurer of their colour."""

    kind: Literal["adventurers_prepared"] = "adventurers_prepared"
    seat: int
    quest: int
    adventurers: list[int]
    ignored: list[int]


class QuestDiscarded(Event):
    kind: Literal["quest_discarded"] = "quest_discarded"
    quest: int
    cards: list[int]


class RumorsMoved(Event):
    """Each Rumor Mill card goes on top of the quest pile below it (None: empty space)."""

    kind: Literal["rumors_moved"] = "rumors_moved"
    cards: list[int | None]


class RumorsDealt(Event):
    """New rumours from the top of the deck, left to right (None: the deck was empty)."""

    kind: Literal["rumors_dealt"] = "rumors_dealt"
    cards: list[int | None]


class DeckReshuffled(Event):
    """The discard pile, shuffled, became the deck in this order (top last)."""

    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    order: list[int]


class SabotageAsked(Event):
    """``seat`` may sabotage or be done; ``passes``: players done in a row before it."""

    kind: Literal["sabotage_asked"] = "sabotage_asked"
    seat: int
    passes: int = 0


class Sabotaged(Event):
    """``seat`` discarded ``cards`` to unprepare ``target`` in ``owner``'s tavern."""

    kind: Literal["sabotaged"] = "sabotaged"
    seat: int
    target: int
    owner: int
    cards: list[int]


class SabotageDone(Event):
    kind: Literal["sabotage_done"] = "sabotage_done"
    seat: int


class AdventurersSent(Event):
    """``seat``'s prepared adventurers leave the tavern for its hand."""

    kind: Literal["adventurers_sent"] = "adventurers_sent"
    seat: int
    adventurers: list[int]


class CardDrawn(Event):
    """``seat`` drew ``card`` from the deck (only that seat sees which)."""

    kind: Literal["card_drawn"] = "card_drawn"
    seat: int
    card: int


class QuestGiverPassed(Event):
    kind: Literal["quest_giver_passed"] = "quest_giver_passed"
    seat: int


EVENTS = union_of(
    GameSetUp,
    PositionLoaded,
    RoundStarted,
    BidOpened,
    QuestChosen,
    CardBid,
    CardTakenBack,
    BidCommitted,
    BidAsked,
    BidPassed,
    BidsRevealed,
    BidWon,
    BidReturned,
    BidDiscarded,
    AdventurersPrepared,
    QuestDiscarded,
    RumorsMoved,
    RumorsDealt,
    DeckReshuffled,
    SabotageAsked,
    Sabotaged,
    SabotageDone,
    AdventurersSent,
    CardDrawn,
    QuestGiverPassed,
    GameEnded,
)
"""Every event; GameEnded (``winners``: everyone whose tavern is empty; ``scores``:
adventurers each has left) and PositionLoaded are the kit's shared events."""

BARRIER_EVENTS = (GameSetUp, CardDrawn, DeckReshuffled, BidsRevealed, RumorsDealt)
