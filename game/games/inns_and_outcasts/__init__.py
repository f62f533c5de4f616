"""Inns & Outcasts; its registration (game/core/entry.py) with its optional rules (the
back cover) as kit options: the rules check them at set-up (``rules.resolved_options``:
the three-player rule needs three players)."""

from game.core.entry import GameEntry
from game.core.options import OptionSpec

OPTIONS = (
    OptionSpec(
        key="own_card_in_range",
        label="Own card in Range",
        help="Three players only: abilities that count cards in Range count your own too.",
        kind="bool",
        default=False,
    ),
    OptionSpec(
        key="round_length",
        label="Turns per round",
        help="Played cards come back to hand after this many turns (5 in the full rules).",
        kind="int",
        low=1,
        high=5,
        default=5,
    ),
    OptionSpec(
        key="hoard_target",
        label="Loot that ends the game",
        help="0 uses the rulebook's chart (75, 65, 55 or 50 by player count).",
        kind="int",
        low=0,
        high=200,
        default=0,
    ),
    OptionSpec(
        key="dealt_copies",
        label="Dealt copies",
        help="A variant: pick only the inn at each initiative, all at once; the copies are "
        "dealt at random.",
        kind="bool",
        default=False,
    ),
    OptionSpec(
        key="quick_auction",
        label="Quick Auction",
        help="Everyone bids in secret at once; a tie goes to the bidder nearest the Head "
        "of the Table.",
        kind="bool",
        default=False,
    ),
)

ENTRY = GameEntry(
    game_id="inns-and-outcasts",
    title="Inns & Outcasts",
    seats=(3, 8),
    status="playable",
    package=__name__,
    rules="rules:InnsRules",
    heuristic="heuristics:IoHeuristic",
    evaluation="evaluate:IoEvaluation",
    balance="balance",
    content=("cards.json",),
    options=OPTIONS,
    older_saves_options={"dealt_copies": True},
    # easy weighs the two moves its first look rates best: with normal's three it played
    # nearly as well as normal here. Hard's strength here is its guesses of the others'
    # face-down cards, not its worlds: with guesses, 256 worlds played no better than
    # normal's 48 (every world repeats the guess) at three or four seats, and 48 think a
    # fifth as long (game/bots/TOURNAMENT.md, eleventh session)
    levels={"easy": {"moves": 2}, "hard": {"worlds": 48}},
    level_notes={
        "hard": "Here it also guesses what others placed face down: ahead of normal at three "
        "players, about even with it at four (larger tables not measured).",
    },
)
