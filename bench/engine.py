"""Engine benchmark: random-vs-random games of every game with rules, on one core.

    python bench/engine.py [--games 60] [--runs 3] [--seed 0] [--json]

Measures actions per second (the bare engine loop, and with the random bot seeing
views), games per second, replay speed (events folded per second from saved
logs), undo/redo latency with at least 2,000 events in the log, and peak memory; for
Tavern Keepers, actions per second of random-vs-random games (2 and 4 seats); the same for
Loot Roll at 2, 4 and 6 seats, Inns & Outcasts at 3, 5 and 8 seats and Brick & Mortar at 2, 3
and 4 seats (each new game's target: 20,000 actions/s with random players at 4, 5 and 4 seats).
Issue targets: >= 20,000 actions/s, replay >= 50,000 events/s, undo < 5 ms.

The AIM engine rate is taken over ``--games`` fresh games (seeds never played before in
the process) in each of ``--runs`` separate processes, and the median run is reported
with the slowest and fastest, because a shared machine makes single runs vary by a fifth
either way. A process starts with nothing remembered about mats (game/games/aim/stats.py),
so its first games are slower: the first 30 are measured on their own (the cold start) and
the engine rate is taken over the fresh games after them, the state any session or
simulation of more than a few games runs in.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.match import CHECKPOINT_EVERY  # noqa: E402
from game.registry import TITLES  # noqa: E402

TARGETS = {"actions_per_second": 20_000, "replay_events_per_second": 50_000, "undo_ms": 5.0}


def bench_engine(
    games: int, seed: int, *, undo: bool, game_id: str = "aim", seats: int = 2
) -> dict[str, float]:
    """The bare loop: legal actions, a uniform choice, apply. No views are built."""
    from game.core.match import Match
    from game.registry import get_rules
    from game.simulate import make_config

    rules = get_rules(game_id)
    assert rules is not None
    actions = events = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    for g in range(games):
        config = make_config(game_id, ["random"] * seats, seed + g)
        match: Match[Any] = Match.new(rules, config, undo=undo)
        rng = random.Random(seed + g)
        while True:
            acting = rules.to_act(match.state)
            if not acting:
                break
            seat = acting[0]
            match.apply(seat, rng.choice(rules.legal_actions(match.state, seat)))
            actions += 1
        events += len(match.events())
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start
    return {
        "games": games,
        "actions": actions,
        "events": events,
        "seconds": seconds,
        "actions_per_second": actions / seconds,
        "actions_per_cpu_second": actions / cpu_seconds,
        "games_per_second": games / seconds,
    }


def bench_bots(games: int, seed: int, game_id: str = "aim", seats: int = 2) -> dict[str, float]:
    """``play_game`` with random bots: every decision also builds the seat's view."""
    from game.registry import get_rules
    from game.simulate import bots_for, make_config, play_game

    rules = get_rules(game_id)
    assert rules is not None
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        config = make_config(game_id, ["random"] * seats, seed + g)
        match = play_game(rules, config, bots_for(config))
        actions += len(match.steps)
    seconds = time.perf_counter() - start
    return {
        "actions": actions,
        "seconds": seconds,
        "actions_per_second": actions / seconds,
        "games_per_second": games / seconds,
    }


