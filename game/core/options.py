"""Game options (optional rules, variants): declared per game, chosen on the new-game screen.

A game lists its options as a tuple of :class:`OptionSpec` (``RulesBase.options``). The
new-game screen renders them from the specs (a checkbox, a choice list, a number field) and
writes the chosen values into the log header's ``config.options``; :func:`validate_options`
fills in defaults and refuses an unknown key or a bad value with one sentence. Keys the
engine itself keeps in ``config.options`` (``bot_seed``) pass through untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal

from pydantic import model_validator

from game.core.errors import LootTableError
from game.core.model import Strict

ENGINE_OPTIONS = frozenset({"bot_seed"})
"""Keys of ``config.options`` that belong to the engine, not to a game."""


class BadOption(LootTableError, ValueError):
    """An option the game does not have, or a value it does not take; ``str()`` is a sentence."""


class OptionSpec(Strict):
    """One option: ``key`` (as written into the log), ``label`` and ``help`` (short words
    for the new-game screen), ``kind`` (``bool``, ``choice`` or ``int``), ``choices`` (for
    ``choice``), ``low``/``high`` (bounds for ``int``), the ``default`` and, for an ``int``
    that 0 turns off, the ``zero_word`` shown for 0."""

    key: str
    label: str
    help: str = ""
    kind: Literal["bool", "choice", "int"]
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    default: bool | int | str
    zero_word: str = ""
    """For an ``int`` option where 0 turns it off: the word shown for 0 ("Off")."""

    @model_validator(mode="after")
    def _consistent(self) -> OptionSpec:
        if self.kind == "choice" and self.default not in self.choices:
            raise ValueError(f"option {self.key}: the default is not one of its choices")
        if self.zero_word and (self.kind != "int" or self.low != 0):
            raise ValueError(f"option {self.key}: only a number option from 0 has a zero word")
        if self.kind != "choice" and self.choices:
            raise ValueError(f"option {self.key}: only a choice option has choices")
        if self.kind == "bool" and type(self.default) is not bool:
            raise ValueError(f"option {self.key}: a bool option needs a true/false default")
        if self.kind == "int":
            problem = check_value(self, self.default)
            if problem:
                raise ValueError(f"option {self.key}: the default {problem}")
        return self


def check_value(spec: OptionSpec, value: Any) -> str | None:
    """Why ``value`` does not suit ``spec`` (words after "the value"), or None if it does."""
    if spec.kind == "bool":
        return None if type(value) is bool else "must be true or false"
    if spec.kind == "choice":
        if value in spec.choices:
            return None
        return "must be one of " + ", ".join(spec.choices)
    if type(value) is not int:
        return "must be a whole number"
    if spec.low is not None and value < spec.low:
        return f"must be at least {spec.low}"
    if spec.high is not None and value > spec.high:
        return f"must be at most {spec.high}"
    return None


def defaults(specs: Iterable[OptionSpec]) -> dict[str, Any]:
    """Every option at its default."""
    return {s.key: s.default for s in specs}


def validate_options(specs: Iterable[OptionSpec], options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` checked against ``specs`` with defaults filled in (engine keys kept);
    raises BadOption naming the option and what is wrong."""
    by_key = {s.key: s for s in specs}
    out = defaults(by_key.values())
    for key, value in options.items():
        if key in ENGINE_OPTIONS:
            out[key] = value
            continue
        spec = by_key.get(key)
        if spec is None:
            known = ", ".join(sorted(by_key)) or "none"
            raise BadOption(f"This game has no option '{key}' (its options: {known}).")
        problem = check_value(spec, value)
        if problem:
            raise BadOption(f"The option '{spec.label}' {problem}.")
        out[key] = value
    return out
