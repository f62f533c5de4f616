"""The kit's mechanisms in a real Match, through the toy game Guess (tests/core/toy.py):
simultaneous secret choices, a response window, an open auction and sealed bids."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.bots.greedy import GreedyBot
from game.bots.random_bot import RandomBot
from game.core.auction import AuctionUnsold, AuctionWon, BidRaised, DroppedOut
from game.core.errors import GameOver, IllegalAction, NotYourTurn, WrongPhase
from game.core.events import GameEnded
from game.core.log import LogWriter, read_log, rebuild
from game.core.match import Match
from game.core.model import Action, Event, MatchConfig, default_seats
from game.core.priority import PriorityPassed, ResponseMade, WindowClosed, WindowOpened
from game.core.simultaneous import SecretChoicesRevealed, SecretChosen
from tests.core.toy import (
    AUCTION,
    RESPOND,
    SEALED,
    Bid,
    Choose,
    Drop,
    GuessRules,
    Nudge,
    Pass,
    PrizeBought,
    TargetRolled,
    ToyView,
)

RULES = GuessRules()


def new(seats: int = 3, seed: int = 0, **options: Any) -> Match[Any]:
    config = MatchConfig(game=RULES.game_id, seats=default_seats(seats), seed=seed, options=options)
    return Match.new(RULES, config)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]  # type: ignore[attr-defined]


def all_guess(match: Match[Any], values: dict[int, int]) -> list[Event]:
    out: list[Event] = []
    for seat, value in values.items():
        out += match.apply(seat, Choose(value=value))
    return out


def pass_round(match: Match[Any]) -> list[Event]:
    """Everyone passes, one after another, from the holder."""
    out: list[Event] = []
    for _ in range(match.config.n_seats):
        out += match.apply(match.to_act()[0], Pass())
    return out


# ------------------------------------------------------------------ simultaneous choices
def test_every_seat_that_must_choose_is_to_act_at_once() -> None:
    match = new(4)
    assert match.to_act() == (0, 1, 2, 3)
    assert all(match.legal_actions(s) for s in range(4))


def test_seats_commit_in_any_order_and_the_engine_waits_only_for_the_rest() -> None:
    match = new(3)
    assert kinds(match.apply(2, Choose(value=1))) == ["secret_chosen"]
    assert match.to_act() == (0, 1)
    match.apply(0, Choose(value=3))
    assert match.to_act() == (1,)
    events = match.apply(1, Choose(value=2))
    reveals = [e for e in events if isinstance(e, SecretChoicesRevealed)]
    assert len(reveals) == 1 and reveals[0].choices == {0: 3, 1: 2, 2: 1}
    assert [p.guess for p in match.state.players] == [3, 2, 1]


def test_a_seat_may_change_its_choice_until_the_last_seat_chooses() -> None:
    match = new(3)
    match.apply(0, Choose(value=1))
    assert 0 not in match.to_act() and 0 in RULES.may_act(match.state)
    match.apply(1, Choose(value=2))
    match.apply(0, Choose(value=3))  # changed: still only two have chosen
    assert match.to_act() == (2,)
    events = match.apply(2, Choose(value=2))
    reveal = next(e for e in events if isinstance(e, SecretChoicesRevealed))
    assert reveal.choices[0] == 3
    with pytest.raises(WrongPhase):  # after the reveal nobody chooses any more
        match.apply(0, Choose(value=1))


def test_other_seats_see_only_that_a_seat_has_chosen() -> None:
    match = new(3)
    [chosen] = match.apply(0, Choose(value=3))
    assert isinstance(chosen, SecretChosen)
    mine = match.view(0)
    theirs = match.view(1)
    assert isinstance(mine, ToyView) and isinstance(theirs, ToyView)
    assert mine.choices is not None and theirs.choices is not None
    assert mine.choices.mine == 3
    assert theirs.choices.mine is None and theirs.choices.choices is None
    assert theirs.choices.has_chosen == [0] and theirs.choices.waiting == [1, 2]
    names = match.seat_names
    assert RULES.describe(chosen, 1, names) == "Seat 1 has chosen."
    assert RULES.describe(chosen, 0, names) == "You chose 3."
    assert RULES.describe(chosen, None, names) == "Seat 1 chose 3."


def test_the_reveal_is_one_event_and_an_undo_barrier() -> None:
    match = new(2)
    match.apply(0, Choose(value=1))
    assert match.can_undo(0)
    match.undo(0)  # a seat's own choice can be taken back while nobody else acted
    assert match.to_act() == (0, 1)
    match.apply(0, Choose(value=1))
    events = match.apply(1, Choose(value=2))
    reveals = [e for e in events if isinstance(e, SecretChoicesRevealed)]
    assert len(reveals) == 1 and RULES.is_barrier(reveals[0])
    assert not RULES.is_barrier(events[0])  # the choice itself is not
    assert match.steps[-1].barrier and not match.can_undo(1)


def test_a_bots_choice_does_not_depend_on_what_the_others_chose() -> None:
    """Seat 0 chooses 1 in one game and 3 in another: seat 1's view, its legal actions and
    so the choice of any bot (here random and greedy, with the same stream) are the same."""
    views, picks = [], []
    for value in (1, 3):
        match = new(2, seed=4)
        match.apply(0, Choose(value=value))
        view = match.view(1)
        legal = match.legal_actions(1)
        views.append(view)
        greedy = GreedyBot(_PreferLow())
        picks.append(
            (
                RandomBot().choose(view, legal, random.Random(9)),
                greedy.choose(view, legal, random.Random(9)),
            )
        )
    assert views[0] == views[1]
    assert picks[0] == picks[1]


class _PreferLow:
    """A toy heuristic reading the view: low guesses, passing, cheap bids."""

    def score_all(self, view: Any, legal: Any) -> list[float]:
        assert isinstance(view, ToyView)
        return [-float(getattr(a, "value", getattr(a, "amount", 0))) for a in legal]


# ------------------------------------------------------------------ the response window
def test_priority_goes_round_from_the_starter_and_closes_after_everyone_passed() -> None:
    match = new(3)
    opened = [e for e in all_guess(match, {0: 1, 1: 1, 2: 1}) if isinstance(e, WindowOpened)]
    assert opened[0].order == [0, 1, 2]
    assert match.state.phase == RESPOND
    holders = []
    for _ in range(3):
        holders.append(match.to_act())
        events = match.apply(match.to_act()[0], Pass())
    assert holders == [(0,), (1,), (2,)]
    assert any(isinstance(e, WindowClosed) for e in events)
    assert match.state.window is None and match.state.phase == AUCTION


def test_a_response_starts_a_new_round_of_passes() -> None:
    """Seat 1 nudges after seat 0 passed: priority goes to seat 2, and the window closes
    only once all three (seat 0 again, and seat 1 itself) passed in a row."""
    match = new(3)
    all_guess(match, {0: 1, 1: 1, 2: 1})
    match.apply(0, Pass())
    events = match.apply(1, Nudge())
    assert any(isinstance(e, ResponseMade) for e in events)
    assert match.to_act() == (2,) and match.state.window.passes == 0
    assert (match.state.players[1].guess, match.state.players[1].coins) == (2, 4)
    with pytest.raises(NotYourTurn):
        match.apply(0, Pass())
    seen = []
    for _ in range(2):
        seen.append(match.to_act()[0])
        assert not any(isinstance(e, WindowClosed) for e in match.apply(seen[-1], Pass()))
    seen.append(match.to_act()[0])
    last = match.apply(seen[-1], Pass())
    assert seen == [2, 0, 1]
    assert any(isinstance(e, WindowClosed) for e in last)


def test_every_holder_may_pass_and_nothing_public_tells_who_could_respond() -> None:
    match = new(2)
    all_guess(match, {0: 3, 1: 1})  # seat 0 cannot nudge past 3
    assert match.legal_actions(0) == [Pass()]
    match.apply(0, Pass())
    assert match.legal_actions(1) == [Nudge(), Pass()]
    assert match.view(0).window == match.view(1).window


# ------------------------------------------------------------------ the open auction
def to_auction(seats: int = 3, seed: int = 0) -> Match[Any]:
    match = new(seats, seed)
    all_guess(match, dict.fromkeys(range(seats), 1))
    events = pass_round(match)
    assert any(isinstance(e, TargetRolled) for e in events)
    assert match.state.phase == AUCTION
    return match


def test_bids_go_up_drop_outs_are_final_and_the_last_seat_in_wins() -> None:
    match = to_auction(3)
    assert match.to_act() == (0,)
    with pytest.raises(IllegalAction, match="at least 1"):
        match.apply(0, Bid(amount=0))
    match.apply(0, Bid(amount=2))
    with pytest.raises(IllegalAction, match="at least 3"):
        match.apply(1, Bid(amount=2))
    coins = match.state.players[1].coins
    with pytest.raises(IllegalAction, match=f"at most {coins}"):
        match.apply(1, Bid(amount=coins + 1))
    assert isinstance(match.apply(1, Drop())[0], DroppedOut)
    match.apply(2, Bid(amount=3))
    assert match.to_act() == (0,)  # seat 1 is out for good
    match.apply(0, Bid(amount=4))
    assert match.to_act() == (2,)
    events = match.apply(2, Drop())
    won = [e for e in events if isinstance(e, AuctionWon)]
    assert won and (won[0].seat, won[0].amount) == (0, 4)
    assert any(isinstance(e, PrizeBought) and e.seat == 0 for e in events)
    assert match.state.auction is None and match.state.phase == SEALED


def test_an_auction_everyone_drops_out_of_is_unsold() -> None:
    match = to_auction(2)
    match.apply(0, Drop())
    assert match.to_act() == (1,)  # alone, but no bid yet: seat 1 still decides
    events = match.apply(1, Drop())
    assert any(isinstance(e, AuctionUnsold) for e in events)
    assert not any(isinstance(e, PrizeBought) for e in events)


def test_the_last_seat_in_wins_at_once_with_its_first_bid() -> None:
    match = to_auction(2)
    match.apply(0, Drop())
    events = match.apply(1, Bid(amount=1))
    assert [type(e) for e in events][:2] == [BidRaised, AuctionWon]


# ------------------------------------------------------------------ sealed bids
def to_sealed(seats: int = 3) -> Match[Any]:
    match = to_auction(seats)
    while match.state.phase == AUCTION:
        match.apply(match.to_act()[0], Drop())
    assert match.state.phase == SEALED
    return match


def test_sealed_bids_tie_by_the_games_rule_closest_after_the_starter() -> None:
    """Round 1 starts at seat 0: of seats 1 and 2 tied on 2, seat 1 is closer."""
    match = to_sealed(3)
    match.apply(2, Choose(value=2))
    match.apply(1, Choose(value=2))
    events = match.apply(0, Choose(value=1))
    bought = [e for e in events if isinstance(e, PrizeBought)]
    assert [(b.seat, b.amount) for b in bought] == [(1, 2)]
    assert match.state.round == 2 and match.state.starter == 1


def test_the_sealed_tie_rule_follows_the_starter_in_round_two() -> None:
    match = to_sealed(3)
    for seat in range(3):
        match.apply(seat, Choose(value=0))
    assert match.state.starter == 1
    all_guess(match, {0: 1, 1: 1, 2: 1})
    pass_round(match)
    while match.state.phase == AUCTION:
        match.apply(match.to_act()[0], Drop())
    match.apply(0, Choose(value=1))
    match.apply(2, Choose(value=1))
    events = match.apply(1, Choose(value=0))
    bought = [e for e in events if isinstance(e, PrizeBought)]
    assert [b.seat for b in bought] == [2]  # 2 comes before 0 clockwise from 1
    assert isinstance(events[-1], GameEnded)
    assert match.outcome() is not None and match.state.phase == "game_over"
    with pytest.raises(GameOver):
        match.apply(0, Choose(value=0))


# ------------------------------------------------------------------ the whole game
def test_a_phase_guard_names_both_phases_in_words() -> None:
    match = new(2)
    with pytest.raises(WrongPhase, match="only during the nudges; it is now the guessing"):
        RULES.decide(match.state, 0, Pass(), _no_chance())


def _no_chance() -> Any:
    from game.core.chance import Chance

    return Chance(0)


def random_game(seats: int, seed: int, match: Match[Any] | None = None) -> Match[Any]:
    """Random legal actions of random seats that may act (including changing choices)."""
    match = match or new(seats, seed)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        steps += 1
        assert steps < 5000
        may = RULES.may_act(match.state)
        seat = rng.choice(may)
        action: Action = rng.choice(match.legal_actions(seat))
        match.apply(seat, action)
        if rng.random() < 0.1 and match.can_undo(seat):
            match.undo(seat)
            if rng.random() < 0.5:
                match.redo(seat)
    return match


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_finish_and_rank_everyone(seats: int) -> None:
    for seed in range(5):
        outcome = random_game(seats, seed).outcome()
        assert outcome is not None and sorted(outcome.ranking) == list(range(seats))


@pytest.mark.parametrize("seed", range(4))
def test_the_replay_of_a_logged_toy_game_equals_the_live_game(seed: int, tmp_path: Path) -> None:
    config = MatchConfig(
        game=RULES.game_id, seats=default_seats(3), seed=seed, options={"rounds": 3}
    )
    path = tmp_path / "toy.jsonl"
    writer = LogWriter(path, RULES, config)
    try:
        live = random_game(3, seed, Match.new(RULES, config, sink=writer))
    finally:
        writer.close()
    log = read_log(path, lambda g: RULES if g == RULES.game_id else None)
    replayed, report = rebuild(RULES, log, verify=True)
    assert report.mismatch is None
    assert replayed.state_hash() == live.state_hash()
    assert replayed.events() == live.events()
    assert replayed.view(1) == live.view(1)
    fast, report = rebuild(RULES, log, verify=False)
    assert report.mismatch is None and fast.state_hash() == live.state_hash()


def test_views_of_a_random_game_never_show_another_seats_unrevealed_choice() -> None:
    match = new(3, 2)
    rng = random.Random(2)
    while not match.is_over:
        seat = rng.choice(match.to_act())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        part = match.state.secret
        for viewer in range(3):
            v = match.view(viewer)
            assert isinstance(v, ToyView)
            if part is not None and not part.revealed and v.choices is not None:
                assert v.choices.choices is None
                assert v.choices.mine == part.chosen.get(viewer)
            for e in match.steps[-1].events:
                text = RULES.describe(e, viewer, match.seat_names) or ""
                if isinstance(e, SecretChosen) and e.seat != viewer:
                    assert text.endswith("has chosen.")


def test_passes_are_not_barriers_but_the_die_roll_is() -> None:
    match = new(2)
    all_guess(match, {0: 1, 1: 1})
    step = match.apply(0, Pass())
    assert isinstance(step[0], PriorityPassed) and not match.steps[-1].barrier
    assert match.can_undo(0)
    match.apply(1, Pass())
    assert match.steps[-1].barrier
