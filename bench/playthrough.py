"""Whole games played through the real app, the way a person plays them:

    python bench/playthrough.py --game inns-and-outcasts --seats 8 [--humans 1] [--seed 3]
                                [--size 1280x800] [--shots DIR] [--games 1]

Every person's move is made with the mouse on the table: the move the greedy bot would pick
from that seat's own view, made by the drag, the zone click or the button the table offers
for it. A move the table reaches through its own controls (a dial to set, cards to stage:
tested per table) is made directly and counted as "by local controls"; a move the table
offers no way to make is counted as "not on the table" (and made directly), so a table that
hides a move shows up in the numbers. Hand-over screens,
"play a card or pass?" questions and pop-ups are answered by clicking their buttons; the
bots play at their own pace. With a display (e.g. DISPLAY=:91 under Xvfb) the window is a
real one; without, SDL's dummy driver is used. Prints per game the moves by drag, click and
button, the moves not on the table, hand-overs, questions and pop-ups, the steps, frames and
wall time; ``--shots DIR`` saves a picture every 40 moves, of the first pop-up (and the first
gathered one) and at the end.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Literal, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.model import Action, SeatInfo  # noqa: E402
from ui.app import App  # noqa: E402
from ui.autoplay import FRAME, drag, mouse, sprite_center  # noqa: E402
from ui.paths import AppDirs  # noqa: E402

Pace = Literal["slow", "normal", "fast", "instant"]
"""The animation and bot speed a game is played at."""

NAMES = ("Ana", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hal")


def click(app: App, pos: tuple[int, int]) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)


def chose_already(session: Any) -> bool:
    """Whether the seat at the screen has made its choice where it may still change it (a
    secret choice others still make): a person then waits for the others."""
    return session.viewer not in session.match.to_act()


def in_steps(action: Action) -> list[Action]:
    """The table's steps for ``action`` where the table makes it in more than one: AIM's
    place-and-draw (``Place`` with ``draw``) is the placing drag, then the "Draw a card"
    button; any other move is one step."""
    if getattr(action, "kind", None) == "place" and getattr(action, "draw", False):
        from game.games.aim.actions import DrawCard

        return [action.model_copy(update={"draw": False}), DrawCard(card=action.card)]
    return [action]


def make_on_table(app: App, scene: Any, action: Action) -> str:
    """Make ``action`` the way the table offers it (a drag, a zone click or a button; in
    its steps, :func:`in_steps`, where the table takes more than one) and say how: one of
    the counts' keys (the first step's, when every step was on the table)."""
    steps = in_steps(action)
    if len(steps) > 1:
        first = make_one(app, scene, steps[0])
        if first not in ("drag", "zone click", "button"):
            return first  # made directly: the rest is moot
        app.step([], FRAME)
        for step in steps[1:]:
            if make_one(app, scene, step) == "not on the table":
                return "not on the table"
        return first
    return make_one(app, scene, action)


def make_one(app: App, scene: Any, action: Action) -> str:
    """Make ``action`` the way the table offers it (a drag, a zone click or a button) and
    say how: one of the counts' keys."""
    for card, moves in scene.card_moves.items():
        for zone, a in moves:
            start = sprite_center(scene, card)
            if a == action and start is not None and zone in scene.layout.zones:
                drag(app, start, scene.layout.zones[zone].rect.center)
                return "drag"
    for zone, a in scene.zone_clicks.items():
        if a == action and zone in scene.layout.zones:
            click(app, scene.layout.zones[zone].rect.center)
            return "zone click"
    for button in scene.action_buttons:
        if scene.ui.button_actions.get(id(button)) == action and button.rect.w > 0:
            click(app, button.rect.center)
            return "button"
    steps = len(scene.session.match.steps)
    engine_legal = scene.session.legal_now()
    local = [a for a in scene.legal if a not in engine_legal]
    scene.act(action)
    if len(scene.session.match.steps) == steps:  # the table selected it (a hand, a bid)
        return "selected"
    if local:  # the table's own controls lead there (a dial to set, cards to stage)
        return "by local controls"
    return "not on the table"


