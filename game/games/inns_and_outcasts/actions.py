"""What an Inns & Outcasts seat can do.

Set-up: ``choose_hand`` (in secret, everyone at once). Each turn: ``place_card`` (in
secret, everyone at once). During the reveals a player answers the choice put to them
(model.Asked): ``block`` / ``skip`` (the Block icon), ``target``, ``choose_player`` /
``skip``, ``return_token`` / ``skip``, ``transmute``, ``pay`` / ``refuse``,
``pick_option`` (an auction's winner); in an auction ``bid`` / ``pass_bid``, or with the
Quick Auction option ``sealed_bid``. abilities.ANSWERS names the actions that answer each
kind of choice.
"""

from __future__ import annotations

from typing import Literal

from game.core.model import Action, union_of


class ChooseHand(Action):
    """Six letters, ``W`` (Wobblin' Wagon) or ``D`` (Jaded Dragon), for initiatives 1 to 6:
    whose character you take at each."""

    kind: Literal["choose_hand"] = "choose_hand"
    inns: str


class TakeCopy(Action):
    """Setting up the Game: take ``card``, a copy still available of either character at
    your next initiative (in secret, everyone at once, one initiative at a time)."""

    kind: Literal["take_copy"] = "take_copy"
    card: int


class PlaceCard(Action):
    """Put a card of your hand not played this round face down."""

    kind: Literal["place_card"] = "place_card"
    card: int


class BlockCard(Action):
    """Block the card of ``seat`` with your Block icon."""

    kind: Literal["block"] = "block"
    seat: int


class Skip(Action):
    """Decline a choice you may decline."""

    kind: Literal["skip"] = "skip"


class PlaceTarget(Action):
    """Put your Target token on ``seat``'s face-down card (``named``: the initiative you
    name with it, for a Target that names one; 0 otherwise)."""

    kind: Literal["target"] = "target"
    seat: int
    named: int = 0


class ChoosePlayerAction(Action):
    """Pick ``seat`` for the ability's effects."""

    kind: Literal["choose_player"] = "choose_player"
    seat: int


class ReturnTokenAction(Action):
    """Send home ``owner``'s Target token lying on ``seat``'s Table Setting."""

    kind: Literal["return_token"] = "return_token"
    seat: int
    owner: int


class TransmuteAction(Action):
    """Return ``amount`` loot of your Table Setting to the Treasure (and gain for each)."""

    kind: Literal["transmute"] = "transmute"
    amount: int


class Pay(Action):
    """Pay the price asked of you."""

    kind: Literal["pay"] = "pay"


class Refuse(Action):
    """Refuse to pay (and take what follows)."""

    kind: Literal["refuse"] = "refuse"


class Bid(Action):
    """Bid ``amount`` in the open auction (from your Table Setting)."""

    kind: Literal["bid"] = "bid"
    amount: int


class PassBid(Action):
    """Pass in the open auction; you may not bid again in it."""

    kind: Literal["pass_bid"] = "pass_bid"


class SealedBid(Action):
    """Your hidden bid in a Quick Auction."""

    kind: Literal["sealed_bid"] = "sealed_bid"
    amount: int


class PickOption(Action):
    """As the auction's winner, pick option ``index`` (0 = the first) of the card."""

    kind: Literal["pick_option"] = "pick_option"
    index: int


ACTIONS = union_of(
    ChooseHand,
    TakeCopy,
    PlaceCard,
    BlockCard,
    Skip,
    PlaceTarget,
    ChoosePlayerAction,
    ReturnTokenAction,
    TransmuteAction,
    Pay,
    Refuse,
    Bid,
    PassBid,
    SealedBid,
    PickOption,
)
