"""Load a saved game, or pick a finished one to replay. Unreadable files are listed with the reason."""

from __future__ import annotations

import pygame

from ui import theme
from ui.scene import Scene
from ui.session import SaveInfo, list_saves
from ui.table.registry import has_table
from ui.widgets.button import Button, draw_text


class LoadScene(Scene):
    def __init__(self, app, replays: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.replays = replays
        self.items: list[SaveInfo] = []
        self.selected = 0
        self.scroll = 0
        self.open_button = Button(
            "Watch" if replays else "Open", self.open_selected, accent=True, enabled=self._can_open
        )
        self.back_button = Button("Back", self.back)
        self.rows: list[pygame.Rect] = []

    def enter(self) -> None:
        items = list_saves(self.app.dirs.saves)
        if self.replays:  # finished games live in the replays folder (older ones in saves)
            items = [i for i in items if i.finished] + list_saves(self.app.dirs.replays)
            items.sort(key=lambda i: i.modified, reverse=True)
        self.items = items
        self.resize(self.app.size)

    def resume(self) -> None:
        self.enter()

    def _can_open(self) -> bool:
        """A readable save of a game that has a table in this version."""
        if not self.items:
            return False
        info = self.items[self.selected]
        return info.problem is None and has_table(info.game)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        bw, bh = round(200 * s), round(42 * s)
        self.open_button.rect = pygame.Rect(w // 2 - bw - 8, h - bh - 24, bw, bh)
        self.back_button.rect = pygame.Rect(w // 2 + 8, h - bh - 24, bw, bh)

    def open_selected(self) -> None:
        if not self._can_open():
            return
        info = self.items[self.selected]
        if self.replays or info.finished:
            from ui.scenes.replay import open_replay

            open_replay(self.app, info.path)
        else:
            from ui.scenes.menu import open_saved_game

            self.app.scenes.pop()
            open_saved_game(self.app, info.path)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in (self.open_button, self.back_button):
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and self.items:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.selected = (self.selected + 1) % len(self.items)
                return True
            if event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % len(self.items)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    if i + self.scroll == self.selected:
                        self.open_selected()
                    else:
                        self.selected = i + self.scroll
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.items) - 1), self.scroll - event.y))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        fonts = self.app.fonts
        title = "Replays" if self.replays else "Load a game"
        draw_text(surface, fonts.get(32, bold=True), title, (w // 2, 24), theme.ACCENT, "midtop")
        font = fonts.get(16)
        small = fonts.get(14)
        row_h = font.get_linesize() + small.get_linesize() + 14
        top = 24 + fonts.get(32, bold=True).get_linesize() + 16
        visible = max(1, (self.open_button.rect.top - top - 10) // row_h)
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + visible:
            self.scroll = self.selected - visible + 1
        self.rows = []
        if not self.items:
            empty = "No finished games yet." if self.replays else "No saved games yet."
            draw_text(surface, font, empty, (w // 2, top + 20), theme.TEXT, "midtop")
        for i, info in enumerate(self.items[self.scroll : self.scroll + visible]):
            idx = i + self.scroll
            r = pygame.Rect(40, top + i * row_h, w - 80, row_h - 6)
            self.rows.append(r)
            pygame.draw.rect(
                surface,
                theme.BUTTON_HOVER if idx == self.selected else theme.PANEL,
                r,
                border_radius=8,
            )
            when = info.modified.strftime("%Y-%m-%d %H:%M")
            if info.problem is not None:
                draw_text(
                    surface,
                    font,
                    f"{info.path.name}  ({when})",
                    (r.left + 12, r.top + 5),
                    theme.BAD,
                )
                draw_text(
                    surface,
                    small,
                    info.problem,
                    (r.left + 12, r.top + 8 + font.get_linesize()),
                    theme.MUTED,
                )
                continue
            state = "finished" if info.finished else f"turn {info.turn or 1}"
            draw_text(
                surface,
                font,
                f"{info.title}  -  {', '.join(info.seats)}",
                (r.left + 12, r.top + 5),
                theme.TEXT,
            )
            draw_text(
                surface,
                small,
                f"{when}   {state}   {info.steps} actions   {info.path.name}",
                (r.left + 12, r.top + 8 + font.get_linesize()),
                theme.MUTED,
            )
        for b in (self.open_button, self.back_button):
            b.draw(surface, fonts)
