"""Send Out Adventurers (sabotage), Draw a Card (and the reshuffle), Ending the Game."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.model import BIDDING, GAME_OVER, SABOTAGE
from game.games.tavern_keepers.rules import CannotSabotage
from tests.tavern_keepers.conftest import (
    RULES,
    apply,
    bid,
    colour,
    first,
    of_colour,
    of_kind,
    pass_bid,
    start,
)


def sabotage_table(**extra: Any) -> dict[str, Any]:
    """Everyone has won this round. Seat 0 holds a Warrior pair; seat 1 (one card) has only
    a prepared Warrior left; seat 2 a prepared Wizard and a Rogue at home."""
    pos: dict[str, Any] = {
        "phase": "sabotage",
        "quest_giver": 0,
        "players": [
            {
                "hand": ["warrior", "warrior", "wizard"],
                "tavern": ["wizard adventurer"],
                "won": True,
            },
            {"hand": ["rogue"], "prepared": ["warrior adventurer"], "won": True},
            {
                "hand": ["wizard", "wizard", "ranger"],
                "tavern": ["rogue adventurer"],
                "prepared": ["wizard adventurer"],
                "won": True,
            },
        ],
        "quests": [["rogue"], ["wizard"], ["ranger"]],
        "rumors": ["ranger", "rogue", "wizard"],
    }
    pos.update(extra)
    return pos


def target_of(match: Any, seat: int) -> int:
    return match.state.players[seat].prepared[0]


def test_sabotage_discards_two_cards_of_a_colour_to_unprepare_an_adventurer() -> None:
    """Send Out Adventurers: discard two cards of the same colour; one Prepared adventurer
    of that colour becomes Unprepared."""
    match = start(sabotage_table())
    target = target_of(match, 1)
    pair = of_colour(match, 0, "warrior", 2)
    events = apply(match, 0, act.Sabotage(target=target, first=pair[0], second=pair[1]))
    done = first(events, ev.Sabotaged)
    assert (done.owner, done.target, done.cards) == (1, target, pair)
    assert match.state.players[1].tavern == [target] and not match.state.players[1].prepared
    assert set(pair) <= set(match.state.discard)


def test_sabotage_needs_two_cards_of_the_adventurers_colour() -> None:
    """Send Out Adventurers: the two cards and the adventurer share one colour."""
    match = start(sabotage_table())
    target = target_of(match, 1)
    warrior = of_colour(match, 0, "warrior", 1)[0]
    wizard = of_colour(match, 0, "wizard", 1)[0]
    a, b = sorted((warrior, wizard))
    with pytest.raises(CannotSabotage, match="two Warrior"):
        match.apply(0, act.Sabotage(target=target, first=a, second=b))
    options = [x for x in match.legal_actions(0) if isinstance(x, act.Sabotage)]
    assert [(o.target, colour(o.first), colour(o.second)) for o in options] == [
        (target, "warrior", "warrior")
    ]  # seat 2's Wizard needs two Wizards, which seat 0 lacks


def test_a_player_cannot_sabotage_their_own_adventurer() -> None:
    """Send Out Adventurers: sabotage is of other players' adventurers."""
    match = start(sabotage_table(saboteur=2))
    own = target_of(match, 2)
    pair = of_colour(match, 2, "wizard", 2)
    with pytest.raises(CannotSabotage, match="other players"):
        match.apply(2, act.Sabotage(target=own, first=pair[0], second=pair[1]))


def test_sabotage_goes_round_until_everyone_is_done_in_a_row() -> None:
    """Send Out Adventurers: once all players are done with sabotage the adventurers leave.
    A player who plainly cannot sabotage (fewer than two cards) is not asked."""
    pos = sabotage_table()
    pos["players"][0]["hand"].append("rogue")
    pos["players"][1]["prepared"].append("warrior adventurer")
    match = start(pos)
    pair = of_colour(match, 0, "warrior", 2)
    apply(match, 0, act.Sabotage(target=target_of(match, 1), first=pair[0], second=pair[1]))
    assert match.to_act() == (2,)  # seat 1 holds one card: skipped
    apply(match, 2, act.DoneSabotage())
    assert match.to_act() == (0,) and match.state.phase == SABOTAGE
    events = apply(match, 0, act.DoneSabotage())
    assert of_kind(events, ev.AdventurersSent)
    assert match.state.phase == BIDDING and match.state.round == 2


