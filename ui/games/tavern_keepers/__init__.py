"""Tavern Keepers's table: everything the app shows of this game lives in this folder, laid out
as ui/game_entry.py's ``folder_entry`` reads it (the adapter in table.py, card faces in
cards.py, rules help and glossary in help.py, icon names in icons.py, what the shared suites
check in checks.py, screenshot scenes in screenshots.py). ``UI_ENTRY`` registers it
(ui/games/__init__.py lists it); importing this package loads no pygame."""

from ui.game_entry import folder_entry

UI_ENTRY = folder_entry(__name__, "tavern-keepers", "TavernKeepersTable", "tavern-sign")
