"""The ``loot-table`` command (and ``python -m ui``, and the PyInstaller build's entry).

One command: without arguments it opens the window (ui/app.py), and with the path of a save
or replay as its one argument it opens the window on that game; ``--selftest`` runs the
headless self-test (ui/selftest.py); every other command is a headless one, handed to
game/cli.py, which also parses, reports errors in one sentence and logs tracebacks for the
window and the self-test. The app is imported only when it is started, so a missing
pygame leaves the headless commands working (without a command, the help is printed).
game/ never imports ui/: this module passes the app and the self-test to game.cli.main.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from game import cli


def run_app(path: Path | None = None) -> int:
    """Open the window (on the game saved at ``path``, if given); without pygame (or the
    app) print the headless commands' help."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on the console
    try:
        from ui import app
    except ImportError:  # e.g. pygame missing: the headless commands still work
        cli.build_parser().print_help()
        return cli.EXIT_OK
    return app.main(path)


def run_selftest() -> int:
    """The headless self-test of this install or build (exit 0 only if every check passes)."""
    try:
        from ui import selftest
    except ImportError as exc:
        print(f"FAIL import: the app is not installed with this build ({exc}).", file=sys.stderr)
        return cli.EXIT_MISMATCH
    return selftest.run()


def run_tutorial(game_id: str, check: bool) -> int:
    """``loot-table tutorial GAME``: open the window on the game's tutorial; with ``check``
    play it headless through the table's controls (exit 0 when it completes, 2 if not)."""
    from game.registry import TITLES

    if game_id not in TITLES:
        print(f"{cli.PROG}: there is no game '{game_id}'.", file=sys.stderr)
        return cli.EXIT_BAD_INPUT
    if not check:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from ui import app

        return app.main(None, tutorial=game_id)
    from ui.tutorial.check import check_tutorial

    report = check_tutorial(game_id)
    if report.ok:
        print(
            f"{game_id}: the tutorial completes: {report.moves} moves "
            f"({report.learner_moves} yours), {report.coach_entries} coach steps; "
            "its expectations hold."
        )
        return cli.EXIT_OK
    for problem in report.problems:
        print(f"{game_id}: {problem}", file=sys.stderr)
    return cli.EXIT_BAD_INPUT


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``loot-table`` with ``argv`` (default: the process's); returns the exit code."""
    return cli.main(
        argv, app=run_app, selftest=run_selftest, open_file=run_app, tutorial=run_tutorial
    )


if __name__ == "__main__":
    sys.exit(main())
