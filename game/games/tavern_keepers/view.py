"""What one seat may know of a Tavern Keepers table (``seat=None``: everything).

Public: taverns (adventurers are dealt face up, prepared ones turned sideways), the
quest piles (stacked so every card shows), the Rumor Mill, the discard pile (bids are
discarded after the reveal, quests after they are won, sabotage pairs are shown), the
box, the deck's size, every hand's and bid pile's size, who has passed, committed or
won, and ``known``: cards every player saw go into a hand (adventurers sent out, bids
taken back after a reveal). Hidden: other players' hands and face-down bid piles,
and the deck order. A seat always sees its own hand and bid pile. The engine's turn
context (phase, round, who is to act, the result) is the view's ``ctx`` (game/core/view.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Strict
from game.core.state import copier
from game.core.view import GameView, seats_seen_by
from game.games.tavern_keepers.model import (
    BIDDING,
    LONE_MIN_BID,
    OPEN_MIN_BID,
    PlayerState,
    TkState,
)

if TYPE_CHECKING:
    from game.games.tavern_keepers.rules import TavernKeepersRules


class PlayerView(Strict):
    """One player as the viewer sees them; ``hand``/``bid`` are None when hidden."""

    seat: int
    hand: list[int] | None
    hand_count: int
    bid: list[int] | None
    bid_count: int
    known: list[int]
    """Cards of this player's hand or bid pile that everyone has seen (sorted)."""
    tavern: list[int]
    prepared: list[int]
    committed: bool
    passed: bool
    won: bool


class TkView(GameView):
    """The table as one seat sees it; ``ctx`` (and its shortcuts ``phase``, ``round``,
    ``viewer``, ``to_act``, ``end_reason``) is the engine's turn context."""

    quest_giver: int
    first_player: int
    players: list[PlayerView]
    quests: list[list[int]]
    """Each quest pile bottom to top; the last card is its Focus."""
    rumors: list[int | None]
    deck_count: int
    discard: list[int]
    box: list[int]
    opener: int | None
    quest: int | None
    bidder: int | None
    lone: bool
    min_bid: int
    """Cards the bidder to act must bid at least (given its hand), 0 when none is due."""
    bid_order: list[int]
    saboteur: int | None
    sabotage_passes: int


SHOWN = copier(
    TkState,
    "quest_giver",
    "first_player",
    "quests",
    "rumors",
    "discard",
    "box",
    "opener",
    "quest",
    "bidder",
    "lone",
    "bid_order",
    "saboteur",
    "sabotage_passes",
)
"""The table's fields every seat sees as they are (the view of them and the sample back)."""
PLAYER_SHOWN = copier(PlayerState, "tavern", "prepared", "committed", "passed", "won")
"""A player's fields every seat sees as they are."""


def min_bid(state: TkState, seat: int) -> int:
    """The smallest bid ``seat`` may commit now: one card to open, two as the lone bidder,
    capped by the cards it holds (hand and pile); 1 for a bid on someone else's quest."""
    p = state.players[seat]
    held = len(p.hand) + len(p.bid)
    if seat != state.opener:
        return 1
    need = LONE_MIN_BID if state.lone else OPEN_MIN_BID
    return min(need, held)


def make_view(rules: TavernKeepersRules, state: TkState, seat: int | None) -> TkView:
    """The view of ``seat``: never another seat's hand, face-down bid or the deck order."""
    players = [
        PlayerView.model_validate(
            PLAYER_SHOWN(
                p,
                seat=i,
                hand=list(p.hand) if mine else None,
                hand_count=len(p.hand),
                bid=list(p.bid) if mine else None,
                bid_count=len(p.bid),
                known=sorted(p.known),
            )
        )
        for i, p, mine in seats_seen_by(state.players, seat)
    ]
    bidder = state.bidder
    due = min_bid(state, bidder) if state.phase == BIDDING and bidder is not None else 0
    return TkView.model_validate(
        SHOWN(
            state,
            ctx=rules.context(state, seat),
            players=players,
            deck_count=len(state.deck),
            min_bid=due,
        )
    )
