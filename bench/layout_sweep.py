"""The full layout sweep: every kept position of every game with a table (tests/ui/positions.py)
laid out at every window size and UI scale of tests/ui/sweep.py, each layout checked from
its rects (ui/layout/check.py).

    python bench/layout_sweep.py [--game aim] [--show 5] [--json]

Prints per game the positions, the cases (position x size x scale), the failing cases with
their first faults, and how long a layout takes (it runs on every refresh of the table).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def run(game: str, show: int) -> dict[str, object]:
    from tests.ui.positions import all_positions
    from tests.ui.sweep import all_cases, lay_out
    from ui.layout.check import check_layout

    t0 = time.perf_counter()
    found = all_positions(game)
    made_s = time.perf_counter() - t0
    times: list[float] = []
    failing: dict[str, list[str]] = {}
    cases = 0
    for case in all_cases(found):
        cases += 1
        t = time.perf_counter()
        lay, table, scale = lay_out(case)
        times.append(time.perf_counter() - t)
        faults = check_layout(lay, table, scale)
        if faults:
            failing[str(case)] = faults
    times.sort()
    ms = [x * 1000 for x in times]
    out: dict[str, object] = {
        "game": game,
        "positions": len(found),
        "phases": sorted({p.phase for p in found}),
        "cases": cases,
        "failing": len(failing),
        "layout_ms_mean": round(statistics.fmean(ms), 3),
        "layout_ms_p99": round(ms[int(len(ms) * 0.99) - 1], 3),
        "layout_ms_max": round(ms[-1], 3),
        "positions_s": round(made_s, 2),
    }
    out["examples"] = {k: v[:3] for k, v in list(failing.items())[:show]}
    return out


def main(argv: list[str] | None = None) -> int:
    import pygame

    from ui.table.registry import ADAPTERS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(ADAPTERS), action="append")
    parser.add_argument("--show", type=int, default=5, help="failing cases to print")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pygame.font.init()
    results = [run(g, args.show) for g in (args.game or sorted(ADAPTERS))]
    if args.json:
        print(json.dumps(results))
    else:
        for r in results:
            print(
                f"{r['game']}: {r['positions']} positions ({len(r['phases'])} phases: "  # type: ignore[arg-type]
                f"{', '.join(r['phases'])}), made in {r['positions_s']} s"  # type: ignore[arg-type]
            )
            print(f"  {r['cases']} cases, {r['failing']} failing")
            print(
                f"  layout ms: mean {r['layout_ms_mean']}, p99 {r['layout_ms_p99']}, "
                f"max {r['layout_ms_max']}"
            )
            for case, faults in r["examples"].items():  # type: ignore[attr-defined]
                print(f"  FAIL {case}")
                for f in faults:
                    print(f"       {f}")
    return 1 if any(r["failing"] for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
