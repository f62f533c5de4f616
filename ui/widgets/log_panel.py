"""The game log as a panel: sentences wrapped to the panel's width, newest at the bottom,
scrolled back with the mouse wheel.

The table keeps what the seat at the screen may read (the session tells the sentences);
this widget only holds, scrolls and draws them. Later features (grouping by turn, the
actor's name and icons, highlighting a bot's move) belong here.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ui import theme
from ui.theme import Fonts

MAX_LOG = 300
"""Sentences kept (older ones drop off the top)."""
LOG_TEXT = 14


class LogPanel:
    """Sentences and a scroll position, counted in wrapped lines from the bottom."""

    def __init__(self) -> None:
        self.entries: list[str] = []
        self.scroll = 0

    def replace(self, entries: Iterable[str]) -> None:
        """Start again with ``entries`` (e.g. told again for a new viewer), at the bottom."""
        self.entries = list(entries)[-MAX_LOG:]
        self.scroll = 0

    def extend(self, entries: Iterable[str]) -> None:
        """Add sentences at the bottom and scroll down to them."""
        self.entries.extend(entries)
        self.entries = self.entries[-MAX_LOG:]
        self.scroll = 0

    def append(self, entry: str) -> None:
        self.entries.append(entry)
        self.entries = self.entries[-MAX_LOG:]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls (anywhere on the table); True when it did."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect) -> None:
        """The last lines that fit ``rect`` (less the scroll), top to bottom; the scroll is
        clamped to what there is."""
        small = fonts.get(LOG_TEXT)
        width = rect.w - 24
        lines: list[str] = []
        for entry in self.entries:
            lines.extend(theme.wrap(small, entry, width))
        per = max(1, (rect.h - 8) // small.get_linesize())
        end = max(0, len(lines) - self.scroll)
        start = max(0, end - per)
        self.scroll = max(0, len(lines) - end)
        y = rect.top
        for line in lines[start:end]:
            surface.blit(theme.text_image(small, line, theme.TEXT), (rect.left + 12, y))
            y += small.get_linesize()
