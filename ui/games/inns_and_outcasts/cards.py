"""Inns & Outcasts cards as face specs (ui/widgets/face.py draws them).

A copy's face: the band in its inn's colour with the initiative as its mark and the inn's
symbol (a wagon or a teapot: colour is never the only cue), the Starting Loot on the coin in
the corner, the character's picture, and chips for its race and morality (each an icon with
its word; a small face shows the morality, then the race, as its icon alone, never dropping
either: Matching and Unique abilities read both) and, for a card with the Block icon, a
shield with the initiative it blocks. The type line names the race and the morality; the
rules text and the flavour are our own words from cards.json.

The hand-building screen shows *characters*, not copies (a copy is dealt at random once the
hands are chosen): :func:`character_card` gives each of the twelve a card id of its own
(``CHARACTER_BASE`` and up, never a real card's id), drawn without race or morality and
with the races and moralities its copies carry in the zoom.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache, partial
from typing import Literal

import pygame

from game.games.inns_and_outcasts.cards import INNS, N_CARDS, CardBook, Inn, card_book
from ui.games.inns_and_outcasts.icons import IO_INNS, IO_MARKS, IO_MORALITIES, IO_RACES
from ui.widgets.face import Chip, FaceSpec, layout_face, render_face, warm_faces
from ui.widgets.face import card_back as shared_back

Color = tuple[int, int, int]
INN_RGB: dict[str, Color] = {"wagon": (156, 84, 40), "dragon": (36, 124, 104)}
"""The band of each inn: the Wagon's weathered wood, the Dragon's jade."""
INN_PAPER: dict[str, Color] = {"wagon": (246, 236, 218), "dragon": (234, 244, 236)}
MORALITY_RGB: dict[str, Color] = {
    "good": (40, 96, 170),
    "neutral": (96, 92, 84),
    "evil": (150, 40, 40),
}
RACE_RGB: Color = (92, 70, 48)
BLOCK_RGB: Color = (60, 70, 120)
Traits = Literal["chips", "type", "icons"]
"""How a copy's face names its race and morality (see ``io_spec``)."""
TRAITS: tuple[Traits, ...] = ("chips", "type", "icons")
"""The ways tried, most words first, for a face of a given width (``io_spec_at``)."""
CHARACTER_BASE = 1000
"""Card ids of the twelve characters as the hand-building screen shows them: 1000-1005
the Wobblin' Wagon's at initiatives 1-6, 1006-1011 the Jaded Dragon's."""


def character_card(inn: str, initiative: int) -> int:
    """The hand-building card of ``inn``'s character at ``initiative``."""
    return CHARACTER_BASE + INNS.index(inn) * 6 + initiative - 1


def is_character_card(card: int) -> bool:
    return CHARACTER_BASE <= card < CHARACTER_BASE + 12


