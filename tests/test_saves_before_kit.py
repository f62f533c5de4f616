"""Saves written before a game moved onto the game kit replay with the same state hashes:
the canonical form of the state (and so every recorded hash) is unchanged.

Tavern Keepers: a normal 4-seat game played to its end, and one that starts from a scenario
position (PositionLoaded) with undos and redos. AIM: a scenario position with undos, played
to an end settled by the worst-day tie-break (the result keeps AIM's saved shape); AIM's
older fixtures (format 1, the draw-card saves) are replayed by tests/test_durability.py and
tests/aim/test_draw_card_logs.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.log import LoggedUndo, read_log, rebuild
from game.registry import get_rules

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
SAVES = sorted(p.name for p in FIXTURES.glob("*-before-kit.jsonl"))


def test_every_game_on_the_kit_has_saves_from_before() -> None:
    assert {name.split("-before-kit")[0].rsplit("-", 1)[0] for name in SAVES} >= {
        "aim",
        "tavern-keepers",
    }


@pytest.mark.parametrize("name", SAVES)
def test_a_save_from_before_the_kit_replays_with_every_recorded_hash(name: str) -> None:
    log = read_log(FIXTURES / name, get_rules)
    rules = get_rules(log.header.game)
    assert rules is not None
    match, report = rebuild(rules, log, verify=True)
    assert report.mismatch is None
    assert report.steps == sum(1 for r in log.records if not isinstance(r, LoggedUndo))
    if "position" in name:
        assert log.setup[0].kind == "position_loaded"  # type: ignore[attr-defined]
        assert any(isinstance(r, LoggedUndo) for r in log.records)
    assert match.is_over and log.recorded_hash(match.state_hash()) == log.records[-1].hash  # type: ignore[union-attr]
    if log.header.game == "aim":
        outcome = match.outcome()
        assert outcome is not None and outcome.tiebreak == "worst day"
