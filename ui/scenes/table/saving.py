"""The live table's watch over saving: while the autosave fails it is tried again every few
seconds (even under the hand-over screen), and the player is told once when it starts failing
and once when it works again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ui.session import GameSession

SAVE_RETRY_S = 3.0


class SaveRetry:
    """Retries ``session``'s failing autosave; tells its news through ``app.notify`` and asks
    for a frame with ``invalidate``."""

    def __init__(self, session: GameSession, app: Any, invalidate: Callable[[], None]) -> None:
        self.session = session
        self.app = app
        self.invalidate = invalidate
        self.waited = 0.0
        """Seconds since the last try while saving fails."""

    def background(self, dt: float) -> None:
        """``dt`` seconds passed: try again when it is time; tell any news."""
        if self.session.save_problem is not None:
            self.waited += dt
            if self.waited >= SAVE_RETRY_S:
                self.waited = 0.0
                self.session.retry_save()
                self.invalidate()
        self.tell()

    def tell(self) -> None:
        """Show the session's saving news once (red while saving fails)."""
        if self.session.save_error:
            failing = self.session.save_problem is not None
            self.app.notify(self.session.save_error, bad=failing)
            self.session.save_error = None
            self.invalidate()

    def due(self, now: float) -> float | None:
        """When the next try is due (None while saving works)."""
        if self.session.save_problem is None:
            return None
        return now + max(0.0, SAVE_RETRY_S - self.waited)
