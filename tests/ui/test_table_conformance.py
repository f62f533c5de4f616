"""The UI conformance suite: the same checks over every registered table (ui/table/registry.py)
and the kit's toy game (tests/ui/toy_table.py), as tests/test_conformance.py does for rules.

For each game:

- every phase met in a seeded game renders for every seat at the screen and for nobody (the
  public view behind a hand-over), at 1280x800 and 1920x1080 and at one more size and UI
  scale taken in turn from the 4 x 4 matrix (LOOT_TABLE_FULL_SWEEP=1: all sixteen), and no
  card face is drawn that the seat at the screen may not see (every face drawn goes through
  the adapter's ``face``, watched here, and is checked against the true state);
- a drag, a click then a click, and the keyboard make the same action of the same card;
- undo and redo by the keys take the game back and forth;
- a game left and resumed from its log comes back exactly where it was;
- a whole game against a bot is played with the mouse alone, to the game-over screen.

A new game's table is checked by being registered: its UI entry names its privacy oracle
(what each seat may not see; ui/game_entry.py).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.model import Action, SeatInfo
from game.registry import get_rules
from tests.ui.toy_table import GAME as TOY
from tests.ui.toy_table import hidden_from as toy_hidden_from
from tests.ui.toy_table import register_toy
from ui.autoplay import (
    FRAME,
    dismiss_notice,
    drag,
    key,
    make_app,
    mouse,
    play_one_action_by_mouse,
    settle,
)
from ui.games import UI_GAMES
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.respond import RespondScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.table.registry import ADAPTERS, adapter_for

GAMES = [*ADAPTERS, TOY]
SIZES = ((1024, 640), (1280, 800), (1920, 1080), (3840, 2160))
UI_SCALES = (0.75, 1.0, 1.25, 1.5)
MATRIX = [(size, scale) for size in SIZES for scale in UI_SCALES]
FULL = os.environ.get("LOOT_TABLE_FULL_SWEEP") == "1"
NAMES = ("Ana", "Ben", "Cleo", "Dov")

HIDDEN: dict[str, Callable[[Any, int | None], set[int]]] = {
    **{e.game_id: e.privacy() for e in UI_GAMES},
    TOY: toy_hidden_from,
}
"""Per game: the card ids a seat (None: nobody) may not see in a state."""


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    register_toy(monkeypatch)
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


@pytest.fixture()
def hold_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots never start to think: the test plays for them through the session."""
    monkeypatch.setattr(GameSession, "start_bot", lambda self: False)


def humans(n: int) -> list[SeatInfo]:
    return [SeatInfo(name=NAMES[i]) for i in range(n)]


def fewest(game: str, n: int) -> int:
    """``n`` seats, or more when ``game`` needs more (Inns & Outcasts seats three)."""
    rules = get_rules(game)
    return max(n, rules.min_seats) if rules is not None else n


def ana_and_bots(n: int, level: str = "random") -> list[SeatInfo]:
    bots = [SeatInfo(name=NAMES[i], kind="bot", level=level) for i in range(1, n)]
    return [SeatInfo(name="Ana"), *bots]


def open_table(app: Any, session: GameSession) -> TableScene:
    """The table of ``session`` on top of the app (any hand-over screen taken away)."""
    scene = TableScene(app, session)
    app.push(scene)
    while app.scenes.top is not scene:
        app.scenes.pop()
    return scene


def random_move(session: GameSession, rng: random.Random) -> None:
    seat = rng.choice(session.match.to_act())
    assert session.apply(seat, rng.choice(session.match.legal_actions(seat))) is None


# ---------------------------------------------------------------- every phase, every viewer


Seen = tuple[Any, int | None, bool]
"""(the true state, the seat whose view is drawn (None: nobody's), everything may show)."""


def at_the_screen(scene: TableScene) -> Seen:
    """A live table: the session's state and the seat holding the screen; everything once
    the game is over."""
    s = scene.session
    return s.match.state, s.viewer, s.is_over


class FaceWatch:
    """Every face the table hands to the renderer, checked against the seat at the screen
    (``seen``: how to tell it; a live table's by default). ``faces``: the cards drawn."""

    def __init__(self, game: str, scene: Any, seen: Callable[[], Seen] | None = None) -> None:
        self.hidden = HIDDEN[game]
        self.scene = scene
        self.drawn = 0
        self.faces: set[int] = set()
        self.leaks: list[str] = []
        real = scene.adapter.face
        where = seen or (lambda: at_the_screen(scene))

        def face(card: int, width: int) -> pygame.Surface:
            state, seat, everything = where()
            if not everything and card in self.hidden(state, seat):
                who = "nobody" if seat is None else scene.session.seat_names[seat]
                self.leaks.append(f"card {card} drawn for {who} in {state.phase}")
            self.drawn += 1
            self.faces.add(card)
            return real(card, width)

        scene.adapter.face = face  # type: ignore[method-assign]


