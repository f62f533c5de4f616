"""Base classes for actions and events, and the set-up of a match.

Actions are what a seat intends; events are facts the rules derived from an
action. Both are small frozen pydantic models with a ``kind`` literal that makes
each game's union discriminated, so they round-trip through JSON exactly.
Events never hold timestamps or ids: a replay must equal the live game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce
from operator import or_
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from game.core.memo import BoundedMemo
from game.core.text import NAME_MAX, name_problem


class Strict(BaseModel):
    """A frozen pydantic model that refuses unknown fields: the base of actions, events,
    views and the content files' schemas."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Action(Strict):
    """A seat's intent. Subclasses add a ``kind: Literal[...]`` field and their parameters."""

    def label(self) -> str:
        """A compact, paste-back-able form such as ``buy(card=12)`` (fields left at their
        default are left out)."""
        fields = ", ".join(
            f"{k}={v!r}" for k, v in self.model_dump(exclude_defaults=True).items() if k != "kind"
        )
        return f"{getattr(self, 'kind', type(self).__name__)}({fields})"


V = TypeVar("V", bound=BaseModel)


CACHED_VALUES_HELD = 65_536
"""Values one :func:`cached_values` factory remembers before it starts over."""


def cached_values(factory: Callable[..., V], held: int = CACHED_VALUES_HELD) -> Callable[..., V]:
    """``factory`` remembered per arguments. Actions and events are immutable values, so
    listing legal actions (or deciding the same simple event again) can hand out one object
    per distinct value instead of building and validating it again. Meant for arguments that
    take few distinct values (card ids, seats, spots), never for lists or sets of cards; as a
    guard, the memory is emptied once it holds ``held`` values, so a factory fed many
    distinct arguments costs time, never unbounded memory (a Loot Roll payment cache once
    grew by gigabytes in a search)."""
    cache: BoundedMemo[tuple[Any, ...], V] = BoundedMemo(held)

    def make(*args: Any) -> V:
        a = cache.get(args)
        if a is None:
            a = cache.remember(args, factory(*args))
        return a

    return make


class Event(Strict):
    """A fact. Chance outcomes (shuffle orders, die faces) are written into the event."""


M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class UnionSpec(Generic[M]):
    """A game's actions or events as one discriminated union, written once (:func:`union_of`).

    ``union``: the ``Annotated[A | B | ..., Field(discriminator="kind")]`` type (for typed
    log lines and pydantic fields); ``adapter``: its TypeAdapter (``validate_python``,
    ``validate_json``); ``types``: the member classes in the order given."""

    union: Any
    adapter: TypeAdapter[Any]
    types: tuple[type[M], ...]

    def __contains__(self, item: object) -> bool:
        return item in self.types


def union_of(*types: type[M]) -> UnionSpec[M]:
    """The discriminated union (on ``kind``) of ``types``, its adapter and the types.

    Every type needs its own ``kind: Literal[...]``; a kind used twice is refused here."""
    if not types:
        raise TypeError("union_of needs at least one type")
    kinds: dict[str, str] = {}
    for t in types:
        field = t.model_fields.get("kind")
        kind = field.default if field is not None else None
        if not isinstance(kind, str):
            raise TypeError(f"{t.__name__} has no kind literal with a default")
        if kind in kinds:
            raise TypeError(f"{t.__name__} and {kinds[kind]} share the kind {kind!r}")
        kinds[kind] = t.__name__
    if len(types) == 1:
        union: Any = types[0]
    else:
        union = Annotated[reduce(or_, types), Field(discriminator="kind")]
    return UnionSpec(union, TypeAdapter(union), tuple(types))


SeatKind = Literal["human", "bot"]


SEED_DIGITS = 20
SEED_LIMIT = 10**SEED_DIGITS
"""Seeds (the match's and the bots') are whole numbers of at most 20 digits."""


def check_seed(value: object, what: str = "a seed") -> int:
    """``value`` if it is a whole number of at most 20 digits; ValueError (a clause) if not.

    Booleans, floats (NaN, 1e309, 3.0), strings and lists are refused, not converted."""
    if type(value) is not int:
        raise ValueError(f"{what} must be a whole number")
    if not -SEED_LIMIT < value < SEED_LIMIT:
        raise ValueError(f"{what} may have at most {SEED_DIGITS} digits")
    return value


class SeatInfo(Strict):
    """Who sits in a seat: a named human or a bot with a level.

    The name follows game/core/text.py (1-40 characters, no control characters or
    undecodable text, something visible); a bad one is refused, never repaired, since
    seats are part of a game's record."""

    name: str = Field(min_length=1, max_length=NAME_MAX)
    kind: SeatKind = "human"
    level: str | None = Field(None, pattern=r"^[a-z0-9_-]{1,20}$")

    @field_validator("name")
    @classmethod
    def _drawable_name(cls, name: str) -> str:
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(problem)
        return name


class MatchConfig(Strict):
    """Everything that, with the actions, determines a match."""

    game: str = Field(pattern=r"^[a-z0-9-]{1,40}$")
    seats: tuple[SeatInfo, ...] = Field(min_length=1, max_length=16)
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)
    """Known keys are checked: ``bot_seed`` (game/bots/base.py) is a seed like ``seed``."""

    @field_validator("seed", mode="before")
    @classmethod
    def _seed(cls, value: object) -> int:
        return check_seed(value)

    @field_validator("options")
    @classmethod
    def _options(cls, options: dict[str, Any]) -> dict[str, Any]:
        if "bot_seed" in options:
            check_seed(options["bot_seed"], "the bot seed")
        return options

    @property
    def n_seats(self) -> int:
        return len(self.seats)


def default_seats(
    n: int, kind: SeatKind = "human", level: str | None = None
) -> tuple[SeatInfo, ...]:
    """``n`` seats named "Seat 1" .. "Seat n"."""
    return tuple(SeatInfo(name=f"Seat {i + 1}", kind=kind, level=level) for i in range(n))
