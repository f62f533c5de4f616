"""Small JSON documents (settings, Hall of Fame): validated on read, written atomically.

Reading goes through game/core/safe_read.py: only a regular file of at most ``MAX_BYTES``
is read (a named pipe, a device or a link that leads nowhere is refused, never waited on),
and JSON nested too deeply is refused before it is parsed. Then:

- A file that cannot be read or fails validation is kept aside as ``<name>.bad-<n>`` and
  replaced by defaults; the caller gets a one-line notice to show the player once.
- A file whose values can be repaired (a remembered name that cannot be drawn, a quote
  that is too long) is repaired instead: its validators note each repair in the
  validation context's ``"repairs"`` list (see :func:`note_repair`); the original is kept
  aside the same way and the repaired document written in its place, so nothing is lost
  and the notice comes once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError, ValidationInfo

from game.core.atomic import write_atomic
from game.core.safe_read import FileRefused, read_json

M = TypeVar("M", bound=BaseModel)
MAX_BYTES = 1024 * 1024

__all__ = ["MAX_BYTES", "load_model", "note_repair", "save_model", "write_atomic"]


def save_model(path: Path, model: BaseModel) -> None:
    """Write ``model`` as JSON atomically (see game.core.atomic); OSError on a full disk."""
    write_atomic(path, model.model_dump_json(indent=2))


def note_repair(info: ValidationInfo, what: str) -> None:
    """For validators: record that ``what`` (a clause) was repaired while loading a file."""
    repairs = info.context.get("repairs") if isinstance(info.context, dict) else None
    if isinstance(repairs, list) and what not in repairs:
        repairs.append(what)


def load_model(path: Path, cls: type[M]) -> tuple[M, str | None]:
    """The model in ``path`` (defaults if missing) and a notice if the file had to be set
    aside or repaired."""
    if not os.path.lexists(path):
        return cls(), None
    problem = None
    repairs: list[str] = []
    try:
        data = read_json(path, MAX_BYTES)
        problem = _newer(data, cls)
        if problem is None:
            model = cls.model_validate(data, context={"repairs": repairs})
            if not repairs:
                return model, None
            return model, _repaired(path, model, repairs)
    except FileRefused as exc:
        problem = exc.reason
    except ValidationError as exc:
        where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "the whole file"
        problem = f"it has a bad value ({where})"
    return cls(), f"{path.name} was reset to defaults because {problem}{_set_aside(path)}."


def _repaired(path: Path, model: BaseModel, repairs: list[str]) -> str:
    kept = _set_aside(path)
    try:
        save_model(path, model)
    except OSError as exc:
        kept += f" (the repaired file could not be written: {exc.strerror or exc})"
    return f"{path.name} was repaired ({'; '.join(repairs)}){kept}."


def _set_aside(path: Path) -> str:
    """Move ``path`` to its first free ``.bad-<n>`` name; the clause to add to a notice."""
    backup = _backup_name(path)
    try:
        os.replace(path, backup)
    except OSError:
        return ""
    return f"; the old file was kept as {backup.name}"


def _newer(data: object, cls: type[BaseModel]) -> str | None:
    """A sentence if ``data`` says it was written by a newer version of ``cls``'s document."""
    field = cls.model_fields.get("version")
    if field is None or not isinstance(data, dict):
        return None
    version, current = data.get("version"), field.default
    if type(version) is int and isinstance(current, int) and version > current:
        return (
            f"it was written by a newer Loot Table (version {version}; this one reads "
            f"up to {current})"
        )
    return None


def _backup_name(path: Path) -> Path:
    n = 1
    while os.path.lexists(candidate := path.with_name(f"{path.name}.bad-{n}")):
        n += 1
    return candidate
