"""The match log's records: the format version and size limits, the header, the set-up,
step and undo lines, and a loaded log (game/core/log.py tells the whole format)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.core.binding import (
    PARTS,
    bound_hash,
)
from game.core.model import Action, Event, MatchConfig

LOG_FORMAT = 5
"""The log format this version writes; older ones are migrated on read (game/core/migrate.py)."""
MAX_LOG_BYTES = 16 * 1024 * 1024
"""A whole game is about 100 KB; anything over this is refused before it is read."""
MAX_LINE_BYTES = 4 * 1024 * 1024


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


Origin = Literal["deal", "scenario"]


class Parent(_Record):
    """The game a branched save was started from: its file name and the step it left at."""

    file: str = Field(min_length=1, max_length=255)
    step: int = Field(ge=0)


class Header(_Record):
    type: Literal["header"] = "header"
    format: int
    app: Literal["loot-table"] = "loot-table"
    game: str = Field(max_length=40)
    content_version: str = Field(max_length=40)
    config: MatchConfig
    created: str = Field("", max_length=40)
    app_version: str = Field(max_length=40)
    origin: Origin
    """``deal``: the set-up is the deal of ``config.seed``; ``scenario``: any other position."""
    parent: Parent | None = None
    """A branch ("play on from here"): the game its first ``step`` steps were played in."""

    @property
    def branched(self) -> bool:
        """True for a game played on from a step of another (never a Hall of Fame game)."""
        return self.parent is not None

    @property
    def from_scenario(self) -> bool:
        """True for a game that began from a scenario position (never a Hall of Fame game)."""
        return self.origin == "scenario"


class SetupRecord(_Record):
    type: Literal["setup"] = "setup"
    events: list[dict[str, Any]]
    hash: str
    bind: dict[str, str] = Field(max_length=len(PARTS))
    """One digest per bound part of the header (game/core/binding.py)."""


class StepRecord(_Record):
    type: Literal["step"] = "step"
    i: int = Field(ge=0)
    seat: int = Field(ge=0)
    action: dict[str, Any]
    events: list[dict[str, Any]]
    barrier: bool
    hash: str
    redo: bool = False


class UndoRecord(_Record):
    type: Literal["undo"] = "undo"
    seat: int = Field(ge=0)
    i: int = Field(ge=0)


@dataclass(frozen=True, slots=True)
class LoggedStep:
    """A step line, parsed: the action and events are the game's own models."""

    i: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    barrier: bool
    hash: str
    redo: bool = False
    type: str = "step"


@dataclass(frozen=True, slots=True)
class LoggedUndo:
    i: int
    seat: int
    type: str = "undo"


@dataclass
class LoadedLog:
    """A validated log: its header, set-up events and the parsed steps and undos in order."""

    header: Header
    setup: list[Event]
    setup_hash: str
    records: list[LoggedStep | LoggedUndo]
    warnings: list[str] = field(default_factory=list)
    valid_bytes: int = 0
    migrated_from: int | None = None
    """The file's own format when it was older than LOG_FORMAT (then ``data`` is migrated)."""
    data: bytes = b""
    """The log's bytes as parsed (after any migration); ``data[:valid_bytes]`` is trusted."""
    binding: str = ""
    """The header's binding digest: every recorded hash is ``bound_hash(state hash, binding)``
    (game/core/binding.py); a writer appending to this log needs it."""

    def recorded_hash(self, state_hash: str) -> str:
        """The hash this log records for a state whose own hash is ``state_hash``."""
        return bound_hash(state_hash, self.binding)


def dumps_line(data: Any) -> str:
    """``data`` as one compact JSON line (no spaces, UTF-8 kept)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
