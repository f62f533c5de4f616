"""Loot Roll content: the pydantic schema of ``cards.json`` and the card book.

The rulebook gives the kinds of card (ability, common/rare/epic loot, monster), the fields
each kind prints and a handful of numbers (bag of 7, three dungeons, a boss after four
regular monsters, a vendor row of 5, ...); every card list and every number on a card is
ours and lives in ``cards.json``, so it can be corrected without touching code. What a
card does is data in the effect language of :mod:`game.games.loot_roll.effects`.

``load_cards`` raises ContentError naming the file, the card and the field on bad data.
Card ids: the designs expand to one integer id per physical card in file order:
abilities, then loot (common, rare, epic, as listed), then monsters; ``card_book()(id)``
gives the card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from game.core.content import parse_content
from game.core.model import Strict
from game.games.loot_roll.effects import (
    ANYTIME,
    EQUIPPED_ONLY,
    RARITIES,
    SLOTS,
    ActiveEffect,
    MonsterEffect,
    PassiveEffect,
    Rarity,
    Slot,
    Timing,
    check_moments,
    playable_moments,
)

# ------------------------------------------------------------------ numbers the rulebook gives
BAG_SIZE = 7
"""Loot cards a bag holds (equipped cards and ability cards do not count)."""
START_SURVIVABILITY = 1
START_ABILITIES = 1
REGULAR_BEFORE_BOSS = 4
"""Regular monsters a party defeats in a dungeon before only bosses may be fought."""
DUNGEONS = 3
VENDOR_SIZE = 5
TOWN_TURNS = 2
MAX_BUYS = 3
DIE_SIDES = 20

# ------------------------------------------------------------------ numbers we chose
MIN_SEATS = 2
MAX_SEATS = 6
REFERENCE_SEATS = 4
"""Printed monster numbers are for this many seats; see :meth:`DungeonDef.adjust`."""
PILE_SIZES: dict[str, int] = {"ability": 40, "common": 44, "rare": 24, "epic": 16}
MONSTERS_PER_DUNGEON = 12
VALUE_RANGE: dict[str, tuple[int, int]] = {"common": (1, 3), "rare": (3, 6), "epic": (6, 12)}
"""Treasure value allowed for each rarity (inclusive)."""
SURVIVABILITY_RANGE: dict[str, tuple[int, int]] = {"common": (1, 2), "rare": (1, 4), "epic": (2, 6)}
"""Survivability of one-slot equipment per rarity; two-handed items may add up to 2x this."""
PRICE_RANGE = (1, 8)
ICON_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
"""A game-icons.net name (the test checks it exists in the icon list)."""


class Text(Strict):
    """Fields every card shares: a stable id, a name, a rules text, a flavour line, an icon."""

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)
    name: str = Field(min_length=1, max_length=32)
    text: str = Field(min_length=1, max_length=200)
    flavour: str = Field(min_length=1, max_length=120)
    icon: str = Field(pattern=ICON_PATTERN, max_length=60)
    count: int = Field(1, ge=1, le=6)


class AbilityDef(Text):
    """An ability card design: bought for ``price``, played at ``when``, does ``effects``."""

    price: int = Field(ge=PRICE_RANGE[0], le=PRICE_RANGE[1])
    when: tuple[Timing, ...] = Field(min_length=1)
    effects: tuple[ActiveEffect, ...] = Field(min_length=1, max_length=3)

    @model_validator(mode="after")
    def _moments(self) -> AbilityDef:
        check_moments(self.when, self.effects)
        return self

    @property
    def moments(self) -> frozenset[str]:
        return playable_moments(self.when, self.effects)


class LootUse(Strict):
    """A usable loot ability: played at ``when`` from the bag or a slot; ``reuse``
    ``discard`` (the rulebook's default) or ``once_per_dungeon`` (the card is turned
    sideways until the next dungeon)."""

    when: tuple[Timing, ...] = Field(min_length=1)
    effects: tuple[ActiveEffect, ...] = Field(min_length=1, max_length=2)
    reuse: Literal["discard", "once_per_dungeon"] = "discard"

    @model_validator(mode="after")
    def _moments(self) -> LootUse:
        if "town" in self.when:
            raise ValueError("when: loot is not used in town (its place there is the bank)")
        check_moments(self.when, self.effects)
        if not self.moments:
            raise ValueError("when: these effects fit no moment outside town")
        return self

    @property
    def moments(self) -> frozenset[str]:
        """Where it may be used: never in town, even when ``when`` is "any"."""
        return playable_moments(self.when, self.effects) - {"town", ANYTIME}


class LootPassive(Strict):
    """A passive loot ability, on while the card is ``equipped`` or while ``carried`` (in the
    bag or equipped; never from the bank)."""

    active_while: Literal["equipped", "carried"]
    effect: PassiveEffect

    @model_validator(mode="after")
    def _where(self) -> LootPassive:
        if self.effect.kind in EQUIPPED_ONLY and self.active_while != "equipped":
            raise ValueError(f"active_while: '{self.effect.kind}' works only while equipped")
        return self


class LootDef(Text):
    """A loot card design: rarity (colour), treasure value, and for equipment its slot and
    Survivability; optionally one usable and/or one passive ability."""

    rarity: Rarity
    value: int = Field(ge=1, le=12)
    slot: Slot | None = None
    survivability: int = Field(0, ge=0, le=12)
    use: LootUse | None = None
    passive: LootPassive | None = None

    @field_validator("value")
    @classmethod
    def _value_in_rarity(cls, v: int, info: ValidationInfo) -> int:
        rarity = info.data.get("rarity")
        if rarity in VALUE_RANGE:
            lo, hi = VALUE_RANGE[rarity]
            if not lo <= v <= hi:
                raise ValueError(f"{v} is outside {lo}-{hi}, the range for {rarity} loot")
        return v

    @field_validator("survivability")
    @classmethod
    def _survivability(cls, v: int, info: ValidationInfo) -> int:
        slot = info.data.get("slot")
        rarity = info.data.get("rarity")
        if slot is None:
            if v:
                raise ValueError("only equipment (a card with a slot) adds Survivability")
            return v
        if rarity in SURVIVABILITY_RANGE:
            lo, hi = SURVIVABILITY_RANGE[rarity]
            if slot == "two_hands":
                lo, hi = lo + 1, 2 * hi
            if not lo <= v <= hi:
                kind = "two-handed " if slot == "two_hands" else ""
                raise ValueError(f"{v} is outside {lo}-{hi} for {kind}{rarity} equipment")
        return v

    @model_validator(mode="after")
    def _abilities(self) -> LootDef:
        if self.passive is not None and self.passive.active_while == "equipped" and not self.slot:
            raise ValueError("passive: only equipment can work 'while equipped'")
        return self

    @property
    def equipment(self) -> bool:
        return self.slot is not None


class Reward(Strict):
    """Loot cards a monster gives (and a defeat costs), by colour."""

    common: int = Field(0, ge=0, le=4)
    rare: int = Field(0, ge=0, le=4)
    epic: int = Field(0, ge=0, le=4)

    @model_validator(mode="after")
    def _some(self) -> Reward:
        if self.total == 0:
            raise ValueError("a monster gives at least one loot card")
        return self

    @property
    def total(self) -> int:
        return self.common + self.rare + self.epic


class Numbers(Strict):
    """One side of a monster's numbers: Survivability (crossed swords) and reward (chest)."""

    survivability: int = Field(ge=1, le=60)
    reward: Reward


