"""Helpers for the Loot Roll rule tests: positions by card name, actions by card name,
window-passing, and random games checked after every event."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.match import Match
from game.core.model import Event, MatchConfig, default_seats
from game.core.scenario import Scenario, start_match
from game.games.loot_roll import actions as act
from game.games.loot_roll.invariants import check_invariants
from game.games.loot_roll.model import LrState
from game.games.loot_roll.rules import LootRollRules
from game.registry import get_rules
from tests.shadow_game import play_shadowed

RULES: LootRollRules = get_rules("loot-roll")  # type: ignore[assignment]
T = RULES.t


def name(card: int) -> str:
    return T.book(card).name


def start(position: dict[str, Any], *, seats: int | None = None, seed: int = 0) -> Match[LrState]:
    """A match at ``position`` (game/games/loot_roll/position.py); as many seats as the
    position lists players unless ``seats`` says otherwise."""
    seats = seats or max(2, len(position.get("players", [])))
    scenario = Scenario(game="loot-roll", seats=seats, seed=seed, position=position)
    match = start_match(RULES, scenario)
    check_invariants(T, match.state)
    return match


def apply(match: Match[LrState], seat: int, action: Any) -> list[Event]:
    events = match.apply(seat, action)
    check_invariants(T, match.state)
    return events


def find(match: Match[LrState], seat: int, card_name: str) -> int:
    """The id of the card called ``card_name`` in ``seat``'s hand, bag, slots or the
    explored card (lowest id first)."""
    s = match.state
    p = s.players[seat]
    pool = [*p.hand, *p.bag, *sorted(set(p.slots.values()))]
    if s.placing is not None:
        pool.append(s.placing)
    for c in sorted(pool):
        if name(c).casefold() == card_name.casefold():
            return c
    raise AssertionError(f"seat {seat} has no {card_name}")


def play(
    match: Match[LrState],
    seat: int,
    card_name: str,
    target: int | None = None,
    pick: int | None = None,
) -> list[Event]:
    return apply(match, seat, act.Play(card=find(match, seat, card_name), target=target, pick=pick))


def equip(match: Match[LrState], seat: int, card_name: str) -> list[Event]:
    return apply(match, seat, act.Equip(card=find(match, seat, card_name)))


def pass_until(
    match: Match[LrState], seat: int | None = None, phase: str | None = None
) -> list[Event]:
    """Pass for every window holder until ``seat`` holds priority (in ``phase``); with
    ``seat`` None, pass while a window of ``phase`` (any window when None) is open."""
    out: list[Event] = []
    for _ in range(200):
        s = match.state
        w = s.window
        if seat is None:
            if w is None or s.pending or (phase is not None and s.phase != phase):
                return out
        elif w is None or s.pending:
            raise AssertionError(f"no window open for seat {seat} (phase {s.phase})")
        elif w.holder == seat and (phase is None or s.phase == phase):
            return out
        out += apply(match, w.holder, act.Pass())
    raise AssertionError("the window never came round")


def choose_all(match: Match[LrState], sides: dict[int, str]) -> list[Event]:
    """Everyone in ``sides`` chooses Fight or Flight (others choose Flight)."""
    out: list[Event] = []
    secret = match.state.secret
    assert secret is not None and not secret.revealed, f"no choice open ({match.state.phase})"
    for seat in secret.seats:
        out += apply(match, seat, act.Choose(side=sides.get(seat, "flight")))  # type: ignore[arg-type]
    return out


def fight(
    match: Match[LrState], sides: dict[int, str], *, boss: bool = False, seat: int | None = None
) -> list[Event]:
    """The active seat (or ``seat``) starts a fight; every window is passed; the seats
    choose ``sides``; the fight window is passed (not the roll windows). Returns every event."""
    who = match.state.active if seat is None else seat
    out = apply(match, who, act.Fight(boss=boss))
    out += pass_until(match, phase="prepare")
    out += choose_all(match, sides)
    out += pass_until(match, phase="fight")
    return out


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]  # type: ignore[attr-defined]


def of_kind(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def play_random_game(seats: int, seed: int, *, max_steps: int = 20_000) -> Match[LrState]:
    """A game of random legal actions, every event folded one by one into a shadow copy
    whose invariants are checked after each event."""
    config = MatchConfig(game="loot-roll", seats=default_seats(seats), seed=seed)
    check = lambda shadow, _event: check_invariants(T, shadow)  # noqa: E731
    return play_shadowed(RULES, config, check, max_steps=max_steps)
