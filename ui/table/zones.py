"""Typed zone ids: a table dispatches on what a zone is, not on how its id is spelt.

A layout keys its zones by a string (``Layout.zones``, ui/table/model.py), which is also what
the interaction kit hands back to the table (``drop``, ``click_zone``). A game declares each
kind of zone it parses as a frozen dataclass subclass of :class:`ZoneKey`, naming its
``prefix`` and its fields (ints or strings, in order); ``str(key)`` is the id the layout
uses and :func:`parse_zone` turns an id back into the key, so a table reads

    match parse_zone(zone_id, ZONES):
        case SeatZone(seat=s): ...
        case SlotZone(slot=name): ...

instead of ``zone_id.startswith("seat:")`` and ``int(zone_id.split(":")[1])``. Zones that
carry nothing (``"place"``, ``"gear"``) are keys with no fields.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import ClassVar, TypeVar

K = TypeVar("K", bound="ZoneKey")
SEP = ":"


@dataclasses.dataclass(frozen=True)
class ZoneKey:
    """One kind of zone id: ``prefix`` then each field's value, joined by ``:``; the last
    field keeps any further ``:`` (AIM's ``spot:12:hand`` is a spot named ``12:hand``)."""

    prefix: ClassVar[str] = ""

    def __str__(self) -> str:
        values = [str(getattr(self, f.name)) for f in dataclasses.fields(self)]
        return SEP.join([self.prefix, *values])

    @classmethod
    def parse(cls: type[K], zone_id: str) -> K | None:
        """This kind's key for ``zone_id``; None when the id is of another kind or its
        fields do not read (a wrong count, a non-number where a number goes)."""
        fields = dataclasses.fields(cls)
        prefix, *parts = zone_id.split(SEP, len(fields))
        if prefix != cls.prefix or len(parts) != len(fields):
            return None
        values: list[object] = []
        for f, text in zip(fields, parts, strict=True):
            if f.type in (int, "int"):
                try:
                    values.append(int(text))
                except ValueError:
                    return None
            else:
                values.append(text)
        return cls(*values)


def parse_zone(zone_id: str, kinds: Iterable[type[ZoneKey]]) -> ZoneKey | None:
    """The key of the first kind in ``kinds`` that reads ``zone_id``; None for an id none of
    them reads (a zone the table does not act on)."""
    for kind in kinds:
        key = kind.parse(zone_id)
        if key is not None:
            return key
    return None
