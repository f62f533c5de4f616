"""A twenty-sided die with its modifiers: any game that rolls a d20 and adds or takes away
from the throw can draw it (Loot Roll's loot rolls first).

- :func:`draw_d20`: the die seen from above, a hexagon with its facets and the face value
  in the middle, in any colour, crisp at any size (drawn with shapes, no image).
- :func:`modifier_chip`: one modifier as a chip "+2" or "-3" (the sign is written: green
  or red is never the only cue).
- :func:`draw_d20_with_mods`: the die, its modifiers in a row to its right, and the total
  when there are any; :func:`d20_extent` is the width that takes, so a layout can keep the
  chips clear of everything else.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from ui import theme
from ui.theme import _font

Color = tuple[int, int, int]
D20_GOLD: Color = (232, 196, 84)
PLUS: Color = (46, 128, 64)
MINUS: Color = (178, 52, 46)
TOTAL_BG: Color = (246, 240, 226)


def modifier_text(amount: int) -> str:
    """ "+2", "-3", "+0": a modifier always with its sign."""
    return f"{amount:+d}"


def _ink_on(color: Color) -> Color:
    """White or near-black, whichever reads better on ``color``."""
    lum = 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2]
    return theme.INK if lum > 140 else (250, 250, 250)


def _shade(color: Color, k: float) -> Color:
    """``color`` lightened (k > 0) or darkened (k < 0) by ``|k|``."""
    target = 255 if k > 0 else 0
    k = abs(k)
    return (
        round(color[0] + (target - color[0]) * k),
        round(color[1] + (target - color[1]) * k),
        round(color[2] + (target - color[2]) * k),
    )


def _hexagon(center: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [
        (
            cx + radius * math.cos(math.radians(90 + 60 * i)),
            cy - radius * math.sin(math.radians(90 + 60 * i)),
        )
        for i in range(6)
    ]


def draw_d20(
    surface: pygame.Surface,
    center: tuple[int, int],
    size: int,
    value: int,
    color: Color = D20_GOLD,
) -> pygame.Rect:
    """A d20 ``size`` pixels across showing ``value`` (any number: a reroll or a swap can
    show what the engine recorded); returns its square."""
    size = max(8, size)
    box = pygame.Rect(0, 0, size, size)
    box.center = center
    r = size / 2
    hexa = _hexagon(box.center, r)  # pointy top: 0 top, then anticlockwise
    edge = _shade(color, -0.55)
    pygame.draw.polygon(surface, _shade(color, -0.18), hexa)
    # the face turned up: a triangle, with the facets around it in lighter and darker tones
    cx, cy = box.center
    tri_r = r * 0.62
    tri = [
        (cx, cy - tri_r),
        (cx - tri_r * math.cos(math.radians(30)), cy + tri_r * 0.5),
        (cx + tri_r * math.cos(math.radians(30)), cy + tri_r * 0.5),
    ]
    top, upper_left, lower_left, bottom, lower_right, upper_right = hexa
    pygame.draw.polygon(surface, _shade(color, 0.22), [top, upper_left, tri[1], tri[0]])
    pygame.draw.polygon(surface, _shade(color, -0.05), [tri[0], upper_right, top])
    pygame.draw.polygon(surface, _shade(color, -0.3), [bottom, lower_left, tri[1], tri[2]])
    pygame.draw.polygon(surface, color, tri)
    width = max(1, size // 28)
    for a, b in (
        (tri[0], top),
        (tri[1], upper_left),
        (tri[1], lower_left),
        (tri[2], lower_right),
        (tri[2], upper_right),
        (tri[1], bottom),
        (tri[2], bottom),
    ):
        pygame.draw.line(surface, edge, a, b, width)
    pygame.draw.polygon(surface, edge, tri, width)
    pygame.draw.polygon(surface, edge, hexa, max(1, size // 20))
    text = str(value)
    font = _font(max(8, round(size * (0.34 if len(text) < 3 else 0.26))), True, False)
    img = theme.text_image(font, text, _ink_on(color))
    surface.blit(img, img.get_rect(center=(cx, round(cy + tri_r * 0.12))))
    return box


def chip_height(size: int) -> int:
    """How tall a modifier chip beside a die ``size`` pixels across is (text >= 14 px)."""
    return max(20, round(size * 0.42))


@lru_cache(maxsize=256)
def modifier_chip(amount: int, height: int) -> pygame.Surface:
    """``amount`` as a rounded chip ``height`` tall: "+N" on green, "-N" on red."""
    bg = PLUS if amount >= 0 else MINUS
    font = _font(max(14, round(height * 0.72)), True, False)
    img = theme.text_image(font, modifier_text(amount), (255, 255, 255))
    w = img.get_width() + max(8, height // 2)
    chip = pygame.Surface((w, height), pygame.SRCALPHA)
    rect = chip.get_rect()
    pygame.draw.rect(chip, bg, rect, border_radius=max(3, height // 3))
    pygame.draw.rect(chip, _shade(bg, -0.4), rect, width=1, border_radius=max(3, height // 3))
    chip.blit(img, img.get_rect(center=rect.center))
    return chip


@lru_cache(maxsize=256)
def total_chip(total: int, height: int) -> pygame.Surface:
    """ "= N" on paper: the total of a die and its modifiers."""
    font = _font(max(14, round(height * 0.72)), True, False)
    img = theme.text_image(font, f"= {total}", theme.INK)
    w = img.get_width() + max(8, height // 2)
    chip = pygame.Surface((w, height), pygame.SRCALPHA)
    rect = chip.get_rect()
    pygame.draw.rect(chip, TOTAL_BG, rect, border_radius=max(3, height // 3))
    pygame.draw.rect(chip, theme.INK, rect, width=1, border_radius=max(3, height // 3))
    chip.blit(img, img.get_rect(center=rect.center))
    return chip


def _gap(size: int) -> int:
    return max(3, size // 12)


def d20_extent(size: int, mods: Sequence[int], total: int | None = None) -> int:
    """The width :func:`draw_d20_with_mods` takes for a die ``size`` across with ``mods``
    (and the total chip when ``total`` is given and there are modifiers)."""
    h = chip_height(size)
    w = size
    for m in mods:
        w += _gap(size) + modifier_chip(m, h).get_width()
    if mods and total is not None:
        w += _gap(size) + total_chip(total, h).get_width()
    return w


def draw_d20_with_mods(
    surface: pygame.Surface,
    center: tuple[int, int],
    size: int,
    value: int,
    mods: Sequence[int] = (),
    color: Color = D20_GOLD,
    total: int | None = None,
) -> pygame.Rect:
    """The die centred on ``center`` and, to its right, each modifier as a chip and (with
    modifiers and ``total``) "= total"; returns the whole rect drawn."""
    box = draw_d20(surface, center, size, value, color)
    h = chip_height(size)
    x = box.right
    chips = [modifier_chip(m, h) for m in mods]
    if mods and total is not None:
        chips.append(total_chip(total, h))
    for chip in chips:
        x += _gap(size)
        surface.blit(chip, chip.get_rect(midleft=(x, box.centery)))
        x += chip.get_width()
    return pygame.Rect(box.left, box.top, x - box.left, box.h)
