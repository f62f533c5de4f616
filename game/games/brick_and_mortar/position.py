"""Scenario positions: a table described by store names, turned into one event.

Keys (all optional): ``month`` (default 2), ``phase`` where the position starts
("building", "advertisement", "supply", "sale", "inventory", "utilities" or
"investment"; default "building"), ``item`` (Supply and Sale: the type whose turn it is;
earlier types are over), ``turn_order`` (seats, first to last), ``market`` (crates on each
dock), ``boxes`` (Sale: free demand boxes per type, the demand cards being face up),
``row`` and ``on_deck`` (store names; else dealt from the store deck), ``marker``,
``final_month``, and ``players``: a list of {``money`` (default 15), ``points`` (10),
``debt`` (0), ``stores`` (a list of ``[store name, {item: crates}]``, left to right; the
crates go on the top shelf, or give a list per shelf, top first), ``store_hand`` (store
names), ``market_hand`` and ``demand`` (market card designs such as "m04": a free copy
each; ``demand`` are cards this seat played face down this month), ``bought`` (a store
bought this month, to open or return), ``done_buying``}. Every card no one holds goes to
its deck, shuffled by the seed. The flow then runs from the start of that phase (or part)
up to the first decision, as it would in a game.
"""

from __future__ import annotations

import json
import random
from typing import Any

from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import PositionError
from game.core.events import PositionLoaded
from game.core.model import Event, MatchConfig
from game.core.position import take_first, whole_number
from game.games.brick_and_mortar import flow, reads
from game.games.brick_and_mortar.evolve import new_store
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    BUILDING,
    INVENTORY,
    INVESTMENT,
    ITEMS,
    S_INVEST,
    SALE,
    SUPPLY,
    UTILITIES,
    BmPlayer,
    BmState,
)

PHASES = (BUILDING, ADVERTISEMENT, SUPPLY, SALE, INVENTORY, UTILITIES, INVESTMENT)


class _Cards:
    """Cards not yet placed, taken by store name or market design id."""

    def __init__(self, rules: Any) -> None:
        self.book = rules.book
        self.free_stores = set(range(len(self.book.stores)))
        self.free_market = set(range(len(self.book.market)))

    def store(self, name: Any, where: str) -> int:
        key = str(name).casefold().strip()
        stores = self.book.stores
        return take_first(
            self.free_stores,
            lambda i: stores[i].name.casefold() == key or stores[i].id == key,
            f"{where}: no store '{name}' is left to place.",
        )

    def market(self, design: Any, where: str) -> int:
        key = str(design).strip()
        market = self.book.market
        return take_first(
            self.free_market,
            lambda c: market[c].design == key,
            f"{where}: no market card '{design}' is left to place.",
        )


def _int(value: Any, where: str, low: int = 0, high: int = 999) -> int:
    return whole_number(value, where, low, high)


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise PositionError(f"{where}: expected a list.")
    return value


def _player(rules: Any, cards: _Cards, raw: Any, i: int) -> BmPlayer:
    where = f"players[{i}]"
    if not isinstance(raw, dict):
        raise PositionError(f"{where}: expected an object.")
    cat = rules.cat
    p = BmPlayer(
        money=_int(raw.get("money", 15), f"{where}.money"),
        points=_int(raw.get("points", 10), f"{where}.points"),
        debt=_int(raw.get("debt", 0), f"{where}.debt"),
    )
    stores = _list(raw.get("stores", []), f"{where}.stores")
    if len(stores) > reads.N_SLOTS:
        raise PositionError(f"{where}.stores: a building has {reads.N_SLOTS} slots.")
    for k, entry in enumerate(stores):
        w = f"{where}.stores[{k}]"
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], dict):
            raise PositionError(f"{w}: write a store as [name, {{item: crates}}].")
        store = cards.store(entry[0], w)
        st = new_store(store)
        for item, n in entry[1].items():
            if item not in st.shelves:
                raise PositionError(f"{w}: {cat.name(store)} holds no {item}.")
            shelves = st.shelves[item]
            if isinstance(n, list):
                if len(n) != len(shelves):
                    raise PositionError(f"{w}: {item} has {len(shelves)} shelves there.")
                st.shelves[item] = [_int(x, f"{w}.{item}") for x in n]
            else:
                shelves[0] = _int(n, f"{w}.{item}")
            if st.held(item) > cat[store].capacity[item]:
                raise PositionError(
                    f"{w}: {cat.name(store)} holds at most {cat[store].capacity[item]} {item}."
                )
        p.building.append(st)
    p.store_hand = sorted(
        cards.store(x, f"{where}.store_hand") for x in _list(raw.get("store_hand", []), where)
    )
    p.market_hand = sorted(
        cards.market(x, f"{where}.market_hand") for x in _list(raw.get("market_hand", []), where)
    )
    p.own_demand = sorted(
        cards.market(x, f"{where}.demand") for x in _list(raw.get("demand", []), where)
    )
    if raw.get("bought") is not None:
        p.bought = cards.store(raw["bought"], f"{where}.bought")
        p.done_buying = True
    p.done_buying = bool(raw.get("done_buying", p.done_buying))
    return p


