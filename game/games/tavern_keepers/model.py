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

from dataclasses import dataclass, field
from typing import Any

HAND_SIZE = 5
QUEST_SPACES = 3
LONE_MIN_BID = 2
OPEN_MIN_BID = 1

# phases
BIDDING = "bidding"
SABOTAGE = "sabotage"
GAME_OVER = "game_over"
PHASES = (BIDDING, SABOTAGE, GAME_OVER)


@dataclass(slots=True)
class PlayerState:
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

    def clone(self) -> PlayerState:
        return PlayerState(
            list(self.hand),
            list(self.tavern),
            list(self.prepared),
            list(self.bid),
            set(self.known),
            self.committed,
            self.passed,
            self.won,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "tavern": self.tavern,
            "prepared": self.prepared,
            "bid": self.bid,
            "known": sorted(self.known),
            "committed": self.committed,
            "passed": self.passed,
            "won": self.won,
        }


@dataclass(slots=True)
class TkState:
    n_seats: int
    players: list[PlayerState] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)
    quests: list[list[int]] = field(default_factory=lambda: [[] for _ in range(QUEST_SPACES)])
    rumors: list[int | None] = field(default_factory=lambda: [None] * QUEST_SPACES)
    phase: str = BIDDING
    round: int = 0
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
    result: dict[str, Any] | None = None
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    """Derived values cached by the rules; ``evolve`` clears it, never canonical."""

    def clone(self) -> TkState:
        return TkState(
            self.n_seats,
            [p.clone() for p in self.players],
            list(self.deck),
            list(self.discard),
            list(self.box),
            [list(q) for q in self.quests],
            list(self.rumors),
            self.phase,
            self.round,
            self.quest_giver,
            self.first_player,
            self.opener,
            self.quest,
            self.bidder,
            self.lone,
            list(self.bid_order),
            self.saboteur,
            self.sabotage_passes,
            list(self.winners),
            dict(self.result) if self.result is not None else None,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "n_seats": self.n_seats,
            "players": [p.canonical() for p in self.players],
            "deck": self.deck,
            "discard": self.discard,
            "box": self.box,
            "quests": self.quests,
            "rumors": self.rumors,
            "phase": self.phase,
            "round": self.round,
            "quest_giver": self.quest_giver,
            "first_player": self.first_player,
            "opener": self.opener,
            "quest": self.quest,
            "bidder": self.bidder,
            "lone": self.lone,
            "bid_order": self.bid_order,
            "saboteur": self.saboteur,
            "sabotage_passes": self.sabotage_passes,
            "winners": self.winners,
            "result": self.result,
        }

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
