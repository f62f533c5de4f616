"""Render every scene to PNG files, headless:

    python -m ui.screenshots [FOLDER] [--size 1280x800] [--scale 1.0] [--game GAME]

Used for the README and to look at the table without a display. Seeded bot games provide
real positions (market, equip, a crowded late equip, pass-device, game over, the replay seen
by everyone, by one seat and at the end; for Tavern Keepers a bid being built, the reveal,
sabotage, a crowded late bid, the end; for Inns & Outcasts at eight seats the hand being
built, cards going down, a call turning cards up, coins going to the Hoards, a Quick
Auction, at three seats an open auction and a named Target, the end; for Brick & Mortar
the draft, cards staged, a dial being set, stocking, selling, an auction, the end).
``--size`` is the window, ``--scale`` the UI scale setting (0.75 to 2), ``--game`` renders
only that game's scenes (tavern-keepers, loot-roll, inns-and-outcasts, brick-and-mortar). The default
1280x800 at 100% names the files after the scene (``menu.png``); another size or scale adds
it to the names (``menu-1920x1080.png``, ``menu-1280x800-s125.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.model import Event, SeatInfo  # noqa: E402
from ui.app import App  # noqa: E402
from ui.paths import AppDirs  # noqa: E402
from ui.session import GameSession, wait_for_bot  # noqa: E402

FRAME = 1 / 60


SUFFIX = {"": ""}


def _save(app: App, folder: Path, name: str) -> Path:
    app.step([], FRAME)
    path = folder / f"{name}{SUFFIX['']}.png"
    pygame.image.save(app.screen, str(path))
    return path


def render_all(
    folder: Path, size: tuple[int, int] = (1280, 800), ui_scale: float = 1.0
) -> list[Path]:
    """Write one PNG per scene into ``folder`` (window ``size``, UI scale ``ui_scale``);
    returns the files."""
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.hall_of_fame import HallOfFameScene
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.replay import ReplayScene
    from ui.scenes.rules_help import RulesHelpScene
    from ui.scenes.settings import SettingsScene

    app, dirs = _shooting_app(folder, size, ui_scale)
    out: list[Path] = []
    app.scenes.push(MenuScene(app))
    out.append(_save(app, folder, "menu"))
    for name, scene in (
        ("new-game", NewGameScene(app)),
        ("settings", SettingsScene(app)),
        ("rules", RulesHelpScene(app)),
        ("hall-of-fame", HallOfFameScene(app)),
    ):
        app.scenes.push(scene)
        out.append(_save(app, folder, name))
        app.scenes.pop()
    session, table, driver = _open_table(app, dirs, "aim", ana_and_greedy_bots(3), 11)
    out.append(_save(app, folder, "table-setup"))
    driver.until(
        lambda: (
            session.match.state.phase == "market_buy"
            and session.match.state.active == 0
            and session.match.state.round >= 3
        )
    )
    table.refresh(animate=False)
    out.append(_save(app, folder, "table-market"))
    _pin_zoom(table, "premium:")
    out.append(_save(app, folder, "table-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    driver.until(lambda: session.match.state.phase == "equip" and session.match.state.active == 0)
    table.refresh(animate=False)
    if table.card_moves:
        table.pick(next(iter(table.card_moves)))
    out.append(_save(app, folder, "table-equip"))
    table.cancel_pick()
    driver.until(  # later on: fuller mats, storage and discard piles
        lambda: (
            session.match.state.phase == "equip"
            and session.match.state.active == 0
            and session.match.state.round >= 7
        )
    )
    table.refresh(animate=False)
    out.append(_save(app, folder, "table-equip-late"))
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(_save(app, folder, "pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    app.scenes.push(GameOverScene(app, session))
    out.append(_save(app, folder, "game-over"))
    session.close()
    app.scenes.push(LoadScene(app, replays=True))
    out.append(_save(app, folder, "replays"))
    assert session.path is not None
    replay = ReplayScene(app, session.path)
    app.scenes.push(replay)
    replay.seek(replay.replay.length // 2)
    out.append(_save(app, folder, "replay"))  # seen by everyone: every hand face up
    replay.set_viewpoint(0)
    out.append(_save(app, folder, "replay-seat"))  # seen by Ana: only what she saw
    replay.set_viewpoint(1)
    replay.seek(replay.replay.length)
    out.append(_save(app, folder, "replay-end"))  # the end: everything shown to every seat
    while len(app.scenes) > 1:
        app.scenes.pop()
    out.extend(_your_games(app, folder, session.path))
    out.append(_bot_win(app, folder, dirs))
    out.extend(render_tavern_keepers(app, folder, dirs))
    out.extend(render_loot_roll(app, folder, dirs))
    out.extend(render_inns_and_outcasts(app, folder, dirs))
    out.extend(render_brick_and_mortar(app, folder, dirs))
    pygame.display.quit()
    return out


def _your_games(app: App, folder: Path, finished: Path) -> list[Path]:
    """Play on from a replay's action, the statistics, and exporting a game."""
    from ui.saves import check_save
    from ui.scenes.export import ExportScene
    from ui.scenes.play_on import PlayOnScene
    from ui.scenes.statistics import StatisticsScene

    out: list[Path] = []
    config = check_save(finished)
    form = PlayOnScene(app, finished, 40, _config_of(finished))
    form.kinds[0] = "human"
    app.scenes.push(form)
    out.append(_save(app, folder, "play-on"))
    app.scenes.pop()
    stats = StatisticsScene(app)
    app.scenes.push(stats)
    stats._thread.join(timeout=120)
    out.append(_save(app, folder, "statistics"))
    app.scenes.pop()
    app.scenes.push(ExportScene(app, config))
    out.append(_save(app, folder, "export"))
    app.scenes.pop()
    return out


