"""Helpers for the Inns & Outcasts rule tests: positions by card, whole turns in one call,
and random games checked after every event (invariants and the loot ledger)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.match import Match
from game.core.model import Event, MatchConfig, default_seats
from game.core.scenario import Scenario, start_match
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.invariants import check_invariants
from game.games.inns_and_outcasts.model import IoState
from game.games.inns_and_outcasts.rules import InnsRules
from game.registry import get_rules
from tests.shadow_game import play_shadowed

RULES: InnsRules = get_rules("inns-and-outcasts")  # type: ignore[assignment]
BOOK = RULES.book


def card(name: str, k: int = 0) -> int:
    """The id of copy ``k`` of character ``name``."""
    return BOOK.copies_of(name)[k]


def hand(*names: str | int) -> list[str | int]:
    """A position hand: the six given cards (names take a character's lowest free copy)."""
    return list(names)


DEALT = {"dealt_copies": True}
"""The Dealt copies variant: choose an inn at each initiative, the copy dealt at random."""

WAGON = ["Thief", "Guard", "Bard", "Mage", "Thane", "Goblins"]
DRAGON = ["Bounty Hunter", "Monk", "Cultists", "Alchemist", "Lord", "Dragon"]


def start(
    players: list[dict[str, Any]],
    *,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    **position: Any,
) -> Match[IoState]:
    """A match at the start of a turn with ``players`` (see position.py)."""
    scenario = Scenario(
        game="inns-and-outcasts",
        seats=len(players),
        seed=seed,
        options=dict(options or {}),
        position={"players": players, **position},
    )
    match = start_match(RULES, scenario)
    check_invariants(BOOK, match.state)
    return match


def apply(match: Match[IoState], seat: int, action: Any) -> list[Event]:
    events = match.apply(seat, action)
    check_invariants(BOOK, match.state)
    return events


def place(match: Match[IoState], cards: Mapping[int, int]) -> list[Event]:
    """Every seat places its card (seat -> card id), in seat order; all the events."""
    out: list[Event] = []
    for seat in sorted(cards):
        out += apply(match, seat, act.PlaceCard(card=cards[seat]))
    return out


def first(events: Iterable[Event], kind: type[Any]) -> Any:
    for e in events:
        if isinstance(e, kind):
            return e
    raise AssertionError(f"no {kind.__name__} among the events")


def of_kind(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def loot_change(e: Event) -> int:
    """How much loot ``e`` brings onto the table from the Treasure (+) or sends back (-)."""
    if isinstance(e, ev.CardResolving):
        return e.starting_loot
    if isinstance(e, ev.LootGained):
        return e.amount
    if isinstance(e, ev.LootAbilitiesPaid):
        return sum(e.amounts.values())
    if isinstance(e, ev.LootReturned | ev.BidPaid):
        return -e.amount
    return 0


def loot_on_table(s: IoState) -> int:
    """Every loot token out of the Treasure: Table Settings, Hoards, Starting Loot waiting
    (skimmed loot moves from the waiting Starting Loot to a Table Setting)."""
    return sum(p.table + p.hoard for p in s.players) + s.pending_loot


def play_random_game(
    seats: int, seed: int, options: Mapping[str, Any] | None = None, *, max_steps: int = 20_000
) -> Match[IoState]:
    """A game of random legal actions, every event folded one by one into a shadow copy
    whose invariants and loot ledger are checked after each event."""
    config = MatchConfig(
        game="inns-and-outcasts", seats=default_seats(seats), seed=seed, options=dict(options or {})
    )
    ledger = 0

    def check(shadow: IoState, event: Event) -> None:
        nonlocal ledger
        check_invariants(BOOK, shadow)
        ledger += loot_change(event)
        assert loot_on_table(shadow) == ledger, f"loot not conserved at {event.kind}"

    return play_shadowed(RULES, config, check, check_setup=False, max_steps=max_steps)
