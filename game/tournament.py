"""Bot tournaments: every pair of bots plays the same deals from every seat.

``run_tournament(game, bots, games, seed, seats=N)`` plays, for each pair of bots (round
robin), ``games`` games at a table of ``N`` seats. Games come in blocks over one deal
(match seed ``seed + g // block``):

- two seats (block 2): the pair's first bot sits first, then second, so each deal is
  played once from each side (an even ``games`` makes it exact);
- ``N`` > 2 seats (block 2N): one of the pair's first bot with N-1 of the second, the
  lone bot in seat 1, 2, .. N in turn, then the reverse (one of the second, N-1 of the
  first), so every seat and both mixes play every deal.

Bots get only their seat's view (game/simulate.py ``play_game``). Every decision is timed.
The result gives per bot its win share with a 95% Wilson interval (at two seats over all
its games, with an Elo-style rating fitted to all games: Bradley-Terry, mean 1500; at
more seats over its games as the lone bot, against the even share 1/N), the mean, p95
and largest decision time; per pair the head-to-head score (at more seats, each bot's
share as the lone one).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.base import Bot
from game.simulate import SimulationError, bots_for, check_setup, make_config, play_game

Progress = Callable[[int, int], None]
ELO_MEAN = 1500.0


@dataclass(frozen=True)
class TourGame:
    """One played game: which bot sat where, who won, and each seat's decision times (ms)."""

    pair: tuple[int, int]
    seed: int
    seats: tuple[int, ...]  # bot index per seat
    winners: tuple[int, ...]  # seats
    scores: dict[int, int]
    decision_ms: tuple[tuple[float, ...], ...]
    finished: bool
    lone: int | None = None
    """At more than two seats, the bot seated once (the other bot fills the rest)."""


@dataclass
class BotStats:
    name: str
    games: int = 0
    wins: float = 0.0
    decision_ms: list[float] = field(default_factory=list)
    rating: float = ELO_MEAN
    """At two seats only (at more, ``games`` and ``wins`` count its games as the lone bot)."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def decision_summary(self) -> dict[str, float]:
        ms = sorted(self.decision_ms)
        if not ms:
            return {"mean": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0}
        return {
            "mean": sum(ms) / len(ms),
            "p95": percentile(ms, 95),
            "max": ms[-1],
            "decisions": len(ms),
        }


@dataclass
class PairStats:
    """At two seats ``games`` are head to head; at more, ``a_games`` and ``a_wins`` count
    the games with ``a`` alone (and ``b_...`` with ``b`` alone)."""

    a: int
    b: int
    games: int = 0
    a_wins: float = 0.0
    b_wins: float = 0.0
    a_games: int = 0
    b_games: int = 0


@dataclass
class TournamentResult:
    game: str
    names: list[str]
    games_per_pair: int
    seed: int
    bots: list[BotStats]
    pairs: list[PairStats]
    seconds: float
    records: list[TourGame] = field(default_factory=list, repr=False)
    seats: int = 2

    @property
    def even_share(self) -> float:
        """What a bot no better than the others wins on average: 1 / seats."""
        return 1.0 / self.seats

    @property
    def total_games(self) -> int:
        return len(self.records)

    def to_json(self) -> dict[str, Any]:
        """win_rate, games and decision_ms by bot name, plus intervals, ratings and pairs."""
        return {
            "game": self.game,
            "bots": self.names,
            "seats": self.seats,
            "even_share": self.even_share,
            "seed": self.seed,
            "games": self.total_games,
            "games_per_pair": self.games_per_pair,
            "finished": sum(r.finished for r in self.records),
            "seconds": round(self.seconds, 2),
            "win_rate": {b.name: b.win_rate for b in self.bots},
            "win_rate_ci95": {b.name: list(b.interval()) for b in self.bots},
            "games_by_bot": {b.name: b.games for b in self.bots},
            "decision_ms": {b.name: b.decision_summary() for b in self.bots},
            "elo": {b.name: round(b.rating, 1) for b in self.bots},
            "pairs": [
                {
                    "a": self.names[p.a],
                    "b": self.names[p.b],
                    "games": p.games,
                    "a_wins": p.a_wins,
                    "b_wins": p.b_wins,
                    "a_win_rate": p.a_wins / p.games if p.games else None,
                    "a_win_rate_ci95": list(wilson(p.a_wins, p.games)),
                    **(
                        {
                            "a_games": p.a_games,
                            "b_games": p.b_games,
                            "a_alone_share": p.a_wins / p.a_games if p.a_games else None,
                            "a_alone_share_ci95": list(wilson(p.a_wins, p.a_games)),
                            "b_alone_share": p.b_wins / p.b_games if p.b_games else None,
                            "b_alone_share_ci95": list(wilson(p.b_wins, p.b_games)),
                        }
                        if self.seats > 2
                        else {}
                    ),
                }
                for p in self.pairs
            ],
        }


# ------------------------------------------------------------------ statistics
def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (ties count half a win)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: Sequence[float], pct: float) -> float:
    """Linear-interpolated percentile of already sorted values."""
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * pct / 100
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def elo_ratings(n: int, pairs: Sequence[PairStats], iterations: int = 500) -> list[float]:
    """Bradley-Terry strengths fitted to head-to-head scores, as Elo points (mean 1500).

    Each pair gets half a virtual win each way so a clean sweep stays finite."""
    wins = [[0.0] * n for _ in range(n)]
    for p in pairs:
        wins[p.a][p.b] += p.a_wins + 0.5
        wins[p.b][p.a] += p.b_wins + 0.5
    strength = [1.0] * n
    for _ in range(iterations):
        new = []
        for i in range(n):
            won = sum(wins[i])
            denom = sum(
                (wins[i][j] + wins[j][i]) / (strength[i] + strength[j])
                for j in range(n)
                if j != i and wins[i][j] + wins[j][i] > 0
            )
            new.append(won / denom if denom > 0 else strength[i])
        mean_log = sum(math.log(s) for s in new) / n
        strength = [s / math.exp(mean_log) for s in new]
    return [ELO_MEAN + 400 * math.log10(s) for s in strength]


# ------------------------------------------------------------------ playing
Seating = tuple[tuple[int, ...], int | None]
"""A game's bot index per seat, and the bot seated once (None at two seats)."""


