"""What Tavern Keepers' layout modules share: the table's colours, the plan of a table
size (how big cards and bands are) and the lightened seat colours."""

from __future__ import annotations

from dataclasses import dataclass

from ui.widgets.ink import mix

QUEST_GIVER = (236, 190, 70)
MOST = 110
"""The widest quest and hand card at 1x (times the scale)."""
MINE = (44, 92, 70)
BIDS = (24, 58, 44)
SABOTAGE_NOTE = (
    "Prepared (sideways) adventurers leave for their owners' hands once everyone is done. "
    "Discard two cards of one colour to keep another player's prepared adventurer of that "
    "colour at home."
)


def light(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour lightened enough to read as text on the dark table."""
    return mix(rgb, (255, 255, 255), 0.45)


@dataclass
class Plan:
    """The sizes one layout is cut with: quest, rumour, tavern and hand card widths, the
    heights of the others' band, the viewer's tavern and the hand, the least width of a
    seat, and the others' tavern card width."""

    gap: int
    qcw: int
    rw: int
    tcw: int
    hw: int
    band_h: int
    tav_h: int
    hand_h: int
    seat_w: int
    band_tcw: int
    my_w: int
    """The viewer's tavern's width beside the hand (0: the hand goes below it)."""
    bottom_h: int
