"""The ``loot-table`` commands' work, one function per command (game/cli.py parses the
command line and hands each its arguments): games, simulate, tournament, train, replay,
stats, scenario, balance and version."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from game.cli_support import (
    EXIT_BAD_INPUT,
    EXIT_MISMATCH,
    EXIT_OK,
    PROG,
    Progress,
    UsageError,
    bot_kinds,
    err,
    fmt_pct,
    outcome_text,
)
from game.core.entry import GameEntry
from game.core.errors import IllegalAction, LogRefused, LootTableError
from game.core.model import Action
from game.core.text import printable


# ------------------------------------------------------------------ commands
def cmd_games(args: argparse.Namespace) -> int:
    """List every game: its id, title, seats and whether this version can play it."""
    from game.registry import GAMES

    width = max(len(e.game_id) for e in GAMES)
    for e in GAMES:
        seats = f"{e.min_seats}-{e.max_seats} seats"
        print(f"{e.game_id:<{width}}  {e.title}  ({seats}; {e.status_words})")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play N bot games and print a summary (or one JSON object with --json)."""
    from game.simulate import SimulationError, run_games

    kinds = bot_kinds(args.seats)
    if args.games < 1:
        raise UsageError("--games must be at least 1.")
    try:
        stats = run_games(
            args.game,
            kinds,
            args.games,
            args.seed,
            save_dir=args.save_dir,
            jobs=args.jobs,
            progress=Progress(args.games, sys.stderr),
        )
    except SimulationError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(stats.to_json(), sort_keys=True))
        return EXIT_OK
    r = stats.rounds_summary()
    names = [f"seat {i + 1} ({k})" for i, k in enumerate(kinds)]
    print(
        f"{args.game}: {stats.games} games ({' vs '.join(kinds)}), seeds {args.seed}.."
        f"{args.seed + stats.games - 1}"
    )
    print(f"finished: {stats.finished}/{stats.games}")
    print("wins: " + ", ".join(f"{n} {w}" for n, w in zip(names, stats.wins, strict=True)))
    if r["mean"] is not None:
        print(
            f"rounds: mean {r['mean']:.1f} (median {r['median']:g}, p10 {r['p10']:g}, "
            f"p90 {r['p90']:g})"
        )
    print("ends: " + "; ".join(f"{why}: {n}" for why, n in stats.end_reasons.items()))
    print(f"first seat win rate: {fmt_pct(stats.first_seat_win_rate)}")
    print(
        f"speed: {stats.actions_per_second:,.0f} actions/s ({stats.actions:,} actions in "
        f"{stats.seconds:.1f} s)"
    )
    if args.save_dir is not None:
        print(f"logs: {args.save_dir}")
    return EXIT_OK


def cmd_tournament(args: argparse.Namespace) -> int:
    """Round robin between bots at --seats seats (seatings rotated over the same deals): win
    shares with intervals, decision times, ratings."""
    from game.simulate import SimulationError
    from game.tournament import block, render, run_tournament

    kinds = bot_kinds(args.bots)
    if len(kinds) < 2:
        raise UsageError("Name at least two bots, e.g. --bots greedy,random.")
    if args.games < 1:
        raise UsageError("--games must be at least 1.")
    if args.seats < 2:
        raise UsageError("--seats must be at least 2.")
    pairs = len(kinds) * (len(kinds) - 1) // 2
    try:
        result = run_tournament(
            args.game,
            kinds,
            args.games,
            args.seed,
            jobs=args.jobs,
            progress=Progress(args.games * pairs, sys.stderr),
            seats=args.seats,
            untimed=args.untimed,
        )
    except SimulationError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(result.to_json(), sort_keys=True))
        return EXIT_OK
    last_seed = args.seed + (args.games - 1) // block(args.seats)
    how = (
        "each deal played from both seats"
        if args.seats == 2
        else f"each deal played with each bot alone in every seat (even share "
        f"{100 * result.even_share:.1f}%)"
    )
    print(
        f"{args.game}, {args.seats} seats: {', '.join(result.names)}; {args.games} games per "
        f"pair ({result.total_games} in all), seeds {args.seed}..{last_seed}, {how}; "
        f"{result.seconds:.0f} s" + ("; untimed (iteration budgets only)" if args.untimed else "")
    )
    print()
    print(render(result))
    unfinished = sum(not r.finished for r in result.records)
    if unfinished:
        print(f"\n{unfinished} game(s) did not finish and count as no win for anyone.")
    return EXIT_OK


