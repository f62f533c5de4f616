"""The match log: append-only JSON Lines, the save file of every game.

Line 1 is a header (format version, game, content version, app version, seats,
seed, options); line 2 the set-up events; then one line per step (seat, action,
the events it caused, the state hash after it) and one per undo. A new log
appears with its first two lines at once (atomic write); then each line is
appended as it happens, and a failed write waits in memory to be retried. The
reader validates every line and refuses a file it cannot trust with one sentence
(LogRefused); a torn last line, as a crash mid-write leaves, is dropped and
reported instead. A log in an older format is migrated as it is read
(game/core/migrate.py); a newer format is refused, naming both versions.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from game.core.atomic import write_atomic
from game.core.errors import IllegalAction, LogRefused
from game.core.match import Match, Step, hash_canonical
from game.core.migrate import migrate_lines
from game.core.model import Action, Event, MatchConfig
from game.core.rules import GameRules

LOG_FORMAT = 3
"""The log format this version writes; older ones are migrated on read (game/core/migrate.py)."""
MAX_LOG_BYTES = 16 * 1024 * 1024
"""A whole game is about 100 KB; anything over this is refused before it is read."""
MAX_LINE_BYTES = 4 * 1024 * 1024


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Header(_Record):
    type: Literal["header"] = "header"
    format: int
    app: Literal["loot-table"] = "loot-table"
    game: str
    content_version: str
    config: MatchConfig
    created: str = ""
    app_version: str


class SetupRecord(_Record):
    type: Literal["setup"] = "setup"
    events: list[dict[str, Any]]
    hash: str


class StepRecord(_Record):
    type: Literal["step"] = "step"
    i: int = Field(ge=0)
    seat: int = Field(ge=0)
    action: dict[str, Any]
    events: list[dict[str, Any]]
    barrier: bool
    hash: str
    redo: bool = False


class UndoRecord(_Record):
    type: Literal["undo"] = "undo"
    seat: int = Field(ge=0)
    i: int = Field(ge=0)


@dataclass(frozen=True, slots=True)
class LoggedStep:
    """A step line, parsed: the action and events are the game's own models."""

    i: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    barrier: bool
    hash: str
    redo: bool = False
    type: str = "step"


@dataclass(frozen=True, slots=True)
class LoggedUndo:
    i: int
    seat: int
    type: str = "undo"


