"""The window itself: frames only when something changes, errors shown in the window, F11 once
per press, stop signals, and Settings that never move another control under the pointer.

The loop is driven through ``App.turn`` with a simulated clock (``Driver``), so "no frame for
ten seconds" is counted, not timed.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import log_writer
from game.core.model import SeatInfo
from tests.conftest import killed_if_hung
from ui import app as app_module
from ui import theme
from ui.app import NAP_S, App
from ui.autoplay import FRAME, key, make_app, mouse, start_game
from ui.keys import REPEAT_DELAY_S, REPEAT_INTERVAL_S
from ui.logfile import LOGGER
from ui.scene import Scene
from ui.scenes.crash import CrashScene
from ui.scenes.menu import MenuScene
from ui.scenes.notice import NoticeScene
from ui.scenes.settings import SCALE_MAX, SCALE_MIN, SettingsScene
from ui.scenes.table import SAVE_RETRY_S
from ui.session import GameSession
from ui.widgets import tips
from ui.widgets.button import Button
from ui.widgets.tips import TIP_DELAY, ButtonTips, tip_text

VS_BOT = [SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy")]
BOTS_FIRST = [SeatInfo(name="Ben", kind="bot", level="greedy"), SeatInfo(name="Ana")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    pygame.event.clear()
    yield application
    pygame.display.quit()


class Driver:
    """Runs the app's loop on a simulated clock at 60 turns a second and counts frames.

    Events come from the caller and from pygame's queue (where a finished bot's wake-up and
    the window's own events arrive); while a bot thinks, the real clock is given a moment."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.t = 1000.0
        self.frames = 0

    def run(self, seconds: float, events: Iterable[pygame.event.Event] = ()) -> int:
        """Turn the loop for ``seconds`` of simulated time; returns the frames drawn."""
        drawn = 0
        pending = list(events)
        end = self.t + seconds
        while self.t < end - 1e-9:
            self.t += FRAME
            batch, pending = pending + pygame.event.get(), []
            if self.app.turn(batch, self.t):
                drawn += 1
            if _thinking(self.app):
                time.sleep(0.002)
        self.frames += drawn
        return drawn

    def settle(self, limit: float = 120.0) -> None:
        """Run until a simulated second passes without a frame, no bot thinks and nothing
        waits for a time (no timer, no toast)."""
        waited = 0.0
        while waited < limit:
            quiet = self.run(1.0) == 0
            if quiet and not _thinking(self.app) and self.app.next_frame_at() == math.inf:
                return
            waited += 1.0
        raise AssertionError("the app never became still")


def up(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0)


def tap(k: int) -> list[pygame.event.Event]:
    """A key pressed and let go (a key-down alone is a held key, which repeats)."""
    return [key(k), up(k)]


def _thinking(app: App) -> bool:
    for scene in app.scenes:
        session = getattr(scene, "session", None)
        workers = [getattr(session, "worker", None), getattr(session, "hint_worker", None)]
        if any(w is not None and w.busy for w in workers):
            return True
    return False


def _table(app: App, seats: list[SeatInfo] = VS_BOT, seed: int = 5) -> Any:
    app.settings.animation = "normal"
    app.settings.bot_speed = "normal"
    return start_game(app, seats, seed=seed)


# ---------------------------------------------------------------- frames only on change
def test_a_still_menu_draws_no_frames_and_any_input_draws_one(app: App) -> None:
    app.push(MenuScene(app))
    driver = Driver(app)
    driver.settle()
    assert driver.run(10.0) == 0
    assert driver.run(FRAME, [mouse(pygame.MOUSEMOTION, (300, 300))]) == 1
    assert driver.run(FRAME, tap(pygame.K_TAB)) == 1
    assert driver.run(10.0) == 0


def test_a_still_table_draws_no_frames_until_input(app: App) -> None:
    """Ana (human) against a bot, normal animations and bot pause: once the bot has moved
    and the cards have landed nothing is drawn, whatever the simulated time."""
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    assert scene.session.human_to_act() == 0 and not scene.anim.busy
    assert driver.run(10.0) == 0
    assert driver.run(FRAME, [mouse(pygame.MOUSEMOTION, (5, 5))]) == 1
    assert driver.run(10.0) == 0


