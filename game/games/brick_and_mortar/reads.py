"""Brick & Mortar: reading the table. Pure questions about a state (room on a store, what a
seat holds, where an item may go, prices and values, whose turn comes in what order, the
final scores) that the flow, the rules and the bots ask; nothing here emits events.

Section names in docstrings are the rulebook's (rulebooks/brick-and-mortar.txt).
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    BmState,
    OwnedStore,
)

CAT = catalog()
Fits = Callable[[int, int, OwnedStore], bool]
"""``(seat, slot, store) -> bool``: whether that store takes part in a modifier's step."""
N_SLOTS = len(CAT.slots)


def room(st: OwnedStore, item: str) -> int:
    """Free places for ``item`` in a store."""
    cap = CAT[st.store].capacity.get(item, 0)
    return cap - st.held(item) if cap else 0


def player_room(s: BmState, seat: int, item: str) -> int:
    return sum(room(st, item) for st in s.players[seat].building)


def held(s: BmState, seat: int, item: str) -> int:
    return sum(st.held(item) for st in s.players[seat].building)


def private_boxes(s: BmState, seat: int, item: str) -> int:
    """Boxes only ``seat`` may fill with ``item`` now: its Fulfillment Centers' free boxes,
    its Electronics Surplus' (crates on the dock, for that store's own items, at most what
    it holds) and, for art, the jewelry boxes left free (Art Purveyor)."""
    n = 0
    for st in s.players[seat].building:
        f = CAT[st.store]
        if f.demand_boxes:
            n += f.demand_boxes.get(item, 0) - st.used.get(item, 0)
        if f.market_boxes == item:
            n += min(s.market[item] - st.used.get(item, 0), st.held(item))
        if f.borrow is not None and f.borrow.item == item:
            n += s.boxes[f.borrow.from_item]
    return n


def borrows(s: BmState, seat: int, item: str) -> str | None:
    """The box type ``seat`` may borrow for ``item`` (Art Purveyor), else None."""
    for st in s.players[seat].building:
        b = CAT[st.store].borrow
        if b is not None and b.item == item:
            return b.from_item
    return None


def dests(s: BmState, seat: int, slot: int, item: str) -> list[str]:
    """Where an ``item`` from ``slot`` may go now, in the legal order: "demand",
    "borrowed", then own store slots with a free private box."""
    out: list[str] = []
    if s.boxes[item] > 0:
        out.append("demand")
    frm = borrows(s, seat, item)
    if frm is not None and s.boxes[frm] > 0:
        out.append("borrowed")
    for k, st in enumerate(s.players[seat].building):
        f = CAT[st.store]
        used = st.used.get(item, 0)
        if (
            f.demand_boxes.get(item, 0) > used
            or f.market_boxes == item
            and k == slot
            and s.market[item] > used
        ):
            out.append(str(k))
    return out


def can_deliver(s: BmState, seat: int) -> bool:
    """Whether ``seat`` holds an item of the current type with somewhere to put it."""
    item = s.item
    assert item is not None
    for k, st in enumerate(s.players[seat].building):
        if st.held(item) and dests(s, seat, k, item):
            return True
    return False


def sale_price(s: BmState, seat: int) -> int:
    """The dial price ``seat`` sells at now: its dial, or the maximum without competition."""
    assert s.item is not None
    if s.competition:
        return s.dials[seat][1]
    return CAT.max_price[s.item]


def stock_price(s: BmState, seat: int) -> int:
    assert s.item is not None
    if s.competition:
        return s.dials[seat][0]
    return CAT.min_price[s.item]


def item_value(store: int, item: str, price: int, bottom: bool) -> int:
    """Money for one ``item`` sold from ``store`` at dial ``price`` (conditional bonuses
    are paid when the type's sale ends; see economy.sale_value)."""
    f = CAT[store]
    pnm = f.points_not_money
    if pnm is not None and item in pnm.items:
        return 0
    bonus = 0
    for e in f.sale_bonuses:
        if item in e.items and e.condition == "always" and (e.shelf == "any" or bottom):
            bonus += e.amount
    return max(0, price + bonus)


