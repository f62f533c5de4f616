"""Tavern Keepers content: the pydantic schema of ``cards.json`` and the card book.

The rulebook fixes the counts: 12 quest cards and 5 adventurer cards in each of the four
colours (Warrior, Wizard, Rogue, Ranger). The file adds names, flavour lines and, for
each colour, a two-letter abbreviation and a symbol so colour is never the only cue.
``load_cards`` raises ContentError naming the file, the card and the field on bad data.

Card ids: the quest cards take ids ``0..47`` in file order (each design's copies in a
row), the adventurers ``48..67`` in file order. ``card_book()(id)`` gives the design.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

from pydantic import Field, model_validator

from game.core.content import parse_content, read_content
from game.core.model import Strict

Colour = Literal["warrior", "wizard", "rogue", "ranger"]
COLOURS: tuple[Colour, ...] = ("warrior", "wizard", "rogue", "ranger")
QUESTS_PER_COLOUR = 12
ADVENTURERS_PER_COLOUR = 5
N_QUEST_CARDS = QUESTS_PER_COLOUR * len(COLOURS)
N_ADVENTURERS = ADVENTURERS_PER_COLOUR * len(COLOURS)
TOTAL_CARDS = N_QUEST_CARDS + N_ADVENTURERS


class ColourDef(Strict):
    """One of the four colours: its display name, a two-letter mark, a symbol and a hue."""

    id: Colour
    name: str = Field(min_length=1, max_length=20)
    abbr: str = Field(min_length=1, max_length=3)
    symbol: str = Field(min_length=1, max_length=20)
    rgb: str = Field(pattern=r"^#[0-9A-Fa-f]{6}$")
    text: str = Field(min_length=1, max_length=120)


class QuestDef(Strict):
    """A quest card design; ``count`` copies of it are in the deck."""

    name: str = Field(min_length=1, max_length=40)
    colour: Colour
    count: int = Field(ge=1, le=12)
    text: str = Field(min_length=1, max_length=120)


class AdventurerDef(Strict):
    """One adventurer card (each is unique)."""

    name: str = Field(min_length=1, max_length=40)
    colour: Colour
    text: str = Field(min_length=1, max_length=120)


class CardSet(Strict):
    """The whole content file."""

    content_version: str
    colours: tuple[ColourDef, ...]
    quests: tuple[QuestDef, ...]
    adventurers: tuple[AdventurerDef, ...]

    @model_validator(mode="after")
    def _counts(self) -> CardSet:
        if tuple(c.id for c in self.colours) != COLOURS:
            raise ValueError(f"colours: list the four colours in the order {list(COLOURS)}")
        for field in ("abbr", "symbol"):
            marks = [getattr(c, field) for c in self.colours]
            if len(set(marks)) != len(marks):
                raise ValueError(f"colours: each colour needs its own {field}, got {marks}")
        names = [q.name for q in self.quests] + [a.name for a in self.adventurers]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(f"cards: duplicate names {dupes}")
        for colour in COLOURS:
            got = sum(q.count for q in self.quests if q.colour == colour)
            if got != QUESTS_PER_COLOUR:
                raise ValueError(
                    f"quests: {got} {colour} quest cards, the game has {QUESTS_PER_COLOUR}"
                )
            got = sum(1 for a in self.adventurers if a.colour == colour)
            if got != ADVENTURERS_PER_COLOUR:
                raise ValueError(
                    f"adventurers: {got} {colour} adventurers, the game has "
                    f"{ADVENTURERS_PER_COLOUR}"
                )
        return self


@dataclass(frozen=True, slots=True)
class CardFace:
    """One physical card: its id, name, colour, whether it is an adventurer, its text."""

    id: int
    name: str
    colour: Colour
    adventurer: bool
    text: str


class CardBook:
    """Card id -> :class:`CardFace`; also the colour of each id as a flat tuple (hot paths)."""

    def __init__(self, cardset: CardSet) -> None:
        self.cardset = cardset
        faces: list[CardFace] = []
        for q in cardset.quests:
            for _ in range(q.count):
                faces.append(CardFace(len(faces), q.name, q.colour, False, q.text))
        for a in cardset.adventurers:
            faces.append(CardFace(len(faces), a.name, a.colour, True, a.text))
        self.faces: tuple[CardFace, ...] = tuple(faces)
        self.colour_of: tuple[Colour, ...] = tuple(f.colour for f in faces)
        self.colours = {c.id: c for c in cardset.colours}

    def __call__(self, card: int) -> CardFace:
        return self.faces[card]

    @property
    def quest_ids(self) -> list[int]:
        return [f.id for f in self.faces if not f.adventurer]

    @property
    def adventurer_ids(self) -> list[int]:
        return [f.id for f in self.faces if f.adventurer]

    def colour_name(self, colour: str) -> str:
        """``Warrior (Wa)``: the name with its mark, for sentences."""
        c = self.colours[colour]  # type: ignore[index]
        return f"{c.name} ({c.abbr})"


def parse_cards(text: str, path: str = "cards.json") -> CardSet:
    """Validate content text; raises ContentError naming file, card and field."""
    return parse_content(text, path, CardSet)


@cache
def load_cards(path: str | None = None) -> CardSet:
    """The card set from ``path`` or the packaged ``cards.json``."""
    if path is None:
        pkg = resources.files("game.games.tavern_keepers")
        text = pkg.joinpath("cards.json").read_text("utf-8")
        return parse_cards(text, "game/games/tavern_keepers/cards.json")
    return parse_cards(read_content(path), path)


@cache
def card_book() -> CardBook:
    """The book of the packaged content (shared; immutable)."""
    return CardBook(load_cards())
