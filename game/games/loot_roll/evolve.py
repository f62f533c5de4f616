"""Folding Loot Roll events into the state. No rule is checked here: ``decide`` did.

One fold per event type (``fold``); the kit folds its window and secret-choice events into
``state.window`` / ``state.secret`` first and then calls the game's fold of the same event
when there is one (WindowOpened sets the phase, the reveal sets who fights).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from game.core.base import Folds
from game.core.priority import WindowOpened
from game.core.simultaneous import SecretChoiceOpened, SecretChoicesRevealed
from game.games.loot_roll import events as ev
from game.games.loot_roll.calc import tables
from game.games.loot_roll.model import (
    CHOOSE,
    CLEAR,
    DEFEAT,
    DICE,
    MONSTER,
    PLACE,
    REVEALED,
    ROLL,
    TOWN,
    TURN,
    FightState,
    LrState,
    Modifier,
    Pending,
    PlayerState,
    RollState,
    home_pile,
)

fold = Folds[LrState]()
T = tables()
PILE = T.pile


def _pile(s: LrState, card: int) -> str:
    """The pile ``card`` lives in at this table (the monster stacks may be one pile, D3)."""
    return home_pile(PILE[card], s.stacks)


def _discard(s: LrState, card: int) -> None:
    s.discards[_pile(s, card)].append(card)


def _take(deck: list[int], card: int) -> None:
    """Remove ``card`` from a deck (its top, normally)."""
    if deck and deck[-1] == card:
        deck.pop()
    else:
        deck.remove(card)


def _forget(p: PlayerState, card: int) -> None:
    """``card`` left ``p``'s hand: nobody knows it is there any more."""
    for viewer in [v for v, cards in p.known.items() if card in cards]:
        cards = p.known[viewer]
        cards.remove(card)
        if not cards:
            del p.known[viewer]


def _from_hand(p: PlayerState, card: int) -> None:
    p.hand.remove(card)
    _forget(p, card)


def _check_scouted(s: LrState) -> None:
    """A scout's knowledge lasts while the card it saw is still on top of the deck."""
    if not s.scouted:
        return
    deck = s.decks.get(s.monster_pile(), [])
    top = deck[-1] if deck else None
    for seat in [k for k, c in s.scouted.items() if c != top]:
        del s.scouted[seat]


def _to_bag(p: PlayerState, card: int) -> None:
    bisect.insort(p.bag, card)


# ------------------------------------------------------------------ set-up and turns
@fold(ev.GameSetUp)
def _set_up(s: LrState, e: ev.GameSetUp) -> None:
    s.n_seats = e.seats
    s.torch = e.torch
    s.scaled = e.scaled
    s.stacks = e.stacks
    s.players = [PlayerState() for _ in range(e.seats)]
    s.decks = {k: list(v) for k, v in e.piles.items()}
    s.discards = {k: [] for k in e.piles}
    s.phase = TURN


@fold(ev.AbilityDealt, ev.AbilityDrawn)
def _ability_in(s: LrState, e: ev.AbilityDealt | ev.AbilityDrawn) -> None:
    _take(s.decks["ability"], e.card)
    bisect.insort(s.players[e.seat].hand, e.card)


@fold(ev.FirstPlayerChosen)
def _first(s: LrState, e: ev.FirstPlayerChosen) -> None:
    s.first = s.active = e.seat


@fold(ev.DungeonEntered)
def _dungeon(s: LrState, e: ev.DungeonEntered) -> None:
    s.dungeon = e.dungeon
    s.opener = s.active = e.first
    s.turns = 0
    s.regular_wins = 0
    s.boss_down = False
    s.exhausted.clear()
    s.scouted.clear()
    s.fight = s.roll = None
    s.phase = TURN


def _fresh_step(s: LrState, seat: int) -> None:
    s.active = seat
    s.phase = TURN
    s.fight = s.roll = None
    s.placing = None
    s.cleared = 0
    s.moved.clear()


@fold(ev.TurnStarted)
def _turn(s: LrState, e: ev.TurnStarted) -> None:
    _fresh_step(s, e.seat)
    s.clock += 1
    s.turns = e.turn
    s.extra_actions = 0
    if e.seat == s.opener:
        s.round += 1


@fold(ev.ExtraActionTaken)
def _extra_taken(s: LrState, e: ev.ExtraActionTaken) -> None:
    _fresh_step(s, e.seat)
    s.clock += 1
    s.extra_actions -= 1


