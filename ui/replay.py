"""Step-through replay of a saved log: any step's state, forward and back, from checkpoints;
and :class:`ReplaySession`, the replay as the table shows it.

A log is checked before it is shown, as ``replay --verify`` checks it (the set-up dealt
again from its seed, every action decided again, every state hash compared): a log that
does not check out is refused with what is wrong, so the viewer never shows a position the
game never had.

What is counted: a replay's steps are the game's *actions*, those kept in the game (an
action taken back with undo is not one); ``position`` k is the table after the k-th. The
Replays list counts the same (ui/saves.py), and both say "actions".

No pygame here.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from game.core.errors import LogRefused
from game.core.log import read_log, rebuild
from game.core.match import Match, Step, hash_canonical, views_after_each
from game.core.model import Action, Event
from game.core.text import printable
from ui.games import app_rules as get_rules
from ui.told import Told, tell

CHECKPOINT_EVERY = 40


class Replay:
    """The actions of a log (those kept: see the module's docstring) and the state after
    any of them. ``position`` 0 is the set-up; ``position`` k is after the k-th action."""

    def __init__(self, path: Path) -> None:
        loaded = read_log(path, get_rules)
        rules = get_rules(loaded.header.game)
        assert rules is not None
        name = printable(Path(path).name, 120)
        try:
            match, report = rebuild(rules, loaded, verify=True)
        except LogRefused as exc:
            raise LogRefused(f"{name} cannot be replayed: {str(exc).rstrip('.')}.") from None
        except Exception as exc:  # noqa: BLE001 - a tampered log is refused, never a traceback
            raise LogRefused(
                f"{name} cannot be replayed: its recorded steps do not fit the game "
                f"({type(exc).__name__})."
            ) from None
        if report.mismatch is not None:
            raise LogRefused(f"{name} cannot be replayed: {report.mismatch}.")
        self.rules = rules
        self.from_scenario = loaded.header.from_scenario
        parent = loaded.header.parent
        self.lineage = (
            None
            if parent is None
            else f"It was played on from action {parent.step} of {printable(parent.file, 60)}."
        )
        """For a branch, where it came from (a sentence); None otherwise."""
        """The game began from a scenario position, not the deal of its seed."""
        self.config = loaded.header.config
        self.setup = loaded.setup
        self.steps: list[Step] = list(match.steps)
        """The actions kept in the game, in order (the rebuilt match's: undos applied)."""
        self.finished = match.is_over
        """The game in the log ended (its last position is the game's end)."""
        self.warnings = loaded.warnings
        try:
            base: Match[Any] = Match(rules, self.config, self.setup, undo=False)
            self._checkpoints: dict[int, Any] = {0: rules.clone(base.state)}
            state = base.state
            for i, step in enumerate(self.steps, start=1):
                for e in step.events:
                    rules.evolve(state, e)
                if i % CHECKPOINT_EVERY == 0:
                    self._checkpoints[i] = rules.clone(state)
        except Exception as exc:  # noqa: BLE001 - a tampered log is refused, never a traceback
            raise LogRefused(
                f"{name} cannot be replayed: its recorded events do not fit the "
                f"game ({type(exc).__name__})."
            ) from None
        self.position = 0
        self.state = rules.clone(self._checkpoints[0])

    @property
    def length(self) -> int:
        """How many actions the game has (the last position)."""
        return len(self.steps)

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    @property
    def is_over(self) -> bool:
        """The position shown is the end of the game."""
        return self.rules.outcome(self.state) is not None

    def seek(self, position: int) -> None:
        """Go to ``position`` (clamped to 0 .. ``length``)."""
        position = max(0, min(self.length, position))
        if position == self.position + 1:  # one forward: fold one step's events
            for e in self.steps[self.position].events:
                self.rules.evolve(self.state, e)
            self.position = position
            return
        base = (position // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        state = self.rules.clone(self._checkpoints[base])
        for step in self.steps[base:position]:
            for e in step.events:
                self.rules.evolve(state, e)
        self.state = state
        self.position = position

    def state_at(self, position: int) -> Any:
        """A copy of the state after ``position`` actions (the nearest checkpoint, then the
        steps after it); the position shown is left as it is."""
        position = max(0, min(self.length, position))
        base = (position // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        state = self.rules.clone(self._checkpoints[base])
        for step in self.steps[base:position]:
            for e in step.events:
                self.rules.evolve(state, e)
        return state

    def events_at(self, position: int) -> list[Event]:
        """The events that led to ``position``: the set-up's for 0, else that action's."""
        if position <= 0:
            return list(self.setup)
        return list(self.steps[position - 1].events)

    def state_hash(self) -> str:
        return hash_canonical(self.rules.canonical(self.state))

    # ------------------------------------------------------------ turns
    def turn_starts(self, turn_events: tuple[type, ...] = ()) -> list[int]:
        """The positions where a turn begins, 0 (the set-up) first, the end never.

        With ``turn_events`` (the game's table names them: ``TableBase.turn_events``) a turn
        begins after each action whose events include one of those types; without, before
        each action by another seat than the action before it."""
        steps = self.steps
        if turn_events:
            found = (
                k
                for k in range(1, len(steps))
                if any(isinstance(e, turn_events) for e in steps[k - 1].events)
            )
        else:
            found = (k for k in range(1, len(steps)) if steps[k].seat != steps[k - 1].seat)
        return [0, *found]


def next_turn(starts: Sequence[int], position: int, length: int) -> int:
    """The first turn start after ``position`` (the end when there is none)."""
    k = bisect_right(starts, position)
    return starts[k] if k < len(starts) else length


def previous_turn(starts: Sequence[int], position: int) -> int:
    """The last turn start before ``position`` (mid-turn: this turn's start; 0 at most)."""
    k = bisect_right(starts, position - 1)
    return starts[k - 1] if k > 0 else 0


class ReplaySession:
    """A replay as the table shows it: the ShownGame (ui/scenes/shown_table.py) of a
    :class:`Replay` at its position, seen by one seat or by everyone.

    ``viewpoint`` is the seat whose view is shown (its own hand and only what it knew then,
    its sentences in the log), or None for everything (the spectator's view: every hand face
    up). Once the position shown ends the game, everything is shown, whatever the viewpoint
    (as at the live table's end). Nobody acts in a replay: ``legal_now`` is always empty."""

    def __init__(self, replay: Replay, viewpoint: int | None = None) -> None:
        self.replay = replay
        self.viewpoint = viewpoint

    @property
    def game_id(self) -> str:
        return str(self.replay.rules.game_id)

    @property
    def seat_names(self) -> list[str]:
        return self.replay.seat_names

    @property
    def viewer(self) -> int | None:
        """The seat the table is drawn around: the viewpoint (None: everything)."""
        return self.viewpoint

    @property
    def is_over(self) -> bool:
        return self.replay.is_over

    def knows(self) -> int | None:
        """Whose knowledge is shown: the viewpoint's; None (everything) for everyone's
        viewpoint and once the game is over."""
        return None if self.is_over else self.viewpoint

    def view(self) -> BaseModel:
        return self.replay.rules.view(self.replay.state, self.knows())

    def step_views(self, position: int) -> list[BaseModel]:
        """The viewpoint's view after each event of the action that led to ``position``
        (by the engine's own fold), for that action told in stages."""
        replay = self.replay
        before = replay.state_at(position - 1)
        return views_after_each(replay.rules, before, replay.events_at(position), self.viewpoint)

    def legal_now(self) -> list[Action]:
        return []

    def describe(self, events: Sequence[Event]) -> list[str]:
        seat, names = self.knows(), self.seat_names
        lines = []
        for e in events:
            text = self.replay.rules.describe(e, seat, names)
            if text:
                lines.append(text)
        return lines

    def told(self, last: int = 400) -> list[Told]:
        """The events up to the position with their steps and actors, as :meth:`describe`
        tells them (the last ``last``)."""
        r = self.replay
        return tell(r.rules, r.setup, r.steps[: r.position], self.knows(), self.seat_names, last)

    def log_lines(self, last: int = 400) -> list[str]:
        """The sentences of the game up to the position (the last ``last`` of them)."""
        chunks: list[list[str]] = []
        told = 0
        for position in range(self.replay.position, -1, -1):
            lines = self.describe(self.replay.events_at(position))
            chunks.append(lines)
            told += len(lines)
            if told >= last:
                break
        out = [line for chunk in reversed(chunks) for line in chunk]
        return out[-last:] if last > 0 else []
