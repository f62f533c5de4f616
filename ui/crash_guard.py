"""An error that escaped a scene, shown in the window instead of closing it: every screen is
closed (a game's log is already saved up to its last action) and the crash screen tells the
player what happened and whether Continue picks the game up (ui/scenes/crash.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ui.logfile import get_logger
from ui.scenes.crash import Crash, CrashScene, describe_error

if TYPE_CHECKING:
    from ui.app import App

MAX_CRASH_SCREENS = 3
"""After this many errors in one run the crash screen offers only to close."""

_log = get_logger()


class CrashGuard:
    """The errors of this run of ``app``; ``log_file`` is where their details are."""

    def __init__(self, app: App, log_file: Path | None) -> None:
        self.app = app
        self.log_file = log_file
        self.crash: Crash | None = None
        """The last error shown in the window (None once the player went back to the menu)."""
        self.crashes = 0

    def game_running(self) -> bool:
        """True while an unfinished game is open (its table or its hand-over screen): one
        that Continue picks up after a crash."""
        from ui.session import GameSession

        for scene in self.app.scenes:
            session = getattr(scene, "session", None)
            if isinstance(session, GameSession) and not session.match.is_over:
                return True
        return False

    def show(self, exc: Exception, doing: str) -> None:
        """``exc`` escaped a scene ``doing`` something: log it, close every screen and tell
        the player in the window. If the crash screen itself fails, or errors keep coming, the
        error goes on to ``main``."""
        app = self.app
        _log.error("unexpected error %s", doing, exc_info=exc)
        top = app.scenes.top
        if isinstance(top, CrashScene):
            raise exc
        self.crashes += 1
        from ui.scenes.menu import MenuScene

        self.crash = Crash(describe_error(exc), doing, self.game_running(), self.log_file)
        offer_menu = self.crashes < MAX_CRASH_SCREENS and not isinstance(top, MenuScene)
        while len(app.scenes):
            try:
                app.scenes.pop()
            except Exception:  # noqa: BLE001 - the screen is gone either way; logged
                _log.exception("a screen failed to close after the error")
        app.messages.items = []
        app.keys.stop()
        app.scenes.push(CrashScene(app, self.crash, offer_menu))