def build_state(rules: Any, config: MatchConfig, pos: dict[str, Any]) -> tuple[BmState, str, int]:
    """The table a position describes, before its phase begins: (state, phase, type index)."""
    n = config.n_seats
    cat = rules.cat
    cards = _Cards(rules)
    s = BmState(n_seats=n)
    eco = cat.economy
    s.marker = _int(pos.get("marker", eco.investment_marker[str(n)]), "marker", 1)
    s.final_month = _int(pos.get("final_month", eco.final_month[str(n)]), "final_month", 1, 12)
    s.month = s.round = _int(pos.get("month", 2), "month", 1, 12)
    phase = pos.get("phase", BUILDING)
    if phase not in PHASES:
        raise PositionError(f"phase: a position starts in one of {', '.join(PHASES)}.")
    item = pos.get("item", ITEMS[0])
    if item not in ITEMS:
        raise PositionError(f"item: one of {', '.join(ITEMS)}.")
    raw_players = _list(pos.get("players", []), "players")
    if len(raw_players) > n:
        raise PositionError(f"players: {len(raw_players)} players for {n} seats.")
    s.players = [
        _player(rules, cards, raw_players[i] if i < len(raw_players) else {}, i) for i in range(n)
    ]
    order = pos.get("turn_order", list(range(n)))
    if not isinstance(order, list) or sorted(order) != list(range(n)):
        raise PositionError(f"turn_order: list each seat 0..{n - 1} once.")
    s.turn_order = list(order)
    s.market = dict.fromkeys(ITEMS, 0)
    for k, v in dict(pos.get("market", {})).items():
        if k not in ITEMS:
            raise PositionError(f"market: no item type '{k}'.")
        s.market[k] = _int(v, f"market.{k}")
    s.boxes = dict.fromkeys(ITEMS, 0)
    for k, v in dict(pos.get("boxes", {})).items():
        if k not in ITEMS:
            raise PositionError(f"boxes: no item type '{k}'.")
        s.boxes[k] = _int(v, f"boxes.{k}")
    s.demand_pool = sorted(c for p in s.players for c in p.own_demand)
    rng = random.Random(config.seed)
    row = [cards.store(x, "row") for x in _list(pos.get("row", []), "row")]
    on_deck = None if pos.get("on_deck") is None else cards.store(pos["on_deck"], "on_deck")
    s.box = sorted(i for i in cards.free_stores if cat[i].starting)
    deck = sorted(i for i in cards.free_stores if not cat[i].starting)
    rng.shuffle(deck)
    if "row" not in pos:
        row = [deck.pop() for _ in range(min(eco.public_stores, len(deck)))]
    if "on_deck" not in pos and deck:
        on_deck = deck.pop()
    s.row, s.on_deck, s.store_deck = row, on_deck, deck
    market_deck = sorted(cards.free_market)
    rng.shuffle(market_deck)
    s.market_deck = market_deck
    s.phase = phase
    s.demand_open = phase == SALE
    for seat in s.turn_order[1:]:
        ahead = s.turn_order[s.turn_order.index(seat) - 1]
        if s.players[seat].points > s.players[ahead].points:
            raise PositionError("turn_order: a player with more points must be ahead.")
    return s, phase, ITEMS.index(item)


def state_from_position(rules: Any, config: MatchConfig, pos: dict[str, Any]) -> list[Event]:
    """The position, as its one event, after the month ran from its phase to the first
    decision; raises PositionError naming what is wrong."""
    s, phase, k = build_state(rules, config, pos)
    emit = Emitter(s, rules.evolve)
    chance = Chance(config.seed)
    if phase == BUILDING:
        flow.begin_building(emit, chance)
    elif phase == ADVERTISEMENT:
        flow.begin_advertisement(emit, chance)
    elif phase == SUPPLY:
        flow.supply_type(emit, chance, k)
    elif phase == SALE:
        flow.sale_type(emit, chance, k)
    elif phase == INVENTORY:
        flow.begin_inventory(emit, chance)
    elif phase == UTILITIES:
        flow.utilities(emit, chance)
    else:
        from game.games.brick_and_mortar import events as ev

        emit(ev.StepBegan(phase=INVESTMENT, step=S_INVEST, queue=list(s.turn_order)))
    if emit.state.result is not None:
        raise PositionError("The position ends the game before anyone acts.")
    return [PositionLoaded(state=json.loads(json.dumps(emit.state.canonical())))]
