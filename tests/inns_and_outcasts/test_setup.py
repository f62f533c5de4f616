"""Setting up the Game (R14-R17), Ending the Game's chart (R10) and the options' checks."""

from __future__ import annotations

import pytest

from game.core.chance import Chance
from game.core.match import Match
from game.core.model import MatchConfig, default_seats
from game.core.options import BadOption
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.model import HOARD_TARGET, PLACE
from game.games.inns_and_outcasts.rules import BadHand, NotAvailable
from tests.conftest import new_match
from tests.inns_and_outcasts.conftest import BOOK, DEALT, RULES, WAGON, apply, first


def config(seats: int, seed: int = 0, **options: object) -> MatchConfig:
    return MatchConfig(
        game="inns-and-outcasts", seats=default_seats(seats), seed=seed, options=dict(options)
    )


def test_components_three_to_eight_players_each_with_a_mat_and_a_target_token() -> None:
    """R2 (Components): 8 mats and 8 Target tokens, a game of 3-8."""
    assert (RULES.min_seats, RULES.max_seats) == (3, 8)
    for seats in range(3, 9):
        match = new_match(RULES, seats, 1)
        assert len(match.state.players) == seats
        assert all(p.table == 0 and p.hoard == 0 for p in match.state.players)


def test_the_head_of_the_table_is_drawn_at_random_as_a_recorded_chance_event() -> None:
    """R16 (Setting up the Game): the Head of the Table is a Target token drawn at random;
    the draw is an event (and an undo barrier), and every seat can be drawn."""
    heads = set()
    for seed in range(40):
        events = RULES.setup_events(config(4, seed), Chance.for_step(seed, 0))
        drawn = first(events, ev.HeadDrawn)
        assert RULES.is_barrier(drawn)
        heads.add(drawn.seat)
    assert heads == {0, 1, 2, 3}


def test_the_hoard_that_ends_the_game_follows_the_chart_by_player_count() -> None:
    """R10 (Ending the Game): 75 at 3-4 players, 65 at 5, 55 at 6, 50 at 7-8."""
    assert HOARD_TARGET == {3: 75, 4: 75, 5: 65, 6: 55, 7: 50, 8: 50}
    for seats, target in HOARD_TARGET.items():
        assert new_match(RULES, seats, 0).state.target == target


def test_each_player_builds_a_hand_of_six_one_per_initiative_in_secret() -> None:
    """R17 (Setting up the Game): all at once and in secret, the Wagon's or the Dragon's
    character at each initiative; the hand is dealt when the last player has chosen, each
    copy at random, and kept all game."""
    match = new_match(RULES, 3, 5, options=DEALT)
    assert set(match.to_act()) == {0, 1, 2}
    assert len(match.legal_actions(0)) == 64
    apply(match, 0, act.ChooseHand(inns="WWWWWW"))
    apply(match, 1, act.ChooseHand(inns="DDDDDD"))
    # a player may change its hand until the last one has chosen
    apply(match, 0, act.ChooseHand(inns="WDWDWD"))
    assert not any(p.hand for p in match.state.players)
    other = RULES.view(match.state, 2)
    assert other.choices is not None and other.choices.mine is None
    assert other.players[0].inns is None
    events = apply(match, 2, act.ChooseHand(inns="WWWDDD"))
    dealt = first(events, ev.HandsDealt)
    assert RULES.is_barrier(dealt)
    assert match.state.phase == PLACE
    for seat, inns in enumerate(("WDWDWD", "DDDDDD", "WWWDDD")):
        hand = match.state.players[seat].hand
        faces = [BOOK(c) for c in hand]
        assert [f.initiative for f in faces] == [1, 2, 3, 4, 5, 6]
        assert "".join("W" if f.inn == "wagon" else "D" for f in faces) == inns
    everyone = [c for p in match.state.players for c in p.hand]
    assert len(set(everyone)) == 18


