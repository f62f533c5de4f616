"""Brick & Mortar; its registration (game/core/entry.py)."""

from game.core.entry import GameEntry
from game.core.options import OptionSpec

ENTRY = GameEntry(
    game_id="brick-and-mortar",
    title="Brick & Mortar",
    seats=(2, 4),
    status="playable",
    package=__name__,
    rules="rules:BrickAndMortarRules",
    heuristic="heuristics:BmHeuristic",
    evaluation="evaluate:BmEvaluation",
    balance="balance",
    content=("content.json",),
    # the heuristic ranks this game's moves least well of the five: hard weighs its eight
    # best (game/bots/TOURNAMENT.md, "Levels set per game")
    levels={"hard": {"moves": 8}},
    level_notes={
        "hard": "Here it also thinks through every auction bid: it wins about 3 of 4 "
        "two-player games against normal; alone against three, about even.",
    },
    options=(
        OptionSpec(
            key="first_game",
            label="First game hands",
            kind="bool",
            default=False,
            help="Deal the preset hands and starting stores instead of drafting.",
        ),
    ),
)
