"""Brick & Mortar's cards and crates, as the table draws them.

Card ids on the table (one number space for the renderer, the zoom and the privacy checks):

- market cards keep their engine id, 0..83 (``market_id``);
- stores are ``STORE_BASE + store`` (``store_id``), store being the book index 0..70;
- crates are ``CRATE_BASE + where * 1000 + slot * 100 + left * 10 + item``
  (``crate_id``): ``where`` is the owner's seat, ``DOCK`` for a loading dock and ``BOX``
  for a filled demand box; ``left`` the months a crate on a shelf has before it expires
  (1: this month's Inventory throws it out), ``ROOM`` for a free place on a shelf and 0
  elsewhere; ``item`` the type's index in board order.

Stores and market cards are face specs (ui/widgets/face.py): the band in the colour of
their main item type with its letters (colour is never the only cue), the cost coin, the
picture, utilities and points as icons with numbers, and what a store holds per type
("3/2": three items on two shelves) in the footer. A crate is a square in its type's
colour with the type's icon; one about to expire wears an hourglass; a free place on a
shelf is a dashed outline with the icon.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.content import content_book
from game.games.brick_and_mortar.model import ITEMS
from ui.games.brick_and_mortar.icons import BM_ICONS
from ui.widgets.face import (
    Chip,
    FaceSpec,
    mix,
    readable_on,
    render_face,
    text_ground,
    warm_faces,
    zoom_words,
)
from ui.widgets.face import card_back as shared_back
from ui.widgets.icons import icon
from ui.widgets.zoom import MIN_FACE_W

Color = tuple[int, int, int]

STORE_BASE = 1000
CRATE_BASE = 10000
DOCK = 9
"""``where`` of a crate on a loading dock."""
BOX = 8
"""``where`` of a crate sold into a demand box."""
ROOM = 9
"""``left`` of a free place on a shelf (drawn as an outline)."""

SERVICE = (96, 104, 118)
"""The band of a store without shelves."""
STARTING_PAPER = (240, 234, 214)
UTILITIES_INK = (150, 110, 10)
POINTS_INK = (150, 112, 10)
SEAT_COLORS: tuple[Color, ...] = ((200, 60, 50), (120, 70, 170), (230, 130, 30), (30, 150, 150))
"""Each seat's token colour (distinct from the five crate colours); a token also carries
its owner's initial."""


# ---------------------------------------------------------------- ids
def market_id(card: int) -> int:
    return card


def store_id(store: int) -> int:
    return STORE_BASE + store


def crate_id(where: int, slot: int, left: int, item: int) -> int:
    return CRATE_BASE + where * 1000 + slot * 100 + left * 10 + item


@dataclass(frozen=True)
class Crate:
    """A decoded crate id (see the module docstring)."""

    where: int
    slot: int
    left: int
    item: int

    @property
    def room(self) -> bool:
        return self.left == ROOM


def is_market(card: int) -> bool:
    return 0 <= card < STORE_BASE


def is_store(card: int) -> bool:
    return STORE_BASE <= card < CRATE_BASE


def is_crate(card: int) -> bool:
    return card >= CRATE_BASE


