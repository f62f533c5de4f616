"""Counting on the table: scopes, Matching and Unique, amounts and Loot abilities.

The rules (on the state) and the bots (on a view) count the same way, so both describe the
table as :class:`TableFacts`: the face-up current card of each seat (None while face down
or absent), which cards are Blocked, this turn's trait changes and winning bids. Counts
and conditions follow README.md, reading B10: they look only at face-up cards; ``range``
means the other seats in Range (and, with the three-player option, your own card for
counts, never for ``unique``), ``table`` every other seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Protocol

from game.games.inns_and_outcasts.abilities import (
    Amount,
    BlockedCount,
    Condition,
    Count,
    DistinctCount,
    Effect,
    Gain,
    If,
    IsBlockedCond,
    MatchesCond,
    MatchingCount,
    UniqueCond,
)
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.seating import seats_in_range


@dataclass(slots=True)
class TableFacts:
    """What counting needs to know of the table (see the module docstring)."""

    n: int
    up: Sequence[int | None]
    blocked: Sequence[bool]
    traits: Sequence[Mapping[str, str]]
    winning_bids: Mapping[int, int] = field(default_factory=dict)
    own_card: bool = False


def others_in(n: int, me: int, scope: str) -> list[int]:
    """Other seats in ``scope`` of ``me`` ("range", "table", "range_or_self": also ``me``),
    clockwise from ``me``'s left (a new list each call)."""
    return list(_others(n, me, scope))


@cache
def _others(n: int, me: int, scope: str) -> tuple[int, ...]:
    if scope == "table":
        return tuple((me + k) % n for k in range(1, n))
    return tuple(seats_in_range(me, n, own_card=scope == "range_or_self"))


class Seated(Protocol):
    """What :func:`choosable` reads of a player: a state's PlayerState or a view's SeatView."""

    @property
    def table(self) -> int: ...
    @property
    def face_up(self) -> bool: ...
    @property
    def blocked(self) -> bool: ...


def choosable(n: int, me: int, scope: str, flt: str, players: Sequence[Seated]) -> list[int]:
    """Seats a ``choose_player`` of ``me``'s card may pick (sorted): in ``scope``, passing
    ``flt`` ("has_loot": loot on the Table Setting; "blocked"/"unblocked": a face-up card
    that is or is not Blocked; "any")."""
    out = []
    for o in others_in(n, me, scope):
        p = players[o]
        if flt == "has_loot" and p.table <= 0:
            continue
        if flt in ("blocked", "unblocked") and (not p.face_up or p.blocked != (flt == "blocked")):
            continue
        out.append(o)
    return sorted(out)


def trait_of(book: CardBook, t: TableFacts, seat: int, trait: str) -> str | int | None:
    """The value of ``trait`` of ``seat``'s face-up card (with this turn's changes)."""
    card = t.up[seat]
    if card is None:
        return None
    changed = t.traits[seat].get(trait)
    if changed is not None:
        return changed
    f = book(card)
    if trait == "initiative":
        return f.initiative
    if trait == "inn":
        return f.inn
    if trait == "race":
        return f.race
    return f.morality


def _counted(t: TableFacts, me: int, scope: str, *, with_own: bool) -> list[int]:
    seats = [o for o in others_in(t.n, me, scope) if t.up[o] is not None]
    if with_own and scope == "range" and t.own_card and t.up[me] is not None:
        seats.append(me)
    return seats


def matching(
    book: CardBook, t: TableFacts, me: int, trait: str, scope: str, *, with_own: bool
) -> int:
    """Face-up cards in ``scope`` sharing ``me``'s ``trait``."""
    mine = trait_of(book, t, me, trait)
    if mine is None:
        return 0
    return sum(
        1 for o in _counted(t, me, scope, with_own=with_own) if trait_of(book, t, o, trait) == mine
    )


def count(book: CardBook, t: TableFacts, me: int, c: Count) -> int:
    """The value of count ``c`` for ``me``'s card."""
    if isinstance(c, MatchingCount):
        return matching(book, t, me, c.trait, c.scope, with_own=True)
    if isinstance(c, DistinctCount):
        seats = _counted(t, me, c.scope, with_own=True)
        if c.with_self and me not in seats and t.up[me] is not None:
            seats.append(me)
        return len({trait_of(book, t, o, c.trait) for o in seats})
    if isinstance(c, BlockedCount):
        return sum(1 for o in _counted(t, me, c.scope, with_own=True) if t.blocked[o])
    if c.whose == "mine":
        return t.winning_bids.get(me, 0)
    return sum(t.winning_bids.values())


def amount(book: CardBook, t: TableFacts, me: int, a: Amount) -> int:
    """``min(max, base + each * count)`` for ``me``'s card."""
    if a.per is None:
        return a.base
    value = a.base + a.each * count(book, t, me, a.per)
    return value if a.max is None else min(a.max, value)


def holds(
    book: CardBook, t: TableFacts, me: int, cond: Condition, target: int | None, named: int
) -> bool:
    """Whether ``cond`` holds now for ``me``'s card (``target``/``named``: a Target token's)."""
    if isinstance(cond, UniqueCond):
        return matching(book, t, me, cond.trait, cond.scope, with_own=False) == 0
    if isinstance(cond, MatchesCond):
        return matching(book, t, me, cond.trait, cond.scope, with_own=True) >= cond.at_least
    if isinstance(cond, IsBlockedCond):
        who = me if cond.who == "self" else target
        return who is not None and t.blocked[who]
    if target is None:
        return False
    card = t.up[target]
    return card is not None and book(card).initiative == named


def gains(book: CardBook, t: TableFacts, me: int, effects: Sequence[Effect]) -> int:
    """What ``me`` gains from ``effects`` made only of ``gain`` and ``if`` (a Loot ability)."""
    total = 0
    for e in effects:
        if isinstance(e, Gain):
            total += amount(book, t, me, e.amount)
        elif isinstance(e, If):
            branch = e.then if holds(book, t, me, e.cond, None, 0) else e.otherwise
            total += gains(book, t, me, branch)
    return total


def loot_value(book: CardBook, t: TableFacts, seat: int) -> int:
    """What ``seat``'s face-up card's Loot ability pays on this table (0 if Blocked)."""
    card = t.up[seat]
    if card is None or t.blocked[seat]:
        return 0
    return gains(book, t, seat, book(card).loot)
