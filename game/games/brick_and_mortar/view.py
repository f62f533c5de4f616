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

from game.core.auction import AuctionView, auction_view
from game.core.model import Strict
from game.core.simultaneous import ChoicesView, choices_view
from game.core.state import copier
from game.core.view import GameView, assemble, seats_seen_by
from game.games.brick_and_mortar.model import MONTHS, BmPlayer, BmState, OwnedStore

if TYPE_CHECKING:
    from game.games.brick_and_mortar.rules import BrickAndMortarRules


class StoreView(Strict):
    """A store in a building slot: its shelves (item -> crates per shelf, top first) and
    the month's counters its modifiers read."""

    store: int
    name: str
    shelves: dict[str, list[int]]
    stocked: int
    sold: dict[str, int]
    sold_bottom: dict[str, int]
    used: dict[str, int]


class PlayerView(Strict):
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


SHOWN = copier(
    BmState,
    "n_seats",
    "first_game",
    "month",
    "final_month",
    "marker",
    "last_month",
    "step",
    "item",
    "turn_order",
    "market",
    "market_discard",
    "supply_pool",
    "demand_open",
    "boxes",
    "on_deck",
    "row",
    "starting",
    "box",
    "row_bought",
    "draft_round",
    "queue",
    "slots",
    "competition",
    "dials",
    "order",
    "to_deliver",
    "surplus",
)
"""The table's fields every seat sees as they are (the view of them and the sample back)."""
PLAYER_SHOWN = copier(
    BmPlayer,
    "points",
    "debt",
    "bought",
    "done_buying",
    "redraw_used",
    "supply_debt",
    "saw_demand",
    "types_sold",
)
"""A player's fields every seat sees as they are."""
STORE = copier(OwnedStore)
"""A store in a building: nothing in it is hidden."""


def make_view(rules: BrickAndMortarRules, state: BmState, seat: int | None) -> BmView:
    """The view of ``seat``: never another seat's money, hands, draft cards, demand cards
    or unrevealed choice, nor any deck order."""
    from game.games.brick_and_mortar.catalog import catalog

    cat = catalog()
    ctx = rules.context(state, seat)
    players = [
        assemble(
            PlayerView,
            PLAYER_SHOWN(
                p,
                seat=i,
                money=p.money if mine else None,
                market_hand=list(p.market_hand) if mine else None,
                market_count=len(p.market_hand),
                store_hand=list(p.store_hand) if mine else None,
                store_count=len(p.store_hand),
                draft_hand=list(p.draft_hand) if mine else None,
                draft_count=len(p.draft_hand),
                own_demand=list(p.own_demand) if mine else None,
                own_demand_count=len(p.own_demand),
                building=[
                    assemble(StoreView, STORE(st, name=cat.name(st.store))) for st in p.building
                ],
            ),
        )
        for i, p, mine in seats_seen_by(state.players, seat)
    ]
    sees_demand = (
        seat is None
        or state.demand_open
        or (0 <= seat < len(state.players) and state.players[seat].saw_demand)
    )
    return assemble(
        BmView,
        SHOWN(
            state,
            ctx=ctx,
            month_name=MONTHS[(state.month - 1) % 12],
            players=players,
            market_deck_count=len(state.market_deck),
            demand_count=len(state.demand_pool),
            demand=list(state.demand_pool) if sees_demand else None,
            store_deck_count=len(state.store_deck),
            hidden_discard_count=len(state.hidden_discard),
            choices=choices_view(state.secret, seat),
            auction=auction_view(state.auction),
        ),
    )
