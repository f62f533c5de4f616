"""Events every game shares: a scenario's position loaded, and the end of the game.

Both keep the shape the first two games logged (``position_loaded`` with ``state``;
``game_ended`` with ``winners``, ``ranking``, ``scores``, ``details``), so their saves read
and replay unchanged; later additions are optional fields with defaults only. A game lists
them in its own event union (``union_of(..., PositionLoaded, GameEnded)``); the kit's
RulesBase folds them (game/core/base.py).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.core.model import Event


class PositionLoaded(Event):
    """A scenario's whole position, as the state's canonical form. A log whose set-up is
    this event is a scenario game, not a normal set-up."""

    kind: Literal["position_loaded"] = "position_loaded"
    state: dict[str, object]


class GameEnded(Event):
    """The one way a game ends. ``winners`` (several share a win), ``ranking`` (every seat,
    best first), ``scores`` and ``details`` per seat, the ``tiebreak`` that settled a tie
    and a short ``reason`` for the end, both optional. Folding it sets ``state.result`` and
    the phase ``game_over``; ``outcome()`` is read from that result."""

    kind: Literal["game_ended"] = "game_ended"
    winners: list[int]
    ranking: list[int]
    scores: dict[int, int]
    details: dict[int, dict[str, int]] = Field(default_factory=dict)
    tiebreak: str | None = None
    reason: str | None = None


SHARED_EVENTS = (PositionLoaded, GameEnded)
"""The shared events every game's event union lists."""
