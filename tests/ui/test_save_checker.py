"""Issue 20 in the window: the menu and the Load list never wait for a save to be checked.

Checks run on the background checker (ui/saves.py). Here a check is held back on purpose
(it waits for a gate the test opens), so each test shows that the window draws, answers
and offers what it knows while a check is still running, and fills in once it finishes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

import ui.saves
from game.core.model import MatchConfig, SeatInfo
from tests.hostile_corpus import deal, write_log
from ui.autoplay import FRAME, make_app
from ui.saves import CHECKER, forget_checks

WAIT_S = 60.0
"""How long a test waits for the background thread at most (a failure, never a timing)."""


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The real background checker, each check waiting until the gate opens."""
    forget_checks()
    opened = threading.Event()
    real = ui.saves._check

    def held(path: Path, modified: Any) -> Any:
        assert threading.current_thread() is not threading.main_thread(), "checked on UI thread"
        opened.wait(WAIT_S)
        return real(path, modified)

    monkeypatch.setattr(ui.saves, "_check", held)
    CHECKER.synchronous = False
    yield opened
    opened.set()
    deadline = time.monotonic() + WAIT_S
    while CHECKER.busy and time.monotonic() < deadline:
        time.sleep(0.01)
    forget_checks()


def _unfinished_save(folder: Path) -> Path:
    seats = (SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy"))
    config = MatchConfig(game="aim", seats=seats, seed=4, options={"bot_seed": 4})
    return write_log(folder / "aim-unfinished.jsonl", config, deal(config), actions=6)


def _until(app: Any, done: Any) -> None:
    deadline = time.monotonic() + WAIT_S
    while not done() and time.monotonic() < deadline:
        app.step([], FRAME)
        time.sleep(0.01)
    assert done()


def test_the_menu_draws_and_answers_while_saves_are_checked(
    tmp_path: Path, gate: threading.Event
) -> None:
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    path = _unfinished_save(tmp_path / "saves")
    app = make_app(tmp_path)
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.step([], FRAME)  # the first frame is drawn with the check still held
        continue_button = menu.buttons[1]
        assert not continue_button.is_enabled()
        assert menu.next_frame(app.now) is not None  # it keeps looking, at a gentle pace
        menu.continue_game()  # pressed early: said so, and opened once known
        assert any("Checking your saves" in t.text for t in app.toasts)
        assert not any(isinstance(s, TableScene) for s in app.scenes)
        gate.set()
        _until(app, lambda: any(isinstance(s, TableScene) for s in app.scenes))
        table = next(s for s in app.scenes if isinstance(s, TableScene))
        assert table.session.path == path
    finally:
        for scene in list(app.scenes):
            session = getattr(scene, "session", None)
            if session is not None:
                session.close()
        pygame.display.quit()


def test_the_load_list_fills_in_as_checks_arrive(tmp_path: Path, gate: threading.Event) -> None:
    from ui.scenes.load import LoadScene

    _unfinished_save(tmp_path / "saves")
    app = make_app(tmp_path)
    try:
        scene = LoadScene(app)
        app.scenes.push(scene)
        app.step([], FRAME)
        assert [i.checked for i in scene.items] == [False]
        assert scene.next_frame(app.now) is not None
        gate.set()
        _until(app, lambda: not scene.checking)
        assert scene.items[0].problem is None and scene.items[0].title != "?"
        assert scene.next_frame(app.now) is None  # nothing more to wait for: no frames
    finally:
        pygame.display.quit()
