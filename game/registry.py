"""The games Loot Table knows: an explicit list (no import scans, which break when bundled)."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.heap import settle_heap
from game.core.rules import GameRules

GAME_IDS = ("aim", "tavern-keepers", "inns-and-outcasts", "loot-roll", "brick-and-mortar")
TITLES = {
    "aim": "Adventures in Inventory Management",
    "tavern-keepers": "Tavern Keepers",
    "inns-and-outcasts": "Inns & Outcasts",
    "loot-roll": "Loot Roll",
    "brick-and-mortar": "Brick & Mortar",
}


def _loaded(rules: GameRules[Any]) -> GameRules[Any]:
    """A game's rules once loaded: they, their content and schemas live as long as the
    process, so they are moved out of the garbage collector's way (game/core/heap.py)."""
    settle_heap()
    return rules


@cache
def _aim() -> GameRules[Any]:
    from game.games.aim.rules import AimRules

    return _loaded(AimRules())


@cache
def _tavern_keepers() -> GameRules[Any]:
    from game.games.tavern_keepers.rules import TavernKeepersRules

    return _loaded(TavernKeepersRules())


@cache
def _brick_and_mortar() -> GameRules[Any]:
    from game.games.brick_and_mortar.rules import BrickAndMortarRules

    return _loaded(BrickAndMortarRules())


_FACTORIES = {
    "aim": _aim,
    "tavern-keepers": _tavern_keepers,
    "brick-and-mortar": _brick_and_mortar,
}


def available() -> list[str]:
    """Game ids that can be played in this version."""
    return [g for g in GAME_IDS if g in _FACTORIES]


def get_rules(game_id: str) -> GameRules[Any] | None:
    """The rules object for ``game_id``, or None if this version cannot play it."""
    factory = _FACTORIES.get(game_id)
    return factory() if factory is not None else None
