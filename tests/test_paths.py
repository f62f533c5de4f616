"""Where files go: platformdirs' data, config and log folders, never the program's folder or
the current directory; LOOT_TABLE_HOME moves them all (tests, the self-test)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from ui.logfile import BACKUPS, MAX_BYTES, setup_logging
from ui.paths import app_dirs


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_each_kind_of_file_has_its_platform_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LOOT_TABLE_HOME", raising=False)
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    dirs = app_dirs()
    assert dirs.saves == tmp_path / "data" / "loot-table" / "saves"
    assert dirs.replays == tmp_path / "data" / "loot-table" / "replays"
    assert dirs.hall_of_fame == tmp_path / "data" / "loot-table" / "hall_of_fame.json"
    assert dirs.settings == tmp_path / "config" / "loot-table" / "settings.json"
    assert dirs.logs.is_relative_to(tmp_path / "state" / "loot-table")
    cwd = Path.cwd().resolve()
    program = Path(__file__).resolve().parents[1]
    for p in (dirs.saves, dirs.replays, dirs.settings, dirs.hall_of_fame, dirs.logs):
        assert not p.resolve().is_relative_to(cwd) and not p.resolve().is_relative_to(program)


def test_loot_table_home_moves_everything(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOOT_TABLE_HOME", str(tmp_path))
    dirs = app_dirs().ensure()
    for p in (dirs.saves, dirs.replays, dirs.settings, dirs.hall_of_fame, dirs.logs):
        assert p.is_relative_to(tmp_path)
    assert dirs.saves.is_dir() and dirs.logs.is_dir()


def test_the_log_file_rotates(tmp_path: Path) -> None:
    path = setup_logging(tmp_path / "logs")
    assert path is not None
    log = logging.getLogger("loot_table.test")
    line = "x" * 1000
    for _ in range(MAX_BYTES * (BACKUPS + 2) // 1000):
        log.info(line)
    files = sorted(p.name for p in (tmp_path / "logs").iterdir())
    assert files == ["loot-table.log"] + [f"loot-table.log.{i}" for i in range(1, BACKUPS + 1)]
    assert all(p.stat().st_size <= MAX_BYTES + 2000 for p in (tmp_path / "logs").iterdir())
    setup_logging(tmp_path / "other")  # replaces the handler instead of adding a second
    handlers = logging.getLogger("loot_table").handlers
    assert len(handlers) == 1
    handlers[0].close()
    logging.getLogger("loot_table").removeHandler(handlers[0])
