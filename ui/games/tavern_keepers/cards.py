"""Tavern Keepers cards as face specs (ui/widgets/face.py draws them): the band in the
colour carries its two-letter mark and its symbol (sword, star, mask, bow), so no colour is
ever the only cue; the picture is the quest or the adventurer; the footer says which kind of
card it is (a quest on paper, an adventurer on a warm ribbon).

``class_badge`` draws the mark alone (a quest's Focus, a prepared adventurer's colour)
wherever a card face is too big.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame

from game.games.tavern_keepers.cards import card_book
from ui.games.tavern_keepers.icons import TK_CARDS, TK_SYMBOLS
from ui.icons import SCREENS
from ui.theme import _font
from ui.widgets.face import Chip, FaceSpec, render_face, warm_faces
from ui.widgets.face import card_back as shared_back
from ui.widgets.icons import icon
from ui.widgets.ink import readable_on, text_ground

Color = tuple[int, int, int]
ADVENTURER_PAPER = (238, 224, 196)
ADVENTURER_RIBBON = (120, 80, 30)
QUEST_RIBBON = (226, 218, 198)


def colour_rgb(colour: str) -> Color:
    hexa = card_book().colours[colour].rgb  # type: ignore[index]
    return (int(hexa[1:3], 16), int(hexa[3:5], 16), int(hexa[5:7], 16))


def colour_abbr(colour: str) -> str:
    return card_book().colours[colour].abbr  # type: ignore[index]


def colour_label(colour: str) -> str:
    """``Warrior (Wa)``: the name with its mark, for sentences."""
    return card_book().colour_name(colour)


def symbol_icon(colour: str) -> str:
    """The game-icons name of ``colour``'s symbol (cards.json ``symbol``)."""
    return TK_SYMBOLS[card_book().colours[colour].symbol]  # type: ignore[index]


@lru_cache(maxsize=64)
def class_badge(colour: str, height: int) -> pygame.Surface:
    """A rounded chip in the colour holding its symbol and two-letter mark (e.g. sword Wa)."""
    rgb = text_ground(colour_rgb(colour))
    fg = readable_on(rgb)
    font = _font(max(9, round(height * 0.62)), True, False)
    text = font.render(colour_abbr(colour), True, fg)
    w = height + text.get_width() + max(6, height // 3)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, rgb, surf.get_rect(), border_radius=max(3, height // 4))
    pygame.draw.rect(surf, fg, surf.get_rect(), width=1, border_radius=max(3, height // 4))
    surf.blit(icon(symbol_icon(colour), height - 4, fg), (2, 2))
    surf.blit(text, text.get_rect(midleft=(height, height // 2)))
    return surf


@lru_cache(maxsize=128)
def tk_spec(card: int) -> FaceSpec:
    """The face spec of Tavern Keepers card ``card`` (cached per id)."""
    book = card_book()
    face = book(card)
    colour = book.colours[face.colour]
    kind = "Adventurer" if face.adventurer else "Quest"
    ribbon = ADVENTURER_RIBBON if face.adventurer else QUEST_RIBBON
    return FaceSpec(
        title=face.name,
        band=colour_rgb(face.colour),
        mark=colour.abbr,
        mark_icon=symbol_icon(face.colour),
        type_line=colour.name,
        picture=TK_CARDS.get(face.name, SCREENS["adventurer" if face.adventurer else "quest"]),
        footer=(Chip(SCREENS["adventurer" if face.adventurer else "quest"], kind, kind),),
        footer_paper=ribbon,
        flavour=face.text,
        paper=ADVENTURER_PAPER if face.adventurer else (246, 240, 226),
        details=tuple(tk_tooltip_lines(card)[1:-1]),
    )


def warm_tk_faces(widths: Iterable[int]) -> None:
    """Every Tavern Keepers design drawn at ``widths`` ahead of need (face.warm_faces)."""
    first: dict[str, int] = {}
    for face in card_book().faces:
        first.setdefault(face.name, face.id)
    warm_faces("tavern-keepers", lambda: (tk_spec(c) for c in first.values()), widths)


@lru_cache(maxsize=1024)
def tk_card_face(card: int, width: int) -> pygame.Surface:
    """The face of Tavern Keepers card ``card`` at ``width`` pixels."""
    return render_face(tk_spec(card), width)


def tk_card_back(width: int) -> pygame.Surface:
    return shared_back(width)


def tk_tooltip_lines(card: int) -> list[str]:
    """The zoomed card's text: name, colour with its mark, kind, flavour and what it does."""
    book = card_book()
    face = book(card)
    colour = colour_label(face.colour)
    if face.adventurer:
        what = (
            f"Adventurer, {colour}. At home in a tavern it waits for a {colour} quest card; "
            "in a hand it is an ordinary card of its colour."
        )
    else:
        what = (
            f"Quest card, {colour}. On the Quest Board it prepares one {colour} adventurer "
            f"of the winner; in a bid it counts when the Focus is {colour}."
        )
    return [face.name, what, face.text]
