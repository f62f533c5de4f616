"""Dungeons, town and the end (rulebook: Dungeon Progression, Town Phase, Card Management,
End of Game; README R16, R22, R23, R46-R61, D18, D23-D29, D46)."""

from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.events import GameEnded
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import TOWN, TURN
from tests.loot_roll.conftest import (
    RULES,
    T,
    apply,
    fight,
    find,
    kinds,
    name,
    of_kind,
    pass_until,
    play,
    start,
)

STRONG = {
    "head": "Leather Cap",
    "body": "Padded Vest",
    "legs": "Patched Trousers",
    "feet": "Worn Boots",
    "main_hand": "Woodcutter's Axe",
}


RANDOM_STEP_CAP = 50_000
"""A random game without the torch that has not ended after this many actions fails."""


def boss_win(dungeon: int = 1, players: list[dict] | None = None, **extra: object) -> dict:  # type: ignore[type-arg]
    pos = {
        "players": players or [{"slots": STRONG}, {"slots": STRONG}, {}, {}],
        "dungeon": dungeon,
        "decks": {"monsters": ["Giant Rat"]} if dungeon == 1 else {},
    }
    pos.update(extra)
    return pos


def test_a_boss_may_be_fought_at_any_time() -> None:
    """Dungeon Progression (R48): from the first turn of a dungeon."""
    match = start({"players": [{}, {}]})
    assert act.Fight(boss=True) in match.legal_actions(0)


def test_after_four_regular_wins_only_bosses() -> None:
    """Dungeon Progression (R49), D18: a regular fight is no longer offered; exploring is."""
    match = start({"players": [{}, {}], "regular_wins": 4})
    legal = match.legal_actions(0)
    assert act.Fight(boss=False) not in legal and act.Fight(boss=True) in legal
    assert act.Explore() in legal
    with pytest.raises(IllegalAction, match="only a boss"):
        match.apply(0, act.Fight(boss=False))


def test_only_won_regular_fights_count() -> None:
    """D18: a lost or fled fight does not bring the boss nearer."""
    match = start({"players": [{}, {}, {}, {}], "decks": {"monsters": ["Grave Worm", "Giant Rat"]}})
    fight(match, {0: "fight"})
    assert match.state.regular_wins == 0


def test_beating_the_boss_ends_the_dungeon_and_opens_the_town() -> None:
    """Dungeon Progression (R46, R47), Town Phase (R52, R53), D23: five cards face up; the
    player who would have been next starts; two town turns each, clockwise."""
    match = start(boss_win(active=2, players=[{}, {}, {"slots": STRONG}, {"slots": STRONG}]))
    events = fight(match, {2: "fight", 3: "fight"}, boss=True)
    events += pass_until(match)
    assert "dungeon_cleared" in kinds(events)
    s = match.state
    assert s.phase == TOWN and s.town_order == [3, 0, 1, 2, 3, 0, 1, 2]
    assert len([c for c in s.vendor if c is not None]) == 5
    assert all(T.kind[c] == "ability" for c in s.vendor if c is not None)
    assert match.to_act() == (3,)


def test_after_the_town_the_next_dungeon_starts_with_the_towns_first_player() -> None:
    """Town Phase (R57), D26: after two town turns each; regular wins start again."""
    match = start({"players": [{}, {}], "phase": "town", "active": 1, "regular_wins": 4})
    for _ in range(4):
        apply(match, match.state.active, act.EndTownTurn())
    s = match.state
    assert s.dungeon == 2 and s.phase == TURN and s.active == 1 and s.regular_wins == 0
    assert s.discards["ability"] and not s.vendor


