"""Checks every registered game must pass, written as functions of a rules object (pure
engine: no pygame), so the suites run them over the registry and the planted-fault tests
(tests/test_planted_faults.py) run them over a game with a fault put in on purpose.

Each check returns what it found wrong, one sentence per fault (empty: it passed), and how
many times it actually compared something: a check that compared nothing has not checked,
and its test fails (``Found.assert_clean``).

- :func:`sentence_faults`: a seat's log sentences are a function of what the seat sees.
  At sampled steps of a game, for each seat, the hidden parts are dealt again from that
  seat's view (``rules.sample_state``), the step's seat makes the same action, or another
  legal one, with the same chance; wherever the seat's views before and after are the same
  as in the real game, its sentences must be the same too.
- :func:`sample_faults`: ``view(sample_state(v, seat), seat) == v``, and the sampled state
  keeps every count of the true one (each list in the canonical state as long: hand
  sizes, decks, piles), for each seat at sampled positions. A list on one side only is
  not compared: a sample may guess another seat's sealed choice as None where the true
  one is a list (Brick & Mortar's closed choices), which no view tells apart.
- :func:`bot_faults`: a bot of each level plays every seat from a position to the end.
- :func:`view_leak_faults`: a seat's view is the same however ``determinize`` deals the
  hidden parts again (other hands, deck orders).
- :func:`listed_action_faults`: every seat to act has actions, none listed twice, and
  every listed action is accepted by ``decide``.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots import LEVELS, Budget, Level, make_bot
from game.core.chance import Chance
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.model import MatchConfig, default_seats

FULL = os.environ.get("LOOT_TABLE_FULL_SWEEP", "") not in ("", "0")
"""LOOT_TABLE_FULL_SWEEP=1: every seat count, more games, every step."""


@dataclass
class Found:
    """What a check found: ``faults`` (sentences) and ``compared`` (times it checked)."""

    faults: list[str] = field(default_factory=list)
    compared: int = 0

    def add(self, other: Found) -> None:
        self.faults.extend(other.faults)
        self.compared += other.compared

    def assert_clean(self, what: str) -> None:
        assert self.compared > 0, f"{what}: nothing was compared (the check did not run)"
        assert not self.faults, f"{what}: " + "\n".join(self.faults[:5])


def new_match(rules: Any, seats: int, seed: int) -> Match[Any]:
    config = MatchConfig(game=rules.game_id, seats=default_seats(seats), seed=seed)
    return Match.new(rules, config)


def random_game(rules: Any, seats: int, seed: int) -> Match[Any]:
    """A finished game of random legal moves (seeded)."""
    match = new_match(rules, seats, seed)
    rng = random.Random(seed)
    while not match.is_over:
        seat = rng.choice(match.to_act())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match


def walk(match: Match[Any], picks: int) -> Iterator[tuple[int, Any, Any]]:
    """``(k, state before step k, step k)`` for about ``picks`` steps spread over the finished
    ``match`` (every step with ``picks`` 0), the state rebuilt from the recorded events."""
    rules = match.rules
    replay = Match(rules, match.config, match.setup, undo=False)
    every = 1 if picks <= 0 else max(1, len(match.steps) // picks)
    for k, step in enumerate(match.steps):
        if k % every == 0 or k == len(match.steps) - 1:
            yield k, rules.clone(replay.state), step
        replay.fold_recorded(step)


def told(rules: Any, events: Sequence[Any], viewer: int, names: Sequence[str]) -> list[str]:
    out = [rules.describe(e, viewer, names) for e in events]
    return [s for s in out if s is not None]


def _after(rules: Any, state: Any, events: Sequence[Any]) -> Any:
    s = rules.clone(state)
    for e in events:
        rules.evolve(s, e)
    return s


def sentence_faults(
    rules: Any, match: Match[Any], picks: int = 12, samples: int = 2, others: int = 3
) -> Found:
    """Sentences to a seat that change when the hidden parts are dealt again consistently
    with what that seat sees (the module docstring). ``picks`` steps of the finished
    ``match``, ``samples`` worlds per seat, the recorded action and up to ``others`` more."""
    found = Found()
    names = match.seat_names
    rng = random.Random(match.config.seed)
    for k, state, step in walk(match, picks):
        chance_seed = match.config.seed
        after = _after(rules, state, step.events)
        for viewer in range(match.config.n_seats):
            before_v, after_v = rules.view(state, viewer), rules.view(after, viewer)
            said = told(rules, step.events, viewer, names)
            for _ in range(samples):
                world = rules.sample_state(before_v, viewer, rng)
                legal = rules.legal_actions(world, step.seat)
                tried = [a for a in legal if a == step.action]
                tried += rng.sample(legal, min(others, len(legal)))
                for action in tried:
                    try:
                        events = rules.decide(
                            world, step.seat, action, Chance.for_step(chance_seed, k + 1)
                        )
                    except IllegalAction:
                        continue  # listed_action_faults tells that story
                    if rules.view(_after(rules, world, events), viewer) != after_v:
                        continue  # the seat would see a difference: its words may differ
                    found.compared += 1
                    other = told(rules, events, viewer, names)
                    if other != said:
                        diff = [(a, b) for a, b in zip(said, other, strict=False) if a != b]
                        found.faults.append(
                            f"step {k}: {names[viewer]} reads {diff[:1] or (said, other)} in "
                            "worlds that look the same to them"
                        )
    return found


def shape(value: Any, path: str = "") -> dict[str, int]:
    """Every list's length in a canonical state, by its path (``players.0.hand``)."""
    out: dict[str, int] = {}
    if isinstance(value, dict):
        for key, v in value.items():
            out.update(shape(v, f"{path}.{key}" if path else str(key)))
    elif isinstance(value, list):
        out[path] = len(value)
        for i, v in enumerate(value):
            out.update(shape(v, f"{path}.{i}"))
    return out


