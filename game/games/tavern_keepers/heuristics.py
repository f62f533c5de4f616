"""How good a Tavern Keepers action looks from one seat's view: what the greedy bot maximizes.

Bids are built a card at a time, so the heuristic first makes a *plan* for the whole
decision (which quest, which cards, or pass), then scores each small action by whether
it moves toward that plan: choosing the planned quest, bidding a planned card, taking
back an unplanned one, committing once the pile is the plan, passing when the plan is
to pass. The plan reads only the view (``view.viewer``'s hand and bid, public taverns,
quests, bid counts and known cards).

The model, in short:

* A quest is worth ``gain``: the quest cards that would prepare one of my unprepared
  adventurers (per colour, at most as many as I have at home), a point each, plus a bonus
  when it would empty my tavern. Winning costs the bid (discarded), ``card_cost`` a card.
* Against earlier bids (face down, only their sizes show) a bid of ``k + 1`` cards of the
  Focus colour beats any ``k``-card bid; with only ``k`` such cards one extra card of
  another colour still wins a tie of matching cards on total. Later bidders are guessed
  to hold a quarter of their hand (plus known cards) in the Focus colour.
* Waiting has a price: the last player left must bid two cards on whatever is left.
* Sabotage is worth it against a player whose tavern would otherwise be empty at the end
  of this round (they would win), and mildly against one adventurer from home.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers.cards import CardBook, card_book
from game.games.tavern_keepers.model import BIDDING, SABOTAGE
from game.games.tavern_keepers.view import PlayerView, TkView


@dataclass(frozen=True, slots=True)
class Weights:
    """Tuning knobs (in 'adventurers sent' units)."""

    card_cost: float = 0.3
    """What a card discarded from hand is worth."""
    empty_bonus: float = 3.0
    """Extra for a quest that would empty my tavern."""
    opponent_share: float = 0.25
    """Guessed share of an unknown hand card in a given colour."""
    pass_threshold: float = 0.35
    """Bid when the net gain reaches this; else pass."""
    stop_winner: float = 10.0
    """Sabotage that stops a player from winning this round."""
    slow_leader: float = 0.5
    """Sabotage of a player with one adventurer left at home."""


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Plan:
    """The whole decision: ``quest`` and ``cards`` to bid, or ``pass_`` (None quest for a
    bid on the quest already chosen)."""

    quest: int | None
    cards: frozenset[int]
    pass_: bool = False


class TkHeuristic:
    """Scores every legal action from one seat's view (see the module docstring)."""

    game_id = "tavern-keepers"

    def __init__(self, book: CardBook | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.book = book or card_book()
        self.w = weights
        self.colour = self.book.colour_of

    # ------------------------------------------------------------ quests
    def gain(self, view: TkView, seat: int, quest: int) -> float:
        """What winning ``quest`` is worth to ``seat``: adventurers it would prepare."""
        home: dict[str, int] = {}
        for c in view.players[seat].tavern:
            home[self.colour[c]] = home.get(self.colour[c], 0) + 1
        left = len(view.players[seat].tavern)
        got = 0
        for c in view.quests[quest]:
            col = self.colour[c]
            if home.get(col, 0) > 0:
                home[col] -= 1
                got += 1
        return got + (self.w.empty_bonus if got and got == left else 0.0)

    def focus(self, view: TkView, quest: int) -> str | None:
        pile = view.quests[quest]
        return self.colour[pile[-1]] if pile else None

    # ------------------------------------------------------------ plans
    def _pick(
        self, held: list[int], bid: list[int], col: str | None, k: int, junk: int
    ) -> set[int]:
        """``k`` cards of ``col`` then ``junk`` others from ``held``, cards already on the
        pile first, then the colour I hold most of (it is the least missed)."""
        counts: dict[str, int] = {}
        for c in held:
            counts[self.colour[c]] = counts.get(self.colour[c], 0) + 1
        on_pile = set(bid)
        order = sorted(held, key=lambda c: (c not in on_pile, -counts[self.colour[c]], c))
        match = [c for c in order if self.colour[c] == col][:k]
        other = [c for c in order if self.colour[c] != col][:junk]
        if len(other) < junk:  # not enough off-colour cards: more of the colour instead
            extra = [c for c in order if c not in match and c not in other]
            other += extra[: junk - len(other)]
        return set(match) | set(other)

    def _rivals(self, view: TkView, seat: int, col: str | None) -> float:
        """Focus-colour cards the strongest player still to answer may hold."""
        best = 0.0
        n = len(view.players)
        start = view.opener if view.opener is not None else seat
        order = [(start + i) % n for i in range(n)]
        after = order[order.index(seat) + 1 :] if seat in order else []
        for s in after:
            p = view.players[s]
            if p.won or p.committed or p.passed:
                continue
            known = sum(1 for c in p.known if self.colour[c] == col)
            best = max(best, known + self.w.opponent_share * max(0, p.hand_count - known))
        return best

    def plan(self, view: TkView) -> Plan:
        """The planned decision of ``view.viewer``: a quest and cards, or a pass."""
        seat = view.viewer
        assert seat is not None
        me: PlayerView = view.players[seat]
        hand, bid = list(me.hand or []), list(me.bid or [])
        held = hand + bid
        opener = seat == view.opener
        if opener and view.lone:
            quest = max(range(3), key=lambda q: (self.gain(view, seat, q), -q))
            # the bid wins whatever it holds: give up the cards least missed
            return Plan(quest, frozenset(self._pick(held, bid, None, 0, view.min_bid)))
        if opener:
            best: tuple[float, int, set[int]] | None = None
            for q in range(3):
                if not view.quests[q] and any(view.quests):
                    continue
                col = self.focus(view, q)
                mine = sum(1 for c in held if self.colour[c] == col)
                rivals = self._rivals(view, seat, col)
                k = min(mine, max(1, math.ceil(rivals)))
                cards = self._pick(held, bid, col, k, 0 if k else 1) if held else set()
                value = self.gain(view, seat, q) - self.w.card_cost * len(cards)
                value -= 0.3 * max(0.0, rivals - k)  # likely to be outbid
                if best is None or value > best[0] + 1e-9:
                    best = (value, q, cards)
            assert best is not None
            return Plan(best[1], frozenset(best[2]))
        # answering a bid on the opener's quest
        asked = view.quest
        assert asked is not None
        col = self.focus(view, asked)
        mine = sum(1 for c in held if self.colour[c] == col)
        earlier = max((view.players[s].bid_count for s in view.bid_order), default=0)
        later = self._rivals(view, seat, col)
        if mine > earlier:
            k, junk = max(earlier + 1, math.ceil(later)) if mine > later else mine, 0
            k = min(k, mine)
        elif mine == earlier and mine > 0 and len(held) > mine:
            k, junk = mine, 1
        else:
            return Plan(None, frozenset(), pass_=True)
        value = self.gain(view, seat, asked) - self.w.card_cost * (k + junk)
        if k < later:
            value -= 0.3 * (later - k)
        alternatives = [self.gain(view, seat, q) for q in range(3) if q != asked and view.quests[q]]
        waiting = max(alternatives, default=0.0) * 0.5
        last_two = sum(1 for p in view.players if not p.won) <= 2
        if last_two:  # losing now means a lone bid of two cards on what is left
            waiting -= 2 * self.w.card_cost
        if value < self.w.pass_threshold or value < waiting:
            return Plan(None, frozenset(), pass_=True)
        return Plan(None, frozenset(self._pick(held, bid, col, k, junk)))

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """One score per action of ``legal`` (higher is better)."""
        view, seat = seat_view(view, TkView, "Tavern Keepers")
        if view.phase == SABOTAGE:
            return [self._sabotage_score(view, a) for a in legal]
        if view.phase != BIDDING:
            return [0.0] * len(legal)
        plan = self.plan(view)
        me = view.players[seat]
        bid = set(me.bid or [])
        out = []
        for a in legal:
            if isinstance(a, act.ChooseQuest):
                out.append(10.0 if a.quest == plan.quest else -1.0 - a.quest * 0.01)
            elif isinstance(a, act.BidCard):
                out.append(5.0 if a.card in plan.cards and not plan.pass_ else -5.0)
            elif isinstance(a, act.TakeBack):
                out.append(5.0 if a.card not in plan.cards and not plan.pass_ else -5.0)
            elif isinstance(a, act.CommitBid):
                ready = not plan.pass_ and bid == set(plan.cards)
                ready = ready and (plan.quest is None or plan.quest == view.quest)
                out.append(4.0 if ready else -4.0)
            elif isinstance(a, act.PassBid):
                out.append(6.0 if plan.pass_ else -4.5)
            else:
                out.append(0.0)
        return out

    def _sabotage_score(self, view: TkView, a: Action) -> float:
        if not isinstance(a, act.Sabotage):
            return 0.0
        seat = view.viewer
        assert seat is not None
        owner = next(i for i, p in enumerate(view.players) if a.target in p.prepared)
        theirs = view.players[owner]
        mine = view.players[seat]
        cost = 2 * self.w.card_cost
        if not theirs.tavern:
            bonus = self.w.stop_winner * (0.5 if not mine.tavern and not mine.prepared else 1.0)
            return bonus - cost
        if len(theirs.tavern) <= 1:
            return self.w.slow_leader - cost
        return -cost
