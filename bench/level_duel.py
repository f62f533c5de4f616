"""Two bots, one of them a level with changed settings, over the tournament's own deals.

    python bench/level_duel.py --game G --bots A,B [--seats N] [--games 100] [--seed 1]
                               [--start 0] [--lone-a] [--jobs 2] --out FILE.jsonl
    python bench/level_duel.py --game G --bots A,B [--seats N] --summary FILE.jsonl

Why (issue 24): whether a change to a level would make it stronger is a tournament's
question, but a shipped level cannot be changed to ask it. Each bot is a bot kind
(``random``, ``greedy``, ``easy``, ``normal``, ``hard``) or a search level with changed
settings, ``LEVEL:key=value;key=value``:

* ``worlds=N``: worlds a searched decision; ``moves=N``: the heuristic's best moves weighed;
* ``horizon=N``: how far each playout looks (in the game evaluation's units);
* ``learned=0/1``, ``thorough=0/1``: the level's learned evaluation and thorough search;
* ``confidence=K``: keep the policy's own move unless another beats it by K standard
  errors over the same worlds (0: the best mean; unset: the game evaluation's own);
* ``mode=tree;depth=N``: single-observer ISMCTS to depth N instead of sequential halving;
* ``noise=P``: playouts play one of the heuristic's three best moves with chance P;
* ``every=1``: search every decision with a choice, also those the game leaves to the
  policy (a thorough search whose ``plans_more`` is everything);
* ``guess=P``: the chance each of the others' hidden choices is guessed as the game's
  heuristic would make it (1: the level's ``Level.guesses``; 0: at random; only where the
  game's rules set ``guesses``);
* ``weights=PATH``: judge the leaves with the weights file at PATH (as ``loot-table train
  --out PATH`` writes it) instead of the shipped ones: a retrained model measured in play
  before it is shipped;
* ``eval.NAME=X``: the game evaluation's number ``NAME`` set to X (a weight the
  evaluation already has, e.g. ``eval.gear_weight=0.3`` in Loot Roll);
* ``policy.NAME=X``: the game heuristic's weight ``NAME`` set to X in this level's policy
  (the moves it weighs) and in its playouts (every seat's moves there), e.g.
  ``policy.gold_lp=0.5`` in AIM: a retuned greedy measured as the search's policy before it
  ships;
* ``cheat=1``: every world is the true table (every hand, face-down choice and the decks'
  order), not a sample of the bot's view. An experiment only, never a bot of the app: what
  a search of this kind would win if hidden information cost it nothing, the bound on
  what any honest level built like it could gain.

The games are those of ``loot-table tournament --game G --bots A,B --games N --seed S
--seats K --untimed`` (its ``schedule`` and ``seating``; the levels are untimed, so a game
depends on its seed only), played on ``--jobs`` processes. Each finished game is appended
to ``--out`` as one line of JSON, so a run cut short still counts and ``--start G`` goes on
where it stopped; ``--lone-a`` (more than two seats) plays only the games in which A sits
alone. ``--summary`` prints the tournament's own table over the games in the files.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

NOISE_POOL = 3
"""A noisy playout's slip picks among the heuristic's this many best moves."""


class SearchEvery:
    """A game's evaluation that a thorough search reads as searching every decision with a
    choice (``plans_more``); everything else is the game's own."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def plans_more(self, state: Any, seat: int, legal: Sequence[Any]) -> bool:
        return len(legal) >= 2


