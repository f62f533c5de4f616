"""The live table's log feed: each new step told on the table, its sentences into the log panel
(another seat's step lit) and its sounds, dice and reveals; a step told in stages gives the log
each line only once the picture that shows its event is up."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene


class LogFeed:
    """Tells the new steps of ``scene``'s session (the table scene) in its log panel."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.held: list[tuple[int, Any]] = []
        """Log lines of a step told in stages, each with its event's index in the step,
        waiting for the picture that shows it (:meth:`release`)."""

    def tell(self, index: int, step: Any) -> None:
        """One new step: its log lines (another seat's lit) and its effects."""
        scene = self.scene
        session, log_panel, anim = scene.session, scene.log_panel, scene.anim
        self.release(everything=True)  # the last step's lines all come first
        told = session.told_step(index, step)
        lines = scene._log_lines(told, log_panel.last_actor)
        others = step.seat != session.viewer
        log_panel.lit_step = index if others else None
        staged = len(anim.stages)
        anim.supersede()  # no reveal or dice of an older step outlives its log lines
        scene._effects(step.events, partial(session.step_views, index))
        new = anim.stages[staged:]
        if new and all(s.told is not None for s in new):  # told in stages: lines as shown
            where = {id(e): k for k, e in enumerate(step.events)}
            pairs = zip(told, lines, strict=True)  # one line per told event
            self.held = [(where.get(id(t.event), 0), line) for t, line in pairs]
            self.release()
        else:
            log_panel.extend(lines)

    def release(self, everything: bool = False) -> None:
        """Give the log the held lines of a step told in stages whose events the picture
        shown now has reached (all of them once the stages are over, or ``everything``)."""
        if not self.held:
            return
        scene = self.scene
        stage = scene.anim.current_stage(scene.app.now)
        if everything or not scene.anim.stages:
            ready, self.held = [line for _, line in self.held], []
        elif stage is None or stage.told is None:
            return  # the first picture has not come up yet
        else:
            ready = [line for k, line in self.held if k < stage.told]
            self.held = [(k, line) for k, line in self.held if k >= stage.told]
        if ready:
            scene.log_panel.extend(ready)
            scene.invalidate()

    def forget(self) -> None:
        """The log is told again (another seat at the screen, undo): nothing is held back."""
        self.held = []
