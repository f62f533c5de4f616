"""What the shared suites check Loot Roll's table against. The privacy oracle: the card ids a seat may not see in a state
(README section 2, D30): other players' ability cards (but those it saw there by a peek or
a steal), every deck's cards (but the monster it scouted, while it stays on top). Fight or
Flight choices are not cards: the table's own tests check them."""

from __future__ import annotations

from typing import Any

from ui.game_entry import SweepPlan


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now; ``None`` (nobody holds the screen): every card
    any seat keeps to itself."""
    out: set[int] = set()
    for i, p in enumerate(state.players):
        if seat is not None and i == seat:
            continue
        seen = set(p.known.get(seat, ())) if seat is not None else set()
        out |= set(p.hand) - seen
    for cards in state.decks.values():
        out |= set(cards)
    if seat is not None and seat in state.scouted:
        out.discard(state.scouted[seat])
    return out


def sweep_plan() -> SweepPlan:
    """Every phase the table names; the rarer ones (a drop owed after a defeat) may come."""
    from ui.games.loot_roll.table import CHIP, PHASE_INDEX

    return SweepPlan(
        phases=frozenset(PHASE_INDEX),
        rare=frozenset(CHIP),
        hunt=("turn", "place", "clear", "prepare", "choose", "fight", "roll", "town", "game_over"),
    )
