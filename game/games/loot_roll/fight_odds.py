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

from game.core.memo import BoundedMemo
from game.games.loot_roll.calc import Tables, tables
from game.games.loot_roll.effects import AdjustSurvivability, CallerMustFight, Swarm
from game.games.loot_roll.model import MONSTER_TARGET, PARTY
from game.games.loot_roll.view import LrView, PlayerView

PATIENCE = 30
"""Rounds of a dungeon without a torch after which the greedy bot presses for the boss
whatever its bag (and the caller stands by its boss fight): a backstop against stalls, far
past a dungeon's usual length. What sets the pace before it is each seat's bag
(heuristics.py, ``_boss_pressure``): pressing by the round made a seat throw its loot at
bosses it could not beat."""


def past_patience(turns: int, n_seats: int, torch: bool) -> bool:
    """Whether a dungeon has run more than :data:`PATIENCE` rounds without a torch (``turns``
    taken in it by ``n_seats`` seats): every bot then follows the greedy backstop."""
    return not torch and turns / max(1, n_seats) > PATIENCE


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


MEMO_SIZE = 16384
"""Entries a fight estimate memo holds before it starts again (bounds a long game's memory)."""
SMALL_MEMO_SIZE = 4096
"""Entries the memos of bag sums and deck designs hold before they start again."""


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
        self._cheap: BoundedMemo[tuple[int, ...], list[float]] = BoundedMemo(SMALL_MEMO_SIZE)
        """Bag -> the sums of its 0, 1, 2, ... cheapest cards (a memo; searches ask often)."""
        self._design_memo: BoundedMemo[tuple[int, ...], list[tuple[int, int]]] = BoundedMemo(
            SMALL_MEMO_SIZE
        )
        self._monster_memo: dict[
            tuple[int, bool, bool, int], tuple[int, float, int, float, int, int, bool]
        ] = {}
        self._main_memo: BoundedMemo[tuple[object, ...], float] = BoundedMemo(MEMO_SIZE)
        """Everything :meth:`main_fight_worth` reads -> its value (a memo: a search's worlds
        and playouts ask the same question again and again)."""

    # ------------------------------------------------------------ small facts
    def cheapest(self, p: PlayerView, n: int) -> float:
        """The value of the ``n`` cheapest cards of a bag (what a loser gives up)."""
        if n <= 0:
            return 0.0
        return self.bag_sums(p)[min(n, len(p.bag))]

    def bag_sums(self, p: PlayerView) -> list[float]:
        """The sums of the 0, 1, 2, ... cheapest cards of ``p``'s bag (a memo)."""
        bag = tuple(p.bag)
        sums = self._cheap.get(bag)
        if sums is None:
            sums = [0.0]
            for x in sorted(self.t.value[c] for c in bag):
                sums.append(sums[-1] + x)
            self._cheap.remember(bag, sums)
        return sums

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
        return past_patience(v.turns, v.n_seats, v.turns_left is not None)

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
        seats = self._seats(v)
        return self._worth(
            seats,
            seat,
            sum(powers[x] for x in party),
            len(party),
            sum(1 for x in party if seats.room[x]),
            need,
            swarm,
            reward,
            owed,
            extra_help,
        )

    def _worth(
        self,
        seats: SeatFacts,
        seat: int,
        power: int,
        size: int,
        rollers: int,
        need: float,
        swarm: float,
        reward: float,
        owed: int,
        extra_help: float,
    ) -> float:
        """:meth:`fight_worth` from a party's total ``power``, ``size`` and bag-room
        ``rollers`` (order-free sums over the party: a party is a set of seats)."""
        total = power + extra_help
        chance = self.win_chance(total, need + swarm * size)
        gain = chance * reward / (rollers or 1) if seats.room[seat] else 0.0
        lose = (1 - chance) * seats.cheapest(seat, owed)
        return gain - lose + self.join * chance

    def _seats(self, v: LrView) -> SeatFacts:
        """The per-seat facts the fight estimates read, gathered once per estimate."""
        return SeatFacts(v, self)

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
        return self._party(self._seats(v), me, powers, need, swarm, reward, owed_of, forced, toll)

    def _party(
        self,
        seats: SeatFacts,
        me: int,
        powers: dict[int, int] | list[int],
        need: float,
        swarm: float,
        reward: float,
        owed_of: dict[int, int] | list[int],
        forced: set[int],
        toll: int,
    ) -> list[int]:
        """:meth:`predict_party` from the seats' facts."""
        n = seats.n
        room = seats.room
        party = list(range(n))
        for _ in range(2):
            power = sum(powers[x] for x in party)
            rollers = sum(1 for x in party if room[x])
            inside = set(party)
            nxt = []
            for x in range(n):
                if x == me or x in forced:
                    nxt.append(x)
                    continue
                if x in inside:  # x already fights: the same seats
                    worth = self._worth(
                        seats,
                        x,
                        power,
                        len(party),
                        rollers,
                        need,
                        swarm,
                        reward,
                        owed_of[x],
                        seats.guess[x],
                    )
                else:
                    worth = self._worth(
                        seats,
                        x,
                        power + powers[x],
                        len(party) + 1,
                        rollers + (1 if room[x] else 0),
                        need,
                        swarm,
                        reward,
                        owed_of[x],
                        seats.guess[x],
                    )
                flee = -seats.cheapest(x, toll)
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
        if candidates is None:
            candidates = [v.scouted] if v.scouted is not None else self.unseen_monsters(v)
        mine = self.help_in_hand(v, me)
        overdue = boss and self.overdue(v)
        key = (
            me,
            boss,
            tuple(candidates),
            mine,
            overdue,
            v.regular_wins,
            v.scaled,
            tuple(
                (p.survivability, has_room(p), min(2, p.hand_count), p.loss_shield, tuple(p.bag))
                for p in v.players
            ),
        )
        got = self._main_memo.get(key)
        if got is None:
            got = self._main_memo.remember(
                key, self._main_fight_worth(v, me, boss, candidates, mine, overdue)
            )
        return got

    def _main_fight_worth(
        self, v: LrView, me: int, boss: bool, candidates: list[int], mine: int, overdue: bool
    ) -> float:
        """:meth:`main_fight_worth` worked out: ``mine`` is the seat's help in hand,
        ``overdue`` whether it must stand by its boss fight. Reads of ``v`` only what the
        memo's key holds: each seat's Survivability, bag room and contents, hand size (up
        to two) and loss shield; the regular wins and the scaling (the seat count is the
        number of players)."""
        seats = self._seats(v)
        powers = seats.power
        n = seats.n
        forced = {me} if overdue else set()
        # a regular win brings the boss nearer; an early boss win ends the dungeon before
        # its regular monsters have given their loot
        left = max(0, 4 - v.regular_wins)
        bonus = self.boss_bonus - 0.6 * left if boss else self.progress
        total = 0.0
        for c, copies in self._designs(tuple(candidates)):
            need, swarm, cards, reward, heavy, toll, caller_fights = self._monster(v, c, boss)
            owed = [max(0, cards + heavy - seats.shield[x]) for x in range(n)]
            party = self._party(
                seats,
                me,
                powers,
                need,
                swarm,
                reward,
                owed,
                {me} if caller_fights else forced,
                toll,
            )
            power = sum(powers[x] for x in party)
            rollers = sum(1 for x in party if seats.room[x])
            worth = self._worth(
                seats, me, power, len(party), rollers, need, swarm, reward, owed[me], mine
            )
            chance = self.win_chance(power + mine, need + swarm * len(party))
            worth += chance * bonus
            total += worth * copies
        return total / max(1, len(candidates))

    def _designs(self, candidates: tuple[int, ...]) -> list[tuple[int, int]]:
        """(first card, copies) per monster design among ``candidates``, in order of first
        appearance: copies of a design are worth the same (a memo: few decks recur)."""
        got = self._design_memo.get(candidates)
        if got is None:
            book = self.t.book
            designs: dict[str, tuple[int, int]] = {}
            for c in candidates:
                name = book(c).name
                first, k = designs.get(name, (c, 0))
                designs[name] = (first, k + 1)
            got = self._design_memo.remember(candidates, list(designs.values()))
        return got

    def _monster(
        self, v: LrView, card: int, boss: bool
    ) -> tuple[int, float, int, float, int, int, bool]:
        """(need, swarm per fighter, reward cards, reward value, heavy loss, flee toll,
        caller must fight) of a monster at this table: constants of the table's size and
        scaling, worked out once."""
        key = (card, boss, v.scaled, v.n_seats)
        got = self._monster_memo.get(key)
        if got is None:
            need, swarm, cards = self.monster_numbers(v, card, boss)
            eff = self.t.monsters[card].applies(boss)
            heavy = eff.amount if eff is not None and eff.kind == "heavy_loss" else 0
            toll = eff.count if eff is not None and eff.kind == "flee_toll" else 0
            caller = eff is not None and eff.kind == "caller_must_fight"
            got = (need, swarm, cards, self.reward_value(card, boss), heavy, toll, caller)
            self._monster_memo[key] = got
        return got


class SeatFacts:
    """What the fight estimates read of each seat of one view, gathered once: Survivability,
    bag room, the guessed help in hand, loss shields, and the sums of each bag's cheapest
    cards."""

    __slots__ = ("n", "power", "room", "guess", "shield", "sums")

    def __init__(self, v: LrView, odds: FightOdds) -> None:
        players = v.players
        self.n = v.n_seats
        self.power = [p.survivability for p in players]
        self.room = [has_room(p) for p in players]
        self.guess = [odds.hand_guess * min(2, p.hand_count) for p in players]
        self.shield = [p.loss_shield for p in players]
        self.sums = [odds.bag_sums(p) for p in players]

    def cheapest(self, seat: int, n: int) -> float:
        """:meth:`FightOdds.cheapest` of ``seat``'s bag."""
        if n <= 0:
            return 0.0
        sums = self.sums[seat]
        return sums[min(n, len(sums) - 1)]
