"""Saves written before Brick & Mortar and Inns & Outcasts followed the printed rules (issue
21: open bids of any amount, supply bids without a cap, a chosen character copy) still load
and verify: the same set-up dealt again, every step's events and state hash as recorded.

Each fixture is a greedy-bot game played to its end by the code before the change, with a
format-4 header (the log format of that time), so it also passes the format-5 migration."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.log import LoggedStep, read_log, rebuild
from game.registry import get_rules

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
SAVES = {
    "brick-and-mortar-greedy-format4.jsonl": {"start_auction", "raise_bid", "bid_supply"},
    "inns-and-outcasts-greedy-format4.jsonl": {"choose_hand", "bid"},
}


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_from_before_the_printed_rules_verifies_step_by_step(name: str) -> None:
    log = read_log(FIXTURES / name, get_rules)
    assert log.migrated_from == 4
    kinds = {r.action.kind for r in log.records if isinstance(r, LoggedStep)}
    assert SAVES[name] <= kinds, "the fixture must exercise the changed actions"
    rules = get_rules(log.header.game)
    assert rules is not None
    match, report = rebuild(rules, log, verify=True)
    assert report.mismatch is None
    assert report.steps == len(log.records)
    assert match.is_over
    assert log.recorded_hash(match.state_hash()) == log.records[-1].hash  # type: ignore[union-attr]
