"""A game being played in the app: the match, its autosave, its bots and whose screen it is.

No pygame here, so it is tested headless. The log file *is* the save: every
action is appended and flushed as it happens, so Continue, Load and crash
recovery all read the same file.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import random
import shutil
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from game.bots.base import BOT_SEED_OPTION, bot_rng
from game.core.atomic import fsync_dir, write_atomic
from game.core.errors import IllegalAction, LogRefused, NothingToUndo
from game.core.log import LoadedLog, LoggedStep, LogWriter, read_log, rebuild
from game.core.match import Match, Step
from game.core.model import Action, Event, MatchConfig, SeatInfo
from game.core.rules import GameRules
from game.registry import TITLES, get_rules

BotFactory = Callable[[SeatInfo, str], Any]
_log = logging.getLogger("loot_table.session")


@dataclass
class SaveInfo:
    """One file in the saves folder, readable or not (``problem`` then says why)."""

    path: Path
    modified: datetime
    game: str = "?"
    title: str = "?"
    seats: list[str] = field(default_factory=list)
    steps: int = 0
    finished: bool = False
    turn: int | None = None
    problem: str | None = None


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every ``*.jsonl`` in ``folder``, newest first; unreadable files are listed with the reason."""
    out: list[SaveInfo] = []
    if not folder.exists():
        return out
    for path in folder.glob("*.jsonl"):
        try:
            modified = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            continue
        info = SaveInfo(path=path, modified=modified)
        try:
            loaded = read_log(path, get_rules)
        except LogRefused as exc:
            info.problem = str(exc)
            out.append(info)
            continue
        info.game = loaded.header.game
        info.title = TITLES.get(info.game, info.game)
        info.seats = [s.name for s in loaded.header.config.seats]
        info.steps = sum(1 for r in loaded.records if r.type == "step")
        for rec in reversed(loaded.records):
            if not isinstance(rec, LoggedStep):
                continue
            kinds = [getattr(e, "kind", "") for e in rec.events]
            if "game_ended" in kinds:
                info.finished = True
            for e in rec.events:
                if getattr(e, "kind", "") == "turn_started":
                    info.turn = int(getattr(e, "turn", 0)) or None
            if info.turn is not None or info.finished:
                break
        out.append(info)
    out.sort(key=lambda i: i.modified, reverse=True)
    return out


def _upgrade_file(path: Path, loaded: LoadedLog) -> None:
    """Rewrite a migrated log in the current format (atomically), keeping the original."""
    backup = path.with_name(f"{path.name}.format{loaded.migrated_from}.bak")
    if not backup.exists():
        shutil.copy2(path, backup)
    body = loaded.data[: loaded.valid_bytes]
    if body and not body.endswith(b"\n"):
        body += b"\n"
    write_atomic(path, body)


def archive_finished(session: GameSession, replays: Path) -> str | None:
    """Move a finished game's log from the saves folder into ``replays`` (closing it first).

    Updates ``session.path``; returns a sentence if the file could not be moved (it then
    stays where it was and is still listed). Unfinished games and sessions without a file
    are left alone.
    """
    path = session.path
    if path is None or not session.match.is_over or path.parent == replays:
        return None
    session.close()
    target = replays / path.name
    try:
        replays.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(path, target)
        except OSError:  # another drive: copy durably, then remove the original
            write_atomic(target, path.read_bytes())
            path.unlink()
        fsync_dir(replays)
    except OSError as exc:
        _log.warning("could not move %s to %s: %s", path, replays, exc)
        return f"The finished game stays with the saves ({exc.strerror or exc})."
    session.path = target
    _log.info("finished game moved to %s", target)
    return None


class BotWorker:
    """Runs bot decisions on a background thread so the window never freezes."""

    def __init__(self) -> None:
        self._results: queue.Queue[tuple[int, int, Action | BaseException]] = queue.Queue()
        self._busy: tuple[int, int] | None = None

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

        threading.Thread(target=run, name=f"bot-seat-{seat}", daemon=True).start()

    def poll(self) -> tuple[int, int, Action | BaseException] | None:
        try:
            got = self._results.get_nowait()
        except queue.Empty:
            return None
        self._busy = None
        return got


