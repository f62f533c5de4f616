"""Bot levels in every registered game: what each level is, and that each plays legally.

Issue 24: greedy < easy < normal < hard. Strength itself is measured by tournaments
(game/bots/TOURNAMENT.md); these tests pin down the settings the levels' strength rests on
and the kind of mistakes easy makes (plausible moves, never random ones).
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest

from game.bots import (
    EVALUATIONS,
    HEURISTICS,
    LEVELS,
    SEARCH_KINDS,
    Budget,
    ISMCTSBot,
    Level,
    kinds_for,
    level_for,
    make_bot,
)
from game.bots.greedy import GreedyBot
from game.bots.ismcts import CLOSE_CALL, SLIP_POOL
from game.bots.learned import LearnedValues
from game.core.match import Match
from game.core.model import Action
from game.registry import get_rules
from game.simulate import make_config

SEATS = {"inns-and-outcasts": 3}
"""Each game's smallest table the tests play (two seats unless listed)."""
BOT_GAMES = sorted(g for g in HEURISTICS if g in EVALUATIONS)


def positions(game_id: str, n: int, seed: int = 7) -> list[tuple[Any, list[Any]]]:
    """``n`` (view, legal) pairs with more than one legal move, spread over a greedy game."""
    rules = get_rules(game_id)
    assert rules is not None
    seats = SEATS.get(game_id, 2)
    match: Match[Any] = Match.new(rules, make_config(game_id, ["greedy"] * seats, seed))
    greedy = make_bot("greedy", game_id)
    rng = random.Random(seed)
    found: list[tuple[Any, list[Any]]] = []
    while not match.is_over:
        seat = min(rules.to_act(match.state))
        legal = rules.legal_actions(match.state, seat)
        view = rules.view(match.state, seat)
        if len(legal) > 1:
            found.append((view, legal))
        match.apply(seat, greedy.choose(view, legal, rng))
    step = max(1, len(found) // n)
    return found[::step][:n]


def tiny(kind: str, game_id: str) -> Any:
    """The level ``kind`` with a test-sized iteration budget (and no clock)."""
    if kind not in LEVELS:
        return make_bot(kind, game_id)
    level = level_for(kind, game_id)  # the game's own moves (Brick & Mortar's hard: 8)
    return make_bot(kind, game_id, level=replace(level, budget=Budget(iterations=4)))


def test_the_levels_grow_in_worlds() -> None:
    """Easy < normal < hard in worlds a decision in every game, with the game's own changes
    (``GameEntry.levels``), except that a hard which guesses the others' hidden choices
    where normal does not may search normal's worlds (Inns & Outcasts), and the shared hard
    has over four times normal's; hard weighs at least normal's moves and normal
    at least easy's, under the same rule for keeping the policy's move; easy slips, normal
    and hard do not."""
    for game_id in BOT_GAMES:
        easy, normal, hard = (level_for(k, game_id) for k in ("easy", "normal", "hard"))
        assert easy.budget.iterations is not None and normal.budget.iterations is not None
        assert hard.budget.iterations is not None
        assert easy.budget.iterations < normal.budget.iterations <= hard.budget.iterations
        assert hard.candidates >= normal.candidates >= easy.candidates
        assert easy.slip_rate > 0 and easy.mistake_rate > 0
        for level in (normal, hard):
            assert level.temperature == level.mistake_rate == level.slip_rate == 0
        assert hard.thorough and not normal.thorough and not easy.thorough
        hard_bot, normal_bot = make_bot("hard", game_id), make_bot("normal", game_id)
        assert isinstance(hard_bot, ISMCTSBot) and isinstance(normal_bot, ISMCTSBot)
        assert hard_bot.confidence == normal_bot.confidence  # the game's own rule, for both
        if hard_bot.guess <= normal_bot.guess:  # no guesses to set hard apart: more worlds
            assert normal.budget.iterations < hard.budget.iterations
    shared_normal, shared_hard = (
        LEVELS["normal"].budget.iterations,
        LEVELS["hard"].budget.iterations,
    )
    assert shared_normal is not None and shared_hard is not None
    assert shared_hard >= 4 * shared_normal


def test_a_games_level_changes_reach_its_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's entry may change a level's worlds, moves, confidence and learned evaluation
    for that game only; the bot ``make_bot`` builds plays with them, keeps the level's time
    cap, and other games keep the shared level."""
    from game import registry

    changes = {"normal": {"worlds": 20, "moves": 2, "confidence": 2}, "hard": {"learned": 0}}
    changed = replace(registry.ENTRIES["aim"], levels=changes)
    monkeypatch.setitem(registry.ENTRIES, "aim", changed)
    level = level_for("normal", "aim")
    assert (level.budget.iterations, level.candidates, level.confidence) == (20, 2, 2.0)
    assert level.budget.ms == LEVELS["normal"].budget.ms
    bot = make_bot("normal", "aim")
    assert isinstance(bot, ISMCTSBot)
    assert (bot.budget.iterations, bot.max_candidates, bot.confidence) == (20, 2, 2.0)
    assert level_for("normal", "tavern-keepers") == LEVELS["normal"]
    assert LEVELS["hard"].learned and not level_for("hard", "aim").learned
    hard = make_bot("hard", "aim")  # AIM ships learned weights; this hard leaves them
    assert isinstance(hard, ISMCTSBot) and not isinstance(hard.evaluation, LearnedValues)
    monkeypatch.setitem(registry.ENTRIES, "aim", replace(changed, levels={}))
    shipped = make_bot("hard", "aim")
    assert isinstance(shipped, ISMCTSBot) and isinstance(shipped.evaluation, LearnedValues)
    assert level_for("hard", "tavern-keepers") == LEVELS["hard"]


def test_a_levels_own_policy_weights_reach_its_policy_and_playouts_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``GameEntry.policies``: AIM's hard weighs its moves and plays its playouts with Gold
    at half a Loot Point (the greedy bot's third); greedy, easy and normal keep the
    heuristic as it is, and so does every level's judge of the leaves. Another game's entry
    may give another level other weights; a name that is not a weight is refused."""
    from game import registry
    from game.bots.greedy import reweighed
    from game.games.aim.heuristics import DEFAULT_WEIGHTS

    hard = make_bot("hard", "aim")
    assert isinstance(hard, ISMCTSBot)
    tuned = replace(DEFAULT_WEIGHTS, gold_lp=0.5)
    assert hard.policy.heuristic.weights == tuned == hard.rollout.heuristic.weights
    assert hard.rollout.heuristic.quick and not hard.policy.heuristic.quick
    assert hard.evaluation.base.w == DEFAULT_WEIGHTS
    greedy = make_bot("greedy", "aim")
    assert isinstance(greedy, GreedyBot) and greedy.heuristic.weights == DEFAULT_WEIGHTS
    for kind in ("easy", "normal"):
        bot = make_bot(kind, "aim")
        assert isinstance(bot, ISMCTSBot)
        assert bot.policy.heuristic.weights == DEFAULT_WEIGHTS == bot.rollout.heuristic.weights
    changed = replace(registry.ENTRIES["aim"], policies={"normal": {"thin_from_round": 7}})
    monkeypatch.setitem(registry.ENTRIES, "aim", changed)
    normal = make_bot("normal", "aim")
    assert isinstance(normal, ISMCTSBot)
    assert normal.policy.heuristic.weights.thin_from_round == 7 != DEFAULT_WEIGHTS.thin_from_round
    assert make_bot("hard", "aim").policy.heuristic.weights == DEFAULT_WEIGHTS
    heuristic = make_bot("greedy", "aim").heuristic
    with pytest.raises(ValueError, match="no weight 'nonsense'"):
        reweighed(heuristic, {"nonsense": 1.0})
    with pytest.raises(ValueError, match="'thin_from_round' is a whole number"):
        reweighed(heuristic, {"thin_from_round": 2.5})
    with pytest.raises(ValueError, match="no weights to change"):
        reweighed(object(), {"gold_lp": 0.5})  # type: ignore[arg-type]


def test_aims_hard_policy_weighs_moves_differently_from_greedy() -> None:
    """The weights hard's policy takes are read: over the decisions of a greedy AIM game,
    the policy with Gold at half a Loot Point picks another move than greedy's own at some
    of them (a change of weights that moved nothing would be a change of nothing)."""
    hard = make_bot("hard", "aim")
    greedy = make_bot("greedy", "aim")
    assert isinstance(hard, ISMCTSBot) and isinstance(greedy, GreedyBot)
    rules = get_rules("aim")
    assert rules is not None
    match: Match[Any] = Match.new(rules, make_config("aim", ["greedy"] * 2, 7))
    rng = random.Random(7)
    differ = 0
    while not match.is_over:
        seat = min(rules.to_act(match.state))
        legal = rules.legal_actions(match.state, seat)
        view = rules.view(match.state, seat)
        mine = hard.policy.heuristic.score_all(view, legal)
        theirs = greedy.heuristic.score_all(view, legal)
        differ += legal[mine.index(max(mine))] != legal[theirs.index(max(theirs))]
        match.apply(seat, greedy.choose(view, legal, rng))
    assert differ > 0


def decisions(game_id: str, seed: int = 7) -> list[tuple[Any, int, list[Any]]]:
    """(state, seat, legal) at every decision with a choice of one greedy game."""
    rules = get_rules(game_id)
    assert rules is not None
    match: Match[Any] = Match.new(
        rules, make_config(game_id, ["greedy"] * SEATS.get(game_id, 2), seed)
    )
    greedy = make_bot("greedy", game_id)
    rng = random.Random(seed)
    found: list[tuple[Any, int, list[Any]]] = []
    while not match.is_over:
        seat = min(rules.to_act(match.state))
        legal = rules.legal_actions(match.state, seat)
        if len(legal) > 1:
            found.append((match.state, seat, legal))
        match.apply(seat, greedy.choose(rules.view(match.state, seat), legal, rng))
    return found


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_hard_searches_every_decision_normal_searches(game_id: str) -> None:
    """A thorough level only adds decisions to search: wherever normal stops to think over
    a greedy game, hard does too."""
    hard, normal = make_bot("hard", game_id), make_bot("normal", game_id)
    assert isinstance(hard, ISMCTSBot) and isinstance(normal, ISMCTSBot)
    for state, seat, legal in decisions(game_id):
        if normal.searches(state, seat, legal):
            assert hard.searches(state, seat, legal)


def test_hard_thinks_through_brick_and_mortar_auctions_and_its_starting_store() -> None:
    """Brick & Mortar (game/bots/TOURNAMENT.md, "Hard thinks through auctions"): hard
    searches each raise or drop of an auction and the starting store, which normal and easy
    leave to the greedy policy; stocking stays with the policy at every level."""
    game_id = "brick-and-mortar"
    bots = {kind: tiny(kind, game_id) for kind in ("easy", "normal", "hard")}
    seen: dict[str, int] = {}
    for state, seat, legal in decisions(game_id) + decisions(game_id, seed=8):
        step = state.step
        if step not in ("auction", "pick_start", "stock") or seen.get(step, 0) >= 2:
            continue
        seen[step] = seen.get(step, 0) + 1
        view = get_rules(game_id).view(state, seat)
        for kind, bot in bots.items():
            move = bot.choose(view, legal, random.Random(seen[step]))
            assert move in legal
            assert bot.last.searched == (kind == "hard" and step != "stock"), (kind, step)
    assert seen == {"auction": 2, "pick_start": 2, "stock": 2}


class _Move(Action):
    name: str


def test_a_searched_slip_is_a_close_call_misjudged() -> None:
    """A searched decision slips only to a move the search valued within CLOSE_CALL of the
    move it found; with no such move it plays the move found."""
    found, near, far = (_Move(name=k) for k in ("found", "near", "far"))
    means = {found: 0.50, near: 0.50 - CLOSE_CALL / 2, far: 0.50 - 2 * CLOSE_CALL}
    rng = random.Random(0)
    assert {ISMCTSBot.close_call(found, means, rng) for _ in range(20)} == {near}
    assert ISMCTSBot.close_call(found, {found: 0.5, far: 0.3}, rng) == found
    assert ISMCTSBot.close_call(found, {}, rng) == found


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_a_searched_decision_that_slips_plays_one_of_the_moves_it_searched(
    game_id: str,
) -> None:
    """With slip rate 1 every searched decision may slip: the move played is always one of
    the heuristic's best few (the root candidates), never a move outside them."""
    heuristic = HEURISTICS[game_id]()
    slips = make_bot("easy", game_id, level=Level(Budget(iterations=6), 3, slip_rate=1.0))
    assert isinstance(slips, ISMCTSBot)
    searched = 0
    for k, (view, legal) in enumerate(positions(game_id, 8)):
        move = slips.choose(view, legal, random.Random(k))
        if not slips.last.searched:
            continue
        searched += 1
        scores = heuristic.score_all(view, legal)
        ranked = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        tied = sum(1 for s in scores if s >= max(scores) - 1e-9)
        assert legal.index(move) in ranked[: tied + SLIP_POOL]
    assert searched > 0


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_easys_slips_are_the_heuristics_next_best_moves(game_id: str) -> None:
    """A slip is one of the heuristic's SLIP_POOL best moves other than the best, never a
    move it rates -inf (one it would never consider), and never a random pick beyond."""
    bot = make_bot("easy", game_id)
    assert isinstance(bot, ISMCTSBot)
    heuristic = HEURISTICS[game_id]()
    rng = random.Random(3)
    slipped = 0
    for view, legal in positions(game_id, 12):
        scores = heuristic.score_all(view, legal)
        best = bot.policy.choose(view, legal, random.Random(0))
        finite = [i for i, s in enumerate(scores) if s > -math.inf and legal[i] != best]
        top = sorted(finite, key=lambda i: (-scores[i], i))[: SLIP_POOL - 1]
        for _ in range(4):
            move = bot.slip(view, legal, best, rng)
            if not finite:
                assert move == best
                continue
            slipped += 1
            assert move != best
            assert move in [legal[i] for i in top]
            cutoff = scores[top[-1]]
            assert scores[legal.index(move)] >= cutoff
    assert slipped > 0


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_a_policy_decision_that_slips_is_still_a_plausible_move(game_id: str) -> None:
    """With every unsearched decision a slip (mistake rate 1), the move played is the
    policy's best or one of its next-best: easy never plays outside the heuristic's top."""
    level = Level(Budget(iterations=4), 3, mistake_rate=1.0)
    bot = make_bot("easy", game_id, level=level)
    assert isinstance(bot, ISMCTSBot)
    heuristic = HEURISTICS[game_id]()
    rng = random.Random(5)
    for view, legal in positions(game_id, 8):
        move = bot._policy_move(view, legal, rng)
        scores = heuristic.score_all(view, legal)
        ranked = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        best = max(scores)
        # within the top SLIP_POOL ranks, counting ties with the best as one rank
        tied = sum(1 for s in scores if s >= best - 1e-9)
        assert legal.index(move) in ranked[: tied + SLIP_POOL - 1]


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_every_level_plays_a_legal_move_from_several_positions(game_id: str) -> None:
    """The shared check: every bot kind of every game with bots answers from a seat's view
    with one of the legal moves, leaving the view as it was."""
    kinds = kinds_for(game_id)
    assert set(SEARCH_KINDS) <= set(kinds)
    for k, (view, legal) in enumerate(positions(game_id, 4)):
        before = view.model_dump()
        for kind in kinds:
            move = tiny(kind, game_id).choose(view, legal, random.Random(k))
            assert move in legal, (kind, move)
        assert view.model_dump() == before
