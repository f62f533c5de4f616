"""The greedy bot: one step of look-ahead with the game's own evaluation.

It scores every legal action with the game's heuristic (for AIM,
game/games/aim/heuristics.py) and plays the best, breaking ties with its own
random stream. It reads nothing but the view it is given.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import fields, is_dataclass, replace
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel

from game.bots.base import pick_best
from game.core.model import Action
from game.core.view import GameView

V = TypeVar("V", bound=GameView)


class Heuristic(Protocol):
    """A game's evaluation of actions from one seat's view (higher is better)."""

    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """One score per action of ``legal``, in order."""
        ...


def seat_view(view: BaseModel, kind: type[V], game: str) -> tuple[V, int]:
    """``view`` as a ``kind`` and its viewer's seat: what a heuristic scores from. TypeError
    ("the <game> heuristic needs a seat's view") for another game's view or a spectator's."""
    if not isinstance(view, kind) or view.viewer is None:
        raise TypeError(f"the {game} heuristic needs a seat's view")
    return view, view.viewer


def reweighed(heuristic: Heuristic, changes: Mapping[str, float]) -> Heuristic:
    """``heuristic`` with the numbers ``changes`` names set in its ``weights`` (the frozen
    dataclass of its tuning knobs; a whole-number knob takes a whole number): a search
    level's own policy where the game's entry gives that level other weights. Changes the
    heuristic it is given and returns it. ValueError with a sentence for a heuristic
    without weights or a name that is not one of its numbers."""
    weights: Any = getattr(heuristic, "weights", None)
    if weights is None or not is_dataclass(weights) or isinstance(weights, type):
        raise ValueError("This game's heuristic has no weights to change.")
    numbers = {f.name for f in fields(weights)}
    made: dict[str, float] = {}
    for name, value in changes.items():
        now = getattr(weights, name, None) if name in numbers else None
        if isinstance(now, bool) or not isinstance(now, int | float):
            raise ValueError(f"The heuristic has no weight '{name}'.")
        if isinstance(now, int) and value != int(value):
            raise ValueError(f"The heuristic's weight '{name}' is a whole number.")
        made[name] = int(value) if isinstance(now, int) else float(value)
    heuristic.weights = replace(weights, **made)  # type: ignore[attr-defined]
    return heuristic


class GreedyBot:
    """Plays the legal action the heuristic scores highest; ties broken by ``rng``."""

    name = "greedy"

    def __init__(self, heuristic: Heuristic) -> None:
        self.heuristic = heuristic

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        """The best-scored action of ``legal`` (never empty)."""
        if not legal:
            raise ValueError("the greedy bot was asked to choose from no legal actions")
        if len(legal) == 1:
            return legal[0]
        scores = self.heuristic.score_all(view, legal)
        return pick_best(list(zip(scores, legal, strict=True)), rng)
