"""Loot Roll events: the facts the rules derive (README section 3.6).

Every chance outcome (deck orders, dice, a random steal) and every hidden card is written
into an event; the views and ``describe`` hide from each seat what it may not know. The
kit's window and secret-choice events and the shared PositionLoaded / GameEnded complete
the union.
"""

from __future__ import annotations

from typing import Literal

from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event, union_of
from game.core.priority import WINDOW_EVENTS
from game.core.simultaneous import SECRET_EVENTS

Reason = Literal["defeat", "toll", "overflow", "clear"]
Scope = Literal["fight", "roll"]


# ------------------------------------------------------------------ set-up and turns
class GameSetUp(Event):
    """The table: seats, the options in force, and every deck shuffled (top = last).
    ``stacks`` came later: a set-up without it dealt three monster stacks (D3)."""

    kind: Literal["game_set_up"] = "game_set_up"
    seats: int
    torch: int
    scaled: bool
    piles: dict[str, list[int]]
    stacks: bool = True


class AbilityDealt(Event):
    """``seat`` draws an ability card at the start (seen by that seat only)."""

    kind: Literal["ability_dealt"] = "ability_dealt"
    seat: int
    card: int


class FirstPlayerChosen(Event):
    """Chance picks who goes first."""

    kind: Literal["first_player_chosen"] = "first_player_chosen"
    seat: int


class DungeonEntered(Event):
    kind: Literal["dungeon_entered"] = "dungeon_entered"
    dungeon: int
    first: int


class TurnStarted(Event):
    """``seat``'s dungeon turn begins (the ``turn``-th of this dungeon)."""

    kind: Literal["turn_started"] = "turn_started"
    seat: int
    turn: int


class ExtraActionTaken(Event):
    """``seat`` takes the extra main action a card gave it."""

    kind: Literal["extra_action_taken"] = "extra_action_taken"
    seat: int


# ------------------------------------------------------------------ cards and effects
class CardPlayed(Event):
    """``seat`` played an ability card or used a loot card (with its choices)."""

    kind: Literal["card_played"] = "card_played"
    seat: int
    card: int
    target: int | None = None
    pick: int | None = None


class ModifierAdded(Event):
    """A card adds ``amount`` to a seat, the party (-1) or the monster (-2) in this fight,
    or to a roller's total in this roll."""

    kind: Literal["modifier_added"] = "modifier_added"
    card: int
    by: int
    target: int
    amount: int
    scope: Scope


class ModifierCancelled(Event):
    kind: Literal["modifier_cancelled"] = "modifier_cancelled"
    by: int
    index: int
    scope: Scope


class Equipped(Event):
    """``seat`` wears ``card``; the ``displaced`` cards go to its bag."""

    kind: Literal["equipped"] = "equipped"
    seat: int
    card: int
    displaced: list[int] = []


class DieRerolled(Event):
    """``seat``'s die is thrown again: it shows ``face``; ``kept`` is the face that counts."""

    kind: Literal["die_rerolled"] = "die_rerolled"
    seat: int
    face: int
    kept: int


class RollsSwapped(Event):
    """Two rollers trade totals (dice, carried bonuses and the cards played on them)."""

    kind: Literal["rolls_swapped"] = "rolls_swapped"
    a: int
    b: int


class AbilityDrawn(Event):
    """``seat`` draws an ability card (seen by that seat only)."""

    kind: Literal["ability_drawn"] = "ability_drawn"
    seat: int
    card: int


class LootDrawn(Event):
    """``seat`` draws a loot card into its bag (a card effect)."""

    kind: Literal["loot_drawn"] = "loot_drawn"
    seat: int
    card: int


class MonsterScouted(Event):
    """``seat`` looks at the top monster of the dungeon's deck (seen by that seat only)."""

    kind: Literal["monster_scouted"] = "monster_scouted"
    seat: int
    card: int


class ScoutDecided(Event):
    kind: Literal["scout_decided"] = "scout_decided"
    seat: int
    bottom: bool


