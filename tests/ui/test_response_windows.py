"""Hot seat at the table: response windows and simultaneous choices, through the kit's toy
game Guess (tests/core/toy.py) and its test-only table (tests/ui/toy_table.py).

The decision under test is the kit's (game/core/priority.py, game/core/README.md section 6):
one human is stopped only when they hold a response other than Pass; with two or more, a
human holder who does not hold the screen is asked in public "<name>: respond or pass?"
([Pass] with no hand-over, [Look at my hand] through the hand-over screen), whatever their
hand; "pass for me automatically" holds for the rest of the game. Simultaneous choices:
each human in turn behind the hand-over screen, and one who chose may change it while the
others choose (kit section 5).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from game.core.priority import PriorityPassed
from tests.core.toy import RESPOND, Choose, Nudge, Pass
from tests.ui.toy_table import GAME, WideGuessRules, card_of, register_toy
from ui.autoplay import FRAME, drag, key, make_app, mouse, settle, sprite_center
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.respond import RespondScene
from ui.scenes.table import ALWAYS_PASS, TableScene
from ui.session import GameSession

ANA, BEN, CLEO = 0, 1, 2
ONE_HUMAN = [SeatInfo(name="Ana"), SeatInfo(name="Bot", kind="bot", level="random")]
TWO_HUMANS = [
    SeatInfo(name="Ana"),
    SeatInfo(name="Ben"),
    SeatInfo(name="Cleo", kind="bot", level="random"),
]


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    register_toy(monkeypatch)
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def table_after_guesses(app: Any, seats: list[SeatInfo], guesses: dict[int, int]) -> TableScene:
    """A toy game in which every seat guessed (``guesses``, in order): the nudge window is
    open, Ana (the round's starter) holding priority first. The table is then opened."""
    session = GameSession.new(GAME, seats, 5, app.dirs.saves, app.bot_factory)
    for seat, value in guesses.items():
        assert session.apply(seat, Choose(value=value)) is None
    session.drain_feed()
    assert session.match.state.phase == RESPOND and session.window_holder() == ANA
    session.viewer = None if len(session.human_seats) > 1 else ANA
    scene = TableScene(app, session)
    app.push(scene)
    return scene


def passes(session: GameSession) -> list[int]:
    return [
        e.seat for st in session.match.steps for e in st.events if isinstance(e, PriorityPassed)
    ]


def click(app: Any, button: Any) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)], FRAME)


@pytest.fixture()
def hold_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots never start to think: the test acts for them."""
    monkeypatch.setattr(GameSession, "start_bot", lambda self: False)


# ---------------------------------------------------------------- one human


def test_one_human_holding_nothing_but_pass_is_passed_for_at_once(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana guessed 3, so she cannot nudge: the session passes for her before any input,
    and the table never stops for her."""
    scene = table_after_guesses(app, ONE_HUMAN, {ANA: 3, 1: 1})
    settle(app, 2)
    s = scene.session
    assert passes(s) == [ANA]
    assert s.match.steps[-1].seat == ANA and s.match.steps[-1].action == Pass()
    assert s.window_holder() == 1 and scene.legal == []
    assert not isinstance(app.scenes.top, RespondScene)


