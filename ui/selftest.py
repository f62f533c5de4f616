"""``loot-table --selftest``: prove that this build works, headless, in a few seconds.

Contract: with no display and no sound device (the SDL dummy drivers are set when
unset) it checks, for every game in ``registry.available()``, that its content loads, and
for every game the app offers (``ui.games.offered()``) that every scene renders one frame
off screen, that a bot-vs-bot game plays to the end,
replays to the same state hashes, and is written and read back as a save; plus the
assets, settings and Hall of Fame files and the rotating log. Every check prints one
line, ``PASS <name>`` or ``FAIL <name>: <reason>``; the exit code is 0 only if every
check passed. All files go to a temporary folder, never the player's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TextIO

FRAME = 1 / 60
MAX_BOT_ACTIONS = 20_000


class Checks:
    """Runs named checks, printing one PASS/FAIL line for each; never raises."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.passed = 0
        self.failed: list[str] = []

    def run(self, name: str, fn: Callable[[], str | None]) -> bool:
        """Run ``fn``; its return value (if any) is a detail printed after PASS."""
        t0 = time.perf_counter()
        try:
            detail = fn()
        except BaseException as exc:  # noqa: BLE001 - every failure becomes one FAIL line
            if isinstance(exc, KeyboardInterrupt):
                raise
            where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
            at = f" at {Path(where.filename).name}:{where.lineno}" if where else ""
            reason = f"{type(exc).__name__}: {exc}{at}".replace("\n", " ")
            self.failed.append(name)
            print(f"FAIL {name}: {reason}", file=self.out, flush=True)
            return False
        ms = (time.perf_counter() - t0) * 1000
        extra = f" ({detail})" if detail else ""
        print(f"PASS {name}{extra} [{ms:.0f} ms]", file=self.out, flush=True)
        self.passed += 1
        return True


def _dirs(root: Path) -> Any:
    from ui.paths import AppDirs

    return AppDirs.under(root).ensure()


def _bot_seats(game_id: str) -> list[Any]:
    from game.core.model import SeatInfo
    from game.registry import get_rules

    rules = get_rules(game_id)
    assert rules is not None
    n = max(2, rules.min_seats)
    levels = ["greedy", "random"]
    return [SeatInfo(name=f"Bot {i + 1}", kind="bot", level=levels[i % 2]) for i in range(n)]


def _make_bot(info: Any, game_id: str) -> Any:
    from game.bots import make_bot

    return make_bot(info.level or "random", game_id)


def _play_to_end(session: Any) -> None:
    """Every seat of ``session`` is a bot: play until the game is over (synchronously)."""
    import random

    rng = random.Random(1)
    for _ in range(MAX_BOT_ACTIONS):
        if session.match.is_over:
            return
        seat = session.bot_to_act()
        if seat is None:  # a human seat (scene checks): play it like a random bot
            seat = session.match.to_act()[0]
            action = rng.choice(session.match.legal_actions(seat))
        else:
            bot = session.bots[seat]
            action = bot.choose(
                session.match.view(seat), session.match.legal_actions(seat), session.bot_rngs[seat]
            )
        err = session.apply(seat, action)
        if err is not None:
            raise RuntimeError(f"a bot chose an illegal action: {err}")
    raise RuntimeError(f"the game did not end within {MAX_BOT_ACTIONS} actions")


# ------------------------------------------------------------------ checks
def check_content(game_id: str) -> str:
    from game.registry import TITLES, get_rules

    rules = get_rules(game_id)
    if rules is None:
        raise RuntimeError("the game is registered but its rules cannot be built")
    if not rules.content_version:
        raise RuntimeError("the content has no version")
    return f"{TITLES.get(game_id, game_id)}, content {rules.content_version}" + _weights(game_id)


