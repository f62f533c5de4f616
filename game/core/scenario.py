"""Scenarios: a position plus a list of actions, as one JSON document.

    {"game": "aim", "seats": 2, "seed": 7,
     "position": {...game-specific, see the game's position module...},
     "actions": [{"seat": 0, "action": {"kind": "sell"}}, ...]}

Omit ``position`` to start from a normal seeded set-up. Tests, tutorials and bug
reports all use them. ``run_scenario`` stops at the first illegal action and
says which one and why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.core.chance import Chance
from game.core.errors import IllegalAction, LogRefused
from game.core.match import Match
from game.core.model import Action, Event, MatchConfig, SeatInfo, default_seats
from game.core.rules import GameRules

MAX_SCENARIO_BYTES = 4 * 1024 * 1024


class ScenarioStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    action: dict[str, Any]


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    seats: int | list[SeatInfo] = 2
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)
    position: dict[str, Any] | None = None
    actions: list[ScenarioStep] = Field(default_factory=list)
    description: str = ""

    def config(self) -> MatchConfig:
        seats = default_seats(self.seats) if isinstance(self.seats, int) else tuple(self.seats)
        return MatchConfig(game=self.game, seats=seats, seed=self.seed, options=self.options)


@dataclass
class ScenarioResult:
    match: Match[Any]
    events: list[Event] = field(default_factory=list)
    failed_step: int | None = None
    failed_action: Action | dict[str, Any] | None = None
    error: str | None = None


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a scenario file; raises LogRefused with one sentence."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise LogRefused(f"{p} cannot be read ({exc.strerror or exc}).") from None
    if len(data) > MAX_SCENARIO_BYTES:
        raise LogRefused(f"{p} is too large for a scenario.")
    try:
        return Scenario.model_validate(json.loads(data))
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise LogRefused(f"{p} is not valid JSON.") from None
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise LogRefused(f"{p} is not a valid scenario ({loc}: {err['msg']}).") from None


def start_match(rules: GameRules[Any], scenario: Scenario, **kwargs: Any) -> Match[Any]:
    """The match at the scenario's position, before its actions."""
    config = scenario.config()
    if not rules.min_seats <= config.n_seats <= rules.max_seats:
        raise IllegalAction(f"{rules.title} takes {rules.min_seats}-{rules.max_seats} seats.")
    if scenario.position is None:
        setup = rules.setup_events(config, Chance.for_step(config.seed, 0))
    else:
        setup = rules.state_from_position(config, scenario.position)
    return Match(rules, config, setup, **kwargs)


def run_scenario(rules: GameRules[Any], scenario: Scenario, **kwargs: Any) -> ScenarioResult:
    """Set up the position and apply the actions in order, stopping at the first illegal one."""
    match = start_match(rules, scenario, **kwargs)
    result = ScenarioResult(match)
    for i, step in enumerate(scenario.actions):
        try:
            action = rules.action_adapter.validate_python(step.action)
        except ValidationError as exc:
            result.failed_step, result.failed_action = i, step.action
            result.error = f"not an action of this game ({exc.errors()[0]['msg']})"
            return result
        try:
            result.events.extend(match.apply(step.seat, action))
        except IllegalAction as exc:
            result.failed_step, result.failed_action, result.error = i, action, str(exc)
            return result
    return result