def test_buying_pays_with_loot_worth_at_least_the_price() -> None:
    """Town Phase (R54, R55: "discard loot cards equal or higher than the value"), D24: any
    set of bag loot worth the price, the buyer's choice; the space refills (R56)."""
    match = start(
        {
            "players": [{"bag": ["Copper Coins", "Silver Ring", "Gold Chalice"]}, {}],
            "phase": "town",
            "vendor": ["Jinx"],
            "decks": {"ability": ["Rally"]},
        }
    )
    coins, ring, chalice = (
        find(match, 0, n) for n in ("Copper Coins", "Silver Ring", "Gold Chalice")
    )
    legal = {a.pay for a in match.legal_actions(0) if isinstance(a, act.Buy) and a.offer == 0}
    every_set = {(coins, ring), (ring,), (chalice,), (coins, chalice), (ring, chalice)}
    assert legal == every_set | {(coins, ring, chalice)}  # all but the coins alone (worth 1)
    for pay in sorted(legal):
        assert act.Buy(offer=0, pay=pay) in match.legal_actions(0)
    with pytest.raises(IllegalAction, match="worth 1"):
        match.apply(0, act.Buy(offer=0, pay=(coins,)))
    with pytest.raises(IllegalAction, match="rising card order"):
        match.apply(0, act.Buy(offer=0, pay=(ring, coins)))
    events = apply(match, 0, act.Buy(offer=0, pay=tuple(sorted((coins, ring)))))
    assert name(of_kind(events, ev.Bought)[0].card) == "Jinx"
    assert name(match.state.vendor[0]) == "Rally"  # type: ignore[arg-type]
    assert {coins, ring} <= set(match.state.discards["common"])  # more than needed: no change
    assert match.state.town_mode == "buy"
    assert not any(isinstance(a, act.Deposit) for a in match.legal_actions(0))


def test_town_buys_listed_for_many_bags_stay_every_payment_in_bounded_memory() -> None:
    """R55, D24: every payment worth the price is listed, whichever bags came before; the
    listing remembers at most ``BUYS_HELD`` buys (a search meets new bags all the time, and
    an unbounded memory of them once grew by hundreds of megabytes in minutes)."""
    from game.games.loot_roll import calc, legal

    rng = random.Random(7)
    for _ in range(120):
        bag = tuple(sorted((card, rng.randint(1, 4)) for card in rng.sample(range(90), 10)))
        need = rng.randint(1, 12)
        offer = rng.randrange(5)
        listed = legal._buys_of(offer, bag, need)
        expected = [act.Buy(offer=offer, pay=pay) for pay in calc.payments(list(bag), need)]
        assert listed == expected
        assert legal._buys_of(offer, bag, need) == expected  # remembered or listed again
        held = sum(len(buys) for buys in legal._BUYS.values())
        assert held <= legal.BUYS_HELD


def test_up_to_three_cards_a_town_turn() -> None:
    """Town Phase (R54)."""
    match = start(
        {
            "players": [{"bag": ["Gold Chalice"] * 2 + ["Pouch of Gems", "Golden Idol"]}, {}],
            "phase": "town",
        }
    )
    for _ in range(3):
        buy = next(a for a in match.legal_actions(0) if isinstance(a, act.Buy))
        apply(match, 0, buy)
    assert not any(isinstance(a, act.Buy) for a in match.legal_actions(0))
    assert match.legal_actions(0) == [act.EndTownTurn()]


def test_banking_is_unlimited_and_fixes_the_turn_to_banking() -> None:
    """Your Bag (R22), Town Phase (R54), D27: any number of bag cards to the bank."""
    match = start(
        {
            "players": [
                {"bag": ["Copper Coins", "Silver Ring"], "slots": {"head": "Leather Cap"}},
                {},
            ],
            "phase": "town",
        }
    )
    for card in list(match.state.players[0].bag):
        apply(match, 0, act.Deposit(card=card))
    p = match.state.players[0]
    assert p.bag == [] and len(p.bank) == 2 and "head" in p.slots
    assert not any(isinstance(a, act.Buy) for a in match.legal_actions(0))


