"""A rough "does the economy add up" model of Inns & Outcasts (not the rules engine).

It plays whole games with the card data of ``cards.json``, resolving abilities in the
order README.md gives (calls 1-6, same initiative from the Head of the Table, Target
tokens, Starting Loot, Block icon, Reveal ability, then Loot abilities), but every choice
is made by a fixed, simple policy (random hands and cards, random targets, guesses among
the target's unplayed initiatives, pay when the Loot ability is worth more, auctions won
at the second-highest willingness). There are no events, views or legal actions here: the
engine will be built on the game kit and measured by real bot games; this only checks
that the Hoard targets are reached in about the number of turns a 30-minute game has.

Run: ``python -m game.games.inns_and_outcasts.economy [games per player count]``.
"""

from __future__ import annotations

import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.games.inns_and_outcasts.abilities import (
    Amount,
    Auction,
    Block,
    BlockedCount,
    ChoosePlayer,
    Condition,
    Count,
    DistinctCount,
    Effect,
    Gain,
    If,
    IsBlockedCond,
    MatchesCond,
    MatchingCount,
    NamedInitiativeCond,
    PayOr,
    ReturnToken,
    SetTrait,
    Skim,
    Take,
    Target,
    Transmute,
    Unblock,
    UniqueCond,
    WinningBidsCount,
)
from game.games.inns_and_outcasts.cards import INITIATIVES, INNS, CardBook, CardFace, card_book
from game.games.inns_and_outcasts.seating import clockwise_from, in_range

HOARD_TARGET = {3: 75, 4: 75, 5: 65, 6: 55, 7: 50, 8: 50}
"""The rulebook's "Ending the Game" chart."""
TURNS_PER_ROUND = 5
MAX_TURNS = 200


@dataclass(slots=True)
class _Token:
    owner: int
    effects: tuple[Effect, ...]
    named: int | None
    live: bool = True


@dataclass(slots=True)
class _Seat:
    card: CardFace
    up: bool = False
    resolved: bool = False
    ts: int = 0
    blocked: bool = False
    tokens: list[_Token] = field(default_factory=list)
    traits: dict[str, str | int] = field(default_factory=dict)


@dataclass(slots=True)
class _Ctx:
    me: int
    target: int | None = None
    chosen: int | None = None
    winner: int | None = None
    named: int | None = None
    pending_sl: list[int] = field(default_factory=lambda: [0])


