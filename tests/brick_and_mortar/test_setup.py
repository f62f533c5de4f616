"""Setup, the draft and the first Building Phase (rulebook: Setup, Your First Game, Before
the 1st Round, First Building Phase, First Game)."""

from __future__ import annotations

import pytest

from game.core.options import BadOption
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.model import S_DRAFT, S_PICK_START, S_PLAY
from tests.brick_and_mortar.conftest import CAT, RULES, apply, new_game


@pytest.mark.parametrize(("seats", "marker", "final"), [(2, 45, 10), (3, 45, 10), (4, 35, 9)])
def test_setup_by_player_count(seats: int, marker: int, final: int) -> None:
    """Setup: the investment marker and final month by player count; $15, 10 points, 5
    market cards and 4 store cards each; four public stores and one on deck."""
    s = new_game(seats, 1).state
    assert (s.marker, s.final_month, s.month) == (marker, final, 1)
    for p in s.players:
        assert (p.money, p.points, len(p.market_hand), len(p.draft_hand)) == (15, 10, 5, 4)
        assert not p.store_hand and not p.building
    assert len(s.row) == 4 and s.on_deck is not None
    assert s.turn_order == list(range(seats))
    assert s.step == S_DRAFT


@pytest.mark.parametrize(("seats", "starting"), [(2, 4), (3, 5), (4, 6)])
def test_starting_stores_for_more_players_are_set_aside(seats: int, starting: int) -> None:
    """Setup: starting stores marked for more players than are playing go back in the box
    (reading (b) 12: players + 2 stay in play)."""
    s = new_game(seats, 2).state
    assert len(s.starting) == starting
    assert all(CAT[x].starting for x in s.box)


def test_the_draft_keeps_three_and_discards_the_rest_face_down() -> None:
    """Before the 1st Round: keep one of the four, pass the rest clockwise; three rounds;
    the last cards are discarded face down (nobody sees them)."""
    match = new_game(3, 3)
    first_hands = [list(p.draft_hand) for p in match.state.players]
    for round_ in range(3):
        hands = [list(p.draft_hand) for p in match.state.players]
        for seat in range(3):
            apply(match, seat, act.DraftStore(card=hands[seat][0]))
        if round_ == 0:
            # what seat 0 passed now lies in front of seat 1
            assert match.state.players[1].draft_hand == sorted(first_hands[0][1:])
    s = match.state
    assert all(len(p.store_hand) == 3 and not p.draft_hand for p in s.players)
    assert len(s.hidden_discard) == 3
    assert s.step == S_PICK_START and s.queue == [0, 1, 2]
    view = RULES.view(s, 0)
    assert view.hidden_discard_count == 3 and view.players[1].store_hand is None


def test_first_building_phase_fills_the_starting_store_to_capacity() -> None:
    """First Building Phase: in turn order each picks a starting store, placed in the
    leftmost slot and filled to capacity on the top shelf; the others go to the box."""
    match = new_game(2, 4)
    for _ in range(3):
        for seat in range(2):
            apply(match, seat, act.DraftStore(card=match.state.players[seat].draft_hand[0]))
    kristen = next(i for i in match.state.starting if CAT.name(i) == "Kristen's Fashions")
    apply(match, 0, act.PickStartingStore(store=kristen))
    st = match.state.players[0].building[0]
    assert st.store == kristen and st.shelves == {
        "clothing": [CAT[kristen].capacity["clothing"], 0]
    }
    other = match.state.starting[0]
    apply(match, 1, act.PickStartingStore(store=other))
    s = match.state
    assert not s.starting and s.step == S_PLAY
    assert len([x for x in s.box if CAT[x].starting]) == 4  # 2 set aside, 2 not picked


def test_first_game_option_deals_the_preset_hands() -> None:
    """Your First Game: preset hands and starting stores by seat; no draft."""
    match = new_game(4, 5, first_game=True)
    s = match.state
    assert s.step == S_PLAY and s.first_game
    names = [CAT.name(p.building[0].store) for p in s.players]
    assert names == [
        "Mio's Corner Store",
        "Kimberly's Market",
        "Herron's Market",
        "Newt's Clothing",
    ]
    assert all(len(p.store_hand) == 3 and len(p.market_hand) == 5 for p in s.players)


def test_an_unknown_option_is_refused_with_a_sentence() -> None:
    with pytest.raises(BadOption, match="no option 'speed'"):
        new_game(2, 1, speed=True)
    with pytest.raises(BadOption, match="true or false"):
        new_game(2, 1, first_game="yes")