def play(
    game: str,
    seats_n: int,
    humans: int,
    seed: int,
    size: tuple[int, int],
    shots: Path | None,
    limit: int = 200_000,
    pace: Pace = "instant",
    level: str = "greedy",
) -> dict[str, Any]:
    """One whole game, the bot seats at ``level``; returns its numbers."""
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.notice import GATHERED_TITLE, NoticeScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.respond import RespondScene
    from ui.scenes.table import TableScene
    from ui.session import GameSession

    home = Path(tempfile.mkdtemp(prefix="loot-table-play-"))
    app = App(size=size, dirs=AppDirs.under(home))
    app.settings.animation = pace
    app.settings.bot_speed = pace
    seats = [
        SeatInfo(name=NAMES[i]) if i < humans else SeatInfo(name=NAMES[i], kind="bot", level=level)
        for i in range(seats_n)
    ]
    session = GameSession.new(game, seats, seed, app.dirs.saves, app.bot_factory)
    scene = TableScene(app, session)
    app.push(scene)
    rng = random.Random(seed)
    chooser = {
        s: app.bot_factory(SeatInfo(name="helper", kind="bot", level="greedy"), game)
        for s in range(humans)
    }
    counts = dict.fromkeys(
        (
            "drag",
            "zone click",
            "button",
            "by local controls",
            "selected",
            "not on the table",
            "hand-over",
            "question",
            "pop-up",
        ),
        0,
    )
    frames, moves, t0 = 0, 0, time.perf_counter()
    intent: tuple[tuple[int, int], Action] | None = None
    missing: dict[str, int] = {}
    """Action types made directly because the table offered no way to make them."""
    shot_once: set[str] = set()

    def shot(name: str) -> None:
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(shots / f"{game}-{seats_n}p-{name}.png"))

    for _ in range(limit):
        top = app.scenes.top
        if session.is_over and not scene.anim.busy:
            break
        if isinstance(top, PassDeviceScene):
            click(app, top.button.rect.center)
            counts["hand-over"] += 1
        elif isinstance(top, NoticeScene):
            kind = "pop-up-gathered" if top.title == GATHERED_TITLE else "pop-up"
            if kind not in shot_once:  # the first of each kind, as it is shown
                shot_once.add(kind)
                app.step([], FRAME)
                shot(kind)
            click(app, top.button.rect.center)
            counts["pop-up"] += 1
        elif isinstance(top, RespondScene):
            click(app, top.pass_button.rect.center)
            counts["question"] += 1
        elif (
            top is scene
            and session.viewer is not None
            and scene.legal
            and not scene.anim.busy
            and not chose_already(session)
        ):
            seat = session.viewer
            now = (seat, len(session.match.steps))
            if intent is None or intent[0] != now:  # one decision per position
                legal = session.match.legal_actions(seat)
                intent = (now, chooser[seat].choose(session.match.view(seat), legal, rng))
            action = intent[1]
            how = make_on_table(app, scene, action)
            counts[how] += 1
            if how == "not on the table":
                kind = type(action).__name__
                missing[kind] = missing.get(kind, 0) + 1
            moves += 1
            if moves % 40 == 0:
                shot(f"move{moves:04d}")
        else:
            app.step([], FRAME)
        frames += 1
    shot("end")
    over = session.is_over
    if over:
        app.push(GameOverScene(app, session))
        app.step([], FRAME)
        shot("game-over")
    result = {
        "game": game,
        "seats": seats_n,
        "humans": humans,
        "seed": seed,
        "finished": over,
        "steps": len(session.match.steps),
        "moves by a person": moves,
        **counts,
        "frames": frames,
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if missing:
        result["not on the table, by kind"] = missing
    if not over:  # what it was doing when it gave up
        result["last steps"] = [
            f"{st.seat}:{type(st.action).__name__}" for st in session.match.steps[-8:]
        ]
    session.close()
    pygame.display.quit()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="aim")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--humans", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--shots", type=Path, default=None)
    parser.add_argument(
        "--pace",
        default="instant",
        choices=("instant", "fast", "normal", "slow"),
        help="animations and bots (instant by default)",
    )
    parser.add_argument("--frames", type=int, default=200_000, help="give up after this many")
    parser.add_argument("--bots", default="greedy", help="the bot seats' level (default greedy)")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    ok = True
    for k in range(args.games):
        got = play(
            args.game,
            args.seats,
            args.humans,
            args.seed + k,
            (w, h),
            args.shots,
            args.frames,
            cast(Pace, args.pace),
            args.bots,
        )
        print(", ".join(f"{key}: {value}" for key, value in got.items()), flush=True)
        ok = ok and bool(got["finished"]) and got["not on the table"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
