"""What a Tavern Keepers seat can do.

A bid is built one card at a time, as at the table: the opener picks a quest
(``choose_quest``), every bidder drags cards face down onto their bid pile
(``bid_card``) and may take them back (``take_back``) until they ``commit_bid``;
the others may ``pass_bid`` instead. This keeps the list of legal actions short
(one per card in hand, not one per subset of the hand) and maps onto drag-and-drop.
In the sabotage step a seat ``sabotage``s (two cards of one colour from hand, one
prepared adventurer of that colour in another tavern) or says it is ``done``.
"""

from __future__ import annotations

from typing import Literal

from game.core.model import Action, union_of


class ChooseQuest(Action):
    """The opener picks the quest (0, 1 or 2: left to right) to bid on; may change it
    until the bid is committed."""

    kind: Literal["choose_quest"] = "choose_quest"
    quest: int


class BidCard(Action):
    """Put a card from hand face down onto your bid pile."""

    kind: Literal["bid_card"] = "bid_card"
    card: int


class TakeBack(Action):
    """Take a card from your (not yet committed) bid pile back into hand."""

    kind: Literal["take_back"] = "take_back"
    card: int


class CommitBid(Action):
    """Your bid pile is final."""

    kind: Literal["commit_bid"] = "commit_bid"


class PassBid(Action):
    """Do not bid on this quest (cards on your pile go back to hand)."""

    kind: Literal["pass_bid"] = "pass_bid"


class Sabotage(Action):
    """Discard ``first`` and ``second`` (same colour, from hand, ``first < second``) to
    unprepare ``target``, another player's prepared adventurer of that colour."""

    kind: Literal["sabotage"] = "sabotage"
    target: int
    first: int
    second: int


class DoneSabotage(Action):
    """Sabotage no more for now (the step ends once everyone is done in a row)."""

    kind: Literal["done_sabotage"] = "done_sabotage"


ACTIONS = union_of(ChooseQuest, BidCard, TakeBack, CommitBid, PassBid, Sabotage, DoneSabotage)
