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

The file is read through game/core/safe_read.py (regular files only, bounded). Lines that
Python's recursive JSON parser reads (the header, the set-up, every line of a file being
migrated) have their nesting checked first; step lines go to pydantic's parser, which
stops at its own depth limit, so deep nesting is a refused line, never a RecursionError. The header's ``origin`` says how the game began:
``"deal"``, the set-up its seed deals (``rules.setup_events(config,
Chance.for_step(seed, 0))``), or ``"scenario"``, any other position (a scenario's, which
carries a whole state). Verifying a log (:func:`rebuild` with ``verify``) deals a "deal"
game's set-up again and refuses one that differs, so a set-up cannot be forged; the writer
sets ``origin`` itself by the same comparison. From format 5 the set-up line also carries ``bind``, a
digest of each part of the header that is not game state (seats, options, seeds, content
version, origin), and every recorded hash is the state's hash bound to them
(game/core/binding.py): a header edited afterwards is refused, naming the part. Changing what ``setup_events`` deals for a
seed therefore needs a new log format with a migration, like any change of the format.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from game.core.atomic import write_atomic
from game.core.binding import (
    PARTS,
    binding_digest,
    bound_hash,
    changed_parts,
    header_digests,
)
from game.core.chance import Chance
from game.core.errors import IllegalAction, LogRefused
from game.core.match import Match, Step, hash_canonical
from game.core.migrate import decode_record, encode_record, migrate_lines
from game.core.model import Action, Event, MatchConfig
from game.core.options import BadOption, validate_options
from game.core.rules import GameRules
from game.core.safe_read import (
    MAX_JSON_DEPTH,
    FileRefused,
    check_depth,
    loads_json,
    read_regular,
)
from game.core.text import printable

LOG_FORMAT = 5
"""The log format this version writes; older ones are migrated on read (game/core/migrate.py)."""
MAX_LOG_BYTES = 16 * 1024 * 1024
"""A whole game is about 100 KB; anything over this is refused before it is read."""
MAX_LINE_BYTES = 4 * 1024 * 1024


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


Origin = Literal["deal", "scenario"]


class Parent(_Record):
    """The game a branched save was started from: its file name and the step it left at."""

    file: str = Field(min_length=1, max_length=255)
    step: int = Field(ge=0)


class Header(_Record):
    type: Literal["header"] = "header"
    format: int
    app: Literal["loot-table"] = "loot-table"
    game: str = Field(max_length=40)
    content_version: str = Field(max_length=40)
    config: MatchConfig
    created: str = Field("", max_length=40)
    app_version: str = Field(max_length=40)
    origin: Origin
    """``deal``: the set-up is the deal of ``config.seed``; ``scenario``: any other position."""
    parent: Parent | None = None
    """A branch ("play on from here"): the game its first ``step`` steps were played in."""

    @property
    def branched(self) -> bool:
        """True for a game played on from a step of another (never a Hall of Fame game)."""
        return self.parent is not None

    @property
    def from_scenario(self) -> bool:
        """True for a game that began from a scenario position (never a Hall of Fame game)."""
        return self.origin == "scenario"


class SetupRecord(_Record):
    type: Literal["setup"] = "setup"
    events: list[dict[str, Any]]
    hash: str
    bind: dict[str, str] = Field(max_length=len(PARTS))
    """One digest per bound part of the header (game/core/binding.py)."""


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
    binding: str = ""
    """The header's binding digest: every recorded hash is ``bound_hash(state hash, binding)``
    (game/core/binding.py); a writer appending to this log needs it."""

    def recorded_hash(self, state_hash: str) -> str:
        """The hash this log records for a state whose own hash is ``state_hash``."""
        return bound_hash(state_hash, self.binding)


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
        self._pending += (_dumps(data) + "\n").encode("utf-8")
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
        self._pending += (_dumps(shown) + "\n").encode("utf-8")
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


def _refuse(path: str, why: str) -> LogRefused:
    return LogRefused(f"{printable(path, 200)} cannot be loaded: {why}.")


def read_log(path: str | Path, lookup: Callable[[str], GameRules[Any] | None]) -> LoadedLog:
    """Read and validate a log file; raises LogRefused with one clear sentence.

    ``lookup`` maps a game id to its rules (None for an unknown game). Only a regular file
    of at most MAX_LOG_BYTES is read (game/core/safe_read.py).
    """
    name = str(path)
    try:
        data = read_regular(path, MAX_LOG_BYTES)
    except FileRefused as exc:
        raise _refuse(name, exc.reason) from None
    return parse_log(data, lookup, name)


