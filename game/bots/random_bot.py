"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import BaseModel

from game.core.model import Action


class RandomBot:
    """Picks uniformly at random from ``legal`` using only its own ``rng``."""

    name = "random"

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        """A uniformly random legal action; ``view`` is not read."""
        if not legal:
            raise ValueError("the random bot was asked to choose from no legal actions")
        return legal[0] if len(legal) == 1 else rng.choice(legal)
