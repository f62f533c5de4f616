"""Pieces both halves of the Loot Roll layout share (the stage and the seats): its
colours, the words :func:`who` and :func:`still_to_answer`, and the sizes a layout is cut
with (:class:`Plan`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.games.loot_roll.view import LrView
from ui import theme

STAGE = (22, 44, 40)
BAR_MONSTER = (96, 34, 30)
BAR_PARTY_WIN = (60, 160, 90)
BAR_PARTY_LOSE = (190, 86, 60)
BAR_PARTY_MAYBE = (110, 130, 120)
BAR_NEED = (250, 236, 200)
LIT = theme.ACCENT
PILE_WORDS = {"common": "Grey", "rare": "Blue", "epic": "Purple"}


def still_to_answer(view: LrView) -> list[int]:
    """The seats that must still answer the open response window, the holder first: the
    window closes once every seat in its order has passed in a row."""
    w = view.window
    if w is None or w.holder not in w.order:
        return []
    i = w.order.index(w.holder)
    n = len(w.order)
    return [w.order[(i + k) % n] for k in range(max(0, n - w.passes))]


def who(view: LrView, seat: int, me: int, names: Sequence[str]) -> str:
    """ "You" for the viewer's own seat, else the seat's name."""
    return "You" if seat == me and view.viewer == me else names[seat]


@dataclass
class Plan:
    """The sizes one layout is cut with: gaps, the viewer's band height, the others' band
    height, the least width of a seat, and the widest card of the viewer's bag and hand."""

    g: int
    gs: int
    me_h: int
    band_h: int
    seat_w: int
    x: int
