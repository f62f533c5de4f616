"""Hot seat: with two or more humans at one screen, no human's private view is drawn before
that human takes the screen over on the hand-over screen, at every way into the table and
after every kind of change (issue 11).

The tests keep their own account of who took the screen over last (the seat named on the
hand-over screen they acknowledged) and check every card face the table hands to the
renderer against the true state at that moment: a face hidden from that seat (another
seat's hand or face-down bid, a deck, in AIM another seat's mat while everyone equips in
secret) is a leak. While the hand-over screen is up nobody holds the screen, so the table
beneath it is also drawn on purpose and must show nothing private at all.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import SeatInfo
from game.games.aim import actions as aim
from game.games.tavern_keepers import actions as tk
from game.registry import available, get_rules
from ui.autoplay import FRAME, dismiss_notice, key, make_app, settle, start_game
from ui.games import UI_ENTRIES
from ui.scenes.notice import NoticeScene
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.table import TableScene
from ui.session import GameSession

AIM = "aim"
TK = "tavern-keepers"
GAMES = [AIM, TK]
ANA, BEN, CLEO = 0, 1, 2


def two_humans_and_a_bot() -> list[SeatInfo]:
    return [
        SeatInfo(name="Ana"),
        SeatInfo(name="Ben"),
        SeatInfo(name="Cleo", kind="bot", level="greedy"),
    ]


def two_humans() -> list[SeatInfo]:
    return [SeatInfo(name="Ana"), SeatInfo(name="Ben")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


# ---------------------------------------------------------------- what a seat may not see


def hidden_from(game: str, state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see now (None: nobody holds the screen): the game's privacy
    oracle, named by its UI entry (ui/games/<game>/checks.py)."""
    return UI_ENTRIES[game].privacy()(state, seat)


class Watch:
    """Every card face the table hands to the renderer, checked as it is drawn against
    ``holder``: the seat that (by the test's own account) took the screen over last."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import ui.games.aim.table as aim_table
        import ui.games.tavern_keepers.table as tk_table

        self.holder: int | None = None
        self.session: GameSession | None = None
        self.drawn: list[int] = []
        self.leaks: list[str] = []
        for module, name in ((aim_table, "card_face"), (tk_table, "tk_card_face")):
            monkeypatch.setattr(module, name, self._spy(getattr(module, name)))

    def _spy(self, real: Callable[[int, int], pygame.Surface]) -> Callable[..., pygame.Surface]:
        def face(card: int, width: int) -> pygame.Surface:
            s = self.session
            if s is not None and not s.match.is_over:
                game = s.rules.game_id
                if card in hidden_from(game, s.match.state, self.holder):
                    holder = "nobody" if self.holder is None else s.seat_names[self.holder]
                    self.leaks.append(f"card {card} drawn while {holder} held the screen")
            self.drawn.append(card)
            return real(card, width)

        return face

    def table(self, app: Any) -> TableScene:
        """The table scene on the stack (under the hand-over screen, maybe); starts watching
        its session."""
        scene = next(s for s in app.scenes if isinstance(s, TableScene))
        self.session = scene.session
        return scene


def covered_table_shows_nothing_private(app: Any, watch: Watch) -> TableScene:
    """The hand-over screen is up: nobody holds the screen. The table beneath it is drawn on
    purpose (what would show if it were uncovered) and must hand the renderer no private
    face; its log, hint and zoom tell nobody's secrets and no private message stays up."""
    top = app.scenes.top
    assert isinstance(top, PassDeviceScene), f"expected the hand-over screen, got {top}"
    scene = watch.table(app)
    watch.holder = None
    settle(app, 2)  # frames with the hand-over screen up
    before = len(watch.drawn)
    scene._dirty = True
    scene.draw(pygame.Surface(app.size))
    assert len(watch.drawn) > before, "the covered table drew no card at all"
    assert not watch.leaks, watch.leaks
    s = scene.session
    state = s.match.state
    secret = hidden_from(s.rules.game_id, state, None)
    face_up = {sp.card for sp in scene.layout.cards if sp.face_up and sp.card is not None}
    assert not (face_up & secret)
    public = [
        line
        for e in s.match.events()[-400:]
        if (line := s.rules.describe(e, len(s.seat_names), s.seat_names))
    ]
    assert scene.log == public[-len(scene.log) :] if scene.log else True
    assert not any(line.startswith("You ") for line in scene.log), scene.log
    assert scene.legal == [] and scene.hinted is None
    assert scene.zoom_card is None or scene.zoom_card not in secret
    assert not any(t.private for t in app.toasts)
    return scene


