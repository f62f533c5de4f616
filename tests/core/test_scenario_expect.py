"""Scenario expectations (game/core/scenario.py): each kind of expectation holds or gives
one sentence saying what differs, on the toy game Guess."""

from __future__ import annotations

from typing import Any

from game.core.scenario import Scenario, check_expectations, run_scenario
from tests.core.toy import GuessRules

RULES = GuessRules()
GUESSES = [{"seat": s, "action": {"kind": "choose", "value": v}} for s, v in ((0, 1), (1, 3))]


def check(actions: list[dict[str, Any]], expect: dict[str, Any] | None) -> list[str]:
    scenario = Scenario.model_validate(
        {"game": RULES.game_id, "seats": 2, "actions": actions, "expect": expect}
    )
    return check_expectations(scenario, run_scenario(RULES, scenario))


def test_expectations_that_hold_give_no_sentences() -> None:
    expect = {
        "view": [
            {"seat": 0, "values": {"ctx.phase": "respond", "players.1.guess": 3}},
            {"seat": None, "values": {"window.holder": 0, "choices.choices.0": 1}},
        ],
        "events": ["secret_chosen", "secret_choices_revealed", "window_opened"],
    }
    assert check(GUESSES, expect) == []


def test_a_scenario_without_expectations_must_run_every_step() -> None:
    bad = [*GUESSES, {"seat": 1, "action": {"kind": "pass"}}]
    assert check(bad, None) == ["Step 2 was refused: It is not Seat 2's turn to act."]


def test_an_expected_refusal_must_come_at_its_step_with_its_words() -> None:
    bad = [*GUESSES, {"seat": 1, "action": {"kind": "pass"}}]
    assert check(bad, {"refused": {"step": 2, "contains": "not seat 2's turn"}}) == []
    assert check(bad, {"refused": {"step": 1}}) == [
        "Step 2 was refused (It is not Seat 2's turn to act.), not step 1."
    ]
    assert check(bad, {"refused": {"step": 2, "contains": "no gold"}}) == [
        "Step 2 was refused with 'It is not Seat 2's turn to act.', which does not say 'no gold'."
    ]
    assert check(GUESSES, {"refused": {"step": 0}}) == [
        "Step 0 should be refused, but every step was accepted."
    ]


def test_view_values_name_the_path_and_both_values() -> None:
    got = check(GUESSES, {"view": {"seat": 1, "values": {"players.0.coins": 4, "nope.x": 1}}})
    assert got == [
        "In the view of seat 1, players.0.coins is 5, not 4.",
        "In the view of seat 1, there is no nope.x.",
    ]


def test_an_outcome_needs_a_finished_game_and_events_their_order() -> None:
    assert check(GUESSES, {"outcome": {"winners": [0]}}) == [
        "The game is not over, so it has no outcome to check."
    ]
    assert check(GUESSES, {"events": ["window_opened", "secret_choices_revealed"]}) == [
        "No secret_choices_revealed event came after window_opened."
    ]
