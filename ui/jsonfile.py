"""Small JSON documents (settings, Hall of Fame): validated on read, written atomically.

A file that fails validation is kept aside as ``<name>.bad-<n>`` and replaced by
defaults; the caller gets a one-line notice to show the player once.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)
MAX_BYTES = 1024 * 1024


def write_atomic(path: Path, text: str) -> None:
    """Write, flush, fsync, rename: a crash leaves the old or the new file, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save_model(path: Path, model: BaseModel) -> None:
    write_atomic(path, model.model_dump_json(indent=2))


def load_model(path: Path, cls: type[M]) -> tuple[M, str | None]:
    """The model in ``path`` (defaults if missing) and a notice if the file had to be set aside."""
    if not path.exists():
        return cls(), None
    problem = None
    try:
        raw = path.read_bytes()
        if len(raw) > MAX_BYTES:
            problem = "it is far too large"
        else:
            return cls.model_validate(json.loads(raw)), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        problem = "it could not be read"
    except ValidationError as exc:
        problem = f"it has a bad value ({'.'.join(str(p) for p in exc.errors()[0]['loc'])})"
    backup = _backup_name(path)
    try:
        os.replace(path, backup)
        kept = f"; the old file was kept as {backup.name}"
    except OSError:
        kept = ""
    return cls(), f"{path.name} was reset to defaults because {problem}{kept}."


def _backup_name(path: Path) -> Path:
    n = 1
    while (candidate := path.with_name(f"{path.name}.bad-{n}")).exists():
        n += 1
    return candidate
