"""One random game, every event also folded one by one into a shadow copy that is checked
after each event: the loop every game's tests share (each game passes its own check)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.chance import Chance
from game.core.match import Match
from game.core.model import Event, MatchConfig


def play_shadowed(
    rules: Any,
    config: MatchConfig,
    check: Callable[[Any, Event], None],
    *,
    any_seat: bool = True,
    pick: Callable[[random.Random, list[Any]], Any] | None = None,
    check_setup: bool = True,
    max_steps: int = 20_000,
) -> Match[Any]:
    """Play ``config`` with random legal actions to its end and return the match.

    After each event (set-up events too, unless ``check_setup`` is False) ``check(shadow,
    event)`` runs on the shadow state, and after each step the shadow must equal the
    match's state. ``any_seat``: a random seat among those to act (else the first);
    ``pick``: how an action is chosen (uniformly by default). The random stream is
    ``Random(seed * 7919 + seats)``, so a seed always plays the same game."""
    setup = rules.setup_events(config, Chance.for_step(config.seed, 0))
    shadow = rules.initial_state(config)
    for event in setup:
        rules.evolve(shadow, event)
        if check_setup:
            check(shadow, event)
    match: Match[Any] = Match(rules, config, setup, undo=False)
    rng = random.Random(config.seed * 7919 + len(config.seats))
    for _ in range(max_steps):
        if match.is_over:
            break
        seat = rng.choice(match.to_act()) if any_seat else match.to_act()[0]
        legal = match.legal_actions(seat)
        assert legal, f"seat {seat} has no legal action in phase {match.state.phase}"
        for event in match.apply(seat, pick(rng, legal) if pick else rng.choice(legal)):
            rules.evolve(shadow, event)
            check(shadow, event)
        assert rules.canonical(shadow) == rules.canonical(match.state)
    assert match.is_over, f"the game did not end within {max_steps} steps"
    return match
