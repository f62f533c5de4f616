"""Drawing AIM cards from the card data: a type band with colour *and* letter, the price,
slots, equip stats (left) and storage stats (right), Loot Points and, when large, the text.

Faces are cached per (design, size); at small sizes only the name and key numbers show,
and hovering zooms to the full card.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.aim.book import card_book
from game.games.aim.cards import CardDef
from ui import theme
from ui.theme import _font

CARD_RATIO = 7 / 5
STAT_LETTERS = (
    ("attack", "A", (200, 70, 60)),
    ("defense", "D", (70, 110, 190)),
    ("gold", "G", (190, 150, 30)),
    ("carry", "C", (110, 90, 60)),
)
SLOT_LETTERS = {"head": "Hd", "back": "Bk", "body": "Bd", "hand": "Hn"}


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


def _stat_chips(d_stats: object) -> list[tuple[str, int, tuple[int, int, int]]]:
    out = []
    for attr, letter, color in STAT_LETTERS:
        v = getattr(d_stats, attr)
        if v:
            out.append((letter, v, color))
    return out


@lru_cache(maxsize=512)
def card_face(card: int, width: int) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels (cached per design and width)."""
    d = card_book()(card)
    return _render(d, width)


@lru_cache(maxsize=64)
def card_back(width: int, label: str = "") -> pygame.Surface:
    w, h = card_size(width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 12)
    pygame.draw.rect(surf, (90, 40, 36), surf.get_rect(), border_radius=r)
    pygame.draw.rect(
        surf, (200, 160, 90), surf.get_rect().inflate(-6, -6), width=2, border_radius=r
    )
    inner = surf.get_rect().inflate(-w // 3, -h // 3)
    pygame.draw.rect(surf, (120, 60, 50), inner, border_radius=r)
    font = _font(max(9, w // 5), True, False)
    img = font.render("LT", True, (230, 200, 130))
    surf.blit(img, img.get_rect(center=surf.get_rect().center))
    if label:
        small = _font(max(9, w // 8), True, True)
        img = small.render(label, True, (240, 220, 180))
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - 6)))
    return surf


def _render(d: CardDef, width: int) -> pygame.Surface:
    w, h = card_size(width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    band_color, letter, type_label = theme.CARD_TYPES[d.type]
    pygame.draw.rect(surf, theme.PAPER, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, band_color, surf.get_rect(), width=max(2, w // 30), border_radius=radius)
    band_h = max(14, h // 7)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(
        surf, band_color, band, border_top_left_radius=radius, border_top_right_radius=radius
    )
    # icon letter in a circle: colour is never the only cue
    ic = max(6, band_h // 2 - 1)
    pygame.draw.circle(surf, theme.PAPER, (ic + 3, band_h // 2), ic)
    f_icon = _font(max(8, ic + 2), True, False)
    img = f_icon.render(letter, True, band_color)
    surf.blit(img, img.get_rect(center=(ic + 3, band_h // 2)))
    # price coin
    coin = max(6, band_h // 2)
    pygame.draw.circle(surf, (235, 190, 60), (w - coin - 3, band_h // 2), coin)
    pygame.draw.circle(surf, (120, 90, 20), (w - coin - 3, band_h // 2), coin, width=1)
    f_price = _font(max(8, coin + 2), True, False)
    img = f_price.render(str(d.price), True, theme.INK)
    surf.blit(img, img.get_rect(center=(w - coin - 3, band_h // 2)))
    # name
    name_font = _font(max(8, w // 8), True, True)
    y = band_h + 2
    for line in theme.wrap(name_font, d.name, w - 8)[:2]:
        img = name_font.render(line, True, theme.INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += name_font.get_linesize() - 1
    sub_font = _font(max(7, w // 11), False, False)
    if w >= 70:
        sub = f"{type_label} - {d.subtype}"
        img = sub_font.render(sub, True, (70, 70, 70))
        if img.get_width() > w - 6:
            img = sub_font.render(d.subtype, True, (70, 70, 70))
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += sub_font.get_linesize()
    # body text when large enough
    bottom_h = max(16, h // 6)
    if w >= 150:
        text_font = _font(max(9, w // 16), False, False)
        for line in theme.wrap(text_font, d.text, w - 14)[:7]:
            img = text_font.render(line, True, theme.INK)
            surf.blit(img, (7, y + 2))
            y += text_font.get_linesize()
    # loot points
    if d.loot_points:
        lp_r = max(7, w // 9)
        center = (w // 2, h - bottom_h - lp_r - 2)
        color = (200, 160, 40) if d.loot_points > 0 else (190, 70, 60)
        pygame.draw.circle(surf, color, center, lp_r)
        f_lp = _font(max(8, lp_r), True, False)
        img = f_lp.render(f"{d.loot_points:+d}", True, theme.INK)
        surf.blit(img, img.get_rect(center=center))
    # bottom strip: slots + equip stats | weight + stored stats
    strip = pygame.Rect(0, h - bottom_h, w, bottom_h)
    pygame.draw.rect(
        surf,
        (228, 220, 200),
        strip,
        border_bottom_left_radius=radius,
        border_bottom_right_radius=radius,
    )
    chip_font = _font(max(7, bottom_h // 2), True, True)
    x = 4
    left: list[tuple[str, tuple[int, int, int]]] = []
    if d.slots:
        slots = "+".join(SLOT_LETTERS[s] for s in d.slots)
        left.append(("2H" if d.two_handed else slots, (60, 60, 60)))
    for letter_, v, color in _stat_chips(d.equip):
        left.append((f"{'+' if d.nestable and letter_ == 'C' else ''}{v}{letter_}", color))
    for text, color in left:
        img = chip_font.render(text, True, color)
        if x + img.get_width() > w * 0.62:
            break
        surf.blit(img, (x, strip.centery - img.get_height() // 2))
        x += img.get_width() + 3
    right: list[tuple[str, tuple[int, int, int]]] = []
    if d.weight is not None:
        right.append((f"W{d.weight}", (90, 70, 50)))
    if d.stored.gold:
        right.append((f"{d.stored.gold}G", (190, 150, 30)))
    xr = w - 4
    for text, color in reversed(right):
        img = chip_font.render(text, True, color)
        xr -= img.get_width()
        if xr < x:
            break
        surf.blit(img, (xr, strip.centery - img.get_height() // 2))
        xr -= 3
    return surf


def card_tooltip_lines(card: int) -> list[str]:
    """Full text of a card for zoom panels and the glossary."""
    d = card_book()(card)
    lines = [d.name, f"{d.type.title()} - {d.subtype}   Price {d.price}"]
    if d.slots:
        where = " or ".join(d.slots)
        lines.append(
            f"Equip: {where}{' (both hands)' if d.two_handed else ''}"
            f"{' (does not take the slot)' if not d.occupies_slot else ''}"
        )
    eq = ", ".join(f"{v} {n}" for n, v in d.equip.model_dump().items() if v)
    if eq:
        lines.append(f"{'Following' if d.type == 'companion' else 'Equipped'}: {eq}")
    if d.weight is not None:
        st = f", gives {d.stored.gold} Gold" if d.stored.gold else ""
        lines.append(f"Stored: weight {d.weight}{st}")
    if d.loot_points:
        lines.append(f"Loot Points: {d.loot_points:+d}")
    if d.fee:
        lines.append(f"Fee: {d.fee} Gold ({d.fee_rule})")
    lines.append(d.text)
    return lines
