"""Inns & Outcasts content: the pydantic schema of ``cards.json`` and the card book.

The rulebook fixes the cast: twelve characters, six per inn, eight copies of each (96
cards), one Wobblin' Wagon and one Jaded Dragon character at each initiative 1-6. The file
gives each character its initiative, Starting Loot, Block icon, Reveal and Loot abilities
(in the vocabulary of ``abilities.py``), a short rules text, a flavour line and an icon,
and each copy its own id, race and morality (a copy may also correct its Starting Loot or
Block icon). It also holds the races, the moralities and the Blocking Chart.

``load_cards`` raises ContentError naming the file, the character (and copy) and the field
on bad data. ``card_book()(id)`` gives the :class:`CardFace` of one physical card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator, model_validator

from game.core.content import parse_content
from game.core.model import Strict
from game.games.inns_and_outcasts.abilities import Effect, ability_problems

Inn = Literal["wagon", "dragon"]
INNS: tuple[Inn, ...] = ("wagon", "dragon")
CAST: dict[Inn, tuple[str, ...]] = {
    "wagon": ("Thief", "Guard", "Bard", "Mage", "Thane", "Goblins"),
    "dragon": ("Bounty Hunter", "Monk", "Cultists", "Alchemist", "Lord", "Dragon"),
}
"""The twelve characters the rulebook names, by inn."""
INITIATIVES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
COPIES = 8
N_CARDS = COPIES * len(INITIATIVES) * len(INNS)

_ID = r"^[a-z][a-z_]*$"


class InnDef(Strict):
    """One of the two inns: its display name, a one-letter mark and a line about it."""

    id: Inn
    name: str = Field(min_length=1, max_length=30)
    abbr: str = Field(min_length=1, max_length=2)
    text: str = Field(min_length=1, max_length=160)


class TraitValue(Strict):
    """A race or a morality a copy can carry."""

    id: str = Field(pattern=_ID, max_length=20)
    name: str = Field(min_length=1, max_length=20)


class BlockRule(Strict):
    """One line of the Blocking Chart: a Block icon at ``blocker`` may block a card of
    initiative ``blocks``."""

    blocker: int = Field(ge=1, le=6)
    blocks: int = Field(ge=1, le=6)


class CopyDef(Strict):
    """One physical copy of a character: its id, race and morality; ``starting_loot`` and
    ``block`` correct the character's values for this copy only."""

    id: int = Field(ge=0, lt=N_CARDS)
    race: str = Field(pattern=_ID, max_length=20)
    morality: str = Field(pattern=_ID, max_length=20)
    starting_loot: int | None = Field(None, ge=0, le=6)
    block: bool | None = None


