"""Cleanup phase (rulebook '4. Cleanup phase'): new hand, reshuffling, cycling both markets."""

from __future__ import annotations

import pytest

from game.games.aim import events as ev

from .conftest import BOOK, act, first, name_of, names, of_kind, run, start

ROW = ["Backpack", "Claymore", "Cape", "Wine"]
PREMIUM_TOP = ["Gemstone", "Bard", "Squire"]
SKIP = (0, {"kind": "skip_attack"})


def end_of_turn(hand=(), deck=(), discard=(), **extra):
    """Seat 0 in its attack phase (with nothing to attack with), ready for cleanup."""
    return {
        "phase": "attack",
        "premium_row": ROW,
        "premium_deck": PREMIUM_TOP,
        "common_card": "Bread",
        "common_deck": ["Beer"],
        "players": [{"hand": list(hand), "deck": list(deck), "discard": list(discard)}, {}],
        **extra,
    }


def cycled(result) -> ev.MarketsCycled:
    return first(result.events, ev.MarketsCycled)


# ----------------------------------------------------------------- hand
def test_cleanup_discards_the_hand_and_draws_five():
    """Cleanup phase: discard any cards still in hand and draw a new hand of 5."""
    deck = ["Bread", "Beer", "Wine", "Dagger", "Dog", "Junk", "Sack"]
    r = run(end_of_turn(hand=["Potato", "Crossbow"], deck=deck), [SKIP])
    p = r.match.state.players[0]
    assert sorted(names(p.discard)) == ["Crossbow", "Potato"]
    assert names(p.hand) == deck[:5]
    assert names(p.deck[::-1]) == deck[5:]
    assert not of_kind(r.events, ev.DiscardShuffled)


def test_discard_is_not_reshuffled_while_the_deck_can_still_draw():
    """Cleanup phase: do not reshuffle the discard pile until a draw finds the deck empty."""
    r = run(end_of_turn(deck=["Potato"] * 5, discard=["Bread", "Beer"]), [SKIP])
    p = r.match.state.players[0]
    assert names(p.hand) == ["Potato"] * 5 and p.deck == []
    assert sorted(names(p.discard)) == ["Beer", "Bread"]
    assert not of_kind(r.events, ev.DiscardShuffled)


def test_discard_is_reshuffled_the_moment_the_deck_runs_out():
    """Cleanup phase: when the deck is depleted mid-draw, shuffle the discard pile (including
    the hand just discarded) into a new deck and keep drawing."""
    r = run(
        end_of_turn(
            hand=["Crossbow"], deck=["Potato", "Potato"], discard=["Bread", "Beer", "Wine", "Dog"]
        ),
        [SKIP],
    )
    drawn = of_kind(r.events, ev.CardsDrawn)
    shuffles = of_kind(r.events, ev.DiscardShuffled)
    assert len(shuffles) == 1
    assert names(drawn[0].cards) == ["Potato", "Potato"]
    assert sorted(names(shuffles[0].order)) == ["Beer", "Bread", "Crossbow", "Dog", "Wine"]
    p = r.match.state.players[0]
    assert len(p.hand) == 5 and len(p.deck) == 2 and p.discard == []
    # the events are in order: the deck's cards first, then the shuffle, then the rest
    draws = (ev.CardsDrawn, ev.DiscardShuffled)
    kinds = [type(e).__name__ for e in r.events if isinstance(e, draws)]
    assert kinds == ["CardsDrawn", "DiscardShuffled", "CardsDrawn"]


def test_a_short_deck_and_empty_discard_draw_what_there_is():
    """Cleanup phase: with no cards left anywhere, the hand is simply smaller."""
    r = run(end_of_turn(deck=["Potato", "Potato"]), [SKIP])
    assert len(r.match.state.players[0].hand) == 2


# ----------------------------------------------------------------- Premium Market
def buy_turn(*cards, **extra):
    """Seat 0 buys ``cards`` with exactly enough gold, then equips nothing (no attack)."""
    gold = sum(BOOK(BOOK.by_name(c)[0]).price for c in cards)
    actions = [(0, {"kind": "buy", "card": c}) for c in cards]
    actions += [(0, {"kind": "end_market"}), (0, {"kind": "finish_equip"})]
    pos = end_of_turn(**extra)
    pos["phase"] = "market_buy"
    pos["players"][0]["gold"] = gold
    return pos, actions


