"""AIM's own mat as the table lays it out: the paper doll of slots (with the slots companions
add), the companions beside it and the storage, each a drop target for the cards that may
go there."""

from __future__ import annotations

import pygame

from game.games.aim.book import CardBook
from game.games.aim.model import COMPANION, STORE, host_of
from ui import theme
from ui.games.aim.zones import CardZone, SpotZone
from ui.layout.builder import Builder, card_h
from ui.layout.cards import groups, stack

SLOTS = ("head", "back", "body", "hand1", "hand2")
SLOT_WORDS: dict[str, tuple[str, ...]] = {
    "head": ("Head",),
    "back": ("Back",),
    "body": ("Body",),
    "hand1": ("Left hand", "L. hand", "Left"),
    "hand2": ("Right hand", "R. hand", "Right"),
    "companion": ("Follower", "Foll."),
    "store": ("Stored", "Store"),
    "gear": ("Gear",),
    "in": ("Inside", "In"),
}


def extra_cards(book: CardBook, mat: dict[int, str]) -> list[int]:
    """Cards on the mat beside a slot's own card: one sitting on an occupied slot without
    taking it, a Sack inside another card. Each gets a place of its own after the slots."""
    taken = {s for c, s in mat.items() if s in SLOTS and book(c).occupies_slot}
    out = [c for c, s in mat.items() if s in SLOTS and not book(c).occupies_slot and s in taken]
    seen: set[str] = set()
    for c, s in mat.items():  # the first card without the slot fills an empty slot
        if s in SLOTS and not book(c).occupies_slot and s not in taken:
            if s in seen:
                out.append(c)
            seen.add(s)
    return out + [c for c, s in mat.items() if host_of(s) is not None]


