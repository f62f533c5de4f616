"""What a card face is made of, in data: the spec a game's builder fills in (name, band,
mark, price, picture, chips, footer, text) and the layout the face module works out from it
(texts with their sizes and colours, icons, boxes), so tests can read a face without pixels."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui import theme

Color = tuple[int, int, int]
FOOTER_PAPER: Color = (230, 222, 202)


@dataclass(frozen=True)
class Chip:
    """One number with its icon (``value`` "2", "+1", "-2"), or a word with its icon (a
    card's kind), or, with ``slot``, a place the card is worn drawn as a silhouette on a
    tile. ``label`` names it in words (for the zoom and for tests)."""

    icon: str
    value: str = ""
    label: str = ""
    color: Color = (70, 64, 56)
    slot: bool = False
    keep: int = 1
    """When a row is short of room, chips with the highest ``keep`` stay (in their order)."""


@dataclass(frozen=True)
class FaceSpec:
    """Everything a face shows; the same fields for every game."""

    title: str
    band: Color
    mark: str
    type_line: str = ""
    mark_icon: str = ""
    picture: str = ""
    corner: str = ""
    corner_label: str = "Price"
    chips: tuple[Chip, ...] = ()
    footer: tuple[Chip, ...] = ()
    footer_label: str = ""
    footer_paper: Color = FOOTER_PAPER
    text: str = ""
    flavour: str = ""
    paper: Color = theme.PAPER
    details: tuple[str, ...] = ()
    """Lines in words for the zoom beside the face (what the numbers mean, the fees...)."""
    type_kept: bool = False
    """The type line carries rules (Inns & Outcasts' race and morality, read by Matching
    and Unique abilities): a small face shows it too, each part of "a · b" on a line of its
    own where one line is too narrow, and never drops a part for the picture."""


@dataclass
class TextRun:
    role: str  # title | type | mark | corner | chip | footer_label | text | flavour
    text: str
    size: int
    fg: Color
    bg: Color
    rect: pygame.Rect
    bold: bool = True
    condensed: bool = False


@dataclass
class IconRun:
    role: str  # picture | mark | chip | slot
    name: str
    rect: pygame.Rect
    color: Color


@dataclass
class Box:
    rect: pygame.Rect
    color: Color
    radius: int = 0
    width: int = 0
    corners: tuple[bool, bool, bool, bool] = (True, True, True, True)
    circle: bool = False


@dataclass
class FaceLayout:
    """What a face at one width draws: boxes (back to front), icons, then texts."""

    size: tuple[int, int]
    tier: str
    boxes: list[Box] = field(default_factory=list)
    icons: list[IconRun] = field(default_factory=list)
    texts: list[TextRun] = field(default_factory=list)
    cut: bool = False
    """True when the rules text or flavour did not fit and was cut short."""

    def text(self, role: str) -> list[TextRun]:
        return [t for t in self.texts if t.role == role]
