"""Bot-vs-bot games without a screen: one game (:func:`play_game`) or many (:func:`run_games`).

A game's seats are bots named by kind (``random``, ``greedy``). Every bot gets
only its seat's view and legal actions, and its own random stream seeded from
``MatchConfig.options["bot_seed"]`` and its seat, so a game replays exactly from
its config. ``run_games`` plays games with seeds ``seed, seed+1, ...`` (on
several processes with ``jobs > 1``) and sums them up in :class:`SimStats`.
"""

from __future__ import annotations

import errno
import math
import os
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.bots import BOT_SEED_OPTION, Bot, bot_rng, make_bot
from game.core.log import LogWriter
from game.core.match import Match, StepSink
from game.core.model import MatchConfig, SeatInfo
from game.core.rules import GameRules

MAX_ACTIONS = 200_000
"""A game still running after this many actions is stopped and counted as unfinished."""

Progress = Callable[[int, int], None]
Extract = Callable[[Match[Any]], dict[str, float]]


class SimulationError(ValueError):
    """Bad simulation input (unknown game or bot, wrong seat count, a save folder that cannot
    be written); ``str()`` is a sentence."""


_FILE_ERRORS = {
    getattr(errno, name): words
    for name, words in (
        ("EACCES", "permission denied"),
        ("EPERM", "permission denied"),
        ("EROFS", "the file system is read-only"),
        ("ENOSPC", "the disk is full"),
        ("EDQUOT", "the disk quota is used up"),
        ("ENOTDIR", "a part of the path is a file, not a folder"),
        ("EEXIST", "it is a file, not a folder"),
        ("ENAMETOOLONG", "the name is too long"),
        ("ELOOP", "the path loops through symbolic links"),
    )
    if hasattr(errno, name)
}


def file_problem(exc: OSError) -> str:
    """What went wrong with a file or folder, in words (``permission denied``)."""
    known = _FILE_ERRORS.get(exc.errno) if exc.errno is not None else None
    return known or (exc.strerror or str(exc) or type(exc).__name__).rstrip(".").lower()


def prepare_save_dir(save_dir: Path) -> None:
    """Create ``save_dir`` if needed and check that files can be written in it; raises
    SimulationError naming the folder and the real problem (a file in the way, permission
    denied, a read-only or full disk)."""
    path = Path(save_dir)
    try:
        if path.exists() and not path.is_dir():
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path) as probe:
            probe.write(b"loot-table")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as exc:
        raise SimulationError(f"Cannot write the logs in {path}: {file_problem(exc)}.") from None


# ------------------------------------------------------------------ one game
def make_config(game_id: str, kinds: Sequence[str], seed: int) -> MatchConfig:
    """A config with one bot seat per kind; the bot seed scheme is recorded in the options."""
    seats = tuple(
        SeatInfo(name=f"{kind.capitalize()} {i + 1}", kind="bot", level=kind)
        for i, kind in enumerate(kinds)
    )
    return MatchConfig(game=game_id, seats=seats, seed=seed, options={BOT_SEED_OPTION: seed})


def bots_for(config: MatchConfig, *, timed: bool = True) -> list[Bot]:
    """The bots a config's seats name (``level`` is the bot kind); ``timed=False`` lifts the
    search levels' time caps (game/bots ``untimed``)."""
    bots: list[Bot] = []
    for seat in config.seats:
        if seat.kind != "bot" or seat.level is None:
            raise SimulationError(f"Seat '{seat.name}' is not a bot, so it cannot be simulated.")
        bots.append(make_bot(seat.level, config.game, timed=timed))
    return bots


