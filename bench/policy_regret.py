"""What the greedy policy gives away where the levels do not search. Prints numbers.

    python bench/policy_regret.py [--game brick-and-mortar] [--seats N] [--positions 30]
                                  [--seed 1] [--reference 128] [--moves 6] [--steps a,b] [--json]

Why (issue 24): every search level leaves some decisions to the greedy policy (the game's
evaluation ``plans`` says which it searches). Where greedy's move there is much worse than
another, a level that searches those decisions too gains; the hard level searches the ones a
game lists in ``plans_more`` (Brick & Mortar: auctions and the starting store). At the
decisions with a choice that normal leaves to the policy in greedy self-play (bench/bots.py
``collect_positions``), the policy heuristic's ``--moves`` best moves and greedy's own are
played in the same ``--reference`` sampled worlds (``ISMCTSBot.paired_values``, the game's
evaluation and horizon). Reported per step of the game (the view's ``step``, else its
``phase``): positions, greedy's mean and largest *regret* (the best move's value less
greedy's, in shares of a win), the mean spread of the moves, and how many of the positions
the hard level searches. ``--steps`` keeps only the named steps (rare ones, like auctions).
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


def step_of(view: Any) -> str:
    """The part of the game a decision belongs to, for grouping: the view's step or phase."""
    return str(getattr(view, "step", None) or getattr(view, "phase", "?"))


def policy_regret(
    game_id: str,
    seats: int,
    positions: int,
    seed: int,
    reference: int,
    moves: int,
    steps: set[str] | None = None,
) -> dict[str, Any]:
    """Greedy's regret at decisions left to the policy, per step (module docstring)."""
    from game.bots import Budget, ISMCTSBot, Level, make_bot, make_search_bot
    from game.registry import get_rules

    rules = get_rules(game_id)
    greedy = make_bot("greedy", game_id)
    judge = make_search_bot("reference", game_id, Level(Budget(iterations=reference), moves))
    hard = make_bot("hard", game_id)
    assert rules is not None and isinstance(hard, ISMCTSBot)
    pool = collect_positions(
        positions if steps is None else 40 * positions, seed, game_id, seats, left_to_policy=True
    )
    if steps is not None:
        pool = [p for p in pool if step_of(p[0]) in steps][:positions]
    rng = random.Random(seed)
    per_step: dict[str, list[tuple[float, float, bool]]] = {}
    start = time.process_time()
    for k, (view, legal) in enumerate(pool):
        mine = greedy.choose(view, legal, random.Random(k))
        candidates = judge.candidates(view, legal)
        if mine not in candidates:
            candidates.append(mine)
        seat = view.viewer
        by_hard = hard.searches(rules.sample_state(view, seat, random.Random(k)), seat, legal)
        regret = spread = 0.0  # a single move: nothing to give away
        if len(candidates) > 1:
            worlds = random.Random(rng.getrandbits(64))
            values = judge.paired_values(view, candidates, reference, worlds)
            regret = max(values) - values[candidates.index(mine)]
            spread = max(values) - min(values)
        per_step.setdefault(step_of(view), []).append((regret, spread, by_hard))
    rows = {
        step: {
            "positions": len(got),
            "mean_regret": round(sum(r for r, _, _ in got) / len(got), 4),
            "max_regret": round(max(r for r, _, _ in got), 4),
            "mean_spread": round(sum(s for _, s, _ in got) / len(got), 4),
            "searched_by_hard": sum(1 for _, _, h in got if h),
        }
        for step, got in sorted(per_step.items())
    }
    every = [r for got in per_step.values() for r, _, _ in got]
    return {
        "game": game_id,
        "seats": seats,
        "positions": len(every),
        "reference_worlds": reference,
        "moves": moves,
        "mean_regret": round(sum(every) / max(1, len(every)), 4),
        "steps": rows,
        "cpu_seconds": round(time.process_time() - start, 1),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="brick-and-mortar")
    p.add_argument("--seats", type=int, help="table size (default: the game's smallest)")
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--reference", type=int, default=128, help="worlds a position")
    p.add_argument("--moves", type=int, default=6, help="the heuristic's best moves valued")
    p.add_argument("--steps", help="only these steps (comma-separated)")
    p.add_argument("--json", action="store_true")
    ns = p.parse_args()
    ns.seats = table_size(ns.game, ns.seats)
    steps = set(ns.steps.split(",")) if ns.steps else None
    got = policy_regret(ns.game, ns.seats, ns.positions, ns.seed, ns.reference, ns.moves, steps)
    if ns.json:
        print(json.dumps(got))
        return
    print(
        f"{got['game']}, {got['seats']} seats: {got['positions']} decisions left to the policy, "
        f"{got['moves']} moves in {got['reference_worlds']} paired worlds: greedy's mean "
        f"regret {got['mean_regret']:.4f} of a win a decision ({got['cpu_seconds']} CPU s)"
    )
    for step, r in got["steps"].items():
        print(
            f"  {step:>14}: {r['positions']:>3} positions, regret mean {r['mean_regret']:.4f} "
            f"max {r['max_regret']:.4f}, spread {r['mean_spread']:.4f}, "
            f"searched by hard {r['searched_by_hard']}"
        )


if __name__ == "__main__":
    main()
