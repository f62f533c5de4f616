"""The live table's hot seat: the hand-over screen when another human must act, the public
"respond or pass?" question for a response window, and the buttons that let a human act out of
turn (and give the screen back) or always pass."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from game.core.model import Action
from ui.widgets.button import Button

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene

ALWAYS_PASS = "Always pass for me"
GIVE_BACK = "Done: give the screen back"


class HandOvers:
    """Who takes the screen of ``scene`` (the table scene) next, as its session says."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def buttons(self, legal: Sequence[Action]) -> list[Button]:
        """The table's own buttons beside the game's: "always pass" while the seat at the
        screen holds priority in a response window; in a game that lets players act out of
        turn (the adapter's ``out_of_turn_words``), one public button per other human who may
        ("Ben: play a card now", through the hand-over screen) and, for the one who took
        the screen that way, a button to give it back."""
        scene = self.scene
        session = scene.session
        viewer = session.viewer
        out: list[Button] = []
        if legal and viewer is not None and session.window_holder() == viewer:
            out.append(Button(ALWAYS_PASS, scene.always_pass))
        words = getattr(scene.adapter, "out_of_turn_words", None)
        if words:
            if viewer is not None and session.interjecting == viewer:
                out.append(Button(GIVE_BACK, self.give_back))
            names = session.seat_names
            for seat in session.out_of_turn_seats():
                out.append(Button(f"{names[seat]}: {words}", partial(self.interject, seat)))
        return out

    def interject(self, seat: int) -> None:
        """A human asked to act out of turn: the hand-over screen for them comes next."""
        self.scene.session.interject(seat)
        self.hand_over_if_due()

    def give_back(self) -> None:
        """The player acting out of turn is done: the screen goes to whoever is due."""
        self.scene.session.end_interject()
        if not self.hand_over_if_due():
            self.scene.refresh(animate=False)

    def hand_over_if_due(self) -> bool:
        """Hot seat: when another human must act, release the screen (the table is laid out
        again with public things only) and cover it with the hand-over screen; the next
        player's view is drawn only once they take the screen over there."""
        scene = self.scene
        session = scene.session
        if session.needs_pass() is None:
            return False
        held = session.viewer is not None
        seat = session.begin_hand_over()
        assert seat is not None
        if held:  # lay the table out again for nobody
            scene.refresh(animate=False)
        from ui.scenes.pass_device import PassDeviceScene

        scene.app.push(PassDeviceScene(scene.app, session, seat))
        return True

    def ask_if_due(self) -> bool:
        """Hot seat, a response window: ask the holder in public "respond or pass?" (the
        table beneath shows public things only while it is asked)."""
        scene = self.scene
        seat = scene.session.begin_prompt()
        if seat is None:
            return False
        scene.refresh(animate=False)
        from ui.scenes.respond import RespondScene

        scene.app.push(RespondScene(scene.app, scene.session, seat))
        return True
