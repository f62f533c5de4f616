"""Player settings: sound, animation speed, UI scale, fullscreen. Stored as JSON (platformdirs)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
ANIMATION_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


class Settings(BaseModel):
    """The settings file. Unknown keys are refused (a Hall of Fame saved under this name is
    caught); a new key means a new ``version``, and a newer version is set aside unread."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    version: int = 1
    volume: float = Field(0.7, ge=0.0, le=1.0)
    muted: bool = False
    animation: AnimationSpeed = "normal"
    ui_scale: float = Field(1.0, ge=0.75, le=2.0)
    fullscreen: bool = False
    bot_pause_ms: int = Field(350, ge=0, le=3000)
    last_names: list[str] = Field(default_factory=lambda: ["Ana", "Ben", "Cleo", "Dev"])

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTOR[self.animation]
