"""When the table moves on by itself: the bots' moves, one at a time, at the pace set in
Settings ("Bot speed").

A bot starts thinking once the cards have landed (on the session's worker thread, so the
window never waits for it; not while cards move, so the frames that draw them keep the
interpreter to themselves). Its decision is held (``GameSession.collect_bot``) and applied
one action at a time: no sooner than the pace after the last step was shown, and never
while cards still move, so each move is seen landing (the scene lights its log line). At
"instant" bots think and act at once, moving cards or not. A click skips the animation
being shown, not the pace.

The scene calls :meth:`BotPacer.collect` and :meth:`BotPacer.tick` every frame, tells
:meth:`BotPacer.shown` when a step was shown, and asks :meth:`BotPacer.due` for its next
frame.
"""

from __future__ import annotations

import math
from typing import Any

WORKER_POLL_S = 0.25
"""While a bot thinks the loop looks this often (a finished bot also wakes it at once)."""


class BotPacer:
    """Paces the bots of ``session`` by ``settings.bot_pace`` (seconds per bot action)."""

    def __init__(self, session: Any, settings: Any) -> None:
        self.session = session
        self.settings = settings
        self.shown_at = -math.inf
        """App time at which the last step (anyone's) was shown."""
        self.stalled = False
        """The bot to act could not be started (nothing to wait for until input)."""

    def pace(self) -> float:
        """Seconds from one step shown to the next bot action (0 at "instant")."""
        return max(0.0, float(self.settings.bot_pace))

    def shown(self, now: float) -> None:
        """A step was shown at ``now``: the next bot action waits its pace from here."""
        self.shown_at = now

    def next_at(self) -> float:
        """When a held decision may be applied (cards landed permitting)."""
        return self.shown_at + self.pace()

    def collect(self) -> str | None:
        """Take a finished decision off the bot's thread (held, not applied); an error
        sentence if the bot failed."""
        return self.session.collect_bot()

    def tick(self, now: float, moving: bool) -> str | None:
        """Apply a held decision when its time has come (and nothing moves, unless the pace
        is 0); start the bot due to act thinking (once nothing moves, unless the pace is 0).
        An error sentence or None."""
        session = self.session
        pace = self.pace()
        err = None
        if session.bot_decided():
            if now < self.shown_at + pace or (pace > 0 and moving):
                return None
            err = session.apply_bot()
            moving = pace > 0  # the move just applied is about to be shown
        self.stalled = False
        if session.bot_to_act() is not None and not session.worker.busy and not (pace and moving):
            self.stalled = not session.start_bot()  # thought of while the pace runs
        return err

    def due(self, now: float) -> float | None:
        """When the next frame is needed for the bots (or a hint) without input."""
        session = self.session
        times = []
        if session.worker.busy or session.hint_worker.busy:
            times.append(now + WORKER_POLL_S)
        if session.bot_decided():
            times.append(max(now, self.next_at()))
        elif not session.worker.busy and session.bot_to_act() is not None and not self.stalled:
            times.append(now)  # a bot to start thinking
        return min(times, default=None)