def cases(index: int) -> list[tuple[tuple[int, int], float]]:
    """The window sizes and UI scales a position is drawn at (see the module docstring)."""
    if FULL:
        return MATRIX
    return [((1280, 800), 1.0), ((1920, 1080), 1.0), MATRIX[(index * 7) % len(MATRIX)]]


def draw_at(app: Any, scene: TableScene, size: tuple[int, int], scale: float) -> None:
    app.screen = pygame.Surface(size)
    app.settings.ui_scale = scale
    app.apply_scale()
    scene.resize(size)
    scene.draw(app.screen)


SAMPLE_EVERY = 23
"""Besides each new phase, the first game is also drawn every this many moves (mid-phase
positions: bids on the table, hands half played)."""


def positions(
    session: GameSession, seed: int, seen: set[str], sample: bool, limit: int = 4000
) -> Iterator[tuple[str, bool]]:
    """Play ``session`` with random legal moves; yield (phase, new) when a phase not in
    ``seen`` comes up (``new``; it is added) and, with ``sample``, every ``SAMPLE_EVERY``
    moves; the finished game comes up as the phase "game_over"."""
    rng = random.Random(seed)
    for n in range(limit):
        phase = session.match.state.phase
        if phase not in seen:
            seen.add(phase)
            yield phase, True
        elif sample and n % SAMPLE_EVERY == 0:
            yield phase, False
        if session.is_over:
            return
        random_move(session, rng)
    raise AssertionError(f"{session.game_id}: a random game did not end")


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_renders_for_every_viewer_without_a_hidden_card(app, game: str) -> None:  # type: ignore[no-untyped-def]
    """Seeded random games (three people) until every phase of the table's bar came up:
    each new phase drawn for every seat and for nobody at the sizes of ``cases``, and the
    first game also every few moves; no face drawn that the seat at the screen may not see."""
    if game not in HIDDEN:
        pytest.fail(f"{game} has a table but no privacy oracle: add it to HIDDEN")
    n = 3
    wanted = set(adapter_for(game).phase_of)
    seen: set[str] = set()
    leaks: list[str] = []
    drawn = k = 0
    for seed in range(1, 40):
        session = GameSession.new(game, humans(n), seed, None)
        scene = open_table(app, session)
        watch = FaceWatch(game, scene)
        for phase, new in positions(session, seed, seen, sample=seed == 1):
            viewers: list[int | None] = [None] if session.is_over else [*range(n), None]
            for viewer in viewers:
                session.viewer = viewer
                for size, scale in cases(k) if new else [MATRIX[k % len(MATRIX)]]:
                    draw_at(app, scene, size, scale)
                    assert scene._hint_lines(), f"{phase}: no instruction in the panel"
                due = session.needs_pass()  # another person must choose first (hot seat)
                mine = viewer is not None and viewer in session.may_act()
                # a game that lets people act out of turn may list, unwaited, a seat with
                # nothing to play now (Loot Roll: every holder of an ability card, whatever
                # the card, so the list tells nothing private)
                unwaited = bool(getattr(scene.adapter, "out_of_turn_words", None)) and (
                    viewer not in session.match.to_act()
                )
                if mine and due in (None, viewer) and not session.is_over and not unwaited:
                    assert scene.legal, f"{phase}: {NAMES[viewer]} may act but has nothing to do"
                elif viewer is None:
                    assert scene.legal == [], "nobody holds the screen: nobody acts"
            k += 1
        app.scenes.pop()
        leaks += watch.leaks
        drawn += watch.drawn
        if wanted <= seen:
            break
    assert not leaks, leaks[:5]
    assert drawn and wanted <= seen, sorted(wanted - seen)


# ---------------------------------------------------------------- one action, three ways


def grab_point(scene: TableScene, card: int) -> tuple[int, int]:
    """A point where ``card`` is the topmost card (a fanned hand covers part of each card)."""
    for sprite in scene.layout.cards:
        if sprite.card != card:
            continue
        r = sprite.rect
        for fx in (0.5, 0.2, 0.1, 0.8):
            for fy in (0.5, 0.2, 0.8):
                p = (r.left + round(r.w * fx), r.top + round(r.h * fy))
                top = scene.layout.card_at(p)
                if top is not None and top.card == card:
                    return p
    raise AssertionError(f"card {card} cannot be grabbed anywhere")


