"""The Brick & Mortar evaluation the search bots need: the final score a table is heading for.

The search (game/bots/ismcts.py) plays on from tables sampled from its view for a few
phases (``horizon``) and then asks :meth:`values`. A finished game scores its result (the
winner takes it all). Otherwise each seat's *projected score* is its final score as it
stands (track + store points - empty slots - debt) plus, at ``point_value`` dollars a
point, what its business still holds:

* its money, the first dollars of it (what its shelves' stock and its bills need) worth
  ``capital_premium`` more while months remain: money spent on points stops earning;
* the crates on its shelves, at what they should sell for, while a Sale is still ahead
  (a playout stopped between Supply and Sale otherwise sees stocking as a pure loss).

A place ahead in turn order adds ``turn_weight`` (ties and first picks go to the player
ahead); a softmax over the projections (``scale``) gives each seat's expected share of the
win. ``point_value`` $4 and ``scale`` 5 points are the best fit (log-likelihood) of who won
40 greedy games from every phase's projection; counting the stores' expected earnings
(the heuristic's ``income``) predicted worse and played worse, and was left out.

The search keeps the greedy policy's move unless another beats it by ``confidence``
standard errors over the same worlds (game/bots/ismcts.py). Why: game/bots/TOURNAMENT.md,
"Brick & Mortar".

Searched decisions: buying a store, the market cards, the sealed supply bids and sale
dials, and the investment; the hard level also each step of an auction and the starting
store (``plans_more``); crate-by-crate stocking and selling follow the greedy plan.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    ITEMS,
    PHASES,
    S_AUCTION,
    S_BUY,
    S_INVEST,
    S_PICK_START,
    S_PLAY,
    S_SALE_DIAL,
    S_SUPPLY_BID,
    SALE,
    SUPPLY,
    BmState,
)

SEARCHED = frozenset({S_BUY, S_PLAY, S_SUPPLY_BID, S_SALE_DIAL, S_INVEST})
THOROUGH = frozenset({S_AUCTION, S_PICK_START})
"""Decisions the hard level searches besides :data:`SEARCHED`: each raise or drop in an
auction and the starting store. Against a 128-world search of the policy heuristic's best
moves, greedy's raises gave away 0.24 of a win a decision (13 auction positions; up to
0.74) and its starting store 0.08 (2); its stocking, selling, store management and draft
nothing measurable (game/bots/TOURNAMENT.md, "Hard thinks through auctions")."""


class BmEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon for Brick & Mortar."""

    game_id = "brick-and-mortar"

    def __init__(
        self,
        *,
        scale: float = 5.0,
        horizon: int = 3,
        point_value: float = 4.0,
        turn_weight: float = 0.3,
        capital_premium: float = 0.5,
        crate_share: float = 0.6,
        confidence: float = 1.0,
    ) -> None:
        self.scale = scale
        self.horizon = horizon
        self.point_value = point_value
        self.turn_weight = turn_weight
        self.capital_premium = capital_premium
        self.crate_share = crate_share
        """Of a crate's price range above the minimum, the share it is expected to fetch."""
        self.confidence = confidence
        self.cat = catalog()

    def plans(self, state: BmState, seat: int, legal: Sequence[Action]) -> bool:
        """Search the month's big decisions (see the module docstring)."""
        return len(legal) > 1 and state.step in SEARCHED

    def plans_more(self, state: BmState, seat: int, legal: Sequence[Action]) -> bool:
        """A thorough search (hard) also weighs auctions and the starting store."""
        return len(legal) > 1 and state.step in THOROUGH

    def progress(self, state: BmState) -> int:
        """Phases played so far: a playout stops ``horizon`` phases later."""
        phase = PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)
        return state.month * len(PHASES) + phase

    def months_left(self, state: BmState) -> int:
        """Months after this one the game should last (0 in the last month): the calendar's
        limit, or the months the leader needs at the pace so far to reach the marker."""
        if state.last_month or state.month >= state.final_month or state.marker is None:
            return 0
        lead = max(p.points for p in state.players)
        pace = max(3.0, (lead - self.cat.economy.start_points) / max(1, state.month))
        by_marker = math.ceil((state.marker - lead) / pace) - 1
        return max(0, min(state.final_month - state.month, by_marker))

    def sales_left(self, state: BmState) -> tuple[int, bool]:
        """(Supplies still ahead: months left, plus this month's before its Supply; whether
        this month's Sale is still ahead). Money to stock is worth its premium only while a
        Supply is ahead; crates on the shelves count only while a Sale is."""
        phase = PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)
        before_sale = phase <= PHASES.index(SALE)
        return self.months_left(state) + (phase < PHASES.index(SUPPLY)), before_sale

    def projected(self, state: BmState) -> list[float]:
        """Each seat's projected final score (see the module docstring)."""
        cat, pv = self.cat, self.point_value
        sales, sale_ahead = self.sales_left(state)
        crate = {
            item: cat.min_price[item]
            + self.crate_share * (cat.max_price[item] - cat.min_price[item])
            for item in ITEMS
        }
        out: list[float] = []
        for seat, p in enumerate(state.players):
            stores = sum(cat[st.store].points for st in p.building)
            empty = sum(cat.slot_penalty[len(p.building) :])
            score = float(p.points + stores - empty - p.debt * cat.economy.debt_points)
            worth = float(p.money)
            if sales > 0:
                need = sum(
                    cat[st.store].utilities + cat.slot_utilities[k]
                    for k, st in enumerate(p.building)
                ) + sum(
                    cat.min_price[item] * cap
                    for st in p.building
                    for item, cap in cat[st.store].capacity.items()
                )
                worth += self.capital_premium * min(p.money, need)
            if sale_ahead or sales > 0:
                worth += sum(crate[item] * st.held(item) for st in p.building for item in ITEMS)
            score += worth / pv
            score -= self.turn_weight * state.turn_order.index(seat)
            out.append(score)
        return out

    def values(self, state: BmState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        if state.result is not None:
            return win_shares(state.result.winners, n)
        return shares(self.projected(state), self.scale)
