"""Hot seat in every game with a table: however the table is reached (a new game, Continue
after a kill, Load, undo in the middle of play), nothing private is drawn until the person
it belongs to has taken the screen over on the hand-over screen.

The card faces the table hands to the renderer are checked against the seat the test
itself saw take the screen over (not against the session's own idea of it), with each
game's privacy oracle from the UI conformance suite. AIM and Tavern Keepers have further,
finer checks in test_hotseat_privacy.py.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from tests.ui.test_table_conformance import HIDDEN
from ui.autoplay import FRAME, dismiss_notice, key, make_app, settle
from ui.games import offered
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.respond import RespondScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.table.registry import ADAPTERS, adapter_for

GAMES = list(ADAPTERS)
OFFERED = [g for g in GAMES if g in offered()]
"""The games New game can start: an example (game/core/entry.py) has a table the suites
play, but the app offers it nowhere."""
SEATS = [SeatInfo(name="Ana"), SeatInfo(name="Ben"), SeatInfo(name="Cleo", kind="bot")]
"""Two people and a bot: three seats suit every game (Inns & Outcasts needs three)."""
HUMANS = {0, 1}


class Screen:
    """Who the test saw take the screen over (None: nobody since the last hand-over), and
    every face drawn that this seat may not see."""

    def __init__(self, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
        self.holder: int | None = None
        self.session: GameSession | None = None
        self.drawn = 0
        self.leaks: list[str] = []
        hidden = HIDDEN[game]
        table_class = type(adapter_for(game))
        real = table_class.face

        def face(table: Any, card: int, width: int) -> pygame.Surface:
            s = self.session
            if s is not None and not s.is_over and card in hidden(s.match.state, self.holder):
                who = "nobody" if self.holder is None else s.seat_names[self.holder]
                self.leaks.append(f"card {card} drawn while {who} held the screen")
            self.drawn += 1
            return real(table, card, width)

        monkeypatch.setattr(table_class, "face", face)
        self._hidden = hidden

    def hidden_now(self) -> set[int]:
        """What the seat that took the screen over may not see now (nothing once over)."""
        s = self.session
        if s is None or s.is_over:
            return set()
        return set(self._hidden(s.match.state, self.holder))

    def table(self, app: Any) -> TableScene:
        scene = next(s for s in app.scenes if isinstance(s, TableScene))
        self.session = scene.session
        return scene


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def covered(app: Any, screen: Screen) -> TableScene:
    """Bots play on (the table public) until a person is asked: the hand-over screen or the
    public "play a card or pass?" question is up, the table under it draws nothing
    private and offers nothing to do."""
    screen.holder = None
    scene = screen.table(app)
    for _ in range(3000):
        if isinstance(app.scenes.top, PassDeviceScene | RespondScene):
            break
        assert app.scenes.top is scene, app.scenes.top
        assert scene.session.viewer is None and scene.legal == []
        settle(app, 1)
        if scene.session.worker.busy:
            time.sleep(0.001)
    else:
        raise AssertionError("nobody was ever asked to take the screen")
    scene._dirty = True
    scene.draw(pygame.Surface(app.size))
    assert scene.legal == [] and not screen.leaks, screen.leaks
    assert not laid_out_face_up(scene) & screen.hidden_now(), "a secret card lies face up"
    return scene


def laid_out_face_up(scene: TableScene) -> set[int]:
    """The cards the table's layout shows face up (whether or not their faces are cached)."""
    return {sp.card for sp in scene.layout.cards if sp.face_up and sp.card is not None}


def take_over(app: Any, screen: Screen) -> int | None:
    """The person asked answers: the hand-over screen's button (they take the screen), or
    Pass on the public question (nobody takes it). Returns the seat now at the screen."""
    top = app.scenes.top
    if isinstance(top, PassDeviceScene):
        screen.holder = top.seat
        app.step([key(pygame.K_RETURN)], FRAME)
    else:
        assert isinstance(top, RespondScene)
        top.pass_now()
    settle(app, 2)
    return screen.holder


def holds_the_screen(app: Any, screen: Screen, seat: int) -> None:
    """``seat``'s own table is up, drawn, with no face ``seat`` may not see."""
    scene = screen.table(app)
    if app.scenes.top is not scene:  # e.g. a pop-up for them, or the next question
        return
    assert scene.session.viewer == seat
    scene._dirty = True
    settle(app, 2)
    assert not screen.leaks, screen.leaks
    assert not laid_out_face_up(scene) & screen.hidden_now(), "another's card lies face up"