def moves_to_a_card_action(game: str, seats: list[SeatInfo], seed: int) -> list[tuple[int, Any]]:
    """Random moves (seeded) until Ana may move a card: the moves, to replay."""
    session = GameSession.new(game, seats, seed, None)
    adapter = adapter_for(game)
    rng = random.Random(seed)
    moves: list[tuple[int, Any]] = []
    for _ in range(500):
        if 0 in session.may_act() and any(
            adapter.drag_targets(a) for a in session.match.legal_actions(0)
        ):
            return moves
        seat = rng.choice(session.match.to_act())
        action = rng.choice(session.match.legal_actions(seat))
        moves.append((seat, action))
        session.apply(seat, action)
    raise AssertionError(f"{game}: Ana never had a card to move")


def table_after(
    app: Any, game: str, seats: list[SeatInfo], seed: int, moves: list[tuple[int, Any]]
) -> Any:
    """Ana's table after ``moves`` of a game of ``seed`` (see ``moves_to_a_card_action``)."""
    session = GameSession.new(game, seats, seed, app.dirs.saves, app.bot_factory)
    for seat, action in moves:
        assert session.apply(seat, action) is None
    session.drain_feed()
    session.viewer = 0
    scene = open_table(app, session)
    settle(app, 1)
    return scene


def first_card_move(scene: TableScene) -> tuple[int, str, Action]:
    """The first card the keyboard reaches, its first target and that target's action."""
    kind, card = scene.focusables()[0]
    assert kind == "card"
    zone, action = scene.targets_of(card)[0]
    return card, zone, action


def by_drag(app: Any, scene: TableScene, card: int, zone: str) -> None:
    drag(app, grab_point(scene, card), scene.layout.zones[zone].rect.center)


def by_clicks(app: Any, scene: TableScene, card: int, zone: str) -> None:
    pos = grab_point(scene, card)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)
    assert scene.picked == card
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[zone].rect.center)], FRAME)


def by_keys(app: Any, scene: TableScene, card: int, zone: str) -> None:
    app.step([key(pygame.K_TAB)], FRAME)
    assert scene.focusables()[scene.focus_index] == ("card", card)
    app.step([key(pygame.K_RETURN)], FRAME)
    assert scene.picked == card
    presses = [z for z, _ in scene.targets_of(card)].index(zone) + 1
    app.step([key(pygame.K_RIGHT)] * presses + [key(pygame.K_RETURN)], FRAME)


@pytest.mark.parametrize("game", GAMES)
def test_drag_click_and_keyboard_make_the_same_action(  # type: ignore[no-untyped-def]
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hold_bots, game: str
) -> None:
    register_toy(monkeypatch)
    seats = ana_and_bots(3)
    moves = moves_to_a_card_action(game, seats, seed=5)
    made: list[list[tuple[int, Action]]] = []
    for way in (by_drag, by_clicks, by_keys):
        app = make_app(tmp_path / way.__name__)
        try:
            scene = table_after(app, game, seats, 5, moves)
            card, zone, expected = first_card_move(scene)
            before = len(scene.session.match.steps)
            way(app, scene, card, zone)
            steps = scene.session.match.steps[before:]
            made.append([(st.seat, st.action) for st in steps])
            assert made[-1] == [(0, expected)], (way.__name__, made[-1], expected)
        finally:
            pygame.display.quit()
    assert made[0] == made[1] == made[2]


@pytest.mark.parametrize("game", GAMES)
def test_undo_and_redo_by_the_keys(app, hold_bots, game: str) -> None:  # type: ignore[no-untyped-def]
    seats = ana_and_bots(3)
    scene = table_after(app, game, seats, 9, moves_to_a_card_action(game, seats, seed=9))
    s = scene.session
    card, zone, _ = first_card_move(scene)
    before = s.match.state_hash()
    by_drag(app, scene, card, zone)
    after = s.match.state_hash()
    assert after != before and scene.undo_button.is_enabled()
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert s.match.state_hash() == before and scene.redo_button.is_enabled()
    assert scene.legal, "after an undo the move can be made again"
    app.step([key(pygame.K_y, pygame.KMOD_CTRL)], FRAME)
    assert s.match.state_hash() == after


# ---------------------------------------------------------------- resume


@pytest.mark.parametrize("game", GAMES)
def test_a_game_resumes_from_its_log_where_it_stopped(app, game: str) -> None:  # type: ignore[no-untyped-def]
    """Played, left without closing (as a kill leaves it), opened again from the menu: the
    same position, the same log, behind the hand-over screen (two people)."""
    from ui.scenes.menu import MenuScene, open_saved_game

    session = GameSession.new(game, humans(fewest(game, 2)), 21, app.dirs.saves)
    rng = random.Random(21)
    for _ in range(25):
        if session.is_over:
            break
        random_move(session, rng)
    digest, log = session.match.state_hash(), session.log_lines()
    assert session.path is not None
    app.scenes.push(MenuScene(app))
    open_saved_game(app, session.path)
    if isinstance(app.scenes.top, TableScene):  # a response window: the question comes next
        app.step([], FRAME)
    covered = isinstance(app.scenes.top, PassDeviceScene | RespondScene)
    assert covered or session.is_over, app.scenes.top
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.session is not session
    assert table.session.match.state_hash() == digest
    assert table.session.log_lines() == log
    assert table.log == log[-len(table.log) :]


