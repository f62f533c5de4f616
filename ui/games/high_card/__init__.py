"""High Card's table: the worked example of a game's UI folder (the engine side is
game/games/high_card/; its README.md walks through both). The adapter and its layout are
in table.py, the rules help and glossary in help.py, icon names in icons.py, what the
shared suites check in checks.py. ``UI_ENTRY`` registers it (ui/games/__init__.py lists
it); importing this package loads no pygame."""

from __future__ import annotations

from typing import Any

from ui.game_entry import PrivacyOracle, SweepPlan, UiEntry
from ui.games.high_card import help
from ui.games.high_card.icons import PICTURE, TABLES


def _table() -> Any:
    from ui.games.high_card.table import HighCardTable

    return HighCardTable()


def _privacy() -> PrivacyOracle:
    from ui.games.high_card.checks import hidden_from

    return hidden_from


def _sweep() -> SweepPlan:
    from ui.games.high_card.checks import sweep_plan

    return sweep_plan()


UI_ENTRY = UiEntry(
    game_id="high-card",
    table=_table,
    help=help.HELP,
    glossary=help.glossary,
    icon=PICTURE,
    privacy=_privacy,
    sweep=_sweep,
    icon_tables=TABLES,
)