def crate_of(card: int) -> Crate:
    n = card - CRATE_BASE
    return Crate(n // 1000, (n // 100) % 10, (n // 10) % 10, n % 10)


# ---------------------------------------------------------------- item types
@dataclass(frozen=True)
class ItemLook:
    """How an item type is drawn: its colour, letter, name and icon."""

    id: str
    name: str
    abbr: str
    icon: str
    rgb: Color


@cache
def items() -> tuple[ItemLook, ...]:
    """The five item types in board order."""
    out = []
    for t in content_book().content.item_types:
        hexa = t.rgb
        rgb = (int(hexa[1:3], 16), int(hexa[3:5], 16), int(hexa[5:7], 16))
        out.append(ItemLook(t.id, t.name, t.abbr, t.icon, rgb))
    by_id = {x.id: x for x in out}
    return tuple(by_id[i] for i in ITEMS)


def item_look(item: str) -> ItemLook:
    return items()[ITEMS.index(item)]


def item_ground(item: str) -> Color:
    """The type's colour darkened until white or ink text reads on it."""
    return text_ground(item_look(item).rgb)


# ---------------------------------------------------------------- stores
def holds_words(store: int) -> str:
    """ "3 clothing (2 shelves) and 2 electronics (2 shelves)"; "no shelves"."""
    f = catalog()[store]
    parts = [
        f"{f.capacity[i]} {i} ({f.shelves[i]} shel{'f' if f.shelves[i] == 1 else 'ves'})"
        for i in ITEMS
        if i in f.capacity
    ]
    if not parts:
        return "no shelves"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def main_item(store: int) -> str | None:
    """The type a store holds most of (None: no shelves)."""
    f = catalog()[store]
    if not f.capacity:
        return None
    return max(f.capacity, key=lambda i: (f.capacity[i], -ITEMS.index(i)))


def store_marks(store: int) -> str:
    """The letters of the types a store holds, e.g. "CE" ("-" with no shelves)."""
    f = catalog()[store]
    return "".join(item_look(i).abbr for i in ITEMS if i in f.capacity) or "-"


def store_details(store: int) -> list[str]:
    """The store in words, for the zoom and the glossary."""
    f = catalog()[store]
    if f.starting:
        head = "A starting store: free, no utilities, no points at the end."
    else:
        head = (
            f"Costs ${f.cost} to buy; utilities ${f.utilities} a month; worth "
            f"{f.points} point{'s' if f.points != 1 else ''} at the end."
        )
    holds = holds_words(store)
    lines = [head, "Holds " + holds + "." if holds != "no shelves" else "No shelves."]
    if any(getattr(e, "external", False) for e in f.defn.effects):
        lines.append("Its effect also reaches your other stores.")
    return lines


@lru_cache(maxsize=128)
def store_spec(store: int) -> FaceSpec:
    """The face spec of store ``store`` (book index)."""
    f = catalog()[store]
    d = f.defn
    main = main_item(store)
    band = item_look(main).rgb if main else SERVICE
    chips: list[Chip] = []
    if not f.starting:
        chips.append(
            Chip(
                BM_ICONS["utilities"], f"${f.utilities}", "Utilities a month", UTILITIES_INK, keep=2
            )
        )
        chips.append(
            Chip(BM_ICONS["points"], str(f.points), "Points at the end", POINTS_INK, keep=2)
        )
    footer = tuple(
        Chip(
            item_look(i).icon,
            f"{f.capacity[i]}/{f.shelves[i]}",
            f"{f.capacity[i]} {i} on {f.shelves[i]} shelves",
            item_look(i).rgb,
        )
        for i in ITEMS
        if i in f.capacity
    )
    if f.starting:
        kind = "Starting store"
    elif not f.capacity:
        kind = "Store without shelves"
    else:
        kind = "Store"
    return FaceSpec(
        title=d.name,
        band=band,
        mark=store_marks(store),
        mark_icon=item_look(main).icon if main else BM_ICONS["service"],
        type_line=kind,
        picture=d.icon or BM_ICONS["store"],
        corner="" if f.starting else f"{f.cost}",
        corner_label="Cost",
        chips=tuple(chips),
        footer=footer,
        footer_label="Holds",
        text=d.text,
        paper=STARTING_PAPER if f.starting else (246, 240, 226),
        details=tuple(store_details(store)),
    )


# ---------------------------------------------------------------- market cards
def card_crates(card: int) -> dict[str, int]:
    """The crates market card ``card`` shows, per type (only the types it has)."""
    counts = catalog().card_items[card]
    return {ITEMS[k]: n for k, n in enumerate(counts) if n}


def crates_words(counts: dict[str, int]) -> str:
    parts = [f"{counts[i]} {i}" for i in ITEMS if counts.get(i)]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def market_title(names: list[str]) -> str:
    """A market card's name: its one type, its two types, or "Mixed goods" for three or
    more (the chips and the mark list them; a list of four types is no name to read on a
    card at a small window's width)."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f"{names[0]} & {names[1]}"
    return "Mixed goods"


@lru_cache(maxsize=128)
def market_spec(card: int) -> FaceSpec:
    """The face spec of market card ``card``: its crates as type icons with numbers."""
    counts = card_crates(card)
    main = max(counts, key=lambda i: (counts[i], -ITEMS.index(i)))
    names = [item_look(i).name for i in ITEMS if i in counts]
    title = market_title(names)
    what = crates_words(counts)
    preset = content_book().market[card].preset
    details = [
        f"Face up (supply): puts {what} on the loading docks.",
        f"Face down (demand): buyers for {what} in this month's Sale.",
    ]
    if preset:
        details.append(f"First Game card ({preset}).")
    return FaceSpec(
        title=title,
        band=item_look(main).rgb,
        mark=" ".join(f"{item_look(i).abbr}{counts[i]}" for i in ITEMS if i in counts),
        mark_icon=item_look(main).icon,
        type_line="Market card",
        picture=item_look(main).icon,
        chips=tuple(
            Chip(item_look(i).icon, str(counts[i]), f"{counts[i]} {i}", item_look(i).rgb)
            for i in ITEMS
            if i in counts
        ),
        text=f"Up: supply of {what}. Down: demand for it.",
        details=tuple(details),
    )


# ---------------------------------------------------------------- crates
def crate_face(card: int, width: int) -> pygame.Surface:
    """A crate ``width`` pixels square: its type's colour and icon (an hourglass when it
    expires this month); a free place on a shelf as a dashed outline. Drawn once per look
    (type, expiring or free, width), whoever's it is."""
    c = crate_of(card)
    kind = "room" if c.room else "expiring" if c.left == 1 else "plain"
    return _crate_face(c.item, kind, width)


