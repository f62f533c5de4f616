"""Has the search converged? Each world budget's move against a large reference. Prints numbers.

    python bench/convergence.py [--game loot-roll] [--seats N] [--positions 24] [--seed 1]
                                [--worlds 16,48,256] [--reference 512] [--wide 0] [--json]

Why (issue 24): hard searches over five times normal's worlds and was measured no
stronger. This shows whether more worlds can change anything: at searched decisions of
greedy self-play (bench/bots.py ``collect_positions``) every budget decides from the seat's
view as the levels do (sequential halving over the heuristic's four best moves, the game's
own evaluation and confidence rule); the reference then plays every one of those moves in
the same ``--reference`` worlds (``ISMCTSBot.paired_values``). Reported per budget: how often
its move is the reference's best, and its mean *regret*: the reference value of the best
move minus that of the move played, in shares of a win, per decision. A budget whose
regret is near zero has found all that the search's judgement (its evaluation, its greedy
playouts, its horizon) can find: more worlds cannot make it stronger.

Also reported: the regret of the heuristic's own move (what greedy plays) and of the best
of its 2 and 3 best moves (a search that converged over fewer moves), the scale against
which the budgets' regrets matter.

``--wide N`` also values the heuristic's N best moves in the same worlds and reports how
often the best of them lies outside the four the levels search, and what the four give up
(noise inflates both: the best of N noisy values is biased upwards).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bots import collect_positions, table_size  # noqa: E402

CANDIDATES = 4
"""Root moves the levels search (game/bots/__init__.py ``Level.candidates``)."""


def converge(
    game_id: str,
    seats: int,
    positions: int,
    seed: int,
    budgets: list[int],
    reference: int,
    wide: int = 0,
) -> dict[str, Any]:
    """Agreement and regret of each budget against the reference (see the module
    docstring); with ``wide`` > 0, how often a wider candidate list would choose otherwise."""
    from game.bots import Budget, Level, make_search_bot

    bots = {n: make_search_bot(f"w{n}", game_id, Level(Budget(iterations=n))) for n in budgets}
    judge = make_search_bot("reference", game_id, Level(Budget(iterations=reference)))
    wider = (
        make_search_bot("wide", game_id, Level(Budget(iterations=reference), candidates=wide))
        if wide
        else None
    )
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    start = time.process_time()
    for view, legal in collect_positions(positions, seed, game_id, seats):
        moves = (
            wider.candidates(view, legal) if wider is not None else judge.candidates(view, legal)
        )
        if len(moves) < 2:
            continue
        worlds = rng.getrandbits(64)
        values = judge.paired_values(view, moves, reference, random.Random(worlds))
        searched = values[:CANDIDATES]
        row: dict[str, Any] = {"spread": max(searched) - min(searched)}
        for k in range(1, CANDIDATES):  # a search that converged over the k best moves
            row[f"top{k}"] = max(searched) - max(values[:k])
        for n, bot in bots.items():
            move = bot.choose(view, legal, random.Random(rng.getrandbits(64)))
            if move in moves:
                got = values[moves.index(move)]
            else:  # a move the game's opening sense added: valued in the same worlds
                got = judge.paired_values(view, [move], reference, random.Random(worlds))[0]
            row[n] = max(searched) - got
        if wider is not None and len(moves) > CANDIDATES:
            row["outside"] = max(values) > max(searched)
            row["wide_gain"] = max(values) - max(searched)
        rows.append(row)
    n = len(rows)
    out: dict[str, Any] = {
        "game": game_id,
        "seats": seats,
        "positions": n,
        "reference_worlds": reference,
        "cpu_seconds": round(time.process_time() - start, 1),
        "budgets": {
            str(b): {
                "best_move": sum(1 for r in rows if r[b] < 1e-9),
                "mean_regret": round(sum(r[b] for r in rows) / max(1, n), 4),
            }
            for b in budgets
        },
        "mean_spread": round(sum(r["spread"] for r in rows) / max(1, n), 4),
        "fewer_moves": {
            str(k): round(sum(r[f"top{k}"] for r in rows) / max(1, n), 4)
            for k in range(1, CANDIDATES)
        },
    }
    widened = [r for r in rows if "outside" in r]
    if wider is not None:
        out["wide"] = {
            "moves": wide,
            "positions": len(widened),
            "best_outside_top4": sum(1 for r in widened if r["outside"]),
            "mean_gain": round(sum(r["wide_gain"] for r in widened) / max(1, len(widened)), 4),
        }
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="loot-roll")
    p.add_argument("--seats", type=int, help="table size (default: the game's smallest)")
    p.add_argument("--positions", type=int, default=24)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", default="16,48,256", help="world budgets to compare")
    p.add_argument("--reference", type=int, default=512)
    p.add_argument("--wide", type=int, default=0, help="also value the heuristic's N best")
    p.add_argument("--json", action="store_true")
    ns = p.parse_args()
    budgets = [int(x) for x in ns.worlds.split(",")]
    ns.seats = table_size(ns.game, ns.seats)
    got = converge(ns.game, ns.seats, ns.positions, ns.seed, budgets, ns.reference, ns.wide)
    if ns.json:
        print(json.dumps(got))
        return
    n = got["positions"]
    print(
        f"{got['game']}, {got['seats']} seats: {n} searched positions, reference "
        f"{got['reference_worlds']} paired worlds, mean spread of the searched moves "
        f"{got['mean_spread']:.4f} of a win ({got['cpu_seconds']} CPU s)"
    )
    for b, r in got["budgets"].items():
        print(
            f"  {b:>5} worlds: the reference's best move {r['best_move']}/{n}, "
            f"mean regret {r['mean_regret']:.4f} of a win per decision"
        )
    for k, regret in got["fewer_moves"].items():
        what = "the heuristic's own move (greedy)" if k == "1" else f"the best of its {k} best"
        print(f"  {what}: mean regret {regret:.4f} of a win per decision")
    if "wide" in got:
        w = got["wide"]
        print(
            f"  {w['moves']} moves instead of {CANDIDATES}: the best lies outside the four in "
            f"{w['best_outside_top4']}/{w['positions']} positions, mean gain {w['mean_gain']:.4f}"
        )


if __name__ == "__main__":
    main()
