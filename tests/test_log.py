"""The log file: refused with one sentence when it cannot be trusted; a torn last line is dropped."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.core.binding import bound_hash
from game.core.errors import LogRefused
from game.core.log import LOG_FORMAT, MAX_LOG_BYTES, LogWriter, parse_log, read_log, rebuild
from game.core.match import Match
from game.registry import get_rules
from tests.conftest import new_match, random_step


@pytest.fixture()
def saved_game(tmp_path: Path) -> tuple[Path, Match]:
    rules = get_rules("aim")
    config = new_match(rules, 2, 5).config
    path = tmp_path / "game.jsonl"
    writer = LogWriter(path, rules, config)
    match = Match.new(rules, config, sink=writer)
    rng = random.Random(5)
    for _ in range(60):
        random_step(match, rng)
    writer.close()
    return path, match


def test_header_records_format_game_content_seats_seed(saved_game: tuple[Path, Match]) -> None:
    path, match = saved_game
    header = json.loads(path.read_text().splitlines()[0])
    assert header["format"] == LOG_FORMAT
    assert header["game"] == "aim"
    assert header["content_version"] == get_rules("aim").content_version
    assert header["config"]["seed"] == 5
    assert len(header["config"]["seats"]) == 2


def test_every_action_is_written_and_flushed_at_once(saved_game: tuple[Path, Match]) -> None:
    path, match = saved_game
    lines = path.read_text().splitlines()
    assert len(lines) == 2 + len(match.steps)
    binding = read_log(path, get_rules).binding
    assert json.loads(lines[-1])["hash"] == bound_hash(match.state_hash(), binding)


def test_not_a_log_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("hello, this is not a game\n")
    with pytest.raises(LogRefused, match="not a Loot Table game log"):
        read_log(bad, get_rules)


def test_empty_and_missing_files_are_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    with pytest.raises(LogRefused, match="empty"):
        read_log(empty, get_rules)
    with pytest.raises(LogRefused, match="the file does not exist"):
        read_log(tmp_path / "missing.jsonl", get_rules)


def test_malformed_line_in_the_middle_is_refused(saved_game: tuple[Path, Match]) -> None:
    path, _ = saved_game
    lines = path.read_text().splitlines()
    lines[10] = lines[10][: len(lines[10]) // 2]
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogRefused, match="line 11 is damaged"):
        read_log(path, get_rules)


def test_wrong_types_in_a_line_are_refused(saved_game: tuple[Path, Match]) -> None:
    path, _ = saved_game
    lines = path.read_text().splitlines()
    rec = json.loads(lines[5])
    rec["seat"] = "zero"
    lines[5] = json.dumps(rec)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogRefused, match="line 6 is invalid"):
        read_log(path, get_rules)


def test_future_format_version_is_refused_naming_the_version(
    saved_game: tuple[Path, Match],
) -> None:
    path, _ = saved_game
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["format"] = LOG_FORMAT + 1
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogRefused, match=f"newer Loot Table \\(log format {LOG_FORMAT + 1}"):
        read_log(path, get_rules)


def test_unknown_game_is_refused(saved_game: tuple[Path, Match]) -> None:
    path, _ = saved_game
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["game"] = "chess"
    header["config"]["game"] = "chess"
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogRefused, match="'chess'"):
        read_log(path, get_rules)


def test_oversized_file_is_refused_before_reading() -> None:
    with pytest.raises(LogRefused, match="size limit"):
        parse_log(b" " * (MAX_LOG_BYTES + 1), get_rules)


def test_torn_final_line_is_dropped_and_reported(saved_game: tuple[Path, Match]) -> None:
    path, match = saved_game
    data = path.read_bytes()
    lines = data.split(b"\n")
    torn = b"\n".join(lines[:-2]) + b"\n" + lines[-2][:20]
    path.write_bytes(torn)
    loaded = read_log(path, get_rules)
    assert loaded.warnings and "cut off" in loaded.warnings[0]
    rebuilt, report = rebuild(get_rules("aim"), loaded)
    assert report.mismatch is None
    assert len(rebuilt.steps) == len(match.steps) - 1


def test_tampered_hash_is_reported_as_a_mismatch(saved_game: tuple[Path, Match]) -> None:
    path, _ = saved_game
    lines = path.read_text().splitlines()
    rec = json.loads(lines[20])
    rec["hash"] = "0" * 32
    lines[20] = json.dumps(rec)
    path.write_text("\n".join(lines) + "\n")
    _, report = rebuild(get_rules("aim"), read_log(path, get_rules))
    assert report.mismatch is not None and "step 18" in report.mismatch


def test_undo_is_logged_and_replayed(tmp_path: Path) -> None:
    rules = get_rules("aim")
    config = new_match(rules, 2, 1).config
    path = tmp_path / "undo.jsonl"
    writer = LogWriter(path, rules, config)
    match = Match.new(rules, config, sink=writer)
    rng = random.Random(1)
    undos = 0
    while not match.is_over and undos < 5:
        seat, _ = random_step(match, rng)
        if match.can_undo(seat):
            match.undo(seat)
            undos += 1
    writer.close()
    assert undos == 5
    rebuilt, report = rebuild(rules, read_log(path, get_rules))
    assert report.mismatch is None
    assert rebuilt.state_hash() == match.state_hash()
    assert len(rebuilt.steps) == len(match.steps)
