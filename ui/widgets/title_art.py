"""The look of the menus: the table's felt, panels like the table's, and the title picture
(game-icons composed around the title, set in EB Garamond).

Everything is cached per size, so a menu frame is a few blits.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from ui import theme
from ui.assets import FONT_TITLE, art_path
from ui.icons import SCREENS
from ui.widgets.icons import icon

Color = tuple[int, int, int]
GOLD: Color = theme.ACCENT
GOLD_DEEP: Color = (176, 128, 36)
SHADOW: Color = (10, 26, 18)


@cache
def _title_font(size: int) -> pygame.font.Font | None:
    path = art_path("fonts", FONT_TITLE)
    if path is None:
        return None
    try:
        return pygame.font.Font(str(path), size)
    except (pygame.error, OSError):
        return None


def title_font(size: int, text: str = "") -> pygame.font.Font:
    """EB Garamond at ``size`` px when it has every letter of ``text``; else DejaVu Bold (a
    player's name may hold letters the display face lacks)."""
    font = _title_font(max(8, size))
    if font is not None and all(m is not None for m in font.metrics(text)):
        return font
    return theme._font(max(8, round(size * 0.8)), True, False)


@lru_cache(maxsize=64)
def title_text(text: str, size: int, color: Color = GOLD) -> pygame.Surface:
    """``text`` in the title face with a soft shadow under it."""
    font = title_font(size, text)
    img = font.render(text, True, color)
    off = max(1, size // 24)
    surf = pygame.Surface((img.get_width() + off, img.get_height() + off), pygame.SRCALPHA)
    shade = font.render(text, True, SHADOW)
    surf.blit(shade, (off, off))
    surf.blit(img, (0, 0))
    return surf


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table's green cloth: its colour, darker towards the edges."""
    w, h = size
    surf = pygame.Surface((w, h))
    surf.fill(theme.TABLE)
    vignette = pygame.Surface((16, 10), pygame.SRCALPHA)
    for y in range(10):
        for x in range(16):
            dx, dy = (x - 7.5) / 7.5, (y - 4.5) / 4.5
            a = min(1.0, max(0.0, (dx * dx + dy * dy) ** 0.5 - 0.55)) * 150
            vignette.set_at((x, y), (0, 0, 0, round(a)))
    soft = pygame.transform.smoothscale(vignette, (max(1, w // 4), max(1, h // 4)))
    surf.blit(pygame.transform.scale(soft, (w, h)), (0, 0))  # a smooth shade: no blocks show
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A panel like the table's side panel: dark, edged, rounded, a little see-through."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*theme.PANEL, alpha), box.get_rect(), border_radius=12)
    pygame.draw.rect(box, theme.PANEL_EDGE, box.get_rect(), width=1, border_radius=12)
    surface.blit(box, rect.topleft)


@lru_cache(maxsize=16)
def emblem(height: int, centre: str = SCREENS["title"]) -> pygame.Surface:
    """The title emblem ``height`` px tall: ``centre`` in gold on a dark medallion, flanked
    by crossed swords and coins."""
    h = max(24, height)
    side = round(h * 0.62)
    w = h + 2 * side + h // 3
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    mid = (w // 2, h // 2)
    pygame.draw.circle(surf, (16, 40, 28), mid, h // 2)
    pygame.draw.circle(surf, GOLD_DEEP, mid, h // 2, max(2, h // 30))
    inner = icon(centre, round(h * 0.62), GOLD)
    surf.blit(inner, inner.get_rect(center=mid))
    left = icon(SCREENS["title_left"], side, GOLD_DEEP)
    right = icon(SCREENS["title_right"], side, GOLD_DEEP)
    surf.blit(left, left.get_rect(midright=(mid[0] - h // 2 - h // 10, mid[1])))
    surf.blit(right, right.get_rect(midleft=(mid[0] + h // 2 + h // 10, mid[1])))
    return surf


@lru_cache(maxsize=16)
def game_row(height: int, color: Color = GOLD_DEEP) -> pygame.Surface:
    """The offered games' pictures in a row (their UI entries' ``icon``), ``height`` px tall."""
    from ui.games import UI_ENTRIES, offered

    names = [UI_ENTRIES[g].icon for g in offered()]
    gap = max(4, height // 2)
    surf = pygame.Surface((len(names) * (height + gap) - gap, height), pygame.SRCALPHA)
    for i, name in enumerate(names):
        surf.blit(icon(name, height, color), (i * (height + gap), 0))
    return surf


@lru_cache(maxsize=16)
def title_picture(max_w: int, max_h: int, title: str = "Loot Table") -> pygame.Surface:
    """The menu's title picture fitting ``max_w`` x ``max_h``: the emblem, the title and
    the five games' pictures under it."""
    size = max(28, min(round(max_h * 0.36), round(max_w / 6)))
    text = title_text(title, size)
    em_h = max(24, min(round(max_h * 0.38), round(size * 1.5)))
    row_h = max(16, round(size * 0.4))
    em = emblem(em_h)
    row = game_row(row_h)
    gap = max(4, size // 8)
    w = max(em.get_width(), text.get_width(), row.get_width())
    h = em.get_height() + text.get_height() + row.get_height() + 2 * gap
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for part in (em, text, row):
        surf.blit(part, part.get_rect(midtop=(w // 2, y)))
        y += part.get_height() + gap
    k = min(1.0, max_w / w, max_h / h)
    if k < 1.0:
        surf = pygame.transform.smoothscale(surf, (max(1, round(w * k)), max(1, round(h * k))))
    return surf
