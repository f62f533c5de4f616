"""A whole Brick & Mortar table built from one seat's view alone, for the search bots.

``sample_state(cat, view, seat, rng)`` never sees the true state. Everything the view
shows stays as it is; the cards it hides are the cards it does not show anywhere: the
unseen market cards are dealt to the other hands, to the face-down demand cards the seat
did not play (unless it looked at them all) and to the deck; the unseen store cards to the
other store hands and draft cards, the draft's leftovers and the store deck. Other seats'
money is guessed as the viewer's own (a view never shows it); their unrevealed choices are
made at random. ``view(sample_state(v, seat, rng), seat) == v`` for every seat's view of a
real game (tests/brick_and_mortar/test_views.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.auction import auction_from_view
from game.core.simultaneous import choices_from_view, known_choices
from game.core.view import own_view, turn_fields
from game.games.brick_and_mortar.determinize import rechoose
from game.games.brick_and_mortar.model import BmPlayer, BmState, OwnedStore
from game.games.brick_and_mortar.view import PLAYER_SHOWN, SHOWN, STORE, BmView

if TYPE_CHECKING:
    from game.games.brick_and_mortar.rules import BrickAndMortarRules


def sample_state(
    rules: BrickAndMortarRules, view: BaseModel, seat: int, rng: random.Random
) -> BmState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled."""
    cat = rules.cat
    view = own_view(view, seat, BmView, "a Brick & Mortar")
    me = view.players[seat]
    assert me.market_hand is not None and me.store_hand is not None
    assert me.draft_hand is not None and me.own_demand is not None and me.money is not None
    # the market cards nobody showed this seat
    seen_m = set(me.market_hand) | set(me.own_demand) | set(view.market_discard)
    seen_m |= set(view.supply_pool)
    if view.demand is not None:
        seen_m |= set(view.demand)
    unseen_m = [c for c in range(cat.n_market) if c not in seen_m]
    rng.shuffle(unseen_m)
    # the store cards nobody showed this seat
    seen_s = set(me.store_hand) | set(me.draft_hand) | set(view.row) | set(view.starting)
    seen_s |= set(view.box)
    if view.on_deck is not None:
        seen_s.add(view.on_deck)
    for pv in view.players:
        seen_s.update(st.store for st in pv.building)
        if pv.bought is not None:
            seen_s.add(pv.bought)
    unseen_s = [c for c in range(cat.n_stores) if c not in seen_s]
    rng.shuffle(unseen_s)

    s = BmState(**SHOWN(view), **turn_fields(view))
    demand: list[int] = [] if view.demand is None else list(view.demand)
    known_demand = set(demand)
    rest_demand = [c for c in demand if c not in set(me.own_demand)]
    rng.shuffle(rest_demand)
    for pv in view.players:
        p = BmPlayer(
            **PLAYER_SHOWN(pv),
            money=me.money if pv.money is None else pv.money,
            building=[OwnedStore(**STORE(st)) for st in pv.building],
        )
        if pv.seat == seat:
            p.market_hand = list(me.market_hand)
            p.store_hand = list(me.store_hand)
            p.draft_hand = list(me.draft_hand)
            p.own_demand = list(me.own_demand)
        else:
            p.market_hand = sorted(unseen_m.pop() for _ in range(pv.market_count))
            p.store_hand = sorted(unseen_s.pop() for _ in range(pv.store_count))
            p.draft_hand = sorted(unseen_s.pop() for _ in range(pv.draft_count))
            if view.demand is None:
                p.own_demand = sorted(unseen_m.pop() for _ in range(pv.own_demand_count))
            else:
                p.own_demand = sorted(rest_demand.pop() for _ in range(pv.own_demand_count))
            if view.demand is None:
                demand.extend(p.own_demand)
        s.players.append(p)
    if view.demand is None:
        demand.extend(me.own_demand)
    del known_demand
    s.demand_pool = sorted(demand)
    s.market_deck = unseen_m
    s.hidden_discard = [unseen_s.pop() for _ in range(view.hidden_discard_count)]
    s.store_deck = unseen_s
    assert len(s.market_deck) == view.market_deck_count, "the view's market cards do not add up"
    assert len(s.store_deck) == view.store_deck_count, "the view's store cards do not add up"
    c = view.choices
    if c is not None:  # the others' hidden choices are made again by rechoose
        s.secret = choices_from_view(c, known_choices(c, seat, lambda other: None))
        rechoose(s, seat, rng)
    a = view.auction
    if a is not None:
        low = a.lowest if a.high is None else cat[int(str(a.lot))].cost
        s.auction = auction_from_view(a, min_bid=low)
    return s
