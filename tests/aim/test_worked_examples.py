"""Every worked example of the rulebook, as a scenario document in tests/aim/scenarios/.

The documents hold card ids (the order of cards.json: Potato 0-9, Sack 10-13, ...);
each test first checks that the ids still name the cards the example talks about.
"""

from __future__ import annotations

from pathlib import Path

from game.core.scenario import ScenarioResult, load_scenario, run_scenario
from game.games.aim import events as ev
from game.games.aim.invariants import check_invariants
from game.games.aim.stats import mat_stats

from .conftest import BOOK, MEMO, RULES, first, name_of, names, of_kind

SCENARIOS = Path(__file__).parent / "scenarios"


def play(name: str) -> ScenarioResult:
    sc = load_scenario(SCENARIOS / f"{name}.json")
    assert sc.game == "aim" and sc.description
    result = run_scenario(RULES, sc)
    check_invariants(BOOK, result.match.state)
    return result


def acted_on(result: ScenarioResult) -> list[str]:
    """Names of the cards the scenario's actions refer to (guards against renumbering)."""
    return [name_of(s.action.card) for s in result.match.steps if hasattr(s.action, "card")]


def test_sell_example_potato_bread_fedora_minstrel_make_five_gold():
    """Market phase, Sell (worked example): Potato + Bread + Fedora of Leadership + Traveling
    Minstrel = 5 Gold."""
    r = play("sell_example")
    assert r.error is None
    assert first(r.events, ev.Sold).gold == 5
    assert r.match.state.players[0].gold == 5


def test_attack_example_winner_takes_four_and_loser_keeps_two_potatoes():
    """Attack phase (worked example): a 2-Gold die plus ceil(3/2) = 2 for three Potatoes makes
    4 Gold for the winner; the loser discards one Potato and keeps two."""
    r = play("attack_example")
    assert r.error is None
    e = first(r.events, ev.AttackRolled)
    assert e.attacker_won and e.attack_total == 5 + e.attack_roll
    assert e.defense_total == e.defense_roll
    t = first(r.events, ev.GoldTaken)
    assert (t.taken, t.bonus) == (2, 2)
    s = r.match.state
    assert s.players[0].gold == 4 and s.players[1].gold == 0
    assert names(s.players[1].mat) == ["Potato", "Potato"]
    assert names(s.players[1].discard) == ["Potato"]


def test_pooled_carry_example_weight_two_fits_in_back_plus_one_hand():
    """Storing (worked example): Carry is pooled; the back and one free hand hold weight 2."""
    r = play("pooled_carry")
    assert acted_on(r) == ["Wheel of Cheese"]
    assert r.failed_step == 1 and "Not enough Carry" in (r.error or "")
    p = r.match.state.players[0]
    assert names(c for c, s in p.mat.items() if s == "store") == ["Wheel of Cheese"]


def test_sack_in_a_hand_keeps_that_hands_carry():
    """Storing: a Sack in a hand keeps the hand's printed Carry and adds its own +1."""
    r = play("sack_in_hand")
    assert r.error is None
    assert acted_on(r) == ["Sack", "Silver Jewelry", "Potato"]
    p = r.match.state.players[0]
    assert mat_stats(MEMO, p.mat).carry == 4 and mat_stats(MEMO, p.mat).stored_weight == 4


def test_crossbow_in_a_hand_removes_that_hands_carry():
    """Storing (worked example): a crossbow in the right hand: that hand adds no Carry."""
    r = play("crossbow_in_hand")
    assert acted_on(r) == ["Crossbow", "Wheel of Cheese"]
    assert r.failed_step == 2 and "Not enough Carry" in (r.error or "")
    assert mat_stats(MEMO, r.match.state.players[0].mat).carry == 2


def test_premium_cycling_example_two_bought():
    """Cycling Premium Market (worked example): two bought, the rest shift right, two new cards
    fill the left."""
    r = play("premium_two_bought")
    assert r.error is None and acted_on(r) == ["Backpack", "Wine"]
    assert names(r.match.state.premium_row) == ["Bard", "Gemstone", "Claymore", "Cape"]
    assert r.match.state.trash == []


def test_premium_cycling_example_nothing_bought():
    """Cycling Premium Market (worked example): nothing bought, the rightmost is trashed, the
    rest shift right, one new card on the left."""
    r = play("premium_nothing_bought")
    assert r.error is None
    assert names(r.match.state.premium_row) == ["Gemstone", "Backpack", "Claymore", "Cape"]
    assert names(r.match.state.trash) == ["Wine"]


def test_common_market_rebate_starts_at_one_and_caps_at_six():
    """Cycling Common Market (worked example): a die showing 1, then the next value each
    turn, never above 6."""
    r = play("rebate_climbs")
    assert r.error is None
    rebates = [e.rebate for e in of_kind(r.events, ev.MarketsCycled)]
    assert rebates == [1, 2, 3, 4, 5, 6, 6]
    assert name_of(r.match.state.common_card) == "Bread"


def test_rebate_is_taken_with_the_card_and_spent_the_same_turn():
    """Market phase, Buy (worked example): pay the full price, take card and rebate, and use
    the rebate Gold immediately."""
    r = play("rebate_taken")
    assert r.error is None and acted_on(r) == ["Bread", "Iron Shield"]
    bought = of_kind(r.events, ev.Bought)
    assert [(b.price, b.rebate) for b in bought] == [(3, 4), (4, 0)]
    p = r.match.state.players[0]
    assert p.gold == 0 and sorted(names(p.discard)) == ["Bread", "Iron Shield"]


def test_every_scenario_document_is_tested():
    """Each document in tests/aim/scenarios has a test above (no forgotten examples)."""
    tested = {
        "sell_example",
        "attack_example",
        "pooled_carry",
        "sack_in_hand",
        "crossbow_in_hand",
        "premium_two_bought",
        "premium_nothing_bought",
        "rebate_climbs",
        "rebate_taken",
    }
    assert {p.stem for p in SCENARIOS.glob("*.json")} == tested
