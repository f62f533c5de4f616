"""How to Play (R18-R29), the Clarifications on Table Setting, Target Token, Reveal
Ability, Blocking, When Blocked and Range (R30-R36), and Ending the Game (R11-R13)."""

from __future__ import annotations

import pytest

from game.core.simultaneous import SecretChoicesClosed
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.model import PLACE, RESOLVE
from game.games.inns_and_outcasts.rules import AlreadyPlayed, NotAnAnswer, NotInYourHand
from tests.inns_and_outcasts.conftest import (
    BOOK,
    DRAGON,
    WAGON,
    apply,
    card,
    first,
    of_kind,
    place,
    start,
)

MIXED = ["Thief", "Monk", "Bard", "Alchemist", "Thane", "Dragon"]


def three(**position: object) -> object:
    """Seat 0 holds the Wagon's six, seat 1 the Dragon's, seat 2 a mix (second copies)."""
    return start([{"hand": WAGON}, {"hand": DRAGON}, {"hand": MIXED}], **position)  # type: ignore[arg-type]


def test_everyone_places_one_card_face_down_at_once_and_none_is_shown() -> None:
    """R19 (How to Play) and reading B5: all seats place at once, in secret; a player may
    change its card until the last one places; closing shows nobody's card."""
    match = three()
    assert set(match.to_act()) == {0, 1, 2}
    apply(match, 0, act.PlaceCard(card=card("Bard")))
    assert set(match.to_act()) == {1, 2}
    assert 0 in match.rules.may_act(match.state)
    apply(match, 0, act.PlaceCard(card=card("Mage")))
    seen_by_1 = match.view(1)
    assert seen_by_1.players[0].card is None and seen_by_1.choices.mine is None
    assert match.view(0).choices.mine == card("Mage")
    apply(match, 1, act.PlaceCard(card=card("Monk")))
    events = apply(match, 2, act.PlaceCard(card=card("Thief", 1)))
    closed = first(events, SecretChoicesClosed)
    assert "choices" not in closed.model_dump()
    called = of_kind(events, ev.InitiativeCalled)
    assert [c.initiative for c in called] == [1]
    assert called[0].cards == {2: card("Thief", 1)}
    # the Thief asks where its Target goes: the Mage and the Monk are still face down
    view = match.view(2)
    assert view.players[0].card is None and view.players[1].card is None
    assert view.asked.kind == "target"


def test_a_card_not_in_hand_or_played_this_round_cannot_be_placed() -> None:
    """R28 (How to Play): played cards sit in the discard area until the round ends."""
    match = three(turn=2, turn_in_round=2)
    match = start(
        [{"hand": WAGON, "played": ["Thief"]}, {"hand": DRAGON}, {"hand": MIXED}],
        turn=2,
        turn_in_round=2,
    )
    with pytest.raises(AlreadyPlayed, match="played that card this round"):
        match.apply(0, act.PlaceCard(card=card("Thief")))
    with pytest.raises(NotInYourHand):
        match.apply(0, act.PlaceCard(card=card("Monk")))
    assert act.PlaceCard(card=card("Thief")) not in match.legal_actions(0)


def test_the_head_calls_one_to_six_and_each_card_resolves_on_its_initiative() -> None:
    """R20-R22 (How to Play): initiatives are called 1 to 6; a card turns up when its
    initiative is called and resolves (Starting Loot, then its Reveal ability)."""
    match = three()
    cards = {0: card("Guard"), 1: card("Cultists"), 2: card("Bard", 1)}
    events = place(match, cards)
    assert [e.initiative for e in of_kind(events, ev.InitiativeCalled)] == [1, 2, 3, 4, 5, 6]
    kinds = [e.kind for e in events if e.kind in ("initiative_called", "card_resolving")]
    assert kinds.index("card_resolving") == kinds.index("initiative_called") + 2
    got = {e.seat: e.amount for e in of_kind(events, ev.StartingLootTaken)}
    assert got == {seat: BOOK(c).starting_loot for seat, c in cards.items()}
    # the Bard gains 1 for the face-up Wobblin' Wagon Guard in Range
    assert first(events, ev.LootGained).seat == 2 and first(events, ev.LootGained).amount == 1


