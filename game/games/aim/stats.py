"""What a player's mat adds up to: Carry, Attack, Defense, Gold and companion fees.

Pure functions of a mat (card id -> spot) and a few numbers; the rules, views,
bots and the table all use them, so a number shown is the number the rules use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.games.aim.book import CardBook
from game.games.aim.cards import CardDef
from game.games.aim.model import COMPANION, STORE, dice_count

MAT_CARRY_SPOTS = ("back", "hand1", "hand2")


def is_equipped_spot(spot: str) -> bool:
    """A spot where a card is worn or held (on you, on a companion, or nested in storage)."""
    return spot != STORE and spot != COMPANION


def spot_holder(spot: str) -> tuple[int | None, str]:
    """(companion card or None for you, slot) of a slot spot; ``in:`` spots give (None, spot)."""
    if ":" in spot and not spot.startswith("in:"):
        holder, slot = spot.split(":", 1)
        return int(holder), slot
    return None, spot


@dataclass(slots=True)
class MatStats:
    """Totals of one mat. ``carry`` excludes the Wallet Chain's die-only Carry (``wallet``)."""

    carry: int = 0
    wallet: int = 0
    stored_weight: int = 0
    dice: int = 0
    attack: int = 0
    defense: int = 0
    gold: int = 0
    battle_attack: int = 0
    battle_defense: int = 0
    goods_value: int = 0
    companions: int = 0
    fees: int = 0
    porter_carry: int = 0

    @property
    def free_carry(self) -> int:
        """Carry left for more cards (dice not counted)."""
        return self.carry - self.stored_weight

    @property
    def load(self) -> int:
        """Weight that must be carried: stored cards plus dice not held by a Wallet Chain."""
        return self.stored_weight + max(0, self.dice - self.wallet)

    @property
    def overloaded(self) -> bool:
        return self.load > self.carry

    def max_dice(self) -> int:
        """How many gold dice this mat can carry beside its stored cards."""
        return max(0, self.carry - self.stored_weight) + self.wallet


def count_subtype_stored(book: CardBook, mat: Mapping[int, str], subtype: str) -> int:
    return sum(
        1 for c, s in mat.items()
        if s == STORE and book(c).type == "goods" and book(c).subtype.casefold() == subtype
    )


def mat_stats(
    book: CardBook, mat: Mapping[int, str], gold: int = 0, *, attacked_last_turn: bool = False
) -> MatStats:
    """Add up a mat. Bonuses apply per the card data; a Cape-style multiplier applies last
    to the Attack, Defense and Gold of every other equipped card (not companions, not storage)."""
    st = MatStats(dice=dice_count(gold))
    counters = {"companions": 0, "clothing_equipped": 0, "alcohol_stored": 0, "food_stored": 0}
    equipped: list[CardDef] = []
    companions: list[CardDef] = []
    occupied: set[str] = set()
    keeps_carry: set[str] = set()
    for card, spot in mat.items():
        d = book(card)
        if spot == STORE:
            st.stored_weight += d.weight or 0
            st.gold += d.stored.gold
            if d.type == "goods":
                st.goods_value += d.stored.gold
                sub = d.subtype.casefold()
                if sub == "food":
                    counters["food_stored"] += 1
                elif sub == "alcohol":
                    counters["alcohol_stored"] += 1
        elif spot == COMPANION:
            companions.append(d)
            counters["companions"] += 1
            st.carry += d.equip.carry
        else:
            equipped.append(d)
            st.carry += d.equip.carry
            if d.wallet_chain:
                st.wallet = 1
            if d.subtype.casefold() == "clothing":
                counters["clothing_equipped"] += 1
            if d.occupies_slot and spot in MAT_CARRY_SPOTS:
                occupied.add(spot)
                if d.two_handed:
                    occupied.add("hand2")
                if d.nestable:
                    keeps_carry.add(spot)
    st.carry += sum(1 for s in MAT_CARRY_SPOTS if s not in occupied or s in keeps_carry)
    st.companions = counters["companions"]

    def add(d: CardDef, factor: int, into: MatStats) -> None:
        a, df, g = d.equip.attack, d.equip.defense, d.equip.gold
        ba, bd = a, df
        for b in d.bonuses:
            if b.requires is not None and counters[b.requires] == 0:
                continue
            amount = b.amount * (counters[b.per] if b.per is not None else 1)
            if b.stat == "attack":
                ba += amount
                if not b.battle_only:
                    a += amount
            elif b.stat == "defense":
                bd += amount
                if not b.battle_only:
                    df += amount
            elif not b.battle_only:
                g += amount
        into.attack += a * factor
        into.defense += df * factor
        into.gold += g * factor
        into.battle_attack += ba * factor
        into.battle_defense += bd * factor

    factor = 1
    for d in equipped:
        factor *= d.multiplier
    for d in equipped:
        add(d, 1 if d.multiplier > 1 else factor, st)
    for d in companions:
        add(d, 1, st)
    return st


def companion_fees(
    book: CardBook, mat: Mapping[int, str], gold: int, *, attacked_last_turn: bool
) -> int:
    """Fees owed now by the companions on ``mat`` (market phase rules for Guard, Mercenary, Porter)."""
    fees = 0
    base: MatStats | None = None
    for card, spot in mat.items():
        if spot != COMPANION:
            continue
        d = book(card)
        if d.fee_rule == "flat":
            fees += d.fee
        elif d.fee_rule == "guard":
            if count_subtype_stored(book, mat, "alcohol") == 0:
                fees += d.fee
        elif d.fee_rule == "mercenary":
            fees += 1 if attacked_last_turn and d.fee > 0 else d.fee
        else:  # porter: the Carry of his actually in use, at least 1
            if base is None:
                base = mat_stats(book, mat, gold)
            without = base.carry - d.equip.carry
            used = max(0, base.load - without)
            fees += max(1, min(d.equip.carry, used))
    return fees
