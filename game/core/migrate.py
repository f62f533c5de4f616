"""Log format migrations: a save written by an older Loot Table is brought up to date on read.

Contract: ``MIGRATIONS[n]`` turns one record (a decoded JSON line) of log format ``n`` into
format ``n + 1``; :func:`migrate_lines` chains them from a file's format up to
``LOG_FORMAT``. Lines that are not JSON objects are passed through unchanged, so the
reader still reports them by line number, and a torn last line stays torn. A format with
no path to the current one raises LogRefused with a sentence.

History of the format:

- 1: the first release (0.1.0).
- 2: the header also records ``app_version``, the Loot Table that wrote the file, so a
  bug report names it. Step, undo and set-up lines are unchanged.
- 3: AIM's "Draw a Card" became the player's choice: a ``place`` action says whether it
  also draws (``draw``), and a placed card may draw later (``draw_card``). A format-2
  ``place`` always drew where the card allowed it; its events say whether it did (a
  ``card_placed`` that ``locks``), so such a step gains ``"draw": true`` and replays to the
  same events and state hashes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.core.errors import LogRefused

Record = dict[str, Any]
Migration = Callable[[Record], Record]


def _v1_to_v2(record: Record) -> Record:
    """Format 1 -> 2: the header gains ``app_version`` (every format-1 file came from 0.1.0)."""
    if record.get("type") != "header":
        return record
    return {**record, "format": 2, "app_version": "0.1.0"}


def _v2_to_v3(record: Record) -> Record:
    """Format 2 -> 3: an AIM ``place`` step that drew a card records that choice."""
    if record.get("type") == "header":
        return {**record, "format": 3}
    action = record.get("action")
    events = record.get("events")
    if (
        record.get("type") == "step"
        and isinstance(action, dict)
        and action.get("kind") == "place"
        and isinstance(events, list)
        and any(
            isinstance(e, dict) and e.get("kind") == "card_placed" and e.get("locks") is True
            for e in events
        )
    ):
        return {**record, "action": {**action, "draw": True}}
    return record


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2, 2: _v2_to_v3}
"""Format n -> n + 1, one function per step; add one whenever LOG_FORMAT grows."""


def migrate_record(record: Record, from_format: int, to_format: int) -> Record:
    """One record brought from ``from_format`` to ``to_format`` (LogRefused if impossible)."""
    for n in range(from_format, to_format):
        step = MIGRATIONS.get(n)
        if step is None:
            raise LogRefused(
                f"it was written in log format {from_format}, which this version can no "
                f"longer read (it reads formats {min(MIGRATIONS, default=to_format)} to "
                f"{to_format})"
            )
        record = step(record)
    return record


def migrate_lines(data: bytes, from_format: int, to_format: int) -> bytes:
    """The bytes of a whole log with every JSON-object line migrated; other lines kept."""
    lines = data.split(b"\n")
    out: list[bytes] = []
    last = len(lines) - 1
    for n, raw in enumerate(lines):
        if n == last:  # b"" after the final newline, or a torn line: kept as it is
            out.append(raw)
            continue
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            out.append(raw)
            continue
        if not isinstance(obj, dict):
            out.append(raw)
            continue
        new = migrate_record(obj, from_format, to_format)
        out.append(json.dumps(new, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
    return b"\n".join(out)