class MonsterAbility(Strict):
    """A monster's special condition and whether it applies as a regular monster, a boss or both."""

    applies: Literal["regular", "boss", "both"] = "both"
    effect: MonsterEffect


class MonsterDef(Text):
    """A monster design of dungeon ``dungeon``: its regular numbers and, after the slash, its
    boss numbers (``boss`` omitted: no slash, the same numbers both ways)."""

    dungeon: int = Field(ge=1, le=DUNGEONS)
    regular: Numbers
    boss: Numbers | None = None
    ability: MonsterAbility | None = None

    @model_validator(mode="after")
    def _boss_not_weaker(self) -> MonsterDef:
        b = self.boss
        if b is not None and (
            b.survivability < self.regular.survivability
            or b.reward.total < self.regular.reward.total
        ):
            raise ValueError("boss: a boss needs at least the regular Survivability and reward")
        return self

    def numbers(self, boss: bool) -> Numbers:
        """The printed numbers for a regular or a boss fight."""
        return self.boss if boss and self.boss is not None else self.regular

    def applies(self, boss: bool) -> MonsterEffect | None:
        """The monster's effect if it applies to this kind of fight."""
        a = self.ability
        if a is None or a.applies == ("regular" if boss else "boss"):
            return None
        return a.effect


class SeatAdjust(Strict):
    """What to add to printed monster Survivability at a table of ``seats`` (printed numbers
    are for four seats): a smaller table gathers less gear in total, a larger one more."""

    seats: int = Field(ge=MIN_SEATS, le=MAX_SEATS)
    regular: int = Field(ge=-20, le=20)
    boss: int = Field(ge=-20, le=20)

    @model_validator(mode="after")
    def _sign(self) -> SeatAdjust:
        if self.seats == REFERENCE_SEATS:
            raise ValueError(
                f"seats: {REFERENCE_SEATS} seats use the printed numbers; leave it out"
            )
        sign = -1 if self.seats < REFERENCE_SEATS else 1
        if self.regular * sign < 0 or self.boss * sign < 0:
            word = "fewer" if sign < 0 else "more"
            raise ValueError(
                f"a table of {self.seats} seats ({word} than four) cannot make monsters "
                f"{'stronger' if sign < 0 else 'weaker'}"
            )
        return self


