"""The replay viewer (issue 13): play speed, next and previous turn, whose view, and the same
count of actions in the Replays list and in the viewer.

What each viewpoint may draw is checked with the other tables' privacy oracles in
tests/ui/test_table_conformance.py (``test_the_replay_shows_each_seat_only_what_it_saw``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from game.games.aim import events as aim_ev
from ui.autoplay import FRAME, key, make_app, mouse, settle
from ui.replay import Replay
from ui.scenes.replay import SPEEDS, STEP_S, ReplayScene
from ui.session import GameSession

NAMES = ("Ana", "Ben", "Cleo")


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def played_with_undos(app: Any, game: str, seed: int) -> tuple[Path, int]:
    """A seeded random game of three people to its end, taking back about one action in
    six (those the undo policy allows); (its log, how many actions it kept)."""
    session = GameSession.new(game, [SeatInfo(name=n) for n in NAMES], seed, app.dirs.saves)
    rng = random.Random(seed)
    undone = 0
    for _ in range(20_000):
        if session.is_over:
            break
        seat = rng.choice(session.match.to_act())
        assert session.apply(seat, rng.choice(session.match.legal_actions(seat))) is None
        session.viewer = seat
        if rng.random() < 0.17 and session.can_undo():
            assert session.undo() is None
            undone += 1
    assert session.is_over and undone > 3 and session.path is not None
    session.close()
    return session.path, len(session.match.steps)


def open_replay(app: Any, path: Path, viewpoint: int | None = None) -> ReplayScene:
    scene = ReplayScene(app, path, viewpoint)
    app.push(scene)
    settle(app, 1)
    return scene


def click(app: Any, button: Any) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)], FRAME)


# ---------------------------------------------------------------- speed


def test_the_play_speed_sets_the_time_between_actions(app) -> None:  # type: ignore[no-untyped-def]
    """At each speed from 0.5x to 8x, playing shows one action every STEP_S / speed seconds
    of the app's clock, and asks the loop for its next frame at exactly that time."""
    path, _ = played_with_undos(app, "aim", 3)
    scene = open_replay(app, path)
    assert SPEEDS[0] == 0.5 and SPEEDS[-1] == 8.0
    for speed in SPEEDS:
        scene.set_speed(speed)
        scene.seek(0)
        scene.toggle_play()
        interval = STEP_S / speed
        assert scene.interval == pytest.approx(interval)
        for shown in (1, 2, 3):
            assert scene.next_frame(app.now) == pytest.approx(app.now + interval)
            scene.update(interval * 0.95)
            assert scene.replay.position == shown - 1, f"{speed}x: an action came early"
            scene.update(interval * 0.1)
            assert scene.replay.position == shown, f"{speed}x: the action came late"
        scene.toggle_play()
        scene.update(interval * 5)
        assert scene.replay.position == 3, "paused: nothing moves"
        assert scene.next_frame(app.now) is None


def test_speed_is_changed_by_keys_and_buttons_and_shown(app) -> None:  # type: ignore[no-untyped-def]
    path, _ = played_with_undos(app, "aim", 3)
    scene = open_replay(app, path)
    slower, faster = scene.speed_buttons
    assert scene.speed == 1.0 and "Speed 1x" in labels(scene)
    app.step([key(pygame.K_PLUS)], FRAME)
    assert scene.speed == 2.0 and "Speed 2x" in labels(scene)
    for _ in range(5):
        click(app, faster)
    assert scene.speed == 8.0 and not faster.is_enabled()
    app.step([key(pygame.K_MINUS)] * 3, FRAME)
    assert scene.speed == 1.0
    for _ in range(4):
        click(app, slower)
    assert scene.speed == 0.5 and not slower.is_enabled() and "Speed 0.5x" in labels(scene)


def labels(scene: ReplayScene) -> list[str]:
    scene._chrome()
    return [text for text, *_ in scene._labels]


def test_playing_stops_at_the_end_and_play_there_starts_again(app) -> None:  # type: ignore[no-untyped-def]
    path, kept = played_with_undos(app, "aim", 3)
    scene = open_replay(app, path)
    scene.seek(kept - 1)
    app.step([key(pygame.K_SPACE)], FRAME)
    assert scene.playing and scene.play_button.label == "Pause"
    scene.update(STEP_S * 1.01)
    assert scene.replay.position == kept and not scene.playing
    assert scene.play_button.label == "Play"
    app.step([key(pygame.K_SPACE)], FRAME)
    assert scene.playing and scene.replay.position == 0


# ---------------------------------------------------------------- turns