def doll_cells(
    doll: pygame.Rect, top: int, u: int, g: int, two: bool, extra: int
) -> tuple[dict[str, pygame.Rect], list[pygame.Rect]]:
    """The five slots' places and ``extra`` more: two rows (back, head / left hand, body,
    right hand, the free top-right place first for extras) or one row of five."""
    ch = card_h(u)

    def cell(col: int, row: int) -> pygame.Rect:
        return pygame.Rect(doll.left + col * (u + g), top + row * (ch + g), u, ch)

    if not two:
        order = ("head", "back", "body", "hand1", "hand2")
        return {s: cell(i, 0) for i, s in enumerate(order)}, [cell(5 + i, 0) for i in range(extra)]
    slots = {
        "back": cell(0, 0),
        "head": cell(1, 0),
        "hand1": cell(0, 1),
        "body": cell(1, 1),
        "hand2": cell(2, 1),
    }
    free = [cell(2, 0)] + [cell(3 + i // 2, i % 2) for i in range(max(0, extra - 1))]
    return slots, free[:extra]


def doll_columns(two: bool, extra: int) -> int:
    """How many card columns the doll takes with ``extra`` cards beside the slots."""
    return 3 + (max(0, extra - 1) + 1) // 2 if two else 5 + extra


def lay_doll(
    b: Builder,
    book: CardBook,
    mat: dict[int, str],
    doll: pygame.Rect,
    top: int,
    u: int,
    g: int,
    two: bool,
) -> None:
    """The five slots, each a drop place showing its card (or its name while empty); the
    cards beside a slot's own (see ``extra_cards``) in the places after them."""
    b.label(
        ("Equipped", "Worn"),
        "mat",
        ((doll.left, doll.top), "topleft"),
        width=doll.w,
        ellipsis=False,
    )
    extras = extra_cards(book, mat)
    slots, free = doll_cells(doll, top, u, g, two, len(extras))
    shown = {s: c for c, s in mat.items() if s in slots and c not in extras}
    both = shown.get("hand1") if shown.get("hand1") is not None else None
    two_handed = both is not None and book(both).two_handed
    for spot, r in slots.items():
        b.zone(str(SpotZone(spot)), r, "", drop=True)
        card = shown.get(spot)
        if card is not None:
            b.card(
                f"c{card}", card, r.copy(), str(SpotZone(spot)), "mat", owner_view=True, target=True
            )
            b.zone(str(CardZone(card)), r.copy(), "", style="none")
            continue
        words = ("Both hands", "Both") if spot == "hand2" and two_handed else SLOT_WORDS[spot]
        b.label(
            words, "mat", (r.center, "center"), color=theme.SLOT_EDGE, width=r.w, ellipsis=False
        )
    for c, r in zip(extras, free, strict=True):
        spot = mat[c]
        zone = "nested" if host_of(spot) is not None else str(SpotZone(spot))
        b.card(f"c{c}", c, r.copy(), zone, "mat", owner_view=True, target=True)
        b.zone(str(CardZone(c)), r.copy(), "", style="none")


def lay_companions(
    b: Builder,
    book: CardBook,
    mat: dict[int, str],
    comps: list[int],
    area: pygame.Rect,
    top: int,
    u: int,
    g: int,
    two: bool,
) -> None:
    """Companions side by side. One with its own slots gets a small doll of its own: the
    companion and its five slots in three columns of two rows (or one row of six), each
    slot a drop place holding its card or saying its name."""
    b.zone(str(SpotZone(COMPANION)), area, "", drop=True, style="area")
    words = ("Companions", "Followers", "Comp.")
    b.label(words, "mat", ((area.left, area.top), "topleft"), width=area.w, ellipsis=False)
    ch = card_h(u)
    col = 0

    def cell(k: int) -> pygame.Rect:
        row, c = (k // 3, k % 3) if two else (0, k)
        return pygame.Rect(area.left + (col + c) * (u + g), top + row * (ch + g), u, ch)

    for c in comps:
        r = cell(0)
        b.card(f"c{c}", c, r, str(SpotZone(COMPANION)), "mat", owner_view=True, target=True)
        b.zone(str(CardZone(c)), r.copy(), "", style="none")
        if not book(c).companion_slots:
            col += 1
            continue
        worn = {s.split(":", 1)[1]: k for k, s in mat.items() if s.startswith(f"{c}:")}
        for i, slot in enumerate(SLOTS):
            r = cell(1 + i)
            zone = str(SpotZone(f"{c}:{slot}"))
            b.zone(zone, r, "", drop=True)
            card = worn.get(slot)
            if card is None:
                b.label(SLOT_WORDS[slot], "mat", (r.center, "center"), width=r.w, ellipsis=False)
                continue
            b.card(f"c{card}", card, r.copy(), zone, "mat", owner_view=True, target=True)
            b.zone(str(CardZone(card)), r.copy(), "", style="none")
        col += 3 if two else 6


def companion_columns(book: CardBook, comps: list[int], two: bool) -> int:
    """Card columns the companions take (one with its own slots: three, or six in one row)."""
    return max(1, sum((3 if two else 6) if book(c).companion_slots else 1 for c in comps))


def lay_storage(
    b: Builder,
    book: CardBook,
    mat: dict[int, str],
    area: pygame.Rect,
    top: int,
    u: int,
    g: int,
    two: bool,
) -> None:
    """Stored cards in a grid of card places; when there are more cards than places,
    cards of the same name stack with their count (and the last place takes the rest)."""
    b.zone(str(SpotZone(STORE)), area, "", drop=True, style="area")
    b.label(
        ("Storage", "Stored", "Store"),
        "mat",
        ((area.left, area.top), "topleft"),
        width=area.w,
        ellipsis=False,
    )
    stored = [c for c, s in mat.items() if s == "store"]
    if not stored:
        return
    ch = card_h(u)
    per_row = max(1, (area.w + g) // (u + g))
    places = per_row * (2 if two else 1)
    piles: list[list[int]] = [[c] for c in stored]
    if len(piles) > places:
        piles = groups(stored, lambda c: book(c).name)
    if len(piles) > places:
        piles = piles[: places - 1] + [[c for grp in piles[places - 1 :] for c in grp]]
    for i, grp in enumerate(piles):
        r = pygame.Rect(area.left + (i % per_row) * (u + g), top + (i // per_row) * (ch + g), u, ch)
        stack(b, grp, r, zone=str(SpotZone(STORE)), region="mat", owner_view=True, target=True)
