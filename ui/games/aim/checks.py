"""What the shared suites check AIM's table against: the privacy oracle (written from the
rulebook, apart from the view code) and the layout sweep's plan. No pygame."""

from __future__ import annotations

from typing import Any

from game.games.aim.model import SETUP_EQUIP
from ui.game_entry import SweepPlan


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: any seat's secret): the others' hands, every
    draw pile, every Loot pile but its top card, and the others' mats while everyone equips
    in secret at the start."""
    out: set[int] = set()
    for i, p in enumerate(state.players):
        out |= set(p.deck)
        if seat is not None and i == seat:
            continue
        out |= set(p.hand)
        if state.phase == SETUP_EQUIP and not all(q.equip_done for q in state.players):
            out |= set(p.mat)
    out |= set(state.premium_deck) | set(state.common_deck) | set(state.pesky)
    for pile in state.loot.values():
        out |= set(pile[:-1])
    return out


def sweep_plan() -> SweepPlan:
    """Every phase the table names, hunted for with random games where rare."""
    from ui.games.aim.table import PHASE_INDEX

    return SweepPlan(
        phases=frozenset(PHASE_INDEX),
        hunt=(
            "setup_equip",
            "market_trash",
            "market_buy",
            "equip",
            "attack",
            "defender_discard",
            "worst_day",
            "game_over",
        ),
    )
