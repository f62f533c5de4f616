"""A game's file in the app: a log read in an older format rewritten in the current one (the
original kept beside it), and a finished game's log moved from the saves to the replays."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.atomic import fsync_dir, write_atomic
from game.core.log import LoadedLog

if TYPE_CHECKING:
    from ui.session import GameSession

_log = logging.getLogger("loot_table.session")


def upgrade_file(path: Path, loaded: LoadedLog) -> None:
    """Rewrite a migrated log in the current format (atomically), keeping the original."""
    backup = path.with_name(f"{path.name}.format{loaded.migrated_from}.bak")
    if not backup.exists():
        shutil.copy2(path, backup)
    body = loaded.data[: loaded.valid_bytes]
    if body and not body.endswith(b"\n"):
        body += b"\n"
    write_atomic(path, body)


def archive_finished(session: GameSession, replays: Path) -> str | None:
    """Move a finished game's log from the saves folder into ``replays`` (closing it first).

    Updates ``session.path``; returns a sentence if the file could not be moved (it then
    stays where it was and is still listed). Unfinished games and sessions without a file
    are left alone.
    """
    path = session.path
    if path is None or not session.match.is_over or path.parent == replays:
        return None
    session.close()
    target = replays / path.name
    try:
        replays.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(path, target)
        except OSError:  # another drive: copy durably, then remove the original
            write_atomic(target, path.read_bytes())
            path.unlink()
        fsync_dir(replays)
    except OSError as exc:
        _log.warning("could not move %s to %s: %s", path, replays, exc)
        return f"The finished game stays with the saves ({exc.strerror or exc})."
    session.path = target
    _log.info("finished game moved to %s", target)
    return None
