"""Issue 26 in the window: play on from a replay's step (with the hand-over screen first when
two people sit), the branch's lineage in Load and Replays, statistics drawn with charts,
export that never replaces a file, and a save opened from elsewhere (command line or a file
dropped on the window) without touching ours."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pygame
import pytest

from game.core.log import read_log
from game.registry import get_rules
from ui.autoplay import FRAME, make_app, settle
from ui.saves import check_save, forget_checks

FINISHED = Path(__file__).parents[1] / "fixtures" / "saves" / "aim-format4-3dd8414.jsonl"


@pytest.fixture
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    forget_checks()
    (tmp_path / "replays").mkdir()
    shutil.copy(FINISHED, tmp_path / "replays" / "aim-old.jsonl")
    made = make_app(tmp_path)
    yield made
    for scene in list(made.scenes):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "close"):
            session.close()
    pygame.display.quit()


def test_play_on_from_a_replay_step_opens_behind_the_hand_over_screen(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.play_on import PlayOnScene
    from ui.scenes.replay import ReplayScene
    from ui.scenes.table import TableScene

    replay = ReplayScene(app, app.dirs.replays / "aim-old.jsonl")
    app.scenes.push(replay)
    replay.seek(25)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b")], FRAME)
    form = app.scenes.top
    assert isinstance(form, PlayOnScene) and form.step == 25
    form.kinds[0] = form.kinds[1] = "human"
    form.names[0], form.names[1] = "Ana", "Ben"
    form.set_seats(1)  # the seats stay the game's
    assert form.n_seats == 2
    form.start()
    settle(app, 2)
    assert isinstance(app.scenes.top, PassDeviceScene)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    header = read_log(table.session.path, get_rules).header
    assert [s.name for s in header.config.seats] == ["Ana", "Ben"]
    assert header.parent is not None and header.parent.step == 25
    assert len(table.session.match.steps) == 25
    info = check_save(table.session.path)
    assert info.problem is None and info.parent == "branched from aim-old.jsonl at action 25"


def test_statistics_are_counted_off_the_ui_thread_and_drawn(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.statistics import StatisticsScene

    scene = StatisticsScene(app)
    app.scenes.push(scene)
    deadline = time.monotonic() + 60
    while scene.stats is None and scene.failed is None and time.monotonic() < deadline:
        settle(app, 1)
        time.sleep(0.01)
    assert scene.stats is not None and scene.stats.games == 1
    settle(app, 1)
    assert scene.next_frame(app.now) is None  # counted: no more frames until input
    first, second = scene.stats.players  # the winner first: more wins
    assert {first.name, second.name} == {"Greedy 1", "Greedy 2"} and first.wins == 1
    assert scene.player is first
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")], FRAME)
    assert scene.player is second


def test_export_copies_under_a_telling_name_and_never_replaces_a_file(
    app,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    from ui.scenes.export import ExportScene

    info = check_save(app.dirs.replays / "aim-old.jsonl")
    out = tmp_path / "shared"
    for expected in ("", " (2)"):
        scene = ExportScene(app, info)
        app.scenes.push(scene)
        scene.folder = str(out)
        scene.export()
        name = f"Adventures in Inventory Management - Greedy 1, Greedy 2 - {info.modified:%Y-%m-%d}{expected}.jsonl"
        assert (out / name).read_bytes() == FINISHED.read_bytes()
    assert len(list(out.iterdir())) == 2


def test_a_save_from_elsewhere_opens_from_a_copy_and_a_hostile_one_is_refused(
    app,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    from ui.scenes.menu import open_file
    from ui.scenes.replay import ReplayScene
    from ui.scenes.table import TableScene

    elsewhere = tmp_path / "downloads"
    elsewhere.mkdir()
    finished = elsewhere / "shared.jsonl"
    shutil.copy(FINISHED, finished)
    open_file(app, finished)
    assert isinstance(app.scenes.top, ReplayScene)
    app.scenes.pop()
    # an unfinished game from elsewhere: resumed from a copy in our saves, never over ours
    from game.core.branch import branch

    unfinished = elsewhere / "aim-old.jsonl"
    branch(finished, 20, unfinished, get_rules).sink.close()  # type: ignore[union-attr]
    app.dirs.saves.mkdir(exist_ok=True)
    ours = app.dirs.saves / "aim-old.jsonl"
    ours.write_text("ours")
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(unfinished))], FRAME)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.session.path.parent == app.dirs.saves and table.session.path != ours
    assert ours.read_text() == "ours"
    # while a game is on the table, a dropped file waits for the menu
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(finished))], FRAME)
    assert any("Go back to the menu" in t.text for t in app.toasts)
    from ui.scenes.menu import MenuScene

    app.scenes.clear_to(MenuScene(app))  # leaving the table closes its log
    hostile = elsewhere / "hostile.jsonl"
    hostile.write_bytes(b'{"type":"header"}\n' + b"[" * 10_000)
    before = len(app.toasts)
    open_file(app, hostile)
    assert any("cannot be loaded" in t.text for t in app.toasts[before:])


def test_the_replays_step_buttons_stay_put_while_its_words_change(app) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 (3): the status above the replay's buttons runs 2 to 5 lines; the buttons
    moved 18-36 px with it, so six clicks on "<" moved nothing."""
    from ui.scenes.replay import ReplayScene

    replay = ReplayScene(app, app.dirs.replays / "aim-old.jsonl")
    app.scenes.push(replay)
    places, lengths = set(), set()
    for position in (0, 1, 2, 50, 150, replay.replay.length):
        replay.seek(position)
        for seat in (None, 0):
            replay.set_viewpoint(seat)
            app.step([], FRAME)
            lengths.add(len(replay._hint_lines()))
            places.add(tuple(tuple(b.rect) for b in replay.step_buttons))
    assert len(lengths) > 1 and len(places) == 1, lengths


def test_a_branch_won_by_a_person_asks_for_no_hall_of_fame_quote(app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A branch's first steps were played in another game: no Hall of Fame entry."""
    from game.core.branch import branch
    from game.core.model import SeatInfo
    from ui.scenes.game_over import GameOverScene
    from ui.session import GameSession

    out = tmp_path / "branch.jsonl"
    people = (SeatInfo(name="Ana"), SeatInfo(name="Ben"))
    parent = app.dirs.replays / "aim-old.jsonl"
    whole = read_log(parent, get_rules)
    steps = sum(1 for r in whole.records if r.type == "step")
    branch(parent, steps, out, get_rules, people).sink.close()  # type: ignore[union-attr]
    session = GameSession.load(out)
    assert session.match.is_over and session.branched
    over = GameOverScene(app, session)
    assert not over.fame and not over.quote_wanted
    session.close()