def seating(pair: tuple[int, int], g: int, n_seats: int) -> Seating:
    """Who sits where in game ``g`` of ``pair`` (see the module docstring)."""
    a, b = pair
    if n_seats == 2:
        return ((a, b) if g % 2 == 0 else (b, a)), None
    r = g % (2 * n_seats)
    lone, other = (a, b) if r < n_seats else (b, a)
    seats = [other] * n_seats
    seats[r % n_seats] = lone
    return tuple(seats), lone


def block(n_seats: int) -> int:
    """Games played over one deal: every seating of a pair once."""
    return 2 if n_seats == 2 else 2 * n_seats


def schedule(
    n_bots: int, games: int, seed: int, n_seats: int = 2
) -> list[tuple[tuple[int, int], int, int]]:
    """(pair, game index, match seed) for every game of the round robin."""
    out = []
    for a in range(n_bots):
        for b in range(a + 1, n_bots):
            for g in range(games):
                out.append(((a, b), g, seed + g // block(n_seats)))
    return out


def play_one(
    game_id: str,
    kinds: Sequence[str],
    pair: tuple[int, int],
    g: int,
    seed: int,
    n_seats: int = 2,
    untimed: bool = False,
    build: Callable[[int], Bot] | None = None,
) -> TourGame:
    """Game ``g`` of ``pair`` (indexes into ``kinds``), seated by :func:`seating`; with
    ``untimed`` the search bots play their whole iteration budgets (no time caps).
    ``build(i)`` makes the bot of ``kinds[i]`` for each seat instead of the app's own
    (bench/level_duel.py: a level with changed settings; ``kinds`` then names the levels
    they change)."""
    from game.registry import get_rules

    rules = get_rules(game_id)
    if rules is None:
        raise SimulationError(f"'{game_id}' cannot be played in this version.")
    seats, lone = seating(pair, g, n_seats)
    config = make_config(game_id, [kinds[i] for i in seats], seed)
    times: list[list[float]] = [[] for _ in seats]

    def timed(seat: int, seconds: float) -> None:
        times[seat].append(seconds * 1000)

    bots = [build(i) for i in seats] if build else bots_for(config, timed=not untimed)
    match = play_game(rules, config, bots, on_decision=timed)
    outcome = match.outcome()
    return TourGame(
        pair=pair,
        seed=seed,
        seats=tuple(seats),
        winners=tuple(outcome.winners) if outcome else (),
        scores=dict(outcome.scores) if outcome else {},
        decision_ms=tuple(tuple(t) for t in times),
        finished=outcome is not None,
        lone=lone,
    )


def _work(args: tuple[str, tuple[str, ...], tuple[int, int], int, int, int, bool]) -> TourGame:
    return play_one(*args)


def bot_names(kinds: Sequence[str]) -> list[str]:
    """Unique display names: a kind entered twice becomes ``greedy`` and ``greedy#2``."""
    names: list[str] = []
    for k in kinds:
        name, n = k, 1
        while name in names:
            n += 1
            name = f"{k}#{n}"
        names.append(name)
    return names


def run_tournament(
    game_id: str,
    kinds: Sequence[str],
    games: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    progress: Progress | None = None,
    seats: int = 2,
    untimed: bool = False,
) -> TournamentResult:
    """Play the round robin (see the module docstring); raises SimulationError on bad input.
    ``untimed``: the search bots ignore their time caps, so results depend on the seeds only."""
    if len(kinds) < 2:
        raise SimulationError("A tournament needs at least two bots, e.g. --bots greedy,random.")
    if games < 1:
        raise SimulationError("Play at least one game per pair.")
    for kind in kinds:
        check_setup(game_id, [kind] * seats)
    work = [
        (game_id, tuple(kinds), pair, g, s, seats, untimed)
        for pair, g, s in schedule(len(kinds), games, seed, seats)
    ]
    start = time.perf_counter()
    records: list[TourGame] = []
    from game.core.parallel import run_in_workers

    for i, rec in enumerate(run_in_workers(_work, work, jobs)):
        records.append(rec)
        if progress is not None:
            progress(i + 1, len(work))
    records.sort(key=lambda r: (r.pair, r.seed, r.seats))
    return summarize(game_id, kinds, games, seed, records, time.perf_counter() - start, seats)


def summarize(
    game_id: str,
    kinds: Sequence[str],
    games: int,
    seed: int,
    records: Sequence[TourGame],
    seconds: float,
    seats: int = 2,
) -> TournamentResult:
    names = bot_names(kinds)
    bots = [BotStats(name) for name in names]
    pairs = {(a, b): PairStats(a, b) for a in range(len(kinds)) for b in range(a + 1, len(kinds))}
    for rec in records:
        pair = pairs[rec.pair]
        pair.games += 1
        share = 1.0 / len(rec.winners) if rec.winners else 0.0
        if rec.lone is not None:  # more than two seats: the lone bot's share
            for seat, bot in enumerate(rec.seats):
                bots[bot].decision_ms.extend(rec.decision_ms[seat])
            won = share if rec.seats.index(rec.lone) in rec.winners else 0.0
            bots[rec.lone].games += 1
            bots[rec.lone].wins += won
            if rec.lone == pair.a:
                pair.a_games += 1
                pair.a_wins += won
            else:
                pair.b_games += 1
                pair.b_wins += won
            continue
        for seat, bot in enumerate(rec.seats):
            stats = bots[bot]
            stats.games += 1
            stats.decision_ms.extend(rec.decision_ms[seat])
            won = share if seat in rec.winners else 0.0
            stats.wins += won
            if bot == pair.a:
                pair.a_wins += won
            else:
                pair.b_wins += won
    if seats == 2:
        ratings = elo_ratings(len(bots), list(pairs.values()))
        for b, r in zip(bots, ratings, strict=True):
            b.rating = r
    return TournamentResult(
        game=game_id,
        names=names,
        games_per_pair=games,
        seed=seed,
        bots=bots,
        pairs=list(pairs.values()),
        seconds=seconds,
        records=list(records),
        seats=seats,
    )


def _bot_row(b: BotStats, middle: str) -> str:
    """A bot's table row: games, wins, rate and interval, ``middle`` (its Elo or the even
    share), then its decision times."""
    lo, hi = b.interval()
    d = b.decision_summary()
    return (
        f"| {b.name} | {b.games} | {b.wins:g} | {100 * b.win_rate:.1f}% | "
        f"{100 * lo:.1f}-{100 * hi:.1f}% | {middle} | {d['mean']:.1f} | "
        f"{d['p95']:.1f} | {d['max']:.1f} |"
    )


def render(result: TournamentResult) -> str:
    """The tournament as a plain-text (and markdown) table."""
    if result.seats > 2:
        return _render_table(result)
    lines = [
        "| bot | games | wins | win rate | 95% interval | Elo | decision ms mean | p95 | max |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for b in sorted(result.bots, key=lambda b: -b.rating):
        lines.append(_bot_row(b, f"{b.rating:.0f}"))
    lines += ["", "| pair | games | score | first bot's win rate | 95% interval |"]
    lines.append("|---|---:|---|---:|---|")
    for p in result.pairs:
        lo, hi = wilson(p.a_wins, p.games)
        rate = p.a_wins / p.games if p.games else 0.0
        lines.append(
            f"| {result.names[p.a]} vs {result.names[p.b]} | {p.games} | "
            f"{p.a_wins:g}-{p.b_wins:g} | {100 * rate:.1f}% | {100 * lo:.1f}-{100 * hi:.1f}% |"
        )
    return "\n".join(lines)


def _render_table(result: TournamentResult) -> str:
    """A tournament at more than two seats: each bot's share as the lone bot."""
    even = 100 * result.even_share
    lines = [
        "| bot | games alone | wins | win share | 95% interval | even share | "
        "decision ms mean | p95 | max |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for b in sorted(result.bots, key=lambda b: -b.win_rate):
        lines.append(_bot_row(b, f"{even:.1f}%"))
    lines += ["", "| alone | against | games | wins | win share | 95% interval |"]
    lines.append("|---|---|---:|---:|---:|---|")
    for p in result.pairs:
        for lone, other, n, wins in (
            (p.a, p.b, p.a_games, p.a_wins),
            (p.b, p.a, p.b_games, p.b_wins),
        ):
            lo, hi = wilson(wins, n)
            rate = wins / n if n else 0.0
            lines.append(
                f"| {result.names[lone]} | {result.seats - 1} x {result.names[other]} | {n} | "
                f"{wins:g} | {100 * rate:.1f}% | {100 * lo:.1f}-{100 * hi:.1f}% |"
            )
    return "\n".join(lines)
