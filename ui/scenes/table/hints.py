"""The table's hint: asked of the normal bot off the UI thread, shown as one sentence ("Hint:
<move>: <why>.") with its card or button lit, and taken down when the position changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Action

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene

THINKING = "Thinking about a hint..."


class TableHints:
    """The hint of ``scene`` (the table scene): its message and the action it lights."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.toast: str | None = None
        """The hint's message while it is up."""

    def possible(self) -> bool:
        """A hint can be asked for: the seat at the screen may act and no hint is on the way."""
        scene = self.scene
        return bool(scene.ui.legal) and not scene.session.hint_worker.busy

    def ask(self) -> None:
        """What would the normal bot do? Asked off the UI thread (:meth:`show` tells it)."""
        if self.scene.session.request_hint("normal"):
            self.scene.app.notify(THINKING, private=True)

    def show(self, action: Action, reason: str) -> None:
        """The bot's answer in one sentence, "Hint: <move>: <why>.", and its card or button
        lit; both go when the position changes (:meth:`drop`)."""
        scene = self.scene
        names = scene.session.seat_names
        words = scene.adapter.action_words(action, scene.view, names)
        seat = scene.session.viewer
        why = (
            scene.adapter.hint_reason(action, scene.view, seat, names) if seat is not None else None
        )
        self.light(f"Hint: {words}: {(why or reason).rstrip('.')}.", action)

    def light(self, text: str, action: Action) -> None:
        """Show the hint ``text`` and light ``action``'s card or button (an older hint goes)."""
        scene = self.scene
        self.drop()
        scene.app.notify(text, private=True)
        self.toast = text
        scene.ui.hinted = action
        scene.invalidate()

    def drop(self) -> None:
        """The hint's light and message go (the position it was for has changed)."""
        scene = self.scene
        if self.toast is not None:
            scene.app.unnotify(self.toast)
            self.toast = None
        scene.app.unnotify(THINKING)
        if scene.ui.hinted is not None:
            scene.ui.hinted = None
            scene.invalidate()
