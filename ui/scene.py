"""Scenes and the scene stack (after Tuxemon's, top of stack last).

A scene gets ``enter``/``exit``/``pause``/``resume`` calls, handles input in
``handle_event`` (return True to consume), advances time in ``update(dt)`` and
paints in ``draw(surface)``; ``draw`` never changes game state. Only the top
scene receives input; scenes marked ``overlay`` let the one below be drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ui.app import App


class Scene:
    """Base scene; subclasses override what they need."""

    overlay = False
    opaque = False
    """True when ``draw`` covers the whole window (the app then skips clearing it)."""
    title = ""

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def background(self, dt: float) -> None:
        """Called every frame for every scene on the stack, covered or not (housekeeping
        such as retrying a failed autosave); must not draw or change what is shown."""

    def draw(self, surface: pygame.Surface) -> None: ...

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout (anchors are relative)."""

    def back(self) -> None:
        """Esc: leave this scene safely (everything is already saved)."""
        self.app.scenes.pop()


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self._stack))

    def push(self, scene: Scene) -> None:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.exit()
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top and the overlays' backgrounds."""
        out: list[Scene] = []
        for scene in reversed(self._stack):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))
