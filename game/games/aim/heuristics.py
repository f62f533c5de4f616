"""How good an AIM action looks from one seat's view: the evaluation the greedy bot maximizes.

``score_action(view, action, memo)`` returns a number in Loot Point units (higher is
better; finishing a phase scores 0). It reads only the seat's view (``view.viewer``):
its own hand and mat, public mats, gold dice, markets and pile counts. Nothing here
sees a deck order or another seat's hand.

The model, in short:

* Gold is worth ``gold_value`` LP per Gold: about 1/3 (the designed Loot prices are in cards.json)
  while several markets remain, falling to 0 when no market is left for this seat.
* A card bought now pays its Loot Points plus, for every time it is expected to be
  drawn again, its *use value* (Gold it brings to a market, Carry, Attack, Defense,
  each in Gold), less what it displaces in a deck bigger than a hand (the deck's
  average use value, capped by ``Weights.dilution_cap``). Gold kept in dice is worth
  ``hold_value``: its later worth minus the Carry and theft risk of each die.
* Trashing weighs the Gold it gives now against the card's future uses; Pesky Quest
  Items and Junk go as soon as they can be paid for, starter cards only later.
* Attacks use the public totals: P(win) from two d6 (attacker wins ties) times the
  spoils that fit in free Carry, against the Pesky Quest Item risk (-2 LP).
* The equip phase climbs a potential ``mat_value`` (next market's Gold, Gold still to
  be stored from hand, expected spoils of an attack, expected losses to an attack,
  the best card to trash next market, and a large penalty for overloading). An
  action's score is the rise in that potential, so the greedy bot can never loop:
  every action it picks over ``FinishEquip`` (0) strictly raises the potential.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel

from game.core.model import Action
from game.games.aim import actions as act
from game.games.aim.book import CardBook, card_book
from game.games.aim.cards import CardDef
from game.games.aim.model import (
    EQUIP,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    STORE,
)
from game.games.aim.stats import (
    MatMemo,
    MatStats,
    carry_load,
    companion_fees,
    mat_stats,
    stored_goods_values,
)
from game.games.aim.view import AimView, PlayerView


@dataclass(frozen=True, slots=True)
class Weights:
    """The tuning knobs of the evaluation (Gold, LP and counts; see each comment).

    The defaults were picked by greedy-vs-greedy self-play (120 games per change,
    seats swapped): buying early (no dilution) and valuing Attack highly won most.
    """

    #: LP per Gold while plenty of markets remain
    gold_lp: float = 1 / 3
    #: Gold per point of weight a stored card takes from other goods
    carry_cost: float = 0.45
    #: Gold per point of Carry a card adds
    carry_use: float = 0.9
    #: Gold per point of Attack (expected spoils)
    attack_use: float = 1.4
    #: Gold per point of Defense (expected losses avoided)
    defense_use: float = 0.45
    #: Gold for a "Draw a Card" effect
    draw_use: float = 0.8
    #: Gold: the Carry a hand or back slot gives up when something occupies it
    hand_slot_cost: float = 0.5
    #: Premium Market cards drawn per turn (one is trashed if none is bought)
    premium_per_turn: float = 1.35
    #: cards a seat sees per turn (hand of 5 plus "Draw a Card")
    draws_per_turn: float = 5.6
    #: LP per point of weight over Carry (finishing is illegal then)
    overload_penalty: float = 10.0
    #: Loot Points a Pesky Quest Item costs
    pesky_lp: float = 2.0
    #: weight of an opponent's loss beside our own gain (2-4 players)
    opponent_loss: float = 0.5
    #: chance an opponent attacks when it has a weapon
    attack_chance: float = 0.6
    #: share of Gold counted again once actually stored (so storing beats waiting)
    realized: float = 0.05
    #: share of the deck-quality gain from trashing a below-average card that counts
    #: (a loss from trashing a good card counts in full)
    thin: float = 0.6
    #: cards that cost nothing to trash are trashed only from this round on
    thin_from_round: int = 5
    #: Gold: what one more gold die costs to carry (Carry taken from goods, theft)
    hold_die: float = 2.5
    #: Gold: the most an average card is assumed to bring (for dilution)
    dilution_cap: float = 0.0
    #: the same for Loot cards (low: buying Loot early also denies it to the others)
    loot_dilution_cap: float = 0.0
    #: LP: taking back is only worth it when it clearly helps
    unplace_penalty: float = 0.02
    #: LP: a buy that gains nothing is not made
    buy_epsilon: float = 0.01


DEFAULT_WEIGHTS = Weights()
_FINISH = act.FinishEquip()


@cache
def win_probability(attack: int, defense: int) -> float:
    """P(attack + d6 >= defense + d6): the attacker wins ties (Attack phase)."""
    need = defense - attack  # attacker roll - defender roll must be >= need
    wins = sum(1 for a in range(1, 7) for d in range(1, 7) if a - d >= need)
    return wins / 36


_USE_VALUES: dict[tuple[int, Weights], tuple[CardBook, tuple[float, ...]]] = {}


def use_values(book: CardBook, weights: Weights = DEFAULT_WEIGHTS) -> tuple[float, ...]:
    """:func:`use_value` of every design index of ``book`` (cached per book and weights)."""
    key = (id(book), weights)
    entry = _USE_VALUES.get(key)
    if entry is None or entry[0] is not book:
        entry = _USE_VALUES[key] = (book, tuple(use_value(d, weights) for d in book.by_index))
    return entry[1]


def card_use_value(book: CardBook, card: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """Gold a card is worth each time it is drawn (see :func:`use_value`), cached per book."""
    values = use_values(book, weights)
    return values[card % len(values)]


def use_value(d: CardDef, w: Weights = DEFAULT_WEIGHTS) -> float:
    """A rough Gold value of having ``d`` in a hand of five, from its printed numbers.

    Goods: stored Gold minus the Carry they take. Equipment: what equipping it gives
    (Attack, Defense, Gold, Carry, bonuses) less the Carry of the slot it occupies.
    Companions: their stats minus their fee. Loot and Pesky cards are dead weight.
    """
    draw = w.draw_use if d.draw_card else 0.0
    if d.type in ("loot", "pesky"):
        return max(0.0, d.stored.gold - w.carry_cost * (d.weight or 0))
    if d.type == "goods":
        base = d.stored.gold - w.carry_cost * (d.weight or 0)
        if d.trash_cost:  # Junk: worthless and costs Gold to get rid of
            return -1.0
        return base + draw
    e = d.equip
    value = e.attack * w.attack_use + e.defense * w.defense_use + e.gold + e.carry * w.carry_use
    for b in d.bonuses:
        per = 1.5 if b.per == "clothing_equipped" else (0.4 if b.per else 1.0)
        chance = 0.5 if b.requires else 1.0
        rate = {"attack": w.attack_use, "defense": w.defense_use, "gold": 1.0}[b.stat]
        value += b.amount * per * chance * rate
    if d.multiplier > 1:
        value += 2.0 * (d.multiplier - 1)
    if d.wallet_chain:
        value += 0.4
    if d.companion_slots:
        value += 0.4
    if d.type == "companion":
        value -= d.fee if d.fee_rule != "mercenary" else d.fee * 0.75
        return value + draw
    if d.occupies_slot and not d.nestable and set(d.slots) <= {"back", "hand"}:
        value -= w.hand_slot_cost * (2 if d.two_handed else 1)
    return max(value + draw, 0.0)


@dataclass(slots=True)
class _Own:
    """This seat's cards as its view shows them."""

    hand: list[int]
    mat: dict[int, str]
    gold: int
    attacked_last_turn: bool
    deck_count: int
    discard: list[int]


