"""Helpers for the AIM rule tests: positions by card name, seed search, random games.

``run(position, actions)`` builds a :class:`Scenario` from a position (see
game/games/aim/position.py) and a list of ``(seat, action)`` pairs in which a
card may be named instead of numbered; names are resolved against the table as
it is when that action comes (hand for ``place``, mat for ``unplace``/``trash``/
``discard_goods``, the markets for ``buy``), then ``run_scenario`` plays it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.model import Event, MatchConfig, default_seats
from game.core.scenario import Scenario, ScenarioResult, run_scenario, start_match
from game.games.aim import events as ev
from game.games.aim.invariants import check_invariants
from game.games.aim.model import AimState
from game.games.aim.rules import AimRules
from game.registry import get_rules
from tests.shadow_game import play_shadowed

RULES: AimRules = get_rules("aim")  # type: ignore[assignment]
BOOK = RULES.book
MEMO = RULES.memo

ActionSpec = tuple[int, dict[str, Any]]


# --------------------------------------------------------------------- names -> ids
def name_of(card: int) -> str:
    return BOOK(card).name


def named(cards: Iterable[int], name: str) -> list[int]:
    """The ids among ``cards`` whose design is called ``name``, in the given order."""
    key = name.casefold()
    return [c for c in cards if BOOK(c).name.casefold() == key]


def names(cards: Iterable[int]) -> list[str]:
    return [BOOK(c).name for c in cards]


def mat_id(state: AimState, seat: int, name: str, *, equipped: bool | None = None) -> int:
    """The first card called ``name`` on ``seat``'s mat (``equipped``: only worn ones)."""
    for c, spot in state.players[seat].mat.items():
        if BOOK(c).name.casefold() != name.casefold():
            continue
        if equipped is None or equipped == (spot not in ("store", "companion")):
            return c
    raise LookupError(f"no {name} on seat {seat}'s mat")


def _for_sale(state: AimState) -> list[int]:
    row = [c for c in state.premium_row if c is not None]
    common = [] if state.common_card is None else [state.common_card]
    tops = [pile[-1] for pile in state.loot.values() if pile]
    return row + common + tops


def _resolve_spot(state: AimState, seat: int, spot: str) -> str:
    if spot.startswith("in:") and not spot[3:].isdigit():
        return f"in:{mat_id(state, seat, spot[3:], equipped=True)}"
    if ":" in spot and not spot.startswith("in:") and not spot.split(":")[0].isdigit():
        holder, slot = spot.split(":", 1)
        return f"{mat_id(state, seat, holder)}:{slot}"
    return spot


