"""How a kit mechanism (simultaneous choices, response windows, auctions) plugs into a game.

A mechanism keeps one record in the game's state (a field annotated ``Record | None``) and
has its own events. It describes itself as a :class:`KitPart`; ``RulesBase`` finds the
field by its type and folds the mechanism's events into it, so a game that lists the
events in its union and declares the field gets the folding for free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.model import Event
from game.core.state import Record, field_of_type

PartFold = Callable[[Any, Any], Any]
"""``(part or None, event) -> the field's new value`` (the same record changed in place, a
new record, or None when the mechanism is over)."""


@dataclass(frozen=True)
class KitPart:
    """One mechanism: its record type, what it is called in sentences, a fold per event and
    the events that are undo barriers (they reveal hidden information)."""

    name: str
    record: type[Record]
    folds: dict[type[Event], PartFold]
    barriers: tuple[type[Event], ...] = ()
    _fields: dict[type, str] = field(default_factory=dict, compare=False, repr=False)

    def current(self, state: Any) -> Any:
        """The mechanism's record in ``state`` (None when it is not running); the field is
        found by its type once per state class (TypeError when the state has none)."""
        cls = type(state)
        name = self._fields.get(cls)
        if name is None:
            found = field_of_type(cls, self.record)
            if found is None:
                raise TypeError(f"{cls.__name__} has no {self.record.__name__} field.")
            name = self._fields[cls] = found
        return getattr(state, name)
