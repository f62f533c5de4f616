"""Start-up benchmark: process launch to the first menu frame, and the executable's size.

    python bench/startup.py [--exe dist/loot-table] [--repeats 5] [--json]

Runs ``loot-table`` with LOOT_TABLE_STARTUP_PROBE=1 (the app prints the time of its first
drawn menu frame, then quits) under the SDL dummy drivers, in a fresh temporary
LOOT_TABLE_HOME each time: from source (``python -m ui``, what ``loot-table`` runs) and, if it exists, the built
executable (one-file builds unpack themselves first, which this includes). Prints the
median and worst of the repeats in milliseconds, and the executable's size in MB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def time_to_first_frame(
    command: list[str], repeats: int, prepare: Callable[[Path], None] | None = None
) -> list[float]:
    """Milliseconds from launching ``command`` to its first menu frame, per run;
    ``prepare`` fills each fresh LOOT_TABLE_HOME first (bench/saves_folder.py)."""
    samples = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as home:
            if prepare is not None:
                prepare(Path(home))
            env = dict(
                os.environ,
                SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy",
                LOOT_TABLE_HOME=home,
                LOOT_TABLE_STARTUP_PROBE="1",
                PYTHONPATH=str(ROOT),
            )
            t0 = time.time()
            out = subprocess.run(
                command, capture_output=True, text=True, env=env, cwd=home, check=True
            )
            shown = [ln for ln in out.stdout.splitlines() if ln.startswith("first-frame ")]
            if not shown:
                raise SystemExit(f"{command[0]} printed no first frame: {out.stdout!r}")
            samples.append((float(shown[-1].split()[1]) - t0) * 1000)
    return samples


def _size(exe: Path) -> int:
    """Bytes of a one-file build, or of the whole folder of a one-folder build."""
    if (exe.parent / "_internal").is_dir():
        files = exe.parent.rglob("*")
        return sum(p.stat().st_size for p in files if p.is_file() and not p.is_symlink())
    return exe.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=ROOT / "dist" / "loot-table")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results: dict[str, dict[str, float]] = {}
    runs = {"source": [sys.executable, "-m", "ui"]}
    if args.exe.is_file():
        runs["executable"] = [str(args.exe.resolve())]
    for name, command in runs.items():
        ms = time_to_first_frame(command, args.repeats)
        results[name] = {"median_ms": statistics.median(ms), "max_ms": max(ms)}
    if args.exe.is_file():
        results["executable"]["size_mb"] = _size(args.exe) / (1024 * 1024)
    if args.json:
        print(json.dumps(results, sort_keys=True))
        return 0
    for name, r in results.items():
        size = f", size {r['size_mb']:.1f} MB" if "size_mb" in r else ""
        print(
            f"{name}: first menu frame after {r['median_ms']:.0f} ms median "
            f"(worst {r['max_ms']:.0f} ms of {args.repeats}){size}"
        )
    if not args.exe.is_file():
        print(f"no executable at {args.exe}: build it with 'pyinstaller build.spec'")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
