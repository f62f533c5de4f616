"""The window, the clock and the scene-stack loop. ``main()`` is what ``loot-table`` opens.

The loop draws only when something may have changed: on input, when the scene stack changes,
while a scene moves and when a timer runs out (a toast, a bot's pause: see
``Scene.next_frame``); otherwise it sleeps in short naps, so a still window costs nearly no
CPU and a stop signal is seen within a fraction of a second. An error inside a scene is shown
in the window (``ui/scenes/crash.py``) instead of closing it.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import signal
import time
from collections.abc import Iterable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

import pygame

from game.core.atomic import remove_stale_temporaries
from ui import theme
from ui.app_settings import SettingsKeeper
from ui.crash_guard import MAX_CRASH_SCREENS, CrashGuard
from ui.delegated import Delegated
from ui.jsonfile import load_model
from ui.keys import KeyRepeat, OncePerPress
from ui.logfile import get_logger
from ui.paths import AppDirs, app_dirs
from ui.scene import Scene, SceneStack
from ui.scenes.crash import Crash, describe_error
from ui.settings import Settings
from ui.stop_signals import STOP_SIGNALS, StopSignals
from ui.theme import Fonts
from ui.toasts import MIN_COMFORT, TOAST_SECONDS, Toast, Toasts
from ui.widgets import tips
from ui.widgets.button import Button
from ui.widgets.tips import ButtonTips
from ui.window import DEFAULT_SIZE, Window

FPS = 60
NAP_S = 0.01
"""Longest sleep while nothing is due: input waits at most this long to be seen."""
WAKE = pygame.event.custom_type()
"""Posted from worker threads (a bot finished thinking): the loop draws the next frame."""
STARTUP_PROBE = "LOOT_TABLE_STARTUP_PROBE"
"""Set to 1 and the app prints ``first-frame <epoch seconds>`` after its first frame and quits."""

__all__ = [
    "DEFAULT_SIZE",
    "FPS",
    "MAX_CRASH_SCREENS",
    "MIN_COMFORT",
    "NAP_S",
    "STARTUP_PROBE",
    "STOP_SIGNALS",
    "TOAST_SECONDS",
    "WAKE",
    "App",
    "Toast",
    "console_line",
    "forget_fonts",
    "main",
    "wake",
]

_log = get_logger()


def wake() -> None:
    """Wake the loop from any thread (a no-op once the window is gone)."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


