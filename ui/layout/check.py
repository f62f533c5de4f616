"""A layout checked from its rects alone (not from pixels): nothing readable collides,
nothing leaves its region, nothing clickable is too small to hit.

Faults found:
- two labels overlap, or a card lies over a label (labels are drawn under cards);
- a card lies over another card's name strip (two names overlap, or one is hidden), except
  that a card may lie wholly under a later one of a counted stack (no name strip);
- a card, label, die or widget leaves the region it names, or names none; a region leaves
  the table; a widget lies over a label;
- a hit target (a drop zone, what shows of a card the viewer can pick) is under 32 px at 1x
  (times the scale) on a side;
- a label's rect, as the layout returned it, is not where the table draws it.
Used by the layout tests and bench/layout_sweep.py; not needed at run time.
"""

from __future__ import annotations

import pygame

from ui.layout.builder import TARGET
from ui.layout.text import TEXT, text_rect
from ui.table.model import CardSprite, Label, TableLayout
from ui.widgets.d20 import d20_extent


def label_rect(lab: Label, scale: float) -> pygame.Rect:
    """Where the table draws ``lab`` at ``scale``."""
    return text_rect(lab.text, lab.pos, lab.anchor, lab.size, scale, lab.bold)


def _area_labels(lay: TableLayout) -> list[Label]:
    """Zone titles the table draws itself (areas show theirs at the top left)."""
    return [
        Label(z.label, (z.rect.left + 6, z.rect.top + 3), TEXT, region=z.id)
        for z in lay.zones.values()
        if z.style == "area" and z.label
    ]


def shown_part(lay: TableLayout, i: int) -> pygame.Rect:
    """What shows of card ``i``: its rect cut where later cards cover its bottom or right
    (the ways rows, cascades and stacks overlap); empty when one covers it whole."""
    r = lay.cards[i].rect.copy()
    for later in lay.cards[i + 1 :]:
        o = later.rect
        if not r.colliderect(o):
            continue
        if o.contains(r):
            return pygame.Rect(r.left, r.top, 0, 0)
        below = pygame.Rect(r.left, r.top, r.w, max(0, o.top - r.top))
        left = pygame.Rect(r.left, r.top, max(0, o.left - r.left), r.h)
        if o.top <= r.top:
            below.h = 0
        if o.left <= r.left:
            left.w = 0
        r = max(below, left, key=lambda q: min(q.w, q.h))
    return r


def check_layout(lay: TableLayout, table: pygame.Rect, scale: float) -> list[str]:
    """Every fault of ``lay`` (laid out in ``table`` at text ``scale``), in words."""
    faults: list[str] = []
    regions = lay.regions
    for name, r in regions.items():
        if not table.contains(r):
            faults.append(f"region {name} {tuple(r)} leaves the table {tuple(table)}")

    def inside(what: str, region: str, r: pygame.Rect) -> None:
        box = regions.get(region)
        if box is None:
            faults.append(f"{what} {tuple(r)} names no region ({region!r})")
        elif not box.contains(r):
            faults.append(f"{what} {tuple(r)} leaves its region {region} {tuple(box)}")

    labels = [(lab, label_rect(lab, scale)) for lab in lay.labels]
    for lab, r in labels:
        inside(f"label {lab.text!r}", lab.region, r)
        if lab.rect is not None and lab.rect != r:
            faults.append(f"label {lab.text!r} is drawn at {tuple(r)}, not {tuple(lab.rect)}")
    for sp in lay.cards:
        inside(f"card {sp.key}", sp.region, sp.rect)
    for ic in lay.icons:
        inside(f"icon {ic.name}", ic.region, ic.rect)
    for d in lay.dice:
        r = pygame.Rect(0, 0, d.size, d.size)
        r.center = d.center
        if d.sides == 20 and d.mods:  # its modifier chips to its right
            r.w = d20_extent(d.size, d.mods, d.total)
        inside(f"die {d.key}", d.region, r)
    for k, w in enumerate(lay.widgets):
        inside(f"widget {k} ({type(w).__name__})", w.region, w.rect)
    labels += [(lab, label_rect(lab, scale)) for lab in _area_labels(lay)]
    # labels: never over each other, never under a card
    rects = [r for _, r in labels]
    for i, (lab, r) in enumerate(labels):
        for j in r.collidelistall(rects[i + 1 :]):
            other = labels[i + 1 + j][0]
            faults.append(f"labels overlap: {lab.text!r} {tuple(r)} and {other.text!r}")
    card_rects = [sp.rect for sp in lay.cards]
    widget_rects = [w.rect for w in lay.widgets]
    for lab, r in labels:
        for j in r.collidelistall(card_rects):
            faults.append(f"card {lay.cards[j].key} lies over label {lab.text!r}")
        for j in r.collidelistall(widget_rects):
            faults.append(f"widget {j} ({type(lay.widgets[j]).__name__}) lies over {lab.text!r}")
    # names: no card over another's name strip; a nameless face lies wholly under a later card
    for i, sp in enumerate(lay.cards):
        later = card_rects[i + 1 :]
        if sp.name_rect is not None:
            for j in sp.name_rect.collidelistall(later):
                faults.append(f"card {lay.cards[i + 1 + j].key} covers the name of {sp.key}")
        elif _face(sp) and not any(o.contains(sp.rect) for o in later):
            faults.append(f"card {sp.key} shows no name yet is not wholly under a stack")
    # hit targets
    least = round(TARGET * scale)
    for z in lay.zones.values():
        if z.drop and min(z.rect.w, z.rect.h) < least:
            faults.append(f"drop zone {z.id} {tuple(z.rect)} is under {least} px")
    for i, sp in enumerate(lay.cards):
        if not sp.target:
            continue
        part = shown_part(lay, i)
        if part.w == 0 or part.h == 0:
            faults.append(f"card {sp.key} can be picked but is covered")
        elif min(part.w, part.h) < least:
            faults.append(f"card {sp.key} shows {part.w}x{part.h}, under {least} px to hit")
    return faults


def _face(sp: CardSprite) -> bool:
    return sp.face_up and sp.card is not None
