"""Game-icons drawn at any size and in any colour, crisp from 1x to 4K.

``icon(name, size, color)`` reads ``ui/resources/icons/<name>.svg`` (copied there by
art/make_icons.py; names by use in ui/icons.py), paints it in ``color`` and rasterises it
with pygame's SVG loader at ``size`` x ``size`` pixels. Surfaces are cached per
(name, size, colour): callers get the same surface again and must not draw onto it.
An icon whose file is missing or unreadable is drawn as a plain stand-in (a rounded frame
with the name's first letter), never an error.
"""

from __future__ import annotations

import io
import logging
from functools import cache, lru_cache

import pygame

from ui.assets import icon_path
from ui.theme import _font

Color = tuple[int, int, int]
log = logging.getLogger(__name__)


@cache
def _svg_text(name: str) -> str | None:
    path = icon_path(name)
    if path is None:
        log.warning("icon %r is missing from ui/resources/icons; drawing a stand-in", name)
        return None
    try:
        return path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("icon %r cannot be read (%s); drawing a stand-in", name, exc)
        return None


def has_icon(name: str) -> bool:
    """Whether ``name`` has a readable SVG in ui/resources/icons."""
    return _svg_text(name) is not None


@lru_cache(maxsize=4096)
def icon(name: str, size: int, color: Color) -> pygame.Surface:
    """Icon ``name`` as a ``size`` x ``size`` surface with alpha, painted in ``color``."""
    size = max(1, int(size))
    text = _svg_text(name)
    if text is not None:
        hexa = "#{:02x}{:02x}{:02x}".format(*color)
        data = text.replace("currentColor", hexa).encode("utf-8")
        try:
            img = pygame.image.load_sized_svg(io.BytesIO(data), (size, size))
        except (pygame.error, ValueError, OSError, AttributeError) as exc:
            log.warning("icon %r could not be drawn (%s); drawing a stand-in", name, exc)
        else:
            if img.get_size() != (size, size):  # keep callers' arithmetic exact
                boxed = pygame.Surface((size, size), pygame.SRCALPHA)
                boxed.blit(img, img.get_rect(center=boxed.get_rect().center))
                img = boxed
            return _ready(img)
    return _ready(stand_in(name, size, color))


def stand_in(name: str, size: int, color: Color) -> pygame.Surface:
    """The drawing used for an icon that cannot be loaded: a rounded frame in ``color``
    holding the first letter of ``name``."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-max(0, size // 10), -max(0, size // 10))
    width = max(1, size // 12)
    pygame.draw.rect(surf, color, rect, width=width, border_radius=max(2, size // 5))
    letter = (name[:1] or "?").upper()
    if size >= 6:
        img = _font(max(6, round(size * 0.6)), True, False).render(letter, True, color)
        surf.blit(img, img.get_rect(center=rect.center))
    return surf


def _ready(img: pygame.Surface) -> pygame.Surface:
    """Converted to the display's pixel format when there is a display (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return img.convert_alpha()
    return img
