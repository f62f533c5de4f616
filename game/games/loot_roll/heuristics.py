"""How good a Loot Roll action looks from one seat's view: what the greedy bot maximizes.

Everything is read from the view (the seat's own hand, public bags, gear, the fight and the
roll); values are in treasure points. The model, in short:

* A fight is worth, to a seat that fights, its chance of winning times its share of the
  reward (the cards' mean value over the rollers), less the chance of losing times the
  cheapest bag cards it would give up. The chance of winning compares the party's total
  (plus the fight cards in the seat's own hand) with the monster's number on a logistic
  curve. Before the reveal the party is *predicted*: every seat is assumed to use this same
  rule on public facts (bag room, gear, bag contents), twice round to a fixed point.
* A main action: the better of a regular fight, a boss fight (more pressing as the torch
  burns down: an unbeaten boss gives nothing), exploring (a grey card, and a chance of
  better gear), or clearing a full bag.
* Free plays are taken before the main action when they pay: better gear (Survivability
  gained), an extra action, banking, stealing, drawing.
* In a fight window a fighter closes the gap with the cheapest cards that do; a losing
  fighter with no way to win leaves or wards; a seat that fled joins a winning party
  (Cold Feet) or, now and then, trips it up when one card turns the fight.
* After the dice a roller that is not ahead plays the cheapest card that puts it ahead,
  when the loot is worth the card; rollers far ahead pass.
* In town a card is bought when its worth beats the loot paid; the second town turn banks
  everything but carried bonuses.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.loot_roll import actions as act
from game.games.loot_roll.calc import Tables, is_minimal, tables
from game.games.loot_roll.effects import (
    AdjustRoll,
    AdjustSurvivability,
    BagSpace,
    BankLoot,
    CallerMustFight,
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
    Swarm,
    SwitchSide,
    Ward,
)
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
from game.games.loot_roll.view import LrView, PlayerView

SLOTS_OF = {"two_hands": ("main_hand", "off_hand")}


@cache
def mean_values() -> dict[str, float]:
    """Mean treasure value of a card of each loot pile."""
    t = tables()
    return {
        pile: sum(t.value[c] for c in t.by_pile[pile]) / len(t.by_pile[pile])
        for pile in ("common", "rare", "epic")
    }


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


PATIENCE = 8
"""Rounds of a dungeon without a torch after which the greedy bot presses for the boss."""


class LrHeuristic:
    """Scores every legal action from one seat's view (see the module docstring)."""

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
    ) -> None:
        self.t = t or tables()
        self.spread = spread
        self.hand_guess = hand_guess
        """Survivability another seat's ability card is guessed to add."""
        self.progress = progress
        """Worth of a regular win beyond its loot (the boss comes nearer)."""
        self.boss_bonus = boss_bonus
        self.buy_appetite = buy_appetite
        """How much more than its worth in loot a seat will pay for an ability card."""
        """Worth of beating the boss beyond its loot, less 0.6 per regular win still missing."""
        """How uncertain a fight is (the logistic's width, in Survivability)."""
        self.join = join
        """Extra worth the bots see in fighting (positive: braver)."""
        self.mean = mean_values()
        self._cheap: dict[tuple[int, ...], list[float]] = {}
        """Bag -> the sums of its 0, 1, 2, ... cheapest cards (a memo; searches ask often)."""

    # ------------------------------------------------------------ small facts
    def gear_gain(self, v: LrView, seat: int, card: int) -> int:
        """Survivability gained by wearing ``card`` (what it displaces counted off)."""
        t = self.t
        p = v.players[seat]
        slot = t.slot[card]
        if slot is None:
            return -99
        slots = SLOTS_OF.get(slot, (slot,))
        off = {p.slots[s] for s in slots if s in p.slots}
        if slot in ("main_hand", "off_hand"):
            held = p.slots.get(slot)
            if held is not None and t.slot[held] == "two_hands":
                off = {held}
        return t.surv[card] - sum(t.surv[c] for c in off)

    def cheapest(self, p: PlayerView, n: int) -> float:
        """The value of the ``n`` cheapest cards of a bag (what a loser gives up)."""
        if n <= 0:
            return 0.0
        bag = tuple(p.bag)
        sums = self._cheap.get(bag)
        if sums is None:
            if len(self._cheap) > 4096:
                self._cheap.clear()
            sums = [0.0]
            for x in sorted(self.t.value[c] for c in bag):
                sums.append(sums[-1] + x)
            self._cheap[bag] = sums
        return sums[min(n, len(bag))]

    def room(self, p: PlayerView) -> bool:
        return len(p.bag) < p.capacity

    def help_in_hand(self, v: LrView, seat: int, moment: str = "fight") -> int:
        """Survivability the seat's own fight cards and usable loot could add."""
        p = v.players[seat]
        t = self.t
        total = 0
        silenced = v.fight is not None and v.fight.silenced
        cards = [] if silenced else list(p.hand or ())
        cards += [c for c in p.bag if t.effects[c] and c not in v.exhausted]
        for c in cards:
            if moment not in t.moments[c] and "fight" not in t.moments[c]:
                continue
            for e in t.effects[c]:
                if isinstance(e, AdjustSurvivability):
                    if e.target in ("self", "party"):
                        total += e.amount
                    elif e.target == "monster" and e.amount < 0:
                        total -= e.amount
        return total

    def monster_numbers(self, v: LrView, card: int, boss: bool) -> tuple[int, float, int]:
        """(need without swarm, swarm per fighter, reward cards) of a monster at this table."""
        m = self.t.monsters[card]
        nums = m.numbers(boss)
        need = nums.survivability
        if v.scaled:
            need += self.t.dungeon_defs[m.dungeon - 1].adjust(v.n_seats, boss)
        eff = m.applies(boss)
        swarm = eff.amount if isinstance(eff, Swarm) else 0
        return max(1, need), swarm, nums.reward.total

    def reward_value(self, card: int, boss: bool) -> float:
        r = self.t.monsters[card].numbers(boss).reward
        mv = self.mean
        return r.common * mv["common"] + r.rare * mv["rare"] + r.epic * mv["epic"]

    # ------------------------------------------------------------ fights
    def win_chance(self, total: float, need: float) -> float:
        return sigmoid((total - need - 0.5) / self.spread)

    def fight_worth(
        self,
        v: LrView,
        seat: int,
        party: Sequence[int],
        powers: dict[int, int],
        need: float,
        swarm: float,
        reward: float,
        cards: int,
        owed: int,
        extra_help: float = 0.0,
    ) -> float:
        """What fighting is worth to ``seat`` with ``party`` (it included)."""
        total = sum(powers[x] for x in party) + extra_help
        chance = self.win_chance(total, need + swarm * len(party))
        p = v.players[seat]
        rollers = sum(1 for x in party if self.room(v.players[x])) or 1
        gain = chance * reward / rollers if self.room(p) else 0.0
        lose = (1 - chance) * self.cheapest(p, owed)
        return gain - lose + self.join * chance

    def predict_party(
        self,
        v: LrView,
        me: int,
        powers: dict[int, int],
        need: float,
        swarm: float,
        reward: float,
        cards: int,
        owed_of: dict[int, int],
        forced: set[int],
        toll: int,
    ) -> list[int]:
        """The seats expected to fight besides ``me`` (public facts only), me included."""
        n = v.n_seats
        party = list(range(n))
        for _ in range(2):
            nxt = []
            for x in range(n):
                if x == me or x in forced:
                    nxt.append(x)
                    continue
                members = sorted(set(party) | {x})
                worth = self.fight_worth(
                    v,
                    x,
                    members,
                    powers,
                    need,
                    swarm,
                    reward,
                    cards,
                    owed_of[x],
                    self.hand_guess * min(2, v.players[x].hand_count),
                )
                flee = -self.cheapest(v.players[x], toll)
                if worth >= flee:
                    nxt.append(x)
            party = nxt
        return party

    def choose_fight(self, v: LrView, me: int) -> bool:
        """Fight or Flight for ``me`` in the fight ``v`` shows."""
        f = v.fight
        assert f is not None
        powers = {x: v.players[x].survivability for x in range(v.n_seats)}
        printed = f.printed
        m = self.t.monsters[f.monster]
        eff = m.applies(f.boss)
        swarm = eff.amount if isinstance(eff, Swarm) else 0
        mods = sum(x.amount for x in f.mods if x.live and x.target == MONSTER_TARGET)
        need = max(1, printed + mods)
        party_mods = sum(x.amount for x in f.mods if x.live and x.target == PARTY)
        reward = self.reward_value(f.monster, f.boss) + sum(
            k * self.mean[r] for r, k in f.extra.items()
        )
        forced = set(f.forbid)
        if isinstance(eff, CallerMustFight) or (f.boss and self.overdue(v)):
            forced.add(f.caller)
        if me in forced:
            return True
        party = self.predict_party(
            v, me, powers, need - party_mods, swarm, reward, f.reward, f.owed, forced, f.flee_toll
        )
        mine = self.help_in_hand(v, me)
        worth = self.fight_worth(
            v, me, party, powers, need - party_mods, swarm, reward, f.reward, f.owed[me], mine
        )
        flee = -self.cheapest(v.players[me], f.flee_toll)
        return worth >= flee

    def unseen_monsters(self, v: LrView) -> list[int]:
        """The monsters that may be on top of this dungeon's deck (not in its discard pile)."""
        pile = v.monster_pile()
        gone = set(v.discards.get(pile, ()))
        return [c for c in self.t.piles(v.stacks)[pile] if c not in gone]

    def main_fight_worth(
        self, v: LrView, me: int, boss: bool, candidates: list[int] | None = None
    ) -> float:
        """What starting a fight is worth to ``me`` now (averaged over the monsters that may
        come up; the scouted one if the seat saw the top)."""
        t = self.t
        if candidates is None:
            candidates = [v.scouted] if v.scouted is not None else self.unseen_monsters(v)
        powers = {x: v.players[x].survivability for x in range(v.n_seats)}
        mine = self.help_in_hand(v, me)
        designs: dict[str, tuple[int, int]] = {}  # copies of a design are worth the same
        for c in candidates:
            first, n = designs.get(t.book(c).name, (c, 0))
            designs[t.book(c).name] = (first, n + 1)
        total = 0.0
        for c, copies in designs.values():
            need, swarm, cards = self.monster_numbers(v, c, boss)
            reward = self.reward_value(c, boss)
            m = t.monsters[c]
            eff = m.applies(boss)
            heavy = eff.amount if eff is not None and eff.kind == "heavy_loss" else 0
            owed = {x: max(0, cards + heavy - v.players[x].loss_shield) for x in range(v.n_seats)}
            toll = eff.count if eff is not None and eff.kind == "flee_toll" else 0
            caller_fights = eff is not None and eff.kind == "caller_must_fight"
            forced = {me} if caller_fights or (boss and self.overdue(v)) else set()
            party = self.predict_party(
                v, me, powers, need, swarm, reward, cards, owed, forced, toll
            )
            worth = self.fight_worth(
                v, me, party, powers, need, swarm, reward, cards, owed[me], mine
            )
            chance = self.win_chance(
                sum(powers[x] for x in party) + mine, need + swarm * len(party)
            )
            # a regular win brings the boss nearer; an early boss win ends the dungeon before
            # its regular monsters have given their loot
            left = max(0, 4 - v.regular_wins)
            worth += chance * (self.boss_bonus - 0.6 * left if boss else self.progress)
            total += worth * copies
        return total / max(1, len(candidates))

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """One score per action of ``legal`` (higher is better)."""
        v, me = seat_view(view, LrView, "Loot Roll")
        if v.pending and v.pending[0].seat == me:
            return [self._pending(v, me, a) for a in legal]
        phase = v.phase
        if phase == CHOOSE:
            fight = self.choose_fight(v, me)
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
            return [self._town(v, me, a) for a in legal]
        return [0.0] * len(legal)

    def _pending(self, v: LrView, me: int, a: Action) -> float:
        if isinstance(a, act.Drop):
            return -self._keep_worth(v, me, a.card)
        if isinstance(a, act.ScoutDecision):
            boss = v.boss_only
            keep = self.main_fight_worth(v, me, boss)
            others = [c for c in self.unseen_monsters(v) if c != v.scouted] or None
            bottom = self.main_fight_worth(v, me, boss, others) > keep
            return 1.0 if a.bottom == bottom else 0.0
        return 0.0

    def _keep_worth(self, v: LrView, me: int, card: int) -> float:
        """How much a bag card is worth keeping: its value, more for carried bonuses and
        for gear better than what is worn."""
        t = self.t
        worth = float(t.value[card])
        eff = t.passive[card]
        if isinstance(eff, RollBonus | PriceCut) and not t.worn_only[card]:
            worth += 2.0 * eff.amount
        if t.slot[card] is not None and self.gear_gain(v, me, card) > 0:
            worth += 2.0
        return worth

    # ------------------------------------------------------------ your turn
    def _turn(self, v: LrView, me: int, legal: Sequence[Action]) -> list[float]:
        p = v.players[me]
        mains: dict[str, float] = {}
        for a in legal:
            if isinstance(a, act.Fight):
                key = "boss" if a.boss else "regular"
                mains[key] = self.main_fight_worth(v, me, a.boss) + (
                    self._torch_pressure(v) if a.boss else 0.0
                )
        explore = self._explore_worth(v, me)
        fight_next = bool(mains) and max(mains.values()) > explore
        out = []
        for a in legal:
            if isinstance(a, act.Equip):
                gain = self.gear_gain(v, me, a.card)
                bag = self.t.passive[a.card]
                if isinstance(bag, BagSpace) and gain >= 0 and not self.room(p):
                    gain += 1
                out.append(50.0 + gain if gain > 0 else -10.0)
            elif isinstance(a, act.Play):
                out.append(self._turn_play(v, me, a, fight_next))
            elif isinstance(a, act.Explore):
                out.append(explore)
            elif isinstance(a, act.Fight):
                out.append(mains["boss" if a.boss else "regular"])
            elif isinstance(a, act.ClearBag):
                out.append(-1.0 if self.room(p) else 0.5)
            else:
                out.append(0.0)
        return out

    def overdue(self, v: LrView) -> bool:
        """No torch and more than PATIENCE rounds in this dungeon: the caller of a boss fight
        then stands by it. A boss everyone flees goes back under the pile and, when the
        pile's deck is down to unbeatable monsters, comes straight back; a fight fought
        (won or lost) discards it, so the pile moves on (R40, D28)."""
        return v.turns_left is None and v.turns / max(1, v.n_seats) > PATIENCE

    def _torch_pressure(self, v: LrView) -> float:
        """The boss's loot is lost if the torch burns out first: fight it while time lasts.
        Without a torch (the rulebook) nothing ends a dungeon but its boss, so the bot keeps
        a patience of its own (PATIENCE rounds) and grows keener on the boss by a point per
        round past it: a table of greedy bots always gets on with the game."""
        n = max(1, v.n_seats)
        rounds_left = PATIENCE - v.turns / n if v.turns_left is None else v.turns_left / n
        late = max(0.0, -rounds_left)
        if v.boss_only:
            return (4.0 if rounds_left <= 3 else 1.5) + late
        return (3.0 if rounds_left <= 1.5 else 0.0) + late

    def _explore_worth(self, v: LrView, me: int) -> float:
        p = v.players[me]
        worth = self.mean["common"] if self.room(p) else 0.3
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
                return 20.0 + t.value[a.pick] if self.room(p) else -5.0
            if isinstance(e, StealAbility):
                return 18.0 + 0.1 * v.players[a.target or 0].hand_count
            if isinstance(e, Scout):  # look before a fight (not twice)
                return 22.0 if fight_next and v.scouted is None else -5.0
            if isinstance(e, PeekHand):
                return 15.0
        return -5.0

    def _place(self, v: LrView, me: int, a: Action) -> float:
        if isinstance(a, act.Equip):
            gain = self.gear_gain(v, me, a.card)
            return 10.0 + gain if gain > 0 else -1.0
        if isinstance(a, act.Keep):
            return 5.0
        return -2.0

    def _clear(self, v: LrView, me: int, a: Action) -> float:
        p = v.players[me]
        if isinstance(a, act.Drop):
            if v.cleared and self.room(p):
                return -20.0
            return -self._keep_worth(v, me, a.card)
        if isinstance(a, act.Done):
            return 0.0 if self.room(p) else -30.0
        return -50.0

    # ------------------------------------------------------------ windows
    def _fight_window(self, v: LrView, me: int, a: Action) -> float:
        f = v.fight
        if f is None:
            return 0.0
        if isinstance(a, act.Pass):
            return 0.0
        if isinstance(a, act.Equip):
            gain = self.gear_gain(v, me, a.card)
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
                    score = 1.0 + 0.2 * tgt.survivability if self.choose_fight(v, me) else -2.0
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
                    score = 4.0 if gap < 0 and self.room(v.players[me]) and mine >= 0 else -3.0
            elif isinstance(e, ExtraReward):
                score = 3.0 if fighting and gap <= -4 else -3.0
        return score

    def _can_close(self, v: LrView, me: int, gap: int) -> bool:
        return self.help_in_hand(v, me) > gap

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
        if worth < (self.card_worth(a.card) if t.kind[a.card] == "ability" else 1.5):
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
    def card_worth(self, card: int) -> float:
        """What an ability card is worth to hold, in treasure points."""
        t = self.t
        worth = 0.0
        for e in t.effects[card]:
            if isinstance(e, AdjustRoll):
                worth += 0.7 * abs(e.amount)
            elif isinstance(e, Reroll | SwapRolls):
                worth += 2.5
            elif isinstance(e, AdjustSurvivability):
                helps = (e.amount > 0) != (e.target == "monster")
                worth += (0.8 if helps else 0.4) * abs(e.amount)
            elif isinstance(e, ExtraAction | Draw):
                worth += 3.0
            elif isinstance(e, StealLoot):
                worth += 2.5
            elif isinstance(e, StealAbility | BankLoot | Ward | SwitchSide | Negate):
                worth += 2.0
            elif isinstance(e, ExtraReward):
                worth += 2.5
            elif isinstance(e, PeekHand):
                worth += 0.6
            else:
                worth += 1.2
        return worth

    def _town(self, v: LrView, me: int, a: Action) -> float:
        t = self.t
        p = v.players[me]
        if isinstance(a, act.Buy):
            card = v.vendor[a.offer]
            price = v.prices[a.offer]
            assert card is not None and price is not None
            if not is_minimal([t.value[c] for c in a.pay], price):
                return -50.0  # the rules take any set worth the price; a thrifty bot spares
            paid = sum(self._keep_worth(v, me, c) for c in a.pay)
            worth = self.buy_appetite * self.card_worth(card)
            return 10.0 + worth - paid if worth >= paid else -5.0
        if isinstance(a, act.Deposit):
            eff = t.passive[a.card]
            if isinstance(eff, RollBonus | PriceCut) and not t.worn_only[a.card]:
                return -1.0
            if t.slot[a.card] is not None and self.gear_gain(v, me, a.card) > 0:
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
