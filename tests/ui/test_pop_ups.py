"""Pop-ups: few and right (issue 23). What other seats did to a person is gathered through a
turn of play and told in at most one pop-up per person per turn, titled with the seats that
did it, never about what the person did; the Settings choose all, the important ones only or
none, and the log keeps every line either way.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from ui.autoplay import FRAME, dismiss_notice, make_app, settle, start_game
from ui.scenes.notice import GATHERED_TITLE, Notice, NoticeScene, gathered, wanted
from ui.session import wait_for_bot

GAME = "inns-and-outcasts"
NAMES = ["Ana", "Ben", "Cleo", "Dov"]
ANA_VS_THREE = [SeatInfo(name="Ana")] + [
    SeatInfo(name=n, kind="bot", level="greedy") for n in NAMES[1:]
]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def play_turns(app: Any, turns: int, seed: int = 3) -> tuple[Any, list[tuple[int, NoticeScene]]]:
    """Ana (by the table's first offer) against three greedy bots for ``turns`` turns of
    play; each pop-up shown, with the turn the game was in when it came up."""
    scene = start_game(app, ANA_VS_THREE, seed=seed, game=GAME)
    s = scene.session
    rng = random.Random(seed)
    shown: list[tuple[int, NoticeScene]] = []
    for _ in range(20_000):
        if s.is_over or s.match.state.turn > turns:
            break
        top = app.scenes.top
        if isinstance(top, NoticeScene):
            shown.append((s.match.state.turn, top))
            assert dismiss_notice(app)
            continue
        if top is scene and scene.legal and not scene.anim.busy and s.viewer in s.match.to_act():
            scene.act(scene.adapter.primary(scene.legal) or rng.choice(scene.legal))
        if s.worker.busy:
            wait_for_bot(s)
        settle(app, 1)
    assert s.match.state.turn > turns or s.is_over
    return scene, shown


def test_at_most_one_pop_up_per_person_per_turn_at_a_four_seat_table(app) -> None:  # type: ignore[no-untyped-def]
    """Inns & Outcasts at four seats, one person: every pop-up comes once a turn is over
    (the game then in a later turn), never two for one turn; each is titled "What Ben ...
    did to you" with the seats whose cards or moves did it, each line naming one of them;
    none is about what Ana did herself."""
    _, shown = play_turns(app, 6)
    turns = [turn for turn, _ in shown]
    assert len(turns) == len(set(turns)), turns  # one per turn at most
    assert shown, "six turns at four seats and nothing done to Ana"
    for _, notice in shown:
        assert notice.title != "After your move"
        assert notice.title.startswith("What ") and notice.title.endswith(" did to you")
        doers = [n for n in NAMES[1:] if n in notice.title]
        assert doers and "Ana" not in notice.title
        for line in notice.lines:
            assert line.startswith(tuple(doers)), (notice.title, line)


def test_the_setting_none_shows_no_pop_up_and_the_log_keeps_every_line(app) -> None:  # type: ignore[no-untyped-def]
    """Settings, "Pop-ups: None": the same turns bring no pop-up; the log still tells what
    the others' cards did to Ana."""
    app.settings.pop_ups = "none"
    scene, shown = play_turns(app, 4)
    assert shown == []
    log = " ".join(str(line) for line in scene.log_panel.entries)
    assert "You" in log or "your" in log


def test_important_only_keeps_what_cost_the_person_something(app) -> None:  # type: ignore[no-untyped-def]
    """Settings, "Pop-ups: Important only": of the notices waiting, only the important
    ones come up; when none is important, no pop-up at all."""
    scene = start_game(app, ANA_VS_THREE, seed=3, game=GAME)
    app.settings.bot_speed = "slow"  # the bots wait: only the notices below happen
    app.settings.pop_ups = "important"
    scene.notices[0] = [
        Notice("Ben's move", ["Ben gave you 2 loot."], 0, important=False, who="Ben"),
        Notice("Cleo's move", ["Cleo took 3 loot from you."], 0, important=True, who="Cleo"),
    ]
    settle(app, 1)
    top = app.scenes.top
    assert isinstance(top, NoticeScene)
    assert (top.title, top.lines) == ("What Cleo did to you", ["Cleo took 3 loot from you."])
    assert dismiss_notice(app) and app.scenes.top is scene and not scene.notices[0]
    scene.notices[0] = [Notice("Ben's move", ["Ben gave you 2 loot."], 0, False, "Ben")]
    app.step([], FRAME)
    assert app.scenes.top is scene and not scene.notices[0]


def test_a_gathered_pop_up_is_titled_with_who_did_it() -> None:
    """One turn's notices whose lines name who did them: "What Ben and Cleo did to you",
    lines as they are; several turns' (kept while another person held the screen): "While
    you were away"; sentences that do not name the doer keep "Ben's move:" before them."""
    ben = Notice("Ben's move", ["Ben Blocked your card."], 3, who="Ben", turn=1)
    cleo = Notice("Cleo's move", ["Cleo took 2 loot."], 4, who="Cleo", turn=1)
    assert gathered([ben, cleo]) == (
        "What Ben and Cleo did to you",
        ["Ben Blocked your card.", "Cleo took 2 loot."],
    )
    later = Notice("Dov's move", ["Dov gave you 1 loot."], 9, who="Dov", turn=2)
    assert gathered([ben, later])[0] == GATHERED_TITLE
    plain = Notice("Ben's move", ["You lost a card."], 1)
    assert gathered([plain, cleo]) == (
        GATHERED_TITLE,
        ["Ben's move: You lost a card.", "Cleo took 2 loot."],
    )
    assert wanted([ben, plain], "none") == []
    quiet = Notice("Ben's move", ["Ben gave you 1 loot."], 1, important=False)
    assert wanted([quiet, cleo], "important") == [cleo]
    assert wanted([quiet, cleo], "all") == [quiet, cleo]