class GameSession:
    """One match in the app. ``apply``/``undo``/``redo`` return a sentence on failure, never raise."""

    def __init__(
        self,
        rules: GameRules[Any],
        match: Match[Any],
        path: Path | None,
        bot_factory: BotFactory | None = None,
        warnings: Sequence[str] = (),
    ) -> None:
        self.rules = rules
        self.match = match
        self.path = path
        self.warnings = list(warnings)
        self.bots: dict[int, Any] = {}
        self.bot_rngs: dict[int, random.Random] = {}
        if bot_factory is not None:
            bot_seed = int(match.config.options.get(BOT_SEED_OPTION, match.config.seed))
            for seat, info in enumerate(match.config.seats):
                if info.kind == "bot":
                    self.bots[seat] = bot_factory(info, match.config.game)
                    self.bot_rngs[seat] = bot_rng(bot_seed, seat, len(match.steps))
        self.worker = BotWorker()
        self.hint_worker = BotWorker()
        self.hint_bot: Any = None
        self._bot_factory = bot_factory
        self._ticket = 0
        self.feed: list[tuple[int, Step]] = []
        self.save_error: str | None = None
        self._save_failing = False
        humans = self.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        """Whose private view the screen shows: the human who last took the screen over on
        the hand-over screen (the only human, with one). None: nobody holds the screen (a fresh
        or resumed table with two or more humans, a hand-over under way, or only bots), so
        only what is public is shown."""

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatInfo],
        seed: int | None,
        saves: Path | None,
        bot_factory: BotFactory | None = None,
    ) -> GameSession:
        rules = get_rules(game_id)
        if rules is None:
            raise LogRefused(
                f"{TITLES.get(game_id, game_id)} cannot be played in this version yet."
            )
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        config = MatchConfig(
            game=game_id, seats=tuple(seats), seed=seed, options={BOT_SEED_OPTION: seed}
        )
        path = None
        sink = None
        if saves is not None:
            with contextlib.suppress(OSError):  # the writer reports it and keeps retrying
                saves.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            path = saves / f"{game_id}-{stamp}-{seed}.jsonl"
            sink = LogWriter(path, rules, config)
        match: Match[Any] = Match.new(rules, config, sink=sink)
        session = cls(rules, match, path, bot_factory)
        session._check_save()
        return session

    @classmethod
    def load(cls, path: Path, bot_factory: BotFactory | None = None) -> GameSession:
        """Resume a saved game at its last action; raises LogRefused with a sentence."""
        loaded: LoadedLog = read_log(path, get_rules)
        rules = get_rules(loaded.header.game)
        assert rules is not None
        try:
            match, report = rebuild(rules, loaded, verify=True)
        except LogRefused:
            raise
        except Exception as exc:  # noqa: BLE001 - a tampered log is refused, never a traceback
            raise LogRefused(
                f"{path.name} cannot be resumed: its recorded steps do not fit the game "
                f"({type(exc).__name__})."
            ) from None
        warnings = list(loaded.warnings)
        if report.mismatch is not None:
            raise LogRefused(f"{path.name} cannot be resumed: {report.mismatch}.")
        try:
            if loaded.migrated_from is not None:
                _upgrade_file(path, loaded)
                warnings.append(
                    f"{path.name} was saved by an older Loot Table and has been updated; "
                    f"the original was kept as {path.name}.format{loaded.migrated_from}.bak."
                )
            elif loaded.warnings:
                with open(path, "r+b") as fh:  # drop the torn tail: appends start on a clean line
                    fh.truncate(loaded.valid_bytes)
        except OSError as exc:
            warnings.append(
                f"{path.name} cannot be written ({exc.strerror or exc}); this game goes on "
                "in memory only."
            )
            match.sink = None
        else:
            match.sink = LogWriter(path, rules, loaded.header.config, append=True)
        return cls(rules, match, path, bot_factory, warnings)

    # ------------------------------------------------------------ whose screen it is
    # Hot seat: a human's private view is drawn only after that human took the screen over
    # (the hand-over screen). The viewer keeps the screen while bots act, since the same
    # person still sits there; when another human must act, the screen is released (nothing
    # private) until that human takes it over. Several seats may act at once (simultaneous
    # secret choices): each human among them is asked in turn, bots act on the bot thread.
    @property
    def seat_names(self) -> list[str]:
        return self.match.seat_names

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.config.seats) if s.kind == "human"]

    @property
    def onlooker(self) -> int:
        """A seat number no player holds: its view and log lines show only what is public."""
        return self.match.config.n_seats

    def screen_seat(self) -> int | None:
        """Whose knowledge the screen may show now: the viewer; the onlooker (public only)
        while nobody holds the screen; None (everything) once the game is over."""
        if self.match.is_over:
            return None
        return self.viewer if self.viewer is not None else self.onlooker

    def human_to_act(self) -> int | None:
        """The human seat that should act now: the viewer if it is among the seats to act
        (they go on choosing), else the first other human to act, or None."""
        acting = self.match.to_act()
        if self.viewer in acting:
            return self.viewer
        for seat in acting:
            if seat not in self.bots:
                return seat
        return None

    def bot_to_act(self) -> int | None:
        for seat in self.match.to_act():
            if seat in self.bots:
                return seat
        return None

    def needs_pass(self) -> int | None:
        """The human who must take the screen over (on the hand-over screen) before the table
        may show anything of theirs; None when the viewer goes on, only bots are to act, or
        fewer than two humans share the table."""
        if len(self.human_seats) < 2 or self.match.is_over:
            return None
        seat = self.human_to_act()
        if seat is None or seat == self.viewer:
            return None
        return seat

    def begin_hand_over(self) -> int | None:
        """If a hand-over is due, release the screen (nobody's view: public only) and return
        the seat that must take it over next; else change nothing and return None."""
        seat = self.needs_pass()
        if seat is not None:
            self.viewer = None
        return seat

    def take_over(self, seat: int) -> None:
        """The hand-over screen was acknowledged by ``seat``'s player: the screen is theirs."""
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not a human seat")
        self.viewer = seat

    def view(self) -> BaseModel:
        """What the screen may show (see :meth:`screen_seat`)."""
        return self.match.view(self.screen_seat())

    # ------------------------------------------------------------ acting
    def _record(self, before: int) -> None:
        for i in range(before, len(self.match.steps)):
            self.feed.append((i, self.match.steps[i]))

    def apply(self, seat: int, action: Action) -> str | None:
        """Apply; returns None or the engine's one-line reason why not."""
        before = len(self.match.steps)
        try:
            self.match.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        except OSError as exc:  # a sink that raises (LogWriter never does): keep playing
            self.save_error = (
                f"Autosave failed ({exc.strerror or exc}); the game goes on in memory."
            )
            self.match.sink = None
        self._check_save()
        self._ticket += 1
        self._record(before)
        return None

    # ------------------------------------------------------------ saving
    @property
    def save_problem(self) -> str | None:
        """Why the log is not fully on disk right now (None when everything is saved)."""
        return getattr(self.match.sink, "problem", None)

    def _check_save(self) -> None:
        """Set ``save_error`` (shown once) when saving starts failing or works again."""
        problem = self.save_problem
        if problem is not None and not self._save_failing:
            _log.warning("autosave of %s failing: %s", self.path, problem)
            self._save_failing = True
            self.save_error = (
                f"{problem[0].upper()}{problem[1:]}. The game goes on in memory and saving "
                "is retried every few seconds."
            )
        elif problem is None and self._save_failing:
            _log.info("autosave of %s works again", self.path)
            self._save_failing = False
            self.save_error = "Autosave works again; everything is saved."

    def retry_save(self) -> bool:
        """Try again to write unsaved lines; True when everything is on disk."""
        retry = getattr(self.match.sink, "retry", None)
        ok = bool(retry()) if callable(retry) else True
        self._check_save()
        return ok

    def can_undo(self) -> bool:
        return self.viewer is not None and self.match.can_undo(self.viewer) and not self.worker.busy

    def can_redo(self) -> bool:
        return self.viewer is not None and self.match.can_redo(self.viewer) and not self.worker.busy

    def undo(self) -> str | None:
        if self.viewer is None:
            return "There is nothing you can undo right now."
        try:
            self.match.undo(self.viewer)
        except NothingToUndo as exc:
            return str(exc)
        self._ticket += 1
        return None

    def redo(self) -> str | None:
        if self.viewer is None:
            return "There is nothing you can redo right now."
        before = len(self.match.steps)
        try:
            self.match.redo(self.viewer)
        except NothingToUndo as exc:
            return str(exc)
        self._ticket += 1
        self._record(before)
        return None

    # ------------------------------------------------------------ bots
    def start_bot(self) -> bool:
        """Ask the bot to act now (off the UI thread); False when no bot is due or one is thinking."""
        if self.worker.busy or self.match.is_over:
            return False
        seat = self.bot_to_act()
        if seat is None:
            return False
        legal = self.match.legal_actions(seat)
        view = self.match.view(seat)
        self.worker.start(self._ticket, seat, self.bots[seat], view, legal, self.bot_rngs[seat])
        return True

    def poll_bot(self) -> str | None:
        """Apply a finished bot decision if it is still current; returns an error sentence or None."""
        got = self.worker.poll()
        if got is None:
            return None
        ticket, seat, result = got
        if isinstance(result, BaseException):
            return f"{self.seat_names[seat]} (bot) failed to choose a move: {result}"
        if ticket != self._ticket:
            return None  # the table changed while it thought; it will think again
        return self.apply(seat, result)

    # ------------------------------------------------------------ hints
    def request_hint(self, level: str = "normal") -> bool:
        """Ask a bot (off the UI thread) what the viewer should do now; False if not possible."""
        seat = self.human_to_act()
        if seat is None or seat != self.viewer or self.hint_worker.busy:
            return False
        if self.hint_bot is None:
            from game.bots import BOT_KINDS, make_bot

            kind = level if level in BOT_KINDS else "greedy"
            self.hint_bot = make_bot(kind, self.match.config.game)
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

    def drain_feed(self) -> list[tuple[int, Step]]:
        out, self.feed = self.feed, []
        return out

    def describe(self, events: Sequence[Event]) -> list[str]:
        """Log lines for ``events`` as the screen may tell them (see :meth:`screen_seat`)."""
        viewer = self.screen_seat()
        lines = []
        for e in events:
            text = self.rules.describe(e, viewer, self.seat_names)
            if text:
                lines.append(text)
        return lines

    def close(self) -> None:
        sink = self.match.sink
        if sink is not None and hasattr(sink, "close"):
            sink.close()


def wait_for_bot(session: GameSession, timeout: float = 30.0) -> str | None:
    """Block until the running bot decision is applied (tests and the headless self-test)."""
    deadline = time.monotonic() + timeout
    while session.worker.busy and time.monotonic() < deadline:
        err = session.poll_bot()
        if err is not None or not session.worker.busy:
            return err
        time.sleep(0.001)
    return session.poll_bot()
