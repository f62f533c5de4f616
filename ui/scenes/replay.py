"""The replay viewer: the table of a finished game, step by step (Left/Right, Home/End, Play)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core.errors import LogRefused
from ui.replay import Replay
from ui.scenes.table import TableScene
from ui.widgets.button import Button

REPLAY_STEP_S = 0.45
"""Seconds between steps while the replay plays."""


class _ReplaySession:
    """The little of a GameSession the table needs, over a Replay (no acting, all visible)."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.rules = replay.rules
        self.viewer = None
        self.feed: list[Any] = []
        self.save_error = None
        self.worker = type("W", (), {"busy": False})()
        self.match = type("M", (), {"is_over": False, "events": lambda _s: []})()
        self.path = None

    @property
    def seat_names(self) -> list[str]:
        return self.replay.seat_names

    def view(self) -> Any:
        return self.replay.view()

    def human_to_act(self) -> None:
        return None

    def needs_pass(self) -> None:
        return None

    def bot_to_act(self) -> None:
        return None

    def poll_bot(self) -> None:
        return None

    def drain_feed(self) -> list[Any]:
        return []

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def describe(self, events: Any) -> list[str]:
        out = []
        for e in events:
            text = self.rules.describe(e, None, self.seat_names)
            if text:
                out.append(text)
        return out

    def close(self) -> None: ...


class ReplayScene(TableScene):
    def __init__(self, app, path: Path) -> None:  # type: ignore[no-untyped-def]
        self.replay = Replay(path)
        super().__init__(app, _ReplaySession(self.replay))  # type: ignore[arg-type]
        self.playing = False
        self._clock = 0.0
        self.bar_buttons = [
            Button("|<", lambda: self.seek(0), tooltip="Home"),
            Button("<", lambda: self.seek(self.replay.position - 1), tooltip="Left"),
            Button("Play", self.toggle_play, tooltip="P"),
            Button(">", lambda: self.seek(self.replay.position + 1), tooltip="Right"),
            Button(">|", lambda: self.seek(self.replay.length), tooltip="End"),
            Button("Close", self.back, tooltip="Esc"),
        ]
        self.log = []

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.bar_buttons[2].label = "Pause" if self.playing else "Play"

    def seek(self, position: int) -> None:
        before = self.replay.position
        self.replay.seek(position)
        if self.replay.position == before + 1:
            events = self.replay.events_at(self.replay.position)
            self.log.extend(self.session.describe(events))
            self.anim.factor = self.app.settings.animation_factor
            self._effects(list(events))  # one step forward shows its dice and reveals
        elif self.replay.position != before:
            self.log = []
            for k in range(max(0, self.replay.position - 30), self.replay.position + 1):
                self.log.extend(self.session.describe(self.replay.events_at(k)))
        self.log = self.log[-300:]
        self.refresh(animate=abs(self.replay.position - before) == 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.bar_buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
            if event.key in keys:
                self.seek(self.replay.position + keys[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.seek(0)
                return True
            if event.key == pygame.K_END:
                self.seek(self.replay.length)
                return True
            if event.key in (pygame.K_p, pygame.K_SPACE):
                self.toggle_play()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return False

    def update(self, dt: float) -> None:
        if self.anim.tick(self.app.now):
            self._dirty = True
        if self.playing and not self.anim.busy:  # a reveal is read before the next step
            self._clock += dt
            if self._clock >= REPLAY_STEP_S:
                self._clock = 0.0
                if self.replay.position >= self.replay.length:
                    self.toggle_play()
                else:
                    self.seek(self.replay.position + 1)

    def next_frame(self, now: float) -> float | None:
        """Frames while cards move; while playing, the next step's time."""
        if self.app.scenes.top is not self:
            return None
        if self.anim.busy:
            return now
        if self.playing:
            return now + max(0.0, REPLAY_STEP_S - self._clock)
        return None

    def exit(self) -> None:
        pass

    def back(self) -> None:
        self.app.scenes.pop()

    def _hint_lines(self) -> list[str]:
        from ui import theme

        text = (
            f"Replay: step {self.replay.position} of {self.replay.length}. Left and Right "
            "step, Home and End jump, P plays. Everything is shown: the game is over."
        )
        if self.replay.from_scenario:
            text += " This game began from a scenario position, not a dealt table."
        return theme.wrap(self.app.fonts.get(15), text, self.panel_rect().w - 24)


def open_replay(app, path: Path) -> None:  # type: ignore[no-untyped-def]
    try:
        app.push(ReplayScene(app, path))
    except LogRefused as exc:
        app.notify(str(exc), bad=True)
