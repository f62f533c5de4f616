"""Folding Tavern Keepers events into the state. No rule is checked here: ``decide`` did.

One fold per event type, registered in ``fold`` (the kit's RulesBase builds the dispatch
table from it and folds the shared PositionLoaded and GameEnded itself first).
"""

from __future__ import annotations

import bisect

from game.core.base import Folds
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.model import (
    BIDDING,
    QUEST_SPACES,
    SABOTAGE,
    PlayerState,
    TkState,
)

fold = Folds[TkState]()


def _to_hand(p: PlayerState, card: int) -> None:
    bisect.insort(p.hand, card)


@fold(ev.GameSetUp)
def _set_up(s: TkState, e: ev.GameSetUp) -> None:
    s.players = [
        PlayerState(hand=sorted(h), tavern=sorted(t))
        for h, t in zip(e.hands, e.taverns, strict=True)
    ]
    s.box = list(e.box)
    s.deck = list(e.deck)
    s.discard = []
    s.quests = [[c] for c in e.quests]
    s.rumors = list(e.rumors)
    s.quest_giver = s.first_player = e.quest_giver
    s.phase = BIDDING
    s.round = 0


@fold(ev.RoundStarted)
def _round_started(s: TkState, e: ev.RoundStarted) -> None:
    s.round = e.round
    s.quest_giver = e.quest_giver
    s.phase = BIDDING
    for p in s.players:
        p.won = False


@fold(ev.BidOpened)
def _bid_opened(s: TkState, e: ev.BidOpened) -> None:
    s.phase = BIDDING
    s.opener = s.bidder = e.seat
    s.quest = None
    s.lone = e.lone
    s.bid_order = []
    for p in s.players:
        p.committed = p.passed = False


@fold(ev.QuestChosen)
def _quest_chosen(s: TkState, e: ev.QuestChosen) -> None:
    s.quest = e.quest


@fold(ev.CardBid)
def _card_bid(s: TkState, e: ev.CardBid) -> None:
    p = s.players[e.seat]
    p.hand.remove(e.card)
    p.bid.append(e.card)


@fold(ev.CardTakenBack)
def _taken_back(s: TkState, e: ev.CardTakenBack) -> None:
    p = s.players[e.seat]
    p.bid.remove(e.card)
    _to_hand(p, e.card)


@fold(ev.BidCommitted)
def _committed(s: TkState, e: ev.BidCommitted) -> None:
    s.players[e.seat].committed = True
    s.bid_order.append(e.seat)


@fold(ev.BidAsked)
def _asked(s: TkState, e: ev.BidAsked) -> None:
    s.bidder = e.seat


@fold(ev.BidPassed)
def _passed(s: TkState, e: ev.BidPassed) -> None:
    p = s.players[e.seat]
    for c in e.returned:
        p.bid.remove(c)
        _to_hand(p, c)
    p.passed = True


@fold(ev.BidsRevealed)
def _revealed(s: TkState, e: ev.BidsRevealed) -> None:
    s.bidder = None


@fold(ev.BidWon)
def _won(s: TkState, e: ev.BidWon) -> None:
    s.players[e.seat].won = True


@fold(ev.BidReturned)
def _returned(s: TkState, e: ev.BidReturned) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.bid.remove(c)
        _to_hand(p, c)
        p.known.add(c)


@fold(ev.BidDiscarded)
def _bid_discarded(s: TkState, e: ev.BidDiscarded) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.bid.remove(c)
        p.known.discard(c)
        s.discard.append(c)


@fold(ev.AdventurersPrepared)
def _prepared(s: TkState, e: ev.AdventurersPrepared) -> None:
    p = s.players[e.seat]
    for c in e.adventurers:
        p.tavern.remove(c)
        p.prepared.append(c)


@fold(ev.QuestDiscarded)
def _quest_discarded(s: TkState, e: ev.QuestDiscarded) -> None:
    pile = s.quests[e.quest]
    for c in e.cards:
        pile.remove(c)
        s.discard.append(c)


@fold(ev.RumorsMoved)
def _rumors_moved(s: TkState, e: ev.RumorsMoved) -> None:
    for i, c in enumerate(e.cards):
        if c is not None:
            s.quests[i].append(c)
    s.rumors = [None] * QUEST_SPACES


@fold(ev.RumorsDealt)
def _rumors_dealt(s: TkState, e: ev.RumorsDealt) -> None:
    for i, c in enumerate(e.cards):
        if c is not None:
            s.deck.remove(c)
            s.rumors[i] = c


@fold(ev.DeckReshuffled)
def _reshuffled(s: TkState, e: ev.DeckReshuffled) -> None:
    s.deck = list(e.order) + s.deck
    s.discard = []


@fold(ev.SabotageAsked)
def _sabotage_asked(s: TkState, e: ev.SabotageAsked) -> None:
    s.phase = SABOTAGE
    s.opener = s.bidder = s.quest = None
    s.lone = False
    s.bid_order = []
    s.saboteur = e.seat
    s.sabotage_passes = e.passes


@fold(ev.Sabotaged)
def _sabotaged(s: TkState, e: ev.Sabotaged) -> None:
    me, owner = s.players[e.seat], s.players[e.owner]
    for c in e.cards:
        me.hand.remove(c)
        me.known.discard(c)
        s.discard.append(c)
    owner.prepared.remove(e.target)
    bisect.insort(owner.tavern, e.target)
    s.sabotage_passes = 0


@fold(ev.SabotageDone)
def _sabotage_done(s: TkState, e: ev.SabotageDone) -> None:
    s.sabotage_passes += 1


@fold(ev.AdventurersSent)
def _sent(s: TkState, e: ev.AdventurersSent) -> None:
    p = s.players[e.seat]
    s.saboteur = None
    s.opener = s.bidder = s.quest = None
    for c in e.adventurers:
        p.prepared.remove(c)
        _to_hand(p, c)
        p.known.add(c)


@fold(ev.CardDrawn)
def _drawn(s: TkState, e: ev.CardDrawn) -> None:
    s.deck.remove(e.card)
    _to_hand(s.players[e.seat], e.card)


@fold(ev.QuestGiverPassed)
def _giver_passed(s: TkState, e: ev.QuestGiverPassed) -> None:
    s.quest_giver = e.seat


@fold(ev.GameEnded)
def _ended(s: TkState, e: ev.GameEnded) -> None:
    """After the kit set the result and the phase: nobody is to act any more."""
    s.opener = s.bidder = s.quest = s.saboteur = None
    s.winners = list(e.winners)
