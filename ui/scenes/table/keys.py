"""The live table's input: a click or key first skips the animation being shown; then the bar's
buttons, the log panel, Ctrl+Z / Ctrl+Y, the table's cards and buttons, and the keys H (hint),
F1 (this game's rules) and F2 (its player aid)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ui.scenes.table.scene import TableScene


class TableInput:
    """Hands an input event to the part of ``scene`` (the table scene) it is for."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        scene = self.scene
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and scene.anim.busy:
            scene.anim.skip()
            scene.invalidate()
            scene.restage()
        for b in scene.bar_buttons:
            if b.handle_event(event):
                return True
        if scene.log_panel.handle_event(event):
            scene.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z:
                scene.undo()
                return True
            if event.key == pygame.K_y:
                scene.redo()
                return True
        if scene.ui.handle_event(event, scene.layout, scene.anim, scene.view):
            return True
        if event.type == pygame.KEYDOWN and scene.ui.picked is None:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        """H, F1 and F2, when no card is picked up."""
        scene = self.scene
        if key == pygame.K_h:
            scene.hint()
            return True
        if key == pygame.K_F1:  # this game's rules
            from ui.scenes.rules_help import RulesHelpScene

            scene.app.push(RulesHelpScene(scene.app, scene.session.game_id))
            return True
        if key == pygame.K_F2:
            scene.open_aid()
            return True
        return False
