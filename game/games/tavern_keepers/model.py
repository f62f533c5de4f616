"""The state of a Tavern Keepers match: plain mutable dataclasses changed only by ``evolve``.

Cards are integer ids (see cards.py: quests 0..47, adventurers 48..67). The deck keeps
its top card at the end of its list; a quest pile keeps its Focus (top) card at the end.
Hands are kept sorted. A player's tavern holds the adventurers still at home
(``tavern``: unprepared, ``prepared``: turned sideways, leaving at the end of the round).

``known[seat]``: cards of that seat's hand or face-down bid pile that every player has
seen go there (adventurers taken into hand, bid cards taken back after a reveal). Bots
and the views use it to count cards as a player at the table would.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from game.core.state import GAME_OVER, GameState, Record, game_state, memo_field, record

HAND_SIZE = 5
QUEST_SPACES = 3
LONE_MIN_BID = 2
OPEN_MIN_BID = 1

# phases
BIDDING = "bidding"
SABOTAGE = "sabotage"
PHASES = (BIDDING, SABOTAGE, GAME_OVER)


@record
class PlayerState(Record):
    hand: list[int] = field(default_factory=list)
    tavern: list[int] = field(default_factory=list)
    prepared: list[int] = field(default_factory=list)
    bid: list[int] = field(default_factory=list)
    known: set[int] = field(default_factory=set)
    committed: bool = False
    """The bid pile is final (committed) for the current bid."""
    passed: bool = False
    """Passed on the current bid."""
    won: bool = False
    """Won a bid this round."""


@game_state
class TkState(GameState):
    """The table; ``phase``, ``round`` and ``result`` come from GameState (game/core/state.py),
    and clone/canonical/from_canonical are generated from these fields."""

    n_seats: int
    players: list[PlayerState] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)
    quests: list[list[int]] = field(default_factory=lambda: [[] for _ in range(QUEST_SPACES)])
    rumors: list[int | None] = field(default_factory=lambda: [None] * QUEST_SPACES)
    quest_giver: int = 0
    first_player: int = 0
    """Who held the Quest Giver token in round 1."""
    opener: int | None = None
    """The seat that opens (or opened) the bid in progress."""
    quest: int | None = None
    """The quest (0..2) the bid in progress is for; None until the opener picks one."""
    bidder: int | None = None
    """The seat whose turn it is to bid (or to pick the quest, as the opener)."""
    lone: bool = False
    """The bid in progress is a lone bidder's (at least two cards, wins at once)."""
    bid_order: list[int] = field(default_factory=list)
    """Seats that committed a bid on the quest in progress, in the order they bid."""
    saboteur: int | None = None
    """The seat whose turn it is in the sabotage step."""
    sabotage_passes: int = 0
    """Players who passed in a row in the sabotage step (it ends when all have)."""
    winners: list[int] = field(default_factory=list)
    """Set at the end: every player whose tavern was empty."""
    memo: dict[Any, Any] = memo_field()
    """Derived values cached by the rules; ``evolve`` clears it, never canonical."""

    def clockwise(self, start: int) -> list[int]:
        """Every seat once, clockwise (rising seat numbers), beginning with ``start``."""
        return [(start + i) % self.n_seats for i in range(self.n_seats)]

    def focus(self, quest: int) -> int | None:
        """The Focus card of quest ``quest`` (its top card), or None for an empty space."""
        pile = self.quests[quest]
        return pile[-1] if pile else None


def seats_to_act(state: TkState) -> tuple[int, ...]:
    """The one seat that may act: the bidder while bidding, the saboteur in the sabotage
    step, nobody once the game is over."""
    if state.phase == BIDDING and state.bidder is not None:
        return (state.bidder,)
    if state.phase == SABOTAGE and state.saboteur is not None:
        return (state.saboteur,)
    return ()
