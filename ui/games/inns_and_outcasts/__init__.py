"""Inns & Outcasts's table: everything the app shows of this game lives in this folder (the table
adapter in table.py, card faces in cards.py, rules help and glossary in help.py, icon names
in icons.py, what the shared suites check in checks.py, screenshot scenes in
screenshots.py). ``UI_ENTRY`` registers it
(ui/games/__init__.py lists it); importing this package loads no pygame."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ui.game_entry import PrivacyOracle, SweepPlan, UiEntry
from ui.games.inns_and_outcasts import help
from ui.games.inns_and_outcasts.icons import TABLES


def _table() -> Any:
    from ui.games.inns_and_outcasts.table import InnsTable

    return InnsTable()


def _privacy() -> PrivacyOracle:
    from ui.games.inns_and_outcasts.checks import hidden_from

    return hidden_from


def _screenshots() -> Callable[[Any, Path, Any], list[Path]]:
    from ui.games.inns_and_outcasts.screenshots import render

    return render


def _sweep() -> SweepPlan:
    from ui.games.inns_and_outcasts.checks import sweep_plan

    return sweep_plan()


UI_ENTRY = UiEntry(
    game_id="inns-and-outcasts",
    table=_table,
    help=help.HELP,
    glossary=help.glossary,
    icon="hooded-figure",
    privacy=_privacy,
    sweep=_sweep,
    icon_tables=TABLES,
    screenshots=_screenshots,
)
