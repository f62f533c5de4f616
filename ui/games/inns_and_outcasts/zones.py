"""The zones of the Inns & Outcasts table, as typed keys (ui/table/zones.py): the layout
names each zone by ``str(key)`` and the table reads an id back with :func:`zone_of`, so
nothing parses ``"card:3"`` by hand."""

from __future__ import annotations

import dataclasses

from ui.table.zones import ZoneKey, parse_zone


@dataclasses.dataclass(frozen=True)
class PlaceZone(ZoneKey):
    """The viewer's card slot, where a card of the hand is dropped to place it."""

    prefix = "place"


@dataclasses.dataclass(frozen=True)
class CardZone(ZoneKey):
    """``seat``'s card this turn (face down, then up): a click picks that seat."""

    prefix = "card"
    seat: int


@dataclasses.dataclass(frozen=True)
class SpotZone(ZoneKey):
    """``seat``'s card as the spotlight shows it while it resolves."""

    prefix = "spot"
    seat: int


@dataclasses.dataclass(frozen=True)
class HandZone(ZoneKey):
    """The viewer's hand slot of ``initiative``."""

    prefix = "hand"
    initiative: int


@dataclasses.dataclass(frozen=True)
class TableZone(ZoneKey):
    """``seat``'s Table Setting (its loot this turn)."""

    prefix = "table"
    seat: int


@dataclasses.dataclass(frozen=True)
class HoardZone(ZoneKey):
    """``seat``'s Hoard."""

    prefix = "hoard"
    seat: int


@dataclasses.dataclass(frozen=True)
class TreasureZone(ZoneKey):
    """The Treasure pile in the middle."""

    prefix = "treasure"


@dataclasses.dataclass(frozen=True)
class DialZone(ZoneKey):
    """The bid dial's ``sign``: "-" or "+"."""

    prefix = "dial"
    sign: str


@dataclasses.dataclass(frozen=True)
class TakeZone(ZoneKey):
    """A copy on the table to take while hands are chosen copy by copy."""

    prefix = "take"
    card: int


@dataclasses.dataclass(frozen=True)
class PickZone(ZoneKey):
    """The character of the inn lettered ``inn`` at ``initiative`` on the hand-building
    screen."""

    prefix = "pick"
    initiative: int
    inn: str


ZONES: tuple[type[ZoneKey], ...] = (
    PlaceZone,
    CardZone,
    SpotZone,
    HandZone,
    TableZone,
    HoardZone,
    TreasureZone,
    DialZone,
    TakeZone,
    PickZone,
)
"""Every kind of zone the table lays out."""

PLACE_ZONE = str(PlaceZone())
TREASURE = str(TreasureZone())
LESS, MORE = str(DialZone("-")), str(DialZone("+"))


def zone_of(zone_id: str) -> ZoneKey | None:
    """The key of a zone id the table laid out (None: not one of its kinds)."""
    return parse_zone(zone_id, ZONES)
