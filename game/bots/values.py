"""What the games' evaluations for the search bots share (game/bots/ismcts.py's Evaluation).

A game's evaluation subclasses :class:`SearchValues` (no opening prior unless it gives one)
and turns its own scores into win shares with :func:`shares`; a finished game is worth
:func:`win_shares` of its result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from game.core.model import Action


def win_shares(winners: Sequence[int], n_seats: int) -> list[float]:
    """A finished game's values: each winner an equal share of 1, everyone else 0."""
    share = 1.0 / len(winners) if winners else 0.0
    return [share if s in winners else 0.0 for s in range(n_seats)]


def shares(scores: Sequence[float], scale: float) -> list[float]:
    """Each seat's expected share of the win from its score (higher is better): the softmax
    ``exp((score - best) / scale)``, normalised to sum to 1."""
    top = max(scores)
    weights = [math.exp((x - top) / scale) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


class SearchValues:
    """Base of a game's evaluation: no prior over the root's moves (override ``prior`` to
    give the search an opening sense), and a search that plays its best mean (set
    ``confidence`` to keep the policy's move unless another beats it by that many standard
    errors, game/bots/ismcts.py)."""

    confidence: float = 0.0

    def plans_more(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        """Decisions only a thorough search (hard) adds to ``plans``: none unless the game
        names some."""
        return False

    def prior(self, view: BaseModel, legal: Sequence[Action]) -> Sequence[float] | None:
        return None
