"""The month's flow: everything that happens between two decisions.

Each function here emits events into an Emitter until the next decision is due (a step
with a queue, a secret choice, an auction) or the game ends. The rules' handlers call
``finished(emit, chance)`` when a step's queue runs out, and it moves the month on:

Building (pick_start | buy -> auction -> manage, per seat) -> row update ->
Advertisement (play -> late_card -> draw back -> redraw_after) ->
Supply (per type: produce, supply_bid | stock, leftovers, craft, importer points;
then Private Catering) -> Sale (per type: sale_dial | sell, convert, resale, knockoff
bonuses, peddlers; then the demand is discarded, types-sold points, transfer) ->
Inventory (pawn, aging) -> Utilities (bills, Jewelry Collectors) -> Investment (invest)
-> the next month or the end.

Questions about a state (room, prices, orders, scores) live in reads.py. Section names in
docstrings are the rulebook's (rulebooks/brick-and-mortar.txt).
"""

from __future__ import annotations

from typing import Any

from game.core.auction import sealed_order
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.events import GameEnded
from game.core.simultaneous import open_choices
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    BUILDING,
    DRAFT,
    INVENTORY,
    INVESTMENT,
    ITEMS,
    S_BUY,
    S_CONVERT,
    S_CRAFT,
    S_DRAFT,
    S_INVEST,
    S_LATE_CARD,
    S_LEFTOVERS,
    S_MANAGE,
    S_PAWN,
    S_PICK_START,
    S_PLAY,
    S_REDRAW,
    S_RESALE,
    S_SALE_DIAL,
    S_SELL,
    S_STOCK,
    S_SUPPLY_BID,
    S_TRANSFER,
    SALE,
    SUPPLY,
    BmState,
    OwnedStore,
)
from game.games.brick_and_mortar.moves import close, draw, flip, score
from game.games.brick_and_mortar.reads import (
    CAT,
    Fits,
    can_deliver,
    final_scores,
    hand_size,
    held,
    pawn_items,
    player_room,
    resale_options,
    reverse_order,
    room,
    sale_cap,
    stores_where,
    transfer_moves,
)

E = Emitter[BmState]


# ------------------------------------------------------------------ reading the table


# ------------------------------------------------------------------ points


# ------------------------------------------------------------------ cards


# ------------------------------------------------------------------ draft and January
def begin_draft(emit: E) -> None:
    """Before the 1st Round: keep one of the cards in front of you, pass the rest."""
    emit(ev.StepBegan(phase=DRAFT, step=S_DRAFT))
    open_choices(emit, range(emit.state.n_seats), "draft")


def after_draft_pick(emit: E, chance: Chance) -> None:
    s = emit.state
    assert s.secret is not None
    picks = [int(s.secret.chosen[seat]) for seat in range(s.n_seats)]
    last = s.draft_round + 1 >= CAT.economy.draft_keep
    emit(ev.DraftPassed(picks=picks, last=last))
    if not last:
        begin_draft(emit)
        return
    emit(ev.StepBegan(phase=BUILDING, step=S_PICK_START, queue=list(s.turn_order)))


def store_step(emit: E, phase: str, step: str, fits: Fits, **more: Any) -> bool:
    """Begin ``step`` for the stores that ``fits`` (:func:`stores_where`; ``more``: the
    StepBegan's other fields); False, and nothing emitted, when none does."""
    queue, slots = stores_where(emit.state, fits)
    if not queue:
        return False
    emit(ev.StepBegan(phase=phase, step=step, queue=queue, slots=slots, **more))
    return True


# ------------------------------------------------------------------ building
def next_buyer(emit: E, chance: Chance, queue: list[int]) -> None:
    """The next seat's building turn: buying, or straight to managing for a seat that
    already bought (won someone else's auction); when all are done, the row moves on."""
    s = emit.state
    if not queue:
        update_row(emit)
        begin_advertisement(emit, chance)
        return
    seat = queue[0]
    step = S_MANAGE if s.players[seat].done_buying else S_BUY
    emit(ev.StepBegan(phase=BUILDING, step=step, queue=queue))


def begin_building(emit: E, chance: Chance) -> None:
    next_buyer(emit, chance, list(emit.state.turn_order))


