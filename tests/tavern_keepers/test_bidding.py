"""Bidding For Quests: opening, answering, the reveal, who wins, and what happens next."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.errors import IllegalAction, UnknownCard
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.model import SABOTAGE
from game.games.tavern_keepers.rules import BidTooSmall, NoQuestChosen
from tests.tavern_keepers.conftest import (
    BOOK,
    apply,
    bid,
    colour,
    first,
    of_colour,
    of_kind,
    pass_bid,
    start,
)


def table(seats: int = 3, **extra: Any) -> dict[str, Any]:
    """Quest 1: a Rogue under a Warrior Focus; quest 2: Wizard; quest 3: Ranger."""
    hand = ["warrior", "warrior", "wizard", "wizard", "rogue"]
    tavern = ["warrior adventurer", "wizard adventurer", "rogue adventurer"]
    pos: dict[str, Any] = {
        "quest_giver": 0,
        "players": [{"hand": list(hand), "tavern": list(tavern)} for _ in range(seats)],
        "quests": [["rogue", "warrior"], ["wizard"], ["ranger"]],
        "rumors": ["ranger", "rogue", "wizard"],
    }
    pos.update(extra)
    return pos


def test_the_current_player_must_open_a_bid_and_cannot_pass() -> None:
    """Bidding For Quests: the Current Player must make a bid on one of the three quests."""
    match = start(table())
    legal = match.legal_actions(0)
    assert act.PassBid() not in legal
    assert [a for a in legal if isinstance(a, act.ChooseQuest)] == [
        act.ChooseQuest(quest=q) for q in range(3)
    ]
    with pytest.raises(IllegalAction, match="must bid"):
        match.apply(0, act.PassBid())


def test_the_opener_must_choose_a_quest_and_bid_at_least_one_card() -> None:
    """Bidding For Quests: a bid is at least one Bid Card placed face down."""
    match = start(table())
    card = of_colour(match, 0, "warrior", 1)[0]
    apply(match, 0, act.BidCard(card=card))
    assert act.CommitBid() not in match.legal_actions(0)
    with pytest.raises(NoQuestChosen):
        match.apply(0, act.CommitBid())
    apply(match, 0, act.TakeBack(card=card))
    apply(match, 0, act.ChooseQuest(quest=0))
    with pytest.raises(BidTooSmall):
        match.apply(0, act.CommitBid())
    apply(match, 0, act.BidCard(card=card))
    events = apply(match, 0, act.CommitBid())
    assert first(events, ev.BidCommitted).count == 1


def test_only_cards_in_hand_can_be_bid() -> None:
    """Bidding For Quests: Bid Cards come from the bidder's hand."""
    match = start(table())
    other = match.state.players[1].hand[0]
    with pytest.raises(UnknownCard, match="from your hand"):
        match.apply(0, act.BidCard(card=other))


def test_others_answer_in_clockwise_order_on_the_same_quest() -> None:
    """Bidding For Quests: in clockwise order each other player bids on that quest or passes."""
    match = start(table(seats=4, quest_giver=2))
    assert match.to_act() == (2,)
    bid(match, 2, of_colour(match, 2, "warrior", 1), quest=0)
    asked = []
    for _ in range(3):
        (seat,) = match.to_act()
        asked.append(seat)
        assert not any(isinstance(a, act.ChooseQuest) for a in match.legal_actions(seat))
        pass_bid(match, seat) if seat != 0 else bid(match, 0, of_colour(match, 0, "rogue", 1))
    assert asked == [3, 0, 1]


def test_bids_stay_face_down_until_everyone_has_answered() -> None:
    """Bidding For Quests: once all players have bid or passed, the bids are turned up."""
    match = start(table())
    events = bid(match, 0, of_colour(match, 0, "warrior", 2), quest=0)
    assert not of_kind(events, ev.BidsRevealed)
    view1 = match.view(1)
    assert view1.players[0].bid is None and view1.players[0].bid_count == 2
    assert match.view(0).players[0].bid == match.state.players[0].bid
    events = bid(match, 1, of_colour(match, 1, "wizard", 1))
    assert not of_kind(events, ev.BidsRevealed)
    events = pass_bid(match, 2)
    shown = first(events, ev.BidsRevealed)
    assert shown.bidders == [0, 1] and [len(b) for b in shown.bids] == [2, 1]


