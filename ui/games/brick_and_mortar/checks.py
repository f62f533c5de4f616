"""What the shared suites check Brick & Mortar's table against. The privacy oracle: the table card ids (see
ui/games/brick_and_mortar/cards.py) a seat may not see in a state."""

from __future__ import annotations

from typing import Any

from ui.game_entry import SweepPlan
from ui.games.brick_and_mortar.cards import market_id, store_id


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: nobody holds the screen, so everything
    private to any seat): the other seats' market, store and draft cards and the demand
    cards they played face down, the face-down demand pile (until it is turned up, or the
    seat looked at it with an Advertisement Agency), both decks and the draft's leftovers."""
    out: set[int] = set()
    for i, p in enumerate(state.players):
        if seat is not None and i == seat:
            continue
        out |= {market_id(c) for c in p.market_hand}
        out |= {store_id(c) for c in p.store_hand}
        out |= {store_id(c) for c in p.draft_hand}
        out |= {market_id(c) for c in p.own_demand}
    saw = seat is not None and 0 <= seat < len(state.players) and state.players[seat].saw_demand
    if not state.demand_open and not saw:
        mine = (
            set(state.players[seat].own_demand)
            if seat is not None and 0 <= seat < len(state.players)
            else set()
        )
        out |= {market_id(c) for c in state.demand_pool if c not in mine}
    out |= {market_id(c) for c in state.market_deck}
    out |= {store_id(c) for c in state.store_deck}
    out |= {store_id(c) for c in state.hidden_discard}
    return out


def sweep_plan() -> SweepPlan:
    """Every phase the table names."""
    from ui.games.brick_and_mortar.table import PHASE_INDEX

    return SweepPlan(
        phases=frozenset(PHASE_INDEX),
        hunt=(
            "draft",
            "building",
            "advertisement",
            "supply",
            "sale",
            "investment",
            "game_over",
        ),
    )