class App:
    """Runs the scenes in the window: the loop that handles input, advances time and draws a
    frame when one is due. Its parts: the window (ui/window.py), the messages at the bottom
    (ui/toasts.py), the stop signals (ui/stop_signals.py) and the crash screen
    (ui/crash_guard.py); it holds the settings, the sounds and the scene stack. Tests drive
    it with :meth:`step`."""

    screen = Delegated[pygame.Surface]("window")
    toasts = Delegated[list[Toast]]("messages", "items")
    stop_signal = Delegated[int | None]("signals", "received")
    crash = Delegated[Crash | None]("guard")
    crashes = Delegated[int]("guard")

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        dirs: AppDirs | None = None,
        log_file: Path | None = None,
    ) -> None:
        pygame.init()
        forget_fonts()  # fonts made before pygame was last shut down cannot draw any more
        self.dirs = (dirs or app_dirs()).ensure()
        for folder in {self.dirs.saves, self.dirs.replays, self.dirs.settings.parent}:
            remove_stale_temporaries(folder)  # left by a write that a crash interrupted
        self.settings, notice = load_model(self.dirs.settings, Settings)
        self.keeper = SettingsKeeper(self)
        self.fonts = Fonts(self.settings.ui_scale)
        self.window = Window(size, self.fonts, self.settings)
        self.apply_scale()
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack()
        self.running = True
        self.now = 0.0
        self.messages = Toasts(lambda: self.now, self.invalidate)
        self.tips = ButtonTips()
        Button.pointer_left(False)  # a new window starts with the pointer taken as in it
        self.keys = KeyRepeat()
        self.presses = OncePerPress()
        """Keys that switch fullscreen act once per press (F11 here, and in Settings)."""
        self.frames = 0
        """Frames drawn so far (tests and the benchmark count them)."""
        self.log_file = log_file or _current_log_file()
        self.guard = CrashGuard(self, self.log_file)
        self.signals = StopSignals()
        self._doing = "while starting"
        self._wall: float | None = None
        self._drawn_version = -1
        self._invalid = True
        self._due = -math.inf
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
        return self.window.size

    def notify(self, text: str, bad: bool = False, *, private: bool = False) -> None:
        """A short message at the bottom of the window (illegal moves, save problems).

        ``private``: it may tell something only the seat at the screen should know (a hint,
        a refused move); :meth:`forget_private` drops such messages when the device passes."""
        self.messages.notify(text, bad, private=private)

    def unnotify(self, text: str) -> None:
        """Take the message ``text`` down before its time (e.g. a hint the game moved past)."""
        self.messages.unnotify(text)

    def forget_private(self) -> None:
        """Drop every private message (the hand-over screen calls this); keep the rest."""
        self.messages.forget_private()

    def invalidate(self) -> None:
        """Something shown changed outside input and the scenes' timers: draw a frame soon."""
        self._invalid = True

    def save_settings(self) -> None:
        """Save the settings and apply them (ui/app_settings.py)."""
        self.keeper.save()

    def apply_scale(self) -> None:
        """Text and controls grow with the window (from 1280x800 up to 4K) times the UI scale."""
        self.window.apply_scale()

    def relayout(self) -> None:
        """Scale and lay out every screen again for the window's size and the settings."""
        self.apply_scale()
        for scene in self.scenes:
            scene.resize(self.size)

    def toggle_fullscreen(self, save: bool = True) -> None:
        self.keeper.toggle_fullscreen(save)

    def bot_factory(self, info: Any, game_id: str) -> Any:
        """The bot for a seat; an unknown level (from a newer save) plays as greedy."""
        from game.bots import UnknownBot, make_bot

        try:
            return make_bot(info.level or "greedy", game_id)
        except UnknownBot:
            self.notify(f"{info.name}: bot level '{info.level}' is not available; playing greedy.")
            return make_bot("greedy", game_id)

    wake = staticmethod(wake)

    def quit(self) -> None:
        self.running = False

    def game_running(self) -> bool:
        """True while an unfinished game is open (its table or its hand-over screen)."""
        return self.guard.game_running()

    # ------------------------------------------------------------------ loop
    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """Handle ``events``, advance ``dt`` seconds and draw one frame (no flip)."""
        self.now += dt
        for event in events:
            self.keys.observe(event, self.now)
            self._doing = f"while handling input on {_screen_name(self.scenes.top)}"
            self._dispatch(event)
            if not self.running:
                return
        for scene in list(self.scenes):
            self._doing = f"while updating {_screen_name(scene)}"
            scene.background(dt)
        top = self.scenes.top
        if top is not None:
            self._doing = f"while updating {_screen_name(top)}"
            top.update(dt)
        self._doing = f"while drawing {_screen_name(self.scenes.top)}"
        self.draw(self.screen)
        self._doing = "asking the screens what comes next"
        self.frames += 1
        self._drawn_version = self.scenes.version
        self._invalid = False
        self._due = self._next_due()
        self._doing = "between frames"

    def _next_due(self) -> float:
        times = [t.until for t in self.messages.items]
        times.append(self.tips.due(self.now))
        for scene in self.scenes:
            t = scene.next_frame(self.now)
            if t is not None:
                times.append(t)
        return min(times, default=math.inf)

    def next_frame_at(self) -> float:
        """App time at which a frame is due without input (``-inf``: now; ``inf``: never).

        Worked out once after each frame: between frames only input, a worker's wake-up
        (both events) or :meth:`invalidate` change anything, and each of those draws."""
        if self._invalid or self.scenes.version != self._drawn_version:
            return -math.inf
        return self._due

    def pump(self, events: Iterable[pygame.event.Event], wall: float) -> bool:
        """One turn of the loop at wall-clock time ``wall`` (seconds): handle ``events`` and
        draw a frame if anything asks for one (input, a held key's repeat, a changed stack,
        a moving scene, a timer that ran out). Returns True when a frame was drawn."""
        if self._wall is None:
            self._wall = wall
        now = self.now + max(0.0, wall - self._wall)
        batch = [*events, *self.keys.due(now)]
        if not batch and now < self.next_frame_at():
            return False
        self._wall = wall
        self.step(batch, now - self.now)
        return True

    def idle_for(self, wall: float) -> float:
        """Seconds until the next frame or key repeat is due (0 when one is due now)."""
        since = 0.0 if self._wall is None else max(0.0, wall - self._wall)
        due = min(self.next_frame_at(), self.keys.deadline() or math.inf)
        return max(0.0, due - (self.now + since))

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.DROPFILE:
            self.open_dropped(Path(event.file))
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.relayout()
            return
        if event.type == WAKE:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.WINDOWLEAVE):
            self.tips.dismiss()  # a press, or the pointer gone from the window
        if event.type == pygame.WINDOWLEAVE:
            Button.pointer_left(True)  # no button lit while the pointer is elsewhere
        elif event.type in (pygame.WINDOWENTER, pygame.MOUSEMOTION):
            Button.pointer_left(False)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            if self.presses.press(event, self.now):  # once per press, whatever the window does
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
        tips.clear_offer()  # no scene drawn, no tip
        for scene in visible:
            tips.clear_offer()  # only the top scene's hovered button may show its tip
            scene.draw(surface)
        self.tips.settle(self.now)
        self.messages.draw(surface, self.fonts)
        self.tips.draw(surface, self.fonts, self.now)

    def run(self) -> None:
        """The loop, until Quit, the window's close button or a stop signal (SIGTERM, SIGINT,
        SIGHUP: the loop ends after the current frame, and closing saves as usual)."""
        from ui.scenes.menu import MenuScene

        if not len(self.scenes):
            self.scenes.push(MenuScene(self))
        probe = os.environ.get(STARTUP_PROBE) == "1"
        self.signals.catch()
        try:
            while self.running:
                if self.stop_signal is not None:
                    _log.info("closing on signal %s", signal.Signals(self.stop_signal).name)
                    break
                drew = self.turn(pygame.event.get(), time.perf_counter())
                if drew and probe:  # bench/startup.py: when the first menu frame is shown
                    print(f"first-frame {time.time():.6f}", flush=True)
                    self.running = False
                if drew:
                    self.clock.tick(FPS)  # at most 60 frames a second while things move
                else:
                    time.sleep(min(NAP_S, self.idle_for(time.perf_counter())))
        finally:
            self.signals.release()
        self.close()

    def turn(self, events: Iterable[pygame.event.Event], wall: float) -> bool:
        """:meth:`pump` and show the frame; an error on the way is shown in the window
        (:meth:`show_crash`) instead of ending the app. True when a frame was shown."""
        try:
            drew = self.pump(events, wall)
            if drew:
                pygame.display.flip()
            return drew
        except Exception as exc:  # noqa: BLE001 - shown in the window, logged in full
            self.show_crash(exc)
            return False

    def close(self) -> None:
        """Leave every scene (closing the game's log) and the window."""
        while len(self.scenes):
            try:
                self.scenes.pop()
            except Exception:  # noqa: BLE001 - closing goes on; the error is in the log
                _log.exception("a screen failed to close")
        pygame.quit()

    def show_crash(self, exc: Exception) -> None:
        """An error escaped a scene: shown in the window (ui/crash_guard.py)."""
        self.guard.show(exc, self._doing)

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def open_dropped(self, path: Path) -> None:
        """A file dropped on the window opens as ``loot-table FILE`` does, except over a game
        being played (that one is saved; go back to the menu first)."""
        from ui.scenes.menu import open_file
        from ui.scenes.table import TableScene

        if any(isinstance(s, TableScene) for s in self.scenes):
            self.notify("Go back to the menu to open another game (this one is saved).")
            return
        open_file(self, path)


