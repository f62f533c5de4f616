"""Whether a game's log (its save) is all on disk, and the sentence the table shows once when
saving starts failing or works again. No pygame here."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.match import Match

_log = logging.getLogger("loot_table.session")


class Autosave:
    """Watches ``match``'s sink (a LogWriter, which keeps unsaved lines and retries); ``where``
    gives the log file's path now (it moves when a finished game is archived)."""

    def __init__(self, match: Match[Any], where: Callable[[], Path | None]) -> None:
        self.match = match
        self.where = where
        self.error: str | None = None
        """A sentence to show once (the table clears it): saving failed, or works again."""
        self._failing = False

    @property
    def problem(self) -> str | None:
        """Why the log is not fully on disk right now (None when everything is saved)."""
        return getattr(self.match.sink, "problem", None)

    def check(self) -> None:
        """Set ``error`` (shown once) when saving starts failing or works again."""
        problem = self.problem
        if problem is not None and not self._failing:
            _log.warning("autosave of %s failing: %s", self.where(), problem)
            self._failing = True
            self.error = (
                f"{problem[0].upper()}{problem[1:]}. The game goes on in memory and saving "
                "is retried every few seconds."
            )
        elif problem is None and self._failing:
            _log.info("autosave of %s works again", self.where())
            self._failing = False
            self.error = "Autosave works again; everything is saved."

    def retry(self) -> bool:
        """Try again to write unsaved lines; True when everything is on disk."""
        retry = getattr(self.match.sink, "retry", None)
        ok = bool(retry()) if callable(retry) else True
        self.check()
        return ok

    def sink_raised(self, exc: OSError) -> None:
        """A sink raised while an action was logged (LogWriter never does): the game goes on
        in memory, unsaved."""
        self.error = f"Autosave failed ({exc.strerror or exc}); the game goes on in memory."
        self.match.sink = None
