"""The live table's refusals: a move the rules do not allow now, or a card that cannot be
picked up, is refused with the engine's reason, shown (in the panel and as a message) and
heard; a refused card shakes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Action
from ui.table.model import CardSprite

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene


class Refusals:
    """Tells the player at ``scene``'s screen (the table scene) why a move is refused."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def say(self, reason: str) -> None:
        """``reason`` shown as the table's refusal and a private message, and heard."""
        scene = self.scene
        scene.refused = reason
        scene.app.notify(reason, bad=True, private=True)
        scene.app.sound.play("error")

    def refuse(self, action: Action) -> None:
        """A drop meant ``action``, which is not legal: the engine's reason."""
        seat = self.scene.session.viewer
        if seat is None:
            return
        self.say(self.scene.session.why_not(seat, action))

    def refuse_pick(self, sprite: CardSprite) -> None:
        """A face-up card that cannot be picked up now was clicked: it shakes, and the
        reason (the engine's, for the move the card most likely meant) is given."""
        scene = self.scene
        seat = scene.session.viewer
        if seat is None or sprite.card is None:
            return
        reason = self.why_unmovable(seat, sprite.card)
        scene.refused = reason
        scene.anim.shake(sprite.key, scene.app.now)
        scene.app.notify(reason, bad=True, private=True)
        scene.app.sound.play("error")
        scene.invalidate()

    def why_unmovable(self, seat: int, card: int) -> str:
        """One sentence: why ``seat`` cannot pick ``card`` up now."""
        scene = self.scene
        session, adapter, view = scene.session, scene.adapter, scene.view
        names = session.seat_names
        if session.is_over:
            return "The game is over: nothing can be moved any more."
        if not scene.ui.legal:  # not this seat's move
            waiting = adapter.waiting_words(view, names)
            return f"It is not your move yet. {waiting}".strip()
        action = adapter.nearest_action(card, view, seat)
        if action is None:
            return adapter.unmovable_words(card, view, names)
        return session.why_not(seat, action)
