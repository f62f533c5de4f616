"""What one seat may know of a Brick & Mortar table (``seat=None``: everything).

Public: the calendar and end triggers, the step and whose turn it is, the point track,
debt, every building with its shelves, the docks, the public row and the on-deck store,
the box, the supply cards played, the number of demand cards (their faces once flipped),
revealed dials, the stocking order being placed, every hand's and deck's size, the market
discard pile. Private to a seat: its money, its market and store hands, its draft cards,
the demand cards it played (and the whole pile once an Advertisement Agency let it look),
its unrevealed secret choice. Hidden from all: deck orders and the draft's leftovers.
A seat number equal to the seat count is the public onlooker (nothing private).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from game.core.auction import AuctionView, auction_view
from game.core.simultaneous import ChoicesView, choices_view
from game.core.view import GameView
from game.games.brick_and_mortar.model import MONTHS, BmState

if TYPE_CHECKING:
    from game.games.brick_and_mortar.rules import BrickAndMortarRules


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class StoreView(_Frozen):
    """A store in a building slot: its shelves (item -> crates per shelf, top first) and
    the month's counters its modifiers read."""

    store: int
    name: str
    shelves: dict[str, list[int]]
    stocked: int
    sold: dict[str, int]
    sold_bottom: dict[str, int]
    used: dict[str, int]


class PlayerView(_Frozen):
    """One player as the viewer sees them; hidden parts are None (their sizes show)."""

    seat: int
    money: int | None
    points: int
    debt: int
    market_hand: list[int] | None
    market_count: int
    store_hand: list[int] | None
    store_count: int
    draft_hand: list[int] | None
    draft_count: int
    own_demand: list[int] | None
    own_demand_count: int
    building: list[StoreView]
    bought: int | None
    done_buying: bool
    redraw_used: bool
    supply_debt: bool
    saw_demand: bool
    types_sold: list[str]


class BmView(GameView):
    """The table as one seat sees it (``ctx``: the engine's turn context)."""

    n_seats: int
    first_game: bool
    month: int
    month_name: str
    final_month: int
    marker: int | None
    last_month: bool
    step: str
    item: str | None
    turn_order: list[int]
    players: list[PlayerView]
    market: dict[str, int]
    market_deck_count: int
    market_discard: list[int]
    supply_pool: list[int]
    demand_count: int
    demand: list[int] | None
    """The demand cards' faces: once flipped, or for a seat that looked (Agency)."""
    demand_open: bool
    boxes: dict[str, int]
    store_deck_count: int
    on_deck: int | None
    row: list[int]
    starting: list[int]
    box: list[int]
    hidden_discard_count: int
    row_bought: bool
    draft_round: int
    queue: list[int]
    slots: list[int]
    competition: bool
    dials: dict[int, list[int]]
    order: dict[int, int]
    to_deliver: int | None
    surplus: dict[int, int]
    choices: ChoicesView | None
    auction: AuctionView | None


def make_view(rules: BrickAndMortarRules, state: BmState, seat: int | None) -> BmView:
    """The view of ``seat``: never another seat's money, hands, draft cards, demand cards
    or unrevealed choice, nor any deck order."""
    from game.games.brick_and_mortar.catalog import catalog

    cat = catalog()
    ctx = rules.context(state, seat)
    players = []
    for i, p in enumerate(state.players):
        mine = seat is None or seat == i
        players.append(
            PlayerView(
                seat=i,
                money=p.money if mine else None,
                points=p.points,
                debt=p.debt,
                market_hand=list(p.market_hand) if mine else None,
                market_count=len(p.market_hand),
                store_hand=list(p.store_hand) if mine else None,
                store_count=len(p.store_hand),
                draft_hand=list(p.draft_hand) if mine else None,
                draft_count=len(p.draft_hand),
                own_demand=list(p.own_demand) if mine else None,
                own_demand_count=len(p.own_demand),
                building=[
                    StoreView(
                        store=st.store,
                        name=cat.name(st.store),
                        shelves={k: list(v) for k, v in st.shelves.items()},
                        stocked=st.stocked,
                        sold=dict(st.sold),
                        sold_bottom=dict(st.sold_bottom),
                        used=dict(st.used),
                    )
                    for st in p.building
                ],
                bought=p.bought,
                done_buying=p.done_buying,
                redraw_used=p.redraw_used,
                supply_debt=p.supply_debt,
                saw_demand=p.saw_demand,
                types_sold=list(p.types_sold),
            )
        )
    sees_demand = (
        seat is None
        or state.demand_open
        or (0 <= seat < len(state.players) and state.players[seat].saw_demand)
    )
    return BmView(
        ctx=ctx,
        n_seats=state.n_seats,
        first_game=state.first_game,
        month=state.month,
        month_name=MONTHS[(state.month - 1) % 12],
        final_month=state.final_month,
        marker=state.marker,
        last_month=state.last_month,
        step=state.step,
        item=state.item,
        turn_order=list(state.turn_order),
        players=players,
        market=dict(state.market),
        market_deck_count=len(state.market_deck),
        market_discard=list(state.market_discard),
        supply_pool=list(state.supply_pool),
        demand_count=len(state.demand_pool),
        demand=list(state.demand_pool) if sees_demand else None,
        demand_open=state.demand_open,
        boxes=dict(state.boxes),
        store_deck_count=len(state.store_deck),
        on_deck=state.on_deck,
        row=list(state.row),
        starting=list(state.starting),
        box=list(state.box),
        hidden_discard_count=len(state.hidden_discard),
        row_bought=state.row_bought,
        draft_round=state.draft_round,
        queue=list(state.queue),
        slots=list(state.slots),
        competition=state.competition,
        dials={k: list(v) for k, v in state.dials.items()},
        order=dict(state.order),
        to_deliver=state.to_deliver,
        surplus=dict(state.surplus),
        choices=choices_view(state.secret, seat),
        auction=auction_view(state.auction),
    )
