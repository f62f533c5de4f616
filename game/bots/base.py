"""The bot contract: choose one legal action from a seat's view.

A bot never sees the game state. It gets ``rules.view(state, seat)`` (what that
seat may know), the seat's legal actions in the rules' fixed order, and its own
seeded ``random.Random``. Its stream is derived from the match's bot seed and the
seat (:func:`bot_rng`), and the bot seed is recorded in
``MatchConfig.options["bot_seed"]``, so a game with bots replays exactly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from game.core.model import Action

T = TypeVar("T")

BOT_SEED_OPTION = "bot_seed"


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose`` method."""

    name: str

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal`` (never empty). Must not mutate ``view`` or keep hidden state it
        could not have learned from the views it was shown."""
        ...


def bot_rng(bot_seed: int, seat: int, resumed_at: int = 0) -> random.Random:
    """The random stream of the bot in ``seat``: ``random.Random(f"bot:{bot_seed}:{seat}")``,
    or for a game resumed after ``resumed_at`` steps ``f"bot:{bot_seed}:{seat}:{resumed_at}"``
    (a fresh stream that is still fixed by the save).

    String seeds hash with SHA-512, so the stream is the same in every process and run.
    """
    if resumed_at:
        return random.Random(f"bot:{bot_seed}:{seat}:{resumed_at}")
    return random.Random(f"bot:{bot_seed}:{seat}")


def pick_best(
    scored: Sequence[tuple[float, T]], rng: random.Random, *, tolerance: float = 1e-9
) -> T:
    """The option (an action, a card) with the highest score; ties (within ``tolerance``)
    broken by ``rng``, which is drawn from only on a tie."""
    if not scored:
        raise ValueError("pick_best needs at least one scored option")
    best = max(s for s, _ in scored)
    tied = [a for s, a in scored if s >= best - tolerance]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def best_ranked(
    scores: Sequence[float], k: int | None, keep: Callable[[int], bool] = lambda i: True
) -> list[int]:
    """Indices of the ``k`` best ``scores`` (all if None), best first, the lower index first
    on a tie; never one scored -inf, and only those ``keep`` accepts."""
    return sorted(
        (i for i, v in enumerate(scores) if v > -math.inf and keep(i)),
        key=lambda i: (-scores[i], i),
    )[:k]