def test_cards_of_one_initiative_resolve_from_the_head_of_the_table_clockwise() -> None:
    """R18 (Head of the Table) and reading B6: the same initiative resolves Head first."""
    for head, order in ((0, [1, 2]), (2, [2, 1]), (1, [1, 2])):
        match = three(head=head)
        events = place(match, {0: card("Guard"), 1: card("Cultists"), 2: card("Bard", 1)})
        at3 = [e.seat for e in of_kind(events, ev.CardResolving) if e.seat != 0]
        assert at3 == order


def test_target_tokens_resolve_before_the_starting_loot_is_collected() -> None:
    """R22 step 1, R30-R31 (Table Setting, Target Token): a Thief's token on the Guard's
    Table Setting takes its Starting Loot before the Guard's player collects it."""
    match = three()
    place(match, {0: card("Guard"), 1: card("Alchemist"), 2: card("Thief", 1)})
    assert match.state.asked.kind == "target"
    assert match.legal_actions(2) == [
        act.PlaceTarget(seat=0, named=0),
        act.PlaceTarget(seat=1, named=0),
    ]
    events = apply(match, 2, act.PlaceTarget(seat=0))
    kinds = [e.kind for e in events]
    assert (
        kinds.index("token_triggered")
        < kinds.index("loot_skimmed")
        < kinds.index("starting_loot_taken")
    )
    skim = first(events, ev.LootSkimmed)
    assert (skim.seat, skim.owner, skim.amount) == (0, 2, 3)
    assert first(events, ev.StartingLootTaken).amount == BOOK(card("Guard")).starting_loot - 3


def test_the_block_icon_blocks_one_card_in_range_of_the_initiative_the_chart_names() -> None:
    """R23, R33-R35 (Blocking, When Blocked): the Guard (2) may block a face-up 1; the
    blocked card keeps its Starting Loot and Reveal ability but earns no Loot ability."""
    match = three()
    place(match, {0: card("Guard"), 1: card("Bounty Hunter"), 2: card("Thief", 1)})
    # both 1s target first: the Hunter names an initiative; the Thief then has one
    # face-down card left to target, so its token goes there at once (reading B11)
    events = apply(match, 1, act.PlaceTarget(seat=0, named=5))
    auto = [t for t in of_kind(events, ev.TargetPlaced) if t.owner == 2]
    assert [(t.owner, t.seat) for t in auto] == [(2, 0)]
    asked = match.state.asked
    assert asked.kind == "block_icon" and asked.seat == 0
    assert match.legal_actions(0) == [act.BlockCard(seat=1), act.BlockCard(seat=2), act.Skip()]
    with pytest.raises(NotAnAnswer):
        match.apply(0, act.BlockCard(seat=0))
    events = apply(match, 0, act.BlockCard(seat=2))
    blocked = first(events, ev.CardBlocked)
    assert (blocked.seat, blocked.by, blocked.how) == (2, 0, "chart")
    paid = first(events, ev.LootAbilitiesPaid).amounts
    assert 2 not in paid and 0 in paid and 1 in paid
    # the blocked Thief kept its Starting Loot and its Target (it skimmed the Hunter)
    collected = first(events, ev.LootCollected).amounts
    assert collected[2] >= BOOK(card("Thief", 1)).starting_loot


def test_a_block_icon_may_be_declined() -> None:
    """Reading B8: blocking by the chart is a may."""
    match = three()
    place(match, {0: card("Guard"), 1: card("Monk"), 2: card("Thief", 1)})
    apply(match, 2, act.PlaceTarget(seat=1))
    events = apply(match, 0, act.Skip())
    assert first(events, ev.ChoiceSkipped).seat == 0
    assert not of_kind(events, ev.CardBlocked)


def test_range_reaches_two_seats_either_way_at_six_players() -> None:
    """R36 (Range): at six players the seat opposite is out of Range, so the Guard at
    seat 0 may not block the 1 played there."""
    hands = [{"hand": WAGON}] + [{"hand": DRAGON}] * 0
    players = [
        {"hand": WAGON},
        {"hand": DRAGON},
        {"hand": MIXED},
        {"hand": ["Thief", "Guard", "Bard", "Mage", "Thane", "Goblins"]},
        {"hand": ["Bounty Hunter", "Monk", "Cultists", "Alchemist", "Lord", "Dragon"]},
        {"hand": ["Thief", "Guard", "Cultists", "Mage", "Lord", "Goblins"]},
    ]
    del hands
    match = start(players)
    p = match.state.players
    cards = {0: p[0].hand[1], 1: p[1].hand[2], 2: p[2].hand[0], 3: p[3].hand[0]}
    cards.update({4: p[4].hand[2], 5: p[5].hand[2]})
    place(match, cards)
    # the Thief at seat 2 reaches seats 0, 1, 3, 4 (not 5): it targets seat 0's Guard
    assert match.state.asked.seat == 2
    assert {a.seat for a in match.legal_actions(2)} == {0, 1, 4}
    apply(match, 2, act.PlaceTarget(seat=0))
    # the Thief at seat 3 reaches 1, 2, 4, 5: only face-down cards count
    assert match.state.asked.seat == 3
    assert {a.seat for a in match.legal_actions(3)} == {1, 4, 5}
    apply(match, 3, act.PlaceTarget(seat=5))
    asked = match.state.asked
    assert asked.kind == "block_icon" and asked.seat == 0 and asked.options == [[2]]


