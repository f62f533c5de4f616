"""Cards laid out so that every name stays readable: side-by-side rows, cascades that show
each card's name strip (and collapse their oldest cards into a counted stack when the box
is too short), counted stacks, and a hand that fans inside its panel, never past it."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

import pygame

from ui.layout.builder import NAME_STRIP, Builder, card_h, card_w
from ui.table.model import CardSprite

T = TypeVar("T")
DIP = 0.04
"""How much lower (as a share of a card's height) a hand's outer cards sit."""
KEEP = 2
"""Cards of a stack drawn: the top one, and the one under it (shown while a new top card
slides in)."""


def fit_width(n: int, width: int, gap: int, most: int) -> int:
    """The widest cards (at most ``most``) of which ``n`` fit side by side in ``width``."""
    if n <= 0:
        return most
    return max(1, min(most, (width - gap * (n - 1)) // n))


def row_rects(
    n: int, box: pygame.Rect, cw: int, gap: int, align: str = "left", top: int | None = None
) -> list[pygame.Rect]:
    """``n`` cards ``cw`` wide side by side (no overlap) in ``box``: left, centre or right."""
    ch = card_h(cw)
    total = n * cw + max(0, n - 1) * gap
    if align == "center":
        x = box.centerx - total // 2
    elif align == "right":
        x = box.right - total
    else:
        x = box.left
    y = box.top if top is None else top
    return [pygame.Rect(x + i * (cw + gap), y, cw, ch) for i in range(n)]


def groups(items: Iterable[T], key: Callable[[T], Hashable]) -> list[list[T]]:
    """``items`` grouped by ``key`` (e.g. a card's name), in order of first appearance."""
    out: dict[Hashable, list[T]] = {}
    for item in items:
        out.setdefault(key(item), []).append(item)
    return list(out.values())


def cascade_step(n: int, room: int, ch: int, least: int, most: int) -> tuple[int, int]:
    """(cards shown, step) for ``n`` cards ``ch`` tall cascading down ``room`` pixels: each
    covered card shows at least ``least`` (its name strip, or a hit target); steps are at
    most ``most``. Fewer than ``n`` shown: the oldest share the first place (a stack)."""
    if n <= 1:
        return n, 0
    free = room - ch
    if free < least:
        return 1, 0
    shown = min(n, 1 + free // least)
    if shown <= 1:
        return 1, 0
    return shown, min(most, free // (shown - 1))


def pile(
    b: Builder,
    cards: Sequence[int],
    box: pygame.Rect,
    cw: int,
    *,
    zone: str,
    region: str,
    target: bool = False,
    owner_view: bool = False,
    tag: str = "",
    align: str = "left",
    spread: float = 0.45,
) -> list[CardSprite]:
    """``cards`` (oldest first) cascading down from the top of ``box``: the newest lies
    whole at the bottom, each older one shows its name strip (a hit target tall when the
    viewer can pick them). Too many for the box: the oldest stack under the first one shown,
    which carries the count. Steps grow up to ``spread`` of a card when there is room; the
    cards narrow (from ``cw``) when even one would not fit the box."""
    if not cards:
        return []
    cw = max(1, min(cw, box.w, card_w(box.h)))
    ch = card_h(cw)
    least = max(1, round(ch * NAME_STRIP), b.target if target else 0)
    shown, step = cascade_step(len(cards), box.h, ch, least, max(least, round(ch * spread)))
    if align == "center":
        x = box.centerx - cw // 2
    elif align == "right":
        x = box.right - cw
    else:
        x = box.left
    hidden = len(cards) - shown
    out = []
    for i, c in enumerate(cards):
        k = max(0, i - hidden)
        r = pygame.Rect(x, box.top + k * step, cw, ch)
        out.append(
            b.card(
                f"c{c}",
                c,
                r,
                zone,
                region,
                owner_view=owner_view,
                target=target and i >= hidden,  # the stack's top is what is picked
                covered=i < hidden,
                count=hidden + 1 if i == hidden and hidden else 0,
                tag=tag,
            )
        )
    return out


def stack(
    b: Builder,
    cards: Sequence[int | None],
    rect: pygame.Rect,
    *,
    zone: str,
    region: str,
    keys: Sequence[str] | None = None,
    face_up: bool = True,
    target: bool = False,
    owner_view: bool = False,
    badge: bool = True,
    keep: int = KEEP,
) -> list[CardSprite]:
    """``cards`` squared up in one place: the last one on top shows (with the count as a
    badge when ``badge``); the ``keep`` - 1 below it lie wholly under it, each a sprite of
    its own so that a card leaving the pile slides out of it (deeper cards are not drawn)."""
    out = []
    n = len(cards)
    first = max(0, n - keep)
    for i in range(first, n):
        c = cards[i]
        top = i == n - 1
        out.append(
            b.card(
                keys[i] if keys is not None else f"c{c}",
                c,
                rect.copy(),
                zone,
                region,
                face_up=face_up,
                owner_view=owner_view,
                target=target and top,
                covered=not top,
                count=n if top and badge and n > 1 else 0,
            )
        )
    return out


def hand(
    b: Builder,
    cards: Sequence[int],
    panel: pygame.Rect,
    most: int,
    gap: int,
    *,
    zone: str = "hand",
    region: str,
    owner_view: bool = True,
    target: bool = True,
) -> list[CardSprite]:
    """A hand centred in ``panel``, held open: side by side (never overlapping, so every
    name shows), the outer cards a little lower; the cards shrink (from ``most`` wide) so
    that the whole hand, dip included, stays inside the panel."""
    n = len(cards)
    if not n:
        return []
    cw = fit_width(n, panel.w, gap, most)
    dip_share = DIP if n > 2 else 0.0
    cw = min(cw, int(panel.h / (1.4 * (1 + dip_share))))
    ch = card_h(cw)
    dip_most = max(0, min(round(ch * dip_share), panel.h - ch))
    rects = row_rects(n, panel, cw, gap, "center", top=panel.top)
    mid = (n - 1) / 2
    out = []
    for i, (c, r) in enumerate(zip(cards, rects, strict=True)):
        dip = round(((i - mid) / max(1.0, mid)) ** 2 * dip_most)
        out.append(
            b.card(
                f"c{c}",
                c,
                r.move(0, dip),
                zone,
                region,
                owner_view=owner_view,
                target=target,
            )
        )
    return out
