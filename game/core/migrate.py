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
- 4: the header also records ``origin``: ``"deal"`` when the set-up is the deal of the
  seed, ``"scenario"`` when it is any other position. An older file is a scenario's when
  its set-up line holds a whole state (a ``position_loaded`` event), else it was dealt,
  and verifying it deals the set-up again like any other (a changed deal is refused).
- 5: an option whose default changed (a house rule that became a variant, off by default)
  is named in the header of every save that played with it: a format-4 header gains each
  of its game's ``older_saves_options`` (game/core/entry.py) that it does not name, so the
  save replays as it was played.
  The header is also bound into the set-up line and every recorded hash (game/core/binding.py);
  the reader does that for a migrated file (game/core/log.py), as it needs the header
  validated first.

Migrations run on lines whose JSON nesting the reader has already checked
(game/core/safe_read.py); a line that is not JSON is passed through for the reader to
report. A migration sees one record and, for what only the whole file tells, the file's
set-up record (None when it has none).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from game.core.errors import LogRefused

Record = dict[str, Any]
Migration = Callable[[Record, "Record | None", Mapping[str, Any]], Record]
"""(one record, the file's set-up record or None, the game's ``older_saves_options``) ->
that record one format later."""

NO_OPTIONS: Mapping[str, Any] = {}


def _v1_to_v2(
    record: Record, setup: Record | None = None, older: Mapping[str, Any] = NO_OPTIONS
) -> Record:
    """Format 1 -> 2: the header gains ``app_version`` (every format-1 file came from 0.1.0)."""
    if record.get("type") != "header":
        return record
    return {**record, "format": 2, "app_version": "0.1.0"}


def _v2_to_v3(
    record: Record, setup: Record | None = None, older: Mapping[str, Any] = NO_OPTIONS
) -> Record:
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


WHOLE_STATE_KIND = "position_loaded"
"""The set-up event that carries a whole state: a scenario's (game/core/events.py)."""


def _holds_a_whole_state(setup: Record | None) -> bool:
    events = setup.get("events") if setup is not None else None
    return isinstance(events, list) and any(
        isinstance(e, dict) and e.get("kind") == WHOLE_STATE_KIND for e in events
    )


def _v3_to_v4(
    record: Record, setup: Record | None = None, older: Mapping[str, Any] = NO_OPTIONS
) -> Record:
    """Format 3 -> 4: the header gains ``origin``, "scenario" when the set-up holds a whole
    state, else "deal" (then verifying deals it again from the seed)."""
    if record.get("type") != "header":
        return record
    origin = "scenario" if _holds_a_whole_state(setup) else "deal"
    return {**record, "format": 4, "origin": origin}


def _v4_to_v5(
    record: Record, setup: Record | None = None, older: Mapping[str, Any] = NO_OPTIONS
) -> Record:
    """Format 4 -> 5: the header names every option whose default has changed since, at the
    value the save played with (``older``: the game's ``older_saves_options``)."""
    if record.get("type") != "header":
        return record
    config = record.get("config")
    if isinstance(config, dict) and older:
        options = config.get("options")
        if isinstance(options, dict):  # anything else is left for the reader to refuse
            config = {**config, "options": {**older, **options}}
            return {**record, "format": 5, "config": config}
    return {**record, "format": 5}


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}
"""Format n -> n + 1, one function per step; add one whenever LOG_FORMAT grows."""


def migrate_record(
    record: Record,
    from_format: int,
    to_format: int,
    setup: Record | None = None,
    older_options: Mapping[str, Any] = NO_OPTIONS,
) -> Record:
    """One record brought from ``from_format`` to ``to_format`` (LogRefused if impossible);
    ``setup`` is the file's set-up record and ``older_options`` its game's
    ``older_saves_options``, for migrations that need them."""
    for n in range(from_format, to_format):
        step = MIGRATIONS.get(n)
        if step is None:
            raise LogRefused(
                f"it was written in log format {from_format}, which this version can no "
                f"longer read (it reads formats {min(MIGRATIONS, default=to_format)} to "
                f"{to_format})"
            )
        record = step(record, setup, older_options)
    return record


def migrate_lines(
    data: bytes,
    from_format: int,
    to_format: int,
    older_options: Mapping[str, Any] = NO_OPTIONS,
) -> bytes:
    """The bytes of a whole log with every JSON-object line migrated; other lines kept.
    ``older_options``: the game's ``older_saves_options`` (see :func:`migrate_record`)."""
    lines = data.split(b"\n")
    out: list[bytes] = []
    last = len(lines) - 1
    setup = decode_record(lines[1]) if last > 1 else None
    if setup is not None and setup.get("type") != "setup":
        setup = None
    for n, raw in enumerate(lines):
        if n == last:  # b"" after the final newline, or a torn line: kept as it is
            out.append(raw)
            continue
        obj = decode_record(raw)
        if obj is None:
            out.append(raw)
            continue
        new = migrate_record(obj, from_format, to_format, setup, older_options)
        out.append(encode_record(new, n + 1))
    return b"\n".join(out)


def encode_record(record: Record, line: int) -> bytes:
    """``record`` as one line of UTF-8 JSON; LogRefused when it holds text that UTF-8
    cannot carry (a lone surrogate, which a JSON escape such as ``\\udc80`` can spell)."""
    try:
        return json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise LogRefused(
            f"line {line} holds text that is not valid Unicode (a lone surrogate)"
        ) from None


def decode_record(raw: bytes) -> Record | None:
    """A line as a JSON object, or None (the reader reports such a line by number)."""
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # incl. 4,300+ digit numbers
        return None
    return obj if isinstance(obj, dict) else None
