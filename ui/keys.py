"""Held keys: the app's own key repeat, and "once per press" for keys that must not repeat (F11).

pygame's built-in repeat (``pygame.key.set_repeat``) runs on a timer that only a key-up stops;
when the window loses focus mid-press (toggling fullscreen re-creates the window) the key-up
never arrives and the timer repeats the key forever. This repeat is driven by the app's clock
instead: it stops on key-up, on focus loss and on any other key, and never repeats the keys in
``NO_REPEAT``. Repeated presses carry ``repeat=True``.
"""

from __future__ import annotations

import pygame

REPEAT_DELAY_S = 0.35
REPEAT_INTERVAL_S = 0.04
NO_REPEAT = frozenset({pygame.K_F11, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER})
"""Keys that open, close or switch something: one action per press, never repeated."""
MODIFIERS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
        pygame.K_MODE,
    }
)
STOP_EVENTS = frozenset({pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED})


class KeyRepeat:
    """Repeats the last held key while it stays down.

    Contract: :meth:`observe` sees every event the app receives; :meth:`due` returns the
    repeated key-down events whose time has come (at most one per call, so a stalled frame
    never fires a burst); :meth:`deadline` is when the next one is due, or None."""

    def __init__(self, delay: float = REPEAT_DELAY_S, interval: float = REPEAT_INTERVAL_S) -> None:
        self.delay = delay
        self.interval = interval
        self._held: dict[str, object] | None = None
        self._key: int | None = None
        self._next = 0.0

    def observe(self, event: pygame.event.Event, now: float) -> None:
        if event.type == pygame.KEYDOWN:
            if getattr(event, "repeat", False):
                return
            if event.key in NO_REPEAT or event.key in MODIFIERS:
                if event.key not in MODIFIERS:
                    self.stop()
                return
            self._held = dict(event.dict)
            self._key = event.key
            self._next = now + self.delay
        elif event.type == pygame.KEYUP:
            if event.key == self._key:
                self.stop()
        elif event.type in STOP_EVENTS:
            self.stop()

    def stop(self) -> None:
        self._held = None
        self._key = None

    def deadline(self) -> float | None:
        return self._next if self._held is not None else None

    def due(self, now: float) -> list[pygame.event.Event]:
        if self._held is None or now < self._next:
            return []
        late = now - self._next >= self.interval  # a stalled frame: no catching up
        self._next = (now if late else self._next) + self.interval
        held = dict(self._held)
        held["repeat"] = True
        return [pygame.event.Event(pygame.KEYDOWN, held)]


class OncePerPress:
    """Lets one key-down through per physical press of a key (each key on its own).

    A press counts only when no key-down of that key came in the last ``quiet`` seconds:
    while a key is held, the system keeps sending key-downs (some look like fresh presses,
    e.g. after the window was re-created and the keyboard state reset), each of which only
    extends the press. Repeats (``repeat=True``) never count. For keys that switch something
    heavy, such as fullscreen: a second press within ``quiet`` seconds is ignored too."""

    def __init__(self, quiet: float = 0.75) -> None:
        self.quiet = quiet
        self._last: dict[int, float] = {}

    def press(self, event: pygame.event.Event, now: float) -> bool:
        last = self._last.get(event.key)
        self._last[event.key] = now
        return not getattr(event, "repeat", False) and (last is None or now - last >= self.quiet)
