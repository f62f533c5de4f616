"""The state kit (game/core/state.py): generated copy, canonical form and reading back."""

from __future__ import annotations

import json
from dataclasses import field
from typing import Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import PositionError
from game.core.state import (
    GameResult,
    GameState,
    Json,
    Record,
    game_state,
    memo_field,
    pairs_field,
    record,
    sparse_field,
)


@record
class Part(Record):
    hand: list[int] = field(default_factory=list)
    known: set[int] = field(default_factory=set)
    flag: bool = False
    cache: dict[Any, Any] = memo_field()


@game_state
class Sample(GameState):
    n_seats: int
    parts: list[Part] = field(default_factory=list)
    piles: list[list[int]] = field(default_factory=list)
    slots: list[int | None] = field(default_factory=list)
    by_seat: dict[int, list[int]] = field(default_factory=dict)
    by_name: dict[str, int] = field(default_factory=dict)
    mat: dict[int, int] = pairs_field()
    fixed: tuple[int, ...] = ()
    words: tuple[str, ...] = ()
    tags: set[str] = field(default_factory=set)
    mode: Literal["open", "closed"] = "open"
    score: float = 0.0
    either: int | str = 0
    chosen: Part | None = None
    payload: Json = None
    late: int | None = sparse_field(None)
    memo: dict[Any, Any] = memo_field()


ints = st.integers(-5, 80)
json_values = st.recursive(
    st.none() | st.booleans() | ints | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)
parts = st.builds(
    Part,
    hand=st.lists(ints, max_size=5),
    known=st.sets(ints, max_size=4),
    flag=st.booleans(),
)
results = st.none() | st.builds(
    GameResult,
    winners=st.lists(st.integers(0, 7), max_size=3),
    ranking=st.lists(st.integers(0, 7), max_size=8),
    scores=st.dictionaries(st.integers(0, 12), ints, max_size=8),
    details=st.dictionaries(st.integers(0, 7), st.dictionaries(st.text(max_size=3), ints)),
    tiebreak=st.none() | st.text(max_size=5),
    reason=st.none() | st.text(max_size=5),
)


@record
class LoggedResult(GameResult):
    """A result shaped as another game's saves record it: a kind, and the tiebreak always."""

    tiebreak: str | None = None
    kind: str = "game_ended"


@game_state
class OwnResultState(GameState):
    mat: dict[int, str] = pairs_field()
    result: LoggedResult | None = field(default=None, kw_only=True)


@st.composite
def samples(draw: st.DrawFn) -> Sample:
    s = Sample(
        n_seats=draw(st.integers(2, 8)),
        parts=draw(st.lists(parts, max_size=4)),
        piles=draw(st.lists(st.lists(ints, max_size=4), max_size=3)),
        slots=draw(st.lists(st.none() | ints, max_size=3)),
        by_seat=draw(st.dictionaries(st.integers(0, 20), st.lists(ints, max_size=3), max_size=4)),
        by_name=draw(st.dictionaries(st.text(max_size=4), ints, max_size=3)),
        mat=draw(st.dictionaries(ints, ints, max_size=4)),
        fixed=tuple(draw(st.lists(ints, max_size=3))),
        words=tuple(draw(st.lists(st.text(max_size=3), max_size=3))),
        tags=draw(st.sets(st.text(max_size=3), max_size=3)),
        mode=draw(st.sampled_from(["open", "closed"])),
        score=draw(st.floats(-10, 10, allow_nan=False)),
        either=draw(ints | st.text(max_size=3)),
        chosen=draw(st.none() | parts),
        payload=draw(json_values),
        late=draw(st.none() | ints),
    )
    s.phase = draw(st.sampled_from(["", "market", "game_over"]))
    s.round = draw(st.integers(0, 30))
    s.result = draw(results)
    return s


@settings(max_examples=150, deadline=None)
@given(samples())
def test_reading_back_the_canonical_form_gives_the_same_canonical_form(s: Sample) -> None:
    """The round-trip law, also through JSON text (as a position travels in a log)."""
    c = s.canonical()
    assert Sample.from_canonical(c).canonical() == c
    text = json.dumps(c, sort_keys=True)
    back = Sample.from_canonical(json.loads(text))
    assert json.dumps(back.canonical(), sort_keys=True) == text
    assert back == s


@settings(max_examples=100, deadline=None)
@given(samples())
def test_a_clone_is_equal_and_shares_nothing_mutable(s: Sample) -> None:
    before = json.dumps(s.canonical(), sort_keys=True)
    c = s.clone()
    assert c == s and c is not s
    # change every mutable part of the clone: the original must not move
    for p in c.parts:
        p.hand.append(99)
        p.known.add(99)
    c.parts.append(Part())
    for pile in c.piles:
        pile.append(99)
    c.piles.append([1])
    c.slots.append(None)
    for v in c.by_seat.values():
        v.append(99)
    c.by_seat[99] = []
    c.by_name["new"] = 1
    c.mat[99] = 1
    c.tags.add("new")
    if c.chosen is not None:
        c.chosen.hand.append(99)
    if c.result is not None:
        c.result.winners.append(99)
        c.result.scores[99] = 1
        for d in c.result.details.values():
            d["x"] = 1
    assert json.dumps(s.canonical(), sort_keys=True) == before


