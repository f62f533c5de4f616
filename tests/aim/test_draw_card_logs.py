"""Saves from before "Draw a Card" became a choice (log format 2) still load and replay.

A format-2 ``place`` of a card with "Draw a Card" always drew; the fixtures are two games
Loot Table 0.1.0 wrote (greedy bots, cut short): one draws on equipping a Dagger, one on
storing Beer. game/core/migrate.py marks those steps ``draw: true``, so re-deciding every
action gives the recorded events and state hashes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.log import LOG_FORMAT, read_log, rebuild
from game.core.migrate import migrate_record
from game.games.aim import actions as act
from game.registry import get_rules

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
DRAW_SAVES = sorted(FIXTURES.glob("aim-draw-on-*-format2.jsonl"))


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _drew(record: dict) -> bool:
    return any(e.get("kind") == "card_placed" and e.get("locks") for e in record["events"])


def test_the_fixtures_are_format_2_saves_that_drew_on_placing() -> None:
    assert [p.name for p in DRAW_SAVES] == [
        "aim-draw-on-equip-format2.jsonl",
        "aim-draw-on-store-format2.jsonl",
    ]
    for path in DRAW_SAVES:
        records = _records(path)
        assert records[0]["format"] == 2 and records[0]["game"] == "aim"
        assert sum(1 for r in records if r["type"] == "step" and _drew(r)) >= 2


@pytest.mark.parametrize("path", DRAW_SAVES, ids=lambda p: p.name)
def test_a_format_2_save_that_drew_replays_to_every_recorded_hash(path: Path) -> None:
    records = _records(path)
    loaded = read_log(path, get_rules)
    assert loaded.migrated_from == 2 and loaded.header.format == LOG_FORMAT
    steps = [r for r in loaded.records if r.type == "step"]
    recorded = [r for r in records if r["type"] == "step"]
    assert len(steps) == len(recorded)
    for step, raw in zip(steps, recorded, strict=True):
        assert isinstance(step.action, act.Place) == (raw["action"]["kind"] == "place")
        if isinstance(step.action, act.Place):
            assert step.action.draw == _drew(raw)
    match, report = rebuild(get_rules("aim"), loaded, verify=True)
    assert report.mismatch is None
    assert report.steps == len(recorded)
    assert match.state_hash() == recorded[-1]["hash"]


def test_migration_2_to_3_marks_only_place_steps_that_drew() -> None:
    drew = {
        "type": "step",
        "action": {"kind": "place", "card": 33, "spot": "hand2"},
        "events": [
            {"kind": "card_placed", "card": 33, "spot": "hand2", "locks": True},
            {"kind": "cards_drawn", "seat": 1, "cards": [8]},
        ],
    }
    assert migrate_record(drew, 2, 3)["action"] == {**drew["action"], "draw": True}
    plain = {**drew, "events": [{**drew["events"][0], "locks": False}]}
    assert migrate_record(plain, 2, 3) == plain
    other = {"type": "step", "action": {"kind": "sell"}, "events": []}
    assert migrate_record(other, 2, 3) == other
    assert migrate_record({"type": "header", "format": 2}, 2, 3) == {"type": "header", "format": 3}
    undo = {"type": "undo", "seat": 0, "i": 4}
    assert migrate_record(undo, 2, 3) == undo
