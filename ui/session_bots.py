"""The bots of a game being played in the app (ui/session.py): each bot's decision taken on a
thread of its own (:class:`BotWorker`), shown only if the table has not moved on, and the
hint a bot gives the person at the screen. No pygame here."""

from __future__ import annotations

import queue
import random
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from game.core.match import Match, Step
from game.core.model import Action


class BotWorker:
    """Runs bot decisions on a background thread so the window never freezes."""

    def __init__(self) -> None:
        self._results: queue.Queue[tuple[int, int, Action | BaseException]] = queue.Queue()
        self._busy: tuple[int, int] | None = None
        self.on_done: Callable[[], None] | None = None
        """Called from the worker thread when a decision is ready (the app wakes its loop)."""

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def start(
        self,
        ticket: int,
        seat: int,
        bot: Any,
        view: BaseModel,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> None:
        self._busy = (ticket, seat)

        def run() -> None:
            try:
                result: Action | BaseException = bot.choose(view, legal, rng)
            except BaseException as exc:  # noqa: BLE001 - reported to the UI thread
                result = exc
            self._results.put((ticket, seat, result))
            if self.on_done is not None:
                self.on_done()

        threading.Thread(target=run, name=f"bot-seat-{seat}", daemon=True).start()

    def poll(self) -> tuple[int, int, Action | BaseException] | None:
        try:
            got = self._results.get_nowait()
        except queue.Empty:
            return None
        self._busy = None
        return got


class SessionBots:
    """A session's bots and hints (mixed into GameSession, which owns the attributes below)."""

    match: Match[Any]
    bots: dict[int, Any]
    bot_rngs: dict[int, random.Random]
    worker: BotWorker
    hint_worker: BotWorker
    hint_bot: Any
    viewer: int | None
    feed: list[tuple[int, Step]]
    _ticket: int
    _decided: tuple[int, int, Action] | None
    _hint_view: BaseModel

    if TYPE_CHECKING:

        @property
        def seat_names(self) -> list[str]: ...

        def may_act(self) -> tuple[int, ...]: ...

        def apply(self, seat: int, action: Action) -> str | None: ...

    def bot_to_act(self) -> int | None:
        for seat in self.match.to_act():
            if seat in self.bots:
                return seat
        return None

    # ------------------------------------------------------------ bots
    def start_bot(self) -> bool:
        """Ask the bot to act now (off the UI thread); False when no bot is due, one is
        thinking or its decision waits to be applied."""
        if self.worker.busy or self.bot_decided() or self.match.is_over:
            return False
        seat = self.bot_to_act()
        if seat is None:
            return False
        legal = self.match.legal_actions(seat)
        view = self.match.view(seat)
        self.worker.start(self._ticket, seat, self.bots[seat], view, legal, self.bot_rngs[seat])
        return True

    def collect_bot(self) -> str | None:
        """Take a finished bot decision off its thread and hold it until :meth:`apply_bot`
        (so a bot thinks while the last move is still shown); a decision made for a table
        that changed since is dropped (the bot thinks again). A sentence if the bot failed."""
        got = self.worker.poll()
        if got is None:
            return None
        ticket, seat, result = got
        if isinstance(result, BaseException):
            return f"{self.seat_names[seat]} (bot) failed to choose a move: {result}"
        if ticket == self._ticket:
            self._decided = (ticket, seat, result)
        return None

    def bot_decided(self) -> bool:
        """Whether a bot's decision for the table as it is waits to be applied."""
        return self._decided is not None and self._decided[0] == self._ticket

    def apply_bot(self) -> str | None:
        """Apply the held bot decision if it is still current; an error sentence or None."""
        decided, self._decided = self._decided, None
        if decided is None or decided[0] != self._ticket:
            return None
        return self.apply(decided[1], decided[2])

    def poll_bot(self) -> str | None:
        """Apply a finished bot decision (at once) if it is still current; an error sentence
        or None."""
        return self.collect_bot() or self.apply_bot()

    # ------------------------------------------------------------ hints
    def request_hint(self, level: str = "normal") -> bool:
        """Ask a bot (off the UI thread) what the viewer should do now; False if not possible."""
        seat = self.viewer
        if seat is None or seat not in self.may_act() or self.hint_worker.busy:
            return False
        if self.hint_bot is None:
            from game.bots import BOT_KINDS, UnknownBot, make_bot

            kind = level if level in BOT_KINDS else "greedy"
            for k in (kind, "greedy", "random"):  # a game without search bots: the next best
                try:
                    self.hint_bot = make_bot(k, self.match.config.game)
                    break
                except UnknownBot:
                    continue
        legal = self.match.legal_actions(seat)
        if not legal:
            return False
        view = self.match.view(seat)
        rng = random.Random(f"hint:{self.match.config.seed}:{len(self.match.steps)}")
        self.hint_worker.start(self._ticket, seat, self.hint_bot, view, legal, rng)
        self._hint_view = view
        return True

    def poll_hint(self) -> tuple[Action, str] | None:
        """The finished hint as (action, reason), if it still applies to the table."""
        got = self.hint_worker.poll()
        if got is None:
            return None
        ticket, seat, result = got
        if isinstance(result, BaseException) or ticket != self._ticket or seat != self.viewer:
            return None  # the table changed, or the screen is no longer that player's
        explain = getattr(self.hint_bot, "explain", None)
        reason = explain(self._hint_view, result) if callable(explain) else ""
        return result, reason or f"the {getattr(self.hint_bot, 'name', 'bot')} bot's choice"


def wait_for_bot(session: SessionBots, timeout: float = 30.0) -> str | None:
    """Block until the running bot decision is applied (tests and the headless self-test)."""
    deadline = time.monotonic() + timeout
    while session.worker.busy and time.monotonic() < deadline:
        err = session.poll_bot()
        if err is not None or not session.worker.busy:
            return err
        time.sleep(0.001)
    return session.poll_bot()
