"""Saves-folder benchmark: the menu's first frame with many huge saves, and the checks' cost.

    python bench/saves_folder.py [--saves 100] [--repeats 3] [--json]

Fills a fresh LOOT_TABLE_HOME's saves folder with ``--saves`` files of 16 MB each (a real
AIM game followed by undo lines up to just under the size limit, the "flood" of issue 20;
hard links of one file, so the disk holds it once), then:

- launches the app (``python -m ui`` with LOOT_TABLE_STARTUP_PROBE=1, as bench/startup.py)
  and reports the time to its first menu frame, with and without the folder;
- checks every file as the Load list's background checker does (ui/saves.check_save) in
  this process and reports the total and the slowest, and what the files were refused for.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from bench.startup import time_to_first_frame  # noqa: E402
from game.core.log import MAX_LOG_BYTES, LogWriter  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.model import MatchConfig, SeatInfo  # noqa: E402
from game.registry import get_rules  # noqa: E402

FLOOD_LINE = b'{"type":"undo","seat":0,"i":1}\n'


def flood_save(path: Path) -> None:
    """A real AIM game (40 random actions), then undo lines up to just under the limit."""
    rules = get_rules("aim")
    assert rules is not None
    seats = (SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy"))
    config = MatchConfig(game="aim", seats=seats, seed=11, options={"bot_seed": 11})
    writer = LogWriter(path, rules, config)
    match = Match.new(rules, config, sink=writer)
    rng = random.Random(11)
    for _ in range(40):
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    writer.close()
    room = MAX_LOG_BYTES - 1024 - path.stat().st_size
    with open(path, "ab") as fh:
        fh.write(FLOOD_LINE * (room // len(FLOOD_LINE)))


def fill(home: Path, count: int, source: Path) -> None:
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        os.link(source, saves / f"aim-flood-{i:03d}.jsonl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "flood.jsonl"
        flood_save(source)
        size_mb = source.stat().st_size / 2**20
        command = [sys.executable, "-m", "ui"]
        empty = time_to_first_frame(command, args.repeats)
        full = time_to_first_frame(command, args.repeats, lambda h: fill(h, args.saves, source))
        home = Path(scratch) / "home"
        fill(home, args.saves, source)
        os.environ["LOOT_TABLE_HOME"] = str(home)
        from ui.saves import check_save, list_saves

        times, reasons = [], set()
        start = time.perf_counter()
        for info in list_saves(home / "saves", check=False):
            t0 = time.perf_counter()
            reasons.add((check_save(info.path).problem or "accepted").split(": ", 1)[-1])
            times.append(time.perf_counter() - t0)
        total = time.perf_counter() - start
    result = {
        "saves": args.saves,
        "save_mb": round(size_mb, 1),
        "first_frame_empty_ms": statistics.median(empty),
        "first_frame_full_ms": statistics.median(full),
        "first_frame_full_worst_ms": max(full),
        "check_all_s": total,
        "check_slowest_ms": max(times) * 1000,
        "refusals": sorted(reasons),
    }
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(
        f"first menu frame: {result['first_frame_empty_ms']:.0f} ms with no saves, "
        f"{result['first_frame_full_ms']:.0f} ms median (worst "
        f"{result['first_frame_full_worst_ms']:.0f} ms of {args.repeats}) with "
        f"{args.saves} saves of {size_mb:.1f} MB"
    )
    print(
        f"checking all {args.saves}: {total:.2f} s in all, slowest "
        f"{result['check_slowest_ms']:.0f} ms; refused as: {'; '.join(sorted(reasons))}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