def test_most_cards_matching_the_focus_colour_wins() -> None:
    """Bidding For Quests: the most Bid Cards matching the Focus card's colour wins, even
    against more cards."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "wizard", 2) + of_colour(match, 0, "rogue", 1), quest=0)
    bid(match, 1, of_colour(match, 1, "warrior", 1))
    events = pass_bid(match, 2)
    won = first(events, ev.BidWon)
    assert (won.seat, won.matching, won.total, won.tiebreak) == (1, 1, 1, None)
    assert first(events, ev.BidsRevealed).matching == [0, 1]


def test_a_tie_on_matching_cards_goes_to_the_most_cards() -> None:
    """Bidding For Quests: in a tie, the player with the most Bid Cards wins."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    bid(match, 1, of_colour(match, 1, "warrior", 1) + of_colour(match, 1, "wizard", 1))
    won = first(pass_bid(match, 2), ev.BidWon)
    assert (won.seat, won.tiebreak) == (1, "most cards")


def test_a_full_tie_goes_to_whoever_bid_first() -> None:
    """Bidding For Quests: if still tied, the first bidder among the tied players wins."""
    match = start(table(quest_giver=1))
    bid(match, 1, of_colour(match, 1, "wizard", 2), quest=0)  # no match, two cards
    bid(match, 2, of_colour(match, 2, "warrior", 1) + of_colour(match, 2, "rogue", 1))
    bid(match, 0, of_colour(match, 0, "warrior", 1) + of_colour(match, 0, "wizard", 1))
    won = first(match.steps[-1].events, ev.BidWon)
    assert (won.seat, won.tiebreak) == (2, "bid first")


