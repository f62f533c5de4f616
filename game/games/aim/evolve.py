"""Folding AIM events into the state (one fold per event type, registered in ``fold``; the
kit's RulesBase folds the shared PositionLoaded and GameEnded and empties the memo before
every event). No rule is checked here: ``decide`` already did."""

from __future__ import annotations

from game.core.base import Folds
from game.games.aim import events as ev
from game.games.aim.model import (
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    TIERS,
    WORST_DAY,
    AimState,
    PlayerState,
)

fold = Folds[AimState]()


@fold(ev.GameSetUp)
def _set_up(s: AimState, e: ev.GameSetUp) -> None:
    s.copies, s.dice_total = e.copies, e.dice_total
    s.players = [PlayerState(deck=list(d)) for d in e.decks]
    s.premium_deck, s.premium_row = list(e.premium_deck), list(e.premium_row)
    s.common_deck, s.common_card = list(e.common_deck), e.common_card
    s.loot = {t: list(e.loot.get(t, [])) for t in TIERS}
    s.pesky, s.box = list(e.pesky), list(e.box)
    s.phase = SETUP_EQUIP


@fold(ev.DiscardShuffled)
def _shuffled(s: AimState, e: ev.DiscardShuffled) -> None:
    p = s.players[e.seat]
    p.deck = list(e.order) + p.deck
    p.discard = []


@fold(ev.CardsDrawn)
def _drawn(s: AimState, e: ev.CardsDrawn) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.deck.remove(c)
        p.hand.append(c)


@fold(ev.CardPlaced)
def _placed(s: AimState, e: ev.CardPlaced) -> None:
    p = s.players[e.seat]
    p.hand.remove(e.card)
    p.mat[e.card] = e.spot
    if e.locks:
        p.locked.add(e.card)


@fold(ev.DrawUsed)
def _draw_used(s: AimState, e: ev.DrawUsed) -> None:
    s.players[e.seat].locked.add(e.card)


@fold(ev.CardUnplaced)
def _unplaced(s: AimState, e: ev.CardUnplaced) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    p.hand.append(e.card)


@fold(ev.GoldDropped)
def _gold_dropped(s: AimState, e: ev.GoldDropped) -> None:
    s.players[e.seat].gold -= e.amount


@fold(ev.EquipFinished)
def _equip_finished(s: AimState, e: ev.EquipFinished) -> None:
    p = s.players[e.seat]
    p.locked.clear()
    if s.phase == SETUP_EQUIP:
        p.equip_done = True
    else:
        s.phase = ATTACK


@fold(ev.HandDiscarded)
def _hand_discarded(s: AimState, e: ev.HandDiscarded) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        p.hand.remove(c)
        p.discard.append(c)


@fold(ev.TurnOrderRolled)
def _turn_order(s: AimState, e: ev.TurnOrderRolled) -> None:
    s.turn_order = list(e.order)


@fold(ev.TurnStarted)
def _turn_started(s: AimState, e: ev.TurnStarted) -> None:
    s.active, s.turn, s.round = e.seat, e.turn, e.round
    s.phase = MARKET_TRASH
    s.trashed_this_turn = s.bought_premium = s.bought_common = False
    s.trash_gold = 0
    s.defender = None
    s.players[e.seat].attacked_this_turn = False


@fold(ev.CardTrashed)
def _trashed(s: AimState, e: ev.CardTrashed) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    s.trash.append(e.card)
    s.trashed_this_turn = True
    s.trash_gold = e.gold


@fold(ev.Sold)
def _sold(s: AimState, e: ev.Sold) -> None:
    s.players[e.seat].gold = e.gold
    s.trash_gold = 0


@fold(ev.PlayAreaCleared)
def _cleared(s: AimState, e: ev.PlayAreaCleared) -> None:
    p = s.players[e.seat]
    for c in e.cards:
        del p.mat[c]
        p.discard.append(c)
    s.phase = MARKET_BUY


@fold(ev.Bought)
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


@fold(ev.MarketEnded)
def _market_ended(s: AimState, e: ev.MarketEnded) -> None:
    s.phase = EQUIP


@fold(ev.AttackRolled)
def _attack_rolled(s: AimState, e: ev.AttackRolled) -> None:
    s.players[e.attacker].attacked_this_turn = True


@fold(ev.GoldTaken)
def _gold_taken(s: AimState, e: ev.GoldTaken) -> None:
    s.players[e.defender].gold = e.protected
    s.players[e.attacker].gold += e.taken + e.bonus - e.dropped


@fold(ev.GoodsDiscardAsked)
def _discard_asked(s: AimState, e: ev.GoodsDiscardAsked) -> None:
    s.phase = DEFENDER_DISCARD
    s.defender = e.defender


@fold(ev.GoodsDiscarded)
def _goods_discarded(s: AimState, e: ev.GoodsDiscarded) -> None:
    p = s.players[e.seat]
    del p.mat[e.card]
    p.discard.append(e.card)
    if s.phase == DEFENDER_DISCARD:
        s.phase = ATTACK
        s.defender = None


@fold(ev.PeskyTaken)
def _pesky(s: AimState, e: ev.PeskyTaken) -> None:
    s.pesky.remove(e.card)
    s.players[e.seat].discard.append(e.card)


@fold(ev.AttackSkipped)
def _skipped(s: AimState, e: ev.AttackSkipped) -> None:
    pass


@fold(ev.MarketsCycled)
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


@fold(ev.EndTriggered)
def _end(s: AimState, e: ev.EndTriggered) -> None:
    if s.end_reason is None:
        s.end_reason = e.reason


@fold(ev.WorstDayAsked)
def _worst_day(s: AimState, e: ev.WorstDayAsked) -> None:
    s.phase = WORST_DAY
    s.tied = list(e.tied)


@fold(ev.GameEnded)
def _ended(s: AimState, e: ev.GameEnded) -> None:
    """After the kit's own fold (the result, the phase): no tie is left to settle."""
    s.tied = []
