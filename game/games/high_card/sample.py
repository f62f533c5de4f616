"""High Card tables built from what one seat knows, for the search bots and the suites.

``sample_state(view, seat, rng)`` reads the view alone: the viewer's hand, every played
card and the turned prizes stay; every other card is dealt at random to the other hands
(at their sizes) and the stock (at its size); the prizes left are the ones not turned,
in a random order; the others' unrevealed choices are drawn from their sampled hands.
So ``view(sample_state(v, seat, rng), seat) == v`` (tests/test_conformance.py checks it
for every game). ``determinize`` does the same from the true state.
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
    """The true ``state`` with what ``seat`` cannot see dealt again (its view unchanged)."""
    return sample_state(rules, rules.view(state, seat), seat, rng)
