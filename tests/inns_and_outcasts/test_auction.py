"""Auction (R37, reading B13) and the Quick Auction option (R45, reading B14)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.auction import AuctionWon, DroppedOut
from game.core.errors import IllegalAction, NotEnoughGold
from game.core.simultaneous import SecretChoicesRevealed
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.model import AUCTION, QUICK_AUCTION
from tests.inns_and_outcasts.conftest import (
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


def lord_auction(**options: Any) -> Any:
    """Seat 0's Lord (5) holds an auction; seat 1's Guard left 3 loot on its Table
    Setting, seat 2's Bard 3 (2 and 1 for the Guard of its inn in Range)."""
    match = start(
        [{"hand": DRAGON}, {"hand": WAGON}, {"hand": MIXED}],
        options=options,
        head=options.pop("head", 0) if "head" in options else 0,
    )
    place(match, {0: card("Lord"), 1: card("Guard"), 2: card("Bard", 1)})
    return match


def test_the_cards_player_opens_with_any_bid_from_zero_and_may_not_pass() -> None:
    """R37 step 1 (Auction): the card's player starts with 0 loot or more."""
    match = lord_auction()
    assert match.state.phase == AUCTION and match.to_act() == (0,)
    table = match.state.players[0].table
    assert match.legal_actions(0) == [act.Bid(amount=a) for a in range(table + 1)]
    with pytest.raises(IllegalAction, match="first bid"):
        match.apply(0, act.PassBid())


def test_bids_go_clockwise_only_table_loot_may_be_bid_and_passing_is_final() -> None:
    """R37 steps 2-3 (Auction): raise or pass clockwise; a pass is final; bids come from
    the Table Setting only; a player who cannot raise passes at once (reading B13)."""
    match = lord_auction()
    apply(match, 0, act.Bid(amount=0))
    assert match.to_act() == (1,)
    table = match.state.players[1].table
    with pytest.raises(NotEnoughGold):
        match.apply(1, act.Bid(amount=table + 1))
    assert act.PassBid() in match.legal_actions(1)
    apply(match, 1, act.Bid(amount=2))
    events = apply(match, 2, act.PassBid())
    # seat 0 holds 2 loot, cannot raise to 3: it passes at once; seat 2 is never asked again
    dropped = [e.seat for e in of_kind(events, DroppedOut)]
    assert dropped == [2, 0]
    won = first(events, AuctionWon)
    assert (won.seat, won.amount) == (1, 2)


def test_the_winning_bid_goes_to_the_treasure_and_the_winner_picks_the_option() -> None:
    """R37 steps 4-6 (Auction): the winning bid returns to the Treasure, the others keep
    theirs; the winner chooses the option and the card's player resolves it. The Lord's
    Loot ability pays its player the winning bid."""
    match = lord_auction()
    before = [p.table for p in match.state.players]
    apply(match, 0, act.Bid(amount=1))
    apply(match, 1, act.Bid(amount=2))
    events = apply(match, 2, act.PassBid())
    paid = first(events, ev.BidPaid)
    assert (paid.seat, paid.amount, paid.source) == (1, 2, 0)
    after = [p.table for p in match.state.players]
    assert after == [before[0], before[1] - 2, before[2]]
    asked = match.state.asked
    assert asked.kind == "pick_option" and asked.seat == 1
    assert match.legal_actions(1) == [act.PickOption(index=i) for i in range(3)]
    events = apply(match, 1, act.PickOption(index=0))
    picked = first(events, ev.OptionPicked)
    assert (picked.seat, picked.label) == (1, "Favour")
    favour = first(events, ev.LootGained)
    assert (favour.seat, favour.amount, favour.by) == (1, 3, 0)
    assert first(events, ev.LootAbilitiesPaid).amounts[0] == 2


def test_the_winner_makes_the_choices_inside_the_option_it_picked() -> None:
    """Reading B13: Decree's card to block is the winner's choice, among unblocked
    face-up cards in the Lord's Range."""
    match = lord_auction()
    apply(match, 0, act.Bid(amount=0))
    apply(match, 1, act.Bid(amount=1))
    apply(match, 2, act.PassBid())
    apply(match, 0, act.PassBid())
    apply(match, 1, act.PickOption(index=1))
    asked = match.state.asked
    assert asked.kind == "choose_player" and asked.seat == 1 and asked.source == 0
    assert asked.options == [[1], [2]]
    events = apply(match, 1, act.ChoosePlayerAction(seat=2))
    blocked = first(events, ev.CardBlocked)
    assert (blocked.seat, blocked.by) == (2, 0)
    assert 2 not in first(events, ev.LootAbilitiesPaid).amounts


def test_a_bid_of_zero_can_win() -> None:
    """R37 step 1 (Auction): a bid of 0 can win when everyone else passes."""
    match = lord_auction()
    apply(match, 0, act.Bid(amount=0))
    apply(match, 1, act.PassBid())
    events = apply(match, 2, act.PassBid())
    won = first(events, AuctionWon)
    assert (won.seat, won.amount) == (0, 0)


@pytest.mark.parametrize(("head", "winner"), [(0, 1), (1, 1), (2, 2)])
def test_quick_auction_bids_are_sealed_and_a_tie_goes_nearest_the_head(
    head: int, winner: int
) -> None:
    """R45 (Optional Rules, Quick Auction): everyone picks a bid in secret, all are shown
    at once, the highest wins; tied highest bids go to the one closest to the Head of the
    Table (the Head first, then clockwise)."""
    match = lord_auction(quick_auction=True, head=head)
    assert match.state.phase == QUICK_AUCTION and set(match.to_act()) == {0, 1, 2}
    table = match.state.players[1].table
    assert match.legal_actions(1) == [act.SealedBid(amount=a) for a in range(table + 1)]
    with pytest.raises(NotEnoughGold):
        match.apply(1, act.SealedBid(amount=table + 1))
    apply(match, 1, act.SealedBid(amount=2))
    assert match.view(0).choices.choices is None  # seat 1's bid is not shown yet
    apply(match, 2, act.SealedBid(amount=2))
    events = apply(match, 0, act.SealedBid(amount=1))
    shown = first(events, SecretChoicesRevealed)
    assert shown.choices == {0: 1, 1: 2, 2: 2}
    won = first(events, AuctionWon)
    assert (won.seat, won.amount) == (winner, 2)
    assert match.state.asked.kind == "pick_option" and match.state.asked.seat == winner
