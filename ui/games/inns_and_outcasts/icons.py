"""Which game-icons.net icon Inns & Outcasts's table draws for what, by use (names only: no
pygame, so art/make_icons.py can read them through the UI entry's ``icon_tables``)."""

from __future__ import annotations

from collections.abc import Mapping

IO_INNS: dict[str, str] = {"wagon": "old-wagon", "dragon": "teapot"}
"""Inns & Outcasts: each inn's symbol (the Wobblin' Wagon, the Jaded Dragon's tea house)."""


IO_RACES: dict[str, str] = {
    "human": "person",
    "elf": "woman-elf-face",
    "dwarf": "dwarf-face",
    "halfling": "hobbit-door",
    "orc": "orc-head",
    "goblin": "goblin-head",
    "dragon": "dragon-head",
}
"""Inns & Outcasts: each race (cards.json ``races``) as a chip's icon."""


IO_MORALITIES: dict[str, str] = {"good": "angel-wings", "neutral": "scales", "evil": "devil-mask"}
"""Inns & Outcasts: each morality as a chip's icon."""


IO_MARKS: dict[str, str] = {
    "block": "shield",
    "loot": "two-coins",
    "hoard": "open-treasure-chest",
    "table": "beer-stein",
    "target": "crosshair",
    "head": "crown",
    "call": "talk",
}
"""Inns & Outcasts: the rulebook's icon legend (Block, Loot, Hoard, Table Setting, Target,
Head of the Table, Call)."""


TABLES: dict[str, Mapping[str, str]] = {
    "io_inns": IO_INNS,
    "io_races": IO_RACES,
    "io_moralities": IO_MORALITIES,
    "io_marks": IO_MARKS,
}
"""Every table above, by name (the UI entry's ``icon_tables``)."""
