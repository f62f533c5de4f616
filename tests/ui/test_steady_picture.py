"""The picture always matches the game (issue 23, "A steady table", item 6): at every bot
speed, any reveal or dice shown on the table tells the newest step in the log, never one
the log has moved past. At bot speed Instant the bots' steps follow each other at once, so
the reveals and dice of the earlier ones are skipped, not queued: Brick & Mortar's "Demand
this month" never shows in a later month or after Game over, Loot Roll's Fight/Flight
cards never show a choice the log has moved past.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from ui.autoplay import make_app, start_game
from ui.table.adapter import Effects
from ui.table.animator import Animator

FRAME = 1 / 60


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def _bots(n: int) -> list[SeatInfo]:
    names = ["Ana", "Ben", "Cleo", "Dev"]
    return [SeatInfo(name=names[k], kind="bot", level="greedy") for k in range(n)]


class _Silent:
    def play(self, name: str) -> None:
        pass


def told_captions(scene: Any, events: Any) -> tuple[list[str], list[str]]:
    """(reveal captions, dice captions) the game's table tells for ``events`` (a fresh
    table and animator, so nothing else is in them and the scene's table is untouched)."""
    anim = Animator()
    fx = Effects(anim, _Silent(), 0.0, None, scene.session.seat_names)
    type(scene.adapter)().show(fx, events)
    return [r.caption for r in anim.reveals], [t.caption for t in anim.tumbles]


def play_at_instant(app: Any, game: str, seats: int, steps: int, seed: int) -> tuple[int, int]:
    """Bots only, bot speed Instant, animations normal: after each frame every reveal and
    every die on screen is one the newest step told. (steps checked, reveals seen)."""
    app.settings.animation = "normal"
    app.settings.bot_speed = "instant"
    scene = start_game(app, _bots(seats), seed=seed, game=game)
    scene.anim.factor = 1.0
    s = scene.session
    seen = 0
    deadline = time.monotonic() + 600
    while len(s.match.steps) < steps and not s.match.is_over and time.monotonic() < deadline:
        app.step([], FRAME)
        if s.worker.busy:
            time.sleep(0.002)
        if not s.match.steps:
            continue
        newest = s.match.steps[-1]
        reveals, dice = told_captions(scene, newest.events)
        for r in scene.anim.reveals:
            assert r.caption in reveals, (len(s.match.steps), r.caption, reveals)
            seen += 1
        for t in scene.anim.tumbles:
            assert t.caption in dice, (len(s.match.steps), t.caption, dice)
    assert len(s.match.steps) >= min(steps, 40)
    s.close()
    return len(s.match.steps), seen


def test_at_instant_brick_and_mortar_shows_no_demand_of_an_earlier_month(app) -> None:  # type: ignore[no-untyped-def]
    """Brick & Mortar "Sale": the demand cards turned up are this month's; after the month
    moves on (or the game ends) no earlier month's "Demand this month" stays up."""
    app.settings.animation = "normal"
    steps, _ = play_at_instant(app, "brick-and-mortar", 2, 260, seed=4)
    assert steps >= 40


def test_at_instant_loot_roll_shows_only_the_newest_fight_or_flight(app) -> None:  # type: ignore[no-untyped-def]
    """Loot Roll "Fight or Flight": the cards turned over are the choices the log last
    told, and the dice the last roll's."""
    steps, _ = play_at_instant(app, "loot-roll", 3, 220, seed=5)
    assert steps >= 40


def test_a_new_step_drops_the_reveals_and_dice_of_the_steps_before() -> None:
    anim = Animator()
    anim.factor = 1.0
    from ui.table.animator import RevealGroup

    anim.reveal([RevealGroup("Demand", [1])], "Demand this month: 2 toys.", 0.0)
    anim.reveal([RevealGroup("Demand", [2])], "Demand this month: 1 food.", 0.0)
    anim.roll([3], [(0, 0, 0)], "Ana 3", 0.0)
    assert anim.current_reveal(3.0) is not None  # queued: the second waits for the first
    anim.supersede()
    assert not anim.reveals and not anim.tumbles and anim.current_reveal(3.0) is None
