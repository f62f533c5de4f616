"""Positions for every phase of a game, taken from seeded bot games: what the table must
lay out. Shared by the layout tests, bench/layout_sweep.py and any later UI conformance
suite.

For each seat count, seeded games between bots are played (greedy bots for the usual
positions, random ones to reach rare phases such as AIM's worst day); for every phase the
first position seen and the most crowded ones (most cards in view: big hands, full storage,
long bid piles, tall quest piles) are kept, each as the seat to act sees it, plus one view
for nobody (public, as behind the hand-over screen) and the finished game (seen by all).
Pure engine: no pygame.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel

from game.bots import make_bot
from game.core.match import Match
from game.core.model import MatchConfig, SeatInfo
from game.registry import get_rules
from ui.games import UI_ENTRIES

NAMES = (
    "Ana",
    "Bartholomew Oakenshield-Smythe",
    "Cleo",
    "Dov",
    "Esmeralda Windwhistle",
    "Fen",
    "Gus",
    "Hal",
)
"""Seat names: some as long as a player might type, so labels must shorten."""


@dataclass(frozen=True)
class Position:
    """A view to lay out: ``me`` is the seat at the bottom of the table (the scene's rule:
    the viewer, else the active seat)."""

    game: str
    seats: int
    phase: str
    label: str
    view: Any
    me: int
    names: tuple[str, ...]
    legal: tuple[Any, ...] = ()
    """The legal actions of ``me`` when the view is theirs and they may act (else none)."""


def crowding(view: Any) -> dict[str, int]:
    """How crowded each part of a view is: for every list or map in it (by its path, list
    positions left out, e.g. ``players.hand``) the most entries it holds anywhere."""
    most: dict[str, int] = {}
    stack: list[tuple[str, Any]] = [("", view)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, BaseModel):
            stack.extend((f"{path}.{k}" if path else k, v) for k, v in vars(item).items())
        elif isinstance(item, dict):
            if path:
                most[path] = max(most.get(path, 0), len(item))
            stack.extend((f"{path}.{k}", v) for k, v in item.items() if not isinstance(k, int))
            stack.extend((path, v) for k, v in item.items() if isinstance(k, int))
        elif isinstance(item, list):
            most[path] = max(most.get(path, 0), len(item))
            stack.extend((path, v) for v in item if isinstance(v, list | dict | BaseModel))
    return most


def _me(view: Any, fallback: int) -> int:
    """The seat at the bottom, as the table scene picks it: the viewer when a player holds
    the screen, else the active seat (a public view's viewer is the onlooker, no seat)."""
    viewer = getattr(view, "viewer", None)
    if viewer is not None and 0 <= viewer < len(view.players):
        return int(viewer)
    return int(getattr(view, "active", fallback) or 0)


@cache
def positions(
    game: str, seats: int, per_phase: int = 5, games: int = 4, hunt: int = 60
) -> tuple[Position, ...]:
    """Positions at ``seats`` seats, for every phase: the first seen, a public one, and
    the most crowded (for each list in the view, e.g. a hand, a bid pile, a quest pile, the
    position where it is longest; the lists longest against their usual length first), at
    most ``per_phase`` of those per phase. From ``games``
    seeded greedy games, then random games (at most ``hunt``) until every phase a random
    game reaches has been seen. Deterministic."""
    rules = get_rules(game)
    assert rules is not None, game
    names = NAMES[:seats]
    plan = UI_ENTRIES[game].sweep()
    found: dict[str, list[tuple[int, str, Any, int, tuple[Any, ...]]]] = {}
    order = 0

    def keep(phase: str, view: Any, me: int, why: str, legal: tuple[Any, ...] = ()) -> None:
        nonlocal order
        order += 1
        found.setdefault(phase, []).append((order, why, view, me, legal))

    for seed in range(games + hunt):
        hunting = seed >= games
        if hunting and all(p in found for p in plan.hunt):
            break
        variants = ({}, *plan.variants)
        config = MatchConfig(
            game=game,
            seats=[SeatInfo(name=n) for n in names],
            seed=1000 * seats + seed,
            options=variants[seed % len(variants)],
        )
        match: Match[Any] = Match.new(rules, config)
        bot = make_bot("random" if hunting else "greedy", game)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            if not hunting or view.phase not in found:
                why = "first" if view.phase not in found else ""
                keep(view.phase, view, seat, why, tuple(match.legal_actions(seat)))
            match.apply(seat, bot.choose(view, match.legal_actions(seat), rng))
            if seed == 0 and len(match.steps) == 12:  # a public view, as behind the hand-over
                public = match.view(seats)
                keep(public.phase, public, _me(public, 0), "public")
        if not hunting or "game_over" not in found:
            final = match.view(None)
            keep(final.phase, final, 0, "end" if "game_over" in found else "first")
    out: list[Position] = []
    for phase, seen in found.items():
        chosen = [f for f in seen if f[1] in ("first", "public")]
        shapes = [crowding(f[2]) for f in seen]
        record: dict[str, int] = {}
        total: dict[str, int] = {}
        for shape in shapes:
            for p, n in shape.items():
                record[p] = max(record.get(p, 0), n)
                total[p] = total.get(p, 0) + n
        # the records furthest above their list's usual length first (a long bid pile
        # before a discard pile that is always long), then the longest
        unusual = {p: record[p] * len(shapes) / max(1, total[p]) for p in record}
        paths = sorted(record, key=lambda p: (-unusual[p], -record[p], p))
        for path in paths:  # the holder of each list's record
            best = max(range(len(seen)), key=lambda i: (shapes[i].get(path, 0), -i))
            if shapes[best].get(path, 0) and all(seen[best][0] != c[0] for c in chosen):
                chosen.append(seen[best])
        for n, why, view, me, legal in chosen[:per_phase]:
            tag = why or "crowded"
            label = f"{game}-{seats}p-{phase}-{tag}-{n}"
            out.append(Position(game, seats, phase, label, view, me, names, legal))
    return tuple(out)


def all_positions(game: str, seat_counts: tuple[int, ...] | None = None) -> list[Position]:
    """Every kept position of ``game`` over ``seat_counts`` (default: its sweep plan's)."""
    counts = UI_ENTRIES[game].sweep().seat_counts if seat_counts is None else seat_counts
    return [p for n in counts for p in positions(game, n)]
