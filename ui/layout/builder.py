"""One table layout in the making: regions, zones, cards (with their name strips), dice and
labels placed so that they never collide with what is already there.

An adapter's ``layout`` makes a ``Builder``, cuts its table rect into regions
(ui/layout/regions.py), lays cards out (ui/layout/cards.py), then places labels; the
finished ``TableLayout`` carries every rect a checker (ui/layout/check.py) needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar, cast

import pygame

from ui import theme
from ui.layout.regions import inset
from ui.layout.text import TEXT, TITLE, ellipsize, fit_name, line_height, measure, text_rect
from ui.table.model import (
    CardSprite,
    Color,
    DieSprite,
    IconSprite,
    Label,
    TableLayout,
    Widget,
    Zone,
)
from ui.widgets.d20 import d20_extent

W = TypeVar("W", bound=Widget)

NAME_STRIP = 0.25
"""The top part of a card (as a share of its height) that shows its name and type mark:
a card fanned over another shows at least this much of the one below. Faces keep their
name inside it (ui/widgets)."""
CARD_RATIO = 1.4
"""Card height / width (5:7)."""
TARGET = 32
"""The least hit target at 1x, in pixels: anything clickable shows at least this much."""

Anchor = tuple[tuple[int, int], str]


def card_h(w: int) -> int:
    """The height of a card ``w`` wide."""
    return round(w * CARD_RATIO)


def card_w(h: int) -> int:
    """The widest card no taller than ``h``."""
    w = int(h / CARD_RATIO)
    return w + 1 if card_h(w + 1) <= h else w


def name_strip(rect: pygame.Rect, sideways: bool = False) -> pygame.Rect:
    """The strip of a card drawn in ``rect`` that holds its name: the top of an upright card,
    the left of one turned a quarter (the table turns cards anticlockwise)."""
    if sideways:
        return pygame.Rect(rect.left, rect.top, max(1, round(rect.w * NAME_STRIP)), rect.h)
    return pygame.Rect(rect.left, rect.top, rect.w, max(1, round(rect.h * NAME_STRIP)))


def sane(rect: pygame.Rect, least: int = 0) -> pygame.Rect:
    """``rect`` with its width and height at least ``least`` (a window too small for any
    layout still never yields a negative size)."""
    if rect.w >= least and rect.h >= least:
        return rect
    return pygame.Rect(rect.left, rect.top, max(least, rect.w), max(least, rect.h))


class Builder:
    """Collects a ``TableLayout``. ``scale`` is the table's text scale (UI scale times the
    window's): label sizes, line heights and the least hit target follow it."""

    def __init__(self, scale: float) -> None:
        self.lay = TableLayout()
        self.scale = scale
        self.target = max(8, round(TARGET * scale))
        self.line = line_height(TEXT, scale)
        self.title_line = line_height(TITLE, scale, bold=True)
        self.pad = max(2, round(4 * scale))
        self._taken: dict[str, list[pygame.Rect]] = {}
        """What labels must keep clear of, by region (a label only meets what lies in its
        own region or in one overlapping it)."""
        self.dropped: list[str] = []
        """Labels that found no free place (none in a layout that passes the checker's
        sweep; kept to look at while tuning)."""

    # ------------------------------------------------------------ places
    def region(self, name: str, rect: pygame.Rect, color: Color | None = None) -> pygame.Rect:
        """A named part of the table; with ``color`` it is also drawn as a panel."""
        rect = sane(rect)
        self.lay.regions[name] = rect
        if color is not None:
            self.panel(rect, color)
        return rect

    def panel(self, rect: pygame.Rect, color: Color) -> pygame.Rect:
        """A coloured rectangle drawn under everything (a frame, a chip, a tint)."""
        rect = sane(rect)
        self.lay.panels.append((rect, color))
        return rect

    def zone(
        self,
        zone_id: str,
        rect: pygame.Rect,
        label: str = "",
        drop: bool = False,
        style: str = "slot",
        lit: bool = True,
    ) -> Zone:
        return self.lay.add_zone(Zone(zone_id, sane(rect), label, drop, style, lit))

    def widget(self, widget: W) -> W:
        """Something the layout draws itself (ui/table/model.py ``Widget``): labels keep
        clear of its rect."""
        self.lay.widgets.append(widget)
        self._taken.setdefault(widget.region, []).append(widget.rect)
        return widget

    def block(self, rect: pygame.Rect, region: str) -> None:
        """Something drawn at ``rect`` in ``region`` (a chip) that labels must keep clear of."""
        self._taken.setdefault(region, []).append(rect)

    # ------------------------------------------------------------ things
    def card(
        self,
        key: str,
        card: int | None,
        rect: pygame.Rect,
        zone: str,
        region: str,
        *,
        face_up: bool = True,
        owner_view: bool = False,
        target: bool = False,
        sideways: bool = False,
        count: int = 0,
        covered: bool = False,
        tag: str = "",
        flips: bool = True,
    ) -> CardSprite:
        """A card sprite; ``covered``: it lies wholly under the next card of a counted stack
        (no name shows). Face-up cards get their name strip."""
        shows_name = face_up and card is not None and not covered
        rect = sane(rect, 1)
        sprite = CardSprite(
            key,
            card,
            rect,
            zone,
            face_up=face_up,
            tag=tag,
            owner_view=owner_view,
            sideways=sideways,
            name_rect=name_strip(rect, sideways) if shows_name else None,
            region=region,
            target=target,
            count=count,
            flips=flips,
        )
        self.lay.cards.append(sprite)
        if not covered:
            self._taken.setdefault(region, []).append(rect)
        return sprite

    def die(
        self,
        key: str,
        center: tuple[int, int],
        size: int,
        value: int,
        region: str,
        *,
        sides: int = 6,
        mods: Sequence[int] = (),
        total: int | None = None,
        color: Color | None = None,
    ) -> pygame.Rect:
        """A die (``sides`` 20: a d20 with ``mods`` as chips to its right and the ``total``);
        returns what it covers, chips included (labels keep clear of all of it)."""
        size = max(1, size)
        d = DieSprite(key, center, size, value, region=region, sides=sides, mods=tuple(mods))
        d.total = total
        if color is not None:
            d.color = color
        self.lay.dice.append(d)
        r = pygame.Rect(0, 0, size, size)
        r.center = center
        if sides == 20 and mods:
            r.w = d20_extent(size, mods, total)
        self._taken.setdefault(region, []).append(r)
        return r

    def icon(self, name: str, rect: pygame.Rect, region: str, color: Color) -> IconSprite:
        """A picture in ``rect`` (drawn square, centred) under the cards; labels keep clear."""
        rect = sane(rect, 1)
        sprite = IconSprite(name, rect, color, region)
        self.lay.icons.append(sprite)
        self._taken.setdefault(region, []).append(rect)
        return sprite

    def label(
        self,
        variants: str | Sequence[str],
        region: str,
        at: Anchor | Sequence[Anchor],
        *,
        size: int = TEXT,
        bold: bool = False,
        color: Color = theme.TEXT,
        width: int | None = None,
        ellipsis: bool = True,
        may_cut: bool = False,
    ) -> Label | None:
        """Place a label inside ``region``: the first wording (longest first) at the first
        spot (``(pos, anchor)``) where it fits the region (and ``width``) without touching
        anything placed before; else the first wording cut with an ellipsis at the first
        spot where that fits. None (and noted in ``dropped``) when nothing fits. A label cut
        with an ellipsis is marked ``cut``; ``may_cut`` says the cut loses nothing that
        matters (a name), else the layout check reports it."""
        texts = [variants] if isinstance(variants, str) else list(variants)
        spots = [cast(Anchor, at)] if isinstance(at[1], str) else list(cast(Sequence[Anchor], at))
        box = self.lay.regions[region]
        for text in texts:
            if width is not None and measure(text, size, self.scale, bold)[0] > width:
                continue
            for pos, anchor in spots:
                r = text_rect(text, pos, anchor, size, self.scale, bold)
                if self._free(r, box, region):
                    return self._put(text, pos, anchor, r, size, bold, color, region)
        if ellipsis and texts:
            for pos, anchor in spots:
                room = _room(box, pos, anchor)
                if width is not None:
                    room = min(room, width)
                short = ellipsize(texts[0], room, size, self.scale, bold)
                if short is None or len(short) < 3:
                    continue
                r = text_rect(short, pos, anchor, size, self.scale, bold)
                if self._free(r, box, region):
                    lab = self._put(short, pos, anchor, r, size, bold, color, region)
                    lab.cut, lab.may_cut = short != texts[0], may_cut
                    return lab
        self.dropped.append(texts[0] if texts else "")
        return None

    def _free(self, r: pygame.Rect, box: pygame.Rect, region: str) -> bool:
        if not box.contains(r):
            return False
        probe = r.inflate(self.pad, 0)
        regions = self.lay.regions
        for name, taken in self._taken.items():
            if name != region and not probe.colliderect(regions.get(name, probe)):
                continue  # nothing of a region the label does not reach
            if probe.collidelist(taken) != -1:
                return False
        return True

    def _put(
        self,
        text: str,
        pos: tuple[int, int],
        anchor: str,
        r: pygame.Rect,
        size: int,
        bold: bool,
        color: Color,
        region: str,
    ) -> Label:
        lab = Label(text, pos, size, color, anchor, bold, region, r)
        self.lay.labels.append(lab)
        self._taken.setdefault(region, []).append(r)
        return lab

    def named(
        self, name: str, rest: str, width: int, size: int = TEXT, bold: bool = False
    ) -> list[str]:
        """Wordings of ``name`` + ``rest`` for a label ``width`` wide: whole, then with the
        name cut to fit (``rest``, the numbers that matter, kept whole)."""
        fitted = fit_name(name, rest, width, size, self.scale, bold)
        return [name + rest] + ([fitted] if fitted is not None else [])

    def text_w(self, text: str, size: int = TEXT, bold: bool = False) -> int:
        return measure(text, size, self.scale, bold)[0]


def _room(box: pygame.Rect, pos: tuple[int, int], anchor: str) -> int:
    """How wide a label anchored at ``pos`` may be and still stay inside ``box``."""
    x = pos[0]
    if anchor in ("topleft", "midleft", "bottomleft"):
        return box.right - x
    if anchor in ("topright", "midright", "bottomright"):
        return x - box.left
    return 2 * min(x - box.left, box.right - x)


def start_table(main: pygame.Rect, scale: float, gap: int = 5) -> tuple[Builder, int, pygame.Rect]:
    """A game's layout begun: a Builder at ``scale``, the table's gap (``gap`` px at 1x,
    at least 4) and the area inside that margin of ``main``, registered as region "table"."""
    b = Builder(scale)
    g = max(4, round(gap * scale))
    area = inset(main, g)
    b.region("table", area)
    return b, g, area