def test_a_reveal_ability_must_be_used() -> None:
    """R32 (Reveal Ability): the Monk must invite someone; skipping is refused."""
    match = three()
    place(match, {0: card("Bard"), 1: card("Monk"), 2: card("Bard", 1)})
    assert match.state.asked.kind == "choose_player" and not match.state.asked.optional
    with pytest.raises(NotAnAnswer, match="cannot be skipped"):
        match.apply(1, act.Skip())
    assert act.Skip() not in match.legal_actions(1)


def test_loot_goes_to_the_hoard_tokens_go_home_cards_to_the_discard_and_the_head_passes() -> None:
    """R24-R29 (How to Play): Loot abilities of unblocked cards, everything to the Hoard,
    Target tokens return, played cards face up in the discard area; the Head of the Table
    passes clockwise after the turn (reading B4)."""
    match = three(head=1)
    place(match, {0: card("Guard"), 1: card("Cultists"), 2: card("Thief", 1)})
    events = apply(match, 2, act.PlaceTarget(seat=1))
    events += apply(match, 0, act.BlockCard(seat=2))
    events += apply(match, 0, act.Skip())  # the Guard leaves the Thief's token where it is
    assert match.state.phase == PLACE and match.state.turn == 2
    assert all(p.table == 0 for p in match.state.players)
    collected = first(events, ev.LootCollected).amounts
    assert [p.hoard for p in match.state.players] == [collected[s] for s in range(3)]
    assert first(events, ev.TokenTriggered).owner == 2
    assert match.state.tokens == []
    assert [p.played for p in match.state.players] == [
        [card("Guard")],
        [card("Cultists")],
        [card("Thief", 1)],
    ]
    assert first(events, ev.HeadPassed).seat == 2 and match.state.head == 2


def test_after_a_round_of_five_turns_played_cards_come_back_to_hand() -> None:
    """R29 (How to Play): after five turns the played cards return to hand."""
    match = start(
        [
            {"hand": WAGON, "played": WAGON[:4]},
            {"hand": DRAGON, "played": DRAGON[1:5]},
            {"hand": MIXED, "played": ["Thief", "Monk", "Bard", "Alchemist"]},
        ],
        turn=5,
        turn_in_round=5,
    )
    events = place(match, {0: card("Thane"), 1: card("Bounty Hunter"), 2: card("Dragon", 1)})
    while match.state.phase != PLACE:
        seat = match.to_act()[0]
        events += apply(match, seat, match.legal_actions(seat)[0])
    assert first(events, ev.RoundEnded).round == 1
    assert all(p.played == [] for p in match.state.players)
    assert (match.state.round, match.state.turn_in_round) == (2, 1)
    assert len(match.legal_actions(0)) == 6


def test_the_game_ends_when_a_hoard_reaches_the_target_and_the_biggest_hoard_wins() -> None:
    """R11-R12 (Ending the Game): checked at the end of a turn; the most Loot wins."""
    match = start([{"hand": WAGON, "hoard": 74}, {"hand": DRAGON, "hoard": 60}, {"hand": MIXED}])
    events = place(match, {0: card("Guard"), 1: card("Cultists"), 2: card("Bard", 1)})
    end = events[-1]
    assert end.kind == "game_ended" and end.winners == [0]
    assert match.outcome() is not None and match.outcome().scores[0] >= 75


