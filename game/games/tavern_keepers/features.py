"""What hard's learned evaluation measures of a Tavern Keepers table (game/bots/learned.py).

One row per seat, from the whole table (the search passes tables sampled from a view).
The weights that turn rows into win shares are fitted to self-play by ``loot-table train
--game tavern-keepers`` and shipped as ``learned.json`` beside this module.
"""

from __future__ import annotations

from game.games.tavern_keepers.cards import CardBook, card_book
from game.games.tavern_keepers.model import TkState

HAND_CAP = 10


class TkFeatures:
    """Each seat's adventurers at home and prepared, the cards that could send them, the
    quests that would, and whether it has already won a bid this round."""

    names = (
        "at_home",
        "prepared",
        "home_empty",
        "one_at_home",
        "hand",
        "hand_matching_home",
        "colours_paired",
        "best_quest_gain",
        "colours_at_home",
        "won_this_round",
        "quest_giver",
    )

    def __init__(self, book: CardBook | None = None) -> None:
        self.colour = (book or card_book()).colour_of

    def rows(self, state: TkState) -> list[list[float]]:
        colour = self.colour
        out = []
        for seat, p in enumerate(state.players):
            home: dict[str, int] = {}
            for c in p.tavern:
                home[colour[c]] = home.get(colour[c], 0) + 1
            held: dict[str, int] = {}
            for c in p.hand:
                held[colour[c]] = held.get(colour[c], 0) + 1
            matching = sum(n for col, n in held.items() if col in home)
            best_gain = 0
            for pile in state.quests:
                left = dict(home)
                gain = 0
                for c in pile:
                    if left.get(colour[c], 0) > 0:
                        left[colour[c]] -= 1
                        gain += 1
                best_gain = max(best_gain, gain)
            at_home = len(p.tavern)
            out.append(
                [
                    float(at_home),
                    float(len(p.prepared)),
                    float(at_home == 0),
                    float(at_home == 1),
                    float(min(len(p.hand), HAND_CAP)),
                    float(min(matching, HAND_CAP)),
                    float(sum(1 for n in held.values() if n >= 2)),
                    float(best_gain),
                    float(len(home)),
                    float(p.won),
                    float(seat == state.quest_giver),
                ]
            )
        return out
