"""Learn to play (issue 25): every game has a guided first game that checks itself.

``loot-table tutorial GAME --check`` plays each tutorial through the table's own controls
(ui/tutorial/check.py); these tests run it for every registered game and check what a
learner meets on the way: a different move refused kindly, Hint, Undo, leaving and
resuming, completion marked on the menu, and a tutorial never counted as a game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.log import read_log
from game.core.scenario import check_expectations, run_scenario
from game.registry import available, get_rules
from ui import main as ui_main
from ui.autoplay import FRAME, drag, key, make_app, settle, sprite_center
from ui.games import app_rules
from ui.saves import list_saves
from ui.scenes.menu import MenuScene
from ui.scenes.player_aid import PlayerAidScene
from ui.scenes.tutorial import TutorialListScene, TutorialScene, open_tutorial
from ui.settings import Settings
from ui.tutorial.progress import in_progress, save_path
from ui.tutorial.script import action_at, data_file, load_aid, load_script

GAMES = sorted(available())


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    application.close()


def _tutorial(app: Any, game_id: str = "aim") -> TutorialScene:
    open_tutorial(app, game_id)
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    settle(app)
    return scene


def _to_first_move(app: Any, scene: TutorialScene) -> None:
    """Press Next (Enter) until the coach asks for a move."""
    while scene.mode() == "next":
        app.step([key(pygame.K_RETURN)], FRAME)
    assert scene.mode() == "move"


def _drag_move(app: Any, scene: TutorialScene, wanted: Any) -> None:
    for card, moves in scene.card_moves.items():
        for zone, action in moves:
            if action == wanted:
                start = sprite_center(scene, card)
                assert start is not None
                drag(app, start, scene.layout.zones[zone].rect.center)
                settle(app)
                return
    raise AssertionError(f"no drag makes {wanted}")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_tutorial_and_a_player_aid(game_id: str) -> None:
    script = load_script(game_id)
    assert script.scenario.game == game_id
    assert 1 <= script.minutes <= 10 and script.covers
    aid = load_aid(game_id)
    assert aid is not None and len(aid.sections) >= 2
    path = data_file(game_id, "tutorial.json")
    assert path is not None and path.is_file()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_scenario_meets_its_own_expect_block(game_id: str) -> None:
    script = load_script(game_id)
    rules = get_rules(game_id)
    assert rules is not None
    assert script.scenario.expect is not None
    result = run_scenario(rules, script.scenario)
    assert check_expectations(script.scenario, result) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_loot_table_tutorial_check_completes_for_every_game(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command a person runs: the tutorial played through the table's own controls."""
    assert ui_main.main(["tutorial", game_id, "--check"]) == 0
    out = capsys.readouterr().out
    assert "the tutorial completes" in out and "its expectations hold" in out


def test_tutorial_check_refuses_an_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert ui_main.main(["tutorial", "no-such-game", "--check"]) == 2
    assert "no game" in capsys.readouterr().err


def test_another_move_is_refused_kindly_and_changes_nothing(app) -> None:  # type: ignore[no-untyped-def]
    scene = _tutorial(app)
    _to_first_move(app, scene)
    expected = scene.expected()
    other = next(a for moves in scene.card_moves.values() for _, a in moves if a != expected)
    _drag_move(app, scene, other)
    assert scene.k == 0
    assert scene.coach.note.startswith("That works too, but let's first")
    assert scene.refused is None  # the coach's voice, not the red refusal
    _drag_move(app, scene, expected)
    assert scene.k == 1 and scene.coach.note == ""


def test_hint_lights_the_asked_move_and_the_coach_points_at_it(app) -> None:  # type: ignore[no-untyped-def]
    scene = _tutorial(app)
    assert scene.expected() is None  # the coach talks first: Hint says so
    _to_first_move(app, scene)
    app.step([key(pygame.K_h)], FRAME)
    assert scene.ui.hinted == scene.expected()
    assert len(scene.targets()) == 2  # the card and its place
    app.step([], FRAME)  # the strip and its arrow draw without trouble


def test_undo_takes_back_the_learners_move_and_the_coach_follows(app) -> None:  # type: ignore[no-untyped-def]
    scene = _tutorial(app)
    _to_first_move(app, scene)
    said = scene._said()
    _drag_move(app, scene, scene.expected())
    assert scene.k == 1 and scene._said() != said
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert scene.k == 0 and scene._said() == said and scene.mode() == "move"


def test_a_tutorial_left_part_way_resumes_where_it_was(app) -> None:  # type: ignore[no-untyped-def]
    app.push(MenuScene(app))
    scene = _tutorial(app)
    _to_first_move(app, scene)
    _drag_move(app, scene, scene.expected())
    app.step([key(pygame.K_ESCAPE)], FRAME)  # back to the menu
    assert isinstance(app.scenes.top, MenuScene)
    assert in_progress(app.dirs, "aim")
    assert list_saves(app.dirs.saves) == []  # never among the games to continue or load
    loaded = read_log(save_path(app.dirs, "aim"), app_rules)
    assert loaded.header.origin == "scenario"  # never a Hall of Fame or statistics game
    again = _tutorial(app)
    assert again.k == 1
    assert again.mode() == "move"


