"""What a player's mat adds up to: Carry, Attack, Defense, Gold and companion fees.

Pure functions of a mat (card id -> spot) and a few numbers; the rules, views,
bots and the table all use them, so a number shown is the number the rules use. Each takes
the :class:`MatMemo` it remembers its answers in (the rules object's, ``AimRules.memo``).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from game.core.memo import BoundedMemo
from game.games.aim.book import CardBook, CardFacts
from game.games.aim.cards import TOTAL_CARDS
from game.games.aim.model import COMPANION, STORE, dice_count

MAT_CARRY_SPOTS = ("back", "hand1", "hand2")
T = TypeVar("T")


def is_equipped_spot(spot: str) -> bool:
    """A spot where a card is worn or held (on you, on a companion, or nested in storage)."""
    return spot != STORE and spot != COMPANION


def spot_holder(spot: str) -> tuple[int | None, str]:
    """(companion card or None for you, slot) of a slot spot; ``in:`` spots give (None, spot)."""
    if ":" in spot and not spot.startswith("in:"):
        holder, slot = spot.split(":", 1)
        return int(holder), slot
    return None, spot


MEMO_LIMIT = 20_000
"""Entries (mats, shared legal-spot answers) a memo remembers before it starts over: a bound
on memory (about 2 KB an entry on average, so some 40 MB at most)."""


class MatMemo:
    """What has been worked out about mats, for one rules object (``AimRules.memo``).

    Everything derived from a mat alone (its totals, stored goods, which slots are taken,
    where a card may go) is pure and immutable, and the same mats come back again and again
    (every listing of equip moves, every bot look-ahead), so it is worked out once and kept
    here: ``get``/``put`` for answers shared across mats (keys of the caller's choosing) and
    :meth:`of_mat` for one mat's own answers. Values must be immutable and depend only on
    what their key names; then a warm memo never changes an answer (tests/aim/test_memo.py).

    Bounded: at ``limit`` entries (``entries.held``) it starts over. Shared between threads
    (the UI thread lists actions and draws views while a bot thread searches with the same
    rules object): ``put`` holds a lock while it checks the bound, starts over and inserts;
    reading is a single dictionary look-up, which is atomic; a mat's own dict only ever gains entries
    that are pure functions of their keys, so two threads racing on one store equal values.
    Lock-free reads keep the speed (nearly every look-up is a hit) where a lock on every
    read would not; one memo per rules object rather than per thread keeps the UI's and
    the bot's positions (the same positions) warm for both and the memory bound single.
    """

    __slots__ = ("book", "entries", "_lock")

    def __init__(self, book: CardBook, limit: int | None = None) -> None:
        self.book = book
        self.entries: BoundedMemo[Any, Any] = BoundedMemo(MEMO_LIMIT if limit is None else limit)
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, key: Any) -> Any:
        """The value remembered under ``key``, or None."""
        return self.entries.get(key)

    def put(self, key: Any, value: T) -> T:
        """Remember ``value`` under ``key`` (starting over when full) and return it."""
        with self._lock:
            return self.entries.remember(key, value)

    def of_mat(self, mat: Mapping[int, str]) -> dict[Any, Any]:
        """This mat's (card -> spot) own answers, under keys of the caller's choosing."""
        key = frozenset(mat.items())
        got = self.entries.get(key)
        if got is None:
            got = self.put(key, {})
        return got


@dataclass(frozen=True, slots=True)
class CarryLoad:
    """Carry against weight. ``carry`` excludes the Wallet Chain's die-only Carry (``wallet``)."""

    carry: int = 0
    wallet: int = 0
    stored_weight: int = 0
    dice: int = 0

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


@dataclass(frozen=True, slots=True)
class MatStats(CarryLoad):
    """Every total of one mat: its Carry and load plus Attack, Defense and Gold."""

    attack: int = 0
    defense: int = 0
    gold: int = 0
    battle_attack: int = 0
    battle_defense: int = 0
    goods_value: int = 0
    companions: int = 0


def _worn(spot: str, mat: Mapping[int, str]) -> bool:
    """Equipped (not stored, not a companion), and if inside storage, its host still there."""
    if spot in (STORE, COMPANION):
        return False
    return not (spot.startswith("in:") and int(spot[3:]) not in mat)


def _remembered(
    memo: MatMemo,
    kind: str,
    mat: Mapping[int, str],
    gold: int,
    add_up: Any,
    per_mat: dict[Any, Any] | None = None,
) -> Any:
    """``add_up(book, mat, gold)``, remembered in the mat's memo per (kind, gold).
    ``per_mat``: the mat's memo when the caller already has it."""
    if per_mat is None:
        per_mat = memo.of_mat(mat)
    got = per_mat.get((kind, gold))
    if got is None:
        got = per_mat[(kind, gold)] = add_up(memo.book, mat, gold)
    return got


def carry_load(
    memo: MatMemo,
    mat: Mapping[int, str],
    gold: int = 0,
    *,
    per_mat: dict[Any, Any] | None = None,
) -> CarryLoad:
    """Pooled Carry (mat slots, equipment, companions) against stored weight and gold dice.
    ``per_mat``: the mat's ``memo.of_mat(mat)``, when the caller already has it."""
    return _remembered(memo, "carry", mat, gold, _carry_load, per_mat)


def _carry_load(book: CardBook, mat: Mapping[int, str], gold: int) -> CarryLoad:
    facts = book.facts_by_index
    covered: set[str] = set()  # mat slots (back, hands) whose own 1 Carry an item covers
    carry = stored_weight = wallet = 0
    for card, spot in mat.items():
        f = facts[card % TOTAL_CARDS]
        if spot == STORE:
            stored_weight += f.weight
        elif spot == COMPANION:
            carry += f.carry
        elif _worn(spot, mat):
            carry += f.carry
            if f.wallet:
                wallet = 1
            if f.occupies and not f.nestable and spot in MAT_CARRY_SPOTS:
                covered.add(spot)
                if f.two_handed:
                    covered.add("hand2")
    carry += len(MAT_CARRY_SPOTS) - len(covered)
    return CarryLoad(carry, wallet, stored_weight, dice_count(gold))


def stored_goods_values(memo: MatMemo, mat: Mapping[int, str]) -> tuple[int, ...]:
    """The Gold value of each Goods card stored on ``mat``, smallest first (remembered)."""
    return _remembered(memo, "goods", mat, 0, _stored_goods_values)


def _stored_goods_values(book: CardBook, mat: Mapping[int, str], _gold: int) -> tuple[int, ...]:
    return tuple(
        book(c).stored.gold for c, s in mat.items() if s == STORE and book(c).type == "goods"
    )


def count_subtype_stored(book: CardBook, mat: Mapping[int, str], subtype: str) -> int:
    return sum(
        1
        for c, s in mat.items()
        if s == STORE and book(c).type == "goods" and book(c).subtype.casefold() == subtype
    )


def mat_stats(
    memo: MatMemo, mat: Mapping[int, str], gold: int = 0, *, attacked_last_turn: bool = False
) -> MatStats:
    """Add up a mat. Bonuses apply per the card data; a Cape-style multiplier applies last
    to the Attack, Defense and Gold of every other equipped card (not companions, not storage).
    ``attacked_last_turn`` changes no total (only fees, see :func:`companion_fees`)."""
    return _remembered(memo, "stats", mat, gold, _mat_stats)


def _mat_stats(book: CardBook, mat: Mapping[int, str], gold: int) -> MatStats:
    cl = _carry_load(book, mat, gold)
    facts = book.facts
    food = alcohol = clothing = 0
    equipped: list[CardFacts] = []
    companions: list[CardFacts] = []
    item_gold = goods_value = 0
    for card, spot in mat.items():
        f = facts(card)
        if spot == STORE:
            item_gold += f.stored_gold
            if f.goods:
                goods_value += f.stored_gold
                food += f.food
                alcohol += f.alcohol
        elif spot == COMPANION:
            companions.append(f)
        elif _worn(spot, mat):
            equipped.append(f)
            clothing += f.clothing
    counters = {
        "companions": len(companions),
        "clothing_equipped": clothing,
        "alcohol_stored": alcohol,
        "food_stored": food,
    }
    factor = 1
    for f in equipped:
        factor *= f.multiplier
    attack = defense = bonus_attack = bonus_defense = 0
    n_equipped = len(equipped)
    for i, f in enumerate((*equipped, *companions)):
        a, df, g = f.attack, f.defense, f.gold
        ba = bd = 0
        for b in f.bonuses:
            if b.requires is not None and counters[b.requires] == 0:
                continue
            amount = b.amount * (counters[b.per] if b.per is not None else 1)
            if b.stat == "attack":
                if b.battle_only:
                    ba += amount
                else:
                    a += amount
            elif b.stat == "defense":
                if b.battle_only:
                    bd += amount
                else:
                    df += amount
            elif not b.battle_only:
                g += amount
        k = factor if (i < n_equipped and f.multiplier == 1) else 1
        attack += a * k
        defense += df * k
        item_gold += g * k
        bonus_attack += ba * k
        bonus_defense += bd * k
    return MatStats(
        carry=cl.carry,
        wallet=cl.wallet,
        stored_weight=cl.stored_weight,
        dice=cl.dice,
        attack=attack,
        defense=defense,
        gold=item_gold,
        battle_attack=attack + bonus_attack,
        battle_defense=defense + bonus_defense,
        goods_value=goods_value,
        companions=len(companions),
    )


def sale_parts(
    memo: MatMemo,
    mat: Mapping[int, str],
    gold: int,
    trash_gold: int = 0,
    *,
    attacked_last_turn: bool,
) -> dict[str, int]:
    """What a Sell in the Market phase counts: the ``gold`` carried in dice, the Gold of the
    cards on ``mat``, what this turn's trash gained (or cost) and the companions' fees
    (negative). The Sell keeps their sum, never below 0, as far as the dice can hold it."""
    st = mat_stats(memo, mat, gold)
    fees = companion_fees(memo, mat, gold, attacked_last_turn=attacked_last_turn)
    return {"dice": gold, "cards": st.gold, "trash": trash_gold, "fees": -fees}


def companion_fees(
    memo: MatMemo, mat: Mapping[int, str], gold: int, *, attacked_last_turn: bool
) -> int:
    """Fees owed now by the companions on ``mat`` (market phase rules for Guard, Mercenary, Porter)."""
    book = memo.book
    fees = 0
    base: CarryLoad | None = None
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
                base = carry_load(memo, mat, gold)
            without = base.carry - d.equip.carry
            used = max(0, base.load - without)
            fees += max(1, min(d.equip.carry, used))
    return fees
