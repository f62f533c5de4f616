"""Adventures in Inventory Management card data: the pydantic schema and the loader.

The data lives in ``cards.json`` beside this file so that anyone holding the
physical cards can correct a value without touching code. ``load_cards`` checks
it and raises ContentError naming the file, the card and the field on bad data.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

from pydantic import Field, model_validator

from game.core.content import parse_content, read_content
from game.core.model import Strict

Deck = Literal["starter", "common", "premium", "loot", "pesky"]
Tier = Literal["uncommon", "rare", "epic"]
CardType = Literal["equipment", "goods", "companion", "loot", "pesky"]
SlotKind = Literal["head", "back", "body", "hand"]
Stat = Literal["attack", "defense", "gold"]
Counter = Literal["companions", "clothing_equipped", "alcohol_stored", "food_stored"]
FeeRule = Literal["flat", "guard", "mercenary", "porter"]

DECK_SIZES: dict[str, int] = {"starter": 20, "common": 24, "premium": 42, "loot": 28, "pesky": 12}
TIER_SIZES: dict[str, int] = {"uncommon": 12, "rare": 8, "epic": 8}
TOTAL_CARDS = 126
STARTER_DECK: dict[str, int] = {
    "Potato": 5,
    "Sack": 2,
    "Pointy Stick": 1,
    "Plain Clothes": 1,
    "Wooden Shield": 1,
}


class Stats(Strict):
    """Attack, Defense, Gold and Carry numbers printed on one side of a card."""

    attack: int = Field(0, ge=0, le=20)
    defense: int = Field(0, ge=0, le=20)
    gold: int = Field(0, ge=0, le=20)
    carry: int = Field(0, ge=0, le=20)


class Bonus(Strict):
    """An extra stat: ``amount`` (times the ``per`` count, if any), when ``requires`` holds.

    ``battle_only`` bonuses count in an attack (both sides) but not when selling.
    """

    stat: Stat
    amount: int = Field(ge=1, le=10)
    per: Counter | None = None
    requires: Counter | None = None
    battle_only: bool = False


class CardDef(Strict):
    """One card design; ``count`` copies of it exist in one copy of the game."""

    name: str = Field(min_length=1, max_length=40)
    deck: Deck
    tier: Tier | None = None
    type: CardType
    subtype: str = Field(min_length=1, max_length=30)
    count: int = Field(ge=1, le=12)
    price: int = Field(ge=0, le=30)
    text: str = Field(min_length=1, max_length=240)

    slots: tuple[SlotKind, ...] = ()
    two_handed: bool = False
    occupies_slot: bool = True
    nestable: bool = False
    equip: Stats = Stats()

    weight: int | None = Field(None, ge=0, le=10)
    stored: Stats = Stats()
    loot_points: int = Field(0, ge=-5, le=10)

    draw_card: Literal["equip", "store"] | None = None
    bonuses: tuple[Bonus, ...] = ()
    multiplier: int = Field(1, ge=1, le=3)
    fee: int = Field(0, ge=0, le=5)
    fee_rule: FeeRule = "flat"
    companion_slots: bool = False
    wallet_chain: bool = False
    trash_cost: int = Field(0, ge=0, le=5)

    def draws_at(self, spot: str) -> bool:
        """Whether this card's "Draw a Card" counts when it is placed at ``spot``: equipment
        (and companions) must be equipped (anywhere but storage), "store" cards stored."""
        return self.draw_card is not None and ((self.draw_card == "store") == (spot == "store"))

    @model_validator(mode="after")
    def _consistent(self) -> CardDef:
        if (self.deck == "loot") != (self.tier is not None):
            raise ValueError("tier: loot cards and only loot cards have a tier")
        if self.type == "equipment" and not self.slots:
            raise ValueError("slots: equipment needs at least one slot")
        if self.type != "equipment" and self.slots:
            raise ValueError("slots: only equipment can be equipped")
        if self.two_handed and self.slots != ("hand",):
            raise ValueError("two_handed: only hand-only equipment can take both hands")
        if self.nestable and self.equip.carry < 1:
            raise ValueError("nestable: a card that goes inside storage must give Carry")
        if self.type == "companion" and self.weight is not None:
            raise ValueError("weight: companions follow you; they cannot be stored")
        if self.type != "companion" and self.weight is None:
            raise ValueError("weight: every card but a companion can be stored and needs a weight")
        if self.type == "companion" and self.draw_card == "store":
            raise ValueError("draw_card: a companion is never stored")
        if self.companion_slots and self.type != "companion":
            raise ValueError("companion_slots: only companions have their own slots")
        if self.fee and self.type != "companion":
            raise ValueError("fee: only companions charge fees")
        if self.type == "pesky" and self.loot_points >= 0:
            raise ValueError("loot_points: Pesky Quest Items are worth negative points")
        return self


class CardSet(Strict):
    """The whole content file."""

    content_version: str
    cards: tuple[CardDef, ...]

    @model_validator(mode="after")
    def _counts(self) -> CardSet:
        names = [c.name for c in self.cards]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(f"cards: duplicate names {dupes}")
        for deck, size in DECK_SIZES.items():
            got = sum(c.count for c in self.cards if c.deck == deck)
            if got != size:
                raise ValueError(f"cards: the {deck} deck holds {got} cards, the game has {size}")
        for tier, size in TIER_SIZES.items():
            got = sum(c.count for c in self.cards if c.tier == tier)
            if got != size:
                raise ValueError(
                    f"cards: the {tier} loot pile holds {got} cards, the game has {size}"
                )
        starter = {c.name: c.count for c in self.cards if c.deck == "starter"}
        want = {k: v * 2 for k, v in STARTER_DECK.items()}
        if starter != want:
            raise ValueError(f"cards: starter cards are {starter}, two starter decks need {want}")
        return self


def parse_cards(text: str, path: str = "cards.json") -> CardSet:
    """Validate content text; raises ContentError naming file, card and field."""
    return parse_content(text, path, CardSet, entry_words={"cards": "card"})


@cache
def load_cards(path: str | None = None) -> CardSet:
    """The card set from ``path`` or the packaged ``cards.json``."""
    if path is None:
        text = resources.files("game.games.aim").joinpath("cards.json").read_text("utf-8")
        return parse_cards(text, "game/games/aim/cards.json")
    return parse_cards(read_content(path), path)
