"""Saves survive a full disk, a read-only folder and old formats (issue 6: durable saves).

A write that fails keeps the game going in memory and is retried; the file on disk is
always a prefix of the log; an older log format is migrated, a newer one refused.
"""

from __future__ import annotations

import errno
import json
import os
import random
import shutil
from pathlib import Path

import pytest

from game.core import atomic, log_writer
from game.core.errors import LogRefused
from game.core.log import LOG_FORMAT, LogWriter, parse_log, read_log, rebuild
from game.core.match import Match
from game.core.migrate import MIGRATIONS, migrate_record
from game.core.model import SeatInfo
from game.registry import get_rules
from tests.conftest import new_match, random_step
from ui.session import GameSession

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
FORMAT1 = FIXTURES / "aim-format1.jsonl"


class FlakyDisk:
    """Stands in for os.write: fails with ENOSPC while ``full``, or writes only part of it."""

    def __init__(self, real, partial: bool = False) -> None:  # type: ignore[no-untyped-def]
        self.real = real
        self.full = False
        self.partial = partial
        self.failures = 0

    def __call__(self, fd: int, data) -> int:  # type: ignore[no-untyped-def]
        if self.full:
            self.failures += 1
            if self.partial and len(data) > 10:
                self.real(fd, bytes(data[: len(data) // 3]))  # a torn write, then the error
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return self.real(fd, data)


def _writer_match(path: Path, seed: int = 3) -> tuple[LogWriter, Match]:
    rules = get_rules("aim")
    config = new_match(rules, 2, seed).config
    writer = LogWriter(path, rules, config)
    return writer, Match.new(rules, config, sink=writer)


@pytest.mark.parametrize("partial", [False, True], ids=["no-space", "torn-write"])
def test_a_full_disk_keeps_the_game_in_memory_and_saves_it_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, partial: bool
) -> None:
    disk = FlakyDisk(os.write, partial)
    monkeypatch.setattr(log_writer.os, "write", disk)
    path = tmp_path / "game.jsonl"
    writer, match = _writer_match(path)
    rng = random.Random(1)
    for _ in range(20):
        random_step(match, rng)
    disk.full = True
    for _ in range(30):
        random_step(match, rng)  # never raises
        # whatever is on disk is still a readable prefix of the game
        prefix, report = rebuild(get_rules("aim"), read_log(path, get_rules))
        assert report.mismatch is None and len(prefix.steps) < len(match.steps)
    assert disk.failures >= 30
    assert writer.problem is not None and "No space left" in writer.problem
    assert writer.pending_bytes > 0
    disk.full = False
    assert writer.retry() is True
    assert writer.problem is None and writer.pending_bytes == 0
    writer.close()
    loaded = read_log(path, get_rules)
    assert loaded.warnings == []
    again, report = rebuild(get_rules("aim"), loaded)
    assert report.mismatch is None
    assert again.state_hash() == match.state_hash() and len(again.steps) == 50


def test_a_read_only_folder_is_retried_until_it_can_be_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = os.open
    blocked = {"on": True}

    def read_only_open(path, flags, *args):  # type: ignore[no-untyped-def]
        if blocked["on"] and flags & (os.O_WRONLY | os.O_RDWR):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(log_writer.os, "open", read_only_open)
    path = tmp_path / "game.jsonl"
    writer, match = _writer_match(path)
    rng = random.Random(2)
    for _ in range(15):
        random_step(match, rng)
    assert not path.exists()
    assert writer.problem is not None and "read-only" in writer.problem.lower()
    blocked["on"] = False
    random_step(match, rng)  # the next action's write succeeds and takes the rest with it
    assert writer.problem is None
    writer.close()
    rebuilt, report = rebuild(get_rules("aim"), read_log(path, get_rules))
    assert report.mismatch is None and rebuilt.state_hash() == match.state_hash()


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores modes")
def test_a_folder_made_read_only_on_disk(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        writer, match = _writer_match(folder / "game.jsonl")
        random_step(match, random.Random(1))
        assert writer.problem is not None
    finally:
        folder.chmod(0o700)
    assert writer.retry() is True
    writer.close()


def test_the_session_warns_once_goes_on_and_says_when_saving_works_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = FlakyDisk(os.write)
    monkeypatch.setattr(log_writer.os, "write", disk)
    seats = [SeatInfo(name="A"), SeatInfo(name="B")]
    session = GameSession.new("aim", seats, 9, tmp_path)
    rng = random.Random(4)

    def play(n: int) -> None:
        for _ in range(n):
            seat = session.match.to_act()[0]
            assert session.apply(seat, rng.choice(session.match.legal_actions(seat))) is None

    play(10)
    assert session.save_error is None and session.save_problem is None
    disk.full = True
    play(1)
    assert session.save_error is not None and "goes on in memory" in session.save_error
    session.save_error = None  # the table shows it once
    play(10)
    assert session.save_error is None  # not repeated while it keeps failing
    assert session.retry_save() is False
    disk.full = False
    assert session.retry_save() is True
    assert session.save_error is not None and "works again" in session.save_error
    session.close()
    assert session.path is not None
    back = GameSession.load(session.path)
    back.close()
    assert back.match.state_hash() == session.match.state_hash()


def test_an_atomic_write_that_fails_leaves_the_old_file_and_no_litter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "settings.json"
    atomic.write_atomic(target, '{"old": true}')

    def no_space(*_a, **_k):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", no_space)
    with pytest.raises(OSError):
        atomic.write_atomic(target, '{"new": true}')
    assert json.loads(target.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_resumed_log_whose_last_line_lost_its_newline_appends_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    writer, match = _writer_match(path)
    rng = random.Random(5)
    for _ in range(10):
        random_step(match, rng)
    writer.close()
    path.write_bytes(path.read_bytes()[:-1])  # a crash between the line and its newline
    session = GameSession.load(path)
    seat = session.match.to_act()[0]
    assert session.apply(seat, session.match.legal_actions(seat)[0]) is None
    session.close()
    again = GameSession.load(path)
    again.close()
    assert again.match.state_hash() == session.match.state_hash()
    assert len(again.match.steps) == 11


# ------------------------------------------------------------------ migrations
def test_every_older_format_has_a_migration_to_the_current_one() -> None:
    assert sorted(MIGRATIONS) == list(range(1, LOG_FORMAT))


def test_a_format_1_save_is_migrated_and_replays_to_its_recorded_hashes() -> None:
    """The fixture was written by Loot Table 0.1.0 (log format 1), undo included."""
    assert json.loads(FORMAT1.read_text().splitlines()[0])["format"] == 1
    loaded = read_log(FORMAT1, get_rules)
    assert loaded.migrated_from == 1
    assert loaded.header.format == LOG_FORMAT
    assert loaded.header.app_version == "0.1.0"
    assert any(r.type == "undo" for r in loaded.records)
    match, report = rebuild(get_rules("aim"), loaded)
    assert report.mismatch is None
    assert match.state_hash() == json.loads(FORMAT1.read_text().splitlines()[-1])["hash"]


def test_migration_1_to_2_adds_the_app_version_and_leaves_steps_alone() -> None:
    header = {"type": "header", "format": 1, "game": "aim"}
    assert migrate_record(header, 1, 2) == {**header, "format": 2, "app_version": "0.1.0"}
    step = {"type": "step", "i": 0}
    assert migrate_record(step, 1, 2) == step


def test_resuming_a_format_1_save_upgrades_the_file_and_keeps_the_original(
    tmp_path: Path,
) -> None:
    path = tmp_path / FORMAT1.name
    shutil.copy(FORMAT1, path)
    session = GameSession.load(path)
    assert any("older Loot Table" in w for w in session.warnings)
    backup = tmp_path / f"{FORMAT1.name}.format1.bak"
    assert backup.read_bytes() == FORMAT1.read_bytes()
    assert json.loads(path.read_text().splitlines()[0])["format"] == LOG_FORMAT
    seat = session.match.to_act()[0]
    assert session.apply(seat, session.match.legal_actions(seat)[0]) is None
    session.close()
    again = read_log(path, get_rules)
    assert again.migrated_from is None
    match, report = rebuild(get_rules("aim"), again)
    assert report.mismatch is None and match.state_hash() == session.match.state_hash()


def test_a_format_with_no_migration_is_refused_by_name() -> None:
    lines = FORMAT1.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    head["format"] = 0
    data = b"\n".join([json.dumps(head).encode(), *lines[1:]])
    with pytest.raises(LogRefused, match="log format 0, which this version can no longer read"):
        parse_log(data, get_rules, "old.jsonl")


def test_a_newer_format_is_refused_naming_both_versions() -> None:
    lines = FORMAT1.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    head["format"] = LOG_FORMAT + 1
    data = b"\n".join([json.dumps(head).encode(), *lines[1:]])
    with pytest.raises(LogRefused, match=f"newer Loot Table .*format {LOG_FORMAT + 1}"):
        parse_log(data, get_rules, "new.jsonl")


def test_a_finished_game_moves_to_the_replays_folder_and_an_unfinished_one_stays(
    tmp_path: Path,
) -> None:
    from game.bots import make_bot
    from ui.session import archive_finished, list_saves

    saves, replays = tmp_path / "saves", tmp_path / "replays"
    seats = [SeatInfo(name="A", kind="bot", level="random")] * 2
    bots = lambda info, g: make_bot("random", g)  # noqa: E731
    unfinished = GameSession.new("aim", seats, 1, saves, bots)
    finished = GameSession.new("aim", seats, 2, saves, bots)
    rng = random.Random(0)
    while not finished.match.is_over:
        seat = finished.match.to_act()[0]
        finished.apply(seat, rng.choice(finished.match.legal_actions(seat)))
    assert archive_finished(unfinished, replays) is None and unfinished.path.parent == saves
    assert archive_finished(finished, replays) is None
    assert finished.path is not None and finished.path.parent == replays
    assert [i.path for i in list_saves(saves)] == [unfinished.path]
    (moved,) = list_saves(replays)
    assert moved.finished and moved.problem is None
    unfinished.close()


def test_temporaries_left_by_an_interrupted_write_are_cleared_when_old(tmp_path: Path) -> None:
    old = tmp_path / ".settings.json.abc123.tmp"
    new = tmp_path / ".aim-1.jsonl.def456.tmp"
    save = tmp_path / "aim-1.jsonl"
    for p in (old, new, save):
        p.write_text("x")
    os.utime(old, (1_000_000, 1_000_000))
    assert atomic.remove_stale_temporaries(tmp_path) == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([new.name, save.name])
