"""The collector's tuning (game/core/heap.py) is applied by the command line and the benchmarks
before long headless runs, never as a side effect of loading a game (as the app does)."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

from game.core.heap import YOUNG_THRESHOLD, settle_heap

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import contextlib, gc, io, sys
{setup}
print(gc.get_freeze_count() > 0, gc.get_threshold()[0])
"""


def _fresh(setup: str) -> tuple[bool, int]:
    """(frozen?, young threshold) in a new process after ``setup``."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(setup=setup)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    frozen, young = done.stdout.split()[-2:]
    return frozen == "True", int(young)


def test_loading_a_game_leaves_the_collector_alone() -> None:
    """The app loads games through the registry: that must not freeze its heap."""
    frozen, young = _fresh(
        "from game.registry import get_rules\nassert get_rules('aim') and get_rules('tavern-keepers')"
    )
    assert not frozen and young != YOUNG_THRESHOLD


def test_a_simulation_from_the_command_line_settles_the_heap() -> None:
    frozen, young = _fresh(
        "from game.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['simulate', '--game', 'aim', '--games', '1']) == 0"
    )
    assert frozen and young == YOUNG_THRESHOLD


def test_settling_twice_keeps_the_older_generations_thresholds():
    before = gc.get_threshold()
    settle_heap()
    settle_heap()
    assert gc.get_threshold() == (YOUNG_THRESHOLD, before[1], before[2])
    assert gc.isenabled()