def test_prepared_adventurers_go_to_their_owners_hand() -> None:
    """Send Out Adventurers: each player takes all Prepared adventurers into hand."""
    match = start(sabotage_table())
    mine = target_of(match, 2)
    apply(match, 0, act.DoneSabotage())
    events = apply(match, 2, act.DoneSabotage())
    sent = [e for e in of_kind(events, ev.AdventurersSent) if e.seat == 2]
    assert sent and sent[0].adventurers == [mine]
    p = match.state.players[2]
    assert mine in p.hand and mine in p.known and not p.prepared


def test_everyone_draws_a_card_starting_with_the_current_player() -> None:
    """Draw a Card: all players draw one card, starting with the Current Player, clockwise."""
    match = start(sabotage_table(quest_giver=1, saboteur=2))
    sizes = [len(p.hand) for p in match.state.players]
    apply(match, 2, act.DoneSabotage())
    events = apply(match, 0, act.DoneSabotage())
    assert [e.seat for e in of_kind(events, ev.CardDrawn)] == [1, 2, 0]
    sent = {e.seat: len(e.adventurers) for e in of_kind(events, ev.AdventurersSent)}
    assert [len(p.hand) for p in match.state.players] == [
        n + 1 + sent.get(i, 0) for i, n in enumerate(sizes)
    ]


def test_a_drawn_card_is_seen_only_by_who_drew_it() -> None:
    """Draw a Card: the card goes into a hand, seen only by its owner."""
    match = start(sabotage_table())
    apply(match, 0, act.DoneSabotage())
    events = apply(match, 2, act.DoneSabotage())
    drawn = of_kind(events, ev.CardDrawn)[0]
    assert drawn.card in match.view(drawn.seat).players[drawn.seat].hand  # type: ignore[operator]
    other = (drawn.seat + 1) % 3
    assert match.view(other).players[drawn.seat].hand is None
    name = RULES.book(drawn.card).name
    assert name not in (RULES.describe(drawn, other, ["A", "B", "C"]) or "")
    assert name in (RULES.describe(drawn, drawn.seat, ["A", "B", "C"]) or "")


def test_the_discard_pile_is_reshuffled_the_moment_the_last_card_is_drawn() -> None:
    """Draw a Card: if someone draws the last card of the deck, the discard pile is shuffled
    at once and becomes the new deck (before the next player draws)."""
    pos = sabotage_table(deck=["ranger", "rogue"], discard=["warrior", "wizard", "ranger"])
    pos["rest"] = "box"
    match = start(pos)
    assert len(match.state.deck) == 2
    discard = sorted(match.state.discard)
    apply(match, 0, act.DoneSabotage())
    events = apply(match, 2, act.DoneSabotage())
    kinds = [type(e).__name__ for e in events if isinstance(e, ev.CardDrawn | ev.DeckReshuffled)]
    assert kinds == ["CardDrawn", "CardDrawn", "DeckReshuffled", "CardDrawn"]
    assert sorted(first(events, ev.DeckReshuffled).order) == discard
    assert match.state.discard == [] and len(match.state.deck) == 2


def test_the_deck_also_reshuffles_when_dealing_rumors_empties_it() -> None:
    """Draw a Card: 'if at any time' the last card is taken: here by the Rumor Mill, right
    after the won quest and bid were discarded (they are in the new deck)."""
    pos: dict[str, Any] = {
        "quest_giver": 0,
        "players": [
            {"hand": ["warrior", "wizard"], "tavern": ["warrior adventurer"]},
            {"hand": ["rogue", "ranger"], "tavern": ["rogue adventurer"]},
        ],
        "quests": [["warrior"], ["wizard"], ["ranger"]],
        "rumors": ["ranger", "rogue", "wizard"],
        "deck": ["rogue"],
        "discard": ["ranger"],
        "rest": "box",
    }
    match = start(pos)
    quest_card = match.state.quests[0][0]
    card = of_colour(match, 0, "warrior", 1)
    bid(match, 0, card, quest=0)
    events = pass_bid(match, 1)
    order = [type(e).__name__ for e in events if isinstance(e, ev.RumorsDealt | ev.DeckReshuffled)]
    assert order == ["RumorsDealt", "DeckReshuffled", "RumorsDealt"]
    reshuffled = first(events, ev.DeckReshuffled).order
    assert quest_card in reshuffled and card[0] in reshuffled
    assert all(r is not None for r in match.state.rumors)


