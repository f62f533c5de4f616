"""A game's one registration on the engine side: its :class:`GameEntry`.

Each game's folder holds ``entry.py`` with ``ENTRY = GameEntry(...)``, and game/registry.py
lists the entries (an explicit tuple of imports: no directory scans, which break under
PyInstaller). Every list that names games derives from them: the registry's ids, titles
and rules, the bots' heuristics and evaluations (game/bots), the CLI's ``games`` and
``balance`` commands, build.spec's hidden imports and the packaging test's content files.
The UI registers a game once more, on its side (ui/games.py: table, help, glossary); a test
fails when the two sides disagree (tests/test_registry.py).

An entry module imports nothing heavy: each part of the game is a function that imports
it when first asked, so importing the registry loads no game's rules or content.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # types only: the entry never imports the bots or the rules eagerly
    from game.bots.greedy import Heuristic
    from game.bots.ismcts import Evaluation
    from game.core.options import OptionSpec
    from game.core.rules import GameRules

Status = Literal["planned", "headless", "playable"]
STATUS_WORDS: dict[str, str] = {
    "planned": "planned",
    "headless": "command line only (no table yet)",
    "playable": "playable",
}


@dataclass(frozen=True)
class GameEntry:
    """Everything the engine side needs to know of one game.

    ``status``: ``planned`` (no rules yet: listed, not playable), ``headless`` (rules, played
    from the command line; the app does not offer it until its table exists) or
    ``playable`` (rules and a table: ui/games.py must hold its UI entry).
    ``rules``/``heuristic``/``evaluation``/``balance``: functions that import and build the
    game's rules object, its greedy bot's heuristic, its search bots' evaluation and its
    balance-report module (``run``, ``render``, ``summary``); None where the game has none.
    ``package``: the game's folder as a module (``game.games.aim``), which holds ``entry.py``,
    the ``content`` files (read at run time; packaged by pyproject's package-data rule) and
    the README and balance report. ``options``: the game's optional rules and variants
    (the rules object reads them from here)."""

    game_id: str
    title: str
    seats: tuple[int, int]
    status: Status
    package: str | None = None
    rules: Callable[[], GameRules[Any]] | None = None
    heuristic: Callable[[], Heuristic] | None = None
    evaluation: Callable[[], Evaluation] | None = None
    balance: Callable[[], ModuleType] | None = None
    content: tuple[str, ...] = ()
    options: tuple[OptionSpec, ...] = ()

    def __post_init__(self) -> None:
        lo, hi = self.seats
        if not 2 <= lo <= hi <= 8:
            raise ValueError(f"{self.game_id}: seats must be 2 to 8, lowest first.")
        if (self.status == "planned") != (self.rules is None):
            raise ValueError(f"{self.game_id}: a planned game has no rules; any other has.")
        if self.rules is not None and self.package is None:
            raise ValueError(f"{self.game_id}: a game with rules names its package.")

    @property
    def min_seats(self) -> int:
        return self.seats[0]

    @property
    def max_seats(self) -> int:
        return self.seats[1]

    @property
    def module(self) -> str | None:
        """The entry's own module (``game.games.aim.entry``), None for a planned game."""
        return None if self.package is None else f"{self.package}.entry"

    @property
    def status_words(self) -> str:
        return STATUS_WORDS[self.status]


__all__ = ["STATUS_WORDS", "GameEntry", "Status"]
