"""Loot Roll; its registration (game/core/entry.py)."""

from game.core.entry import GameEntry
from game.core.options import OptionSpec

ENTRY = GameEntry(
    game_id="loot-roll",
    title="Loot Roll",
    seats=(2, 6),
    status="playable",
    package=__name__,
    rules="rules:LootRollRules",
    heuristic="heuristics:LrHeuristic",
    evaluation="evaluate:LrEvaluation",
    balance="balance",
    content=("cards.json",),
    options=(
        OptionSpec(
            key="torch",
            label="Torch (rounds per dungeon)",
            help="A dungeon collapses after this many rounds if its boss still stands.",
            kind="int",
            low=4,
            high=20,
            default=8,
        ),
        OptionSpec(
            key="scaled",
            label="Monsters scaled to the table",
            help="Smaller tables face weaker monsters, larger ones stronger.",
            kind="bool",
            default=True,
        ),
    ),
)
