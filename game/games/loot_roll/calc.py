"""Numbers derived from a Loot Roll table, never stored (README D9, D14, D24, D32).

:class:`Tables` flattens the card book into per-id tuples once (value, slot,
Survivability, passive, usable effects), so the hot paths index lists instead of walking
pydantic models. The functions take the state and those tables and compute: a bag's
capacity, carried bonuses, a fighter's Survivability against the monster in play, the
party's total, what the monster needs, what a defeat costs, a roller's total, a price in
town, and the final count with its best swaps.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import combinations

from game.core.memo import BoundedMemo
from game.games.loot_roll.cards import (
    BAG_SIZE,
    START_SURVIVABILITY,
    AbilityDef,
    CardBook,
    LootDef,
    MonsterDef,
    card_book,
)
from game.games.loot_roll.effects import (
    RARITIES,
    ActiveEffect,
    BagSpace,
    FightBonus,
    FleeToll,
    HeavyLoss,
    IgnoreSlot,
    LossShield,
    MonsterEffect,
    PassiveEffect,
    PriceCut,
    RollBonus,
    Silence,
    Swarm,
)
from game.games.loot_roll.model import MONSTER_TARGET, PARTY, LrState, PlayerState, home_pile

HANDS = ("main_hand", "off_hand")


Gear = tuple[tuple[int, ...], tuple[tuple[str, int], ...]]
"""A player's bag and worn slots, as a memo key."""
Carried = tuple[int, int, int, int]
"""(bag capacity, roll bonus, price cut, loss shield) of a bag and worn slots."""
CARRIED_MEMO = 8192
"""Entries :func:`carried` keeps before it starts afresh."""


class Tables:
    """Per-card-id lookups built once from the book."""

    def __init__(self, book: CardBook) -> None:
        self.book = book
        n = len(book)
        self.n = n
        self.kind: tuple[str, ...] = tuple(book(c).kind for c in range(n))
        self.pile: tuple[str, ...] = tuple(book(c).pile for c in range(n))
        self.design: tuple[str, ...] = tuple(book(c).design.id for c in range(n))
        self.value = book.value
        self.slot = book.slot
        self.surv = book.survivability
        passive: list[PassiveEffect | None] = []
        worn_only: list[bool] = []
        moments: list[frozenset[str]] = []
        effects: list[tuple[ActiveEffect, ...]] = []
        reuse: list[bool] = []
        price: list[int] = []
        rank: list[int] = []
        for c in range(n):
            d = book(c).design
            passive.append(None)
            worn_only.append(False)
            moments.append(frozenset())
            effects.append(())
            reuse.append(False)
            price.append(0)
            rank.append(0)
            if isinstance(d, AbilityDef):
                moments[c] = d.moments
                effects[c] = d.effects
                price[c] = d.price
            elif isinstance(d, LootDef):
                rank[c] = RARITIES.index(d.rarity)
                if d.passive is not None:
                    passive[c] = d.passive.effect
                    worn_only[c] = d.passive.active_while == "equipped"
                if d.use is not None:
                    moments[c] = d.use.moments
                    effects[c] = d.use.effects
                    reuse[c] = d.use.reuse == "once_per_dungeon"
        self.passive = tuple(passive)
        self.worn_only = tuple(worn_only)
        self.moments = tuple(moments)
        self.effects = tuple(effects)
        self.reusable = tuple(reuse)
        self.price = tuple(price)
        self.rank = tuple(rank)
        self.monsters: dict[int, MonsterDef] = {
            c: book.monster(c) for c in range(n) if self.kind[c] == "monster"
        }
        self.dungeon_defs = book.cardset.dungeons
        self.by_pile: dict[str, tuple[int, ...]] = dict(book.piles)
        """The printed piles (three monster stacks); :meth:`piles` gives those in play."""
        self.carried: BoundedMemo[Gear, Carried] = BoundedMemo(CARRIED_MEMO)
        """(bag, worn slots) -> what they give (:func:`carried`; a memo: views and legal
        actions ask for the same player's numbers again and again)."""

    def piles(self, stacks: bool) -> dict[str, tuple[int, ...]]:
        """The piles a table deals, sorted by name: the monster stacks merged into one pile
        unless the three-stacks variant is on (D3)."""
        out: dict[str, list[int]] = {}
        for pile, ids in sorted(self.by_pile.items()):
            out.setdefault(home_pile(pile, stacks), []).extend(ids)
        return {k: tuple(v) for k, v in sorted(out.items())}

    def roll_key(self, card: int) -> tuple[int, int]:
        """D42: rolled for from the lowest value up, ties by rarity (then draw order)."""
        return (self.value[card], self.rank[card])


