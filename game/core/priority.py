"""Response windows: priority goes round the table; each seat responds or passes.

For Loot Roll: "anyone may play a card during a fight and after each roll".

How a game uses it:

1. Its state declares ``window: ResponseWindow | None = None`` (any name; the kit finds it
   by type) and its event union lists ``*WINDOW_EVENTS``.
2. ``open_window(emit, seats, start, topic)`` opens a window: priority goes round
   ``seats`` in seat order, beginning with ``start``.
3. ``to_act`` is ``holding(part)``: the holder only. The holder's legal actions are the
   game's responses plus Pass; its Pass action is handled with ``pass_priority(emit, seat)``
   (True: everyone passed in a row, the window is closed: go on with the game).
4. A response is the game's own action and events, followed by ``after_response(emit,
   seat)``: priority goes to the next seat after the responder and the passes start again.
5. The window closes (``WindowClosed``, the field back to None) when every seat in
   ``order`` has passed in a row, the responder included.

The window lives in the state, so undo, replay, views and bots see it like any other part
of the game. Nothing in it is hidden.

Hot-seat (decided here; the UI builds it): the table must never tell who holds a playable
card, and must not make every person look at a hand-over screen at every roll.

- The engine lists Pass for every holder, whatever their hand, and nothing public depends
  on the hand: any seat may always pass, so a pass tells nothing.
- One human at the table: the session passes for them at once unless they hold a legal
  response other than Pass; only then does the table stop and show their responses. No
  other person watches, and bots never see the screen, so stopping leaks nothing.
- Two or more humans: when a human holds priority, the shared screen shows a PUBLIC prompt,
  "<name>: respond or pass?", with [Pass] and [Look at my hand]. Pass needs no hand-over.
  Look at my hand goes through the hand-over screen to that person's private view, where
  they respond or pass. The prompt is shown for every human holder alike, whether or not
  they can respond.
- Each human may set "pass for me automatically" for the rest of the game (a seat setting
  of the session, not a game action): the session then passes for them at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field
from typing import Any, Literal

from game.core.describe import Voice
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotYourTurn
from game.core.model import Event, Strict
from game.core.parts import KitPart
from game.core.state import Record, copier, record


@record
class ResponseWindow(Record):
    """An open window: ``order`` (seats that may respond, in priority order from the start
    seat), ``holder`` (who holds priority) and ``passes`` (seats that passed in a row)."""

    topic: str
    order: list[int] = field(default_factory=list)
    holder: int = 0
    passes: int = 0

    def after(self, seat: int) -> int:
        """The seat after ``seat`` in priority order."""
        order = self.order
        return order[(order.index(seat) + 1) % len(order)]


class WindowOpened(Event):
    """Priority goes round ``order`` (its first seat holds it first) for ``topic``."""

    kind: Literal["window_opened"] = "window_opened"
    topic: str
    order: list[int]


class PriorityPassed(Event):
    """``seat`` passed; priority goes to the next seat."""

    kind: Literal["priority_passed"] = "priority_passed"
    seat: int


class ResponseMade(Event):
    """``seat`` responded (the game's own events say how): priority goes to the next seat
    after it and every seat may respond again."""

    kind: Literal["response_made"] = "response_made"
    seat: int


class WindowClosed(Event):
    """Everyone passed in a row: the window of ``topic`` is over."""

    kind: Literal["window_closed"] = "window_closed"
    topic: str


WINDOW_EVENTS = (WindowOpened, PriorityPassed, ResponseMade, WindowClosed)
"""The events to list in a game's union when it uses response windows."""


class WindowView(Strict):
    """A response window as every seat sees it (nothing in it is hidden)."""

    topic: str
    order: list[int]
    holder: int
    passes: int


# --------------------------------------------------------------------------- folds


def _opened(part: ResponseWindow | None, e: WindowOpened) -> ResponseWindow:
    return ResponseWindow(topic=e.topic, order=list(e.order), holder=e.order[0], passes=0)


def _passed(part: ResponseWindow, e: PriorityPassed) -> ResponseWindow:
    part.passes += 1
    part.holder = part.after(e.seat)
    return part


def _responded(part: ResponseWindow, e: ResponseMade) -> ResponseWindow:
    part.passes = 0
    part.holder = part.after(e.seat)
    return part


def _closed(part: ResponseWindow, e: WindowClosed) -> None:
    return None


PART = KitPart(
    name="response windows",
    record=ResponseWindow,
    folds={
        WindowOpened: _opened,
        PriorityPassed: _passed,
        ResponseMade: _responded,
        WindowClosed: _closed,
    },
)

# --------------------------------------------------------------------------- helpers


current: Callable[[Any], ResponseWindow | None] = PART.reader()
"""The state's open window, or None."""


def open_window(emit: Emitter[Any], seats: Iterable[int], start: int, topic: str) -> None:
    """Open a window for ``seats`` (at least one); priority goes round them in seat order
    beginning with ``start`` (which must be one of them)."""
    ring = sorted(set(seats))
    if start not in ring:
        raise ValueError(f"open_window: the start seat {start} is not among {ring}")
    k = ring.index(start)
    emit(WindowOpened(topic=topic, order=ring[k:] + ring[:k]))


def _holder(emit: Emitter[Any], seat: int) -> ResponseWindow:
    part = current(emit.state)
    if part is None:
        raise IllegalAction("No one may respond right now.")
    if seat != part.holder:
        raise NotYourTurn("It is not your turn to respond.")
    return part


def pass_priority(emit: Emitter[Any], seat: int) -> bool:
    """``seat`` (the holder) passes; True when that closed the window (all passed in a row)."""
    part = _holder(emit, seat)
    emit(PriorityPassed(seat=seat))
    if part.passes < len(part.order):
        return False
    emit(WindowClosed(topic=part.topic))
    return True


def after_response(emit: Emitter[Any], seat: int) -> None:
    """Call after the holder ``seat``'s response events: priority to the next seat, and the
    round of passes starts again."""
    _holder(emit, seat)
    emit(ResponseMade(seat=seat))


def holding(part: ResponseWindow | None) -> tuple[int, ...]:
    """The seat to act during a window: the holder (none when no window is open)."""
    return () if part is None else (part.holder,)


_SHOWN = copier(ResponseWindow)
"""Every field of a window: nothing in it is hidden."""


def window_view(part: ResponseWindow | None) -> WindowView | None:
    """The window as every seat sees it (None when none is open)."""
    return None if part is None else WindowView.model_validate(_SHOWN(part))


def window_from_view(view: WindowView | None) -> ResponseWindow | None:
    """The window back from its view (``sample_state``: nothing in it is hidden)."""
    return None if view is None else ResponseWindow(**_SHOWN(view))


def describe_window(e: Event, voice: Voice) -> str | None:
    """A sentence for a window event (None for other events and for bookkeeping)."""
    if isinstance(e, WindowOpened):
        return f"{voice.listing(e.order)} may respond, {voice.who(e.order[0])} first."
    if isinstance(e, PriorityPassed):
        return f"{voice.who(e.seat)} passed."
    if isinstance(e, WindowClosed):
        return "Nobody else responds."
    return None
