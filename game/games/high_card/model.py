"""High Card's state, actions and events (the rules are in rules.py).

Cards are ids 0..35; a card's value is ``id // 4 + 1`` (1 to 9, four of each), so two
cards of one value are still two cards a table can tell apart.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Literal

from game.core.events import GameEnded, PositionLoaded
from game.core.model import Action, Event, union_of
from game.core.simultaneous import SECRET_EVENTS, SecretChoices
from game.core.state import GameState, Record, game_state, memo_field, record

DECK = 36
HAND = 5
ROUNDS = 5
PRIZES = (1, 2, 3, 4, 5)
CHOOSE = "choose"
"""The one phase besides the kit's ``game_over``: everyone picks a card in secret."""


def value(card: int) -> int:
    """The printed value of ``card`` (1 to 9)."""
    return card // 4 + 1


@record
class Player(Record):
    hand: list[int] = field(default_factory=list)
    played: list[int] = field(default_factory=list)
    """Cards this seat played, in round order (face up for everyone)."""
    score: int = 0


@game_state
class HcState(GameState):
    n_seats: int
    players: list[Player] = field(default_factory=list)
    stock: list[int] = field(default_factory=list)
    """Face-down draw pile; the next card drawn is the last."""
    prizes: list[int] = field(default_factory=list)
    """Face-down prizes still to come; the next one turned is the last."""
    turned: list[int] = field(default_factory=list)
    """Prizes turned so far, in round order (public)."""
    pot: int = 0
    """Points at stake this round: its prize plus what earlier ties left on the table."""
    secret: SecretChoices | None = None
    memo: dict[Any, Any] = memo_field()


class Play(Action):
    """Choose ``card`` from one's hand for this round (in secret; may be changed until the
    last seat chooses)."""

    kind: Literal["play"] = "play"
    card: int


class Dealt(Event):
    """The set-up: every hand, the draw pile and the prize pile in order (all secret)."""

    kind: Literal["dealt"] = "dealt"
    hands: list[list[int]]
    stock: list[int]
    prizes: list[int]


class PrizeTurned(Event):
    """Round ``round`` begins: the next prize turns up; ``pot`` is now at stake."""

    kind: Literal["prize_turned"] = "prize_turned"
    round: int
    prize: int
    pot: int


class RoundScored(Event):
    """The cards are up: ``winner`` (None: the top cards tied) takes ``points``."""

    kind: Literal["round_scored"] = "round_scored"
    winner: int | None
    card: int | None
    points: int


class CardDrawn(Event):
    """``seat`` draws ``card`` from the stock (only that seat may read the card)."""

    kind: Literal["card_drawn"] = "card_drawn"
    seat: int
    card: int


ACTIONS = union_of(Play)
EVENTS = union_of(
    Dealt, PrizeTurned, RoundScored, CardDrawn, *SECRET_EVENTS, PositionLoaded, GameEnded
)
