"""The app's window: its surface and size, the text scale that follows its size, and
fullscreen."""

from __future__ import annotations

import pygame

from ui.logfile import get_logger
from ui.settings import Settings
from ui.theme import Fonts

DEFAULT_SIZE = (1280, 800)

_log = get_logger()


class Window:
    """Opens the window at ``size``; text and controls scale with it (``fonts``) times the
    UI scale in ``settings``."""

    def __init__(self, size: tuple[int, int], fonts: Fonts, settings: Settings) -> None:
        self.fonts = fonts
        self.settings = settings
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption("Loot Table")
        pygame.key.set_repeat()  # off: held keys repeat through the app's keys (ui/keys.py)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def apply_scale(self) -> None:
        """Text and controls grow with the window (from 1280x800 up to 4K) times the UI scale."""
        w, h = self.size
        resolution = max(1.0, min(w / DEFAULT_SIZE[0], h / DEFAULT_SIZE[1], 3.0))
        self.fonts.set_scale(self.settings.ui_scale * resolution)

    def toggle_fullscreen(self, save: bool) -> bool:
        """Switch fullscreen on or off; False when it is not available here. ``save``: the
        switch is the player's (the setting flips), else the setting is being applied."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return False
        now_on = not self.settings.fullscreen if save else self.settings.fullscreen
        _log.info("fullscreen switched %s", "on" if now_on else "off")
        return True
