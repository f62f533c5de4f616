"""The full layout sweep: every kept position of every game with a table (tests/ui/positions.py)
laid out at every window size and UI scale of tests/ui/sweep.py, each layout checked from
its rects (ui/layout/check.py); with ``--readable`` also the readability checks of issue 23
(text size, cut labels and button words, the bar clear of its buttons, controls that stay
put within a step), counted by kind.

    python bench/layout_sweep.py [--game aim] [--show 5] [--readable] [--json]

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


KINDS = (
    ("card name under 11 px", "card "),
    ("label cut", "label "),
    ("button words", "button '"),
    ("bar", "the bar"),
    ("control moved", "button "),
    ("control moved", "zone "),
)
"""Readability faults by kind (the first prefix that matches)."""


def kind_of(fault: str) -> str:
    if " moved from " in fault:
        return "control moved"
    if fault.startswith("label") and " px, under " in fault:
        return "label under 11 px"
    return next((k for k, p in KINDS if fault.startswith(p)), "other")


def run(game: str, show: int, readable: bool = False) -> dict[str, object]:
    from tests.ui.positions import all_positions
    from tests.ui.sweep import all_cases, lay_out, readable_faults
    from ui.layout.check import check_layout

    t0 = time.perf_counter()
    found = all_positions(game)
    made_s = time.perf_counter() - t0
    times: list[float] = []
    failing: dict[str, list[str]] = {}
    unreadable: dict[str, list[str]] = {}
    kinds: dict[str, int] = {}
    cases = 0
    for case in all_cases(found):
        cases += 1
        t = time.perf_counter()
        lay, table, scale = lay_out(case)
        times.append(time.perf_counter() - t)
        faults = check_layout(lay, table, scale)
        if faults:
            failing[str(case)] = faults
        if readable:
            for f in readable_faults(case):
                k = kind_of(f)
                kinds[k] = kinds.get(k, 0) + 1
                unreadable.setdefault(str(case), []).append(f)
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
    if readable:
        out["unreadable"] = len(unreadable)
        out["kinds"] = kinds
        out["unreadable_examples"] = {k: v[:3] for k, v in list(unreadable.items())[:show]}
    return out


def main(argv: list[str] | None = None) -> int:
    import pygame

    from ui.table.registry import ADAPTERS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(ADAPTERS), action="append")
    parser.add_argument("--show", type=int, default=5, help="failing cases to print")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--readable", action="store_true", help="the issue 23 checks too")
    args = parser.parse_args(argv)
    pygame.font.init()
    results = [run(g, args.show, args.readable) for g in (args.game or sorted(ADAPTERS))]
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
            if "unreadable" in r:
                print(f"  readable: {r['unreadable']} cases with faults; by kind {r['kinds']}")
                for case, faults in r["unreadable_examples"].items():  # type: ignore[attr-defined]
                    print(f"  UNREADABLE {case}")
                    for f in faults:
                        print(f"       {f}")
    return 1 if any(r["failing"] for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