def test_a_tie_at_the_top_plays_more_turns_until_one_player_leads() -> None:
    """R13 (Ending the Game): a shared top Hoard plays another turn."""
    match = start([{"hand": WAGON, "hoard": 80}, {"hand": DRAGON, "hoard": 80}, {"hand": MIXED}])
    guard, bard = card("Guard"), card("Bard", 1)
    events = place(match, {0: guard, 1: card("Alchemist"), 2: bard})
    # the Alchemist holds its 1 loot: both leaders gain the same this turn
    events += apply(match, 1, act.TransmuteAction(amount=0))
    hoards = [p.hoard for p in match.state.players]
    if hoards[0] == hoards[1]:
        tie = first(events, ev.TieAtTop)
        assert tie.seats == [0, 1] and match.state.phase == PLACE and not match.is_over
    while not match.is_over:
        seat = match.to_act()[0]
        apply(match, seat, match.legal_actions(seat)[-1])
    outcome = match.outcome()
    assert len(outcome.winners) == 1
    top = max(outcome.scores.values())
    assert list(outcome.scores.values()).count(top) == 1


def test_a_turn_resolves_without_anyone_acting_when_no_card_asks_anything() -> None:
    match = three()
    place(match, {0: card("Guard"), 1: card("Cultists"), 2: card("Bard", 1)})
    assert match.state.phase == PLACE and match.state.turn == 2
    assert match.state.phase != RESOLVE


def test_tokens_of_several_players_on_one_table_setting_resolve_in_the_order_placed() -> None:
    """R31 (Target Token) and reading B7: two players' tokens on one Table Setting; each
    resolves in turn before the Starting Loot (the Hunter missed, the Thief skims)."""
    match = three()
    place(match, {0: card("Guard"), 1: card("Bounty Hunter"), 2: card("Thief", 1)})
    events = apply(match, 1, act.PlaceTarget(seat=0, named=5))
    assert [(t.owner, t.seat) for t in match.state.tokens] == [(1, 0), (2, 0)]
    triggered = [e.owner for e in of_kind(events, ev.TokenTriggered)]
    assert triggered == [1, 2]
    assert [e.owner for e in of_kind(events, ev.LootSkimmed)] == [2]
    assert not [e for e in of_kind(events, ev.CardBlocked) if e.seat == 0]


def test_only_an_ability_unblocks_and_the_lords_pardon_may_free_its_own_card() -> None:
    """R35 (When Blocked): a Blocked card keeps its Reveal ability and is unblocked only
    by an ability; the Lord's Pardon reaches the Lord's own card (reading B13)."""
    match = start([{"hand": DRAGON}, {"hand": DRAGON}, {"hand": MIXED}])
    bard = match.state.players[2].hand[2]
    place(match, {0: card("Lord"), 1: card("Bounty Hunter", 1), 2: bard})
    apply(match, 1, act.PlaceTarget(seat=0, named=5))
    assert match.state.players[0].blocked  # the Hunter named the Lord's initiative
    assert match.state.phase == "auction" and match.to_act() == (0,)
    apply(match, 0, act.Bid(amount=2))
    apply(match, 1, act.PassBid())
    assert match.state.asked.kind == "pick_option" and match.state.asked.seat == 0
    events = apply(match, 0, act.PickOption(index=2))
    unblocked = first(events, ev.CardUnblocked)
    assert (unblocked.seat, unblocked.by) == (0, 0)
    assert first(events, ev.LootAbilitiesPaid).amounts[0] == 2


def test_undo_stops_at_every_reveal() -> None:
    """Barriers: every reveal is an undo barrier; before it a seat may take back its
    own secret card."""
    match = three()
    apply(match, 0, act.PlaceCard(card=card("Guard")))
    assert match.can_undo(0)
    place(match, {1: card("Alchemist"), 2: card("Thief", 1)})
    assert not match.can_undo(2)
    apply(match, 2, act.PlaceTarget(seat=0))
    assert not match.can_undo(2)  # the Guard turned up after the Thief's answer


def test_the_three_player_option_never_makes_your_own_card_a_choice() -> None:
    """Reading B19: your own card joins counts in Range, never targets or choices."""
    match = start(
        [{"hand": WAGON}, {"hand": DRAGON}, {"hand": MIXED}], options={"own_card_in_range": True}
    )
    place(match, {0: card("Bard"), 1: card("Monk"), 2: card("Thief", 1)})
    assert match.state.asked.seat == 2
    assert {a.seat for a in match.legal_actions(2)} == {0, 1}
    apply(match, 2, act.PlaceTarget(seat=0))
    assert match.state.asked.seat == 1
    assert {a.seat for a in match.legal_actions(1)} == {0, 2}