def update_row(emit: E) -> None:
    """Update Store Cards: the oldest public store goes (the whole row when nobody bought
    one) and the on-deck store joins the row; a new store goes on deck."""
    s = emit.state
    if s.row_bought:
        emit(ev.RowAdvanced(discarded=s.row[0] if s.row else None))
    else:
        new: list[int] = [] if s.on_deck is None else [s.on_deck]
        want = CAT.economy.public_stores - len(new)
        new += [s.store_deck[-1 - k] for k in range(min(want, len(s.store_deck)))]
        emit(ev.RowReplaced(discarded=list(s.row), row=new))
    flip(emit)


# ------------------------------------------------------------------ advertisement
def begin_advertisement(emit: E, chance: Chance) -> None:
    """Advertisement Phase: everyone plays market cards at once, face up or down."""
    emit(ev.StepBegan(phase=ADVERTISEMENT, step=S_PLAY))
    open_choices(emit, range(emit.state.n_seats), "market")


def after_market_plays(emit: E, chance: Chance) -> None:
    """The played cards are pooled (demand stays face down); Advertisement Agency owners
    look at both piles and may add a card."""
    s = emit.state
    assert s.secret is not None
    supply: dict[int, list[int]] = {}
    demand: dict[int, list[int]] = {}
    for seat in range(s.n_seats):
        for card, face_up in s.secret.chosen.get(seat) or []:
            (supply if face_up else demand).setdefault(seat, []).append(int(card))
    emit(ev.MarketCardsPlayed(supply=supply, demand=demand))
    queue, slots = stores_where(
        s, lambda seat, k, st: CAT[st.store].late_card and bool(s.players[seat].market_hand)
    )
    if queue:
        for seat in sorted(set(queue)):
            emit(ev.DemandSeen(seat=seat))
        emit(ev.StepBegan(phase=ADVERTISEMENT, step=S_LATE_CARD, queue=queue, slots=slots))
        return
    draw_back(emit, chance)


def draw_back(emit: E, chance: Chance) -> None:
    """Everyone draws back to five (six with a Marketing Firm), then third-slot owners who
    have not redrawn may do so."""
    s = emit.state
    for seat in s.turn_order:
        want = hand_size(s, seat) - len(s.players[seat].market_hand)
        if want > 0:
            draw(emit, chance, seat, want)
    queue = [
        seat
        for seat in s.turn_order
        if len(s.players[seat].building) >= 3
        and not s.players[seat].redraw_used
        and s.players[seat].market_hand
    ]
    if queue:
        emit(ev.StepBegan(phase=ADVERTISEMENT, step=S_REDRAW, queue=queue))
        return
    begin_supply(emit, chance)


# ------------------------------------------------------------------ supply
def begin_supply(emit: E, chance: Chance) -> None:
    """Supply the Market: the supply cards' crates go onto the docks."""
    s = emit.state
    emit(ev.SupplyAdded(crates=CAT.crates(s.supply_pool)))
    supply_type(emit, chance, 0)


def supply_type(emit: E, chance: Chance, k: int) -> None:
    """Stock Your Stores, type by type from ``ITEMS[k]``: produce first, then stock at the
    minimum price or bid when there is competition."""
    s = emit.state
    while k < len(ITEMS):
        item = ITEMS[k]
        for seat in s.turn_order:
            for slot, st in enumerate(s.players[seat].building):
                p = CAT[st.store].produce_before
                if p is not None and p.item == item:
                    n = min(p.amount, room(st, item))
                    if n > 0:
                        emit(ev.Produced(seat=seat, slot=slot, item=item, count=n))
        rooms = {seat: player_room(s, seat, item) for seat in s.turn_order}
        takers = [seat for seat in s.turn_order if rooms[seat] > 0]
        if s.market[item] > 0 and takers:
            if economy.supply_competition(s.market[item], rooms.values()):
                emit(ev.StepBegan(phase=SUPPLY, step=S_SUPPLY_BID, item=item))
                open_choices(emit, takers, f"supply:{item}")
            else:
                emit(ev.StepBegan(phase=SUPPLY, step=S_STOCK, item=item, queue=takers))
            return
        if after_supply_type(emit, chance, item, S_STOCK):
            return
        k += 1
    after_supply(emit, chance)


