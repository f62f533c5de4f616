"""The crash screen: an unexpected error is told in the window, not by the window vanishing.

It says what happened, whether a game was saved (every action is written as it is made, so
a running game is saved up to its last action) and where the log with the details is. The
player closes the app, or goes back to the menu when the app offers it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from ui import theme
from ui.scene import Scene
from ui.widgets.button import Button, FocusRing, draw_text

MAX_MESSAGE = 200


@dataclass(frozen=True)
class Crash:
    """What went wrong: the error in one line, what the app was doing, and whether an
    unfinished game (saved as it is played) was open."""

    error: str
    doing: str
    game_running: bool
    log_file: Path | None

    def sentences(self, stopped: bool = False) -> list[str]:
        """The crash told in plain sentences: in the window (the app is still open) or, with
        ``stopped``, on the console once the app has closed."""
        if stopped:
            out = [f"Loot Table stopped on an unexpected error {self.doing} ({self.error})."]
        else:
            out = [f"An unexpected error happened {self.doing}: {self.error}."]
        if self.game_running:
            out.append(
                "Your game is saved up to its last action: Continue on the menu picks it up."
            )
        if self.log_file is not None:
            out.append(f"The details are in {self.log_file}.")
        else:
            out.append("No log file could be written, so there are no more details.")
        return out


def describe_error(exc: BaseException) -> str:
    """``Type: message`` on one line, shortened and safe to draw (no control characters or
    lone surrogates, which the font cannot render)."""
    text = " ".join(str(exc).split())
    text = text.encode("utf-8", "replace").decode("utf-8")
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    if len(text) > MAX_MESSAGE:
        text = text[: MAX_MESSAGE - 1] + "…"
    name = type(exc).__name__
    return f"{name}: {text}" if text else name


class CrashScene(Scene):
    opaque = True
    title = "Error"

    def __init__(self, app, crash: Crash, offer_menu: bool) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.crash = crash
        self.buttons: list[Button] = []
        if offer_menu:
            self.buttons.append(Button("Back to menu", self.to_menu, accent=True))
        self.buttons.append(Button("Close Loot Table", self.app.quit, accent=not offer_menu))
        self.focus = FocusRing()
        self.focus.set(self.buttons)
        self.focus.index = 0
        self.lines: list[str | None] = []
        self.text_width = self.text_top = 0

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The sentences wrapped to the window, the buttons right under them."""
        w, h = size
        s = self.app.fonts.scale
        m = round(40 * s)
        font = self.app.fonts.get(18)
        self.text_width = min(w - 2 * m, round(900 * s))
        self.lines = []
        for sentence in self.crash.sentences():
            self.lines.extend(theme.wrap(font, sentence, self.text_width))
            self.lines.append(None)  # half a line between sentences
        self.text_top = m + self.app.fonts.get(34, bold=True).get_linesize() + round(24 * s)
        text_h = sum(
            font.get_linesize() if line else font.get_linesize() // 2 for line in self.lines
        )
        bw, bh = round(220 * s), round(44 * s)
        gap = round(16 * s)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = (w - total) // 2
        y = min(self.text_top + text_h + round(24 * s), h - bh - m // 2)
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def to_menu(self) -> None:
        """Start again from the title menu (saved games are read afresh from their files)."""
        from ui.scenes.menu import MenuScene

        self.app.crash = None
        self.app.scenes.clear_to(MenuScene(self.app))

    def back(self) -> None:
        """Esc closes the app (the crash already closed every screen)."""
        self.app.quit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE_DARK)
        w = surface.get_width()
        s = self.app.fonts.scale
        m = round(40 * s)
        draw_text(
            surface,
            self.app.fonts.get(34, bold=True),
            "Something went wrong",
            (w // 2, m),
            theme.BAD,
            "midtop",
        )
        font = self.app.fonts.get(18)
        x, y = (w - self.text_width) // 2, self.text_top
        for line in self.lines:
            if line is None:
                y += font.get_linesize() // 2
                continue
            draw_text(surface, font, line, (x, y), theme.TEXT)
            y += font.get_linesize()
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())
