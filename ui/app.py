"""The window, the clock and the scene-stack loop. ``main()`` is what ``loot-table`` opens."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.atomic import remove_stale_temporaries
from ui import theme
from ui.jsonfile import load_model, save_model
from ui.paths import AppDirs, app_dirs
from ui.scene import Scene, SceneStack
from ui.settings import Settings
from ui.theme import Fonts

DEFAULT_SIZE = (1280, 800)
MIN_COMFORT = (1024, 640)
TOAST_SECONDS = 3.5
STARTUP_PROBE = "LOOT_TABLE_STARTUP_PROBE"
"""Set to 1 and the app prints ``first-frame <epoch seconds>`` after its first frame and quits."""


@dataclass
class Toast:
    text: str
    until: float
    bad: bool = False
    private: bool = False
    """About one seat's hand or move (a hint, a refused move): the hand-over screen drops it."""


class App:
    """Owns the window, settings, sounds and scenes. Tests drive it with :meth:`step`."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, dirs: AppDirs | None = None) -> None:
        pygame.init()
        self.dirs = (dirs or app_dirs()).ensure()
        for folder in {self.dirs.saves, self.dirs.replays, self.dirs.settings.parent}:
            remove_stale_temporaries(folder)  # left by a write that a crash interrupted
        self.settings, notice = load_model(self.dirs.settings, Settings)
        self.fonts = Fonts(self.settings.ui_scale)
        flags = pygame.RESIZABLE
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("Loot Table")
        pygame.key.set_repeat(350, 40)
        self.apply_scale()
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack()
        self.toasts: list[Toast] = []
        self.running = True
        self.now = 0.0
        self.sound = _make_sound(self.settings)
        if notice:
            self.notify(notice, bad=True)
        if self.sound.problem:
            self.notify(f"Sound is off: {self.sound.problem}")
        if self.settings.fullscreen:
            self.toggle_fullscreen(save=False)

    # ------------------------------------------------------------------ services
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def notify(self, text: str, bad: bool = False, *, private: bool = False) -> None:
        """A short message at the bottom of the window (illegal moves, save problems).

        ``private``: it may tell something only the seat at the screen should know (a hint,
        a refused move); :meth:`forget_private` drops such messages when the device passes."""
        self.toasts = [t for t in self.toasts if t.text != text][-3:]
        self.toasts.append(Toast(text, self.now + TOAST_SECONDS, bad, private))

    def forget_private(self) -> None:
        """Drop every private message (the hand-over screen calls this); keep the rest."""
        self.toasts = [t for t in self.toasts if not t.private]

    def save_settings(self) -> None:
        try:
            save_model(self.dirs.settings, self.settings)
        except OSError as exc:
            self.notify(f"Settings could not be saved ({exc.strerror or exc}).", bad=True)
        self.apply_scale()
        self.sound.set_volume(self.settings.volume)
        self.sound.set_muted(self.settings.muted)
        for scene in self.scenes:
            scene.resize(self.size)

    def apply_scale(self) -> None:
        """Text and controls grow with the window (from 1280x800 up to 4K) times the UI scale."""
        w, h = self.size
        resolution = max(1.0, min(w / DEFAULT_SIZE[0], h / DEFAULT_SIZE[1], 3.0))
        self.fonts.set_scale(self.settings.ui_scale * resolution)

    def toggle_fullscreen(self, save: bool = True) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.notify("Fullscreen is not available here.")
            return
        if save:
            self.settings.fullscreen = not self.settings.fullscreen
            self.save_settings()

    def bot_factory(self, info: Any, game_id: str) -> Any:
        """The bot for a seat; an unknown level (from a newer save) plays as greedy."""
        from game.bots import UnknownBot, make_bot

        try:
            return make_bot(info.level or "greedy", game_id)
        except UnknownBot:
            self.notify(f"{info.name}: bot level '{info.level}' is not available; playing greedy.")
            return make_bot("greedy", game_id)

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ loop
    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """Handle ``events``, advance ``dt`` seconds and draw one frame (no flip)."""
        self.now += dt
        for event in events:
            self._dispatch(event)
            if not self.running:
                return
        for scene in list(self.scenes):
            scene.background(dt)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
        self.draw(self.screen)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.apply_scale()
            for scene in self.scenes:
                scene.resize(self.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.scenes.top
        if top is None:
            return
        if top.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            top.back()

    def draw(self, surface: pygame.Surface) -> None:
        visible = self.scenes.visible()
        if not visible or not visible[0].opaque:
            surface.fill(theme.TABLE_DARK)
        for scene in visible:
            scene.draw(surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        self.toasts = [t for t in self.toasts if t.until > self.now]
        w, h = surface.get_size()
        small = w < MIN_COMFORT[0] or h < MIN_COMFORT[1]
        lines = list(self.toasts)
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
        font = self.fonts.get(15, bold=True)
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

    def run(self) -> None:
        from ui.scenes.menu import MenuScene

        self.scenes.push(MenuScene(self))
        probe = os.environ.get(STARTUP_PROBE) == "1"
        last = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            dt = min(0.1, now - last)
            last = now
            self.step(pygame.event.get(), dt)
            pygame.display.flip()
            if probe:  # bench/startup.py: say when the first menu frame is shown, then quit
                print(f"first-frame {time.time():.6f}", flush=True)
                self.running = False
            self.clock.tick(60)
        for scene in list(self.scenes):
            scene.exit()
        pygame.quit()

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)


def _make_sound(settings: Settings) -> Any:
    try:
        from ui.sound import SoundBoard
    except ImportError:  # pragma: no cover - the module ships with the app
        return _Silent()
    board = SoundBoard(volume=settings.volume, muted=settings.muted)
    board.start()
    return board


class _Silent:
    problem = "no sound module"

    def play(self, name: str) -> None: ...

    def set_volume(self, v: float) -> None: ...

    def set_muted(self, m: bool) -> None: ...


def main() -> int:
    """Open the Loot Table window; an unexpected error is logged to the log file, not shown raw."""
    import game
    from ui.logfile import get_logger, setup_logging

    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    log_file = setup_logging(app_dirs().logs)
    log = get_logger()
    log.info("Loot Table %s starting", game.__version__)
    try:
        app = App()
    except pygame.error as exc:
        log.error("no window: %s", exc)
        print(
            f"Loot Table could not open a window: {exc}. The headless commands still work: "
            "run 'loot-table --help'."
        )
        return 1
    try:
        app.run()
    except Exception as exc:  # noqa: BLE001 - one sentence for the player, details in the log
        log.exception("the app stopped on an unexpected error")
        where = f" Details are in {log_file}." if log_file else ""
        print(
            f"Loot Table stopped on an unexpected error ({type(exc).__name__}: {exc}). Your game "
            f"is saved up to its last action.{where}"
        )
        return 1
    log.info("Loot Table closed")
    return 0
