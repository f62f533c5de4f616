"""Issue 11: a failing ``loot-table`` command prints one sentence and where the full log is,
never a traceback; ``simulate --save-dir`` names the real file problem."""

from __future__ import annotations

import errno
import json
import subprocess
import sys
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

import pytest

import game.cli as cli
import ui.main as launcher
from game.cli import EXIT_BAD_INPUT, EXIT_FAILED
from game.core import applog
from game.core.entry import GameEntry
from ui.paths import app_dirs

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "tests" / "aim" / "scenarios" / "sell_example.json"


@pytest.fixture(autouse=True)
def app_logger_restored() -> Iterator[None]:
    """The CLI attaches the log file to the app's logger: take it off again after each test."""
    logger = applog.get_logger()
    before, propagate, level = list(logger.handlers), logger.propagate, logger.level
    yield
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler) and handler not in before:
            logger.removeHandler(handler)
            handler.close()
    logger.propagate, logger.level = propagate, level


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LOOT_TABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def assert_logged(line: str, home: Path, what: str) -> None:
    log_file = home / "logs" / applog.FILE_NAME
    assert f"the full report is in {log_file}." in line
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text and what in text


def _boom(*_args: Any, **_kwargs: Any) -> Any:
    raise RuntimeError("an injected fault\nwith a second line")


def main(argv: list[str]) -> int:
    """The ``loot-table`` command (ui/main.py: the window, the self-test, game/cli.py)."""
    return launcher.main(argv)


# Each command of ``loot-table`` and the function it runs (the desktop app and the self-test
# too, which ui/main.py passes to game/cli.py).
COMMANDS = [
    (["games"], cli, "cmd_games"),
    (["simulate", "--games", "1"], cli, "cmd_simulate"),
    (["tournament", "--bots", "random,greedy", "--games", "1"], cli, "cmd_tournament"),
    (["replay", "x.jsonl"], cli, "cmd_replay"),
    (["scenario", "x.json"], cli, "cmd_scenario"),
    (["balance", "--games", "1"], cli, "cmd_balance"),
    (["--version"], cli, "cmd_version"),
    (["--selftest"], launcher, "run_selftest"),
    ([], launcher, "run_app"),
]


@pytest.mark.parametrize(("argv", "module", "target"), COMMANDS, ids=[t for *_a, t in COMMANDS])
def test_an_unexpected_error_in_any_command_is_one_sentence_and_the_log_path(
    argv: list[str],
    module: Any,
    target: str,
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(module, target, _boom)
    assert main(argv) == EXIT_FAILED
    captured = capsys.readouterr()
    line = one_line(captured.err)
    assert line.startswith("loot-table: stopped on an unexpected error (RuntimeError: ")
    assert "an injected fault with a second line" in line
    assert_logged(line, home, "an injected fault")


def test_missing_game_content_as_a_broken_install_had_is_one_sentence(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue's broken install: a game's cards.json missing made --version a traceback."""
    import dataclasses

    import game.registry as registry

    class Broken(GameEntry):
        def make_rules(self) -> Any:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", "cards.json")

    tk = registry.ENTRIES["tavern-keepers"]
    broken = Broken(**{f.name: getattr(tk, f.name) for f in dataclasses.fields(tk)})
    monkeypatch.setitem(registry.ENTRIES, "tavern-keepers", broken)
    monkeypatch.setattr(registry, "_rules", {})
    assert main(["--version"]) == EXIT_FAILED
    line = one_line(capsys.readouterr().err)
    assert "FileNotFoundError" in line and "cards.json" in line
    assert_logged(line, home, "FileNotFoundError")


def test_without_a_writable_log_folder_the_sentence_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "home"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("LOOT_TABLE_HOME", str(blocker))
    monkeypatch.setattr(cli, "cmd_games", _boom)
    assert main(["games"]) == EXIT_FAILED
    line = one_line(capsys.readouterr().err)
    assert f"no log file could be written in {blocker / 'logs'}" in line


def test_the_installed_command_prints_no_traceback(tmp_path: Path) -> None:
    """Through a real process: the console gets the sentence, the log the traceback."""
    code = (
        "import sys, game.cli as c\nc.cmd_games = lambda args: 1 / 0\nsys.exit(c.main(['games']))\n"
    )
    env = {"LOOT_TABLE_HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == EXIT_FAILED
    line = one_line(done.stderr)
    assert "ZeroDivisionError: division by zero" in line
    assert_logged(line, tmp_path, "ZeroDivisionError")


def test_the_log_folder_is_the_apps() -> None:
    assert applog.log_folder() == app_dirs().logs


# ------------------------------------------------------------------ simulate --save-dir
def simulate_into(save_dir: Path) -> int:
    return main(["simulate", "--games", "1", "--seed", "3", "--save-dir", str(save_dir)])


def test_save_dir_that_is_a_file_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out"
    target.write_text("not a folder")
    assert simulate_into(target) == EXIT_BAD_INPUT
    line = one_line(capsys.readouterr().err)
    assert line == f"loot-table: Cannot write the logs in {target}: it is a file, not a folder."
    assert target.read_text() == "not a folder"


def test_save_dir_below_a_file_says_a_part_of_the_path_is_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "out").write_text("x")
    assert simulate_into(tmp_path / "out" / "logs") == EXIT_BAD_INPUT
    line = one_line(capsys.readouterr().err)
    assert line.endswith("a part of the path is a file, not a folder.")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.EACCES, "permission denied"),
        (errno.EROFS, "the file system is read-only"),
        (errno.ENOSPC, "the disk is full"),
    ],
)
def test_save_dir_that_cannot_be_written_names_the_reason(
    code: int,
    words: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A read-only folder (faked: the tests may run as root, who may write anywhere)."""
    import game.simulate as simulate

    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError(code, "refused", str(tmp_path / "out"))

    monkeypatch.setattr(simulate.tempfile, "TemporaryFile", refuse)
    assert simulate_into(tmp_path / "out") == EXIT_BAD_INPUT
    line = one_line(capsys.readouterr().err)
    assert line == f"loot-table: Cannot write the logs in {tmp_path / 'out'}: {words}."


def test_a_disk_that_fills_during_the_games_stops_the_simulation_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The log writer keeps unsaved lines and never raises; a simulation must not report
    logs it did not write."""
    import game.core.log_writer as log_writer

    def full(*_args: Any, **_kwargs: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(log_writer.os, "write", full)
    assert simulate_into(tmp_path / "out") == EXIT_BAD_INPUT
    line = one_line(capsys.readouterr().err)
    assert line.startswith(f"loot-table: Cannot write {tmp_path / 'out' / 'aim-3.jsonl'}: ")
    assert "No space left on device" in line


def test_a_writable_save_dir_still_gets_every_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert simulate_into(tmp_path / "new" / "out") == 0
    logs = sorted((tmp_path / "new" / "out").iterdir())
    assert [p.name for p in logs] == ["aim-3.jsonl"]
    assert json.loads(logs[0].read_text().splitlines()[0])["type"] == "header"
