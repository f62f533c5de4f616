"""What of a save's header is bound into its hashes, so that editing it afterwards shows.

A log header says who played (the seats: names, human or bot, bot level), with what
options, bot seed and content, and how the game began (``origin``). None of that is part of
the game's state, so the state hashes alone would let a header be edited freely (swap two
seats' names, rename the winner, turn a bot seat into a human one). From log format 5:

- the set-up line carries ``bind``: one digest per part of the header (:data:`PARTS`,
  the branch's parent among them),
  so a verifier can name the part that changed;
- every recorded hash (the set-up's and each step's) is :func:`bound_hash` of the
  state's hash and the digest of all the parts together, so a header, or a ``bind``
  block, changed after the game was played no longer fits any line of the file.

Everything here is deterministic and uses only the header's own values. It proves that a
save was not edited by hand; it is not a signature (whoever replays the whole game can
write a new save), which is why every step is also decided again on verify.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from game.core.match import hash_canonical
from game.core.model import MatchConfig

ENGINE_SEED_KEY = "bot_seed"

PARTS: dict[str, str] = {
    "game": "the game",
    "content_version": "the card content version",
    "origin": "how the game began",
    "seats": "the seats (names, people or bots, bot levels)",
    "seed": "the seed",
    "bot_seed": "the bot seed",
    "options": "the options",
    "parent": "the game it was branched from",
}
"""The bound parts of a header, each with the words a refusal names it by."""


class BoundHeader(Protocol):
    """What :func:`header_digests` reads (game/core/log.py's Header)."""

    @property
    def game(self) -> str: ...

    @property
    def content_version(self) -> str: ...

    @property
    def origin(self) -> str: ...

    @property
    def config(self) -> MatchConfig: ...

    @property
    def parent(self) -> Any: ...


def header_parts(header: BoundHeader) -> dict[str, Any]:
    """The bound parts of ``header`` as JSON-able values (see :data:`PARTS`)."""
    options = dict(header.config.options)
    bot_seed = options.pop(ENGINE_SEED_KEY, None)
    return {
        "game": header.game,
        "content_version": header.content_version,
        "origin": header.origin,
        "seats": [s.model_dump(mode="json") for s in header.config.seats],
        "seed": header.config.seed,
        "bot_seed": bot_seed,
        "options": options,
        "parent": None if header.parent is None else header.parent.model_dump(mode="json"),
    }


def header_digests(header: BoundHeader) -> dict[str, str]:
    """One digest per bound part of ``header``: the set-up line's ``bind`` block."""
    return {name: hash_canonical(value) for name, value in header_parts(header).items()}


def binding_digest(digests: Mapping[str, str]) -> str:
    """The digest of all the parts together, mixed into every recorded hash."""
    return hash_canonical(dict(digests))


def bound_hash(state_hash: str, binding: str) -> str:
    """A recorded hash: the state's hash bound to the header's ``binding`` digest."""
    return hash_canonical([binding, state_hash])


def changed_parts(recorded: Mapping[str, Any], header: BoundHeader) -> list[str]:
    """The words for each part of ``header`` whose digest differs from ``recorded`` (a
    set-up line's ``bind``), in :data:`PARTS` order; a part missing from it counts."""
    now = header_digests(header)
    return [PARTS[name] for name in PARTS if recorded.get(name) != now[name]]


__all__ = [
    "PARTS",
    "BoundHeader",
    "binding_digest",
    "bound_hash",
    "changed_parts",
    "header_digests",
    "header_parts",
]
