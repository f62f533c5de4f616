"""Brick & Mortar's zone ids and sprite keys, typed (ui/table/zones.py): the layout builds
each id from its key, the table reads a dropped-on zone back with :func:`parse_zone`.

Zones: ``store:k`` (the viewer's store in slot k; another seat's are ``store<seat>:k``, not
acted on), ``building`` (the viewer's building), ``fc:k`` (the private boxes of the viewer's
store k), ``dock:item``, ``row:i`` (public store i), ``keep`` (the draft), ``play:supply``
and ``play:demand`` (the piles), ``redraw``, ``hand``, ``demand:item`` (the boxes of a type
on the Demand Cards), ``buy:n`` (n points on the price table), ``dial:r:v`` (value v of ring
r of the viewer's dial), ``start:s`` (starting store s). Sprite keys parsed too: a crate on
a shelf ``cr:seat:slot:item:shelf:i`` and a dock's crate ``dock:item``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.zones import ZoneKey


@dataclass(frozen=True)
class StoreZone(ZoneKey):
    prefix = "store"
    slot: int


@dataclass(frozen=True)
class BuildingZone(ZoneKey):
    prefix = "building"


@dataclass(frozen=True)
class PrivateBoxes(ZoneKey):
    """A store's own demand boxes (a Deliver's ``dest`` is the slot, in words)."""

    prefix = "fc"
    slot: int


@dataclass(frozen=True)
class DockZone(ZoneKey):
    """A loading dock (the zone and its crate's sprite key alike)."""

    prefix = "dock"
    item: str


@dataclass(frozen=True)
class RowZone(ZoneKey):
    prefix = "row"
    index: int


@dataclass(frozen=True)
class KeepZone(ZoneKey):
    prefix = "keep"


@dataclass(frozen=True)
class PileZone(ZoneKey):
    """The Supply (``supply``: face up) or Demand (``demand``: face down) pile."""

    prefix = "play"
    pile: str


SUPPLY_PILE, DEMAND_PILE = PileZone("supply"), PileZone("demand")


@dataclass(frozen=True)
class RedrawZone(ZoneKey):
    prefix = "redraw"


@dataclass(frozen=True)
class HandZone(ZoneKey):
    prefix = "hand"


@dataclass(frozen=True)
class DemandZone(ZoneKey):
    """The boxes of ``item`` on the Demand Cards."""

    prefix = "demand"
    item: str


@dataclass(frozen=True)
class BuyZone(ZoneKey):
    prefix = "buy"
    count: int


@dataclass(frozen=True)
class DialZone(ZoneKey):
    prefix = "dial"
    ring: int
    value: int


@dataclass(frozen=True)
class StartZone(ZoneKey):
    prefix = "start"
    store: int


@dataclass(frozen=True)
class CrateKey(ZoneKey):
    """A crate's sprite on a shelf: ``index`` of its row on ``shelf`` (0: the top)."""

    prefix = "cr"
    seat: int
    slot: int
    item: str
    shelf: int
    index: int


@dataclass(frozen=True)
class SoldBox(ZoneKey):
    """A filled box on the Demand Cards (``bx``)."""

    prefix = "bx"
    item: str
    index: int


@dataclass(frozen=True)
class PrivateSold(ZoneKey):
    """A filled private box of a store (``fb``)."""

    prefix = "fb"
    seat: int
    slot: int
    item: str
    index: int


DROPS = (StoreZone, PrivateBoxes, DemandZone, PileZone, RedrawZone, KeepZone, BuildingZone)
"""The zones a drop on the table is read from (``drop_action``)."""