def _config_of(path: Path) -> Any:
    from game.core.log import read_log
    from ui.games import app_rules

    return read_log(path, app_rules).header.config


def _shooting_app(folder: Path, size: tuple[int, int], ui_scale: float) -> tuple[App, AppDirs]:
    """An app at ``size`` and ``ui_scale`` keeping its files in a fresh folder; the names
    of the files written get the size and scale when they are not the default."""
    folder.mkdir(parents=True, exist_ok=True)
    shown = size != (1280, 800) or ui_scale != 1.0
    SUFFIX[""] = f"-{size[0]}x{size[1]}" if shown else ""
    if ui_scale != 1.0:
        SUFFIX[""] += f"-s{round(ui_scale * 100)}"
    home = Path(tempfile.mkdtemp(prefix="loot-table-shots-"))
    dirs = AppDirs.under(home)
    app = App(size=size, dirs=dirs)
    app.settings.animation = "instant"
    app.settings.ui_scale = ui_scale
    app.apply_scale()
    return app, dirs


def render_game(
    folder: Path, game: str, size: tuple[int, int] = (1280, 800), ui_scale: float = 1.0
) -> list[Path]:
    """Only ``game``'s scenes (see :func:`render_all`)."""
    from ui.scenes.menu import MenuScene

    app, dirs = _shooting_app(folder, size, ui_scale)
    app.scenes.push(MenuScene(app))
    out = _renderers()[game](app, folder, dirs)
    pygame.display.quit()
    return out


def _renderers():  # type: ignore[no-untyped-def]
    """Each game's own scenes, by game id (``--game``)."""
    return {
        "tavern-keepers": render_tavern_keepers,
        "loot-roll": render_loot_roll,
        "inns-and-outcasts": render_inns_and_outcasts,
        "brick-and-mortar": render_brick_and_mortar,
    }


