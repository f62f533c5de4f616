"""Bots for Brick & Mortar: every level plays whole games from its own view, a secret
choice does not depend on what the others chose, greedy beats random, and the
heuristic's plans follow the rules' economics."""

from __future__ import annotations

import copy
import random

import pytest

from game.bots import BOT_KINDS, Budget, Level, kinds_for, make_bot
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.evaluate import BmEvaluation
from game.games.brick_and_mortar.heuristics import BmHeuristic
from game.games.brick_and_mortar.model import S_PLAY
from game.simulate import bots_for, make_config, play_game
from tests.brick_and_mortar.conftest import RULES, start

TINY = Level(Budget(iterations=3), 3)


def test_every_bot_kind_plays_brick_and_mortar() -> None:
    assert kinds_for("brick-and-mortar") == list(BOT_KINDS)
    for kind in BOT_KINDS:
        assert make_bot(kind, "brick-and-mortar").name


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_greedy_games_finish(seats: int) -> None:
    config = make_config("brick-and-mortar", ["greedy"] * seats, seats)
    assert play_game(RULES, config, bots_for(config)).outcome() is not None


def test_search_bots_finish_a_game() -> None:
    bots = [
        make_bot("easy", "brick-and-mortar", level=TINY),
        make_bot("normal", "brick-and-mortar", level=TINY),
        make_bot("hard", "brick-and-mortar", level=TINY),
    ]
    config = make_config("brick-and-mortar", ["easy", "normal", "hard"], 4)
    assert play_game(RULES, config, bots).outcome() is not None


def test_greedy_beats_random_in_most_games() -> None:
    wins = 0
    for i in range(12):
        kinds = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        config = make_config("brick-and-mortar", kinds, 500 + i)
        outcome = play_game(RULES, config, bots_for(config)).outcome()
        assert outcome is not None
        wins += kinds.index("greedy") in outcome.winners
    assert wins >= 10


def _market_table(other_hand: list[str]) -> object:
    return start(
        {
            "phase": "advertisement",
            "players": [
                {
                    "stores": [["Kristen's Fashions", {"clothing": 2}]],
                    "market_hand": ["m01", "m02", "m03", "m04", "m05"],
                },
                {"market_hand": other_hand},
            ],
        }
    )


@pytest.mark.parametrize("kind", ["greedy", "easy"])
def test_a_bots_secret_choice_does_not_depend_on_what_the_others_chose(kind: str) -> None:
    """Simultaneous market cards: the other seat's (hidden) choice never reaches the bot."""
    moves = set()
    for other in (0, 1):
        m = _market_table(["m06", "m07", "m08", "m09", "m10"])
        legal1 = m.legal_actions(1)
        m.apply(1, legal1[other * 7])
        assert m.state.step == S_PLAY and m.to_act() == (0,)
        bot = make_bot(kind, "brick-and-mortar", level=TINY)
        moves.add(bot.choose(RULES.view(m.state, 0), m.legal_actions(0), random.Random(3)))
    assert len(moves) == 1


def test_what_the_seat_cannot_see_does_not_change_the_search_move() -> None:
    bot = make_bot("normal", "brick-and-mortar", level=TINY)
    m = _market_table(["m06", "m07", "m08", "m09", "m10"])
    moves = set()
    for k in range(3):
        state = m.state if k == 0 else RULES.determinize(m.state, 0, random.Random(k))
        moves.add(bot.choose(RULES.view(state, 0), RULES.legal_actions(state, 0), random.Random(9)))
    assert len(moves) == 1


def test_remembered_store_worths_follow_the_stores_on_the_table() -> None:
    """The heuristic remembers each table's crowding and each store's income there (a
    search asks for them thousands of times): along a whole game, as stores open, close
    and are replaced, what it answers is what working them out afresh gives."""
    heuristic = BmHeuristic()
    values = heuristic.values
    cat = values.cat
    checked: set[tuple[int, ...]] = set()

    def check(state: object) -> None:
        view = RULES.view(state, 0)  # type: ignore[arg-type]
        table = [st.store for p in view.players for st in p.building]
        fresh = {
            item: float(sum(cat[store].capacity.get(item, 0) for store in table))
            for item in values.crowding(view)
        }
        assert values.crowding(view) == fresh
        for store in (0, len(cat.stores) - 1, *table[:2]):
            income = values.income(cat[store], fresh, len(view.players))
            assert values.table_income(view, store) == income
        checked.add(tuple(table))

    config = make_config("brick-and-mortar", ["greedy"] * 3, 31)
    bots = [make_bot("greedy", "brick-and-mortar") for _ in range(3)]
    assert play_game(RULES, config, bots, after_step=check).outcome() is not None
    assert len(checked) > 5


