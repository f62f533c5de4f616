"""Reading a game's content file (JSON validated by its pydantic schema) with errors a
designer can act on: the file, the entry (its list, index and name) and the field.

Every game's ``cards.py`` calls :func:`parse_content` with its own schema, so a bad
file reads the same way in every game.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from game.core.errors import ContentError
from game.core.safe_read import FileRefused, loads_json, read_regular

MAX_CONTENT_BYTES = 4 * 1024 * 1024
"""A content file is a few hundred KB; a larger one is refused before it is read."""


def read_content(path: str | Path) -> str:
    """The text of a content file given by path (a regular file of at most MAX_CONTENT_BYTES,
    game/core/safe_read.py); raises ContentError naming the file and the reason."""
    try:
        return read_regular(path, MAX_CONTENT_BYTES).decode("utf-8")
    except FileRefused as exc:
        raise ContentError(f"{path}: {exc.reason}") from None
    except UnicodeDecodeError:
        raise ContentError(f"{path}: it is not UTF-8 text") from None


M = TypeVar("M", bound=BaseModel)


def parse_content(
    text: str, path: str, schema: type[M], *, entry_words: Mapping[str, str] | None = None
) -> M:
    """``text`` validated as ``schema``; raises ContentError naming file, entry and field.

    ``entry_words`` names an entry of a list by a word of its own (AIM: ``{"cards":
    "card"}`` gives "card #3 'Name'"); other lists are named by their key ("quests #3")."""
    try:
        raw = loads_json(text)
    except FileRefused as exc:
        raise ContentError(f"{path}: {exc.reason}") from None
    try:
        return schema.model_validate(raw)
    except ValidationError as exc:
        raise ContentError(describe_error(path, raw, exc, entry_words or {})) from None


def describe_error(
    path: str, raw: object, err: ValidationError, entry_words: Mapping[str, str]
) -> str:
    """One sentence for the first problem of ``err``: "<path>: <where>: <what>"."""
    first = err.errors()[0]
    loc = list(first["loc"])
    where = "the file"
    if len(loc) >= 2 and isinstance(loc[0], str) and isinstance(loc[1], int):
        name = "?"
        entries = raw.get(loc[0]) if isinstance(raw, dict) else None
        if isinstance(entries, list) and loc[1] < len(entries):
            entry = entries[loc[1]]
            if isinstance(entry, dict):
                name = str(entry.get("name", entry.get("id", "?")))
        word = entry_words.get(loc[0])
        field = ".".join(str(p) for p in loc[2:]) or f"({word or 'entry'})"
        where = f"{word or loc[0]} #{loc[1]} '{name}', field '{field}'"
    elif loc:
        where = f"field '{'.'.join(str(p) for p in loc)}'"
    msg = first["msg"].removeprefix("Value error, ")
    return f"{path}: {where}: {msg}"
