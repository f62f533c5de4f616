"""Play on from here: a new game that begins as another one did, up to a chosen step.

:func:`branch` reads and verifies a saved game, then writes a new save whose set-up is the
old one's and whose first ``at`` steps are the old game's first ``at`` kept steps (taken-back
ones are not steps), decided again as they were, so the new save verifies on its own. Its
header names its parent (``Parent``: file name and step) and is bound like any header, and
each seat may be given to someone else (another name, a person instead of a bot, another
bot level); the number of seats stays. A branch never overwrites a file, and it never
enters the Hall of Fame or the statistics (the first steps were played in another game).
Branches of branches work the same way: the parent is the branch.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.core.errors import IllegalAction, LogRefused
from game.core.log import LogWriter, Parent, verify_file
from game.core.match import Match
from game.core.model import SeatInfo
from game.core.rules import GameRules
from game.core.text import printable


def branch(
    source: Path,
    at: int,
    out: Path,
    lookup: Callable[[str], GameRules[Any] | None],
    seats: Sequence[SeatInfo] | None = None,
) -> Match[Any]:
    """Write the branch of ``source`` at step ``at`` to ``out`` (see the module docstring);
    returns the new match, its log still open for the game to go on (``match.sink``).
    Raises LogRefused with one sentence: a source that does not verify, a step it does not
    have, seats that do not fit, or an ``out`` that already exists."""
    verified = verify_file(source, lookup)
    loaded, played = verified.loaded, verified.match
    name = printable(Path(source).name, 120)
    if not 0 <= at <= len(played.steps):
        raise LogRefused(
            f"{name} has {len(played.steps)} steps; a branch starts at step 0 to "
            f"{len(played.steps)}, not {at}."
        )
    config = loaded.header.config
    if seats is not None:
        if len(seats) != config.n_seats:
            raise LogRefused(f"A branch keeps the game's {config.n_seats} seats.")
        config = config.model_copy(update={"seats": tuple(seats)})
    rules = lookup(config.game)
    assert rules is not None  # verify_file refused an unknown game
    if out.exists() or out.is_symlink():
        raise LogRefused(
            f"{printable(out.name, 120)} already exists; a branch never replaces a file."
        )
    parent = Parent(file=Path(source).name, step=at)
    writer = LogWriter(out, rules, config, origin=loaded.header.origin, parent=parent)
    match: Match[Any] = Match(rules, config, loaded.setup, sink=writer)
    for step in played.steps[:at]:
        try:
            events = match.apply(step.seat, step.action)
        except IllegalAction as exc:  # cannot happen for a verified log: said, not raised
            writer.close()
            raise LogRefused(f"{name} cannot be branched at step {at}: {exc}") from None
        if tuple(events) != step.events:
            writer.close()
            raise LogRefused(f"{name} cannot be branched: its steps decide differently now.")
    if writer.problem is not None:
        writer.close()
        raise LogRefused(f"The branch could not be written: {writer.problem}.")
    return match


__all__ = ["branch"]