def test_greedy_spends_its_money_on_points_in_the_last_month() -> None:
    """Money left at the end scores nothing: in the final month the bot buys all it can."""
    m = start({"phase": "investment", "month": 10, "players": [{"money": 40}, {}]})
    action = make_bot("greedy", "brick-and-mortar").choose(
        RULES.view(m.state, 0), m.legal_actions(0), random.Random(1)
    )
    most = max(n for n in range(1, 11) if RULES.cat.point_prices[n - 1] <= 40)
    assert action == act.BuyPoints(count=most)


def test_greedy_keeps_money_to_stock_early_on() -> None:
    m = start(
        {
            "phase": "investment",
            "month": 2,
            "players": [
                {"money": 20, "stores": [["Kristen's Fashions", {}], ["Jewelry Store", {}]]},
                {},
            ],
        }
    )
    action = make_bot("greedy", "brick-and-mortar").choose(
        RULES.view(m.state, 0), m.legal_actions(0), random.Random(1)
    )
    assert action == act.PassInvestment()


def test_greedy_stocks_the_crates_it_can_sell_at_a_profit() -> None:
    m = start(
        {
            "phase": "supply",
            "item": "clothing",
            "market": {"clothing": 3},
            "players": [{"stores": [["Kristen's Fashions", {}]]}, {}],
        }
    )
    bot = make_bot("greedy", "brick-and-mortar")
    rng = random.Random(2)
    while m.state.item == "clothing" and 0 in m.to_act():
        m.apply(0, bot.choose(RULES.view(m.state, 0), m.legal_actions(0), rng))
    assert m.state.players[0].building[0].held("clothing") == 3


def test_the_evaluation_gives_shares_of_the_win() -> None:
    evaluation = BmEvaluation()
    m = start({"phase": "investment", "players": [{"points": 20}, {"points": 12}]})
    values = evaluation.values(m.state)
    assert abs(sum(values) - 1) < 1e-9 and values[0] > values[1]
    m.apply(0, act.PassInvestment())
    assert BmHeuristic().months_left(RULES.view(m.state, 1)) >= 0


def _two_shops(first: dict[str, int], second: dict[str, int], phase: str) -> list[float]:
    """The evaluation's values for a two-seat table at ``phase`` in month 2, both seats with
    the same Kristen's Fashions and Jewelry Store (``first`` and ``second``: money and
    points; ``crates``: clothing crates on a seat's Kristen's Fashions)."""
    shops = [["Kristen's Fashions", {}], ["Jewelry Store", {}]]
    m = start({"phase": phase, "month": 2, "players": [{"stores": shops}, {}]})
    state = m.state.clone()
    for seat, fields in enumerate((first, second)):
        p = state.players[seat]
        p.building = copy.deepcopy(state.players[0].building)
        shelves = p.building[0].shelves["clothing"]
        p.building[0].shelves["clothing"] = [fields.get("crates", 0)] + [0] * (len(shelves) - 1)
        p.money, p.points = fields["money"], fields.get("points", 10)
    state.turn_order = sorted(range(2), key=lambda k: -state.players[k].points)
    return BmEvaluation().values(state)


def test_the_evaluation_counts_the_crates_on_the_shelves_before_the_sale() -> None:
    """Crates bought at the minimum price are worth more than the money paid while a Sale is
    ahead: stocking must not look like a loss to a playout that stops before the Sale."""
    cost = 3 * RULES.cat.min_price["clothing"]
    values = _two_shops({"money": 20}, {"money": 20 - cost, "crates": 3}, "advertisement")
    assert values[1] > values[0]


def test_the_evaluation_prefers_stock_money_to_points_bought_with_it_early() -> None:
    """In month 2, $12 kept to stock two shops beats the 3 points it would buy: money spent
    on points stops earning (the greedy bot keeps it too: test_greedy_keeps_money_...)."""
    values = _two_shops({"money": 20, "points": 10}, {"money": 8, "points": 13}, "investment")
    assert values[0] > values[1]
