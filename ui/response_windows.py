"""The open response window of a game being played in the app (game/core/priority.py), read
for the hot seat: who holds priority, their Pass, whether they could do anything else. No
pygame here; nothing in a window is hidden."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.model import Action
from game.core.priority import PriorityPassed, ResponseWindow
from game.core.state import field_of_type


class ResponseWindows:
    """``match``'s open window; ``ticket`` is the session's count of changes (every action,
    undo and redo), which with the match's steps and state keys the remembered answers."""

    def __init__(self, match: Match[Any], ticket: Callable[[], int]) -> None:
        self.match = match
        self.ticket = ticket
        self._window_field: str | None = "?"
        self._cache: dict[Any, Any] = {}
        self._cache_key: tuple[int, int, int] = (-1, -1, -1)

    def _cached(self, key: Any, make: Callable[[], Any]) -> Any:
        """``make()`` remembered until the match changes (an action, undo or redo)."""
        now = (self.ticket(), len(self.match.steps), id(self.match.state))
        if now != self._cache_key:
            self._cache.clear()
            self._cache_key = now
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def window(self) -> ResponseWindow | None:
        """The open response window (None: none is open; nothing in it is hidden)."""
        if self._window_field == "?":  # found once per game: the state's window field
            try:
                self._window_field = field_of_type(type(self.match.state), ResponseWindow)
            except AttributeError:  # a state not made with the kit's records: no windows
                self._window_field = None
        name = self._window_field
        if name is None or self.match.is_over:
            return None
        window: ResponseWindow | None = getattr(self.match.state, name)
        return window

    def holder(self) -> int | None:
        """The seat holding priority in an open window, while the engine waits for it."""
        w = self.window()
        return w.holder if w is not None and w.holder in self.match.to_act() else None

    def pass_action(self, seat: int) -> Action | None:
        """``seat``'s Pass in the open window: its legal action that passes priority."""

        def find() -> Action | None:
            for a in reversed(self.match.legal_actions(seat)):
                try:
                    events = self.match.decide(seat, a)
                except IllegalAction:
                    continue
                if any(isinstance(e, PriorityPassed) for e in events):
                    return a
            return None

        found: Action | None = self._cached(("pass", seat), find)
        return found

    def can_respond(self, seat: int) -> bool:
        """Whether ``seat`` holds a legal response other than Pass (private: for the session's
        own decision and the seat's own screen)."""
        return any(a != self.pass_action(seat) for a in self.match.legal_actions(seat))
