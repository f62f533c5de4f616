"""Step-through replay of a saved log: any step's state, forward and back, from checkpoints.

A log is checked before it is shown, as ``replay --verify`` checks it (the set-up dealt
again from its seed, every action decided again, every state hash compared): a log that
does not check out is refused with what is wrong, so the viewer never shows a position the
game never had.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel

from game.core.errors import LogRefused
from game.core.log import LoggedUndo, read_log, rebuild
from game.core.match import Match, Step
from game.core.model import Event
from game.core.text import printable
from ui.games import app_rules as get_rules

CHECKPOINT_EVERY = 40


class Replay:
    """The steps of a log (undos applied) and the state after any of them.

    ``position`` 0 is the set-up; ``position`` k is after the k-th kept step.
    """

    def __init__(self, path: Path) -> None:
        loaded = read_log(path, get_rules)
        rules = get_rules(loaded.header.game)
        assert rules is not None
        name = printable(Path(path).name, 120)
        try:
            _, report = rebuild(rules, loaded, verify=True)
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
        """The game began from a scenario position, not the deal of its seed."""
        self.config = loaded.header.config
        self.setup = loaded.setup
        steps: list[Step] = []
        for rec in loaded.records:
            if isinstance(rec, LoggedUndo):
                if steps:
                    steps.pop()
                continue
            steps.append(Step(rec.seat, rec.action, rec.events, rec.barrier))
        self.steps = steps
        self.warnings = loaded.warnings
        try:
            base: Match[Any] = Match(rules, self.config, self.setup, undo=False)
            self._checkpoints: dict[int, Any] = {0: rules.clone(base.state)}
            state = base.state
            for i, step in enumerate(steps, start=1):
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
        return len(self.steps)

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def seek(self, position: int) -> None:
        position = max(0, min(self.length, position))
        base = (position // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        state = self.rules.clone(self._checkpoints[base])
        for step in self.steps[base:position]:
            for e in step.events:
                self.rules.evolve(state, e)
        self.state = state
        self.position = position

    def view(self) -> BaseModel:
        """Replays show everything: they are for finished games."""
        return self.rules.view(self.state, None)

    def events_at(self, position: int) -> list[Event]:
        if position <= 0:
            return list(self.setup)
        return list(self.steps[position - 1].events)

    def state_hash(self) -> str:
        from game.core.match import hash_canonical

        return hash_canonical(self.rules.canonical(self.state))