class EconomyModel:
    """Plays rough games; ``income[character]`` collects each card's turn income."""

    def __init__(self, book: CardBook, n: int, rng: random.Random) -> None:
        self.book, self.n, self.rng = book, n, rng
        self.hoard = [0] * n
        self.head = rng.randrange(n)
        self.hands = [self._hand() for _ in range(n)]
        self.played: list[set[int]] = [set() for _ in range(n)]
        self.income: dict[str, list[int]] = defaultdict(list)
        self.bids: dict[int, int] = {}

    def _hand(self) -> list[int]:
        return [
            self.rng.choice(self.book.copies_of(self.book.character_at(self.rng.choice(INNS), i)))
            for i in INITIATIVES
        ]

    # ------------------------------------------------------------------ one turn
    def turn(self) -> None:
        n = self.n
        self.seats: list[_Seat] = []
        for s in range(n):
            free = [c for c in self.hands[s] if c not in self.played[s]]
            card = self.book(self.rng.choice(free))
            self.seats.append(_Seat(card, traits=self._traits(card)))
        self.bids = {}
        before = list(self.hoard)
        order = clockwise_from(self.head, n)
        for ini in INITIATIVES:
            now = [s for s in order if self.seats[s].card.initiative == ini]
            for s in now:
                self.seats[s].up = True
            for s in now:
                self._reveal(s)
        for s in order:
            st = self.seats[s]
            gained = 0 if st.blocked else self._run(st.card.loot, _Ctx(s), dry=True)
            self.hoard[s] += st.ts + gained
        for s in range(n):
            self.played[s].add(self.seats[s].card.id)
            self.income[self.seats[s].card.character].append(self.hoard[s] - before[s])
        self.head = (self.head + 1) % n

    @staticmethod
    def _traits(card: CardFace) -> dict[str, str | int]:
        return {
            "initiative": card.initiative,
            "inn": card.inn,
            "race": card.race,
            "morality": card.morality,
        }

    def _reveal(self, s: int) -> None:
        st = self.seats[s]
        pending = [st.card.starting_loot]
        for tok in st.tokens:
            if tok.live:
                ctx = _Ctx(tok.owner, target=s, named=tok.named, pending_sl=pending)
                self._run(tok.effects, ctx)
        st.ts += pending[0]
        st.resolved = True
        blocks = self.book.chart.get(st.card.initiative)
        if st.card.block and blocks is not None:
            victims = [
                o
                for o in self._scope(s, "range")
                if self.seats[o].card.initiative == blocks and not self.seats[o].blocked
            ]
            if victims:
                self.seats[self.rng.choice(victims)].blocked = True
        self._run(st.card.reveal, _Ctx(s))

    # ------------------------------------------------------------------ interpreter
    def _scope(self, s: int, scope: str) -> list[int]:
        if scope == "table":
            return [o for o in range(self.n) if o != s]
        others = [o for o in range(self.n) if in_range(s, o, self.n)]
        return others + [s] if scope == "range_or_self" else others

    def _cards(self, s: int, scope: str) -> list[_Seat]:
        return [self.seats[o] for o in self._scope(s, scope) if self.seats[o].up]

    def _count(self, count: Count, ctx: _Ctx) -> int:
        me = self.seats[ctx.me]
        if isinstance(count, MatchingCount):
            mine = me.traits[count.trait]
            return sum(1 for c in self._cards(ctx.me, count.scope) if c.traits[count.trait] == mine)
        if isinstance(count, DistinctCount):
            return len({c.traits[count.trait] for c in self._cards(ctx.me, count.scope)})
        if isinstance(count, BlockedCount):
            return sum(1 for c in self._cards(ctx.me, count.scope) if c.blocked)
        assert isinstance(count, WinningBidsCount)
        if count.whose == "mine":
            return self.bids.get(ctx.me, 0)
        return sum(self.bids.values())

    def _amount(self, a: Amount, ctx: _Ctx) -> int:
        if a.per is None:
            return a.base
        value = a.base + a.each * self._count(a.per, ctx)
        return value if a.max is None else min(a.max, value)

    def _holds(self, cond: Condition, ctx: _Ctx) -> bool:
        if isinstance(cond, UniqueCond | MatchesCond):
            matches = self._count(
                MatchingCount(kind="matching", trait=cond.trait, scope=cond.scope), ctx
            )
            return matches == 0 if isinstance(cond, UniqueCond) else matches >= cond.at_least
        if isinstance(cond, IsBlockedCond):
            who = ctx.me if cond.who == "self" else ctx.target
            return who is not None and self.seats[who].blocked
        assert isinstance(cond, NamedInitiativeCond) and ctx.target is not None
        return self.seats[ctx.target].card.initiative == ctx.named

    def _who(self, who: str, ctx: _Ctx) -> list[int]:
        if who == "token_owners":
            return [t.owner for t in self.seats[ctx.me].tokens]
        seat = {"self": ctx.me, "target": ctx.target, "chosen": ctx.chosen, "winner": ctx.winner}[
            who
        ]
        return [] if seat is None else [seat]

    def _run(self, effects: Sequence[Effect], ctx: _Ctx, *, dry: bool = False) -> int:
        """Resolve ``effects``; with ``dry`` (Loot abilities) return the gain instead."""
        total = 0
        for e in effects:
            if isinstance(e, Gain):
                value = self._amount(e.amount, ctx)
                if dry:
                    total += value
                for s in [] if dry else self._who(e.who, ctx):
                    self.seats[s].ts += value
            elif isinstance(e, If):
                branch = e.then if self._holds(e.cond, ctx) else e.otherwise
                total += self._run(branch, ctx, dry=dry)
            else:
                self._act(e, ctx)
        return total

    def _act(self, e: Effect, ctx: _Ctx) -> None:
        seats, me = self.seats, ctx.me
        if isinstance(e, Take):
            src = self._who(e.who, ctx)
            if src:
                moved = min(e.amount, seats[src[0]].ts)
                seats[src[0]].ts -= moved
                seats[me].ts += moved
        elif isinstance(e, Skim):
            moved = min(e.amount, ctx.pending_sl[0])
            ctx.pending_sl[0] -= moved
            seats[me].ts += moved
        elif isinstance(e, Block | Unblock):
            for s in self._who(e.who, ctx):
                seats[s].blocked = isinstance(e, Block)
        elif isinstance(e, SetTrait) and ctx.target is not None:
            seats[ctx.target].traits[e.trait] = seats[me].traits[e.trait]
        elif isinstance(e, Transmute):
            back = min(e.up_to, seats[me].ts)
            seats[me].ts += back * (e.rate - 1)
        elif isinstance(e, ChoosePlayer):
            self._choose(e, ctx)
        elif isinstance(e, Target):
            self._target(e, ctx)
        elif isinstance(e, ReturnToken):
            waiting = [
                t
                for o in [me, *self._scope(me, e.scope)]
                if not seats[o].resolved
                for t in seats[o].tokens
                if t.live and t.owner != me
            ]
            if waiting:
                waiting[0].live = False
                self._run(e.then, ctx)
        elif isinstance(e, PayOr):
            self._pay_or(e, ctx)
        elif isinstance(e, Auction):
            self._auction(e, ctx)

    def _choose(self, e: ChoosePlayer, ctx: _Ctx) -> None:
        picker = ctx.me if e.chooser == "self" else ctx.winner
        assert picker is not None
        cands = [o for o in self._scope(ctx.me, e.scope) if self._passes(o, e.filter)]
        if not cands:
            return
        if e.filter == "has_loot":
            best = max(cands, key=lambda o: self.seats[o].ts)
        else:
            best = self.rng.choice(cands)
        self._run(e.effects, _Ctx(ctx.me, chosen=best, winner=ctx.winner))

    def _passes(self, s: int, flt: str) -> bool:
        st = self.seats[s]
        return {
            "any": True,
            "has_loot": st.ts > 0,
            "blocked": st.blocked,
            "unblocked": not st.blocked,
        }[flt]

    def _target(self, e: Target, ctx: _Ctx) -> None:
        cands = [o for o in self._scope(ctx.me, e.scope) if not self.seats[o].up]
        if not cands:
            return
        t = self.rng.choice(cands)
        named = None
        if e.name_initiative:
            here = self.seats[ctx.me].card.initiative
            left = [
                self.book(c).initiative
                for c in self.hands[t]
                if c not in self.played[t] and self.book(c).initiative >= here
            ]
            named = self.rng.choice(left)
        self.seats[t].tokens.append(_Token(ctx.me, e.on_reveal, named))

    def _loot_value(self, s: int) -> int:
        st = self.seats[s]
        return 0 if st.blocked else self._run(st.card.loot, _Ctx(s), dry=True)

    def _pay_or(self, e: PayOr, ctx: _Ctx) -> None:
        order = clockwise_from(self.head, self.n)
        for o in order:
            if o not in self._scope(ctx.me, e.scope):
                continue
            st = self.seats[o]
            if st.ts >= e.pay and self._loot_value(o) > e.pay:
                st.ts -= e.pay
                self.seats[ctx.me].ts += e.pay
            else:
                self._run(e.refuse, _Ctx(ctx.me, target=o))

    def _auction(self, e: Auction, ctx: _Ctx) -> None:
        """Each player's willingness is the most the lot is worth to them (capped by their
        Table Setting); the highest wins at the second-highest willingness."""
        me = ctx.me
        gains = [self._option_gain(opt.effects) for opt in e.options]
        will: dict[int, int] = {}
        for s in range(self.n):
            worth = max(g[0] if s == me else g[1] for g in gains)
            # the card's player recovers a winning bid through the Loot ability
            cap = self.seats[s].ts if s == me else min(self.seats[s].ts, max(0, worth - 1))
            will[s] = cap
        order = clockwise_from(me, self.n)
        winner = max(order, key=lambda s: (will[s], -order.index(s)))
        price = max([0] + [will[s] for s in order if s != winner])
        price = min(price, will[winner])
        self.seats[winner].ts -= price
        self.bids[me] = self.bids.get(me, 0) + price
        pick = max(
            range(len(e.options)), key=lambda i: gains[i][0] if winner == me else gains[i][1]
        )
        self._run(e.options[pick].effects, _Ctx(me, winner=winner))

    @staticmethod
    def _option_gain(effects: Sequence[Effect]) -> tuple[int, int]:
        """(worth to the card's player, worth to another winner) of fixed gains."""
        mine = other = 0
        for eff in effects:
            if isinstance(eff, Gain) and eff.amount.per is None:
                if eff.who == "self":
                    mine += eff.amount.base
                elif eff.who == "winner":
                    mine += eff.amount.base
                    other += eff.amount.base
        return mine, other

    # ------------------------------------------------------------------ a game
    def play(self) -> int:
        """Turns until one Hoard reaches the target with a single leader."""
        target = HOARD_TARGET[self.n]
        for turn in range(1, MAX_TURNS + 1):
            if (turn - 1) % TURNS_PER_ROUND == 0:
                self.played = [set() for _ in range(self.n)]
            self.turn()
            top = max(self.hoard)
            if top >= target and self.hoard.count(top) == 1:
                return turn
        return MAX_TURNS