def cmd_train(args: argparse.Namespace) -> int:
    """Fit a game's learned evaluation to self-play and write its weights file."""
    from game.bots.training import TrainingError, train
    from game.core.atomic import write_atomic
    from game.simulate import SimulationError, file_problem

    try:
        seats = [int(x) for x in args.seats.split(",") if x.strip()]
    except ValueError:
        raise UsageError("--seats takes table sizes separated by commas, e.g. 2,3,4.") from None
    if not seats or args.games < 1:
        raise UsageError("Name at least one table size and at least one game.")
    from game.registry import entry

    e = entry(args.game)
    if e is None or e.rules is None:
        raise UsageError(f"'{args.game}' is not a game this version can play.")
    wrong = [n for n in seats if not e.min_seats <= n <= e.max_seats]
    if wrong:
        raise UsageError(f"{e.title} seats {e.min_seats} to {e.max_seats} players, not {wrong[0]}.")
    out = args.out or Path(f"{args.game}-learned.json")
    command = shlex.join(
        ["loot-table", "train", "--game", args.game, "--games", str(args.games)]
        + ["--seed", str(args.seed), "--seats", args.seats, "--bots", args.bots]
    )
    try:
        got = train(
            args.game,
            args.games,
            args.seed,
            seats,
            args.bots,
            jobs=args.jobs,
            command=command,
            progress=Progress(args.games, sys.stderr),
        )
    except (TrainingError, SimulationError) as exc:
        raise UsageError(str(exc)) from None
    try:
        write_atomic(out, got.model_dump_json(indent=2) + "\n")
    except OSError as exc:
        raise UsageError(f"Cannot write {out}: {file_problem(exc)}.") from None
    t = got.training
    print(
        f"{e.title}: {t.samples} tables of {args.games} games fitted; on the held-out games "
        f"log loss {t.log_loss:.4f} (the hand-written evaluation: {t.baseline_log_loss:.4f}), "
        f"the likeliest seat won {fmt_pct(t.accuracy)}."
    )
    for name, w in zip(got.features, got.weights, strict=True):
        print(f"  {name:<24} {w:+.4f}")
    home = (e.package or "").replace(".", "/")
    print(f"Wrote {out}; hard plays with it once it is {home}/learned.json.")
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a log; with --verify deal the set-up again from the seed (unless the header says
    the game began from a scenario position), re-decide every step and check every state hash."""
    from game.core.log import read_log, rebuild
    from game.registry import get_rules

    if args.branch_at is not None or args.out is not None:
        return _branch(args)
    try:
        loaded = read_log(args.file, get_rules)
    except LogRefused as exc:
        err(str(exc))
        return EXIT_BAD_INPUT
    for warning in loaded.warnings:
        err(f"warning: {warning}")
    rules = get_rules(loaded.header.game)
    if rules is None:  # read_log already refuses unknown games; kept for type narrowing
        err(f"{args.file} cannot be loaded: unknown game '{loaded.header.game}'.")
        return EXIT_BAD_INPUT
    try:
        match, report = rebuild(rules, loaded, verify=args.verify)
    except (LootTableError, ValueError, KeyError, IndexError, TypeError) as exc:
        err(
            f"{args.file} cannot be replayed: the recorded events do not fit the game "
            f"({type(exc).__name__}: {exc})."
        )
        return EXIT_MISMATCH if args.verify else EXIT_BAD_INPUT
    if report.mismatch is not None:
        err(f"Mismatch after {report.steps} matching steps: {report.mismatch}.")
        return EXIT_MISMATCH
    if args.verify:
        dealt = (
            "it began from a scenario position, checked as recorded"
            if loaded.header.from_scenario
            else "the set-up is the deal of its seed"
        )
        parent = loaded.header.parent
        if parent is not None:
            dealt += f"; branched from {printable(parent.file, 120)} at step {parent.step}"
        print(f"OK: {report.steps} steps replayed; every recorded state hash matches; {dealt}.")
    else:
        print(f"Replayed {report.steps} steps (recorded events folded, not verified).")
    print(outcome_text(match))
    return EXIT_OK


def _branch(args: argparse.Namespace) -> int:
    """``replay FILE --branch-at N --out NEW``: write the branch (game/core/branch.py)."""
    from game.core.branch import branch
    from game.registry import get_rules

    if args.branch_at is None or args.out is None:
        raise UsageError("A branch needs both --branch-at N and --out NEW.")
    try:
        match = branch(args.file, args.branch_at, args.out, get_rules)
    except LogRefused as exc:
        err(str(exc))
        return EXIT_BAD_INPUT
    if match.sink is not None:
        match.sink.close()  # type: ignore[attr-defined]
    print(
        f"Branched {args.file} at step {args.branch_at}: {args.out} "
        f"({len(match.steps)} steps, {'over' if match.is_over else 'to play on'})."
    )
    return EXIT_OK


def cmd_stats(args: argparse.Namespace) -> int:
    """Statistics of the finished games whose saves verify (game/stats.py)."""
    from game.core.paths import app_dirs
    from game.registry import get_rules
    from game.stats import collect

    folders = args.from_dirs or [app_dirs().saves, app_dirs().replays]
    for folder in folders:
        if not Path(folder).is_dir():
            raise UsageError(f"{folder} is not a folder.")
    stats = collect([Path(f) for f in folders], get_rules)
    if args.json:
        print(json.dumps(stats.to_json(), sort_keys=True))
        return EXIT_OK
    print(
        f"{stats.games} finished game{'' if stats.games == 1 else 's'} counted "
        f"({len(stats.skipped)} file{'' if len(stats.skipped) == 1 else 's'} not counted)."
    )
    _print_table(
        ["player", "kind", "games", "wins", "win rate", "best streak", "current streak"],
        [
            [printable(p.name, 40), p.kind, p.games, p.wins, f"{100 * p.win_rate:.0f}%"]
            + [p.best_streak, p.current_streak]
            for p in stats.players
        ],
    )
    _print_table(
        ["bot level", "games with people", "bot won", "a person won"],
        [[r.level, r.games, r.wins, r.human_wins] for r in stats.levels],
    )
    return EXIT_OK


def _print_table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """A markdown table after a blank line; nothing when there are no rows."""
    if not rows:
        return
    print()
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for row in rows:
        print("| " + " | ".join(str(c) for c in row) + " |")


def cmd_scenario(args: argparse.Namespace) -> int:
    """Run a scenario file and print its events, final view and outcome as JSON; with an
    ``expect`` block, also every expectation that does not hold (then exit 2)."""
    from game.core.scenario import check_expectations, load_scenario, run_scenario
    from game.registry import GAME_IDS, get_rules

    try:
        scenario = load_scenario(args.file)
    except LogRefused as exc:
        err(str(exc))
        return EXIT_BAD_INPUT
    rules = get_rules(scenario.game)
    if rules is None:
        known = "is not playable in this version" if scenario.game in GAME_IDS else "is not a game"
        err(f"{args.file}: '{scenario.game}' {known}.")
        return EXIT_BAD_INPUT
    try:
        result = run_scenario(rules, scenario)
    except IllegalAction as exc:  # a bad position or seat count
        err(f"{args.file}: {exc}")
        return EXIT_BAD_INPUT
    if result.error is not None:
        failed = result.failed_action
        label = failed.label() if isinstance(failed, Action) else json.dumps(failed)
        err(f"step {result.failed_step}: {label}: {result.error}")
        if scenario.expect is None:
            return EXIT_BAD_INPUT
    outcome = result.match.outcome()
    out: dict[str, Any] = {
        "events": [e.model_dump(mode="json") for e in result.events],
        "view": result.match.view(None).model_dump(mode="json"),
        "outcome": outcome.model_dump(mode="json") if outcome is not None else None,
    }
    broken = check_expectations(scenario, result) if scenario.expect is not None else []
    if scenario.expect is not None:
        out["expectations"] = {"failed": broken}
    print(json.dumps(out, indent=2, sort_keys=True))
    for problem in broken:
        err(f"{args.file}: {problem}")
    return EXIT_BAD_INPUT if broken else EXIT_OK


def _balance_games() -> dict[str, GameEntry]:
    """Game id -> its entry, for the games with a balance report (from game/registry.py)."""
    from game.registry import GAMES

    return {e.game_id: e for e in GAMES if e.balance is not None}


def _default_balance_path(balance: ModuleType) -> Path:
    """BALANCE.md in the game's folder, beside its balance module."""
    assert balance.__file__ is not None
    return Path(balance.__file__).resolve().parent / "BALANCE.md"


