"""What every ``loot-table`` command shares (game/cli.py): the exit codes, the one-sentence
errors, an argument parser that raises instead of exiting, the progress line of a long run,
and small formatting helpers."""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn, TextIO

PROG = "loot-table"
EXIT_OK, EXIT_MISMATCH, EXIT_BAD_INPUT, EXIT_FAILED = 0, 1, 2, 3
MAX_REASON = 200
"""Characters of an unexpected error's message shown on the console (the log has it all)."""
PROGRESS_MIN_GAMES = 20


class UsageError(Exception):
    """Bad command-line input; ``str()`` is the sentence to print."""


class Parser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message[0].upper()}{message[1:]} (see '{self.prog} --help').")


# ------------------------------------------------------------------ helpers
class Progress:
    """A dependency-free progress bar on a TTY stream; silent otherwise."""

    def __init__(self, total: int, stream: TextIO, label: str = "games") -> None:
        self.total = total
        self.stream = stream
        self.label = label
        self.enabled = total >= PROGRESS_MIN_GAMES and _isatty(stream)
        self._last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // max(1, total)
        if filled == self._last and done != total:
            return
        self._last = filled
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} {self.label}")
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def err(message: str) -> None:
    print(message, file=sys.stderr)


def bot_kinds(text: str) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if not kinds:
        raise UsageError("Name at least one seat, e.g. --seats random,greedy.")
    return kinds


def fmt_pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def outcome_text(match: Any) -> str:
    outcome = match.outcome()
    names = match.seat_names
    if outcome is None:
        phase = getattr(match.view(None), "phase", None)
        return "The game is not over yet" + (f" (phase: {phase})." if phase else ".")
    winners = ", ".join(names[w] for w in outcome.winners)
    scores = ", ".join(f"{names[s]} {v}" for s, v in sorted(outcome.scores.items()))
    how = f"; tie-break: {outcome.tiebreak}" if outcome.tiebreak else ""
    return f"Winner: {winners} (scores: {scores}{how})."