def test_haggle_and_merchants_seal_lower_prices() -> None:
    """Haggle (discount this town turn) and Merchant's Seal (carried): never below 0."""
    match = start(
        {
            "players": [{"hand": ["Haggle"], "bag": ["Merchant's Seal"]}, {}],
            "phase": "town",
            "vendor": ["Rally", "Jinx"],
        }
    )
    rally, jinx = match.state.vendor[:2]
    printed = [T.price[rally], T.price[jinx]]  # type: ignore[index]
    assert RULES.view(match.state, 0).prices[:2] == [printed[0] - 1, printed[1] - 1]
    play(match, 0, "Haggle")
    assert RULES.view(match.state, 0).prices[:2] == [max(0, x - 3) for x in printed]
    assert printed[1] <= 3 and act.Buy(offer=1, pay=()) in match.legal_actions(0)


def test_loot_is_not_used_in_town() -> None:
    """D31: town turns are for buying and banking."""
    match = start({"players": [{"bag": ["Healing Draught"]}, {}], "phase": "town"})
    assert not any(isinstance(a, act.Play) for a in match.legal_actions(0))


def test_every_deck_reshuffles_its_own_discard_pile() -> None:
    """Card Management (R16), D28: an empty deck takes in its shuffled discard pile."""
    match = start({"players": [{}, {}]})
    s = match.state
    s.discards["common"] = list(s.decks["common"])
    s.decks["common"] = []
    s.memo.clear()
    events = apply(match, 0, act.Explore())
    assert kinds(events)[:2] == ["deck_reshuffled", "common_drawn"]
    assert match.state.discards["common"] == []


def test_the_torch_ends_a_dungeon_that_never_falls() -> None:
    """D45, D46: after ``torch`` rounds the dungeon collapses; the party goes to town."""
    match = start({"players": [{}, {}], "torch": 4})
    turns = 0
    while match.state.phase == TURN and match.state.dungeon == 1:
        apply(match, match.state.active, act.Fight(boss=True))
        pass_until(match)
        if match.state.secret is not None and not match.state.secret.revealed:
            for seat in range(2):
                apply(match, seat, act.Choose(side="flight"))
        turns += 1
    assert turns == 4 * 2 and match.state.phase == TOWN
    assert "dungeon_collapsed" in kinds(match.events())


def test_without_the_torch_a_dungeon_lasts_until_its_boss_falls() -> None:
    """Dungeon Progression ("the party leaves a dungeon once a boss has been defeated"),
    D45, D46: with the torch off (the default) twenty rounds of fled bosses never end the
    dungeon, and each fled boss goes under the one monster pile (Preparation Phase)."""
    match = start({"players": [{}, {}]})
    shelved = 0
    for _ in range(20 * 2):
        top = match.state.decks["monsters"][-1]
        before = len(match.events())
        apply(match, match.state.active, act.Fight(boss=True))
        pass_until(match)
        for seat in range(2):  # a caller-must-fight monster leaves its caller only Fight
            side = "fight" if RULES.forced(match.state, seat) else "flight"
            apply(match, seat, act.Choose(side=side))
        pass_until(match)
        while match.state.pending:  # a lost fight: the caller pays what it owes
            pd = match.state.pending[0]
            apply(match, pd.seat, act.Drop(card=match.state.players[pd.seat].bag[0]))
        if "monster_shelved" in kinds(match.events()[before:]):
            shelved += 1
            assert match.state.decks["monsters"][0] == top
    assert shelved >= 30
    assert match.state.phase == TURN and match.state.dungeon == 1
    assert "dungeon_collapsed" not in kinds(match.events())


def test_a_table_where_everyone_always_flees_still_ends() -> None:
    """D46: the torch guarantees the end: three dungeons of at most ``torch`` rounds."""
    match = start({"players": [{}, {}, {}], "torch": 4})
    steps = 0
    while not match.is_over:
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        pick = next(
            (
                a
                for a in legal
                if a in (act.Choose(side="flight"), act.Fight(boss=True), act.EndTownTurn())
            ),
            legal[-1],
        )
        apply(match, seat, pick)
        steps += 1
        assert steps < 1000
    ended = of_kind(match.events(), GameEnded)
    assert ended and ended[0].reason == "the last torch burned out"
    assert match.state.round == 3 * 4


