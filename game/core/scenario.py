"""Scenarios: a position plus a list of actions, as one JSON document.

    {"game": "aim", "seats": 2, "seed": 7,
     "position": {...game-specific, see the game's position module...},
     "actions": [{"seat": 0, "action": {"kind": "sell"}}, ...],
     "expect": {...optional, see below...}}

Omit ``position`` to start from a normal seeded set-up. Tests, tutorials and bug
reports all use them. ``run_scenario`` stops at the first illegal action and
says which one and why.

A scenario checks itself with an optional ``expect`` block (every key optional):

    "expect": {"refused": {"step": 3, "contains": "not enough"},
               "view": {"seat": 0, "values": {"players.0.gold": 5, "ctx.phase": "market"}},
               "outcome": {"winners": [1]},
               "events": ["bid_won", "game_ended"]}

- ``refused``: step K (counted from 0, as ``actions`` is) is refused with a sentence
  containing the words (any case). Without it, every step must be accepted.
- ``view``: values of the final view of ``seat`` (null: the all-seeing view), each named
  by its dotted path in the view's JSON form (list items by number); ``view`` may also
  be a list of such blocks.
- ``outcome``: values of the final outcome's JSON form (the game must be over).
- ``events``: event kinds the actions caused, in this order (others may come between).

``check_expectations(scenario, result)`` gives one sentence per expectation that does not
hold (none: all hold); ``loot-table scenario FILE`` reports them and exits 2 on any.
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


class RefusedExpectation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step: int = Field(ge=0)
    contains: str = ""


class ViewExpectation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int | None = None
    values: dict[str, Any]


class Expectations(BaseModel):
    """What a scenario says must hold after its actions (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")

    refused: RefusedExpectation | None = None
    view: ViewExpectation | list[ViewExpectation] | None = None
    outcome: dict[str, Any] | None = None
    events: list[str] | None = None


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    seats: int | list[SeatInfo] = 2
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)
    position: dict[str, Any] | None = None
    actions: list[ScenarioStep] = Field(default_factory=list)
    description: str = ""
    expect: Expectations | None = None

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


_MISSING = object()


def _at(data: Any, path: str) -> Any:
    """The value at a dotted ``path`` of JSON data (list items by number), or _MISSING."""
    for part in path.split("."):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif (
            isinstance(data, list)
            and part.lstrip("-").isdigit()
            and -len(data) <= int(part) < len(data)
        ):
            data = data[int(part)]
        else:
            return _MISSING
    return data


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value, sort_keys=True))


def _show(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 60 else text[:57] + "..."


def check_expectations(scenario: Scenario, result: ScenarioResult) -> list[str]:
    """One sentence per expectation of ``scenario`` that ``result`` breaks (empty: all hold).
    A scenario with no ``expect`` block must still run every step."""
    expect = scenario.expect or Expectations()
    problems: list[str] = []
    refused = expect.refused
    if refused is None:
        if result.failed_step is not None:
            problems.append(f"Step {result.failed_step} was refused: {result.error}")
    elif result.failed_step is None:
        problems.append(f"Step {refused.step} should be refused, but every step was accepted.")
    elif result.failed_step != refused.step:
        problems.append(
            f"Step {result.failed_step} was refused ({result.error}), not step {refused.step}."
        )
    elif refused.contains.casefold() not in (result.error or "").casefold():
        problems.append(
            f"Step {refused.step} was refused with '{result.error}', which does not say "
            f"'{refused.contains}'."
        )
    views = expect.view if isinstance(expect.view, list) else [expect.view] if expect.view else []
    for want in views:
        who = "the full view" if want.seat is None else f"the view of seat {want.seat}"
        try:
            view = result.match.view(want.seat).model_dump(mode="json")
        except (IndexError, ValueError) as exc:
            problems.append(f"There is no {who} ({exc}).")
            continue
        for path, value in want.values.items():
            got = _at(view, path)
            if got is _MISSING:
                problems.append(f"In {who}, there is no {path}.")
            elif got != _json(value):
                problems.append(f"In {who}, {path} is {_show(got)}, not {_show(value)}.")
    if expect.outcome is not None:
        outcome = result.match.outcome()
        if outcome is None:
            problems.append("The game is not over, so it has no outcome to check.")
        else:
            dumped = outcome.model_dump(mode="json")
            for path, value in expect.outcome.items():
                got = _at(dumped, path)
                if got is _MISSING:
                    problems.append(f"The outcome has no {path}.")
                elif got != _json(value):
                    problems.append(f"The outcome's {path} is {_show(got)}, not {_show(value)}.")
    if expect.events is not None:
        kinds = iter(getattr(e, "kind", type(e).__name__) for e in result.events)
        for k, kind in enumerate(expect.events):
            if not any(seen == kind for seen in kinds):
                after = f" after {expect.events[k - 1]}" if k else ""
                problems.append(f"No {kind} event came{after}.")
                break
    return problems
