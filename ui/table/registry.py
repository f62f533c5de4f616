"""The table adapters, game id -> factory: derived from the UI entries (ui/games/__init__.py), where a
game's table is registered. No import scans or import-time registration (both break under
PyInstaller)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ui.games import UI_GAMES

ADAPTERS: dict[str, Callable[[], Any]] = {e.game_id: e.table for e in UI_GAMES}


def adapter_for(game_id: str) -> Any:
    """The table adapter of ``game_id``; KeyError for a game without a table yet."""
    return ADAPTERS[game_id]()
