"""A whole Loot Roll table built from one seat's view alone, for the search bots.

``sample_state(rules, view, seat, rng)`` never sees the true state. Everything the view
shows stays where it is (bags, banks, slots, discard piles, the vendor, the fight, the
roll, the window, pending decisions, the viewer's hand and the cards it saw in other
hands); every unseen card is dealt at random: the other hands get unseen ability cards up
to their public sizes, the rest is the ability deck; each loot and monster deck holds the
cards of its pile seen nowhere else, shuffled (the viewer's scouted monster stays on top);
the others' face-down choices are chosen at random. ``view(sample_state(v), seat) == v``
(tests/loot_roll/test_views.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.priority import ResponseWindow
from game.core.simultaneous import SecretChoices
from game.core.view import result_from_view
from game.games.loot_roll.model import (
    FightState,
    LrState,
    Modifier,
    Pending,
    PlayerState,
    RollState,
)
from game.games.loot_roll.view import LrView, ModifierView

if TYPE_CHECKING:
    from game.games.loot_roll.rules import LootRollRules


def _mods(mods: list[ModifierView]) -> list[Modifier]:
    return [
        Modifier(card=m.card, by=m.by, target=m.target, amount=m.amount, live=m.live) for m in mods
    ]


def sample_state(rules: LootRollRules, view: BaseModel, seat: int, rng: random.Random) -> LrState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled."""
    if not isinstance(view, LrView):
        raise TypeError("sample_state needs a Loot Roll seat view")
    if view.viewer != seat:
        raise ValueError(f"sample_state needs seat {seat}'s own view (got {view.viewer}).")
    t = rules.t
    s = LrState(n_seats=view.n_seats)
    s.torch, s.scaled, s.first, s.active = view.torch, view.scaled, view.first, view.active
    s.dungeon, s.opener, s.turns = view.dungeon, view.opener, view.turns
    s.regular_wins, s.boss_down = view.regular_wins, view.boss_down
    s.phase, s.round = view.phase, view.round
    s.result = result_from_view(view.ctx.result)
    seen: set[int] = set()
    for pv in view.players:
        seen.update(pv.hand or ())
        seen.update(pv.known)
        seen.update(pv.bag)
        seen.update(pv.bank)
        seen.update(pv.slots.values())
    for pile in view.discards.values():
        seen.update(pile)
    seen.update(c for c in view.vendor if c is not None)
    if view.placing is not None:
        seen.add(view.placing)
    if view.fight is not None:
        seen.add(view.fight.monster)
    if view.roll is not None:
        seen.update(view.roll.queue)
        if view.roll.card is not None:
            seen.add(view.roll.card)
    unseen = {k: [c for c in ids if c not in seen] for k, ids in t.by_pile.items()}
    for cards in unseen.values():
        rng.shuffle(cards)
    abilities = unseen["ability"]
    for pv in view.players:
        p = PlayerState(bag=list(pv.bag), bank=list(pv.bank), slots=dict(pv.slots))
        if pv.hand is not None:
            p.hand = list(pv.hand)
            p.known = {k: list(v) for k, v in pv.seen_by.items()}
        else:
            extra = pv.hand_count - len(pv.known)
            p.hand = sorted([*pv.known, *(abilities.pop() for _ in range(extra))])
            if pv.known:
                p.known = {seat: list(pv.known)}
        s.players.append(p)
    s.decks = unseen
    current = f"monsters-{view.dungeon}"
    if view.scouted is not None:
        deck = s.decks[current]
        deck.remove(view.scouted)
        deck.append(view.scouted)
        s.scouted[seat] = view.scouted
    s.discards = {k: list(v) for k, v in view.discards.items()}
    s.vendor = list(view.vendor)
    s.town_order = list(view.town_order)
    s.town_mode, s.buys, s.discount = view.town_mode, view.buys, view.discount
    s.extra_actions = view.extra_actions
    s.moved, s.exhausted = set(view.moved), set(view.exhausted)
    s.placing, s.cleared = view.placing, view.cleared
    f = view.fight
    if f is not None:
        s.fight = FightState(
            monster=f.monster,
            boss=f.boss,
            caller=f.caller,
            fighters=list(f.fighters),
            fled=list(f.fled),
            forbid=list(f.forbid),
            warded=list(f.warded),
            extra=dict(f.extra),
            mods=_mods(f.mods),
        )
    r = view.roll
    if r is not None:
        s.roll = RollState(
            party=list(r.party),
            queue=list(r.queue),
            card=r.card,
            rollers=list(r.rollers),
            dice=dict(r.dice),
            bonus=dict(r.bonus),
            mods=_mods(r.mods),
        )
    w = view.window
    if w is not None:
        s.window = ResponseWindow(
            topic=w.topic, order=list(w.order), holder=w.holder, passes=w.passes
        )
    s.pending = [
        Pending(kind=p.kind, seat=p.seat, count=p.count, reason=p.reason) for p in view.pending
    ]
    deck = s.decks[current]
    for pd in s.pending:
        if pd.kind == "scout" and pd.seat != seat and deck:
            s.scouted[pd.seat] = deck[-1]
    ch = view.choices
    if ch is not None:
        chosen: dict[int, object] = {}
        if ch.choices is not None:
            chosen = dict(ch.choices)
        else:
            for w_seat in ch.has_chosen:
                if w_seat == seat:
                    chosen[w_seat] = ch.mine
                else:
                    forced = rules.forced(s, w_seat)
                    chosen[w_seat] = "fight" if forced else rng.choice(("fight", "flight"))
        s.secret = SecretChoices(
            topic=ch.topic,
            seats=list(ch.seats),
            waiting=list(ch.waiting),
            chosen=chosen,
            revealed=ch.revealed,
            closed=ch.closed,
        )
    return s