def test_memo_fields_start_empty_in_a_clone_and_are_never_canonical() -> None:
    s = Sample(n_seats=2, parts=[Part(hand=[1])])
    s.memo["legal"] = (1, 2)
    s.parts[0].cache["x"] = 1
    c = s.clone()
    assert c.memo == {} and c.parts[0].cache == {}
    assert "memo" not in s.canonical() and "cache" not in s.canonical()["parts"][0]
    assert Sample.from_canonical(s.canonical()).memo == {}


def test_a_sparse_field_is_left_out_while_it_holds_its_default() -> None:
    """An added field keeps the hashes of saves written before it existed."""
    s = Sample(n_seats=2)
    assert "late" not in s.canonical()
    s.late = 3
    assert s.canonical()["late"] == 3
    old = Sample(n_seats=2).canonical()
    assert Sample.from_canonical(old).late is None


def test_the_canonical_form_converts_sets_tuples_keys_and_pairs() -> None:
    s = Sample(n_seats=3, fixed=(3, 1), tags={"b", "a"}, by_seat={10: [1], 2: [2]})
    s.mat = {7: 1, 3: 0}
    s.parts = [Part(known={5, 1, 3})]
    c = s.canonical()
    assert c["fixed"] == [3, 1] and c["tags"] == ["a", "b"]
    assert c["by_seat"] == {"10": [1], "2": [2]}
    assert c["mat"] == [[7, 1], [3, 0]]  # insertion order kept
    assert c["parts"][0]["known"] == [1, 3, 5]
    assert c["result"] is None and c["phase"] == "" and c["round"] == 0


def test_a_game_result_leaves_out_an_empty_tiebreak_and_reason() -> None:
    """Tavern Keepers' saves record a result with a reason and no tiebreak."""
    r = GameResult(winners=[1], ranking=[1, 0], scores={0: 2, 1: 0}, reason="an empty tavern")
    assert r.canonical() == {
        "winners": [1],
        "ranking": [1, 0],
        "scores": {"0": 2, "1": 0},
        "details": {},
        "reason": "an empty tavern",
    }


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"parts": [{"hand": ["x"], "known": [], "flag": False}]}, "parts[0].hand[0]"),
        ({"parts": [{"hand": [], "known": [], "flag": 1}]}, "parts[0].flag"),
        ({"n_seats": True}, "n_seats"),
        ({"n_seats": 2.5}, "n_seats"),
        ({"mode": "ajar"}, "mode"),
        ({"by_seat": {"one": [1]}}, "by_seat"),
        ({"slots": "abc"}, "slots"),
        ({"mat": [[1, 2, 3]]}, "mat[0]"),
        (
            {"result": {"winners": [0], "ranking": [0], "scores": {}, "details": {}, "x": 1}},
            "result.x",
        ),
        ({"payload": {"a": {1, 2}}}, "payload.a"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_data_is_refused_naming_the_field(change: dict[str, Any], path: str) -> None:
    data = {**Sample(n_seats=2).canonical(), **change}
    with pytest.raises(PositionError) as err:
        Sample.from_canonical(data)
    assert str(err.value).startswith(path + ":")


def test_a_missing_field_is_refused() -> None:
    data = Sample(n_seats=2).canonical()
    del data["piles"]
    with pytest.raises(PositionError, match=r"^piles: missing\.$"):
        Sample.from_canonical(data)


def test_a_field_type_the_kit_cannot_copy_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="cannot copy or save"):

        @record
        class Bad(Record):
            things: frozenset[int] = frozenset()


def test_only_records_and_game_states_can_be_decorated() -> None:
    with pytest.raises(TypeError, match="must subclass"):
        record(int)  # type: ignore[type-var]
    with pytest.raises(TypeError, match="GameState"):
        game_state(Part)  # type: ignore[type-var]


def test_a_game_may_keep_the_result_shape_its_saves_recorded() -> None:
    """AIM's saves record the whole game-ended event as the result (a kind, a tiebreak even
    when none) and a mat as [card, spot] pairs: the kit can give the same canonical form."""
    s = OwnResultState(mat={12: "head", 3: "store"})
    s.result = LoggedResult(winners=[0], ranking=[0, 1], scores={0: 7, 1: 3})
    c = s.canonical()
    assert c["mat"] == [[12, "head"], [3, "store"]]
    assert c["result"] == {
        "kind": "game_ended",
        "winners": [0],
        "ranking": [0, 1],
        "scores": {"0": 7, "1": 3},
        "details": {},
        "tiebreak": None,
    }
    back = OwnResultState.from_canonical(json.loads(json.dumps(c)))
    assert isinstance(back.result, LoggedResult) and back == s