class DungeonDef(Strict):
    """One of the three dungeons: its name, look, and how its monsters scale with the table."""

    number: int = Field(ge=1, le=DUNGEONS)
    name: str = Field(min_length=1, max_length=32)
    text: str = Field(min_length=1, max_length=200)
    icon: str = Field(pattern=ICON_PATTERN, max_length=60)
    seat_adjust: tuple[SeatAdjust, ...]

    @field_validator("seat_adjust")
    @classmethod
    def _every_table(cls, v: tuple[SeatAdjust, ...]) -> tuple[SeatAdjust, ...]:
        want = [n for n in range(MIN_SEATS, MAX_SEATS + 1) if n != REFERENCE_SEATS]
        if [a.seats for a in v] != want:
            raise ValueError(f"list one entry for each of {want} seats, in that order")
        for lo, hi in zip(v, v[1:], strict=False):
            if hi.regular < lo.regular or hi.boss < lo.boss:
                raise ValueError(
                    f"a table of {hi.seats} needs monsters at least as strong as {lo.seats}"
                )
        return v

    def adjust(self, seats: int, boss: bool) -> int:
        """What to add to a printed Survivability at a table of ``seats`` (never below 1 in
        total: the rules clamp)."""
        for a in self.seat_adjust:
            if a.seats == seats:
                return a.boss if boss else a.regular
        return 0


class CardSet(Strict):
    """The whole content file."""

    content_version: str = Field(min_length=1)
    dungeons: tuple[DungeonDef, ...]
    abilities: tuple[AbilityDef, ...]
    loot: tuple[LootDef, ...]
    monsters: tuple[MonsterDef, ...]

    @model_validator(mode="after")
    def _cross_checks(self) -> CardSet:
        if tuple(d.number for d in self.dungeons) != tuple(range(1, DUNGEONS + 1)):
            raise ValueError(f"dungeons: list the {DUNGEONS} dungeons in order, numbered 1-3")
        cards: list[Text] = [*self.abilities, *self.loot, *self.monsters]
        for attr in ("id", "name"):
            seen: dict[str, int] = {}
            for card in cards:
                seen[getattr(card, attr)] = seen.get(getattr(card, attr), 0) + 1
            dupes = sorted(k for k, n in seen.items() if n > 1)
            if dupes:
                raise ValueError(f"cards: the {attr} {dupes[0]!r} is used by two cards")
        order = [RARITIES.index(c.rarity) for c in self.loot]
        if order != sorted(order):
            first = next(c for i, c in enumerate(self.loot) if i and order[i] < order[i - 1])
            raise ValueError(
                f"loot: list common, then rare, then epic cards ('{first.name}' is out of place)"
            )
        sizes = {"ability": sum(a.count for a in self.abilities)}
        for rarity in RARITIES:
            sizes[rarity] = sum(c.count for c in self.loot if c.rarity == rarity)
        for pile, want in PILE_SIZES.items():
            if sizes[pile] != want:
                raise ValueError(
                    f"cards: the {pile} pile holds {sizes[pile]} cards, it needs {want}"
                )
        for rarity in RARITIES:
            missing = [
                s for s in SLOTS if not any(c.slot == s for c in self.loot if c.rarity == rarity)
            ]
            if missing:
                raise ValueError(f"loot: no {rarity} equipment for the slot(s) {missing}")
        for n in range(1, DUNGEONS + 1):
            got = sum(m.count for m in self.monsters if m.dungeon == n)
            if got != MONSTERS_PER_DUNGEON:
                raise ValueError(
                    f"monsters: dungeon {n} has {got} monster cards, it needs {MONSTERS_PER_DUNGEON}"
                )
        dungeon_of = [m.dungeon for m in self.monsters]
        if dungeon_of != sorted(dungeon_of):
            raise ValueError("monsters: list dungeon 1's monsters, then 2's, then 3's")
        return self


