"""Player settings: sound, animation speed, bot speed, pop-ups, UI scale, fullscreen. Stored
as JSON (platformdirs)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from game.core.text import NAME_MAX, repair_name
from ui.jsonfile import note_repair

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
ANIMATION_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
BotSpeed = Literal["slow", "normal", "fast", "instant"]
BOT_PACE_S: dict[str, float] = {"slow": 1.5, "normal": 0.8, "fast": 0.35, "instant": 0.0}
"""Bot speed -> seconds from one bot action being shown to the next (never while cards move)."""
PopUps = Literal["all", "important", "none"]
"""Which pop-ups tell a person what others did to them: all, the important ones only (what
cost them something), or none (the log keeps every line either way)."""
DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dev"]


class Settings(BaseModel):
    """The settings file. Unknown keys are refused (a Hall of Fame saved under this name is
    caught); a new key means a new ``version``, and a newer version is set aside unread.

    Version 4 adds ``tutorials_done``: the games whose Learn to play was finished (a
    version 3 file reads with none done), and ``pop_ups`` ("all" until chosen, as the
    pop-ups were before).
    Version 3 adds the last New game set-up (``last_game``, ``last_seats``, ``last_kinds``,
    ``last_options``), each checked against the game when the screen uses it.
    ``last_names`` may be any length (New game pads it with defaults); each name is repaired
    to a usable one (game/core/text.py) and a name with nothing usable left is dropped,
    noted as a repair (ui/jsonfile.py)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    version: int = 4
    volume: float = Field(0.7, ge=0.0, le=1.0)
    muted: bool = False
    animation: AnimationSpeed = "normal"
    ui_scale: float = Field(1.0, ge=0.75, le=2.0)
    fullscreen: bool = False
    bot_speed: BotSpeed = "normal"
    pop_ups: PopUps = "all"
    last_names: list[str] = Field(default_factory=lambda: list(DEFAULT_NAMES))
    last_game: str | None = Field(None, max_length=40)
    """The game of the last New game (version 3 on): the screen opens on it again."""
    last_seats: int | None = Field(None, ge=1, le=16)
    last_kinds: list[str] = Field(default_factory=list, max_length=16)
    """Per seat, "human" or a bot level, as last chosen (checked against the game's levels
    when used)."""
    last_options: dict[str, dict[str, Any]] = Field(default_factory=dict, max_length=16)
    """Per game id, the options last chosen (checked against the game when used)."""
    tutorials_done: list[str] = Field(default_factory=list, max_length=16)
    """The game ids whose tutorial (Learn to play) was finished, in the order finished."""

    @model_validator(mode="before")
    @classmethod
    def _from_version_1(cls, data: Any) -> Any:
        """Version 1 kept a bot pause in ms (0-3000) where version 2 has a bot speed: the
        nearest speed is kept, silently (an old file reads as it was meant)."""
        if isinstance(data, dict) and "bot_pause_ms" in data and data.get("version", 1) == 1:
            data = dict(data)
            ms = data.pop("bot_pause_ms")
            if "bot_speed" not in data and isinstance(ms, int | float):
                data["bot_speed"] = (
                    "instant"
                    if ms <= 0
                    else "fast"
                    if ms < 300
                    else "normal"
                    if ms < 700
                    else "slow"
                )
            data["version"] = 2
        if isinstance(data, dict) and data.get("version") == 2:
            data = {**data, "version": 3}  # version 3 only adds the last set-up, empty here
        if isinstance(data, dict) and data.get("version") == 3:
            data = {**data, "version": 4}  # version 4 only adds keys with defaults
        return data

    @field_validator("last_names", mode="before")
    @classmethod
    def _usable_names(cls, value: Any, info: ValidationInfo) -> Any:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return value  # a wrong type is refused as such
        names = [repair_name(v, NAME_MAX) for v in value]
        kept = [n for n in names if n is not None]
        if kept != value:
            note_repair(info, "remembered player names that could not be used were fixed")
        return kept

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTOR[self.animation]

    @property
    def bot_pace(self) -> float:
        """Seconds between two bot actions being shown (0: as soon as each is decided)."""
        return BOT_PACE_S[self.bot_speed]
