"""What one seat may know of an Inns & Outcasts table (``seat=None``: everything; a seat
number equal to the number of seats: the public onlooker, who sees nothing private).

Public: the Head of the Table, the turn, round and call, every Table Setting and Hoard,
which seats have a card this turn, every face-up card (and whether it is Blocked, its
trait changes), the cards each player played this round and every card of a hand ever
revealed (``seen``), the Target tokens, the choice being asked and its options, the
auction, this turn's winning bids and where the resolution stands (``stack``). Private to
a seat: its own hand of six, the inns it chose, its face-down card and its secret choices.
Never shown to another seat: unrevealed hand cards, face-down cards, others' inn choices
and sealed bids before the reveal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.auction import AuctionView, auction_view
from game.core.model import Strict
from game.core.simultaneous import ChoicesView, choices_view
from game.core.state import copier
from game.core.view import GameView, assemble, seats_seen_by
from game.games.inns_and_outcasts.cards import N_CARDS
from game.games.inns_and_outcasts.events import FrameData
from game.games.inns_and_outcasts.model import HANDS, Asked, AskKind, IoState, PlayerState, Token
from game.games.inns_and_outcasts.resolve import frame_data

if TYPE_CHECKING:
    from game.games.inns_and_outcasts.rules import InnsRules


class SeatView(Strict):
    """One player as the viewer sees them; ``hand``, ``inns`` and a face-down ``card``
    are None when hidden from the viewer."""

    seat: int
    hoard: int
    table: int
    hand_size: int
    hand: list[int] | None
    inns: str | None
    played: list[int]
    """Cards played this round, in order (face up in the discard area)."""
    seen: list[int]
    """Cards of this hand ever revealed (sorted): everyone knows they are in it."""
    placed: bool
    """Has a card this turn (face down or up)."""
    face_up: bool
    card: int | None
    resolved: bool
    blocked: bool
    traits: dict[str, str]


class TokenView(Strict):
    owner: int
    seat: int
    path: str
    named: int
    live: bool


class AskedView(Strict):
    """The choice being asked: of ``seat``, its ``kind``, for ``source``'s card (``ask``:
    the typed model of its kind, asks.py)."""

    seat: int
    kind: AskKind
    source: int
    path: str
    options: list[list[int]]
    optional: bool


class IoView(GameView):
    """The table as one viewer sees it; ``ctx`` is the engine's turn context."""

    n_seats: int
    own_card_in_range: bool
    round_length: int
    target: int
    quick_auction: bool
    pick_copies: bool
    available: list[int]
    """While hands are built by choosing copies: the cards still on the table (sorted)."""
    head: int
    first_head: int
    turn: int
    turn_in_round: int
    call: int
    queue: list[int]
    resolving: int | None
    pending_loot: int
    players: list[SeatView]
    tokens: list[TokenView]
    stack: list[FrameData]
    asked: AskedView | None
    winning_bids: dict[int, int]
    auction_seat: int
    auction_path: str
    auction: AuctionView | None
    choices: ChoicesView | None


SHOWN = copier(
    IoState,
    "n_seats",
    "own_card_in_range",
    "round_length",
    "target",
    "quick_auction",
    "pick_copies",
    "head",
    "first_head",
    "turn",
    "turn_in_round",
    "call",
    "queue",
    "resolving",
    "pending_loot",
    "winning_bids",
    "auction_seat",
    "auction_path",
)
"""The table's fields every seat sees as they are (the view of them and the sample back)."""
PLAYER_SHOWN = copier(
    PlayerState, "hoard", "table", "played", "seen", "face_up", "resolved", "blocked", "traits"
)
"""A player's fields every seat sees as they are."""
TOKEN, ASKED = copier(Token), copier(Asked)
"""Target tokens and the choice being asked: nothing in them is hidden."""


def make_view(rules: InnsRules, state: IoState, seat: int | None) -> IoView:
    """The view of ``seat`` (None: everything; ``n_seats``: the public onlooker)."""
    players = [
        assemble(
            SeatView,
            PLAYER_SHOWN(
                p,
                seat=i,
                hand_size=len(p.hand),
                hand=list(p.hand) if mine else None,
                inns=p.inns or None if mine else None,
                placed=p.current is not None,
                card=p.current if p.face_up or mine else None,
            ),
        )
        for i, p, mine in seats_seen_by(state.players, seat)
    ]
    a = state.asked
    return assemble(
        IoView,
        SHOWN(
            state,
            ctx=rules.context(state, seat),
            players=players,
            tokens=[assemble(TokenView, TOKEN(t)) for t in state.tokens],
            stack=frame_data(state.stack),
            asked=None if a is None else assemble(AskedView, ASKED(a)),
            auction=auction_view(state.auction),
            choices=choices_view(state.secret, seat),
            available=_available(state),
        ),
    )


def _available(state: IoState) -> list[int]:
    """The copies on the table while hands are built by choosing copies (public)."""
    if not state.pick_copies or state.phase != HANDS:
        return []
    held = {c for p in state.players for c in p.hand}
    return [c for c in range(N_CARDS) if c not in held]
