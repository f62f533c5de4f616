"""Helpers for the Brick & Mortar rule tests: positions by store name, and random games
checked after every event."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.match import Match
from game.core.model import Event, MatchConfig, default_seats
from game.core.scenario import Scenario, start_match
from game.games.brick_and_mortar.invariants import check_invariants
from game.games.brick_and_mortar.model import BmState
from game.games.brick_and_mortar.rules import BrickAndMortarRules
from game.registry import get_rules
from tests.shadow_game import play_shadowed

RULES: BrickAndMortarRules = get_rules("brick-and-mortar")  # type: ignore[assignment]
CAT = RULES.cat


def store_id(name: str) -> int:
    return next(i for i, s in enumerate(CAT.stores) if s.name == name)


def start(position: dict[str, Any], *, seats: int | None = None, seed: int = 0) -> Match[BmState]:
    """A match at ``position`` (game/games/brick_and_mortar/position.py)."""
    seats = seats or len(position.get("players", [])) or 2
    scenario = Scenario(game="brick-and-mortar", seats=seats, seed=seed, position=position)
    match = start_match(RULES, scenario)
    check_invariants(CAT, match.state)
    return match


def apply(match: Match[BmState], seat: int, action: Any) -> list[Event]:
    events = match.apply(seat, action)
    check_invariants(CAT, match.state)
    return events


def of_kind(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def new_game(seats: int, seed: int, **options: Any) -> Match[BmState]:
    config = MatchConfig(
        game="brick-and-mortar", seats=default_seats(seats), seed=seed, options=options
    )
    return Match.new(RULES, config)


def play_random_game(
    seats: int, seed: int, *, first_game: bool = False, max_steps: int = 20_000
) -> Match[BmState]:
    """A game of random legal actions, every event folded one by one into a shadow copy
    whose invariants are checked after each event."""
    config = MatchConfig(
        game="brick-and-mortar",
        seats=default_seats(seats),
        seed=seed,
        options={"first_game": first_game},
    )
    check = lambda shadow, _event: check_invariants(CAT, shadow)  # noqa: E731
    return play_shadowed(RULES, config, check, max_steps=max_steps)
