"""Dealing the hidden parts of a Brick & Mortar table again, consistently with a view.

Hidden from ``seat``: the other players' market hands, store hands and draft cards, the
face-down demand cards it did not play (unless an Advertisement Agency let it look: then
only who played which is hidden), both deck orders, the draft's leftovers, and the other
seats' unrevealed secret choices. Those cards are pooled by kind and dealt again at the
same sizes; secret choices are made again at random from the new hands. Money is hidden
too but is left as it is (a view never shows it, so any amount is consistent).
"""

from __future__ import annotations

import random

from game.games.brick_and_mortar import reads
from game.games.brick_and_mortar.model import S_DRAFT, S_PLAY, S_SALE_DIAL, S_SUPPLY_BID, BmState


def _split(pool: list[int], sizes: list[int]) -> list[list[int]]:
    out, k = [], 0
    for n in sizes:
        out.append(pool[k : k + n])
        k += n
    return out


def redeal(s: BmState, seat: int, rng: random.Random) -> None:
    """Deal every card ``seat`` cannot see again, in place (see the module docstring)."""
    others = [i for i in range(s.n_seats) if i != seat]
    # market cards: other hands, the unseen demand cards, the deck
    saw = s.players[seat].saw_demand or s.demand_open
    pool = list(s.market_deck)
    for i in others:
        pool.extend(s.players[i].market_hand)
        if not saw:
            pool.extend(s.players[i].own_demand)
    rng.shuffle(pool)
    hands = [len(s.players[i].market_hand) for i in others]
    demands = [0 if saw else len(s.players[i].own_demand) for i in others]
    dealt = _split(pool, hands + demands)
    for k, i in enumerate(others):
        s.players[i].market_hand = sorted(dealt[k])
    if saw:
        known = set(s.players[seat].own_demand)
        rest = [c for c in s.demand_pool if c not in known]
        rng.shuffle(rest)
        parts = _split(rest, [len(s.players[i].own_demand) for i in others])
        for k, i in enumerate(others):
            s.players[i].own_demand = sorted(parts[k])
    else:
        mine = list(s.players[seat].own_demand)
        new_demand = list(mine)
        for k, i in enumerate(others):
            cards = sorted(dealt[len(others) + k])
            s.players[i].own_demand = cards
            new_demand.extend(cards)
        s.demand_pool = sorted(new_demand)
    s.market_deck = pool[sum(hands) + sum(demands) :]
    # store cards: other hands and draft cards, the deck, the draft's leftovers
    spool = list(s.store_deck) + list(s.hidden_discard)
    for i in others:
        spool.extend(s.players[i].store_hand)
        spool.extend(s.players[i].draft_hand)
    rng.shuffle(spool)
    sizes = [len(s.players[i].store_hand) for i in others]
    sizes += [len(s.players[i].draft_hand) for i in others]
    sizes += [len(s.hidden_discard)]
    parts = _split(spool, sizes)
    for k, i in enumerate(others):
        s.players[i].store_hand = sorted(parts[k])
        s.players[i].draft_hand = sorted(parts[len(others) + k])
    s.hidden_discard = parts[2 * len(others)]
    s.store_deck = spool[sum(sizes) :]
    rechoose(s, seat, rng)


def rechoose(s: BmState, seat: int, rng: random.Random) -> None:
    """Other seats' unrevealed choices made again at random, legal for their new hands."""
    part = s.secret
    if part is None or part.revealed:
        return
    for other in list(part.chosen):
        if other == seat:
            continue
        p = s.players[other]
        if s.step == S_DRAFT and not part.closed:
            part.chosen[other] = rng.choice(p.draft_hand) if p.draft_hand else 0
        elif s.step == S_PLAY and not part.closed:
            cards = sorted(rng.sample(p.market_hand, reads.plays_due(s, other)))
            part.chosen[other] = [[c, rng.random() < 0.5] for c in cards]
        elif s.step == S_SUPPLY_BID and s.item is not None:
            cat = reads.CAT
            part.chosen[other] = rng.randint(cat.min_price[s.item], cat.max_price[s.item])
        elif s.step == S_SALE_DIAL and s.item is not None:
            cap = reads.sale_cap(s, other, s.item)
            top = reads.CAT.max_price[s.item]
            part.chosen[other] = [rng.randint(0, cap), rng.randint(0, top)]
        elif part.closed:
            part.chosen[other] = None


def determinize(state: BmState, seat: int, rng: random.Random) -> BmState:
    """A copy of ``state`` with everything ``seat`` cannot see dealt again at random."""
    s = state.clone()
    redeal(s, seat, rng)
    return s
