"""Fight or Flight from one seat's view: what a fight is worth and who is expected to fight.

Everything is read from the view (the seat's own hand, public bags, gear, the fight); values
are in treasure points. A fight is worth, to a seat that fights, its chance of winning times
its share of the reward (the cards' mean value over the rollers), less the chance of losing
times the cheapest bag cards it would give up. The chance of winning compares the party's
total (plus the fight cards in the seat's own hand) with the monster's number on a logistic
curve. Before the reveal the party is *predicted*: every seat is assumed to use this same
rule on public facts (bag room, gear, bag contents), twice round to a fixed point.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from game.games.loot_roll.calc import Tables, tables
from game.games.loot_roll.effects import AdjustSurvivability, CallerMustFight, Swarm
from game.games.loot_roll.model import MONSTER_TARGET, PARTY
from game.games.loot_roll.view import LrView, PlayerView

PATIENCE = 8
"""Rounds of a dungeon without a torch after which the greedy bot presses for the boss."""


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


def has_room(p: PlayerView) -> bool:
    """Whether ``p``'s bag has room for another card."""
    return len(p.bag) < p.capacity


class FightOdds:
    """Fight estimates for one table's cards (see the module docstring); the tuning knobs
    are the greedy heuristic's."""

    def __init__(
        self,
        t: Tables,
        *,
        spread: float,
        join: float,
        hand_guess: float,
        progress: float,
        boss_bonus: float,
    ) -> None:
        self.t = t
        self.spread = spread
        """How uncertain a fight is (the logistic's width, in Survivability)."""
        self.join = join
        """Extra worth the bots see in fighting (positive: braver)."""
        self.hand_guess = hand_guess
        """Survivability another seat's ability card is guessed to add."""
        self.progress = progress
        """Worth of a regular win beyond its loot (the boss comes nearer)."""
        self.boss_bonus = boss_bonus
        """Worth of beating the boss beyond its loot, less 0.6 per regular win still missing."""
        self.mean = mean_values()
        self._cheap: dict[tuple[int, ...], list[float]] = {}
        """Bag -> the sums of its 0, 1, 2, ... cheapest cards (a memo; searches ask often)."""

    # ------------------------------------------------------------ small facts
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

    def overdue(self, v: LrView) -> bool:
        """No torch and more than PATIENCE rounds in this dungeon: the caller of a boss fight
        then stands by it. A boss everyone flees goes back under the pile and, when the
        pile's deck is down to unbeatable monsters, comes straight back; a fight fought
        (won or lost) discards it, so the pile moves on (R40, D28)."""
        return v.turns_left is None and v.turns / max(1, v.n_seats) > PATIENCE

    def unseen_monsters(self, v: LrView) -> list[int]:
        """The monsters that may be on top of this dungeon's deck (not in its discard pile)."""
        pile = v.monster_pile()
        gone = set(v.discards.get(pile, ()))
        return [c for c in self.t.piles(v.stacks)[pile] if c not in gone]

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
        rollers = sum(1 for x in party if has_room(v.players[x])) or 1
        gain = chance * reward / rollers if has_room(p) else 0.0
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
