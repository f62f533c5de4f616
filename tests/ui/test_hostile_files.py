"""Issue 11 in the app: no file in the saves, replays or settings folders can stop the app or
pass for a game that never happened. The menu, Load, Continue, Replays, New game, the Hall of
Fame and the game-over quote each survive every kind of hostile file, with a reason shown."""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.model import SeatInfo
from game.registry import get_rules
from tests.hostile_corpus import (
    BAD_NAMES,
    FIFTY_MB,
    KINDS,
    aim_config,
    deal,
    fifos_in,
    forged_setups,
    hostile_entries,
    hostile_entry,
    returns,
    write_log,
)
from ui.autoplay import FRAME, key, make_app, settle
from ui.saves import forget_checks

GOOD_NAMES = ("Ana", "Ben")


@pytest.fixture(autouse=True)
def _fresh_checks() -> None:
    forget_checks()


def _close(app: Any) -> None:
    for scene in list(app.scenes):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "close"):
            session.close()
    pygame.display.quit()


def _table(app: Any) -> Any:
    """The table scene on the stack (a hand-over screen may sit on top of it), or None."""
    from ui.scenes.table import TableScene

    return next((s for s in app.scenes if isinstance(s, TableScene)), None)


def _older(path: Path, seconds: float) -> None:
    t = path.stat().st_mtime - seconds
    os.utime(path, (t, t))


def _finished_log(path: Path, seed: int = 7) -> Path:
    """A finished, dealt two-seat AIM game (random legal actions to the end)."""
    return write_log(path, aim_config(seed), deal(aim_config(seed)), actions=20_000, seed=seed)


def _hostile_home(root: Path, settings_kind: str | None = None) -> dict[str, Path]:
    """An app folder whose saves, replays, settings and Hall of Fame hold hostile entries,
    beside one unfinished good game (older than every hostile save)."""
    saves, replays = root / "saves", root / "replays"
    good = write_log(saves / "good-unfinished.jsonl", aim_config(), deal(aim_config()))
    _older(good, 3600)
    made = hostile_entries(saves, ".jsonl", good.read_bytes())
    for name, (config, setup) in forged_setups().items():  # newer than the good game
        made[f"forged-{name}"] = write_log(
            saves / f"forged-{name}.jsonl", config, setup, origin="deal"
        )
    made.update({f"replays-{k}": v for k, v in hostile_entries(replays, ".jsonl").items()})
    made["good"] = good
    if settings_kind is not None:
        hostile_entry(settings_kind, root / "settings.json")
        hostile_entry(settings_kind, root / "hall_of_fame.json")
    return made


@pytest.mark.parametrize("kind", KINDS)
def test_the_app_starts_and_continues_the_good_game_whatever_sits_beside_it(
    tmp_path: Path, kind: str
) -> None:
    """Start-up read every save (RecursionError, a pipe that blocked forever, /dev/zero);
    Continue offered a newer save that then failed to rebuild, hiding the older good game."""
    from ui.scenes.menu import MenuScene

    made = _hostile_home(tmp_path, kind)
    fifos = fifos_in(tmp_path, tmp_path / "saves", tmp_path / "replays")
    app = returns(lambda: make_app(tmp_path), fifos)
    try:
        assert any("settings.json was reset" in t.text for t in app.toasts), kind
        menu = MenuScene(app)
        app.scenes.push(menu)
        returns(lambda: settle(app, 2), fifos)
        assert menu.buttons[1].is_enabled()
        returns(menu.continue_game, fifos)
        table = _table(app)
        assert table is not None, [t.text for t in app.toasts]
        assert table.session.path == made["good"]
        # the Hall of Fame opens too, telling once why its file was set aside
        from ui.scenes.hall_of_fame import HallOfFameScene

        hall = returns(lambda: HallOfFameScene(app), fifos)
        app.scenes.push(hall)
        settle(app, 1)
        assert hall.entries == []
        assert any("hall_of_fame.json was reset" in t.text for t in app.toasts), kind
    finally:
        _close(app)


