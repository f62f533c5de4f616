"""``loot-table``: headless commands (games, simulate, tournament, replay, scenario, balance).

Exit codes: 0 success; 1 a replay that does not match its log; 2 bad input (an
unknown game or bot, a file that cannot be read, a refused log, an illegal
scenario step); 3 an unexpected error. Errors are one sentence on stderr, never a
traceback: an unexpected error's traceback goes to the log file
(game/core/applog.py), and the sentence says where that is.
``--version`` prints the versions. The ``loot-table`` command is ui/main.py, which hands
every headless command to :func:`main` together with the two things game/ never imports
itself: the desktop app (started without a command) and ``--selftest`` (ui/selftest.py,
exit 0 only if every check passes). ``python -m game`` runs the headless commands alone.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn, TextIO

from game.core.entry import GameEntry
from game.core.errors import IllegalAction, LogRefused, LootTableError
from game.core.model import Action
from game.core.text import printable

PROG = "loot-table"
EXIT_OK, EXIT_MISMATCH, EXIT_BAD_INPUT, EXIT_FAILED = 0, 1, 2, 3
MAX_REASON = 200
"""Characters of an unexpected error's message shown on the console (the log has it all)."""
PROGRESS_MIN_GAMES = 20


class UsageError(Exception):
    """Bad command-line input; ``str()`` is the sentence to print."""


class _Parser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message[0].upper()}{message[1:]} (see '{self.prog} --help').")


# ------------------------------------------------------------------ helpers
class Progress:
    """A dependency-free progress bar on a TTY stream; silent otherwise."""

    def __init__(self, total: int, stream: TextIO, label: str = "games") -> None:
        self.total = total
        self.stream = stream
        self.label = label
        self.enabled = total >= PROGRESS_MIN_GAMES and _isatty(stream)
        self._last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // max(1, total)
        if filled == self._last and done != total:
            return
        self._last = filled
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} {self.label}")
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _err(message: str) -> None:
    print(message, file=sys.stderr)


def _kinds(text: str) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if not kinds:
        raise UsageError("Name at least one seat, e.g. --seats random,greedy.")
    return kinds


def _fmt_pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _outcome_text(match: Any) -> str:
    outcome = match.outcome()
    names = match.seat_names
    if outcome is None:
        phase = getattr(match.view(None), "phase", None)
        return "The game is not over yet" + (f" (phase: {phase})." if phase else ".")
    winners = ", ".join(names[w] for w in outcome.winners)
    scores = ", ".join(f"{names[s]} {v}" for s, v in sorted(outcome.scores.items()))
    how = f"; tie-break: {outcome.tiebreak}" if outcome.tiebreak else ""
    return f"Winner: {winners} (scores: {scores}{how})."


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

    kinds = _kinds(args.seats)
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
    print(f"first seat win rate: {_fmt_pct(stats.first_seat_win_rate)}")
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

    kinds = _kinds(args.bots)
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
        f"{result.seconds:.0f} s"
    )
    print()
    print(render(result))
    unfinished = sum(not r.finished for r in result.records)
    if unfinished:
        print(f"\n{unfinished} game(s) did not finish and count as no win for anyone.")
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
        _err(str(exc))
        return EXIT_BAD_INPUT
    for warning in loaded.warnings:
        _err(f"warning: {warning}")
    rules = get_rules(loaded.header.game)
    if rules is None:  # read_log already refuses unknown games; kept for type narrowing
        _err(f"{args.file} cannot be loaded: unknown game '{loaded.header.game}'.")
        return EXIT_BAD_INPUT
    try:
        match, report = rebuild(rules, loaded, verify=args.verify)
    except (LootTableError, ValueError, KeyError, IndexError, TypeError) as exc:
        _err(
            f"{args.file} cannot be replayed: the recorded events do not fit the game "
            f"({type(exc).__name__}: {exc})."
        )
        return EXIT_MISMATCH if args.verify else EXIT_BAD_INPUT
    if report.mismatch is not None:
        _err(f"Mismatch after {report.steps} matching steps: {report.mismatch}.")
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
    print(_outcome_text(match))
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
        _err(str(exc))
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
        _err(str(exc))
        return EXIT_BAD_INPUT
    rules = get_rules(scenario.game)
    if rules is None:
        known = "is not playable in this version" if scenario.game in GAME_IDS else "is not a game"
        _err(f"{args.file}: '{scenario.game}' {known}.")
        return EXIT_BAD_INPUT
    try:
        result = run_scenario(rules, scenario)
    except IllegalAction as exc:  # a bad position or seat count
        _err(f"{args.file}: {exc}")
        return EXIT_BAD_INPUT
    if result.error is not None:
        failed = result.failed_action
        label = failed.label() if isinstance(failed, Action) else json.dumps(failed)
        _err(f"step {result.failed_step}: {label}: {result.error}")
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
        _err(f"{args.file}: {problem}")
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

    kinds = _kinds(args.bots)
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


