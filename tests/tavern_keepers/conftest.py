"""Helpers for the Tavern Keepers rule tests: positions by name or colour, whole bids in
one call, and random games checked after every event."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core.match import Match
from game.core.model import Event, MatchConfig, default_seats
from game.core.scenario import Scenario, start_match
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers.invariants import check_invariants
from game.games.tavern_keepers.model import TkState
from game.games.tavern_keepers.rules import TavernKeepersRules
from game.registry import get_rules
from tests.shadow_game import play_shadowed

RULES: TavernKeepersRules = get_rules("tavern-keepers")  # type: ignore[assignment]
BOOK = RULES.book


def colour(card: int) -> str:
    return BOOK(card).colour


def start(position: dict[str, Any], *, seats: int | None = None, seed: int = 0) -> Match[TkState]:
    """A match at ``position`` (see game/games/tavern_keepers/position.py); as many seats
    as the position lists players unless ``seats`` says otherwise."""
    seats = seats or len(position.get("players", [])) or 2
    scenario = Scenario(game="tavern-keepers", seats=seats, seed=seed, position=position)
    match = start_match(RULES, scenario)
    check_invariants(BOOK, match.state)
    return match


def apply(match: Match[TkState], seat: int, action: Any) -> list[Event]:
    events = match.apply(seat, action)
    check_invariants(BOOK, match.state)
    return events


def of_colour(match: Match[TkState], seat: int, col: str, n: int, *, skip: int = 0) -> list[int]:
    """``n`` cards of colour ``col`` from ``seat``'s hand (after the first ``skip``)."""
    got = [c for c in match.state.players[seat].hand if colour(c) == col][skip : skip + n]
    assert len(got) == n, f"seat {seat} lacks {n} {col} cards"
    return got


def bid(
    match: Match[TkState], seat: int, cards: Sequence[int], quest: int | None = None
) -> list[Event]:
    """Choose ``quest`` (openers), put ``cards`` face down, commit; all events."""
    out: list[Event] = []
    if quest is not None:
        out += apply(match, seat, act.ChooseQuest(quest=quest))
    for c in cards:
        out += apply(match, seat, act.BidCard(card=c))
    out += apply(match, seat, act.CommitBid())
    return out


def pass_bid(match: Match[TkState], seat: int) -> list[Event]:
    return apply(match, seat, act.PassBid())


def first(events: Iterable[Event], kind: type[Any]) -> Any:
    for e in events:
        if isinstance(e, kind):
            return e
    raise AssertionError(f"no {kind.__name__} among the events")


def of_kind(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def play_random_game(seats: int, seed: int, *, max_steps: int = 20_000) -> Match[TkState]:
    """A game of random legal actions, every event folded one by one into a shadow copy
    whose invariants are checked after each event."""
    config = MatchConfig(game="tavern-keepers", seats=default_seats(seats), seed=seed)
    check = lambda shadow, _event: check_invariants(BOOK, shadow)  # noqa: E731
    return play_shadowed(RULES, config, check, any_seat=False, max_steps=max_steps)
