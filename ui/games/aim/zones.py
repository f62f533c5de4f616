"""AIM's zone ids as typed keys (ui/table/zones.py): the table dispatches on these; the
layout prints them as its zones' ids."""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.zones import ZoneKey


@dataclass(frozen=True)
class SpotZone(ZoneKey):
    """A place on a mat a card may be put: a slot (``head``, ``12:hand`` on card 12),
    storage (``store``) or beside the mat (``companion``); the engine's spot name."""

    prefix = "spot"
    spot: str


@dataclass(frozen=True)
class CardZone(ZoneKey):
    """A placed card: dropping on it puts the card inside it (a Sack, a Backpack)."""

    prefix = "card"
    card: int


@dataclass(frozen=True)
class PremiumZone(ZoneKey):
    """Place ``index`` of the Premium Market row."""

    prefix = "premium"
    index: int


@dataclass(frozen=True)
class BuyZone(ZoneKey):
    """The seat's discard pile, where bought cards go (and a defender's goods)."""

    prefix = "buy"


ZONES: tuple[type[ZoneKey], ...] = (SpotZone, CardZone, PremiumZone, BuyZone)
"""Every kind the table reads back from an id."""
