"""Randomness for ``decide``: a lazily created stream fixed by the seed and the step number.

The outcome of every shuffle and roll is written into an event, so replays never
call this; a live match and a re-decided replay draw the same numbers because
the stream depends only on (match seed, number of steps before this one).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MIX = 0x9E3779B97F4A7C15


class Chance:
    """A seeded source of dice and shuffles; the real generator is built on first use."""

    __slots__ = ("_seed", "_rng")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._rng: random.Random | None = None

    @classmethod
    def for_step(cls, match_seed: int, step: int) -> Chance:
        """The stream for the ``step``-th action of a match (0 is the set-up)."""
        return cls((match_seed * _MIX + step * 0x2545F491 + 1) & 0xFFFF_FFFF_FFFF_FFFF)

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng

    def roll(self, sides: int = 6) -> int:
        """One die: 1..sides."""
        return self.rng.randint(1, sides)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy of ``items``."""
        out = list(items)
        self.rng.shuffle(out)
        return out

    def choice(self, items: Sequence[T]) -> T:
        return self.rng.choice(items)

    @property
    def used(self) -> bool:
        """Whether any randomness was drawn (such a step is an undo barrier)."""
        return self._rng is not None