def after_supply_bids(emit: E, chance: Chance) -> None:
    """The dials are flipped: the highest price stocks first, ties in reverse turn order."""
    s = emit.state
    assert s.secret is not None and s.item is not None
    bids = {seat: int(v) for seat, v in s.secret.chosen.items()}
    queue = sealed_order(bids, reverse_order(s))
    dials = {seat: [bids[seat]] for seat in bids}
    emit(
        ev.StepBegan(
            phase=SUPPLY, step=S_STOCK, item=s.item, queue=queue, competition=True, dials=dials
        )
    )


def next_stocker(emit: E, chance: Chance) -> None:
    """The next stocker of this type (skipping those without room); when none is left or
    the dock is empty, the type's "after supply" modifiers act."""
    s = emit.state
    item = s.item
    assert item is not None
    rest = [seat for seat in s.queue[1:] if player_room(s, seat, item) > 0]
    if rest and s.market[item] > 0:
        emit(
            ev.StepBegan(
                phase=SUPPLY,
                step=S_STOCK,
                item=item,
                queue=rest,
                competition=s.competition,
                dials=s.dials,
            )
        )
        return
    if not after_supply_type(emit, chance, item, S_STOCK):
        supply_type(emit, chance, ITEMS.index(item) + 1)


def after_supply_type(emit: E, chance: Chance, item: str, done: str) -> bool:
    """After Supply of ``item``, the modifiers following step ``done``: free leftovers
    (Food Bank, Consignment Store), then crafts (Art Studio, Jewelry Crafter), then the
    Importers' points. True when a choice step began (the caller stops)."""
    s = emit.state

    def leftovers(seat: int, k: int, st: OwnedStore) -> bool:
        lf = CAT[st.store].leftovers
        return lf is not None and item in lf.items and room(st, item) > 0

    def crafts(seat: int, k: int, st: OwnedStore) -> bool:
        c = CAT[st.store].craft
        return c is not None and c.item == item

    if (
        done == S_STOCK
        and s.market[item] > 0
        and store_step(emit, SUPPLY, S_LEFTOVERS, leftovers, item=item)
    ):
        return True
    if done in (S_STOCK, S_LEFTOVERS) and store_step(emit, SUPPLY, S_CRAFT, crafts, item=item):
        return True
    for seat in s.turn_order:
        for st in s.players[seat].building:
            sp = CAT[st.store].stock_points
            if sp is not None and sp.item == item and st.stocked >= sp.count:
                score(emit, seat, sp.points, "importer", st.store)
    return False


def next_in_modifier_step(emit: E, chance: Chance) -> None:
    """The head of a modifier step's queue is done: the next one, or the step is over."""
    s = emit.state
    if len(s.queue) > 1:
        emit(ev.QueueAdvanced(seat=s.queue[0]))
        return
    finished(emit, chance)


def after_supply(emit: E, chance: Chance) -> None:
    """After Supply: Private Catering's free food into your stores with room (itself first,
    then left to right); then the Sale."""
    s = emit.state
    for seat in s.turn_order:
        b = s.players[seat].building
        for k, st in enumerate(b):
            p = CAT[st.store].produce_after
            if p is None:
                continue
            left = p.amount
            for slot in [k] + [j for j in range(len(b)) if j != k]:
                n = min(left, room(b[slot], p.item))
                if n > 0:
                    emit(ev.Produced(seat=seat, slot=slot, item=p.item, count=n))
                    left -= n
    begin_sale(emit, chance)


# ------------------------------------------------------------------ sale
def begin_sale(emit: E, chance: Chance) -> None:
    """Determine Demand: the demand cards are flipped."""
    s = emit.state
    emit(ev.DemandRevealed(cards=list(s.demand_pool), boxes=CAT.crates(s.demand_pool)))
    sale_type(emit, chance, 0)


def sale_type(emit: E, chance: Chance, k: int) -> None:
    """Sell Items, type by type from ``ITEMS[k]``: at the maximum price without
    competition, else sealed dials (quantity and price)."""
    s = emit.state
    while k < len(ITEMS):
        item = ITEMS[k]
        sellers = [seat for seat in s.turn_order if sale_cap(s, seat, item) > 0]
        if sellers:
            holdings = [held(s, seat, item) for seat in sellers]
            if economy.sale_competition(s.boxes[item], holdings):
                emit(ev.StepBegan(phase=SALE, step=S_SALE_DIAL, item=item))
                open_choices(emit, sellers, f"sale:{item}")
            else:
                emit(ev.StepBegan(phase=SALE, step=S_SELL, item=item, queue=sellers))
            return
        if after_sale_type(emit, chance, item, S_SELL):
            return
        k += 1
    end_sale(emit, chance)


