"""Brick & Mortar store modifiers as data: the effect language the rules interpret.

Every modifier printed on a store is one :data:`Effect`, a pydantic model picked by its
``kind``. Each carries

- ``when``: the moment it acts, written the way the rulebook's phase icons read, e.g.
  ``"during sale of clothing"``, ``"after supply of any"``, ``"before supply of food"``,
  ``"after sale"``, ``"during building"`` (parsed into :class:`When`);
- ``external``: True when it acts on stores other than its own (bold on the card);
- its amounts.

All modifiers are cumulative: the rules apply every effect whose moment has come, one
store at a time (players in turn order, each player's stores left to right, each store's
effects in the order listed). :data:`KIND_RULES` says for each kind which moments it may
use, whether it must (or may) be external, and the action a player answers it with when
it gives a choice (``None``: it acts by itself). ``check_effect`` applies those rules and
the ones that need the store (a store-bound effect must name item types the store holds);
``content.py`` calls it so a bad file names the store and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, cast

from pydantic import BeforeValidator, Field, model_validator

from game.core.model import Strict

ItemType = Literal["food", "clothing", "electronics", "jewelry", "art"]
ITEM_ORDER: tuple[ItemType, ...] = ("food", "clothing", "electronics", "jewelry", "art")
Phase = Literal[
    "building", "advertisement", "supply", "sale", "inventory", "utilities", "investment", "end"
]
PHASE_ORDER: tuple[Phase, ...] = (
    "building",
    "advertisement",
    "supply",
    "sale",
    "inventory",
    "utilities",
    "investment",
)
Moment = Literal["before", "during", "after"]
Part = Literal["food", "clothing", "electronics", "jewelry", "art", "any"]
Shelf = Literal["any", "bottom"]
Condition = Literal["always", "rival_sells"]


class When(Strict):
    """A moment of the month: ``moment`` of ``phase``, or of one item type's part of it.

    ``part`` is only for Supply and Sale (stocking or selling one type); ``"any"`` means
    each type's part in turn ("after supply of any type" on the rulebook's icon list).
    """

    moment: Moment
    phase: Phase
    part: Part | None = None

    @model_validator(mode="after")
    def _part_only_for_typed_phases(self) -> When:
        if self.part is not None and self.phase not in ("supply", "sale"):
            raise ValueError(f"only supply and sale have parts per item type, not {self.phase}")
        return self

    def __str__(self) -> str:
        return f"{self.moment} {self.phase}" + (f" of {self.part}" if self.part else "")


def _parse_when(value: object) -> object:
    """``"after supply of food"`` -> When fields; other values are left to pydantic."""
    if not isinstance(value, str):
        return value
    words = value.split()
    if len(words) == 2:
        return {"moment": words[0], "phase": words[1]}
    if len(words) == 4 and words[2] == "of":
        return {"moment": words[0], "phase": words[1], "part": words[3]}
    raise ValueError(
        f"write a moment as '<before|during|after> <phase>' or '... of <item type|any>', "
        f"not {value!r}"
    )


WhenField = Annotated[When, BeforeValidator(_parse_when)]
Items = Annotated[tuple[ItemType, ...], Field(min_length=1, max_length=5)]


class _Effect(Strict):
    when: WhenField
    external: bool = False


# ----------------------------------------------------------------------------- Supply
class StockDiscount(_Effect):
    """Each item of ``items`` stocked into this store (external: into any of your stores)
    costs ``amount`` less, not below $0, when this stocking puts at least ``min_items`` of
    that type into this store (external: into all your stores together)."""

    kind: Literal["stock_discount"]
    items: Items
    amount: int = Field(ge=1, le=9)
    min_items: int = Field(1, ge=1, le=10)


class FreeLeftovers(_Effect):
    """After everyone has stocked a type it lists, take items of that type still in the
    market into this store for $0: up to ``max_items`` (None: as many as fit)."""

    kind: Literal["free_leftovers"]
    items: Items
    max_items: int | None = Field(None, ge=1, le=10)


class Produce(_Effect):
    """Add ``amount`` items of ``item`` from the general supply (never the market), free:
    into this store, or (external) into any of your stores with room, as many as fit."""

    kind: Literal["produce"]
    item: ItemType
    amount: int = Field(ge=1, le=4)


class MarketOrPoints(_Effect):
    """Choose one: add ``add`` crates of ``item`` from the general supply to the market, or
    gain ``points`` points."""

    kind: Literal["market_or_points"]
    item: ItemType
    add: int = Field(ge=1, le=4)
    points: int = Field(ge=1, le=4)


class StockPoints(_Effect):
    """Gain ``points`` when at least ``count`` items of ``item`` were stocked into this store
    (from the market, paid or not) during this Supply phase."""

    kind: Literal["stock_points"]
    item: ItemType
    count: int = Field(ge=2, le=8)
    points: int = Field(ge=1, le=5)


# ------------------------------------------------------------------------------- Sale
class SaleBonus(_Effect):
    """Each item of ``items`` sold from this store (from its bottom shelf only, if
    ``shelf`` is "bottom") earns ``amount`` more (or less) than the dial price, never below
    $0. With ``condition`` "rival_sells" it counts only if another player sells that type
    this month too (settled once the type's sale is over)."""

    kind: Literal["sale_bonus"]
    items: Items
    amount: int = Field(ge=-9, le=9)
    shelf: Shelf = "any"
    condition: Condition = "always"

    @model_validator(mode="after")
    def _not_zero(self) -> SaleBonus:
        if self.amount == 0:
            raise ValueError("amount: a bonus of $0 changes nothing")
        return self


class SalePoints(_Effect):
    """Gain ``points`` at once for every ``per`` items of one type (of ``items``) sold from
    this store this month (from its bottom shelf only, if ``shelf`` is "bottom")."""

    kind: Literal["sale_points"]
    items: Items
    per: int = Field(ge=1, le=8)
    points: int = Field(ge=1, le=5)
    shelf: Shelf = "any"


class PointsNotMoney(_Effect):
    """Items of ``items`` sold from this store earn no money; instead ``points`` for every
    ``per`` of one type sold from it this month. (So the dial price is free to choose.)"""

    kind: Literal["points_not_money"]
    items: Items
    per: int = Field(1, ge=1, le=4)
    points: int = Field(1, ge=1, le=3)


class ConvertToPoints(_Effect):
    """When at least ``needed`` items of ``item`` are sold from this store in one Sale, up
    to ``max_items`` of them may earn ``points_each`` point instead of their money."""

    kind: Literal["convert_to_points"]
    item: ItemType
    needed: int = Field(ge=1, le=8)
    max_items: int = Field(ge=1, le=4)
    points_each: int = Field(1, ge=1, le=3)


class DemandBoxes(_Effect):
    """A Fulfillment Center: private demand boxes (per type) that only the owner fills,
    exactly like boxes on a Demand Card; they are ignored when judging competition."""

    kind: Literal["demand_boxes"]
    boxes: dict[ItemType, Annotated[int, Field(ge=1, le=6)]] = Field(min_length=1)


class MarketBoxes(_Effect):
    """One private demand box for items from this store per crate of ``item`` left in the
    market (the loading dock) when that type's sale begins."""

    kind: Literal["market_boxes"]
    item: ItemType


class BorrowBoxes(_Effect):
    """Your ``item`` (from any of your stores) may also fill ``from_item`` boxes left empty
    on the Demand Cards; the dial's quantity may count them."""

    kind: Literal["borrow_boxes"]
    item: ItemType
    from_item: ItemType


class TypesSoldPoints(_Effect):
    """After Sale, gain ``points_by_types[n]`` points, n being how many item types you sold
    at least one of this month (from any store)."""

    kind: Literal["types_sold_points"]
    points_by_types: tuple[int, int, int, int, int, int]

    @model_validator(mode="after")
    def _rising(self) -> TypesSoldPoints:
        pts = self.points_by_types
        if any(p < 0 or p > 6 for p in pts) or list(pts) != sorted(pts) or pts[-1] == 0:
            raise ValueError(
                "points_by_types: six amounts from 0 to 6 (for 0..5 types sold), never "
                "falling, not all zero"
            )
        return self


class CloseAfterSale(_Effect):
    """When the sale of ``item`` is over: if at least one item was sold from this store
    (surplus does not count), close it (its other items are discarded)."""

    kind: Literal["close_after_sale"]
    item: ItemType


class BuySurplus(_Effect):
    """When another player's surplus of a type in ``prices`` is discarded, you may take
    any of those items onto this store's top shelf, paying that player the price each."""

    kind: Literal["buy_surplus"]
    prices: dict[ItemType, Annotated[int, Field(ge=0, le=20)]] = Field(min_length=1)


# --------------------------------------------------------------------------- Building
class CostDiscount(_Effect):
    """This store costs ``amount`` less per crate of ``item`` in the market (not below $0).
    In an auction the bids ignore it; the winner takes it off the winning bid."""

    kind: Literal["cost_discount"]
    item: ItemType
    amount: int = Field(ge=1, le=5)


class CloseForPoints(_Effect):
    """When you close this store in Building, gain ``points_each`` per item of ``item``
    discarded from it (items lost any other way earn nothing)."""

    kind: Literal["close_for_points"]
    item: ItemType
    points_each: int = Field(ge=1, le=5)


# ------------------------------------------------------- Inventory, Utilities, after Sale
class ExpireToMarket(_Effect):
    """Items that would expire from this store may go back to the market (their type's
    loading dock) instead, for ``points_each`` each."""

    kind: Literal["expire_to_market"]
    points_each: int = Field(ge=1, le=3)


class TransferIn(_Effect):
    """Move items of ``items`` from your other stores onto this store's top shelf, as many
    as fit (each store gives its oldest item first)."""

    kind: Literal["transfer_in"]
    items: Items


class NoAging(_Effect):
    """Items in this store stay on their shelf during Inventory (they never expire)."""

    kind: Literal["no_aging"]


class CloseIfEmpty(_Effect):
    """If this store holds no items, close it (its utilities were already paid)."""

    kind: Literal["close_if_empty"]


# ----------------------------------------------------------- Advertisement, Investment
class LateMarketCard(_Effect):
    """Once the played market cards are pooled, look at both pools (supply and demand),
    then you may play ``cards`` more market card(s), face up or face down."""

    kind: Literal["late_market_card"]
    cards: int = Field(1, ge=1, le=2)


class HandSize(_Effect):
    """Draw back to five plus ``extra`` market cards."""

    kind: Literal["hand_size"]
    extra: int = Field(ge=1, le=2)


class SplitPointPurchase(_Effect):
    """Buy points as up to ``purchases`` separate purchases of at most ``max_each`` points,
    each priced from the start of the point table (still at most 10 points a month)."""

    kind: Literal["split_point_purchase"]
    purchases: int = Field(ge=2, le=3)
    max_each: int = Field(ge=1, le=9)


class PointSalePrice(_Effect):
    """Points you sell bring ``price`` dollars each instead of the usual price."""

    kind: Literal["point_sale_price"]
    price: int = Field(ge=1, le=9)


AnyEffect = (
    StockDiscount
    | FreeLeftovers
    | Produce
    | MarketOrPoints
    | StockPoints
    | SaleBonus
    | SalePoints
    | PointsNotMoney
    | ConvertToPoints
    | DemandBoxes
    | MarketBoxes
    | BorrowBoxes
    | TypesSoldPoints
    | CloseAfterSale
    | BuySurplus
    | CostDiscount
    | CloseForPoints
    | ExpireToMarket
    | TransferIn
    | NoAging
    | CloseIfEmpty
    | LateMarketCard
    | HandSize
    | SplitPointPurchase
    | PointSalePrice
)
Effect = Annotated[AnyEffect, Field(discriminator="kind")]
"""One store modifier (as a field type, picked by ``kind``); see each class."""


# ------------------------------------------------------------------ rules of each kind
External = Literal["never", "may", "always"]


@dataclass(frozen=True, slots=True)
class KindRule:
    """What a kind allows: its moments, its external flag, whether it is bound to the
    item types its store holds, and the action its choice becomes (None: no choice)."""

    moments: frozenset[tuple[Moment, Phase]]
    parts: Literal["none", "optional", "required"]
    external: External
    own_items: bool
    choice: str | None


def _rule(
    moments: str,
    *,
    parts: Literal["none", "optional", "required"] = "none",
    external: External = "never",
    own_items: bool = False,
    choice: str | None = None,
) -> KindRule:
    pairs: frozenset[tuple[Moment, Phase]] = frozenset(
        (cast(Moment, m.split(":")[0]), cast(Phase, m.split(":")[1])) for m in moments.split()
    )
    return KindRule(pairs, parts, external, own_items, choice)


KIND_RULES: dict[str, KindRule] = {
    "stock_discount": _rule("during:supply", parts="optional", external="may", own_items=True),
    "free_leftovers": _rule(
        "after:supply", parts="required", own_items=True, choice="take_leftovers"
    ),
    "produce": _rule(
        "before:supply after:supply", parts="optional", external="may", own_items=True
    ),
    "market_or_points": _rule("after:supply", parts="required", choice="choose_craft"),
    "stock_points": _rule("after:supply", parts="required", own_items=True),
    "sale_bonus": _rule("during:sale", parts="optional", own_items=True),
    "sale_points": _rule("during:sale", parts="optional", own_items=True),
    "points_not_money": _rule("during:sale", parts="optional", own_items=True),
    "convert_to_points": _rule(
        "during:sale", parts="required", own_items=True, choice="convert_to_points"
    ),
    "demand_boxes": _rule("during:sale", parts="optional", choice="deliver"),
    "market_boxes": _rule("during:sale", parts="required", own_items=True, choice="deliver"),
    "borrow_boxes": _rule("during:sale", parts="required", external="always", choice="deliver"),
    "types_sold_points": _rule("after:sale", external="always"),
    "close_after_sale": _rule("after:sale", parts="required", own_items=True),
    "buy_surplus": _rule(
        "during:sale", parts="optional", external="always", own_items=True, choice="buy_surplus"
    ),
    "cost_discount": _rule("during:building"),
    "close_for_points": _rule("during:building", own_items=True, choice="close_store"),
    "expire_to_market": _rule("during:inventory", choice="return_expired"),
    "transfer_in": _rule("after:sale", external="always", own_items=True, choice="transfer_item"),
    "no_aging": _rule("during:inventory"),
    "close_if_empty": _rule("after:utilities"),
    "late_market_card": _rule("during:advertisement", choice="play_late_card"),
    "hand_size": _rule("during:advertisement"),
    "split_point_purchase": _rule("during:investment"),
    "point_sale_price": _rule("during:investment"),
}


def effect_items(effect: AnyEffect) -> tuple[str, ...]:
    """The item types an effect names (``items``, ``item``, ``boxes``/``prices`` keys)."""
    out: list[str] = []
    for name in ("items", "boxes", "prices"):
        value = getattr(effect, name, None)
        if value:
            out.extend(value)
    item = getattr(effect, "item", None)
    if item:
        out.append(item)
    return tuple(out)


def check_effect(effect: AnyEffect, holds: frozenset[str]) -> str | None:
    """A sentence saying what is wrong with ``effect`` on a store holding ``holds``, or
    None. (Field-level checks live on the models; these need the kind's rules or the
    store.)"""
    kind = effect.kind
    rule = KIND_RULES[kind]
    when = effect.when
    if (when.moment, when.phase) not in rule.moments:
        allowed = ", ".join(sorted(f"{m} {p}" for m, p in rule.moments))
        return f"when: {kind} acts {allowed}, not {when.moment} {when.phase}"
    if rule.parts == "none" and when.part is not None:
        return f"when: {kind} acts on the whole phase, not on the part 'of {when.part}'"
    if rule.parts == "required" and when.part is None:
        return f"when: {kind} acts on one item type's part; say 'of <item type|any>'"
    named = effect_items(effect)
    if when.part not in (None, "any") and when.part not in named and named:
        return f"when: the part 'of {when.part}' is not among the item types it names {named}"
    external = effect.external
    if rule.external == "never" and external:
        return f"external: {kind} only ever acts on its own store"
    if rule.external == "always" and not external:
        return f"external: {kind} acts on other stores, so it must be marked external"
    # Bound kinds name items of this store; a "may" kind marked external reaches others.
    if rule.own_items and not (rule.external == "may" and external):
        missing = [t for t in named if t not in holds]
        if missing:
            return f"items: the store holds no {', '.join(missing)}, so this cannot apply to it"
    if isinstance(effect, BorrowBoxes) and effect.item == effect.from_item:
        return "from_item: borrowing boxes of the same type changes nothing"
    return None
