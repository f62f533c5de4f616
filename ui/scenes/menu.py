"""The title menu: New game, Continue, Load, Replays, Hall of Fame, Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from game.core.errors import LogRefused
from ui import theme
from ui.scene import Scene
from ui.session import GameSession, list_saves
from ui.widgets.button import Button, FocusRing, draw_text, layout_column


class MenuScene(Scene):
    title = "Loot Table"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.buttons = [
            Button("New game", self.new_game, hotkey=pygame.K_n),
            Button("Continue", self.continue_game, enabled=self._has_unfinished, hotkey=pygame.K_c),
            Button("Load", self.load),
            Button("Replays", self.replays),
            Button("Hall of Fame", self.hall_of_fame),
            Button("Rules", self.rules),
            Button("Settings", self.settings),
            Button("Quit", self.app.quit, hotkey=pygame.K_q),
        ]
        self.focus = FocusRing()
        self.focus.set(self.buttons)
        self._unfinished_cache: bool | None = None

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self._unfinished_cache = None
        self.resize(self.app.size)

    def _latest_unfinished(self):  # type: ignore[no-untyped-def]
        for info in list_saves(self.app.dirs.saves):
            if info.problem is None and not info.finished:
                return info
        return None

    def _has_unfinished(self) -> bool:
        if self._unfinished_cache is None:
            self._unfinished_cache = self._latest_unfinished() is not None
        return self._unfinished_cache

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bh = max(36, round(42 * self.app.fonts.scale))
        layout_column(
            self.buttons,
            w // 2,
            max(round(150 * self.app.fonts.scale), (h - len(self.buttons) * (bh + 10)) // 2 + 50),
            max(220, round(280 * self.app.fonts.scale)),
            bh,
            10,
        )

    # ------------------------------------------------------------ actions
    def new_game(self) -> None:
        from ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def continue_game(self) -> None:
        info = self._latest_unfinished()
        if info is None:
            self.app.notify("There is no unfinished game to continue.")
            return
        open_saved_game(self.app, info.path)

    def load(self) -> None:
        from ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app, replays=False))

    def replays(self) -> None:
        from ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app, replays=True))

    def hall_of_fame(self) -> None:
        from ui.scenes.hall_of_fame import HallOfFameScene

        self.app.push(HallOfFameScene(self.app))

    def rules(self) -> None:
        from ui.scenes.rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))

    def settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    # ------------------------------------------------------------ frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        w, _ = surface.get_size()
        title_font = self.app.fonts.get(56, bold=True)
        draw_text(surface, title_font, "Loot Table", (w // 2, 50), theme.ACCENT, "midtop")
        sub = self.app.fonts.get(17)
        draw_text(
            surface,
            sub,
            "Five card games, one table. Play together or against the bots.",
            (w // 2, 50 + title_font.get_linesize() + 6),
            theme.TEXT,
            "midtop",
        )
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())


def open_saved_game(app, path) -> None:  # type: ignore[no-untyped-def]
    """Resume a save in the table scene, or say in one sentence why it cannot be."""
    from ui.scenes.table import TableScene
    from ui.table.registry import has_table

    try:
        session = GameSession.load(path, app.bot_factory)
    except LogRefused as exc:
        app.notify(str(exc), bad=True)
        return
    if not has_table(session.rules.game_id):
        app.notify("This version has no table for that game yet.", bad=True)
        return
    for w in session.warnings:
        app.notify(w)
    app.push(TableScene(app, session))