def _weights(game_id: str) -> str:
    """``", learned weights"`` when the game's learned.json is here (hard's judgement where
    the game's entry keeps it on); "" for a game without features; raises when the game
    names features but the file is missing or bad."""
    from game.bots.learned import packaged_weights
    from game.registry import entry

    e = entry(game_id)
    if e is None or e.features is None or e.package is None:
        return ""
    if packaged_weights(e.package, e.make_features()) is None:
        raise RuntimeError("the hard bot's learned weights (learned.json) are missing")
    return ", learned weights"


def check_assets() -> str:
    from ui.assets import (
        FONT_BOLD,
        FONT_CONDENSED,
        FONT_REGULAR,
        FONT_TITLE,
        art_path,
        icon_path,
        resource_root,
    )
    from ui.icons import registry_icons
    from ui.sound import ALL_SOUNDS

    root = resource_root()
    if root is None:
        raise RuntimeError("the fonts and sounds (ui/resources) are missing from this install")
    for font in (FONT_REGULAR, FONT_BOLD, FONT_CONDENSED, FONT_TITLE):
        if art_path("fonts", font) is None:
            raise RuntimeError(f"the font {font} is missing")
    icons = sorted(n for n in registry_icons() if icon_path(n) is None)
    if icons:
        raise RuntimeError(f"{len(icons)} icons missing from ui/resources/icons, e.g. {icons[0]}")
    from ui.assets import sound_path

    missing = [n for n in ALL_SOUNDS if sound_path(f"{n}.wav") is None]
    if missing:
        raise RuntimeError(f"sounds missing: {', '.join(missing)}")
    return str(root)


def check_bot_game(game_id: str, saves: Path, result: dict[str, Any]) -> str:
    from ui.session import GameSession

    session = GameSession.new(game_id, _bot_seats(game_id), 20260601, saves, _make_bot)
    _play_to_end(session)
    session.close()
    if session.save_error:
        raise RuntimeError(session.save_error)
    result["path"] = session.path
    result["hash"] = session.match.state_hash()
    result["steps"] = len(session.match.steps)
    outcome = session.match.outcome()
    winners = ", ".join(session.seat_names[w] for w in outcome.winners) if outcome else "?"
    return f"{result['steps']} actions, won by {winners}"


def check_replay(game_id: str, result: dict[str, Any]) -> str:
    from game.core.log import read_log, rebuild
    from game.registry import get_rules

    rules = get_rules(game_id)
    assert rules is not None
    loaded = read_log(result["path"], get_rules)
    match, report = rebuild(rules, loaded, verify=True)
    if report.mismatch is not None:
        raise RuntimeError(report.mismatch)
    if match.state_hash() != result["hash"] or report.steps != result["steps"]:
        raise RuntimeError("the replay does not end in the live game's state")
    return f"{report.steps} steps, every state hash matches"


def check_save(game_id: str, saves: Path) -> str:
    """A half-played game is saved, listed, loaded and resumed at the same state."""
    import random

    from ui.session import GameSession, list_saves

    session = GameSession.new(game_id, _bot_seats(game_id), 7, saves, _make_bot)
    rng = random.Random(3)
    for _ in range(40):
        if session.match.is_over:
            break
        seat = session.match.to_act()[0]
        err = session.apply(seat, rng.choice(session.match.legal_actions(seat)))
        if err is not None:
            raise RuntimeError(err)
    session.close()
    assert session.path is not None
    listed = [i for i in list_saves(saves) if i.path == session.path]
    if not listed or listed[0].problem is not None:
        raise RuntimeError(listed[0].problem if listed else "the save is not listed")
    again = GameSession.load(session.path)
    again.close()
    if again.match.state_hash() != session.match.state_hash():
        raise RuntimeError("the loaded game is not where the saved one stopped")
    return f"{len(again.match.steps)} actions back from {session.path.name}"


