"""Conservation checks for a Loot Roll table (run after every event of random games).

``check_invariants`` raises AssertionError with a sentence naming the card, seat or zone
that is wrong: every card in exactly one place; hands and bags sorted; hands hold ability
cards, bags, banks and slots loot, decks and discard piles their own kind; a two-handed
card in both hand slots or none; fighters and the fled apart; known cards still in their
hand; no bag over its capacity unless its owner owes that drop (D9).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.invariants import each_card_once
from game.games.loot_roll.calc import Tables, capacity_of
from game.games.loot_roll.model import LrState, home_pile


def _zones(s: LrState) -> Iterator[tuple[str, Iterable[int]]]:
    for seat, p in enumerate(s.players):
        yield f"seat {seat} hand", p.hand
        yield f"seat {seat} bag", p.bag
        yield f"seat {seat} bank", p.bank
        yield f"seat {seat} slots", set(p.slots.values())
    for pile, deck in s.decks.items():
        yield f"{pile} deck", deck
    for pile, cards in s.discards.items():
        yield f"{pile} discard pile", cards
    yield "vendor", (c for c in s.vendor if c is not None)
    if s.placing is not None:
        yield "explored card", (s.placing,)
    if s.fight is not None:
        yield "the fight", (s.fight.monster,)
    if s.roll is not None:
        r = s.roll
        yield "loot to roll for", [*r.queue, *([r.card] if r.card is not None else [])]


def check_invariants(t: Tables, s: LrState) -> None:
    """Raise AssertionError unless the table is consistent (see the module docstring)."""
    if not s.players:
        return
    each_card_once(_zones(s), t.n, lambda c: t.book(c).name)
    for pile, deck in s.decks.items():
        for c in [*deck, *s.discards[pile]]:
            if home_pile(t.pile[c], s.stacks) != pile:
                raise AssertionError(f"{t.book(c).name} is in the {pile} pile.")
    for seat, p in enumerate(s.players):
        if p.hand != sorted(p.hand) or p.bag != sorted(p.bag):
            raise AssertionError(f"Seat {seat}'s hand or bag is not kept sorted.")
        if any(t.kind[c] != "ability" for c in p.hand):
            raise AssertionError(f"Seat {seat}'s hand holds a card that is not an ability.")
        if any(t.kind[c] != "loot" for c in [*p.bag, *p.bank, *p.slots.values()]):
            raise AssertionError(f"Seat {seat} carries a card that is not loot.")
        for slot, c in p.slots.items():
            want = t.slot[c]
            if want == "two_hands":
                if p.slots.get("main_hand") != c or p.slots.get("off_hand") != c:
                    raise AssertionError(f"Seat {seat}'s two-handed {t.book(c).name} is half worn.")
            elif want != slot:
                raise AssertionError(f"Seat {seat} wears {t.book(c).name} in the {slot} slot.")
        for viewer, cards in p.known.items():
            if viewer == seat or not cards or not set(cards) <= set(p.hand):
                raise AssertionError(f"Seat {viewer} 'knows' cards seat {seat} does not hold.")
        owes = sum(x.count for x in s.pending if x.seat == seat and x.kind == "drop")
        if len(p.bag) > capacity_of(t, p) + owes:
            raise AssertionError(f"Seat {seat}'s bag is over its capacity with nothing owed.")
    f = s.fight
    if f is not None and set(f.fighters) & set(f.fled):
        raise AssertionError("A seat both fights and flees.")