def acknowledge(app: Any, watch: Watch) -> int:
    """The named player presses the hand-over screen's button; returns their seat."""
    top = app.scenes.top
    assert isinstance(top, PassDeviceScene)
    seat = top.seat
    watch.holder = seat
    app.step([key(pygame.K_RETURN)], FRAME)
    settle(app, 2)
    return seat


def own_cards(game: str, state: Any, seat: int) -> set[int]:
    p = state.players[seat]
    return set(p.hand) | (set(p.bid) if game == TK else set())


def assert_screen_is(app: Any, watch: Watch, seat: int) -> TableScene:
    """The table is up, belongs to ``seat`` and draws ``seat``'s own cards (and no secret)."""
    scene = watch.table(app)
    assert app.scenes.top is scene and scene.session.viewer == seat
    watch.drawn.clear()
    scene._dirty = True
    settle(app, 2)
    mine = own_cards(scene.session.rules.game_id, scene.session.match.state, seat)
    assert mine & set(watch.drawn), "the player who took the screen over sees their own cards"
    assert not watch.leaks, watch.leaks
    return scene


# ---------------------------------------------------------------- playing headless


def play_until(session: GameSession, done: Callable[[GameSession], bool], seed: int) -> None:
    """Random legal actions by whoever is to act (people and bots alike), saved as played,
    until ``done``; fails if the game ends first."""
    rng = random.Random(seed)
    for _ in range(5000):
        if done(session):
            session.drain_feed()
            return
        assert not session.match.is_over, "the game ended before the position came up"
        seat = rng.choice(session.match.to_act())
        assert session.apply(seat, rng.choice(session.match.legal_actions(seat))) is None
    raise AssertionError("the position never came up")


def last_human(session: GameSession) -> int | None:
    humans = session.human_seats
    return next((st.seat for st in reversed(session.match.steps) if st.seat in humans), None)


def ben_acted_and_ana_is_next(session: GameSession) -> bool:
    """The issue's position: Ben acted, the hand-over to Ana is due (Ana: the first seat)."""
    return session.match.to_act() == (ANA,) and last_human(session) == BEN


def the_bot_is_next(session: GameSession) -> bool:
    return session.match.to_act() == (CLEO,) and last_human(session) == BEN


def saved_game(app: Any, game: str, done: Callable[[GameSession], bool], seed: int) -> Path:
    """A two-humans-and-a-bot game played into a position, then left as a kill leaves it:
    never closed, nothing but what was appended and flushed as it was played."""
    session = GameSession.new(game, two_humans_and_a_bot(), seed, app.dirs.saves)
    play_until(session, done, seed)
    assert session.path is not None
    return session.path


def step_until(app: Any, watch: Watch, done: Callable[[], bool], limit: int = 3000) -> None:
    """Let the app run (bots think on their thread) until ``done``."""
    for _ in range(limit):
        if done():
            return
        settle(app, 1)
        if watch.session is not None and watch.session.worker.busy:
            time.sleep(0.001)
    raise AssertionError("the table never got there")


