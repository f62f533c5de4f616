"""What the rules help shows of one game: its sections, its card glossary and the search
through it, and which section and card are chosen. Nothing is laid out or drawn here."""

from __future__ import annotations

from typing import Any

from ui.games import HELP, glossary, offered
from ui.help_text import GlossaryEntry
from ui.table.registry import ADAPTERS

GLOSSARY = "Card glossary"
MAX_QUERY = 30


class HelpContents:
    """The help of ``game_id`` (None, or a game without a table: the first offered)."""

    def __init__(self, game_id: str | None) -> None:
        self.load(game_id)

    def load(self, game_id: str | None) -> None:
        """Show ``game_id``'s help from its first section, the search empty."""
        if game_id not in ADAPTERS:
            game_id = offered()[0]
        self.game_id: str = game_id
        self.adapter: Any = ADAPTERS[game_id]()
        """The game's table adapter (it draws the glossary's card faces)."""
        self.sections = list(HELP.get(game_id, []))
        self.entries: list[GlossaryEntry] = glossary(game_id)
        self.items = [t for t, _ in self.sections] + ([GLOSSARY] if self.entries else [])
        """The list's titles: the sections', then the glossary's if the game has one."""
        if not self.items:
            self.sections = [("No help yet", "There is no rules help for this game yet.")]
            self.items = ["No help yet"]
        self.selected = 0
        self.query = ""
        self.matches: list[GlossaryEntry] = list(self.entries)
        self.card_index = 0

    def next_game_id(self) -> str:
        """The next game that has rules help (the menu's Rules covers every game)."""
        games = [g for g in HELP if g in ADAPTERS]
        i = games.index(self.game_id) if self.game_id in games else -1
        return games[(i + 1) % len(games)]

    @property
    def in_glossary(self) -> bool:
        return self.items[self.selected] == GLOSSARY

    @property
    def selected_entry(self) -> GlossaryEntry | None:
        if 0 <= self.card_index < len(self.matches):
            return self.matches[self.card_index]
        return None

    def search(self, query: str) -> None:
        """The glossary's cards that match ``query`` (cut to ``MAX_QUERY``); the chosen card
        stays chosen if it still matches, else the first is."""
        self.query = query[:MAX_QUERY]
        keep = self.selected_entry
        self.matches = [e for e in self.entries if e.matches(self.query)]
        self.card_index = self.matches.index(keep) if keep in self.matches else 0
