"""Writing a match's log as it happens (game/core/log.py tells the format): one line per
record, straight to the operating system, failed writes kept and retried."""

from __future__ import annotations

import contextlib
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.atomic import write_atomic
from game.core.binding import (
    binding_digest,
    bound_hash,
    header_digests,
)
from game.core.chance import Chance
from game.core.log_records import LOG_FORMAT, Header, Origin, Parent, dumps_line
from game.core.match import Step
from game.core.model import Event, MatchConfig
from game.core.rules import GameRules


class LogWriter:
    """Writes a match's log as it happens; one line per record, appended at once.

    Implements the match's StepSink. Every line goes straight to the operating system
    (no user-space buffer), so a killed process loses nothing already written; with
    ``fsync=True`` each line is also forced to disk. A write that fails (a full disk, a
    read-only folder, the file gone) never raises: the lines wait in memory, ``problem``
    says why in a sentence, and every later write (or :meth:`retry`) tries them again.
    The file on disk is always a prefix of the log, so at worst its last line is torn,
    which the reader drops.
    """

    def __init__(
        self,
        path: Path,
        rules: GameRules[Any],
        config: MatchConfig,
        *,
        fsync: bool = False,
        append: bool = False,
        binding: str | None = None,
        origin: Origin | None = None,
        parent: Parent | None = None,
    ) -> None:
        """``append``: go on writing an existing log, whose header's ``binding`` digest (from
        :class:`LoadedLog`) must then be given; a new log computes its own. ``origin``: what
        the header says of the set-up; None (the app) decides it by comparing the set-up with
        the deal of the seed (tests that forge a claim name it). ``parent``: the game a
        branch was started from (game/core/branch.py)."""
        if append and not binding:
            raise ValueError("appending to a log needs its header's binding digest")
        self.path = Path(path)
        self.binding = binding or ""
        self.origin = origin
        self.parent = parent
        self.rules = rules
        self.config = config
        self.fsync = fsync
        self.problem: str | None = None
        self._resuming = append
        self._pending = bytearray()
        self._fd: int | None = None
        self._written = 0  # bytes of the log known to be in the file
        self._closed = False
        self._created = append
        if append:
            try:
                self._written = self.path.stat().st_size
                if self._written:
                    with open(self.path, "rb") as fh:
                        fh.seek(self._written - 1)
                        if fh.read(1) != b"\n":  # a whole last line without its newline
                            self._pending += b"\n"
            except OSError as exc:
                self._fail(exc)
        self._started = datetime.now(UTC).isoformat(timespec="seconds")

    @property
    def pending_bytes(self) -> int:
        """Bytes of log waiting in memory for the disk (0 when everything is saved)."""
        return len(self._pending)

    def _fail(self, exc: OSError) -> None:
        self.problem = f"the game could not be saved ({exc.strerror or exc})"

    def _open(self) -> int:
        if self._fd is None:
            self._fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
        return self._fd

    def retry(self) -> bool:
        """Try to write what waits in memory; True when everything is on disk."""
        if not self._pending:
            return True
        if self._closed:
            return False
        try:
            if not self._created:
                # a new log appears whole, header and set-up together, or not at all
                write_atomic(self.path, bytes(self._pending))
                self._written = len(self._pending)
                self._pending.clear()
                self._created = True
            fd = self._open()
            os.lseek(fd, self._written, os.SEEK_SET)
            while self._pending:
                n = os.write(fd, self._pending)
                del self._pending[:n]
                self._written += n
            if self.fsync:
                os.fsync(fd)
        except OSError as exc:
            self._fail(exc)
            if self._fd is not None:  # maybe the file went away: reopen on the next try
                with contextlib.suppress(OSError):
                    os.close(self._fd)
                self._fd = None
            return False
        self.problem = None
        return True

    def _write(self, data: dict[str, Any]) -> None:
        self._pending += (dumps_line(data) + "\n").encode("utf-8")
        self.retry()

    def on_setup(self, events: list[Event], state_hash: str) -> None:
        """Header and set-up lines; the header's ``origin`` says whether ``events`` are the
        deal of the config's seed or another position (a scenario's)."""
        if self._resuming:
            return
        dealt = self.rules.setup_events(self.config, Chance.for_step(self.config.seed, 0))
        header = Header(
            format=LOG_FORMAT,
            game=self.rules.game_id,
            content_version=self.rules.content_version,
            config=self.config,
            created=self._started,
            app_version=_app_version(),
            origin=self.origin or ("deal" if list(events) == dealt else "scenario"),
            parent=self.parent,
        )
        digests = header_digests(header)
        self.binding = binding_digest(digests)
        shown = header.model_dump(mode="json", exclude={"parent"} if self.parent is None else None)
        self._pending += (dumps_line(shown) + "\n").encode("utf-8")
        self._write(
            {
                "type": "setup",
                "events": [e.model_dump(mode="json") for e in events],
                "hash": bound_hash(state_hash, self.binding),
                "bind": digests,
            }
        )

    def on_step(self, index: int, step: Step, state_hash: str, redo: bool) -> None:
        record: dict[str, Any] = {
            "type": "step",
            "i": index,
            "seat": step.seat,
            "action": step.action.model_dump(mode="json"),
            "events": [e.model_dump(mode="json") for e in step.events],
            "barrier": step.barrier,
            "hash": bound_hash(state_hash, self.binding),
        }
        if redo:
            record["redo"] = True
        self._write(record)

    def on_undo(self, seat: int, index: int) -> None:
        self._write({"type": "undo", "seat": seat, "i": index})

    def close(self) -> None:
        """One last try to write what waits, then close (lines still unwritten are lost)."""
        self.retry()
        self._closed = True
        if self._fd is not None:
            with contextlib.suppress(OSError):
                if not self.fsync:
                    os.fsync(self._fd)
            os.close(self._fd)
            self._fd = None


def _app_version() -> str:
    import game

    return str(getattr(game, "__version__", "unknown"))
