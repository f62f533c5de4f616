"""Issue 26, headless: play on from any step of a game (branches), and statistics counted
only from finished games whose saves verify."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import EXIT_BAD_INPUT, EXIT_OK
from game.cli import main as cli_main
from game.core.branch import branch
from game.core.errors import LogRefused
from game.core.log import read_log, verify_file
from game.core.model import SeatInfo
from game.registry import get_rules
from game.simulate import make_config
from game.stats import CountedGame, collect, tally
from tests.hostile_corpus import aim_config, deal, write_log

FIXTURES = Path(__file__).parent / "fixtures" / "saves"
FINISHED = FIXTURES / "aim-format4-3dd8414.jsonl"
"""A finished greedy game of AIM (the previous release's, so migrated on read)."""


def test_a_branch_begins_with_the_parents_steps_and_verifies_on_its_own(tmp_path: Path) -> None:
    parent = verify_file(FINISHED, get_rules)
    out = tmp_path / "branch.jsonl"
    seats = (SeatInfo(name="Ana"), SeatInfo(name="Bot", kind="bot", level="normal"))
    match = branch(FINISHED, 40, out, get_rules, seats)
    match.sink.close()  # type: ignore[union-attr]
    again = verify_file(out, get_rules)
    assert [s.events for s in again.match.steps] == [s.events for s in parent.match.steps[:40]]
    header = again.loaded.header
    assert header.parent is not None and header.parent.file == FINISHED.name
    assert header.parent.step == 40 and header.config.seats == seats
    assert not again.match.is_over
    # a branch of the branch names the branch as its parent
    deeper = branch(out, 10, tmp_path / "deeper.jsonl", get_rules)
    deeper.sink.close()  # type: ignore[union-attr]
    assert verify_file(tmp_path / "deeper.jsonl", get_rules).loaded.header.parent.file == out.name  # type: ignore[union-attr]


def test_a_branch_never_replaces_a_file_and_needs_a_step_the_game_has(tmp_path: Path) -> None:
    taken = tmp_path / "taken.jsonl"
    taken.write_text("mine")
    with pytest.raises(LogRefused, match="already exists"):
        branch(FINISHED, 3, taken, get_rules)
    assert taken.read_text() == "mine"
    with pytest.raises(LogRefused, match="a branch starts at step 0 to"):
        branch(FINISHED, 10_000, tmp_path / "new.jsonl", get_rules)


def test_the_branchs_parent_is_bound_into_its_hashes(tmp_path: Path) -> None:
    out = tmp_path / "branch.jsonl"
    branch(FINISHED, 5, out, get_rules).sink.close()  # type: ignore[union-attr]
    lines = out.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    del head["parent"]  # passing a branch off as a game of its own
    lines[0] = json.dumps(head).encode()
    out.write_bytes(b"\n".join(lines))
    with pytest.raises(LogRefused, match="the game it was branched from"):
        read_log(out, get_rules)


def test_replay_branch_at_writes_a_save_that_replay_verify_accepts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "new.jsonl"
    assert cli_main(["replay", str(FINISHED), "--branch-at", "12", "--out", str(out)]) == EXIT_OK
    assert cli_main(["replay", str(out), "--verify"]) == EXIT_OK
    said = capsys.readouterr().out
    assert f"branched from {FINISHED.name} at step 12" in said
    assert cli_main(["replay", str(FINISHED), "--branch-at", "3"]) == EXIT_BAD_INPUT


def _counted(file: str, created: str, winners: tuple[int, ...]) -> CountedGame:
    return CountedGame(
        file, "aim", created, ("Ana", "Ben"), ("human", "greedy"), winners, {0: 3, 1: 5}
    )


def test_statistics_count_wins_scores_and_streaks_oldest_first() -> None:
    games = [
        _counted("c", "2026-01-03", (0,)),
        _counted("a", "2026-01-01", (0,)),
        _counted("b", "2026-01-02", (1,)),
        _counted("d", "2026-01-04", (0,)),
    ]
    stats = tally(games)
    ana = next(p for p in stats.players if p.name == "Ana")
    assert (ana.games, ana.wins, ana.best_streak, ana.current_streak) == (4, 3, 2, 2)
    assert ana.per_game["aim"].average_score == 3 and ana.per_game["aim"].best_score == 3
    (greedy,) = stats.levels
    assert (greedy.level, greedy.games, greedy.wins, greedy.human_wins) == ("greedy", 4, 1, 3)


def test_statistics_count_only_finished_games_from_a_real_deal_that_verify(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "finished.jsonl").write_bytes(FINISHED.read_bytes())
    config = aim_config()
    write_log(tmp_path / "unfinished.jsonl", config, deal(config), actions=5)
    scenario = deal(make_config("aim", ["greedy", "greedy"], 99))  # another seed's deal
    write_log(tmp_path / "scenario.jsonl", config, scenario, actions=5)
    branch(FINISHED, 5, tmp_path / "branch.jsonl", get_rules).sink.close()  # type: ignore[union-attr]
    today = read_log(FINISHED, get_rules).data  # in today's format: its header bound
    forged = today.replace(b'"Greedy 1"', b'"Mallory"', 1)
    (tmp_path / "forged.jsonl").write_bytes(forged)
    stats = collect([tmp_path], get_rules)
    assert stats.games == 1
    why = dict(stats.skipped)
    assert set(why) == {"unfinished.jsonl", "scenario.jsonl", "branch.jsonl", "forged.jsonl"}
    assert "not finished" in why["unfinished.jsonl"]
    assert "branch" in why["branch.jsonl"] and "scenario" in why["scenario.jsonl"]
    assert cli_main(["stats", "--from", str(tmp_path), "--json"]) == EXIT_OK
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 1
    assert {p["name"] for p in data["players"]} == {"Greedy 1", "Greedy 2"}
    assert all({"name", "games", "wins"} <= set(p) for p in data["players"])
    assert cli_main(["stats", "--from", str(tmp_path / "nowhere")]) == EXIT_BAD_INPUT


def test_loot_table_with_a_file_opens_the_window_on_it(capsys: pytest.CaptureFixture[str]) -> None:
    """``loot-table FILE`` hands an existing file to the window; a command name or a file
    that is not there stays a command line matter."""
    opened: list[Path] = []

    def open_file(path: Path) -> int:
        opened.append(path)
        return 0

    assert cli_main([str(FINISHED)], open_file=open_file) == EXIT_OK
    assert opened == [FINISHED]
    assert cli_main(["no-such-save.jsonl"], open_file=open_file) == EXIT_BAD_INPUT
    assert cli_main(["games"], open_file=open_file) == EXIT_OK and opened == [FINISHED]
    capsys.readouterr()
