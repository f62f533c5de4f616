"""What each Inns & Outcasts character brings the player who plays it. Prints numbers.

    python bench/io_character_worth.py [--games 100] [--seats 3,4,5] [--seed 0] [--shipped]

Greedy self-play at each table size (``--games`` deals, seeds ``--seed`` on). For every
turn and every player: the loot the player's Hoard gained that turn less the mean of the
other players' gains, filed under the character the player played. Printed per character:
that mean (loot a turn played, beyond the table's), its standard error and count, then the
dict the greedy heuristic ships as ``CHARACTER_WORTH`` (4 + the mean; 4 is the worth the
heuristic gives a character it has no number for).

By default the greedy bots play with no character values (hands and placing at random,
as before the values existed), which is how the shipped numbers were measured;
``--shipped`` plays the shipped heuristic instead (a second iteration).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from pathlib import Path
from statistics import fmean, stdev

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bots import table_size  # noqa: E402
from game.bots.greedy import GreedyBot  # noqa: E402
from game.games.inns_and_outcasts.cards import card_book  # noqa: E402
from game.games.inns_and_outcasts.heuristics import IoHeuristic, Weights  # noqa: E402
from game.games.inns_and_outcasts.model import IoState  # noqa: E402
from game.registry import get_rules  # noqa: E402
from game.simulate import make_config, play_game  # noqa: E402

GAME = "inns-and-outcasts"


class TurnWatcher:
    """Watches a game's whole table after each action (a bench may; no bot does) and files
    each player's gain of a turn, beyond the others' mean, under the character played."""

    def __init__(self, gains: dict[str, list[float]]) -> None:
        self.book = card_book()
        self.gains = gains
        self.turn = -1
        self.start: list[int] = []
        self.cards: list[int | None] = []

    def __call__(self, state: IoState) -> None:
        players = state.players
        if self.turn < 0:
            self.turn, self.start = state.turn, [p.hoard for p in players]
            self.cards = [None] * len(players)
        for i, p in enumerate(players):
            if p.current is not None:
                self.cards[i] = p.current
        if state.turn != self.turn or state.result is not None:
            self.file([p.hoard for p in players])
            self.turn, self.start = state.turn, [p.hoard for p in players]
            self.cards = [None] * len(players)

    def file(self, hoards: list[int]) -> None:
        n = len(hoards)
        gained = [h - s for h, s in zip(hoards, self.start, strict=True)]
        if n < 2 or any(c is None for c in self.cards):
            return
        for i, card in enumerate(self.cards):
            assert card is not None
            others = (sum(gained) - gained[i]) / (n - 1)
            self.gains[self.book(card).character].append(gained[i] - others)


def measure(games: int, seats: list[int], seed: int, shipped: bool) -> dict[str, list[float]]:
    """Each character's per-turn gains beyond the table's mean, over greedy self-play."""
    weights = Weights() if shipped else Weights(values={})
    gains: dict[str, list[float]] = defaultdict(list)
    for n in seats:
        for s in range(seed, seed + games):
            config = make_config(GAME, ["greedy"] * n, s)
            bots = [GreedyBot(IoHeuristic(weights=weights)) for _ in range(n)]
            play_game(get_rules(GAME), config, bots, after_step=TurnWatcher(gains))
    return gains


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="3,4,5", help="table sizes, comma-separated")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shipped", action="store_true", help="play the shipped values")
    args = parser.parse_args()
    seats = [table_size(GAME, int(x)) for x in args.seats.split(",")]
    gains = measure(args.games, seats, args.seed, args.shipped)
    means = {name: fmean(xs) for name, xs in gains.items()}
    print(f"{GAME}: {args.games} greedy games at each of {seats} seats, seeds {args.seed} on")
    print(f"{'character':16} {'loot/turn':>9} {'s.e.':>6} {'turns':>6}")
    order = sorted(means, key=lambda k: -means[k])
    for name in order:
        xs = gains[name]
        error = stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
        print(f"{name:16} {means[name]:+9.2f} {error:6.2f} {len(xs):6d}")
    shipped = {name: round(4.0 + means[name], 2) for name in order}
    print("CHARACTER_WORTH =", shipped)


if __name__ == "__main__":
    main()
