"""The engine's turn context, one shared base of every game's view.

``view(state, seat)`` returns the game's own view model, a subclass of :class:`GameView`;
its ``ctx`` (a :class:`TurnContext`, built by ``RulesBase.context``) says what the engine
knows of the turn: the game, who is looking, the phase (its name and its words), the
round, who is to act, who may act, and the result once the game is over. The UI and the
bots read ``view.ctx`` (or the shortcuts ``view.phase``, ``view.to_act``, ...) instead of
probing each game's fields. A view hides what its viewer may not know; the context holds
nothing hidden.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from game.core.model import Strict
from game.core.state import GameResult, copier


class ResultView(Strict):
    """The end of a game as every seat sees it (see game/core/state.py's GameResult)."""

    winners: list[int]
    ranking: list[int]
    scores: dict[int, int]
    details: dict[int, dict[str, int]] = {}
    tiebreak: str | None = None
    reason: str | None = None


class TurnContext(Strict):
    """Whose turn it is, in the engine's words.

    ``to_act``: seats the engine waits for (several during simultaneous choices); ``may_act``:
    seats whose action is accepted now (``to_act`` plus, during simultaneous choices, seats
    that chose and may still change their choice, plus seats a game lets act out of turn:
    in Loot Roll every seat holding an ability card, for cards without timing). ``phase_name``: the phase in words for
    sentences ("bidding for quests"). ``result``: None while the game goes on."""

    game: str
    viewer: int | None
    phase: str
    phase_name: str
    round: int
    to_act: list[int]
    may_act: list[int]
    result: ResultView | None = None


class GameView(Strict):
    """Base of every game's view: the game's own fields plus ``ctx``.

    The read-only shortcuts ``game``, ``viewer``, ``phase``, ``round``, ``to_act`` and
    ``end_reason`` read ``ctx``; they are properties, not fields, so a view compares and
    dumps each fact once (under ``ctx``)."""

    ctx: TurnContext

    @property
    def game(self) -> str:
        return self.ctx.game

    @property
    def viewer(self) -> int | None:
        return self.ctx.viewer

    @property
    def phase(self) -> str:
        return self.ctx.phase

    @property
    def round(self) -> int:
        return self.ctx.round

    @property
    def to_act(self) -> list[int]:
        return self.ctx.to_act

    @property
    def end_reason(self) -> str | None:
        """The result's reason once the game is over (None before)."""
        r = self.ctx.result
        return None if r is None else r.reason


RESULT_FIELDS = copier(GameResult)
"""A result's fields, copied, from a GameResult, its ResultView or the GameEnded event."""


def result_view(result: GameResult | None) -> ResultView | None:
    """The view of a state's GameResult (None while the game goes on)."""
    return None if result is None else ResultView.model_validate(RESULT_FIELDS(result))


def result_from_view(r: ResultView | None) -> GameResult | None:
    """The state's GameResult back from its view (for ``sample_state``: nothing in it is hidden)."""
    return None if r is None else GameResult(**RESULT_FIELDS(r))


V = TypeVar("V", bound=GameView)
P = TypeVar("P")


def seats_seen_by(players: Sequence[P], viewer: int | None) -> Iterator[tuple[int, P, bool]]:
    """``(seat, player, mine)`` for each player of a view: ``mine`` when the viewer may see
    that player's hidden parts (its own seat, or everything for the spectator's None)."""
    for seat, p in enumerate(players):
        yield seat, p, viewer is None or viewer == seat


def own_view(view: BaseModel, seat: int, kind: type[V], game: str) -> V:
    """``view`` as a ``kind`` if it is ``seat``'s own view, the one input ``sample_state``
    takes; TypeError ("sample_state needs <game> seat view") or ValueError otherwise."""
    if not isinstance(view, kind):
        raise TypeError(f"sample_state needs {game} seat view")
    if view.viewer != seat:
        raise ValueError(f"sample_state needs seat {seat}'s own view (got {view.viewer}).")
    return view


def turn_fields(view: GameView) -> dict[str, Any]:
    """The engine's part of a state rebuilt from ``view`` (``phase``, ``round``,
    ``result``): keyword arguments of any GameState."""
    return {"phase": view.phase, "round": view.round, "result": result_from_view(view.ctx.result)}
