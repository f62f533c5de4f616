"""The Loot Roll evaluation the search bots need: who is likely to end richest.

The search (game/bots/ismcts.py) plays on from tables sampled from its view (sample.py)
for ``horizon`` ticks of the game's clock (main actions and town turns) and then asks
:meth:`values`. A finished game scores its result (winners share the win). Otherwise each
seat's *worth* is its treasure now (bag and bank) plus what it may still earn: its gear's
Survivability (strength wins fights and so loot), its ability cards, and a share of the
value left worn (the final swaps may free some). A softmax over the worths, with a width
that narrows as the game nears its end, gives each seat's expected share of the win.

Searched decisions: the main action of a turn and Fight or Flight, until a dungeon runs
past the greedy bot's patience; free plays, windows, drops and town turns follow the greedy
heuristic.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.loot_roll import actions as act
from game.games.loot_roll.calc import Tables, gear_survivability, score, tables, worn
from game.games.loot_roll.cards import DUNGEONS
from game.games.loot_roll.fight_odds import past_patience
from game.games.loot_roll.model import CHOOSE, TURN, LrState


def game_left(state: LrState) -> float:
    """Dungeons still to play, the current one counting half until its boss is down: 2.5 in
    the first dungeon, 0.5 in the last, 0 once its boss falls."""
    return (DUNGEONS - state.dungeon) + (0.0 if state.boss_down else 0.5)


class LrEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon for Loot Roll."""

    game_id = "loot-roll"

    def __init__(
        self,
        t: Tables | None = None,
        *,
        horizon: int = 3,
        gear_weight: float = 0.8,
        hand_weight: float = 1.5,
        worn_weight: float = 0.3,
    ) -> None:
        self.t = t or tables()
        self.horizon = horizon
        self.gear_weight = gear_weight
        self.hand_weight = hand_weight
        self.worn_weight = worn_weight

    def plans(self, state: LrState, seat: int, legal: Sequence[Action]) -> bool:
        """Search Fight or Flight and the choice of main action, except in a dungeon past
        its patience (``past_patience``): the greedy backstop then calls the boss and its
        caller stands by it. A search looks three ticks ahead, where a boss the party may
        lose to costs loot and exploring costs nothing, so left to itself it would explore
        for ever against a boss nobody fights."""
        if len(legal) < 2 or past_patience(state.turns, state.n_seats, bool(state.torch)):
            return False
        if state.phase == CHOOSE:
            return True
        return state.phase == TURN and any(isinstance(a, act.Explore | act.Fight) for a in legal)

    def progress(self, state: LrState) -> int:
        return state.clock

    def worths(self, state: LrState) -> list[float]:
        t = self.t
        left = game_left(state)
        out = []
        for p in state.players:
            worth = float(score(t, p))
            worth += self.worn_weight * sum(t.value[c] for _, c in worn(p))
            worth += left * (
                self.gear_weight * gear_survivability(t, p) + self.hand_weight * len(p.hand)
            )
            out.append(worth)
        return out

    def values(self, state: LrState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        r = state.result
        if r is not None:
            return win_shares(r.winners, n)
        return shares(self.worths(state), 3.0 + 4.0 * (3 - state.dungeon))
