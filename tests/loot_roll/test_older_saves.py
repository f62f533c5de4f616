"""Saves written before Loot Roll played the printed rules by default replay exactly.

The two fixtures were played to their ends by the code of that time (house rules on: the
torch at 8 rounds, monsters scaled to the table, three monster stacks) and written with a
format-4 header that names none of those options, as every save of that time did. The
format-5 migration fills in the Loot Roll entry's ``older_saves_options``, so each replays
to its recorded hashes with a fresh deal check (``verify=True``). The 2-seat random game
meets the torch in two dungeons, so a missing torch would show at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.log import LoggedUndo, read_log, rebuild
from game.games.loot_roll import ENTRY
from game.registry import get_rules

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
SAVES = sorted(p.name for p in FIXTURES.glob("loot-roll-*-format4.jsonl"))


def test_there_are_older_loot_roll_saves() -> None:
    assert len(SAVES) == 2


@pytest.mark.parametrize("name", SAVES)
def test_an_older_save_replays_as_it_was_played(name: str) -> None:
    """Old headers gain the options they played with (migration 4 -> 5) and verify."""
    log = read_log(FIXTURES / name, get_rules)
    assert log.migrated_from == 4
    for key, value in ENTRY.older_saves_options.items():
        assert log.header.config.options[key] == value
    rules = get_rules("loot-roll")
    assert rules is not None
    match, report = rebuild(rules, log, verify=True)
    assert report.mismatch is None
    assert report.steps == sum(1 for r in log.records if not isinstance(r, LoggedUndo))
    assert match.is_over
    assert log.recorded_hash(match.state_hash()) == log.records[-1].hash  # type: ignore[union-attr]


def test_the_random_fixture_meets_the_torch() -> None:
    """The old torch (8 rounds) ended dungeons in the 2-seat save: replaying it needs it."""
    text = (FIXTURES / "loot-roll-2p-random-format4.jsonl").read_text()
    assert text.count('"kind":"dungeon_collapsed"') == 2
