"""A full disk while playing: the table warns, the game goes on, saving is retried and the
player is told when it works again (issue 6)."""

from __future__ import annotations

import errno
import os
import random
from pathlib import Path

import pygame
import pytest

from game.core import log_writer
from game.core.model import SeatInfo
from ui.autoplay import FRAME, make_app, play_one_action_by_mouse, settle, start_game
from ui.scenes.table import SAVE_RETRY_S
from ui.session import GameSession

HUMANS = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def test_a_full_disk_is_shown_retried_and_recovered(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real_write = os.write
    full = {"on": False}

    def write(fd: int, data) -> int:  # type: ignore[no-untyped-def]
        if full["on"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(log_writer.os, "write", write)
    scene = start_game(app, HUMANS)
    session = scene.session
    rng = random.Random(3)
    full["on"] = True
    for _ in range(6):
        play_one_action_by_mouse(app, scene, rng)
        settle(app)
    played = len(session.match.steps)
    assert played >= 1
    warnings = [t for t in app.toasts if "could not be saved" in t.text]
    assert len(warnings) == 1 and warnings[0].bad and "No space left" in warnings[0].text
    assert "could not be saved" in " ".join(scene._hint_lines())
    for _ in range(round(SAVE_RETRY_S / FRAME) + 2):  # still full: retried, quietly
        app.step([], FRAME)
    assert session.save_problem is not None
    full["on"] = False
    for _ in range(round(SAVE_RETRY_S / FRAME) + 2):
        app.step([], FRAME)
    assert session.save_problem is None
    assert any("works again" in t.text for t in app.toasts)
    assert "could not be saved" not in " ".join(scene._hint_lines())
    assert session.path is not None
    back = GameSession.load(session.path)
    back.close()
    assert len(back.match.steps) == played
    assert back.match.state_hash() == session.match.state_hash()