def play_game(
    rules: GameRules[Any],
    config: MatchConfig,
    bots: Sequence[Bot],
    *,
    sink: StepSink | None = None,
    undo: bool = False,
    max_actions: int = MAX_ACTIONS,
    on_decision: Callable[[int, float], None] | None = None,
    after_step: Callable[[Any], None] | None = None,
) -> Match[Any]:
    """Play one game to its end (or ``max_actions``) and return the match.

    When several seats may act, the lowest seat is asked first. Each bot sees only
    ``rules.view(state, seat)`` and the legal actions, with its own stream
    ``bot_rng(config.options["bot_seed"], seat)`` (the match seed if absent).
    ``on_decision(seat, seconds)`` is told how long each bot's ``choose`` took;
    ``after_step(state)`` is shown the whole table after each action (training reads it;
    no bot ever does).
    """
    if len(bots) != config.n_seats:
        raise SimulationError(f"The game has {config.n_seats} seats but {len(bots)} bots.")
    match: Match[Any] = Match.new(rules, config, sink=sink, undo=undo)
    bot_seed = int(config.options.get(BOT_SEED_OPTION, config.seed))
    rngs = [bot_rng(bot_seed, seat) for seat in range(config.n_seats)]
    state_rules = match.rules
    for _ in range(max_actions):
        acting = state_rules.to_act(match.state)
        if not acting:
            break
        seat = min(acting)
        legal = state_rules.legal_actions(match.state, seat)
        view = state_rules.view(match.state, seat)
        if on_decision is None:
            action = bots[seat].choose(view, legal, rngs[seat])
        else:
            start = time.perf_counter()
            action = bots[seat].choose(view, legal, rngs[seat])
            on_decision(seat, time.perf_counter() - start)
        match.apply(seat, action)
        if after_step is not None:
            after_step(match.state)
    return match


# ------------------------------------------------------------------ records
@dataclass(frozen=True)
class GameRecord:
    """What one simulated game gave; plain data so it can cross process boundaries."""

    seed: int
    finished: bool
    winners: tuple[int, ...]
    scores: dict[int, int]
    rounds: int | None
    end_reason: str
    actions: int
    events: int
    first_seat: int | None
    buys: tuple[tuple[int, str], ...]
    seconds: float
    extra: dict[str, float] = field(default_factory=dict)


def card_name(rules: GameRules[Any], card: Any) -> str:
    """A card's design name when the rules have a card book (``rules.book(card).name``)."""
    book = getattr(rules, "book", None)
    if callable(book):
        try:
            return str(book(card).name)
        except Exception:  # noqa: BLE001 - fall back to the raw id for unusual books
            pass
    return str(card)


def game_rounds(rules: GameRules[Any], match: Match[Any]) -> int | None:
    """Rounds played: ``rules.rounds(state)`` if the rules define it, else the view's ``round``."""
    counter = getattr(rules, "rounds", None)
    if callable(counter):
        value = counter(match.state)
        return int(value) if value is not None else None
    value = getattr(match.view(None), "round", None)
    return int(value) if isinstance(value, int) else None


def record_game(
    rules: GameRules[Any], match: Match[Any], seconds: float, extract: Extract | None = None
) -> GameRecord:
    """Sum up a played match: outcome, length, end reason, buys and who went first."""
    outcome = match.outcome()
    events = match.events()
    first_seat = rules.first_player(events)
    buys = [(seat, card_name(rules, card)) for seat, card in rules.purchases(events)]
    if outcome is None:
        reason = "unfinished"
    else:
        reason = getattr(match.view(None), "end_reason", None) or "other"
    return GameRecord(
        seed=match.config.seed,
        finished=outcome is not None,
        winners=tuple(outcome.winners) if outcome else (),
        scores=dict(outcome.scores) if outcome else {},
        rounds=game_rounds(rules, match),
        end_reason=str(reason),
        actions=len(match.steps),
        events=len(events),
        first_seat=first_seat,
        buys=tuple(buys),
        seconds=seconds,
        extra=extract(match) if extract is not None else {},
    )


