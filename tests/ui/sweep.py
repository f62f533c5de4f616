"""The layout sweep: every kept position (tests/ui/positions.py) laid out at every window
size and UI scale, each layout checked from its rects (ui/layout/check.py).

``table_geometry`` mirrors how the table scene sizes its table area (a test keeps the two
in step); ``sweep`` returns the faults found. The default test run takes a seeded sample of
sizes and scales per position; LOOT_TABLE_FULL_SWEEP=1 or bench/layout_sweep.py runs them
all.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from tests.ui.positions import Position
from ui.app import DEFAULT_SIZE
from ui.layout.check import check_layout
from ui.table.registry import adapter_for

SIZES = ((1024, 640), (1280, 800), (1920, 1080), (3840, 2160))
UI_SCALES = (0.75, 1.0, 1.25, 1.5)


def table_geometry(size: tuple[int, int], ui_scale: float) -> tuple[pygame.Rect, float]:
    """(the table area, the text scale) of a window ``size`` at ``ui_scale``, as the app and
    the table scene work them out (App.apply_scale, TableScene.table_rect)."""
    w, h = size
    resolution = max(1.0, min(w / DEFAULT_SIZE[0], h / DEFAULT_SIZE[1], 3.0))
    s = ui_scale * resolution
    panel_w = min(max(240, round(w * 0.22)), round(400 * s))
    bar_h = round(46 * s)
    return pygame.Rect(0, bar_h, w - panel_w, h - bar_h), s


@dataclass(frozen=True)
class Case:
    position: Position
    size: tuple[int, int]
    ui_scale: float

    def __str__(self) -> str:
        return f"{self.position.label} at {self.size[0]}x{self.size[1]} x{self.ui_scale}"


def all_cases(positions: Iterable[Position]) -> Iterator[Case]:
    for p in positions:
        for size in SIZES:
            for ui in UI_SCALES:
                yield Case(p, size, ui)


def sampled_cases(positions: Iterable[Position], seed: int = 13) -> Iterator[Case]:
    """Per position, 2 sizes x 2 scales by a seeded rotation: over the positions every size
    and scale comes up, and the smallest and largest windows every few positions."""
    rng = random.Random(seed)
    for i, p in enumerate(positions):
        sizes = [SIZES[i % len(SIZES)], SIZES[(i + 1 + rng.randrange(3)) % len(SIZES)]]
        scales = [UI_SCALES[(i + 2) % len(UI_SCALES)], rng.choice(UI_SCALES)]
        if scales[0] == scales[1]:
            scales[1] = UI_SCALES[(i + 3) % len(UI_SCALES)]
        for size in sizes:
            for ui in scales:
                yield Case(p, size, ui)


def lay_out(case: Case, adapter: Any = None):  # type: ignore[no-untyped-def]
    """The layout of ``case`` by ``adapter`` (default: the registered table of its game) with
    its table rect and scale."""
    table, scale = table_geometry(case.size, case.ui_scale)
    p = case.position
    adapter = adapter_for(p.game) if adapter is None else adapter
    lay = adapter.layout(p.view, p.me, table, scale, p.names)
    return lay, table, scale


def faults_of(case: Case, adapter: Any = None) -> list[str]:
    lay, table, scale = lay_out(case, adapter)
    return check_layout(lay, table, scale)


def sweep(cases: Iterable[Case], adapter: Any = None) -> dict[str, list[str]]:
    """Faults per failing case (empty: every layout passed); ``adapter``: a table to check
    in place of the registered one (tests/test_planted_faults.py plants a fault in one)."""
    out: dict[str, list[str]] = {}
    for case in cases:
        faults = faults_of(case, adapter)
        if faults:
            out[str(case)] = faults
    return out