def test_moving_cards_draw_every_frame_until_they_land(app: App) -> None:
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    space = tap(pygame.K_SPACE)  # Ana's main action: cards move, then the bot plays
    frames = driver.run(0.1, space)
    assert scene.anim.busy or scene.session.worker.busy or scene.session.feed
    assert frames >= 5  # every turn of the loop draws while things move
    driver.settle()
    assert driver.run(10.0) == 0


def test_a_finished_bot_wakes_the_loop_and_its_move_is_drawn(app: App) -> None:
    """The bot thinks on its own thread; when it is done it posts a wake-up, and the very
    next turn of the loop applies and draws its move (no polling needed)."""
    app.settings.animation = "instant"
    app.settings.bot_speed = "instant"
    scene = start_game(app, BOTS_FIRST, seed=9)
    driver = Driver(app)
    for _ in range(600):
        if scene.session.worker.busy:
            break
        driver.run(FRAME)
    assert scene.session.worker.busy
    steps = len(scene.session.match.steps)
    deadline = time.monotonic() + 30
    while not pygame.event.peek(app_module.WAKE) and time.monotonic() < deadline:
        time.sleep(0.005)
    assert pygame.event.peek(app_module.WAKE)
    assert app.turn(pygame.event.get(), driver.t + FRAME)  # the wake-up draws a frame
    assert len(scene.session.match.steps) > steps


def test_a_thinking_bot_is_also_polled_now_and_then(app: App) -> None:
    """Should a wake-up get lost, the loop still looks at a thinking bot a few times a second."""
    app.settings.animation = "instant"
    app.settings.bot_speed = "instant"
    scene = start_game(app, BOTS_FIRST, seed=9)
    scene.session.worker.on_done = None  # no wake-up
    driver = Driver(app)
    driver.settle()
    assert len(scene.session.match.steps) > 0 and scene.session.human_to_act() == 1


class Notifier(Scene):
    """Says something when a key is pressed (as a scene does after an action)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.app.notify("Saved.")
        return True


def test_a_toast_is_drawn_and_drawn_away_when_it_expires(app: App) -> None:
    app.push(Notifier(app))
    driver = Driver(app)
    driver.settle()
    assert driver.run(FRAME, tap(pygame.K_s)) == 1
    assert app.toasts
    assert driver.run(app_module.TOAST_SECONDS - 0.5) == 0
    assert driver.run(1.0) == 1  # it expired: one frame without it
    assert not app.toasts
    assert driver.run(10.0) == 0


def test_the_hover_zoom_appears_after_its_delay_without_more_input(app: App) -> None:
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    card = next(s for s in scene.layout.cards if s.face_up and s.card is not None)
    assert driver.run(FRAME, [mouse(pygame.MOUSEMOTION, card.rect.center)]) == 1
    assert scene.zoom_card is None
    assert driver.run(0.2) == 0
    assert driver.run(0.2) == 1  # the delay ran out: one frame shows the zoomed card
    assert scene.zoom_card == card.card
    assert driver.run(10.0) == 0


def test_a_buttons_shortcut_shows_after_the_pointer_rests_on_it_without_more_input(
    app: App,
) -> None:
    """Pointing at Undo: nothing at once, then after ``TIP_DELAY`` one frame shows "Key:
    Ctrl+Z" in a box below the button; then the window is still again."""
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    undo = scene.undo_button
    assert driver.run(FRAME, [mouse(pygame.MOUSEMOTION, undo.rect.center)]) == 1
    assert not app.tips.showing(app.now)
    assert driver.run(TIP_DELAY / 2) == 0
    assert driver.run(TIP_DELAY) == 1  # the delay ran out: one frame shows the tip
    assert app.tips.showing(app.now) and app.tips.button is undo
    assert tip_text(undo.tooltip) == "Key: Ctrl+Z"
    box = app.tips.draw(app.screen.copy(), app.fonts, app.now)
    assert box is not None and box.top > undo.rect.centery
    assert app.screen.get_at((box.left + 3, box.centery))[:3] == theme.PANEL
    assert driver.run(10.0) == 0


