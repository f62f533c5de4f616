"""Saves written before Tavern Keepers moved onto the game kit replay with the same state
hashes: the canonical form of the state (and so every recorded hash) is unchanged. One
fixture is a normal 4-seat game played to its end, the other starts from a scenario
position (PositionLoaded) and has undos and redos."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.log import LoggedUndo, read_log, rebuild
from game.registry import get_rules

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


@pytest.mark.parametrize(
    "name", ["tavern-keepers-4p-before-kit.jsonl", "tavern-keepers-position-before-kit.jsonl"]
)
def test_a_save_from_before_the_kit_replays_with_every_recorded_hash(name: str) -> None:
    rules = get_rules("tavern-keepers")
    assert rules is not None
    log = read_log(FIXTURES / name, get_rules)
    match, report = rebuild(rules, log, verify=True)
    assert report.mismatch is None
    assert report.steps == sum(1 for r in log.records if not isinstance(r, LoggedUndo))
    if "position" in name:
        assert log.setup[0].kind == "position_loaded"  # type: ignore[attr-defined]
        assert any(isinstance(r, LoggedUndo) for r in log.records)
    assert match.is_over and match.state_hash() == log.records[-1].hash  # type: ignore[union-attr]
