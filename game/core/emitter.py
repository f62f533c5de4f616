"""Building the events of one decision step by step, each folded as soon as it is made.

A rule often decides later events from the state earlier ones leave behind (draw a card,
then reshuffle if the deck ran out). :class:`Emitter` keeps a private copy of the state,
so ``decide`` never touches the real one (an illegal action changes nothing).

Its events come back as :class:`Folded`: the list remembers the private copy they were
folded into, so a match can take that copy as its new state instead of folding the same
events a second time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from game.core.model import Event


class Clonable(Protocol):
    def clone(self) -> Any: ...


S = TypeVar("S", bound=Clonable)


class Folded(list[Event]):
    """Events, in order, together with ``state``: a copy of the state they were decided on
    with every one of them already folded in (the state after them). Whoever adopts
    ``state`` must not fold the events again; code that only wants the events can treat
    this as a plain list."""

    __slots__ = ("state",)

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state


class Emitter(Generic[S]):
    """Collects events and folds each into a private copy of the state with ``evolve``."""

    def __init__(self, state: S, evolve: Callable[[S, Event], None]) -> None:
        self.state: S = state.clone()
        self.events: Folded = Folded(self.state)
        self._evolve = evolve

    def __call__(self, event: Event) -> None:
        self.events.append(event)
        self._evolve(self.state, event)
