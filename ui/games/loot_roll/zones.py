"""Loot Roll's zone ids, typed (ui/table/zones.py): the layout builds each id from its key,
the table reads a dropped-on zone back with :func:`ui.table.zones.parse_zone`.

Zones acted on: ``slot:<slot>`` (a slot of the viewer's figure), ``gear`` (anywhere on
it), ``play`` (the stage), ``seat:<s>`` (a player), ``die:<s>`` (a roller's die),
``mod:<i>`` (a modifier of the fight or roll), ``loot:<c>`` (a bag card), ``vendor:<i>``
(a card of the row), ``choose:<side>`` (a Fight or Flight card), ``deck:<name>`` (a deck
clicked: ``monsters``, ``common``), ``hand``, ``bag``, ``bank``, ``discard``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.zones import ZoneKey


@dataclass(frozen=True)
class SlotZone(ZoneKey):
    prefix = "slot"
    slot: str


@dataclass(frozen=True)
class GearZone(ZoneKey):
    prefix = "gear"


@dataclass(frozen=True)
class PlayZone(ZoneKey):
    prefix = "play"


@dataclass(frozen=True)
class SeatZone(ZoneKey):
    prefix = "seat"
    seat: int


@dataclass(frozen=True)
class DieZone(ZoneKey):
    prefix = "die"
    seat: int


@dataclass(frozen=True)
class ModZone(ZoneKey):
    prefix = "mod"
    index: int


@dataclass(frozen=True)
class LootZone(ZoneKey):
    prefix = "loot"
    card: int


@dataclass(frozen=True)
class VendorZone(ZoneKey):
    prefix = "vendor"
    index: int


@dataclass(frozen=True)
class ChooseZone(ZoneKey):
    prefix = "choose"
    side: str


@dataclass(frozen=True)
class DeckZone(ZoneKey):
    prefix = "deck"
    name: str


@dataclass(frozen=True)
class HandZone(ZoneKey):
    prefix = "hand"


MONSTER_DECK, COMMON_DECK = DeckZone("monsters"), DeckZone("common")
DROPS = (SlotZone, GearZone, PlayZone, SeatZone, HandZone)
"""The zones a drop is read from (``drop_action``; the others fall to the kit's table)."""