# ---------------------------------------------------------------- a whole game by mouse


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_against_a_bot_by_mouse(app, game: str) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.game_over import GameOverScene

    session = GameSession.new(
        game, ana_and_bots(fewest(game, 2)), 7, app.dirs.saves, app.bot_factory
    )
    scene = TableScene(app, session)
    app.push(scene)
    settle(app, 1)
    rng = random.Random(3)
    for _ in range(8000):
        if session.is_over:
            break
        if app.scenes.top is not scene:
            dismiss_notice(app)  # what the bot did to Ana: read, dismissed by mouse
        elif scene.legal:
            play_one_action_by_mouse(app, scene, rng)
        settle(app, 1)
        if session.worker.busy:
            from ui.session import wait_for_bot

            wait_for_bot(session)
    settle(app, 3)
    while dismiss_notice(app):  # what the last step did to Ana comes before the result
        settle(app, 3)
    assert session.is_over
    assert isinstance(app.scenes.top, GameOverScene)
    humans_moved = {st.seat for st in session.match.steps}
    assert 0 in humans_moved and 1 in humans_moved


# ---------------------------------------------------------------- the replay viewer


def finished_log(app: Any, game: str, n: int, seed: int) -> Path:
    """The log of a seeded random game of ``n`` people, played to its end."""
    session = GameSession.new(game, humans(n), seed, app.dirs.saves)
    rng = random.Random(seed)
    for _ in range(8000):
        if session.is_over:
            break
        random_move(session, rng)
    assert session.is_over and session.path is not None
    session.close()
    return session.path


def replay_positions(scene: Any, most: int = 30) -> list[int]:
    """About ``most`` positions of a replay: turn starts and evenly spread actions, the end."""
    length = scene.replay.length
    turns = scene.turns[:: max(1, len(scene.turns) * 2 // most)]
    spread = range(0, length, max(1, length * 2 // most))
    return sorted({*turns, *spread, length})


def named_faces(scene: Any) -> set[int]:
    """The cards laid out face up with their name in sight (not under another card)."""
    return {s.card for s in scene.layout.cards if s.face_up and s.name_rect is not None} - {None}


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_shows_each_seat_only_what_it_saw(app, game: str) -> None:  # type: ignore[no-untyped-def]
    """The replay viewer of a finished game, seen by each seat and by everyone at turn starts
    and actions spread over the game: a seat's viewpoint never draws a card that seat could
    not see then (the oracle of ``HIDDEN``), the viewpoints draw different tables, and at the
    end every viewpoint shows everything (the hidden cards that everyone's view draws there,
    a seat's view shows too, face up with their names in sight)."""
    from ui.scenes.replay import ReplayScene

    if game not in HIDDEN:
        pytest.fail(f"{game} has a table but no privacy oracle: add it to HIDDEN")
    n = 3
    scene = ReplayScene(app, finished_log(app, game, n, seed=13))
    app.push(scene)
    session = scene.session
    over = scene.replay.rules.outcome

    def seen() -> Seen:  # the seat chosen; everything for everyone's view and at the end
        state = scene.replay.state
        return state, session.viewpoint, session.viewpoint is None or over(state) is not None

    watch = FaceWatch(game, scene, seen)
    viewpoints: list[int | None] = [*range(n), None]
    differ = False
    for k, pos in enumerate(replay_positions(scene)):
        scene.seek(pos)
        drawn: dict[int | None, set[int]] = {}
        for seat in viewpoints:
            scene.set_viewpoint(seat)
            watch.faces.clear()
            size, scale = MATRIX[k % len(MATRIX)] if seat == 0 else ((1280, 800), 1.0)
            draw_at(app, scene, size, scale)
            drawn[seat] = set(watch.faces)
        differ |= len({frozenset(f) for f in drawn.values()}) > 1
        if pos == scene.replay.length:  # the end: every viewpoint shows everything
            state = scene.replay.state
            everything = scene.replay.rules.view(state, None)
            scene.set_viewpoint(None)
            shown_to_all = named_faces(scene)
            for seat in range(n):
                scene.set_viewpoint(seat)
                assert scene.view == everything, f"the end seen by {NAMES[seat]} hides something"
                was_hidden = HIDDEN[game](state, seat)
                if shown_to_all & was_hidden:
                    assert named_faces(scene) & was_hidden, f"{NAMES[seat]}: others' hands hidden"
    assert not watch.leaks, watch.leaks[:5]
    assert watch.drawn and differ, "every viewpoint drew the same table"