def _never_raises_but_refuses(parse: Callable[..., LoadedLog]) -> Callable[..., LoadedLog]:
    """``parse`` with any exception it raises turned into LogRefused with a sentence: a
    hostile file is refused, never a traceback (the unexpected ones are logged too)."""

    @functools.wraps(parse)
    def guarded(
        data: bytes, lookup: Callable[[str], GameRules[Any] | None], name: str = "log"
    ) -> LoadedLog:
        try:
            return parse(data, lookup, name)
        except LogRefused:
            raise
        except Exception as exc:  # noqa: BLE001 - see the docstring
            _log_unexpected("reading", name, exc)
            raise _refuse(name, f"it cannot be read ({type(exc).__name__})") from None

    return guarded


def _log_unexpected(doing: str, name: str, exc: BaseException) -> None:
    """Write an unexpected failure while ``doing`` a file to the app's log (traceback kept)."""
    from game.core.applog import get_logger

    get_logger("log").warning(
        "%s %s failed unexpectedly", doing, printable(name, 200), exc_info=exc
    )


NESTED = "its JSON is nested more than"


def _json_line(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """A line as a JSON object, or the reason it is not one (nesting checked before parsing)."""
    if len(raw) > MAX_LINE_BYTES:
        return None, "a line is too long"
    try:
        obj = loads_json(raw)
    except FileRefused as exc:
        return None, exc.reason if exc.reason.startswith(NESTED) else "a line is not valid JSON"
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


@_never_raises_but_refuses
def parse_log(
    data: bytes, lookup: Callable[[str], GameRules[Any] | None], name: str = "log"
) -> LoadedLog:
    """Validate the bytes of a log; see :func:`read_log`. Raises nothing but LogRefused.

    Reading stops at the first line that cannot be right: besides a line that is not a
    step or undo of this game, a step whose number is not the next one, an undo with
    nothing its seat may take back and a redo of nothing taken back are refused at once
    (:class:`_Shape`), so a damaged file costs time in proportion to its good part."""
    if len(data) > MAX_LOG_BYTES:
        raise _refuse(name, "it is over the size limit for a game log")
    if not data.strip():
        raise _refuse(name, "the file is empty")
    lines = data.split(b"\n")
    torn_tail = not data.endswith(b"\n")
    if not torn_tail:
        lines = lines[:-1]
    head, problem = _json_line(lines[0])
    if problem is not None and problem.startswith(NESTED):
        raise _refuse(name, problem)
    if head is None or head.get("type") != "header" or head.get("app") != "loot-table":
        raise _refuse(name, "it is not a Loot Table game log")
    fmt = head.get("format")
    if type(fmt) is not int:
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
            check_depth(data)  # migrations parse every line with Python's recursive parser
            data = migrate_lines(data, fmt, LOG_FORMAT, _older_options(lookup, head))
        except FileRefused as exc:
            raise _refuse(name, exc.reason) from None
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
        raise _refuse(
            name, f"it is a game of '{printable(header.game)}', which this version does not know"
        )
    if header.config.game != header.game:
        raise _refuse(name, "its header names two different games")
    if not rules.min_seats <= header.config.n_seats <= rules.max_seats:
        raise _refuse(
            name,
            f"it has {header.config.n_seats} seats; {rules.title} takes "
            f"{rules.min_seats}-{rules.max_seats}",
        )
    try:  # an option the game lacks or a value it refuses (kept as written when it fits)
        validate_options(getattr(rules, "options", ()), header.config.options)
    except BadOption as exc:
        raise _refuse(name, f"its options do not fit the game ({str(exc).rstrip('.')})") from None
    if migrated_from is not None:  # format 5 binds the header into every recorded hash
        lines = _bind_lines(lines, header_digests(header))
        data = b"\n".join(lines) + (b"" if torn_tail else b"\n")
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
        if torn(2):
            raise _refuse(name, "it has no set-up line")
        raise _refuse(name, f"its set-up line is damaged ({problem})")
    try:
        setup_rec = SetupRecord.model_validate(setup_obj)
        setup = [rules.event_adapter.validate_python(e) for e in setup_rec.events]
    except ValidationError as exc:
        raise _refuse(name, f"line 2 (the set-up) is invalid ({_first_error(exc)})") from None
    changed = changed_parts(setup_rec.bind, header)
    if changed:
        raise _refuse(
            name, f"its header was changed after the game was played ({', '.join(changed)})"
        )
    valid_bytes = len(lines[0]) + len(lines[1]) + 2
    step_line = _step_line_model(rules)
    shape = _Shape()
    records: list[LoggedStep | LoggedUndo] = []
    for n, raw in enumerate(lines[2:], start=3):
        if len(raw) > MAX_LINE_BYTES:
            if torn(n):
                break
            raise _refuse(name, f"line {n} is damaged (a line is too long)")
        try:
            rec: Any = step_line.model_validate_json(raw)
        except ValidationError as exc:
            if exc.errors()[0]["type"] == "json_invalid":  # the parser's own depth limit too
                if torn(n):
                    break
                why = (
                    f"{NESTED} {MAX_JSON_DEPTH} levels deep"
                    if "recursion limit" in exc.errors()[0]["msg"]
                    else "a line is not valid JSON"
                )
                raise _refuse(name, f"line {n} is damaged ({why})") from None
            try:
                undo = UndoRecord.model_validate_json(raw)
            except ValidationError:
                raise _refuse(name, f"line {n} is invalid ({_first_error(exc)})") from None
            problem = shape.undo(undo.seat, undo.i)
            if problem is not None:
                raise _refuse(name, f"line {n} {problem}") from None
            records.append(LoggedUndo(undo.i, undo.seat))
            valid_bytes += len(raw) + 1
            continue
        if rec.seat >= header.config.n_seats:
            raise _refuse(name, f"line {n} names seat {rec.seat}, which does not exist")
        problem = shape.step(rec.i, rec.seat, rec.barrier, rec.redo)
        if problem is not None:
            raise _refuse(name, f"line {n} {problem}")
        records.append(
            LoggedStep(
                rec.i, rec.seat, rec.action, tuple(rec.events), rec.barrier, rec.hash, rec.redo
            )
        )
        valid_bytes += len(raw) + 1
    if torn_tail and not warnings:
        valid_bytes -= 1  # the last valid line has no newline yet
    return LoadedLog(
        header,
        setup,
        setup_rec.hash,
        records,
        warnings,
        valid_bytes,
        migrated_from,
        data,
        binding_digest(setup_rec.bind),
    )


class _Shape:
    """The order of a log's steps and undos, checked line by line without the rules.

    It follows what :class:`~game.core.match.Match` allows: step ``i`` is the number of
    steps kept before it; a seat may undo only its own last step, back to the last barrier
    or the last step of another seat; a redo line repeats the last step taken back by
    the same seat, and any other step forgets what was taken back. A line that breaks
    this cannot be in a log the app wrote; the clause returned says why."""

    __slots__ = ("floor", "kept", "taken_back")

    def __init__(self) -> None:
        self.kept: list[int] = []
        """The seat of each step kept so far."""
        self.taken_back: list[int] = []
        """The seat of each step taken back, most recent last (what redo lines repeat)."""
        self.floor = 0

    def step(self, i: int, seat: int, barrier: bool, redo: bool) -> str | None:
        n = len(self.kept)
        if i != n:
            return f"is step {i}, but the game is at step {n} there"
        if redo:
            if not self.taken_back or self.taken_back[-1] != seat:
                return "redoes a step that was not taken back"
            self.taken_back.pop()
        else:
            self.taken_back.clear()
        if n and self.kept[-1] != seat:
            self.floor = n
        self.kept.append(seat)
        if barrier:
            self.floor = n + 1
        return None

    def undo(self, seat: int, i: int) -> str | None:
        n = len(self.kept)
        if not n or self.kept[-1] != seat or self.floor >= n or i != n - 1:
            return "takes back a step that cannot be taken back there"
        self.kept.pop()
        self.taken_back.append(seat)
        return None


def _bind_lines(lines: list[bytes], digests: dict[str, str]) -> list[bytes]:
    """A migrated log's lines in format 5: the set-up line gains its ``bind`` block and the
    set-up's and every step's hash is bound to the header (game/core/binding.py). A line
    that is not such a record is kept as it is, for the reader to judge."""
    binding = binding_digest(digests)
    out = lines[:1]
    for n, raw in enumerate(lines[1:], start=1):
        obj = decode_record(raw)
        kind = obj.get("type") if obj is not None else None
        if obj is None or kind not in ("setup", "step") or not isinstance(obj.get("hash"), str):
            out.append(raw)
            continue
        obj["hash"] = bound_hash(obj["hash"], binding)
        if kind == "setup":
            obj["bind"] = digests
        out.append(encode_record(obj, n + 1))
    return out


def _older_options(
    lookup: Callable[[str], GameRules[Any] | None], head: dict[str, Any]
) -> Mapping[str, Any]:
    """The ``older_saves_options`` of the game an older header names ({} when unknown)."""
    game_id = head.get("game")
    rules = lookup(game_id) if isinstance(game_id, str) else None
    entry = getattr(rules, "entry", None)
    return getattr(entry, "older_saves_options", None) or {}


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"]) or "value"
    return f"{loc}: {err['msg']}"


def setup_problem(rules: GameRules[Any], header: Header, setup: list[Event]) -> str | None:
    """Why a log's set-up cannot be trusted (a clause), or None.

    A dealt game's set-up must be exactly what its seed deals, so a changed one (more gold,
    an emptied pile, a set-up spliced in from another game, a scenario's whole-state event)
    is caught. A scenario's set-up is any position: it is taken as recorded (its hash and
    every step are still checked), and the header says the game is a scenario's."""
    if header.origin == "scenario":
        return None
    try:
        dealt = rules.setup_events(header.config, Chance.for_step(header.config.seed, 0))
    except Exception as exc:  # noqa: BLE001 - a header the rules cannot deal for
        return f"its seats cannot be dealt for ({type(exc).__name__})"
    if dealt != setup:
        return (
            "the set-up is not the one its seed deals (it was changed, or it comes from "
            "another game or a scenario)"
        )
    return None


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
    """Rebuild a match from a loaded log. Raises nothing but LogRefused (a sentence).

    With ``verify`` a dealt game's set-up is dealt again from its seed and must equal the
    recorded one (:func:`setup_problem`), every action is decided again and must give the
    recorded events, a redo line must repeat exactly the step taken back (action, events,
    barrier), and every recorded hash must be the state's hash bound to the header
    (game/core/binding.py); the first difference is reported (the match is returned as far
    as it agreed: an empty table when the set-up itself differs). Without it, the recorded
    events are folded directly (the fast path)."""
    try:
        return _rebuild(rules, log, verify=verify, undo=undo)
    except LogRefused:
        raise
    except Exception as exc:  # noqa: BLE001 - a hostile log is refused, never a traceback
        _log_unexpected("replaying", "a log", exc)
        raise LogRefused(
            f"The log's recorded steps do not fit the game ({type(exc).__name__})."
        ) from None


def _rebuild(
    rules: GameRules[Any], log: LoadedLog, *, verify: bool, undo: bool
) -> tuple[Match[Any], ReplayReport]:
    if verify:
        problem = setup_problem(rules, log.header, log.setup)
        if problem is not None:
            empty: Match[Any] = Match(rules, log.header.config, [], undo=undo)
            return empty, ReplayReport(steps=0, mismatch=problem)
    try:
        match: Match[Any] = Match(rules, log.header.config, log.setup, undo=undo)
    except Exception as exc:  # noqa: BLE001 - a damaged set-up is refused, never a traceback
        raise LogRefused(
            f"The log's set-up does not fit the game ({type(exc).__name__})."
        ) from None
    report = ReplayReport(steps=0)

    if verify and log.recorded_hash(match.state_hash()) != log.setup_hash:
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
            if verify:
                problem = _redo_problem(match, rec)
                if problem is not None:
                    report.mismatch = problem
                    return match, report
            match.redo(rec.seat)
        elif verify:
            try:
                events = match.apply(rec.seat, action)
            except IllegalAction as exc:
                report.mismatch = f"step {rec.i} ({action.label()}) is illegal on replay: {exc}"
                return match, report
            if tuple(events) != rec.events or match.steps[-1].barrier != rec.barrier:
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
        if verify and log.recorded_hash(match.state_hash()) != rec.hash:
            report.mismatch = (
                f"the state after step {rec.i} ({action.label()}) differs from the recorded one"
            )
            return match, report
    return match, report


@dataclass
class VerifiedLog:
    """A log read and verified from end to end: the file as read and the match it rebuilds."""

    loaded: LoadedLog
    match: Match[Any]


def verify_file(path: str | Path, lookup: Callable[[str], GameRules[Any] | None]) -> VerifiedLog:
    """Read the log at ``path`` and verify it as ``replay --verify`` does; raises LogRefused
    with one sentence ("<file> cannot be opened: <why>.") for anything else."""
    name = printable(Path(path).name, 120)
    loaded = read_log(path, lookup)
    rules = lookup(loaded.header.game)
    if rules is None:  # read_log refuses unknown games
        raise LogRefused(f"{name} cannot be opened: its game is unknown.")
    try:
        match, report = rebuild(rules, loaded, verify=True)
    except LogRefused as exc:
        raise LogRefused(f"{name} cannot be opened: {str(exc).rstrip('.')}.") from None
    if report.mismatch is not None:
        raise LogRefused(f"{name} cannot be opened: {report.mismatch}.")
    return VerifiedLog(loaded, match)


def _redo_problem(match: Match[Any], rec: LoggedStep) -> str | None:
    """Why a redo line is not the step its seat took back (a clause), or None."""
    taken_back = match.redo_step(rec.seat)
    if (
        taken_back is None
        or taken_back.action != rec.action
        or taken_back.events != rec.events
        or taken_back.barrier != rec.barrier
    ):
        return (
            f"step {rec.i} ({rec.action.label()}) is recorded as a redo, but it is not the "
            "step that was taken back"
        )
    return None


__all__ = [
    "LOG_FORMAT",
    "Header",
    "LoadedLog",
    "LoggedStep",
    "LoggedUndo",
    "LogWriter",
    "Parent",
    "ReplayReport",
    "VerifiedLog",
    "StepRecord",
    "UndoRecord",
    "hash_canonical",
    "parse_log",
    "read_log",
    "rebuild",
    "setup_problem",
    "verify_file",
]
