"""Reading a match's log (game/core/log.py tells the format): every line validated, the
shape of the steps and undos checked as it streams, older formats migrated, and anything
that cannot be trusted refused with one sentence."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from game.core.binding import (
    binding_digest,
    bound_hash,
    changed_parts,
    header_digests,
)
from game.core.chance import Chance
from game.core.errors import LogRefused
from game.core.log_records import (
    LOG_FORMAT,
    MAX_LINE_BYTES,
    MAX_LOG_BYTES,
    Header,
    LoadedLog,
    LoggedStep,
    LoggedUndo,
    SetupRecord,
    UndoRecord,
)
from game.core.migrate import decode_record, encode_record, migrate_lines
from game.core.model import Event
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
            log_unexpected("reading", name, exc)
            raise _refuse(name, f"it cannot be read ({type(exc).__name__})") from None

    return guarded


def log_unexpected(doing: str, name: str, exc: BaseException) -> None:
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
