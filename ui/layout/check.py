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

Readable at every size (issue 23, :func:`check_readable`, :func:`check_chrome`,
:func:`check_steady`):
- text under ``MIN_TEXT_PX`` (11 px at 100%, times the UI scale below it): a label, a
  card's name squeezed sideways on its face, the bar's status, a button's words;
- a label cut with an ellipsis where the words matter (an amount, an instruction; a
  layout marks a cut that loses only a name ``may_cut``), a button's words cut;
- the bar's chips or status under the bar's buttons;
- a control (a panel button, a click zone) that moves while the player changes an amount
  or a selection within a step.
Used by the layout tests and bench/layout_sweep.py; not needed at run time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ui.layout.builder import TARGET
from ui.layout.text import TEXT, px, text_rect
from ui.table.chrome import BarLayout
from ui.table.model import CardSprite, Label, TableLayout
from ui.theme import Fonts
from ui.widgets.button import Button, fit_label, label_fits
from ui.widgets.d20 import d20_extent
from ui.widgets.face import laid_out, squeezed_size

MIN_TEXT_PX = 11
"""No text smaller than this many pixels at UI scale 100% (times the scale below it)."""


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


def least_text(scale: float) -> float:
    """The least text size in pixels at text ``scale`` (the UI scale times the window's)."""
    return MIN_TEXT_PX * min(1.0, scale)


def check_readable(
    lay: TableLayout, scale: float, face: Callable[[int, int], pygame.Surface] | None = None
) -> list[str]:
    """Text in ``lay`` too small to read or cut where it matters: labels under the least
    size or cut (unless ``may_cut``), card names on faces (``face``: the adapter's) squeezed
    under the least size where the name shows."""
    least = least_text(scale)
    faults: list[str] = []
    for lab in lay.labels:
        if px(lab.size, scale) < least:
            faults.append(f"label {lab.text!r} is {px(lab.size, scale)} px, under {least:.0f}")
        if lab.cut and not lab.may_cut:
            faults.append(f"label {lab.text!r} is cut")
    if face is None:
        return faults
    seen: set[tuple[int, int]] = set()
    for sp in lay.cards:
        if not _face(sp) or sp.name_rect is None or sp.card is None:
            continue
        w = max(8, sp.rect.h if sp.sideways else sp.rect.w)
        if (sp.card, w) in seen:
            continue
        seen.add((sp.card, w))
        drawn = laid_out(face(sp.card, w))
        if drawn is None:
            continue
        for t in drawn.text("title"):
            size = squeezed_size(t)
            if size < least:
                faults.append(
                    f"card {sp.key} ({w} px wide): its name {t.text!r} reads at "
                    f"{size:.1f} px, under {least:.0f}"
                )
    return faults


def check_chrome(
    fonts: Fonts, bar: BarLayout, bar_buttons: Sequence[Button], action_buttons: Sequence[Button]
) -> list[str]:
    """The bar and the panel: chips and status clear of the bar's buttons, the status and
    every action button's words whole and at least the least size."""
    least = least_text(fonts.scale)
    faults: list[str] = []
    boxes = [b.rect for b in bar_buttons]
    for words, box, _ in bar.chips:
        if box.collidelist(boxes) != -1:
            faults.append(f"the bar's chip {words!r} runs under a bar button")
    if bar.status_rect.collidelist(boxes) != -1:
        faults.append(f"the bar's status {' '.join(bar.status_lines)!r} runs under a bar button")
    if " ".join(bar.status_lines).endswith("…"):
        faults.append(f"the bar's status is cut: {' '.join(bar.status_lines)!r}")
    if (
        fonts.get(bar.status_size, bold=True).get_height()
        and px(bar.status_size, fonts.scale) < least
    ):
        faults.append(f"the bar's status is {px(bar.status_size, fonts.scale)} px")
    for b in action_buttons:
        size, _ = fit_label(fonts, b.label, b.rect)
        if not label_fits(fonts, b.label, b.rect):
            faults.append(f"button {b.label!r} is cut ({b.rect.w} px wide)")
        elif px(size, fonts.scale) < least:
            faults.append(f"button {b.label!r} is {px(size, fonts.scale)} px")
    return faults


def check_steady(
    before: dict[str, pygame.Rect], after: dict[str, pygame.Rect], what: str
) -> list[str]:
    """Controls (by key) that are there before and after ``what`` (a change of amount or
    selection within a step) and moved."""
    return [
        f"{key} moved from {tuple(r)} to {tuple(after[key])} when {what}"
        for key, r in before.items()
        if key in after and after[key] != r
    ]
