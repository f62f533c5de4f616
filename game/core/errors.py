"""Errors the engine raises, each carrying one sentence a player can read.

Every rules module raises a subclass of :class:`IllegalAction` for a move that
breaks a rule; the match guarantees the state is untouched when it does.
"""

from __future__ import annotations


class LootTableError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(LootTableError, ValueError):
    """An action that the rules do not allow now. ``str(err)`` is a sentence for the player."""

    code = "illegal"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotYourTurn(IllegalAction):
    code = "not_your_turn"


class WrongPhase(IllegalAction):
    code = "wrong_phase"


class NotEnoughGold(IllegalAction):
    code = "not_enough_gold"


class NotEnoughCarry(IllegalAction):
    code = "not_enough_carry"


class SlotTaken(IllegalAction):
    code = "slot_taken"


class CannotPlace(IllegalAction):
    code = "cannot_place"


class UnknownCard(IllegalAction):
    code = "unknown_card"


class GameOver(IllegalAction):
    code = "game_over"


class PositionError(IllegalAction):
    """A scenario position that cannot be set up (unknown card, a card in two places, ...)."""

    code = "bad_position"


class NothingToUndo(LootTableError):
    """Undo or redo asked for when the policy allows none."""


class LogRefused(LootTableError):
    """A log or scenario file that cannot be read; ``str(err)`` says why in one sentence."""


class ContentError(LootTableError):
    """Bad game content data; the message names the file, the card and the field."""