def test_a_press_or_leaving_the_window_hides_the_tip_until_another_button(app: App) -> None:
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    undo = scene.undo_button
    menu = scene.menu_button
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, undo.rect.center)])
    driver.run(1.0)
    assert app.tips.showing(app.now)
    driver.run(FRAME, tap(pygame.K_LSHIFT))
    assert not app.tips.showing(app.now)
    assert driver.run(10.0) == 0  # hidden for good while the pointer stays
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, menu.rect.center)])
    driver.run(1.0)
    assert app.tips.showing(app.now) and app.tips.button is menu
    driver.run(FRAME, [pygame.event.Event(pygame.WINDOWLEAVE)])
    assert not app.tips.showing(app.now)  # the pointer left the window over Menu


def test_a_tip_stays_inside_the_window_above_a_button_at_its_foot(app: App) -> None:
    """A button at the bottom-right corner (Replay's bar, a small window): the tip goes above
    the button and inside the window, whole."""
    surface = pygame.Surface((640, 400))
    button = Button("Turn >", lambda: None, rect=pygame.Rect(560, 360, 80, 40))
    button.tooltip = "Page Down: the next turn, with a long explanation of what it does"
    button.hovered = True
    tips_shown = ButtonTips()
    tips.clear_offer()
    button.draw(surface, app.fonts)
    tips_shown.settle(0.0)
    box = tips_shown.draw(surface, app.fonts, TIP_DELAY)
    assert box is not None
    assert surface.get_rect().contains(box)
    assert box.bottom <= button.rect.top


def test_a_resized_window_moves_the_hover_and_the_tip_with_the_buttons(app: App) -> None:
    """The pointer rests on Undo with its tip up; the window shrinks and the layout moves
    under the still pointer: what is hovered is worked out again from where the pointer is,
    so Undo's tip goes (it is no longer under the pointer) without waiting for a motion."""
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    undo = scene.undo_button
    pointer = undo.rect.center
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    driver.run(1.0)
    assert app.tips.showing(app.now) and app.tips.button is undo
    pygame.display.set_mode((900, 640), pygame.RESIZABLE)
    driver.run(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, w=900, h=640, size=(900, 640))])
    assert not undo.hit(pointer)  # the layout moved: Undo is elsewhere now
    assert not undo.hovered
    assert app.tips.button is not undo  # its tip is gone with the hover
    buttons = [b for b in vars(scene).values() if isinstance(b, Button)]
    assert all(b.hovered == b.hit(pointer) for b in buttons)


def test_a_buttons_hover_follows_the_button_when_it_moves_under_a_still_pointer() -> None:
    """Hovered is worked out from where the pointer last moved to, again whenever the
    button's place has changed; a scene's own "not hovered" holds until the button moves."""
    button = Button("Undo", lambda: None, rect=pygame.Rect(100, 100, 120, 40))
    button.handle_event(mouse(pygame.MOUSEMOTION, (150, 120)))
    assert button.hovered
    button.rect = pygame.Rect(400, 100, 120, 40)  # a new layout: the pointer stayed
    assert not button.hovered
    button.rect.x = 120  # moved under the pointer again, in place
    assert button.hovered
    button.hovered = False  # e.g. hidden under a scrolling area's edge
    assert not button.hovered
    button.rect.y = 90  # moved again, still under the pointer
    assert button.hovered


