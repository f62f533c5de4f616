"""Loot Roll's screenshot scenes (``python -m ui.screenshots --game ...``), on the shared kit
(ui/shots.py)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.model import Event, SeatInfo
from game.core.simultaneous import SecretChoicesRevealed
from game.games.loot_roll.events import DiceRolled
from ui.app import App
from ui.paths import AppDirs
from ui.session import GameSession
from ui.shots import (
    FRAME,
    Driver,
    ana_and_greedy_bots,
    last_events,
    open_table,
    pin_zoom,
    save,
    state_of,
)


def render(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Loot Roll: a turn, preparation, Fight or Flight and its reveal, the fight, the d20s
    tumbling and a roll's window, a boss, town, a pop-up of what a bot did to Ana, the
    hot-seat question, the end, rules."""
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.respond import RespondScene
    from ui.scenes.rules_help import RulesHelpScene
    from ui.scenes.table import TableScene

    out: list[Path] = []
    app.scenes.push(RulesHelpScene(app, "loot-roll"))
    out.append(save(app, folder, "lr-rules"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(3)
    session, table, driver = open_table(app, dirs, "loot-roll", seats, 4)

    def shot(name: str, done) -> None:  # type: ignore[no-untyped-def]
        driver.until(done)
        table.refresh(animate=False)
        out.append(save(app, folder, name))

    def window(topic: str) -> bool:
        w = state_of(session).window
        return w is not None and w.topic == topic

    def animate(name: str, kind: type[Event], frames: int) -> None:
        """The last step holding an event of type ``kind``, animated as the table shows it."""
        driver.until(lambda: any(isinstance(e, kind) for e in last_events(session)))
        session.drain_feed()  # the steps before were shown already (not animated again)
        table.refresh(animate=False)
        table.anim.factor = 1.0
        table._effects(last_events(session))
        for _ in range(frames):
            app.now += FRAME
        out.append(save(app, folder, name))
        table.anim.skip()
        table.anim.factor = 0.0

    shot(
        "lr-turn",
        lambda: (
            state_of(session).phase == "turn"
            and state_of(session).active == 0
            and state_of(session).round >= 2
        ),
    )
    shot("lr-place", lambda: state_of(session).phase == "place")
    shot("lr-prepare", lambda: window("prepare"))
    shot(
        "lr-choose",
        lambda: state_of(session).phase == "choose" and 0 in state_of(session).secret.waiting,
    )
    animate("lr-reveal", SecretChoicesRevealed, 40)
    shot("lr-fight", lambda: window("fight") and 0 in state_of(session).fight.fighters)
    animate("lr-dice", DiceRolled, 45)
    shot("lr-roll", lambda: window("roll"))
    shot("lr-town", lambda: state_of(session).phase == "town" and state_of(session).active == 0)
    shot(
        "lr-boss",
        lambda: (
            state_of(session).fight is not None
            and state_of(session).fight.boss
            and state_of(session).dungeon >= 2
            and state_of(session).phase in ("prepare", "fight")
        ),
    )
    pin_zoom(table, "monster")
    out.append(save(app, folder, "lr-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(save(app, folder, "lr-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    app.scenes.push(GameOverScene(app, session))
    out.append(save(app, folder, "lr-game-over"))
    app.scenes.pop()
    session.close()
    app.scenes.pop()
    out.extend(_lr_notice(app, folder, dirs, seats))
    # hot seat: the public question to a holder who does not hold the screen
    two = [SeatInfo(name="Ana"), SeatInfo(name="Ben"), SeatInfo(name="Cleo", kind="bot")]
    hot = GameSession.new("loot-roll", two, 4, dirs.saves, app.bot_factory)
    hot_table = TableScene(app, hot)
    app.scenes.push(hot_table)
    Driver(hot, "loot-roll").until(lambda: hot.prompt_due() is not None or _ask(hot))
    hot.begin_prompt()
    hot_table.refresh(animate=False)
    seat = hot.window_holder()
    if seat is not None:
        app.scenes.push(RespondScene(app, hot, seat))
        out.append(save(app, folder, "lr-respond"))
        app.scenes.pop()
    hot.close()
    app.scenes.pop()
    return out


def _lr_notice(app: App, folder: Path, dirs: AppDirs, seats: list[SeatInfo]) -> list[Path]:
    """Loot Roll's pop-up: the first bot step that did something to Ana (a game of its own,
    so the other shots keep their positions)."""
    from ui.scenes.notice import NoticeScene, notice_title

    session, table, driver = open_table(app, dirs, "loot-roll", seats, 6)
    told: list[str] = []

    def popped() -> bool:
        steps = session.match.steps
        if steps and steps[-1].seat != 0:
            told[:] = table.adapter.happened_to(steps[-1].events, 0, session.seat_names)
            table.adapter.layout(  # the table before the next step, as the scene lays it out
                session.match.view(0), 0, pygame.Rect(0, 0, *app.size), 1.0, session.seat_names
            )
        return bool(told)

    driver.until(popped)
    out: list[Path] = []
    if told:
        session.viewer = None  # the log told again for Ana, the bot's step lit
        table.refresh(animate=False)
        session.viewer = 0
        table.refresh(animate=False)
        table.log_panel.lit_step = len(session.match.steps) - 1
        by = session.match.steps[-1].seat
        app.scenes.push(NoticeScene(app, notice_title(session.seat_names, by, 0), told))
        out.append(save(app, folder, "lr-notice"))
        app.scenes.pop()
    session.close()
    app.scenes.pop()
    return out


def _ask(session: GameSession) -> bool:
    """Whether the open window's holder is a person who would be asked in public (the
    hand-over moved on: nobody holds the screen)."""
    seat = session.window_holder()
    if seat is None or seat in session.bots:
        return False
    session.viewer = None
    return session.prompt_due() is not None
