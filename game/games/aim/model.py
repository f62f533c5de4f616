"""The state of an AIM match: state records (game/core/state.py), changed only by ``evolve``.

Cards are integer ids: ``0..125`` for one copy of the game, ``126..251`` for the
second copy the 3-4 player variant adds; ``card_def(id)`` gives the design.
Decks and piles keep their top card at the end of the list. A player's gold is
one number; the dice that show it are derived (as few dice as possible).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from game.core.state import (
    GAME_OVER,
    GameResult,
    GameState,
    Record,
    copier,
    game_state,
    memo_field,
    pairs_field,
    record,
)

HAND_SIZE = 5
PREMIUM_ROW = 4
SLOT_SPOTS = ("head", "back", "body", "hand1", "hand2")
STORE = "store"
COMPANION = "companion"
INSIDE = "in:"
"""A spot inside another card (a Sack, a Backpack): ``in:<host card id>``."""


def inside(host: int) -> str:
    """The spot inside card ``host``."""
    return f"{INSIDE}{host}"


def host_of(spot: str) -> int | None:
    """The card a spot is inside of, or None for a slot, storage or the companions."""
    return int(spot[len(INSIDE) :]) if spot.startswith(INSIDE) else None


TIERS = ("uncommon", "rare", "epic")

# phases
SETUP_EQUIP = "setup_equip"
MARKET_TRASH = "market_trash"
MARKET_BUY = "market_buy"
EQUIP = "equip"
ATTACK = "attack"
DEFENDER_DISCARD = "defender_discard"
WORST_DAY = "worst_day"
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


@record
class PlayerState(Record):
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    mat: dict[int, str] = pairs_field()
    """Card -> spot, in the order placed (saved as [card, spot] pairs: the order matters)."""
    gold: int = 0
    locked: set[int] = field(default_factory=set)
    """Cards on the mat whose "Draw a Card" was used this equip phase (they stay placed)."""
    equip_done: bool = False
    attacked_last_turn: bool = False
    attacked_this_turn: bool = False


@record
class AimResult(GameResult):
    """How the game ended, shaped as AIM's saves record it (their state hashes depend on it):
    the whole game-ended event, with its ``kind`` and a ``tiebreak`` even when none."""

    tiebreak: str | None = None
    kind: str = "game_ended"


AIM_RESULT = copier(AimResult, but=("reason", "kind"))
"""An AimResult's fields, copied from the GameEnded event or the view's result (the saved
result keeps no reason: AIM's views add it from ``end_reason``)."""


@game_state
class AimState(GameState):
    """The table. ``phase``, ``round`` and ``result`` are GameState's (game/core/state.py);
    clone, canonical and from_canonical are generated from these fields."""

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
    phase: str = field(default=SETUP_EQUIP, kw_only=True)
    active: int = 0
    turn_order: list[int] = field(default_factory=list)
    turn: int = 0
    trashed_this_turn: bool = False
    trash_gold: int = 0
    bought_premium: bool = False
    bought_common: bool = False
    defender: int | None = None
    end_reason: str | None = None
    """Why the game is ending (set when the end is triggered; the round is finished first)."""
    tied: list[int] = field(default_factory=list)
    result: AimResult | None = field(default=None, kw_only=True)
    memo: dict[Any, Any] = memo_field()
    """Derived values cached by the rules (mat layouts); ``evolve`` clears it and clones start
    empty. Never part of the canonical state."""

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