def character_of(card: int) -> tuple[str, int]:
    """(inn, initiative) of a hand-building card."""
    k = card - CHARACTER_BASE
    return INNS[k // 6], k % 6 + 1


def inn_letter(inn: str) -> str:
    """ "W" or "D": the inn's mark (cards.json ``abbr``)."""
    return next(i.abbr for i in card_book().cardset.inns if i.id == inn)


def inn_of(letter: str) -> Inn:
    """The inn whose mark is ``letter`` ("W" or "D")."""
    return next(i.id for i in card_book().cardset.inns if i.abbr == letter)


def hand_names(letters: str) -> list[str]:
    """The six characters of a hand given as inn letters, initiative 1 first."""
    book = card_book()
    return [book.character_at(inn_of(x), i + 1) for i, x in enumerate(letters)]


def blocks_of(book: CardBook, initiative: int) -> int | None:
    """The initiative a Block icon at ``initiative`` may block (the Blocking Chart)."""
    return book.chart.get(initiative)


def _block_chip(book: CardBook, initiative: int) -> Chip:
    blocks = blocks_of(book, initiative)
    return Chip(
        IO_MARKS["block"],
        str(blocks) if blocks else "",
        f"Block icon: may block a card of initiative {blocks} in Range",
        BLOCK_RGB,
        keep=3,
    )


@lru_cache(maxsize=256)
def io_spec(card: int, traits: Traits = "chips") -> FaceSpec:
    """The face spec of card ``card`` (a copy, or a hand-building character card). A copy
    names its race and morality in chips with icon and word ("chips"), in its type line,
    which a small face then keeps ("type", ``type_kept``), or as chips with their icons
    alone ("icons": the tiniest faces; the zoom says them in words)."""
    book = card_book()
    if is_character_card(card):
        return _character_spec(book, *character_of(card))
    f = book(card)
    race = book.race_names[f.race]
    morality = book.morality_names[f.morality]
    worded = traits == "chips"
    chips = [
        Chip(
            IO_RACES.get(f.race, IO_RACES["human"]),
            race if worded else "",
            f"Race: {race}",
            RACE_RGB,
            keep=2,
        ),
        Chip(
            IO_MORALITIES.get(f.morality, IO_MORALITIES["neutral"]),
            morality if worded else "",
            f"Morality: {morality}",
            MORALITY_RGB.get(f.morality, RACE_RGB),
            keep=2,
        ),
    ]
    if traits == "type":
        chips = []
    if f.block:
        chips.append(_block_chip(book, f.initiative))
    return FaceSpec(
        title=f.character,
        band=INN_RGB[f.inn],
        mark=str(f.initiative),
        mark_icon=IO_INNS[f.inn],
        type_line=f"{race} · {morality}",
        picture=f.icon,
        corner=str(f.starting_loot),
        corner_label="Starting Loot",
        chips=tuple(chips),
        text=f.text,
        flavour=f.flavour,
        paper=INN_PAPER[f.inn],
        details=tuple(card_lines(card)[1:]),
        type_kept=traits == "type",
    )


def _character_spec(book: CardBook, inn: str, initiative: int) -> FaceSpec:
    c = book.characters[book.character_at(inn, initiative)]  # type: ignore[arg-type]
    chips = (_block_chip(book, initiative),) if c.block else ()
    return FaceSpec(
        title=c.name,
        band=INN_RGB[inn],
        mark=str(initiative),
        mark_icon=IO_INNS[inn],
        type_line=book.inn_names[inn],  # type: ignore[index]
        picture=c.icon,
        corner=str(c.starting_loot),
        corner_label="Starting Loot",
        chips=chips,
        text=c.text,
        flavour=c.flavour,
        paper=INN_PAPER[inn],
        details=tuple(character_lines(inn, initiative)[1:]),
    )


def card_lines(card: int) -> list[str]:
    """The zoom's words for a copy: name, what it is, what its numbers mean."""
    book = card_book()
    if is_character_card(card):
        return character_lines(*character_of(card))
    f = book(card)
    race = book.race_names[f.race]
    morality = book.morality_names[f.morality]
    lines = [
        f.character,
        f"Initiative {f.initiative} of the {book.inn_names[f.inn]}; {race}, {morality}.",
        f"Starting Loot {f.starting_loot} (the coin in the corner).",
    ]
    if f.block:
        lines.append(
            f"Block icon: may block one card of initiative {blocks_of(book, f.initiative)} "
            "in Range (the shield)."
        )
    return lines


def character_lines(inn: str, initiative: int) -> list[str]:
    """The zoom's words for a character on the hand-building screen: its copies' races and
    moralities (one of them is dealt at random)."""
    book = card_book()
    c = book.characters[book.character_at(inn, initiative)]  # type: ignore[arg-type]
    spread = Counter(
        f"{book.race_names[cp.race]} {book.morality_names[cp.morality]}" for cp in c.copies
    )
    copies = ", ".join(f"{k} x{n}" if n > 1 else k for k, n in sorted(spread.items()))
    lines = [
        c.name,
        f"Initiative {initiative} of the {book.inn_names[inn]}; Starting Loot "  # type: ignore[index]
        f"{c.starting_loot}.",
        f"You are dealt one of its eight copies at random: {copies}.",
    ]
    if c.block:
        lines.append(
            f"Block icon: may block one card of initiative {blocks_of(book, initiative)} in Range."
        )
    return lines


def warm_io_faces(widths: Iterable[int]) -> None:
    """Every design (each character with each race and morality it comes in, and the
    twelve hand-building cards) drawn at ``widths`` ahead of need (face.warm_faces)."""
    book = card_book()
    first: dict[tuple[str, str, str], int] = {}
    for f in book.faces:
        first.setdefault((f.character, f.race, f.morality), f.id)
    ids = [*first.values(), *range(CHARACTER_BASE, CHARACTER_BASE + 12)]
    for w in set(widths):  # each at the words that fit it
        warm_faces("inns-and-outcasts", partial(_specs_at, tuple(ids), w), [w])


def _specs_at(cards: tuple[int, ...], width: int) -> list[FaceSpec]:
    return [io_spec_at(c, width) for c in cards]


@lru_cache(maxsize=2048)
def io_spec_at(card: int, width: int) -> FaceSpec:
    """Card ``card``'s spec as drawn ``width`` pixels wide: a copy always shows both its
    race and its morality (Matching and Unique abilities read both): as chips with their
    words where both fit beside any Block chip, else in words in the type line under the
    title (on two lines if need be, the Block chip alone in the row), else, on the
    tiniest faces, as chips with their icons alone."""
    if is_character_card(card):
        return io_spec(card)
    for traits in TRAITS:
        spec = io_spec(card, traits)
        lay = layout_face(spec, width)
        chips = [i for i in lay.icons if i.role == "chip"]
        typed = any(t.role == "type" for t in lay.texts) or traits != "type"
        if len(chips) == len(spec.chips) and typed:
            return spec
    return spec


@lru_cache(maxsize=2048)
def io_card_face(card: int, width: int) -> pygame.Surface:
    """The face of card ``card`` at ``width`` pixels (both traits shown: ``io_spec_at``)."""
    return render_face(io_spec_at(card, width), width)


def io_card_back(width: int) -> pygame.Surface:
    return shared_back(width)


def real_card(card: int) -> bool:
    """Whether ``card`` is one of the 96 copies (not a hand-building card)."""
    return 0 <= card < N_CARDS
