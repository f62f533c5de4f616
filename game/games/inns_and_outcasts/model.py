"""The state of an Inns & Outcasts match: plain records changed only by ``evolve``.

Cards are the integer ids of ``cards.json`` (0..95). Seats are numbered clockwise. What a
seat may not see lives here too (other hands, face-down cards, secret choices); the view
(view.py) is what hides it.

The resolution of abilities is an interpreter over the card data (resolve.py). Whenever it
needs a player's answer it stops, and its place is kept in ``stack``: a list of
:class:`Frame` (the innermost last), each one effect list being worked through. ``asked``
says what is asked of whom; an open auction is the kit's ``auction`` (or, with the Quick
Auction option, the kit's sealed choices in ``secret``).
"""

from __future__ import annotations

from dataclasses import field
from enum import StrEnum
from typing import Any

from game.core.auction import OpenAuction
from game.core.simultaneous import SecretChoices
from game.core.state import (
    GAME_OVER,
    GameState,
    Record,
    copier,
    game_state,
    memo_field,
    record,
    sparse_field,
)

HOARD_TARGET = {3: 75, 4: 75, 5: 65, 6: 55, 7: 50, 8: 50}
"""Ending the Game: the Hoard that ends the game, by player count."""
ROUND_LENGTH = 5
"""Turns in a round (How to Play); the option ``round_length`` may shorten it."""
HAND_SIZE = 6
CALLS = 6
"""The Head of the Table calls initiatives 1 to 6."""

# phases
HANDS = "hands"
"""Everyone builds a hand of six in secret."""
PLACE = "place"
"""Everyone puts a card face down in secret."""
RESOLVE = "resolve"
"""The calls and reveals; a player may be asked to answer a choice."""
AUCTION = "auction"
"""An open auction (raise or pass)."""
QUICK_AUCTION = "quick_auction"
"""The Quick Auction option: sealed bids at once."""
PHASES = (HANDS, PLACE, RESOLVE, AUCTION, QUICK_AUCTION, GAME_OVER)

# secret choice topics
TOPIC_HANDS = "hands"
TOPIC_COPIES = "copies"
"""Choosing a copy at one initiative (the printed rule; ``hands`` is the Dealt copies
variant's whole-hand choice)."""
TOPIC_CARDS = "cards"
TOPIC_BIDS = "quick_auction"

LIST, PAY_OR = "list", "pay_or"
"""Frame kinds: an effect list worked through, or a pay-or asking player after player."""


@record
class Token(Record):
    """A Target token: ``owner``'s, lying on ``seat``'s Table Setting. ``path`` is the
    ``target`` effect in the owner's card; ``named`` the initiative named with it (0:
    none); ``live`` until it resolves (a resolved token stays until the turn ends)."""

    owner: int
    seat: int
    path: str
    named: int = 0
    live: bool = True


@record
class Frame(Record):
    """One level of the interpreter's stack: the effect list at ``path`` of ``seat``'s
    current card ("" is its Reveal ability; "0.options.1" the second option of its first
    effect), worked through from ``index``. ``target``/``chosen``/``winner`` are what
    those words mean inside it, ``named`` the initiative named by a Target token. A
    ``pay_or`` frame asks ``pending`` (in order) to pay or refuse."""

    seat: int
    path: str
    index: int = 0
    kind: str = LIST
    target: int | None = None
    chosen: int | None = None
    winner: int | None = None
    named: int = 0
    pending: list[int] = field(default_factory=list)


FRAME = copier(Frame)
"""A frame's fields, copied: the stack as state records and as events carry it."""


class AskKind(StrEnum):
    """The kinds of choice a card puts to a player (the decision kinds of abilities.py
    that stop the reveals for an answer). A ``StrEnum``: in the state, the log and a view
    it is the same string as ever; asks.py reads a choice into the typed model of its
    kind."""

    BLOCK_ICON = "block_icon"
    TARGET = "target"
    CHOOSE_PLAYER = "choose_player"
    RETURN_TOKEN = "return_token"
    TRANSMUTE = "transmute"
    PAY_OR = "pay_or"
    PICK_OPTION = "pick_option"


@record
class Asked(Record):
    """A choice put to ``seat``: its ``kind``, for the card of ``source`` at effect
    ``path``. ``options`` are the legal answers' fields (a seat; [seat, initiative]; [seat,
    owner]; an amount; an option index), sorted, as the log has always kept them
    (asks.py ``typed_ask`` names them); ``optional``: the seat may also skip."""

    seat: int
    kind: AskKind
    source: int
    path: str
    options: list[list[int]] = field(default_factory=list)
    optional: bool = False


@record
class PlayerState(Record):
    """One player: their hand of six (by initiative; empty until dealt), the inns they
    chose, the cards played this round, the cards of the hand ever revealed (``seen``),
    this turn's card and its state, the Table Setting and the Hoard."""

    hand: list[int] = field(default_factory=list)
    inns: str = ""
    played: list[int] = field(default_factory=list)
    seen: list[int] = field(default_factory=list)
    current: int | None = None
    face_up: bool = False
    resolved: bool = False
    blocked: bool = False
    table: int = 0
    hoard: int = 0
    traits: dict[str, str] = field(default_factory=dict)
    """This turn's trait changes (a Cultists' Target), trait -> value."""


@game_state
class IoState(GameState):
    """The table; ``phase``, ``round`` (the round number) and ``result`` come from GameState."""

    n_seats: int
    own_card_in_range: bool = False
    round_length: int = ROUND_LENGTH
    target: int = 0
    """The Hoard that ends the game."""
    quick_auction: bool = False
    pick_copies: bool = sparse_field(False)
    """Players choose the very copies of their hands (the printed rule); False: the Dealt
    copies variant (and every game saved before the choice existed)."""
    head: int = 0
    first_head: int = 0
    turn: int = 0
    turn_in_round: int = 0
    players: list[PlayerState] = field(default_factory=list)
    secret: SecretChoices | None = None
    auction: OpenAuction | None = None
    call: int = 0
    """The initiative called last this turn (0 before the first call)."""
    queue: list[int] = field(default_factory=list)
    """Seats of the called initiative still to resolve, in order."""
    resolving: int | None = None
    pending_loot: int = 0
    """Starting Loot of the card being resolved, not yet on its Table Setting."""
    tokens: list[Token] = field(default_factory=list)
    stack: list[Frame] = field(default_factory=list)
    asked: Asked | None = None
    winning_bids: dict[int, int] = field(default_factory=dict)
    """This turn's winning bids, by the seat whose card held the auction."""
    auction_seat: int = -1
    """The seat whose card holds the auction going on (or held the last one)."""
    auction_path: str = ""
    """The auction effect's path in that card."""
    memo: dict[Any, Any] = memo_field()

    def clockwise(self, start: int) -> list[int]:
        """Every seat once, clockwise (rising numbers) from ``start``."""
        n = self.n_seats
        return [(start + i) % n for i in range(n)]
