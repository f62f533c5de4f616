"""Seats around the table: Range and the order "Head of the Table first, then clockwise".

Seats are numbered clockwise (rising seat number is clockwise, as in the other games).
"""

from __future__ import annotations

RANGE = 2
"""Range reaches two seats to either side (rulebook, Clarifications: Range)."""
EVERYONE_IN_RANGE_UP_TO = 5
"""At 3-5 players every other seat is in Range."""


def in_range(seat: int, other: int, n_seats: int, *, own_card: bool = False) -> bool:
    """Whether ``other``'s card is in Range of ``seat``'s. Range only covers other
    players' cards; ``own_card`` (the three-player option) counts your own as well."""
    if seat == other:
        return own_card
    if n_seats <= EVERYONE_IN_RANGE_UP_TO:
        return True
    d = abs(seat - other)
    return min(d, n_seats - d) <= RANGE


def seats_in_range(seat: int, n_seats: int, *, own_card: bool = False) -> list[int]:
    """The seats in Range of ``seat``, clockwise from its left neighbour (own seat last)."""
    around = [(seat + k) % n_seats for k in range(1, n_seats)]
    seats = [s for s in around if in_range(seat, s, n_seats)]
    return [*seats, seat] if own_card else seats


def clockwise_from(first: int, n_seats: int) -> list[int]:
    """Every seat, ``first`` then clockwise: the order of simultaneous actions when
    ``first`` is the Head of the Table."""
    return [(first + k) % n_seats for k in range(n_seats)]
