"""A button's tip: its keyboard shortcut (or a few words) in a small box by the pointer.

A :class:`~ui.widgets.button.Button` with a ``tooltip`` that is drawn while the pointer is
over it offers itself here (:func:`offer`); the app clears the offer before each scene
draws, so only a button of the top scene can be offered (a scene under a pop-up may still
think it is hovered). Once the same button has been offered for ``TIP_DELAY`` seconds the
app draws its tip over everything; pressing a key or a mouse button, or the pointer leaving
the window, hides it until the pointer moves to another button. The tip schedules its own
frame (:meth:`ButtonTips.due`), so a still window redraws once when the tip comes up, not
every frame.
"""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from ui import theme
from ui.theme import Fonts

TIP_DELAY = 0.6
"""Seconds the pointer rests on a button before its tip shows."""


class Tipped(Protocol):
    """What a tip needs of a button."""

    tooltip: str
    rect: pygame.Rect


_offered: Tipped | None = None


def offer(button: Tipped) -> None:
    """``button`` is drawn hovered this frame and has a tip (Button.draw calls this)."""
    global _offered
    _offered = button


def clear_offer() -> None:
    """Forget the button offered so far (before each scene draws)."""
    global _offered
    _offered = None


def tip_text(tooltip: str) -> str:
    """The words shown: a bare key name (``"Esc"``, ``"Ctrl+Z"``, ``"-"``) reads as
    ``"Key: Esc"``; a tip with its own words (``"W: step through it"``) is shown as it is."""
    return tooltip if ":" in tooltip else f"Key: {tooltip}"


class ButtonTips:
    """The tip of the button the pointer rests on; ``now`` is app time in seconds."""

    def __init__(self) -> None:
        self.button: Tipped | None = None
        self.since = 0.0
        self.hidden = False

    def settle(self, now: float) -> None:
        """Take this frame's offer (after the scenes drew): a new button restarts the wait."""
        if _offered is not self.button:
            self.button = _offered
            self.since = now
            self.hidden = False

    def dismiss(self) -> None:
        """A key or mouse button was pressed, or the pointer left the window: no tip until
        the pointer reaches another button."""
        self.hidden = True

    def showing(self, now: float) -> bool:
        return self.button is not None and not self.hidden and now >= self.since + TIP_DELAY

    def due(self, now: float) -> float:
        """App time at which the tip must be drawn (``inf`` when none is waiting, or it is
        already up at ``now``)."""
        if self.button is None or self.hidden or self.showing(now):
            return math.inf
        return self.since + TIP_DELAY

    def draw(self, surface: pygame.Surface, fonts: Fonts, now: float) -> pygame.Rect | None:
        """Draw the tip below its button (above it near the window's foot), inside the
        window; the box drawn, or None when no tip shows."""
        if not self.showing(now) or self.button is None:
            return None
        font = fonts.get(14)
        w, h = surface.get_size()
        lines = theme.wrap(font, tip_text(self.button.tooltip), max(120, w // 3))
        images = [theme.text_image(font, line, theme.TEXT) for line in lines]
        pad = 6
        box = pygame.Rect(
            0,
            0,
            max(img.get_width() for img in images) + 2 * pad,
            sum(img.get_height() for img in images) + 2 * pad,
        )
        anchor = self.button.rect
        box.midtop = (anchor.centerx, anchor.bottom + 4)
        if box.bottom > h:
            box.midbottom = (anchor.centerx, anchor.top - 4)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=1, border_radius=6)
        y = box.top + pad
        for img in images:
            surface.blit(img, (box.left + pad, y))
            y += img.get_height()
        return box
