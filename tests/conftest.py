"""Shared test helpers: random playouts over any registered game, a guard for child processes."""

from __future__ import annotations

import os
import random
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.match import Match, StepSink  # noqa: E402
from game.core.model import MatchConfig, default_seats  # noqa: E402
from game.core.rules import GameRules  # noqa: E402

MAX_PLAYOUT_ACTIONS = 20_000


@pytest.fixture(autouse=True)
def _saves_checked_at_once() -> Iterator[None]:
    """The app checks saves on a background thread (ui/saves.py); tests that step frames by
    hand see each check done when asked for. tests/ui/test_save_checker.py tests the thread."""
    from ui.saves import CHECKER

    CHECKER.synchronous = True
    yield
    CHECKER.synchronous = False


@pytest.fixture(autouse=True)
def _pointer_in_the_window() -> Iterator[None]:
    """Every test starts with the pointer in the window: a test that sent the window a
    WINDOWLEAVE leaves no button unlit for the next (ui/widgets/button.py, process-wide)."""
    yield
    from ui.widgets.button import Button

    Button.pointer_left(False)


def new_match(
    rules: GameRules[Any],
    seats: int,
    seed: int,
    *,
    sink: StepSink | None = None,
    options: dict[str, Any] | None = None,
) -> Match[Any]:
    config = MatchConfig(
        game=rules.game_id, seats=default_seats(seats), seed=seed, options=dict(options or {})
    )
    return Match.new(rules, config, sink=sink)


def random_step(match: Match[Any], rng: random.Random) -> tuple[int, Any]:
    """Apply one uniformly random legal action of a seat that may act; returns (seat, action)."""
    seat = rng.choice(match.to_act())
    action = rng.choice(match.legal_actions(seat))
    match.apply(seat, action)
    return seat, action


def play_out(match: Match[Any], rng: random.Random, limit: int = MAX_PLAYOUT_ACTIONS) -> int:
    """Random legal actions until the game ends; returns the number of actions."""
    n = 0
    while not match.is_over:
        assert n < limit, "a random playout did not finish"
        random_step(match, rng)
        n += 1
    return n


@contextmanager
def killed_if_hung(proc: subprocess.Popen[str], seconds: float = 300.0) -> Iterator[None]:
    """Kill ``proc`` if it still runs ``seconds`` after entering: a test reading a child's
    output then meets the end of it and fails, instead of waiting forever (a guard against
    a hang, not a measurement)."""
    timer = threading.Timer(seconds, proc.kill)
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
