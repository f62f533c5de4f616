"""The kit's helpers on their own: sealed bids and tie rules, bid amounts, options and the
describe voice (game/core/auction.py, options.py, describe.py)."""

from __future__ import annotations

import pytest

from game.core.auction import (
    OpenAuction,
    clockwise_from,
    raise_amounts,
    sealed_order,
    sealed_winner,
)
from game.core.describe import Voice, plural
from game.core.errors import IllegalAction
from game.core.options import BadOption, OptionSpec, validate_options


def test_the_highest_sealed_bid_wins() -> None:
    got = sealed_winner({0: 3, 1: 5, 2: 4}, [0, 1, 2])
    assert (got.winner, got.amount, got.tied) == (1, 5, (1,))


def test_a_sealed_tie_goes_to_the_seat_closest_to_the_head_of_the_table() -> None:
    """Inns & Outcasts' Quick Auction: the tied seat closest to the Head of the Table."""
    bids = {0: 4, 1: 2, 2: 4, 3: 4}
    assert sealed_winner(bids, clockwise_from(2, 4)).winner == 2
    assert sealed_winner(bids, clockwise_from(1, 4)).winner == 2
    assert sealed_winner(bids, clockwise_from(3, 4)).winner == 3
    assert sealed_winner(bids, clockwise_from(3, 4)).tied == (0, 2, 3)


def test_a_sealed_tie_by_reverse_turn_order_or_by_a_function() -> None:
    bids = {0: 1, 1: 1, 2: 0}
    turn_order = [2, 0, 1]
    assert sealed_winner(bids, list(reversed(turn_order))).winner == 1
    assert sealed_winner(bids, lambda tied: max(tied)).winner == 1
    assert sealed_winner(bids, lambda tied: min(tied)).winner == 0
    with pytest.raises(ValueError, match="not tied"):
        sealed_winner(bids, lambda tied: 2)


def test_the_lowest_sealed_bid_can_win_and_no_bids_have_no_winner() -> None:
    assert sealed_winner({0: 3, 1: 1}, [0, 1], lowest_wins=True).winner == 1
    assert sealed_winner({}, [0, 1]).winner is None


def test_bid_amounts_are_sorted_bounded_and_end_with_the_budget() -> None:
    part = OpenAuction(lot=1, order=[0, 1], active=[0, 1], min_bid=2)
    assert raise_amounts(part, 5) == [2, 3, 4, 5]
    assert raise_amounts(part, 1) == []
    part.high = 3
    assert raise_amounts(part, 40, limit=4) == [4, 5, 6, 40]
    assert raise_amounts(part, None, limit=3) == [4, 5, 6]


def test_options_are_filled_with_defaults_and_checked() -> None:
    specs = (
        OptionSpec(key="variant", label="Variant", kind="choice", choices=("a", "b"), default="a"),
        OptionSpec(key="short", label="Short game", kind="bool", default=False),
        OptionSpec(key="rounds", label="Rounds", kind="int", low=1, high=9, default=3),
    )
    assert validate_options(specs, {"bot_seed": 4, "short": True}) == {
        "variant": "a",
        "short": True,
        "rounds": 3,
        "bot_seed": 4,
    }
    with pytest.raises(BadOption, match="no option 'colour'"):
        validate_options(specs, {"colour": "red"})
    with pytest.raises(BadOption, match="'Variant' must be one of a, b"):
        validate_options(specs, {"variant": "c"})
    with pytest.raises(BadOption, match="'Rounds' must be at most 9"):
        validate_options(specs, {"rounds": 10})
    with pytest.raises(BadOption, match="'Short game' must be true or false"):
        validate_options(specs, {"short": 1})


def test_an_option_whose_default_it_would_refuse_cannot_be_declared() -> None:
    with pytest.raises(ValueError, match="not one of its choices"):
        OptionSpec(key="v", label="V", kind="choice", choices=("a",), default="b")


