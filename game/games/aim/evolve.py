"""Folding AIM events into the state. No rule is checked here: ``decide`` already did."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.model import Event
from game.games.aim import events as ev
from game.games.aim.model import (
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    GAME_OVER,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    TIERS,
    WORST_DAY,
    AimState,
    PlayerState,
)


def _set_up(s: AimState, e: ev.GameSetUp) -> None:
    s.copies, s.dice_total = e.copies, e.dice_total
    s.players = [PlayerState(deck=list(d)) for d in e.decks]
    s.premium_deck, s.premium_row = list(e.premium_deck), list(e.premium_row)
    s.common_deck, s.common_card = list(e.common_deck), e.common_card
    s.loot = {t: list(e.loot.get(t, [])) for t in TIERS}
    s.pesky, s.box = list(e.pesky), list(e.box)
    s.phase = SETUP_EQUIP


def _position(s: AimState, e: ev.PositionLoaded) -> None:
    from game.games.aim.position import state_from_canonical

    loaded = state_from_canonical(e.state)
    for name in AimState.__slots__:
        setattr(s, name, getattr(loaded, name))


def _shuffled(s: AimState, e: ev.DiscardShuffled) -> None:
    p = s.players[e.seat]
    p.deck = list(e.order) + p.deck
    p.discard = []


def _drawn(s: AimState, e: ev.CardsDrawn) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.deck.remove(c)
        p.hand.append(c)


def _placed(s: AimState, e: ev.CardPlaced) -> None:
    p = s.players[e.seat]
    p.hand.remove(e.card)
    p.mat[e.card] = e.spot
    if e.locks:
        p.locked.add(e.card)


def _draw_used(s: AimState, e: ev.DrawUsed) -> None:
    s.players[e.seat].locked.add(e.card)


def _unplaced(s: AimState, e: ev.CardUnplaced) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    p.hand.append(e.card)


def _gold_dropped(s: AimState, e: ev.GoldDropped) -> None:
    s.players[e.seat].gold -= e.amount


def _equip_finished(s: AimState, e: ev.EquipFinished) -> None:
    p = s.players[e.seat]
    p.locked.clear()
    if s.phase == SETUP_EQUIP:
        p.equip_done = True
    else:
        s.phase = ATTACK


def _hand_discarded(s: AimState, e: ev.HandDiscarded) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.hand.remove(c)
        p.discard.append(c)


def _turn_order(s: AimState, e: ev.TurnOrderRolled) -> None:
    s.turn_order = list(e.order)


def _turn_started(s: AimState, e: ev.TurnStarted) -> None:
    s.active, s.turn, s.round = e.seat, e.turn, e.round
    s.phase = MARKET_TRASH
    s.trashed_this_turn = s.bought_premium = s.bought_common = False
    s.trash_gold = 0
    s.defender = None
    s.players[e.seat].attacked_this_turn = False


def _trashed(s: AimState, e: ev.CardTrashed) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    s.trash.append(e.card)
    s.trashed_this_turn = True
    s.trash_gold = e.gold


def _sold(s: AimState, e: ev.Sold) -> None:
    s.players[e.seat].gold = e.gold
    s.trash_gold = 0


def _cleared(s: AimState, e: ev.PlayAreaCleared) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        del p.mat[c]
        p.discard.append(c)
    s.phase = MARKET_BUY


def _bought(s: AimState, e: ev.Bought) -> None:
    p = s.players[e.seat]
    if e.source == "premium":
        s.premium_row[s.premium_row.index(e.card)] = None
        s.bought_premium = True
    elif e.source == "common":
        s.common_card = None
        s.rebate = 0
        s.bought_common = True
    else:
        s.loot[e.source].remove(e.card)
    p.discard.append(e.card)
    p.gold += e.rebate - e.price


def _market_ended(s: AimState, e: ev.MarketEnded) -> None:
    s.phase = EQUIP


def _attack_rolled(s: AimState, e: ev.AttackRolled) -> None:
    s.players[e.attacker].attacked_this_turn = True


def _gold_taken(s: AimState, e: ev.GoldTaken) -> None:
    s.players[e.defender].gold = e.protected
    s.players[e.attacker].gold += e.taken + e.bonus - e.dropped


def _discard_asked(s: AimState, e: ev.GoodsDiscardAsked) -> None:
    s.phase = DEFENDER_DISCARD
    s.defender = e.defender


def _goods_discarded(s: AimState, e: ev.GoodsDiscarded) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    p.discard.append(e.card)
    if s.phase == DEFENDER_DISCARD:
        s.phase = ATTACK
        s.defender = None


def _pesky(s: AimState, e: ev.PeskyTaken) -> None:
    s.pesky.remove(e.card)
    s.players[e.seat].discard.append(e.card)


def _skipped(s: AimState, e: ev.AttackSkipped) -> None:
    pass


def _cycled(s: AimState, e: ev.MarketsCycled) -> None:
    if e.premium_trashed is not None:
        s.trash.append(e.premium_trashed)
    for _ in range(e.premium_drawn):
        s.premium_deck.pop()
    s.premium_row = list(e.premium_row)
    if e.common_drawn:
        s.common_deck.pop()
    s.common_card = e.common_card
    s.rebate = e.rebate
    active = s.players[s.active]
    active.attacked_last_turn = active.attacked_this_turn


def _end(s: AimState, e: ev.EndTriggered) -> None:
    if s.end_reason is None:
        s.end_reason = e.reason


def _worst_day(s: AimState, e: ev.WorstDayAsked) -> None:
    s.phase = WORST_DAY
    s.tied = list(e.tied)


def _ended(s: AimState, e: ev.GameEnded) -> None:
    s.phase = GAME_OVER
    s.tied = []
    s.result = e.model_dump(mode="json")


_HANDLERS: dict[type[Event], Callable[[AimState, Any], None]] = {
    ev.GameSetUp: _set_up,
    ev.PositionLoaded: _position,
    ev.DiscardShuffled: _shuffled,
    ev.CardsDrawn: _drawn,
    ev.CardPlaced: _placed,
    ev.DrawUsed: _draw_used,
    ev.CardUnplaced: _unplaced,
    ev.GoldDropped: _gold_dropped,
    ev.EquipFinished: _equip_finished,
    ev.HandDiscarded: _hand_discarded,
    ev.TurnOrderRolled: _turn_order,
    ev.TurnStarted: _turn_started,
    ev.CardTrashed: _trashed,
    ev.Sold: _sold,
    ev.PlayAreaCleared: _cleared,
    ev.Bought: _bought,
    ev.MarketEnded: _market_ended,
    ev.AttackRolled: _attack_rolled,
    ev.GoldTaken: _gold_taken,
    ev.GoodsDiscardAsked: _discard_asked,
    ev.GoodsDiscarded: _goods_discarded,
    ev.PeskyTaken: _pesky,
    ev.AttackSkipped: _skipped,
    ev.MarketsCycled: _cycled,
    ev.EndTriggered: _end,
    ev.WorstDayAsked: _worst_day,
    ev.GameEnded: _ended,
}


def evolve(state: AimState, event: Event) -> None:
    """Fold ``event`` into ``state`` in place (and forget what was derived from the old state)."""
    state.memo.clear()
    _HANDLERS[type(event)](state, event)
