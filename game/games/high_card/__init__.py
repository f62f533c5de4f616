"""High Card, the worked example of adding a game (its README.md walks through it); its
registration (game/core/entry.py). Status ``example``: every shared suite plays it, the app
and the player-facing lists do not offer it."""

from game.core.entry import GameEntry

ENTRY = GameEntry(
    game_id="high-card",
    title="High Card",
    seats=(2, 4),
    status="example",
    package=__name__,
    rules="rules:HighCardRules",
    heuristic="bots:HcHeuristic",
    evaluation="bots:HcEvaluation",
)
