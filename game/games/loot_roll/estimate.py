"""A rough, pre-engine estimate of a Loot Roll game's length, from the real card data.

This is NOT the rules engine and not the balance report: it plays a simplified game
(simple fixed policies, ability cards reduced to their Survivability numbers, no
response windows) only to check that the chosen counts give a game of about an hour
at four seats and that the piles rarely reshuffle. Balance runs with real bots on the
real engine replace it (README, "What the balance runs must measure").

Run: ``python -m game.games.loot_roll.estimate [games]``.
"""

from __future__ import annotations

import random
import statistics
import sys
from dataclasses import dataclass, field

from game.games.loot_roll.cards import (
    BAG_SIZE,
    DUNGEONS,
    MAX_BUYS,
    MAX_SEATS,
    MIN_SEATS,
    REGULAR_BEFORE_BOSS,
    START_ABILITIES,
    START_SURVIVABILITY,
    TOWN_TURNS,
    VENDOR_SIZE,
    AbilityDef,
    CardBook,
    LootDef,
    card_book,
)
from game.games.loot_roll.effects import (
    AdjustSurvivability,
    BagSpace,
    FightBonus,
    IgnoreSlot,
    Swarm,
)


@dataclass(frozen=True)
class TimeModel:
    """Minutes at the table for each kind of step (our guesses, to be checked by playing)."""

    setup: float = 3.0
    explore: float = 0.75
    discard: float = 0.4
    prep_base: float = 0.5
    prep_per_seat: float = 0.15
    fight_window_base: float = 0.3
    fight_window_per_seat: float = 0.1
    card_played: float = 0.25
    roll_base: float = 0.35
    roll_per_roller: float = 0.05
    loss: float = 0.5
    town_turn: float = 0.6
    final_count: float = 3.0


@dataclass
class Player:
    slots: dict[str, int] = field(default_factory=dict)
    bag: list[int] = field(default_factory=list)
    bank: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)


@dataclass
class GameStats:
    """What one simplified game did."""

    seats: int
    turns: int = 0
    explores: int = 0
    discards: int = 0
    fights: int = 0
    wins: int = 0
    losses: int = 0
    all_fled: int = 0
    rolls: int = 0
    roller_dice: int = 0
    cards_played: int = 0
    town_turns: int = 0
    strength: list[int] = field(default_factory=list)
    """The whole table's equipped Survivability on entering each dungeon and at the end."""
    drawn: dict[str, int] = field(default_factory=dict)
    reshuffles: dict[str, int] = field(default_factory=dict)
    minutes: float = 0.0


class Pile:
    """A face-down pile with its discard pile; reshuffles when a draw finds it empty."""

    def __init__(self, name: str, cards: tuple[int, ...], rng: random.Random, stats: GameStats):
        self.name, self.rng, self.stats = name, rng, stats
        self.deck = list(cards)
        rng.shuffle(self.deck)
        self.discard: list[int] = []

    def draw(self) -> int | None:
        if not self.deck:
            if not self.discard:
                return None
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.stats.reshuffles[self.name] = self.stats.reshuffles.get(self.name, 0) + 1
        self.stats.drawn[self.name] = self.stats.drawn.get(self.name, 0) + 1
        return self.deck.pop()


