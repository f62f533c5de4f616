"""The app's diagnostic log: ``loot-table.log`` in the platform log folder, rotated.

Shared by the desktop app (ui/logfile.py re-exports it) and the headless commands, which
write a traceback here instead of printing one. Contract: :func:`setup_logging` attaches one
RotatingFileHandler (1 MB, 3 old files) to the ``loot_table`` logger, replacing any it
attached before; if the folder cannot be written the caller runs without a log file (it
returns None) rather than failing. :func:`log_folder` is the folder ``ui.paths.app_dirs()``
names for logs (tests/test_paths.py checks that they agree).
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

APP = "loot-table"
LOGGER = "loot_table"
FILE_NAME = "loot-table.log"
MAX_BYTES = 1024 * 1024
BACKUPS = 3


def log_folder() -> Path:
    """Where the log goes: ``$LOOT_TABLE_HOME/logs`` when set, else the user log folder."""
    home = os.environ.get("LOOT_TABLE_HOME")
    if home:
        return Path(home) / "logs"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def setup_logging(folder: Path, level: int = logging.INFO) -> Path | None:
    """Log to ``folder/loot-table.log`` (rotating); returns the file, or None if not writable."""
    logger = logging.getLogger(LOGGER)
    for old in [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]:
        logger.removeHandler(old)
        old.close()
    path = folder / FILE_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(level)
    logger.propagate = False
    return path


def get_logger(name: str = "") -> logging.Logger:
    """The app's logger, or a child of it (``get_logger("session")``)."""
    return logging.getLogger(f"{LOGGER}.{name}" if name else LOGGER)
