"""``loot-table --selftest`` and ``--version`` (issue 6): one PASS/FAIL line per check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game.registry import available, get_rules
from ui.games import offered

ROOT = Path(__file__).resolve().parents[1]


def test_the_selftest_passes_headless_and_writes_nothing_outside_a_temporary_folder(
    tmp_path: Path,
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "LOOT_TABLE"))}
    env["PYTHONPATH"] = str(ROOT)
    env["HOME"] = str(tmp_path / "home")  # platformdirs would point here: it must stay empty
    env.pop("XDG_DATA_HOME", None)
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_STATE_HOME", None)
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    out = subprocess.run(
        [sys.executable, "-m", "ui", "--selftest"],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    checks = [ln for ln in lines if ln.startswith(("PASS ", "FAIL "))]
    assert checks and all(ln.startswith("PASS ") for ln in checks)
    names = {ln.split(" (")[0].split(" [")[0] for ln in checks}

    for game_id in available():
        assert f"PASS content {game_id}" in names
    for game_id in offered():
        for what in ("bot game", "replay", "save", "scene table", "scene replay"):
            assert f"PASS {what} {game_id}" in names
    assert lines[-1].startswith("Self-test passed:")
    assert list(cwd.iterdir()) == [] and not (tmp_path / "home").exists()
    assert out.stderr == ""


BROKEN_ASSETS = """
import sys
from ui import selftest

def broken():
    raise FileNotFoundError("art/fonts/DejaVuSans.ttf")

selftest.check_assets = broken
sys.exit(selftest.run())
"""


def test_a_failing_check_is_named_and_the_exit_code_is_1() -> None:
    # in a child process: the self-test ends with pygame.quit(), which would spoil the fonts
    # cached by the UI tests that run after this one
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", BROKEN_ASSETS], capture_output=True, text=True, env=env, timeout=600
    )
    assert out.returncode == 1, out.stdout + out.stderr
    text = out.stdout.splitlines()
    assert any(ln.startswith("FAIL assets: FileNotFoundError: art/fonts/") for ln in text)
    assert text[-1].startswith("Self-test FAILED: 1 of ") and text[-1].endswith("(assets).")
    assert sum(ln.startswith("PASS ") for ln in text) >= 10  # the other checks still ran


def test_version_names_the_app_and_each_game_content(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["--version"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"loot-table {game.__version__}"
    for game_id, line in zip(available(), lines[1:], strict=True):
        rules = get_rules(game_id)
        assert rules is not None
        assert line.startswith(f"{game_id} (") and line.endswith(f"content {rules.content_version}")