def test_next_and_previous_turn_land_where_the_game_starts_a_turn(app) -> None:  # type: ignore[no-untyped-def]
    """AIM's table names its turns (TurnStarted): Page Down goes from turn start to turn
    start, each just after the action that began the turn, with that turn's player to act,
    then to the end; Page Up goes back through the same starts; mid-turn, Page Up goes back
    to the start of this turn."""
    path, kept = played_with_undos(app, "aim", 3)
    scene = open_replay(app, path)
    steps = scene.replay.steps
    began = {
        k: e.seat
        for k in range(1, kept)
        for e in steps[k - 1].events
        if isinstance(e, aim_ev.TurnStarted)
    }
    assert len(began) > 10
    visited = []
    while scene.replay.position < kept:
        app.step([key(pygame.K_PAGEDOWN)], FRAME)
        visited.append(scene.replay.position)
        if scene.replay.position < kept:
            seat = began[scene.replay.position]
            assert seat in scene.replay.rules.to_act(scene.replay.state)
            when = scene.adapter.when(scene.view)  # the bar's own count, not a second one
            assert when in hint(scene) and when.startswith("Round ")
    assert visited == [*sorted(began), kept]
    back = []
    while scene.replay.position > 0:
        app.step([key(pygame.K_PAGEUP)], FRAME)
        back.append(scene.replay.position)
    assert back == [*sorted(began, reverse=True), 0]
    first, second = sorted(began)[:2]
    assert second - first > 2
    scene.seek(first + 2)
    click(app, scene.turn_buttons[0])  # "< Turn"
    assert scene.replay.position == first
    app.step([key(pygame.K_RIGHT, pygame.KMOD_SHIFT)], FRAME)
    assert scene.replay.position == second


def test_without_turn_events_a_turn_begins_where_the_acting_seat_changes(app) -> None:  # type: ignore[no-untyped-def]
    """A table that names no turn events (the default): each turn is a run of actions by one
    seat, and the next turn's first action is another seat's."""
    path, kept = played_with_undos(app, "tavern-keepers", 5)
    replay = Replay(path)
    starts = replay.turn_starts(())
    assert starts[0] == 0 and len(starts) > 5
    for a, b in zip(starts, [*starts[1:], kept], strict=True):
        assert len({s.seat for s in replay.steps[a:b]}) == 1
        if b < kept:
            assert replay.steps[b].seat != replay.steps[b - 1].seat


def hint(scene: ReplayScene) -> str:
    return " ".join(scene._hint_lines())


# ---------------------------------------------------------------- whose view


def test_the_viewpoint_is_chosen_by_buttons_and_keys_and_retells_the_log(app) -> None:  # type: ignore[no-untyped-def]
    """Everyone's view names every hand; a seat's names only its own, and the log is told
    again in that seat's words (no other seat's secret card named)."""
    path, kept = played_with_undos(app, "aim", 3)
    scene = open_replay(app, path)
    scene.seek(kept // 2)
    assert scene.session.viewpoint is None and "Seen by everyone" in hint(scene)
    assert all(p.hand is not None for p in scene.view.players)
    ben = next(b for b in scene.view_buttons if b.label == "Ben")
    click(app, ben)
    assert scene.session.viewpoint == 1 and ben.accent
    assert "Seen by Ben: only what Ben could see then." in hint(scene)
    hands = [p.hand is not None for p in scene.view.players]
    assert hands == [False, True, False]
    rules, names = scene.replay.rules, scene.session.seat_names
    told = [
        line
        for k in range(scene.replay.position + 1)
        for e in scene.replay.events_at(k)
        if (line := rules.describe(e, 1, names))
    ]
    assert scene.log == told[-len(scene.log) :]
    app.step([key(pygame.K_v)], FRAME)
    assert scene.session.viewpoint == 2
    app.step([key(pygame.K_0)], FRAME)
    assert scene.session.viewpoint is None
    app.step([key(pygame.K_1)], FRAME)
    assert scene.session.viewpoint == 0
    app.step([key(pygame.K_9)], FRAME)  # no ninth seat: nothing changes
    assert scene.session.viewpoint == 0
    app.step([key(pygame.K_END)], FRAME)
    assert scene.session.is_over and "Every hand is shown." in hint(scene)
    assert all(p.hand is not None for p in scene.view.players)


# ---------------------------------------------------------------- counts


def test_the_replays_list_and_the_viewer_count_the_same_actions(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A game with actions taken back: the list says "N actions" and the viewer "action k of
    N", N the actions kept in the game (not the step lines of the file, undone ones among
    them)."""
    import ui.scenes.load as load
    from ui.scenes.load import LoadScene

    path, kept = played_with_undos(app, "aim", 7)
    replays = app.dirs.replays
    replays.mkdir(parents=True, exist_ok=True)
    moved = path.rename(replays / path.name)
    lines = moved.read_text().splitlines()
    assert sum('"type":"step"' in line.replace(" ", "") for line in lines) > kept
    written: list[str] = []
    real = load.draw_text

    def spy(surface: Any, font: Any, text: str, *args: Any, **kw: Any) -> Any:
        written.append(text)
        return real(surface, font, text, *args, **kw)

    monkeypatch.setattr(load, "draw_text", spy)
    scene = LoadScene(app, replays=True)
    app.push(scene)
    scene.check_all()
    settle(app, 1)
    (info,) = scene.items
    assert info.steps == kept
    assert any(f"   {kept} actions   " in text for text in written)
    app.step([key(pygame.K_RETURN)], FRAME)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.length == kept
    app.step([key(pygame.K_END)], FRAME)
    assert f"action {kept} of {kept} (the end)" in hint(viewer)