# ------------------------------------------------------------------ cards and effects
@fold(ev.CardPlayed)
def _played(s: LrState, e: ev.CardPlayed) -> None:
    p = s.players[e.seat]
    c = e.card
    if T.kind[c] == "ability":
        _from_hand(p, c)
        s.discards["ability"].append(c)
        return
    if T.reusable[c]:  # turned sideways where it is, until the next dungeon
        s.exhausted.add(c)
        if s.placing == c:
            s.placing = None
            _to_bag(p, c)
        return
    if s.placing == c:
        s.placing = None
    elif c in p.bag:
        p.bag.remove(c)
    else:
        for slot in [k for k, v in p.slots.items() if v == c]:
            del p.slots[slot]
    _discard(s, c)


@fold(ev.ModifierAdded)
def _mod(s: LrState, e: ev.ModifierAdded) -> None:
    m = Modifier(card=e.card, by=e.by, target=e.target, amount=e.amount)
    if e.scope == "fight":
        assert s.fight is not None
        s.fight.mods.append(m)
    else:
        assert s.roll is not None
        s.roll.mods.append(m)


@fold(ev.ModifierCancelled)
def _cancel(s: LrState, e: ev.ModifierCancelled) -> None:
    mods = s.fight.mods if e.scope == "fight" and s.fight is not None else None
    if e.scope == "roll" and s.roll is not None:
        mods = s.roll.mods
    assert mods is not None
    mods[e.index].live = False


def _wear(p: PlayerState, c: int, displaced: Sequence[int]) -> None:
    """``c`` goes into its slot (both hands for a two-handed item); ``displaced`` come off
    into the bag."""
    for old in displaced:
        for where in [k for k, v in p.slots.items() if v == old]:
            del p.slots[where]
        _to_bag(p, old)
    slot = T.slot[c]
    if slot == "two_hands":
        p.slots["main_hand"] = p.slots["off_hand"] = c
    else:
        assert slot is not None
        p.slots[slot] = c


@fold(ev.Equipped)
def _equipped(s: LrState, e: ev.Equipped) -> None:
    p = s.players[e.seat]
    c = e.card
    if s.placing == c:
        s.placing = None
    else:
        p.bag.remove(c)
    _wear(p, c, e.displaced)
    s.moved.add(c)
    s.moved.update(e.displaced)


@fold(ev.DieRerolled)
def _rerolled(s: LrState, e: ev.DieRerolled) -> None:
    assert s.roll is not None
    s.roll.dice[e.seat] = e.kept


@fold(ev.RollsSwapped)
def _swapped(s: LrState, e: ev.RollsSwapped) -> None:
    r = s.roll
    assert r is not None
    a, b = e.a, e.b
    r.dice[a], r.dice[b] = r.dice[b], r.dice[a]
    r.bonus[a], r.bonus[b] = r.bonus[b], r.bonus[a]
    for m in r.mods:
        if m.target == a:
            m.target = b
        elif m.target == b:
            m.target = a


@fold(ev.LootDrawn)
def _loot_drawn(s: LrState, e: ev.LootDrawn) -> None:
    _take(s.decks[_pile(s, e.card)], e.card)
    _to_bag(s.players[e.seat], e.card)


@fold(ev.MonsterScouted)
def _scouted(s: LrState, e: ev.MonsterScouted) -> None:
    s.scouted[e.seat] = e.card
    s.pending.append(Pending(kind="scout", seat=e.seat))


@fold(ev.ScoutDecided)
def _scout_decided(s: LrState, e: ev.ScoutDecided) -> None:
    s.pending.pop(0)
    if e.bottom:
        deck = s.decks[s.monster_pile()]
        deck.insert(0, deck.pop())
    _check_scouted(s)


@fold(ev.HandPeeked)
def _peeked(s: LrState, e: ev.HandPeeked) -> None:
    if e.cards:
        s.players[e.target].known[e.seat] = sorted(e.cards)
    else:
        s.players[e.target].known.pop(e.seat, None)


@fold(ev.AbilityStolen)
def _stolen(s: LrState, e: ev.AbilityStolen) -> None:
    victim, thief = s.players[e.victim], s.players[e.seat]
    _from_hand(victim, e.card)
    bisect.insort(thief.hand, e.card)
    seen = thief.known.setdefault(e.victim, [])
    bisect.insort(seen, e.card)