def test_no_button_stays_lit_once_the_pointer_leaves_the_window(app: App) -> None:
    """The pointer rests on a button, then leaves the window from there: the button is drawn
    unlit at once (no motion reaches a button outside the window) and lights again when the
    pointer comes back onto it."""
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    button = next(
        b
        for b in vars(scene).values()
        if isinstance(b, Button) and b.is_enabled() and not b.accent and b.rect.w > 8
    )
    spot = button.rect.move(4, 0).midleft
    unlit = app.screen.get_at(spot)
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, button.rect.center)])
    assert button.hovered
    lit = app.screen.get_at(spot)
    assert lit != unlit
    driver.run(FRAME, [pygame.event.Event(pygame.WINDOWLEAVE)])
    assert not button.hovered
    assert app.screen.get_at(spot) == unlit
    driver.run(FRAME, [pygame.event.Event(pygame.WINDOWENTER)])
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, button.rect.center)])
    assert button.hovered
    assert app.screen.get_at(spot) == lit


def test_a_button_under_a_pop_up_shows_no_tip(app: App) -> None:
    """The table thinks Undo is still hovered once a pop-up covers it; only the top screen's
    buttons may show a tip."""
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    undo = scene.undo_button
    driver.run(FRAME, [mouse(pygame.MOUSEMOTION, undo.rect.center)])
    app.push(NoticeScene(app, "A notice", ["Covering the table."]))
    driver.run(2.0)
    assert undo.hovered  # the table saw no motion since
    assert app.tips.button is not undo and not app.tips.showing(app.now)


def test_a_bot_waits_its_pace_then_moves_without_input(app: App) -> None:
    """At "slow" (1.5 s a move) the bot, thinking at once, shows its first move only once
    its pace has passed, with no input."""
    app.settings.animation = "normal"
    app.settings.bot_speed = "slow"
    scene = start_game(app, BOTS_FIRST, seed=9)
    driver = Driver(app)
    driver.run(0.5)
    assert len(scene.session.match.steps) == 0
    driver.run(1.2)
    assert len(scene.session.match.steps) == 1
    driver.settle()
    assert len(scene.session.match.steps) > 1


def test_a_failing_autosave_is_retried_on_its_timer_without_input(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While saving fails the table wakes every few seconds to retry (not every frame), and
    notices on its own when saving works again."""
    real_write = os.write
    full = {"on": False}

    def write(fd: int, data: bytes) -> int:
        if full["on"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(log_writer.os, "write", write)
    scene = _table(app, [SeatInfo(name="Ana"), SeatInfo(name="Ben")])
    driver = Driver(app)
    driver.settle()
    full["on"] = True
    driver.run(FRAME, tap(pygame.K_SPACE))  # Ana's action: its save fails
    assert scene.session.save_problem is not None
    frames = driver.run(4 * SAVE_RETRY_S)
    assert 0 < frames < 4 * SAVE_RETRY_S * 60 / 10  # a few wake-ups, not an animation
    assert scene.session.save_problem is not None
    full["on"] = False
    driver.run(SAVE_RETRY_S + 0.5)
    assert scene.session.save_problem is None
    assert any("works again" in t.text for t in app.toasts)
    driver.settle()
    assert driver.run(10.0) == 0


def test_a_playing_replay_steps_on_its_own_and_a_paused_one_is_still(app: App) -> None:
    from ui.autoplay import play_bots_to_end
    from ui.scenes.replay import ReplayScene

    game = start_game(app, [SeatInfo(name="A", kind="bot"), SeatInfo(name="B", kind="bot")])
    play_bots_to_end(game.session)
    app.scenes.pop()
    assert game.session.path is not None
    app.settings.animation = "normal"
    replay = ReplayScene(app, game.session.path)
    app.push(replay)
    driver = Driver(app)
    driver.settle()
    driver.run(FRAME, tap(pygame.K_p))  # play
    driver.run(3.0)
    assert replay.replay.position >= 3
    driver.run(FRAME, tap(pygame.K_p))  # pause
    driver.settle()
    at = replay.replay.position
    assert driver.run(10.0) == 0 and replay.replay.position == at


# ---------------------------------------------------------------- held keys and F11
class FakeFullscreen:
    """``toggle_fullscreen`` as SDL does it without a window manager: the window is made
    again, the keyboard state is reset (a key-up for the held F11, focus lost and gained)
    and, while F11 is still held, the system's own repeat arrives as a fresh key-down."""

    def __init__(self, held: bool = True, k: int = pygame.K_F11) -> None:
        self.toggles = 0
        self.held = held
        self.key = k

    def __call__(self) -> int:
        self.toggles += 1
        for event in (
            up(self.key),
            pygame.event.Event(pygame.WINDOWFOCUSLOST),
            pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=800, size=(1280, 800)),
            pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        ):
            pygame.event.post(event)
        if self.held:
            pygame.event.post(key(self.key))
        return 1