def difference(a: Any, b: Any, path: str = "") -> str:
    """The first place two JSON-like values differ, in words: ``players.1.hand_count 5 -> 4``."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(a.keys() | b.keys(), key=str):
            if a.get(key) != b.get(key):
                return difference(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return difference(x, y, f"{path}.{i}")
    return f"{path} {a!r} -> {b!r}"


def sample_faults(rules: Any, match: Match[Any], picks: int = 10, samples: int = 2) -> Found:
    """The law ``view(sample_state(v, seat), seat) == v`` with every count kept, for each
    seat at ``picks`` positions of the finished ``match`` (and its end)."""
    found = Found()
    rng = random.Random(match.config.seed)
    states = [state for _, state, _ in walk(match, picks)] + [match.state]
    for state in states:
        truth = shape(rules.canonical(state))
        for seat in range(match.config.n_seats):
            view = rules.view(state, seat)
            for _ in range(samples):
                found.compared += 1
                world = rules.sample_state(view, seat, rng)
                seen = rules.view(world, seat)
                if seen != view:
                    found.faults.append(
                        f"{state.phase}: seat {seat}'s view of its sample differs from its view "
                        f"({difference(view.model_dump(), seen.model_dump())})"
                    )
                    continue
                got = shape(rules.canonical(world))
                wrong = sorted(p for p in truth.keys() & got.keys() if truth[p] != got[p])
                if wrong:
                    found.faults.append(
                        f"{state.phase}: seat {seat}'s sample changes counts: "
                        + ", ".join(f"{p} {truth.get(p)} -> {got.get(p)}" for p in wrong[:4])
                    )
    return found


SMALL: dict[str, Level] = {
    kind: Level(Budget(iterations=3), candidates=min(2, level.candidates))
    for kind, level in LEVELS.items()
}
"""The search levels at a few iterations each (no clock), to play whole games fast."""


def bot_faults(rules: Any, match: Match[Any], kind: str, starts: Sequence[float] = (0.0,)) -> Found:
    """A bot of ``kind`` (the search levels at ``SMALL`` budgets) plays every seat from the
    positions of the finished random ``match`` at the ``starts`` shares of its steps (0.0:
    the first move) to the end: it always chooses a legal action and the game ends."""
    found = Found()
    for share in starts:
        start = min(len(match.steps) - 1, int(len(match.steps) * share))
        bot = make_bot(kind, rules.game_id, level=SMALL.get(kind))
        game = Match(rules, match.config, match.setup)
        for step in match.steps[:start]:
            game.fold_recorded(step)
        rng = random.Random(start)
        moves = 0
        while not game.is_over:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            try:
                game.apply(seat, bot.choose(game.view(seat), legal, rng))
            except Exception as exc:  # a bot failing in any way is the finding
                found.faults.append(f"{kind} from step {start}: {type(exc).__name__}: {exc}")
                break
            moves += 1
            if moves > 20_000:
                found.faults.append(f"{kind} from step {start}: the game did not end")
                break
        else:
            found.compared += 1
    return found


def listed_action_faults(rules: Any, match: Match[Any], picks: int = 0) -> Found:
    """Every action listed for every seat to act is accepted by ``decide``, at ``picks``
    positions of ``match`` (every step with 0)."""
    found = Found()
    for k, state, _ in walk(match, picks):
        for seat in rules.to_act(state):
            legal = rules.legal_actions(state, seat)
            if not legal or len(set(legal)) != len(legal):
                found.faults.append(f"step {k}: seat {seat} must act but its list is {legal}")
            for action in legal:
                found.compared += 1
                try:
                    rules.decide(state, seat, action, Chance.for_step(match.config.seed, k + 1))
                except IllegalAction as exc:
                    found.faults.append(f"step {k}: {action.label()} is listed but refused: {exc}")
    return found


def view_leak_faults(rules: Any, match: Match[Any], every: int = 7, worlds: int = 3) -> Found:
    """Each seat's view at every ``every``-th position of ``match`` equals its view of
    ``worlds`` states the game's ``determinize`` dealt again for that seat."""
    found = Found()
    for k, state, _ in walk(match, 0):
        if k % every:
            continue
        for seat in range(match.config.n_seats):
            shown = rules.view(state, seat)
            for w in range(worlds):
                found.compared += 1
                other = rules.determinize(state, seat, random.Random(w))
                if rules.view(other, seat) != shown:
                    found.faults.append(
                        f"step {k} ({state.phase}): seat {seat}'s view changes when what it "
                        "cannot see is dealt again"
                    )
    return found
