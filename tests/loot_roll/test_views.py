"""Hidden information (README D30, D36-D38, section 3.8): hands, deck orders, face-down
choices and what a scout or a peek saw; views, samples, describe, invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.loot_roll import actions as act
from game.games.loot_roll.invariants import check_invariants
from tests.conftest import new_match, random_step
from tests.loot_roll.conftest import RULES, T, apply, find, name, play, play_random_game, start


@settings(max_examples=12, deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_every_card_is_in_exactly_one_place_after_every_event(seats: int, seed: int) -> None:
    """Invariants after each event of random games of 2 to 6 players (each card once, bags
    within capacity unless a drop is owed, two-handed cards whole, sides apart)."""
    match = play_random_game(seats, seed)
    assert match.outcome() is not None


def test_views_are_the_same_however_the_hidden_cards_lie() -> None:
    """view(determinize(state)) == view(state); a sample built from the view alone gives
    the same view back, the same legal actions, and every card in one place."""
    for seats in (2, 4, 6):
        match = new_match(RULES, seats, 40 + seats)
        rng = random.Random(seats)
        n = 0
        while not match.is_over:
            if n % 9 == 0:
                for seat in range(seats):
                    shown = RULES.view(match.state, seat)
                    again = RULES.determinize(match.state, seat, random.Random(n))
                    check_invariants(T, again)
                    assert RULES.view(again, seat) == shown
                    sample = RULES.sample_state(shown, seat, random.Random(n + 1))
                    check_invariants(T, sample)
                    assert RULES.view(sample, seat) == shown
                    if seat in match.to_act():
                        assert RULES.legal_actions(sample, seat) == match.legal_actions(seat)
            random_step(match, rng)
            n += 1


def test_other_hands_are_hidden_but_their_sizes_are_public() -> None:
    """D30: a seat sees its own hand; the others' are None with their sizes shown."""
    match = start({"players": [{"hand": ["Jinx", "Rally"]}, {"hand": ["Taunt"]}]})
    v = RULES.view(match.state, 1)
    assert v.players[0].hand is None and v.players[0].hand_count == 2
    assert v.players[1].hand is not None and [name(c) for c in v.players[1].hand] == ["Taunt"]
    onlooker = RULES.view(match.state, 2)
    assert all(p.hand is None for p in onlooker.players)
    spectator = RULES.view(match.state, None)
    assert all(p.hand is not None for p in spectator.players)


def test_a_dealt_card_is_named_only_to_its_owner() -> None:
    match = new_match(RULES, 3, 1)
    dealt = [e for e in match.setup if e.kind == "ability_dealt"]  # type: ignore[attr-defined]
    for e in dealt:
        for viewer in range(3):
            text = RULES.describe(e, viewer, ["A", "B", "C"]) or ""
            assert (T.book(e.card).name in text) == (viewer == e.seat)  # type: ignore[attr-defined]


def test_a_face_down_choice_is_seen_only_by_its_chooser() -> None:
    """Preparation (R32): until the last card is down nobody sees another's choice."""
    match = start({"players": [{}, {}, {}], "decks": {"monsters": ["Giant Rat"]}})
    apply(match, 0, act.Fight())
    events = apply(match, 1, act.Choose(side="fight"))
    for viewer in (0, 2):
        v = RULES.view(match.state, viewer)
        assert v.choices is not None and v.choices.mine is None and v.choices.choices is None
        assert all(
            "fight" not in (RULES.describe(e, viewer, ["A", "B", "C"]) or "").lower().split()
            for e in events
        )
    other = RULES.determinize(match.state, 0, random.Random(3))
    assert RULES.view(other, 0) == RULES.view(match.state, 0)


def test_a_peek_is_remembered_by_the_peeker_only() -> None:
    """D38: Eavesdrop shows the target's hand to the peeker, who keeps knowing those cards
    while they stay there."""
    match = start({"players": [{"hand": ["Eavesdrop"]}, {"hand": ["Jinx", "Rally"]}, {}]})
    events = play(match, 0, "Eavesdrop", target=1)
    seen = RULES.view(match.state, 0).players[1].known
    assert sorted(name(c) for c in seen) == ["Jinx", "Rally"]
    assert RULES.view(match.state, 2).players[1].known == []
    assert RULES.view(match.state, 1).players[1].seen_by == {0: seen}
    peek = [e for e in events if e.kind == "hand_peeked"][0]  # type: ignore[attr-defined]
    assert "Jinx" in (RULES.describe(peek, 0, ["A", "B", "C"]) or "")
    assert "Jinx" not in (RULES.describe(peek, 2, ["A", "B", "C"]) or "")
    # the known cards stay put in every sample of the peeker
    view = RULES.view(match.state, 0)
    for k in range(5):
        sample = RULES.sample_state(view, 0, random.Random(k))
        assert set(seen) <= set(sample.players[1].hand)


def test_a_stolen_card_is_known_to_thief_and_victim_only() -> None:
    """D36: Pickpocket takes a random card; its name is shown to those two only."""
    match = start({"players": [{"hand": ["Pickpocket"]}, {"hand": ["Jinx"]}, {}]})
    events = play(match, 0, "Pickpocket", target=1)
    stolen = [e for e in events if e.kind == "ability_stolen"][0]  # type: ignore[attr-defined]
    assert name(stolen.card) == "Jinx"
    for viewer, shown in ((0, True), (1, True), (2, False)):
        assert ("Jinx" in (RULES.describe(stolen, viewer, ["A", "B", "C"]) or "")) == shown
    assert RULES.view(match.state, 1).players[0].known == [stolen.card]
    assert RULES.view(match.state, 2).players[0].known == []


def test_a_scout_sees_the_top_monster_while_it_stays_there() -> None:
    """D37: only the scout's view shows it; sliding it under forgets it."""
    match = start(
        {"players": [{"hand": ["Scout Ahead"]}, {}], "decks": {"monsters": ["Grave Worm"]}}
    )
    events = play(match, 0, "Scout Ahead")
    seen = [e for e in events if e.kind == "monster_scouted"][0]  # type: ignore[attr-defined]
    assert name(seen.card) == "Grave Worm"
    assert RULES.view(match.state, 0).scouted == seen.card
    assert RULES.view(match.state, 1).scouted is None
    assert "Grave Worm" not in (RULES.describe(seen, 1, ["A", "B"]) or "")
    sample = RULES.sample_state(RULES.view(match.state, 0), 0, random.Random(1))
    assert sample.decks["monsters"][-1] == seen.card
    apply(match, 0, act.ScoutDecision(bottom=True))
    assert RULES.view(match.state, 0).scouted is None
    assert match.state.decks["monsters"][0] == seen.card


def test_the_hand_of_an_other_seat_never_changes_my_view() -> None:
    """Changing what a seat cannot see leaves its view equal."""
    match = start({"players": [{"hand": ["Jinx"]}, {"hand": ["Rally"]}]})
    before = RULES.view(match.state, 0)
    s = match.state
    rally = find(match, 1, "Rally")
    swap = s.decks["ability"][0]
    s.players[1].hand = [swap]
    s.decks["ability"][0] = rally
    s.memo.clear()
    assert RULES.view(s, 0) == before
