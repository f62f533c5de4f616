"""A bidding dial: one or two rings of numbers around a hub, set in secret and turned up
together (Brick & Mortar's sealed bids; any game's secret number).

A :class:`Dial` is a table widget (ui/table/model.py ``Widget``): the layout places it and
the renderer draws it. Its rings hold the values it can show (outer ring first, e.g. the
price, then the quantity); each ring has the value set, lit, with a needle pointing at the
outer ring's. Three states:

- ``OPEN``: being set by the player at the screen; every value sits in a cell at least a
  hit target wide (``cells`` gives their rects, for the click zones the layout adds);
- ``SEALED``: set but face down (another player's, or your own once chosen, for the
  others to see): a closed lid with a padlock, no number;
- ``SHOWN``: turned up: the values in the hub (no rings: a small dial for the table).

:func:`dial_diameter` says how large a dial must be for its cells not to touch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ui import theme
from ui.icons import DIAL
from ui.widgets.icons import icon
from ui.widgets.ink import mix, readable_on

Color = tuple[int, int, int]
OPEN, SEALED, SHOWN = "open", "sealed", "shown"
FACE: Color = (34, 38, 46)
RING_INKS: tuple[Color, ...] = ((250, 214, 120), (150, 200, 250))
"""Each ring's numbers (outer: gold, inner: blue), so the rings differ by more than place."""
GAP = 0.14
"""Space between cells and between rings, as a share of the cell."""


@dataclass(frozen=True)
class Ring:
    """One scale of a dial: its ``name`` ("Price"), the ``values`` it can show, the one
    set (None: none yet), and how a value is written (``prefix`` "$")."""

    name: str
    values: tuple[int, ...]
    value: int | None = None
    prefix: str = ""

    def text(self, value: int) -> str:
        return f"{self.prefix}{value}"


def _ring_radius(n: int, cell: float) -> float:
    """The least radius at which ``n`` cells ``cell`` wide around a circle do not touch."""
    if n <= 1:
        return 0.0
    return cell * (1 + GAP) / (2 * math.sin(math.pi / n))


def _radii(rings: tuple[Ring, ...], cell: float, hub: float) -> list[float]:
    """Each ring's radius (outer first) for cells ``cell`` wide around a hub ``hub`` in
    radius: innermost ring just outside the hub, each outer one a cell further out (or
    further, when its values need more room)."""
    out: list[float] = []
    r = hub + cell * (0.5 + GAP)
    for ring in reversed(rings):
        r = max(r, _ring_radius(len(ring.values), cell))
        out.append(r)
        r += cell * (1 + GAP)
    return list(reversed(out))


def dial_diameter(rings: tuple[Ring, ...], cell: int, hub: int) -> int:
    """How wide an open dial with ``rings`` must be: cells ``cell`` px (a hit target), a
    hub ``hub`` px in radius (room for the values set) and a rim."""
    if not rings:
        return 2 * hub
    outer = _radii(rings, cell, hub)[0]
    return math.ceil(2 * (outer + cell * (0.5 + GAP)) + 4)


