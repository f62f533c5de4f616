"""High Card tables built from what one seat knows, for the search bots and the suites.

``sample_state(view, seat, rng)`` reads the view alone: the viewer's hand, every played
card and the turned prizes stay; every other card is dealt at random to the other hands
(at their sizes) and the stock (at its size); the prizes left are the ones not turned,
in a random order; the others' unrevealed choices are drawn from their sampled hands.
So ``view(sample_state(v, seat, rng), seat) == v`` (tests/test_conformance.py checks it
for every game). ``determinize`` deals the same hidden parts again from the true state.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.simultaneous import choices_from_view, known_choices
from game.core.view import own_view, turn_fields
from game.games.high_card.model import DECK, PRIZES, HcState, Player
from game.games.high_card.view import HcView

if TYPE_CHECKING:
    from game.games.high_card.rules import HighCardRules


def sample_state(rules: HighCardRules, view: BaseModel, seat: int, rng: random.Random) -> HcState:
    """A whole table consistent with ``view`` (``seat``'s own view), hidden parts dealt
    at random."""
    v = own_view(view, seat, HcView, "a High Card")
    seen = {c for p in v.players for c in (p.hand or []) + p.played}
    unseen = [c for c in range(DECK) if c not in seen]
    rng.shuffle(unseen)
    players = []
    for p in v.players:
        if p.hand is not None:
            hand = list(p.hand)
        else:
            hand, unseen = unseen[: p.hand_count], unseen[p.hand_count :]
        players.append(Player(hand=sorted(hand), played=list(p.played), score=p.score))
    left = [x for x in PRIZES if x not in v.turned]
    rng.shuffle(left)
    s = HcState(
        n_seats=len(v.players),
        players=players,
        stock=unseen,
        prizes=left,
        turned=list(v.turned),
        pot=v.pot,
        **turn_fields(v),
    )
    if v.choices is not None:
        chosen = known_choices(v.choices, seat, lambda w: rng.choice(players[w].hand))
        s.secret = choices_from_view(v.choices, chosen)
    return s


def determinize(rules: HighCardRules, state: HcState, seat: int, rng: random.Random) -> HcState:
    """The true ``state`` with what ``seat`` cannot see dealt again: the other hands and the
    stock shuffled together and dealt back at their sizes, the prizes to come shuffled, the
    others' unrevealed choices chosen again from their new hands. Written from the rules,
    not from the view, so the suites' test that a view is the same however the hidden
    parts fall (tests/test_conformance.py) does not take the view's word for what is hidden."""
    s = state.clone()
    others = [p for i, p in enumerate(s.players) if i != seat]
    pool = [c for p in others for c in p.hand] + s.stock
    rng.shuffle(pool)
    for p in others:
        p.hand, pool = sorted(pool[: len(p.hand)]), pool[len(p.hand) :]
    s.stock = pool
    rng.shuffle(s.prizes)
    part = s.secret
    if part is not None and not part.revealed:
        for other in part.chosen:
            if other != seat:
                part.chosen[other] = rng.choice(s.players[other].hand)
    return s