class CharacterDef(Strict):
    """A character: what its eight copies share."""

    name: str = Field(min_length=1, max_length=30)
    inn: Inn
    initiative: int = Field(ge=1, le=6)
    starting_loot: int = Field(ge=0, le=6)
    block: bool
    icon: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)
    text: str = Field(min_length=1, max_length=240)
    flavour: str = Field(min_length=1, max_length=120)
    reveal: tuple[Effect, ...] = Field(min_length=1)
    loot: tuple[Effect, ...] = Field(min_length=1)
    copies: tuple[CopyDef, ...] = Field(min_length=COPIES, max_length=COPIES)

    @field_validator("reveal")
    @classmethod
    def _reveal_sound(cls, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        return _sound(effects, "reveal")

    @field_validator("loot")
    @classmethod
    def _loot_sound(cls, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        return _sound(effects, "loot")


def _sound(effects: tuple[Effect, ...], ability: Literal["reveal", "loot"]) -> tuple[Effect, ...]:
    problems = ability_problems(effects, ability)
    if problems:
        raise ValueError(f"effect {problems[0]}")
    return effects


class CardSet(Strict):
    """The whole content file."""

    content_version: str = Field(min_length=1, max_length=20)
    inns: tuple[InnDef, ...]
    races: tuple[TraitValue, ...] = Field(min_length=2)
    moralities: tuple[TraitValue, ...] = Field(min_length=2)
    blocking_chart: tuple[BlockRule, ...] = Field(min_length=1)
    characters: tuple[CharacterDef, ...]

    @model_validator(mode="after")
    def _cross_checks(self) -> CardSet:
        problem = _cast_problem(self) or _copy_problem(self) or _chart_problem(self)
        if problem:
            raise ValueError(problem)
        return self


def _cast_problem(cs: CardSet) -> str | None:
    if tuple(i.id for i in cs.inns) != INNS:
        return f"inns: list the two inns in the order {list(INNS)}"
    names = [c.name for c in cs.characters]
    want = [n for inn in INNS for n in CAST[inn]]
    if sorted(names) != sorted(want):
        missing = sorted(set(want) - set(names))
        extra = sorted(set(names) - set(want))
        dupes = sorted({n for n in names if names.count(n) > 1})
        return (
            f"characters: the game has the twelve characters {want}; missing {missing}, "
            f"unknown {extra}, twice {dupes}"
        )
    for c in cs.characters:
        if c.name not in CAST[c.inn]:
            return f"character '{c.name}', field 'inn': '{c.name}' belongs to the other inn"
    for inn in INNS:
        for ini in INITIATIVES:
            at = [c.name for c in cs.characters if c.inn == inn and c.initiative == ini]
            if len(at) != 1:
                return (
                    f"characters: the {inn} inn needs exactly one character at initiative "
                    f"{ini}, has {at}"
                )
    return None


def _copy_problem(cs: CardSet) -> str | None:
    races = {r.id for r in cs.races}
    moralities = {m.id for m in cs.moralities}
    seen: dict[int, str] = {}
    for c in cs.characters:
        for copy in c.copies:
            where = f"character '{c.name}', copy {copy.id}"
            if copy.id in seen:
                return f"{where}, field 'id': the id is taken by a copy of '{seen[copy.id]}'"
            seen[copy.id] = c.name
            if copy.race not in races:
                return f"{where}, field 'race': '{copy.race}' is not one of {sorted(races)}"
            if copy.morality not in moralities:
                return (
                    f"{where}, field 'morality': '{copy.morality}' is not one of "
                    f"{sorted(moralities)}"
                )
        if len({cp.race for cp in c.copies}) < 2 or len({cp.morality for cp in c.copies}) < 2:
            return (
                f"character '{c.name}', field 'copies': the copies must vary in race and in "
                "morality (Matching and Unique depend on it)"
            )
    if sorted(seen) != list(range(N_CARDS)):
        return f"characters: copy ids must be 0..{N_CARDS - 1}, each once"
    return None


def _chart_problem(cs: CardSet) -> str | None:
    blockers = [r.blocker for r in cs.blocking_chart]
    for i, rule in enumerate(cs.blocking_chart):
        if blockers.count(rule.blocker) > 1:
            return f"blocking_chart #{i}: initiative {rule.blocker} has two lines"
        if rule.blocks >= rule.blocker:
            return (
                f"blocking_chart #{i}, field 'blocks': a card can only block a lower "
                f"initiative (already face up), not {rule.blocks} from {rule.blocker}"
            )
    for c in cs.characters:
        for copy in c.copies:
            has_icon = c.block if copy.block is None else copy.block
            if has_icon and c.initiative not in blockers:
                return (
                    f"character '{c.name}', copy {copy.id}, field 'block': initiative "
                    f"{c.initiative} has no line in the blocking chart"
                )
    return None


@dataclass(frozen=True, slots=True)
class CardFace:
    """One physical card with everything printed on it."""

    id: int
    character: str
    inn: Inn
    initiative: int
    race: str
    morality: str
    starting_loot: int
    block: bool
    reveal: tuple[Effect, ...]
    loot: tuple[Effect, ...]
    text: str
    flavour: str
    icon: str


class CardBook:
    """Card id -> :class:`CardFace`, the characters by name, and the Blocking Chart."""

    def __init__(self, cardset: CardSet) -> None:
        self.cardset = cardset
        faces: dict[int, CardFace] = {}
        for c in cardset.characters:
            for copy in c.copies:
                faces[copy.id] = CardFace(
                    id=copy.id,
                    character=c.name,
                    inn=c.inn,
                    initiative=c.initiative,
                    race=copy.race,
                    morality=copy.morality,
                    starting_loot=c.starting_loot
                    if copy.starting_loot is None
                    else copy.starting_loot,
                    block=c.block if copy.block is None else copy.block,
                    reveal=c.reveal,
                    loot=c.loot,
                    text=c.text,
                    flavour=c.flavour,
                    icon=c.icon,
                )
        self.faces: tuple[CardFace, ...] = tuple(faces[i] for i in range(N_CARDS))
        self.characters = {c.name: c for c in cardset.characters}
        self.chart: dict[int, int] = {r.blocker: r.blocks for r in cardset.blocking_chart}
        self.race_names = {r.id: r.name for r in cardset.races}
        self.morality_names = {m.id: m.name for m in cardset.moralities}
        self.inn_names = {i.id: i.name for i in cardset.inns}

    def __call__(self, card: int) -> CardFace:
        return self.faces[card]

    def copies_of(self, character: str) -> list[int]:
        """The ids of a character's copies, in file order."""
        return [cp.id for cp in self.characters[character].copies]

    def character_at(self, inn: Inn, initiative: int) -> str:
        """The character of ``inn`` at ``initiative``."""
        for c in self.cardset.characters:
            if c.inn == inn and c.initiative == initiative:
                return c.name
        raise KeyError((inn, initiative))


def parse_cards(text: str, path: str = "cards.json") -> CardSet:
    """Validate content text; raises ContentError naming file, character and field."""
    return parse_content(text, path, CardSet, entry_words={"characters": "character"})


@cache
def load_cards(path: str | None = None) -> CardSet:
    """The card set from ``path`` or the packaged ``cards.json``."""
    if path is None:
        pkg = resources.files("game.games.inns_and_outcasts")
        text = pkg.joinpath("cards.json").read_text("utf-8")
        return parse_cards(text, "game/games/inns_and_outcasts/cards.json")
    return parse_cards(Path(path).read_text("utf-8"), path)


@cache
def card_book() -> CardBook:
    """The book of the packaged content (shared; immutable)."""
    return CardBook(load_cards())
