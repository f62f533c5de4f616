"""Small drawing helpers shared by scenes: dice faces and glow outlines (the zoomed card is
ui/widgets/zoom.py)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ui import theme
from ui.theme import Fonts

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def draw_die(
    surface: pygame.Surface,
    center: tuple[int, int],
    size: int,
    value: int,
    color: tuple[int, int, int] = (235, 190, 60),
    pip: tuple[int, int, int] = (40, 30, 10),
) -> None:
    r = pygame.Rect(0, 0, size, size)
    r.center = center
    pygame.draw.rect(surface, color, r, border_radius=max(3, size // 5))
    pygame.draw.rect(surface, (60, 50, 20), r, width=1, border_radius=max(3, size // 5))
    pr = max(2, size // 10)
    for fx, fy in PIPS.get(value, []):
        pygame.draw.circle(surface, pip, (r.left + round(fx * size), r.top + round(fy * size)), pr)


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, int, int] = theme.GLOW,
    width: int = 3,
) -> None:
    pygame.draw.rect(surface, color, rect.inflate(6, 6), width=width, border_radius=8)


def count_badge(
    surface: pygame.Surface, rect: pygame.Rect, count: int, fonts: Fonts, strip: int
) -> None:
    """A chip saying "x N" on a card standing for a stack of ``count``, in the card's top
    right corner and no taller than its name ``strip`` (what shows of a cascaded card)."""
    size = max(8, min(round(12 * fonts.scale), round(strip * 0.6)))
    chip = _badge(count, size)
    surface.blit(chip, chip.get_rect(topright=(rect.right - 2, rect.top + 2)))


@lru_cache(maxsize=256)
def _badge(count: int, size: int) -> pygame.Surface:
    img = theme.text_image(theme._font(size, True, False), f"x{count}", theme.INK)
    box = img.get_rect().inflate(max(4, size // 2), 2)
    chip = pygame.Surface(box.size, pygame.SRCALPHA)
    box.topleft = (0, 0)
    pygame.draw.rect(chip, theme.ACCENT, box, border_radius=max(3, size // 3))
    pygame.draw.rect(chip, theme.INK, box, width=1, border_radius=max(3, size // 3))
    chip.blit(img, img.get_rect(center=box.center))
    return chip