class TrueTable:
    """Rules whose every sampled world is a copy of the true table the bot was asked about
    (``live``, set by :class:`Cheat` before each decision); everything else is ``inner``'s."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.live: Any = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def sample_state(self, view: Any, seat: int, rng: random.Random) -> Any:
        return self.inner.clone(self.live)


_TABLE: dict[str, Any] = {}
"""The state ``rules.view`` was last asked about in this process (see :func:`watch_table`)."""


def watch_table(rules: Any) -> None:
    """Make ``rules.view`` remember the state it is asked about. The game loop asks for the
    acting seat's view just before asking its bot, so at the start of ``choose`` the
    remembered state is the true table (the search's own calls come later)."""
    if getattr(rules, "_watched", False):
        return
    original = rules.view

    def view(state: Any, seat: int | None, /) -> Any:
        _TABLE["state"] = state
        return original(state, seat)

    rules.view = view
    rules._watched = True


class Cheat:
    """A search bot that searches the true table (``cheat=1``)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.table = TrueTable(bot.rules)
        bot.rules = self.table
        watch_table(self.table.inner)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self.table.live = _TABLE["state"]
        return self.bot.choose(view, legal, rng)


class NoisyPolicy:
    """A playout policy: ``inner``'s move, but with chance ``rate`` one of its heuristic's
    :data:`NOISE_POOL` best moves, uniformly (never one it rates -inf)."""

    name = "noisy"

    def __init__(self, inner: Any, rate: float) -> None:
        self.inner = inner
        self.heuristic = inner.heuristic
        self.rate = rate

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        from game.bots.base import best_ranked

        if len(legal) > 1 and rng.random() < self.rate:
            scores = self.heuristic.score_all(view, legal)
            ranked = best_ranked(scores, NOISE_POOL)
            if ranked:
                return legal[rng.choice(ranked)]
        return self.inner.choose(view, legal, rng)


def parse(spec: str) -> tuple[str, dict[str, str]]:
    """``LEVEL:key=value;...`` -> (the kind, its changes); a plain kind has none. Raises
    SystemExit with a sentence for a setting this bench does not know."""
    kind, _, rest = spec.partition(":")
    changes = dict(p.split("=", 1) for p in rest.split(";") if p)
    known = {
        "worlds",
        "moves",
        "horizon",
        "learned",
        "thorough",
        "confidence",
        "mode",
        "depth",
        "noise",
        "every",
        "cheat",
        "guess",
        "weights",
    }
    unknown = {k for k in changes if not k.startswith(("eval.", "policy."))} - known
    if unknown or (changes and kind not in ("easy", "normal", "hard")):
        raise SystemExit(f"'{spec}': settings ({', '.join(sorted(known))}) change a search level.")
    return kind, changes


def make_variant(spec: str, game_id: str) -> Any:
    """The bot ``spec`` names (module docstring), untimed."""
    from game.bots import level_for, make_bot, make_search_bot, untimed, with_changes
    from game.bots.ismcts import can_guess
    from game.core.entry import LEVEL_SETTINGS

    kind, changes = parse(spec)
    if not changes:
        return make_bot(kind, game_id, timed=False)
    numbers = {k: float(v) for k, v in changes.items() if k in LEVEL_SETTINGS}
    level = with_changes(untimed(level_for(kind, game_id)), numbers)
    if "thorough" in changes:
        level = replace(level, thorough=changes["thorough"] == "1")
    policy = {
        k.removeprefix("policy."): float(v) for k, v in changes.items() if k.startswith("policy.")
    }
    if policy:  # on top of the weights the game's entry gives the level
        level = replace(level, policy=tuple({**dict(level.policy), **policy}.items()))
    try:
        bot = make_search_bot(kind, game_id, level)
    except ValueError as exc:
        raise SystemExit(f"'{spec}': {exc}") from None
    if "horizon" in changes:
        bot.evaluation.horizon = int(changes["horizon"])
    for key, value in changes.items():
        if key.startswith("eval."):
            name = key.removeprefix("eval.")
            if not isinstance(getattr(bot.evaluation, name, None), int | float):
                raise SystemExit(f"'{spec}': the evaluation has no number '{name}'.")
            setattr(bot.evaluation, name, float(value))
    if "mode" in changes:
        bot.mode = "tree" if changes["mode"] == "tree" else "halving"
    if "depth" in changes:
        bot.max_depth = int(changes["depth"])
    if "noise" in changes:
        bot.rollout = NoisyPolicy(bot.rollout, float(changes["noise"]))
    if changes.get("every") == "1":
        bot.evaluation = SearchEvery(bot.evaluation)
        bot.thorough = True
    if "guess" in changes:
        bot.guess = float(changes["guess"]) if can_guess(bot.rules) else 0.0
    if "weights" in changes:
        bot.evaluation = weighed(bot.evaluation, game_id, changes["weights"])
    if changes.get("cheat") == "1":
        return Cheat(bot)
    return bot


def weighed(evaluation: Any, game_id: str, path: str) -> Any:
    """``evaluation`` judging its leaves with the weights in the file at ``path`` (as
    ``loot-table train`` writes them) instead of the shipped ones or none. Raises SystemExit
    with a sentence when the game has no features or the file is not its weights."""
    from game.bots.learned import LearnedError, LearnedValues, parse_weights
    from game.registry import entry

    features = entry(game_id).make_features()
    if features is None:
        raise SystemExit(f"{game_id} has no learned evaluation's features to weigh.")
    try:
        got = parse_weights(Path(path).read_bytes(), path, features)
    except (OSError, LearnedError) as exc:
        raise SystemExit(f"weights={path}: {exc}") from None
    base = evaluation.base if isinstance(evaluation, LearnedValues) else evaluation
    return LearnedValues(base, features, got.weights)


def _play(item: tuple[str, tuple[str, str], tuple[int, int], int, int, int]) -> dict[str, Any]:
    from game.tournament import play_one

    game_id, specs, pair, g, seed, seats = item
    kinds = tuple(parse(s)[0] for s in specs)
    record = play_one(
        game_id,
        kinds,
        pair,
        g,
        seed,
        seats,
        untimed=True,
        build=lambda i: make_variant(specs[i], game_id),
    )
    return {"game": g, **asdict(record)}


def games_to_play(
    specs: tuple[str, str],
    game_id: str,
    games: int,
    seed: int,
    seats: int,
    start: int,
    lone_a: bool,
) -> list[tuple[str, tuple[str, str], tuple[int, int], int, int, int]]:
    """The schedule's games from ``start`` on (only those with A alone, if ``lone_a``)."""
    from game.tournament import schedule, seating

    return [
        (game_id, specs, pair, g, s, seats)
        for pair, g, s in schedule(2, games, seed, seats)
        if g >= start and not (lone_a and seats > 2 and seating(pair, g, seats)[1] != 0)
    ]


def load(paths: Sequence[str]) -> list[Any]:
    """The games recorded in ``paths`` as the tournament's records."""
    from game.tournament import TourGame

    records = []
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            d.pop("game", None)
            d["pair"] = tuple(d["pair"])
            d["seats"] = tuple(d["seats"])
            d["winners"] = tuple(d["winners"])
            d["scores"] = {int(k): v for k, v in d["scores"].items()}
            d["decision_ms"] = tuple(tuple(t) for t in d["decision_ms"])
            records.append(TourGame(**d))
    return records


def main(argv: list[str] | None = None) -> int:
    from game.core.parallel import run_in_workers
    from game.tournament import render, summarize

    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--bots", required=True, help="A,B: kinds or LEVEL:key=value;...")
    p.add_argument("--seats", type=int, default=2)
    p.add_argument(
        "--games",
        type=int,
        default=100,
        help="the schedule's length: games --start to --games - 1 are played (not a count)",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--start", type=int, default=0, help="the schedule's first game to play")
    p.add_argument("--lone-a", action="store_true", help="only the games A plays alone")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", help="append each finished game here (JSON lines)")
    p.add_argument("--summary", nargs="+", help="report the games recorded in these files")
    ns = p.parse_args(argv)
    a, _, b = ns.bots.partition(",")
    specs = (a, b)
    for spec in specs:
        parse(spec)
    if ns.summary:
        records = load(ns.summary)
        print(
            render(summarize(ns.game, list(specs), len(records), ns.seed, records, 0.0, ns.seats))
        )
        return 0
    if not ns.out:
        raise SystemExit("Name a file to record the games in: --out FILE.jsonl.")
    work = games_to_play(specs, ns.game, ns.games, ns.seed, ns.seats, ns.start, ns.lone_a)
    start = time.perf_counter()
    with open(ns.out, "a", encoding="utf-8") as out:
        for record in run_in_workers(_play, work, ns.jobs):
            out.write(json.dumps(record) + "\n")
            out.flush()
    print(f"{len(work)} games recorded in {ns.out} in {time.perf_counter() - start:.0f} s.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