def check_documents(dirs: Any) -> str:
    from ui.hall_of_fame import FameEntry, add_entry, load_hall
    from ui.jsonfile import load_model, save_model
    from ui.settings import Settings

    settings = Settings(volume=0.25, animation="fast")
    save_model(dirs.settings, settings)
    back, notice = load_model(dirs.settings, Settings)
    if back != settings or notice:
        raise RuntimeError("settings did not read back as written")
    entry = FameEntry(date="2026-01-01", game="selftest", winner="Bot 1", score=3)
    problem = add_entry(dirs.hall_of_fame, entry)
    hall, notice = load_hall(dirs.hall_of_fame)
    if problem or notice or hall.entries != [entry]:
        raise RuntimeError(problem or notice or "the Hall of Fame did not read back")
    dirs.settings.write_text("{not json", encoding="utf-8")
    _, notice = load_model(dirs.settings, Settings)
    if not notice or not list(dirs.settings.parent.glob("settings.json.bad-*")):
        raise RuntimeError("a corrupt settings file was not set aside with a notice")
    return "settings and Hall of Fame written, read back, corrupt file set aside"


def check_logfile(dirs: Any) -> str:
    import logging

    from ui.logfile import setup_logging

    path = setup_logging(dirs.logs)
    if path is None:
        raise RuntimeError("the log file could not be opened")
    logging.getLogger("loot_table").info("self-test log line")
    for h in logging.getLogger("loot_table").handlers:
        h.flush()
    if "self-test log line" not in path.read_text(encoding="utf-8"):
        raise RuntimeError("the log line was not written")
    return path.name


def render_scenes(app: Any, checks: Checks, games: list[str]) -> None:
    """One frame of every scene, each its own check (per game where the scene is per game)."""
    import pygame

    from game.core.model import SeatInfo
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.hall_of_fame import HallOfFameScene
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.player_aid import PlayerAidScene
    from ui.scenes.rules_help import RulesHelpScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.table import TableScene
    from ui.scenes.tutorial import TutorialListScene
    from ui.session import GameSession

    def frame(make: Callable[[], Any] | None) -> Callable[[], str]:
        """A check drawing one frame with ``make()`` on top (None: the menu as it is)."""

        def run() -> str:
            if make is not None:
                app.scenes.push(make())
            try:
                app.step([], FRAME)
                app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0))], FRAME)
                colours = _colours(app.screen)
                if colours < 2:
                    raise RuntimeError("the frame is blank")
            finally:
                while app.scenes.top is not None and app.scenes.top is not menu:
                    app.scenes.pop()
            return f"{colours} colours sampled"

        return run

    menu = MenuScene(app)
    app.scenes.push(menu)
    checks.run("scene menu", frame(None))
    checks.run("scene new-game", frame(lambda: NewGameScene(app)))
    checks.run("scene settings", frame(lambda: SettingsScene(app)))
    checks.run("scene hall-of-fame", frame(lambda: HallOfFameScene(app)))
    checks.run("scene load", frame(lambda: LoadScene(app, replays=False)))
    checks.run("scene replays", frame(lambda: LoadScene(app, replays=True)))
    checks.run("scene learn-to-play", frame(lambda: TutorialListScene(app)))
    for game_id in games:
        checks.run(f"scene rules {game_id}", frame(partial(RulesHelpScene, app, game_id)))
        checks.run(f"scene player-aid {game_id}", frame(partial(PlayerAidScene, app, game_id)))
        checks.run(f"scene tutorial {game_id}", frame(partial(_tutorial, app, game_id)))
        seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben")] + _bot_seats(game_id)[2:]
        holder: dict[str, Any] = {}

        def new_table(
            g: str = game_id, s: list[Any] = seats, holder: dict[str, Any] = holder
        ) -> Any:
            session = GameSession.new(g, s, 5, app.dirs.saves, _make_bot)
            holder["session"] = session
            return TableScene(app, session)

        if not checks.run(f"scene table {game_id}", frame(new_table)):
            continue
        path = holder["session"].path  # the table scene closed it when it was popped
        checks.run(
            f"scene pass-device {game_id}",
            frame(partial(_pass_device, app, path)),
        )

        def game_over(p: Path = path) -> Any:
            session = GameSession.load(p)
            _play_to_end(session)
            session.close()
            return GameOverScene(app, session)

        checks.run(f"scene game-over {game_id}", frame(game_over))
        checks.run(
            f"scene replay {game_id}",
            frame(partial(_replay_middle, app, path)),
        )


