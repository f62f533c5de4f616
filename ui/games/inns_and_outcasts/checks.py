"""What the shared suites check Inns & Outcasts' table against: the privacy oracle (written
from the rulebook, apart from the view code) and the layout sweep's plan. No pygame."""

from __future__ import annotations

from typing import Any

from game.games.inns_and_outcasts.model import QUICK_AUCTION, TOPIC_CARDS
from ui.game_entry import SweepPlan


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see (None: nobody holds the screen, so any seat's secret):
    another seat's hand cards never revealed, its face-down card, and the card it chose
    while the others still place."""
    out: set[int] = set()
    secret = state.secret
    chosen = (
        secret.chosen
        if secret is not None and secret.topic == TOPIC_CARDS and not secret.closed
        else {}
    )
    for i, p in enumerate(state.players):
        if seat is not None and i == seat:
            continue
        out |= set(p.hand) - set(p.seen) - set(p.played)
        if p.current is not None and not p.face_up:
            out.add(p.current)
        if i in chosen:
            out.add(int(chosen[i]))
    return out


def sweep_plan() -> SweepPlan:
    """Every phase the table names and the Quick Auction's (an option brings it), at every
    table size the game seats."""
    from ui.games.inns_and_outcasts.table import PHASE_INDEX

    return SweepPlan(
        phases=frozenset({*PHASE_INDEX, QUICK_AUCTION}),
        hunt=("hands", "place", "resolve", "auction", "quick_auction", "game_over"),
        variants=({"quick_auction": True},),
        seat_counts=(3, 4, 5, 6, 7, 8),
    )
