"""Typed zone ids (ui/table/zones.py): a key prints as the id the layout uses and reads back
as the same key; ids of another kind or with unreadable fields read as nothing."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from ui.table.zones import ZoneKey, parse_zone


@dataclass(frozen=True)
class SeatZone(ZoneKey):
    prefix = "seat"
    seat: int


@dataclass(frozen=True)
class SpotZone(ZoneKey):
    prefix = "spot"
    holder: int
    slot: str


@dataclass(frozen=True)
class Place(ZoneKey):
    prefix = "place"


KINDS = (SeatZone, SpotZone, Place)


@given(st.integers(min_value=-5, max_value=10_000), st.sampled_from(["head", "hand", "x"]))
def test_a_key_reads_back_from_its_id(n: int, slot: str) -> None:
    for key in (SeatZone(n), SpotZone(n, slot), Place()):
        assert parse_zone(str(key), KINDS) == key


def test_ids_of_other_kinds_or_bad_fields_read_as_nothing() -> None:
    assert str(SeatZone(3)) == "seat:3" and str(Place()) == "place"
    assert parse_zone("spot:12:hand:x", KINDS) == SpotZone(12, "hand:x")
    for zone_id in ("seat", "seat:x", "seat:1:2", "spots:1:head", "die:3", "", "place:1"):
        assert parse_zone(zone_id, KINDS) is None, zone_id