def test_the_copy_dealt_varies_with_the_seed() -> None:
    """Reading B1: which copy of a chosen character a player gets is dealt at random."""
    seen = set()
    for seed in range(12):
        match = new_match(RULES, 3, seed, options=DEALT)
        for seat in range(3):
            apply(match, seat, act.ChooseHand(inns="WWWWWW"))
        seen.add(match.state.players[0].hand[0])
    assert len(seen) > 3


def test_a_hand_that_is_not_six_inn_letters_is_refused() -> None:
    match = new_match(RULES, 3, 1, options=DEALT)
    before = match.state_hash()
    for bad in ("WWWWW", "WWWWWWW", "WXWWWW", "wwwwww", ""):
        with pytest.raises(BadHand, match="six letters"):
            match.apply(0, act.ChooseHand(inns=bad))
    assert match.state_hash() == before


def test_options_are_checked_and_the_three_player_option_needs_three_players() -> None:
    """Optional Rules: the 3 Player Games rule only at three players; bad values refused."""
    with pytest.raises(BadOption, match="three players"):
        RULES.setup_events(config(4, own_card_in_range=True), Chance(1))
    with pytest.raises(BadOption, match="at most 5"):
        RULES.setup_events(config(3, round_length=6), Chance(1))
    with pytest.raises(BadOption, match="no option"):
        RULES.setup_events(config(3, fast=True), Chance(1))
    events = RULES.setup_events(
        config(3, own_card_in_range=True, round_length=3, hoard_target=40, quick_auction=True),
        Chance(1),
    )
    set_up = first(events, ev.GameSetUp)
    assert (set_up.own_card_in_range, set_up.round_length, set_up.target) == (True, 3, 40)
    assert set_up.quick_auction


def test_a_whole_game_can_start_from_a_config_with_options() -> None:
    match = Match.new(RULES, config(5, 3, hoard_target=30, round_length=2))
    assert match.state.target == 30 and match.state.round_length == 2


@pytest.mark.parametrize(
    ("players", "words"),
    [
        ([{"hand": ["Thief"] * 6}] * 3, "one card at each"),
        ([{"hand": WAGON}, {"hand": WAGON}, {"hand": WAGON, "played": ["Monk"]}], "not in that"),
        ([{"hand": ["Thief", "Guard"]}] * 3, "six cards"),
        ([{"hand": ["Thief", "Guard", "Bard", "Mage", "Thane", "Monk"]}] * 3, "one card at each"),
        ([{"hand": ["Unicorn"] * 6}] * 3, "no card 'Unicorn'"),
        ([{"hand": list(range(6))}] * 3, "one card at each"),
        ([{}] * 2, "each of the 3 seats"),
    ],
)
def test_a_bad_position_is_refused_with_a_sentence(players: list[object], words: str) -> None:
    from game.core.errors import PositionError
    from tests.inns_and_outcasts.conftest import start

    with pytest.raises(PositionError, match=words):
        if len(players) == 3:
            start(players)
        else:
            RULES.state_from_position(config(3), {"players": players})


def test_every_event_of_a_game_has_a_sentence_for_every_viewer() -> None:
    """describe(): every seat, the onlooker and the spectator read every event without a
    failure; hidden facts are checked in test_views.py."""
    import random

    from tests.conftest import random_step

    names = ["Ana", "Ben", "Cleo", "Dan"]
    match = new_match(RULES, 4, 2)
    rng = random.Random(2)
    while not match.is_over:
        random_step(match, rng)
    for e in match.events():
        for viewer in (0, 1, 2, 3, 4, None):
            text = RULES.describe(e, viewer, names)
            assert text is None or (text.strip() and text[0].isupper()), (e.kind, text)


# ------------------------------------------------------------------ the printed choice
def _at(initiative: int) -> list[int]:
    """Every copy of both characters at ``initiative``, sorted."""
    return sorted(c for c in range(len(BOOK.faces)) if BOOK(c).initiative == initiative)