class HandPeeked(Event):
    """``seat`` looks at ``target``'s ability cards (seen by those two only)."""

    kind: Literal["hand_peeked"] = "hand_peeked"
    seat: int
    target: int
    cards: list[int]


class AbilityStolen(Event):
    """``seat`` takes a random ability card from ``victim`` (seen by those two only)."""

    kind: Literal["ability_stolen"] = "ability_stolen"
    seat: int
    victim: int
    card: int


class LootStolen(Event):
    kind: Literal["loot_stolen"] = "loot_stolen"
    seat: int
    victim: int
    card: int


class LootBanked(Event):
    """A bag card goes to its owner's bank (a deposit in town, or Carrier Pigeon)."""

    kind: Literal["loot_banked"] = "loot_banked"
    seat: int
    card: int


class FlightForbidden(Event):
    kind: Literal["flight_forbidden"] = "flight_forbidden"
    seat: int


class SideSwitched(Event):
    """After the reveal ``seat`` joins the fight (``fighting``) or leaves it."""

    kind: Literal["side_switched"] = "side_switched"
    seat: int
    fighting: bool


class Warded(Event):
    kind: Literal["warded"] = "warded"
    seat: int


class RewardRaised(Event):
    kind: Literal["reward_raised"] = "reward_raised"
    rarity: str
    count: int


class MonsterReplaced(Event):
    """The monster about to be fought is discarded and ``new`` (drawn) takes its place."""

    kind: Literal["monster_replaced"] = "monster_replaced"
    old: int
    new: int


class ExtraActionGained(Event):
    kind: Literal["extra_action_gained"] = "extra_action_gained"
    seat: int


class DiscountSet(Event):
    kind: Literal["discount_set"] = "discount_set"
    seat: int
    amount: int


class DeckReshuffled(Event):
    """A deck ran out: its discard pile, shuffled, is the new deck (top = last)."""

    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    pile: str
    order: list[int]


# ------------------------------------------------------------------ main actions
class CommonDrawn(Event):
    """``seat`` explores and draws a common loot card (shown to all)."""

    kind: Literal["common_drawn"] = "common_drawn"
    seat: int
    card: int


class LootKept(Event):
    kind: Literal["loot_kept"] = "loot_kept"
    seat: int
    card: int


class ClearingStarted(Event):
    kind: Literal["clearing_started"] = "clearing_started"
    seat: int


class LootDropped(Event):
    """A bag card goes to its discard pile; ``settles``: it pays a drop that was owed."""

    kind: Literal["loot_dropped"] = "loot_dropped"
    seat: int
    card: int
    reason: Reason
    settles: bool = False


class DropOwed(Event):
    """``seat`` must discard ``count`` loot cards of its choice (``reason``)."""

    kind: Literal["drop_owed"] = "drop_owed"
    seat: int
    count: int
    reason: Reason


# ------------------------------------------------------------------ the fight
class MonsterDrawn(Event):
    """``caller`` draws ``card`` to fight it as a regular monster or a boss."""

    kind: Literal["monster_drawn"] = "monster_drawn"
    card: int
    boss: bool
    caller: int


class MonsterShelved(Event):
    """Nobody fights: the monster goes to the bottom of its deck."""

    kind: Literal["monster_shelved"] = "monster_shelved"
    card: int


class FightWon(Event):
    kind: Literal["fight_won"] = "fight_won"
    monster: int
    total: int
    need: int


class RewardDrawn(Event):
    """A reward card is drawn for the loot rolls."""

    kind: Literal["reward_drawn"] = "reward_drawn"
    card: int


class FightLost(Event):
    """The party is beaten; ``owed``: loot cards each fighter loses."""

    kind: Literal["fight_lost"] = "fight_lost"
    monster: int
    total: int
    need: int
    owed: dict[int, int]


class MonsterDiscarded(Event):
    kind: Literal["monster_discarded"] = "monster_discarded"
    card: int


# ------------------------------------------------------------------ rolls
class DiceRolled(Event):
    """The ``rollers`` throw for ``card``: ``faces``, plus each one's carried ``bonus``."""

    kind: Literal["dice_rolled"] = "dice_rolled"
    card: int
    faces: dict[int, int]
    bonus: dict[int, int]


