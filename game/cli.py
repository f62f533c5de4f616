"""``loot-table``: headless commands (games, simulate, tournament, train, replay, scenario,
balance).

This module parses the command line and runs one command; each command's work is in
game/commands.py, what they share (exit codes, errors, progress) in game/cli_support.py.

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
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from game.cli_support import (
    EXIT_BAD_INPUT,
    EXIT_FAILED,
    EXIT_MISMATCH,
    EXIT_OK,
    MAX_REASON,
    PROG,
    Parser,
    UsageError,
    err,
)
from game.commands import (
    cmd_balance,
    cmd_games,
    cmd_replay,
    cmd_scenario,
    cmd_simulate,
    cmd_stats,
    cmd_tournament,
    cmd_train,
    cmd_version,
)

__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_FAILED",
    "EXIT_MISMATCH",
    "EXIT_OK",
    "UsageError",
    "build_parser",
    "main",
]


# ------------------------------------------------------------------ parser
def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = Parser(prog=PROG, description="Loot Table: headless commands for the card games.")
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
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

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
    p.add_argument(
        "--untimed",
        action="store_true",
        help="search bots play their whole iteration budget, with no time cap: the results "
        "then do not depend on how busy the machine is (slower on a loaded one)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser(
        "train",
        help="fit a game's learned evaluation (hard's judgement) to self-play games",
        description="Plays --games self-play games of --bots at the --seats table sizes in turn "
        "(game g: seed S + g), records each seat's features every time the game moves on, and "
        "fits the weights that best predict who won (every fifth game held out to measure "
        "them). Writes the weights file; copied to the game's package as learned.json, it is "
        "what the hard bot scores its playouts with.",
    )
    p.add_argument("--game", default="aim", help="game id (default aim)")
    p.add_argument("--games", type=int, default=400, help="self-play games (default 400)")
    p.add_argument(
        "--seats", default="2", help="table sizes, comma-separated, played in turn (default 2)"
    )
    p.add_argument("--bots", default="greedy", help="the bot kind in every seat (default greedy)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument(
        "--out", type=Path, default=None, help="the weights file (default <game>-learned.json)"
    )
    p.set_defaults(func=cmd_train)

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
        err(f"{PROG}: {exc}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        err(f"{PROG}: interrupted.")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001 - one sentence here, the traceback in the log
        err(unexpected_error(exc, args_list))
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


_LONG_RUNS = (cmd_simulate, cmd_tournament, cmd_train, cmd_balance)
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
