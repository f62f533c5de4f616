"""The Tavern Keepers evaluation the search bots need: who is closest to an empty tavern.

The search (game/bots/ismcts.py) plays on from tables sampled from its view (sample.py)
for about one round of bids (``horizon`` won bids) and then asks :meth:`values`. A
finished game scores its result (winners share the win). Otherwise each seat's
*distance* is the adventurers still at home plus ``prepared_weight`` for each prepared
one (it leaves at the end of the round unless sabotaged), less a little for cards in
hand (the means to win bids); a softmax over minus the distances (``scale``) gives each
seat's expected share of the win.

Searched decisions: the first move of each bid decision (picking the quest, the first
card or a pass) and every sabotage decision; the card-by-card rest of a bid follows the
greedy plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.tavern_keepers.model import BIDDING, GAME_OVER, SABOTAGE, TkState


class TkEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon for Tavern Keepers."""

    game_id = "tavern-keepers"

    def __init__(
        self,
        *,
        scale: float = 1.2,
        horizon: int = 4,
        prepared_weight: float = 0.2,
        hand_weight: float = 0.08,
    ) -> None:
        self.scale = scale
        self.horizon = horizon
        self.prepared_weight = prepared_weight
        self.hand_weight = hand_weight

    def plans(self, state: TkState, seat: int, legal: Sequence[Action]) -> bool:
        """Search the opening move of a bid decision and every sabotage decision."""
        if len(legal) < 2:
            return False
        if state.phase == SABOTAGE:
            return True
        return (
            state.phase == BIDDING
            and not state.players[seat].bid
            and (seat != state.opener or state.quest is None)
        )

    def progress(self, state: TkState) -> int:
        """Bids won so far (all rounds): a playout stops ``horizon`` bids later."""
        return state.round * state.n_seats + sum(1 for p in state.players if p.won)

    def distances(self, state: TkState) -> list[float]:
        """Each seat's distance from an empty tavern (see the module docstring)."""
        return [
            len(p.tavern)
            + self.prepared_weight * len(p.prepared)
            - self.hand_weight * min(len(p.hand), 8)
            for p in state.players
        ]

    def values(self, state: TkState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        if state.result is not None or state.phase == GAME_OVER:
            return win_shares(state.winners, n)
        return shares([-x for x in self.distances(state)], self.scale)
