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
    features="features:LrFeatures",
    balance="balance",
    # easy searches a sixth of normal's worlds: with half of them (the shared level) it
    # played nearly as well as normal here, where more worlds still change the move
    # (game/bots/TOURNAMENT.md, fourteenth session); normal and hard keep greedy's move
    # unless a searched one is clearly better: a turn's choices differ by less than the
    # worlds' noise, and unanchored they called bosses they then fled (fifteenth session);
    # hard judges as normal does, not with the learned weights: normal's search with them
    # did no better than plain normal, behind if anything (sixteenth session)
    levels={
        "easy": {"worlds": 8},
        "normal": {"confidence": 1},
        "hard": {"confidence": 1, "learned": 0},
    },
    level_notes={
        "hard": "Here it wins about 59 of 100 two-player games against normal; alone against "
        "three normal bots it is about even with them.",
    },
    content=("cards.json",),
    options=(
        OptionSpec(
            key="torch",
            label="Torch (rounds per dungeon)",
            help="A variant: a dungeon collapses after this many rounds if its boss still "
            "stands. Off in the rulebook: a dungeon lasts until its boss falls.",
            kind="int",
            low=0,
            high=20,
            default=0,
            zero_word="Off",
        ),
        OptionSpec(
            key="scaled",
            label="Monsters scaled to the table",
            help="A variant: smaller tables face weaker monsters, larger ones stronger. "
            "Off in the rulebook: the printed numbers.",
            kind="bool",
            default=False,
        ),
        OptionSpec(
            key="stacks",
            label="A monster stack per dungeon",
            help="A variant: each dungeon draws from its own twelve monsters. Off in the "
            "rulebook: one monster pile.",
            kind="bool",
            default=False,
        ),
    ),
    older_saves_options={"torch": 8, "scaled": True, "stacks": True},
)
