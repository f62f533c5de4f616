"""Scenes and the scene stack (after Tuxemon's, top of stack last).

A scene gets ``enter``/``exit``/``pause``/``resume`` calls, handles input in
``handle_event`` (return True to consume), advances time in ``update(dt)`` and
paints in ``draw(surface)``; ``draw`` never changes game state. Only the top
scene receives input; scenes marked ``overlay`` let the one below be drawn.

The app draws a frame only when something may have changed: on input, when the stack
changes, and when a scene's ``next_frame`` says a frame is due (it is moving, or a timer of
its runs out). A scene that moves or waits on time without input must say so there.
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

    def leave_rect(self) -> pygame.Rect | None:
        """Where this scene's own way back to the menu is drawn (the table's Menu button), so
        a question over it can honour a click there; None for most scenes."""
        return None

    def next_frame(self, now: float) -> float | None:
        """When this scene next needs ``update`` and ``draw`` without any input, in app time
        (``app.now``): ``now`` or earlier while it moves, a later time for a timer (a bot's
        pause, a retry), None while nothing changes until the next input. Asked of every
        scene on the stack, covered or not, after every frame; must not change anything."""
        return None

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout (anchors are relative)."""

    def back(self) -> None:
        """Esc: leave this scene safely (everything is already saved)."""
        self.app.scenes.pop()


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self.version = 0
        """Grows on every push, pop or replace (the app draws a frame after each change)."""

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self._stack))

    def push(self, scene: Scene) -> None:
        self.version += 1
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        self.version += 1
        scene.exit()
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        self.version += 1
        if self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        self.version += 1
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
