"""Render every scene to PNG files, headless:

    python -m ui.screenshots [FOLDER] [--size 1280x800] [--scale 1.0] [--game GAME]

Used for the README and to look at the table without a display. Seeded bot games provide
real positions: the menus, the hand-over screen, a game over, the replay seen by everyone,
by one seat and at the end, playing on, statistics and export, from the first offered game;
then each game's own scenes (a game's docstring in its screenshots.py lists them).
Each game's own scenes come from its folder (ui/games/<game>/screenshots.py, named by its
UI entry). ``--size`` is the window, ``--scale`` the UI scale setting (0.75 to 2), ``--game``
renders only that game's scenes. The default
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

from game.core.model import SeatInfo  # noqa: E402
from ui.app import App  # noqa: E402
from ui.games import UI_ENTRIES, offered  # noqa: E402
from ui.paths import AppDirs  # noqa: E402
from ui.session import GameSession  # noqa: E402
from ui.shots import SUFFIX, Driver, ana_and_greedy_bots, save  # noqa: E402


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
    out.append(save(app, folder, "menu"))
    for name, scene in (
        ("new-game", NewGameScene(app)),
        ("settings", SettingsScene(app)),
        ("rules", RulesHelpScene(app)),
        ("hall-of-fame", HallOfFameScene(app)),
    ):
        app.scenes.push(scene)
        out.append(save(app, folder, name))
        app.scenes.pop()
    out.extend(render_tables(app, folder, dirs))
    session = _finished_game(app, dirs)
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(save(app, folder, "pass-device"))
    app.scenes.pop()
    app.scenes.push(GameOverScene(app, session))
    out.append(save(app, folder, "game-over"))
    session.close()
    app.scenes.push(LoadScene(app, replays=True))
    out.append(save(app, folder, "replays"))
    assert session.path is not None
    replay = ReplayScene(app, session.path)
    app.scenes.push(replay)
    replay.seek(replay.replay.length // 2)
    out.append(save(app, folder, "replay"))  # seen by everyone: every hand face up
    replay.set_viewpoint(0)
    out.append(save(app, folder, "replay-seat"))  # seen by Ana: only what she saw
    replay.set_viewpoint(1)
    replay.seek(replay.replay.length)
    out.append(save(app, folder, "replay-end"))  # the end: everything shown to every seat
    while len(app.scenes) > 1:
        app.scenes.pop()
    out.extend(_your_games(app, folder, session.path))
    out.append(_bot_win(app, folder, dirs))
    pygame.display.quit()
    return out


def render_tables(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Every offered game's own scenes (its UI entry's ``screenshots``), in menu order."""
    out: list[Path] = []
    for render in _renderers().values():
        out.extend(render()(app, folder, dirs))
    return out


def _finished_game(app: App, dirs: AppDirs) -> GameSession:
    """A game of the first offered game, Ana and two greedy bots, played to its end (for
    the game-over, replay and your-games scenes)."""
    from ui.scenes.table import TableScene

    game = offered()[0]
    session = GameSession.new(game, ana_and_greedy_bots(3), 11, dirs.saves, app.bot_factory)
    table = TableScene(app, session)
    app.scenes.push(table)
    Driver(session, game).until(lambda: session.match.is_over)
    table.refresh(animate=False)
    return session


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
    out.append(save(app, folder, "play-on"))
    app.scenes.pop()
    stats = StatisticsScene(app)
    app.scenes.push(stats)
    stats._thread.join(timeout=120)
    out.append(save(app, folder, "statistics"))
    app.scenes.pop()
    app.scenes.push(ExportScene(app, config))
    out.append(save(app, folder, "export"))
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
    out = _renderers()[game]()(app, folder, dirs)
    pygame.display.quit()
    return out


def _renderers() -> dict[str, Any]:
    """Each offered game's own scenes, by game id (``--game``)."""
    return {
        g: UI_ENTRIES[g].screenshots for g in offered() if UI_ENTRIES[g].screenshots is not None
    }


def _bot_win(app: App, folder: Path, dirs: AppDirs) -> Path:
    """The game-over screen of a game the bots won: no quote asked."""
    from ui.autoplay import play_bots_to_end
    from ui.scenes.game_over import GameOverScene

    bots = [
        SeatInfo(name="Ben (bot)", kind="bot", level="greedy"),
        SeatInfo(name="Cleo (bot)", kind="bot", level="random"),
    ]
    session = GameSession.new(offered()[0], bots, 3, dirs.saves, app.bot_factory)
    play_bots_to_end(session)
    session.close()
    app.scenes.push(GameOverScene(app, session))
    path = save(app, folder, "game-over-bot")
    app.scenes.pop()
    return path


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
