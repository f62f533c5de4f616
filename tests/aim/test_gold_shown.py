"""The Gold a view shows is the Gold the rules count (rulebook '1. Market phase': Trash,
Sell): ``PlayerView.gold_now`` before a Sell equals what the Sell then keeps (dice, cards,
this turn's trash, fees off), and while buying it is the Gold left to spend (issue 13,
"Numbers agree everywhere")."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.model import MatchConfig, default_seats
from game.games.aim import events as ev

from .conftest import RULES, act, first, start


def market(mat=(), gold=0, **extra):  # type: ignore[no-untyped-def]
    return {
        "phase": "market_trash",
        "players": [{"mat": [list(m) for m in mat], "gold": gold, **extra}, {}],
    }


def test_gold_shown_before_selling_counts_the_trash_the_dice_and_the_fees():
    """Market phase, Trash then Sell: the Gold shown after a trash is what Sell gives."""
    m = start(market([("Claymore", "hand1"), ("Guard", "companion"), ("Bread", "store")], gold=3))
    assert m.view(0).players[0].gold_now == 3 + 2 - 1  # dice, Bread, the Guard's fee
    act(m, 0, kind="trash", card="Claymore")  # pays 3
    shown = m.view(0).players[0].gold_now
    assert shown == 3 + 2 + 3 - 1
    sold = first(act(m, 0, kind="sell"), ev.Sold)
    assert sold.gold == shown
    assert m.view(0).players[0].gold_now == m.state.players[0].gold == shown  # now to spend


def test_gold_shown_is_what_every_sell_keeps_in_random_games():
    """Market phase, Sell: in random games, the Gold a view showed the active player just
    before each Sell is exactly the Gold the Sell kept, and while buying it is their Gold."""
    rng = random.Random(21)
    sells = 0
    for seed in range(6):
        m = Match.new(RULES, MatchConfig(game="aim", seats=default_seats(3), seed=seed))
        for _ in range(3000):
            if m.is_over:
                break
            seat = rng.choice(m.to_act())
            actions = m.legal_actions(seat)
            action = rng.choice(actions)
            shown = m.view(seat).players[seat].gold_now
            events = m.apply(seat, action)
            sold = [e for e in events if isinstance(e, ev.Sold)]
            if sold:
                assert sold[0].gold == shown
                sells += 1
            if m.state.phase == "market_buy":
                active = m.state.active
                for viewer in (active, None):
                    assert m.view(viewer).players[active].gold_now == m.state.players[active].gold
    assert sells > 20
