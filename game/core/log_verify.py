"""Rebuilding a match from its log, deciding every step again and checking every recorded
hash (game/core/log.py tells the format); ``verify_file`` reads and verifies in one go."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import IllegalAction, LogRefused
from game.core.log_reader import log_unexpected, read_log, setup_problem
from game.core.log_records import LoadedLog, LoggedStep, LoggedUndo
from game.core.match import Match, Step
from game.core.rules import GameRules
from game.core.text import printable


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
        log_unexpected("replaying", "a log", exc)
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