def test_start_over_begins_again_from_the_first_move(app) -> None:  # type: ignore[no-untyped-def]
    scene = _tutorial(app)
    _to_first_move(app, scene)
    _drag_move(app, scene, scene.expected())
    scene.restart()
    fresh = app.scenes.top
    assert isinstance(fresh, TutorialScene) and fresh is not scene
    assert fresh.k == 0 and fresh.mode() == "next"


def test_a_finished_tutorial_is_marked_on_the_menu_and_offers_a_real_game(app) -> None:  # type: ignore[no-untyped-def]
    from ui.tutorial.check import make_move

    app.push(MenuScene(app))
    scene = _tutorial(app, "inns-and-outcasts")
    for _ in range(5000):
        if scene.mode() == "end" or app.scenes.top is not scene:
            if app.scenes.top is not scene:
                from ui.autoplay import dismiss_notice

                dismiss_notice(app)
                continue
            break
        if scene.mode() == "next":
            scene.next()
        elif scene.mode() == "move":
            expected = scene.expected()
            assert expected is not None
            for control in scene.script.coach[scene.entry() or 0].controls:
                make_move(app, scene, control)
            for _ in range(3):
                k = scene.k
                assert make_move(app, scene, expected) is None
                settle(app)
                if scene.k != k:
                    break
        else:
            app.step([], FRAME)
    assert scene.mode() == "end"
    assert "inns-and-outcasts" in app.settings.tutorials_done
    saved = json.loads(app.dirs.settings.read_text())
    assert saved["tutorials_done"] == ["inns-and-outcasts"] and saved["version"] == 4
    scene.real_game()
    table = app.scenes.top
    assert not isinstance(table, TutorialScene)
    seats = table.session.match.config.seats
    assert [s.name for s in seats] == ["You", "Bea", "Cal"]
    assert [s.level for s in seats[1:]] == ["easy", "easy"]
    assert not in_progress(app.dirs, "inns-and-outcasts")
    app.scenes.pop()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    assert menu.learn_button.label == f"Learn to play (1/{len(GAMES)} done)"


def test_the_list_of_tutorials_names_each_game_and_what_is_left(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.tutorials_done = ["aim"]
    scene = TutorialListScene(app)
    app.push(scene)
    app.step([], FRAME)
    labels = [b.label for b in scene.buttons]
    assert len(labels) == len(GAMES) + 1
    assert any("done" in label for label in labels)
    assert all("min" in label for label in labels[1:-1])


def test_the_player_aid_opens_with_f2_on_a_table_and_closes(app) -> None:  # type: ignore[no-untyped-def]
    scene = _tutorial(app, "loot-roll")
    app.step([key(pygame.K_F2)], FRAME)
    assert isinstance(app.scenes.top, PlayerAidScene)
    app.step([key(pygame.K_ESCAPE)], FRAME)
    assert app.scenes.top is scene


def test_settings_of_version_3_read_with_no_tutorial_done() -> None:
    old = {"version": 3, "volume": 0.5, "last_game": "aim"}
    settings = Settings.model_validate(old)
    assert settings.version == 4 and settings.tutorials_done == []


def test_a_script_whose_moves_do_not_fit_is_refused_in_a_sentence(tmp_path: Path) -> None:
    from game.core.errors import LogRefused
    from ui.tutorial.script import read_script

    path = data_file("aim", "tutorial.json")
    assert path is not None
    data = json.loads(path.read_text())
    data["coach"] = [c for c in data["coach"] if c["at"] != len(data["scenario"]["actions"])]
    bad = tmp_path / "tutorial.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(LogRefused, match="last word"):
        read_script(bad)


def test_the_scripted_seats_play_exactly_the_script(app) -> None:  # type: ignore[no-untyped-def]
    """A scripted seat never makes another seat's move, whoever the engine waits for."""
    scene = _tutorial(app, "loot-roll")
    rules = scene.session.rules
    steps = scene.session.match.steps
    for k, step in enumerate(steps):
        assert step.action == action_at(rules, scene.script, k)


def test_a_script_with_a_move_the_game_does_not_know_is_refused_not_shown(
    app, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    import ui.scenes.tutorial as tutorial

    script = load_script("aim").model_copy(deep=True)
    script.scenario.actions[3].action = {"kind": "no_such_move"}
    monkeypatch.setattr(tutorial, "load_script", lambda game_id: script)
    before = len(app.scenes)
    open_tutorial(app, "aim")
    assert len(app.scenes) == before
    assert not in_progress(app.dirs, "aim")
