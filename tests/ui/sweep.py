"""The layout sweep: every kept position (tests/ui/positions.py) laid out at every window
size and UI scale, each layout checked from its rects (ui/layout/check.py).

``table_geometry`` mirrors how the table scene sizes its table area (a test keeps the two
in step); ``sweep`` returns the faults found. ``readable_sweep`` runs the readability
checks of issue 23 (ui/layout/check.py ``check_readable``, ``check_chrome``,
``check_steady``): text size, cut labels and button words, the bar clear of its buttons,
and controls that stay put while the player changes amounts and selections in a step. The default test run takes a seeded sample of
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
from ui.layout.check import check_chrome, check_layout, check_readable, check_steady
from ui.table.chrome import HINT_TEXT, bar_layout, hint_lines, place_chrome
from ui.table.interaction import Interaction
from ui.table.registry import adapter_for
from ui.theme import Fonts
from ui.widgets.button import Button

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


BAR_BUTTONS = ("Hint", "Undo", "Redo", "Menu")
"""The table scene's bar buttons, right to left as it places them."""
STEADY_TRIES = 8
"""Changes of amount or selection tried per position (the table's own controls)."""


class _Host:
    """What the interaction kit calls back: nothing happens (the sweep only places)."""

    def act(self, action: Any) -> None: ...

    def refuse(self, action: Any) -> None: ...

    def refuse_pick(self, sprite: Any) -> None: ...

    def refresh(self) -> None: ...

    def invalidate(self) -> None: ...


class _Clock:
    now = 0.0


@dataclass
class Shown:
    """One position as the table scene shows it: layout, buttons placed, the bar."""

    lay: Any
    buttons: list[Button]
    actions: list[Any]
    """Each button's action (None: a place held for a control not offered now, drawn
    disabled so the others keep their rectangles; the adapter's ``held_buttons``)."""
    bar_buttons: list[Button]
    zones: dict[str, pygame.Rect]
    hint: str
    rows: int
    """The lines the hint took in the panel (its own, or the ``rows`` kept)."""


def show(adapter: Any, case: Case, rows: int = 0) -> Shown:
    """Lay ``case`` out with ``adapter`` and place the panel as the scene does (the buttons
    of the legal and local actions of the seat at the screen, the hint kept ``rows`` lines
    at least)."""
    table, scale = table_geometry(case.size, case.ui_scale)
    p = case.position
    fonts = Fonts(scale)
    mine = bool(p.legal) and getattr(p.view, "viewer", None) == p.me
    legal = list(p.legal) if mine else []
    if legal:
        legal += adapter.local_actions(p.view, legal)
    lay = adapter.layout(p.view, p.me, table, scale, p.names)
    ui = Interaction(adapter, _Host(), _Clock())
    ui.rebuild(legal, p.view, p.names, lay)
    bar = [Button(w, lambda: None) for w in BAR_BUTTONS]
    hint = adapter.hint(p.view, p.me if legal else None, p.names)
    phases = adapter.phases
    place_chrome(
        fonts,
        case.size,
        phases,
        adapter.phase_index(p.view),
        adapter.status(p.view, p.names),
        hint,
        None,
        bar,
        ui.action_buttons,
        rows,
    )
    zones = {z: lay.zones[z].rect for z in ui.zone_clicks if z in lay.zones}
    actions = [ui.button_actions.get(id(b)) for b in ui.action_buttons]
    used = max(rows, hint_lines(fonts, case.size, hint))
    return Shown(lay, ui.action_buttons, actions, bar, zones, hint, used)


def _places(adapter: Any, shown: Shown) -> dict[str, pygame.Rect]:
    """The controls by a key that survives a change of amount: a button by its action's
    kind and its place among its kind, a click zone by its id."""
    out: dict[str, pygame.Rect] = {}
    seen: dict[str, int] = {}
    for b, a in zip(shown.buttons, shown.actions, strict=True):
        kind = type(a).__name__ if a is not None else f"held {b.label}"
        n = seen[kind] = seen.get(kind, -1) + 1
        out[f"button {kind}#{n}"] = b.rect.copy()
    out.update({f"zone {z}": r for z, r in shown.zones.items()})
    return out


def readable_faults(case: Case) -> list[str]:
    """The readability faults of ``case``: its text, its bar and panel, and its controls
    across the changes of amount or selection the seat at the screen can make."""
    p = case.position
    adapter = adapter_for(p.game)
    table, scale = table_geometry(case.size, case.ui_scale)
    fonts = Fonts(scale)
    shown = show(adapter, case)
    faults = check_readable(shown.lay, scale, adapter.face)
    right = min(b.rect.left for b in shown.bar_buttons) - 8
    status = adapter.status(p.view, p.names)
    bar = bar_layout(
        fonts, case.size[0], adapter.phases, adapter.phase_index(p.view), status, right
    )
    faults += check_chrome(fonts, bar, shown.bar_buttons, shown.buttons)
    return faults + _steady_faults(adapter, case, shown, fonts)


def _steady_faults(adapter: Any, case: Case, shown: Shown, fonts: Fonts) -> list[str]:
    """Each of a few of the table's own controls (an amount stepped, a dial turned, a card
    staged) applied in turn: the controls there before and after keep their places (the
    hint kept at the most lines it ran to, as the scene keeps it within a step)."""
    p = case.position
    legal = list(p.legal) if p.legal and getattr(p.view, "viewer", None) == p.me else []
    if not legal:
        return []
    local = adapter.local_actions(p.view, legal)
    rng = random.Random(str(case))
    tries = rng.sample(local, min(STEADY_TRIES, len(local)))
    faults: list[str] = []
    for action in tries:
        if adapter.apply_local(action, p.view) is not True:
            continue
        after = show(adapter, case)
        rows = max(shown.rows, after.rows)
        after = show(adapter, case, rows)
        before = shifted(adapter, shown, rows, fonts)
        what = adapter.button_label(action, p.view, p.names)
        faults += check_steady(before, _places(adapter, after), f"{what!r} was pressed")
        shown = after
    return faults


def shifted(adapter: Any, shown: Shown, rows: int, fonts: Fonts) -> dict[str, pygame.Rect]:
    """``shown``'s controls with the hint kept ``rows`` lines (as the scene keeps it within
    a step): its buttons as far down as the extra lines move them."""
    shift = max(0, rows - shown.rows) * fonts.get(HINT_TEXT).get_linesize()
    places = _places(adapter, shown)
    return {k: (r.move(0, shift) if k.startswith("button") else r) for k, r in places.items()}


def readable_sweep(cases: Iterable[Case]) -> dict[str, list[str]]:
    """Readability faults per failing case (empty: every one passed)."""
    out: dict[str, list[str]] = {}
    for case in cases:
        faults = readable_faults(case)
        if faults:
            out[str(case)] = faults
    return out
