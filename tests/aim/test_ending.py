"""Ending the game (rulebook 'Ending the game'): three triggers, finishing the round,
scoring with Pesky Quest Items, and the three tie-breaks."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, NotYourTurn
from game.games.aim import events as ev

from .conftest import act, first, name_of, of_kind, run, start

SKIP = {"kind": "skip_attack"}


def attack_phase(active=0, seats=2, players=None, **extra):
    """``active`` in its attack phase with nothing to attack with; turn order 0, 1, ...
    By default seat 0 owns a Lucky Coin so that the final scores are not tied."""
    players = players or [{"discard": ["Lucky Coin"]}] + [{} for _ in range(seats - 1)]
    return {
        "phase": "attack",
        "active": active,
        "turn_order": list(range(seats)),
        "players": players,
        **extra,
    }


def ended(result) -> ev.GameEnded:
    return first(result.events, ev.GameEnded)


def whole_turn(seat):
    """A quiet turn: sell, buy nothing, equip nothing (no Attack, so the turn ends)."""
    return [
        (seat, {"kind": "sell"}),
        (seat, {"kind": "end_market"}),
        (seat, {"kind": "finish_equip"}),
    ]


# ----------------------------------------------------------------- triggers
def test_empty_common_deck_ends_the_game_when_a_card_must_be_drawn():
    """Ending: when you need to draw from the Common Market and its deck is empty."""
    pos = {
        "phase": "market_buy",
        "common_card": "Bread",
        "common_deck_exact": True,
        "players": [{"gold": 3}, {}],
    }
    r = run(
        pos,
        [
            (0, {"kind": "buy", "card": "Bread"}),
            (0, {"kind": "end_market"}),
            (0, {"kind": "finish_equip"}),
        ],
    )
    assert first(r.events, ev.EndTriggered).reason == "the Common Market deck ran out"
    assert r.match.state.common_card is None


def test_empty_common_deck_alone_does_not_end_the_game():
    """Ending: the trigger is needing a card, not the deck being empty."""
    pos = {
        "phase": "attack",
        "common_card": "Bread",
        "common_deck_exact": True,
        "players": [{}, {}],
    }
    r = run(pos, [(0, SKIP)])
    assert not of_kind(r.events, ev.EndTriggered) and r.match.state.rebate == 1


def test_empty_premium_deck_ends_the_game_when_a_card_must_be_drawn():
    """Ending: when you need to draw from the Premium Market and its deck is empty."""
    pos = attack_phase(
        premium_row=["Backpack", "Claymore", "Cape", "Wine"], premium_deck_exact=True
    )
    r = run(pos, [(0, SKIP)])
    assert first(r.events, ev.EndTriggered).reason == "the Premium Market deck ran out"
    assert r.match.state.premium_row == [None] + r.match.state.premium_row[1:]


def test_premium_deck_drawn_empty_exactly_does_not_end_the_game():
    """Ending: drawing the last card is fine; only a draw that finds no card ends it."""
    pos = attack_phase(
        premium_row=["Backpack", "Claymore", "Cape", "Wine"],
        premium_deck=["Gemstone"],
        premium_deck_exact=True,
    )
    r = run(pos, [(0, SKIP)])
    assert not of_kind(r.events, ev.EndTriggered)
    assert r.match.state.premium_deck == [] and None not in r.match.state.premium_row


def test_buying_the_last_epic_loot_card_ends_the_game():
    """Ending: when the last Epic Loot card is purchased."""
    owned = ["Dragon Egg"] * 4 + ["Orb of Ages"] * 2
    m = start({"phase": "market_buy", "players": [{"gold": 34, "discard": owned}, {}]})
    assert len(m.state.loot["epic"]) == 2
    events = act(m, 0, kind="buy", card=epic_on_top(m))
    assert not of_kind(events, ev.EndTriggered) and m.state.end_reason is None
    events = act(m, 0, kind="buy", card=epic_on_top(m))
    assert first(events, ev.EndTriggered).reason == "the last Epic Loot card was bought"
    assert m.state.end_reason is not None and m.state.phase == "market_buy"


def epic_on_top(m):
    """The name of the Epic Loot card on top of its pile."""
    return name_of(m.state.loot["epic"][-1])


# ----------------------------------------------------------------- finish the round
def test_the_round_is_finished_after_a_trigger():
    """Ending: once triggered, players finish their turns in the current round."""
    pos = attack_phase(
        active=0, premium_row=["Backpack", "Claymore", "Cape", "Wine"], premium_deck_exact=True
    )
    m = start(pos)
    act(m, 0, **SKIP)
    assert m.state.end_reason and not m.is_over
    assert m.state.active == 1 and m.state.phase == "market_trash"
    for seat, action in whole_turn(1):
        act(m, seat, **action)
    assert m.is_over and m.state.phase == "game_over"


def test_a_trigger_in_the_last_seats_turn_ends_at_once():
    """Ending: when the round is complete, the game is over."""
    r = run(attack_phase(active=1, end_reason="the last Epic Loot card was bought"), [(1, SKIP)])
    assert r.match.is_over
    assert not of_kind(r.events, ev.TurnStarted)


def test_round_completion_follows_turn_order_not_seat_numbers():
    """Ending: 'the round' runs to the last player in turn order (here seat 0 of 3)."""
    pos = attack_phase(active=2, seats=3, end_reason="the Premium Market deck ran out")
    pos["turn_order"] = [1, 2, 0]
    m = start(pos, seats=3)
    act(m, 2, **SKIP)
    assert not m.is_over and m.state.active == 0
    for seat, action in whole_turn(0):
        act(m, seat, **action)
    assert m.is_over


def test_actions_after_the_end_are_refused():
    """Ending: the game is over; nobody can act."""
    r = run(attack_phase(active=1, end_reason="x"), [(1, SKIP)])
    m = r.match
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="over"):
        act(m, 0, kind="sell")
    assert m.state_hash() == before and m.to_act() == ()


# ----------------------------------------------------------------- scoring
def scored(players, seats=2, actions=()):
    pos = attack_phase(active=seats - 1, seats=seats, players=players, end_reason="test")
    return run(pos, [(seats - 1, SKIP), *actions], seats=seats)


def test_loot_points_count_every_owned_card_and_pesky_items_subtract():
    """Ending: gather deck, discard, hand and mat and add Loot Points, subtracting Pesky
    Quest Items."""
    r = scored(
        [
            {
                "deck": ["Dragon Egg"],
                "hand": ["Ruby Amulet"],
                "discard": ["Lucky Coin", "Sealed Letter for the King"],
                "mat": [["Jeweled Crown", "head"], ["Orb of Ages", "store"]],
            },
            {"discard": ["Dragon Egg", "Mysterious Glowing Rock"]},
        ]
    )
    e = ended(r)
    assert e.scores == {0: 6 + 3 + 1 - 2 + 1 + 6, 1: 6 - 2}
    assert e.winners == [0] and e.ranking == [0, 1] and e.tiebreak is None
    assert e.details[0]["pesky"] == 1


def test_tie_goes_to_fewest_pesky_quest_items():
    """Ending: a tie is won by the player with the fewest Pesky Quest Items."""
    r = scored(
        [
            {
                "discard": [
                    "Dragon Egg",
                    "Mysterious Glowing Rock",
                    "Overdue Library Book",
                    "Ruby Amulet",
                    "Lucky Coin",
                ]
            },  # 6 - 2 - 2 + 3 + 1 = 6
            {"discard": ["Dragon Egg"]},  # 6
        ]
    )
    e = ended(r)
    assert e.scores == {0: 6, 1: 6}
    assert e.winners == [1] and e.tiebreak == "fewest Pesky Quest Items"


def test_then_most_potatoes():
    """Ending: still tied, the player with the most Potatoes wins."""
    r = scored(
        [
            {"discard": ["Dragon Egg", "Potato"], "hand": ["Potato"]},
            {
                "discard": ["Dragon Egg", "Potato"],
                "mat": [["Potato", "store"], ["Potato", "store"]],
            },
        ]
    )
    e = ended(r)
    assert e.winners == [1] and e.tiebreak == "most Potatoes"
    assert (e.details[0]["potatoes"], e.details[1]["potatoes"]) == (2, 3)


def test_then_the_player_who_had_the_worst_day_wins():
    """Ending: still tied, the player who had the worst day wins (the tied players decide)."""
    players = [{"discard": ["Dragon Egg", "Potato"]}, {"discard": ["Dragon Egg", "Potato"]}]
    m = scored(players).match
    assert m.state.phase == "worst_day" and not m.is_over
    assert m.state.tied == [0, 1] and m.to_act() == (0,)
    winners = sorted(a.winner for a in m.legal_actions(0))
    assert winners == [0, 1]
    events = act(m, 0, kind="choose_worst_day", winner=1)
    e = first(events, ev.GameEnded)
    assert e.winners == [1] and e.tiebreak == "worst day" and e.ranking[0] == 1
    assert m.is_over and m.outcome().winners == (1,)


def test_worst_day_is_only_among_the_tied_players():
    """Ending: only the players still tied can be named for the worst day."""
    players = [
        {"discard": ["Dragon Egg"]},
        {"discard": ["Dragon Egg"]},
        {"discard": ["Ruby Amulet"]},
    ]
    m = scored(players, seats=3).match
    assert m.state.tied == [0, 1]
    before = m.state_hash()
    with pytest.raises(IllegalAction, match="tied player"):
        act(m, m.to_act()[0], kind="choose_worst_day", winner=2)
    with pytest.raises(NotYourTurn):
        act(m, 2, kind="choose_worst_day", winner=2)
    assert m.state_hash() == before
    act(m, 0, kind="choose_worst_day", winner=0)
    assert m.outcome().ranking == (0, 1, 2)


def test_pesky_items_make_a_negative_score():
    """Ending: Pesky Quest Items are worth negative Loot Points."""
    r = scored([{"discard": ["Overdue Library Book", "Princess's Lost Slipper"]}, {}])
    e = ended(r)
    assert e.scores == {0: -4, 1: 0} and e.winners == [1]