def test_the_load_list_names_every_bad_file_and_opens_none_of_them(tmp_path: Path) -> None:
    from ui.scenes.load import LoadScene

    made = _hostile_home(tmp_path)
    saves = tmp_path / "saves"
    fifos = fifos_in(saves)
    app = make_app(tmp_path)
    try:
        scene = LoadScene(app)
        returns(lambda: app.scenes.push(scene), fifos)
        listed = {i.path for i in scene.items}
        assert {p for p in made.values() if p.parent == saves} <= listed
        returns(lambda: settle(app, 3), fifos)  # rows are checked frame by frame, and drawn
        returns(scene.check_all, fifos)
        settle(app, 1)
        assert not scene.checking and scene.next_frame(app.now) is None
        for info in scene.items:
            if info.path == made["good"]:
                assert info.problem is None and not info.finished
            else:
                assert info.problem, info.path.name
        # selecting a refused row and pressing Enter opens nothing
        bad = next(k for k, i in enumerate(scene.items) if i.problem)
        scene.selected = bad
        app.step([key(pygame.K_RETURN)], FRAME)
        assert app.scenes.top is scene
        scene.selected = next(k for k, i in enumerate(scene.items) if i.path == made["good"])
        app.step([key(pygame.K_RETURN)], FRAME)
        table = _table(app)
        assert table is not None and table.session.path == made["good"]
        while len(app.scenes) > 0:
            app.scenes.pop()
        # Replays: every entry of the replays folder listed with its reason, none opened
        fifos = fifos_in(saves, tmp_path / "replays")
        replays = LoadScene(app, replays=True)
        returns(lambda: app.scenes.push(replays), fifos)
        returns(replays.check_all, fifos)
        returns(lambda: settle(app, 2), fifos)
        shown = {i.path: i for i in replays.items}
        hostile = {p for k, p in made.items() if k.startswith("replays-")}
        assert hostile <= set(shown) and all(shown[p].problem for p in hostile)
        assert made["good"] not in shown  # unfinished: not a replay
        replays.selected = 0
        app.step([key(pygame.K_RETURN)], FRAME)
        assert app.scenes.top is replays
    finally:
        _close(app)


def test_opening_a_row_not_checked_yet_checks_it_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.saves import CHECKER
    from ui.scenes.load import LoadScene

    config, setup = forged_setups()["aim-thirty-gold"]
    write_log(tmp_path / "saves" / "forged.jsonl", config, setup, origin="deal")
    app = make_app(tmp_path)
    try:
        scene = LoadScene(app)
        with monkeypatch.context() as m:  # the background checker has not got to it yet
            m.setattr(CHECKER, "want", lambda paths, first=False: None)
            app.scenes.push(scene)
        assert not scene.items[0].checked
        scene.open_selected()
        assert app.scenes.top is scene
        assert any("set-up is not the one its seed deals" in t.text for t in app.toasts)
        assert scene.items[0].problem is not None
    finally:
        _close(app)


@pytest.mark.skipif(not hasattr(os, "fsencode") or os.name == "nt", reason="POSIX file names")
def test_a_save_whose_file_name_is_not_text_is_listed_and_drawn(tmp_path: Path) -> None:
    from ui.scenes.load import LoadScene

    saves = tmp_path / "saves"
    saves.mkdir()
    good = write_log(saves / "good.jsonl", aim_config(), deal(aim_config()))
    raw = os.path.join(os.fsencode(saves), b"odd-\xff\x01-name.jsonl")
    try:
        with open(raw, "wb") as fh:
            fh.write(good.read_bytes())
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    os.close(os.open(os.path.join(os.fsencode(saves), b"bad-\xfe.jsonl"), os.O_CREAT | os.O_WRONLY))
    app = make_app(tmp_path)
    try:
        scene = LoadScene(app)
        app.scenes.push(scene)
        scene.check_all()
        settle(app, 2)  # drawing the names must not raise
        names = {i.name for i in scene.items}
        assert "odd-\ufffd\ufffd-name.jsonl" in names
        assert all(i.problem is None for i in scene.items if i.name.startswith("odd"))
        empty = next(i for i in scene.items if i.name.startswith("bad-"))
        assert empty.problem is not None and "\udcfe" not in empty.problem
    finally:
        _close(app)


