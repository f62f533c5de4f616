"""Bots: they see only views, replay exactly from their seed, never loop, and greedy plays well.

DESIGN.md: "A bot that reads the true state is a bug, and a test should catch it."
Rulebook references are to rulebooks/adventures-in-inventory-management.txt.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from pydantic import BaseModel

from game.bots import BOT_SEED_OPTION, GreedyBot, RandomBot, UnknownBot, bot_rng, make_bot
from game.core.match import Match
from game.core.model import Action, MatchConfig, default_seats
from game.games.aim import actions as act
from game.games.aim.heuristics import AimHeuristic, score_action, win_probability
from game.games.aim.model import AimState
from game.games.aim.view import AimView
from game.registry import get_rules
from game.simulate import bots_for, make_config, play_game, run_games

RULES: Any = get_rules("aim")


class SpyBot:
    """Wraps a bot and records every argument it is given."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = f"spy-{inner.name}"
        self.views: list[Any] = []
        self.legal_sizes: list[int] = []

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        self.views.append(view)
        self.legal_sizes.append(len(legal))
        return self.inner.choose(view, legal, rng)


def position_match(position: dict[str, Any], seats: int = 2, seed: int = 3) -> Match[Any]:
    config = MatchConfig(game="aim", seats=default_seats(seats), seed=seed)
    return Match(RULES, config, RULES.state_from_position(config, position))


def greedy_choice(match: Match[Any], seat: int) -> Action:
    bot = make_bot("greedy", "aim")
    return bot.choose(match.view(seat), match.legal_actions(seat), random.Random(0))


# ------------------------------------------------------------------ the bot contract
@pytest.mark.parametrize("kinds", [("random", "random"), ("greedy", "random")])
def test_bots_receive_only_their_seats_view(kinds: tuple[str, str]) -> None:
    config = make_config("aim", kinds, seed=11)
    spies = [SpyBot(b) for b in bots_for(config)]
    match = play_game(RULES, config, spies)
    assert match.is_over
    for seat, spy in enumerate(spies):
        assert spy.views, "every seat acts at least once"
        for view in spy.views:
            assert isinstance(view, AimView)
            assert not isinstance(view, AimState)
            assert view.viewer == seat
            others = [p for p in view.players if p.seat != seat]
            assert all(p.hand is None for p in others), "a bot never sees another hand"
        assert min(spy.legal_sizes) >= 1


def test_a_game_with_bots_replays_exactly_from_its_config() -> None:
    config = make_config("aim", ["greedy", "random"], seed=5)
    assert config.options[BOT_SEED_OPTION] == 5
    first = play_game(RULES, config, bots_for(config))
    second = play_game(RULES, config, bots_for(config))
    assert [(s.seat, s.action) for s in first.steps] == [(s.seat, s.action) for s in second.steps]
    assert first.state_hash() == second.state_hash()


def test_bot_streams_depend_on_seed_and_seat() -> None:
    assert bot_rng(7, 0).random() == bot_rng(7, 0).random()
    assert bot_rng(7, 0).random() != bot_rng(7, 1).random()
    assert bot_rng(7, 0).random() != bot_rng(8, 0).random()


def test_unknown_bot_kind_is_a_sentence() -> None:
    with pytest.raises(UnknownBot, match="not a bot kind"):
        make_bot("clever", "aim")
    assert isinstance(make_bot("random", "aim"), RandomBot)
    assert isinstance(make_bot("greedy", "aim"), GreedyBot)


# ------------------------------------------------------------------ greedy plays sensibly
def test_greedy_games_finish_without_looping() -> None:
    """Equip phase: a greedy bot climbs its evaluation, so it never oscillates place/unplace."""
    for seed in (1, 2):
        config = make_config("aim", ["greedy", "greedy"], seed)
        match = play_game(RULES, config, bots_for(config), max_actions=5_000)
        assert match.is_over
        undone_right_away = 0
        for before, after in zip(match.steps, match.steps[1:], strict=False):
            if (
                isinstance(before.action, act.Place)
                and isinstance(after.action, act.Unplace)
                and before.action.card == after.action.card
                and before.seat == after.seat
            ):
                undone_right_away += 1
        assert undone_right_away == 0


def test_greedy_beats_random_in_most_games() -> None:
    """20 games, greedy in each seat half of the time, fixed seeds: deterministic."""
    greedy_wins = 0
    for i in range(20):
        kinds = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        config = make_config("aim", kinds, 100 + i)
        outcome = play_game(RULES, config, bots_for(config)).outcome()
        assert outcome is not None
        greedy_wins += kinds.index("greedy") in outcome.winners
    assert greedy_wins >= 14


def test_run_games_sums_up() -> None:
    stats = run_games("aim", ["random", "random"], 2, seed=3)
    assert stats.games == 2 and stats.finished == 2 and sum(stats.wins) == 2
    assert stats.mean_rounds is not None and stats.mean_rounds > 1
    assert stats.first_seat_games == 2
    assert stats.cards and all(c.buys >= 1 for c in stats.cards.values())
    assert sum(stats.end_reasons.values()) == 2


