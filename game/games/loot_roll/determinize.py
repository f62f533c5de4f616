"""Dealing the hidden parts of a Loot Roll table again, consistently with one seat's view.

Hidden from a seat: the other hands (except the cards it saw there: ``known``), every deck
order (except the monster it scouted, while it is still on top), the other seats' Fight or
Flight cards before they are turned over, and what the others know (their peeks and
scouts). The ability deck and the unknown part of the other hands are pooled and dealt
again at the hands' public sizes; each deck is shuffled; the others' unrevealed choices
are chosen again at random (Fight for a seat that may only fight).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.games.loot_roll.model import LrState

if TYPE_CHECKING:
    from game.games.loot_roll.rules import LootRollRules

LOOT_PILES = ("common", "rare", "epic")


def determinize(rules: LootRollRules, state: LrState, seat: int, rng: random.Random) -> LrState:
    """A copy of ``state`` with everything ``seat`` cannot see dealt again at random."""
    s = state.clone()
    others = [i for i in range(s.n_seats) if i != seat]
    pool = list(s.decks["ability"])
    kept: dict[int, list[int]] = {}
    for i in others:
        p = s.players[i]
        known = set(p.known.get(seat, ()))
        kept[i] = [c for c in p.hand if c in known]
        pool += [c for c in p.hand if c not in known]
    rng.shuffle(pool)
    for i in others:
        p = s.players[i]
        p.hand = sorted(kept[i] + [pool.pop() for _ in range(len(p.hand) - len(kept[i]))])
        mine = p.known.get(seat)
        p.known = {seat: mine} if mine else {}
    s.decks["ability"] = pool
    for pile in LOOT_PILES:
        rng.shuffle(s.decks[pile])
    current = s.monster_pile()
    own = s.scouted.get(seat)
    for pile in [k for k in sorted(s.decks) if k.startswith("monsters")]:
        deck = s.decks[pile]
        if pile == current and own is not None and deck and deck[-1] == own:
            rest = deck[:-1]
            rng.shuffle(rest)
            s.decks[pile] = [*rest, own]
        else:
            rng.shuffle(deck)
    deck = s.decks[current]
    for w in [w for w in s.scouted if w != seat]:
        s.scouted[w] = deck[-1]  # they know whatever is on top in this world
    sec = s.secret
    if sec is not None and not sec.revealed and not sec.closed:
        for w in [w for w in sec.chosen if w != seat]:
            sec.chosen[w] = "fight" if rules.forced(s, w) else rng.choice(("fight", "flight"))
    return s
