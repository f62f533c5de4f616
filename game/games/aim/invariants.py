"""Conservation checks for an AIM table: every card is somewhere, once; gold dice add up.

``check_invariants`` is cheap enough to run after every event of a random game
(tests/aim/conftest.py does). It raises AssertionError with a sentence naming
the card or the number that is wrong, never returns a value.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.invariants import each_card_once
from game.games.aim.book import CardBook
from game.games.aim.cards import TOTAL_CARDS
from game.games.aim.model import TIERS, AimState, dice_count


def _zones(state: AimState) -> Iterator[tuple[str, Iterable[int]]]:
    """(zone name, cards in it) for every place a card can be."""
    for seat, p in enumerate(state.players):
        yield f"seat {seat} deck", p.deck
        yield f"seat {seat} hand", p.hand
        yield f"seat {seat} discard", p.discard
        yield f"seat {seat} mat", p.mat.keys()
    yield "premium deck", state.premium_deck
    yield "premium row", (c for c in state.premium_row if c is not None)
    yield "common deck", state.common_deck
    yield "common card", () if state.common_card is None else (state.common_card,)
    for tier in TIERS:
        yield f"{tier} loot pile", state.loot.get(tier, ())
    yield "pesky pile", state.pesky
    yield "trash", state.trash
    yield "box", state.box


def check_invariants(book: CardBook, state: AimState) -> None:
    """Raise AssertionError unless each card id of the game lies in exactly one zone
    and the gold dice are consistent (no more in use than exist, no negative gold,
    a rebate die showing 0..6)."""
    each_card_once(_zones(state), TOTAL_CARDS * state.copies, lambda c: book(c).name)
    for seat, p in enumerate(state.players):
        if p.gold < 0:
            raise AssertionError(f"Seat {seat} has negative gold ({p.gold}).")
        stray = p.locked - p.mat.keys()
        if stray:
            raise AssertionError(
                f"Seat {seat} has locked cards that are not on the mat: {sorted(stray)}."
            )
    if not 0 <= state.rebate <= 6:
        raise AssertionError(
            f"The Common Market rebate die shows {state.rebate}; a die shows 1..6."
        )
    if state.rebate and state.common_card is None:
        raise AssertionError(f"A rebate die ({state.rebate}) sits on an empty Common Market.")
    in_use = sum(dice_count(p.gold) for p in state.players) + (1 if state.rebate else 0)
    if in_use > state.dice_total:
        golds = ", ".join(str(p.gold) for p in state.players)
        raise AssertionError(
            f"{in_use} gold dice are in use (players' gold {golds}, rebate "
            f"{state.rebate}) but the game has only {state.dice_total}."
        )