def points_for_sales(store: int, item: str, sold: int, bottom: int) -> int:
    """Points earned by ``sold`` items (``bottom`` from the bottom shelf) of ``item`` sold
    from ``store`` this month (Exporter, Bakery, Antique Store, Freezer, Warehouse)."""
    f = CAT[store]
    pts = 0
    for e in f.sale_points:
        if item in e.items:
            pts += ((bottom if e.shelf == "bottom" else sold) // e.per) * e.points
    pnm = f.points_not_money
    if pnm is not None and item in pnm.items:
        pts += (sold // pnm.per) * pnm.points
    return pts


def store_cost(s: BmState, store: int) -> int:
    """What a store costs now (a Peddler's discount per crate of its type on the dock)."""
    f = CAT[store]
    d = f.cost_discount
    if d is None:
        return f.cost
    return max(0, f.cost - d.amount * s.market[d.item])


def hand_size(s: BmState, seat: int) -> int:
    return CAT.economy.market_hand + sum(
        CAT[st.store].hand_extra for st in s.players[seat].building
    )


def plays_due(s: BmState, seat: int) -> int:
    """Market cards ``seat`` must play: two, three with a store in the fourth slot."""
    n = CAT.economy.market_play + (1 if len(s.players[seat].building) >= N_SLOTS else 0)
    return min(n, len(s.players[seat].market_hand))


def reverse_order(s: BmState) -> list[int]:
    return s.turn_order[::-1]


def stores_where(s: BmState, fits: Fits) -> tuple[list[int], list[int]]:
    """(queue, slots) of every store that ``fits``, in turn order: its owner, once per such
    store, and the store's slot (who answers a modifier's step, and for which store)."""
    queue: list[int] = []
    slots: list[int] = []
    for seat in s.turn_order:
        for k, st in enumerate(s.players[seat].building):
            if fits(seat, k, st):
                queue.append(seat)
                slots.append(k)
    return queue, slots


def sale_cap(s: BmState, seat: int, item: str) -> int:
    """The most ``seat`` may dial to sell: the items it holds, at most the boxes on the
    Demand Cards plus its private boxes."""
    return min(held(s, seat, item), s.boxes[item] + private_boxes(s, seat, item))


def resale_options(s: BmState, seat: int, slot: int) -> list[int]:
    """Seats whose surplus ``seat``'s Resale Shop in ``slot`` may buy now (sorted)."""
    item = s.item
    assert item is not None
    if room(s.players[seat].building[slot], item) <= 0:
        return []
    return sorted(o for o, n in s.surplus.items() if n > 0 and o != seat)


def transfer_moves(s: BmState, seat: int) -> list[tuple[int, int, str]]:
    """(from slot, to slot, item) for every transfer ``seat`` may make now: into a store
    that draws the type in, from a store that does not (items never go back and forth)."""
    b = s.players[seat].building
    out = []
    for to, dst in enumerate(b):
        takes = CAT[dst.store].transfer_in
        if not takes:
            continue
        for item in takes:
            if room(dst, item) <= 0:
                continue
            for frm, src in enumerate(b):
                if frm != to and src.held(item) and item not in CAT[src.store].transfer_in:
                    out.append((frm, to, item))
    out.sort()
    return out


def pawn_items(st: OwnedStore) -> int:
    return sum(v[-1] for v in st.shelves.values())


def final_scores(s: BmState) -> dict[int, dict[str, int]]:
    """Each seat's score parts (Final Scoring)."""
    out = {}
    for seat, p in enumerate(s.players):
        stores = sum(CAT[st.store].points for st in p.building)
        empty = sum(CAT.slot_penalty[len(p.building) :])
        debt = p.debt * CAT.economy.debt_points
        out[seat] = {
            "score": p.points + stores - empty - debt,
            "track": p.points,
            "stores": stores,
            "empty_slots": empty,
            "debt": debt,
            "money": p.money,
            "turn": s.position(seat),
        }
    return out
