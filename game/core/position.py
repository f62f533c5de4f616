"""What every game's position reader (its ``state_from_position``) checks the same way.

A scenario names cards and numbers in JSON; each game's position.py turns them into a
state. The checks they share live here, each raising PositionError with a sentence that
starts with the place in the position (``players[1].hand``) it is about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import PositionError


def whole_number(value: Any, where: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high`` (booleans are not)."""
    if type(value) is not int or not low <= value <= high:
        raise PositionError(f"{where}: expected a whole number from {low} to {high}.")
    return value


def take_first(free: set[int], fits: Callable[[int], bool], missing: str) -> int:
    """The lowest id in ``free`` that ``fits``, taken out of ``free`` (a card placed once);
    PositionError(``missing``) when none does."""
    for c in sorted(free):
        if fits(c):
            free.discard(c)
            return c
    raise PositionError(missing)


def seat_entries(pos: dict[str, Any], n_seats: int) -> list[dict[str, Any]]:
    """The position's ``players`` entries, one per seat (``{}`` for a seat it leaves out);
    PositionError when it names more players than there are seats."""
    raw = pos.get("players", [])
    if len(raw) > n_seats:
        raise PositionError(f"players: the position has {len(raw)} players for {n_seats} seats.")
    return [raw[i] if i < len(raw) else {} for i in range(n_seats)]
