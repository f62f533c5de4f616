"""Game-agnostic bots and the explicit registry of bot kinds.

``make_bot(kind, game_id)`` builds a bot; ``BOT_KINDS`` lists the kinds. The
greedy bot needs the game's heuristic, looked up in an explicit dict (no import
scans, which break under PyInstaller).
"""

from __future__ import annotations

from collections.abc import Callable

from game.bots.base import BOT_SEED_OPTION, Bot, bot_rng, pick_best
from game.bots.greedy import GreedyBot, Heuristic
from game.bots.random_bot import RandomBot

BOT_KINDS = ("random", "greedy")


def _aim_heuristic() -> Heuristic:
    from game.games.aim.heuristics import AimHeuristic

    return AimHeuristic()


HEURISTICS: dict[str, Callable[[], Heuristic]] = {"aim": _aim_heuristic}


class UnknownBot(ValueError):
    """A bot kind that does not exist or cannot play the game; ``str()`` is one sentence."""


def make_bot(kind: str, game_id: str) -> Bot:
    """A new bot of ``kind`` for ``game_id``; raises UnknownBot with a sentence."""
    if kind == "random":
        return RandomBot()
    if kind == "greedy":
        factory = HEURISTICS.get(game_id)
        if factory is None:
            raise UnknownBot(f"The greedy bot has no heuristic for '{game_id}' yet.")
        return GreedyBot(factory())
    raise UnknownBot(f"'{kind}' is not a bot kind; choose from {', '.join(BOT_KINDS)}.")


def kinds_for(game_id: str) -> list[str]:
    """The bot kinds that can play ``game_id``."""
    return [k for k in BOT_KINDS if k != "greedy" or game_id in HEURISTICS]


__all__ = [
    "BOT_KINDS",
    "BOT_SEED_OPTION",
    "HEURISTICS",
    "Bot",
    "GreedyBot",
    "Heuristic",
    "RandomBot",
    "UnknownBot",
    "bot_rng",
    "kinds_for",
    "make_bot",
    "pick_best",
]
