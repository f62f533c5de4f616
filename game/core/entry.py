"""A game's one registration on the engine side: its :class:`GameEntry`.

Each game's package (``game/games/<game>/__init__.py``) holds ``ENTRY = GameEntry(...)``, and
game/registry.py lists the entries (an explicit tuple of imports: no directory scans, which
break under PyInstaller). Every list that names games derives from them: the registry's ids,
titles and rules, the bots' heuristics and evaluations (game/bots), the CLI's ``games`` and
``balance`` commands, build.spec's hidden imports (each entry's ``modules``) and the
packaging test's content files. The UI registers a game once more, on its side
(ui/games/__init__.py: table, help, glossary); tests/test_registry.py fails when the sides disagree.

An entry is data: the parts of the game are named as ``"module:Class"`` inside its package
(``"rules:AimRules"``) and imported when first asked for, so importing the registry loads
no game's rules or content, and build.spec can list every module an entry names.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # types only: an entry never imports the bots or the rules eagerly
    from game.bots.greedy import Heuristic
    from game.bots.ismcts import Evaluation
    from game.bots.learned import Features
    from game.core.options import OptionSpec
    from game.core.rules import GameRules

Status = Literal["planned", "headless", "playable", "example"]
STATUS_WORDS: dict[str, str] = {
    "planned": "planned",
    "headless": "command line only (no table yet)",
    "playable": "playable",
    "example": "an example for the docs (not offered to players)",
}
LISTED: frozenset[str] = frozenset({"planned", "headless", "playable"})
"""The statuses shown to players (game/registry.py ``GAMES``); an ``example`` is registered,
played by every shared suite and by the command line when named, and listed nowhere a
player looks."""


LEVEL_NAMES = ("easy", "normal", "hard")
"""The search levels a game may change (game/bots ``LEVELS``)."""
LEVEL_SETTINGS = ("worlds", "moves", "confidence", "learned")
"""What a game may change of a level: its iterations a decision, its root moves, the
standard errors by which a searched move must beat the policy's own to replace it (each a
whole number of at least 1), and whether it judges with the game's learned evaluation
(``learned``: 0 or 1)."""
SWITCHES = ("learned",)
"""The settings of ``LEVEL_SETTINGS`` that are on (1) or off (0)."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the engine side needs to know of one game.

    ``status``: ``planned`` (no rules yet: listed, not playable), ``headless`` (rules, played
    from the command line; the app does not offer it until its table exists) or
    ``playable`` (rules and a table: ui/games/__init__.py must hold its UI entry) or
    ``example`` (rules and a table like a playable game, run by every shared suite, but not
    offered: no menu, New game, Rules, statistics or player-facing CLI list shows it; the
    worked example README.md's "Adding a game" points at is one).
    ``package``: the game's folder as a module (``game.games.aim``); it holds the entry, the
    ``content`` files (read at run time, packaged by pyproject's package-data rule), the
    README and the balance report. ``rules``, ``heuristic``, ``evaluation``: the class, as
    ``"module:Class"`` in the package, of its rules object, its greedy bot's heuristic and its
    search bots' evaluation, each built without arguments; ``balance``: the module of its
    balance report (``extract``, ``render`` and maybe ``summary``: game/balance.py);
    ``features``: the class of what hard's learned evaluation measures of a table
    (game/bots/learned.py; its weights are the package's ``learned.json``, made by
    ``loot-table train``); None where the game has none.
    ``levels``: where this game's measurements call for it, changes to the shared search
    levels (game/bots ``LEVELS``) for this game only, by level name: ``worlds`` (iterations a
    decision), ``moves`` (root moves weighed) and ``confidence`` (keep the policy's move
    unless another beats it by that many standard errors), e.g. ``{"normal": {"moves":
    3}}``; the measurements behind each change are in game/bots/TOURNAMENT.md.
    ``policies``: by search level, weights of the game's heuristic (its ``weights``
    dataclass, by name) that this level's policy and playouts use instead of the greedy
    bot's own, where a retuned heuristic measured stronger as a search's policy, e.g. AIM's
    ``{"hard": {"gold_lp": 0.5}}``; greedy, and the levels not named, keep the heuristic
    as it is.
    ``level_notes``: by bot level, one sentence on how that level measured in this game
    (game/bots/TOURNAMENT.md), which the New game screen adds to the level's own words, so a
    player choosing a level learns what it is worth here, also where it falls short.
    ``options``: the game's optional rules and variants (the rules object reads them here).
    ``older_saves_options``: for an option whose default has changed, the value a save of
    log format 4 or older played with when its header does not name it; the format-5
    migration (game/core/migrate.py) writes these into such a header, so the save replays
    as it was played."""

    game_id: str
    title: str
    seats: tuple[int, int]
    status: Status
    package: str | None = None
    rules: str | None = None
    heuristic: str | None = None
    evaluation: str | None = None
    balance: str | None = None
    features: str | None = None
    content: tuple[str, ...] = ()
    levels: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    policies: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    level_notes: Mapping[str, str] = field(default_factory=dict)
    options: tuple[OptionSpec, ...] = ()
    older_saves_options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        lo, hi = self.seats
        if not 2 <= lo <= hi <= 8:
            raise ValueError(f"{self.game_id}: seats must be 2 to 8, lowest first.")
        if (self.status == "planned") != (self.rules is None):
            raise ValueError(f"{self.game_id}: a planned game has no rules; any other has.")
        keys = {o.key for o in self.options}
        unknown = sorted(set(self.older_saves_options) - keys)
        if unknown:
            raise ValueError(f"{self.game_id}: older_saves_options names no option {unknown}.")
        for level, changes in self.levels.items():
            if level not in LEVEL_NAMES or not changes:
                raise ValueError(f"{self.game_id}: levels names no search level '{level}'.")
            for setting, value in changes.items():
                least = 0 if setting in SWITCHES else 1
                most = 1 if setting in SWITCHES else None
                if (
                    setting not in LEVEL_SETTINGS
                    or not isinstance(value, int)
                    or value < least
                    or (most is not None and value > most)
                ):
                    raise ValueError(
                        f"{self.game_id}: the {level} level's '{setting}' must be one of "
                        f"{', '.join(LEVEL_SETTINGS)}: a whole number of at least 1, or "
                        f"0 or 1 for {', '.join(SWITCHES)}."
                    )
        for level, weights in self.policies.items():
            if level not in LEVEL_NAMES or not weights:
                raise ValueError(f"{self.game_id}: policies names no search level '{level}'.")
            for name, weight in weights.items():
                if isinstance(weight, bool) or not isinstance(weight, int | float):
                    raise ValueError(
                        f"{self.game_id}: the {level} level's policy weight '{name}' is "
                        "not a number."
                    )
        for level, note in self.level_notes.items():
            if level not in LEVEL_NAMES:
                raise ValueError(f"{self.game_id}: level_notes names no search level '{level}'.")
            if not note.strip():
                raise ValueError(f"{self.game_id}: the {level} level's note says nothing.")
        if self.package is None and self.modules:
            raise ValueError(f"{self.game_id}: a game with modules names its package.")

    @property
    def min_seats(self) -> int:
        return self.seats[0]

    @property
    def max_seats(self) -> int:
        return self.seats[1]

    @property
    def status_words(self) -> str:
        return STATUS_WORDS[self.status]

    @property
    def modules(self) -> tuple[str, ...]:
        """Every module this entry names, in full (build.spec bundles them)."""
        refs = (self.rules, self.heuristic, self.evaluation, self.balance, self.features)
        return tuple(f"{self.package}.{r.split(':')[0]}" for r in refs if r is not None)

    # the parts, built on demand ------------------------------------------------
    def make_rules(self) -> GameRules[Any]:
        return self._build(self.rules)

    def make_heuristic(self) -> Heuristic:
        return self._build(self.heuristic)

    def make_evaluation(self) -> Evaluation:
        return self._build(self.evaluation)

    def make_features(self) -> Features:
        return self._build(self.features)

    def balance_module(self) -> ModuleType:
        return self._module(self.balance)

    def _module(self, name: str | None) -> ModuleType:
        if name is None or self.package is None:
            raise LookupError(f"{self.title} has no such part.")
        return importlib.import_module(f"{self.package}.{name}")

    def _build(self, ref: str | None) -> Any:
        module, _, cls = (ref or "").partition(":")
        return getattr(self._module(module or None), cls)()


__all__ = ["STATUS_WORDS", "GameEntry", "Status"]
