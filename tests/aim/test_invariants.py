"""The card/dice invariant: random games of 2, 3 and 4 seats, checked after every event."""

from __future__ import annotations

import pytest

from game.core.chance import Chance
from game.core.errors import IllegalAction
from game.games.aim.invariants import check_invariants
from game.games.aim.model import AimState

from .conftest import BOOK, RULES, play_random_game, start

SEEDS = range(30)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_every_card_in_one_zone_and_dice_consistent(random_game, seats, seed):
    """Game components / 3-4 player variant: 126 cards per copy and 10 gold dice per copy
    are all accounted for after every single event of a random game (odd seeds play
    eagerly: buying, trashing and attacking far more than uniform choices would)."""
    match = random_game(seats, seed, eager=seed % 2 == 1)
    out = match.outcome()
    assert out is not None and sorted(out.ranking) == list(range(seats))


def _table() -> AimState:
    return start({"players": [{"hand": ["Potato"], "gold": 3}, {}]}).state


def test_invariant_catches_a_card_in_two_places():
    """The invariant check itself must fail on a duplicated card."""
    s = _table()
    s.players[1].hand.append(s.players[0].hand[0])
    with pytest.raises(AssertionError, match="two places"):
        check_invariants(BOOK, s)


def test_invariant_catches_a_lost_card():
    """The invariant check itself must fail on a card that left the table."""
    s = _table()
    s.players[0].hand.pop()
    with pytest.raises(AssertionError, match="nowhere"):
        check_invariants(BOOK, s)


def test_invariant_catches_too_many_dice_and_bad_rebate():
    """Gold dice: the box holds 10 per copy; negative gold and a rebate above 6 are impossible."""
    s = _table()
    s.players[0].gold = 61
    with pytest.raises(AssertionError, match="gold dice are in use"):
        check_invariants(BOOK, s)
    s.players[0].gold = -1
    with pytest.raises(AssertionError, match="negative gold"):
        check_invariants(BOOK, s)
    s.players[0].gold = 0
    s.rebate = 7
    with pytest.raises(AssertionError, match="rebate"):
        check_invariants(BOOK, s)


def test_invariant_accepts_a_fresh_table():
    """A freshly loaded position satisfies the invariant."""
    check_invariants(BOOK, _table())


# ----------------------------------------------------------------- legal == decide
def _candidates(state: AimState, seat: int) -> list[dict]:
    """Plausible actions for ``seat`` now, legal or not."""
    p = state.players[seat]
    out: list[dict] = [
        {"kind": k} for k in ("sell", "end_market", "finish_equip", "skip_attack", "drop_gold")
    ]
    spots = ["head", "back", "body", "hand1", "hand2", "store", "companion"]
    spots += [f"in:{c}" for c in p.mat]
    spots += [
        f"{c}:{s}"
        for c, where in p.mat.items()
        if where == "companion"
        for s in ("head", "back", "body", "hand1", "hand2")
    ]
    out += [{"kind": "place", "card": c, "spot": s} for c in p.hand for s in spots]
    out += [{"kind": k, "card": c} for c in p.mat for k in ("unplace", "trash", "discard_goods")]
    market = [c for c in state.premium_row if c is not None] + state.premium_deck[-1:]
    market += [state.common_card] if state.common_card is not None else []
    market += [c for pile in state.loot.values() for c in pile[-2:]]
    out += [{"kind": "buy", "card": c} for c in market]
    out += [{"kind": "attack", "target": t} for t in range(state.n_seats)]
    out += [{"kind": "choose_worst_day", "winner": t} for t in range(state.n_seats)]
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", [101, 202])
def test_decide_accepts_exactly_the_legal_actions(seats, seed):
    """Design contract: `action in legal_actions(state, seat)` is the same check `decide`
    makes, and decide never changes the state."""
    checked: list[int] = []

    def check(state: AimState) -> None:
        check_invariants(BOOK, state)
        checked.append(1)
        if len(checked) % 7:
            return
        before = RULES.canonical(state)
        for seat in RULES.to_act(state):
            legal = set(RULES.legal_actions(state, seat))
            for spec in _candidates(state, seat):
                action = RULES.action_adapter.validate_python(spec)
                try:
                    RULES.decide(state, seat, action, Chance(1))
                    accepted = True
                except IllegalAction as exc:
                    accepted = False
                    assert str(exc), "an illegal action needs a sentence"
                assert accepted == (action in legal), (state.phase, action, accepted)
        assert RULES.canonical(state) == before

    play_random_game(seats, seed, check=check)
    assert len(checked) > 100