def test_the_opener_wins_when_everyone_else_passes() -> None:
    """Bidding For Quests: with every other player passed, the opener's bid is the highest."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "wizard", 1), quest=0)
    pass_bid(match, 1)
    won = first(pass_bid(match, 2), ev.BidWon)
    assert won.seat == 0 and won.matching == 0


def test_losers_take_their_bids_back_and_the_winner_discards() -> None:
    """Bidding For Quests: the others return their Bid Pile to hand; the winner discards."""
    match = start(table())
    hand1 = list(match.state.players[1].hand)
    lose = of_colour(match, 0, "wizard", 2)
    win = of_colour(match, 1, "warrior", 2)
    bid(match, 0, lose, quest=0)
    bid(match, 1, win)
    events = pass_bid(match, 2)
    assert first(events, ev.BidReturned).cards == lose
    assert first(events, ev.BidDiscarded).cards == win
    s = match.state
    assert set(lose) <= set(s.players[0].hand) and set(lose) <= s.players[0].known
    assert set(win) <= set(s.discard) and set(s.players[1].hand) == set(hand1) - set(win)
    assert match.view(1).players[0].known == sorted(lose)  # seen at the reveal


def test_the_winner_prepares_one_adventurer_per_quest_card_of_its_colour() -> None:
    """Bidding For Quests: for each quest card one unprepared adventurer of that colour is
    turned sideways; a card with no such adventurer is ignored; the quest is discarded."""
    pos = table(seats=2)
    pos["quests"][0] = ["rogue", "ranger", "warrior", "warrior"]
    pos["players"][0]["tavern"] = ["warrior adventurer", "rogue adventurer", "wizard adventurer"]
    match = start(pos)
    quest = list(match.state.quests[0])
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    events = pass_bid(match, 1)
    prep = first(events, ev.AdventurersPrepared)
    assert sorted(colour(c) for c in prep.adventurers) == ["rogue", "warrior"]
    assert sorted(colour(c) for c in prep.ignored) == ["ranger", "warrior"]
    p = match.state.players[0]
    assert sorted(colour(c) for c in p.prepared) == ["rogue", "warrior"]
    assert [colour(c) for c in p.tavern] == ["wizard"]
    assert first(events, ev.QuestDiscarded).cards == quest
    assert set(quest) <= set(match.state.discard)


def test_rumors_go_onto_the_quests_and_new_rumors_are_dealt() -> None:
    """Bidding For Quests: each Rumor Mill card goes on top of the quest below it, then a new
    card is dealt to each Rumor Mill space."""
    match = start(table(seats=2))
    rumors = list(match.state.rumors)
    old = [list(q) for q in match.state.quests]
    top3 = match.state.deck[-3:][::-1]
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=1)
    pass_bid(match, 1)
    s = match.state
    assert s.quests[0] == old[0] + [rumors[0]]
    assert s.quests[1] == [rumors[1]]  # the won quest's space gets a fresh one-card quest
    assert s.quests[2] == old[2] + [rumors[2]]
    assert s.rumors == top3


def test_the_next_bid_is_opened_by_the_first_player_from_the_current_player_who_has_not_won() -> (
    None
):
    """Bidding For Quests: starting with the Current Player clockwise, the first player that
    has not won a bid this round begins another bid."""
    match = start(table(seats=4, quest_giver=1))
    bid(match, 1, of_colour(match, 1, "warrior", 2), quest=0)
    for seat in (2, 3, 0):
        pass_bid(match, seat)
    assert match.state.players[1].won
    assert match.to_act() == (2,) and match.state.opener == 2
    bid(match, 2, of_colour(match, 2, "wizard", 1), quest=1)
    pass_bid(match, 3)
    bid(match, 0, of_colour(match, 0, "wizard", 2))
    assert match.state.players[0].won
    assert match.to_act() == (2,)  # seat 1 (Current Player) has won; seat 2 is next


def test_players_who_have_won_are_not_asked_again_this_round() -> None:
    """Bidding For Quests: players that have already won a bid this round must pass."""
    match = start(table(seats=4, quest_giver=0))
    bid(match, 0, of_colour(match, 0, "warrior", 2), quest=0)
    for seat in (1, 2, 3):
        pass_bid(match, seat)
    bid(match, 1, of_colour(match, 1, "warrior", 1), quest=0)
    asked = []
    while not match.state.players[1].won and not match.state.players[2].won:
        (seat,) = match.to_act()
        asked.append(seat)
        pass_bid(match, seat)
    assert asked == [2, 3]


def test_a_lone_remaining_player_must_bid_two_cards_and_wins_at_once() -> None:
    """Bidding For Quests cont.: the only player left must bid at least two cards on a quest
    and wins the bid automatically."""
    pos = table(seats=2)
    pos["players"][0]["won"] = True
    match = start(pos)
    assert match.to_act() == (1,) and match.state.lone
    assert match.view(1).min_bid == 2
    apply(match, 1, act.ChooseQuest(quest=2))
    one = of_colour(match, 1, "wizard", 1)
    apply(match, 1, act.BidCard(card=one[0]))
    assert act.CommitBid() not in match.legal_actions(1)
    with pytest.raises(BidTooSmall, match="at least two cards"):
        match.apply(1, act.CommitBid())
    apply(match, 1, act.BidCard(card=of_colour(match, 1, "rogue", 1)[0]))
    events = apply(match, 1, act.CommitBid())
    assert not of_kind(events, ev.BidAsked)
    assert first(events, ev.BidWon).seat == 1
    assert match.state.phase == SABOTAGE or match.state.round == 2


def test_a_lone_player_with_fewer_than_two_cards_bids_the_whole_hand() -> None:
    """Bidding For Quests cont.: or their entire hand if they have fewer than two cards."""
    pos = table(seats=2)
    pos["players"][0]["won"] = True
    pos["players"][1]["hand"] = ["ranger"]
    match = start(pos)
    assert match.view(1).min_bid == 1
    events = bid(match, 1, match.state.players[1].hand, quest=2)
    assert first(events, ev.BidWon).seat == 1


def test_in_two_players_the_second_bid_is_always_a_lone_bid() -> None:
    """Bidding For Quests cont.: with two players, whoever has not won is the only one left."""
    match = start(table(seats=2))
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    pass_bid(match, 1)
    assert match.to_act() == (1,) and match.state.lone and match.state.opener == 1


def test_taking_a_card_back_before_committing_returns_it_to_hand() -> None:
    """Bidding For Quests: until a bid is committed the bidder may change it (README: actions)."""
    match = start(table())
    card = of_colour(match, 0, "rogue", 1)[0]
    apply(match, 0, act.BidCard(card=card))
    assert act.TakeBack(card=card) in match.legal_actions(0)
    apply(match, 0, act.TakeBack(card=card))
    assert card in match.state.players[0].hand and match.state.players[0].bid == []
    with pytest.raises(UnknownCard):
        match.apply(0, act.TakeBack(card=card))


def test_passing_with_cards_on_the_pile_returns_them_unseen() -> None:
    """Bidding For Quests: a player may pass; cards never revealed stay secret (README)."""
    match = start(table())
    bid(match, 0, of_colour(match, 0, "warrior", 1), quest=0)
    card = of_colour(match, 1, "wizard", 1)[0]
    apply(match, 1, act.BidCard(card=card))
    events = pass_bid(match, 1)
    assert first(events, ev.BidPassed).returned == [card]
    assert card in match.state.players[1].hand and card not in match.state.players[1].known
    text = [RULES_describe(e, 0) for e in events]
    assert all(BOOK(card).name not in (t or "") for t in text)


def RULES_describe(e: ev.Event, viewer: int) -> str | None:  # noqa: N802
    from tests.tavern_keepers.conftest import RULES

    return RULES.describe(e, viewer, ["A", "B", "C"])
