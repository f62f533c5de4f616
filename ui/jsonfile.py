"""Small JSON documents (settings, Hall of Fame): validated on read, written atomically.

A file that fails validation is kept aside as ``<name>.bad-<n>`` and replaced by
defaults; the caller gets a one-line notice to show the player once.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from game.core.atomic import write_atomic

M = TypeVar("M", bound=BaseModel)
MAX_BYTES = 1024 * 1024

__all__ = ["MAX_BYTES", "load_model", "save_model", "write_atomic"]


def save_model(path: Path, model: BaseModel) -> None:
    """Write ``model`` as JSON atomically (see game.core.atomic); OSError on a full disk."""
    write_atomic(path, model.model_dump_json(indent=2))


def load_model(path: Path, cls: type[M]) -> tuple[M, str | None]:
    """The model in ``path`` (defaults if missing) and a notice if the file had to be set aside."""
    if not path.exists():
        return cls(), None
    problem = None
    try:
        if path.stat().st_size > MAX_BYTES:
            problem = "it is far too large"
        else:
            data = json.loads(path.read_bytes())
            problem = _newer(data, cls)
            if problem is None:
                return cls.model_validate(data), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        problem = "it could not be read"
    except ValidationError as exc:
        where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "the whole file"
        problem = f"it has a bad value ({where})"
    backup = _backup_name(path)
    try:
        os.replace(path, backup)
        kept = f"; the old file was kept as {backup.name}"
    except OSError:
        kept = ""
    return cls(), f"{path.name} was reset to defaults because {problem}{kept}."


def _newer(data: object, cls: type[BaseModel]) -> str | None:
    """A sentence if ``data`` says it was written by a newer version of ``cls``'s document."""
    field = cls.model_fields.get("version")
    if field is None or not isinstance(data, dict):
        return None
    version, current = data.get("version"), field.default
    if isinstance(version, int) and isinstance(current, int) and version > current:
        return (
            f"it was written by a newer Loot Table (version {version}; this one reads "
            f"up to {current})"
        )
    return None


def _backup_name(path: Path) -> Path:
    n = 1
    while (candidate := path.with_name(f"{path.name}.bad-{n}")).exists():
        n += 1
    return candidate