def test_the_third_boss_ends_the_game_with_the_richest_winning() -> None:
    """End of Game (R50, R58, R59, R61): after the third boss and its rolls, bag + bank
    count; worn cards do not."""
    epic = {
        "head": "Crown of Ages",
        "body": "Dragonscale Mail",
        "legs": "Runed Legguards",
        "feet": "Windstride Boots",
        "main_hand": "Fallen King's Greatsword",
    }
    players = [
        {"slots": epic, "bag": ["Gold Chalice"], "bank": ["Golden Idol"]},
        {"slots": STRONG, "bank": ["Dragon Egg"]},
        {},
        {},
    ]
    match = start({"players": players, "dungeon": 3, "decks": {"monsters": ["Fire Imps"]}})
    events = fight(match, {0: "fight", 1: "fight"}, boss=True)  # 25 + 8 against 26 + 2 * 2
    events += pass_until(match)
    assert match.is_over
    assert "dungeon_cleared" in kinds(events)
    ended = of_kind(events, GameEnded)[0]
    assert ended.reason == "the third boss fell"
    out = match.outcome()
    assert out is not None
    for seat, p in enumerate(match.state.players):
        assert out.scores[seat] == sum(T.value[c] for c in p.bag + p.bank)
    best = max(out.scores.values())
    assert list(out.winners) == [x for x in range(4) if out.scores[x] == best]
    assert out.scores[2] == out.scores[3] == 0


def test_final_swaps_free_worn_value_when_bag_gear_can_replace_it() -> None:
    """End of Game (R60), D29: a worn card counts only if bag equipment replaces it; the
    engine makes the swaps that raise the count most."""
    from game.games.loot_roll.calc import best_swaps

    match = start(
        {
            "players": [
                {
                    "slots": {"head": "Crown of Ages", "main_hand": "Woodcutter's Axe"},
                    "bag": ["Leather Cap", "Rusty Sword", "Plank Shield"],
                },
                {},
            ]
        }
    )
    p = match.state.players[0]
    swaps = best_swaps(T, p)
    by_on = {name(sw[0]): [name(c) for c in sw[1:]] for sw in swaps}
    assert by_on["Leather Cap"] == ["Crown of Ages"]
    # the axe (2) is freed by a one-hander worth 1; putting on the second hand card too
    # would only take value out of the bag
    assert len(swaps) == 2 and any(v == ["Woodcutter's Axe"] for v in by_on.values())


def test_equal_scores_share_the_win() -> None:
    """D29: the rulebook names no tie-break."""
    match = start(
        {"players": [{"bank": ["Copper Coins"]}, {"bank": ["Copper Coins"]}], "dungeon": 3}
    )
    RULES._final(emit := RULES.emitter(match.state))
    ended = [e for e in emit.events if isinstance(e, GameEnded)][0]
    assert ended.winners == [0, 1]


@pytest.mark.parametrize("torch", [8, 0])
def test_random_tables_always_finish(torch: int) -> None:
    """D45, D46: random play ends; with the torch variant within three torches of rounds,
    without it (the rulebook) within a step cap that fails the test when reached."""
    from game.core.match import Match
    from game.core.model import MatchConfig, default_seats

    for seats in (2, 6):
        config = MatchConfig(
            game="loot-roll", seats=default_seats(seats), seed=seats, options={"torch": torch}
        )
        match = Match.new(RULES, config)
        rng = random.Random(seats)
        for _ in range(RANDOM_STEP_CAP):
            if match.is_over:
                break
            seat = match.to_act()[0]
            match.apply(seat, rng.choice(match.legal_actions(seat)))
        assert match.is_over, f"{seats} random seats did not finish in {RANDOM_STEP_CAP} steps"
        if torch:
            assert match.state.round <= 3 * match.state.torch