@pytest.mark.parametrize("where", ["F11 on the menu", "Right on the Fullscreen setting"])
def test_holding_a_fullscreen_key_toggles_once(
    app: App, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    k = pygame.K_F11 if where.startswith("F11") else pygame.K_RIGHT
    fake = FakeFullscreen(k=k)
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", fake)
    if k == pygame.K_F11:
        app.push(MenuScene(app))
    else:
        settings_scene = SettingsScene(app)
        app.push(settings_scene)
        settings_scene.index = next(
            i for i, row in enumerate(settings_scene.rows) if row.label == "Fullscreen"
        )
    driver = Driver(app)
    driver.settle()
    driver.run(FRAME, [key(k)])
    for _ in range(60):  # two seconds of the system's repeat while the key is held
        driver.run(REPEAT_INTERVAL_S, [key(k)])
    fake.held = False
    driver.run(5.0, [up(k)])
    assert fake.toggles == 1
    assert app.settings.fullscreen is True
    driver.run(1.0, tap(k))  # a new press, later: back to a window
    assert fake.toggles == 2 and app.settings.fullscreen is False
    assert driver.run(10.0) == 0


KINDS = st.sampled_from(
    ["f11", "f11-up", "right", "right-up", "focus-lost", "focus-gained", "resize", "none"]
)


def _event(kind: str) -> pygame.event.Event | None:
    return {
        "f11": key(pygame.K_F11),
        "f11-up": up(pygame.K_F11),
        "right": key(pygame.K_RIGHT),
        "right-up": up(pygame.K_RIGHT),
        "focus-lost": pygame.event.Event(pygame.WINDOWFOCUSLOST),
        "focus-gained": pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        "resize": pygame.event.Event(pygame.VIDEORESIZE, w=1200, h=760, size=(1200, 760)),
        "none": None,
    }[kind]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.tuples(KINDS, st.floats(0.0, 1.2)), max_size=25), st.booleans())
def test_no_sequence_of_key_and_window_events_starts_an_endless_fullscreen_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: list[tuple[str, float]], held: bool
) -> None:
    """Whatever keys and window events come, and however the toggle answers (even with a
    fresh F11 key-down of its own), toggles never outnumber F11 presses and stop when the
    input stops: once every key is up, nothing is toggled or drawn any more."""
    fake = FakeFullscreen(held)
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", fake)
    app = make_app(Path(tempfile.mkdtemp(dir=tmp_path)))  # settings of its own
    pygame.event.clear()
    app.push(MenuScene(app))
    driver = Driver(app)
    presses = 0
    for kind, wait in script:
        event = _event(kind)
        presses += kind == "f11"
        driver.run(FRAME, [event] if event is not None else [])
        driver.run(wait)
    released = [up(pygame.K_F11), up(pygame.K_RIGHT)]
    before = fake.toggles
    fake.held = False
    driver.run(2.0, released)
    assert fake.toggles <= presses
    assert fake.toggles == before
    assert driver.run(10.0) == 0
    assert fake.toggles == before
    pygame.display.quit()


