"""High Card for the bots: the greedy heuristic and the search bots' evaluation.

Heuristic, from the seat's view: a card is worth the points at stake times the chance it
wins (every other seat's card, guessed from the cards nobody has seen yet, is lower or
matched at the top), less what it costs to spend (its value, weighed by the prizes still
to come: a 9 thrown at a 1-point prize is a 9 not there for the 5).

Evaluation: a finished game is its result; otherwise each seat's points plus a little
for the cards it holds, turned into win shares. Every choice is searched; a playout
looks two rounds ahead.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.high_card.model import DECK, PRIZES, HcState, Play, value
from game.games.high_card.view import HcView


class HcHeuristic:
    """Scores each Play from one seat's view (higher is better)."""

    def __init__(self, spend_weight: float = 0.12) -> None:
        self.spend_weight = spend_weight

    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        v, me = seat_view(view, HcView, "High Card")
        hand = v.players[me].hand or []
        seen = {c for p in v.players for c in p.played} | set(hand)
        unseen = [value(c) for c in range(DECK) if c not in seen] or [1]
        others = len(v.players) - 1
        left = sum(x for x in PRIZES if x not in v.turned) / max(1, v.prizes_left or 1)
        out = []
        for a in legal:
            if not isinstance(a, Play):
                out.append(0.0)
                continue
            mine = value(a.card)
            below = sum(1 for x in unseen if x < mine) / len(unseen)
            out.append(v.pot * below**others - self.spend_weight * mine * left)
        return out


class HcEvaluation(SearchValues):
    """Leaf values, search points and the playout horizon (module docstring)."""

    horizon = 2

    def __init__(self, scale: float = 2.0, hand_weight: float = 0.05) -> None:
        self.scale = scale
        self.hand_weight = hand_weight

    def values(self, state: HcState) -> Sequence[float]:
        if state.result is not None:
            return win_shares(state.result.winners, state.n_seats)
        scores = [p.score + self.hand_weight * sum(value(c) for c in p.hand) for p in state.players]
        return shares(scores, self.scale)

    def plans(self, state: HcState, seat: int, legal: Sequence[Action]) -> bool:
        return len(legal) > 1

    def progress(self, state: HcState) -> int:
        return state.round
