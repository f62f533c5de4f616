"""Fitting a learned evaluation (game/bots/learned.py) to self-play: ``loot-table train``.

:func:`collect` plays bot-vs-bot games (each bot sees only its view, as in a tournament)
and keeps, every time the game's ``progress`` moves on (AIM: a turn, Tavern Keepers: a
won bid), each seat's feature row of the real table, labelled at the end with each
seat's share of the win. :func:`fit` finds the weights of the conditional logit
(softmax over seats of ``weights . row``) that best predict the winners: Newton's method
on the mean log loss with a small L2 penalty, a few dozen features at most, so plain
Python suffices (no numeric library in the app or the training). :func:`train` does both,
holds out every fifth game to measure the model against the game's hand-written
evaluation on the same tables, and returns the weights file's contents.
Everything is a pure function of its arguments: the same command writes the same file.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.learned import Features, LearnedWeights, Training, finished, win_shares_of
from game.bots.values import win_shares

HOLD_OUT_EVERY = 5
"""Every fifth game is held out of the fit and measures it."""
L2 = 1e-3
"""Ridge penalty on the (standardised) weights: keeps rare features from running away."""
NEWTON_STEPS = 50

Progress = Callable[[int, int], None]


class TrainingError(ValueError):
    """Training that cannot run (unknown game, no features, no samples); a sentence."""


@dataclass(frozen=True)
class Sample:
    """One table of one game: each seat's feature row, its final share of the win, and
    the hand-written evaluation's values there (the baseline)."""

    game: int
    rows: tuple[tuple[float, ...], ...]
    target: tuple[float, ...]
    baseline: tuple[float, ...]


def features_for(game_id: str) -> Features:
    """The learned-evaluation features of ``game_id``; TrainingError if it has none."""
    from game.registry import entry

    e = entry(game_id)
    if e is None or e.rules is None:
        raise TrainingError(f"'{game_id}' is not a game this version can play.")
    if e.features is None:
        raise TrainingError(f"{e.title} has no features for a learned evaluation.")
    return e.make_features()


def _one_game(args: tuple[str, str, int, int, int]) -> list[Sample]:
    """Play game number ``g`` (seed, seats) with ``bot`` in every seat; its samples."""
    from game.bots import EVALUATIONS, make_bot
    from game.core.match import Match
    from game.registry import get_rules
    from game.simulate import make_config, play_game

    game_id, bot, g, seed, seats = args
    rules = get_rules(game_id)
    assert rules is not None
    features = features_for(game_id)
    evaluation = EVALUATIONS[game_id]()
    config = make_config(game_id, [bot] * seats, seed)
    tables: list[tuple[list[list[float]], Sequence[float]]] = []
    seen = evaluation.progress(Match.new(rules, config).state)

    def record(state: Any) -> None:
        nonlocal seen
        now = evaluation.progress(state)
        if now != seen and not finished(state):
            seen = now
            tables.append((features.rows(state), evaluation.values(state)))

    bots = [make_bot(bot, game_id, timed=False) for _ in range(seats)]
    match = play_game(rules, config, bots, after_step=record)
    outcome = rules.outcome(match.state)
    if outcome is None or not outcome.winners:
        return []  # an unfinished game, or one nobody won, teaches nothing about who wins
    target = tuple(win_shares(outcome.winners, seats))
    return [Sample(g, tuple(tuple(r) for r in rows), target, tuple(base)) for rows, base in tables]


def collect(
    game_id: str,
    games: int,
    seed: int,
    seats: Sequence[int],
    bot: str = "greedy",
    *,
    jobs: int = 1,
    progress: Progress | None = None,
) -> list[Sample]:
    """Samples of ``games`` self-play games of ``bot``; game ``g`` has seed ``seed + g``
    and ``seats[g % len(seats)]`` seats."""
    work = [(game_id, bot, g, seed + g, seats[g % len(seats)]) for g in range(games)]
    from game.core.parallel import run_in_workers

    return _gather(run_in_workers(_one_game, work, jobs, ordered=True), games, progress)


def _gather(
    games_samples: Iterable[list[Sample]], games: int, progress: Progress | None
) -> list[Sample]:
    """Every game's samples in game order, telling ``progress`` as each game ends."""
    out: list[Sample] = []
    for i, got in enumerate(games_samples):
        out.extend(got)
        if progress:
            progress(i + 1, games)
    return out