@dataclass
class Dial:
    """A dial in ``rect`` (a square; region ``region``), owned by someone named ``title``
    (drawn under the hub), rimmed in ``color``."""

    rect: pygame.Rect
    region: str
    rings: tuple[Ring, ...]
    state: str = OPEN
    title: str = ""
    color: Color = (200, 200, 200)
    cell: int = 32
    """The side of a value's cell (OPEN: at least a hit target)."""
    hub_lines: tuple[str, ...] = field(default=())
    """What the hub says (default: each ring's value set, e.g. "$5" and "x3")."""

    # ------------------------------------------------------------ geometry
    @property
    def center(self) -> tuple[int, int]:
        return self.rect.center

    @property
    def radius(self) -> int:
        return min(self.rect.w, self.rect.h) // 2

    def hub_radius(self) -> float:
        if not self.rings or self.state != OPEN:
            return self.radius * 0.78
        outer = self.radius - 2 - self.cell * (0.5 + GAP)
        k = len(self.rings)
        return max(self.cell * 0.5, outer - (k - 1) * self.cell * (1 + GAP) - self.cell * 0.64)

    def ring_radii(self) -> list[float]:
        """Each ring's radius as drawn: the outer ring just inside the rim, each inner one a
        cell and a gap further in."""
        outer = self.radius - 2 - self.cell * (0.5 + GAP)
        return [outer - i * self.cell * (1 + GAP) for i in range(len(self.rings))]

    def cells(self) -> list[tuple[int, int, pygame.Rect]]:
        """(ring index, value, cell rect) for every value, clockwise from the top."""
        cx, cy = self.center
        out = []
        for k, (ring, r) in enumerate(zip(self.rings, self.ring_radii(), strict=True)):
            n = len(ring.values)
            for i, value in enumerate(ring.values):
                a = -math.pi / 2 + 2 * math.pi * i / max(1, n)
                x, y = cx + r * math.cos(a), cy + r * math.sin(a)
                cell = pygame.Rect(0, 0, self.cell, self.cell)
                cell.center = (round(x), round(y))
                out.append((k, value, cell))
        return out

    def hub_text(self) -> list[str]:
        if self.hub_lines:
            return list(self.hub_lines)
        return [r.text(r.value) for r in self.rings if r.value is not None]

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        cx, cy = self.center
        radius = self.radius
        if radius < 4:
            return
        rim = max(2, radius // 22)
        pygame.draw.circle(surface, mix(self.color, (0, 0, 0), 0.35), (cx, cy + 2), radius)
        pygame.draw.circle(surface, FACE, (cx, cy), radius - 1)
        pygame.draw.circle(surface, self.color, (cx, cy), radius - 1, width=rim)
        if self.state == SEALED:
            self._draw_sealed(surface, fonts)
        elif self.state == SHOWN:
            self._draw_hub(surface, fonts)
        else:
            self._draw_rings(surface, fonts)
            self._draw_hub(surface, fonts)
        if self.title and self.state != OPEN:
            font = fonts.get(14, bold=True)
            img = _fit(font, self.title, round(1.6 * radius), theme.TEXT)
            plate = img.get_rect(midbottom=(cx, cy + radius - rim - 1)).inflate(6, 0)
            pygame.draw.rect(surface, FACE, plate, border_radius=4)
            surface.blit(img, img.get_rect(center=plate.center))

    def _draw_sealed(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        cx, cy = self.center
        r = self.radius
        lid = mix(self.color, FACE, 0.55)
        pygame.draw.circle(surface, lid, (cx, cy), round(r * 0.8))
        for k in range(8):  # the lid's grip
            a = math.pi * k / 4
            x, y = cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a)
            pygame.draw.circle(
                surface, mix(lid, (0, 0, 0), 0.3), (round(x), round(y)), max(1, r // 14)
            )
        side = max(8, round(r * 0.7))
        img = icon(DIAL["sealed"], side, readable_on(lid))
        surface.blit(img, img.get_rect(center=(cx, cy - r // 10)))

    def _draw_rings(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        """Every value in its cell (the one set filled), and the needle from the hub to
        the outer ring's value."""
        cx, cy = self.center
        font = fonts.get(14, bold=True)
        cells = self.cells()
        outer = self.rings[0] if self.rings else None
        if outer is not None and outer.value is not None:
            for k, value, cell in cells:
                if k == 0 and value == outer.value:
                    width = max(2, self.cell // 10)
                    pygame.draw.line(surface, RING_INKS[0], (cx, cy), cell.center, width)
        for k, value, cell in cells:
            ring = self.rings[k]
            ink = RING_INKS[k % len(RING_INKS)]
            size = cell.w // 2
            if value == ring.value:
                pygame.draw.circle(surface, ink, cell.center, size)
                fg = readable_on(ink)
            else:
                pygame.draw.circle(surface, mix(ink, FACE, 0.82), cell.center, size)
                pygame.draw.circle(surface, mix(ink, FACE, 0.4), cell.center, size, width=1)
                fg = ink
            img = _fit(font, ring.text(value), cell.w - 4, fg)
            surface.blit(img, img.get_rect(center=cell.center))

    def _draw_hub(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        cx, cy = self.center
        hub = self.hub_radius()
        if hub < 6:
            return
        pygame.draw.circle(surface, mix(FACE, (255, 255, 255), 0.08), (cx, cy), round(hub))
        lines = self.hub_text()
        if not lines:
            return
        size = 17 if self.state == SHOWN else 15
        font = fonts.get(size, bold=True)
        step = font.get_linesize()
        top = (
            cy
            - step * len(lines) // 2
            - (round(hub * 0.2) if self.state == SHOWN and self.title else 0)
        )
        for k, line in enumerate(lines):
            ink = RING_INKS[k % len(RING_INKS)] if k < len(self.rings) else theme.TEXT
            img = _fit(font, line, round(2 * hub * 0.92), ink)
            surface.blit(img, img.get_rect(midtop=(cx, top + k * step)))


@lru_cache(maxsize=512)
def _fit(font: pygame.font.Font, text: str, width: int, color: Color) -> pygame.Surface:
    """``text`` in ``font``, squeezed to ``width`` when wider (at most to 80%)."""
    img = theme.text_image(font, text, color)
    if img.get_width() > width > 0:
        w = max(width, round(img.get_width() * 0.8))
        img = pygame.transform.smoothscale(img, (w, img.get_height()))
    return img
