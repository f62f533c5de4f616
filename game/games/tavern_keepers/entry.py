"""Tavern Keepers' registration (game/core/entry.py): each part imported when first asked."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.core.entry import GameEntry

if TYPE_CHECKING:
    from game.bots.greedy import Heuristic
    from game.bots.ismcts import Evaluation
    from game.core.rules import GameRules


def _rules() -> GameRules[Any]:
    from game.games.tavern_keepers.rules import TavernKeepersRules

    return TavernKeepersRules()


def _heuristic() -> Heuristic:
    from game.games.tavern_keepers.heuristics import TkHeuristic

    return TkHeuristic()


def _evaluation() -> Evaluation:
    from game.games.tavern_keepers.evaluate import TkEvaluation

    return TkEvaluation()


def _balance() -> ModuleType:
    from game.games.tavern_keepers import balance

    return balance


ENTRY = GameEntry(
    game_id="tavern-keepers",
    title="Tavern Keepers",
    seats=(2, 4),
    status="playable",
    package="game.games.tavern_keepers",
    rules=_rules,
    heuristic=_heuristic,
    evaluation=_evaluation,
    balance=_balance,
    content=("cards.json",),
)
