"""The table as a player meets it, driven headless through real input events."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.model import SeatInfo
from game.games.aim import actions as act
from ui.autoplay import FRAME, drag, key, make_app, mouse, settle, sprite_center, start_game

HUMANS = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]
VS_BOT = [SeatInfo(name="Ana"), SeatInfo(name="Bot", kind="bot", level="greedy")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def test_dragging_a_card_onto_a_legal_slot_submits_that_placement(app) -> None:  # type: ignore[no-untyped-def]
    scene = start_game(app, HUMANS)
    card, moves = next(
        (c, m) for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m)
    )
    drag(app, sprite_center(scene, card), scene.layout.zones["spot:store"].rect.center)
    settle(app)
    mine = [s for s in scene.session.match.steps if s.seat == 0]
    assert [s.action for s in mine] == [act.Place(card=card, spot="store")]
    assert scene.session.match.state.players[0].mat[card] == "store"


def test_dropping_on_an_illegal_slot_changes_nothing_and_says_why(app) -> None:  # type: ignore[no-untyped-def]
    scene = start_game(app, HUMANS)
    potato = next(c for c in scene.card_moves if scene.adapter.book(c).name == "Potato")
    before = scene.session.match.state_hash()
    drag(app, sprite_center(scene, potato), scene.layout.zones["spot:head"].rect.center)
    settle(app)
    assert scene.session.match.state_hash() == before
    assert any("cannot be equipped" in t.text for t in app.toasts)
    assert potato in scene.session.match.state.players[0].hand


def test_click_then_click_places_a_card(app) -> None:  # type: ignore[no-untyped-def]
    scene = start_game(app, HUMANS)
    card = next(c for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m))
    pos = sprite_center(scene, card)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)
    assert scene.picked == card
    target = scene.layout.zones["spot:store"].rect.center
    app.step([mouse(pygame.MOUSEBUTTONDOWN, target)], FRAME)
    assert scene.session.match.state.players[0].mat.get(card) == "store"


def test_keyboard_alone_finishes_a_turn(app) -> None:  # type: ignore[no-untyped-def]
    """Tab to a card, Enter to pick it, arrows to a target, Enter to place; Space ends each step."""
    scene = start_game(app, VS_BOT)
    session = scene.session
    # initial equipping: place one card by keyboard, then Space to finish
    app.step([key(pygame.K_TAB)], FRAME)
    kind, card = scene.focusables()[scene.focus_index]
    assert kind == "card"
    app.step([key(pygame.K_RETURN)], FRAME)
    assert scene.picked == card
    app.step([key(pygame.K_RIGHT), key(pygame.K_RETURN)], FRAME)
    assert card not in session.match.state.players[0].hand
    presses = 0
    start_turn = None
    while presses < 200:
        state = session.match.state
        if start_turn is None and state.turn >= 1 and state.active == 0:
            start_turn = state.turn
        if start_turn is not None and (state.turn > start_turn or session.match.is_over):
            break
        if 0 in session.match.to_act():
            app.step([key(pygame.K_SPACE)], FRAME)
            presses += 1
        settle(app, 2)
    assert start_turn is not None and session.match.state.turn > start_turn


def test_pass_device_screen_draws_no_card_of_the_next_hand(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.pass_device import PassDeviceScene

    scene = start_game(app, HUMANS)
    session = scene.session
    app.step([key(pygame.K_SPACE)], FRAME)  # Ana finishes initial equipping
    settle(app, 2)
    assert isinstance(app.scenes.top, PassDeviceScene)
    drawn: list[int] = []
    import ui.games.aim.cards as faces

    real = faces.card_face.__wrapped__

    def spy(card: int, width: int):  # type: ignore[no-untyped-def]
        drawn.append(card)
        return real(card, width)

    monkeypatch.setattr("ui.games.aim.table.card_face", spy)
    settle(app, 3)
    ben_hand = set(session.match.state.players[1].hand)
    assert ben_hand and not (ben_hand & set(drawn))
    app.step([key(pygame.K_RETURN)], FRAME)
    settle(app, 2)
    assert session.viewer == 1 and app.scenes.top is scene
    assert ben_hand & set(drawn)


def test_undo_and_redo_buttons_follow_the_engine(app) -> None:  # type: ignore[no-untyped-def]
    scene = start_game(app, HUMANS)
    assert not scene.undo_button.is_enabled()
    card = next(c for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m))
    drag(app, sprite_center(scene, card), scene.layout.zones["spot:store"].rect.center)
    assert scene.undo_button.is_enabled()
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert card in scene.session.match.state.players[0].hand
    assert scene.redo_button.is_enabled()
    app.step([key(pygame.K_y, pygame.KMOD_CTRL)], FRAME)
    assert scene.session.match.state.players[0].mat.get(card) == "store"


def test_a_whole_game_against_a_bot_by_mouse(app) -> None:  # type: ignore[no-untyped-def]
    from ui.autoplay import play_one_action_by_mouse
    from ui.scenes.game_over import GameOverScene

    scene = start_game(app, VS_BOT, seed=7)
    rng = random.Random(3)
    for _ in range(6000):
        if scene.session.match.is_over:
            break
        if scene.legal:
            play_one_action_by_mouse(app, scene, rng)
        settle(app, 1)
    settle(app, 3)
    assert scene.session.match.is_over
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    app.step(
        [key(pygame.K_a, unicode="G"), key(pygame.K_g, unicode="g"), key(pygame.K_RETURN)], FRAME
    )
    from ui.hall_of_fame import load_hall

    hall, _ = load_hall(app.dirs.hall_of_fame)
    if over.human_winners():  # the winner's quote goes into the Hall of Fame
        assert hall.entries and hall.entries[-1].quote == "Gg"
    else:  # the bot won: nobody was asked for its quote, so typing recorded nothing
        assert not hall.entries


def test_saved_game_continues_where_it_stopped(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    scene = start_game(app, VS_BOT)
    card = next(c for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m))
    drag(app, sprite_center(scene, card), scene.layout.zones["spot:store"].rect.center)
    digest = scene.session.match.state_hash()
    app.step([key(pygame.K_ESCAPE)], FRAME)
    assert app.scenes.top is None or not isinstance(app.scenes.top, TableScene)
    menu = MenuScene(app)
    app.scenes.clear_to(menu)
    menu.continue_game()
    top = app.scenes.top
    assert isinstance(top, TableScene)
    assert top.session.match.state_hash() == digest


def test_hint_names_a_legal_move_and_outlines_it(app) -> None:  # type: ignore[no-untyped-def]
    import time

    scene = start_game(app, HUMANS)
    app.step([key(pygame.K_h)], FRAME)
    deadline = time.monotonic() + 60
    while scene.hinted is None and time.monotonic() < deadline:
        settle(app, 1)
        time.sleep(0.01)
    assert scene.hinted is not None and scene.hinted in scene.legal
    assert any(t.text.startswith("Hint: ") for t in app.toasts)
