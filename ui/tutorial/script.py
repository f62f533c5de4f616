"""A tutorial as data: a scenario (position, every move in order, ``expect`` block) and the
coach's words keyed to the moves, read from ``ui/games/<package>/tutorial.json``.

Contract of a script:

- ``scenario`` is a scenario (game/core/scenario.py) with exactly one human seat (the
  learner); the other seats' moves are in ``actions`` too: they are played by
  :class:`ScriptedBot`, so every key rule comes up in the order written.
- ``coach`` entries say one thing each. An entry ``at`` K is shown before action K (K equal
  to the number of actions: after the last). Before the learner's action K the last entry
  at K asks for the move (it waits for the move, not for Next); every other entry waits
  for Next. A learner's action with no entry is asked in the table's own words (a pass
  the table makes for the learner needs none). ``point`` says what the entry points at: ``"move"`` (the asked move's card and
  place, or its button; the default for a move), ``"panel"``, ``"bar"``, ``"log"``,
  ``"card:<id>"``, ``"zone:<id>"``, ``"button:<label start>"`` or nothing.
- ``instead``: the kind words when the learner makes another legal move.
- ``controls``: the table's own controls to use before a move the table builds up (a dial
  turned, cards staged), as the local actions' JSON; the coach points at the first.

Without a ``position`` the scenario starts from its seed's deal, loaded as a position, so
its log says ``origin: "scenario"`` and it never counts in the Hall of Fame or statistics.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.core.chance import Chance
from game.core.errors import LogRefused
from game.core.events import PositionLoaded
from game.core.match import Match
from game.core.model import Action, Event
from game.core.rules import GameRules
from game.core.safe_read import FileRefused, read_json
from game.core.scenario import Scenario

MAX_SCRIPT_BYTES = 1024 * 1024


def data_file(game_id: str, name: str) -> Path | None:
    """Where a game's tutorial data file ``name`` lies: in its UI folder, which its UI
    entry names (ui/game_entry.py); None for a game without one."""
    from ui.games import UI_ENTRIES

    entry = UI_ENTRIES.get(game_id)
    return None if entry is None or entry.folder is None else entry.folder / name


class CoachStep(BaseModel):
    """One thing the coach says (see the module docstring)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    at: int = Field(ge=0)
    say: str = Field(min_length=1, max_length=600)
    point: str | None = None
    instead: str | None = Field(None, max_length=300)
    controls: list[dict[str, Any]] = Field(default_factory=list)
    """Before a move made with the table's own controls (a dial turned, cards staged): those
    local actions, as JSON, in the order a person uses them."""


class TutorialScript(BaseModel):
    """A whole tutorial: title, rough length, the scenario and the coach's words."""

    model_config = ConfigDict(extra="forbid")

    title: str
    minutes: int = Field(ge=1, le=30)
    covers: list[str] = Field(default_factory=list)
    """The key rules the tutorial makes come up (shown in the list of tutorials)."""
    scenario: Scenario
    coach: list[CoachStep]

    @model_validator(mode="after")
    def _fits(self) -> TutorialScript:
        seats = self.scenario.seats
        if isinstance(seats, int):
            raise ValueError("a tutorial names its seats (one human, the others bots)")
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        if len(humans) != 1:
            raise ValueError("a tutorial has exactly one human seat")
        n = len(self.scenario.actions)
        ats = [c.at for c in self.coach]
        if ats != sorted(ats) or any(a > n for a in ats):
            raise ValueError("coach entries must be in order, each at most the number of actions")
        if n not in ats:
            raise ValueError("the coach must have a last word (an entry at the end)")
        return self

    # ------------------------------------------------------------ reading the script
    @property
    def learner(self) -> int:
        seats = self.scenario.seats
        assert not isinstance(seats, int)
        return next(i for i, s in enumerate(seats) if s.kind == "human")

    @property
    def length(self) -> int:
        return len(self.scenario.actions)

    def seat_at(self, k: int) -> int | None:
        """Who makes action ``k`` (None past the end)."""
        acts = self.scenario.actions
        return acts[k].seat if k < len(acts) else None

    def entries_at(self, k: int) -> list[int]:
        """Indices of the coach entries shown before action ``k``."""
        return [i for i, c in enumerate(self.coach) if c.at == k]

    def is_prompt(self, index: int) -> bool:
        """True when entry ``index`` asks for the learner's move (waits for it, not Next)."""
        at = self.coach[index].at
        return self.seat_at(at) == self.learner and self.entries_at(at)[-1] == index


def action_at(rules: GameRules[Any], script: TutorialScript, k: int) -> Action | None:
    """Action ``k`` of the script as the game's action (None past the end)."""
    acts = script.scenario.actions
    if k >= len(acts):
        return None
    return rules.action_adapter.validate_python(acts[k].action)


def setup_events(rules: GameRules[Any], scenario: Scenario) -> list[Event]:
    """The scenario's set-up: its position, or its seed's deal loaded as one position (so the
    game is marked as a scenario's, never a dealt game)."""
    config = scenario.config()
    if scenario.position is not None:
        return list(rules.state_from_position(config, scenario.position))
    dealt = rules.setup_events(config, Chance.for_step(config.seed, 0))
    state = Match(rules, config, dealt).state
    return [PositionLoaded(state=state.canonical())]


def read_script(path: Path) -> TutorialScript:
    """Read and check a tutorial file; LogRefused with one sentence when it is not one."""
    try:
        data = read_json(path, MAX_SCRIPT_BYTES)
    except FileRefused as exc:
        raise LogRefused(f"The tutorial {path.name} cannot be read: {exc.reason}.") from None
    try:
        return TutorialScript.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise LogRefused(f"The tutorial {path.name} is not valid ({loc}: {err['msg']}).") from None


@cache
def load_script(game_id: str) -> TutorialScript:
    """The tutorial of ``game_id`` (LogRefused when it has none or it is broken)."""
    path = data_file(game_id, "tutorial.json")
    if path is None or not path.is_file():
        raise LogRefused("This game has no tutorial yet.")
    return read_script(path)


def has_tutorial(game_id: str) -> bool:
    """Whether ``game_id`` has a tutorial file in its UI folder."""
    path = data_file(game_id, "tutorial.json")
    return path is not None and path.is_file()


class AidSection(BaseModel):
    model_config = ConfigDict(extra="forbid")

    heading: str
    lines: list[str]


class PlayerAid(BaseModel):
    """One screen of a game's turn steps and key numbers."""

    model_config = ConfigDict(extra="forbid")

    title: str
    sections: list[AidSection]


@cache
def load_aid(game_id: str) -> PlayerAid | None:
    """The player aid of ``game_id`` (None when it has none or it cannot be read)."""
    path = data_file(game_id, "aid.json")
    if path is None:
        return None
    try:
        return PlayerAid.model_validate(read_json(path, MAX_SCRIPT_BYTES))
    except (FileRefused, ValidationError, OSError):
        return None
