"""The state of a Brick & Mortar match: plain records changed only by ``evolve``.

Ids: stores are book indices (``ContentBook.stores``, 0..70), market cards 0..83
(``ContentBook.market``). Seats are 0-based; ``turn_order`` lists seats first to last.
Decks keep their top card at the END of their list. A store's shelves hold crate counts
per item type, ``[0]`` the top shelf. Crates are unlimited: plain counts, never ids.

A month walks ``phase`` (the seven phases) and, inside a phase, ``step`` (see flow.py);
``queue`` lists the seats still to act in a sequential step (the first acts), ``slots``
the store each of them answers for in a modifier's step. Money is the only private
number; hands, the draft, the face-down demand cards and deck orders are hidden too (see
view.py).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from game.core.auction import OpenAuction
from game.core.simultaneous import SecretChoices
from game.core.state import GAME_OVER, GameState, Record, game_state, memo_field, record
from game.games.brick_and_mortar.modifiers import ITEM_ORDER

# phases (the month's seven, plus the draft before January)
DRAFT = "draft"
BUILDING = "building"
ADVERTISEMENT = "advertisement"
SUPPLY = "supply"
SALE = "sale"
INVENTORY = "inventory"
UTILITIES = "utilities"
INVESTMENT = "investment"
PHASES = (DRAFT, BUILDING, ADVERTISEMENT, SUPPLY, SALE, INVENTORY, UTILITIES, INVESTMENT, GAME_OVER)

# steps (inside a phase)
S_DRAFT = "draft"
S_PICK_START = "pick_start"
S_BUY = "buy"
S_AUCTION = "auction"
S_MANAGE = "manage"
S_PLAY = "play"
S_LATE_CARD = "late_card"
S_REDRAW = "redraw_after"
S_SUPPLY_BID = "supply_bid"
S_STOCK = "stock"
S_LEFTOVERS = "leftovers"
S_CRAFT = "craft"
S_SALE_DIAL = "sale_dial"
S_SELL = "sell"
S_CONVERT = "convert"
S_RESALE = "resale"
S_TRANSFER = "transfer"
S_PAWN = "pawn"
S_INVEST = "invest"
S_NONE = ""

ITEMS: tuple[str, ...] = ITEM_ORDER
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)

DEMAND = "demand"
"""A ``deliver`` destination: a free box on the Demand Cards."""
BORROWED = "borrowed"
"""A ``deliver`` destination: a jewelry box left free, filled with art (Art Purveyor)."""


@record
class OwnedStore(Record):
    """One store in a building slot (public). ``shelves``: item -> crates per shelf
    (``[0]`` the top); the month's counters feed the modifiers."""

    store: int
    shelves: dict[str, list[int]] = field(default_factory=dict)
    stocked: int = 0
    """Crates stocked into it from the market this Supply (Importers)."""
    sold: dict[str, int] = field(default_factory=dict)
    """Items sold from it this month, per type (Exporter, Distributors, Peddlers, Knockoffs)."""
    sold_bottom: dict[str, int] = field(default_factory=dict)
    """Of those, sold from its bottom shelf (Antique Store)."""
    used: dict[str, int] = field(default_factory=dict)
    """Its private demand boxes filled this Sale, per type (Fulfillment Centers, Surplus)."""

    def held(self, item: str) -> int:
        """Crates of ``item`` on its shelves."""
        shelves = self.shelves.get(item)
        return sum(shelves) if shelves else 0

    def total(self) -> int:
        """Crates of every type on its shelves."""
        return sum(sum(v) for v in self.shelves.values())


