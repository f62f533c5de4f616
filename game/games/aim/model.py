"""The state of an AIM match: plain mutable dataclasses, changed only by ``evolve``.

Cards are integer ids: ``0..125`` for one copy of the game, ``126..251`` for the
second copy the 3-4 player variant adds; ``card_def(id)`` gives the design.
Decks and piles keep their top card at the end of the list. A player's gold is
one number; the dice that show it are derived (as few dice as possible).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

HAND_SIZE = 5
PREMIUM_ROW = 4
SLOT_SPOTS = ("head", "back", "body", "hand1", "hand2")
STORE = "store"
COMPANION = "companion"
TIERS = ("uncommon", "rare", "epic")

# phases
SETUP_EQUIP = "setup_equip"
MARKET_TRASH = "market_trash"
MARKET_BUY = "market_buy"
EQUIP = "equip"
ATTACK = "attack"
DEFENDER_DISCARD = "defender_discard"
WORST_DAY = "worst_day"
GAME_OVER = "game_over"
PHASES = (
    SETUP_EQUIP,
    MARKET_TRASH,
    MARKET_BUY,
    EQUIP,
    ATTACK,
    DEFENDER_DISCARD,
    WORST_DAY,
    GAME_OVER,
)


def dice_for(gold: int) -> list[int]:
    """The dice showing ``gold``, highest first, using as few dice as possible."""
    if gold <= 0:
        return []
    full, rest = divmod(gold, 6)
    return [6] * full + ([rest] if rest else [])


def dice_count(gold: int) -> int:
    return (gold + 5) // 6 if gold > 0 else 0


@dataclass(slots=True)
class PlayerState:
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    mat: dict[int, str] = field(default_factory=dict)
    gold: int = 0
    locked: set[int] = field(default_factory=set)
    equip_done: bool = False
    attacked_last_turn: bool = False
    attacked_this_turn: bool = False

    def clone(self) -> PlayerState:
        return PlayerState(
            list(self.deck),
            list(self.hand),
            list(self.discard),
            dict(self.mat),
            self.gold,
            set(self.locked),
            self.equip_done,
            self.attacked_last_turn,
            self.attacked_this_turn,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
            "mat": [[c, s] for c, s in self.mat.items()],
            "gold": self.gold,
            "locked": sorted(self.locked),
            "equip_done": self.equip_done,
            "attacked_last_turn": self.attacked_last_turn,
            "attacked_this_turn": self.attacked_this_turn,
        }


@dataclass(slots=True)
class AimState:
    n_seats: int
    copies: int = 1
    dice_total: int = 10
    players: list[PlayerState] = field(default_factory=list)
    premium_deck: list[int] = field(default_factory=list)
    premium_row: list[int | None] = field(default_factory=lambda: [None] * PREMIUM_ROW)
    common_deck: list[int] = field(default_factory=list)
    common_card: int | None = None
    rebate: int = 0
    loot: dict[str, list[int]] = field(default_factory=lambda: {t: [] for t in TIERS})
    pesky: list[int] = field(default_factory=list)
    trash: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)
    phase: str = SETUP_EQUIP
    active: int = 0
    turn_order: list[int] = field(default_factory=list)
    turn: int = 0
    round: int = 0
    trashed_this_turn: bool = False
    trash_gold: int = 0
    bought_premium: bool = False
    bought_common: bool = False
    defender: int | None = None
    end_reason: str | None = None
    tied: list[int] = field(default_factory=list)
    result: dict[str, Any] | None = None
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    """Derived values cached by the rules (mat layouts, legal actions); ``evolve`` clears it
    and clones start empty. Never part of the canonical state."""

    def clone(self) -> AimState:
        return AimState(
            self.n_seats,
            self.copies,
            self.dice_total,
            [p.clone() for p in self.players],
            list(self.premium_deck),
            list(self.premium_row),
            list(self.common_deck),
            self.common_card,
            self.rebate,
            {t: list(v) for t, v in self.loot.items()},
            list(self.pesky),
            list(self.trash),
            list(self.box),
            self.phase,
            self.active,
            list(self.turn_order),
            self.turn,
            self.round,
            self.trashed_this_turn,
            self.trash_gold,
            self.bought_premium,
            self.bought_common,
            self.defender,
            self.end_reason,
            list(self.tied),
            dict(self.result) if self.result is not None else None,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "n_seats": self.n_seats,
            "copies": self.copies,
            "dice_total": self.dice_total,
            "players": [p.canonical() for p in self.players],
            "premium_deck": self.premium_deck,
            "premium_row": self.premium_row,
            "common_deck": self.common_deck,
            "common_card": self.common_card,
            "rebate": self.rebate,
            "loot": self.loot,
            "pesky": self.pesky,
            "trash": self.trash,
            "box": self.box,
            "phase": self.phase,
            "active": self.active,
            "turn_order": self.turn_order,
            "turn": self.turn,
            "round": self.round,
            "trashed_this_turn": self.trashed_this_turn,
            "trash_gold": self.trash_gold,
            "bought_premium": self.bought_premium,
            "bought_common": self.bought_common,
            "defender": self.defender,
            "end_reason": self.end_reason,
            "tied": self.tied,
            "result": self.result,
        }

    def dice_in_use(self) -> int:
        return sum(dice_count(p.gold) for p in self.players) + (1 if self.rebate else 0)

    def next_seat(self, seat: int) -> int:
        order = self.turn_order
        return order[(order.index(seat) + 1) % len(order)]


_ACTIVE_PLAYER_PHASES = frozenset((MARKET_TRASH, MARKET_BUY, EQUIP, ATTACK))


def seats_to_act(state: AimState) -> tuple[int, ...]:
    """Seats that may act now: everyone still equipping at the start, the defender choosing
    what to give up, the first tied player at the last tie-break, else the active player."""
    phase = state.phase
    if phase in _ACTIVE_PLAYER_PHASES:
        return (state.active,)
    if phase == SETUP_EQUIP:
        return tuple(i for i, p in enumerate(state.players) if not p.equip_done)
    if phase == DEFENDER_DISCARD:
        return (state.defender,) if state.defender is not None else ()
    if phase == WORST_DAY:
        return (state.tied[0],) if state.tied else ()
    if phase == GAME_OVER:
        return ()
    return (state.active,)
