"""game/core/memo.py: the bounded memo every game's remembered answers use."""

from __future__ import annotations

from game.core.memo import BoundedMemo


def test_a_bounded_memo_remembers_answers_until_the_next_would_pass_its_bound() -> None:
    """Answers are kept and read back as from a dict; the one that would take the memo past
    ``held`` empties it first, so it never holds more than ``held``."""
    memo: BoundedMemo[int, str] = BoundedMemo(3)
    for k in range(3):
        assert memo.remember(k, f"v{k}") == f"v{k}"
    assert dict(memo) == {0: "v0", 1: "v1", 2: "v2"} and memo.weight == 3
    assert memo.get(1) == "v1" and memo.get(9) is None
    memo.remember(3, "v3")  # the fourth: everything before is forgotten
    assert dict(memo) == {3: "v3"} and memo.weight == 1


def test_a_bounded_memo_weighs_each_answer_as_told() -> None:
    """A list may weigh its length: the bound is on what is held, not on the keys."""
    memo: BoundedMemo[str, list[int]] = BoundedMemo(10)
    memo.remember("a", [1] * 6, weight=6)
    memo.remember("b", [1] * 4, weight=4)
    assert set(memo) == {"a", "b"} and memo.weight == 10
    memo.remember("c", [1], weight=1)
    assert set(memo) == {"c"} and memo.weight == 1
    memo.clear()
    assert not memo and memo.weight == 0


def test_a_bounded_memo_holds_an_answer_heavier_than_its_bound_until_the_next() -> None:
    """An answer heavier than ``held`` is still kept (the caller gets it back), and the next
    one starts over: the memory stays within one answer of the bound."""
    memo: BoundedMemo[str, list[int]] = BoundedMemo(5)
    memo.remember("a", [1], weight=1)
    memo.remember("big", [1] * 8, weight=8)
    assert set(memo) == {"big"}
    memo.remember("b", [2], weight=1)
    assert set(memo) == {"b"} and memo.weight == 1
