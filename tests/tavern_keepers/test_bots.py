"""Bots for Tavern Keepers: every kind plays, greedy beats random, the heuristic's plans."""

from __future__ import annotations

import random

import pytest

from game.bots import BOT_KINDS, Budget, Level, kinds_for, make_bot
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers.evaluate import TkEvaluation
from game.games.tavern_keepers.heuristics import TkHeuristic
from game.simulate import bots_for, make_config, play_game
from tests.tavern_keepers.conftest import BOOK, RULES, start
from tests.tavern_keepers.test_bidding import table
from tests.tavern_keepers.test_round import sabotage_table

TINY = Level(Budget(iterations=6), 3)


def test_every_bot_kind_plays_tavern_keepers() -> None:
    """random, greedy, easy, normal and hard all play the game."""
    assert kinds_for("tavern-keepers") == list(BOT_KINDS)
    for kind in BOT_KINDS:
        assert make_bot(kind, "tavern-keepers").name


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_greedy_games_finish(seats: int) -> None:
    """Greedy self-play ends at 2, 3 and 4 seats (no loop in the card-by-card bids)."""
    for seed in range(3):
        config = make_config("tavern-keepers", ["greedy"] * seats, seed)
        match = play_game(RULES, config, bots_for(config))
        assert match.outcome() is not None


def test_greedy_beats_random_in_most_games() -> None:
    """The heuristic is worth something: at least 15 of 20 two-player games, seats swapped."""
    wins = 0
    for i in range(20):
        kinds = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        config = make_config("tavern-keepers", kinds, 300 + i)
        outcome = play_game(RULES, config, bots_for(config)).outcome()
        assert outcome is not None
        wins += kinds.index("greedy") in outcome.winners
    assert wins >= 15


def test_a_search_bot_finishes_a_three_player_game() -> None:
    """An ISMCTS bot searches from its view alone and plays a whole game."""
    bots = [
        make_bot("normal", "tavern-keepers", level=TINY),
        make_bot("greedy", "tavern-keepers"),
        make_bot("random", "tavern-keepers"),
    ]
    config = make_config("tavern-keepers", ["normal", "greedy", "random"], 4)
    match = play_game(RULES, config, bots)
    assert match.outcome() is not None


def test_the_opener_plans_the_quest_that_fills_its_tavern() -> None:
    """The opener's plan picks the quest that prepares most of its adventurers."""
    pos = table(seats=2)
    pos["quests"] = [["rogue", "rogue"], ["wizard", "wizard"], ["ranger"]]
    pos["players"][0]["tavern"] = ["wizard adventurer", "wizard adventurer", "ranger adventurer"]
    match = start(pos)
    plan = TkHeuristic().plan(RULES.view(match.state, 0))
    assert plan.quest == 1 and plan.cards
    assert all(c in match.state.players[0].hand for c in plan.cards)


def test_the_lone_bidder_gives_up_exactly_two_cards() -> None:
    """Bidding For Quests cont.: the bot gives up no more than the two cards it must."""
    pos = table(seats=2)
    pos["players"][0]["won"] = True
    match = start(pos)
    bot = make_bot("greedy", "tavern-keepers")
    rng = random.Random(1)
    while match.state.players[1].won is False:
        action = bot.choose(RULES.view(match.state, 1), match.legal_actions(1), rng)
        if isinstance(action, act.CommitBid):
            assert len(match.state.players[1].bid) == 2
        match.apply(1, action)


def test_greedy_sabotages_a_player_about_to_win() -> None:
    """Send Out Adventurers: sabotage stops a rival whose tavern would be empty."""
    match = start(sabotage_table())
    bot = make_bot("greedy", "tavern-keepers")
    action = bot.choose(RULES.view(match.state, 0), match.legal_actions(0), random.Random(0))
    assert isinstance(action, act.Sabotage)
    assert BOOK(action.target).colour == "warrior"


def test_the_evaluation_gives_shares_of_the_win() -> None:
    """Leaf values are shares of the win; a finished game scores its result."""
    evaluation = TkEvaluation()
    match = start(table())
    values = evaluation.values(match.state)
    assert abs(sum(values) - 1) < 1e-9 and all(0 < v < 1 for v in values)
    match = start(sabotage_table())
    match.apply(0, act.DoneSabotage())
    match.apply(2, act.DoneSabotage())
    assert evaluation.values(match.state) == [0.0, 1.0, 0.0]
