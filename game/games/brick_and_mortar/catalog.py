"""The store facts the rules read on every action, looked up once per store.

``Catalog`` turns the validated content (content.py) into flat tables indexed by store id:
capacity and shelves per item type, cost, utilities, points, and each modifier kind's
effects, so the hot paths never walk a store's effect list by type. It also keeps the
market cards' crates per type and the economy numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.games.brick_and_mortar import modifiers as m
from game.games.brick_and_mortar.content import ContentBook, ItemTypeDef, StoreDef, content_book
from game.games.brick_and_mortar.model import ITEMS


@dataclass(frozen=True, slots=True)
class StoreFacts:
    """One store's numbers and modifiers, by kind."""

    id: int
    name: str
    starting: bool
    cost: int
    utilities: int
    points: int
    capacity: dict[str, int]
    shelves: dict[str, int]
    defn: StoreDef
    stock_discounts: tuple[m.StockDiscount, ...]
    leftovers: m.FreeLeftovers | None
    produce_before: m.Produce | None
    produce_after: m.Produce | None
    craft: m.MarketOrPoints | None
    stock_points: m.StockPoints | None
    sale_bonuses: tuple[m.SaleBonus, ...]
    sale_points: tuple[m.SalePoints, ...]
    points_not_money: m.PointsNotMoney | None
    convert: m.ConvertToPoints | None
    demand_boxes: dict[str, int]
    market_boxes: str | None
    borrow: m.BorrowBoxes | None
    types_sold: m.TypesSoldPoints | None
    close_after_sale: str | None
    buy_surplus: dict[str, int]
    cost_discount: m.CostDiscount | None
    close_points: m.CloseForPoints | None
    expire_to_market: int
    transfer_in: tuple[str, ...]
    no_aging: bool
    close_if_empty: bool
    late_card: bool
    hand_extra: int
    split: m.SplitPointPurchase | None
    point_sale_price: int | None


def _one(effects: tuple[m.AnyEffect, ...], kind: type) -> object | None:
    return next((e for e in effects if isinstance(e, kind)), None)


def facts_of(i: int, s: StoreDef) -> StoreFacts:
    """The facts of store ``s`` (book index ``i``)."""
    eff = s.effects
    produce = [e for e in eff if isinstance(e, m.Produce)]
    before = next((e for e in produce if e.when.moment == "before"), None)
    after = next((e for e in produce if e.when.moment == "after"), None)
    boxes = _one(eff, m.DemandBoxes)
    mbox = _one(eff, m.MarketBoxes)
    close_sale = _one(eff, m.CloseAfterSale)
    resale = _one(eff, m.BuySurplus)
    expire = _one(eff, m.ExpireToMarket)
    transfer = _one(eff, m.TransferIn)
    extra = _one(eff, m.HandSize)
    sale_price = _one(eff, m.PointSalePrice)
    return StoreFacts(
        id=i,
        name=s.name,
        starting=s.starting,
        cost=s.cost,
        utilities=s.utilities,
        points=s.points,
        capacity={h.item: h.capacity for h in s.holds},
        shelves={h.item: h.shelves for h in s.holds},
        defn=s,
        stock_discounts=tuple(e for e in eff if isinstance(e, m.StockDiscount)),
        leftovers=_one(eff, m.FreeLeftovers),  # type: ignore[arg-type]
        produce_before=before,
        produce_after=after,
        craft=_one(eff, m.MarketOrPoints),  # type: ignore[arg-type]
        stock_points=_one(eff, m.StockPoints),  # type: ignore[arg-type]
        sale_bonuses=tuple(e for e in eff if isinstance(e, m.SaleBonus)),
        sale_points=tuple(e for e in eff if isinstance(e, m.SalePoints)),
        points_not_money=_one(eff, m.PointsNotMoney),  # type: ignore[arg-type]
        convert=_one(eff, m.ConvertToPoints),  # type: ignore[arg-type]
        demand_boxes={str(k): v for k, v in boxes.boxes.items()}
        if isinstance(boxes, m.DemandBoxes)
        else {},
        market_boxes=mbox.item if isinstance(mbox, m.MarketBoxes) else None,
        borrow=_one(eff, m.BorrowBoxes),  # type: ignore[arg-type]
        types_sold=_one(eff, m.TypesSoldPoints),  # type: ignore[arg-type]
        close_after_sale=close_sale.item if isinstance(close_sale, m.CloseAfterSale) else None,
        buy_surplus={str(k): v for k, v in resale.prices.items()}
        if isinstance(resale, m.BuySurplus)
        else {},
        cost_discount=_one(eff, m.CostDiscount),  # type: ignore[arg-type]
        close_points=_one(eff, m.CloseForPoints),  # type: ignore[arg-type]
        expire_to_market=expire.points_each if isinstance(expire, m.ExpireToMarket) else 0,
        transfer_in=tuple(transfer.items) if isinstance(transfer, m.TransferIn) else (),
        no_aging=_one(eff, m.NoAging) is not None,
        close_if_empty=_one(eff, m.CloseIfEmpty) is not None,
        late_card=_one(eff, m.LateMarketCard) is not None,
        hand_extra=extra.extra if isinstance(extra, m.HandSize) else 0,
        split=_one(eff, m.SplitPointPurchase),  # type: ignore[arg-type]
        point_sale_price=sale_price.price if isinstance(sale_price, m.PointSalePrice) else None,
    )


class Catalog:
    """Every store's facts by id, the market cards' crates, the economy and slot numbers."""

    def __init__(self, book: ContentBook) -> None:
        self.book = book
        content = book.content
        self.stores: tuple[StoreFacts, ...] = tuple(
            facts_of(i, s) for i, s in enumerate(book.stores)
        )
        self.n_stores = len(self.stores)
        self.n_market = len(book.market)
        self.card_items: tuple[tuple[int, ...], ...] = tuple(c.items for c in book.market)
        types: dict[str, ItemTypeDef] = {t.id: t for t in content.item_types}
        self.min_price = {i: types[i].min_price for i in ITEMS}
        self.max_price = {i: types[i].max_price for i in ITEMS}
        self.slots = content.slots
        self.slot_utilities = tuple(s.utilities for s in content.slots)
        self.slot_penalty = tuple(s.empty_penalty for s in content.slots)
        self.economy = content.economy
        self.point_prices = content.economy.point_prices
        self.store_cards = tuple(i for i, s in enumerate(book.stores) if not s.starting)

    def __getitem__(self, store: int) -> StoreFacts:
        return self.stores[store]

    def name(self, store: int) -> str:
        return self.stores[store].name

    def crates(self, cards: list[int]) -> dict[str, int]:
        """Crates per type shown on ``cards`` (every type listed, board order)."""
        out = dict.fromkeys(ITEMS, 0)
        for c in cards:
            for k, n in enumerate(self.card_items[c]):
                if n:
                    out[ITEMS[k]] += n
        return out


@cache
def catalog() -> Catalog:
    """The catalog of the packaged content (shared, immutable)."""
    return Catalog(content_book())
