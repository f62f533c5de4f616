"""Simultaneous secret choices: everyone who must choose does so at once, face down.

For Inns & Outcasts' face-down card each turn, Loot Roll's Fight or Flight, Brick &
Mortar's market cards and bidding dials, and sealed auctions (game/core/auction.py).

How a game uses it:

1. Its state declares one field ``secret: SecretChoices | None = None`` (any name; the kit
   finds it by type) and its event union lists ``*SECRET_EVENTS``.
2. A handler opens the choice with ``open_choices(emit, seats, topic)``.
3. The game's choose action is handled with ``make_choice(emit, seat, choice)``; the choice
   is the game's own JSON value (a card id, ``[price, qty]``, ...), checked by the game
   before. It returns True when that was the last choice: the reveal has been emitted and
   the game resolves from ``emit.state.secret.chosen`` in the same handler.
   With ``reveal=False`` the last choice closes the choice without showing it
   (``SecretChoicesClosed``, no choices in it): the game then emits its own reveal events
   (Brick & Mortar's face-down demand cards stay hidden; Inns & Outcasts' face-down cards
   turn up one by one as their initiative is called). The chosen values stay readable only
   by their seats in ``choices_view`` until the game reveals them in its own events.
4. ``to_act`` includes ``choosing(part)`` (seats that have not chosen yet: the engine waits
   for them only), ``may_act`` includes ``may_change(part)`` (those plus the seats that chose:
   choosing again replaces one's choice until the last seat chooses).
5. The view carries ``choices_view(part, viewer)``; describe uses ``describe_secret``.

The contract:

- Every seat in ``seats`` that has not chosen is to act, all at once; they commit in any
  order; nobody waits for a seat that has chosen.
- ``SecretChosen`` holds the choice, but only its seat may read it: views and sentences show
  the others only that the seat "has chosen" (the save file holds it, as it holds hands).
- ``SecretChoicesRevealed`` carries every choice at once and is an undo barrier (RulesBase
  makes it one). Before it, a seat may take its own choice back with undo until another
  seat acts (the match's undo policy), and may always change it by choosing again.
- A bot chooses from its own view, which holds no other seat's choice, so its choice
  cannot depend on theirs (tests/core/test_toy_game.py checks it).
- After the reveal the record stays (``revealed`` True, every choice public) until the
  game opens the next choice.

Hot-seat (the UI's side): the session asks each human in ``to_act`` in turn, each behind
the hand-over screen; bot seats in ``to_act`` choose one after another on the bot thread.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field
from typing import Any, Literal

from pydantic import JsonValue

from game.core.describe import Voice
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotYourTurn
from game.core.model import Event, Strict
from game.core.parts import KitPart
from game.core.state import Json, Record, copier, record


@record
class SecretChoices(Record):
    """A simultaneous choice in progress (or just revealed).

    ``seats``: everyone who must choose (sorted); ``waiting``: those who have not chosen
    yet; ``chosen``: each chosen seat's current choice (secret until ``revealed``)."""

    topic: str
    seats: list[int] = field(default_factory=list)
    waiting: list[int] = field(default_factory=list)
    chosen: dict[int, Json] = field(default_factory=dict)
    revealed: bool = False
    closed: bool = False
    """Closed without the generic reveal (``make_choice(..., reveal=False)``): nobody may
    change, and ``chosen`` stays secret (the game reveals in its own events)."""


class SecretChoiceOpened(Event):
    """``seats`` must each choose, in secret, for ``topic`` (the game's word for it)."""

    kind: Literal["secret_choice_opened"] = "secret_choice_opened"
    topic: str
    seats: list[int]


class SecretChosen(Event):
    """``seat`` chose (or changed its choice to) ``choice``; only ``seat`` may read it."""

    kind: Literal["secret_chosen"] = "secret_chosen"
    seat: int
    topic: str
    choice: JsonValue


class SecretChoicesRevealed(Event):
    """Every choice of ``topic`` turned face up at once (an undo barrier)."""

    kind: Literal["secret_choices_revealed"] = "secret_choices_revealed"
    topic: str
    choices: dict[int, JsonValue]


class SecretChoicesClosed(Event):
    """Every seat of ``topic`` has chosen; nobody may change any more, and the choices stay
    secret: the game reveals what it must with its own events (an undo barrier)."""

    kind: Literal["secret_choices_closed"] = "secret_choices_closed"
    topic: str


SECRET_EVENTS = (SecretChoiceOpened, SecretChosen, SecretChoicesRevealed, SecretChoicesClosed)
"""The events to list in a game's union when it uses simultaneous choices."""


class ChoicesView(Strict):
    """A simultaneous choice as one viewer sees it: who must choose, who is still
    ``waiting``, who ``has_chosen``, the viewer's own choice (``mine``), and ``choices``:
    everyone's, once revealed (or for a spectator), else None."""

    topic: str
    seats: list[int]
    waiting: list[int]
    has_chosen: list[int]
    mine: JsonValue = None
    choices: dict[int, JsonValue] | None = None
    revealed: bool = False
    closed: bool = False
    """Everyone has chosen and nobody may change; the choices are secret unless revealed."""


# --------------------------------------------------------------------------- folds


def _opened(part: SecretChoices | None, e: SecretChoiceOpened) -> SecretChoices:
    return SecretChoices(topic=e.topic, seats=list(e.seats), waiting=list(e.seats))


