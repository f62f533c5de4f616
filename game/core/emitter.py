"""Building the events of one decision step by step, each folded as soon as it is made.

A rule often decides later events from the state earlier ones leave behind (draw a card,
then reshuffle if the deck ran out). :class:`Emitter` keeps a private copy of the state,
so ``decide`` never touches the real one (an illegal action changes nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from game.core.model import Event


class Clonable(Protocol):
    def clone(self) -> Any: ...


S = TypeVar("S", bound=Clonable)


class Emitter(Generic[S]):
    """Collects events and folds each into a private copy of the state with ``evolve``."""

    def __init__(self, state: S, evolve: Callable[[S, Event], None]) -> None:
        self.state: S = state.clone()
        self.events: list[Event] = []
        self._evolve = evolve

    def __call__(self, event: Event) -> None:
        self.events.append(event)
        self._evolve(self.state, event)