class Sim:
    """One simplified game; :meth:`run` returns its :class:`GameStats`."""

    def __init__(self, book: CardBook, seats: int, rng: random.Random, times: TimeModel):
        self.book, self.seats, self.rng, self.times = book, seats, rng, times
        self.stats = GameStats(seats)
        self.piles = {name: Pile(name, ids, rng, self.stats) for name, ids in book.piles.items()}
        self.players = [Player() for _ in range(seats)]

    # ---------------------------------------------------------------- player helpers
    def capacity(self, p: Player) -> int:
        extra = 0
        for card in set(p.slots.values()):
            passive = self.book.loot(card).passive
            if passive and isinstance(passive.effect, BagSpace):
                extra += passive.effect.amount
        return BAG_SIZE + extra

    def survivability(self, p: Player, boss: bool, ignored: str | None) -> int:
        skip = p.slots.get(ignored) if ignored else None
        kind = "boss" if boss else "regular"
        total = START_SURVIVABILITY
        for card in set(p.slots.values()) - {skip}:
            loot = self.book.loot(card)
            total += loot.survivability
            bonus = loot.passive.effect if loot.passive else None
            if isinstance(bonus, FightBonus) and bonus.against in ("any", kind):
                total += bonus.amount
        return total

    def hand_bonus(self, p: Player) -> list[tuple[int, int]]:
        """(card, how much it helps the party) for help cards in hand and potions in the bag."""
        out = []
        for card in [*p.hand, *p.bag]:
            design = self.book(card).design
            if isinstance(design, AbilityDef):
                effects = design.effects
            elif isinstance(design, LootDef) and design.use is not None:
                effects = design.use.effects
            else:
                continue
            for e in effects:
                if not isinstance(e, AdjustSurvivability):
                    continue
                if e.target == "monster" and e.amount < 0:
                    out.append((card, -e.amount))
                elif e.target in ("self", "party", "any") and e.amount > 0:
                    out.append((card, e.amount))
        return out

    def gain(self, p: Player, card: int) -> None:
        """Equip ``card`` if it adds more Survivability than what it would displace, else
        bag it; the cheapest card is dropped when the bag overflows."""
        loot = self.book.loot(card)
        if loot.slot is not None:
            slots = ("main_hand", "off_hand") if loot.slot == "two_hands" else (loot.slot,)
            worn = {p.slots[s] for s in slots if s in p.slots}
            if loot.survivability > sum(self.book.survivability[c] for c in worn):
                for s, c in list(p.slots.items()):
                    if c in worn:
                        del p.slots[s]
                for s in slots:
                    p.slots[s] = card
                p.bag.extend(worn)
                self.overflow(p)
                return
        p.bag.append(card)
        self.overflow(p)

    def overflow(self, p: Player) -> None:
        while len(p.bag) > self.capacity(p):
            worst = min(p.bag, key=lambda c: self.book.value[c])
            p.bag.remove(worst)
            self.piles[self.book(worst).pile].discard.append(worst)

    # ---------------------------------------------------------------- the dungeon
    def fight(self, active: int, dungeon: int, boss: bool) -> bool:
        """One fight; True when the dungeon's boss fell."""
        st, t = self.stats, self.times
        pile = self.piles[f"monsters-{dungeon}"]
        card = pile.draw()
        if card is None:
            return False
        monster = self.book.monster(card)
        numbers = monster.numbers(boss)
        effect = monster.applies(boss)
        ignored = effect.slot if isinstance(effect, IgnoreSlot) else None
        dungeon_def = self.book.cardset.dungeons[dungeon - 1]
        target = max(1, numbers.survivability + dungeon_def.adjust(self.seats, boss))
        st.fights += 1
        st.minutes += t.prep_base + t.prep_per_seat * self.seats
        surv = [self.survivability(p, boss, ignored) for p in self.players]
        bonus = [self.hand_bonus(p) for p in self.players]
        per_fighter = effect.amount if isinstance(effect, Swarm) else 0
        need = target + per_fighter * self.seats
        reach = sum(surv) + sum(v for b in bonus for _, v in b)
        if reach <= need:
            st.all_fled += 1
            pile.deck.insert(0, card)
            return False
        st.minutes += t.fight_window_base + t.fight_window_per_seat * self.seats
        total = sum(surv)
        for seat, cards in enumerate(bonus):  # play help cards until the party is ahead
            for c, v in sorted(cards, key=lambda cv: cv[1]):
                if total > need:
                    break
                total += v
                self.spend(self.players[seat], c)
        if self.rng.random() < 0.15 and total - need <= 4:  # a rival's hindering card
            total -= 4
            st.cards_played += 1
            st.minutes += t.card_played
        pile.discard.append(card)
        reward = numbers.reward
        if total <= need:
            st.losses += 1
            st.minutes += t.loss
            for p in self.players:
                for _ in range(min(reward.total, len(p.bag))):
                    worst = min(p.bag, key=lambda c: self.book.value[c])
                    p.bag.remove(worst)
                    self.piles[self.book(worst).pile].discard.append(worst)
            return False
        st.wins += 1
        drops: list[int] = []
        for rarity, n in (("common", reward.common), ("rare", reward.rare), ("epic", reward.epic)):
            for _ in range(n):
                got = self.piles[rarity].draw()
                if got is not None:
                    drops.append(got)
        for drop in sorted(drops, key=lambda c: self.book.value[c]):
            rollers = [p for p in self.players if len(p.bag) < self.capacity(p)]
            if not rollers:
                self.piles[self.book(drop).pile].discard.append(drop)
                continue
            st.rolls += 1
            st.roller_dice += len(rollers)
            st.minutes += t.roll_base + t.roll_per_roller * len(rollers)
            self.gain(self.rng.choice(rollers), drop)
        return boss

    def spend(self, p: Player, card: int) -> None:
        self.stats.cards_played += 1
        self.stats.minutes += self.times.card_played
        (p.hand if card in p.hand else p.bag).remove(card)
        self.piles[self.book(card).pile].discard.append(card)

    def dungeon(self, number: int, first: int) -> int:
        """Play one dungeon from seat ``first``; returns the seat that would be next."""
        st, t = self.stats, self.times
        turns_before = st.turns
        regular_wins = 0
        seat = first
        fled = False
        typical = {}
        for boss in (False, True):
            printed = [
                self.book.monster(c).numbers(boss).survivability
                for c in self.book.piles[f"monsters-{number}"]
            ]
            adjust = self.book.cardset.dungeons[number - 1].adjust(self.seats, boss)
            typical[boss] = statistics.median(printed) + adjust
        while True:
            st.turns += 1
            p = self.players[seat]
            forced = regular_wins >= REGULAR_BEFORE_BOSS
            reach = sum(self.survivability(q, forced, None) for q in self.players) + sum(
                v for q in self.players for _, v in self.hand_bonus(q)
            )
            dare = reach > typical[forced] and not fled
            if dare or len(p.bag) >= self.capacity(p):
                before, fled_before = st.wins, st.all_fled
                if self.fight(seat, number, forced):
                    return (seat + 1) % self.seats
                if st.wins > before and not forced:
                    regular_wins += 1
                fled = st.all_fled > fled_before
            else:
                fled = False
                st.explores += 1
                st.minutes += t.explore
                card = self.piles["common"].draw()
                if card is not None:
                    self.gain(p, card)
            seat = (seat + 1) % self.seats
            if st.turns > turns_before + 500:  # a stuck model, not a rule
                return seat

    def town(self, first: int) -> None:
        ability = self.piles["ability"]
        row = [c for c in (ability.draw() for _ in range(VENDOR_SIZE)) if c is not None]
        for turn in range(TOWN_TURNS * self.seats):
            self.stats.town_turns += 1
            self.stats.minutes += self.times.town_turn
            p = self.players[(first + turn) % self.seats]
            if turn < self.seats:  # first round: buy with the cheapest loot
                for _ in range(MAX_BUYS):
                    affordable = [
                        c for c in row if self.pay(p, self.book.ability(c).price, dry=True)
                    ]
                    if not affordable:
                        break
                    pick = self.rng.choice(affordable)
                    self.pay(p, self.book.ability(pick).price, dry=False)
                    row.remove(pick)
                    p.hand.append(pick)
                    new = ability.draw()
                    if new is not None:
                        row.append(new)
            else:  # second round: bank everything in the bag
                p.bank += p.bag
                p.bag = []
        ability.discard += row

    def pay(self, p: Player, price: int, dry: bool) -> bool:
        """Pay with the cheapest bag loot, keeping at least half the bag's value."""
        bag = sorted(p.bag, key=lambda c: self.book.value[c])
        paid, used = 0, []
        for c in bag:
            if paid >= price:
                break
            paid += self.book.value[c]
            used.append(c)
        worth = sum(self.book.value[c] for c in bag)
        if paid < price or paid > worth / 2:
            return False
        if not dry:
            for c in used:
                p.bag.remove(c)
                self.piles[self.book(c).pile].discard.append(c)
        return True

    def run(self) -> GameStats:
        self.stats.minutes += self.times.setup + self.times.final_count
        for p in self.players:
            for _ in range(START_ABILITIES):
                card = self.piles["ability"].draw()
                if card is not None:
                    p.hand.append(card)
        seat = self.rng.randrange(self.seats)
        for number in range(1, DUNGEONS + 1):
            self.stats.strength.append(self.table_strength())
            seat = self.dungeon(number, seat)
            if number < DUNGEONS:
                self.town(seat)
        self.stats.strength.append(self.table_strength())
        return self.stats

    def table_strength(self) -> int:
        return sum(self.survivability(p, False, None) for p in self.players)