# ------------------------------------------------------------------ parser
def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = _Parser(prog=PROG, description="Loot Table: headless commands for the card games.")
    parser.add_argument(
        "--version",
        action="store_true",
        help="print the app version and the content version of each game",
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="check this build headless (content, every scene, a bot game of each game, "
        "replay, saves); exit 0 if every check passes",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser("games", help="list the games and which can be played")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play bot-vs-bot games and sum them up")
    p.add_argument("--game", default="aim", help="game id (see 'games'; default aim)")
    p.add_argument(
        "--seats",
        default="random,random",
        help="comma-separated bot kinds, one per seat: random, greedy, easy, normal, hard",
    )
    p.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i")
    p.add_argument(
        "--save-dir",
        type=Path,
        default=None,
        help="write each game's log there as <game>-<seed>.jsonl",
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser(
        "tournament",
        help="round robin between bots: win rates, decision times, ratings",
        description="Every pair of bots plays --games games at a table of --seats seats. "
        "At two seats game g of a pair uses seed S + g//2 with the seats swapped on odd g, so "
        "each deal is played from both sides. At N > 2 seats one bot sits with N-1 of the other, "
        "alone in each seat in turn, then the reverse: 2N games per deal (seed S + g//2N); "
        "each bot's win share alone is shown against the even share 1/N.",
    )
    p.add_argument("--game", default="aim", help="game id (default aim)")
    p.add_argument(
        "--bots",
        required=True,
        help="comma-separated bot kinds: random, greedy, easy, normal, hard",
    )
    p.add_argument("--games", type=int, default=100, help="games per pair of bots (default 100)")
    p.add_argument(
        "--seats", type=int, default=2, help="seats at the table (default 2; the game's range)"
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the first deal (default 0)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser(
        "stats",
        help="statistics of the finished games whose saves verify",
        description="Per player: games, wins, win rate, scores and streaks; per bot level its "
        "record against people. Counts only finished games played from a real deal whose saves "
        "verify (not scenarios, not branches). Reads the app's saves and replays by default.",
    )
    p.add_argument(
        "--from",
        dest="from_dirs",
        type=Path,
        action="append",
        metavar="DIR",
        help="count the saves in DIR instead (may be given more than once)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("replay", help="replay a game log (exit 1 if it does not match)")
    p.add_argument("file", type=Path, help="a .jsonl game log")
    p.add_argument(
        "--verify",
        action="store_true",
        help="deal the set-up again from the seed, decide every action again and check "
        "every recorded state hash",
    )
    p.add_argument(
        "--branch-at",
        type=int,
        metavar="N",
        help="play on from here: write a new game whose first N steps are this one's (with --out)",
    )
    p.add_argument("--out", type=Path, metavar="NEW", help="where --branch-at writes the branch")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser(
        "scenario",
        help="run a scenario file and print the result as JSON",
        description="Run a scenario; an illegal action exits 2 with "
        "'step K: <action>: <reason>' (K counts from 0, as the "
        "scenario's actions list). A scenario with an 'expect' block prints the "
        "expectations that do not hold and exits 2 if there is any.",
    )
    p.add_argument("file", type=Path, help="a scenario .json file")
    p.set_defaults(func=cmd_scenario)

    p = sub.add_parser(
        "tutorial",
        help="open a game's guided first game (Learn to play); --check plays it headless",
        description="Open the tutorial of GAME in the window, or with --check play it "
        "headless through the table's own controls and exit 0 when it completes (2 when "
        "it does not).",
    )
    p.add_argument("game", help="game id, e.g. aim")
    p.add_argument("--check", action="store_true", help="play it headless and check it")
    p.set_defaults(tutorial=True)

    p = sub.add_parser("balance", help="run bot games and write the balance report")
    p.add_argument("--game", default="aim", help="game id (default aim)")
    p.add_argument("--games", type=int, default=200, help="number of games (default 200)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game")
    p.add_argument("--bots", default="greedy,greedy", help="comma-separated bot kinds")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        help="report path (default game/games/<game>/BALANCE.md in the package)",
    )
    p.set_defaults(func=cmd_balance)
    return parser


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


Launcher = Callable[[], int]
"""Starts something that is not a headless command (the desktop app, its self-test) and
returns the exit code. The app's own entry point (ui/main.py) passes them in: game/ never
imports the app."""


def main(
    argv: Sequence[str] | None = None,
    *,
    app: Launcher | None = None,
    selftest: Launcher | None = None,
    open_file: Callable[[Path], int] | None = None,
    tutorial: Callable[[str, bool], int] | None = None,
) -> int:
    """Run one command; returns the exit code (see the module docstring). Without a command
    ``app`` starts (the help is printed when there is none); ``--selftest`` runs
    ``selftest``; ``tutorial GAME [--check]`` runs ``tutorial(game, check)``; a lone argument that is no command but a file (a save or a replay) is
    handed to ``open_file`` (the window opens on it)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        if not args_list:
            if app is not None:
                return app()
            parser.print_help()
            return EXIT_OK
        if open_file is not None and _names_a_file(parser, args_list):
            return open_file(Path(args_list[0]))
        try:
            args = parser.parse_args(args_list)
        except SystemExit as exc:  # --help and --version exit through argparse
            return int(exc.code) if isinstance(exc.code, int) else EXIT_OK
        if args.version:
            return cmd_version(args)
        if args.selftest:
            if selftest is None:
                raise UsageError(
                    f"The self-test checks the whole app; run '{PROG} --selftest' "
                    "(or 'python -m ui --selftest')."
                )
            return selftest()
        if getattr(args, "tutorial", False):
            if tutorial is None:
                raise UsageError(f"Tutorials need the app; run '{PROG} tutorial {args.game}'.")
            return tutorial(args.game, args.check)
        if getattr(args, "func", None) is None:
            parser.print_help()
            return EXIT_OK
        if getattr(args, "jobs", 1) < 1:
            raise UsageError("--jobs must be at least 1.")
        if args.func in _LONG_RUNS:
            _settle_for(args.game)
        return int(args.func(args))
    except UsageError as exc:
        _err(f"{PROG}: {exc}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        _err(f"{PROG}: interrupted.")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001 - one sentence here, the traceback in the log
        _err(unexpected_error(exc, args_list))
        return EXIT_FAILED


def _names_a_file(parser: argparse.ArgumentParser, args: Sequence[str]) -> bool:
    """True for ``loot-table FILE``: one argument, not an option or a command's name, naming
    an entry that exists (anything else goes to the commands, which explain themselves)."""
    if len(args) != 1 or args[0].startswith("-"):
        return False
    commands: set[str] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            commands |= set(action.choices)
    return args[0] not in commands and os.path.lexists(args[0])


_LONG_RUNS = (cmd_simulate, cmd_tournament, cmd_balance)
"""Commands that play many games in this process: the collector is tuned for them."""


def _settle_for(game_id: str) -> None:
    """Load ``game_id``'s rules, then settle the heap (game/core/heap.py): a long headless
    run's tuning, applied here and by the benchmarks, never by loading a game in the app."""
    from game.core.heap import settle_heap
    from game.registry import get_rules

    if get_rules(game_id) is not None:
        settle_heap()


def unexpected_error(exc: BaseException, argv: Sequence[str]) -> str:
    """Log ``exc`` with its traceback to the app's log file; the one sentence to print."""
    from game.core.applog import get_logger, log_folder, setup_logging

    command = shlex.join([PROG, *argv])
    log_file = setup_logging(log_folder())
    get_logger("cli").error("%s stopped on an unexpected error", command, exc_info=exc)
    reason = " ".join(str(exc).split()) or "no details"
    if len(reason) > MAX_REASON:
        reason = reason[: MAX_REASON - 3] + "..."
    where = (
        f"the full report is in {log_file}"
        if log_file is not None
        else f"no log file could be written in {log_folder()}"
    )
    return f"{PROG}: stopped on an unexpected error ({type(exc).__name__}: {reason}); {where}."


if __name__ == "__main__":
    sys.exit(main())