@record
class BmPlayer(Record):
    money: int = 0
    """PRIVATE: others see no amount."""
    points: int = 0
    """The point track (public)."""
    debt: int = 0
    """Debt tokens (public)."""
    market_hand: list[int] = field(default_factory=list)
    """PRIVATE, kept sorted."""
    store_hand: list[int] = field(default_factory=list)
    """PRIVATE, kept sorted."""
    draft_hand: list[int] = field(default_factory=list)
    """PRIVATE: the draft cards in front of this seat (sorted)."""
    building: list[OwnedStore] = field(default_factory=list)
    """Left to right, no gaps (at most four)."""
    bought: int | None = None
    """The store bought this month, not yet opened or returned to the box (public)."""
    done_buying: bool = False
    """Bought a store or passed this month."""
    redraw_used: bool = False
    """The third slot's redraw was used this month."""
    supply_debt: bool = False
    """Took debt to stock this month: only free crates from now on."""
    own_demand: list[int] = field(default_factory=list)
    """PRIVATE: the demand cards this seat played face down this month (sorted)."""
    saw_demand: bool = False
    """Looked at the whole demand pile this month (Advertisement Agency)."""
    types_sold: list[str] = field(default_factory=list)
    """Item types sold this month (board order)."""


@game_state
class BmState(GameState):
    """The table; ``phase``, ``round`` (= the month) and ``result`` come from GameState."""

    n_seats: int
    first_game: bool = False
    month: int = 1
    final_month: int = 10
    marker: int | None = 45
    """The investment marker's space; None once reached (taken off the track)."""
    last_month: bool = False
    step: str = S_NONE
    item: str | None = None
    """The type being stocked or sold."""
    turn_order: list[int] = field(default_factory=list)
    players: list[BmPlayer] = field(default_factory=list)
    market: dict[str, int] = field(default_factory=dict)
    """Crates on each loading dock (public)."""
    market_deck: list[int] = field(default_factory=list)
    market_discard: list[int] = field(default_factory=list)
    supply_pool: list[int] = field(default_factory=list)
    """Supply cards played this month, until Supply adds their crates (public)."""
    demand_pool: list[int] = field(default_factory=list)
    """Demand cards played this month: face down until Sale."""
    demand_open: bool = False
    """The demand cards are face up (from the Sale's reveal to its end)."""
    boxes: dict[str, int] = field(default_factory=dict)
    """Free boxes per type on the revealed Demand Cards."""
    store_deck: list[int] = field(default_factory=list)
    on_deck: int | None = None
    row: list[int] = field(default_factory=list)
    """The public stores, oldest first."""
    starting: list[int] = field(default_factory=list)
    """Starting stores still to pick in January (public)."""
    box: list[int] = field(default_factory=list)
    """Stores out of the game, face up: closed, returned, discarded from the row."""
    hidden_discard: list[int] = field(default_factory=list)
    """Stores out of the game that nobody saw: the draft's leftovers."""
    row_bought: bool = False
    draft_round: int = 0
    queue: list[int] = field(default_factory=list)
    slots: list[int] = field(default_factory=list)
    """In a modifier's step: the store slot of each seat in ``queue``."""
    competition: bool = False
    """The current type's stocking or sale was bid for."""
    dials: dict[int, list[int]] = field(default_factory=dict)
    """Revealed bids of the current type: seat -> [price] or [quantity, price]."""
    order: dict[int, int] = field(default_factory=dict)
    """The active stocker's crates so far: slot -> crates (placed in the open)."""
    to_deliver: int | None = None
    """Items the active seller still owes (its dial's quantity), None without a dial."""
    surplus: dict[int, int] = field(default_factory=dict)
    """Surplus of the current type set aside for a Resale Shop: seat -> crates."""
    opener: int | None = None
    """The seat whose buying turn it is (it may have started the auction under way)."""
    secret: SecretChoices | None = None
    auction: OpenAuction | None = None
    memo: dict[Any, Any] = memo_field()

    def active(self) -> int | None:
        """The seat acting in a sequential step (None when nobody or everybody acts)."""
        return self.queue[0] if self.queue else None

    def position(self, seat: int) -> int:
        """``seat``'s place in turn order (0 = first)."""
        return self.turn_order.index(seat)


PLAY_PHASES = frozenset(PHASES) - {GAME_OVER}
