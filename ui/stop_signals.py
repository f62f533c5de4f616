"""Stop signals (SIGTERM, SIGINT, SIGHUP) while the app's loop runs: each only sets a flag the
loop checks between frames, so a save is never interrupted half-way and closing saves as
usual."""

from __future__ import annotations

import signal
import threading
from typing import Any

STOP_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")


class StopSignals:
    """Catches the stop signals (:meth:`catch`, :meth:`release`); ``received`` is the last."""

    def __init__(self) -> None:
        self.received: int | None = None
        self._previous: dict[int, Any] = {}

    def catch(self) -> None:
        """The app's handler for each stop signal (only on the main thread)."""
        self._previous = {}
        if threading.current_thread() is not threading.main_thread():
            return
        for name in STOP_SIGNALS:
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            try:
                self._previous[sig] = signal.signal(sig, self._on_signal)
            except (OSError, ValueError):
                continue

    def release(self) -> None:
        """The handlers from before :meth:`catch` back (None: one set outside Python)."""
        for sig, handler in self._previous.items():
            signal.signal(sig, signal.SIG_DFL if handler is None else handler)
        self._previous = {}

    def _on_signal(self, signum: int, frame: Any) -> None:
        self.received = signum
