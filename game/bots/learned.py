"""A leaf evaluation learned from self-play: hard's judgement (issue 24).

The search (game/bots/ismcts.py) scores the table at the end of each playout with the
game's :class:`~game.bots.ismcts.Evaluation`. The hand-written ones weigh a few numbers by
feel. Here a game names *features* of a table, one row of numbers per seat
(:class:`Features`: adventurers at home, loot points, money...), and the win share of a
seat is a softmax over seats of ``weights . features[seat]``: a conditional logit model
("which seat wins"), the same weights for every seat and table size. The weights are
fitted offline to the winners of self-play games (game/bots/training.py, ``loot-table
train``) and shipped with the game as ``learned.json`` (:data:`WEIGHTS_FILE`) in its
package; :func:`learned_evaluation` wraps the game's own evaluation, which keeps its
horizon, its search points, its prior and its confidence, and scores finished games.

A weights file is read like any file: a missing one means "no learned evaluation"
(the game's own is used), a malformed one raises :class:`LearnedError` with a sentence.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from importlib import resources
from typing import Any, Protocol

from pydantic import BaseModel, Field, ValidationError

from game.bots.ismcts import Evaluation
from game.core.model import Action, Strict
from game.core.state import GAME_OVER

WEIGHTS_FILE = "learned.json"
"""A game's learned weights, in its package (game/games/<game>/learned.json)."""
MAX_WEIGHTS_BYTES = 64_000
"""A weights file larger than this is refused (ours are a few hundred bytes)."""


class LearnedError(ValueError):
    """A weights file that cannot be used; ``str()`` is a sentence."""


class Features(Protocol):
    """What a game measures of a table for its learned evaluation."""

    names: tuple[str, ...]
    """One name per feature, in row order (the weights file repeats them)."""

    def rows(self, state: Any) -> list[list[float]]:
        """One row of ``len(names)`` numbers per seat, from the whole table ``state`` (the
        search only ever passes tables sampled from a seat's view)."""
        ...


class Training(Strict):
    """How a weights file was made (``loot-table train``), so it can be made again."""

    command: str
    games: int = Field(ge=1)
    seats: tuple[int, ...]
    bots: str
    seed: int
    samples: int = Field(ge=1)
    log_loss: float
    """Mean log loss of the fitted model on held-out games (lower is better)."""
    baseline_log_loss: float
    """The same for the game's hand-written evaluation, on the same held-out tables."""
    accuracy: float
    """Held-out tables where the seat the model rated likeliest won."""


class LearnedWeights(Strict):
    """The contents of a ``learned.json``."""

    game: str
    features: tuple[str, ...]
    weights: tuple[float, ...]
    training: Training


def finished(state: Any) -> bool:
    """Whether ``state`` is a finished game (its result is set or its phase is over)."""
    return getattr(state, "result", None) is not None or getattr(state, "phase", None) == GAME_OVER


def win_shares_of(weights: Sequence[float], rows: Sequence[Sequence[float]]) -> list[float]:
    """The model's win share of each seat: softmax over seats of ``weights . row``."""
    scores = [math.fsum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


class LearnedValues:
    """An :class:`Evaluation` whose leaf values come from learned weights; everything else
    (horizon, search points, progress, prior, confidence, finished games) is ``base``'s."""

    def __init__(self, base: Evaluation, features: Features, weights: Sequence[float]) -> None:
        if len(weights) != len(features.names):
            raise LearnedError(
                f"The learned weights have {len(weights)} numbers for "
                f"{len(features.names)} features."
            )
        self.base = base
        self.features = features
        self.weights = tuple(weights)

    @property
    def confidence(self) -> float:
        return float(getattr(self.base, "confidence", 0.0))

    @property
    def horizon(self) -> int:
        return self.base.horizon

    @horizon.setter
    def horizon(self, value: int) -> None:
        self.base.horizon = value

    def values(self, state: Any) -> Sequence[float]:
        """Each seat's expected share of the win; a finished game: its result (``base``)."""
        if finished(state):
            return self.base.values(state)
        return win_shares_of(self.weights, self.features.rows(state))

    def plans(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        return self.base.plans(state, seat, legal)

    def plans_more(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        return self.base.plans_more(state, seat, legal)

    def progress(self, state: Any) -> int:
        return self.base.progress(state)

    def prior(self, view: BaseModel, legal: Sequence[Action]) -> Sequence[float] | None:
        return self.base.prior(view, legal)


def parse_weights(raw: bytes, where: str, features: Features) -> LearnedWeights:
    """The weights in ``raw`` (a file's bytes) for ``features``; raises LearnedError naming
    ``where`` when they are not JSON, not a weights file, or for other features."""
    if len(raw) > MAX_WEIGHTS_BYTES:
        raise LearnedError(f"{where} is too large to be a weights file.")
    try:
        data = json.loads(raw.decode("utf-8"))
        got = LearnedWeights.model_validate(data)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise LearnedError(f"{where} is not readable JSON ({type(exc).__name__}).") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(p) for p in first["loc"]) or "the top level"
        raise LearnedError(f"{where} is not a weights file: {place}: {first['msg']}.") from None
    if got.features != features.names or len(got.weights) != len(got.features):
        raise LearnedError(
            f"{where} was trained on other features than this version's; "
            "run 'loot-table train' again."
        )
    if not all(math.isfinite(w) for w in got.weights):
        raise LearnedError(f"{where} holds a weight that is not a finite number.")
    return got


def packaged_weights(package: str, features: Features) -> LearnedWeights | None:
    """The weights shipped in ``package`` (its :data:`WEIGHTS_FILE`), None when it has none;
    raises LearnedError when the file is there but unusable."""
    ref = resources.files(package).joinpath(WEIGHTS_FILE)
    try:
        raw = ref.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise LearnedError(f"{WEIGHTS_FILE} of {package} cannot be read: {exc}.") from None
    return parse_weights(raw, f"{WEIGHTS_FILE} of {package}", features)


def learned_evaluation(
    base: Evaluation, features: Features | None, package: str | None
) -> Evaluation:
    """``base`` with leaf values from the game's shipped weights; ``base`` itself when the
    game has no features or no weights file (raises LearnedError for a broken file)."""
    if features is None or package is None:
        return base
    got = packaged_weights(package, features)
    if got is None:
        return base
    return LearnedValues(base, features, got.weights)


__all__ = [
    "MAX_WEIGHTS_BYTES",
    "WEIGHTS_FILE",
    "Features",
    "LearnedError",
    "LearnedValues",
    "LearnedWeights",
    "Training",
    "finished",
    "learned_evaluation",
    "packaged_weights",
    "parse_weights",
    "win_shares_of",
]
