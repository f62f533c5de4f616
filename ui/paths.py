"""Where Loot Table keeps its files: game/core/paths.py (the command line needs them too)."""

from game.core.paths import APP, AppDirs, app_dirs

__all__ = ["APP", "AppDirs", "app_dirs"]
