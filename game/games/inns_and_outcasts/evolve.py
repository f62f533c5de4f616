"""How each Inns & Outcasts event changes the state (folds; no rule is checked here)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.auction import AuctionOpened, AuctionWon
from game.core.base import Folds
from game.core.simultaneous import SecretChoiceOpened, SecretChoicesClosed
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.model import (
    AUCTION,
    FRAME,
    PLACE,
    QUICK_AUCTION,
    RESOLVE,
    TOPIC_BIDS,
    TOPIC_CARDS,
    TOPIC_COPIES,
    TOPIC_HANDS,
    Asked,
    Frame,
    IoState,
    PlayerState,
    Token,
)

fold = Folds[IoState]()


def frames(data: Sequence[ev.FrameData]) -> list[Frame]:
    """The stack an event carries, as state records."""
    return [Frame(**FRAME(f)) for f in data]


@fold(ev.GameSetUp)
def _set_up(s: IoState, e: ev.GameSetUp) -> None:
    s.n_seats = e.n_seats
    s.own_card_in_range = e.own_card_in_range
    s.round_length = e.round_length
    s.target = e.target
    s.quick_auction = e.quick_auction
    s.pick_copies = e.pick_copies
    s.players = [PlayerState() for _ in range(e.n_seats)]


@fold(ev.HeadDrawn)
def _head(s: IoState, e: ev.HeadDrawn) -> None:
    s.head = s.first_head = e.seat


@fold(SecretChoiceOpened)
def _choosing(s: IoState, e: SecretChoiceOpened) -> None:
    s.phase = {
        TOPIC_HANDS: "hands",
        TOPIC_COPIES: "hands",
        TOPIC_CARDS: PLACE,
        TOPIC_BIDS: QUICK_AUCTION,
    }[e.topic]


@fold(SecretChoicesClosed)
def _closed(s: IoState, e: SecretChoicesClosed) -> None:
    part = s.secret
    assert part is not None
    if e.topic == TOPIC_HANDS:
        for seat, inns in part.chosen.items():
            s.players[seat].inns = str(inns)
    elif e.topic == TOPIC_CARDS:
        for seat, card in part.chosen.items():
            s.players[seat].current = int(card)
        s.phase = RESOLVE


@fold(ev.HandsDealt)
def _dealt(s: IoState, e: ev.HandsDealt) -> None:
    for seat, hand in e.hands.items():
        s.players[seat].hand = list(hand)


@fold(ev.CopiesTaken)
def _copies(s: IoState, e: ev.CopiesTaken) -> None:
    for seat, card in e.cards.items():
        s.players[seat].hand.append(card)


@fold(ev.TurnStarted)
def _turn(s: IoState, e: ev.TurnStarted) -> None:
    s.turn, s.round, s.turn_in_round, s.head = e.turn, e.round, e.turn_in_round, e.head
    s.call = 0


@fold(ev.InitiativeCalled)
def _called(s: IoState, e: ev.InitiativeCalled) -> None:
    s.call = e.initiative
    s.phase = RESOLVE
    for seat, card in e.cards.items():
        p = s.players[seat]
        p.face_up = True
        if card not in p.seen:
            p.seen.append(card)
            p.seen.sort()
    s.queue = [seat for seat in s.clockwise(s.head) if seat in e.cards]


@fold(ev.CardResolving)
def _resolving(s: IoState, e: ev.CardResolving) -> None:
    s.queue.remove(e.seat)
    s.resolving = e.seat
    s.pending_loot = e.starting_loot


@fold(ev.TokenTriggered)
def _triggered(s: IoState, e: ev.TokenTriggered) -> None:
    for t in s.tokens:
        if t.seat == e.seat and t.owner == e.owner:
            t.live = False


@fold(ev.StartingLootTaken)
def _starting(s: IoState, e: ev.StartingLootTaken) -> None:
    s.players[e.seat].table += e.amount
    s.pending_loot = 0


@fold(ev.ChoiceAsked)
def _asked(s: IoState, e: ev.ChoiceAsked) -> None:
    s.asked = Asked(
        seat=e.seat,
        kind=e.choice,
        source=e.source,
        path=e.path,
        options=[list(o) for o in e.options],
        optional=e.optional,
    )
    s.stack = frames(e.stack)
    s.phase = RESOLVE


@fold(ev.ChoiceSkipped, ev.PlayerChosen, ev.TributePaid, ev.TributeRefused, ev.OptionPicked)
def _answered(s: IoState, e: object) -> None:
    s.asked = None
    if isinstance(e, ev.TributePaid):
        s.players[e.seat].table -= e.amount
        s.players[e.to].table += e.amount


@fold(ev.CardBlocked)
def _blocked(s: IoState, e: ev.CardBlocked) -> None:
    s.asked = None
    s.players[e.seat].blocked = True


@fold(ev.CardUnblocked)
def _unblocked(s: IoState, e: ev.CardUnblocked) -> None:
    s.players[e.seat].blocked = False


@fold(ev.TargetPlaced)
def _target(s: IoState, e: ev.TargetPlaced) -> None:
    s.asked = None
    s.tokens.append(Token(owner=e.owner, seat=e.seat, path=e.path, named=e.named))


@fold(ev.TokenReturned)
def _returned(s: IoState, e: ev.TokenReturned) -> None:
    s.asked = None
    s.tokens = [t for t in s.tokens if not (t.seat == e.seat and t.owner == e.owner)]


@fold(ev.LootGained)
def _gained(s: IoState, e: ev.LootGained) -> None:
    s.players[e.seat].table += e.amount


@fold(ev.LootTaken)
def _taken(s: IoState, e: ev.LootTaken) -> None:
    s.players[e.src].table -= e.amount
    s.players[e.dst].table += e.amount


@fold(ev.LootSkimmed)
def _skimmed(s: IoState, e: ev.LootSkimmed) -> None:
    s.pending_loot -= e.amount
    s.players[e.owner].table += e.amount


@fold(ev.LootReturned)
def _loot_returned(s: IoState, e: ev.LootReturned) -> None:
    s.asked = None
    s.players[e.seat].table -= e.amount


@fold(ev.TraitChanged)
def _trait(s: IoState, e: ev.TraitChanged) -> None:
    s.players[e.seat].traits[e.trait] = e.value


@fold(ev.AuctionCalled)
def _auction_called(s: IoState, e: ev.AuctionCalled) -> None:
    s.stack = frames(e.stack)
    s.auction_seat, s.auction_path = e.seat, e.path


@fold(AuctionOpened)
def _auction_opened(s: IoState, e: AuctionOpened) -> None:
    s.phase = AUCTION


@fold(AuctionWon)
def _auction_won(s: IoState, e: AuctionWon) -> None:
    s.phase = RESOLVE


@fold(ev.BidPaid)
def _bid_paid(s: IoState, e: ev.BidPaid) -> None:
    s.players[e.seat].table -= e.amount
    s.winning_bids[e.source] = s.winning_bids.get(e.source, 0) + e.amount
    s.phase = RESOLVE


@fold(ev.CardResolved)
def _resolved(s: IoState, e: ev.CardResolved) -> None:
    s.players[e.seat].resolved = True
    s.resolving = None
    s.stack = []


@fold(ev.LootAbilitiesPaid)
def _loot_abilities(s: IoState, e: ev.LootAbilitiesPaid) -> None:
    for seat, amount in e.amounts.items():
        s.players[seat].table += amount


@fold(ev.LootCollected)
def _collected(s: IoState, e: ev.LootCollected) -> None:
    for seat, amount in e.amounts.items():
        p = s.players[seat]
        p.table -= amount
        p.hoard += amount


@fold(ev.TieAtTop)
def _tie(s: IoState, e: ev.TieAtTop) -> None:
    return None


@fold(ev.TurnEnded)
def _turn_ended(s: IoState, e: ev.TurnEnded) -> None:
    s.tokens = []
    s.winning_bids = {}
    s.queue = []
    s.stack = []
    s.asked = None
    s.resolving = None
    s.pending_loot = 0
    for p in s.players:
        if p.current is not None:
            p.played.append(p.current)
        p.current = None
        p.face_up = p.resolved = p.blocked = False
        p.traits = {}


@fold(ev.RoundEnded)
def _round_ended(s: IoState, e: ev.RoundEnded) -> None:
    for p in s.players:
        p.played = []


@fold(ev.HeadPassed)
def _head_passed(s: IoState, e: ev.HeadPassed) -> None:
    s.head = e.seat
