"""A whole Loot Roll table built from one seat's view alone, for the search bots.

``sample_state(rules, view, seat, rng)`` never sees the true state. Everything the view
shows stays where it is (bags, banks, slots, discard piles, the vendor, the fight, the
roll, the window, pending decisions, the viewer's hand and the cards it saw in other
hands); every unseen card is dealt at random: the other hands get unseen ability cards up
to their public sizes, the rest is the ability deck; each loot and monster deck holds the
cards of its pile seen nowhere else, shuffled (the viewer's scouted monster stays on top);
the others' face-down Fight or Flight is what the greedy heuristic would choose from
their view of the sampled table (``_guess_like_greedy``). ``view(sample_state(v), seat) == v``
(tests/loot_roll/test_views.py).
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.priority import window_from_view
from game.core.simultaneous import choices_from_view, known_choices
from game.core.view import own_view, turn_fields
from game.games.loot_roll.calc import Tables
from game.games.loot_roll.fight_odds import FightOdds
from game.games.loot_roll.heuristics import LrHeuristic
from game.games.loot_roll.model import (
    FightState,
    LrState,
    Modifier,
    Pending,
    PlayerState,
    RollState,
)
from game.games.loot_roll.view import (
    FIGHT,
    MODIFIER,
    PENDING,
    PLAYER_SHOWN,
    ROLL,
    SHOWN,
    LrView,
    ModifierView,
)

if TYPE_CHECKING:
    from game.games.loot_roll.rules import LootRollRules


def _mods(mods: list[ModifierView]) -> list[Modifier]:
    return [Modifier(**MODIFIER(m)) for m in mods]


def sample_state(rules: LootRollRules, view: BaseModel, seat: int, rng: random.Random) -> LrState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled."""
    view = own_view(view, seat, LrView, "a Loot Roll")
    t = rules.t
    s = LrState(**SHOWN(view), **turn_fields(view))
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
    unseen = {k: [c for c in ids if c not in seen] for k, ids in t.piles(view.stacks).items()}
    for cards in unseen.values():
        rng.shuffle(cards)
    abilities = unseen["ability"]
    for pv in view.players:
        p = PlayerState(**PLAYER_SHOWN(pv))
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
    current = view.monster_pile()
    if view.scouted is not None:
        deck = s.decks[current]
        deck.remove(view.scouted)
        deck.append(view.scouted)
        s.scouted[seat] = view.scouted
    s.moved, s.exhausted = set(view.moved), set(view.exhausted)
    f = view.fight
    if f is not None:
        s.fight = FightState(**FIGHT(f), mods=_mods(f.mods))
    r = view.roll
    if r is not None:
        s.roll = RollState(**ROLL(r), mods=_mods(r.mods))
    s.window = window_from_view(view.window)
    s.pending = [Pending(**PENDING(p)) for p in view.pending]
    deck = s.decks[current]
    for pd in s.pending:
        if pd.kind == "scout" and pd.seat != seat and deck:
            s.scouted[pd.seat] = deck[-1]
    ch = view.choices
    if ch is not None:  # a hidden side is set once the table stands (_guess_like_greedy)
        s.secret = choices_from_view(ch, known_choices(ch, seat, lambda other: "fight"))
        if ch.choices is None:
            _guess_like_greedy(rules, s, seat)
    return s


@cache
def _odds(t: Tables) -> FightOdds:
    """The greedy heuristic's fight estimates for ``t``'s cards (one per card table)."""
    return LrHeuristic(t).odds


def _guess_like_greedy(rules: LootRollRules, s: LrState, seat: int) -> None:
    """Fight or Flight for every other seat that has chosen face down in ``s``: what the
    greedy heuristic would choose from that seat's view of this sampled table (its sampled
    hand included), instead of a coin toss: a seat's card follows the table's odds more often
    than not, and a coin toss is wrong half the time even where the choice is clear-cut.
    Measured (game/bots/TOURNAMENT.md): no harm at two seats, no gain shown at four. A seat
    that must fight keeps the Fight it was given."""
    part = s.secret
    assert part is not None
    odds = _odds(rules.t)
    for other in part.chosen:
        if other == seat or rules.forced(s, other):
            continue
        fights = odds.choose_fight(rules.view(s, other), other)
        part.chosen[other] = "fight" if fights else "flight"