def test_a_held_key_repeats_until_it_is_released(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    driver = Driver(app)
    driver.settle()
    volume = app.settings.volume
    driver.run(FRAME, [key(pygame.K_LEFT)])  # volume 70% -> 60%, held
    assert app.settings.volume == pytest.approx(volume - 0.1)
    driver.run(REPEAT_DELAY_S + 2 * REPEAT_INTERVAL_S)
    assert app.settings.volume < volume - 0.15  # it repeated
    driver.run(FRAME, [up(pygame.K_LEFT)])
    after = app.settings.volume
    driver.run(2.0)
    assert app.settings.volume == after


def test_a_held_key_stops_repeating_when_the_window_loses_focus(app: App) -> None:
    """The key-up may never come once the window lost focus (pygame's own repeat then went
    on for ever): losing focus ends the repeat, and the loop goes still."""
    scene = SettingsScene(app)
    app.push(scene)
    scene.index = 5  # bot speed: slow, normal, fast, instant
    driver = Driver(app)
    driver.settle()
    driver.run(FRAME, [key(pygame.K_RIGHT)])
    driver.run(REPEAT_DELAY_S + REPEAT_INTERVAL_S, [])
    driver.run(FRAME, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    after = app.settings.bot_speed
    assert driver.run(10.0) == 0
    assert app.settings.bot_speed == after


@pytest.mark.parametrize("k", [pygame.K_F11, pygame.K_ESCAPE, pygame.K_RETURN])
def test_keys_that_open_close_or_switch_never_repeat(app: App, k: int) -> None:
    app.push(MenuScene(app))
    driver = Driver(app)
    driver.settle()
    driver.run(FRAME, [key(k)])  # held
    assert app.keys.deadline() is None


# ---------------------------------------------------------------- errors in the window
@pytest.mark.parametrize("where", ["handle_event", "update", "draw"])
def test_an_error_in_the_table_is_shown_in_the_window_and_the_game_stays_saved(
    app: App, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    path, steps = scene.session.path, len(scene.session.match.steps)

    def boom(*args: object) -> None:
        raise RuntimeError("the table broke")

    monkeypatch.setattr(scene, where, boom)
    driver.run(0.1, [mouse(pygame.MOUSEMOTION, (50, 50))])
    crash_scene = app.scenes.top
    assert isinstance(crash_scene, CrashScene) and len(app.scenes) == 1
    assert app.running
    assert app.crash is not None and app.crash.game_running
    assert "RuntimeError: the table broke" in app.crash.error
    assert "table screen" in app.crash.doing
    shown = " ".join(line for line in crash_scene.lines if line)
    assert "saved up to its last action" in shown
    assert [b.label for b in crash_scene.buttons] == ["Back to menu", "Close Loot Table"]
    assert driver.run(10.0) == 0  # the message stays up, still
    assert path is not None
    again = GameSession.load(path)  # closed cleanly, nothing lost
    assert len(again.match.steps) == steps
    again.close()


def test_back_to_menu_after_an_error_continues_the_saved_game(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _table(app)
    driver = Driver(app)
    driver.settle()
    steps = len(scene.session.match.steps)
    monkeypatch.setattr(scene, "update", lambda dt: 1 / 0)
    driver.run(0.1, [mouse(pygame.MOUSEMOTION, (50, 50))])
    crash_scene = app.scenes.top
    assert isinstance(crash_scene, CrashScene)
    driver.run(0.1, [mouse(pygame.MOUSEBUTTONDOWN, crash_scene.buttons[0].rect.center)])
    assert isinstance(app.scenes.top, MenuScene) and app.crash is None
    driver.run(0.1, tap(pygame.K_c))  # Continue
    table = app.scenes.top
    assert table is not None and type(table).__name__ == "TableScene"
    assert len(table.session.match.steps) == steps  # type: ignore[attr-defined]


def test_an_error_on_the_menu_claims_no_saved_game_and_offers_only_to_close(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu = MenuScene(app)
    app.push(menu)
    driver = Driver(app)
    driver.settle()
    monkeypatch.setattr(menu, "draw", lambda surface: 1 / 0)
    driver.run(0.1, [mouse(pygame.MOUSEMOTION, (10, 10))])
    crash_scene = app.scenes.top
    assert isinstance(crash_scene, CrashScene)
    assert app.crash is not None and not app.crash.game_running
    shown = " ".join(line for line in crash_scene.lines if line)
    assert "ZeroDivisionError" in shown and "saved" not in shown
    assert [b.label for b in crash_scene.buttons] == ["Close Loot Table"]
    driver.run(0.1, tap(pygame.K_RETURN))
    assert not app.running


def test_an_error_after_the_game_ended_claims_no_game_to_continue(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.autoplay import play_bots_to_end
    from ui.scenes.game_over import GameOverScene

    game = start_game(app, [SeatInfo(name="A", kind="bot"), SeatInfo(name="B", kind="bot")])
    play_bots_to_end(game.session)
    driver = Driver(app)
    driver.run(0.5)
    assert isinstance(app.scenes.top, GameOverScene)
    monkeypatch.setattr(app.scenes.top, "draw", lambda surface: 1 / 0)
    driver.run(0.1, [mouse(pygame.MOUSEMOTION, (10, 10))])
    assert isinstance(app.scenes.top, CrashScene)
    assert app.crash is not None and not app.crash.game_running


def test_an_error_in_the_error_screen_itself_ends_the_loop(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.push(MenuScene(app))
    monkeypatch.setattr(MenuScene, "update", lambda self, dt: 1 / 0)
    monkeypatch.setattr(CrashScene, "draw", lambda self, surface: [][0])
    driver = Driver(app)
    driver.run(FRAME)
    assert isinstance(app.scenes.top, CrashScene)
    with pytest.raises(IndexError):
        driver.run(FRAME)


@pytest.fixture()
def quits_pygame():  # type: ignore[no-untyped-def]
    """For tests whose app closes for real (``pygame.quit``): the fonts cached by the theme
    belong to the old font module, so they are dropped for the tests that follow."""
    yield
    theme._font.cache_clear()


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, quits_pygame: None):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("LOOT_TABLE_HOME", str(tmp_path))
    yield tmp_path
    logger = logging.getLogger(LOGGER)
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()


def test_main_after_an_error_prints_one_line_naming_the_log(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The player closes the error screen; the console gets one sentence, no traceback, and
    no claim of a saved game when none was open."""

    def broken(self: MenuScene, dt: float) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))  # the player closes the window
        raise ValueError("menu trouble")

    monkeypatch.setattr(MenuScene, "update", broken)
    assert app_module.main() == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("Loot Table stopped on an unexpected error")
    assert "ValueError: menu trouble" in out[-1]
    assert "saved" not in out[-1]
    log = next(home.rglob("loot-table.log"))
    assert str(log) in out[-1]
    assert "Traceback" in log.read_text() and "Traceback" not in " ".join(out)


# ---------------------------------------------------------------- stop signals
def test_the_idle_loop_naps_briefly_and_a_stop_signal_ends_it(
    app: App, monkeypatch: pytest.MonkeyPatch, quits_pygame: None
) -> None:
    """While nothing happens the loop sleeps in naps of at most NAP_S, so a SIGTERM is seen
    within a fraction of a second; the handler is the app's only while it runs."""
    naps: list[float] = []
    real_sleep = time.sleep

    def nap(seconds: float) -> None:
        naps.append(seconds)
        if len(naps) == 300:
            os.kill(os.getpid(), signal.SIGTERM)
        real_sleep(0)

    before = signal.getsignal(signal.SIGTERM)
    monkeypatch.setattr(app_module.time, "sleep", nap)
    app.push(MenuScene(app))
    app.run()
    assert len(naps) == 300
    assert max(naps) <= NAP_S
    assert app.stop_signal == signal.SIGTERM
    assert signal.getsignal(signal.SIGTERM) is before


SIGTERM_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
from pathlib import Path
from game.core import log_writer
from game.core.model import SeatInfo
from ui.autoplay import make_app, start_game
app = make_app(Path({home!r}))
app.settings.animation = "normal"
seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy")]
scene = start_game(app, seats, seed=5)
print("ready", scene.session.path, flush=True)
app.run()
print("closed", len(scene.session.match.steps), flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGTERM"), reason="needs SIGTERM")
def test_sigterm_closes_the_running_app_and_keeps_the_save(tmp_path: Path) -> None:
    root = str(Path(__file__).resolve().parents[2])
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", SIGTERM_CHILD.format(root=root, home=str(tmp_path))],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    with killed_if_hung(proc):
        ready = proc.stdout.readline().split()
    assert ready and ready[0] == "ready"
    time.sleep(1.0)  # the bot moves, then the table is still and the loop naps
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=20)  # a guard against a hang, not a measurement
    print(f"closed {time.monotonic() - sent:.3f} s after SIGTERM")
    assert proc.returncode == 0  # the loop ended and closed; the signal did not kill it
    closed = out.split()
    assert closed[0] == "closed"
    saved = GameSession.load(Path(ready[1]))
    assert len(saved.match.steps) == int(closed[1]) > 0
    saved.close()


# ---------------------------------------------------------------- settings: the UI scale
def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)]


def _others(app: App) -> tuple[Any, ...]:
    s = app.settings
    return (s.volume, s.muted, s.animation, s.fullscreen, s.bot_speed)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("control", [0, 1, 2])  # -, the value, +
@pytest.mark.parametrize("spot", ["centre", "top-left", "bottom-right"])
def test_clicks_on_one_spot_keep_pressing_the_same_scale_control(
    tmp_path: Path, size: tuple[int, int], control: int, spot: str
) -> None:
    """Clicking the UI scale's -, value or + again and again at one spot changes the scale
    one step per click and nothing else: the new layout keeps that control under the
    pointer. (Two clicks on + once raised the scale and then the animation speed.)"""
    app = make_app(tmp_path, size)
    app.settings.ui_scale = SCALE_MAX if control == 0 else SCALE_MIN
    app.save_settings()
    scene = SettingsScene(app)
    app.push(scene)
    app.step([], FRAME)
    rect = scene.rows[3].buttons[control].rect
    pos = {
        "centre": rect.center,
        "top-left": (rect.left + 1, rect.top + 1),
        "bottom-right": (rect.right - 2, rect.bottom - 2),
    }[spot]
    others = _others(app)
    step = -0.25 if control == 0 else 0.25
    expected = app.settings.ui_scale
    for _ in range(round((SCALE_MAX - SCALE_MIN) / 0.25) + 2):
        app.step([mouse(pygame.MOUSEMOTION, pos), *_click(pos)], FRAME)
        expected = min(SCALE_MAX, max(SCALE_MIN, expected + step))
        assert app.settings.ui_scale == expected
        assert _others(app) == others
        assert scene.rows[3].buttons[control].hit(pos)
    pygame.display.quit()


def test_a_scale_change_by_keyboard_keeps_the_control_under_the_pointer(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.step([], FRAME)
    faster = scene.rows[2].buttons[2]  # the animation speed's ">"
    pos = faster.rect.center
    app.step([mouse(pygame.MOUSEMOTION, pos)], FRAME)
    scene.index = 3  # the UI scale row, chosen with the keyboard
    others = _others(app)
    for k in [pygame.K_RIGHT] * 5 + [pygame.K_LEFT] * 6:
        app.step([key(k)], FRAME)
        assert scene._button_at(pos) is faster
    assert app.settings.ui_scale == SCALE_MIN and _others(app) == others


def test_a_scale_change_never_brings_a_control_under_a_pointer_over_none(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.step([], FRAME)

    def gaps() -> list[tuple[int, int]]:
        row, below = scene.rows[3].buttons[1].rect, scene.rows[4].buttons[1].rect
        return [
            (row.centerx, (row.bottom + below.top) // 2),  # between two rows
            (row.left - 3, row.centery),  # between the - and the value
            (app.size[0] - 5, 5),  # far away
        ]

    for which in range(3):
        pos = gaps()[which]
        app.step([mouse(pygame.MOUSEMOTION, pos)], FRAME)
        assert scene._button_at(pos) is None
        scene.index = 3
        for k in [pygame.K_RIGHT] * 5 + [pygame.K_LEFT] * 5:
            app.step([key(k)], FRAME)
            assert scene._button_at(pos) is None, (pos, app.settings.ui_scale)
