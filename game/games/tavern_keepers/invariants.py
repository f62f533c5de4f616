"""Conservation checks for a Tavern Keepers table: every card is somewhere, exactly once.

``check_invariants`` is cheap enough to run after every event of a random game
(tests/tavern_keepers do). It raises AssertionError with a sentence naming the card or
the zone that is wrong, and never returns a value.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.invariants import each_card_once
from game.games.tavern_keepers.cards import CardBook
from game.games.tavern_keepers.model import BIDDING, SABOTAGE, TkState


def _zones(state: TkState) -> Iterator[tuple[str, Iterable[int]]]:
    for seat, p in enumerate(state.players):
        yield f"seat {seat} hand", p.hand
        yield f"seat {seat} bid pile", p.bid
        yield f"seat {seat} tavern", p.tavern
        yield f"seat {seat} prepared", p.prepared
    for q, pile in enumerate(state.quests):
        yield f"quest {q + 1}", pile
    yield "rumor mill", (c for c in state.rumors if c is not None)
    yield "deck", state.deck
    yield "discard pile", state.discard
    yield "box", state.box


def check_invariants(book: CardBook, state: TkState) -> None:
    """Raise AssertionError unless each card lies in exactly one zone, taverns hold only
    adventurers, known cards are held by their player, hands are sorted, and bid piles
    exist only for the seat bidding now or bids committed on the quest in progress."""
    each_card_once(_zones(state), len(book.faces), lambda c: book(c).name)
    for seat, p in enumerate(state.players):
        for c in p.tavern + p.prepared:
            if not book(c).adventurer:
                raise AssertionError(f"Seat {seat}'s tavern holds a quest card, {book(c).name}.")
        if not p.known <= set(p.hand) | set(p.bid):
            raise AssertionError(f"Seat {seat} has known cards it does not hold.")
        if p.hand != sorted(p.hand):
            raise AssertionError(f"Seat {seat}'s hand is not kept sorted.")
        if p.bid and state.phase == BIDDING and not (p.committed or seat == state.bidder):
            raise AssertionError(f"Seat {seat} has bid cards without bidding.")
        if p.bid and state.phase != BIDDING:
            raise AssertionError(f"Seat {seat} still has a bid pile after the bidding.")
        if p.prepared and state.phase not in (BIDDING, SABOTAGE):
            raise AssertionError(f"Seat {seat} has prepared adventurers at the game's end.")