def test_one_human_holding_a_response_is_stopped_with_it_and_pass(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana guessed 1 and has coins: the table stops with Nudge and Pass (no question, no
    hand-over: nobody else watches)."""
    scene = table_after_guesses(app, ONE_HUMAN, {ANA: 1, 1: 2})
    settle(app, 3)
    s = scene.session
    assert passes(s) == [] and app.scenes.top is scene
    assert Nudge() in scene.legal and Pass() in scene.legal
    labels = [b.label for b in scene.action_buttons]
    assert "Nudge my guess up" in labels and "Pass" in labels and ALWAYS_PASS in labels
    click(app, next(b for b in scene.action_buttons if b.label == "Nudge my guess up"))
    assert s.match.state.players[ANA].guess == 2 and s.window_holder() == 1


def test_undo_never_lands_on_a_pass_the_session_would_make_again(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana's guess closed the choice (a reveal: an undo barrier) and the session passed for
    her: undoing that pass would only have it made again, so undo says there is nothing to
    undo and changes nothing."""
    scene = table_after_guesses(app, ONE_HUMAN, {1: 1, ANA: 3})
    settle(app, 2)
    s = scene.session
    assert passes(s) == [ANA]
    before, steps = s.match.state_hash(), len(s.match.steps)
    assert s.undo() == "There is nothing you can undo right now."
    assert s.match.state_hash() == before and len(s.match.steps) == steps


# ---------------------------------------------------------------- two humans


def test_two_humans_a_holder_is_asked_in_public_whatever_their_hand(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana guessed 3 (she could only pass) and is asked all the same; the table beneath is
    public; Pass needs no hand-over and the question moves on to Ben."""
    scene = table_after_guesses(app, TWO_HUMANS, {ANA: 3, BEN: 1, CLEO: 2})
    settle(app, 2)
    s = scene.session
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == ANA
    assert s.viewer is None and scene.legal == []
    assert passes(s) == []
    click(app, top.pass_button)
    settle(app, 2)
    assert passes(s) == [ANA]
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == BEN, top
    assert not any(isinstance(sc, PassDeviceScene) for sc in app.scenes)


def test_look_at_my_hand_goes_through_the_hand_over_to_the_private_view(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    scene = table_after_guesses(app, TWO_HUMANS, {ANA: 1, BEN: 1, CLEO: 2})
    settle(app, 2)
    s = scene.session
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == ANA
    click(app, top.look_button)
    settle(app, 1)
    cover = app.scenes.top
    assert isinstance(cover, PassDeviceScene) and cover.seat == ANA and s.viewer is None
    app.step([key(pygame.K_RETURN)], FRAME)
    settle(app, 1)
    assert app.scenes.top is scene and s.viewer == ANA
    assert Nudge() in scene.legal and Pass() in scene.legal
    app.step([key(pygame.K_SPACE)], FRAME)  # nothing primary here: Space does nothing
    assert passes(s) == []
    click(app, next(b for b in scene.action_buttons if b.label == "Nudge my guess up"))
    assert s.match.state.players[ANA].guess == 2 and s.window_holder() == BEN


def test_always_pass_holds_for_the_rest_of_the_game(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana asks to pass automatically: she passes now; when priority comes back to her after
    Ben's nudge she is passed for at once, with no question."""
    scene = table_after_guesses(app, TWO_HUMANS, {ANA: 1, BEN: 1, CLEO: 2})
    settle(app, 2)
    s = scene.session
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == ANA
    click(app, top.always_button)
    settle(app, 2)
    assert passes(s) == [ANA] and ANA in s.auto_pass
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == BEN
    click(app, top.look_button)
    settle(app, 1)
    app.step([key(pygame.K_RETURN)], FRAME)  # Ben takes the screen over
    settle(app, 1)
    click(app, next(b for b in scene.action_buttons if b.label == "Nudge my guess up"))
    assert s.window_holder() == CLEO
    s.apply(CLEO, Pass())  # the bot passes (the test acts for it)
    settle(app, 3)
    assert passes(s) == [ANA, CLEO, ANA]  # Ana again, without being asked
    # Ben kept the screen through it: he answers on his own view, not a question
    assert app.scenes.top is scene and s.viewer == BEN and s.window_holder() == BEN
    assert Pass() in scene.legal


# ---------------------------------------------------------------- simultaneous choices


def test_a_human_who_chose_sees_who_is_still_choosing_and_may_change(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Ana chose while the two bots still choose: the panel says whom she waits for, and
    she may drag another number to change her choice until the last seat chooses."""
    seats = [
        SeatInfo(name="Ana"),
        SeatInfo(name="Ben", kind="bot", level="random"),
        SeatInfo(name="Cleo", kind="bot", level="random"),
    ]
    session = GameSession.new(GAME, seats, 5, app.dirs.saves, app.bot_factory)
    scene = TableScene(app, session)
    app.push(scene)
    settle(app, 1)
    target = scene.layout.zones["choice:me"].rect.center
    drag(app, sprite_center(scene, card_of(ANA, 2)), target)
    settle(app, 1)
    assert session.match.state.secret.chosen == {ANA: 2}
    hint = " ".join(scene._hint_lines())
    assert "Waiting for Ben, Cleo to choose." in hint, hint
    assert "may change" in hint
    assert Choose(value=3) in scene.legal
    drag(app, sprite_center(scene, card_of(ANA, 3)), target)
    settle(app, 1)
    assert session.match.state.secret.chosen == {ANA: 3}
    session.apply(1, Choose(value=1))
    scene.refresh()
    assert "Waiting for Cleo to choose." in " ".join(scene._hint_lines())


def test_eight_seats_three_people_choose_in_turn_behind_the_hand_over(  # type: ignore[no-untyped-def]
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hold_bots
) -> None:
    """Eight seats (three people, five bots) choosing at once: each person is asked in turn
    behind the hand-over screen, the bar names everyone still to act, and nobody's choice
    is drawn face up for anyone else."""
    register_toy(monkeypatch, WideGuessRules())
    app = make_app(tmp_path, (1920, 1080))
    try:
        seats = [SeatInfo(name=n) for n in ("Ana", "Ben", "Cleo")] + [
            SeatInfo(name=f"Bot{i}", kind="bot", level="random") for i in range(5)
        ]
        session = GameSession.new(GAME, seats, 8, app.dirs.saves, app.bot_factory)
        scene = TableScene(app, session)
        app.push(scene)
        settle(app, 1)
        status = scene.adapter.status(scene.view, session.seat_names)
        assert "Ana, Ben, Cleo, Bot0, Bot1, Bot2, Bot3, Bot4 to act" in status
        for bot in range(3, 8):
            session.apply(bot, Choose(value=1 + bot % 3))
        asked = []
        for _ in range(3):
            settle(app, 1)
            top = app.scenes.top
            assert isinstance(top, PassDeviceScene)
            asked.append(top.seat)
            app.step([key(pygame.K_RETURN)], FRAME)
            settle(app, 1)
            assert session.viewer == top.seat and app.scenes.top is scene
            faces = {sp.card for sp in scene.layout.cards if sp.face_up and sp.card is not None}
            assert all(c // 100 == top.seat for c in faces), faces
            drag(
                app,
                sprite_center(scene, card_of(top.seat, 2)),
                scene.layout.zones["choice:me"].rect.center,
            )
        assert asked == [0, 1, 2]
        assert session.match.state.secret.revealed
    finally:
        pygame.display.quit()


def test_esc_on_the_question_leaves_the_table_and_continue_asks_again(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.push(menu)
    scene = table_after_guesses(app, TWO_HUMANS, {ANA: 1, BEN: 1, CLEO: 2})
    settle(app, 2)
    assert isinstance(app.scenes.top, RespondScene)
    app.step([key(pygame.K_ESCAPE)], FRAME)
    assert app.scenes.top is menu and passes(scene.session) == []
    menu.continue_game()
    settle(app, 2)
    top = app.scenes.top
    assert isinstance(top, RespondScene) and top.seat == ANA
    assert top.session is not scene.session and top.session.viewer is None


def test_the_tables_menu_button_works_while_the_question_is_up(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 (10): Menu did nothing while "respond or pass?" was up (Esc worked)."""
    from ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.push(menu)
    scene = table_after_guesses(app, TWO_HUMANS, {ANA: 1, BEN: 1, CLEO: 2})
    settle(app, 2)
    question = app.scenes.top
    assert isinstance(question, RespondScene)
    assert not question.box.colliderect(scene.menu_button.rect)  # the Menu button is in sight
    click(app, scene.menu_button)
    assert app.scenes.top is menu and passes(scene.session) == []
