"""Folding Tavern Keepers events into the state. No rule is checked here: ``decide`` did."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

from game.core.model import Event
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.model import (
    BIDDING,
    GAME_OVER,
    QUEST_SPACES,
    SABOTAGE,
    PlayerState,
    TkState,
)


def _to_hand(p: PlayerState, card: int) -> None:
    bisect.insort(p.hand, card)


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


def _position(s: TkState, e: ev.PositionLoaded) -> None:
    from game.games.tavern_keepers.position import state_from_canonical

    loaded = state_from_canonical(e.state)
    for name in TkState.__slots__:
        if name != "memo":
            setattr(s, name, getattr(loaded, name))


def _round_started(s: TkState, e: ev.RoundStarted) -> None:
    s.round = e.round
    s.quest_giver = e.quest_giver
    s.phase = BIDDING
    for p in s.players:
        p.won = False


def _bid_opened(s: TkState, e: ev.BidOpened) -> None:
    s.phase = BIDDING
    s.opener = s.bidder = e.seat
    s.quest = None
    s.lone = e.lone
    s.bid_order = []
    for p in s.players:
        p.committed = p.passed = False


def _quest_chosen(s: TkState, e: ev.QuestChosen) -> None:
    s.quest = e.quest


def _card_bid(s: TkState, e: ev.CardBid) -> None:
    p = s.players[e.seat]
    p.hand.remove(e.card)
    p.bid.append(e.card)


def _taken_back(s: TkState, e: ev.CardTakenBack) -> None:
    p = s.players[e.seat]
    p.bid.remove(e.card)
    _to_hand(p, e.card)


def _committed(s: TkState, e: ev.BidCommitted) -> None:
    s.players[e.seat].committed = True
    s.bid_order.append(e.seat)


def _asked(s: TkState, e: ev.BidAsked) -> None:
    s.bidder = e.seat


def _passed(s: TkState, e: ev.BidPassed) -> None:
    p = s.players[e.seat]
    for c in e.returned:
        p.bid.remove(c)
        _to_hand(p, c)
    p.passed = True


def _revealed(s: TkState, e: ev.BidsRevealed) -> None:
    s.bidder = None


def _won(s: TkState, e: ev.BidWon) -> None:
    s.players[e.seat].won = True


def _returned(s: TkState, e: ev.BidReturned) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.bid.remove(c)
        _to_hand(p, c)
        p.known.add(c)


def _bid_discarded(s: TkState, e: ev.BidDiscarded) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.bid.remove(c)
        p.known.discard(c)
        s.discard.append(c)


def _prepared(s: TkState, e: ev.AdventurersPrepared) -> None:
    p = s.players[e.seat]
    for c in e.adventurers:
        p.tavern.remove(c)
        p.prepared.append(c)


def _quest_discarded(s: TkState, e: ev.QuestDiscarded) -> None:
    pile = s.quests[e.quest]
    for c in e.cards:
        pile.remove(c)
        s.discard.append(c)


def _rumors_moved(s: TkState, e: ev.RumorsMoved) -> None:
    for i, c in enumerate(e.cards):
        if c is not None:
            s.quests[i].append(c)
    s.rumors = [None] * QUEST_SPACES


def _rumors_dealt(s: TkState, e: ev.RumorsDealt) -> None:
    for i, c in enumerate(e.cards):
        if c is not None:
            s.deck.remove(c)
            s.rumors[i] = c


def _reshuffled(s: TkState, e: ev.DeckReshuffled) -> None:
    s.deck = list(e.order) + s.deck
    s.discard = []


def _sabotage_asked(s: TkState, e: ev.SabotageAsked) -> None:
    s.phase = SABOTAGE
    s.opener = s.bidder = s.quest = None
    s.lone = False
    s.bid_order = []
    s.saboteur = e.seat
    s.sabotage_passes = e.passes


def _sabotaged(s: TkState, e: ev.Sabotaged) -> None:
    me, owner = s.players[e.seat], s.players[e.owner]
    for c in e.cards:
        me.hand.remove(c)
        me.known.discard(c)
        s.discard.append(c)
    owner.prepared.remove(e.target)
    bisect.insort(owner.tavern, e.target)
    s.sabotage_passes = 0


def _sabotage_done(s: TkState, e: ev.SabotageDone) -> None:
    s.sabotage_passes += 1


def _sent(s: TkState, e: ev.AdventurersSent) -> None:
    p = s.players[e.seat]
    s.saboteur = None
    s.opener = s.bidder = s.quest = None
    for c in e.adventurers:
        p.prepared.remove(c)
        _to_hand(p, c)
        p.known.add(c)


def _drawn(s: TkState, e: ev.CardDrawn) -> None:
    s.deck.remove(e.card)
    _to_hand(s.players[e.seat], e.card)


def _giver_passed(s: TkState, e: ev.QuestGiverPassed) -> None:
    s.quest_giver = e.seat


def _ended(s: TkState, e: ev.GameEnded) -> None:
    s.phase = GAME_OVER
    s.opener = s.bidder = s.quest = s.saboteur = None
    s.winners = list(e.winners)
    n = len(e.winners)
    s.result = {
        "winners": list(e.winners),
        "ranking": list(e.ranking),
        "scores": dict(e.scores),
        "details": {k: dict(v) for k, v in e.details.items()},
        "reason": f"{n} empty tavern{'s' if n != 1 else ''}",
    }


_HANDLERS: dict[type[Event], Callable[[TkState, Any], None]] = {
    ev.GameSetUp: _set_up,
    ev.PositionLoaded: _position,
    ev.RoundStarted: _round_started,
    ev.BidOpened: _bid_opened,
    ev.QuestChosen: _quest_chosen,
    ev.CardBid: _card_bid,
    ev.CardTakenBack: _taken_back,
    ev.BidCommitted: _committed,
    ev.BidAsked: _asked,
    ev.BidPassed: _passed,
    ev.BidsRevealed: _revealed,
    ev.BidWon: _won,
    ev.BidReturned: _returned,
    ev.BidDiscarded: _bid_discarded,
    ev.AdventurersPrepared: _prepared,
    ev.QuestDiscarded: _quest_discarded,
    ev.RumorsMoved: _rumors_moved,
    ev.RumorsDealt: _rumors_dealt,
    ev.DeckReshuffled: _reshuffled,
    ev.SabotageAsked: _sabotage_asked,
    ev.Sabotaged: _sabotaged,
    ev.SabotageDone: _sabotage_done,
    ev.AdventurersSent: _sent,
    ev.CardDrawn: _drawn,
    ev.QuestGiverPassed: _giver_passed,
    ev.GameEnded: _ended,
}


def evolve(state: TkState, event: Event) -> None:
    """Fold ``event`` into ``state`` in place (and forget cached derived values)."""
    state.memo.clear()
    _HANDLERS[type(event)](state, event)
