"""Hard's learned evaluation (issue 24): the model, its fit, its weights files and
``loot-table train`` (game/bots/learned.py, game/bots/training.py)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from game.bots import level_for, make_bot
from game.bots.learned import (
    MAX_WEIGHTS_BYTES,
    LearnedError,
    LearnedValues,
    packaged_weights,
    parse_weights,
    win_shares_of,
)
from game.bots.training import Sample, TrainingError, fit, train
from game.cli import main
from game.registry import REGISTERED, get_rules
from game.simulate import make_config, play_game

TK = "tavern-keepers"


class _Two:
    names = ("a", "b")

    def rows(self, state: object) -> list[list[float]]:
        return [[0.0, 0.0], [0.0, 0.0]]


def _synthetic(weights: list[float], n: int, seed: int) -> list[Sample]:
    """Tables of 2-4 seats whose winner is drawn from the model with ``weights``."""
    rng = random.Random(seed)
    out = []
    for g in range(n):
        seats = 2 + g % 3
        rows = tuple(tuple(rng.gauss(0, 1) for _ in weights) for _ in range(seats))
        p = win_shares_of(weights, rows)
        winner = rng.choices(range(seats), p)[0]
        target = tuple(1.0 if s == winner else 0.0 for s in range(seats))
        out.append(Sample(g, rows, target, tuple(1 / seats for _ in range(seats))))
    return out


def test_the_fit_recovers_the_weights_that_drew_the_winners() -> None:
    true = [1.5, -0.8, 0.0]
    got = fit(_synthetic(true, 4000, seed=3), 3)
    for w, t in zip(got, true, strict=True):
        assert abs(w - t) < 0.2, (got, true)


def test_the_fit_refuses_no_samples_and_a_constant_copy() -> None:
    with pytest.raises(TrainingError):
        fit([], 2)
    rows = ((1.0, 2.0), (3.0, 6.0))  # the second feature is twice the first: degenerate
    samples = [Sample(g, rows, (1.0, 0.0), (0.5, 0.5)) for g in range(10)]
    with pytest.raises(TrainingError, match="degenerate"):
        fit(samples, 2, l2=0.0)


def test_win_shares_favour_the_higher_score_and_sum_to_one() -> None:
    shares = win_shares_of([1.0, 0.5], [[2.0, 0.0], [1.0, 1.0], [0.0, 0.0]])
    assert math.isclose(sum(shares), 1.0)
    assert shares[0] > shares[1] > shares[2]


def _weights_file(**changes: object) -> bytes:
    data: dict[str, object] = {
        "game": "x",
        "features": ["a", "b"],
        "weights": [0.5, -0.25],
        "training": {
            "command": "loot-table train",
            "games": 10,
            "seats": [2],
            "bots": "greedy",
            "seed": 1,
            "samples": 40,
            "log_loss": 0.6,
            "baseline_log_loss": 0.7,
            "accuracy": 0.6,
        },
    }
    data.update(changes)
    return json.dumps(data).encode()


def test_a_weights_file_is_read_when_it_is_one() -> None:
    got = parse_weights(_weights_file(), "w.json", _Two())
    assert got.weights == (0.5, -0.25)


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"{not json", "not readable JSON"),
        (b"\xff\xfe", "not readable JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "too large"),
        (b"[" * 20_000 + b"]" * 20_000, "not readable JSON"),
        (_weights_file(weights="many"), "not a weights file"),
        (_weights_file(extra=1), "not a weights file"),
        (_weights_file(features=["a", "c"]), "other features"),
        (_weights_file(weights=[1.0]), "other features"),
        (_weights_file().replace(b"0.5", b"NaN"), "not a finite number"),
    ],
)
def test_a_hostile_weights_file_is_refused_with_a_sentence(raw: bytes, words: str) -> None:
    assert len(raw) > MAX_WEIGHTS_BYTES or words != "too large"
    with pytest.raises(LearnedError, match=words) as caught:
        parse_weights(raw, "w.json", _Two())
    assert str(caught.value).startswith("w.json") and str(caught.value).endswith(".")


def test_every_shipped_weights_file_fits_its_games_features() -> None:
    with_features = [e for e in REGISTERED if e.features is not None]
    assert with_features, "no game has a learned evaluation"
    for e in with_features:
        assert e.package is not None
        got = packaged_weights(e.package, e.make_features())
        assert got is not None, f"{e.title} names features but ships no learned.json"
        assert got.game == e.game_id
        # the fitted model predicted the held-out winners better than the hand-written one
        assert got.training.log_loss < got.training.baseline_log_loss, e.title


@pytest.mark.parametrize("game_id", [e.game_id for e in REGISTERED if e.features is not None])
def test_hard_scores_its_playouts_with_the_learned_weights_and_normal_does_not(
    game_id: str,
) -> None:
    """Where its game keeps them on: Loot Roll's entry switches them off for hard (its
    normal with them did no better than plain normal; game/bots/TOURNAMENT.md, sixteenth
    session), AIM's and Tavern Keepers' hard judge with them."""
    hard = make_bot("hard", game_id)
    normal = make_bot("normal", game_id)
    uses = level_for("hard", game_id).learned
    assert uses == (game_id != "loot-roll")
    assert isinstance(getattr(hard, "evaluation", None), LearnedValues) == uses
    assert not isinstance(getattr(normal, "evaluation", None), LearnedValues)


def test_the_learned_evaluation_keeps_the_games_horizon_search_points_and_results() -> None:
    """A finished game is worth its result; mid-game the values are win shares; the rest is
    the game's own evaluation."""
    rules = get_rules(TK)
    assert rules is not None
    hard = make_bot("hard", TK)
    judge = hard.evaluation  # type: ignore[attr-defined]
    assert isinstance(judge, LearnedValues)
    assert judge.horizon == judge.base.horizon
    config = make_config(TK, ["greedy", "greedy", "greedy"], seed=5)
    match = play_game(rules, config, [make_bot("greedy", TK) for _ in range(3)])
    outcome = rules.outcome(match.state)
    assert outcome is not None
    values = judge.values(match.state)
    assert [v > 0 for v in values] == [s in outcome.winners for s in range(3)]
    mid = play_game(rules, config, [make_bot("greedy", TK) for _ in range(3)], max_actions=40)
    shares = judge.values(mid.state)
    assert math.isclose(sum(shares), 1.0) and all(0 < v < 1 for v in shares)
    assert judge.progress(mid.state) == judge.base.progress(mid.state) > 0


