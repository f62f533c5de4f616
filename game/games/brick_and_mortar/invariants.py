"""Conservation checks for a Brick & Mortar table, cheap enough to run after every event.

Every market card and every store lies in exactly one place; each face-down demand card
was played by someone; shelves keep within capacity; money, debt, points, crates and
boxes never go below zero; the turn order lists each seat once and never puts a player
behind someone with fewer points (Turn Order). ``check_invariants`` raises AssertionError
with a sentence naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.invariants import each_card_once
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.model import BmState


def _market_zones(s: BmState) -> Iterator[tuple[str, Iterable[int]]]:
    yield "market deck", s.market_deck
    yield "market discard", s.market_discard
    yield "supply cards", s.supply_pool
    yield "demand cards", s.demand_pool
    for seat, p in enumerate(s.players):
        yield f"seat {seat} market hand", p.market_hand


def _store_zones(s: BmState) -> Iterator[tuple[str, Iterable[int]]]:
    yield "store deck", s.store_deck
    yield "on deck", [] if s.on_deck is None else [s.on_deck]
    yield "public row", s.row
    yield "starting stores", s.starting
    yield "box", s.box
    yield "draft leftovers", s.hidden_discard
    for seat, p in enumerate(s.players):
        yield f"seat {seat} store hand", p.store_hand
        yield f"seat {seat} draft cards", p.draft_hand
        yield f"seat {seat} building", [st.store for st in p.building]
        yield f"seat {seat} bought", [] if p.bought is None else [p.bought]


def check_invariants(cat: Catalog, s: BmState) -> None:
    """Raise AssertionError unless the table is consistent (see the module docstring)."""
    if not s.players:
        return
    each_card_once(_market_zones(s), cat.n_market, lambda c: f"market card {c}")
    each_card_once(_store_zones(s), cat.n_stores, cat.name)
    played = sorted(c for p in s.players for c in p.own_demand)
    if played != s.demand_pool:
        raise AssertionError("The demand cards are not exactly the ones the players played.")
    if sorted(s.turn_order) != list(range(s.n_seats)):
        raise AssertionError(f"The turn order {s.turn_order} does not list each seat once.")
    for a, b in zip(s.turn_order, s.turn_order[1:], strict=False):
        if s.players[a].points < s.players[b].points:
            raise AssertionError(f"Seat {a} is ahead of seat {b} in turn order with fewer points.")
    for item, n in s.market.items():
        if n < 0:
            raise AssertionError(f"The {item} dock holds {n} crates.")
    for item, n in s.boxes.items():
        if n < 0:
            raise AssertionError(f"The {item} demand has {n} boxes.")
    for seat, p in enumerate(s.players):
        if p.money < 0 or p.debt < 0 or p.points < 0:
            raise AssertionError(f"Seat {seat} has negative money, debt or points.")
        if len(p.building) > len(cat.slots):
            raise AssertionError(f"Seat {seat} has more stores than slots.")
        for hand in (p.market_hand, p.store_hand, p.draft_hand, p.own_demand):
            if hand != sorted(hand):
                raise AssertionError(f"Seat {seat} keeps a hand unsorted.")
        for st in p.building:
            f = cat[st.store]
            if set(st.shelves) != set(f.capacity):
                raise AssertionError(f"{f.name} has shelves for the wrong types.")
            for item, shelves in st.shelves.items():
                if len(shelves) != f.shelves[item] or min(shelves) < 0:
                    raise AssertionError(f"{f.name}'s {item} shelves are {shelves}.")
                if sum(shelves) > f.capacity[item]:
                    raise AssertionError(f"{f.name} holds more {item} than it can.")
    if len(s.slots) not in (0, len(s.queue)):
        raise AssertionError("A modifier step's queue and slots differ in length.")
