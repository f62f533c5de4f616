"""The AIM evaluation the search bots need: who is ahead on a (sampled) table, and by how much.

The search (game/bots/ismcts.py) plays a few turns ahead on tables built from its own
view (sample.py) and then asks :meth:`AimEvaluation.values` how good the table is for
each seat. A finished game scores its result. Otherwise each seat's final Loot Points
are estimated as

    Loot Points now (Pesky Quest Items count -2)
    + what its Gold and its deck will still buy: (gold dice + expected Gold per coming
      market x markets it still gets) x Loot Points per Gold,

where a deck brings about ``draws_per_turn / deck size`` of its cards' use value each
turn (heuristics.card_use_value: Gold, Carry, Attack as expected spoils), Gold is worth
``Weights.gold_lp`` Loot Points while markets remain and nothing once none does, and a
seat's coming markets follow from the Premium deck (about 1.35 cards a turn) or, once
the end is triggered, from the turn order. The margin over the best other seat goes
through a logistic curve (``scale`` Loot Points) to a share of the win.

It also carries the search's AIM knowledge: where a search is worth its time (market,
attack and defender choices; the many small equip moves are left to the greedy
policy), how far a playout goes (``horizon`` turns), and the opening sense, a prior
over buys that favours engine cards (weapons, Carry, rich goods) over Loot early on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from game.bots.values import SearchValues, shares, win_shares
from game.core.model import Action
from game.games.aim import actions as act
from game.games.aim.book import CardBook, card_book
from game.games.aim.heuristics import DEFAULT_WEIGHTS, Weights, card_use_value
from game.games.aim.model import (
    ATTACK,
    DEFENDER_DISCARD,
    GAME_OVER,
    MARKET_BUY,
    MARKET_TRASH,
    WORST_DAY,
    AimState,
    PlayerState,
)
from game.games.aim.view import AimView

SEARCH_PHASES = frozenset({MARKET_TRASH, MARKET_BUY, ATTACK, DEFENDER_DISCARD, WORST_DAY})
"""Phases whose decisions the search plans; in the others (equipping) the policy plays."""


@dataclass(frozen=True, slots=True)
class SeatProjection:
    """One seat's parts of the estimate: the cards it owns (ids into the book), their Loot
    Points, its Gold, the share of its deck drawn a turn, the market phases it still gets,
    and the Gold its whole deck brings when every card is drawn once (``use``)."""

    owned: list[int]
    loot_points: int
    gold: int
    drawn: float
    markets: float
    use: float

    @property
    def income(self) -> float:
        """Gold the deck brings a turn."""
        return self.use * self.drawn


class AimEvaluation(SearchValues):
    """Leaf values, search points, playout horizon and the opening sense for AIM."""

    game_id = "aim"

    def __init__(
        self,
        book: CardBook | None = None,
        weights: Weights = DEFAULT_WEIGHTS,
        *,
        scale: float = 3.0,
        horizon: int = 2,
        opening_rounds: int = 5,
    ) -> None:
        self.book = book or card_book()
        self.w = weights
        self.scale = scale
        self.horizon = horizon
        self.opening_rounds = opening_rounds
        n = len(self.book.by_index)
        self.loot_points = tuple(self.book(c).loot_points for c in range(n))
        """Each card's Loot Points, by card id modulo the book."""
        self.use_values = tuple(card_use_value(self.book, c, weights) for c in range(n))
        """Gold each card brings each time it is drawn (heuristics.card_use_value)."""

    # ------------------------------------------------------------ search shape
    def plans(self, state: AimState, seat: int, legal: Sequence[Action]) -> bool:
        """Whether ``seat``'s decision now is worth searching (not the equip micro-moves)."""
        return len(legal) > 1 and state.phase in SEARCH_PHASES

    def progress(self, state: AimState) -> int:
        """Turns begun so far; a playout stops ``horizon`` turns after its start."""
        return state.turn

    # ------------------------------------------------------------ values
    def values(self, state: AimState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1]; a finished game: its result."""
        n = state.n_seats
        if state.result is not None or state.phase == GAME_OVER:
            return win_shares(state.result.winners if state.result else [], n)
        est = self.estimates(state)
        if n == 2:
            p = _logistic((est[0] - est[1]) / self.scale)
            return [p, 1.0 - p]
        return shares(est, self.scale)

    def estimates(self, state: AimState) -> list[float]:
        """Each seat's estimated final Loot Points (see the module docstring)."""
        return [self.estimate(seat) for seat in self.projections(state)]

    def projections(self, state: AimState) -> list[SeatProjection]:
        """What each seat's estimate is made of (its cards, Loot, Gold, income, markets)."""
        markets = self.markets_left(state)
        out = []
        for seat, p in enumerate(state.players):
            owned = self.owned(p)
            out.append(
                SeatProjection(
                    owned=owned,
                    loot_points=sum(self.loot_points[c] for c in owned),
                    gold=p.gold,
                    drawn=self.drawn_share(owned),
                    markets=markets[seat],
                    use=sum(self.use_values[c] for c in owned),
                )
            )
        return out

    def estimate(self, seat: SeatProjection) -> float:
        """One seat's estimated final Loot Points from its projection."""
        m = seat.markets
        if m <= 0:
            return float(seat.loot_points)
        gold_lp = self.w.gold_lp * min(1.0, (m + 0.5) / 3.0)
        # the coming market sells this turn's mat; later ones an average hand
        return seat.loot_points + gold_lp * (seat.gold + seat.income * max(0.0, m - 0.5))

    def owned(self, player: PlayerState) -> list[int]:
        """Every card ``player`` owns (deck, hand, discard, mat), as ids into the book."""
        n = len(self.loot_points)
        return [c % n for c in (*player.deck, *player.hand, *player.discard, *player.mat)]

    def drawn_share(self, owned: Sequence[int]) -> float:
        """The share of a deck of ``owned`` cards drawn in a turn (at most all of it)."""
        return min(1.0, self.w.draws_per_turn / max(1, len(owned)))

    def markets_left(self, state: AimState) -> list[float]:
        """Market phases each seat still gets (fractional while the end is not in sight)."""
        n = state.n_seats
        order = state.turn_order or list(range(n))
        active = state.active
        pos = order.index(active) if active in order else 0
        # has the active seat still a market to come this turn?
        this_turn = 1.0 if state.phase == MARKET_TRASH else 0.0
        if state.end_reason is not None:
            out = [0.0] * n
            out[active] = this_turn
            for s in order[pos + 1 :]:
                out[s] = 1.0
            return out
        turns = len(state.premium_deck) / self.w.premium_per_turn
        per_seat = turns / n
        out = []
        for s in range(n):
            later = 1.0 if order.index(s) > pos else 0.0
            base = this_turn if s == active else later
            out.append(base + per_seat)
        return out

    # ------------------------------------------------------------ opening sense
    def prior(self, view: BaseModel, legal: Sequence[Action]) -> list[float] | None:
        """Prior weights for ``legal`` (they sum to 1) in the opening market, else None.

        Early on a bought card is drawn many more times, so engine cards (their use value
        per Gold of price) come first, Loot (Loot Points but dead draws) after, ending the
        market in between; Pesky cards are never wanted.
        """
        if not isinstance(view, AimView) or view.phase != MARKET_BUY:
            return None
        if view.round > self.opening_rounds:
            return None
        scores = []
        for a in legal:
            if isinstance(a, act.Buy):
                d = self.book(a.card)
                if d.type == "pesky" or d.trash_cost:
                    scores.append(-3.0)
                elif d.type == "loot":
                    scores.append(-0.5 + 0.1 * d.loot_points)
                else:
                    value = card_use_value(self.book, a.card, self.w)
                    scores.append(min(2.0, 2.5 * value / max(1, d.price)) - 0.5)
            else:
                scores.append(0.0)
        return shares(scores, 1.0)


def _logistic(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)