@dataclass(frozen=True, slots=True)
class Estimate:
    """What a batch of rough games says for one player count."""

    players: int
    target: int
    turns_mean: float
    turns_low: int
    turns_high: int
    loot_per_turn: float
    leader_per_turn: float
    by_character: dict[str, float]


def estimate(players: int, games: int, seed: int = 1) -> Estimate:
    """``games`` rough games at ``players`` seats."""
    book = card_book()
    rng = random.Random(seed)
    turns: list[int] = []
    rate: list[float] = []
    lead: list[float] = []
    income: dict[str, list[int]] = defaultdict(list)
    for _ in range(games):
        m = EconomyModel(book, players, rng)
        t = m.play()
        turns.append(t)
        rate.append(sum(m.hoard) / players / t)
        lead.append(max(m.hoard) / t)
        for k, v in m.income.items():
            income[k].extend(v)
    turns.sort()
    return Estimate(
        players=players,
        target=HOARD_TARGET[players],
        turns_mean=statistics.mean(turns),
        turns_low=turns[len(turns) // 10],
        turns_high=turns[len(turns) * 9 // 10],
        loot_per_turn=statistics.mean(rate),
        leader_per_turn=statistics.mean(lead),
        by_character={k: statistics.mean(v) for k, v in sorted(income.items())},
    )


def main(argv: Sequence[str] = ()) -> None:
    """Print the estimate for 3-8 players."""
    games = int(argv[0]) if argv else 400
    rows = [estimate(p, games) for p in range(3, 9)]
    print(f"rough economy model, {games} games per player count (random policies)")
    print("players target turns(mean, 10%-90%) loot/player/turn leader/turn")
    for r in rows:
        print(
            f"{r.players:7} {r.target:6} {r.turns_mean:6.1f} ({r.turns_low}-{r.turns_high})"
            f" {r.loot_per_turn:16.2f} {r.leader_per_turn:11.2f}"
        )
    print("\nmean turn income of the player of each character (loot):")
    names = list(rows[0].by_character)
    print(f"{'character':14}" + "".join(f"{r.players:>6}p" for r in rows))
    for name in names:
        print(f"{name:14}" + "".join(f"{r.by_character.get(name, 0):7.2f}" for r in rows))


if __name__ == "__main__":
    main(sys.argv[1:])
