"""Tavern Keepers' zone ids as typed keys (ui/table/zones.py): the table dispatches on
these; the layout prints them as its zones' ids."""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.zones import ZoneKey


@dataclass(frozen=True)
class QuestZone(ZoneKey):
    """Quest pile ``quest`` (a number), or ``bid``: the pile being bid on, as a drop target."""

    prefix = "quest"
    quest: str


@dataclass(frozen=True)
class BidZone(ZoneKey):
    """A seat's face-down bid (``seat`` a number), or ``me``: the viewer's own bid area."""

    prefix = "bid"
    seat: str


@dataclass(frozen=True)
class AdventurerZone(ZoneKey):
    """A prepared adventurer card in a tavern: dropping a matching pair on it sabotages it."""

    prefix = "adv"
    card: int


@dataclass(frozen=True)
class HandOfZone(ZoneKey):
    """Another seat's hand (backs), where its bid cards come from."""

    prefix = "handof"
    seat: int


@dataclass(frozen=True)
class RumorZone(ZoneKey):
    """Rumour ``index`` beside the quest piles."""

    prefix = "rumor"
    index: int


ZONES: tuple[type[ZoneKey], ...] = (QuestZone, BidZone, AdventurerZone, HandOfZone, RumorZone)
"""Every kind the table reads back from an id."""
