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
M = TypeVar("M", bound=BaseModel)

CHECK_ASSEMBLED = False
"""When True (the test suite), :func:`assemble` also validates and raises AssertionError on
any difference from what validation builds."""
_ORDER: dict[type[BaseModel], tuple[str, ...]] = {}
_set = object.__setattr__


def assemble(cls: type[M], data: dict[str, Any]) -> M:
    """``cls.model_validate(data)`` without the validation, for a view model whose caller
    has already made every field of exactly its type, all of them given (copier copies,
    fresh lists and dicts, counts, models already built): validation would only copy it
    all again, and a view is built at every step of every search playout. The fields are
    stored in their declared order, so the model equals, dumps and prints as the validated
    one does (:data:`CHECK_ASSEMBLED` checks it). A field left out or an unknown one falls
    back to validation."""
    names = _ORDER.get(cls)
    if names is None:
        names = _ORDER[cls] = tuple(cls.model_fields)
    if len(data) != len(names):
        return cls.model_validate(data)
    try:
        fields = {k: data[k] for k in names}
    except KeyError:
        return cls.model_validate(data)
    m = cls.__new__(cls)
    _set(m, "__dict__", fields)
    _set(m, "__pydantic_fields_set__", set(names))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    if CHECK_ASSEMBLED:
        _check(cls, data, m)
    return m


def _check(cls: type[BaseModel], data: dict[str, Any], got: BaseModel) -> None:
    want = cls.model_validate(data)
    same = (
        repr(want) == repr(got)
        and want.model_dump_json() == got.model_dump_json()
        and want.__pydantic_fields_set__ == got.__pydantic_fields_set__
        and want.__pydantic_private__ == got.__pydantic_private__
        and want == got
    )
    assert same, f"assemble({cls.__name__}) differs from validation:\n{want!r}\n{got!r}"


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
