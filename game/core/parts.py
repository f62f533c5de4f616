"""How a kit mechanism (simultaneous choices, response windows, auctions) plugs into a game.

A mechanism keeps one record in the game's state (a field annotated ``Record | None``) and
has its own events. It describes itself as a :class:`KitPart`; ``RulesBase`` finds the
field by its type and folds the mechanism's events into it, so a game that lists the
events in its union and declares the field gets the folding for free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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

    def reader(self) -> Callable[[Any], Any]:
        """``current(state)``: the mechanism's record in ``state`` (None when it is not
        running). The field is found by its type once per state class (TypeError when the
        state has none); a mechanism's module binds it once, as its ``current``."""
        fields: dict[type, str] = {}
        record = self.record

        def current(state: Any) -> Any:
            cls = type(state)
            name = fields.get(cls)
            if name is None:
                found = field_of_type(cls, record)
                if found is None:
                    raise TypeError(f"{cls.__name__} has no {record.__name__} field.")
                name = fields[cls] = found
            return getattr(state, name)

        return current