@cache
def tables() -> Tables:
    """The tables of the packaged content (shared, immutable)."""
    return Tables(card_book())


# ------------------------------------------------------------------ equipment and the bag
def worn(p: PlayerState) -> Iterator[tuple[str, int]]:
    """(slot, card) for each worn card once; a two-handed card as ``main_hand``."""
    slots = p.slots
    for slot, card in slots.items():
        if slot == "off_hand" and slots.get("main_hand") == card:
            continue
        yield slot, card


def worn_cards(p: PlayerState) -> list[int]:
    return [c for _, c in worn(p)]


def carried(t: Tables, p: PlayerState) -> Carried:
    """(bag capacity, roll bonus, price cut, loss shield) of ``p``: they depend on the bag
    and the worn slots only, so they are worked out once per (bag, slots) (``t.carried``)."""
    key = (tuple(p.bag), tuple(p.slots.items()))
    got = t.carried.get(key)
    if got is None:
        got = t.carried.remember(key, _carried_now(t, p))
    return got


def _carried_now(t: Tables, p: PlayerState) -> Carried:
    extra = 0
    for _, c in worn(p):
        eff = t.passive[c]
        if isinstance(eff, BagSpace):
            extra += eff.amount
    rolls = cut = shield = 0
    for _, e in active_passives(t, p):
        if isinstance(e, RollBonus):
            rolls += e.amount
        elif isinstance(e, PriceCut):
            cut += e.amount
        elif isinstance(e, LossShield):
            shield += e.amount
    return BAG_SIZE + extra, rolls, cut, shield


def capacity_of(t: Tables, p: PlayerState) -> int:
    """7 + the bag space of worn cards (D9)."""
    return carried(t, p)[0]


def active_passives(t: Tables, p: PlayerState) -> Iterator[tuple[int, PassiveEffect]]:
    """(card, effect) of the passives in force: worn cards, and carried ones from the bag."""
    for _, c in worn(p):
        eff = t.passive[c]
        if eff is not None:
            yield c, eff
    for c in p.bag:
        eff = t.passive[c]
        if eff is not None and not t.worn_only[c]:
            yield c, eff


def roll_bonus(t: Tables, p: PlayerState) -> int:
    return carried(t, p)[1]


def price_cut(t: Tables, p: PlayerState) -> int:
    return carried(t, p)[2]


def loss_shield(t: Tables, p: PlayerState) -> int:
    return carried(t, p)[3]


def displaced_by(p: PlayerState, slot: str) -> list[int]:
    """The worn cards that wearing a card of ``slot`` would take off (D8)."""
    slots = p.slots
    if slot == "two_hands":
        return sorted({slots[h] for h in HANDS if h in slots})
    old = slots.get(slot)
    if old is None:
        return []
    return [old]


def fits_after_equip(t: Tables, p: PlayerState, card: int, from_bag: bool) -> bool:
    """Whether the bag holds everything after wearing ``card`` (D9)."""
    slot = t.slot[card]
    assert slot is not None
    off = displaced_by(p, slot)
    bag = len(p.bag) - (1 if from_bag else 0) + len(off)
    cap = BAG_SIZE
    for _, c in worn(p):
        if c in off:
            continue
        eff = t.passive[c]
        if isinstance(eff, BagSpace):
            cap += eff.amount
    eff = t.passive[card]
    if isinstance(eff, BagSpace):
        cap += eff.amount
    return bag <= cap


def gear_survivability(t: Tables, p: PlayerState) -> int:
    """1 + worn Survivability (outside any fight)."""
    return START_SURVIVABILITY + sum(t.surv[c] for _, c in worn(p))


# ------------------------------------------------------------------ the fight
def monster_effect(t: Tables, s: LrState) -> MonsterEffect | None:
    f = s.fight
    if f is None:
        return None
    return t.monsters[f.monster].applies(f.boss)


