"""The Inns & Outcasts evaluation the search bots need: who is likeliest to end on top.

The search (game/bots/ismcts.py) plays on from tables sampled from its view (sample.py)
for ``horizon`` turns and then asks :meth:`values`. A finished game scores its result
(winners share the win). Otherwise each seat's standing is its Hoard plus what lies on
its Table Setting (it goes to the Hoard at the end of the turn); a softmax over the
standings with a temperature that shrinks as the leader nears the target gives each
seat's expected share of the win.

Searched decisions: placing a card, and every choice during the reveals and auctions
with at least two answers; the hand of six is left to the greedy policy.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.inns_and_outcasts.model import GAME_OVER, HANDS, IoState


class IoEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon for Inns & Outcasts."""

    game_id = "inns-and-outcasts"

    def __init__(self, *, horizon: int = 1, scale: float = 0.12, floor: float = 2.0) -> None:
        self.horizon = horizon
        self.scale = scale
        self.floor = floor

    def plans(self, state: IoState, seat: int, legal: Sequence[Action]) -> bool:
        """Search every decision with a choice, except building the hand."""
        return len(legal) >= 2 and state.phase != HANDS

    def progress(self, state: IoState) -> int:
        """Turns begun: a playout stops ``horizon`` turns later."""
        return state.turn

    def values(self, state: IoState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        if state.result is not None or state.phase == GAME_OVER:
            return win_shares(state.result.winners if state.result is not None else [], n)
        standing = [p.hoard + p.table for p in state.players]
        # far from the target the lead is worth little; close to it, a lot
        left = max(self.floor, state.target - max(standing))
        return shares(standing, max(self.floor, self.scale * left * 4))
