"""When the live table needs its next frame without input (see ``Scene.next_frame``): every
frame while cards move or a step waits to be shown; timers for a bot's pause, the hover
zoom's delay, a thinking bot and the autosave retry."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene


class FrameSchedule:
    """The next frame ``scene`` (the table scene) needs; it changes nothing."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def next_frame(self, now: float) -> float | None:
        """The app time of the next frame due without input (None: none until input)."""
        scene = self.scene
        due: list[float] = []
        retry = scene.saving.due(now)  # even under the hand-over screen
        if retry is not None:
            due.append(retry)
        if scene.app.scenes.top is scene:
            due.extend(self.update_due(now))
        return min(due, default=None)

    def update_due(self, now: float) -> list[float]:
        """When the scene's ``update`` has something to do without input."""
        scene = self.scene
        session = scene.session
        if scene.anim.busy or session.feed:
            return [now]
        if scene.turn_notices.due(session.viewer, scene.app.settings.pop_ups) is not None:
            return [now]
        if session.is_over:
            return [] if scene._ended_shown else [now]
        if (
            session.needs_pass() is not None
            or session.prompt_due() is not None
            or session.auto_pass_due() is not None
        ):
            return [now]
        due = [scene.bots.due(now), scene.ui.zoom_due(now)]
        return [t for t in due if t is not None]
