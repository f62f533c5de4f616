"""AIM's registration (game/core/entry.py): each part imported when first asked."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.core.entry import GameEntry

if TYPE_CHECKING:
    from game.bots.greedy import Heuristic
    from game.bots.ismcts import Evaluation
    from game.core.rules import GameRules


def _rules() -> GameRules[Any]:
    from game.games.aim.rules import AimRules

    return AimRules()


def _heuristic() -> Heuristic:
    """The greedy heuristic, remembering mat totals in the registered rules' memo (one
    bounded memo per process, shared with the rules' own listing; game/games/aim/stats.py)."""
    from game.games.aim.heuristics import AimHeuristic
    from game.games.aim.rules import AimRules
    from game.registry import get_rules

    rules = get_rules(ENTRY.game_id)
    return AimHeuristic(memo=rules.memo if isinstance(rules, AimRules) else None)


def _evaluation() -> Evaluation:
    from game.games.aim.evaluate import AimEvaluation

    return AimEvaluation()


def _balance() -> ModuleType:
    from game.games.aim import balance

    return balance


ENTRY = GameEntry(
    game_id="aim",
    title="Adventures in Inventory Management",
    seats=(2, 4),
    status="playable",
    package="game.games.aim",
    rules=_rules,
    heuristic=_heuristic,
    evaluation=_evaluation,
    balance=_balance,
    content=("cards.json",),
)
