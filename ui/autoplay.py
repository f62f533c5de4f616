"""Drive the real app headless by posting mouse and keyboard events as a player would.

Used by the UI tests, the frame benchmark and the screenshot script.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.core.model import SeatInfo
from ui.app import App
from ui.paths import AppDirs
from ui.session import GameSession

FRAME = 1 / 60


def make_app(root: Path, size: tuple[int, int] = (1280, 800)) -> App:
    """An app keeping its files under ``root``, animations instant, bots without pause.

    Headless callers set SDL_VIDEODRIVER=dummy and SDL_AUDIODRIVER=dummy before this.
    """
    dirs = AppDirs.under(root)
    app = App(size=size, dirs=dirs)
    app.settings.animation = "instant"
    app.settings.bot_speed = "instant"
    return app


def start_game(
    app: App, seats: list[SeatInfo], seed: int = 3, game: str | None = None, take_over: bool = True
) -> Any:
    """A new game's table. With two or more humans it opens behind the hand-over screen;
    ``take_over`` presses its button as the first player to act would. ``game`` defaults to
    the first game the app offers."""
    from ui.games import offered
    from ui.scenes.table import TableScene

    session = GameSession.new(game or offered()[0], seats, seed, app.dirs.saves, app.bot_factory)
    scene = TableScene(app, session)
    app.push(scene)
    app.step([], FRAME)
    if take_over:
        take_screen(app)
    return scene


def take_screen(app: App) -> bool:
    """If the hand-over screen is up, press Enter on it (the named player takes the screen
    over) and let a frame pass; False when it was not up."""
    from ui.scenes.pass_device import PassDeviceScene

    if not isinstance(app.scenes.top, PassDeviceScene):
        return False
    app.step([key(pygame.K_RETURN)], FRAME)
    return True


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.step(
        [
            mouse(pygame.MOUSEBUTTONDOWN, start),
            mouse(pygame.MOUSEMOTION, mid),
            mouse(pygame.MOUSEMOTION, end),
            mouse(pygame.MOUSEBUTTONUP, end),
        ],
        FRAME,
    )


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step([], FRAME)


def sprite_center(scene: Any, card: int) -> tuple[int, int] | None:
    for s in scene.layout.cards:
        if s.card == card:
            return s.rect.center
    return None


def dismiss_notice(app: App) -> bool:
    """If a pop-up (what happened to you on another seat's turn) is up, click its OK button
    and let a frame pass; False when none was up."""
    from ui.scenes.notice import NoticeScene

    top = app.scenes.top
    if not isinstance(top, NoticeScene):
        return False
    app.step([mouse(pygame.MOUSEBUTTONDOWN, top.button.rect.center)], FRAME)
    return True


def play_one_action_by_mouse(app: App, scene: Any, rng: random.Random) -> bool:
    """Do one legal thing with the mouse (drag a card or click a button), or click away a
    pop-up that is up; False if nothing to do."""
    if dismiss_notice(app):
        return True
    options: list[tuple[str, Any]] = []
    for card, moves in scene.card_moves.items():
        for zone, _ in moves:
            options.append(("drag", (card, zone)))
    options.extend(("button", b) for b in scene.action_buttons)
    if not options:
        return False
    kind, what = rng.choice(options)
    if kind == "button":
        app.step([mouse(pygame.MOUSEBUTTONDOWN, what.rect.center)], FRAME)
        return True
    card, zone = what
    start = sprite_center(scene, card)
    target = scene.layout.zones[zone].rect.center
    if start is None:
        return False
    drag(app, start, target)
    return True


def play_bots_to_end(session: GameSession, limit: int = 20_000) -> None:
    """Let the bots play until the game is over (every seat must be a bot)."""
    from ui.session import wait_for_bot

    for _ in range(limit):
        if session.match.is_over:
            return
        if session.worker.busy or session.start_bot():
            err = wait_for_bot(session)
            assert err is None, err
    raise RuntimeError("the bots did not finish the game")
