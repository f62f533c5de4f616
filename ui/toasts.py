"""The app's short messages at the bottom of the window (an illegal move, a save problem), each
shown for a few seconds; a private one (about one seat's hand or move) is dropped when the
screen changes hands. Drawn over every scene, with a warning while the window is small."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ui import theme
from ui.theme import Fonts

TOAST_SECONDS = 3.5
MIN_COMFORT = (1024, 640)


@dataclass
class Toast:
    text: str
    until: float
    bad: bool = False
    private: bool = False
    """About one seat's hand or move (a hint, a refused move): the hand-over screen drops it."""


class Toasts:
    """The messages shown now; ``clock`` gives the app time, ``invalidate`` asks for a frame."""

    def __init__(self, clock: Callable[[], float], invalidate: Callable[[], None]) -> None:
        self.clock = clock
        self.invalidate = invalidate
        self.items: list[Toast] = []

    def notify(self, text: str, bad: bool = False, *, private: bool = False) -> None:
        """Show ``text`` (again, if it is up) for a few seconds; at most four at a time."""
        self.items = [t for t in self.items if t.text != text][-3:]
        self.items.append(Toast(text, self.clock() + TOAST_SECONDS, bad, private))
        self.invalidate()

    def unnotify(self, text: str) -> None:
        """Take the message ``text`` down before its time."""
        kept = [t for t in self.items if t.text != text]
        if len(kept) != len(self.items):
            self.items = kept
            self.invalidate()

    def forget_private(self) -> None:
        """Drop every private message; keep the rest."""
        self.items = [t for t in self.items if not t.private]
        self.invalidate()

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The messages still due, newest at the bottom (expired ones go)."""
        self.items = [t for t in self.items if t.until > self.clock()]
        w, h = surface.get_size()
        small = w < MIN_COMFORT[0] or h < MIN_COMFORT[1]
        lines = list(self.items)
        if small:
            lines.insert(
                0,
                Toast(
                    f"The window is small ({w}x{h}); enlarge it to at least "
                    f"{MIN_COMFORT[0]}x{MIN_COMFORT[1]} for the full table.",
                    0,
                ),
            )
        y = h - 12
        font = fonts.get(15, bold=True)
        for t in reversed(lines):
            for line in reversed(theme.wrap(font, t.text, max(200, w - 80))):
                img = font.render(line, True, theme.TEXT)
                rect = img.get_rect(midbottom=(w // 2, y))
                pad = rect.inflate(20, 10)
                pygame.draw.rect(
                    surface, (120, 40, 36) if t.bad else (30, 36, 44), pad, border_radius=8
                )
                surface.blit(img, rect)
                y = pad.top - 4