def _tutorial(app: Any, game_id: str) -> Any:
    """The tutorial of ``game_id`` from its first move (its data read from the install)."""
    from ui.scenes.tutorial import TutorialScene, tutorial_session
    from ui.tutorial.script import load_script

    return TutorialScene(app, tutorial_session(app, game_id, fresh=True), load_script(game_id))


def _colours(surface: Any) -> int:
    """How many distinct colours a 64x40 grid over ``surface`` samples (1: a blank frame)."""
    w, h = surface.get_size()
    return len(
        {tuple(surface.get_at((x * w // 64, y * h // 40))) for x in range(64) for y in range(40)}
    )


def _pass_device(app: Any, path: Path) -> Any:
    """The hand-over screen of the game saved at ``path`` (for seat 1)."""
    from ui.scenes.pass_device import PassDeviceScene
    from ui.session import GameSession

    return PassDeviceScene(app, GameSession.load(path), 1)


def _replay_middle(app: Any, path: Path) -> Any:
    """The replay viewer of ``path``, half way through."""
    from ui.scenes.replay import ReplayScene

    scene = ReplayScene(app, path)
    scene.seek(scene.replay.length // 2)
    return scene


def run(out: TextIO | None = None) -> int:
    """Run every check; returns the exit code (0 all passed, 1 otherwise)."""
    out = out or sys.stdout
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    checks = Checks(out)
    t0 = time.perf_counter()
    from game.registry import available
    from ui.games import offered

    games = available()
    tables = offered()  # the games the app offers; the others are played headless only
    print(f"Loot Table self-test: games {', '.join(games)}", file=out, flush=True)
    with tempfile.TemporaryDirectory(prefix="loot-table-selftest-") as tmp:
        root = Path(tmp)
        dirs = _dirs(root)
        checks.run("log file", lambda: check_logfile(dirs))
        checks.run("assets", check_assets)
        for game_id in games:
            checks.run(f"content {game_id}", partial(check_content, game_id))
        app = None

        def open_app() -> str:
            nonlocal app
            from ui.app import App

            app = App(size=(1280, 800), dirs=_dirs(root / "app"))
            app.settings.animation = "instant"
            app.settings.bot_speed = "instant"
            return f"{app.size[0]}x{app.size[1]}, video driver {_driver()}"

        if checks.run("window", open_app):
            render_scenes(app, checks, tables)
        for game_id in tables:
            result: dict[str, Any] = {}
            if checks.run(
                f"bot game {game_id}", partial(check_bot_game, game_id, dirs.saves, result)
            ):
                checks.run(f"replay {game_id}", partial(check_replay, game_id, result))
            checks.run(f"save {game_id}", partial(check_save, game_id, root / "saves-rw"))
        checks.run("settings and Hall of Fame", lambda: check_documents(dirs))
        _quit_pygame()
        _close_logging()
    total = checks.passed + len(checks.failed)
    secs = time.perf_counter() - t0
    if checks.failed:
        print(
            f"Self-test FAILED: {len(checks.failed)} of {total} checks failed "
            f"({', '.join(checks.failed)}).",
            file=out,
            flush=True,
        )
        return 1
    print(f"Self-test passed: {total} checks in {secs:.1f} s.", file=out, flush=True)
    return 0


def _driver() -> str:
    import pygame

    try:
        return pygame.display.get_driver()
    except pygame.error:
        return "?"


def _quit_pygame() -> None:
    import pygame

    pygame.quit()


def _close_logging() -> None:
    import logging

    logger = logging.getLogger("loot_table")
    for h in list(logger.handlers):
        logger.removeHandler(h)
        h.close()


def main() -> int:
    return run()


if __name__ == "__main__":
    raise SystemExit(main())