def log_loss(predicted: Sequence[float], target: Sequence[float]) -> float:
    """Cross-entropy of a win-share prediction against the result (clipped at 1e-9)."""
    return -math.fsum(t * math.log(max(p, 1e-9)) for p, t in zip(predicted, target, strict=True))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting; ``a`` is small
    and positive definite here)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            raise TrainingError("The features are degenerate (one is constant or a copy).")
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(samples: Sequence[Sample], n_features: int, l2: float = L2) -> list[float]:
    """The weights minimising the mean log loss of the conditional logit over ``samples``
    plus ``l2`` times the squared standardised weights (Newton's method, halving a step
    that does not lower the loss)."""
    if not samples:
        raise TrainingError("No finished games to learn from.")
    rows = [r for s in samples for r in s.rows]
    mean = [math.fsum(r[k] for r in rows) / len(rows) for k in range(n_features)]
    spread = [
        math.sqrt(math.fsum((r[k] - mean[k]) ** 2 for r in rows) / len(rows)) or 1.0
        for k in range(n_features)
    ]
    # only differences between seats matter, so centring is free; scaling is undone below
    data = [
        ([[(r[k] - mean[k]) / spread[k] for k in range(n_features)] for r in s.rows], s.target)
        for s in samples
    ]
    n = len(data)

    def loss(w: list[float]) -> float:
        total = math.fsum(log_loss(win_shares_of(w, x), t) for x, t in data)
        return total / n + l2 * math.fsum(v * v for v in w)

    w = [0.0] * n_features
    current = loss(w)
    for _ in range(NEWTON_STEPS):
        grad = [2 * l2 * v for v in w]
        hess = [[2 * l2 if i == j else 0.0 for j in range(n_features)] for i in range(n_features)]
        for x, t in data:
            p = win_shares_of(w, x)
            avg = [math.fsum(p[s] * x[s][k] for s in range(len(x))) for k in range(n_features)]
            for s, row in enumerate(x):
                diff = p[s] - t[s]
                for k in range(n_features):
                    grad[k] += diff * row[k] / n
                    pk = p[s] * (row[k] - avg[k]) / n
                    if pk:
                        hr = hess[k]
                        for j in range(n_features):
                            hr[j] += pk * (row[j] - avg[j])
        step = _solve(hess, grad)
        scale = 1.0
        while scale > 1e-4:
            trial = [v - scale * d for v, d in zip(w, step, strict=True)]
            got = loss(trial)
            if got <= current:
                break
            scale /= 2
        else:
            break
        improved = current - got
        w, current = trial, got
        if improved < 1e-10:
            break
    return [v / spread[k] for k, v in enumerate(w)]


def train(
    game_id: str,
    games: int,
    seed: int,
    seats: Sequence[int],
    bot: str = "greedy",
    *,
    jobs: int = 1,
    command: str = "",
    progress: Progress | None = None,
) -> LearnedWeights:
    """Play, fit on four games in five, measure on the fifth; the weights file's contents."""
    features = features_for(game_id)
    samples = collect(game_id, games, seed, seats, bot, jobs=jobs, progress=progress)
    fitted = [s for s in samples if s.game % HOLD_OUT_EVERY != HOLD_OUT_EVERY - 1]
    held = [s for s in samples if s.game % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1]
    if not held:
        raise TrainingError(f"Play at least {HOLD_OUT_EVERY} games: one in five is held out.")
    weights = fit(fitted, len(features.names))
    predicted = [win_shares_of(weights, s.rows) for s in held]
    right = sum(1 for p, s in zip(predicted, held, strict=True) if s.target[p.index(max(p))] > 0)
    return LearnedWeights(
        game=game_id,
        features=features.names,
        weights=tuple(round(w, 6) for w in weights),
        training=Training(
            command=command,
            games=games,
            seats=tuple(seats),
            bots=bot,
            seed=seed,
            samples=len(fitted),
            log_loss=round(
                math.fsum(log_loss(p, s.target) for p, s in zip(predicted, held, strict=True))
                / len(held),
                4,
            ),
            baseline_log_loss=round(
                math.fsum(log_loss(s.baseline, s.target) for s in held) / len(held), 4
            ),
            accuracy=round(right / len(held), 4),
        ),
    )


__all__ = [
    "HOLD_OUT_EVERY",
    "Sample",
    "TrainingError",
    "collect",
    "features_for",
    "fit",
    "log_loss",
    "train",
]
