"""Checks for an Inns & Outcasts table that hold after every event.

``check_invariants`` raises AssertionError with a sentence and never returns a value:
every card is in at most one hand (the rest stay in the box), a hand holds one card per
initiative, played, seen and current cards belong to their hand, a current card is not
also a played one, no loot pile is negative, a seat owns at most one Target token on the
table and a waiting token lies on a card not yet resolved, and Blocked cards are cards in play.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.invariants import each_card_once
from game.games.inns_and_outcasts.cards import INITIATIVES, N_CARDS, CardBook
from game.games.inns_and_outcasts.model import HANDS, IoState


def _zones(state: IoState) -> Iterator[tuple[str, list[int]]]:
    held: set[int] = set()
    for seat, p in enumerate(state.players):
        held.update(p.hand)
        yield f"seat {seat}'s hand", p.hand
    yield "the box", [c for c in range(N_CARDS) if c not in held]


def check_invariants(book: CardBook, state: IoState) -> None:
    """Raise AssertionError unless the table is consistent (see the module docstring)."""
    each_card_once(_zones(state), N_CARDS, lambda c: book(c).character)
    owners: set[int] = set()
    for t in state.tokens:
        if t.owner in owners:
            raise AssertionError(f"Seat {t.owner} has two Target tokens on the table.")
        owners.add(t.owner)
        target = state.players[t.seat]
        if t.live and (target.current is None or target.resolved):
            raise AssertionError(f"Seat {t.owner}'s waiting token lies on a card already resolved.")
    if state.pending_loot < 0:
        raise AssertionError("The Starting Loot waiting to be collected is negative.")
    for seat, p in enumerate(state.players):
        if [book(c).initiative for c in p.hand] != list(INITIATIVES)[: len(p.hand)] or (
            p.hand and len(p.hand) < len(INITIATIVES) and state.phase != HANDS
        ):
            raise AssertionError(f"Seat {seat}'s hand is not one card per initiative.")
        if not set(p.played) <= set(p.hand) or not set(p.seen) <= set(p.hand):
            raise AssertionError(f"Seat {seat} played or showed a card that is not in its hand.")
        if not set(p.played) <= set(p.seen):
            raise AssertionError(f"Seat {seat} played a card nobody saw.")
        if p.current is not None and (p.current not in p.hand or p.current in p.played):
            raise AssertionError(
                f"Seat {seat}'s card this turn is not an unplayed card of its hand."
            )
        if p.face_up and p.current not in p.seen:
            raise AssertionError(f"Seat {seat}'s face-up card is not counted as seen.")
        if p.table < 0 or p.hoard < 0:
            raise AssertionError(f"Seat {seat} has a negative Table Setting or Hoard.")
        if (p.blocked or p.resolved) and not p.face_up:
            raise AssertionError(f"Seat {seat}'s card is Blocked or resolved while face down.")
        if len(p.played) >= len(INITIATIVES):
            raise AssertionError(f"Seat {seat} has played its whole hand in one round.")
