"""Every scenario file of every game checks itself: one parametrized test runs each file in
tests/<game>/scenarios/ and asserts its ``expect`` block (a file without one must run to
its last step). A rulebook example written as a scenario file is a test by being there."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.scenario import check_expectations, load_scenario, run_scenario
from game.registry import get_rules

FILES = sorted(Path(__file__).parent.glob("*/scenarios/*.json"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.parent.name}/{p.name}" for p in FILES])
def test_the_scenario_file_holds_its_expectations(path: Path) -> None:
    scenario = load_scenario(path)
    rules = get_rules(scenario.game)
    assert rules is not None, f"{path.name}: '{scenario.game}' is not playable"
    result = run_scenario(rules, scenario)
    assert check_expectations(scenario, result) == []


def test_there_are_scenario_files_of_every_playable_game() -> None:
    games = {load_scenario(p).game for p in FILES}
    assert {"aim", "tavern-keepers"} <= games