def test_worked_example_premium_after_two_purchases_shifts_right_and_fills_two():
    """Cycling Premium Market (worked example): two cards bought; the rest shift to the right
    and the two gaps on the left are filled from the deck, one card at a time."""
    pos, actions = buy_turn("Claymore", "Wine")
    r = run(pos, actions)
    row = names(c for c in r.match.state.premium_row)
    assert row[2:] == ["Backpack", "Cape"]
    # one card at a time: the first card drawn lands next to the shifted cards
    assert row[:2] == ["Bard", "Gemstone"]
    c = cycled(r)
    assert c.premium_trashed is None and c.premium_drawn == 2
    assert r.match.state.trash == []


def test_worked_example_premium_with_nothing_bought_trashes_the_rightmost():
    """Cycling Premium Market (worked example): nothing bought; the rightmost card is
    trashed, the others shift right and one new card fills the left."""
    r = run(end_of_turn(), [SKIP])
    assert names(r.match.state.premium_row) == ["Gemstone", "Backpack", "Claymore", "Cape"]
    assert names(r.match.state.trash) == ["Wine"]
    assert cycled(r).premium_drawn == 1


def test_premium_after_one_purchase_trashes_nothing():
    """Cycling Premium Market: if one or more items were bought, nothing is trashed."""
    pos, actions = buy_turn("Backpack")
    r = run(pos, actions)
    assert names(r.match.state.premium_row) == ["Gemstone", "Claymore", "Cape", "Wine"]
    assert r.match.state.trash == []


def test_premium_row_is_full_again_after_cycling():
    """Cycling Premium Market: after cycling there are four face-up cards for sale."""
    pos, actions = buy_turn("Backpack", "Claymore", "Cape")
    r = run(pos, actions)
    row = r.match.state.premium_row
    assert None not in row and names(row) == ["Squire", "Bard", "Gemstone", "Wine"]


# ----------------------------------------------------------------- Common Market
def test_common_card_bought_is_replaced_from_the_deck():
    """Cycling Common Market: if the Common card was bought, draw the next one."""
    pos, actions = buy_turn("Bread", rebate=3)
    r = run(pos, actions)
    s = r.match.state
    assert name_of(s.common_card) == "Beer" and s.rebate == 0
    assert cycled(r).common_drawn


@pytest.mark.parametrize(("before", "after"), [(0, 1), (1, 2), (4, 5), (5, 6), (6, 6)])
def test_unsold_common_card_gains_a_rebate_up_to_six(before, after):
    """Cycling Common Market: no purchase puts a die showing 1 on the card, or turns the
    existing die up by one, to at most 6."""
    r = run(end_of_turn(rebate=before), [SKIP])
    s = r.match.state
    assert s.rebate == after and name_of(s.common_card) == "Bread"
    assert not cycled(r).common_drawn


def test_worked_example_rebate_die_starts_at_one_and_climbs_to_six_over_turns():
    """Cycling Common Market (worked example): the rebate die goes 1, 2, ... and stops at 6
    while nobody buys the Common card, turn after turn."""
    m = start({"phase": "market_trash", "common_card": "Bread", "players": [{}, {}]})
    seen = []
    for _ in range(8):
        seat = m.state.active
        act(m, seat, kind="sell")
        act(m, seat, kind="end_market")
        act(m, seat, kind="finish_equip")  # no Attack: the turn ends
        seen.append(m.state.rebate)
    assert seen == [1, 2, 3, 4, 5, 6, 6, 6]
    assert name_of(m.state.common_card) == "Bread"


def test_no_rebate_die_when_every_die_is_in_use():
    """Gold dice: a rebate die must come from the supply of 10; if all are carried, the
    Common card gets none this turn."""
    pos = end_of_turn()
    pos["players"][1]["gold"] = 60  # ten dice showing 6
    r = run(pos, [SKIP])
    assert r.match.state.rebate == 0


def test_next_player_starts_after_cleanup():
    """Player turns: each player goes through all four phases before the next begins."""
    r = run(end_of_turn(), [SKIP])
    s = r.match.state
    assert (s.active, s.phase, s.turn) == (1, "market_trash", 2)
    assert first(r.events, ev.TurnStarted).seat == 1