@fold(ev.LootStolen)
def _loot_stolen(s: LrState, e: ev.LootStolen) -> None:
    s.players[e.victim].bag.remove(e.card)
    _to_bag(s.players[e.seat], e.card)


@fold(ev.LootBanked)
def _banked(s: LrState, e: ev.LootBanked) -> None:
    p = s.players[e.seat]
    p.bag.remove(e.card)
    p.bank.append(e.card)
    if s.phase == TOWN:
        s.town_mode = "deposit"


@fold(ev.FlightForbidden)
def _forbidden(s: LrState, e: ev.FlightForbidden) -> None:
    assert s.fight is not None
    s.fight.forbid.append(e.seat)
    s.fight.forbid.sort()


@fold(ev.SideSwitched)
def _switched(s: LrState, e: ev.SideSwitched) -> None:
    f = s.fight
    assert f is not None
    if e.fighting:
        f.fled.remove(e.seat)
        bisect.insort(f.fighters, e.seat)
    else:
        f.fighters.remove(e.seat)
        bisect.insort(f.fled, e.seat)


@fold(ev.Warded)
def _warded(s: LrState, e: ev.Warded) -> None:
    assert s.fight is not None
    bisect.insort(s.fight.warded, e.seat)


@fold(ev.RewardRaised)
def _raised(s: LrState, e: ev.RewardRaised) -> None:
    assert s.fight is not None
    s.fight.extra[e.rarity] = s.fight.extra.get(e.rarity, 0) + e.count


@fold(ev.MonsterReplaced)
def _replaced(s: LrState, e: ev.MonsterReplaced) -> None:
    f = s.fight
    assert f is not None
    _take(s.decks[_pile(s, e.new)], e.new)
    _discard(s, e.old)
    f.monster = e.new
    _check_scouted(s)


@fold(ev.ExtraActionGained)
def _extra(s: LrState, e: ev.ExtraActionGained) -> None:
    s.extra_actions += 1


@fold(ev.DiscountSet)
def _discount(s: LrState, e: ev.DiscountSet) -> None:
    s.discount += e.amount


@fold(ev.DeckReshuffled)
def _reshuffled(s: LrState, e: ev.DeckReshuffled) -> None:
    s.decks[e.pile] = list(e.order) + s.decks[e.pile]
    s.discards[e.pile] = []
    if e.pile == s.monster_pile():
        _check_scouted(s)


# ------------------------------------------------------------------ main actions
@fold(ev.CommonDrawn)
def _explored(s: LrState, e: ev.CommonDrawn) -> None:
    _take(s.decks["common"], e.card)
    s.placing = e.card
    s.phase = PLACE
    s.moved.clear()


@fold(ev.LootKept)
def _kept(s: LrState, e: ev.LootKept) -> None:
    s.placing = None
    _to_bag(s.players[e.seat], e.card)


@fold(ev.ClearingStarted)
def _clearing(s: LrState, e: ev.ClearingStarted) -> None:
    s.phase = CLEAR
    s.cleared = 0


@fold(ev.LootDropped)
def _dropped(s: LrState, e: ev.LootDropped) -> None:
    s.players[e.seat].bag.remove(e.card)
    _discard(s, e.card)
    if e.reason == "clear":
        s.cleared += 1
    if e.settles:
        head = s.pending[0]
        head.count -= 1
        if head.count <= 0:
            s.pending.pop(0)


@fold(ev.DropOwed)
def _owed(s: LrState, e: ev.DropOwed) -> None:
    s.pending.append(Pending(kind="drop", seat=e.seat, count=e.count, reason=e.reason))


# ------------------------------------------------------------------ the fight
@fold(ev.MonsterDrawn)
def _monster(s: LrState, e: ev.MonsterDrawn) -> None:
    _take(s.decks[_pile(s, e.card)], e.card)
    s.fight = FightState(monster=e.card, boss=e.boss, caller=e.caller)
    s.phase = MONSTER
    _check_scouted(s)


@fold(WindowOpened)
def _window(s: LrState, e: WindowOpened) -> None:
    s.phase = e.topic
    s.moved.clear()


@fold(SecretChoiceOpened)
def _choosing(s: LrState, e: SecretChoiceOpened) -> None:
    s.phase = CHOOSE


@fold(SecretChoicesRevealed)
def _revealed(s: LrState, e: SecretChoicesRevealed) -> None:
    f = s.fight
    assert f is not None
    f.fighters = sorted(seat for seat, side in e.choices.items() if side == "fight")
    f.fled = sorted(seat for seat, side in e.choices.items() if side != "fight")
    s.phase = REVEALED


