"""The app's diagnostic log file (game/core/applog.py, shared with the headless commands).

Contract: :func:`setup_logging` attaches one RotatingFileHandler (1 MB, 3 old files) to
the ``loot_table`` logger, replacing any it attached before; if the folder cannot be
written the app runs without a log file (it returns None) rather than failing.
"""

from __future__ import annotations

from game.core.applog import BACKUPS, FILE_NAME, LOGGER, MAX_BYTES, get_logger, setup_logging

__all__ = ["BACKUPS", "FILE_NAME", "LOGGER", "MAX_BYTES", "get_logger", "setup_logging"]
