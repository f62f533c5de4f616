"""Render every scene to PNG files, headless:

    python -m ui.screenshots [FOLDER] [--size 1280x800] [--scale 1.0]

Used for the README and to look at the table without a display. Seeded bot games provide
real positions (market, equip, a crowded late equip, pass-device, game over, the replay seen
by everyone, by one seat and at the end; for Tavern Keepers a bid being built, the reveal,
sabotage, a crowded late bid, the end).
``--size`` is the window, ``--scale`` the UI scale setting (0.75 to 2). The default
1280x800 at 100% names the files after the scene (``menu.png``); another size or scale adds
it to the names (``menu-1920x1080.png``, ``menu-1280x800-s125.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

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
    from ui.scenes.table import TableScene

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
    seats = [
        SeatInfo(name="Ana"),
        SeatInfo(name="Ben", kind="bot", level="greedy"),
        SeatInfo(name="Cleo", kind="bot", level="greedy"),
    ]
    session = GameSession.new("aim", seats, 11, dirs.saves, app.bot_factory)
    table = TableScene(app, session)
    app.scenes.push(table)
    out.append(_save(app, folder, "table-setup"))
    driver = _Driver(session)
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
    out.append(_bot_win(app, folder, dirs))
    out.extend(render_tavern_keepers(app, folder, dirs))
    pygame.display.quit()
    return out


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
    from ui.scenes.table import TableScene

    folder.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    app.scenes.push(RulesHelpScene(app, "tavern-keepers"))
    out.append(_save(app, folder, "tk-rules"))
    app.scenes.pop()
    seats = [
        SeatInfo(name="Ana"),
        SeatInfo(name="Ben", kind="bot", level="greedy"),
        SeatInfo(name="Cleo", kind="bot", level="greedy"),
    ]
    session = GameSession.new("tavern-keepers", seats, 11, dirs.saves, app.bot_factory)
    table = TableScene(app, session)
    app.scenes.push(table)
    driver = _Driver(session, "tavern-keepers")
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
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size: expected WIDTHxHEIGHT, got {args.size!r}")
    if not 0.75 <= args.scale <= 2.0:
        parser.error("--scale: the UI scale goes from 0.75 to 2")
    for path in render_all(Path(args.folder), (w, h), args.scale):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
