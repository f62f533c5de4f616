"""What the shared suites check High Card's table against: the privacy oracle, written from
the rules (README.md) apart from the view code, and the layout sweep's plan. No pygame."""

from __future__ import annotations

from typing import Any

from ui.game_entry import SweepPlan


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: any seat's secret): the other hands (a card
    chosen this round stays in its hand until the reveal) and the stock. Played cards are
    public."""
    out = {c for i, p in enumerate(state.players) if i != seat for c in p.hand}
    return out | set(state.stock)


def sweep_plan() -> SweepPlan:
    """Both phases the table names, at two, three and four seats."""
    from ui.games.high_card.table import PHASE_INDEX

    return SweepPlan(phases=frozenset(PHASE_INDEX), hunt=("choose", "game_over"))