def test_training_twice_writes_the_same_weights_on_one_process_or_several() -> None:
    a = train(TK, 10, 7, [2, 3])
    b = train(TK, 10, 7, [2, 3], jobs=2)  # and on worker processes
    assert a == b
    assert a.training.samples > 0 and a.features == tuple(a.features)


def test_the_train_command_writes_a_weights_file_hard_can_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "tk.json"
    code = main(["train", "--game", TK, "--games", "10", "--seats", "2,4", "--out", str(out)])
    assert code == 0, capsys.readouterr().err
    entry = next(e for e in REGISTERED if e.game_id == TK)
    got = parse_weights(out.read_bytes(), str(out), entry.make_features())
    assert got.training.command.startswith("loot-table train --game tavern-keepers")
    assert "held-out" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--game", TK, "--seats", "5"], "2 to 4"),
        (["--game", TK, "--seats", "two"], "table sizes"),
        (["--game", "chess"], "not a game"),
        (
            # a game without features, at a table size it plays
            next(
                ["--game", e.game_id, "--seats", str(e.seats[0])]
                for e in REGISTERED
                if e.rules and not e.features
            ),
            "no features",
        ),
    ],
)
def test_the_train_command_refuses_bad_input_with_a_sentence(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code = main(["train", *args, "--games", "5", "--out", str(tmp_path / "w.json")])
    err = capsys.readouterr().err
    assert code == 2 and words in err, err
    assert not (tmp_path / "w.json").exists()


def test_a_weights_file_for_other_features_stops_hard_with_a_sentence() -> None:
    with pytest.raises(LearnedError, match="features"):
        LearnedValues(make_bot("normal", TK).evaluation, _Two(), [1.0])  # type: ignore[attr-defined]


def test_a_broken_shipped_weights_file_leaves_hard_on_the_hand_written_evaluation(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A damaged install does not stop the hard bot: it plays with the game's own evaluation
    and the log says why."""
    import game.bots.learned as learned

    def broken(package: str, features: object) -> None:
        raise LearnedError("learned.json of the game is not readable JSON (JSONDecodeError).")

    monkeypatch.setattr(learned, "packaged_weights", broken)
    caplog.set_level("WARNING")
    hard = make_bot("hard", TK)
    assert not isinstance(hard.evaluation, LearnedValues)  # type: ignore[attr-defined]
    assert "not readable JSON" in caplog.text


@pytest.mark.parametrize(
    ("game_id", "seats", "weight"),
    [("aim", 2, 1 / 3.0)],
)
def test_a_games_first_feature_is_its_hand_written_evaluations_own_score(
    game_id: str, seats: int, weight: float
) -> None:
    """With all its weight on the first feature the model is the hand-written evaluation,
    so the fit chooses among models that include it (game/games/<game>/features.py)."""
    from game.bots import EVALUATIONS

    entry = next(e for e in REGISTERED if e.game_id == game_id)
    features = entry.make_features()
    base = EVALUATIONS[game_id]()
    only_first = [weight] + [0.0] * (len(features.names) - 1)
    rules = get_rules(game_id)
    assert rules is not None
    config = make_config(game_id, ["greedy"] * seats, seed=3)
    checked = 0
    for cut in (30, 60, 90, 120):
        state = play_game(
            rules, config, [make_bot("greedy", game_id) for _ in range(seats)], max_actions=cut
        ).state
        if base.values(state) == [1 / seats] * seats:
            continue
        assert win_shares_of(only_first, features.rows(state)) == pytest.approx(base.values(state))
        checked += 1
    assert checked >= 2
