"""The state of a Loot Roll match: plain records changed only by ``evolve`` (evolve.py).

Cards are integer ids (cards.py: abilities, then common, rare and epic loot, then the
monsters of dungeons 1-3). A deck keeps its top card at the END of its list. Hands and bags
are kept sorted (their order carries no information). A two-handed item sits under both
``main_hand`` and ``off_hand`` in ``slots``.

Phases (README section 3.3): ``turn`` (the active seat's free plays and main action),
``place`` (the explored card), ``clear`` (discarding loot), ``monster`` (a monster was just
drawn), ``prepare`` / ``fight`` / ``roll`` (response windows of those topics), ``choose``
(Fight or Flight, face down), ``revealed`` (choices shown, flee tolls being paid), ``dice``
(dice just landed), ``defeat`` (losers paying), ``town`` and ``game_over``. ``monster``,
``revealed``, ``dice`` and ``defeat`` are passing steps: the engine leaves them at once unless
a drop is owed. A ``pending`` decision (a drop owed, a scout's choice) interrupts any phase.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from game.core.priority import ResponseWindow
from game.core.simultaneous import SecretChoices
from game.core.state import (
    GAME_OVER,
    GameState,
    Record,
    game_state,
    memo_field,
    record,
    sparse_field,
)

# phases
TURN = "turn"
PLACE = "place"
CLEAR = "clear"
MONSTER = "monster"
PREPARE = "prepare"
CHOOSE = "choose"
REVEALED = "revealed"
FIGHT = "fight"
DEFEAT = "defeat"
DICE = "dice"
ROLL = "roll"
TOWN = "town"
PHASES = (TURN, PLACE, CLEAR, MONSTER, PREPARE, CHOOSE, REVEALED, FIGHT, DEFEAT, DICE, ROLL, TOWN)
PHASE_NAMES = {
    TURN: "your turn",
    PLACE: "placing the explored card",
    CLEAR: "discarding loot",
    MONSTER: "preparation",
    PREPARE: "preparation",
    CHOOSE: "fight or flight",
    REVEALED: "fight or flight",
    FIGHT: "the fight",
    DEFEAT: "the defeat",
    DICE: "a loot roll",
    ROLL: "a loot roll",
    TOWN: "town",
    GAME_OVER: "the end",
}
FIGHT_OR_FLIGHT = "fight_or_flight"
"""The topic of the secret choice (the kit's simultaneous choices)."""

PARTY = -1
"""A modifier's target: the whole party."""
MONSTER_TARGET = -2
"""A modifier's target: the monster."""

DECKS = ("ability", "common", "rare", "epic", "monsters-1", "monsters-2", "monsters-3")
"""The printed piles of the cards (cards.json); the monster stacks are one pile unless the
three-stacks variant is on (:func:`home_pile`)."""
ONE_MONSTER_PILE = "monsters"
"""The rulebook's one monster pile (R2, R34), used unless the three-stacks variant is on."""


def home_pile(pile: str, stacks: bool) -> str:
    """Where a card whose printed pile is ``pile`` lives and is discarded: the three dungeon
    stacks merge into the one monster pile unless ``stacks`` (the variant, D3) is on."""
    return ONE_MONSTER_PILE if not stacks and pile.startswith("monsters-") else pile


def monster_pile(dungeon: int, stacks: bool) -> str:
    """The pile dungeon ``dungeon``'s fights draw from (D3)."""
    return f"monsters-{dungeon}" if stacks else ONE_MONSTER_PILE


@record
class Modifier(Record):
    """A bonus or penalty a card added to this fight or roll: ``target`` is a seat,
    ``PARTY`` or ``MONSTER_TARGET``; ``live`` turns False when a card cancels it."""

    card: int
    by: int
    target: int
    amount: int
    live: bool = True


@record
class Pending(Record):
    """A decision owed before play goes on: ``drop`` (``count`` loot cards from ``seat``'s
    bag, for ``reason``: defeat, toll or overflow) or ``scout`` (top or bottom)."""

    kind: str
    seat: int
    count: int = 0
    reason: str = ""


@record
class PlayerState(Record):
    hand: list[int] = field(default_factory=list)
    """Ability cards (hidden), sorted."""
    bag: list[int] = field(default_factory=list)
    """Loot carried (public), sorted."""
    bank: list[int] = field(default_factory=list)
    """Loot banked in town (public), in deposit order."""
    slots: dict[str, int] = field(default_factory=dict)
    """Worn equipment: slot -> card (a two-handed card under both hand slots)."""
    known: dict[int, list[int]] = field(default_factory=dict)
    """Other seat -> ability cards of this hand that seat has seen there (peek, steal)."""


@record
class FightState(Record):
    """The monster being fought and everything that lives and dies with the fight."""

    monster: int
    boss: bool
    caller: int
    fighters: list[int] = field(default_factory=list)
    fled: list[int] = field(default_factory=list)
    forbid: list[int] = field(default_factory=list)
    """Seats that may only choose Fight (Taunt)."""
    warded: list[int] = field(default_factory=list)
    extra: dict[str, int] = field(default_factory=dict)
    """Extra reward cards by rarity (Deep Pockets)."""
    mods: list[Modifier] = field(default_factory=list)


@record
class RollState(Record):
    """The loot rolls after a won fight: the ``queue`` of cards still to roll for (lowest
    value first), the ``card`` being rolled for now, its ``rollers``, their die ``dice`` and
    the carried roll ``bonus`` each had when the dice landed, and the roll's modifiers."""

    party: list[int] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    card: int | None = None
    rollers: list[int] = field(default_factory=list)
    dice: dict[int, int] = field(default_factory=dict)
    bonus: dict[int, int] = field(default_factory=dict)
    mods: list[Modifier] = field(default_factory=list)


@game_state
class LrState(GameState):
    """The table; ``phase``, ``round`` (dungeon rounds begun, all dungeons) and ``result``
    come from GameState."""

    n_seats: int
    torch: int = 0
    """Rounds a dungeon lasts at most; 0: no torch, the printed rules (variant, D46)."""
    scaled: bool = False
    """Monster Survivability adjusted to the table size (variant, D4)."""
    stacks: bool = sparse_field(True)
    """Three monster stacks, one per dungeon (variant, D3); False: the rulebook's one pile.
    Sparse with the older default, so the hashes of saves from before it are unchanged."""
    first: int = 0
    active: int = 0
    dungeon: int = 1
    opener: int = 0
    """Who took the first turn in this dungeon (its rounds start with that seat)."""
    turns: int = 0
    """Dungeon turns begun in this dungeon."""
    clock: int = 0
    """Main actions and town turns begun in the whole game (the search bots' yardstick)."""
    regular_wins: int = 0
    boss_down: bool = False
    players: list[PlayerState] = field(default_factory=list)
    decks: dict[str, list[int]] = field(default_factory=dict)
    discards: dict[str, list[int]] = field(default_factory=dict)
    vendor: list[int | None] = field(default_factory=list)
    town_order: list[int] = field(default_factory=list)
    town_mode: str = ""
    buys: int = 0
    discount: int = 0
    extra_actions: int = 0
    moved: set[int] = field(default_factory=set)
    exhausted: set[int] = field(default_factory=set)
    placing: int | None = None
    cleared: int = 0
    """Loot cards discarded so far in the current discard-loot action."""
    fight: FightState | None = None
    roll: RollState | None = None
    window: ResponseWindow | None = None
    secret: SecretChoices | None = None
    pending: list[Pending] = field(default_factory=list)
    scouted: dict[int, int] = field(default_factory=dict)
    """Seat -> the monster it saw on top of the dungeon's deck, while it is still there."""
    memo: dict[Any, Any] = memo_field()

    def clockwise(self, start: int) -> list[int]:
        """Every seat once, clockwise (rising seat numbers), from ``start``."""
        n = self.n_seats
        return [(start + i) % n for i in range(n)]

    def monster_pile(self) -> str:
        """The pile fights draw from: the one monster pile, or this dungeon's stack (D3)."""
        return monster_pile(self.dungeon, self.stacks)
