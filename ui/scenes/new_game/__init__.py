"""The New game screen (scene.py's NewGameScene) and the choices it offers (choices.py); see
scene.py for how its parts fit together."""

from ui.scenes.new_game.choices import (
    KINDS,
    MAX_SEATS,
    SEED,
    bot_levels,
    option_text,
    preferred_bot,
    seat_name,
    starting_names,
)
from ui.scenes.new_game.scene import NewGameScene

__all__ = [
    "KINDS",
    "MAX_SEATS",
    "SEED",
    "NewGameScene",
    "bot_levels",
    "option_text",
    "preferred_bot",
    "seat_name",
    "starting_names",
]
