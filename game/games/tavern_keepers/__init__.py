"""Tavern Keepers; its registration (game/core/entry.py)."""

from game.core.entry import GameEntry

ENTRY = GameEntry(
    game_id="tavern-keepers",
    title="Tavern Keepers",
    seats=(2, 4),
    status="playable",
    package=__name__,
    rules="rules:TavernKeepersRules",
    heuristic="heuristics:TkHeuristic",
    evaluation="evaluate:TkEvaluation",
    balance="balance",
    features="features:TkFeatures",
    content=("cards.json",),
    level_notes={
        "hard": "Here it measured no stronger than normal: even a bot shown every card barely "
        "beats normal in this game.",
    },
)
