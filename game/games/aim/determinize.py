"""Sampling the hidden parts of an AIM table consistently with one seat's view.

Hidden from a seat: the order of every deck (its own included), the other
players' hands (only their size shows), the Loot and Pesky piles below their top
cards, and the box. A determinization keeps every visible card where it is and
deals the hidden ones again: each other player's hand and deck are pooled and
split again (their size is public), and each deck or pile is reshuffled.
Bots search over such samples; tests use them to prove views leak nothing.
"""

from __future__ import annotations

import random

from game.games.aim.model import TIERS, AimState


def determinize(state: AimState, seat: int, rng: random.Random) -> AimState:
    """A copy of ``state`` with everything ``seat`` cannot see dealt again at random."""
    s = state.clone()
    for i, p in enumerate(s.players):
        if i == seat:
            rng.shuffle(p.deck)
            continue
        pool = p.hand + p.deck
        rng.shuffle(pool)
        p.hand, p.deck = sorted(pool[: len(p.hand)]), pool[len(p.hand) :]
    rng.shuffle(s.premium_deck)
    rng.shuffle(s.common_deck)
    for t in TIERS:
        pile = s.loot[t]
        if len(pile) > 1:
            below = pile[:-1]
            rng.shuffle(below)
            s.loot[t] = below + pile[-1:]
    if len(s.pesky) > 1:
        below = s.pesky[:-1]
        rng.shuffle(below)
        s.pesky = below + s.pesky[-1:]
    return s
