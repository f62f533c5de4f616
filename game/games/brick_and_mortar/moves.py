"""Brick & Mortar: the small moves the month's flow and the rules' handlers both make (score
points and move the marker, close a store, draw market cards, turn the row's next card
up). Each emits its events into the emitter it is given."""

from __future__ import annotations

from game.core.chance import Chance
from game.core.emitter import Emitter
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.model import (
    BmState,
)

E = Emitter[BmState]


def score(emit: E, seat: int, points: int, why: str, store: int | None = None) -> None:
    """``seat`` gains ``points`` (turn order moves); reaching the marker ends after this
    month (Investment Token)."""
    if points <= 0:
        return
    emit(ev.PointsScored(seat=seat, points=points, why=why, store=store))
    check_marker(emit, seat)


def check_marker(emit: E, seat: int) -> None:
    s = emit.state
    if s.marker is not None and s.players[seat].points >= s.marker:
        emit(ev.MarkerReached(seat=seat))


def close(emit: E, seat: int, slot: int, why: str) -> None:
    """Close ``seat``'s store in ``slot``: its items thrown out, the rest slide left."""
    st = emit.state.players[seat].building[slot]
    items = {k: sum(v) for k, v in st.shelves.items() if sum(v)}
    emit(ev.StoreClosed(seat=seat, slot=slot, store=st.store, items=items, why=why))


def draw(emit: E, chance: Chance, seat: int, n: int) -> None:
    """``seat`` draws ``n`` market cards; an empty deck takes in the shuffled discard pile
    (Advertisement Phase). Fewer when both are empty."""
    s = emit.state
    got: list[int] = []
    while n > 0:
        if not s.market_deck:
            if got:
                emit(ev.CardsDrawn(seat=seat, cards=got))
                got = []
            if not s.market_discard:
                break
            emit(ev.MarketReshuffled(order=chance.shuffled(sorted(s.market_discard))))
        take = min(n, len(s.market_deck))
        got.extend(s.market_deck[-1 - k] for k in range(take))
        n -= take
        if n > 0:
            emit(ev.CardsDrawn(seat=seat, cards=got))
            got = []
    if got:
        emit(ev.CardsDrawn(seat=seat, cards=got))


def flip(emit: E) -> None:
    """A new on-deck store from the store deck (none when it is empty)."""
    s = emit.state
    if s.on_deck is None and s.store_deck:
        emit(ev.StoreFlipped(store=s.store_deck[-1]))
