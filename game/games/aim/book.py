"""Card ids to designs: copy ``k`` of the game owns ids ``126*k .. 126*k+125``.

Ids within one copy follow the order of ``cards.json`` (each design's copies in
a row), so a given id always names the same card design.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.games.aim.cards import TOTAL_CARDS, Bonus, CardDef, CardSet, load_cards


@dataclass(frozen=True, slots=True)
class CardFacts:
    """A design flattened into plain fields for the hot paths (stats, placement)."""

    weight: int
    stored_gold: int
    goods: bool
    food: bool
    alcohol: bool
    clothing: bool
    attack: int
    defense: int
    gold: int
    carry: int
    bonuses: tuple[Bonus, ...]
    multiplier: int
    wallet: bool
    occupies: bool
    two_handed: bool
    nestable: bool

    @classmethod
    def of(cls, d: CardDef) -> CardFacts:
        sub = d.subtype.casefold()
        goods = d.type == "goods"
        return cls(
            d.weight or 0,
            d.stored.gold,
            goods,
            goods and sub == "food",
            goods and sub == "alcohol",
            sub == "clothing",
            d.equip.attack,
            d.equip.defense,
            d.equip.gold,
            d.equip.carry,
            d.bonuses,
            d.multiplier,
            d.wallet_chain,
            d.occupies_slot,
            d.two_handed,
            d.nestable,
        )


@dataclass(frozen=True, eq=False, slots=True)
class CardBook:
    """The designs of one card set, looked up by card id (immutable; what is worked out from
    the designs is remembered by the rules object that uses them, game/games/aim/stats.py)."""

    cardset: CardSet
    by_index: tuple[CardDef, ...]
    facts_by_index: tuple[CardFacts, ...]

    def __call__(self, card: int) -> CardDef:
        return self.by_index[card % TOTAL_CARDS]

    def facts(self, card: int) -> CardFacts:
        return self.facts_by_index[card % TOTAL_CARDS]

    def ids(self, copies: int = 1) -> range:
        return range(TOTAL_CARDS * copies)

    def by_name(self, name: str, copies: int = 1) -> list[int]:
        """Every id of the design called ``name`` (case-insensitive)."""
        key = name.casefold()
        return [c for c in self.ids(copies) if self(c).name.casefold() == key]


@cache
def card_book() -> CardBook:
    """The book for the packaged card set."""
    cardset = load_cards()
    flat: list[CardDef] = []
    for design in cardset.cards:
        flat.extend([design] * design.count)
    return CardBook(cardset, tuple(flat), tuple(CardFacts.of(d) for d in flat))
