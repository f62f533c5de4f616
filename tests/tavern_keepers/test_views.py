"""Hidden information: hands, face-down bids and the deck order; views, samples, undo."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.invariants import check_invariants
from tests.conftest import new_match, random_step
from tests.tavern_keepers.conftest import BOOK, RULES, apply, play_random_game, start
from tests.tavern_keepers.test_bidding import table


@settings(max_examples=30, deadline=None)
@given(seats=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_every_card_is_in_exactly_one_place_after_every_event(seats: int, seed: int) -> None:
    """Invariants hold after each event of random games of 2, 3 and 4 players."""
    match = play_random_game(seats, seed)
    outcome = match.outcome()
    assert outcome is not None and outcome.winners
    assert all(not match.state.players[w].tavern for w in outcome.winners)
    assert all(match.state.players[s].tavern for s in range(seats) if s not in outcome.winners)


def test_a_face_down_bid_is_seen_only_by_its_owner_until_the_reveal() -> None:
    """Hot seat: while a seat builds its bid, nothing of it is in another seat's view or
    log lines, only the number of cards."""
    match = start(table())
    hand0 = list(match.state.players[0].hand)
    before = [RULES.view(match.state, s) for s in (1, 2)]
    events = apply(match, 0, act.ChooseQuest(quest=0))
    events += apply(match, 0, act.BidCard(card=hand0[0]))
    events += apply(match, 0, act.BidCard(card=hand0[3]))
    events += apply(match, 0, act.CommitBid())
    for seat, old in zip((1, 2), before, strict=True):
        v = RULES.view(match.state, seat)
        assert v.players[0].hand is None and v.players[0].bid is None
        assert v.players[0].bid_count == 2 and v.players[0].hand_count == 3
        assert old.players[0].known == v.players[0].known == []
        for e in events:
            text = RULES.describe(e, seat, ["A", "B", "C"]) or ""
            assert BOOK(hand0[0]).name not in text and BOOK(hand0[3]).name not in text
    mine = RULES.view(match.state, 0)
    assert mine.players[0].bid == [hand0[0], hand0[3]]
    assert RULES.describe(events[1], 0, ["A", "B", "C"]) is not None


def test_views_are_the_same_however_the_hidden_cards_lie() -> None:
    """view(determinize(state)) == view(state), and a sample built from the view alone
    gives the same view back, with every card in one place."""
    for seats in (2, 3, 4):
        match = new_match(RULES, seats, 40 + seats)
        rng = random.Random(seats)
        n = 0
        while not match.is_over:
            if n % 5 == 0:
                for seat in range(seats):
                    shown = RULES.view(match.state, seat)
                    again = RULES.determinize(match.state, seat, random.Random(n))
                    assert RULES.view(again, seat) == shown
                    sample = RULES.sample_state(shown, seat, random.Random(n + 1))
                    check_invariants(BOOK, sample)
                    assert RULES.view(sample, seat) == shown
                    if seat in match.to_act():
                        assert RULES.legal_actions(sample, seat) == match.legal_actions(seat)
            random_step(match, rng)
            n += 1


def test_known_cards_stay_with_their_player_in_every_sample() -> None:
    """Cards seen going into a hand (a lost bid taken back) are counted by the others."""
    match = start(table())
    hand = match.state.players[0].hand
    lost = [c for c in hand if BOOK(c).colour == "wizard"]
    apply(match, 0, act.ChooseQuest(quest=0))
    for c in lost:
        apply(match, 0, act.BidCard(card=c))
    apply(match, 0, act.CommitBid())
    warrior = next(c for c in match.state.players[1].hand if BOOK(c).colour == "warrior")
    apply(match, 1, act.BidCard(card=warrior))
    apply(match, 1, act.CommitBid())
    apply(match, 2, act.PassBid())
    view = RULES.view(match.state, 1)
    assert view.players[0].known == sorted(lost)
    for k in range(5):
        sample = RULES.sample_state(view, 1, random.Random(k))
        assert set(lost) <= set(sample.players[0].hand)


def test_a_seat_may_undo_its_own_bid_cards_but_not_past_the_reveal() -> None:
    """Undo policy: own actions back to a barrier (another seat's action, a reveal)."""
    match = start(table(seats=2))
    card = match.state.players[0].hand[0]
    apply(match, 0, act.ChooseQuest(quest=0))
    apply(match, 0, act.BidCard(card=card))
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert card in match.state.players[0].hand
    match.redo(0)
    apply(match, 0, act.CommitBid())
    assert match.can_undo(0)  # nothing revealed yet: seat 1 has not answered
    events = apply(match, 1, act.PassBid())
    assert any(isinstance(e, ev.BidsRevealed) for e in events)
    assert not match.can_undo(1) and not match.can_undo(0)