@dataclass
class LoadedLog:
    """A validated log: its header, set-up events and the parsed steps and undos in order."""

    header: Header
    setup: list[Event]
    setup_hash: str
    records: list[LoggedStep | LoggedUndo]
    warnings: list[str] = field(default_factory=list)
    valid_bytes: int = 0
    migrated_from: int | None = None
    """The file's own format when it was older than LOG_FORMAT (then ``data`` is migrated)."""
    data: bytes = b""
    """The log's bytes as parsed (after any migration); ``data[:valid_bytes]`` is trusted."""


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


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
    ) -> None:
        self.path = Path(path)
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
        else:
            header = Header(
                format=LOG_FORMAT,
                game=rules.game_id,
                content_version=rules.content_version,
                config=config,
                created=datetime.now(UTC).isoformat(timespec="seconds"),
                app_version=_app_version(),
            )
            self._pending += (_dumps(header.model_dump(mode="json")) + "\n").encode("utf-8")

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
        self._pending += (_dumps(data) + "\n").encode("utf-8")
        self.retry()

    def on_setup(self, events: list[Event], state_hash: str) -> None:
        if self._resuming:
            return
        self._write(
            {
                "type": "setup",
                "events": [e.model_dump(mode="json") for e in events],
                "hash": state_hash,
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
            "hash": state_hash,
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


def _refuse(path: str, why: str) -> LogRefused:
    return LogRefused(f"{path} cannot be loaded: {why}.")


def read_log(path: str | Path, lookup: Callable[[str], GameRules[Any] | None]) -> LoadedLog:
    """Read and validate a log file; raises LogRefused with one clear sentence.

    ``lookup`` maps a game id to its rules (None for an unknown game).
    """
    name = str(path)
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise _refuse(name, f"the file cannot be opened ({exc.strerror or exc})") from None
    if size > MAX_LOG_BYTES:
        raise _refuse(
            name,
            f"it is {size // (1024 * 1024)} MB, over the {MAX_LOG_BYTES // (1024 * 1024)} MB "
            "limit for a game log",
        )
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise _refuse(name, f"the file cannot be read ({exc.strerror or exc})") from None
    return parse_log(data, lookup, name)


def _json_line(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """A line as a JSON object, or the reason it is not one."""
    if len(raw) > MAX_LINE_BYTES:
        return None, "a line is too long"
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None, "a line is not valid JSON"
    if not isinstance(obj, dict):
        return None, "a line is not a JSON object"
    return obj, None


_STEP_LINE_MODELS: dict[str, type[BaseModel]] = {}


def _step_line_model(rules: GameRules[Any]) -> type[BaseModel]:
    """A model of one step line typed with the game's own actions and events, so a line is
    parsed and validated in a single pass (built once per game)."""
    model = _STEP_LINE_MODELS.get(rules.game_id)
    if model is None:
        fields: dict[str, Any] = {
            "type": (Literal["step"], "step"),
            "i": (int, Field(ge=0)),
            "seat": (int, Field(ge=0)),
            "action": (rules.action_union, ...),
            "events": (list[rules.event_union], ...),  # type: ignore[name-defined]
            "barrier": (bool, ...),
            "hash": (str, ...),
            "redo": (bool, False),
        }
        model = create_model(
            f"StepLine_{rules.game_id}", __config__=ConfigDict(extra="forbid"), **fields
        )
        _STEP_LINE_MODELS[rules.game_id] = model
    return model


def parse_log(
    data: bytes, lookup: Callable[[str], GameRules[Any] | None], name: str = "log"
) -> LoadedLog:
    """Validate the bytes of a log; see :func:`read_log`."""
    if len(data) > MAX_LOG_BYTES:
        raise _refuse(name, "it is over the size limit for a game log")
    if not data.strip():
        raise _refuse(name, "the file is empty")
    lines = data.split(b"\n")
    torn_tail = not data.endswith(b"\n")
    if not torn_tail:
        lines = lines[:-1]
    head, problem = _json_line(lines[0])
    if head is None or head.get("type") != "header" or head.get("app") != "loot-table":
        raise _refuse(name, "it is not a Loot Table game log")
    fmt = head.get("format")
    if not isinstance(fmt, int):
        raise _refuse(name, "its header has no format version")
    if fmt > LOG_FORMAT:
        raise _refuse(
            name,
            f"it was written by a newer Loot Table (log format {fmt}; this version reads "
            f"up to {LOG_FORMAT})",
        )
    migrated_from = None
    if fmt < LOG_FORMAT:
        try:
            data = migrate_lines(data, fmt, LOG_FORMAT)
        except LogRefused as exc:
            raise _refuse(name, str(exc)) from None
        migrated_from = fmt
        lines = data.split(b"\n")
        if not torn_tail:
            lines = lines[:-1]
        head, problem = _json_line(lines[0])
        assert head is not None
    try:
        header = Header.model_validate(head)
    except ValidationError as exc:
        raise _refuse(name, f"its header is invalid ({_first_error(exc)})") from None
    rules = lookup(header.game)
    if rules is None:
        raise _refuse(name, f"it is a game of '{header.game}', which this version does not know")
    if header.config.game != header.game:
        raise _refuse(name, "its header names two different games")
    if not rules.min_seats <= header.config.n_seats <= rules.max_seats:
        raise _refuse(
            name,
            f"it has {header.config.n_seats} seats; {rules.title} takes "
            f"{rules.min_seats}-{rules.max_seats}",
        )
    warnings: list[str] = []

    def torn(n: int) -> bool:
        if n == len(lines) and torn_tail:
            warnings.append(
                f"The last line ({n}) was cut off, probably by a crash; it was dropped."
            )
            return True
        return False

    if len(lines) < 2:
        raise _refuse(name, "it has no set-up line")
    setup_obj, problem = _json_line(lines[1])
    if setup_obj is None:
        raise _refuse(
            name, "its set-up line is damaged" if not torn(2) else "it has no set-up line"
        )
    try:
        setup_rec = SetupRecord.model_validate(setup_obj)
        setup = [rules.event_adapter.validate_python(e) for e in setup_rec.events]
    except ValidationError as exc:
        raise _refuse(name, f"line 2 (the set-up) is invalid ({_first_error(exc)})") from None
    valid_bytes = len(lines[0]) + len(lines[1]) + 2
    step_line = _step_line_model(rules)
    records: list[LoggedStep | LoggedUndo] = []
    for n, raw in enumerate(lines[2:], start=3):
        if len(raw) > MAX_LINE_BYTES:
            if torn(n):
                break
            raise _refuse(name, f"line {n} is damaged (a line is too long)")
        try:
            rec: Any = step_line.model_validate_json(raw)
        except ValidationError as exc:
            if exc.errors()[0]["type"] == "json_invalid":
                if torn(n):
                    break
                raise _refuse(name, f"line {n} is damaged (a line is not valid JSON)") from None
            try:
                undo = UndoRecord.model_validate_json(raw)
            except ValidationError:
                raise _refuse(name, f"line {n} is invalid ({_first_error(exc)})") from None
            records.append(LoggedUndo(undo.i, undo.seat))
            valid_bytes += len(raw) + 1
            continue
        if rec.seat >= header.config.n_seats:
            raise _refuse(name, f"line {n} names seat {rec.seat}, which does not exist")
        records.append(
            LoggedStep(
                rec.i, rec.seat, rec.action, tuple(rec.events), rec.barrier, rec.hash, rec.redo
            )
        )
        valid_bytes += len(raw) + 1
    if torn_tail and not warnings:
        valid_bytes -= 1  # the last valid line has no newline yet
    return LoadedLog(
        header, setup, setup_rec.hash, records, warnings, valid_bytes, migrated_from, data
    )


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"]) or "value"
    return f"{loc}: {err['msg']}"


@dataclass
class ReplayReport:
    """What a replay found: steps replayed and the first hash mismatch, if any."""

    steps: int
    mismatch: str | None = None


def rebuild(
    rules: GameRules[Any],
    log: LoadedLog,
    *,
    verify: bool = True,
    undo: bool = True,
) -> tuple[Match[Any], ReplayReport]:
    """Rebuild a match from a loaded log.

    With ``verify`` every action is decided again and must give the recorded
    events, and every recorded state hash must match; the first difference is
    reported (the match is returned as far as it agreed). Without it, the
    recorded events are folded directly (the fast path).
    """
    try:
        match: Match[Any] = Match(rules, log.header.config, log.setup, undo=undo)
    except Exception as exc:  # noqa: BLE001 - a damaged set-up is refused, never a traceback
        raise LogRefused(
            f"The log's set-up does not fit the game ({type(exc).__name__})."
        ) from None
    report = ReplayReport(steps=0)
    if verify and match.state_hash() != log.setup_hash:
        report.mismatch = "the set-up does not give the recorded state"
        return match, report
    for rec in log.records:
        if isinstance(rec, LoggedUndo):
            try:
                match.undo(rec.seat)
            except Exception as exc:  # noqa: BLE001 - any failure is a mismatch to report
                report.mismatch = f"undo at step {rec.i} is not allowed here ({exc})"
                return match, report
            continue
        action = rec.action
        if rec.redo and match.can_redo(rec.seat):
            match.redo(rec.seat)
        elif verify:
            try:
                events = match.apply(rec.seat, action)
            except IllegalAction as exc:
                report.mismatch = f"step {rec.i} ({action.label()}) is illegal on replay: {exc}"
                return match, report
            if tuple(events) != rec.events:
                report.mismatch = (
                    f"step {rec.i} ({action.label()}) gives different events on replay"
                )
                return match, report
        else:
            try:
                match.fold_recorded(Step(rec.seat, action, rec.events, rec.barrier))
            except Exception as exc:  # noqa: BLE001 - recorded events that cannot happen
                report.mismatch = (
                    f"step {rec.i} ({action.label()}) records events that do not fit "
                    f"the game ({type(exc).__name__})"
                )
                return match, report
        report.steps += 1
        if verify and match.state_hash() != rec.hash:
            report.mismatch = (
                f"the state after step {rec.i} ({action.label()}) differs from the recorded one"
            )
            return match, report
    return match, report


__all__ = [
    "LOG_FORMAT",
    "Header",
    "LoadedLog",
    "LoggedStep",
    "LoggedUndo",
    "LogWriter",
    "ReplayReport",
    "StepRecord",
    "UndoRecord",
    "hash_canonical",
    "parse_log",
    "read_log",
    "rebuild",
]
