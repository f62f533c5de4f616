"""What ``pip install .`` ships (issue 11): the wheel holds every game's content, the fonts and
the sounds, and the installed copy finds them from any folder.

The tests import the source tree, so a file missing from the package would go unseen there;
these build the wheel once per session from a copy of the checkout, through setuptools'
build backend (offline: the ``test`` extra brings a setuptools that builds wheels by itself;
an older one falls back to ``pip wheel``, which fetches the backend from the configured index).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game.registry as registry
from game.registry import available, get_rules, with_rules
from ui.assets import FONT_BOLD, FONT_CONDENSED, FONT_REGULAR
from ui.sound import ALL_SOUNDS

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "game" / "games"
RESOURCES = ROOT / "ui" / "resources"
NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    "*.pyc",
    ".*_cache",
    ".hypothesis",
    "out",
)


def _backend_builds_wheels() -> bool:
    """setuptools 70.1+ has bdist_wheel built in; older ones need the separate wheel package."""
    return (
        importlib.util.find_spec("setuptools.command.bdist_wheel") is not None
        or importlib.util.find_spec("wheel") is not None
    )


def _build_wheel(src: Path, out: Path) -> Path:
    if _backend_builds_wheels():
        code = "import sys; from setuptools import build_meta; build_meta.build_wheel(sys.argv[1])"
        cmd = [sys.executable, "-c", code, str(out)]
    else:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(src)]
    done = subprocess.run(cmd, cwd=src, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheels = sorted(out.glob("loot_table-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel of this checkout, built from a clean copy (no build/ or caches of ours)."""
    base = tmp_path_factory.mktemp("wheel")
    src = base / "src"
    shutil.copytree(ROOT, src, ignore=NOT_SOURCE)
    return _build_wheel(src, base / "dist")


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def _data_files(folder: Path) -> set[str]:
    """Files under ``folder`` that are not Python source or bytecode, relative to the root."""
    return {
        p.relative_to(ROOT).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    }


def _game_folder(game_id: str) -> Path:
    rules = get_rules(game_id)
    assert rules is not None
    module = sys.modules[type(rules).__module__]
    assert module.__file__ is not None
    return Path(module.__file__).resolve().parent


def test_every_registered_game_keeps_its_content_inside_its_package() -> None:
    """Each game with rules lives in its own folder under game/games/, and the content files
    its entry names are there (a game may have none: its entry's ``content`` is empty)."""
    folders = {_game_folder(g): g for g in with_rules()}
    assert len(folders) == len(with_rules()) >= 2
    for folder, game_id in folders.items():
        assert folder.parent == GAMES, folder
        entry = registry.ENTRIES[game_id]
        for name in entry.content:
            assert (folder / name).is_file(), f"{game_id}: {name} is not in {folder}"


def test_the_wheel_holds_every_games_content_files(wheel_names: set[str]) -> None:
    """Every data file of every game folder (registered or still to come: content, README,
    balance reports) is in the wheel."""
    for game_id in with_rules():
        content = _data_files(_game_folder(game_id))
        missing = sorted(content - wheel_names)
        assert not missing, f"{game_id}: the wheel lacks {missing}"
    everything = _data_files(GAMES)
    assert not sorted(everything - wheel_names)
    for entry in registry.REGISTERED:  # the content files each game's entry names
        assert entry.package is not None or not entry.content
        for name in entry.content:
            path = f"{str(entry.package).replace('.', '/')}/{name}"
            assert path in wheel_names, f"{entry.game_id}: the wheel lacks {path}"


def test_the_wheel_holds_every_games_tutorial_and_player_aid(wheel_names: set[str]) -> None:
    """Learn to play reads ui/games/<package>/tutorial.json and aid.json from the install."""
    for game_id in available():
        folder = f"ui/games/{game_id.replace('-', '_')}"
        for name in ("tutorial.json", "aid.json"):
            assert f"{folder}/{name}" in wheel_names, f"{game_id}: the wheel lacks {name}"


def test_the_wheel_holds_the_fonts_and_sounds(wheel_names: set[str]) -> None:
    fonts = [f"ui/resources/fonts/{f}" for f in (FONT_REGULAR, FONT_BOLD, FONT_CONDENSED)]
    sounds = [f"ui/resources/sounds/{s}.wav" for s in ALL_SOUNDS]
    for name in [*fonts, *sounds]:
        assert name in wheel_names, name
    assert not sorted(_data_files(RESOURCES) - wheel_names)


def test_the_wheel_holds_no_stale_bytecode_or_build_leftovers(wheel_names: set[str]) -> None:
    assert not [n for n in wheel_names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in wheel_names if n.startswith(("tests/", "bench/", "build/"))]
    entry = next(n for n in wheel_names if n.endswith(".dist-info/entry_points.txt"))
    assert entry


def test_the_one_command_is_the_apps_entry_point(wheel: Path, wheel_names: set[str]) -> None:
    """``loot-table`` opens the window from ui/ (game/ never imports it) and hands every
    headless command to game/cli.py."""
    entry = next(n for n in wheel_names if n.endswith(".dist-info/entry_points.txt"))
    with zipfile.ZipFile(wheel) as z:
        text = z.read(entry).decode("utf-8")
    scripts = [line.split("=") for line in text.splitlines() if "=" in line]
    assert [(k.strip(), v.strip()) for k, v in scripts] == [("loot-table", "ui.main:main")]


def test_the_unpacked_wheel_runs_from_another_folder(wheel: Path, tmp_path: Path) -> None:
    """As installed: ``--version`` loads every game's content and the fonts are found, with
    the checkout nowhere on the path."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(site)
    code = (
        "import sys, game, ui.assets\n"
        "from game.cli import main\n"
        "print('game at', game.__file__)\n"
        "print('resources at', ui.assets.resource_root())\n"
        "sys.exit(main(['--version']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"game at {site / 'game' / '__init__.py'}"
    assert lines[1] == f"resources at {site / 'ui' / 'resources'}"
    for game_id in available():
        assert any(line.startswith(f"{game_id} (") for line in lines), done.stdout
