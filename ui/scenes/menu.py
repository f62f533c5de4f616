"""The title menu: New game, Continue, Learn to play, Load, Replays, Hall of Fame, Statistics,
Rules, Settings, Quit."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.errors import LogRefused
from ui import theme
from ui.saves import CHECKER, SaveInfo, continue_candidate
from ui.scene import Scene
from ui.session import GameSession
from ui.widgets.button import Button, FocusRing, draw_text, layout_column
from ui.widgets.title_art import felt, panel, title_picture

CHECK_POLL_S = 0.1
"""How often the menu looks for results while saves are checked in the background."""


class MenuScene(Scene):
    title = "Loot Table"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.learn_button = Button(self._learn_label(), self.learn, hotkey=pygame.K_l)
        self.buttons = [
            Button("New game", self.new_game, hotkey=pygame.K_n),
            Button("Continue", self.continue_game, enabled=self._has_unfinished, hotkey=pygame.K_c),
            self.learn_button,
            Button("Load", self.load),
            Button("Replays", self.replays),
            Button("Hall of Fame", self.hall_of_fame),
            Button("Statistics", self.statistics),
            Button("Rules", self.rules),
            Button("Settings", self.settings),
            Button("Quit", self.app.quit, hotkey=pygame.K_q),
        ]
        self.focus = FocusRing()
        self.focus.set(self.buttons)
        self._unfinished: SaveInfo | None = None
        self._settled = False
        """True once Continue's answer is final (every newer save checked)."""
        self._seen_version = -1
        self._continue_when_known = False
        """Continue was pressed before the answer was known: resume once it is."""

    def enter(self) -> None:
        self.resize(self.app.size)

    def _learn_label(self) -> str:
        """ "Learn to play", with how many of the games' tutorials are done once any is."""
        from ui.scenes.tutorial import tutorial_games

        done = [g for g in tutorial_games() if g in self.app.settings.tutorials_done]
        total = len(tutorial_games())
        return f"Learn to play ({len(done)}/{total} done)" if done else "Learn to play"

    def resume(self) -> None:
        self.learn_button.label = self._learn_label()
        self._seen_version = -1
        self._continue_when_known = False
        self.resize(self.app.size)

    def _ask_checker(self) -> None:
        """What Continue offers, from the saves checked so far (never waits for a check:
        the rest are checked on the background thread, ui/saves.py)."""
        if self._seen_version == CHECKER.version:
            return
        self._seen_version = CHECKER.version
        self._unfinished, self._settled = continue_candidate(self.app.dirs.saves)

    def _has_unfinished(self) -> bool:
        self._ask_checker()
        return self._unfinished is not None

    def update(self, dt: float) -> None:
        self._ask_checker()
        if self._continue_when_known and self._settled:
            self.continue_game()

    def next_frame(self, now: float) -> float | None:
        """While saves are being checked, a look every tenth of a second (Continue lights up
        when the newest unfinished game checks out); nothing otherwise."""
        return None if self._settled and not CHECKER.busy else now + CHECK_POLL_S

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        n = len(self.buttons)
        bh = max(36, round(42 * self.app.fonts.scale))
        top = max(round(150 * self.app.fonts.scale), (h - n * (bh + 10)) // 2 + 80)
        bh = max(32, min(bh, (h - 24 - top) // n - 10))  # a short window: shorter buttons
        layout_column(
            self.buttons, w // 2, top, max(220, round(280 * self.app.fonts.scale)), bh, 10
        )

    # ------------------------------------------------------------ actions
    def new_game(self) -> None:
        from ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def learn(self) -> None:
        from ui.scenes.tutorial import TutorialListScene

        self.app.push(TutorialListScene(self.app))

    def continue_game(self) -> None:
        """Resume the newest unfinished game that checks out; while newer saves are still
        being checked, say so and resume it as soon as the answer is known."""
        self._ask_checker()
        info = self._unfinished
        if info is None and not self._settled:
            self._continue_when_known = True
            self.app.notify("Checking your saves; your game opens in a moment.")
            return
        self._continue_when_known = False
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

    def statistics(self) -> None:
        from ui.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

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
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        sub = self.app.fonts.get(17)
        column = self.buttons[0].rect.unionall([b.rect for b in self.buttons[1:]])
        box = column.inflate(round(40 * self.app.fonts.scale), round(32 * self.app.fonts.scale))
        sub_y = box.top - sub.get_linesize() - 10
        pic = title_picture(min(w - 40, round(900 * self.app.fonts.scale)), max(40, sub_y - 16))
        surface.blit(pic, pic.get_rect(midtop=(w // 2, max(8, (sub_y - pic.get_height()) // 2))))
        draw_text(
            surface,
            sub,
            "Five card games, one table. Play together or against the bots.",
            (w // 2, sub_y),
            theme.TEXT,
            "midtop",
        )
        panel(surface, box)
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())


def open_saved_game(app, path) -> None:  # type: ignore[no-untyped-def]
    """Resume a save in the table scene, or say in one sentence why it cannot be."""
    from ui.scenes.table import TableScene

    try:
        session = GameSession.load(path, app.bot_factory)
    except LogRefused as exc:
        app.notify(str(exc), bad=True)
        return
    for w in session.warnings:
        app.notify(w)
    app.push(TableScene(app, session))


def open_file(app, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Open a save or a replay from anywhere (``loot-table FILE``, a file dropped on the
    window), checked as Load checks it: a file that does not check out is refused with the
    same sentence; a finished game is replayed; an unfinished one is resumed, from a copy in
    the saves folder when it lies elsewhere (never over a save of ours)."""
    from ui.saves import check_save, copy_as_new
    from ui.scenes.replay import open_replay

    info = check_save(path)
    if info.problem is not None:
        app.notify(info.problem, bad=True)
        return
    if info.finished:
        open_replay(app, path)
        return
    saves = app.dirs.saves
    try:
        ours = path.resolve().parent == saves.resolve()
    except OSError:
        ours = False
    if not ours:
        try:
            path = copy_as_new(path, saves, path.name)
        except OSError as exc:
            app.notify(
                f"The game could not be copied into your saves ({exc.strerror or exc}).", bad=True
            )
            return
        app.notify(f"Copied into your saves as {path.name}.")
    open_saved_game(app, path)
