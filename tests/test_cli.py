"""The ``loot-table`` command line: output, files and exit codes (0 ok, 1 mismatch, 2 bad input).

Every command runs in-process through ``main([...])``; nothing opens a window.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main

SCENARIOS = Path(__file__).resolve().parent / "aim" / "scenarios"
SIM_KEYS = {"games", "finished", "wins", "mean_rounds", "actions_per_second", "end_reasons"}


def simulate_logs(tmp_path: Path, games: int = 1, seed: int = 4) -> list[Path]:
    out = tmp_path / "logs"
    code = main(
        [
            "simulate",
            "--game",
            "aim",
            "--seats",
            "greedy,random",
            "--games",
            str(games),
            "--seed",
            str(seed),
            "--save-dir",
            str(out),
        ]
    )
    assert code == 0
    return sorted(out.glob("aim-*.jsonl"))


def assert_one_clear_line(err: str) -> None:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err


# ------------------------------------------------------------------ games
def test_games_lists_every_game_and_says_aim_is_playable(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    from game.registry import GAMES as LISTED

    for listed in LISTED:
        assert listed.game_id in out
    aim_line = next(line for line in out.splitlines() if line.startswith("aim "))
    assert "Adventures in Inventory Management" in aim_line
    assert aim_line.endswith("(2-4 seats; playable)")
    from game.core.entry import STATUS_WORDS
    from game.registry import GAMES

    for e in GAMES:  # every game's line says its seats and how far it is
        line = next(line for line in out.splitlines() if line.startswith(f"{e.game_id} "))
        lo, hi = e.seats
        assert line.endswith(f"({lo}-{hi} seats; {STATUS_WORDS[e.status]})")


# ------------------------------------------------------------------ simulate
def test_simulate_json_prints_one_object_with_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "simulate",
                "--game",
                "aim",
                "--seats",
                "random,random",
                "--games",
                "2",
                "--seed",
                "9",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= SIM_KEYS
    assert data["games"] == 2 and data["finished"] == 2
    assert len(data["wins"]) == 2 and sum(data["wins"]) == 2
    assert data["mean_rounds"] > 1 and data["actions_per_second"] > 0
    assert sum(data["end_reasons"].values()) == 2


def test_simulate_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seats", "random,random,random", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "finished: 1/1" in out and "wins:" in out and "actions/s" in out


@pytest.mark.parametrize(
    "args, words",
    [
        (["simulate", "--seats", "random,wizard"], "not a bot kind"),
        (["simulate", "--game", "chess"], "not a game"),
        (["simulate", "--seats", "random"], "2-4 seats"),
        (["simulate", "--games", "lots"], "invalid int"),
        (["simulate", "--games", "0"], "at least 1"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_is_one_sentence_and_exit_2(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert_one_clear_line(err)
    assert words in err


def test_a_planned_game_cannot_be_played_yet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game listed before its rules exist (status planned) is refused in one sentence."""
    from game import registry
    from game.core.entry import GameEntry

    planned = GameEntry("zz-planned", "Planned Game", (2, 4), "planned")
    monkeypatch.setattr(registry, "ENTRIES", {**registry.ENTRIES, planned.game_id: planned})
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, planned.game_id))
    assert main(["simulate", "--game", "zz-planned"]) == 2
    err = capsys.readouterr().err
    assert_one_clear_line(err)
    assert "cannot be played" in err


# ------------------------------------------------------------------ replay
def test_saved_games_replay_and_verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs = simulate_logs(tmp_path, games=2, seed=4)
    assert [p.name for p in logs] == ["aim-4.jsonl", "aim-5.jsonl"]
    capsys.readouterr()
    for log in logs:
        assert main(["replay", str(log), "--verify"]) == 0
        out = capsys.readouterr().out
        assert "every recorded state hash matches" in out and "Winner:" in out
    assert main(["replay", str(logs[0])]) == 0
    assert "not verified" in capsys.readouterr().out


def test_a_tampered_hash_is_a_mismatch_naming_the_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = simulate_logs(tmp_path)[0]
    lines = log.read_text(encoding="utf-8").splitlines()
    record = json.loads(lines[12])
    record["hash"] = "0" * 32
    lines[12] = json.dumps(record, separators=(",", ":"))
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(tampered), "--verify"]) == 1
    err = capsys.readouterr().err
    assert f"step {record['i']}" in err
    assert "Traceback" not in err


