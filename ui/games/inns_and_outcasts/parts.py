"""Pieces every part of the Inns & Outcasts layout uses: the seats' colours and marks, the
table's own state for a layout (:class:`TableUi`), the sizes one layout is cut with
(:class:`Plan`), a coloured chip, the card the viewer chose, an auction's options."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.games.inns_and_outcasts.abilities import Auction, at_path
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import PLACE
from game.games.inns_and_outcasts.view import IoView
from ui.layout.builder import Builder
from ui.widgets.face import readable_on, text_ground

Color = tuple[int, int, int]

SEAT_RGB: tuple[Color, ...] = (
    (214, 64, 56),
    (52, 110, 214),
    (226, 178, 36),
    (60, 170, 90),
    (150, 84, 200),
    (40, 176, 190),
    (236, 122, 40),
    (216, 92, 168),
)
"""The eight seats' colours (each seat's Target token and chip); a letter always goes with it."""
MINE = (44, 92, 70)
FOCUS = (96, 84, 40)
HEAD = (236, 190, 70)
CALL_DONE = (44, 60, 56)
PLAYED = (40, 46, 50)
"""A hand chip of a card played this round (dark, its words muted)."""
UNKNOWN = (150, 158, 152)
"""A hand chip of a card not yet seen."""
LOOT = (226, 180, 60)
"""The gold of loot lying on a Table Setting."""
MOST = 112
"""The widest card at 1x (times the scale)."""
LEAST = 40
"""The narrowest card the plan tries before giving up on a roomier arrangement."""


def seat_marks(names: Sequence[str]) -> list[str]:
    """One short mark per seat for its token and chip: the first letter of its name, or the
    first and last characters when first letters repeat, else the seat's letter A-H."""
    firsts = [(n.strip()[:1] or "?").upper() for n in names]
    if len(set(firsts)) == len(firsts):
        return firsts
    pairs = [(n.strip()[:1] + n.strip()[-1:]).title() if n.strip() else "?" for n in names]
    if len(set(pairs)) == len(pairs) and all(len(p) == 2 for p in pairs):
        return pairs
    return ["ABCDEFGH"[i] for i in range(len(names))]


def seat_rgb(seat: int) -> Color:
    return SEAT_RGB[seat % len(SEAT_RGB)]


@dataclass
class TableUi:
    """What the table shows besides the view: the beat's caption and seats in focus while a
    step is told in stages, and the viewer's selections (the hand being built, the bid on
    the dial, the player a named Target is aimed at)."""

    caption: str = ""
    focus: tuple[int, ...] = ()
    staged: bool = False
    hand: str = ""
    """The hand being built, six letters W/D ("" when the viewer is not building one)."""
    copies: tuple[int, ...] = ()
    """The copies the viewer may take now, when hands are built copy by copy."""
    copy: int | None = None
    """The copy selected among them."""
    dial: int | None = None
    """The amount on the bid dial (None: no dial)."""
    dial_range: tuple[int, int] = (0, 0)
    aim: int | None = None
    """The seat a named Target is aimed at (None: no named Target is asked)."""
    clickable: set[str] = field(default_factory=set)


@dataclass
class Plan:
    """The sizes one layout is cut with."""

    g: int
    cw: int
    """Card width on the other seats' mats."""
    hw: int
    """Card width in the viewer's hand and card slot."""
    mat_w: int
    mat_h: int
    band_h: int
    bottom_h: int
    my_w: int
    chip: int
    chip_rows: int


def draw_chip(
    b: Builder,
    region: str,
    rect: pygame.Rect,
    text: str,
    color: Color,
    *,
    bold: bool = True,
    ink: Color | None = None,
) -> None:
    """A coloured chip with its text (in ``ink``, else ink or white, whichever reads)."""
    ground = text_ground(color)
    b.panel(rect, ground)
    fg = ink if ink is not None else readable_on(ground)
    lab = b.label(text, region, (rect.center, "center"), bold=bold, color=fg, ellipsis=False)
    if lab is None:  # the chip stays, without its text (a window too small for the table)
        b.dropped.pop()
    b.block(rect, region)


def chosen_card(view: IoView, me: int) -> int | None:
    """The card the viewer put face down while the others still choose (their secret
    choice, shown only to them)."""
    c = view.choices
    if view.phase != PLACE or view.viewer != me or c is None or c.revealed:
        return None
    return c.mine if isinstance(c.mine, int) and not isinstance(c.mine, bool) else None


def auction_options(book: CardBook, card: int, path: str) -> list[tuple[str, str]]:
    """(label, words) of each option of the auction at ``path`` of ``card``'s Reveal
    ability (empty when there is none there)."""
    try:
        effect = at_path(book(card).reveal, path)
    except (KeyError, IndexError, ValueError):
        return []
    if not isinstance(effect, Auction):
        return []
    return [(o.label, o.text) for o in effect.options]
