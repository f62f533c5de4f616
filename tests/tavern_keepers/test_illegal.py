"""Illegal actions: a typed error with one clear sentence, and the state untouched."""

from __future__ import annotations

import pytest

from game.core.errors import GameOver, IllegalAction, NotYourTurn, UnknownCard, WrongPhase
from game.core.match import Match
from game.core.model import Action
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers.model import TkState
from game.games.tavern_keepers.rules import BidTooSmall, CannotSabotage
from tests.tavern_keepers.conftest import apply, bid, of_colour, start
from tests.tavern_keepers.test_bidding import table
from tests.tavern_keepers.test_round import sabotage_table


def _refused(
    match: Match[TkState], seat: int, action: Action, kind: type[IllegalAction], words: str
) -> None:
    """``action`` raises ``kind`` whose single sentence contains ``words``; nothing changes."""
    before = match.state_hash()
    with pytest.raises(kind) as err:
        match.apply(seat, action)
    text = str(err.value)
    assert words in text and text.endswith(".") and text.count(". ") == 0
    assert match.state_hash() == before
    assert action not in match.legal_actions(seat)


def test_acting_out_of_turn_is_refused() -> None:
    """Rounds: only the player whose turn it is may act."""
    match = start(table())
    card = match.state.players[1].hand[0]
    _refused(match, 1, act.BidCard(card=card), NotYourTurn, "not")


def test_sabotage_during_bidding_is_the_wrong_phase() -> None:
    """Round Structure: sabotage comes after the bidding."""
    match = start(table())
    _refused(match, 0, act.DoneSabotage(), WrongPhase, "sabotag")


def test_bidding_during_sabotage_is_the_wrong_phase() -> None:
    """Round Structure: no bids once every player has won a quest."""
    match = start(sabotage_table())
    card = match.state.players[0].hand[0]
    _refused(match, 0, act.BidCard(card=card), WrongPhase, "bid")


def test_a_quest_off_the_board_is_refused() -> None:
    """Bidding For Quests: a bid is on one of the three quests of Ye Olde Quest Board."""
    match = start(table())
    _refused(match, 0, act.ChooseQuest(quest=3), IllegalAction, "Quest Board")
    apply(match, 0, act.ChooseQuest(quest=1))
    _refused(match, 0, act.ChooseQuest(quest=1), IllegalAction, "already")


def test_the_quest_is_the_openers_to_choose() -> None:
    """Bidding For Quests: the others bid on that same quest."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    _refused(match, 1, act.ChooseQuest(quest=2), IllegalAction, "opening")


def test_committing_an_empty_answer_is_refused() -> None:
    """Bidding For Quests: a bid is at least one card; otherwise pass."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    _refused(match, 1, act.CommitBid(), BidTooSmall, "at least one card")


def test_a_card_not_held_cannot_be_bid_or_taken_back() -> None:
    """Bidding For Quests: Bid Cards come from hand and go back only from one's own pile."""
    match = start(table())
    theirs = match.state.players[1].hand[0]
    _refused(match, 0, act.BidCard(card=theirs), UnknownCard, "hand")
    _refused(match, 0, act.TakeBack(card=theirs), UnknownCard, "bid pile")


def test_sabotage_with_cards_not_in_hand_or_no_target_is_refused() -> None:
    """Send Out Adventurers: two cards from hand, one Prepared adventurer as the target."""
    match = start(sabotage_table())
    target = match.state.players[1].prepared[0]
    home = match.state.players[0].tavern[0]
    pair = of_colour(match, 0, "warrior", 2)
    _refused(
        match,
        0,
        act.Sabotage(target=home, first=pair[0], second=pair[1]),
        CannotSabotage,
        "prepared",
    )
    _refused(
        match,
        0,
        act.Sabotage(target=target, first=pair[1], second=pair[0]),
        CannotSabotage,
        "two different cards",
    )
    _refused(
        match,
        0,
        act.Sabotage(target=target, first=pair[0], second=99),
        CannotSabotage,
        "two different cards",
    )


def test_nothing_is_accepted_once_the_game_is_over() -> None:
    """Ending the Game: after the end nobody acts."""
    match = start(sabotage_table())
    apply(match, 0, act.DoneSabotage())
    apply(match, 2, act.DoneSabotage())
    assert match.outcome() is not None
    with pytest.raises(GameOver):
        match.apply(0, act.DoneSabotage())
    assert match.legal_actions(0) == []
