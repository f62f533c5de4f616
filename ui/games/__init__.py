"""The games the app can show: one explicit tuple of UI entries (no import scans).

A game registers on the engine side once (game/registry.py, its package's ``ENTRY``) and here
once: the ``UI_ENTRY`` of its folder ui/games/<game>/ (ui/game_entry.py says what an entry
holds: table, help, glossary, icon, privacy oracle, sweep plan). The table adapters' dict
(ui/table/registry.py), the Rules scene, the New game screen, the title art, the icon
registry, the self-test and the shared test suites derive from ``UI_GAMES``.

The app offers a game (New game, Rules) only when both sides have it: a game whose rules
exist without a table yet (status ``headless``) is played from the command line only. An
``example`` has both sides, and the shared suites play its table, but the app offers it
nowhere (its help is left out of ``HELP``, the Rules scene's list).
tests/test_registry.py fails when a playable game or an example has no UI entry, or a UI
entry names neither. Importing this module loads no table, card art or game rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.entry import GameEntry
from game.core.errors import LogRefused
from game.core.rules import GameRules
from game.registry import GAMES, REGISTERED, TITLES, get_rules
from ui import help_text
from ui.game_entry import UiEntry
from ui.games.aim import UI_ENTRY as AIM
from ui.games.brick_and_mortar import UI_ENTRY as BRICK_AND_MORTAR
from ui.games.high_card import UI_ENTRY as HIGH_CARD
from ui.games.inns_and_outcasts import UI_ENTRY as INNS_AND_OUTCASTS
from ui.games.loot_roll import UI_ENTRY as LOOT_ROLL
from ui.games.tavern_keepers import UI_ENTRY as TAVERN_KEEPERS
from ui.help_text import GlossaryEntry, Sections

UI_GAMES: tuple[UiEntry, ...] = (
    AIM,
    TAVERN_KEEPERS,
    LOOT_ROLL,
    INNS_AND_OUTCASTS,
    BRICK_AND_MORTAR,
    HIGH_CARD,
)
"""Every game's UI entry: the one UI-side registration line of a game."""

TABLED = ("playable", "example")
"""The statuses whose game has a table (a UI entry here)."""
UI_ENTRIES: dict[str, UiEntry] = {e.game_id: e for e in UI_GAMES}
_SHOWN = {g.game_id for g in GAMES}
HELP: dict[str, Sections] = {
    e.game_id: [*e.help, help_text.CREDITS] for e in UI_GAMES if e.game_id in _SHOWN
}
"""Game id -> its rules help sections, the credits (art, fonts, sounds) as the last one: the
games the Rules scene lists (an example's help is its UI entry's, for the suites)."""


def offered() -> list[str]:
    """The games the app offers (New game, Rules), in the registry's order: playable on the
    engine side and with a UI entry here. An ``example`` (game/core/entry.py) is never
    offered: registry.GAMES, the list players see, leaves it out."""
    return [g.game_id for g in GAMES if g.status == "playable" and g.game_id in UI_ENTRIES]


def registration_problems(
    games: Sequence[GameEntry] | None = None, ui: Sequence[UiEntry] | None = None
) -> list[str]:
    """One sentence per game registered on one side only (default: the real registries): a
    playable game or an example without a UI entry (an example shows the whole way, table
    included), or a UI entry whose game is unknown, or neither playable nor an example."""
    games = REGISTERED if games is None else games
    ui = UI_GAMES if ui is None else ui
    ui_ids = {e.game_id for e in ui}
    by_id = {g.game_id: g for g in games}
    problems = [
        f"{g.game_id} is {g.status} but has no UI entry (ui/games/__init__.py): register its "
        "table there, or mark it headless in its ENTRY (its package's __init__.py)."
        for g in games
        if g.status in TABLED and g.game_id not in ui_ids
    ]
    for e in ui:
        g = by_id.get(e.game_id)
        if g is None:
            problems.append(
                f"ui/games/__init__.py has a UI entry for {e.game_id}, which game/registry.py does not list."
            )
        elif g.status not in TABLED:
            problems.append(
                f"ui/games/__init__.py has a UI entry for {e.game_id}, whose game is {g.status}: mark it "
                "playable in its ENTRY once its table is done."
            )
    return problems


def glossary(game_id: str) -> list[GlossaryEntry]:
    """Every distinct card design of ``game_id``, sorted by name (empty for other games)."""
    e = UI_ENTRIES.get(game_id)
    return [] if e is None else list(e.glossary())


def app_rules(game_id: str) -> GameRules[Any] | None:
    """``get_rules`` as the app sees it (the lookup its saves and replays are read with): None
    for an unknown game, LogRefused (a sentence) for one without a table yet. An example has
    a table: its saves read (the shared suites play it through the app's session)."""
    rules = get_rules(game_id)
    if rules is not None and game_id not in UI_ENTRIES:
        raise LogRefused(
            f"{TITLES.get(game_id, game_id)} has no table in this version yet; "
            "it can be played from the command line only."
        )
    return rules
