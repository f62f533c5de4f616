"""Brick & Mortar content: the pydantic schema of ``content.json`` and its book.

The file holds everything printed that the rules read: the five item types (colour, letter,
symbol, icon, minimum and maximum price), the four building slots (utilities, empty-slot
penalty, bonus), the economy (start, point prices, debt, end triggers by player count), the
71 stores (65 + 6 starting stores) with their shelves and modifiers (see ``modifiers.py``),
the 84 market cards, and the First Game preset hands. ``load_content`` raises ContentError
naming the file, the store (or card) and the field on bad data; the counts and every name
the rulebook gives are checked at load.

Ids: stores are named by their ``id`` (a slug); the book numbers them 0..70 in file order.
Market cards are designs with ``count`` copies; the book numbers the 84 physical cards
0..83 in file order (each design's copies in a row, the preset-marked copies first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from game.core.content import parse_content
from game.core.model import Strict
from game.games.brick_and_mortar.modifiers import ITEM_ORDER, Effect, ItemType, check_effect

Symbol = Literal["star", "diamond", "circle", "triangle"]
SYMBOLS: tuple[Symbol, ...] = ("star", "diamond", "circle", "triangle")
SlotBonus = Literal["redraw", "extra_card"]

N_STORES = 65
N_STARTING = 6
N_MARKET_CARDS = 84
N_SLOTS = 4
PRESET_MARKET_CARDS = 5
PLAYER_COUNTS = ("2", "3", "4")

STARTING_STORES: tuple[str, ...] = (
    "Andrew's Deli",
    "Kristen's Fashions",
    "Mio's Corner Store",
    "Newt's Clothing",
    "Herron's Market",
    "Kimberly's Market",
)
REFERENCE_STORES: tuple[str, ...] = (
    "Advertisement Agency",
    "Antique Store",
    "Art Liquidator",
    "Art Peddler",
    "Art Purveyor",
    "Art Studio",
    "Bakery",
    "Bank",
    "Bazaar",
    "Clothing Distributor",
    "Clothing Importer",
    "Consignment Store",
    "Designer Knockoffs",
    "Electronics Distributor",
    "Electronics Importer",
    "Electronics Liquidator",
    "Electronics Peddler",
    "Electronics Surplus",
    "Exporter",
    "Factory Thirds",
    "Farmers Market",
    "Flea Market",
    "Food Bank",
    "Food Distributor",
    "Freezer",
    "Fulfillment Center",
    "Fulfillment Center (Hybrid)",
    "Jewelry Collector",
    "Jewelry Crafter",
    "Jewelry Liquidator",
    "Jewelry Peddler",
    "Knockoff Electronics",
    "Large Canning Factory",
    "Large Loading Dock",
    "Large Textile Mill",
    "Pawn Shop",
    "Private Catering",
    "Resale Shop",
    "Small Canning Factory",
    "Small Loading Dock",
    "Small Textile Mill",
    "Thrift Store",
    "Warehouse",
)
EXAMPLE_STORES: tuple[str, ...] = (
    "Mall Gallery",
    "Clothing Exporter",
    "Designer Boutique",
    "Estate Seller",
    "Clothing Wholesaler",
    "Duty Free",
)
NAMED_STORES = REFERENCE_STORES + EXAMPLE_STORES

Slug = Annotated[str, Field(pattern=r"^[a-z0-9_]+$", max_length=40)]
IconName = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]
Money = Annotated[int, Field(ge=0, le=99)]


class ItemTypeDef(Strict):
    """One item type: its crate colour AND a letter, symbol and icon (colour is never the
    only cue), the crates in the box, and its prices on the board."""

    id: ItemType
    name: str = Field(min_length=1, max_length=20)
    abbr: str = Field(min_length=1, max_length=2)
    symbol: str = Field(min_length=1, max_length=20)
    icon: IconName
    rgb: str = Field(pattern=r"^#[0-9A-Fa-f]{6}$")
    crates: int = Field(ge=1, le=40)
    min_price: int = Field(ge=0, le=30)
    max_price: int = Field(ge=1, le=40)

    @model_validator(mode="after")
    def _prices(self) -> ItemTypeDef:
        if self.max_price <= self.min_price:
            raise ValueError("max_price: must be above min_price")
        return self


class HoldDef(Strict):
    """A sign over a store's shelves: how many items of one type it holds in all
    (``capacity``) and how many shelves they age down (``shelves``)."""

    item: ItemType
    capacity: int = Field(ge=1, le=8)
    shelves: int = Field(ge=1, le=3)


class StoreDef(Strict):
    """One store card (or starting store, blue back)."""

    id: Slug
    name: str = Field(min_length=1, max_length=40)
    starting: bool = False
    min_players: int = Field(2, ge=2, le=4)
    cost: Money
    utilities: int = Field(ge=0, le=5)
    points: int = Field(ge=0, le=6)
    holds: tuple[HoldDef, ...] = Field(max_length=5)
    effects: tuple[Effect, ...] = Field(max_length=4)
    icon: IconName
    text: str = Field(min_length=1, max_length=200)

    @field_validator("holds")
    @classmethod
    def _one_sign_per_type(cls, holds: tuple[HoldDef, ...]) -> tuple[HoldDef, ...]:
        items = [h.item for h in holds]
        if len(set(items)) != len(items):
            raise ValueError(f"one sign per item type, got {items}")
        if items != sorted(items, key=ITEM_ORDER.index):
            raise ValueError(f"list the signs in board order {list(ITEM_ORDER)}, got {items}")
        return holds

    @field_validator("effects")
    @classmethod
    def _effects_fit_the_store(
        cls, effects: tuple[Effect, ...], info: ValidationInfo
    ) -> tuple[Effect, ...]:
        holds = frozenset(h.item for h in info.data.get("holds", ()))
        for i, effect in enumerate(effects):
            problem = check_effect(effect, holds)
            if problem:
                raise ValueError(f"effects.{i} ({effect.kind}): {problem}")
        return effects

    @model_validator(mode="after")
    def _starting_rules(self) -> StoreDef:
        if self.starting and self.cost:
            raise ValueError("cost: a starting store is never bought, so its cost is 0")
        if not self.starting and self.min_players != 2:
            raise ValueError("min_players: only starting stores are marked for 3-4 players")
        if not self.holds and not self.effects:
            raise ValueError("holds: a store with no shelves needs a modifier")
        return self

    def capacity(self, item: str) -> int:
        """How many items of ``item`` it holds (0 if it has no sign for it)."""
        return next((h.capacity for h in self.holds if h.item == item), 0)

    def shelves(self, item: str) -> int:
        """How many shelves ``item`` ages down in it (0 if it has no sign for it)."""
        return next((h.shelves for h in self.holds if h.item == item), 0)


class SlotDef(Strict):
    """A space of the player board, left to right."""

    utilities: int = Field(ge=0, le=5)
    empty_penalty: int = Field(ge=0, le=9)
    bonus: SlotBonus | None = None


class MarketCardDef(Strict):
    """A market card design: the crates it shows (supply face up, demand face down), its
    copies, and the First Game symbols printed on some of them (one copy per symbol)."""

    id: Slug
    items: dict[ItemType, Annotated[int, Field(ge=1, le=5)]] = Field(min_length=1)
    count: int = Field(ge=1, le=6)
    preset: tuple[Symbol, ...] = ()

    @model_validator(mode="after")
    def _marks(self) -> MarketCardDef:
        if len(set(self.preset)) != len(self.preset):
            raise ValueError("preset: a symbol is printed on one copy only")
        if len(self.preset) > self.count:
            raise ValueError("preset: more marked copies than copies")
        if list(self.items) != sorted(self.items, key=ITEM_ORDER.index):
            raise ValueError(f"items: list them in board order {list(ITEM_ORDER)}")
        return self


class Economy(Strict):
    """The numbers of the board, the set-up and the end, by player count where they vary."""

    start_money: Money
    start_points: int = Field(ge=0, le=30)
    market_hand: int = Field(ge=2, le=9)
    store_hand: int = Field(ge=1, le=6)
    draft_keep: int = Field(ge=1, le=6)
    market_play: int = Field(ge=1, le=4)
    public_stores: int = Field(ge=1, le=6)
    point_prices: tuple[int, ...] = Field(min_length=10, max_length=10)
    point_sale_price: int = Field(ge=1, le=9)
    debt_value: int = Field(ge=1, le=9)
    debt_points: int = Field(ge=1, le=3)
    investment_marker: dict[Literal["2", "3", "4"], Annotated[int, Field(ge=15, le=99)]]
    final_month: dict[Literal["2", "3", "4"], Annotated[int, Field(ge=2, le=12)]]

    @model_validator(mode="after")
    def _tables(self) -> Economy:
        steps = [b - a for a, b in zip((0, *self.point_prices), self.point_prices, strict=False)]
        if any(s <= 0 for s in steps) or steps != sorted(steps):
            raise ValueError(
                f"point_prices: totals for 1..10 points, each point dearer than the one "
                f"before (steps {steps})"
            )
        if steps[0] <= self.point_sale_price:
            raise ValueError("point_prices: one point must cost more than a point sells for")
        if self.draft_keep >= self.store_hand:
            raise ValueError("draft_keep: the draft keeps fewer stores than are dealt")
        for table in ("investment_marker", "final_month"):
            if sorted(getattr(self, table)) != list(PLAYER_COUNTS):
                raise ValueError(f"{table}: give a value for 2, 3 and 4 players")
        return self


class PresetHand(Strict):
    """A First Game hand: three store cards and the starting store opened at once."""

    stores: tuple[str, str, str]
    starting: str


class FirstGame(Strict):
    """The preset hands by symbol and the symbol of each seat by player count."""

    glyphs: dict[Symbol, Annotated[str, Field(min_length=1, max_length=2)]]
    hands: dict[Symbol, PresetHand]
    seats: dict[Literal["2", "3", "4"], tuple[Symbol, ...]]


class ContentSet(Strict):
    """The whole content file."""

    content_version: str
    item_types: tuple[ItemTypeDef, ...]
    slots: tuple[SlotDef, ...]
    economy: Economy
    stores: tuple[StoreDef, ...]
    market_cards: tuple[MarketCardDef, ...]
    first_game: FirstGame

    @model_validator(mode="after")
    def _cross_checks(self) -> ContentSet:
        _check_item_types(self)
        _check_slots(self.slots)
        _check_stores(self)
        _check_market(self.market_cards)
        _check_first_game(self)
        return self


def _check_item_types(content: ContentSet) -> None:
    ids = tuple(t.id for t in content.item_types)
    if ids != ITEM_ORDER:
        raise ValueError(f"item_types: list the five types in board order {list(ITEM_ORDER)}")
    for field in ("abbr", "symbol", "icon", "rgb"):
        marks = [getattr(t, field) for t in content.item_types]
        if len(set(marks)) != len(marks):
            raise ValueError(f"item_types: each type needs its own {field}, got {marks}")


def _check_slots(slots: tuple[SlotDef, ...]) -> None:
    if len(slots) != N_SLOTS:
        raise ValueError(
            f"slots: the player board has {N_SLOTS} slots, the file lists {len(slots)}"
        )
    if [s.bonus for s in slots] != [None, None, "redraw", "extra_card"]:
        raise ValueError("slots: the third slot gives 'redraw' and the fourth 'extra_card'")
    if [s.utilities for s in slots[:3]] != [0, 1, 2]:
        raise ValueError("slots: the first three slots cost $0, $1 and $2 (Jordan's example)")


def _check_stores(content: ContentSet) -> None:
    stores = content.stores
    for field in ("id", "name"):
        values = [getattr(s, field) for s in stores]
        dupes = sorted({v for v in values if values.count(v) > 1})
        if dupes:
            raise ValueError(f"stores: duplicate {field}s {dupes}")
    normal = [s for s in stores if not s.starting]
    starting = [s.name for s in stores if s.starting]
    if len(normal) != N_STORES:
        raise ValueError(f"stores: {len(normal)} store cards, the game has {N_STORES}")
    if sorted(starting) != sorted(STARTING_STORES):
        raise ValueError(f"stores: the starting stores must be {list(STARTING_STORES)}")
    names = {s.name for s in normal}
    missing = [n for n in NAMED_STORES if n not in names]
    if missing:
        raise ValueError(f"stores: the rulebook names these stores, the file lacks {missing}")
    for n in PLAYER_COUNTS:
        usable = sum(1 for s in stores if s.starting and s.min_players <= int(n))
        if usable < int(n):
            raise ValueError(f"stores: only {usable} starting stores for {n} players")


def _check_market(cards: tuple[MarketCardDef, ...]) -> None:
    ids = [c.id for c in cards]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ValueError(f"market_cards: duplicate ids {dupes}")
    total = sum(c.count for c in cards)
    if total != N_MARKET_CARDS:
        raise ValueError(f"market_cards: {total} cards, the game has {N_MARKET_CARDS}")
    for sym in SYMBOLS:
        got = sum(1 for c in cards if sym in c.preset)
        if got != PRESET_MARKET_CARDS:
            raise ValueError(
                f"market_cards: {got} cards carry the {sym} symbol, a preset hand needs "
                f"{PRESET_MARKET_CARDS}"
            )


def _check_first_game(content: ContentSet) -> None:
    fg = content.first_game
    by_name = {s.name: s for s in content.stores}
    if sorted(fg.hands) != sorted(SYMBOLS) or sorted(fg.glyphs) != sorted(SYMBOLS):
        raise ValueError(f"first_game: give a hand and a glyph for each of {list(SYMBOLS)}")
    starts = [h.starting for h in fg.hands.values()]
    if len(set(starts)) != len(starts):
        raise ValueError("first_game.hands: each hand opens a different starting store")
    for sym, hand in fg.hands.items():
        for name in hand.stores:
            store = by_name.get(name)
            if store is None or store.starting:
                raise ValueError(f"first_game.hands.{sym}.stores: no store card named {name!r}")
        start = by_name.get(hand.starting)
        if start is None or not start.starting:
            raise ValueError(
                f"first_game.hands.{sym}.starting: no starting store named {hand.starting!r}"
            )
    for n in PLAYER_COUNTS:
        seats = fg.seats.get(n)  # type: ignore[call-overload]
        if seats is None or len(seats) != int(n) or len(set(seats)) != int(n):
            raise ValueError(f"first_game.seats.{n}: give {n} different symbols, one a seat")
        for sym in seats:
            start = by_name[fg.hands[sym].starting]
            if start.min_players > int(n):
                raise ValueError(
                    f"first_game.seats.{n}: {sym} opens {start.name}, which is set aside "
                    f"below {start.min_players} players"
                )


# ---------------------------------------------------------------------------- the book
@dataclass(frozen=True, slots=True)
class MarketCard:
    """One physical market card: its number, design id, crates per type (board order)
    and the First Game symbol printed on it, if any."""

    id: int
    design: str
    items: tuple[int, int, int, int, int]
    preset: Symbol | None


class ContentBook:
    """Lookups over a validated ContentSet (shared and immutable)."""

    def __init__(self, content: ContentSet) -> None:
        self.content = content
        self.stores: tuple[StoreDef, ...] = content.stores
        self.store_index: dict[str, int] = {s.id: i for i, s in enumerate(content.stores)}
        self.by_name: dict[str, StoreDef] = {s.name: s for s in content.stores}
        self.types: dict[str, ItemTypeDef] = {t.id: t for t in content.item_types}
        cards: list[MarketCard] = []
        for design in content.market_cards:
            counts = tuple(design.items.get(t, 0) for t in ITEM_ORDER)
            marks: list[Symbol | None] = [*design.preset]
            marks += [None] * (design.count - len(marks))
            for mark in marks:
                cards.append(MarketCard(len(cards), design.id, counts, mark))  # type: ignore[arg-type]
        self.market: tuple[MarketCard, ...] = tuple(cards)

    def store(self, key: str) -> StoreDef:
        """The store with this id or name; KeyError if none."""
        if key in self.store_index:
            return self.stores[self.store_index[key]]
        return self.by_name[key]

    @property
    def store_cards(self) -> list[StoreDef]:
        """The 65 store cards of the store deck (no starting stores)."""
        return [s for s in self.stores if not s.starting]

    def starting_stores(self, players: int) -> list[StoreDef]:
        """The starting stores in play with ``players`` players (set-up removes the rest)."""
        return [s for s in self.stores if s.starting and s.min_players <= players]

    def preset_market_cards(self, symbol: Symbol) -> list[int]:
        """The five market cards printed with ``symbol`` (a First Game hand)."""
        return [c.id for c in self.market if c.preset == symbol]

    def preset_seats(self, players: int) -> tuple[Symbol, ...]:
        """The First Game symbol of each seat in turn order, for ``players`` players."""
        return self.content.first_game.seats[str(players)]  # type: ignore[index]


def parse_content_text(text: str, path: str = "content.json") -> ContentSet:
    """Validate content text; raises ContentError naming file, store (or card) and field."""
    return parse_content(
        text, path, ContentSet, entry_words={"stores": "store", "market_cards": "market card"}
    )


@cache
def load_content(path: str | None = None) -> ContentSet:
    """The content from ``path`` or the packaged ``content.json``."""
    if path is None:
        pkg = resources.files("game.games.brick_and_mortar")
        text = pkg.joinpath("content.json").read_text("utf-8")
        return parse_content_text(text, "game/games/brick_and_mortar/content.json")
    return parse_content_text(Path(path).read_text("utf-8"), path)


@cache
def content_book() -> ContentBook:
    """The book of the packaged content (shared; immutable)."""
    return ContentBook(load_content())