def _chosen(part: SecretChoices, e: SecretChosen) -> SecretChoices:
    part.chosen[e.seat] = e.choice
    if e.seat in part.waiting:
        part.waiting.remove(e.seat)
    return part


def _revealed(part: SecretChoices, e: SecretChoicesRevealed) -> SecretChoices:
    part.revealed = True
    part.waiting = []
    return part


def _closed(part: SecretChoices, e: SecretChoicesClosed) -> SecretChoices:
    part.closed = True
    part.waiting = []
    return part


PART = KitPart(
    name="simultaneous choices",
    record=SecretChoices,
    folds={
        SecretChoiceOpened: _opened,
        SecretChosen: _chosen,
        SecretChoicesRevealed: _revealed,
        SecretChoicesClosed: _closed,
    },
    barriers=(SecretChoicesRevealed, SecretChoicesClosed),
)

# --------------------------------------------------------------------------- helpers


current: Callable[[Any], SecretChoices | None] = PART.reader()
"""The state's SecretChoices record (None when no choice was ever opened)."""


def open_choices(emit: Emitter[Any], seats: Iterable[int], topic: str) -> None:
    """Ask ``seats`` (at least one) to choose in secret for ``topic``."""
    chosen = sorted(set(seats))
    if not chosen:
        raise ValueError("open_choices needs at least one seat")
    emit(SecretChoiceOpened(topic=topic, seats=chosen))


def make_choice(emit: Emitter[Any], seat: int, choice: Any, *, reveal: bool = True) -> bool:
    """Record ``seat``'s choice (replacing its earlier one); when it was the last seat to
    choose, reveal every choice at once (``reveal=False``: close the choice, keeping every
    choice secret, for the game to reveal in its own events) and return True. Raises
    IllegalAction when no choice is open for ``seat``."""
    part = current(emit.state)
    if part is None or part.revealed or part.closed:
        raise IllegalAction("There is nothing to choose in secret right now.")
    if seat not in part.seats:
        raise NotYourTurn("You are not one of the players choosing now.")
    emit(SecretChosen(seat=seat, topic=part.topic, choice=choice))
    if part.waiting:
        return False
    if not reveal:
        emit(SecretChoicesClosed(topic=part.topic))
        return True
    emit(SecretChoicesRevealed(topic=part.topic, choices=dict(sorted(part.chosen.items()))))
    return True


def choosing(part: SecretChoices | None) -> tuple[int, ...]:
    """Seats the engine waits for: those that have not chosen (none once revealed or closed)."""
    if part is None or part.revealed or part.closed:
        return ()
    return tuple(part.waiting)


def may_change(part: SecretChoices | None) -> tuple[int, ...]:
    """Seats whose choose action is accepted: everyone choosing, until the reveal (or close)."""
    if part is None or part.revealed or part.closed:
        return ()
    return tuple(part.seats)


def choices_view(part: SecretChoices | None, viewer: int | None) -> ChoicesView | None:
    """What ``viewer`` may know of the choice: never another seat's unrevealed choice."""
    if part is None:
        return None
    public = part.revealed or viewer is None
    return ChoicesView(
        topic=part.topic,
        seats=list(part.seats),
        waiting=list(part.waiting),
        has_chosen=sorted(part.chosen),
        mine=part.chosen.get(viewer) if viewer is not None else None,
        choices=dict(sorted(part.chosen.items())) if public else None,
        revealed=part.revealed,
        closed=part.closed,
    )


_SHOWN = copier(SecretChoices, but=("chosen",))
"""The choice's fields every viewer sees as they are (all but the choices)."""


def known_choices(view: ChoicesView, seat: int, guess: Callable[[int], Any]) -> dict[int, Any]:
    """Every chosen seat's choice as ``seat`` (the viewer of ``view``) may rebuild it, in seat
    order: all of them once revealed, else its own and ``guess(other)`` for the others."""
    if view.choices is not None:
        return dict(view.choices)
    return {w: view.mine if w == seat else guess(w) for w in view.has_chosen}


def choices_from_view(view: ChoicesView, chosen: dict[int, Any]) -> SecretChoices:
    """The choice back from its view (``sample_state``), with ``chosen`` (see
    :func:`known_choices`) in place of what the view hides."""
    return SecretChoices(**_SHOWN(view), chosen=chosen)


def describe_secret(e: Event, voice: Voice, show: Callable[[Any], str] = str) -> str | None:
    """A sentence for a simultaneous-choice event (None for other events); ``show`` turns a
    choice into words. Another seat's choice is never shown before the reveal."""
    if isinstance(e, SecretChoiceOpened):
        return f"{voice.listing(e.seats)} choose in secret."
    if isinstance(e, SecretChosen):
        if voice.viewer == e.seat:
            return f"You chose {show(e.choice)}."
        if voice.viewer is None:
            return f"{voice.who(e.seat)} chose {show(e.choice)}."
        return f"{voice.who(e.seat)} has chosen."
    if isinstance(e, SecretChoicesRevealed):
        shown = "; ".join(f"{voice.who(s)}: {show(c)}" for s, c in sorted(e.choices.items()))
        return f"The choices are revealed: {shown}."
    if isinstance(e, SecretChoicesClosed):
        return "Everyone has chosen."
    return None
