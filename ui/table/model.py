"""What a game's table layout hands the generic table scene: zones, card and dice sprites,
labels, and the regions (panels) they were laid out in, so a checker can verify the layout
(ui/layout/check.py) from its rects alone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

Color = tuple[int, int, int]


class Widget(Protocol):
    """Something a layout draws itself beyond cards, labels and panels (a bidding dial, a
    score track): it stays inside ``rect``, which lies in ``region``; labels keep clear of
    it (ui/layout/check.py). Drawn on the static layer, over the board, under the cards."""

    rect: pygame.Rect
    region: str

    def draw(self, surface: pygame.Surface, fonts: Any) -> None:
        """Draw into ``rect`` on ``surface`` (``fonts``: the app's ui.theme.Fonts)."""


@dataclass
class Zone:
    """A place on the table: a slot, a pile, an area. ``drop`` zones can receive a picked card."""

    id: str
    rect: pygame.Rect
    label: str = ""
    drop: bool = False
    style: str = "slot"  # slot | area | pile | none
    lit: bool = True
    """Outlined while a click on it acts (False: the zone shows that itself, e.g. the
    numbers of a dial)."""


@dataclass
class CardSprite:
    """A card on the table. ``key`` identifies it across frames (for slides); ``card`` None = back."""

    key: str
    card: int | None
    rect: pygame.Rect
    zone: str
    face_up: bool = True
    tag: str = ""
    owner_view: bool = False
    sideways: bool = False
    """Drawn turned a quarter (e.g. a prepared adventurer); ``rect`` is then landscape."""
    name_rect: pygame.Rect | None = None
    """The strip of the card that shows its name (ui/layout/cards.py ``name_strip``); None for
    a back, or a card lying wholly under another one of a counted stack."""
    region: str = ""
    """The layout region (``TableLayout.regions``) the card must stay inside."""
    target: bool = False
    """The viewer may pick it up or click it: what shows of it is a hit target."""
    count: int = 0
    """More than 1: the sprite stands for a stack of this many cards (drawn as a badge)."""
    flips: bool = True
    """Turns face up as it slides in from a pile (False: a token or crate, never a card back)."""


@dataclass
class DieSprite:
    key: str
    center: tuple[int, int]
    size: int
    value: int
    color: Color = (235, 190, 60)
    pip: Color = (40, 30, 10)
    region: str = ""
    sides: int = 6
    """6: a pip die (widgets/drawing.py); 20: a d20 with its modifiers (widgets/d20.py)."""
    mods: tuple[int, ...] = ()
    """Modifiers shown beside the die as +N / -N chips (d20 only)."""
    total: int | None = None
    """The die plus its modifiers, shown after them when there are any (d20 only)."""


@dataclass
class IconSprite:
    """A picture on the table (a game-icons name, ui/widgets/icons.py) drawn in ``color``
    inside ``rect`` (square), under the cards: a figure to hang gear on, an empty slot's
    silhouette."""

    name: str
    rect: pygame.Rect
    color: Color
    region: str = ""


@dataclass
class Label:
    text: str
    pos: tuple[int, int]
    size: int = 14
    color: Color = (236, 236, 230)
    anchor: str = "topleft"
    bold: bool = False
    region: str = ""
    """The layout region the label must stay inside ("" for labels not laid out by the kit)."""
    rect: pygame.Rect | None = None
    """Where it is drawn, as the layout measured it (None: not measured)."""
    cut: bool = False
    """Shortened with an ellipsis to fit (none of its wordings did)."""
    may_cut: bool = False
    """A cut does not lose what matters (a player's name, a note whose start says it): the
    layout check lets it be; a button's or an amount's words must fit whole."""


@dataclass
class TableLayout:
    zones: dict[str, Zone] = field(default_factory=dict)
    cards: list[CardSprite] = field(default_factory=list)
    dice: list[DieSprite] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    icons: list[IconSprite] = field(default_factory=list)
    panels: list[tuple[pygame.Rect, Color]] = field(default_factory=list)
    regions: dict[str, pygame.Rect] = field(default_factory=dict)
    """Named rectangles the layout was cut into (panels, rows, seats): every card, label and
    die names the one it belongs to."""
    widgets: list[Widget] = field(default_factory=list)
    """Things the layout draws itself (see :class:`Widget`), in drawing order."""

    def add_zone(self, zone: Zone) -> Zone:
        self.zones[zone.id] = zone
        return zone

    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for sprite in reversed(self.cards):
            if sprite.rect.collidepoint(pos):
                return sprite
        return None

    def zone_at(self, pos: tuple[int, int], among: set[str] | None = None) -> Zone | None:
        best: Zone | None = None
        for zone in self.zones.values():
            if among is not None and zone.id not in among:
                continue
            if zone.rect.collidepoint(pos) and (
                best is None or zone.rect.w * zone.rect.h < best.rect.w * best.rect.h
            ):
                best = zone
        return best