def forget_fonts() -> None:
    """Drop every cached font (ui/theme.py, ui/widgets/title_art.py): pygame refuses to use
    a font made before its font module was last shut down (a second App in one process)."""
    from ui.theme import _font
    from ui.widgets.title_art import _title_font, title_text

    for cached in (_font, _title_font, title_text):
        cached.cache_clear()


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


def _current_log_file() -> Path | None:
    """The file the app's logger writes to, if any (``setup_logging`` attached one)."""
    for handler in get_logger().handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    return None


def _screen_name(scene: Scene | None) -> str:
    """``the new game screen`` for a NewGameScene (for the crash message)."""
    if scene is None:
        return "no screen"
    name = re.sub(r"(?<!^)(?=[A-Z])", " ", type(scene).__name__.removesuffix("Scene"))
    return f"the {name.lower()} screen"


def console_line(crash: Crash) -> str:
    """The one line printed when the app ends on an error (a saved game only if one was open)."""
    return " ".join(crash.sentences(stopped=True))


def main(open_path: Path | None = None, tutorial: str | None = None) -> int:
    """Open the Loot Table window (on the game saved at ``open_path``, if given: see
    ui/scenes/menu.py ``open_file``; on the tutorial of the game ``tutorial``, if given:
    ui/scenes/tutorial.py); an unexpected error is logged to the log file, not
    shown raw."""
    import game
    from ui.logfile import setup_logging

    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    log_file = setup_logging(app_dirs().logs)
    log = get_logger()
    log.info("Loot Table %s starting", game.__version__)
    try:
        app = App(log_file=log_file)
    except pygame.error as exc:
        log.error("no window: %s", exc)
        print(
            f"Loot Table could not open a window: {exc}. The headless commands still work: "
            "run 'loot-table --help'."
        )
        return 1
    except Exception as exc:  # noqa: BLE001 - one sentence for the player, details in the log
        log.exception("the app failed to start")
        print(console_line(Crash(describe_error(exc), "while starting", False, log_file)))
        return 1
    if open_path is not None:
        from ui.scenes.menu import MenuScene, open_file

        app.scenes.push(MenuScene(app))
        app.turn([], time.perf_counter())  # the menu under whatever opens
        open_file(app, open_path)
    elif tutorial is not None:
        from ui.scenes.menu import MenuScene
        from ui.scenes.tutorial import open_tutorial

        app.scenes.push(MenuScene(app))
        app.turn([], time.perf_counter())
        open_tutorial(app, tutorial)
    try:
        app.run()
    except Exception as exc:  # noqa: BLE001 - the crash screen itself failed
        log.exception("the app stopped on an unexpected error")
        running = app.crash.game_running if app.crash is not None else app.game_running()
        print(console_line(Crash(describe_error(exc), app._doing, running, log_file)))
        return 1
    if app.crash is not None:  # closed from the crash screen
        print(console_line(app.crash))
        return 1
    log.info("Loot Table closed")
    return 0
