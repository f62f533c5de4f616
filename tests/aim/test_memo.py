"""What the AIM engine remembers between positions (the rules object's ``MatMemo``,
game/games/aim/stats.py: mat totals, placement.py's shared legal spots) never changes an
answer: legal actions and placement checks with a warm memo equal those worked out from
nothing, the memo stays bounded, belongs to its rules object and is safe across threads.

These guard the speed work of the equip phase (rulebook '2. Equip phase'): the listing and
the checks must agree with the rules whatever the memo holds."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from game.core.match import Match
from game.core.model import MatchConfig, default_seats
from game.games.aim import stats
from game.games.aim.model import EQUIP, SETUP_EQUIP
from game.games.aim.placement import MatLayout
from game.games.aim.rules import AimRules


def fresh_rules() -> AimRules:
    """Rules of their own: nothing remembered yet."""
    return AimRules()


def positions(seed: int, games: int, seats: int = 2):
    """(state, seat) of every decision in a few random games, with the rules that played them."""
    rules = fresh_rules()
    rng = random.Random(seed)
    for g in range(games):
        config = MatchConfig(game="aim", seats=default_seats(seats), seed=seed * 100 + g)
        match = Match.new(rules, config, undo=False)
        while not match.is_over:
            seat = match.to_act()[0]
            yield rules, match.state, seat
            match.apply(seat, rng.choice(match.legal_actions(seat)))


@pytest.mark.parametrize("seats", [2, 3])
def test_legal_actions_with_a_warm_memo_equal_those_worked_out_afresh(seats):
    """Every listing in random games (two and three seats, so both card copies) equals the
    listing of rules that remember nothing, position by position, in the same order."""
    checked = 0
    for rules, state, seat in positions(seed=7 + seats, games=4, seats=seats):
        warm = rules.legal_actions(state, seat)
        clone = state.clone()  # no layout remembered on the state either
        assert fresh_rules().legal_actions(clone, seat) == warm
        checked += 1
    assert checked > 500


def test_every_listed_place_passes_the_full_check_and_every_other_spot_fails():
    """Legal spots come from a memo shared by mats with the same slot pattern and free Carry;
    each must still pass ``place_problem`` on this mat, and each candidate left out must fail."""
    checked = 0
    for rules, state, seat in positions(seed=3, games=4):
        if state.phase not in (EQUIP, SETUP_EQUIP):
            continue
        player = state.players[seat]
        layout = MatLayout.read(rules.memo, player)
        for card in player.hand:
            listed = set(layout.legal_spots(card))
            for spot, _holder, _slot in layout.candidates(card):
                problem = layout.place_problem(card, spot)
                assert (problem is None) == (spot in listed), (card, spot, problem)
                checked += 1
    assert checked > 500


def test_cards_listed_to_take_back_are_exactly_those_unplace_allows():
    for rules, state, seat in positions(seed=5, games=4):
        if state.phase not in (EQUIP, SETUP_EQUIP):
            continue
        player = state.players[seat]
        layout = MatLayout.read(rules.memo, player)
        listed = {a.card for a in rules.legal_actions(state, seat) if a.kind == "unplace"}
        allowed = {c for c in player.mat if layout.unplace_problem(c) is None}
        assert listed == allowed


def test_the_memo_starts_over_at_its_limit_and_answers_stay_the_same(monkeypatch):
    monkeypatch.setattr(stats, "MEMO_LIMIT", 50)
    sizes = []
    for rules, state, seat in positions(seed=11, games=2):
        warm = rules.legal_actions(state, seat)
        assert fresh_rules().legal_actions(state.clone(), seat) == warm
        sizes.append(len(rules.memo))
    assert max(sizes) <= 50
    assert sizes.count(0) == 0 and min(sizes) < max(sizes)  # it filled up and started over


def test_each_rules_object_remembers_on_its_own_and_the_card_book_holds_nothing():
    """The memo belongs to its rules object (not to the card book every rules object shares)."""
    one, two = fresh_rules(), fresh_rules()
    assert one.book is two.book and one.memo is not two.memo
    assert not hasattr(one.book, "memo") and not hasattr(one.book, "__dict__")
    for rules, state, seat in positions(seed=13, games=1):
        rules.legal_actions(state, seat)
        one.legal_actions(state.clone(), seat)
    assert len(one.memo) > 0 and len(two.memo) == 0


def test_two_threads_listing_with_one_rules_object_agree_with_a_fresh_listing():
    """The UI thread and a bot thread share the rules object (and its memo): listing from two
    threads at once, over a small bound that keeps starting over, answers as rules that
    remember nothing do."""
    rules = fresh_rules()
    rules.memo.entries.held = 40
    work = [(state.clone(), seat) for _r, state, seat in positions(seed=17, games=2)]
    expected = [fresh_rules().legal_actions(state.clone(), seat) for state, seat in work]
    got: dict[int, list[list[Any]]] = {}

    def lister(k: int) -> None:
        got[k] = [rules.legal_actions(state.clone(), seat) for state, seat in work]

    threads = [threading.Thread(target=lister, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got[0] == expected and got[1] == expected
    assert len(rules.memo) <= 40