def test_a_torn_last_line_is_dropped_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = simulate_logs(tmp_path)[0]
    text = log.read_text(encoding="utf-8")
    last = text.splitlines()[-1]
    torn = tmp_path / "torn.jsonl"
    torn.write_text(text + last[: len(last) // 2], encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(torn), "--verify"]) == 0
    captured = capsys.readouterr()
    assert "warning:" in captured.err and "cut off" in captured.err


@pytest.mark.parametrize("content", ["hello, this is not a log\n", "", '{"type": "header"}\n'])
def test_a_file_that_is_not_a_log_is_refused_with_exit_2(
    content: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text(content, encoding="utf-8")
    assert main(["replay", str(bad), "--verify"]) == 2
    err = capsys.readouterr().err
    assert_one_clear_line(err)
    assert "cannot be loaded" in err


def test_a_missing_log_is_refused_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nope.jsonl")]) == 2
    assert_one_clear_line(capsys.readouterr().err)


# ------------------------------------------------------------------ scenario
def write_scenario(tmp_path: Path, data: dict[str, object]) -> Path:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_scenario_prints_events_view_and_outcome(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_scenario(
        tmp_path,
        {
            "game": "aim",
            "seats": 2,
            "seed": 7,
            "actions": [
                {"seat": 0, "action": {"kind": "finish_equip"}},
                {"seat": 1, "action": {"kind": "finish_equip"}},
            ],
        },
    )
    assert main(["scenario", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"events", "view", "outcome"}
    kinds = [e["kind"] for e in data["events"]]
    assert kinds[:2] == ["equip_finished", "equip_finished"]
    assert "turn_order_rolled" in kinds
    assert data["view"]["ctx"]["phase"] == "market_trash" and data["outcome"] is None


def test_worked_example_scenarios_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Each document runs; the ones that end on a refused action name that step and action."""
    files = sorted(SCENARIOS.glob("*.json"))
    if not files:
        pytest.skip("no scenario files in tests/aim/scenarios")
    for path in files:
        code = main(["scenario", str(path)])
        captured = capsys.readouterr()
        if code == 0:
            json.loads(captured.out)
        else:
            assert code == 2, path.name
            assert captured.err.startswith("step "), path.name


def test_crossbow_example_is_refused_at_step_2() -> None:
    """Storing (worked example): steps count from 0, as the scenario's own description does.
    The file expects that refusal (its ``expect`` block), so the run succeeds and still names
    the refused step and action."""
    path = SCENARIOS / "crossbow_in_hand.json"
    if not path.exists():
        pytest.skip("the crossbow scenario is not there")
    import contextlib
    import io

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["scenario", str(path)]) == 0
    assert err.getvalue().startswith("step 2: place(card=0, spot='store'): Not enough Carry")


def test_an_illegal_scenario_step_exits_2_naming_the_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_scenario(
        tmp_path,
        {
            "game": "aim",
            "seats": 2,
            "seed": 7,
            "actions": [
                {"seat": 0, "action": {"kind": "finish_equip"}},
                {"seat": 1, "action": {"kind": "buy", "card": 3}},
            ],
        },
    )
    assert main(["scenario", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert_one_clear_line(captured.err)
    assert captured.err.startswith("step 1: buy(card=3): ")


@pytest.mark.parametrize(
    "content, words",
    [
        ("not json at all", "not valid JSON"),
        ('{"game": "aim", "seats": "two"}', "not a valid scenario"),
        ('{"game": "chess"}', "is not a game"),
        ('{"game": "aim", "seats": 9}', "2-4 seats"),
        ('{"game": "aim", "position": {"players": [{"hand": ["Unicorn"]}]}}', "Unicorn"),
        ('{"game": "aim", "actions": [{"seat": 0, "action": {"kind": "fly"}}]}', "step 0"),
    ],
)
def test_bad_scenarios_exit_2_with_one_sentence(
    content: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["scenario", str(path)]) == 2
    err = capsys.readouterr().err
    assert_one_clear_line(err)
    assert words in err


def test_an_unreadable_scenario_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", str(tmp_path / "missing.json")]) == 2
    assert_one_clear_line(capsys.readouterr().err)


# ------------------------------------------------------------------ balance
def test_balance_writes_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "BALANCE.md"
    assert (
        main(
            [
                "balance",
                "--game",
                "aim",
                "--games",
                "3",
                "--seed",
                "1",
                "--bots",
                "random,random",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    text = out.read_text(encoding="utf-8")
    assert "loot-table balance --game aim --games 3 --seed 1 --bots random,random" in text
    for heading in (
        "## Game length (rounds)",
        "## How games end",
        "## Seats",
        "## Cards: how often bought",
    ):
        assert heading in text
    assert "First seat" in text and "| mean | median | p10 | p90 |" in text
    assert str(out) in capsys.readouterr().out


def test_balance_with_two_jobs_matches_one_job(tmp_path: Path) -> None:
    one, two = tmp_path / "one.md", tmp_path / "two.md"
    assert (
        main(
            ["balance", "--games", "4", "--seed", "2", "--bots", "random,random", "--out", str(one)]
        )
        == 0
    )
    assert (
        main(
            [
                "balance",
                "--games",
                "4",
                "--seed",
                "2",
                "--bots",
                "random,random",
                "--jobs",
                "2",
                "--out",
                str(two),
            ]
        )
        == 0
    )

    def numbers(path: Path) -> list[str]:  # everything but the command, date and speed lines
        return [
            line
            for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith(("loot-table", "- Date", "- Simulation speed"))
        ]

    assert numbers(one) == numbers(two)


def test_balance_for_a_game_without_a_report_exits_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game import registry
    from game.core.entry import GameEntry

    planned = GameEntry("zz-planned", "Planned Game", (2, 4), "planned")
    monkeypatch.setattr(registry, "ENTRIES", {**registry.ENTRIES, planned.game_id: planned})
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, planned))
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, planned.game_id))
    assert main(["balance", "--game", "zz-planned", "--games", "1"]) == 2
    assert_one_clear_line(capsys.readouterr().err)


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "simulate" in capsys.readouterr().out