def bench_replay(games: int, seed: int) -> dict[str, float]:
    """Save logs, then time reading + fast replay, and folding parsed events alone."""
    from game.core.log import LogWriter, read_log, rebuild
    from game.registry import get_rules
    from game.simulate import bots_for, make_config, play_game

    rules = get_rules("aim")
    assert rules is not None
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for g in range(games):
            config = make_config("aim", ["random", "random"], seed + g)
            path = Path(tmp) / f"aim-{seed + g}.jsonl"
            writer = LogWriter(path, rules, config)
            try:
                play_game(rules, config, bots_for(config), sink=writer)
            finally:
                writer.close()
            paths.append(path)
        t0 = time.perf_counter()
        loaded = [read_log(p, get_rules) for p in paths]
        t1 = time.perf_counter()
        n_events = 0
        for log in loaded:
            match, report = rebuild(rules, log, verify=False, undo=False)
            assert report.mismatch is None
            n_events += len(match.events())
        t2 = time.perf_counter()
        verify_events = 0
        for log in loaded[: max(1, games // 5)]:
            match, report = rebuild(rules, log, verify=True, undo=False)
            assert report.mismatch is None, report.mismatch
            verify_events += len(match.events())
        t3 = time.perf_counter()
    # Folding alone: the events already parsed, straight into a fresh state.
    parsed = []
    for log in loaded:
        evs = list(log.setup)
        for rec in log.records:
            evs.extend(getattr(rec, "events", ()))
        parsed.append((log.header.config, evs))
    t4 = time.perf_counter()
    folded = 0
    for config, evs in parsed:
        state = rules.initial_state(config)
        for e in evs:
            rules.evolve(state, e)
        folded += len(evs)
    t5 = time.perf_counter()
    return {
        "events": n_events,
        "read_seconds": t1 - t0,
        "rebuild_seconds": t2 - t1,
        "read_and_rebuild_events_per_second": n_events / (t2 - t0),
        "rebuild_events_per_second": n_events / (t2 - t1),
        "fold_events_per_second": folded / (t5 - t4),
        "verify_events_per_second": verify_events / (t3 - t2),
    }


def bench_undo(seed: int, min_events: int = 2000, repeats: int = 300) -> dict[str, float]:
    """Median undo and redo time once the log holds at least ``min_events`` events."""
    from game.core.match import Match
    from game.core.model import MatchConfig, default_seats
    from game.registry import get_rules

    rules = get_rules("aim")
    assert rules is not None
    rng = random.Random(seed)
    for attempt in range(50):
        config = MatchConfig(game="aim", seats=default_seats(2), seed=seed + attempt)
        match: Match[Any] = Match.new(rules, config)
        n_events = len(match.setup)
        while not match.is_over:
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            # A player fiddling with the mat (place, take back, ...) grows the log the way a
            # long hot-seat game does; once it is long enough, play on to an undoable step.
            fiddle = [a for a in legal if getattr(a, "kind", "") in ("place", "unplace")]
            if fiddle and n_events < min_events and rng.random() < 0.9:
                action = rng.choice(fiddle)
            else:
                action = rng.choice(legal)
            n_events += len(match.apply(seat, action))
            # the slowest undo: as many steps as possible past the last checkpoint
            worst = (len(match.steps) - 1) % CHECKPOINT_EVERY >= CHECKPOINT_EVERY - 8
            if n_events >= min_events and match.can_undo(seat) and worst:
                return _time_undo(match, seat, n_events, repeats)
    raise RuntimeError("no undoable position with enough events was reached")


def _time_undo(match: Any, seat: int, n_events: int, repeats: int) -> dict[str, float]:
    undo_ms: list[float] = []
    redo_ms: list[float] = []
    replayed = (len(match.steps) - 1) % CHECKPOINT_EVERY  # steps re-folded per undo
    for _ in range(repeats):
        t0 = time.perf_counter()
        match.undo(seat)
        t1 = time.perf_counter()
        match.redo(seat)
        t2 = time.perf_counter()
        undo_ms.append((t1 - t0) * 1000)
        redo_ms.append((t2 - t1) * 1000)
    return {
        "events_in_log": n_events,
        "steps_in_log": len(match.steps),
        "steps_replayed_per_undo": replayed,
        "undo_ms_median": statistics.median(undo_ms),
        "undo_ms_max": max(undo_ms),
        "redo_ms_median": statistics.median(redo_ms),
    }


def bench_memory(seed: int) -> dict[str, float]:
    """Peak traced memory while one 4-seat game is played with undo on, and max RSS."""
    from game.registry import get_rules
    from game.simulate import bots_for, make_config, play_game

    rules = get_rules("aim")
    assert rules is not None
    config = make_config("aim", ["random"] * 4, seed)
    tracemalloc.start()
    match = play_game(rules, config, bots_for(config), undo=True)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out = {"game_events": len(match.events()), "tracemalloc_peak_mb": peak / 2**20}
    rss = peak_rss_mb()
    if rss is not None:
        out["max_rss_mb"] = rss
    return out


def peak_rss_mb() -> float | None:
    """This process's largest resident size so far, in MB; None where the platform has no
    ``resource`` module (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 1024 if sys.platform != "darwin" else rss / 2**20


def engine_runs(games: int, seed: int, runs: int) -> dict[str, Any]:
    """The AIM engine rate (undo off, then undo on over other fresh games) in ``runs``
    fresh processes; the run with the median undo-off rate is reported, plus the range."""
    got: list[dict[str, Any]] = []
    for k in range(runs):
        out = subprocess.run(
            [sys.executable, __file__, "--engine-run", "--games", str(games)]
            + ["--seed", str(seed + 1_000_000 * k)],
            capture_output=True,
            text=True,
            check=True,
        )
        got.append(json.loads(out.stdout))
    got.sort(key=lambda r: r["engine_undo_off"]["actions_per_second"])
    rates = [r["engine_undo_off"]["actions_per_second"] for r in got]
    cold = sorted(r["engine_cold_start"]["actions_per_second"] for r in got)
    median = got[len(got) // 2]
    return {
        **median,
        "runs": runs,
        "undo_off_min": rates[0],
        "undo_off_max": rates[-1],
        "cold_start_median": cold[len(cold) // 2],
        "cold_start_min": cold[0],
        "cold_start_max": cold[-1],
    }


COLD_GAMES = 30
"""Games a process plays first, from nothing remembered: reported as the cold-start rate."""


def one_engine_run(games: int, seed: int) -> dict[str, Any]:
    """One process's measurement, every game a fresh seed: two games to load the modules,
    ``COLD_GAMES`` from a cold start (reported on their own), then ``games`` in the steady
    state a long session or simulation runs in (the engine rate), then ``games`` more with
    undo on."""
    bench_engine(2, seed + 900_000, undo=False)
    cold = bench_engine(COLD_GAMES, seed + 800_000, undo=False)
    return {
        "engine_cold_start": cold,
        "engine_undo_off": bench_engine(games, seed, undo=False),
        "engine_undo_on": bench_engine(games, seed + 500_000, undo=True),
    }


SEAT_BENCHES: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    ("tavern_keepers", "tavern-keepers", (2, 4)),
    ("loot_roll", "loot-roll", (2, 4, 6)),
    ("inns_and_outcasts", "inns-and-outcasts", (3, 5, 8)),
    ("brick_and_mortar", "brick-and-mortar", (2, 3, 4)),
)
"""(result key, game, seat counts) of the games measured besides AIM's engine rate."""


def by_seats(game_id: str, games: int, seed: int, seats: tuple[int, ...]) -> dict[str, Any]:
    """The bare engine rate and the rate with random bots seeing views, at each seat count."""
    return {
        f"{n}_seats": {
            "engine_undo_off": bench_engine(games, seed, undo=False, game_id=game_id, seats=n),
            "random_bots_with_views": bench_bots(games, seed, game_id=game_id, seats=n),
        }
        for n in seats
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3, help="processes for the AIM engine rate")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--engine-run", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    # loading a game leaves the collector alone: tune it as the command line does for long runs
    from game.core.heap import settle_heap
    from game.registry import get_rules

    assert get_rules("aim") and get_rules("tavern-keepers")
    settle_heap()
    if args.engine_run:
        print(json.dumps(one_engine_run(args.games, args.seed)))
        return 0

    runs = engine_runs(args.games, args.seed, max(1, args.runs))
    bench_engine(2, args.seed + 10_000, undo=False)  # warm-up: imports, caches
    results: dict[str, Any] = {
        "engine_undo_off": runs["engine_undo_off"],
        "engine_undo_on": runs["engine_undo_on"],
        "engine_runs": {
            k: runs[k]
            for k in (
                "runs",
                "undo_off_min",
                "undo_off_max",
                "cold_start_median",
                "cold_start_min",
                "cold_start_max",
            )
        },
        "random_bots_with_views": bench_bots(args.games, args.seed),
        "replay": bench_replay(max(5, args.games // 2), args.seed),
        "undo": bench_undo(args.seed),
        "memory": bench_memory(args.seed),
        **{
            key: by_seats(game_id, args.games, args.seed, seats)
            for key, game_id, seats in SEAT_BENCHES
        },
        "targets": TARGETS,
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(results, indent=2, sort_keys=True))
        return 0
    e0, e1 = results["engine_undo_off"], results["engine_undo_on"]
    b = results["random_bots_with_views"]
    r, u, m = results["replay"], results["undo"], results["memory"]
    er = results["engine_runs"]
    print(f"AIM random vs random, {args.games} games, one core, Python {results['python']}")
    print(
        f"actions/s   engine, undo off: {e0['actions_per_second']:>10,.0f}   "
        f"(target >= {TARGETS['actions_per_second']:,}; fresh games after {COLD_GAMES} "
        f"others; median of {er['runs']} processes, range {er['undo_off_min']:,.0f}-"
        f"{er['undo_off_max']:,.0f}; per CPU second {e0['actions_per_cpu_second']:,.0f})"
    )
    print(
        f"actions/s   cold start:       {er['cold_start_median']:>10,.0f}   "
        f"(the first {COLD_GAMES} games of a process, nothing remembered yet; range "
        f"{er['cold_start_min']:,.0f}-{er['cold_start_max']:,.0f})"
    )
    print(
        f"actions/s   engine, undo on:  {e1['actions_per_second']:>10,.0f}   "
        f"(other fresh games, same process; per CPU second {e1['actions_per_cpu_second']:,.0f})"
    )
    print(f"actions/s   random bots+views:{b['actions_per_second']:>10,.0f}")
    print(
        f"games/s     engine, undo off: {e0['games_per_second']:>10,.1f}   "
        f"({e0['actions'] / args.games:,.0f} actions, {e0['events'] / args.games:,.0f} events "
        "per game)"
    )
    print(f"games/s     random bots+views:{b['games_per_second']:>10,.1f}")
    print(
        f"replay ev/s read+rebuild:     {r['read_and_rebuild_events_per_second']:>10,.0f}   "
        f"(target >= {TARGETS['replay_events_per_second']:,})"
    )
    print(f"replay ev/s rebuild only:     {r['rebuild_events_per_second']:>10,.0f}")
    print(f"replay ev/s fold only:        {r['fold_events_per_second']:>10,.0f}")
    print(f"replay ev/s verify:           {r['verify_events_per_second']:>10,.0f}")
    print(
        f"undo ms     median:           {u['undo_ms_median']:>10.3f}   "
        f"(target < {TARGETS['undo_ms']}; {u['events_in_log']:,} events in the log, "
        f"{u['steps_replayed_per_undo']} steps replayed; max {u['undo_ms_max']:.3f})"
    )
    print(f"redo ms     median:           {u['redo_ms_median']:>10.3f}")
    print(
        f"memory      tracemalloc peak: {m['tracemalloc_peak_mb']:>10.1f} MB   "
        f"(one 4-seat game, {m['game_events']:,} events, undo on)"
    )
    if "max_rss_mb" in m:
        print(f"memory      max RSS:          {m['max_rss_mb']:>10.1f} MB")
    for key, game_id, _seats in SEAT_BENCHES:
        print(f"{TITLES[game_id]} random vs random, {args.games} games per seat count")
        for seats, res in results[key].items():
            _print_seats(seats, res, args.games)
    return 0


def _print_seats(key: str, res: dict[str, Any], games: int) -> None:
    n = key.split("_")[0]
    e = res["engine_undo_off"]
    print(
        f"actions/s   {n} seats, engine:   {e['actions_per_second']:>10,.0f}"
        f"   (per CPU second {e['actions_per_cpu_second']:,.0f}; bots+views "
        f"{res['random_bots_with_views']['actions_per_second']:,.0f}; "
        f"{e['actions'] / games:,.0f} actions per game)"
    )


if __name__ == "__main__":
    sys.exit(main())
