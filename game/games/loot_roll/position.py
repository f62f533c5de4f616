"""Scenario positions: a Loot Roll table described by card names, turned into one event.

Keys (all optional): ``active`` (the seat to act, default 0), ``dungeon`` (1-3),
``regular_wins``, ``turns`` (dungeon turns begun, default 1), ``torch``, ``scaled`` and
``stacks`` (the variants, default off as in the rulebook), ``players``: a list of
{``hand``, ``bag``, ``bank``: card names; ``slots``: {slot: name}} (a two-handed item is
named under ``main_hand``), ``decks``: {pile: names, top first} where the pile is
``ability``, ``common``, ``rare``, ``epic`` or ``monsters`` (the monster pile, or this
dungeon's stack), ``discards``: {pile: names}, and ``phase``: ``"turn"`` (default) or
``"town"`` (then ``vendor``: up to five names, the rest dealt from the ability deck, and
``town_order``, default two rounds from ``active``). The cards no one named go under the
named ones in an order fixed by the seed. A card is named by its name
or its id in cards.json (either case); copies are taken lowest id first.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.errors import PositionError
from game.core.events import PositionLoaded
from game.core.model import Event, MatchConfig
from game.core.position import take_first, whole_number
from game.games.loot_roll.calc import capacity_of
from game.games.loot_roll.cards import DUNGEONS, VENDOR_SIZE
from game.games.loot_roll.model import TOWN, TURN, LrState, PlayerState, home_pile

if TYPE_CHECKING:
    from game.games.loot_roll.rules import LootRollRules

SLOT_NAMES = ("head", "body", "legs", "feet", "main_hand", "off_hand")


class _Cards:
    """The cards not yet placed, taken by name (lowest id first)."""

    def __init__(self, rules: LootRollRules) -> None:
        self.t = rules.t
        self.free = set(range(self.t.n))

    def take(self, name: Any, where: str, kind: str | None = None) -> int:
        key = str(name).casefold().strip()

        def fits(c: int) -> bool:
            d = self.t.book(c).design
            return d.name.casefold() == key or d.id == key

        c = take_first(self.free, fits, f"{where}: no card '{name}' is left to place.")
        if kind is not None and self.t.kind[c] != kind:
            raise PositionError(
                f"{where}: {self.t.book(c).name} does not go there (it is a {self.t.kind[c]} card)."
            )
        return c

    def many(self, names: Any, where: str, kind: str | None = None) -> list[int]:
        if not isinstance(names, list):
            raise PositionError(f"{where}: expected a list of card names.")
        return [self.take(x, f"{where}[{i}]", kind) for i, x in enumerate(names)]


def _int(pos: dict[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    return whole_number(pos.get(key, default), key, lo, hi)


def state_from_position(
    rules: LootRollRules, config: MatchConfig, pos: dict[str, Any]
) -> list[Event]:
    """The whole state a position describes, as its one event; raises PositionError naming
    the problem."""
    t = rules.t
    n = config.n_seats
    cards = _Cards(rules)
    s = LrState(n_seats=n)
    s.torch = _int(pos, "torch", 0, 0, 20)
    s.scaled = bool(pos.get("scaled", False))
    s.stacks = bool(pos.get("stacks", False))
    piles = t.piles(s.stacks)
    s.active = s.first = s.opener = _int(pos, "active", 0, 0, n - 1)
    s.dungeon = _int(pos, "dungeon", 1, 1, DUNGEONS)
    s.regular_wins = _int(pos, "regular_wins", 0, 0, 10)
    s.turns = _int(pos, "turns", 1, 0, 200)
    s.round = 1
    raw_players = pos.get("players", [])
    if not isinstance(raw_players, list) or len(raw_players) > n:
        raise PositionError(f"players: give at most {n} players.")
    for i in range(n):
        rp = raw_players[i] if i < len(raw_players) else {}
        p = PlayerState()
        p.hand = sorted(cards.many(rp.get("hand", []), f"players[{i}].hand", "ability"))
        p.bag = sorted(cards.many(rp.get("bag", []), f"players[{i}].bag", "loot"))
        p.bank = cards.many(rp.get("bank", []), f"players[{i}].bank", "loot")
        slots = rp.get("slots", {})
        if not isinstance(slots, dict):
            raise PositionError(f"players[{i}].slots: expected {{slot: card name}}.")
        for slot, name in slots.items():
            where = f"players[{i}].slots.{slot}"
            if slot not in SLOT_NAMES:
                raise PositionError(f"{where}: the slots are {', '.join(SLOT_NAMES)}.")
            c = cards.take(name, where, "loot")
            want = t.slot[c]
            if want == "two_hands" and slot == "main_hand":
                if "off_hand" in slots:
                    raise PositionError(f"{where}: a two-handed item leaves no off hand.")
                p.slots["main_hand"] = p.slots["off_hand"] = c
            elif want != slot:
                raise PositionError(f"{where}: {t.book(c).name} is not worn there.")
            else:
                p.slots[slot] = c
        if len(p.bag) > capacity_of(t, p):
            raise PositionError(f"players[{i}].bag: more loot than the bag holds.")
        s.players.append(p)
    current = s.monster_pile()
    named: dict[str, list[int]] = {}
    raw_decks = pos.get("decks", {})
    raw_discards = pos.get("discards", {})
    if not isinstance(raw_decks, dict) or not isinstance(raw_discards, dict):
        raise PositionError("decks and discards: expected {pile: [card names]}.")
    s.discards = {k: [] for k in piles}
    for pile, names in raw_discards.items():
        key = current if pile == "monsters" else pile
        if key not in piles:
            raise PositionError(f"discards.{pile}: no such pile.")
        s.discards[key] = cards.many(names, f"discards.{pile}")
    for pile, names in raw_decks.items():
        key = current if pile == "monsters" else pile
        if key not in piles:
            raise PositionError(f"decks.{pile}: no such pile.")
        named[key] = cards.many(names, f"decks.{pile}")
    for key, ids in [*named.items(), *s.discards.items()]:
        for c in ids:
            if home_pile(t.pile[c], s.stacks) != key:
                raise PositionError(f"{t.book(c).name} does not belong in the {key} pile.")
    rng = random.Random(config.seed)
    phase = pos.get("phase", TURN)
    vendor: list[int | None] = []
    if phase == TOWN:
        vendor_names = pos.get("vendor", [])
        if not isinstance(vendor_names, list) or len(vendor_names) > VENDOR_SIZE:
            raise PositionError(f"vendor: name up to {VENDOR_SIZE} ability cards.")
        vendor = list(cards.many(vendor_names, "vendor", "ability"))
    s.decks = {}
    for pile in sorted(piles):
        rest = [c for c in piles[pile] if c in cards.free]
        cards.free.difference_update(rest)
        rng.shuffle(rest)
        s.decks[pile] = rest + named.get(pile, [])[::-1]
    if phase == TOWN:
        while len(vendor) < VENDOR_SIZE:
            vendor.append(s.decks["ability"].pop() if s.decks["ability"] else None)
        s.vendor = vendor
        order = pos.get("town_order", s.clockwise(s.active) * 2)
        if (
            not isinstance(order, list)
            or not order
            or any(not isinstance(x, int) or not 0 <= x < n for x in order)
        ):
            raise PositionError("town_order: a list of seats.")
        s.town_order = list(order)
        s.active = s.opener = order[0]
        s.phase = TOWN
    elif phase == TURN:
        s.phase = TURN
    else:
        raise PositionError("phase: a position starts in 'turn' or 'town'.")
    return [PositionLoaded(state=s.canonical())]
