"""The app's own diagnostic log: ``loot-table.log`` in the platform log folder, rotated.

Contract: :func:`setup_logging` attaches one RotatingFileHandler (1 MB, 3 old files) to
the ``loot_table`` logger, replacing any it attached before; if the folder cannot be
written the app runs without a log file (it returns None) rather than failing.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOGGER = "loot_table"
FILE_NAME = "loot-table.log"
MAX_BYTES = 1024 * 1024
BACKUPS = 3


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
