"""The pieces every game shares (issue 12): a record's fields copied to its view and back
(state.copier), the position readers' checks (core/position.py), the mechanisms' records
rebuilt from their views, and the bots' win shares (game/bots/values.py)."""

from __future__ import annotations

import math
from dataclasses import field
from types import SimpleNamespace

import pytest

from game.bots.values import shares, win_shares
from game.core.auction import OpenAuction, auction_from_view, auction_view
from game.core.errors import PositionError
from game.core.position import seat_entries, take_first, whole_number
from game.core.priority import ResponseWindow, window_from_view, window_view
from game.core.simultaneous import (
    SecretChoices,
    choices_from_view,
    choices_view,
    known_choices,
)
from game.core.state import GameState, Json, Record, copier, game_state, record


@record
class Shelf(Record):
    items: list[int] = field(default_factory=list)


@game_state
class Table(GameState):
    n_seats: int
    piles: list[list[int]] = field(default_factory=list)
    by_seat: dict[int, list[int]] = field(default_factory=dict)
    top: int | None = None
    payload: Json = None
    seen: set[int] = field(default_factory=set)
    fixed: tuple[int, ...] = ()
    shelf: Shelf | None = None


def test_copier_copies_the_named_fields_as_clone_does() -> None:
    """A copy shares no list or dict with its source; immutable values are shared."""
    t = Table(n_seats=2, piles=[[1, 2], [3]], by_seat={0: [4]}, top=7, payload={"a": [1]})
    copy = copier(Table, "n_seats", "piles", "by_seat", "top", "payload")(t)
    assert copy == {
        "n_seats": 2,
        "piles": [[1, 2], [3]],
        "by_seat": {0: [4]},
        "top": 7,
        "payload": {"a": [1]},
    }
    assert copy["piles"] is not t.piles and copy["piles"][0] is not t.piles[0]
    assert copy["by_seat"][0] is not t.by_seat[0]
    assert copy["payload"] is t.payload  # Json is treated as immutable, as clone does


def test_copier_reads_any_object_with_the_fields_and_rebuilds_the_record() -> None:
    """The same copier builds a view from a record and the record back from the view."""
    view = SimpleNamespace(n_seats=3, piles=[[5]], by_seat={}, top=None, payload=None)
    rebuilt = Table(
        **copier(Table, but=("seen", "fixed", "shelf", "phase", "round", "result"))(view)
    )
    assert rebuilt.canonical() == Table(n_seats=3, piles=[[5]]).canonical()
    assert rebuilt.piles is not view.piles


@pytest.mark.parametrize("name", ["seen", "fixed", "shelf"])
def test_copier_refuses_fields_a_view_shows_in_its_own_shape(name: str) -> None:
    """Sets, tuples and nested records are written out by hand (TypeError at once)."""
    with pytest.raises(TypeError, match=name):
        copier(Table, name)


def test_copier_refuses_an_unknown_field() -> None:
    with pytest.raises(TypeError, match="no field 'nope'"):
        copier(Table, "nope")


def test_take_first_takes_the_lowest_free_id_that_fits() -> None:
    free = {9, 2, 5, 4}
    assert take_first(free, lambda c: c % 2 == 1, "none") == 5
    assert free == {9, 2, 4}
    with pytest.raises(PositionError, match="no card 'x' is left"):
        take_first(free, lambda c: c > 100, "hand: no card 'x' is left to place.")
    assert free == {9, 2, 4}


@pytest.mark.parametrize("value", [True, 1.0, "3", None, -1, 11])
def test_whole_number_refuses_anything_but_a_whole_number_in_range(value: object) -> None:
    with pytest.raises(PositionError, match="turn: expected a whole number from 0 to 10."):
        whole_number(value, "turn", 0, 10)


def test_seat_entries_pads_missing_seats_and_refuses_too_many() -> None:
    assert seat_entries({"players": [{"gold": 1}]}, 3) == [{"gold": 1}, {}, {}]
    assert seat_entries({}, 2) == [{}, {}]
    with pytest.raises(PositionError, match="3 players for 2 seats"):
        seat_entries({"players": [{}, {}, {}]}, 2)


def test_a_mechanisms_record_comes_back_from_its_view() -> None:
    """Nothing in an auction or a window is hidden: record -> view -> record is the same."""
    a = OpenAuction(lot=3, order=[2, 0, 1], active=[2, 1], high=4, leader=1, min_bid=2, step=1)
    v = auction_view(a)
    assert v is not None
    assert auction_from_view(v, min_bid=2).canonical() == a.canonical()
    w = ResponseWindow(topic="fight", order=[1, 2, 0], holder=2, passes=1)
    assert window_from_view(window_view(w)) == w
    assert window_from_view(None) is None


def test_hidden_choices_are_guessed_and_the_viewers_own_kept() -> None:
    """Rebuilding a secret choice from a seat's view: its own choice as it is, the others'
    from ``guess`` (they are hidden), in seat order; once revealed, everyone's."""
    part = SecretChoices(topic="t", seats=[0, 1, 2], waiting=[1], chosen={2: "b", 0: "a"})
    mine = choices_view(part, 0)
    assert mine is not None
    chosen = known_choices(mine, 0, lambda other: f"guess {other}")
    assert list(chosen.items()) == [(0, "a"), (2, "guess 2")]
    back = choices_from_view(mine, chosen)
    assert (back.topic, back.seats, back.waiting, back.revealed) == ("t", [0, 1, 2], [1], False)
    part.revealed = True
    shown = choices_view(part, 1)
    assert shown is not None
    assert known_choices(shown, 1, lambda other: "never") == {0: "a", 2: "b"}


def test_win_shares_and_shares() -> None:
    """A finished game splits 1 among its winners; scores become shares summing to 1, the
    higher score the larger share."""
    assert win_shares([0, 2], 3) == [0.5, 0.0, 0.5]
    assert win_shares([], 2) == [0.0, 0.0]
    got = shares([3.0, 1.0], 2.0)
    assert math.isclose(sum(got), 1.0) and got[0] > got[1]
    assert math.isclose(got[0] / got[1], math.exp(1.0))