def _bot_win(app: App, folder: Path, dirs: AppDirs) -> Path:
    """The game-over screen of a game the bots won: no quote asked."""
    from ui.autoplay import play_bots_to_end
    from ui.scenes.game_over import GameOverScene

    bots = [
        SeatInfo(name="Ben (bot)", kind="bot", level="greedy"),
        SeatInfo(name="Cleo (bot)", kind="bot", level="random"),
    ]
    session = GameSession.new("aim", bots, 3, dirs.saves, app.bot_factory)
    play_bots_to_end(session)
    session.close()
    app.scenes.push(GameOverScene(app, session))
    path = _save(app, folder, "game-over-bot")
    app.scenes.pop()
    return path


def render_tavern_keepers(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Tavern Keepers: a bid being built, the reveal, sabotage, hot seat, the end, rules."""
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    folder.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    app.scenes.push(RulesHelpScene(app, "tavern-keepers"))
    out.append(_save(app, folder, "tk-rules"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(3)
    session, table, driver = _open_table(app, dirs, "tavern-keepers", seats, 11)
    # Ana answers a bid: one card already on her pile, another picked up (targets lit)
    driver.until(
        lambda: (
            state_of(session).bidder == 0
            and state_of(session).quest is not None
            and state_of(session).round >= 2
        )
    )
    table.refresh(animate=False)
    from game.games.tavern_keepers import actions as tk

    hand = list(session.match.state.players[0].hand)
    if hand:
        session.apply(0, tk.BidCard(card=hand[0]))
        session.drain_feed()
        table.refresh(animate=False)
        nxt = next(iter(table.card_moves), None)
        if nxt is not None:
            table.pick(nxt)
    out.append(_save(app, folder, "tk-bidding"))
    table.cancel_pick()
    _pin_zoom(table, "tavern:")
    out.append(_save(app, folder, "tk-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    # the reveal: the last reveal of the log, shown as the table shows it
    driver.until(
        lambda: any(getattr(e, "kind", "") == "bids_revealed" for e in _last_events(session))
    )
    table.refresh(animate=False)
    table.anim.factor = 1.0
    table._effects(_last_events(session))
    for _ in range(30):
        app.now += FRAME
    out.append(_save(app, folder, "tk-reveal"))
    table.anim.skip()
    table.anim.factor = 0.0
    driver.until(lambda: state_of(session).phase == "sabotage" and state_of(session).saboteur == 0)
    table.refresh(animate=False)
    out.append(_save(app, folder, "tk-sabotage"))
    driver.until(  # later on: bigger hands, taller quest piles
        lambda: (
            state_of(session).phase == "bidding"
            and state_of(session).bidder == 0
            and state_of(session).round >= 4
        )
    )
    table.refresh(animate=False)
    out.append(_save(app, folder, "tk-bidding-late"))
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(_save(app, folder, "tk-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    app.scenes.push(GameOverScene(app, session))
    out.append(_save(app, folder, "tk-game-over"))
    session.close()
    return out


def render_loot_roll(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
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
    out.append(_save(app, folder, "lr-rules"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(3)
    session, table, driver = _open_table(app, dirs, "loot-roll", seats, 4)

    def shot(name: str, done) -> None:  # type: ignore[no-untyped-def]
        driver.until(done)
        table.refresh(animate=False)
        out.append(_save(app, folder, name))

    def window(topic: str) -> bool:
        w = state_of(session).window
        return w is not None and w.topic == topic

    def animate(name: str, kind: str, frames: int) -> None:
        """The last step holding an event of ``kind``, animated as the table shows it."""
        driver.until(lambda: any(getattr(e, "kind", "") == kind for e in _last_events(session)))
        session.drain_feed()  # the steps before were shown already (not animated again)
        table.refresh(animate=False)
        table.anim.factor = 1.0
        table._effects(_last_events(session))
        for _ in range(frames):
            app.now += FRAME
        out.append(_save(app, folder, name))
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
    animate("lr-reveal", "secret_choices_revealed", 40)
    shot("lr-fight", lambda: window("fight") and 0 in state_of(session).fight.fighters)
    animate("lr-dice", "dice_rolled", 45)
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
    _pin_zoom(table, "monster")
    out.append(_save(app, folder, "lr-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(_save(app, folder, "lr-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    app.scenes.push(GameOverScene(app, session))
    out.append(_save(app, folder, "lr-game-over"))
    app.scenes.pop()
    session.close()
    app.scenes.pop()
    out.extend(_lr_notice(app, folder, dirs, seats))
    # hot seat: the public question to a holder who does not hold the screen
    two = [SeatInfo(name="Ana"), SeatInfo(name="Ben"), SeatInfo(name="Cleo", kind="bot")]
    hot = GameSession.new("loot-roll", two, 4, dirs.saves, app.bot_factory)
    hot_table = TableScene(app, hot)
    app.scenes.push(hot_table)
    _Driver(hot, "loot-roll").until(lambda: hot.prompt_due() is not None or _ask(hot))
    hot.begin_prompt()
    hot_table.refresh(animate=False)
    seat = hot.window_holder()
    if seat is not None:
        app.scenes.push(RespondScene(app, hot, seat))
        out.append(_save(app, folder, "lr-respond"))
        app.scenes.pop()
    hot.close()
    app.scenes.pop()
    return out


def _lr_notice(app: App, folder: Path, dirs: AppDirs, seats: list[SeatInfo]) -> list[Path]:
    """Loot Roll's pop-up: the first bot step that did something to Ana (a game of its own,
    so the other shots keep their positions)."""
    from ui.scenes.notice import NoticeScene, notice_title

    session, table, driver = _open_table(app, dirs, "loot-roll", seats, 6)
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
        out.append(_save(app, folder, "lr-notice"))
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


def render_inns_and_outcasts(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Inns & Outcasts: eight seats (Quick Auction on) from the hand being built through a
    turn told call by call to the end, and a pop-up telling Ana what a bot's step did to her;
    three seats for an open auction and a named Target."""
    from game.games.inns_and_outcasts.model import AUCTION, PLACE, QUICK_AUCTION
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.notice import NoticeScene, notice_title
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    game = "inns-and-outcasts"
    folder.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    rules = RulesHelpScene(app, game)
    app.scenes.push(rules)
    out.append(_save(app, folder, "io-rules"))
    rules.select(len(rules.items) - 1)  # the glossary of the twelve characters
    rules.select_card(0)
    out.append(_save(app, folder, "io-glossary"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(8)
    session, table, driver = _open_table(app, dirs, game, seats, 12, quick_auction=True)

    def ready() -> None:  # the steps played meanwhile told now, their pop-ups put away
        table.after_change()
        _no_pop_up(app, table)
        table.refresh(animate=False)

    def shot(name: str) -> None:
        _no_pop_up(app, table)
        out.append(_save(app, folder, name))

    driver.until(lambda: bool(session.match.to_act()) and 0 in session.match.to_act())
    ready()
    shot("io-hands")
    driver.until(lambda: state_of(session).phase == PLACE and state_of(session).turn == 3)
    ready()
    if table.card_moves:
        table.pick(next(iter(table.card_moves)))
    shot("io-place")
    table.cancel_pick()
    out.append(
        _watch(
            app, table, driver, folder, "io-reveal", lambda c: c.startswith("Call") and " and " in c
        )
    )
    told = next(  # a pop-up: what the last bot step that touched Ana did to her
        (
            (st.seat, said)
            for st in reversed(session.match.steps)
            if st.seat != 0
            and (said := table.adapter.happened_to(st.events, 0, session.seat_names))
        ),
        None,
    )
    if told is not None and app.scenes.top is table:
        title = notice_title(session.seat_names, told[0], 0)
        app.scenes.push(NoticeScene(app, title, told[1]))
        out.append(_save(app, folder, "io-notice"))
        app.scenes.pop()
    driver.until(lambda: state_of(session).phase == QUICK_AUCTION and 0 in session.match.to_act())
    ready()
    shot("io-quick-auction")
    out.append(
        _watch(app, table, driver, folder, "io-collect", lambda c: c.startswith("Every Table"))
    )
    out.append(_watch(app, table, driver, folder, "io-blocked", lambda c: " blocks " in c))
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(_save(app, folder, "io-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    ready()
    shot("io-end")
    app.scenes.push(GameOverScene(app, session))
    out.append(_save(app, folder, "io-game-over"))
    session.close()
    while app.scenes.top is not None and len(app.scenes) > 1:
        app.scenes.pop()
    # three seats: an open auction with the bid dial, and a named Target
    seats = ana_and_greedy_bots(3)

    def bidding(session: GameSession) -> bool:
        a = state_of(session).auction
        return (
            state_of(session).phase == AUCTION
            and a is not None
            and session.match.to_act() == (0,)
            and state_of(session).players[0].table > a.lowest()
        )

    def named(session: GameSession) -> bool:
        a = state_of(session).asked
        return (
            a is not None
            and a.seat == 0
            and a.kind == "target"
            and any(len(o) > 1 and o[1] for o in a.options)
        )

    for name, wanted in (("io-auction", bidding), ("io-target", named)):
        for seed in range(7, 40):  # the first seeded game where Ana meets it
            session, table, driver = _open_table(app, dirs, game, seats, seed)
            driver.rng.seed(seed)  # another hand for Ana in each game
            driver.until(lambda s=session, w=wanted: w(s))
            if wanted(session):
                break
            session.close()
            app.scenes.pop()
        table.refresh(animate=False)
        plus = table.layout.zones.get("dial:+")
        if plus is not None:  # one more than the least on the dial
            app.step([_click(plus.rect.center)], FRAME)
        _no_pop_up(app, table)
        out.append(_save(app, folder, name))
        session.close()
        while len(app.scenes) > 1:
            app.scenes.pop()
    return out


def _click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def _no_pop_up(app: App, table) -> None:  # type: ignore[no-untyped-def]
    """Put the table's pop-ups away (what the bots did to the person; Inns & Outcasts
    shoots one apart, io-notice): none covers a shot or holds the table still."""
    from ui.scenes.notice import NoticeScene

    while isinstance(app.scenes.top, NoticeScene):
        app.scenes.pop()
    table.notices.clear()


def _watch(app: App, table, driver: _Driver, folder: Path, name: str, pick) -> Path:  # type: ignore[no-untyped-def]
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
        _no_pop_up(app, table)
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
    path = _save(app, folder, name)
    table.anim.skip()
    table.anim.factor = 0.0
    table.refresh(animate=False)
    return path


def render_brick_and_mortar(app: App, folder: Path, dirs: AppDirs, seed: int = 1) -> list[Path]:
    """Brick & Mortar: the draft, cards staged to play, a dial being set, stocking with an
    order placed, selling into the demand, an auction, the price table, a zoomed store,
    a pop-up of what another seat did to you, the hand-over screen, the end and the rules."""
    from ui.games.brick_and_mortar.table import SetDial, Stage
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    game = "brick-and-mortar"
    out: list[Path] = []
    rules = RulesHelpScene(app, game)
    app.scenes.push(rules)
    out.append(_save(app, folder, "bm-rules"))
    rules.select(len(rules.items) - 1)  # the store glossary, one store chosen
    rules.set_query("clothing")
    rules.select_card(1)
    out.append(_save(app, folder, "bm-glossary"))
    app.scenes.pop()
    session, table, driver = _open_table(app, dirs, game, ana_and_greedy_bots(3), seed)

    def mine(step: str, month: int = 1) -> Any:
        return lambda: (
            state_of(session).step == step
            and state_of(session).month >= month
            and 0 in session.may_act()
        )

    seen: list[Any] = []
    """Ana's pop-ups, kept for a picture of their own (not over the other pictures)."""

    def shoot(name: str) -> None:
        table.after_change()  # the table tells what was played since, as the app does
        seen.extend(table.notices.pop(0, []))
        table.notices.clear()
        session.viewer = 0
        table.refresh(animate=False)
        out.append(_save(app, folder, name))

    driver.until(mine("draft"))
    shoot("bm-draft")
    driver.until(mine("play", 2))
    shoot("bm-advertise")
    hand = list(state_of(session).players[0].market_hand)
    for card, up in zip(hand[:2], (True, False), strict=False):
        table.adapter.apply_local(Stage(card=card, face_up=up), table.view)
    shoot("bm-advertise-staged")
    driver.until(mine("supply_bid", 2))
    session.viewer = 0
    table.refresh(animate=False)  # the dial's rings for this step
    adapter: Any = table.adapter
    values = sorted(adapter.local(table.view).rings.get(0, ()))
    if len(values) > 2:
        table.adapter.apply_local(SetDial(ring=0, value=values[2]), table.view)
    shoot("bm-supply-dial")
    driver.until(mine("sale_dial", 2))
    shoot("bm-sale-dial")
    driver.until(mine("sell", 3))
    shoot("bm-sale")
    driver.until(mine("invest", 3))
    shoot("bm-invest")
    driver.until(mine("buy", 4))
    shoot("bm-building")
    _pin_zoom(table, "row:")
    out.append(_save(app, folder, "bm-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    driver.until(mine("stock", 4))
    shoot("bm-stock")
    if seen:  # the latest pop-up Ana got (what another seat's step did to her)
        from ui.scenes.notice import NoticeScene

        app.scenes.push(NoticeScene(app, seen[-1].title, seen[-1].lines))
        out.append(_save(app, folder, "bm-notice"))
        app.scenes.pop()
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(_save(app, folder, "bm-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    out.append(_save(app, folder, "bm-end-table"))
    app.scenes.push(GameOverScene(app, session))
    out.append(_save(app, folder, "bm-game-over"))
    session.close()
    return out


def _pin_zoom(table, zone: str) -> None:  # type: ignore[no-untyped-def]
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


def _last_events(session: GameSession) -> list[Event]:
    steps = session.match.steps
    return list(steps[-1].events) if steps else []


def ana_and_greedy_bots(n: int) -> list[SeatInfo]:
    """Ana (a person) and ``n - 1`` greedy bots."""
    names = ("Ana", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hal")
    return [SeatInfo(name="Ana")] + [
        SeatInfo(name=name, kind="bot", level="greedy") for name in names[1:n]
    ]


def _open_table(
    app: App, dirs: AppDirs, game: str, seats: list[SeatInfo], seed: int, **options: Any
) -> tuple[GameSession, Any, _Driver]:
    """A new game of ``game`` on the app's table, and a driver for it."""
    from ui.scenes.table import TableScene

    session = GameSession.new(game, seats, seed, dirs.saves, app.bot_factory, options=options)
    table = TableScene(app, session)
    app.scenes.push(table)
    return session, table, _Driver(session, game)


class _Driver:
    """Plays the human seat greedily and the bots normally, until a condition holds."""

    def __init__(self, session: GameSession, game: str = "aim") -> None:
        from game.bots import make_bot

        self.session = session
        self.me = make_bot("greedy", game)
        import random

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


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Render every scene to PNG files.")
    parser.add_argument("folder", nargs="?", default="screenshots")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1024x640")
    parser.add_argument("--scale", type=float, default=1.0, help="UI scale, 0.75 to 2")
    parser.add_argument("--game", choices=sorted(_renderers()), help="only this game's scenes")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size: expected WIDTHxHEIGHT, got {args.size!r}")
    if not 0.75 <= args.scale <= 2.0:
        parser.error("--scale: the UI scale goes from 0.75 to 2")
    if args.game:
        paths = render_game(Path(args.folder), args.game, (w, h), args.scale)
    else:
        paths = render_all(Path(args.folder), (w, h), args.scale)
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