def after_sale_dials(emit: E, chance: Chance) -> None:
    """The dials are flipped: the lowest price sells first, ties in reverse turn order;
    a dial of 0 items sells nothing."""
    s = emit.state
    assert s.secret is not None and s.item is not None
    dials = {seat: [int(v[0]), int(v[1])] for seat, v in s.secret.chosen.items()}
    order = sealed_order(dials, reverse_order(s), key=lambda d: d[1], lowest_first=True)
    queue = [seat for seat in order if dials[seat][0] > 0]
    if not queue:
        if not after_sale_type(emit, chance, s.item, S_SELL):
            sale_type(emit, chance, ITEMS.index(s.item) + 1)
        return
    emit(
        ev.StepBegan(
            phase=SALE, step=S_SELL, item=s.item, queue=queue, competition=True, dials=dials
        )
    )
    settle_seller(emit, chance)


def settle_seller(emit: E, chance: Chance) -> None:
    """Move on past sellers who are done: without a dial, those with nothing left to
    deliver; with one, those who have delivered or discarded their quantity."""
    s = emit.state
    while s.step == S_SELL and s.queue:
        seat = s.queue[0]
        done = (s.to_deliver is not None and s.to_deliver <= 0) or (
            s.to_deliver is None and not can_deliver(s, seat)
        )
        if not done:
            return
        next_seller(emit, chance)


def next_seller(emit: E, chance: Chance) -> None:
    s = emit.state
    if len(s.queue) > 1:
        emit(ev.QueueAdvanced(seat=s.queue[0]))
        return
    assert s.item is not None
    if not after_sale_type(emit, chance, s.item, S_SELL):
        sale_type(emit, chance, ITEMS.index(s.item) + 1)


def after_sale_type(emit: E, chance: Chance, item: str, done: str) -> bool:
    """After the sale of ``item``: Distributors' conversions, the Resale Shop's purchases,
    then (by themselves) the Knockoffs' bonuses, the surplus thrown away and the Peddlers
    closing. True when a choice step began."""
    s = emit.state
    sale = {"item": item, "competition": s.competition, "dials": s.dials}

    def converts(seat: int, k: int, st: OwnedStore) -> bool:
        c = CAT[st.store].convert
        return c is not None and c.item == item and st.sold.get(item, 0) >= c.needed

    def resells(seat: int, k: int, st: OwnedStore) -> bool:
        return item in CAT[st.store].buy_surplus and bool(resale_options(s, seat, k))

    if done == S_SELL and store_step(emit, SALE, S_CONVERT, converts, **sale):
        return True
    if (
        done in (S_SELL, S_CONVERT)
        and s.surplus
        and store_step(emit, SALE, S_RESALE, resells, **sale)
    ):
        return True
    if s.surplus:
        emit(ev.SurplusCleared())
    for seat in s.turn_order:
        rival = any(item in s.players[o].types_sold for o in range(s.n_seats) if o != seat)
        closing = []
        for k, st in enumerate(s.players[seat].building):
            f = CAT[st.store]
            sold = st.sold.get(item, 0)
            if rival and sold:
                bonus = sum(
                    e.amount
                    for e in f.sale_bonuses
                    if e.condition == "rival_sells" and item in e.items
                )
                if bonus:
                    emit(ev.BonusPaid(seat=seat, slot=k, item=item, money=bonus * sold))
            if f.close_after_sale == item and sold:
                closing.append(k)
        for k in reversed(closing):
            close(emit, seat, k, "peddler")
    return False


def end_sale(emit: E, chance: Chance) -> None:
    """The demand cards are discarded; After Sale: points for kinds of item sold (Farmers
    Market and kin), then the transfers into stores that draw items in."""
    s = emit.state
    emit(ev.SaleEnded())
    for seat in s.turn_order:
        p = s.players[seat]
        for st in p.building:
            t = CAT[st.store].types_sold
            if t is not None:
                score(emit, seat, t.points_by_types[len(p.types_sold)], "kinds sold", st.store)
    queue = [seat for seat in s.turn_order if transfer_moves(s, seat)]
    if queue:
        emit(ev.StepBegan(phase=SALE, step=S_TRANSFER, queue=queue))
        return
    begin_inventory(emit, chance)


