"""Adventures in Inventory Management's table: everything the app shows of this game lives in this folder (the table
adapter in table.py, card faces in cards.py, rules help and glossary in help.py, icon names
in icons.py, what the shared suites check in checks.py, screenshot scenes in
screenshots.py). ``UI_ENTRY`` registers it
(ui/games/__init__.py lists it); importing this package loads no pygame."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ui.game_entry import PrivacyOracle, SweepPlan, UiEntry
from ui.games.aim import help
from ui.games.aim.icons import TABLES


def _table() -> Any:
    from ui.games.aim.table import AimTable

    return AimTable()


def _privacy() -> PrivacyOracle:
    from ui.games.aim.checks import hidden_from

    return hidden_from


def _screenshots() -> Callable[[Any, Path, Any], list[Path]]:
    from ui.games.aim.screenshots import render

    return render


def _sweep() -> SweepPlan:
    from ui.games.aim.checks import sweep_plan

    return sweep_plan()


UI_ENTRY = UiEntry(
    game_id="aim",
    table=_table,
    help=help.HELP,
    glossary=help.glossary,
    icon="knapsack",
    privacy=_privacy,
    sweep=_sweep,
    icon_tables=TABLES,
    screenshots=_screenshots,
)
