"""Durable file writes shared by the engine and the app (no pygame here).

Contract: :func:`write_atomic` replaces a file so that after a crash or power loss the
path holds either the old content or the new, never a mix: write a temporary file in the
same folder, flush, fsync, rename over the target, then fsync the folder so the rename
itself is on disk. Errors (a full disk, a read-only folder) propagate as OSError and
leave the old file untouched.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def fsync_dir(folder: Path) -> None:
    """Force a folder's entries (a rename, a new file) to disk; a no-op where unsupported."""
    if os.name == "nt":  # Windows cannot open a directory; NTFS journals the rename itself
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` (str as UTF-8) atomically and durably."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def remove_stale_temporaries(folder: Path, older_than_s: float = 600.0) -> list[Path]:
    """Delete temporary files an interrupted :func:`write_atomic` left in ``folder``.

    Only ``.<name>.<random>.tmp`` files older than ``older_than_s`` are removed (a newer one
    may belong to a write in progress); returns what was removed. Never raises.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if now - path.stat().st_mtime >= older_than_s:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed
