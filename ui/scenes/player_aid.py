"""The player aid: one screen with a game's turn steps and key numbers (F2 on the table, the
coach's Player aid button, the Rules scene's button). Esc, Enter or a click closes it.

The words are data (ui/games/<package>/aid.json through ui/tutorial/script.py); the
screen lays the sections out in two columns and shrinks its text until they fit.
"""

from __future__ import annotations

import pygame

from game.registry import TITLES
from ui import theme
from ui.scene import Scene
from ui.tutorial.script import PlayerAid, load_aid
from ui.widgets.button import Button, draw_text
from ui.widgets.title_art import panel

SIZES = (17, 16, 15, 14)
"""Text sizes tried, largest first (14 px is the smallest the house allows)."""


class PlayerAidScene(Scene):
    """A game's player aid over whatever opened it."""

    opaque = False

    def __init__(self, app, game_id: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game_id = game_id
        self.aid: PlayerAid | None = load_aid(game_id)
        self.button = Button("Close", self.back, accent=True, tooltip="Esc")
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        self.box = pygame.Rect(0, 0, min(w - 40, round(1100 * s)), h - 40)
        self.box.center = (w // 2, h // 2)
        bw, bh = round(140 * s), round(38 * s)
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.bottomright = (self.box.right - 16, self.box.bottom - 12)

    def back(self) -> None:
        self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_F2,
            pygame.K_ESCAPE,
        ):
            self.back()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def _columns(
        self, size: int, force: bool = False
    ) -> list[list[tuple[pygame.font.Font, str, bool]]] | None:
        """The aid's lines in two columns at text ``size`` (None: they do not fit, unless
        ``force``: then what does not fit runs off the foot)."""
        assert self.aid is not None
        fonts = self.app.fonts
        body, head = fonts.get(size), fonts.get(size + 1, bold=True)
        col_w = (self.box.w - 60) // 2
        room = self.box.h - 120
        cols: list[list[tuple[pygame.font.Font, str, bool]]] = [[], []]
        used = [0, 0]
        col = 0
        for section in self.aid.sections:
            lines: list[tuple[pygame.font.Font, str, bool]] = [(head, section.heading, True)]
            for line in section.lines:
                for k, part in enumerate(theme.wrap(body, line, col_w - 18)):
                    lines.append((body, ("   " if k else "") + part, False))
            height = sum(f.get_linesize() for f, _, _ in lines) + body.get_linesize() // 2
            if used[col] + height > room and col == 0:
                col = 1
            if used[col] + height > room and not force:
                return None
            cols[col].extend(lines)
            cols[col].append((body, "", False))
            used[col] += height
        return cols

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        fonts = self.app.fonts
        title = self.aid.title if self.aid else f"{TITLES.get(self.game_id, self.game_id)}"
        draw_text(
            surface,
            fonts.get(24, bold=True),
            title,
            (self.box.centerx, self.box.top + 14),
            theme.ACCENT,
            "midtop",
        )
        if self.aid is None:
            draw_text(
                surface,
                fonts.get(17),
                "This game has no player aid yet; the Rules (F1) explain it.",
                self.box.center,
                theme.TEXT,
                "center",
            )
        else:
            cols = None
            for size in SIZES:
                cols = self._columns(size)
                if cols is not None:
                    break
            if cols is None:
                cols = self._columns(SIZES[-1], force=True) or [[], []]
            col_w = (self.box.w - 60) // 2
            for c, lines in enumerate(cols):
                x = self.box.left + 20 + c * (col_w + 20)
                y = self.box.top + 60
                for font, text, heading in lines:
                    if text:
                        color = theme.ACCENT if heading else theme.TEXT
                        surface.blit(theme.text_image(font, text, color), (x, y))
                    y += font.get_linesize()
        self.button.draw(surface, fonts)
