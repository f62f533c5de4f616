"""Scenario files: a worked example written as JSON, run directly and through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main
from game.core.scenario import load_scenario, run_scenario
from tests.tavern_keepers.conftest import BOOK, RULES

HERE = Path(__file__).parent / "scenarios"


def test_the_tie_scenario_names_its_cards_and_plays_as_described() -> None:
    """Bidding For Quests: a tie on matching cards goes to the most cards."""
    scenario = load_scenario(HERE / "tie_goes_to_the_bigger_bid.json")
    result = run_scenario(RULES, scenario)
    assert result.error is None
    s = result.match.state
    assert BOOK(0).name == BOOK(1).name == "Clear the Cellar Rats"  # ids the actions use
    assert [BOOK(c).name for c in s.players[1].prepared] == ["Sir Clangsalot"]
    assert s.players[1].won and s.opener == 0  # the Current Player opens again


def test_the_cli_runs_a_tavern_keepers_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    """``loot-table scenario`` plays a Tavern Keepers file and prints its events as JSON."""
    assert main(["scenario", str(HERE / "tie_goes_to_the_bigger_bid.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    won = [e for e in out["events"] if e["kind"] == "bid_won"]
    assert won == [
        {
            "kind": "bid_won",
            "seat": 1,
            "quest": 0,
            "matching": 1,
            "total": 2,
            "tiebreak": "most cards",
        }
    ]
    assert out["view"]["ctx"]["game"] == "tavern-keepers" and out["outcome"] is None
