"""What the shared suites check Tavern Keepers' table against: the privacy oracle (written
from the rulebook, apart from the view code) and the layout sweep's plan. No pygame."""

from __future__ import annotations

from typing import Any

from ui.game_entry import SweepPlan


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: any seat's secret): the others' hands and
    face-down bids (but cards shown to everyone), and the quest deck."""
    out: set[int] = set()
    for i, p in enumerate(state.players):
        if seat is not None and i == seat:
            continue
        out |= (set(p.hand) | set(p.bid)) - set(p.known)
    return out | set(state.deck)


def sweep_plan() -> SweepPlan:
    """Every phase the table names."""
    from ui.games.tavern_keepers.table import PHASE_INDEX

    return SweepPlan(phases=frozenset(PHASE_INDEX), hunt=("bidding", "sabotage", "game_over"))
