"""A test-only game for the New game screen: 3 to 8 seats and one option of each kind.

Its rules are the kit's toy game Guess (tests/core/toy.py), which plays with any number of
seats and reads its ``rounds`` option from ``config.options``; the other two options are
recorded and ignored. :func:`install` registers it on both sides (game/registry.py and
ui/games/__init__.py) for one test, through pytest's monkeypatch; it has no table adapter, so a test
that starts it from the screen stands a stub in for the table.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game import registry
from game.core.entry import GameEntry
from game.core.options import OptionSpec
from tests.core.toy import GuessRules
from ui import games

OPTIONS = (
    OptionSpec(
        key="night",
        label="Night market",
        help="Shops stay open after dark, so every round has one more bidding step.",
        kind="bool",
        default=False,
    ),
    OptionSpec(
        key="deck",
        label="Deck",
        help="Which set of cards is shuffled for the game.",
        kind="choice",
        choices=("Classic", "Harbour", "Mountain pass"),
        default="Classic",
    ),
    OptionSpec(
        key="rounds",
        label="Rounds",
        help="How many rounds are played before the scores are counted.",
        kind="int",
        low=1,
        high=5,
        default=2,
    ),
)

ENTRY = GameEntry(
    "test-options",
    "Options Test",
    (3, 8),
    "playable",
    package="tests.ui",
    rules="option_game:OptionRules",
    options=OPTIONS,
)


class OptionRules(GuessRules):
    """Guess under the test entry (its seats and options)."""

    entry = ENTRY


def install(monkeypatch: pytest.MonkeyPatch, *extra: GameEntry) -> None:
    """Register ``ENTRY`` (and ``extra`` entries) after the real games on both sides."""
    from ui.help_text import CREDITS

    added = (ENTRY, *extra)
    all_games = (*registry.GAMES, *added)
    entries = {e.game_id: e for e in all_games}
    monkeypatch.setattr(registry, "GAMES", all_games)
    monkeypatch.setattr(registry, "ENTRIES", entries)
    monkeypatch.setattr(registry, "GAME_IDS", tuple(entries))
    monkeypatch.setattr(registry, "TITLES", {e.game_id: e.title for e in all_games})
    ui_added = tuple(
        dataclasses.replace(
            games.UI_GAMES[0], game_id=e.game_id, table=_no_table, help=(), glossary=list
        )
        for e in added
    )
    ui_games = (*games.UI_GAMES, *ui_added)
    monkeypatch.setattr(games, "GAMES", all_games)
    monkeypatch.setattr(games, "TITLES", registry.TITLES)
    monkeypatch.setattr(games, "UI_GAMES", ui_games)
    monkeypatch.setattr(games, "UI_ENTRIES", {e.game_id: e for e in ui_games})
    monkeypatch.setattr(games, "HELP", {**games.HELP, **{e.game_id: [CREDITS] for e in ui_added}})
    for e in added:  # no rules object cached from an earlier install
        monkeypatch.delitem(registry._rules, e.game_id, raising=False)


def _no_table() -> Any:
    raise KeyError("the test game has no table")
