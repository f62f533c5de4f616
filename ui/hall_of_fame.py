"""The Hall of Fame: winners, scores and their quotes (the rulebook's last page, kept for you).

Every text of an entry is repaired on read to something the app can keep and draw (no
control characters or undecodable text, a length limit each; game/core/text.py), so one
odd entry never costs the others: the file is kept aside and rewritten repaired, with a
notice (ui/jsonfile.py). A value of the wrong type still sets the whole file aside.
Games that began from a scenario position never enter it (ui/scenes/game_over.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from game.core.text import NAME_MAX, repair_name, repair_text
from ui.jsonfile import load_model, note_repair, save_model

QUOTE_MAX = 140
MAX_PLAYERS = 16
WINNER_MAX = 4 * NAME_MAX + 12
"""Up to four winners' names joined with " & "."""
TEXT_LIMITS = {"date": 40, "game": 60, "winner": WINNER_MAX, "quote": QUOTE_MAX, "save": 255}
REPAIRED = "Hall of Fame text that could not be shown was cleaned"


class FameEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")

    date: str
    game: str
    winner: str
    score: int = Field(ge=-(10**9), le=10**9)
    quote: str = Field("", max_length=QUOTE_MAX)
    players: list[str] = Field(default_factory=list)
    save: str = ""

    @field_validator("date", "game", "winner", "quote", "save", mode="before")
    @classmethod
    def _drawable(cls, value: Any, info: ValidationInfo) -> Any:
        if not isinstance(value, str):
            return value
        assert info.field_name is not None
        fixed = repair_text(value, TEXT_LIMITS[info.field_name])
        if info.field_name == "winner" and not repair_name(fixed, WINNER_MAX):
            fixed = "?"
        if fixed != value:
            note_repair(info, REPAIRED)
        return fixed

    @field_validator("players", mode="before")
    @classmethod
    def _drawable_names(cls, value: Any, info: ValidationInfo) -> Any:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return value
        names = [n for v in value[:MAX_PLAYERS] if (n := repair_name(v)) is not None]
        if names != value:
            note_repair(info, REPAIRED)
        return names


class HallOfFame(BaseModel):
    """The Hall of Fame file; unknown top-level keys are refused, as in Settings."""

    model_config = ConfigDict(extra="forbid")

    version: int = 1
    entries: list[FameEntry] = Field(default_factory=list)


def load_hall(path: Path) -> tuple[HallOfFame, str | None]:
    return load_model(path, HallOfFame)


def add_entry(path: Path, entry: FameEntry) -> str | None:
    """Append ``entry`` (replacing one for the same save); returns a problem sentence or None."""
    hall, notice = load_hall(path)
    hall.entries = [e for e in hall.entries if not (entry.save and e.save == entry.save)]
    hall.entries.append(entry)
    try:
        save_model(path, hall)
    except OSError as exc:
        return f"The Hall of Fame could not be saved ({exc.strerror or exc})."
    return notice