def resolve(state: AimState, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """``action`` with card names replaced by the ids they name on the table now."""
    out = dict(action)
    card = out.get("card")
    kind = out["kind"]
    if isinstance(card, str):
        if kind == "place":
            pool: list[int] = sorted(state.players[seat].hand)
        elif kind == "buy":
            pool = _for_sale(state)
        else:
            pool = list(state.players[seat].mat)
        found = named(pool, card)
        if not found:
            raise LookupError(f"{kind}: no {card} where seat {seat} could use it")
        out["card"] = found[0]
    if isinstance(out.get("spot"), str):
        out["spot"] = _resolve_spot(state, seat, out["spot"])
    return out


def scenario(
    position: dict[str, Any],
    actions: Sequence[ActionSpec] = (),
    *,
    seats: int = 2,
    seed: int = 0,
    description: str = "",
) -> Scenario:
    """A Scenario whose actions have their card names resolved to ids.

    Names are resolved step by step on a scratch match; resolution stops at the first
    illegal action (it stays in the scenario, so ``run_scenario`` reports it).
    """
    base = Scenario(game="aim", seats=seats, seed=seed, position=position, description=description)
    match = start_match(RULES, base, undo=False)
    steps: list[dict[str, Any]] = []
    alive = True
    for seat, action in actions:
        concrete = resolve(match.state, seat, action) if alive else action
        steps.append({"seat": seat, "action": concrete})
        if alive:
            try:
                match.apply(seat, RULES.action_adapter.validate_python(concrete))
            except IllegalAction:
                alive = False
    return Scenario(
        game="aim",
        seats=seats,
        seed=seed,
        position=position,
        actions=steps,
        description=description,
    )


def run(
    position: dict[str, Any],
    actions: Sequence[ActionSpec] = (),
    *,
    seats: int = 2,
    seed: int = 0,
    ok: bool = True,
) -> ScenarioResult:
    """Play a position and actions; with ``ok`` every action must be legal."""
    result = run_scenario(RULES, scenario(position, actions, seats=seats, seed=seed))
    if ok:
        assert result.error is None, f"step {result.failed_step} refused: {result.error}"
    check_invariants(BOOK, result.match.state)
    return result


def start(position: dict[str, Any], *, seats: int = 2, seed: int = 0) -> Match[AimState]:
    """A match at ``position`` (for applying actions by hand)."""
    return start_match(RULES, Scenario(game="aim", seats=seats, seed=seed, position=position))


def act(match: Match[AimState], seat: int, **action: Any) -> list[Event]:
    """Apply one action given as keywords (card names allowed)."""
    concrete = resolve(match.state, seat, action)
    return match.apply(seat, RULES.action_adapter.validate_python(concrete))


def by_id(kind: str, **fields: Any) -> Any:
    """An action with card ids as given (for cards a name cannot reach, such as a deck card)."""
    return RULES.action_adapter.validate_python({"kind": kind, **fields})


def first(events: Iterable[Event], kind: type[Any]) -> Any:
    """The first event of type ``kind`` (fails the test if there is none)."""
    for e in events:
        if isinstance(e, kind):
            return e
    raise AssertionError(f"no {kind.__name__} among the events")


def of_kind(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def find_seed(
    position: dict[str, Any],
    actions: Sequence[ActionSpec],
    want: Callable[[ev.AttackRolled], bool],
    *,
    seats: int = 2,
    tries: int = 400,
) -> tuple[int, ScenarioResult]:
    """The first seed whose battle dice give an AttackRolled that ``want`` accepts."""
    for seed in range(tries):
        result = run(position, actions, seats=seats, seed=seed)
        rolled = of_kind(result.events, ev.AttackRolled)
        if rolled and want(rolled[0]):
            return seed, result
    raise AssertionError("no seed in range gives the wanted battle dice")


# --------------------------------------------------------------------- random games
EAGER = {
    "buy": 8.0,
    "attack": 4.0,
    "trash": 2.0,
    "place": 2.0,
    "unplace": 0.2,
    "end_market": 1.0,
    "skip_attack": 1.0,
}


def _pick(rng: random.Random, legal: list[Any], eager: bool) -> Any:
    """A random legal action: uniform, or weighted toward buying, attacking and placing."""
    if not eager:
        return rng.choice(legal)
    weights = [EAGER.get(a.kind, 1.0) for a in legal]
    return rng.choices(legal, weights)[0]


def play_random_game(
    seats: int,
    seed: int,
    *,
    max_steps: int = 5000,
    eager: bool = False,
    check: Callable[[AimState], None] | None = None,
) -> Match[AimState]:
    """Play a game of random legal actions (``eager``: weighted toward buying and
    attacking), folding every event one by one into a shadow copy and checking the
    invariants after each one."""
    each = check or (lambda s: check_invariants(BOOK, s))
    config = MatchConfig(game="aim", seats=default_seats(seats), seed=seed)
    return play_shadowed(
        RULES,
        config,
        lambda shadow, _event: each(shadow),
        any_seat=False,
        pick=lambda rng, legal: _pick(rng, legal, eager),
        max_steps=max_steps,
    )


@pytest.fixture
def random_game() -> Callable[..., Match[AimState]]:
    """``random_game(seats, seed)``: a finished random game checked after every event."""
    return play_random_game
