"""A memo with a bound: remembered answers that never grow without end.

Bots search positions they have never met, so any memory keyed by positions (bags, mats,
fights, lists of legal moves) meets new keys all the time; the app runs its bots in its own
process, so such a memory must have a bound (a Loot Roll cache once grew by gigabytes in a
search). :class:`BoundedMemo` is that memory for every game: a dictionary that forgets
everything once what it holds would pass its bound, so a memo fed many distinct keys costs
time, never unbounded memory.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class BoundedMemo(dict[K, V]):
    """A dict of answers that is emptied when a new one would take it past ``held``.

    Read it as a dict (``memo.get(key)`` is the built-in look-up, as fast as a plain
    dict's); store with :meth:`remember`, which weighs each answer (1 by default; a list
    may weigh its length, so the bound is on what the memo holds rather than on its keys).
    Answers must be pure functions of their keys, so forgetting one changes no result,
    only the time to work it out again.

    Threads: a look-up and an insert are each atomic under the GIL; two threads
    remembering at once may leave ``weight`` off by an answer, which only moves the
    moment the memo is emptied, never an answer."""

    __slots__ = ("held", "weight")

    def __init__(self, held: int) -> None:
        super().__init__()
        self.held = held
        """The most weight the memo holds before it starts over."""
        self.weight = 0
        """The weight of what it holds now."""

    def remember(self, key: K, value: V, weight: int = 1) -> V:
        """Store ``value`` under ``key`` (emptying the memo first if it would pass ``held``)
        and return it."""
        if self.weight + weight > self.held:
            self.clear()
        self[key] = value
        self.weight += weight
        return value

    def clear(self) -> None:
        """Forget every answer."""
        super().clear()
        self.weight = 0
