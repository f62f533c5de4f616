"""Pieces the Brick & Mortar layout modules share: the table's own state (:class:`Local`),
the sizes a layout is cut with (:class:`Plan`), colours and step groups, and the public
stores' row (drawn in the market band, or large in the action area in Building)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.model import Action
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.view import BmView
from ui import theme
from ui.games.brick_and_mortar.cards import store_id
from ui.games.brick_and_mortar.zones import RowZone
from ui.layout.builder import Builder, card_w
from ui.layout.cards import fit_width, row_rects
from ui.layout.text import ELLIPSIS, TITLE, wrap

MINE = (40, 84, 64)
OTHERS = theme.TABLE_DARK
ACTION = (24, 58, 44)
SHELF = (120, 92, 60)
"""A shelf plank under each row of crates."""
ORDINALS = ("1st", "2nd", "3rd", "4th")
HAND_STEPS = frozenset(
    {"draft", "pick_start", "buy", "auction", "manage", "play", "late_card", "redraw_after"}
)
"""Steps in which the viewer's hand is what they choose from (drawn large)."""
BUILDING_STEPS = frozenset({"pick_start", "buy", "auction", "manage"})


@dataclass
class Local:
    """The table's own state for the player at the screen (see the adapter): market cards
    staged (card, face up), the dial as set (ring -> value) and its rings' values, the
    public store picked for an auction, the points to sell, the amount about to be bid in an
    auction (``bid``) and the range the bid stepper keeps it in, the legal actions."""

    staged: list[tuple[int, bool]] = field(default_factory=list)
    due: int = 0
    dial: dict[int, int] = field(default_factory=dict)
    rings: dict[int, tuple[int, ...]] = field(default_factory=dict)
    row_pick: int | None = None
    auctionable: list[int] = field(default_factory=list)
    sell_mode: bool = False
    sell_count: int = 1
    sell_most: int = 0
    bid: int | None = None
    bid_range: tuple[int, int] | None = None
    legal: list[Action] = field(default_factory=list)


@dataclass
class Plan:
    """The sizes one layout is cut with."""

    g: int
    board_h: int
    market_h: int
    hand_h: int
    hand_cw: int
    mine_h: int
    action_w: int
    row_cw: int
    others_full: bool


def public_row(
    b: Builder,
    view: BmView,
    rect: pygame.Rect,
    region: str,
    cw: int,
    loc: Local,
    clickable: bool,
) -> None:
    """The public stores (oldest first) and the store on deck (not for sale), with the
    deck's count; in the buy step each public store is a click zone (auction it)."""
    g = max(3, b.pad)
    L = b.line
    title = ("Public stores (oldest first) and on deck", "Public stores", "Stores")
    b.label(title, region, ((rect.left, rect.top), "topleft"), bold=True, width=rect.w)
    box = pygame.Rect(rect.left, rect.top + L, rect.w, rect.h - L)
    deck_w = b.text_w("Deck 99") + g
    cards = list(view.row) + ([view.on_deck] if view.on_deck is not None else [])
    lot = view.auction.lot if view.auction is not None else None
    n = len(cards)
    cw = min(cw, fit_width(max(1, n), box.w - deck_w, g, cw), card_w(box.h - L))
    rects = row_rects(n, box, cw, g, "left")
    cat = catalog()
    for i, (s, r) in enumerate(zip(cards, rects, strict=True)):
        deck = i == len(view.row)
        picked = clickable and loc.row_pick == i or (lot == s and not deck)
        if deck:  # not for sale yet: set apart by a grey frame, besides its label
            b.panel(r.inflate(g, g), (96, 104, 118))
        if picked:
            b.panel(r.inflate(2 * g, 2 * g), theme.ACCENT)
        b.card(f"c{store_id(s)}", store_id(s), r, str(RowZone(i)) if not deck else "ondeck", region)
        if clickable and not deck and i in loc.auctionable:
            b.zone(str(RowZone(i)), r.copy(), "", style="none", lit=not picked)
        under = "on deck" if deck else ("auction" if lot == s else f"${cat[s].cost}")
        if clickable and loc.row_pick == i:
            under = "chosen"
        b.label(
            under,
            region,
            ((r.centerx, r.bottom + 1), "midtop"),
            color=theme.ACCENT if deck else theme.MUTED,
            ellipsis=False,  # a word under a small card: whole or not at all
        )
    x = rects[-1].right + g if rects else box.left
    b.label(
        (f"Deck {view.store_deck_count}", f"{view.store_deck_count}"),
        region,
        ((x, box.top + L), "topleft"),
        color=theme.MUTED,
    )


# ---------------------------------------------------------------- the other players
def title(b: Builder, region: str, rect: pygame.Rect, words: tuple[str, ...] | str) -> int:
    b.label(words, region, ((rect.left, rect.top), "topleft"), bold=True, size=TITLE, width=rect.w)
    return rect.top + b.title_line


def note(
    b: Builder,
    region: str,
    rect: pygame.Rect,
    y: int,
    text: str,
    color: tuple[int, int, int] = theme.MUTED,
) -> int:
    """Wrapped lines of ``text`` from ``y`` while they fit; returns the next y. A column
    too narrow for one of its words says nothing rather than a word cut."""
    lines = wrap(text, rect.w, 14, b.scale)
    if any(line.endswith(ELLIPSIS) for line in lines):
        return y
    for line in lines:
        if y + b.line > rect.bottom:
            break
        b.label(line, region, ((rect.left, y), "topleft"), color=color, ellipsis=False)
        y += b.line
    return y