def test_replays_check_a_game_before_showing_it_and_mark_scenario_games(tmp_path: Path) -> None:
    """Replays opened logs that ``--verify`` refuses and showed positions that never were."""
    from ui.scenes.load import LoadScene
    from ui.scenes.replay import ReplayScene

    replays = tmp_path / "replays"
    good = _finished_log(replays / "good.jsonl")
    tampered = replays / "tampered.jsonl"
    lines = good.read_bytes().split(b"\n")
    step = json.loads(lines[8])
    step["hash"] = "f" * 32
    lines[8] = json.dumps(step).encode()
    tampered.write_bytes(b"\n".join(lines))
    config, position = forged_setups()["aim-scenario-position"]
    scenario = write_log(replays / "scenario.jsonl", config, position, actions=20_000)
    for name, (cfg, setup) in forged_setups().items():
        write_log(replays / f"forged-{name}.jsonl", cfg, setup, origin="deal", actions=20_000)
    app = make_app(tmp_path)
    try:
        scene = LoadScene(app, replays=True)
        app.scenes.push(scene)
        scene.check_all()
        settle(app, 1)
        by_path = {i.path: i for i in scene.items}
        assert by_path[good].problem is None and not by_path[good].scenario
        assert "differs from the recorded one" in (by_path[tampered].problem or "")
        assert by_path[scenario].problem is None and by_path[scenario].scenario
        forged = [i for p, i in by_path.items() if p.name.startswith("forged-")]
        assert forged and all("set-up is not the one" in (i.problem or "") for i in forged)
        # Watch opens only what checks out
        scene.selected = scene.items.index(by_path[tampered])
        app.step([key(pygame.K_RETURN)], FRAME)
        assert app.scenes.top is scene
        scene.selected = scene.items.index(by_path[scenario])
        app.step([key(pygame.K_RETURN)], FRAME)
        viewer = app.scenes.top
        assert isinstance(viewer, ReplayScene)
        assert "scenario position" in " ".join(viewer._hint_lines())
    finally:
        _close(app)


# ------------------------------------------------------------------ names
@pytest.mark.parametrize(
    "names",
    [[], ["Zed"], [f"P{i}" for i in range(100)], list(BAD_NAMES.values()), ["A" * 40] * 4],
    ids=["none", "one", "a-hundred", "bad-ones", "forty-characters"],
)
def test_new_game_starts_with_whatever_names_settings_remember(
    tmp_path: Path, names: list[str]
) -> None:
    """``"last_names": []`` or one name broke New game; a name over 40 characters failed on
    Start and a 500 KB one hung it."""
    from ui.scenes.new_game import MAX_SEATS, NewGameScene

    (tmp_path / "settings.json").write_text(json.dumps({"last_names": names}))
    app = make_app(tmp_path)
    try:
        scene = NewGameScene(app)
        app.scenes.push(scene)
        assert len(scene.names) == MAX_SEATS
        scene.n_seats = 4
        scene.kinds = ["human", "random", "human", "random"]
        settle(app, 1)
        scene.start()
        table = _table(app)
        assert table is not None, [t.text for t in app.toasts]
        for seat in table.session.match.config.seats:
            assert 1 <= len(seat.name) <= 40
        settle(app, 1)
    finally:
        _close(app)


def test_settings_with_names_that_cannot_be_used_are_repaired_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = json.dumps({"volume": 0.25, "last_names": ["Zed", *BAD_NAMES.values()]})
    path.write_text(original)
    app = make_app(tmp_path)
    try:
        notices = [t.text for t in app.toasts if "settings.json was repaired" in t.text]
        assert len(notices) == 1 and "settings.json.bad-1" in notices[0]
        assert app.settings.volume == 0.25  # the rest of the file is kept
        kept = ["Zed", "Ana", "Ana", "Ana Ben", "[31mAna", "A" * 40, "A" * 40, "Ana"]
        assert app.settings.last_names == kept
        assert (tmp_path / "settings.json.bad-1").read_text() == original
    finally:
        _close(app)
    again = make_app(tmp_path)
    try:
        assert not any("settings.json" in t.text for t in again.toasts)
    finally:
        _close(again)