def saved_mid_game(app: Any, game: str, seed: int) -> Path:
    """A game of two people and a bot played at random until a person acted and a person
    is to act, then left as a kill leaves it (nothing closed)."""
    session = GameSession.new(game, SEATS, seed, app.dirs.saves)
    rng = random.Random(seed)
    for _ in range(4000):
        m = session.match
        if len(m.steps) > 6 and m.steps[-1].seat in HUMANS and set(m.to_act()) & HUMANS:
            break
        assert not m.is_over, "the game ended before the position came up"
        seat = rng.choice(m.to_act())
        assert session.apply(seat, rng.choice(m.legal_actions(seat))) is None
    session.drain_feed()
    assert session.path is not None
    return session.path


@pytest.mark.parametrize("game", OFFERED)
def test_a_new_game_shows_no_hand_before_its_hand_over(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    """New game from the New game screen with two people and a bot."""
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene

    screen = Screen(game, monkeypatch)
    app.scenes.push(MenuScene(app))
    setup = NewGameScene(app)
    app.scenes.push(setup)
    while setup.rules().game_id != game:
        setup.next_game()
    setup.n_seats, setup.names[:3] = 3, ["Ana", "Ben", "Cleo"]
    setup.kinds[:3] = ["human", "human", "greedy"]
    setup.seed_text = "5"
    start = next(b for b in setup.buttons if b.label == "Start")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start.rect.center, button=1)], FRAME)
    covered(app, screen)
    seat = take_over(app, screen)
    if seat is not None:
        holds_the_screen(app, screen, seat)


@pytest.mark.parametrize("game", GAMES)
def test_continue_after_a_kill_shows_no_hand_before_its_hand_over(
    app, monkeypatch, game: str
) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.menu import MenuScene

    saved_mid_game(app, game, seed=11)
    screen = Screen(game, monkeypatch)
    menu = MenuScene(app)
    app.scenes.push(menu)
    menu.continue_game()
    covered(app, screen)
    seat = take_over(app, screen)
    if seat is not None:
        holds_the_screen(app, screen, seat)


@pytest.mark.parametrize("game", GAMES)
def test_load_shows_no_hand_before_its_hand_over(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene

    path = saved_mid_game(app, game, seed=12)
    screen = Screen(game, monkeypatch)
    app.scenes.push(MenuScene(app))
    load = LoadScene(app)
    app.scenes.push(load)
    load.selected = next(i for i, info in enumerate(load.items) if info.path == path)
    app.step([key(pygame.K_RETURN)], FRAME)
    covered(app, screen)
    seat = take_over(app, screen)
    if seat is not None:
        holds_the_screen(app, screen, seat)


@pytest.mark.parametrize("game", GAMES)
def test_undo_in_hot_seat_play_shows_no_hand_before_its_hand_over(
    app, monkeypatch, game: str
) -> None:  # type: ignore[no-untyped-def]
    """Three people, random moves through the table by whoever holds the screen, each taken
    back with Ctrl+Z now and then: an undo that gives the turn back to another person, or
    takes it away from this one, brings the hand-over screen before anything of theirs is
    drawn."""
    from ui.autoplay import start_game

    screen = Screen(game, monkeypatch)
    people = [SeatInfo(name=name) for name in ("Ana", "Ben", "Cleo")]  # no bot in the way
    start_game(app, people, seed=8, game=game, take_over=False)
    scene = screen.table(app)
    s = scene.session
    rng = random.Random(8)
    hand_overs = undos = 0
    for _ in range(4000):
        if s.is_over or (hand_overs >= 6 and undos >= 3):
            break
        top = app.scenes.top
        if isinstance(top, PassDeviceScene | RespondScene):
            covered(app, screen)
            hand_overs += take_over(app, screen) is not None
            continue
        if dismiss_notice(app):
            continue
        assert top is scene, top
        assert not laid_out_face_up(scene) & screen.hidden_now(), "a secret card lies face up"
        if scene.legal:
            assert s.viewer is not None and s.viewer == screen.holder
            scene.act(rng.choice(scene.legal))
            if s.can_undo() and rng.random() < 0.3:  # taken back at once, or a move later
                before = s.match.state_hash()
                app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
                undos += s.match.state_hash() != before
        settle(app, 1)
        if s.worker.busy:
            time.sleep(0.001)
    assert not screen.leaks, screen.leaks[:5]
    assert hand_overs >= 2 and undos >= 1, (hand_overs, undos)