# ------------------------------------------------------------------ the AIM heuristic
def test_win_probability_attacker_wins_ties() -> None:
    """Attack phase: the attacker wins when its total equals or exceeds the defender's."""
    assert win_probability(3, 3) == pytest.approx(21 / 36)
    assert win_probability(10, 0) == 1.0
    assert win_probability(0, 10) == 0.0


def test_greedy_trashes_a_pesky_quest_item_it_can_pay_for() -> None:
    """Market phase, Trash: a Pesky Quest Item costs 2 Gold to get rid of (Appendix)."""
    match = position_match(
        {
            "phase": "market_trash",
            "round": 3,
            "players": [
                {
                    "mat": [
                        ["Mysterious Glowing Rock", "store"],
                        ["Bread", "store"],
                        ["Potato", "store"],
                    ],
                    "gold": 1,
                },
                {},
            ],
        }
    )
    chosen = greedy_choice(match, 0)
    assert isinstance(chosen, act.Trash)
    assert RULES.book(chosen.card).type == "pesky"


def test_greedy_spends_its_last_market_on_loot_points() -> None:
    """Ending the game: once the end is triggered, Gold left over is worth nothing."""
    match = position_match(
        {
            "phase": "market_buy",
            "round": 15,
            "end_reason": "the Premium Market deck ran out",
            "players": [{"gold": 17}, {}],
        }
    )
    chosen = greedy_choice(match, 0)
    assert isinstance(chosen, act.Buy)
    assert RULES.book(chosen.card).loot_points == 6


def test_greedy_does_not_buy_junk_without_a_rebate() -> None:
    match = position_match(
        {
            "phase": "market_buy",
            "round": 3,
            "common_card": "Junk",
            "rebate": 0,
            "premium_row": [None, None, None, None],
            "players": [{"gold": 1}, {}],
        }
    )
    junk = next(
        a
        for a in match.legal_actions(0)
        if isinstance(a, act.Buy) and RULES.book(a.card).name == "Junk"
    )
    assert score_action(match.view(0), junk) < 0
    assert isinstance(greedy_choice(match, 0), act.EndMarket)


def test_greedy_gives_up_its_cheapest_goods() -> None:
    """Attack phase: the defender discards one stored Goods card of its choosing."""
    match = position_match(
        {
            "phase": "attack",
            "active": 1,
            "players": [
                {"mat": [["Potato", "store"], ["Silver Jewelry", "store"]]},
                {"mat": [["Short Sword", "hand1"]]},
            ],
        }
    )
    view = match.view(0)
    potato, silver = sorted(match.state.players[0].mat)
    assert RULES.book(potato).name == "Potato"
    assert score_action(view, act.DiscardGoods(card=potato)) > score_action(
        view, act.DiscardGoods(card=silver)
    )


def test_greedy_attacks_a_rich_weak_target_and_spares_a_strong_one() -> None:
    """Attack phase: attack when the win chance times the spoils beats the Pesky risk."""
    weak = position_match(
        {
            "phase": "attack",
            "round": 4,
            "players": [
                {"mat": [["Claymore", "hand1"]]},
                {"mat": [["Potato", "store"], ["Potato", "store"]], "gold": 12},
            ],
        }
    )
    assert isinstance(greedy_choice(weak, 0), act.Attack)
    strong = position_match(
        {
            "phase": "attack",
            "round": 4,
            "players": [
                {"mat": [["Pointy Stick", "hand1"]]},
                {
                    "mat": [
                        ["Chain Mail", "body"],
                        ["Iron Helm", "head"],
                        ["Iron Shield", "hand1"],
                    ],
                    "gold": 2,
                },
            ],
        }
    )
    assert isinstance(greedy_choice(strong, 0), act.SkipAttack)


def test_greedy_equips_and_stores_then_finishes() -> None:
    """Equip phase: Potatoes fill the Carry, a Sack adds to it; nothing is left undone."""
    match = position_match(
        {
            "phase": "equip",
            "round": 2,
            "players": [{"hand": ["Potato", "Potato", "Potato", "Potato", "Sack"]}, {}],
        }
    )
    bot = make_bot("greedy", "aim")
    rng = random.Random(1)
    for _ in range(20):
        if match.state.phase != "equip":
            break
        match.apply(0, bot.choose(match.view(0), match.legal_actions(0), rng))
    assert match.state.phase != "equip", "the greedy bot finished equipping"
    p = match.state.players[0]
    stored = [c for c, s in p.mat.items() if s == "store"]
    assert len(stored) == 4, "back + two hands + the Sack give 4 Carry for 4 Potatoes"


def test_heuristic_rejects_a_spectator_view() -> None:
    match = position_match({"phase": "market_buy", "players": [{"gold": 3}, {}]})
    with pytest.raises(ValueError):
        AimHeuristic().score_all(match.view(None), match.legal_actions(0))
