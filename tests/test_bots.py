"""The search bots (issue 4, "Bots worth playing, that never peek").

Honesty: a bot is handed a view and the legal actions, never the state, and the view's
type cannot reach the state; changing what the seat cannot see (other hands, deck
orders) leaves its move unchanged for the same seed. Budgets: iteration budgets are
kept (no wall-clock assertions here; bench/bots.py measures time). The tournament
command prints the promised JSON.
"""

from __future__ import annotations

import itertools
import json
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from game.bots import (
    BOT_KINDS,
    LEVELS,
    SEARCH_KINDS,
    Budget,
    ISMCTSBot,
    Level,
    UnknownBot,
    kinds_for,
    make_bot,
)
from game.bots.ismcts import _challenger
from game.cli import main
from game.core.match import Match
from game.core.model import Action
from game.games.aim.evaluate import AimEvaluation
from game.games.aim.model import AimState, PlayerState
from game.games.aim.view import AimView
from game.registry import get_rules
from game.simulate import make_config, play_game
from game.tournament import elo_ratings, run_tournament, wilson
from tests.aim.conftest import RULES, play_random_game

TINY = {"easy": 4, "normal": 6, "hard": 8}
"""Iteration budgets small enough for tests; the search is the same as at full size."""


def tiny_bot(kind: str) -> ISMCTSBot:
    level = LEVELS[kind]
    bot = make_bot(
        kind,
        "aim",
        level=Level(
            Budget(iterations=TINY[kind]), level.candidates, level.temperature, level.mistake_rate
        ),
    )
    assert isinstance(bot, ISMCTSBot)
    return bot


def positions(seed: int, every: int = 3) -> list[AimState]:
    """Every ``every``-th state of an eager random 2-seat game."""
    match = play_random_game(2, seed, eager=True, check=lambda s: None)
    replay: Match[AimState] = Match(RULES, match.config, match.setup, undo=False)
    out = []
    for k, step in enumerate(match.steps):
        replay.fold_recorded(step)
        if k % every == 0 and not replay.is_over:
            out.append(RULES.clone(replay.state))
    return out


