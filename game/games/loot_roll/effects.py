"""Loot Roll's effect language: what cards do, as data the rules interpret.

No card carries code. A card's behaviour is a tuple of effects from three small
discriminated unions (pydantic, on ``kind``):

- :data:`ActiveEffect`: what an ability card, or a usable loot card, does when played.
  Each kind says in which moments it makes sense (``ALLOWED``, a subset of
  :data:`MOMENTS`) and which decisions it asks of its player (:meth:`choices`); each
  decision becomes a field of the play action (``target``: a seat, ``pick``: a card id or
  a modifier index) or a follow-up action after something hidden is shown.
- :data:`PassiveEffect`: what a loot card does while equipped or carried.
- :data:`MonsterEffect`: a monster's special condition in the fight against it.

The README (section "Effect vocabulary") states how the engine resolves each kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field, field_validator

from game.core.model import Strict

Timing = Literal["your_turn", "preparation", "fight", "roll", "town", "any"]
"""When a card may be played: on your own turn before the main action; in the preparation
window; in the fight window; in the window after a loot roll; on your town turn; or
"any": at every one of those moments (the rulebook's "no timing printed") and, when its
effects work anywhere, at ``ANYTIME`` too."""
MOMENTS: tuple[Timing, ...] = ("your_turn", "preparation", "fight", "roll", "town")
ALL_MOMENTS = frozenset(MOMENTS)
ANYTIME = "anytime"
"""The moment of a seat the game is not waiting for (another player's turn, town turn,
window or choice, D5): only a card that prints no timing ("any", R6) and whose effects
work at every moment may be played in it."""
Rarity = Literal["common", "rare", "epic"]
RARITIES: tuple[Rarity, ...] = ("common", "rare", "epic")
Slot = Literal["head", "body", "legs", "feet", "main_hand", "off_hand", "two_hands"]
SLOTS: tuple[str, ...] = ("head", "body", "legs", "feet", "main_hand", "off_hand")
"""The six equipment slots; a ``two_hands`` item fills ``main_hand`` and ``off_hand``."""
DeckName = Literal["ability", "common", "rare", "epic"]
Seat = Literal["self", "other", "any"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One decision an effect asks of its player; ``field`` is the play action's field that
    carries it (``target``: a seat; ``pick``: a card id or modifier index), or ``follow_up``
    for a decision taken by a separate action after something hidden is revealed."""

    field: Literal["target", "pick", "follow_up"]
    what: str


_SEAT_WORDS = {"other": "another player", "any": "any player (you too)"}


def _seat_choice(target: str, who: str) -> tuple[Choice, ...]:
    if target == "self":
        return ()
    return (Choice("target", f"{_SEAT_WORDS[target]} {who}".strip()),)


# ------------------------------------------------------------------ active effects
class _Active(Strict):
    """Base of the played effects: the moments they make sense in, and their choices."""

    ALLOWED: ClassVar[frozenset[str]] = ALL_MOMENTS

    def choices(self) -> tuple[Choice, ...]:
        return ()


class AdjustRoll(_Active):
    """Add ``amount`` (negative: subtract) to the current total of a player's loot roll.
    ``self``: your own roll (you must be rolling); ``other``/``any``: a chosen roller."""

    kind: Literal["adjust_roll"]
    amount: int = Field(ge=-10, le=10)
    target: Seat
    ALLOWED = frozenset({"roll"})

    @field_validator("amount")
    @classmethod
    def _nonzero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("must not be 0")
        return v

    def choices(self) -> tuple[Choice, ...]:
        return _seat_choice(self.target, "who is rolling")


class Reroll(_Active):
    """A roller throws the die again; ``keep`` ``new`` replaces the die, ``higher`` keeps
    the better of the two. Modifiers already played stay on that roller's total."""

    kind: Literal["reroll"]
    target: Seat
    keep: Literal["new", "higher"]
    ALLOWED = frozenset({"roll"})

    def choices(self) -> tuple[Choice, ...]:
        return _seat_choice(self.target, "who is rolling")


class SwapRolls(_Active):
    """You (a roller) and a chosen other roller exchange your current totals."""

    kind: Literal["swap_rolls"]
    ALLOWED = frozenset({"roll"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("target", "another player who is rolling"),)


class AdjustSurvivability(_Active):
    """Until this fight ends: ``amount`` on a player (counts only if they fight), on the
    party's total (``party``) or on the monster (``monster``)."""

    kind: Literal["adjust_survivability"]
    amount: int = Field(ge=-10, le=10)
    target: Literal["self", "other", "any", "party", "monster"]
    ALLOWED = frozenset({"preparation", "fight"})

    @field_validator("amount")
    @classmethod
    def _nonzero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("must not be 0")
        return v

    def choices(self) -> tuple[Choice, ...]:
        if self.target in ("self", "party", "monster"):
            return ()
        return _seat_choice(self.target, "")


class Negate(_Active):
    """Cancel one modifier a card added that is still in force: in a fight, any bonus or
    penalty added in its preparation or fight window; after a roll, one added to that roll."""

    kind: Literal["negate"]
    ALLOWED = frozenset({"preparation", "fight", "roll"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("pick", "a modifier in force in this fight or roll (its index)"),)


class Draw(_Active):
    """Draw ``count`` cards: ability cards to your hand, loot to your bag (a full bag then
    asks you to drop a card)."""

    kind: Literal["draw"]
    deck: DeckName
    count: int = Field(ge=1, le=3)


class Scout(_Active):
    """Look at the top monster of the current dungeon's deck; then keep it on top or put it
    at the bottom."""

    kind: Literal["scout"]
    ALLOWED = frozenset({"your_turn", "preparation", "fight", "roll"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("follow_up", "leave the monster on top or put it at the bottom"),)


class PeekHand(_Active):
    """Look at every ability card in a chosen player's hand."""

    kind: Literal["peek_hand"]

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("target", "another player holding ability cards"),)


class StealAbility(_Active):
    """Take one ability card at random from a chosen player's hand."""

    kind: Literal["steal_ability"]
    ALLOWED = frozenset({"your_turn", "town"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("target", "another player holding ability cards"),)


class StealLoot(_Active):
    """Take a loot card worth at most ``max_value`` from another player's bag into yours."""

    kind: Literal["steal_loot"]
    max_value: int = Field(ge=1, le=12)
    ALLOWED = frozenset({"your_turn"})

    def choices(self) -> tuple[Choice, ...]:
        return (
            Choice("target", "another player with such a card in their bag"),
            Choice("pick", "the loot card to take"),
        )


class ForbidFlight(_Active):
    """A chosen player may only choose Fight in this preparation."""

    kind: Literal["forbid_flight"]
    ALLOWED = frozenset({"preparation"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("target", "another player"),)


class SwitchSide(_Active):
    """After Fight and Flight are revealed: if you fight you leave the fight, if you fled you
    join it."""

    kind: Literal["switch_side"]
    ALLOWED = frozenset({"fight"})


class Ward(_Active):
    """If you fight and the party is defeated, you lose no loot."""

    kind: Literal["ward"]
    ALLOWED = frozenset({"preparation", "fight"})


class ExtraReward(_Active):
    """The current monster gives ``count`` more loot cards of ``rarity`` (and a defeat then
    costs each fighter that many more)."""

    kind: Literal["extra_reward"]
    rarity: Rarity
    count: int = Field(ge=1, le=2)
    ALLOWED = frozenset({"preparation", "fight"})


class ReplaceMonster(_Active):
    """Discard the monster about to be fought and draw the next one of the same dungeon; it
    is fought the same way (regular or boss)."""

    kind: Literal["replace_monster"]
    ALLOWED = frozenset({"preparation"})


class ExtraAction(_Active):
    """After your main action this turn, take one more main action."""

    kind: Literal["extra_action"]
    ALLOWED = frozenset({"your_turn"})


class BankLoot(_Active):
    """Send one loot card from your bag to your bank at once."""

    kind: Literal["bank_loot"]
    ALLOWED = frozenset({"your_turn"})

    def choices(self) -> tuple[Choice, ...]:
        return (Choice("pick", "a loot card in your bag"),)


class Discount(_Active):
    """Every ability card you buy on this town turn costs ``amount`` less (never below 0)."""

    kind: Literal["discount"]
    amount: int = Field(ge=1, le=5)
    ALLOWED = frozenset({"town"})


ActiveEffect = Annotated[
    AdjustRoll
    | Reroll
    | SwapRolls
    | AdjustSurvivability
    | Negate
    | Draw
    | Scout
    | PeekHand
    | StealAbility
    | StealLoot
    | ForbidFlight
    | SwitchSide
    | Ward
    | ExtraReward
    | ReplaceMonster
    | ExtraAction
    | BankLoot
    | Discount,
    Field(discriminator="kind"),
]


# ------------------------------------------------------------------ passive effects (loot)
class RollBonus(Strict):
    """+``amount`` on every loot roll you make (added when the die lands)."""

    kind: Literal["roll_bonus"]
    amount: int = Field(ge=1, le=5)


class FightBonus(Strict):
    """+``amount`` Survivability in fights against ``against`` monsters (equipped only)."""

    kind: Literal["fight_bonus"]
    amount: int = Field(ge=1, le=6)
    against: Literal["regular", "boss", "any"]


class BagSpace(Strict):
    """Your bag holds ``amount`` more loot cards (equipped only)."""

    kind: Literal["bag_space"]
    amount: int = Field(ge=1, le=3)


class PriceCut(Strict):
    """Ability cards cost you ``amount`` less in town (never below 0)."""

    kind: Literal["price_cut"]
    amount: int = Field(ge=1, le=3)


class LossShield(Strict):
    """When a defeat costs you loot, you lose ``amount`` fewer cards."""

    kind: Literal["loss_shield"]
    amount: int = Field(ge=1, le=3)


PassiveEffect = Annotated[
    RollBonus | FightBonus | BagSpace | PriceCut | LossShield, Field(discriminator="kind")
]
EQUIPPED_ONLY = frozenset({"fight_bonus", "bag_space"})
"""Passive kinds that only make sense on equipment that is worn."""


# ------------------------------------------------------------------ monster effects
class Swarm(Strict):
    """The monster gains ``amount`` Survivability for each fighter."""

    kind: Literal["swarm"]
    amount: int = Field(ge=1, le=5)


class FleeToll(Strict):
    """Each player who chose Flight drops ``count`` loot cards of their choice from their bag."""

    kind: Literal["flee_toll"]
    count: int = Field(ge=1, le=3)


class Silence(Strict):
    """No ability cards may be played in this preparation and fight (loot may still be used)."""

    kind: Literal["silence"]


class HeavyLoss(Strict):
    """A defeat costs each fighter ``amount`` more loot cards."""

    kind: Literal["heavy_loss"]
    amount: int = Field(ge=1, le=3)


class IgnoreSlot(Strict):
    """Equipment in ``slot`` adds nothing against this monster (``main_hand`` includes a
    two-handed item)."""

    kind: Literal["ignore_slot"]
    slot: Literal["head", "body", "legs", "feet", "main_hand", "off_hand"]


class CallerMustFight(Strict):
    """The player who started this fight may only choose Fight."""

    kind: Literal["caller_must_fight"]


MonsterEffect = Annotated[
    Swarm | FleeToll | Silence | HeavyLoss | IgnoreSlot | CallerMustFight,
    Field(discriminator="kind"),
]


def check_moments(when: tuple[Timing, ...], effects: tuple[ActiveEffect, ...]) -> None:
    """Each listed moment must suit every effect ("any" means: wherever all of them suit)."""
    if len(set(when)) != len(when):
        raise ValueError(f"when: a moment is listed twice in {list(when)}")
    if "any" in when and len(when) > 1:
        raise ValueError("when: 'any' already covers every moment; list it alone")
    for effect in effects:
        allowed = effect.ALLOWED
        if "any" in when:
            continue
        for moment in when:
            if moment not in allowed:
                raise ValueError(
                    f"when: '{moment}' is not a moment for '{effect.kind}' (it can be played: "
                    f"{', '.join(m for m in MOMENTS if m in allowed)})"
                )
    if "any" in when:
        common = set(ALL_MOMENTS)
        for effect in effects:
            common &= effect.ALLOWED
        if not common:
            raise ValueError("when: these effects share no moment to be played in together")
    choosers = [e for e in effects if e.choices()]
    if len(choosers) > 1:
        raise ValueError("effects: at most one effect of a card may ask its player to choose")


def playable_moments(when: tuple[Timing, ...], effects: tuple[ActiveEffect, ...]) -> frozenset[str]:
    """The moments a card with ``when`` and ``effects`` may be played in."""
    moments: set[str] = set(ALL_MOMENTS) if "any" in when else set(when)
    for effect in effects:
        moments &= effect.ALLOWED
    if "any" in when and moments == ALL_MOMENTS:
        moments.add(ANYTIME)
    return frozenset(moments)
