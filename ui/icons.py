"""Which game-icons.net icon the app draws for what: the one list of icon names by use.

Everything here is a name from the game-icons set (CC BY 3.0, see ui/resources/icons/LICENSE.txt).
``art/make_icons.py`` copies exactly these icons, plus every ``icon`` field of the games'
content files (game/games/*/), into ui/resources/icons/; ui/widgets/icons.py draws them. No pygame
here, so the script can import it without a display.

The icons every game shares are listed here; a game's own tables sit in its folder
(ui/games/<game>/icons.py) and its UI entry names them (``icon``, ``icon_tables``).
``registry()`` puts both together; after adding names, ``python art/make_icons.py`` fetches
the new icons.
"""

from __future__ import annotations

from collections.abc import Mapping

SCREENS: dict[str, str] = {
    "card_back": "open-treasure-chest",
    "title": "open-treasure-chest",
    "title_left": "crossed-swords",
    "title_right": "coins",
    "winner": "laurels-trophy",
    "bot": "robot-golem",
    "human": "person",
    "quest": "scroll-unfurled",
    "adventurer": "person",
}
"""Pictures on screens and card backs."""

LOG: dict[str, str] = {
    "turn": "hourglass",
    "dice": "rolling-dices",
    "gold": "two-coins",
    "buy": "shopping-cart",
    "draw": "card-draw",
    "play": "card-play",
    "take_back": "return-arrow",
    "equip": "knapsack",
    "attack": "crossed-swords",
    "defend": "shield",
    "lose": "broken-shield",
    "trash": "trash-can",
    "shuffle": "card-random",
    "reveal": "eye-target",
    "pass": "cancel",
    "win": "laurels-trophy",
    "quest": "scroll-unfurled",
    "adventurer": "person",
    "sabotage": "bolt-bomb",
    "cycle": "cycle",
    "discard": "card-discard",
    "done": "thumb-up",
}
"""Small pictures before the log's lines, by meaning: a table's ``log_icons`` (ui/table/
adapter.py) maps its event types to these keys, so every game's log speaks one language."""

DIAL: dict[str, str] = {"sealed": "dial-padlock"}
"""A bidding dial's lid while its number is sealed (ui/widgets/dial.py)."""
SHARED: dict[str, Mapping[str, str]] = {"screens": SCREENS, "log": LOG, "dial": DIAL}
"""The tables every game uses, by name."""


def registry() -> dict[str, Mapping[str, str]]:
    """Every table of icon names by use: the shared ones above, each registered game's
    picture (``games``) and its own tables (art/make_icons.py reads this)."""
    from ui.games import UI_GAMES

    tables: dict[str, Mapping[str, str]] = dict(SHARED)
    tables["games"] = {e.game_id: e.icon for e in UI_GAMES}
    for e in UI_GAMES:
        tables.update(e.icon_tables)
    return tables


def registry_icons() -> set[str]:
    """Every icon name the registry lists."""
    return {name for table in registry().values() for name in table.values()}