@dataclass(frozen=True)
class Summary:
    """Means (and the spread of minutes) over many simplified games at one seat count."""

    seats: int
    games: int
    turns: float
    explores: float
    fights: float
    wins: float
    losses: float
    all_fled: float
    rolls: float
    town_turns: float
    minutes: float
    minutes_p10: float
    minutes_p90: float
    strength: tuple[float, ...]
    """Mean table Survivability entering dungeons 1, 2, 3 and at the end."""
    drawn: dict[str, float]
    reshuffle_rate: dict[str, float]
    """Share of games in which each pile reshuffled at least once."""


def estimate(
    seats: int, games: int = 300, seed: int = 1, times: TimeModel | None = None
) -> Summary:
    """Play ``games`` simplified games at ``seats`` and summarise them."""
    book = card_book()
    rng = random.Random(seed)
    runs = [Sim(book, seats, rng, times or TimeModel()).run() for _ in range(games)]
    minutes = sorted(r.minutes for r in runs)

    def mean(attr: str) -> float:
        return statistics.fmean(getattr(r, attr) for r in runs)

    piles = sorted(book.piles)
    return Summary(
        seats=seats,
        games=games,
        turns=mean("turns"),
        explores=mean("explores"),
        fights=mean("fights"),
        wins=mean("wins"),
        losses=mean("losses"),
        all_fled=mean("all_fled"),
        rolls=mean("rolls"),
        town_turns=mean("town_turns"),
        minutes=statistics.fmean(minutes),
        minutes_p10=minutes[len(minutes) // 10],
        minutes_p90=minutes[(len(minutes) * 9) // 10],
        strength=tuple(statistics.fmean(r.strength[i] for r in runs) for i in range(DUNGEONS + 1)),
        drawn={p: statistics.fmean(r.drawn.get(p, 0) for r in runs) for p in piles},
        reshuffle_rate={p: sum(1 for r in runs if r.reshuffles.get(p)) / games for p in piles},
    )


def report(summaries: list[Summary]) -> str:
    """A plain-text table of :func:`estimate` results."""
    lines = [
        "seats  turns  explore  fights  won  lost  fled  rolls  town  minutes (p10-p90)",
    ]
    for s in summaries:
        lines.append(
            f"{s.seats:>5}  {s.turns:5.1f}  {s.explores:7.1f}  {s.fights:6.1f}  {s.wins:3.1f}"
            f"  {s.losses:4.1f}  {s.all_fled:4.1f}  {s.rolls:5.1f}  {s.town_turns:4.0f}"
            f"  {s.minutes:5.0f} ({s.minutes_p10:.0f}-{s.minutes_p90:.0f})"
        )
    lines.append("")
    lines.append("table Survivability entering dungeons 1, 2, 3 and at the end")
    for s in summaries:
        lines.append(f"{s.seats} seats: " + ", ".join(f"{x:.1f}" for x in s.strength))
    lines.append("")
    lines.append("cards drawn per game (share of games that reshuffled the pile)")
    for s in summaries:
        parts = [f"{p} {s.drawn[p]:.1f} ({s.reshuffle_rate[p]:.0%})" for p in s.drawn]
        lines.append(f"{s.seats} seats: " + ", ".join(parts))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 300
    print(report([estimate(n, games) for n in range(MIN_SEATS, MAX_SEATS + 1)]))


if __name__ == "__main__":
    main(sys.argv[1:])
