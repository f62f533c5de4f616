"""The screenshot kit: what every game's screenshot scenes (ui/games/<game>/screenshots.py)
share: saving the window, opening a seeded table, a driver that plays until a condition
holds, and small helpers to pin a zoom, click, or wait for a pop-up. ui/screenshots.py
(``python -m ui.screenshots``) runs the shared scenes and then each game's.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.core.model import Event, SeatInfo
from ui.app import App
from ui.paths import AppDirs
from ui.session import GameSession, wait_for_bot

FRAME = 1 / 60


SUFFIX = {"": ""}
"""What a file name gets after the scene's name: the size and scale when not the default."""


def save(app: App, folder: Path, name: str) -> Path:
    app.step([], FRAME)
    path = folder / f"{name}{SUFFIX['']}.png"
    pygame.image.save(app.screen, str(path))
    return path


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def no_pop_up(app: App, table) -> None:  # type: ignore[no-untyped-def]
    """Put the table's pop-ups away (what the bots did to the person; Inns & Outcasts
    shoots one apart, io-notice): none covers a shot or holds the table still."""
    from ui.scenes.notice import NoticeScene

    while isinstance(app.scenes.top, NoticeScene):
        app.scenes.pop()
    table.notices.clear()


def watch(app: App, table, driver: Driver, folder: Path, name: str, pick) -> Path:  # type: ignore[no-untyped-def]
    """Play on at the table with the animations on (the person greedily, the bots as bots)
    until a step is told in a stage whose caption ``pick`` likes; the picture is taken in
    that stage, its coins halfway."""
    session = table.session
    table.anim.factor = 1.0
    for _ in range(2000):
        if session.is_over:
            break
        if session.worker.busy:
            wait_for_bot(session)
        elif session.viewer in session.match.to_act():
            seat = session.viewer
            legal = session.match.legal_actions(seat)
            table.act(driver.me.choose(session.match.view(seat), legal, driver.rng))
        elif session.start_bot():
            wait_for_bot(session)
        table.after_change()
        no_pop_up(app, table)
        beats = table.adapter._beats
        wanted = [
            st for st in table.anim.stages if pick(getattr(beats.get(id(st.view)), "caption", ""))
        ]
        if wanted:
            stage = wanted[0]
            while table._stage is not stage and table.anim.stages:
                app.step([], max(FRAME, stage.t0 - app.now))
            app.step([], stage.flight * 0.55)
            break
        table.anim.skip()
        table.refresh(animate=False)
    path = save(app, folder, name)
    table.anim.skip()
    table.anim.factor = 0.0
    table.refresh(animate=False)
    return path


def pin_zoom(table, zone: str) -> None:  # type: ignore[no-untyped-def]
    """Zoom the first face-up card in a zone starting with ``zone``, pointer on it (as a
    right-click does)."""
    sprite = next(
        (
            s
            for s in table.layout.cards
            if s.zone.startswith(zone) and s.face_up and s.card is not None
        ),
        None,
    )
    if sprite is not None:
        table.mouse = sprite.rect.center
        table.zoom_card, table.zoom_pinned = sprite.card, True


def state_of(session: GameSession):  # type: ignore[no-untyped-def]
    return session.match.state


def last_events(session: GameSession) -> list[Event]:
    steps = session.match.steps
    return list(steps[-1].events) if steps else []


def ana_and_greedy_bots(n: int) -> list[SeatInfo]:
    """Ana (a person) and ``n - 1`` greedy bots."""
    names = ("Ana", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hal")
    return [SeatInfo(name="Ana")] + [
        SeatInfo(name=name, kind="bot", level="greedy") for name in names[1:n]
    ]


def open_table(
    app: App, dirs: AppDirs, game: str, seats: list[SeatInfo], seed: int, **options: Any
) -> tuple[GameSession, Any, Driver]:
    """A new game of ``game`` on the app's table, and a driver for it."""
    from ui.scenes.table import TableScene

    session = GameSession.new(game, seats, seed, dirs.saves, app.bot_factory, options=options)
    table = TableScene(app, session)
    app.scenes.push(table)
    return session, table, Driver(session, game)


class Driver:
    """Plays the human seat greedily and the bots normally, until a condition holds."""

    def __init__(self, session: GameSession, game: str) -> None:
        from game.bots import make_bot

        self.session = session
        self.me = make_bot("greedy", game)
        self.rng = random.Random(5)

    def until(self, done, limit: int = 5000) -> None:  # type: ignore[no-untyped-def]
        s = self.session
        for _ in range(limit):
            if done() or s.match.is_over:
                return
            if s.worker.busy:  # the table scene may have started a bot already
                wait_for_bot(s)
                continue
            seat = s.human_to_act()
            if seat is not None:
                s.viewer = seat
                legal = s.match.legal_actions(seat)
                s.apply(seat, self.me.choose(s.match.view(seat), legal, self.rng))
            elif s.start_bot():
                wait_for_bot(s)
        s.drain_feed()
