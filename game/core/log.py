"""The match log: append-only JSON Lines, the save file of every game.

Line 1 is a header (format version, game, content version, app version, seats,
seed, options); line 2 the set-up events; then one line per step (seat, action,
the events it caused, the state hash after it) and one per undo. A new log
appears with its first two lines at once (atomic write); then each line is
appended as it happens, and a failed write waits in memory to be retried. The
reader validates every line and refuses a file it cannot trust with one sentence
(LogRefused); a torn last line, as a crash mid-write leaves, is dropped and
reported instead. A log in an older format is migrated as it is read
(game/core/migrate.py); a newer format is refused, naming both versions.

The work is split by job: the records (game/core/log_records.py), the writer
(log_writer.py), the reader (log_reader.py) and verification (log_verify.py); this module is
their one public face, and code outside game/core imports from here.

The file is read through game/core/safe_read.py (regular files only, bounded). Lines that
Python's recursive JSON parser reads (the header, the set-up, every line of a file being
migrated) have their nesting checked first; step lines go to pydantic's parser, which
stops at its own depth limit, so deep nesting is a refused line, never a RecursionError. The header's ``origin`` says how the game began:
``"deal"``, the set-up its seed deals (``rules.setup_events(config,
Chance.for_step(seed, 0))``), or ``"scenario"``, any other position (a scenario's, which
carries a whole state). Verifying a log (:func:`rebuild` with ``verify``) deals a "deal"
game's set-up again and refuses one that differs, so a set-up cannot be forged; the writer
sets ``origin`` itself by the same comparison. From format 5 the set-up line also carries ``bind``, a
digest of each part of the header that is not game state (seats, options, seeds, content
version, origin), and every recorded hash is the state's hash bound to them
(game/core/binding.py): a header edited afterwards is refused, naming the part. Changing what ``setup_events`` deals for a
seed therefore needs a new log format with a migration, like any change of the format.
"""

from __future__ import annotations

from game.core.log_reader import parse_log, read_log, setup_problem
from game.core.log_records import (
    LOG_FORMAT,
    MAX_LINE_BYTES,
    MAX_LOG_BYTES,
    Header,
    LoadedLog,
    LoggedStep,
    LoggedUndo,
    Parent,
    SetupRecord,
    StepRecord,
    UndoRecord,
)
from game.core.log_verify import ReplayReport, VerifiedLog, rebuild, verify_file
from game.core.log_writer import LogWriter
from game.core.match import hash_canonical

__all__ = [
    "LOG_FORMAT",
    "MAX_LINE_BYTES",
    "MAX_LOG_BYTES",
    "SetupRecord",
    "Header",
    "LoadedLog",
    "LoggedStep",
    "LoggedUndo",
    "LogWriter",
    "Parent",
    "ReplayReport",
    "VerifiedLog",
    "StepRecord",
    "UndoRecord",
    "hash_canonical",
    "parse_log",
    "read_log",
    "rebuild",
    "setup_problem",
    "verify_file",
]