# ------------------------------------------------------------------ the card book
CardKind = Literal["ability", "loot", "monster"]


@dataclass(frozen=True, slots=True)
class CardFace:
    """One physical card: its integer id, which kind and pile it belongs to, and its design."""

    id: int
    kind: CardKind
    pile: str
    """``ability``, ``common``/``rare``/``epic``, or ``monsters-1``..``monsters-3``."""
    design: AbilityDef | LootDef | MonsterDef

    @property
    def name(self) -> str:
        return self.design.name


class CardBook:
    """Card id -> :class:`CardFace`, plus flat tuples for hot paths (value, slot,
    Survivability of each loot id) and the ids of each pile in file order."""

    def __init__(self, cardset: CardSet) -> None:
        self.cardset = cardset
        faces: list[CardFace] = []
        for a in cardset.abilities:
            faces += [CardFace(len(faces) + i, "ability", "ability", a) for i in range(a.count)]
        for c in cardset.loot:
            faces += [CardFace(len(faces) + i, "loot", c.rarity, c) for i in range(c.count)]
        for m in cardset.monsters:
            pile = f"monsters-{m.dungeon}"
            faces += [CardFace(len(faces) + i, "monster", pile, m) for i in range(m.count)]
        self.faces: tuple[CardFace, ...] = tuple(faces)
        piles: dict[str, list[int]] = {}
        for f in faces:
            piles.setdefault(f.pile, []).append(f.id)
        self.piles: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in piles.items()}
        self.value: tuple[int, ...] = tuple(
            f.design.value if isinstance(f.design, LootDef) else 0 for f in faces
        )
        self.slot: tuple[str | None, ...] = tuple(
            f.design.slot if isinstance(f.design, LootDef) else None for f in faces
        )
        self.survivability: tuple[int, ...] = tuple(
            f.design.survivability if isinstance(f.design, LootDef) else 0 for f in faces
        )
        self.by_id: dict[str, tuple[int, ...]] = {}
        for f in faces:
            self.by_id[f.design.id] = (*self.by_id.get(f.design.id, ()), f.id)

    def __call__(self, card: int) -> CardFace:
        return self.faces[card]

    def __len__(self) -> int:
        return len(self.faces)

    def loot(self, card: int) -> LootDef:
        design = self.faces[card].design
        if not isinstance(design, LootDef):
            raise KeyError(f"card {card} is not loot")
        return design

    def ability(self, card: int) -> AbilityDef:
        design = self.faces[card].design
        if not isinstance(design, AbilityDef):
            raise KeyError(f"card {card} is not an ability card")
        return design

    def monster(self, card: int) -> MonsterDef:
        design = self.faces[card].design
        if not isinstance(design, MonsterDef):
            raise KeyError(f"card {card} is not a monster")
        return design


ENTRY_WORDS = {"abilities": "ability", "loot": "loot", "monsters": "monster", "dungeons": "dungeon"}


def parse_cards(text: str, path: str = "cards.json") -> CardSet:
    """Validate content text; raises ContentError naming file, card and field."""
    return parse_content(text, path, CardSet, entry_words=ENTRY_WORDS)


@cache
def load_cards(path: str | None = None) -> CardSet:
    """The card set from ``path`` or the packaged ``cards.json``."""
    if path is None:
        text = resources.files("game.games.loot_roll").joinpath("cards.json").read_text("utf-8")
        return parse_cards(text, "game/games/loot_roll/cards.json")
    return parse_cards(Path(path).read_text("utf-8"), path)


@cache
def card_book() -> CardBook:
    """The book of the packaged content (shared; immutable)."""
    return CardBook(load_cards())