class AimContext:
    """Everything the evaluation derives once per view; :meth:`score` rates one action."""

    def __init__(self, view: AimView, memo: MatMemo, weights: Weights = DEFAULT_WEIGHTS) -> None:
        if view.viewer is None:
            raise ValueError("the AIM heuristic needs a seat's view, not a spectator's")
        self.view = view
        self.memo = memo
        self.book = book = memo.book
        self.w = weights
        self.me = view.viewer
        pv = view.players[self.me]
        self.own = _Own(
            hand=list(pv.hand or []),
            mat=dict(pv.mat or {}),
            gold=pv.gold,
            attacked_last_turn=pv.attacked_last_turn,
            deck_count=pv.deck_count or 0,
            discard=list(pv.discard),
        )
        self.opponents = [p for p in view.players if p.seat != self.me]
        n = max(1, len(view.players))
        mine_now = view.phase in (MARKET_TRASH, MARKET_BUY) and view.active == self.me
        if view.ending is not None:
            self.future_markets = 0.0
        else:
            turns = view.premium_deck_count / self.w.premium_per_turn
            self.future_markets = max(0.0, turns / n) + (0.0 if mine_now else 1.0)
        self.gold_value = self._gold_value(self.future_markets)
        owned = [*self.own.hand, *self.own.discard, *self.own.mat]
        self.deck_size = max(1, len(owned) + self.own.deck_count)
        self._uses = use_values(book, weights)
        n_designs = len(self._uses)
        sample = [self._uses[c % n_designs] for c in owned]
        self._target_info: dict[int, tuple[bool, tuple[int, ...]]] = {}
        self.avg_use = min(2.5, max(0.4, sum(sample) / len(sample))) if sample else 0.6

    def _gold_value(self, future_markets: float) -> float:
        if future_markets <= 0:
            return 0.0
        return self.w.gold_lp * min(1.0, (future_markets + 0.5) / 3.0)

    # ------------------------------------------------------------ shared estimates
    def deck_gain(self, card: int, *, add: bool) -> float:
        """Gold per future turn from adding ``card`` to (or removing it from) this deck.

        A turn sees about ``draws_per_turn`` cards; a deck of ``D`` cards with average use
        value ``a`` yields ``min(1, h/D) * a * D``. Cards a small deck draws every turn
        dilute nothing; in a big deck a card displaces an average one.
        """
        h, n = self.w.draws_per_turn, self.deck_size
        cap = self.w.loot_dilution_cap if self.book(card).type == "loot" else self.w.dilution_cap
        a = min(self.avg_use, cap)
        v = self._uses[card % len(self._uses)]
        before = min(1.0, h / n) * a * n
        if add:
            return min(1.0, h / (n + 1)) * (a * n + v) - before
        if n <= 1:
            return -v
        return min(1.0, h / (n - 1)) * (a * n - v) - before

    def markets_for_new_card(self) -> float:
        """Future markets a card bought now can still help (it waits for a reshuffle)."""
        return max(0.0, self.future_markets - self.own.deck_count / self.w.draws_per_turn)

    def hold_value(self, gold: int) -> float:
        """LP of keeping ``gold`` in dice: its worth later minus the Carry and risk of dice.

        Each die costs ``hold_die`` Gold, but at most half of what it shows.
        """
        if gold <= 0:
            return 0.0
        full, rest = divmod(gold, 6)
        cost = full * min(self.w.hold_die, 3.0) + (min(self.w.hold_die, rest / 2) if rest else 0)
        return self.gold_value * (gold - cost)

    def stats(self, mat: Mapping[int, str], gold: int) -> MatStats:
        return mat_stats(self.memo, mat, gold, attacked_last_turn=self.own.attacked_last_turn)

    def _goods_values(self, mat: Mapping[int, str] | None) -> tuple[int, ...]:
        return stored_goods_values(self.memo, mat) if mat else ()

    def _has_wallet(self, mat: Mapping[int, str] | None) -> bool:
        return carry_load(self.memo, mat).wallet > 0 if mat else False

    def attack_value(self, target: PlayerView, st: MatStats, gold: int) -> float:
        """Expected LP of attacking ``target`` now with stats ``st`` and ``gold`` in dice."""
        if target.totals is None or st.battle_attack < 1:
            return -math.inf
        t = target.totals
        p = win_probability(st.battle_attack, t.battle_attack + t.battle_defense)
        info = self._target_info.get(target.seat)
        if info is None:
            info = self._target_info[target.seat] = (
                self._has_wallet(target.mat),
                self._goods_values(target.mat),
            )
        wallet, goods = info
        protected = min(6, target.gold) if wallet and target.gold else 0
        bonus = math.ceil(sum(goods) / 2)
        taken = target.gold - protected
        room = st.max_dice()
        kept = min(gold + taken + bonus, 6 * room) - gold
        their_loss = taken + (min(goods) if goods else 0)
        gain = max(0, kept) + self.w.opponent_loss * their_loss
        pesky = (self.w.pesky_lp + self.gold_value * 3) if self.view.pesky_count else 0.0
        return p * gain * self.gold_value - (1 - p) * pesky

    def best_attack(self, st: MatStats, gold: int) -> float:
        best = 0.0
        for opp in self.opponents:
            best = max(best, self.attack_value(opp, st, gold))
        return best

    def defense_risk(self, st: MatStats, gold: int, mat: Mapping[int, str]) -> float:
        """Expected Gold lost to attacks before this seat's next market (as LP, >= 0)."""
        protected = min(6, gold) if self._has_wallet(mat) and gold else 0
        goods = self._goods_values(mat)
        loss = (
            (gold - protected)
            + (min(goods) if goods else 0)
            + self.w.opponent_loss * math.ceil(sum(goods) / 2)
        )
        if loss <= 0:
            return 0.0
        mine = st.battle_attack + st.battle_defense
        risk = 0.0
        for opp in self.opponents:
            their = max(1, opp.totals.battle_attack if opp.totals is not None else 1)
            risk += self.w.attack_chance * win_probability(their, mine) * loss
        return risk * self.gold_value

    # ------------------------------------------------------------ trashing
    def trash_score(self, card: int, mat: Mapping[int, str], gold: int) -> float:
        """LP of trashing ``card`` from ``mat`` at this market (exact Gold, fees included)."""
        d = self.book(card)
        if not d.trash_cost and d.loot_points >= 0 and self.view.round < self.w.thin_from_round:
            return -math.inf  # starter thinning waits until the deck has grown
        rest = {c: s for c, s in mat.items() if c != card}
        before = self._sell_gold(mat, gold)
        after = self._sell_gold(rest, gold)
        if d.trash_cost:
            if after < d.trash_cost:
                return -math.inf
            gain = -d.trash_cost
        else:
            gain = max(1, d.price // 2)
        gv = self.gold_value
        return (
            -d.loot_points
            + self._thin(card, self.future_markets)
            + gv * (gain + after - before)
            - self.w.buy_epsilon
        )

    def _thin(self, card: int, future_markets: float) -> float:
        """LP gained by the deck no longer drawing ``card`` over ``future_markets`` markets."""
        gv = self._gold_value(future_markets)
        gain = max(0.0, future_markets) * self.deck_gain(card, add=False) * gv
        return self.w.thin * gain if gain > 0 else gain

    def _quick_trash(self, card: int, spot: str, sell: int, future_markets: float) -> float:
        """A cheap :meth:`trash_score` for the equip potential (bonus interactions ignored)."""
        d = self.book(card)
        own = d.stored.gold if spot == STORE else d.equip.gold
        if d.trash_cost:
            if sell - own < d.trash_cost:
                return 0.0
            gain = -d.trash_cost
        else:
            gain = max(1, d.price // 2)
        gv = self._gold_value(future_markets)
        thin = self._thin(card, future_markets)
        return -d.loot_points + thin + gv * (gain - own) - self.w.buy_epsilon

    def _sell_gold(self, mat: Mapping[int, str], gold: int) -> int:
        st = self.stats(mat, gold)
        fees = companion_fees(self.memo, mat, gold, attacked_last_turn=self.own.attacked_last_turn)
        return st.gold - fees

    # ------------------------------------------------------------ equip potential
    def mat_value(self, mat: Mapping[int, str], hand: Sequence[int], gold: int) -> float:
        """The equip-phase potential in LP; see the module docstring.

        The mat is first *completed*: goods still in hand are stored (best Gold per
        weight first) while they fit, so storing them later scores only a nudge and
        equipment is judged by the Carry it gives or takes.
        """
        gv = self.gold_value
        st = self.stats(mat, gold)
        over = st.load - st.carry
        if over > 0:
            return -self.w.overload_penalty * over + gv * (st.gold + gold)
        realized = st.gold
        filled = self._fill(st.carry - st.load, hand)
        if filled:
            mat = {**mat, **{c: STORE for c in filled}}
            st = self.stats(mat, gold)
        fees = companion_fees(self.memo, mat, gold, attacked_last_turn=self.own.attacked_last_turn)
        free = st.carry - st.load
        value = gv * (st.gold + gold - fees + 0.02 * min(free, 3) + self.w.realized * realized)
        if self.view.phase != SETUP_EQUIP:
            value += self.best_attack(st, gold)
        value -= self.defense_risk(st, gold, mat)
        if self.future_markets >= 1:
            sell = st.gold + gold - fees
            best = 0.0
            for c, spot in mat.items():
                if spot == STORE and self.book(c).trash_cost:
                    best = max(best, self._quick_trash(c, spot, sell, self.future_markets - 1))
            value += best
        return value

    def _fill(self, free: int, hand: Sequence[int]) -> list[int]:
        """Hand goods that would fit in ``free`` Carry, best Gold per weight first."""
        if free <= 0:
            return []
        items = []
        for c in hand:
            d = self.book(c)
            if d.weight and d.stored.gold > 0 and d.type in ("goods", "loot"):
                items.append((d.stored.gold / d.weight, -d.weight, c))
        items.sort(reverse=True)
        out = []
        for _ratio, neg_w, c in items:
            if -neg_w <= free:
                free += neg_w
                out.append(c)
        return out

    # ------------------------------------------------------------ scoring
    def score_all(self, legal: Sequence[Action], *, quick: bool = False) -> list[float]:
        """Scores of ``legal``. ``quick`` (search playouts) rates taking a card back as
        -inf while finishing is possible, without computing it: the greedy bot next to never
        takes a card back, and those scores are a quarter of the equip phase's work."""
        phase = self.view.phase
        if phase in (EQUIP, SETUP_EQUIP):
            base = self.mat_value(self.own.mat, self.own.hand, self.own.gold)
            if quick and _FINISH in legal:
                return [
                    -math.inf if isinstance(a, act.Unplace) else self._score_equip(a, base)
                    for a in legal
                ]
            return [self._score_equip(a, base) for a in legal]
        return [self.score(a) for a in legal]

    def score(self, action: Action) -> float:
        """The LP value of ``action`` relative to ending the current step (which scores 0)."""
        if isinstance(action, act.Place | act.DrawCard | act.Unplace | act.DropGold):
            return self._score_equip(
                action, self.mat_value(self.own.mat, self.own.hand, self.own.gold)
            )
        if isinstance(action, act.Trash):
            return self.trash_score(action.card, self.own.mat, self.own.gold)
        if isinstance(action, act.Buy):
            return self._score_buy(action.card)
        if isinstance(action, act.Attack):
            st = self.stats(self.own.mat, self.own.gold)
            return self.attack_value(self.view.players[action.target], st, self.own.gold)
        if isinstance(action, act.DiscardGoods):
            d = self.book(action.card)
            return -(d.stored.gold + card_use_value(self.book, action.card, self.w))
        if isinstance(action, act.ChooseWorstDay):
            return 1.0 if action.winner == self.me else 0.0
        return 0.0  # Sell, EndMarket, FinishEquip, SkipAttack: the neutral choice

    def _score_equip(self, a: Action, base: float) -> float:
        own = self.own
        if isinstance(a, act.Place):
            mat = dict(own.mat)
            mat[a.card] = a.spot
            hand = [c for c in own.hand if c != a.card]
            delta = self.mat_value(mat, hand, own.gold) - base
            if a.draw:  # listed only where the card draws and a card is left to draw
                delta += self.draw_value()
            return delta
        if isinstance(a, act.DrawCard):
            # a card more to use this turn; drawing at once (Place with draw) scores the same,
            # so a bot draws unless the deck and discard are empty (then it is not offered)
            return self.draw_value()
        if isinstance(a, act.Unplace):
            mat = {c: s for c, s in own.mat.items() if c != a.card}
            after = self.mat_value(mat, [*own.hand, a.card], own.gold)
            return after - base - self.w.unplace_penalty
        if isinstance(a, act.DropGold):
            smallest = own.gold % 6 or 6
            return self.mat_value(own.mat, own.hand, own.gold - smallest) - base
        return self.score(a) if not isinstance(a, act.FinishEquip) else 0.0

    def draw_value(self) -> float:
        """What a "Draw a Card" draw is worth now: a card's average use, plus a hair so that
        drawing beats an otherwise equal choice."""
        return self.w.draw_use * self.avg_use * self.gold_value + 0.01

    def _score_buy(self, card: int) -> float:
        d = self.book(card)
        if d.type == "pesky":
            return -math.inf
        rebate = self.view.rebate if card == self.view.common_card else 0
        gold = self.own.gold
        engine = self.markets_for_new_card() * self.deck_gain(card, add=True) * self.gold_value
        money = self.hold_value(gold - d.price + rebate) - self.hold_value(gold)
        return d.loot_points + engine + money - self.w.buy_epsilon


def score_action(
    view: BaseModel,
    action: Action,
    memo: MatMemo | None = None,
    weights: Weights = DEFAULT_WEIGHTS,
) -> float:
    """How good ``action`` looks to ``view.viewer``, in Loot Points (0: end the step).
    ``memo``: where mat totals are remembered (default: :func:`rules_memo`)."""
    if not isinstance(view, AimView):
        raise TypeError("score_action needs an AIM seat view")
    return AimContext(view, memo or rules_memo(card_book()), weights).score(action)


def rules_memo(book: CardBook) -> MatMemo:
    """The registered AIM rules' memo when they read ``book`` (one bounded memo per process,
    shared with the rules' own listing; game/games/aim/stats.py), else a new one."""
    from game.games.aim.rules import AimRules
    from game.registry import get_rules

    rules = get_rules("aim")
    if isinstance(rules, AimRules) and rules.book is book:
        return rules.memo
    return MatMemo(book)


class AimHeuristic:
    """The greedy bot's evaluator for AIM: scores every legal action from one view."""

    game_id = "aim"

    def __init__(
        self,
        book: CardBook | None = None,
        weights: Weights = DEFAULT_WEIGHTS,
        *,
        quick: bool = False,
        memo: MatMemo | None = None,
    ) -> None:
        """``memo``: where mat totals are remembered (default: :func:`rules_memo`)."""
        self.book = memo.book if memo is not None else book or card_book()
        self.memo = memo or rules_memo(self.book)
        self.weights = weights
        self.quick = quick  # search playouts: see AimContext.score_all

    def score(self, view: BaseModel, action: Action) -> float:
        return score_action(view, action, self.memo, self.weights)

    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """Scores of ``legal`` in order, sharing one evaluation context."""
        if not isinstance(view, AimView):
            raise TypeError("the AIM heuristic needs an AIM seat view")
        if view.viewer is None:
            raise ValueError("the AIM heuristic needs a seat's view, not a spectator's")
        if len(legal) <= 1:
            return [0.0 for _ in legal]
        return AimContext(view, self.memo, self.weights).score_all(legal, quick=self.quick)
