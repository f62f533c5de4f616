"""Drawing Tavern Keepers cards: every colour also carries its two-letter mark and a symbol
(sword, star, mask, bow), so no colour is ever the only cue.

Faces are cached per (card, width). Quest cards have a plain paper ground; adventurers a
warmer one with an "Adventurer" ribbon. ``class_badge`` draws the mark alone (a quest's
Focus, a prepared adventurer's colour) wherever a card face is too big.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.tavern_keepers.cards import card_book
from ui import theme
from ui.theme import _font
from ui.widgets.card_face import card_back, card_size

Color = tuple[int, int, int]
ADVENTURER_PAPER = (238, 224, 196)


def colour_rgb(colour: str) -> Color:
    hexa = card_book().colours[colour].rgb  # type: ignore[index]
    return (int(hexa[1:3], 16), int(hexa[3:5], 16), int(hexa[5:7], 16))


def colour_abbr(colour: str) -> str:
    return card_book().colours[colour].abbr  # type: ignore[index]


def colour_label(colour: str) -> str:
    """``Warrior (Wa)``: the name with its mark, for sentences."""
    return card_book().colour_name(colour)


def draw_symbol(surf: pygame.Surface, colour: str, rect: pygame.Rect, color: Color) -> None:
    """The class symbol of ``colour`` (sword, star, mask, bow) filling ``rect``."""
    symbol = card_book().colours[colour].symbol  # type: ignore[index]
    cx, cy = rect.center
    s = min(rect.w, rect.h)
    lw = max(1, s // 10)
    if symbol == "sword":
        blade = [
            (cx, rect.centery - s * 0.48),
            (cx + s * 0.09, rect.centery - s * 0.36),
            (cx + s * 0.09, cy + s * 0.18),
            (cx - s * 0.09, cy + s * 0.18),
            (cx - s * 0.09, rect.centery - s * 0.36),
        ]
        pygame.draw.polygon(surf, color, blade)
        pygame.draw.rect(
            surf, color, pygame.Rect(cx - s * 0.3, cy + s * 0.16, s * 0.6, max(2, s * 0.09))
        )
        pygame.draw.rect(surf, color, pygame.Rect(cx - s * 0.05, cy + s * 0.24, s * 0.1, s * 0.16))
        pygame.draw.circle(surf, color, (cx, round(cy + s * 0.44)), max(2, round(s * 0.07)))
    elif symbol == "star":
        pts = []
        for i in range(10):
            r = s * (0.48 if i % 2 == 0 else 0.2)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + 0.04 * s + r * math.sin(a)))
        pygame.draw.polygon(surf, color, pts)
    elif symbol == "mask":
        pts = [
            (cx - s * 0.48, cy - s * 0.16),
            (cx - s * 0.2, cy - s * 0.24),
            (cx, cy - s * 0.14),
            (cx + s * 0.2, cy - s * 0.24),
            (cx + s * 0.48, cy - s * 0.16),
            (cx + s * 0.42, cy + s * 0.12),
            (cx + s * 0.18, cy + s * 0.2),
            (cx, cy + s * 0.06),
            (cx - s * 0.18, cy + s * 0.2),
            (cx - s * 0.42, cy + s * 0.12),
        ]
        pygame.draw.polygon(surf, color, pts)
        eye = max(2, round(s * 0.09))
        hole = (250, 246, 236)
        pygame.draw.ellipse(
            surf, hole, pygame.Rect(cx - s * 0.3, cy - s * 0.08, eye * 2.2, eye * 1.3)
        )
        pygame.draw.ellipse(
            surf,
            hole,
            pygame.Rect(cx + s * 0.3 - eye * 2.2, cy - s * 0.08, eye * 2.2, eye * 1.3),
        )
    else:  # bow
        arc = pygame.Rect(cx - s * 0.5, cy - s * 0.46, s * 0.7, s * 0.92)
        pygame.draw.arc(surf, color, arc, -math.pi / 2, math.pi / 2, max(2, lw + 1))
        top = (arc.centerx, arc.top + 1)
        bottom = (arc.centerx, arc.bottom - 1)
        pygame.draw.line(surf, color, top, bottom, max(1, lw // 2))
        pygame.draw.line(surf, color, (cx - s * 0.34, cy), (cx + s * 0.46, cy), max(2, lw))
        head = [(cx + s * 0.48, cy), (cx + s * 0.34, cy - s * 0.09), (cx + s * 0.34, cy + s * 0.09)]
        pygame.draw.polygon(surf, color, head)


@lru_cache(maxsize=64)
def class_badge(colour: str, height: int) -> pygame.Surface:
    """A rounded chip in the colour holding its symbol and two-letter mark (e.g. sword Wa)."""
    rgb = colour_rgb(colour)
    font = _font(max(9, round(height * 0.62)), True, False)
    text = font.render(colour_abbr(colour), True, (255, 255, 255))
    w = height + text.get_width() + max(6, height // 3)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, rgb, surf.get_rect(), border_radius=max(3, height // 4))
    pygame.draw.rect(
        surf, (255, 255, 255), surf.get_rect(), width=1, border_radius=max(3, height // 4)
    )
    draw_symbol(surf, colour, pygame.Rect(2, 2, height - 4, height - 4), (255, 255, 255))
    surf.blit(text, text.get_rect(midleft=(height, height // 2)))
    return surf


@lru_cache(maxsize=512)
def tk_card_face(card: int, width: int) -> pygame.Surface:
    """The face of Tavern Keepers card ``card`` at ``width`` pixels."""
    face = card_book()(card)
    w, h = card_size(width)
    rgb = colour_rgb(face.colour)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    paper = ADVENTURER_PAPER if face.adventurer else theme.PAPER
    pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, rgb, surf.get_rect(), width=max(2, w // 22), border_radius=radius)
    band_h = max(12, h // 6)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surf, rgb, band, border_top_left_radius=radius, border_top_right_radius=radius)
    font = _font(max(9, round(band_h * 0.7)), True, False)
    abbr = font.render(colour_abbr(face.colour), True, (255, 255, 255))
    surf.blit(abbr, abbr.get_rect(midleft=(max(3, w // 14), band_h // 2)))
    draw_symbol(
        surf,
        face.colour,
        pygame.Rect(w - band_h - max(2, w // 20), 1, band_h - 2, band_h - 2),
        (255, 255, 255),
    )
    # the big symbol in the middle
    big = round(min(w * 0.62, h * 0.4))
    icon = pygame.Rect(0, 0, big, big)
    icon.center = (w // 2, band_h + round(h * 0.06) + big // 2)
    draw_symbol(surf, face.colour, icon, rgb)
    # name, wrapped, under the symbol
    name_font = _font(max(8, w // 9), True, True)
    y = icon.bottom + max(2, h // 40)
    for line in theme.wrap(name_font, face.name, w - max(6, w // 8))[:3]:
        img = name_font.render(line, True, theme.INK)
        if y + img.get_height() > h - max(10, h // 9):
            break
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += name_font.get_linesize() - 1
    # bottom ribbon: what kind of card
    rib_h = max(9, h // 10)
    rib = pygame.Rect(max(2, w // 22), h - rib_h - max(2, w // 22), w - 2 * max(2, w // 22), rib_h)
    kind = "ADVENTURER" if face.adventurer else "QUEST"
    if face.adventurer:
        pygame.draw.rect(surf, (120, 80, 30), rib, border_radius=3)
        color = (250, 236, 200)
    else:
        color = (90, 84, 74)
    small = _font(max(7, round(rib_h * 0.8)), True, True)
    img = small.render(kind, True, color)
    if img.get_width() > rib.w - 2:
        img = pygame.transform.smoothscale(img, (rib.w - 2, img.get_height()))
    surf.blit(img, img.get_rect(center=rib.center))
    return surf


def tk_card_back(width: int) -> pygame.Surface:
    return card_back(width)


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
