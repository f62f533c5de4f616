"""High Card's table: the worked example of a game's UI folder (the engine side is
game/games/high_card/; its README.md walks through both). The adapter and its layout are
in table.py, the rules help and glossary in help.py, icon names in icons.py, what the
shared suites check in checks.py, laid out as ui/game_entry.py's ``folder_entry`` reads
them. ``UI_ENTRY`` registers it (ui/games/__init__.py lists it); importing this package
loads no pygame."""

from ui.game_entry import folder_entry
from ui.games.high_card.icons import PICTURE

UI_ENTRY = folder_entry(__name__, "high-card", "HighCardTable", PICTURE)
