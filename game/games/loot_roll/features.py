"""What hard's learned evaluation measures of a Loot Roll table (game/bots/learned.py).

One row per seat, from the whole table (the search passes tables sampled from a view):
the treasure that counts at the end (bag and bank, R59), how much of it is still at risk in
the bag, the value left worn, and what earns more later (gear Survivability, ability cards,
bag room), each also weighted by how much of the game is left, so the fitted weights can
narrow the lead's worth as the dungeons pass, as the hand-written evaluation does by hand
(game/games/loot_roll/evaluate.py). The weights are fitted to self-play by ``loot-table
train --game loot-roll`` and shipped as ``learned.json`` beside this module.
"""

from __future__ import annotations

from game.games.loot_roll.calc import (
    Tables,
    capacity_of,
    gear_survivability,
    score,
    tables,
    worn,
)
from game.games.loot_roll.evaluate import game_left
from game.games.loot_roll.model import LrState


class LrFeatures:
    """Each seat's treasure (now, and weighted by the game left), the bag's share of it,
    worn value, gear, ability cards and bag room (now and weighted by the game left)."""

    names = (
        "treasure",
        "treasure_x_left",
        "bag_value",
        "worn_value",
        "gear",
        "gear_x_left",
        "hand",
        "hand_x_left",
        "bag_room",
    )

    def __init__(self, t: Tables | None = None) -> None:
        self.t = t or tables()

    def rows(self, state: LrState) -> list[list[float]]:
        t = self.t
        left = game_left(state)
        out = []
        for p in state.players:
            treasure = float(score(t, p))
            gear = float(gear_survivability(t, p))
            hand = float(len(p.hand))
            out.append(
                [
                    treasure,
                    treasure * left,
                    float(sum(t.value[c] for c in p.bag)),
                    float(sum(t.value[c] for _, c in worn(p))),
                    gear,
                    gear * left,
                    hand,
                    hand * left,
                    float(max(0, capacity_of(t, p) - len(p.bag))),
                ]
            )
        return out
