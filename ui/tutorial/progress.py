"""Where a tutorial in progress is kept and which tutorials are done.

A tutorial is saved like any game (its log, flushed after every move) but in a folder of
its own beside the saves (``tutorials/<game>.jsonl``), so Continue, Load, the Hall of Fame
and the statistics never see it (its header also says ``origin: "scenario"``). The games
finished are in the settings (``Settings.tutorials_done``).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from game.core.paths import AppDirs


def tutorial_folder(dirs: AppDirs) -> Path:
    """The folder of tutorials in progress (beside the saves)."""
    return dirs.saves.parent / "tutorials"


def save_path(dirs: AppDirs, game_id: str) -> Path:
    """The log of ``game_id``'s tutorial in progress (it may not exist)."""
    return tutorial_folder(dirs) / f"{game_id}.jsonl"


def in_progress(dirs: AppDirs, game_id: str) -> bool:
    """True when a tutorial of ``game_id`` was left part way."""
    return save_path(dirs, game_id).is_file()


def forget(dirs: AppDirs, game_id: str) -> None:
    """Drop the saved tutorial of ``game_id`` (finished or started over)."""
    with contextlib.suppress(OSError):
        save_path(dirs, game_id).unlink()


def is_done(settings: Any, game_id: str) -> bool:
    return game_id in settings.tutorials_done


def mark_done(app: Any, game_id: str) -> None:
    """Note in the settings that ``game_id``'s tutorial was finished (saved at once)."""
    settings = app.settings
    if game_id not in settings.tutorials_done:
        settings.tutorials_done = [*settings.tutorials_done, game_id]
        app.save_settings()