class LootWon(Event):
    """``seat`` takes ``card`` with the best total (``totals``: empty when it was the only
    one who could roll)."""

    kind: Literal["loot_won"] = "loot_won"
    seat: int
    card: int
    totals: dict[int, int] = {}


class LootUnclaimed(Event):
    """Nobody could roll for ``card``: it is discarded."""

    kind: Literal["loot_unclaimed"] = "loot_unclaimed"
    card: int


# ------------------------------------------------------------------ dungeons and town
class DungeonCleared(Event):
    kind: Literal["dungeon_cleared"] = "dungeon_cleared"
    dungeon: int


class DungeonCollapsed(Event):
    """The torch burned out: the party leaves the dungeon without beating its boss."""

    kind: Literal["dungeon_collapsed"] = "dungeon_collapsed"
    dungeon: int


class TownOpened(Event):
    """Town turns go in ``order`` (two rounds from the starter)."""

    kind: Literal["town_opened"] = "town_opened"
    order: list[int]


class VendorRefilled(Event):
    """Space ``offer`` of the vendor's row gets ``card`` (None: the ability deck is out)."""

    kind: Literal["vendor_refilled"] = "vendor_refilled"
    offer: int
    card: int | None


class Bought(Event):
    """``seat`` buys ``card`` from space ``offer`` for ``price``, discarding ``pay``."""

    kind: Literal["bought"] = "bought"
    seat: int
    offer: int
    card: int
    price: int
    pay: list[int]


class TownTurnEnded(Event):
    kind: Literal["town_turn_ended"] = "town_turn_ended"
    seat: int


class TownClosed(Event):
    """The unsold row goes to the ability discard pile."""

    kind: Literal["town_closed"] = "town_closed"
    discarded: list[int]


class FinalSwaps(Event):
    """At the count, ``seat`` puts bag cards on to take worn ones off: each swap is
    ``[card put on, *cards taken off]``."""

    kind: Literal["final_swaps"] = "final_swaps"
    seat: int
    swaps: list[list[int]]


EVENTS = union_of(
    GameSetUp,
    AbilityDealt,
    FirstPlayerChosen,
    DungeonEntered,
    TurnStarted,
    ExtraActionTaken,
    CardPlayed,
    ModifierAdded,
    ModifierCancelled,
    Equipped,
    DieRerolled,
    RollsSwapped,
    AbilityDrawn,
    LootDrawn,
    MonsterScouted,
    ScoutDecided,
    HandPeeked,
    AbilityStolen,
    LootStolen,
    LootBanked,
    FlightForbidden,
    SideSwitched,
    Warded,
    RewardRaised,
    MonsterReplaced,
    ExtraActionGained,
    DiscountSet,
    DeckReshuffled,
    CommonDrawn,
    LootKept,
    ClearingStarted,
    LootDropped,
    DropOwed,
    MonsterDrawn,
    MonsterShelved,
    FightWon,
    RewardDrawn,
    FightLost,
    MonsterDiscarded,
    DiceRolled,
    LootWon,
    LootUnclaimed,
    DungeonCleared,
    DungeonCollapsed,
    TownOpened,
    VendorRefilled,
    Bought,
    TownTurnEnded,
    TownClosed,
    FinalSwaps,
    *SECRET_EVENTS,
    *WINDOW_EVENTS,
    PositionLoaded,
    GameEnded,
)

BARRIER_EVENTS: tuple[type[Event], ...] = (
    GameSetUp,
    AbilityDealt,
    FirstPlayerChosen,
    DieRerolled,
    AbilityDrawn,
    LootDrawn,
    MonsterScouted,
    HandPeeked,
    AbilityStolen,
    MonsterReplaced,
    DeckReshuffled,
    CommonDrawn,
    MonsterDrawn,
    RewardDrawn,
    DiceRolled,
    VendorRefilled,
)
"""Events that reveal a hidden card or record chance: undo never crosses them."""
