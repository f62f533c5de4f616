"""The games Loot Table knows: one explicit tuple of entries (no import scans, which break
when bundled). A game registers here once, with the ``ENTRY`` of its package
(``game/games/<game>/__init__.py``; game/core/entry.py says what an entry holds), one line
in ``REGISTERED``; ``GAMES`` (what players are shown: examples left out), ``GAME_IDS``,
``TITLES``, the bots' heuristics and evaluations, the CLI's lists and build.spec's hidden
imports derive from it.
Importing this module loads no game's rules: ``get_rules`` builds them on first use.

Adding a game: README.md, "Adding a game".
"""

from __future__ import annotations

import threading
from typing import Any

from game.core.entry import LISTED, GameEntry
from game.core.rules import GameRules
from game.games.aim import ENTRY as AIM
from game.games.brick_and_mortar import ENTRY as BRICK_AND_MORTAR
from game.games.high_card import ENTRY as HIGH_CARD
from game.games.inns_and_outcasts import ENTRY as INNS_AND_OUTCASTS
from game.games.loot_roll import ENTRY as LOOT_ROLL
from game.games.tavern_keepers import ENTRY as TAVERN_KEEPERS

REGISTERED: tuple[GameEntry, ...] = (
    AIM,
    TAVERN_KEEPERS,
    INNS_AND_OUTCASTS,
    LOOT_ROLL,
    BRICK_AND_MORTAR,
    HIGH_CARD,
)
"""Every registered game, examples included: the one engine-side registration line of a game.
The shared test suites, the bots and the command line's commands that name a game take
every one of them."""

GAMES: tuple[GameEntry, ...] = tuple(e for e in REGISTERED if e.status in LISTED)
"""The games players are shown (examples left out), in the order menus and lists show them."""
EXAMPLES: tuple[GameEntry, ...] = tuple(e for e in REGISTERED if e.status not in LISTED)
"""Registered games that only the docs and the suites use (game/core/entry.py ``example``)."""

ENTRIES: dict[str, GameEntry] = {e.game_id: e for e in REGISTERED}
GAME_IDS: tuple[str, ...] = tuple(ENTRIES)
TITLES: dict[str, str] = {e.game_id: e.title for e in REGISTERED}

_rules: dict[str, GameRules[Any]] = {}
_lock = threading.Lock()


def entry(game_id: str) -> GameEntry | None:
    """The entry of ``game_id``, None for an unknown id."""
    return ENTRIES.get(game_id)


def available() -> list[str]:
    """Game ids players can play in this version (from the command line at least; the
    app offers those that also have a table, ui/games/__init__.py). Examples left out."""
    return [e.game_id for e in GAMES if e.rules is not None]


def with_rules() -> list[str]:
    """Every registered game with rules, examples included: what the shared suites play."""
    return [e.game_id for e in REGISTERED if e.rules is not None]


def get_rules(game_id: str) -> GameRules[Any] | None:
    """The rules object for ``game_id`` (built once per process, on first use; safe from
    several threads), or None if this version cannot play it."""
    got = _rules.get(game_id)
    if got is not None:
        return got
    e = ENTRIES.get(game_id)
    if e is None or e.rules is None:
        return None
    with _lock:
        got = _rules.get(game_id)
        if got is None:
            got = _rules[game_id] = e.make_rules()
    return got
