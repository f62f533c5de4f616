"""The Brick & Mortar evaluation the search bots need: money against points and turn order.

The search (game/bots/ismcts.py) plays on from tables sampled from its view for a few
phases (``horizon``) and then asks :meth:`values`. A finished game scores its result (the
winner takes it all). Otherwise each seat's *projected score* is its final score as it
stands (track + store points - empty slots - debt) plus its money turned into points at
``point_value`` dollars a point, plus ``turn_weight`` for each place ahead in turn order
(ties and first picks go to the player ahead); a softmax over the projections
(``scale``) gives each seat's expected share of the win.

Searched decisions: buying a store, the market cards, the sealed supply bids and sale
dials, and the investment; crate-by-crate stocking and selling follow the greedy plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    PHASES,
    S_BUY,
    S_INVEST,
    S_PLAY,
    S_SALE_DIAL,
    S_SUPPLY_BID,
    BmState,
)

SEARCHED = frozenset({S_BUY, S_PLAY, S_SUPPLY_BID, S_SALE_DIAL, S_INVEST})


class BmEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon for Brick & Mortar."""

    game_id = "brick-and-mortar"

    def __init__(
        self,
        *,
        scale: float = 4.0,
        horizon: int = 3,
        point_value: float = 6.0,
        turn_weight: float = 0.3,
    ) -> None:
        self.scale = scale
        self.horizon = horizon
        self.point_value = point_value
        self.turn_weight = turn_weight
        self.cat = catalog()

    def plans(self, state: BmState, seat: int, legal: Sequence[Action]) -> bool:
        """Search the month's big decisions (see the module docstring)."""
        return len(legal) > 1 and state.step in SEARCHED

    def progress(self, state: BmState) -> int:
        """Phases played so far: a playout stops ``horizon`` phases later."""
        phase = PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)
        return state.month * len(PHASES) + phase

    def projected(self, state: BmState) -> list[float]:
        """Each seat's projected final score (see the module docstring)."""
        cat = self.cat
        out: list[float] = []
        for seat, p in enumerate(state.players):
            stores = sum(cat[st.store].points for st in p.building)
            empty = sum(cat.slot_penalty[len(p.building) :])
            score = float(p.points + stores - empty - p.debt * cat.economy.debt_points)
            score += p.money / self.point_value
            score -= self.turn_weight * state.turn_order.index(seat)
            out.append(score)
        return out

    def values(self, state: BmState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        if state.result is not None:
            return win_shares(state.result.winners, n)
        return shares(self.projected(state), self.scale)