def test_the_hall_of_fame_keeps_and_draws_entries_with_names_it_cannot_show(
    tmp_path: Path,
) -> None:
    """A NUL, a lone surrogate or only zero-width characters crashed the Hall of Fame."""
    from ui.hall_of_fame import FameEntry, add_entry, load_hall
    from ui.scenes.hall_of_fame import HallOfFameScene

    entries = [
        {
            "date": "2026-01-0" + str(k % 9 + 1),
            "game": "AIM",
            "winner": name,
            "score": k,
            "quote": name[:1000],
            "players": [name, "Ben"],
        }
        for k, name in enumerate(BAD_NAMES.values())
    ]
    path = tmp_path / "hall_of_fame.json"
    path.write_text(json.dumps({"version": 1, "entries": entries}))
    app = make_app(tmp_path)
    try:
        scene = HallOfFameScene(app)
        app.scenes.push(scene)
        settle(app, 2)
        assert len(scene.entries) == len(BAD_NAMES)  # repaired, not dropped
        assert any("hall_of_fame.json was repaired" in t.text for t in app.toasts)
        for e in scene.entries:
            assert e.winner and len(e.winner) <= 172 and len(e.quote) <= 140
            assert all(ch >= " " and not 0xD800 <= ord(ch) <= 0xDFFF for ch in e.winner + e.quote)
        app.scenes.pop()
        problem = add_entry(
            path, FameEntry(date="2026-02-02", game="AIM", winner="Zed", score=9, save="x.jsonl")
        )
        assert problem is None
        hall, notice = load_hall(path)
        assert notice is None and len(hall.entries) == len(BAD_NAMES) + 1
    finally:
        _close(app)


def test_a_game_from_a_scenario_position_never_enters_the_hall_of_fame(tmp_path: Path) -> None:
    """A forged set-up resumed through Continue, won and entered the Hall of Fame."""
    from game.games.aim.events import PositionLoaded
    from ui.hall_of_fame import load_hall
    from ui.scenes.game_over import GameOverScene
    from ui.session import GameSession

    rules = get_rules("aim")
    assert rules is not None
    config = aim_config()
    finished: Match[Any] = Match.new(rules, config)
    rng = random.Random(1)
    while not finished.is_over:
        seat = finished.to_act()[0]
        finished.apply(seat, rng.choice(finished.legal_actions(seat)))
    position = PositionLoaded(state=rules.canonical(finished.state))
    app = make_app(tmp_path)
    try:
        scenario = GameSession(rules, Match(rules, config, [position]), None)
        dealt = GameSession(rules, finished, None)
        assert scenario.match.is_over and scenario.from_scenario and not dealt.from_scenario
        over = GameOverScene(app, scenario)
        app.scenes.push(over)
        settle(app, 1)
        app.step([key(pygame.K_a, unicode="a"), key(pygame.K_RETURN)], FRAME)
        over.save_quote()
        over.to_menu()
        hall, _ = load_hall(app.dirs.hall_of_fame)
        assert hall.entries == []
        fair = GameOverScene(app, dealt)
        app.scenes.push(fair)
        fair.save_quote()
        hall, _ = load_hall(app.dirs.hall_of_fame)
        assert len(hall.entries) == 1
    finally:
        _close(app)


def test_text_the_font_cannot_draw_is_drawn_without_raising(tmp_path: Path) -> None:
    from ui import theme

    app = make_app(tmp_path)
    try:
        font = app.fonts.get(16)
        for text in [*BAD_NAMES.values(), "x" * 10_000, "\u200b", ""]:
            theme.text_image(font, text, theme.TEXT)
            theme.wrap(font, text, 300)
        app.notify("a\u0000b \udcff \u200b")
        settle(app, 1)
    finally:
        _close(app)


def test_a_huge_file_under_a_saves_name_is_refused_by_size(tmp_path: Path) -> None:
    from ui.saves import list_saves

    saves = tmp_path / "saves"
    saves.mkdir()
    good = write_log(saves / "good.jsonl", aim_config(), deal(aim_config()))
    shutil.copy(good, saves / "copy.jsonl")
    with open(saves / "copy.jsonl", "r+b") as fh:
        fh.seek(FIFTY_MB)
        fh.write(b"\n")
    infos = {i.path.name: i for i in list_saves(saves)}
    assert infos["good.jsonl"].problem is None
    assert "50 MB, over the 16 MB limit" in (infos["copy.jsonl"].problem or "")
    assert SeatInfo(name=GOOD_NAMES[0])
