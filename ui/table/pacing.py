"""When the table moves on by itself: a bot acts after a pause, once the cards have landed.

The scene asks :meth:`BotPacer.tick` every frame and :meth:`BotPacer.due` for its next
frame. A later feature belongs here: showing a bot's turn action by action (each move
animated and its log line lit, at the pace set in Settings) instead of all at once.
"""

from __future__ import annotations

from typing import Any

WORKER_POLL_S = 0.25
"""While a bot thinks the loop looks this often (a finished bot also wakes it at once)."""


class BotPacer:
    """Starts the bot to act after ``settings.bot_pause_ms`` (scaled by the animation speed:
    none at "instant"), never while something moves."""

    def __init__(self, session: Any, settings: Any) -> None:
        self.session = session
        self.settings = settings
        self.waited = 0.0

    def pause(self) -> float:
        """Seconds a bot waits before it acts (shorter at fast animation, none at instant)."""
        factor = max(0.0, min(1.0, self.settings.animation_factor or 0.0))
        return float(self.settings.bot_pause_ms) / 1000 * factor

    def tick(self, dt: float, moving: bool) -> None:
        """``dt`` seconds passed; start the bot due to act when its pause is over."""
        session = self.session
        if session.bot_to_act() is None or session.worker.busy or moving:
            return
        self.waited += dt
        if self.waited >= self.pause():
            self.waited = 0.0
            session.start_bot()

    def due(self, now: float) -> float | None:
        """When the next frame is needed for the bots (or a hint) without input."""
        session = self.session
        if session.worker.busy or session.hint_worker.busy:
            return now + WORKER_POLL_S
        if session.bot_to_act() is not None:
            return now + max(0.0, self.pause() - self.waited)
        return None
