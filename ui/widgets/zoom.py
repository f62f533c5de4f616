"""The zoomed card: about twice the hovered card's size, with its text in words, placed
beside the hovered card and never over it, the pointer or anything outside ``bounds`` (the
table area, so never over the log panel). It goes to the right of the card, or to the left
at the right edge, else below or above; when none of those has room it shrinks.

:func:`place_zoom` is the geometry alone (tests check it all over the screen);
:func:`draw_zoom` lays out and draws the panel: the face next to the card, the words on the
far side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ui import theme
from ui.theme import Fonts

ZOOM_FACTOR = 2.0
MIN_FACE_W = 180
"""The zoomed face is at least this wide at UI scale 1, so its rules text shows."""
GAP = 10
POINTER_MARGIN = 6


@dataclass
class ZoomRects:
    panel: pygame.Rect
    face: pygame.Rect
    text: pygame.Rect
    left_of_card: bool


def zoom_face_width(card_w: int, scale: float = 1.0) -> int:
    """How wide the zoomed face is drawn for a card ``card_w`` pixels wide."""
    return max(round(card_w * ZOOM_FACTOR), round(MIN_FACE_W * scale))


def place_zoom(
    bounds: pygame.Rect,
    card: pygame.Rect,
    pointer: tuple[int, int],
    size: tuple[int, int],
    gap: int = GAP,
) -> tuple[pygame.Rect, str] | None:
    """A ``size`` rectangle inside ``bounds`` beside ``card`` (right, left, below, above, in
    that order) that touches neither ``card`` nor ``pointer``; None when none fits."""
    w, h = size
    if w > bounds.w or h > bounds.h:
        return None
    clear = card.inflate(2 * gap - 2, 2 * gap - 2)
    for side in ("right", "left", "below", "above"):
        r = pygame.Rect(0, 0, w, h)
        if side in ("right", "left"):
            r.top = max(bounds.top, min(card.top, bounds.bottom - h))
            if side == "right":
                r.left = card.right + gap
            else:
                r.right = card.left - gap
        else:
            r.left = max(bounds.left, min(card.centerx - w // 2, bounds.right - w))
            if side == "below":
                r.top = card.bottom + gap
            else:
                r.bottom = card.top - gap
        if not bounds.contains(r) or r.colliderect(clear):
            continue
        if r.inflate(2 * POINTER_MARGIN, 2 * POINTER_MARGIN).collidepoint(pointer):
            continue
        return r, side
    return None


def zoom_layout(
    bounds: pygame.Rect,
    card: pygame.Rect,
    pointer: tuple[int, int],
    face_w: int,
    text_w: int,
    text_h: Callable[[int], int],
    pad: int = 10,
) -> ZoomRects | None:
    """Panel, face and text rects for a zoom beside ``card``: the face ``face_w`` wide (7:5)
    and a text column ``text_w`` wide whose height for a width is ``text_h(width)``. Shrinks
    the face (to the card's own size at least), then drops the text column, until it fits."""
    least = max(40, min(face_w, card.w))
    fw = face_w
    for with_text in (True, False):
        fw = face_w
        while True:
            fh = round(fw * 1.4)
            tw = text_w if with_text else 0
            th = text_h(tw) if with_text else 0
            pw = fw + 2 * pad + (tw + pad if tw else 0)
            ph = max(fh, th) + 2 * pad
            got = place_zoom(bounds, card, pointer, (pw, ph))
            if got is not None:
                panel, side = got
                left = side == "left"
                face = pygame.Rect(0, 0, fw, fh)
                text = pygame.Rect(0, 0, tw, th)
                face.top = text.top = panel.top + pad
                if left:  # the face next to the card, the words on the far side
                    face.right = panel.right - pad
                    text.left = panel.left + pad
                else:
                    face.left = panel.left + pad
                    text.left = face.right + pad
                return ZoomRects(panel, face, text, left)
            if fw <= least:
                break
            fw = max(least, round(fw * 0.88))
    return None


def draw_zoom(
    surface: pygame.Surface,
    fonts: Fonts,
    bounds: pygame.Rect,
    card: pygame.Rect,
    pointer: tuple[int, int],
    face: Callable[[int], pygame.Surface] | None,
    lines: Sequence[str],
) -> ZoomRects | None:
    """Draw the zoom of a card shown at ``card`` (``face(width)`` draws its face; ``lines``:
    its name, then what the zoom says in words). Returns where it went (None: no room)."""
    s = fonts.scale
    font = fonts.get(15)
    bold = fonts.get(17, bold=True)
    text_w = round(250 * s)
    body = list(lines[1:]) if face is not None else list(lines)

    def wrapped(width: int) -> list[tuple[str, pygame.font.Font]]:
        out: list[tuple[str, pygame.font.Font]] = []
        if face is None and lines:
            out.append((lines[0], bold))
            body_lines = lines[1:]
        else:
            body_lines = body
        for line in body_lines:
            out.extend((t, font) for t in theme.wrap(font, line, max(40, width)))
            out.append(("", font))
        return out[:-1] if out and out[-1][0] == "" else out

    def height(width: int) -> int:
        return sum(f.get_linesize() if t else f.get_linesize() // 2 for t, f in wrapped(width))

    face_w = zoom_face_width(card.w if card.w > 1 else 100, s) if face is not None else 0
    rects = zoom_layout(bounds, card, pointer, face_w, text_w, height, pad=round(10 * s))
    if rects is None:
        return None
    pygame.draw.rect(surface, (16, 20, 24), rects.panel, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rects.panel, width=1, border_radius=10)
    if face is not None and rects.face.w:
        img = face(rects.face.w)
        surface.blit(img, rects.face.topleft)
    y = rects.text.top
    for text, f in wrapped(rects.text.w) if rects.text.w else []:
        if text:
            surface.blit(theme.text_image(f, text, theme.TEXT), (rects.text.left, y))
            y += f.get_linesize()
        else:
            y += f.get_linesize() // 2
    return rects