# ---------------------------------------------------------------- entries


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_opens_behind_the_hand_over_screen(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    """New game (from the New game scene): the first player to act takes the screen over
    before the first private view is drawn."""
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene

    watch = Watch(monkeypatch)
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
    scene = covered_table_shows_nothing_private(app, watch)
    first = scene.session.needs_pass()
    assert first is not None and first in scene.session.match.to_act()
    assert app.scenes.top.seat == first  # type: ignore[union-attr]
    assert acknowledge(app, watch) == first
    assert_screen_is(app, watch, first)


@pytest.mark.parametrize("game", GAMES)
def test_continue_after_a_kill_asks_for_the_hand_over_first(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    """The issue's case: Ben acted, "Pass to Ana" was due, the app was killed; Continue
    shows the hand-over screen before Ana's hand (Ana sits in the first seat)."""
    from ui.scenes.menu import MenuScene

    saved_game(app, game, ben_acted_and_ana_is_next, seed=11)
    watch = Watch(monkeypatch)
    menu = MenuScene(app)
    app.scenes.push(menu)
    menu.continue_game()
    scene = covered_table_shows_nothing_private(app, watch)
    assert scene.session.viewer is None
    assert acknowledge(app, watch) == ANA
    assert_screen_is(app, watch, ANA)


@pytest.mark.parametrize("game", GAMES)
def test_load_asks_for_the_hand_over_first(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene

    path = saved_game(app, game, ben_acted_and_ana_is_next, seed=12)
    watch = Watch(monkeypatch)
    app.scenes.push(MenuScene(app))
    load = LoadScene(app)
    app.scenes.push(load)
    load.selected = next(i for i, info in enumerate(load.items) if info.path == path)
    app.step([key(pygame.K_RETURN)], FRAME)
    covered_table_shows_nothing_private(app, watch)
    assert acknowledge(app, watch) == ANA
    assert_screen_is(app, watch, ANA)


@pytest.mark.parametrize("game", GAMES)
def test_resumed_while_a_bot_acts_the_table_is_public_until_a_hand_over(  # type: ignore[no-untyped-def]
    app, monkeypatch, game: str
) -> None:
    """Resumed with the bot to act: nobody has taken the screen over, so only public things
    are drawn while the bot plays (not the first human seat's hand), and the next human's
    view comes after the hand-over screen."""
    from ui.scenes.menu import MenuScene, open_saved_game

    path = saved_game(app, game, the_bot_is_next, seed=13)
    watch = Watch(monkeypatch)
    app.scenes.push(MenuScene(app))
    open_saved_game(app, path)
    scene = watch.table(app)
    assert app.scenes.top is scene and scene.session.viewer is None
    watch.drawn.clear()
    scene._dirty = True
    step_until(app, watch, lambda: isinstance(app.scenes.top, PassDeviceScene))
    assert watch.drawn and not watch.leaks, watch.leaks
    assert CLEO in {st.seat for st in scene.session.match.steps[-3:]}
    seat = scene.session.needs_pass()
    covered_table_shows_nothing_private(app, watch)
    assert acknowledge(app, watch) == seat
    assert_screen_is(app, watch, seat)  # type: ignore[arg-type]


# ---------------------------------------------------------------- during play


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_stretch_of_hot_seat_play_never_draws_a_secret(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    """Two humans and a bot, random legal moves through the table: every face drawn is one
    the seat holding the screen may see; a human acts only on a screen they took over; the
    viewer keeps the screen through the bot's turns; every hand-over hides the table."""
    watch = Watch(monkeypatch)
    start_game(app, two_humans_and_a_bot(), seed=21, game=game, take_over=False)
    scene = watch.table(app)
    s = scene.session
    rng = random.Random(21)
    hand_overs = after_bot = kept_through_bot = notices = 0
    for _ in range(6000):
        if s.match.is_over or (hand_overs >= 8 and after_bot >= 2):
            break
        top = app.scenes.top
        if isinstance(top, PassDeviceScene):
            after_bot += bool(s.match.steps) and s.match.steps[-1].seat == CLEO
            covered_table_shows_nothing_private(app, watch)
            acknowledge(app, watch)
            hand_overs += 1
            continue
        if isinstance(top, NoticeScene):  # what another seat did to the one at the screen
            assert s.viewer is not None and s.viewer == watch.holder
            notices += 1
            dismiss_notice(app)
            continue
        if top is not scene:
            break
        if s.bot_to_act() is not None and s.viewer is not None:
            assert s.viewer == watch.holder  # the same person still at the screen
            kept_through_bot += 1
        if scene.legal:
            assert s.viewer == watch.holder and s.viewer in s.match.to_act()
            scene.act(rng.choice(scene.legal))
        settle(app, 1)
        if s.worker.busy:
            time.sleep(0.001)
    assert not watch.leaks, watch.leaks[:5]
    assert hand_overs >= 8 and after_bot >= 2, (hand_overs, after_bot)
    assert kept_through_bot, "the viewer keeps the screen while the bot plays"


def _open_and_commit(scene: TableScene) -> list[Any]:
    """The first moves of the seat at the screen that hand the turn on to the other human."""
    if scene.session.rules.game_id == TK:
        st = scene.session.match.state
        me = scene.session.viewer
        assert me is not None
        return [tk.ChooseQuest(quest=0), tk.BidCard(card=st.players[me].hand[0]), tk.CommitBid()]
    return [next(a for a in scene.legal if isinstance(a, aim.FinishEquip))]


@pytest.mark.parametrize("game", GAMES)
def test_undo_and_redo_around_a_hand_over(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    """Undo (policy: one's own actions back to the last barrier): taking back the move that
    passed the turn keeps the screen with the same player; redoing it brings the hand-over
    screen before the other player's view; the other player cannot undo into the first
    player's moves, nor see them."""
    watch = Watch(monkeypatch)
    start_game(app, two_humans(), seed=4, game=game, take_over=False)
    covered_table_shows_nothing_private(app, watch)
    first = acknowledge(app, watch)
    scene = assert_screen_is(app, watch, first)
    s = scene.session
    for a in _open_and_commit(scene):
        scene.act(a)
    before = s.match.state_hash()
    # the last move and its undo in one frame: quicker than the hand-over screen
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert s.match.state_hash() != before and s.match.to_act() and first in s.match.to_act()
    settle(app, 2)
    assert app.scenes.top is scene and s.viewer == first and not watch.leaks
    app.step([key(pygame.K_y, pygame.KMOD_CTRL)], FRAME)  # redo: the turn passes again
    assert s.match.state_hash() == before
    covered_table_shows_nothing_private(app, watch)
    second = acknowledge(app, watch)
    assert second == 1 - first
    scene = assert_screen_is(app, watch, second)
    assert not scene.undo_button.is_enabled()
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    settle(app, 2)
    assert s.match.state_hash() == before and s.viewer == second
    assert not watch.leaks, watch.leaks


def test_simultaneous_choices_ask_each_human_in_turn_while_the_bot_chooses(  # type: ignore[no-untyped-def]
    app, monkeypatch
) -> None:
    """AIM's initial equipping: every seat equips at once and in secret. Ana is asked first,
    the bot equips on its thread meanwhile, Ben is asked once Ana is done."""
    watch = Watch(monkeypatch)
    start_game(app, two_humans_and_a_bot(), seed=6, game=AIM, take_over=False)
    scene = covered_table_shows_nothing_private(app, watch)
    s = scene.session
    assert s.match.to_act() == (ANA, BEN, CLEO)
    assert acknowledge(app, watch) == ANA
    assert_screen_is(app, watch, ANA)
    step_until(app, watch, lambda: s.match.state.players[CLEO].equip_done)
    assert s.viewer == ANA and app.scenes.top is scene and s.match.to_act() == (ANA, BEN)
    scene.act(aim.FinishEquip())
    settle(app, 1)
    covered_table_shows_nothing_private(app, watch)
    assert acknowledge(app, watch) == BEN
    assert_screen_is(app, watch, BEN)
    assert not watch.leaks


# ---------------------------------------------------------------- whose screen: the session


class _Acting:
    """A stand-in for the rules' seats to act, to drive the session through tuples."""

    def __init__(self, session: GameSession) -> None:
        self.now: tuple[int, ...] = ()
        session.match.to_act = lambda: self.now  # type: ignore[method-assign]


def test_the_session_asks_each_human_among_several_seats_to_act() -> None:
    s = GameSession.new(AIM, two_humans_and_a_bot(), 3, None, lambda info, g: object())
    acting = _Acting(s)
    acting.now = (ANA, BEN, CLEO)
    assert s.viewer is None and s.screen_seat() == 3  # nobody: the public view
    assert s.needs_pass() == ANA and s.bot_to_act() == CLEO
    s.take_over(ANA)
    assert s.needs_pass() is None and s.human_to_act() == ANA and s.screen_seat() == ANA
    acting.now = (BEN, CLEO)  # Ana chose
    assert s.begin_hand_over() == BEN and s.viewer is None
    s.take_over(BEN)
    acting.now = (ANA, BEN)  # the viewer goes on first, then the other human
    assert s.human_to_act() == BEN and s.needs_pass() is None
    acting.now = (ANA,)
    assert s.needs_pass() == ANA
    acting.now = (CLEO,)  # only the bot: the viewer keeps the screen
    assert s.needs_pass() is None and s.begin_hand_over() is None and s.viewer == BEN
    with pytest.raises(ValueError):
        s.take_over(CLEO)


@pytest.mark.parametrize("game", GAMES)
def test_one_human_never_gets_a_hand_over_screen(app, game: str) -> None:  # type: ignore[no-untyped-def]
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy")]
    scene = start_game(app, seats, seed=2, game=game, take_over=False)
    assert app.scenes.top is scene and scene.session.viewer == ANA
    assert scene.session.needs_pass() is None


@pytest.mark.parametrize("game", GAMES)
def test_bots_alone_are_watched_in_the_public_view(app, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(monkeypatch)
    seats = [
        SeatInfo(name="Ana", kind="bot", level="random"),
        SeatInfo(name="Ben", kind="bot", level="random"),
    ]
    start_game(app, seats, seed=2, game=game, take_over=False)
    scene = watch.table(app)
    step_until(app, watch, lambda: len(scene.session.match.steps) >= 12)
    assert scene.session.viewer is None and watch.drawn and not watch.leaks, watch.leaks


@pytest.mark.parametrize("game", available())
def test_the_onlooker_seat_sees_only_what_is_public(game: str) -> None:
    """The session's public view is the rules' view for a seat no player holds: however the
    hidden parts are dealt for any seat, it stays the same."""
    from tests.conftest import new_match, random_step

    rules = get_rules(game)
    assert rules is not None
    match = new_match(rules, min(3, rules.max_seats), 8)
    onlooker = match.config.n_seats
    rng = random.Random(8)
    n = 0
    while not match.is_over and n < 300:
        if n % 9 == 0:
            shown = rules.view(match.state, onlooker)
            for seat in range(match.config.n_seats):
                other = rules.determinize(match.state, seat, random.Random(n))
                assert rules.view(other, onlooker) == shown
        random_step(match, rng)
        n += 1
