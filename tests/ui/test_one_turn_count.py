"""Issue 23 (9): one count of where a game stands, in its own unit (a round, a month, a
dungeon and its round, a turn), shared by the table's bar, the Load list and the replay
viewer. Before, Load said "turn 1" for Brick & Mortar in March and for Loot Roll in dungeon
2, and a replay said "turn 11 of 190" in January."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.log import LogWriter
from game.core.match import Match
from game.core.model import MatchConfig, SeatInfo
from game.registry import GAME_IDS, get_rules
from tests.hostile_corpus import deal
from ui.autoplay import FRAME, make_app
from ui.saves import check_save, forget_checks
from ui.table.registry import adapter_for


def _half_played(path: Path, game_id: str, steps: int) -> Match:  # type: ignore[type-arg]
    """A seeded random game of ``game_id`` saved at ``path`` after ``steps`` actions, or
    half-way if the game is shorter than twice that (a five-round game: about 10)."""
    rules = get_rules(game_id)
    assert rules is not None
    n = max(rules.min_seats, 2)
    seats = tuple(SeatInfo(name=f"P{i + 1}", kind="bot", level="random") for i in range(n))
    config = MatchConfig(game=game_id, seats=seats, seed=8, options={"bot_seed": 8})
    whole: Match = Match(rules, config, deal(config))  # type: ignore[type-arg]
    rng = random.Random(8)
    while not whole.is_over:  # the same game to its end: stop at half of it if sooner
        seat = rng.choice(whole.to_act())
        whole.apply(seat, rng.choice(whole.legal_actions(seat)))
    steps = min(steps, len(whole.steps) // 2)
    writer = LogWriter(path, rules, config)
    match: Match = Match(rules, config, deal(config), sink=writer)  # type: ignore[type-arg]
    rng = random.Random(8)
    for _ in range(steps):
        if match.is_over:
            break
        seat = rng.choice(match.to_act())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    writer.close()
    return match


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_bar_the_load_list_and_the_replay_say_the_same_turn(
    game_id: str, tmp_path: Path
) -> None:
    forget_checks()
    (tmp_path / "saves").mkdir()
    path = tmp_path / "saves" / "game.jsonl"
    match = _half_played(path, game_id, 120)
    assert not match.is_over
    adapter = adapter_for(game_id)
    public = match.rules.view(match.state, match.config.n_seats)
    when = adapter.when(public)
    names = [s.name for s in match.config.seats]
    assert adapter.status(public, names).startswith(when)
    assert check_save(path).when == when
    app = make_app(tmp_path)
    try:
        from ui.scenes.replay import ReplayScene

        replay = ReplayScene(app, path)
        app.scenes.push(replay)
        replay.seek(replay.replay.length - 1)
        app.step([], FRAME)
        assert adapter.when(replay.view) in replay._hint_text()
    finally:
        pygame.display.quit()
