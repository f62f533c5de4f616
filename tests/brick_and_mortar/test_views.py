"""Hidden information (Private Money; demand cards face down; hands): views, sentences,
sampling and dealing again never show a seat what it cannot know."""

from __future__ import annotations

import random

from game.core.match import Match
from game.games.brick_and_mortar.invariants import check_invariants
from game.games.brick_and_mortar.model import BmState
from tests.brick_and_mortar.conftest import CAT, RULES, play_random_game


def _positions(seats: int, seed: int, every: int) -> list[BmState]:
    match = play_random_game(seats, seed)
    replay: Match[BmState] = Match(RULES, match.config, match.setup, undo=False)
    out = []
    for k, step in enumerate(match.steps):
        replay.fold_recorded(step)
        if k % every == 0 and not replay.is_over:
            out.append(RULES.clone(replay.state))
    return out


def test_money_and_hands_are_private_and_the_onlooker_sees_none() -> None:
    """Private Money: others see no amount; hands and own demand cards are the seat's."""
    for s in _positions(3, 1, 40):
        for viewer in (0, 1, 2, 3, None):
            v = RULES.view(s, viewer)
            for pv in v.players:
                mine = viewer is None or viewer == pv.seat
                assert (pv.money is not None) == mine
                assert (pv.market_hand is not None) == mine
                assert (pv.store_hand is not None) == mine
                assert (pv.own_demand is not None) == mine
                assert pv.market_count == len(s.players[pv.seat].market_hand)
        onlooker = RULES.view(s, 3)
        assert onlooker.demand is None or s.demand_open


def test_a_sampled_table_shows_the_same_view_and_the_same_legal_actions() -> None:
    """The search bots' samples: built from the view alone, consistent with it."""
    checked = 0
    for seats in (2, 4):
        for s in _positions(seats, 7, 9):
            for seat in range(seats):
                view = RULES.view(s, seat)
                sample = RULES.sample_state(view, seat, random.Random(checked))
                check_invariants(CAT, sample)
                assert RULES.view(sample, seat) == view
                if seat in RULES.to_act(s):
                    assert RULES.legal_actions(sample, seat) == RULES.legal_actions(s, seat)
                checked += 1
    assert checked > 100


def test_dealing_again_keeps_every_view_and_every_card_once() -> None:
    for s in _positions(4, 3, 11):
        for seat in range(4):
            again = RULES.determinize(s, seat, random.Random(seat))
            check_invariants(CAT, again)
            assert RULES.view(again, seat) == RULES.view(s, seat)


def test_sentences_never_name_another_seats_cards() -> None:
    """Log lines: a card drawn, a draft pick or a face-down card is named to its owner only."""
    match = play_random_game(3, 5)
    names = ["Ana", "Bo", "Cy"]
    for e in match.events():
        for viewer in (0, 1, 2, 3):
            said = RULES.describe(e, viewer, names) or ""
            seat = getattr(e, "seat", None)
            if e.kind in ("cards_drawn", "secret_chosen") and seat != viewer:
                assert "[" not in said and "keep" not in said.lower(), said
            if e.kind == "draft_passed" and viewer < 3:
                others = [CAT.name(c) for k, c in enumerate(e.picks) if k != viewer]
                assert not any(n in said for n in others), said
            if e.kind == "market_cards_played":
                hidden = [c for s, cards in e.demand.items() if s != viewer for c in cards]
                own = e.demand.get(viewer, [])
                if hidden and not own:
                    assert "yours" not in said
