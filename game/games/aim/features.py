"""What hard's learned evaluation measures of an AIM table (game/bots/learned.py).

One row per seat, from the whole table (the search passes tables sampled from a view).
The first feature is the hand-written evaluation's own estimate of the seat's final Loot
Points (evaluate.py), so the fitted model contains that evaluation as one of its
choices; the others let the fit weigh its parts differently (Loot now, Gold, the deck's
income to come, Attack and Defense, Pesky items) and trust the estimate more as the
markets run out. The weights are fitted to self-play by ``loot-table train --game aim``
and shipped as ``learned.json`` beside this module.
"""

from __future__ import annotations

from game.games.aim.book import CardBook
from game.games.aim.evaluate import AimEvaluation
from game.games.aim.model import AimState


class AimFeatures:
    """Each seat's estimated final Loot Points, alone and as the end nears, and its parts.

    ``estimate_late`` is the estimate times ``1 / (1 + markets left)`` (the seats' mean):
    near 0 early, 1 when no market is left, so the fit can trust a lead more as the game
    runs out (the hand-written evaluation trusts it equally throughout: its scale is 3 Loot
    Points). ``attack_per_turn`` and ``defense_per_turn`` are the deck's Attack and Defense
    a turn, as its income is its Gold a turn.
    """

    names = (
        "estimate",
        "estimate_late",
        "loot_now",
        "gold",
        "income_to_come",
        "markets_left",
        "attack_per_turn",
        "defense_per_turn",
        "deck_size",
        "pesky",
    )

    def __init__(self, book: CardBook | None = None) -> None:
        self.evaluation = AimEvaluation(book)
        self.book = self.evaluation.book
        n = len(self.book.by_index)
        defs = [self.book(c) for c in range(n)]
        self._attack = [float(d.equip.attack) for d in defs]
        self._defense = [float(d.equip.defense) for d in defs]
        self._pesky = [1.0 if d.type == "pesky" else 0.0 for d in defs]

    def rows(self, state: AimState) -> list[list[float]]:
        ev = self.evaluation
        seats = ev.projections(state)
        late = 1.0 / (1.0 + sum(s.markets for s in seats) / max(1, len(seats)))
        out = []
        for seat in seats:
            estimate = ev.estimate(seat)
            m = max(0.0, seat.markets)
            owned = seat.owned
            out.append(
                [
                    estimate,
                    estimate * late,
                    float(seat.loot_points),
                    float(seat.gold),
                    seat.income * max(0.0, m - 0.5),
                    m,
                    sum(self._attack[c] for c in owned) * seat.drawn,
                    sum(self._defense[c] for c in owned) * seat.drawn,
                    float(len(owned)),
                    sum(self._pesky[c] for c in owned),
                ]
            )
        return out
