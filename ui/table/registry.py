"""The table adapters Loot Table knows: an explicit dict of game id -> factory.

No import scans or import-time registration (both break under PyInstaller). A new game's
table is one entry here plus its module in ui/table/.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _aim() -> Any:
    from ui.table.aim import AimTable

    return AimTable()


def _tavern_keepers() -> Any:
    from ui.table.tavern_keepers import TavernKeepersTable

    return TavernKeepersTable()


ADAPTERS: dict[str, Callable[[], Any]] = {
    "aim": _aim,
    "tavern-keepers": _tavern_keepers,
}


def has_table(game_id: str) -> bool:
    """Whether ``game_id`` has a table adapter (a registered game may not have one yet)."""
    return game_id in ADAPTERS


def table_games() -> list[str]:
    """The playable games that have a table: the ones the app offers and opens."""
    from game.registry import available

    return [g for g in available() if g in ADAPTERS]


def adapter_for(game_id: str) -> Any:
    """The table adapter of ``game_id``; KeyError for a game without a table yet."""
    return ADAPTERS[game_id]()
