"""Dealing the hidden parts of a Tavern Keepers table again, consistently with a view.

Hidden from a seat: the deck order and the other players' hands and face-down bid piles,
except their ``known`` cards (seen going into that hand). The cards nobody showed (the
deck, and the unknown part of each other player's hand and bid) are pooled and dealt
again: each other player keeps its known cards and gets fresh unknown ones, and its
hand and bid are split again at their public sizes; the rest is the deck, shuffled.
"""

from __future__ import annotations

import random

from game.games.tavern_keepers.model import TkState


def determinize(state: TkState, seat: int, rng: random.Random) -> TkState:
    """A copy of ``state`` with everything ``seat`` cannot see dealt again at random."""
    s = state.clone()
    pool = list(s.deck)
    others = [i for i in range(s.n_seats) if i != seat]
    for i in others:
        p = s.players[i]
        pool.extend(c for c in p.hand + p.bid if c not in p.known)
    rng.shuffle(pool)
    for i in others:
        p = s.players[i]
        n_hand, n_bid = len(p.hand), len(p.bid)
        unknown = n_hand + n_bid - len(p.known)
        held = sorted(p.known) + [pool.pop() for _ in range(unknown)]
        rng.shuffle(held)
        p.bid = held[:n_bid]
        p.hand = sorted(held[n_bid:])
    s.deck = pool
    return s
