"""``loot-table tutorial GAME --check``: the tutorial played headless through the table's own
controls, as a person plays it.

The real app runs on SDL's dummy drivers. Each time the coach waits for Next its button is
clicked; each time it asks for a move the move is made the way a person makes it (its card
dragged onto its place, its button or place clicked, or Space for the primary action, all
as pygame events through the scene); the scripted seats move by themselves. On the first
move the checker also tries another legal move (it must be refused kindly, nothing
changed) and Hint (it must light the asked move). At the end the scenario's ``expect``
block must hold for the game as played and for the scenario run by itself.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.model import Action
from game.core.scenario import ScenarioResult, check_expectations, run_scenario

MAX_FRAMES = 20_000


@dataclass
class CheckReport:
    """What a check found: ``problems`` empty means the tutorial completed and checks out."""

    game_id: str
    moves: int = 0
    learner_moves: int = 0
    coach_entries: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _press(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    from ui.autoplay import FRAME, mouse

    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)


def _same(a: Action, want: Action | dict[str, Any]) -> bool:
    return a == want if isinstance(want, Action) else a.model_dump(mode="json") == want


def make_move(app: Any, scene: Any, action: Action | dict[str, Any]) -> str | None:
    """Make ``action`` (an action, or a local action's JSON) with the table's controls; None
    when done, else why it could not be."""
    import pygame

    from ui.autoplay import FRAME, drag, key, sprite_center

    ui = scene.ui
    for card, moves in ui.card_moves.items():
        for zone_id, a in moves:
            if _same(a, action):
                start = sprite_center(scene, card)
                if start is None:
                    continue
                drag(app, start, scene.layout.zones[zone_id].rect.center)
                return None
    for b in ui.action_buttons:
        a = ui.button_actions.get(id(b))
        if a is not None and _same(a, action):
            _press(app, b.rect.center)
            return None
    for zone_id, a in ui.zone_clicks.items():
        if _same(a, action) and zone_id in scene.layout.zones:
            _press(app, scene.layout.zones[zone_id].rect.center)
            return None
    if isinstance(action, Action) and scene.adapter.primary(ui.legal) == action:
        app.step([key(pygame.K_SPACE)], FRAME)
        return None
    return "the table offers no control that makes it"


def _another_move(scene: Any, expected: Action) -> Action | None:
    """A legal move other than the asked one that the table offers as a control."""
    ui = scene.ui
    for moves in ui.card_moves.values():
        for _, a in moves:
            if a != expected:
                return a
    for b in ui.action_buttons:
        a = ui.button_actions.get(id(b))
        if a is not None and a != expected and a in scene.session.legal_now():
            return a
    return None


def check_tutorial(
    game_id: str, root: Path | None = None, shoot: Callable[[int, Any], None] | None = None
) -> CheckReport:
    """Play ``game_id``'s tutorial headless through the table (files kept under ``root``, a
    temporary folder by default); the report says what went wrong, if anything.
    ``shoot(entry, app)`` is called each time the coach shows another entry, drawn."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if root is None:
        with tempfile.TemporaryDirectory(prefix="loot-tutorial-") as tmp:
            return check_tutorial(game_id, Path(tmp), shoot)
    import pygame

    from ui.autoplay import FRAME, dismiss_notice, key, make_app, settle, take_screen
    from ui.scenes.tutorial import TutorialScene, open_tutorial
    from ui.tutorial.progress import in_progress
    from ui.tutorial.script import action_at, load_script

    report = CheckReport(game_id)
    app = make_app(root)
    try:
        script = load_script(game_id)
        report.coach_entries = len(script.coach)
        open_tutorial(app, game_id)
        scene = app.scenes.top
        if not isinstance(scene, TutorialScene):
            report.problems.append("the tutorial did not open")
            return report
        settle(app)
        tried_other = False
        shown: int | None = None
        for _ in range(MAX_FRAMES):
            if dismiss_notice(app) or take_screen(app):
                continue
            if app.scenes.top is not scene:
                report.problems.append(f"{type(app.scenes.top).__name__} covered the table")
                return report
            mode = scene.mode()
            if shoot is not None and scene.entry() != shown and not scene.anim.busy:
                shown = scene.entry()
                if shown is not None:
                    shoot(shown, app)
            if mode == "end" and (shoot is None or shown == scene.script.entries_at(scene.k)[-1]):
                break
            if mode == "next":
                _press(app, scene.coach.next_button.rect.center)
                continue
            if mode == "wait":
                app.step([], FRAME)
                continue
            k = scene.k
            app.step([], FRAME)  # a pass the table makes for the learner comes first
            if scene.k != k or scene.mode() != "move" or app.scenes.top is not scene:
                continue
            expected = scene.expected()
            assert expected is not None
            if not tried_other:
                tried_other = True
                other = _another_move(scene, expected)
                if other is not None:
                    make_move(app, scene, other)
                    if scene.k != k or scene.checked_refusal is None:
                        report.problems.append("another move than the asked one was not refused")
                        return report
                app.step([key(pygame.K_h)], FRAME)
                if scene.ui.hinted != expected:
                    report.problems.append("Hint did not light the asked move")
            entry = scene.entry()
            why = None
            for control in scene.script.coach[entry].controls if entry is not None else []:
                why = make_move(app, scene, control)
                settle(app, 1)
                if why is not None:
                    why = f"{why} (the control {control})"
                    break
            for _ in range(
                3 if why is None else 0
            ):  # a control that first selects is used again, as a person does
                why = make_move(app, scene, expected)
                settle(app, 2)
                if why is not None or scene.k != k or app.scenes.top is not scene:
                    break
            if why is not None or scene.k == k:
                words = scene.adapter.action_words(expected, scene.view, scene.session.seat_names)
                report.problems.append(f"move {k + 1} ({words}): {why or 'it was not made'}")
                return report
            report.learner_moves += 1
        else:
            report.problems.append(f"the tutorial did not end within {MAX_FRAMES} frames")
            return report
        session = scene.session
        report.moves = len(session.match.steps)
        played = [(s.seat, s.action) for s in session.match.steps]
        wanted = [
            (s.seat, action_at(session.rules, script, k))
            for k, s in enumerate(script.scenario.actions)
        ]
        if played != wanted:
            report.problems.append("the moves played are not the script's")
        events = [e for s in session.match.steps for e in s.events]
        live = ScenarioResult(session.match, events)
        report.problems += [f"as played: {p}" for p in check_expectations(script.scenario, live)]
        alone = run_scenario(session.rules, script.scenario)
        report.problems += [f"scenario: {p}" for p in check_expectations(script.scenario, alone)]
        if game_id not in app.settings.tutorials_done:
            report.problems.append("the tutorial was not marked done")
        settle(app)
        while dismiss_notice(app):  # what happened last is read first
            settle(app)
        _press(app, scene.coach.leave_button.rect.center)  # back to the menu, as a person does
        if app.scenes.top is scene:
            report.problems.append("Back to the menu did not leave the tutorial")
        elif in_progress(app.dirs, game_id):
            report.problems.append("the finished tutorial's save was kept")
        if any(app.dirs.replays.glob("*")) or any(app.dirs.saves.glob("*")):
            report.problems.append("the tutorial left a game among the saves or replays")
        return report
    finally:
        app.close()
