"""Every scene opens, draws and closes; the replay viewer steps to identical states both ways."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.model import SeatInfo
from ui.autoplay import FRAME, key, make_app, play_bots_to_end, settle, start_game

BOTS = [
    SeatInfo(name="Ana", kind="bot", level="greedy"),
    SeatInfo(name="Ben", kind="bot", level="random"),
]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def _finished_game(app) -> Path:  # type: ignore[no-untyped-def]
    scene = start_game(app, BOTS, seed=2)
    session = scene.session
    play_bots_to_end(session)
    session.close()
    app.scenes.pop()
    assert session.path is not None
    return session.path


def test_every_scene_opens_draws_and_closes(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.hall_of_fame import HallOfFameScene
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.replay import ReplayScene
    from ui.scenes.rules_help import RulesHelpScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.table import TableScene
    from ui.session import GameSession

    path = _finished_game(app)
    app.scenes.push(MenuScene(app))
    session = GameSession.load(path, app.bot_factory)
    people = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]
    fresh = GameSession.new("aim", people, 5, app.dirs.saves, app.bot_factory)
    scenes = [
        NewGameScene(app),
        LoadScene(app),
        LoadScene(app, replays=True),
        HallOfFameScene(app),
        RulesHelpScene(app),
        SettingsScene(app),
        TableScene(app, fresh),
        PassDeviceScene(app, fresh, 1),
        GameOverScene(app, session),
        ReplayScene(app, path),
    ]
    for scene in scenes:
        app.scenes.push(scene)
        settle(app, 2)
        if isinstance(scene, TableScene) and scene is not app.scenes.top:
            assert isinstance(app.scenes.top, PassDeviceScene)  # two humans: hand-over first
            app.step([key(pygame.K_RETURN)], FRAME)
        assert app.scenes.top is scene
        app.step([key(pygame.K_ESCAPE)], FRAME)
        settle(app, 1)
        while len(app.scenes) > 1:
            app.scenes.pop()
        assert isinstance(app.scenes.top, MenuScene)


def test_new_game_scene_starts_a_game_against_a_bot(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.table import TableScene

    app.scenes.push(MenuScene(app))
    scene = NewGameScene(app)
    app.scenes.push(scene)
    start = next(b for b in scene.buttons if b.label == "Start")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start.rect.center, button=1)], FRAME)
    top = app.scenes.top
    assert isinstance(top, TableScene)
    seats = top.session.match.config.seats
    assert [s.kind for s in seats] == ["human", "bot"]
    assert top.session.path is not None and top.session.path.exists()


def test_replay_steps_forward_and_back_to_identical_states(app) -> None:  # type: ignore[no-untyped-def]
    from ui.replay import Replay

    path = _finished_game(app)
    replay = Replay(path)
    assert replay.length > 50
    forward = []
    for k in range(replay.length + 1):
        replay.seek(k)
        forward.append(replay.state_hash())
    rng = random.Random(4)
    for _ in range(60):
        k = rng.randrange(replay.length + 1)
        replay.seek(k)
        assert replay.state_hash() == forward[k]
    for k in range(replay.length, -1, -1):
        replay.seek(k)
        assert replay.state_hash() == forward[k]
    from game.core.log import read_log, rebuild
    from game.registry import get_rules

    final, report = rebuild(get_rules("aim"), read_log(path, get_rules))
    assert report.mismatch is None and final.state_hash() == forward[-1]


def test_replay_viewer_keys_step_the_table(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.replay import ReplayScene

    path = _finished_game(app)
    scene = ReplayScene(app, path)
    app.scenes.push(scene)
    settle(app, 1)
    app.step([key(pygame.K_RIGHT), key(pygame.K_RIGHT)], FRAME)
    assert scene.replay.position == 2
    app.step([key(pygame.K_END)], FRAME)
    assert scene.replay.position == scene.replay.length
    app.step([key(pygame.K_LEFT)], FRAME)
    assert scene.replay.position == scene.replay.length - 1


def test_a_save_it_cannot_read_is_listed_with_its_reason(app) -> None:  # type: ignore[no-untyped-def]
    from ui.session import list_saves

    _finished_game(app)
    bad = app.dirs.saves / "broken.jsonl"
    bad.write_text("this is not a game\n")
    infos = list_saves(app.dirs.saves)
    broken = [i for i in infos if i.path == bad]
    assert broken and broken[0].problem and "not a Loot Table game log" in broken[0].problem
    # the finished game moved to the replays folder when its table closed, and reads fine
    assert any(i.problem is None and i.finished for i in list_saves(app.dirs.replays))


def test_new_game_offers_the_normal_bot_first_for_every_game(app) -> None:  # type: ignore[no-untyped-def]
    from game.registry import GAME_IDS
    from ui.games import offered
    from ui.scenes.new_game import MAX_SEATS, NewGameScene

    scene = NewGameScene(app)
    app.scenes.push(scene)
    seen = set()
    for _ in range(len(GAME_IDS) * 2):
        rules = scene.rules()
        if rules is not None:
            assert scene.kinds[1:] == ["normal"] * (MAX_SEATS - 1)
            seen.add(rules.game_id)
        scene.next_game()
    assert seen == set(offered())


def test_new_game_does_not_offer_a_game_without_a_table(app) -> None:  # type: ignore[no-untyped-def]
    """A game registered headless (rules, bots, balance) before its table adapter exists is
    not offered and cannot be started."""
    from game.registry import GAME_IDS, available
    from ui.games import offered
    from ui.scenes.new_game import NewGameScene

    tableless = [g for g in available() if g not in offered()]
    scene = NewGameScene(app)
    app.scenes.push(scene)
    for game_id in tableless:
        scene.game_index = GAME_IDS.index(game_id)
        scene.resize(app.size)
        assert scene.rules() is None and not scene.can_start()
        scene.start()
        assert app.scenes.top is scene


def test_settings_tell_the_truth_when_there_is_no_sound(app) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 (10): Settings said Sound "On" when the mixer could not start."""
    from ui.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.scenes.push(scene)
    assert scene.sound_word() in ("On", "Muted")
    app.sound.problem = "the audio mixer could not start (no device)"
    assert scene.sound_word() == "No sound on this machine"
    app.step([], FRAME)
