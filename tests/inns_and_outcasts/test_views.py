"""Hidden information: hands, face-down cards, secret choices; views, samples, sentences."""

from __future__ import annotations

import random

import pytest

from game.core.simultaneous import SecretChosen
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.describe import card_name
from game.games.inns_and_outcasts.invariants import check_invariants
from tests.conftest import new_match, random_step
from tests.inns_and_outcasts.conftest import BOOK, DEALT, RULES, apply

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal"]


@pytest.mark.parametrize("guess", [False, True], ids=["at random", "guessed like greedy"])
def test_a_sample_built_from_a_view_gives_the_same_view_back(guess: bool) -> None:
    """sample.py: hidden parts resampled from the view alone, at random or guessed as the
    greedy heuristic would choose them; the seat's view, its legal actions and every
    invariant stay the same; a face-down card is one the seat still holds above the last
    call. Four seats play the Quick Auction (sealed bids)."""
    for seats in (3, 4, 5, 8):
        match = new_match(RULES, seats, 30 + seats, options={"quick_auction": seats == 4})
        rng = random.Random(seats)
        n = 0
        while not match.is_over:
            if n % 4 == 0:
                for seat in range(seats):
                    shown = RULES.view(match.state, seat)
                    sample = RULES.sample_state(shown, seat, random.Random(n), guess)
                    check_invariants(BOOK, sample)
                    assert RULES.view(sample, seat) == shown
                    if seat in match.to_act():
                        assert RULES.legal_actions(sample, seat) == match.legal_actions(seat)
                    for p in sample.players:
                        if p.current is not None and not p.face_up:
                            assert BOOK(p.current).initiative > sample.call
                            assert p.current not in p.played and p.current in p.hand
            random_step(match, rng)
            n += 1


def test_the_public_onlooker_sees_nothing_private() -> None:
    """The hot-seat table between hand-overs (seat number = n_seats): no hand, no inn
    choice, no face-down card, no secret choice; the same however hidden parts lie."""
    match = new_match(RULES, 4, 12)
    rng = random.Random(12)
    n = 0
    while not match.is_over and n < 250:
        view = RULES.view(match.state, 4)
        for p in view.players:
            assert p.hand is None and p.inns is None
            assert p.card is None or p.face_up
        if view.choices is not None:
            assert view.choices.mine is None
            assert view.choices.choices is None or view.choices.revealed
        if n % 10 == 0:
            for seat in range(4):
                again = RULES.determinize(match.state, seat, random.Random(n))
                assert RULES.view(again, 4) == view
        random_step(match, rng)
        n += 1


def test_a_seat_sees_its_own_hand_and_face_down_card_but_no_other() -> None:
    match = new_match(RULES, 3, 4, options=DEALT)
    for seat, inns in enumerate(("WWWDDD", "DDDWWW", "WDWDWD")):
        apply(match, seat, act.ChooseHand(inns=inns))
    hand0 = match.state.players[0].hand
    apply(match, 0, act.PlaceCard(card=hand0[5]))
    mine, theirs = RULES.view(match.state, 0), RULES.view(match.state, 1)
    assert mine.players[0].hand == hand0 and mine.players[0].inns == "WWWDDD"
    assert mine.choices.mine == hand0[5]
    assert theirs.players[0].hand is None and theirs.players[0].inns is None
    assert theirs.choices.mine is None and theirs.choices.has_chosen == [0]
    full = RULES.view(match.state, None)
    assert full.players[1].hand == match.state.players[1].hand


def test_sentences_never_name_a_card_the_viewer_cannot_see() -> None:
    """describe(): other hands, chosen inns and face-down cards stay unnamed until the
    card turns up; each seat reads its own."""
    match = new_match(RULES, 3, 9, options=DEALT)
    events = []
    for seat, inns in enumerate(("WWWWWW", "DDDDDD", "WDWDWD")):
        events += apply(match, seat, act.ChooseHand(inns=inns))
    hands = {s: p.hand for s, p in enumerate(match.state.players)}
    for seat in range(3):
        events += apply(match, seat, act.PlaceCard(card=hands[seat][5]))
    dealt = next(e for e in events if isinstance(e, ev.HandsDealt))
    for viewer in range(3):
        text = RULES.describe(dealt, viewer, NAMES[:3])
        assert text == "Your hand: " + ", ".join(card_name(RULES, c) for c in hands[viewer]) + "."
    assert RULES.describe(dealt, 3, NAMES[:3]) == "The hands are dealt."
    for e in events:
        if isinstance(e, SecretChosen):
            for viewer in range(4):
                text = RULES.describe(e, viewer, NAMES[:3]) or ""
                if viewer != e.seat:
                    assert "(" not in text and "chose " not in text, text
    # the cards of initiative 6 have not turned up yet unless the call got there
    called = [e for e in events if isinstance(e, ev.InitiativeCalled)]
    shown = {c for e in called for c in e.cards.values()}
    for viewer in range(4):
        log = " ".join(
            RULES.describe(e, viewer, NAMES[:3]) or ""
            for e in events
            if not isinstance(e, ev.HandsDealt | SecretChosen)
        )
        for seat in range(3):
            if seat == viewer:
                continue
            for c in hands[seat]:
                if c not in shown:
                    assert card_name(RULES, c) not in log or any(
                        card_name(RULES, c) == card_name(RULES, x) for x in shown
                    )