@fold(ev.MonsterShelved)
def _shelved(s: LrState, e: ev.MonsterShelved) -> None:
    s.decks[_pile(s, e.card)].insert(0, e.card)
    s.fight = None
    _check_scouted(s)


@fold(ev.FightWon)
def _won(s: LrState, e: ev.FightWon) -> None:
    f = s.fight
    assert f is not None
    s.roll = RollState(party=list(f.fighters))
    if f.boss:
        s.boss_down = True
    else:
        s.regular_wins += 1
    s.phase = ROLL


@fold(ev.RewardDrawn)
def _reward(s: LrState, e: ev.RewardDrawn) -> None:
    r = s.roll
    assert r is not None
    _take(s.decks[_pile(s, e.card)], e.card)
    key = T.roll_key(e.card)
    i = len(r.queue)
    while i and T.roll_key(r.queue[i - 1]) > key:
        i -= 1
    r.queue.insert(i, e.card)


@fold(ev.FightLost)
def _lost(s: LrState, e: ev.FightLost) -> None:
    s.phase = DEFEAT


@fold(ev.MonsterDiscarded)
def _monster_gone(s: LrState, e: ev.MonsterDiscarded) -> None:
    _discard(s, e.card)
    s.fight = None


# ------------------------------------------------------------------ rolls
@fold(ev.DiceRolled)
def _dice(s: LrState, e: ev.DiceRolled) -> None:
    r = s.roll
    assert r is not None
    if r.card != e.card:
        r.queue.remove(e.card)
        r.card = e.card
    r.rollers = sorted(e.faces)
    r.dice = dict(e.faces)
    r.bonus = dict(e.bonus)
    r.mods = []
    s.phase = DICE


def _roll_over(s: LrState, card: int) -> None:
    r = s.roll
    assert r is not None
    if r.card == card:
        r.card = None
    else:
        r.queue.remove(card)
    r.rollers, r.dice, r.bonus, r.mods = [], {}, {}, []
    s.phase = ROLL


@fold(ev.LootWon)
def _loot_won(s: LrState, e: ev.LootWon) -> None:
    _roll_over(s, e.card)
    _to_bag(s.players[e.seat], e.card)


@fold(ev.LootUnclaimed)
def _unclaimed(s: LrState, e: ev.LootUnclaimed) -> None:
    _roll_over(s, e.card)
    _discard(s, e.card)


# ------------------------------------------------------------------ dungeons and town
@fold(ev.DungeonCleared, ev.DungeonCollapsed)
def _left(s: LrState, e: ev.DungeonCleared | ev.DungeonCollapsed) -> None:
    s.fight = s.roll = None
    s.extra_actions = 0
    s.moved.clear()
    s.scouted.clear()


@fold(ev.TownOpened)
def _town(s: LrState, e: ev.TownOpened) -> None:
    s.phase = TOWN
    s.town_order = list(e.order)
    s.active = s.opener = e.order[0]
    s.vendor = [None] * 5
    s.town_mode, s.buys, s.discount = "", 0, 0


@fold(ev.VendorRefilled)
def _refilled(s: LrState, e: ev.VendorRefilled) -> None:
    if e.card is not None:
        _take(s.decks["ability"], e.card)
    s.vendor[e.offer] = e.card


@fold(ev.Bought)
def _bought(s: LrState, e: ev.Bought) -> None:
    p = s.players[e.seat]
    for c in e.pay:
        p.bag.remove(c)
        _discard(s, c)
    bisect.insort(p.hand, e.card)
    s.vendor[e.offer] = None
    s.town_mode = "buy"
    s.buys += 1


@fold(ev.TownTurnEnded)
def _town_turn(s: LrState, e: ev.TownTurnEnded) -> None:
    s.town_order.pop(0)
    s.clock += 1
    if s.town_order:
        s.active = s.town_order[0]
    s.town_mode, s.buys, s.discount = "", 0, 0


@fold(ev.TownClosed)
def _town_closed(s: LrState, e: ev.TownClosed) -> None:
    s.discards["ability"].extend(e.discarded)
    s.vendor = []


@fold(ev.FinalSwaps)
def _final(s: LrState, e: ev.FinalSwaps) -> None:
    p = s.players[e.seat]
    for on, *off in e.swaps:
        p.bag.remove(on)
        _wear(p, on, off)