# ------------------------------------------------------------------ inventory, utilities
def begin_inventory(emit: E, chance: Chance) -> None:
    """Inventory Phase: Pawn Shop owners (in turn order) may send items about to expire
    back to the docks; then every item moves down a shelf."""

    def pawns(seat: int, k: int, st: OwnedStore) -> bool:
        return bool(CAT[st.store].expire_to_market) and pawn_items(st) > 0

    if not store_step(emit, INVENTORY, S_PAWN, pawns):
        age(emit, chance)


def age(emit: E, chance: Chance) -> None:
    """Items move down a shelf (Cold Storage's stay); the bottom ones expire. Then the
    Utilities, the Jewelry Collectors, and the Investment."""
    s = emit.state
    expired: dict[int, int] = {}
    for seat in range(s.n_seats):
        n = sum(
            sum(v[-1] for v in st.shelves.values())
            for st in s.players[seat].building
            if not CAT[st.store].no_aging
        )
        if n:
            expired[seat] = n
    emit(ev.ItemsAged(expired=expired))
    utilities(emit, chance)


def utilities(emit: E, chance: Chance) -> None:
    """Utilities Phase: each pays its stores' and occupied slots' costs, taking debt when
    short; After Utilities: an empty Jewelry Collector closes."""
    s = emit.state
    for seat in s.turn_order:
        p = s.players[seat]
        bill = sum(CAT[st.store].utilities for st in p.building) + sum(
            CAT.slot_utilities[: len(p.building)]
        )
        if bill <= 0:
            continue
        debt, _ = economy.debt_tokens(bill - p.money, CAT.economy.debt_value)
        emit(ev.UtilitiesPaid(seat=seat, bill=bill, debt=debt))
    for seat in s.turn_order:
        b = s.players[seat].building
        for k in range(len(b) - 1, -1, -1):
            if CAT[b[k].store].close_if_empty and b[k].total() == 0:
                close(emit, seat, k, "collector")
    emit(ev.StepBegan(phase=INVESTMENT, step=S_INVEST, queue=list(s.turn_order)))


# ------------------------------------------------------------------ month end
def month_end(emit: E, chance: Chance) -> None:
    """Month End: the game ends after the month in which the marker was reached or after
    the final month; otherwise a new month begins."""
    s = emit.state
    if s.last_month or s.month >= s.final_month:
        emit(game_ended(s))
        return
    emit(ev.MonthBegan(month=s.month + 1))
    begin_building(emit, chance)


def game_ended(s: BmState) -> GameEnded:
    """Track + store points - empty slots - debt; a tie goes to the player ahead in turn
    order (no shared wins)."""
    parts = final_scores(s)
    scores = {seat: parts[seat]["score"] for seat in parts}
    ranking = sorted(scores, key=lambda seat: (-scores[seat], parts[seat]["turn"]))
    tied = sum(1 for seat in scores if scores[seat] == scores[ranking[0]]) > 1
    reason = "the investment marker was reached" if s.marker is None else "the final month ended"
    return GameEnded(
        winners=[ranking[0]],
        ranking=ranking,
        scores=scores,
        details=parts,
        tiebreak="turn order" if tied else None,
        reason=reason,
    )


# ------------------------------------------------------------------ a step is over
def finished(emit: E, chance: Chance) -> None:
    """The step whose queue just ran out is over: the month moves on from there."""
    s = emit.state
    step = s.step
    if step == S_PICK_START:
        if s.starting:
            emit(ev.StartingStoresBoxed(stores=list(s.starting)))
        begin_advertisement(emit, chance)
    elif step == S_LATE_CARD:
        draw_back(emit, chance)
    elif step == S_REDRAW:
        begin_supply(emit, chance)
    elif step in (S_LEFTOVERS, S_CRAFT):
        assert s.item is not None
        if not after_supply_type(emit, chance, s.item, step):
            supply_type(emit, chance, ITEMS.index(s.item) + 1)
    elif step in (S_CONVERT, S_RESALE):
        assert s.item is not None
        if not after_sale_type(emit, chance, s.item, step):
            sale_type(emit, chance, ITEMS.index(s.item) + 1)
    elif step == S_TRANSFER:
        begin_inventory(emit, chance)
    elif step == S_PAWN:
        age(emit, chance)
    elif step == S_INVEST:
        month_end(emit, chance)
    else:  # pragma: no cover - every sequential step is listed above
        raise AssertionError(f"no way on from step {step!r}")