@lru_cache(maxsize=256)
def _crate_face(item: int, kind: str, width: int) -> pygame.Surface:
    c = Crate(0, 0, ROOM if kind == "room" else 1 if kind == "expiring" else 0, item)
    look = items()[c.item]
    w = max(6, width)
    surf = pygame.Surface((w, w), pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(2, w // 6)
    if c.room:
        edge = mix(look.rgb, (255, 255, 255), 0.35)
        dash = max(2, w // 6)
        for x in range(0, w, 2 * dash):
            pygame.draw.line(surf, edge, (x, 0), (min(w - 1, x + dash), 0))
            pygame.draw.line(surf, edge, (x, w - 1), (min(w - 1, x + dash), w - 1))
            pygame.draw.line(surf, edge, (0, x), (0, min(w - 1, x + dash)))
            pygame.draw.line(surf, edge, (w - 1, x), (w - 1, min(w - 1, x + dash)))
        side = max(4, round(w * 0.6))
        img = icon(look.icon, side, mix(look.rgb, (255, 255, 255), 0.25))
        img = img.copy()
        img.set_alpha(150)
        surf.blit(img, img.get_rect(center=r.center))
        return surf
    ground = text_ground(look.rgb)
    pygame.draw.rect(surf, ground, r, border_radius=radius)
    edge = mix(ground, (0, 0, 0), 0.45)
    pygame.draw.rect(surf, edge, r, width=max(1, w // 14), border_radius=radius)
    ink = readable_on(ground)
    side = max(4, round(w * 0.68))
    img = icon(look.icon, side, ink)
    surf.blit(img, img.get_rect(center=r.center))
    if c.left == 1 and w >= 12:  # expires at this month's Inventory
        tag = max(6, w // 2)
        box = pygame.Rect(w - tag, w - tag, tag, tag)
        pygame.draw.rect(surf, (250, 240, 220), box, border_radius=max(2, tag // 4))
        pygame.draw.rect(surf, (150, 40, 30), box, width=1, border_radius=max(2, tag // 4))
        glass = icon(BM_ICONS["expiring"], max(4, tag - 2), (150, 40, 30))
        surf.blit(glass, glass.get_rect(center=box.center))
    return surf


def crate_words(card: int) -> list[str]:
    """The zoom's words for a crate (or a free place on a shelf)."""
    c = crate_of(card)
    look = items()[c.item]
    cat = catalog()
    price = f"It sells for ${cat.min_price[look.id]} to ${cat.max_price[look.id]}."
    if c.room:
        return [f"Room for {look.name.lower()}", f"A free place for one {look.id} crate.", price]
    if c.where == DOCK:
        return [
            f"{look.name} crate on its loading dock",
            f"Stocking it costs at least ${cat.min_price[look.id]}; crates nobody stocks "
            "wait on the dock for next month.",
        ]
    if c.where == BOX:
        return [f"{look.name} sold", "A crate sold into a demand box this month."]
    if c.left == 1:
        life = "It expires at this month's Inventory unless it sells."
    elif c.left:
        life = f"It can stay {c.left} more months before it expires."
    else:
        life = ""
    return [f"{look.name} crate ({look.abbr})", *([life] if life else []), price]


# ---------------------------------------------------------------- any card
def bm_spec(card: int) -> FaceSpec | None:
    """The face spec of a market card or store id (None for a crate)."""
    if is_market(card):
        return market_spec(card)
    if is_store(card):
        return store_spec(card - STORE_BASE)
    return None


def bm_face(card: int, width: int) -> pygame.Surface:
    """Any card or crate id of the table (see the module docstring) at ``width`` pixels."""
    spec = bm_spec(card)
    if spec is None:
        return crate_face(card, width)
    return render_face(spec, width)


def bm_back(width: int) -> pygame.Surface:
    return shared_back(width)


def bm_words(card: int) -> list[str]:
    """The zoom's words: the name, then what the face says in words."""
    spec = bm_spec(card)
    if spec is None:
        return crate_words(card)
    return zoom_words(spec, MIN_FACE_W)


def warm_bm_faces(widths: Iterable[int]) -> None:
    """Every store and market design drawn ahead at ``widths`` (face.warm_faces)."""
    cat = catalog()
    first: dict[tuple[int, ...], int] = {}
    for c in range(cat.n_market):
        first.setdefault(cat.card_items[c], c)

    def specs() -> Iterable[FaceSpec]:
        yield from (store_spec(s) for s in range(cat.n_stores))
        yield from (market_spec(c) for c in first.values())

    warm_faces("brick-and-mortar", specs, widths)


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def initials(names: Iterable[str]) -> list[str]:
    """Each name's token letter: its initial, or two letters where initials repeat."""
    names = list(names)
    firsts = [(n.strip()[:1] or "?").upper() for n in names]
    out = []
    for n, f in zip(names, firsts, strict=True):
        out.append(f if firsts.count(f) == 1 else (n.strip()[:2] or "?").title())
    return out