def simulate_one(
    rules: GameRules[Any],
    kinds: Sequence[str],
    seed: int,
    *,
    save_dir: Path | None = None,
    extract: Extract | None = None,
) -> GameRecord:
    """Play and record one game with seed ``seed``; with ``save_dir`` also write its log."""
    config = make_config(rules.game_id, kinds, seed)
    bots = bots_for(config)
    writer = None
    if save_dir is not None:
        writer = LogWriter(Path(save_dir) / f"{rules.game_id}-{seed}.jsonl", rules, config)
    start = time.perf_counter()
    try:
        match = play_game(rules, config, bots, sink=writer)
    finally:
        if writer is not None:
            writer.close()
    if writer is not None and (writer.problem or writer.pending_bytes):
        # the writer never raises (the app keeps playing); a simulation stops and says why
        raise SimulationError(f"Cannot write {writer.path}: {writer.problem or 'not saved'}.")
    return record_game(rules, match, time.perf_counter() - start, extract)


# ------------------------------------------------------------------ many games
@dataclass
class CardStat:
    """How often a card design was bought and how the buyers fared."""

    name: str
    buys: int = 0
    buyers: int = 0  # (game, seat) pairs that bought at least one
    buyer_wins: int = 0

    def per_game(self, games: int) -> float:
        return self.buys / games if games else 0.0

    @property
    def buyer_win_rate(self) -> float | None:
        return self.buyer_wins / self.buyers if self.buyers else None


@dataclass
class SimStats:
    """The sum of many games (see :func:`summarize`)."""

    game: str
    kinds: list[str]
    seed: int
    games: int
    finished: int
    wins: list[int]
    rounds: list[int]
    end_reasons: dict[str, int]
    actions: int
    events: int
    seconds: float
    first_seat_games: int
    first_seat_wins: int
    cards: dict[str, CardStat]
    records: list[GameRecord] = field(default_factory=list, repr=False)

    @property
    def mean_rounds(self) -> float | None:
        return statistics.fmean(self.rounds) if self.rounds else None

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    @property
    def first_seat_win_rate(self) -> float | None:
        return self.first_seat_wins / self.first_seat_games if self.first_seat_games else None

    def rounds_summary(self) -> dict[str, float | None]:
        """Mean, median, 10th and 90th percentile of game length in rounds."""
        r = sorted(self.rounds)
        if not r:
            return {
                "mean": None,
                "median": None,
                "p10": None,
                "p90": None,
                "min": None,
                "max": None,
            }
        return {
            "mean": statistics.fmean(r),
            "median": statistics.median(r),
            "p10": _percentile(r, 10),
            "p90": _percentile(r, 90),
            "min": r[0],
            "max": r[-1],
        }

    def to_json(self) -> dict[str, Any]:
        """A JSON-able summary (no per-game records)."""
        return {
            "game": self.game,
            "seats": self.kinds,
            "seed": self.seed,
            "games": self.games,
            "finished": self.finished,
            "wins": self.wins,
            "mean_rounds": self.mean_rounds,
            "rounds": self.rounds_summary(),
            "end_reasons": self.end_reasons,
            "actions": self.actions,
            "events": self.events,
            "seconds": round(self.seconds, 3),
            "actions_per_second": round(self.actions_per_second, 1),
            "first_seat_win_rate": self.first_seat_win_rate,
            "cards": {
                name: {
                    "buys": c.buys,
                    "buys_per_game": c.per_game(self.games),
                    "buyer_win_rate": c.buyer_win_rate,
                }
                for name, c in sorted(self.cards.items())
            },
        }


