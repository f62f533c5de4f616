"""Sentences for the log panel, told to one viewer: "You open" but "Ana opens".

Every game's ``describe(event, viewer, names)`` writes its own sentences; :class:`Voice`
holds what they share: naming a seat from the viewer's side, verb agreement, and whether
the viewer may read a seat's hidden content (``viewer=None``: a spectator of a finished
game, who may read everything).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"3 cards"``, ``"2 boxes"`` (``-es`` after s, x, z, ch and sh)."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word}{'es' if word.endswith(('s', 'x', 'z', 'ch', 'sh')) else 's'}"


class Voice:
    """Names seats as ``viewer`` reads them."""

    __slots__ = ("viewer", "names")

    def __init__(self, viewer: int | None, names: Sequence[str]) -> None:
        self.viewer = viewer
        self.names = names

    def who(self, seat: int) -> str:
        """ "You" for the viewer's own seat, else the seat's name."""
        return "You" if seat == self.viewer else self.names[seat]

    def says(self, seat: int, you: str, other: str) -> str:
        """The subject with its verb agreeing: ``says(s, "open", "opens")``."""
        return f"You {you}" if seat == self.viewer else f"{self.names[seat]} {other}"

    def whom(self, seat: int) -> str:
        """The seat as an object: "you" for the viewer's own seat, else its name."""
        return "you" if seat == self.viewer else self.names[seat]

    def whose(self, seat: int) -> str:
        """The seat's possessive: "your" for the viewer's own seat, else "Ana's"."""
        return "your" if seat == self.viewer else f"{self.names[seat]}'s"

    def sees(self, seat: int) -> bool:
        """Whether the viewer may read ``seat``'s hidden content (its own, or a spectator)."""
        return self.viewer is None or self.viewer == seat

    def listing(self, seats: Iterable[int]) -> str:
        """``"You, Ana and Bo"``: the seats in order, the viewer first."""
        seats = list(seats)
        ordered = [s for s in seats if s == self.viewer] + [s for s in seats if s != self.viewer]
        words = [self.who(s) for s in ordered]
        if len(words) <= 1:
            return "".join(words) or "Nobody"
        return ", ".join(words[:-1]) + " and " + words[-1]