def test_the_voice_names_the_viewer_you() -> None:
    voice = Voice(1, ["Ana", "Bo", "Cy"])
    assert voice.who(1) == "You" and voice.who(0) == "Ana"
    assert voice.says(1, "open", "opens") == "You open"
    assert voice.says(2, "open", "opens") == "Cy opens"
    assert voice.listing([0, 1, 2]) == "You, Ana and Cy"
    assert voice.sees(1) and not voice.sees(0) and Voice(None, []).sees(0)
    assert plural(1, "card") == "1 card" and plural(2, "card") == "2 cards"


def test_each_card_once_names_a_card_in_two_places_or_missing() -> None:
    from game.core.invariants import each_card_once

    def name(c: int) -> str:
        return f"card {c}"

    assert each_card_once([("hand", [0, 2]), ("deck", [1])], 3, name) == {
        0: "hand",
        2: "hand",
        1: "deck",
    }
    with pytest.raises(AssertionError, match=r"card 1 \(id 1\) is in two places: hand and deck"):
        each_card_once([("hand", [0, 1]), ("deck", [1, 2])], 3, name)
    with pytest.raises(AssertionError, match="1 card\\(s\\) are nowhere on the table: card 2"):
        each_card_once([("hand", [0, 1])], 3, name)
    with pytest.raises(AssertionError, match="deck holds card id 7"):
        each_card_once([("deck", [7])], 3, name)


def test_sealed_order_ranks_every_bid_with_ties_in_the_given_order() -> None:
    """Brick & Mortar stocks in sealed-bid order (highest price first, ties in reverse turn
    order); selling goes lowest first. Bids may be tuples ranked by a key."""
    bids = {0: 3, 1: 5, 2: 3, 3: 1}
    assert sealed_order(bids, [3, 2, 1, 0]) == [1, 2, 0, 3]
    assert sealed_order(bids, [0, 1, 2, 3]) == [1, 0, 2, 3]
    assert sealed_order(bids, [3, 2, 1, 0], lowest_first=True) == [3, 2, 0, 1]
    dials = {0: (2, 5), 1: (3, 4), 2: (1, 4)}  # (quantity, price): ranked by price
    assert sealed_order(dials, [0, 1, 2], key=lambda d: d[1], lowest_first=True) == [1, 2, 0]
    assert sealed_order(dials, [0, 1, 2], key=lambda d: d[1]) == [0, 1, 2]
    with pytest.raises(ValueError, match="names none"):
        sealed_order({0: 1, 5: 2}, [0, 1])


def test_a_secret_choice_can_close_without_revealing_the_choices() -> None:
    """reveal=False: the last choice closes the choice (a barrier, nobody may change any
    more) and nobody else reads any choice; the game reveals in its own events."""
    from game.core.model import MatchConfig, default_seats
    from game.core.simultaneous import (
        SecretChoicesClosed,
        SecretChoicesRevealed,
        choices_view,
        choosing,
        describe_secret,
        make_choice,
        may_change,
        open_choices,
    )
    from tests.core.toy import GuessRules

    rules = GuessRules()
    config = MatchConfig(game=rules.game_id, seats=default_seats(3))
    emit = rules.emitter(rules.initial_state(config))
    open_choices(emit, [0, 2], "demand")
    assert make_choice(emit, 2, 7, reveal=False) is False
    assert make_choice(emit, 0, 4, reveal=False) is True
    closed = emit.events[-1]
    assert isinstance(closed, SecretChoicesClosed)
    assert not any(isinstance(e, SecretChoicesRevealed) for e in emit.events)
    assert rules.is_barrier(closed)
    part = emit.state.secret
    assert choosing(part) == () and may_change(part) == ()
    for viewer, mine in ((0, 4), (1, None), (2, 7)):
        seen = choices_view(part, viewer)
        assert seen is not None and seen.closed and seen.choices is None and seen.mine == mine
    voice = Voice(1, ["Ana", "Ben", "Cleo"])
    assert describe_secret(closed, voice) == "Everyone has chosen."
    with pytest.raises(IllegalAction):
        make_choice(emit, 0, 5, reveal=False)


def test_plural_counts_in_our_words() -> None:
    """One word for every table's counts: singular for one, -es after a hissing end."""
    assert plural(1, "point") == "1 point"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "box") == "2 boxes"
    assert plural(3, "crate") == "3 crates"
