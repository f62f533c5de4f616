"""How good a Loot Roll action looks from one seat's view: what the greedy bot maximizes.

Everything is read from the view (the seat's own hand, public bags, gear, the fight and the
roll); values are in treasure points. The model, in short:

* Fight or Flight: the seat fights when the fight is worth more than fleeing costs
  (fight_odds.py: the chance of winning, the party predicted from public facts).
* A main action: the better of a regular fight, a boss fight, exploring (a grey card, and a
  chance of better gear), or clearing a full bag. A boss fight is worth its odds (as any
  fight) plus a *pressure* to end the dungeon (``_boss_pressure``). Without a torch (the
  printed rules) nothing but the boss ends a dungeon, and what calls for the boss is the
  seat's bag: exploring pays a grey card a turn while the bag has room, and a full bag can
  neither keep nor roll for loot until the town banks it. So the pressure is zero while
  the bag is under ``bag_full`` of its capacity and ``bag_pressure`` times the fill from
  there. A seat with room explores and keeps what it has instead of throwing its bag at a
  boss it will likely lose (a defeat costs the cheapest cards owed). Only a dungeon past
  PATIENCE rounds (a backstop against stalls) adds a point a round and makes the caller
  stand by its boss. With the torch variant the torch adds its own pressure as it burns
  down (an unbeaten boss gives nothing).
* Free plays are taken before the main action when they pay: better gear (Survivability
  gained), an extra action, banking, stealing, drawing.
* In a fight window a fighter closes the gap with the cheapest cards that do; a losing
  fighter with no way to win leaves or wards; a seat that fled joins a winning party
  (Cold Feet) or, now and then, trips it up when one card turns the fight.
* After the dice a roller that is not ahead plays the cheapest card that puts it ahead,
  when the loot is worth the card; rollers far ahead pass.
* In town a card is bought when its worth beats the loot paid (card_values.py); the second
  town turn banks everything but carried bonuses.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.loot_roll import actions as act
from game.games.loot_roll.calc import Tables, is_minimal, tables
from game.games.loot_roll.card_values import CardValues
from game.games.loot_roll.effects import (
    AdjustRoll,
    AdjustSurvivability,
    BagSpace,
    BankLoot,
    Discount,
    Draw,
    ExtraAction,
    ExtraReward,
    ForbidFlight,
    Negate,
    PeekHand,
    PriceCut,
    ReplaceMonster,
    Reroll,
    RollBonus,
    Scout,
    StealAbility,
    StealLoot,
    SwapRolls,
    SwitchSide,
    Ward,
)
from game.games.loot_roll.fight_odds import PATIENCE, FightOdds, has_room
from game.games.loot_roll.model import (
    CHOOSE,
    CLEAR,
    FIGHT,
    MONSTER_TARGET,
    PARTY,
    PLACE,
    PREPARE,
    ROLL,
    TOWN,
    TURN,
)
from game.games.loot_roll.view import LrView


class LrHeuristic:
    """Scores every legal action from one seat's view (see the module docstring); the fight
    estimates are ``odds``'s, the card worths ``values``'s."""

    game_id = "loot-roll"

    def __init__(
        self,
        t: Tables | None = None,
        *,
        spread: float = 2.0,
        join: float = 1.0,
        hand_guess: float = 0.7,
        progress: float = 0.8,
        boss_bonus: float = 2.0,
        buy_appetite: float = 1.3,
        bag_full: float = 0.7,
        bag_pressure: float = 6.0,
    ) -> None:
        self.t = t or tables()
        self.odds = FightOdds(
            self.t,
            spread=spread,
            join=join,
            hand_guess=hand_guess,
            progress=progress,
            boss_bonus=boss_bonus,
        )
        self.values = CardValues(self.t)
        self.buy_appetite = buy_appetite
        """How much more than its worth in loot a seat will pay for an ability card."""
        self.bag_full = bag_full
        """The share of its bag's capacity from which a seat presses for the boss."""
        self.bag_pressure = bag_pressure
        """Worth of ending the dungeon to a seat whose bag is full (scaled by the fill)."""

    def choose_fight(self, v: LrView, me: int) -> bool:
        """Fight or Flight for ``me`` in the fight ``v`` shows (see FightOdds)."""
        return self.odds.choose_fight(v, me)

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """One score per action of ``legal`` (higher is better)."""
        v, me = seat_view(view, LrView, "Loot Roll")
        if v.pending and v.pending[0].seat == me:
            return [self._pending(v, me, a) for a in legal]
        phase = v.phase
        if phase == CHOOSE:
            fight = self.odds.choose_fight(v, me)
            return [
                (1.0 if (a.side == "fight") == fight else 0.0) if isinstance(a, act.Choose) else 0.0
                for a in legal
            ]
        if phase == TURN:
            return self._turn(v, me, legal)
        if phase == PLACE:
            return [self._place(v, me, a) for a in legal]
        if phase == CLEAR:
            return [self._clear(v, me, a) for a in legal]
        if phase in (PREPARE, FIGHT):
            return [self._fight_window(v, me, a) for a in legal]
        if phase == ROLL:
            return [self._roll_window(v, me, a) for a in legal]
        if phase == TOWN:
            return self._town_all(v, me, legal)
        return [0.0] * len(legal)

    def _pending(self, v: LrView, me: int, a: Action) -> float:
        if isinstance(a, act.Drop):
            return -self.values.keep_worth(v, me, a.card)
        if isinstance(a, act.ScoutDecision):
            boss = v.boss_only
            keep = self.odds.main_fight_worth(v, me, boss)
            others = [c for c in self.odds.unseen_monsters(v) if c != v.scouted] or None
            bottom = self.odds.main_fight_worth(v, me, boss, others) > keep
            return 1.0 if a.bottom == bottom else 0.0
        return 0.0

    # ------------------------------------------------------------ your turn
    def _turn(self, v: LrView, me: int, legal: Sequence[Action]) -> list[float]:
        p = v.players[me]
        mains: dict[str, float] = {}
        for a in legal:
            if isinstance(a, act.Fight):
                key = "boss" if a.boss else "regular"
                mains[key] = self.odds.main_fight_worth(v, me, a.boss) + (
                    self._boss_pressure(v, me) if a.boss else 0.0
                )
        explore = self._explore_worth(v, me)
        fight_next = bool(mains) and max(mains.values()) > explore
        out = []
        for a in legal:
            if isinstance(a, act.Equip):
                gain = self.values.gear_gain(v, me, a.card)
                bag = self.t.passive[a.card]
                if isinstance(bag, BagSpace) and gain >= 0 and not has_room(p):
                    gain += 1
                out.append(50.0 + gain if gain > 0 else -10.0)
            elif isinstance(a, act.Play):
                out.append(self._turn_play(v, me, a, fight_next))
            elif isinstance(a, act.Explore):
                out.append(explore)
            elif isinstance(a, act.Fight):
                out.append(mains["boss" if a.boss else "regular"])
            elif isinstance(a, act.ClearBag):
                out.append(-1.0 if has_room(p) else 0.5)
            else:
                out.append(0.0)
        return out

    def _boss_pressure(self, v: LrView, me: int) -> float:
        """What ending the dungeon is worth to ``me`` beyond the boss fight's odds (module
        docstring): ``bag_pressure`` x the bag's fill once it reaches ``bag_full``; with the
        torch variant, more as the torch burns down; without it, a point a round past
        PATIENCE rounds (a backstop: the caller then stands by its boss, FightOdds.overdue)."""
        n = max(1, v.n_seats)
        p = v.players[me]
        fill = len(p.bag) / max(1, p.capacity)
        pressure = self.bag_pressure * fill if fill >= self.bag_full else 0.0
        if v.turns_left is None:
            return pressure + max(0.0, v.turns / n - PATIENCE)
        rounds_left = v.turns_left / n
        if v.boss_only:
            return pressure + (4.0 if rounds_left <= 3 else 1.5)
        return pressure + (3.0 if rounds_left <= 1.5 else 0.0)

    def _explore_worth(self, v: LrView, me: int) -> float:
        p = v.players[me]
        worth = self.odds.mean["common"] if has_room(p) else 0.3
        if v.boss_only:
            worth += 0.5  # gear up for the boss
        return worth

    def _turn_play(self, v: LrView, me: int, a: act.Play, fight_next: bool) -> float:
        t = self.t
        p = v.players[me]
        for e in t.effects[a.card]:
            if isinstance(e, ExtraAction):
                return 30.0
            if isinstance(e, Draw):
                return 28.0
            if isinstance(e, BankLoot):
                assert a.pick is not None
                return 20.0 + t.value[a.pick] if t.value[a.pick] >= 3 else -5.0
            if isinstance(e, StealLoot):
                assert a.pick is not None
                return 20.0 + t.value[a.pick] if has_room(p) else -5.0
            if isinstance(e, StealAbility):
                return 18.0 + 0.1 * v.players[a.target or 0].hand_count
            if isinstance(e, Scout):  # look before a fight (not twice)
                return 22.0 if fight_next and v.scouted is None else -5.0
            if isinstance(e, PeekHand):
                return 15.0
        return -5.0

    def _place(self, v: LrView, me: int, a: Action) -> float:
        if isinstance(a, act.Equip):
            gain = self.values.gear_gain(v, me, a.card)
            return 10.0 + gain if gain > 0 else -1.0
        if isinstance(a, act.Keep):
            return 5.0
        return -2.0

    def _clear(self, v: LrView, me: int, a: Action) -> float:
        p = v.players[me]
        if isinstance(a, act.Drop):
            if v.cleared and has_room(p):
                return -20.0
            return -self.values.keep_worth(v, me, a.card)
        if isinstance(a, act.Done):
            return 0.0 if has_room(p) else -30.0
        return -50.0

    # ------------------------------------------------------------ windows
    def _fight_window(self, v: LrView, me: int, a: Action) -> float:
        f = v.fight
        if f is None:
            return 0.0
        if isinstance(a, act.Pass):
            return 0.0
        if isinstance(a, act.Equip):
            gain = self.values.gear_gain(v, me, a.card)
            return 5.0 + gain if gain > 0 else -5.0
        if not isinstance(a, act.Play):
            return -1.0
        fighting = me in f.fighters
        gap = f.need - f.party_total  # > -1 means the party would lose now
        t = self.t
        score = -3.0
        for e in t.effects[a.card]:
            if v.phase == PREPARE:
                if isinstance(e, ForbidFlight):
                    tgt = v.players[a.target or 0]
                    score = 1.0 + 0.2 * tgt.survivability if self.odds.choose_fight(v, me) else -2.0
                elif isinstance(e, ReplaceMonster):
                    total = sum(x.survivability for x in v.players)
                    score = 2.0 if total + 3 < f.need else -2.0
                else:
                    score = -2.0  # help is best played once the fighters are known
                continue
            if isinstance(e, AdjustSurvivability):
                helps = (e.target in ("self", "party") and e.amount > 0) or (
                    e.target == "monster" and e.amount < 0
                )
                amount = abs(e.amount)
                if e.target in ("other", "any") and a.target is not None:
                    helps = (e.amount > 0) == (a.target in f.fighters)
                if fighting and helps and gap >= 0:
                    # the cheapest card that closes the gap; any card when none can
                    score = 10.0 - max(0, amount - gap - 1) * 0.5 + (2.0 if amount > gap else 0.0)
                    score -= self.t.price[a.card] * 0.2
                elif not fighting and not helps and -amount <= gap < 0:
                    owed = sum(f.owed.get(x, 0) for x in f.fighters)
                    score = 1.0 if owed >= 3 else -2.0
                else:
                    score = -3.0
            elif isinstance(e, Negate):
                mod = f.mods[a.pick or 0]
                hostile = (mod.target in f.fighters or mod.target == PARTY) and mod.amount < 0
                hostile = hostile or (mod.target == MONSTER_TARGET and mod.amount > 0)
                score = (
                    8.0 if fighting and hostile and gap >= 0 and gap - abs(mod.amount) < 0 else -3.0
                )
            elif isinstance(e, Ward):
                score = (
                    6.0
                    if fighting
                    and gap >= 0
                    and f.owed.get(me, 0) > 0
                    and not self._can_close(v, me, gap)
                    else -3.0
                )
            elif isinstance(e, SwitchSide):
                if fighting:
                    score = (
                        5.0
                        if gap >= 0 and not self._can_close(v, me, gap) and f.owed.get(me, 0) > 0
                        else -3.0
                    )
                else:
                    mine = v.players[me].survivability
                    score = 4.0 if gap < 0 and has_room(v.players[me]) and mine >= 0 else -3.0
            elif isinstance(e, ExtraReward):
                score = 3.0 if fighting and gap <= -4 else -3.0
        return score

    def _can_close(self, v: LrView, me: int, gap: int) -> bool:
        return self.odds.help_in_hand(v, me) > gap

    def _roll_window(self, v: LrView, me: int, a: Action) -> float:
        r = v.roll
        if r is None or r.card is None:
            return 0.0
        if isinstance(a, act.Pass):
            return 0.0
        if not isinstance(a, act.Play):
            return -1.0
        t = self.t
        worth = t.value[r.card]
        tot = r.totals
        if me not in tot:
            return -3.0
        mine = tot[me]
        best_other = max((x for s, x in tot.items() if s != me), default=0)
        leader = max((s for s in tot if s != me), key=lambda s: tot[s], default=None)
        lead = mine - best_other  # > 0: I take it now
        if worth < (self.values.card_worth(a.card) if t.kind[a.card] == "ability" else 1.5):
            return -3.0  # the loot is worth less than the card spent on it
        for e in t.effects[a.card]:
            if isinstance(e, AdjustRoll):
                if e.amount > 0 and (a.target is None or a.target == me):
                    if lead <= 0 and lead + e.amount > 0:
                        return 10.0 - e.amount * 0.3
                    return -3.0
                if e.amount < 0 and a.target == leader:
                    if lead <= 0 and lead - e.amount > 0:
                        return 9.0
                    return -3.0
                return -3.0
            if isinstance(e, Reroll):
                target = a.target if a.target is not None else me
                if target == me and lead <= 0 and r.dice.get(me, 20) <= 10:
                    return 7.0
                if target == leader and target != me and lead <= 0 and r.dice.get(target, 0) >= 12:
                    return 7.0
                return -3.0
            if isinstance(e, SwapRolls):
                if a.target == leader and lead < 0:
                    return 9.5
                return -3.0
            if isinstance(e, Negate):
                mod = r.mods[a.pick or 0]
                if lead <= 0 and (
                    (mod.target == me and mod.amount < 0)
                    or (mod.target == leader and mod.amount > 0)
                ):
                    return 8.0 if lead + abs(mod.amount) > 0 else -3.0
                return -3.0
        return -3.0

    # ------------------------------------------------------------ town
    def _town_all(self, v: LrView, me: int, legal: Sequence[Action]) -> list[float]:
        """One score per action of a town turn. The rules list every payment they accept,
        hundreds of buys a turn, so what a buy reads (each offer's price and worth, each
        bag card's value and keep worth) is worked out once per turn, not per payment."""
        value = self.t.value
        keep: dict[int, float] = {}
        offers: dict[int, tuple[int, float]] = {}
        out = []
        for a in legal:
            if not isinstance(a, act.Buy):
                out.append(self._town(v, me, a))
                continue
            offer = offers.get(a.offer)
            if offer is None:
                card = v.vendor[a.offer]
                price = v.prices[a.offer]
                assert card is not None and price is not None
                offer = offers[a.offer] = (
                    price,
                    self.buy_appetite * self.values.card_worth(card),
                )
            price, worth = offer
            if not is_minimal([value[c] for c in a.pay], price):
                out.append(-50.0)  # the rules take any set worth the price; a thrifty bot spares
                continue
            paid = 0.0
            for c in a.pay:
                k = keep.get(c)
                if k is None:
                    k = keep[c] = self.values.keep_worth(v, me, c)
                paid += k
            out.append(10.0 + worth - paid if worth >= paid else -5.0)
        return out

    def _town(self, v: LrView, me: int, a: Action) -> float:
        """A town action other than a buy (:meth:`_town_all` scores the buys)."""
        t = self.t
        p = v.players[me]
        if isinstance(a, act.Deposit):
            eff = t.passive[a.card]
            if isinstance(eff, RollBonus | PriceCut) and not t.worn_only[a.card]:
                return -1.0
            if t.slot[a.card] is not None and self.values.gear_gain(v, me, a.card) > 0:
                return -1.0
            # the first town turn keeps loot to pay with next time unless nothing is for sale
            return 5.0 + t.value[a.card]
        if isinstance(a, act.Play):
            for e in t.effects[a.card]:
                if isinstance(e, Discount):
                    return 9.0 if v.buys == 0 and v.town_mode == "" and p.bag else -2.0
                if isinstance(e, Draw):
                    return 20.0
                if isinstance(e, StealAbility):
                    return 15.0
            return -2.0
        if isinstance(a, act.EndTownTurn):
            return 1.0
        return 0.0
