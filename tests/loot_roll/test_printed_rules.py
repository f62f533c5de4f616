"""Loot Roll as the rulebook prints it: a card that does not say when it may be played is
played whenever its owner likes (Card Types: ability cards, R6; README D5), on other
players' turns, town turns, windows and choices too; the engine offers it without telling
the table who holds one."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import CHOOSE, PREPARE, TOWN, TURN
from tests.loot_roll.conftest import RULES, apply, find, of_kind, pass_until, start


def _windfall(match: object, seat: int) -> act.Play:
    return act.Play(card=find(match, seat, "Windfall"))  # type: ignore[arg-type]


def test_a_card_without_timing_is_played_on_another_players_turn() -> None:
    """R6 ("free to play it whenever you feel like it"), D5: Windfall on seat 0's turn."""
    match = start({"players": [{}, {"hand": ["Windfall"]}], "active": 0})
    play = _windfall(match, 1)
    assert 1 in RULES.may_act(match.state) and play in match.legal_actions(1)
    events = apply(match, 1, play)
    assert len(of_kind(events, ev.AbilityDrawn)) == 2
    s = match.state
    assert s.phase == TURN and s.active == 0 and RULES.to_act(s) == (0,)


def test_a_card_without_timing_is_played_on_another_players_town_turn() -> None:
    """R6, D5: on another player's town turn (Town Phase), no town mode is taken."""
    match = start(
        {"players": [{"bag": ["Copper Coins"]}, {"hand": ["Eavesdrop"]}], "phase": "town"}
    )
    peek = act.Play(card=find(match, 1, "Eavesdrop"), target=0)
    assert match.state.players[0].hand == []  # nothing to peek at: not offered
    assert peek not in match.legal_actions(1)
    windfall = start({"players": [{}, {"hand": ["Windfall"]}], "phase": "town"})
    apply(windfall, 1, _windfall(windfall, 1))
    assert windfall.state.phase == TOWN and windfall.state.town_mode == ""


def test_a_card_without_timing_is_played_during_the_choice_and_a_window_not_held() -> None:
    """R6, D5: in a window another seat holds (no Pass is offered to a seat not holding it;
    the window stays with its holder), and while everyone chooses Fight or Flight."""
    match = start(
        {"players": [{"hand": ["Haggle"]}, {"hand": ["Windfall", "Eavesdrop"]}], "active": 0}
    )
    apply(match, 0, act.Fight())
    w = match.state.window
    assert match.state.phase == PREPARE and w is not None and w.holder == 0
    peek = act.Play(card=find(match, 1, "Eavesdrop"), target=0)
    legal = match.legal_actions(1)
    assert act.Pass() not in legal and peek in legal
    events = apply(match, 1, peek)
    assert of_kind(events, ev.HandPeeked)
    w = match.state.window
    assert w is not None and w.holder == 0 and match.state.phase == PREPARE
    pass_until(match)
    assert match.state.phase == CHOOSE
    legal = match.legal_actions(1)
    assert act.Choose(side="fight") in legal and _windfall(match, 1) in legal
    apply(match, 1, _windfall(match, 1))
    assert match.state.phase == CHOOSE


def test_a_card_with_printed_timing_waits_for_its_moment() -> None:
    """Card Types ("most ability cards will specify when they can be played"), D5: Loaded
    Die (a loot roll) is refused on another player's turn, with a sentence."""
    match = start({"players": [{}, {"hand": ["Loaded Die"]}], "active": 0})
    assert match.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="prints no timing"):
        match.apply(1, act.Play(card=find(match, 1, "Loaded Die")))


def test_who_may_play_out_of_turn_tells_nothing_about_hands() -> None:
    """D30, D5: every seat holding an ability card may act (hand sizes are public), whatever
    the card; a seat with an empty hand may not."""
    match = start(
        {"players": [{}, {"hand": ["Loaded Die"]}, {"hand": ["Windfall"]}, {}], "active": 0}
    )
    assert RULES.may_act(match.state) == (0, 1, 2)
    assert RULES.view(match.state, 3).ctx.may_act == [0, 1, 2]


def test_random_play_with_out_of_turn_cards_keeps_the_table_consistent() -> None:
    """D5 with random players who may also act out of turn (any seat in ``may_act``): the
    invariants hold after every action, the game ends (torch variant on, so it is bounded)
    and the cards without timing are played out of turn at least once."""
    import random

    from game.games.loot_roll.invariants import check_invariants
    from tests.loot_roll.conftest import T

    out_of_turn = 0
    for seed in range(4):
        match = start(
            {
                "players": [{"hand": ["Windfall"]}, {"hand": ["Eavesdrop"]}, {}],
                "torch": 4,
            },
            seed=seed,
        )
        rng = random.Random(seed)
        for _ in range(20_000):
            if match.is_over:
                break
            seats = [x for x in RULES.may_act(match.state) if match.legal_actions(x)]
            seat = rng.choice(seats)
            if seat not in match.to_act():
                out_of_turn += 1
            match.apply(seat, rng.choice(match.legal_actions(seat)))
            check_invariants(T, match.state)
        assert match.is_over
    assert out_of_turn > 0
