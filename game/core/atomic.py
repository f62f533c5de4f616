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