def silenced(t: Tables, s: LrState) -> bool:
    return isinstance(monster_effect(t, s), Silence)


def power(t: Tables, s: LrState, seat: int) -> int:
    """``seat``'s Survivability in the current fight (as if it fights): 1 + worn cards not
    ignored + their fight bonus against this kind of monster + the cards played on it."""
    f = s.fight
    p = s.players[seat]
    if f is None:
        return gear_survivability(t, p)
    eff = t.monsters[f.monster].applies(f.boss)
    ignored = eff.slot if isinstance(eff, IgnoreSlot) else None
    total = START_SURVIVABILITY
    for slot, c in worn(p):
        if slot == ignored:
            continue
        total += t.surv[c]
        pe = t.passive[c]
        if isinstance(pe, FightBonus) and pe.against in ("any", "boss" if f.boss else "regular"):
            total += pe.amount
    for m in f.mods:
        if m.live and m.target == seat:
            total += m.amount
    return total


def party_total(t: Tables, s: LrState, fighters: list[int] | None = None) -> int:
    """D32: the fighters' Survivability plus the cards played on the party."""
    f = s.fight
    if f is None:
        return 0
    who = f.fighters if fighters is None else fighters
    total = sum(power(t, s, seat) for seat in who)
    total += sum(m.amount for m in f.mods if m.live and m.target == PARTY)
    return total


def printed_need(t: Tables, s: LrState) -> int:
    """The monster's number for this kind of fight, adjusted to the table (D4)."""
    f = s.fight
    assert f is not None
    m = t.monsters[f.monster]
    need = m.numbers(f.boss).survivability
    if s.scaled:
        need += t.dungeon_defs[m.dungeon - 1].adjust(s.n_seats, f.boss)
    return need


def monster_need(t: Tables, s: LrState, fighters: int | None = None) -> int:
    """D32: printed + table adjustment + swarm per fighter + cards played on the monster,
    at least 1."""
    f = s.fight
    if f is None:
        return 0
    need = printed_need(t, s)
    eff = t.monsters[f.monster].applies(f.boss)
    if isinstance(eff, Swarm):
        need += eff.amount * (len(f.fighters) if fighters is None else fighters)
    need += sum(m.amount for m in f.mods if m.live and m.target == MONSTER_TARGET)
    return max(1, need)


def reward_total(t: Tables, s: LrState) -> int:
    f = s.fight
    assert f is not None
    return t.monsters[f.monster].numbers(f.boss).reward.total + sum(f.extra.values())


def owed(t: Tables, s: LrState, seat: int) -> int:
    """D14: loot cards ``seat`` loses if the party is beaten now."""
    f = s.fight
    assert f is not None
    if seat in f.warded:
        return 0
    n = reward_total(t, s)
    eff = t.monsters[f.monster].applies(f.boss)
    if isinstance(eff, HeavyLoss):
        n += eff.amount
    return max(0, n - loss_shield(t, s.players[seat]))


def flee_toll(t: Tables, s: LrState) -> int:
    eff = monster_effect(t, s)
    return eff.count if isinstance(eff, FleeToll) else 0


def rewards(t: Tables, s: LrState) -> list[tuple[str, int]]:
    """(rarity, count) to draw for a won fight, common first."""
    f = s.fight
    assert f is not None
    r = t.monsters[f.monster].numbers(f.boss).reward
    base = {"common": r.common, "rare": r.rare, "epic": r.epic}
    return [(k, base[k] + f.extra.get(k, 0)) for k in RARITIES if base[k] + f.extra.get(k, 0)]


# ------------------------------------------------------------------ rolls
def roll_total(s: LrState, seat: int) -> int:
    """Die + carried bonus at the throw + the live cards played on this roller."""
    r = s.roll
    assert r is not None
    total = r.dice.get(seat, 0) + r.bonus.get(seat, 0)
    for m in r.mods:
        if m.live and m.target == seat:
            total += m.amount
    return total


def roll_totals(s: LrState) -> dict[int, int]:
    r = s.roll
    if r is None or r.card is None:
        return {}
    return {seat: roll_total(s, seat) for seat in r.rollers}


# ------------------------------------------------------------------ town and the end
def price(t: Tables, s: LrState, seat: int, card: int) -> int:
    """D24: the printed price less this town turn's discount and carried price cuts."""
    cut = price_cut(t, s.players[seat]) + (s.discount if seat == s.active else 0)
    return max(0, t.price[card] - cut)


def payments(values: list[tuple[int, int]], need: int) -> list[tuple[int, ...]]:
    """Every payment the rules accept (R55, D24): each set of the (card, value) pairs whose
    total reaches ``need``, the buyer's choice, superfluous cards and all; as sorted card
    tuples, sorted. A bag holds at most about ten cards, so this is at most ~1,000 sets."""
    cards = sorted(values)
    out: list[tuple[int, ...]] = []
    for k in range(len(cards) + 1):
        for combo in combinations(cards, k):
            if sum(v for _, v in combo) >= need:
                out.append(tuple(c for c, _ in combo))
    out.sort()
    return out


def is_minimal(values: list[int], need: int) -> bool:
    """Whether a payment of these card values leaves out no card it could spare (every card
    is needed to reach ``need``): what a thrifty buyer pays."""
    total = sum(values)
    return total >= need and (not values or total - min(values) < need)


def minimal_payments(values: list[tuple[int, int]], need: int) -> list[tuple[int, ...]]:
    """Every minimal payment: sets of (card, value) whose total reaches ``need`` and that
    stop reaching it when any one card is left out; as sorted card tuples, sorted (what
    the bots weigh and the table's quick buy offers).

    Cards are tried from the most valuable down, so the card that completes a set is its
    cheapest: the set is minimal exactly when the total before it was still short."""
    if need <= 0:
        return [()]
    items = sorted(values, key=lambda cv: (-cv[1], cv[0]))
    out: list[tuple[int, ...]] = []

    def grow(start: int, chosen: list[int], total: int) -> None:
        for i in range(start, len(items)):
            c, v = items[i]
            if total + v >= need:
                out.append(tuple(sorted([*chosen, c])))
            else:
                grow(i + 1, [*chosen, c], total + v)

    grow(0, [], 0)
    out.sort()
    return out


def score(t: Tables, p: PlayerState) -> int:
    """R59: the value of bag and bank."""
    v = t.value
    return sum(v[c] for c in p.bag) + sum(v[c] for c in p.bank)


def best_swaps(t: Tables, p: PlayerState) -> list[list[int]]:
    """D29: the swaps of worn cards for bag equipment that raise the bag's value most (ties:
    fewer swaps); each ``[card put on, *cards taken off]``. Brute force per slot group."""
    v = t.value
    swaps: list[list[int]] = []
    for slot in ("head", "body", "legs", "feet"):
        old = p.slots.get(slot)
        if old is None:
            continue
        best, pick = 0, None
        for c in sorted(p.bag):
            if t.slot[c] == slot and v[old] - v[c] > best:
                best, pick = v[old] - v[c], c
        if pick is not None:
            swaps.append([pick, old])
    # the hands: each way of putting bag cards on, scored by the value it frees
    main, off = p.slots.get("main_hand"), p.slots.get("off_hand")
    by_slot = {k: sorted(c for c in p.bag if t.slot[c] == k) for k in (*HANDS, "two_hands")}
    plans: list[list[list[int]]] = []
    if main is not None and main == off:  # a two-handed item: any hand card replaces it
        for c in (*by_slot["main_hand"], *by_slot["off_hand"], *by_slot["two_hands"]):
            plans.append([[c, main]])
    else:
        for m in (None, *by_slot["main_hand"]):
            for o in (None, *by_slot["off_hand"]):
                plan = []
                if m is not None and main is not None:
                    plan.append([m, main])
                if o is not None and off is not None:
                    plan.append([o, off])
                if plan:
                    plans.append(plan)
        held = sorted(x for x in (main, off) if x is not None)
        if held:
            plans.extend([[w, *held]] for w in by_slot["two_hands"])
    best_gain, best_plan = 0, None
    for plan in plans:
        gain = sum(v[x] for sw in plan for x in sw[1:]) - sum(v[sw[0]] for sw in plan)
        if gain > best_gain or (
            gain == best_gain and best_plan is not None and len(plan) < len(best_plan)
        ):
            best_gain, best_plan = gain, plan
    if best_plan is not None:
        swaps.extend(best_plan)
    return swaps
