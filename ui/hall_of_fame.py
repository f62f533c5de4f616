"""The Hall of Fame: winners, scores and their quotes (the rulebook's last page, kept for you)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from ui.jsonfile import load_model, save_model


class FameEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")

    date: str
    game: str
    winner: str
    score: int
    quote: str = Field("", max_length=140)
    players: list[str] = Field(default_factory=list)
    save: str = ""


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
