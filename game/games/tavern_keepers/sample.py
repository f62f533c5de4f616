"""A whole Tavern Keepers table built from one seat's view alone, for the search bots.

``sample_state(rules, view, seat, rng)`` never sees the true state. Every card the view shows
(the viewer's hand and bid pile, the taverns, quests, rumours, discard pile, box and the
other players' ``known`` cards) stays where it is; every other card is *unseen* and is
dealt at random: each other player gets as many as its hand and bid pile hold beyond its
known cards (then hand and bid are split again at their public sizes), and the rest,
shuffled, is the deck. ``view(sample_state(v, seat, rng), seat) == v`` for every view of
a real game (tests/tavern_keepers/test_views.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.view import own_view, turn_fields
from game.games.tavern_keepers.model import PlayerState, TkState
from game.games.tavern_keepers.view import PLAYER_SHOWN, SHOWN, TkView

if TYPE_CHECKING:
    from game.games.tavern_keepers.rules import TavernKeepersRules


def _seen(view: TkView) -> set[int]:
    seen: set[int] = set()
    for pv in view.players:
        seen.update(pv.hand or ())
        seen.update(pv.bid or ())
        seen.update(pv.known)
        seen.update(pv.tavern)
        seen.update(pv.prepared)
    for pile in view.quests:
        seen.update(pile)
    seen.update(c for c in view.rumors if c is not None)
    seen.update(view.discard)
    seen.update(view.box)
    return seen


def sample_state(
    rules: TavernKeepersRules, view: BaseModel, seat: int, rng: random.Random
) -> TkState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled."""
    view = own_view(view, seat, TkView, "a Tavern Keepers")
    book = rules.book
    seen = _seen(view)
    unseen = [c for c in range(len(book.faces)) if c not in seen]
    rng.shuffle(unseen)
    s = TkState(n_seats=len(view.players), **SHOWN(view), **turn_fields(view))
    for pv in view.players:
        p = PlayerState(**PLAYER_SHOWN(pv), known=set(pv.known))
        if pv.hand is not None and pv.bid is not None:
            p.hand, p.bid = list(pv.hand), list(pv.bid)
        else:
            extra = max(0, pv.hand_count + pv.bid_count - len(pv.known))
            held = sorted(pv.known) + [unseen.pop() for _ in range(min(extra, len(unseen)))]
            rng.shuffle(held)
            p.bid = held[: pv.bid_count]
            p.hand = sorted(held[pv.bid_count :])
        s.players.append(p)
    s.deck = unseen
    if s.result is not None:
        s.winners = list(s.result.winners)
    return s