def test_nothing_is_drawn_when_deck_and_discard_are_both_empty() -> None:
    """Draw a Card: with no card in deck or discard pile nothing is drawn (README 10)."""
    pos = sabotage_table(deck=[], discard=[])
    pos["rest"] = "box"
    pos["players"][1]["tavern"] = ["ranger adventurer"]
    match = start(pos)
    assert match.state.deck == [] and match.state.discard == []
    apply(match, 0, act.DoneSabotage())
    events = apply(match, 2, act.DoneSabotage())
    assert not of_kind(events, ev.CardDrawn)
    assert match.state.round == 2


def test_the_quest_giver_passes_clockwise_and_a_new_round_begins() -> None:
    """Rounds: the Current Player holds the Quest Giver, which passes clockwise (README 13)."""
    pos = sabotage_table(quest_giver=2, saboteur=2)
    pos["players"][1]["tavern"] = ["ranger adventurer"]
    match = start(pos)
    apply(match, 2, act.DoneSabotage())
    events = apply(match, 0, act.DoneSabotage())
    assert first(events, ev.QuestGiverPassed).seat == 0
    started = first(events, ev.RoundStarted)
    assert (started.round, started.quest_giver) == (2, 0)
    assert match.to_act() == (0,) and not any(p.won for p in match.state.players)


def test_a_player_whose_tavern_is_empty_at_the_end_of_the_round_wins() -> None:
    """Ending the Game: the game ends when a player has emptied their tavern at the end of a
    round; that player is the winner."""
    match = start(sabotage_table())
    apply(match, 0, act.DoneSabotage())
    apply(match, 2, act.DoneSabotage())
    assert match.state.phase == GAME_OVER
    outcome = match.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert outcome.scores == {0: 1, 1: 0, 2: 1}
    assert outcome.ranking[0] == 1 and match.to_act() == ()


def test_every_player_with_an_empty_tavern_wins_together() -> None:
    """Ending the Game: one or more players may empty their taverns; all of them win."""
    pos = sabotage_table()
    pos["players"][2]["tavern"] = []
    match = start(pos)
    apply(match, 0, act.DoneSabotage())
    events = apply(match, 2, act.DoneSabotage())
    assert first(events, ev.GameEnded).winners == [1, 2]
    outcome = match.outcome()
    assert outcome is not None and set(outcome.winners) == {1, 2}
    assert "win together" in (RULES.describe(first(events, ev.GameEnded), 0, "ABC") or "")


def test_sabotage_can_keep_a_tavern_from_emptying() -> None:
    """Send Out Adventurers: an unprepared adventurer stays home, so its tavern is not empty."""
    match = start(sabotage_table())
    pair = of_colour(match, 0, "warrior", 2)
    events = apply(
        match, 0, act.Sabotage(target=target_of(match, 1), first=pair[0], second=pair[1])
    )
    assert not of_kind(events, ev.SabotageAsked)  # nobody else can sabotage: step over
    assert match.outcome() is None and match.state.round == 2


def test_the_game_ends_only_at_the_end_of_a_round() -> None:
    """Ending the Game: a tavern emptied by a won bid does not end the game mid-round."""
    pos: dict[str, Any] = {
        "quest_giver": 0,
        "players": [
            {"hand": ["warrior", "wizard"], "tavern": ["warrior adventurer"]},
            {"hand": ["rogue", "ranger", "ranger"], "tavern": ["rogue adventurer"]},
            {"hand": ["wizard", "ranger"], "tavern": ["ranger adventurer"]},
        ],
        "quests": [["warrior"], ["wizard"], ["ranger"]],
        "rumors": ["ranger", "rogue", "wizard"],
    }
    match = start(pos)
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    pass_bid(match, 1)
    pass_bid(match, 2)
    assert match.state.players[0].tavern == [] and match.outcome() is None
    assert match.to_act() == (1,) and match.state.phase == BIDDING
