"""The kinds of state field beyond a plain dataclass field (game/core/state.py tells what
each means to the generated copy, canonical form and reading back): a private memo, a field
left out of the canonical form at its default, and a dict kept as ordered pairs."""

from __future__ import annotations

import dataclasses
from typing import Any

KIT = "loot_table.kit"
"""The metadata key a field's kind is kept under."""
MEMO, SPARSE, PAIRS = "memo", "sparse", "pairs"


def memo_field() -> Any:
    """A private cache of derived values: a fresh empty dict in every clone, never canonical."""
    return dataclasses.field(default_factory=dict, repr=False, compare=False, metadata={KIT: MEMO})


def sparse_field(default: Any = None, *, kw_only: bool = False) -> Any:
    """A field left out of the canonical form while it equals ``default`` (immutable), and
    read back as ``default`` when the data lacks it: add fields without changing old hashes."""
    return dataclasses.field(default=default, kw_only=kw_only, metadata={KIT: SPARSE})


def pairs_field() -> Any:
    """A dict kept in the canonical form as ``[[key, value], ...]`` in insertion order."""
    return dataclasses.field(default_factory=dict, metadata={KIT: PAIRS})