def reachable(obj: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every object reachable from ``obj`` through model fields, private attributes,
    containers and instance dictionaries."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return
    seen.add(id(obj))
    yield obj
    children: list[Any] = []
    if isinstance(obj, BaseModel):
        children.extend(getattr(obj, name) for name in type(obj).model_fields)
        children.extend((obj.__pydantic_private__ or {}).values())
        children.extend((obj.__pydantic_extra__ or {}).values())
        children.extend(vars(obj).values())
    elif isinstance(obj, dict):
        children.extend(obj.keys())
        children.extend(obj.values())
    elif isinstance(obj, list | tuple | set | frozenset):
        children.extend(obj)
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        children.extend(vars(obj).values())
    for child in children:
        yield from reachable(child, seen)


# ------------------------------------------------------------------ the registry
def test_every_level_is_a_bot_kind_for_aim() -> None:
    assert BOT_KINDS == ("random", "greedy", "easy", "normal", "hard")
    assert kinds_for("aim") == list(BOT_KINDS)
    for kind in SEARCH_KINDS:
        bot = make_bot(kind, "aim")
        assert isinstance(bot, ISMCTSBot) and bot.name == kind
    with pytest.raises(UnknownBot):
        make_bot("grandmaster", "aim")


def test_levels_promise_their_time_limits() -> None:
    """Normal decides within 0.5 s and hard within 2 s: their millisecond caps."""
    assert LEVELS["normal"].budget.ms is not None and LEVELS["normal"].budget.ms <= 500
    assert LEVELS["hard"].budget.ms is not None and LEVELS["hard"].budget.ms <= 2000
    assert LEVELS["easy"].slip_rate > 0  # easy slips on purpose


# ------------------------------------------------------------------ honesty
class Spy:
    """Wraps a bot and records the type of everything ``choose`` is handed."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.seen: list[type] = []

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        self.seen.append(type(view))
        for obj in reachable(view):
            assert not isinstance(obj, AimState | PlayerState), "the view reaches the state"
        return self.bot.choose(view, legal, rng)


@pytest.mark.parametrize("kind", ["random", "greedy", "easy"])
def test_a_bot_is_only_ever_handed_a_view(kind: str) -> None:
    bot = tiny_bot(kind) if kind in TINY else make_bot(kind, "aim")
    spies = [Spy(bot), Spy(make_bot("greedy", "aim"))]
    config = make_config("aim", [kind, "greedy"], 5)
    match = play_game(RULES, config, spies)
    assert match.is_over
    for spy in spies:
        assert spy.seen and set(spy.seen) == {AimView}


def test_the_view_type_cannot_reach_the_true_state() -> None:
    """AimView holds plain data only: no state object, no private attribute, no extras."""
    for state in positions(3, every=25):
        for seat in range(2):
            view = RULES.view(state, seat)
            assert type(view) is AimView
            assert view.__pydantic_private__ is None
            for obj in reachable(view):
                assert isinstance(obj, BaseModel | list | dict | str | int | float | bool) or (
                    obj is None
                ), f"unexpected {type(obj).__name__} inside a view"


def _searched_positions(seed: int) -> list[tuple[AimState, int]]:
    """Positions with a seat to act and several legal actions, most of them searched."""
    out = []
    for state in positions(seed):
        seat = min(RULES.to_act(state))
        if len(RULES.legal_actions(state, seat)) > 1:
            out.append((state, seat))
    return out


@pytest.mark.parametrize("kind", SEARCH_KINDS)
def test_what_the_seat_cannot_see_does_not_change_the_move(kind: str) -> None:
    """Other hands and deck orders dealt again (same view): the same move for the same seed."""
    bot = tiny_bot(kind)
    searched = 0
    for state, seat in _searched_positions(11 + len(kind))[::4]:
        moves = set()
        for k in range(3):
            other = state if k == 0 else RULES.determinize(state, seat, random.Random(k))
            view = RULES.view(other, seat)
            assert view == RULES.view(state, seat)
            moves.add(bot.choose(view, RULES.legal_actions(other, seat), random.Random(99)))
            searched += bot.last.searched
        assert len(moves) == 1, f"{kind} changed its move with the hidden cards: {moves}"
    assert searched >= 6


def test_sampled_tables_allow_exactly_the_true_legal_actions() -> None:
    """The search plays the root moves in its samples: they must be legal there too."""
    checked = 0
    for state, seat in _searched_positions(4):
        view = RULES.view(state, seat)
        truth = RULES.legal_actions(state, seat)
        for k in range(2):
            sample = RULES.sample_state(view, seat, random.Random(k))
            assert RULES.legal_actions(sample, seat) == truth
            checked += 1
    assert checked > 50


# ------------------------------------------------------------------ budgets
@pytest.mark.parametrize("kind", SEARCH_KINDS)
def test_levels_keep_their_iteration_budget(kind: str) -> None:
    bot = tiny_bot(kind)
    budget = TINY[kind]
    rng = random.Random(3)
    searched = 0
    for state, seat in _searched_positions(21)[::3]:
        action = bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), rng)
        assert action in RULES.legal_actions(state, seat)
        assert bot.last.iterations <= budget
        searched += bot.last.searched
    assert searched > 3


def test_a_millisecond_budget_stops_the_search_on_a_fake_clock() -> None:
    """The time cap, checked between and inside playouts, on a clock that ticks 10 ms a call."""
    ticks = itertools.count()
    bot = make_bot("normal", "aim", level=Level(Budget(ms=50), 4))
    assert isinstance(bot, ISMCTSBot)
    bot.clock = lambda: next(ticks) * 0.010
    searched = 0
    for state, seat in _searched_positions(21)[::6]:
        legal = RULES.legal_actions(state, seat)
        assert bot.choose(RULES.view(state, seat), legal, random.Random(1)) in legal
        if bot.last.searched:
            searched += 1
            assert 1 <= bot.last.iterations <= 5
    assert searched > 2


def test_tree_mode_keeps_its_budget_and_plays_legal_moves() -> None:
    bot = tiny_bot("normal")
    bot.mode, bot.max_depth = "tree", 3
    rng = random.Random(5)
    for state, seat in _searched_positions(8)[::5]:
        legal = RULES.legal_actions(state, seat)
        assert bot.choose(RULES.view(state, seat), legal, rng) in legal
        assert bot.last.iterations <= TINY["normal"]


class _FlatEvaluation(AimEvaluation):
    """Every table worth the same to everyone: no move can look better than another."""

    def values(self, state: AimState) -> list[float]:
        return [0.5] * len(state.players)


def test_an_anchored_search_plays_the_policys_move_when_nothing_looks_better() -> None:
    """With a confidence, ties and noise never overrule the policy's own best move."""
    bot = tiny_bot("normal")
    bot.evaluation, bot.confidence = _FlatEvaluation(), 1.0
    searched = 0
    for state, seat in _searched_positions(21)[::2]:
        view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
        action = bot.choose(view, legal, random.Random(seat))
        if bot.last.searched:
            searched += 1
            assert action == bot.candidates(view, legal)[0]
    assert searched > 3


def test_paired_values_play_every_move_in_the_same_worlds() -> None:
    """The reference valuation (bench/convergence.py): one win share per move, the same
    for the same seed, and equal moves get equal values when the evaluation cannot tell
    tables apart."""
    bot = tiny_bot("normal")
    state, seat = _searched_positions(21)[0]
    view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
    moves = bot.candidates(view, legal)
    first = bot.paired_values(view, moves, 3, random.Random(5))
    assert len(first) == len(moves) and all(0.0 <= v <= 1.0 for v in first)
    assert bot.paired_values(view, moves, 3, random.Random(5)) == first
    bot.evaluation = _FlatEvaluation()
    flat = bot.paired_values(view, moves, 3, random.Random(5))
    assert len(set(flat)) == 1


def test_a_challenger_replaces_the_policys_move_only_when_clearly_better() -> None:
    steady = [{w: 0.5 for w in range(8)}, {w: 0.6 for w in range(8)}]
    assert _challenger(steady, {0: 0.5, 1: 0.6}, 1.0) == 1
    noisy = [{w: 0.5 for w in range(8)}, {w: 0.8 if w % 2 else 0.25 for w in range(8)}]
    assert _challenger(noisy, {0: 0.5, 1: 0.525}, 1.0) == 0
    worse = [{w: 0.5 for w in range(8)}, {w: 0.4 for w in range(8)}]
    assert _challenger(worse, {0: 0.5, 1: 0.4}, 0.0) == 0


def test_a_search_bot_finishes_a_game() -> None:
    bots = [tiny_bot("normal"), make_bot("greedy", "aim")]
    match = play_game(RULES, make_config("aim", ["normal", "greedy"], 2), bots)
    assert match.outcome() is not None


# ------------------------------------------------------------------ the evaluation
def test_the_evaluation_gives_shares_of_the_win() -> None:
    evaluation = AimEvaluation()
    for state in positions(6, every=40):
        values = evaluation.values(state)
        assert len(values) == 2 and abs(sum(values) - 1) < 1e-9
        assert all(0 <= v <= 1 for v in values)
    match = play_random_game(2, 6)
    outcome = match.outcome()
    assert outcome is not None
    final = evaluation.values(match.state)
    assert final[outcome.winners[0]] == 1.0


# ------------------------------------------------------------------ tournaments
def test_tournament_json_has_win_rates_games_and_decision_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["tournament", "--game", "aim", "--bots", "random,greedy", "--games", "4"])
    assert code == 0
    assert "greedy" in capsys.readouterr().out
    code = main(["tournament", "--bots", "random,greedy", "--games", "4", "--seed", "7", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    assert set(data["win_rate"]) == {"random", "greedy"}
    assert abs(sum(data["win_rate"].values()) - 1.0) < 1e-9
    for name in ("random", "greedy"):
        ms = data["decision_ms"][name]
        # the mean may pass the p95 when one slow outlier dominates (a busy machine)
        assert ms["decisions"] > 0 and 0 <= ms["mean"] <= ms["max"] and ms["p95"] <= ms["max"]
        lo, hi = data["win_rate_ci95"][name]
        assert 0 <= lo <= data["win_rate"][name] <= hi <= 1
    assert data["elo"]["greedy"] >= data["elo"]["random"]


def test_tournament_alternates_seats_over_the_same_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(LEVELS, "easy", Level(Budget(iterations=3), temperature=1.0))
    result = run_tournament("aim", ["easy", "random", "greedy"], 2, seed=4)
    assert result.total_games == 6
    for rec in result.records:
        assert rec.finished and rec.seed == 4
    for pair in result.pairs:
        seatings = {r.seats for r in result.records if r.pair == (pair.a, pair.b)}
        assert seatings == {(pair.a, pair.b), (pair.b, pair.a)}


def test_an_untimed_search_plays_its_whole_budget_however_slow_the_clock() -> None:
    """``tournament --untimed``: a level without its time cap searches every world of its
    budget even when the clock says the cap has long passed, so results depend on seeds only."""
    from game.bots import untimed

    level = Level(Budget(iterations=16, ms=1.0), 4)
    assert untimed(level).budget == Budget(iterations=16)
    rules = get_rules("aim")
    assert rules is not None
    match = Match.new(rules, make_config("aim", ["greedy", "greedy"], 3))
    greedy = make_bot("greedy", "aim")
    rng = random.Random(3)
    searched = {}
    while not match.is_over and len(searched) < 2:
        seat = min(rules.to_act(match.state))
        legal = rules.legal_actions(match.state, seat)
        view = rules.view(match.state, seat)
        for timed in (True, False):
            bot = make_bot("normal", "aim", level=level, timed=timed)
            assert isinstance(bot, ISMCTSBot)
            bot.clock = itertools.count().__next__  # a second passes at every look
            bot.choose(view, legal, random.Random(1))
            if bot.last.searched:
                searched[timed] = bot.last.iterations
        match.apply(seat, greedy.choose(view, legal, rng))
    assert searched[False] == 16 > searched[True]


def test_tournament_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--bots", "greedy", "--games", "2"]) == 2
    assert main(["tournament", "--bots", "greedy,wizard", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "wizard" in err and "Traceback" not in err


def test_wilson_interval_and_elo_behave() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.9 < hi < 0.95
    from game.tournament import PairStats

    ratings = elo_ratings(2, [PairStats(0, 1, 100, 75, 25)])
    assert ratings[0] > ratings[1] and abs(sum(ratings) / 2 - 1500) < 1e-6
    assert 150 < ratings[0] - ratings[1] < 220  # 75% is about 190 Elo points


def test_get_rules_offers_sample_state() -> None:
    rules = get_rules("aim")
    assert rules is not None and callable(rules.sample_state)


def test_a_tournament_at_more_seats_seats_each_bot_alone_in_every_seat_over_the_same_deal() -> None:
    """Issue 24: at N seats one bot sits with N-1 of the other, alone in each seat in turn,
    then the reverse, all over one deal; its share alone is measured against 1/N."""
    from game.tournament import seating

    games = [seating((0, 1), g, 3) for g in range(6)]
    assert {seats for seats, _ in games} == {
        (0, 1, 1),
        (1, 0, 1),
        (1, 1, 0),
        (1, 0, 0),
        (0, 1, 0),
        (0, 0, 1),
    }
    assert [lone for _, lone in games] == [0, 0, 0, 1, 1, 1]
    result = run_tournament("inns-and-outcasts", ["greedy", "random"], 6, seed=2, seats=3)
    assert result.total_games == 6 and {r.seed for r in result.records} == {2}
    assert result.even_share == pytest.approx(1 / 3)
    greedy, random_bot = result.bots
    assert greedy.games == random_bot.games == 3
    data = result.to_json()
    assert data["seats"] == 3 and data["pairs"][0]["a_games"] == 3
    lone_wins = sum(
        1 / len(r.winners) for r in result.records if r.lone == 0 and r.seats.index(0) in r.winners
    )
    assert greedy.wins == pytest.approx(lone_wins)


def test_a_tournament_refuses_a_table_the_game_does_not_take(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(
            [
                "tournament",
                "--bots",
                "greedy,random",
                "--seats",
                "2",
                "--game",
                "inns-and-outcasts",
                "--games",
                "2",
            ]
        )
        == 2
    )
    assert "3-8 seats" in capsys.readouterr().err


def test_a_level_duel_plays_the_tournaments_own_games_and_changes_only_the_named_settings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """bench/level_duel.py: plain kinds play exactly the untimed tournament's games; a
    changed level changes what it names and nothing else; recorded games summarize as a
    tournament; an unknown setting is refused with a sentence."""
    from bench import level_duel

    out = tmp_path / "duel.jsonl"
    args = ["--game", "tavern-keepers", "--bots", "greedy,random", "--games", "4", "--seed", "3"]
    assert level_duel.main([*args, "--out", str(out)]) == 0
    recorded = sorted(level_duel.load([str(out)]), key=lambda r: (r.seed, r.seats))
    played = run_tournament("tavern-keepers", ["greedy", "random"], 4, seed=3, untimed=True)
    assert [(r.seats, r.winners, r.scores) for r in recorded] == [
        (r.seats, r.winners, r.scores) for r in played.records
    ]
    capsys.readouterr()
    assert level_duel.main([*args, "--summary", str(out)]) == 0
    assert "| greedy vs random | 4 |" in capsys.readouterr().out

    bot = level_duel.make_variant("normal:worlds=8;moves=2;horizon=3;noise=0.2", "aim")
    shipped = make_bot("normal", "aim")
    assert isinstance(bot, ISMCTSBot) and isinstance(shipped, ISMCTSBot)
    assert (bot.budget.iterations, bot.budget.ms, bot.max_candidates) == (8, None, 2)
    assert bot.evaluation.horizon == 3 != shipped.evaluation.horizon
    assert isinstance(bot.rollout, level_duel.NoisyPolicy) and bot.mode == shipped.mode
    with pytest.raises(SystemExit, match="change a search level"):
        level_duel.parse("greedy:worlds=3")
    weighted = level_duel.make_variant("normal:eval.gear_weight=0.3", "loot-roll")
    plain = make_bot("normal", "loot-roll")
    assert isinstance(weighted, ISMCTSBot) and isinstance(plain, ISMCTSBot)
    assert weighted.evaluation.gear_weight == 0.3 != plain.evaluation.gear_weight
    with pytest.raises(SystemExit, match="no number 'nonsense'"):
        level_duel.make_variant("normal:eval.nonsense=1", "loot-roll")
    tuned = level_duel.make_variant("normal:policy.gold_lp=0.5;policy.thin_from_round=7", "aim")
    assert isinstance(tuned, ISMCTSBot)
    want = replace(shipped.policy.heuristic.weights, gold_lp=0.5, thin_from_round=7)
    assert want != shipped.policy.heuristic.weights
    assert tuned.policy.heuristic.weights == want == tuned.rollout.heuristic.weights
    assert isinstance(tuned.policy.heuristic.weights.thin_from_round, int)
    assert tuned.rollout.heuristic.quick and not tuned.policy.heuristic.quick
    with pytest.raises(SystemExit, match="no weight 'nonsense'"):
        level_duel.make_variant("normal:policy.nonsense=1", "aim")


def test_a_level_duel_judges_with_a_weights_file_it_is_given(tmp_path: Path) -> None:
    """bench/level_duel.py ``weights=PATH``: a retrained model is measured in play before it
    ships. The bot's leaves are those weights over the game's features, on the hand-written
    evaluation's horizon and search points; a file for other features, or none, is refused
    with a sentence."""
    from importlib import resources

    from bench import level_duel
    from game.bots.learned import LearnedValues

    shipped = json.loads(resources.files("game.games.aim").joinpath("learned.json").read_text())
    changed = {**shipped, "weights": [w * 2 for w in shipped["weights"]]}
    path = tmp_path / "aim.json"
    path.write_text(json.dumps(changed))
    bot = level_duel.make_variant(f"normal:weights={path}", "aim")
    learned = level_duel.make_variant(f"normal:learned=1;weights={path}", "aim")
    plain = make_bot("normal", "aim")
    assert isinstance(bot, ISMCTSBot) and isinstance(learned, ISMCTSBot)
    assert isinstance(plain, ISMCTSBot)
    for variant in (bot, learned):
        assert isinstance(variant.evaluation, LearnedValues)
        assert variant.evaluation.weights == tuple(changed["weights"])
        assert type(variant.evaluation.base) is type(plain.evaluation)
        assert variant.evaluation.horizon == plain.evaluation.horizon
    wrong = tmp_path / "other.json"
    wrong.write_text(json.dumps({**shipped, "features": ["a", "b"], "weights": [1.0, 2.0]}))
    with pytest.raises(SystemExit, match="other features"):
        level_duel.make_variant(f"normal:weights={wrong}", "aim")
    with pytest.raises(SystemExit, match="weights="):
        level_duel.make_variant(f"normal:weights={tmp_path / 'missing.json'}", "aim")


def test_a_level_duels_cheat_searches_worlds_that_are_the_true_table() -> None:
    """bench/level_duel.py ``cheat=1`` (the experiment bounding what hidden information
    costs a search): each world it searches is a copy of the table it was asked about,
    hidden cards included, where the honest bot samples worlds that differ from it."""
    from bench import level_duel

    cheat = level_duel.make_variant("normal:worlds=4;cheat=1", "tavern-keepers")
    honest = make_bot("normal", "tavern-keepers")
    rules = get_rules("tavern-keepers")
    assert isinstance(cheat, level_duel.Cheat) and isinstance(honest, ISMCTSBot) and rules
    match = Match.new(rules, make_config("tavern-keepers", ["normal", "normal"], 5))
    seat = min(rules.to_act(match.state))
    seen: list[bool] = []
    honest_seen: list[bool] = []

    def compare(view: Any, legal: Any, rng: random.Random) -> Any:
        truth = match.state.canonical()
        seen.append(cheat.table.sample_state(view, seat, rng).canonical() == truth)
        world = honest.rules.sample_state(view, seat, rng)
        honest_seen.append(world.canonical() == truth)
        return legal[0]

    cheat.bot.choose = compare
    view = rules.view(match.state, seat)
    cheat.choose(view, rules.legal_actions(match.state, seat), random.Random(1))
    assert seen == [True] and honest_seen == [False]


def test_best_ranked_lists_the_best_scores_first_never_a_minus_infinity_one() -> None:
    from game.bots.base import best_ranked

    scores = [1.0, -math.inf, 3.0, 1.0, 2.0]
    assert best_ranked(scores, None) == [2, 4, 0, 3]  # ties: the lower index first
    assert best_ranked(scores, 2) == [2, 4]
    assert best_ranked(scores, 3, lambda i: i != 2) == [4, 0, 3]
    assert best_ranked([-math.inf, -math.inf], 3) == []