def _percentile(sorted_values: Sequence[int], pct: float) -> float:
    """Linear-interpolated percentile of already sorted values."""
    if len(sorted_values) == 1:
        return float(sorted_values[0])
    k = (len(sorted_values) - 1) * pct / 100
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def summarize(
    game_id: str, kinds: Sequence[str], seed: int, records: Sequence[GameRecord], seconds: float
) -> SimStats:
    """Add up per-game records into :class:`SimStats`."""
    wins = [0] * len(kinds)
    reasons: Counter[str] = Counter()
    cards: dict[str, CardStat] = {}
    first_games = first_wins = 0
    rounds: list[int] = []
    records = sorted(records, key=lambda r: r.seed)  # the same sums however games were spread
    for rec in records:
        reasons[rec.end_reason] += 1
        if rec.finished and rec.rounds is not None:
            rounds.append(rec.rounds)
        for w in rec.winners:
            if 0 <= w < len(wins):
                wins[w] += 1
        if rec.finished and rec.first_seat is not None:
            first_games += 1
            first_wins += rec.first_seat in rec.winners
        bought: set[tuple[int, str]] = set()
        for seat, name in rec.buys:
            stat = cards.setdefault(name, CardStat(name))
            stat.buys += 1
            bought.add((seat, name))
        for seat, name in bought:
            stat = cards[name]
            stat.buyers += 1
            stat.buyer_wins += seat in rec.winners
    return SimStats(
        game=game_id,
        kinds=list(kinds),
        seed=seed,
        games=len(records),
        finished=sum(r.finished for r in records),
        wins=wins,
        rounds=rounds,
        end_reasons=dict(reasons.most_common()),
        actions=sum(r.actions for r in records),
        events=sum(r.events for r in records),
        seconds=seconds,
        first_seat_games=first_games,
        first_seat_wins=first_wins,
        cards=cards,
        records=list(records),
    )


def _work(args: tuple[str, tuple[str, ...], int, str | None, Extract | None]) -> GameRecord:
    """One game of ``run_games``, its rules looked up by game id (in a worker process, or in
    this one with a single job)."""
    from game.registry import get_rules

    game_id, kinds, seed, save_dir, extract = args
    rules = get_rules(game_id)
    assert rules is not None  # checked by run_games before the pool starts
    return simulate_one(
        rules, kinds, seed, save_dir=Path(save_dir) if save_dir else None, extract=extract
    )


def check_setup(game_id: str, kinds: Sequence[str]) -> GameRules[Any]:
    """The rules for ``game_id`` after checking the seat kinds; raises SimulationError."""
    from game.bots import UnknownBot
    from game.registry import GAME_IDS, get_rules

    rules = get_rules(game_id)
    if rules is None:
        if game_id in GAME_IDS:
            raise SimulationError(f"'{game_id}' cannot be played in this version yet.")
        raise SimulationError(f"'{game_id}' is not a game; choose from {', '.join(GAME_IDS)}.")
    if not rules.min_seats <= len(kinds) <= rules.max_seats:
        raise SimulationError(
            f"{rules.title} takes {rules.min_seats}-{rules.max_seats} seats, not {len(kinds)}."
        )
    for kind in kinds:
        try:
            make_bot(kind, game_id)
        except UnknownBot as exc:
            raise SimulationError(str(exc)) from None
    return rules


def run_games(
    game_id: str,
    kinds: Sequence[str],
    games: int,
    seed: int = 0,
    *,
    save_dir: Path | None = None,
    jobs: int = 1,
    progress: Progress | None = None,
    extract: Extract | None = None,
) -> SimStats:
    """Play ``games`` games with seeds ``seed .. seed+games-1`` and sum them up.

    ``jobs > 1`` spreads games over that many processes (``extract`` must then be a
    module-level function). Raises SimulationError for bad input.
    """
    if games < 1:
        raise SimulationError("Play at least one game.")
    check_setup(game_id, kinds)
    if save_dir is not None:
        prepare_save_dir(Path(save_dir))
    from game.core.parallel import run_in_workers

    start = time.perf_counter()
    records: list[GameRecord] = []
    seeds = range(seed, seed + games)
    work = [(game_id, tuple(kinds), s, str(save_dir) if save_dir else None, extract) for s in seeds]
    for i, rec in enumerate(run_in_workers(_work, work, jobs)):
        records.append(rec)
        if progress is not None:
            progress(i + 1, games)
    return summarize(game_id, kinds, seed, records, time.perf_counter() - start)


def record_to_json(rec: GameRecord) -> dict[str, Any]:
    """One record as JSON-able data."""
    return asdict(rec)