def test_players_choose_any_available_copy_one_initiative_at_a_time_in_secret() -> None:
    """Setting up the Game: "Players may choose from any Character Cards available": the
    very copy (race and morality), of either inn's character at each initiative; everyone
    at once and in secret; the hand is kept all game."""
    match = new_match(RULES, 3, 5)
    assert match.state.pick_copies and set(match.to_act()) == {0, 1, 2}
    assert [a.card for a in match.legal_actions(0)] == _at(1)  # all 16 copies, both inns
    wanted = {0: _at(1)[3], 1: _at(1)[12], 2: _at(1)[7]}
    apply(match, 0, act.TakeCopy(card=_at(1)[0]))
    apply(match, 0, act.TakeCopy(card=wanted[0]))  # changed before the last one chose
    apply(match, 1, act.TakeCopy(card=wanted[1]))
    other = RULES.view(match.state, 2)
    assert other.choices is not None and other.choices.mine is None
    taken = first(apply(match, 2, act.TakeCopy(card=wanted[2])), ev.CopiesTaken)
    assert RULES.is_barrier(taken) and taken.cards == wanted
    assert [p.hand for p in match.state.players] == [[wanted[s]] for s in range(3)]
    assert RULES.view(match.state, 1).players[0].hand is None  # nobody sees another's copy
    assert [a.card for a in match.legal_actions(0)] == _at(2)
    for ini in range(2, 7):
        for seat in range(3):
            apply(match, seat, act.TakeCopy(card=_at(ini)[seat * 5]))
    assert match.state.phase == PLACE
    for seat, p in enumerate(match.state.players):
        assert p.hand == [wanted[seat], *(_at(i)[seat * 5] for i in range(2, 7))]


def test_a_copy_two_players_chose_goes_to_the_one_nearer_the_head_and_the_other_chooses_again() -> (
    None
):
    """Head of the Table: when players act at the same time, the Head acts first, then
    clockwise; so a copy chosen twice is the nearer seat's and the other picks again from
    the copies left."""
    match = new_match(RULES, 3, 5)
    head = match.state.head
    near, far = (head + 1) % 3, (head + 2) % 3
    copy = _at(1)[4]
    apply(match, head, act.TakeCopy(card=_at(1)[0]))
    apply(match, far, act.TakeCopy(card=copy))
    events = apply(match, near, act.TakeCopy(card=copy))
    assert first(events, ev.CopiesTaken).cards == {head: _at(1)[0], near: copy}
    assert match.to_act() == (far,) and match.state.players[far].hand == []
    assert copy not in {a.card for a in match.legal_actions(far)}
    sentence = RULES.describe(events[-1], far, ["Ana", "Ben", "Cleo"])
    assert sentence is not None and "choose again" in sentence
    apply(match, far, act.TakeCopy(card=_at(1)[5]))
    assert set(match.to_act()) == {0, 1, 2} and match.state.players[far].hand == [_at(1)[5]]


def test_a_copy_not_on_the_table_or_at_another_initiative_is_refused() -> None:
    match = new_match(RULES, 3, 2)
    for seat in range(3):
        apply(match, seat, act.TakeCopy(card=_at(1)[seat]))
    before = match.state_hash()
    for bad in (_at(1)[0], _at(1)[3], _at(3)[0], -1, 999):  # taken, past, later, no card
        with pytest.raises(NotAvailable, match="initiative 2"):
            match.apply(0, act.TakeCopy(card=bad))
    with pytest.raises(BadHand, match="copy at each initiative"):
        match.apply(0, act.ChooseHand(inns="WWWWWW"))
    assert match.state_hash() == before


def test_the_dealt_copies_variant_is_off_by_default_and_older_saves_played_it() -> None:
    """The variant keeps the old hand building (inn letters, copies dealt at random); a
    save of log format 4 or older, whose header does not name it, played with it."""
    from game.games.inns_and_outcasts import ENTRY

    spec = next(o for o in ENTRY.options if o.key == "dealt_copies")
    assert spec.default is False and ENTRY.older_saves_options == {"dealt_copies": True}
    match = new_match(RULES, 3, 1, options=DEALT)
    assert not match.state.pick_copies and len(match.legal_actions(0)) == 64
    with pytest.raises(BadHand, match="Dealt copies"):
        match.apply(0, act.TakeCopy(card=_at(1)[0]))
