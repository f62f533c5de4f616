"""The log's events told for one screen: each with its step and actor, so the log panel can
group them by turn (ui/widgets/log_panel.py). Shared by the live game (ui/session.py) and the
replay (ui/replay.py), which tell the same sentences as their ``describe``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from game.core.match import Step
from game.core.model import Event


class Told(NamedTuple):
    """One event of the log as the screen may tell it, with the step it belongs to."""

    step: int | None
    """The match step (None: the set-up)."""
    seat: int | None
    """Who acted in that step (None: the set-up)."""
    event: Event
    text: str


def tell(
    rules: Any,
    setup: Sequence[Event],
    steps: Sequence[Step],
    viewer: int | None,
    names: Sequence[str],
    last: int = 400,
    first_step: int = 0,
) -> list[Told]:
    """The last ``last`` events of ``setup`` then ``steps`` (numbered from ``first_step``),
    each told by ``rules.describe`` for ``viewer`` (None: everything); events without a
    sentence are left out."""
    items: list[tuple[int | None, int | None, Event]] = [(None, None, e) for e in setup]
    for i, step in enumerate(steps, start=first_step):
        items.extend((i, step.seat, e) for e in step.events)
    items = items[-last:] if last > 0 else []
    out = []
    for step_index, seat, e in items:
        text = rules.describe(e, viewer, names)
        if text:
            out.append(Told(step_index, seat, e, text))
    return out