def cmd_balance(args: argparse.Namespace) -> int:
    """Run bot games and write the game's balance report (markdown)."""
    from game import balance as shared
    from game.simulate import SimulationError, run_games

    games = _balance_games()
    e = games.get(args.game)
    if e is None or e.balance is None:
        known = ", ".join(games)
        raise UsageError(f"There is no balance report for '{args.game}' yet; try one of {known}.")
    balance = e.balance_module()

    kinds = bot_kinds(args.bots)
    if args.games < 1:
        raise UsageError("--games must be at least 1.")
    out = Path(args.out) if args.out else _default_balance_path(balance)
    command = _balance_command(args)
    try:
        stats = run_games(
            e.game_id,
            kinds,
            args.games,
            args.seed,
            jobs=args.jobs,
            progress=Progress(args.games, sys.stderr),
            extract=balance.extract,
        )
    except SimulationError as exc:
        raise UsageError(str(exc)) from None
    text = balance.render(stats, command)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"Cannot write {out}: {exc.strerror or exc}.") from None
    print(getattr(balance, "summary", shared.summary)(stats))
    print(f"report: {out}")
    return EXIT_OK


def _balance_command(args: argparse.Namespace) -> str:
    parts = [
        PROG,
        "balance",
        "--game",
        args.game,
        "--games",
        str(args.games),
        "--seed",
        str(args.seed),
        "--bots",
        args.bots,
    ]
    if args.jobs != 1:
        parts += ["--jobs", str(args.jobs)]
    if args.out:
        parts += ["--out", str(args.out)]
    return shlex.join(parts)


def cmd_version(args: argparse.Namespace) -> int:
    """Print the app version, then each playable game's content version."""
    import game
    from game.registry import TITLES, available, get_rules

    print(f"{PROG} {game.__version__}")
    for game_id in available():
        rules = get_rules(game_id)
        content = rules.content_version if rules is not None else "unavailable"
        print(f"{game_id} ({TITLES.get(game_id, game_id)}): content {content}")
    return EXIT_OK
