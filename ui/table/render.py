"""Drawing the table: the board, cards, dice, what moves, the reveal, the bar and the panel.

Two layers. The *static* layer (cloth, panels, slots, the layout's widgets, labels, resting
cards and dice, the glows of legal targets, hint and focus, the bar and the panel) is drawn
into a cached surface and redrawn only when something on it changed
(``TableRenderer.dirty``); its board (cloth, panels, empty slots) is cached apart, keyed by
its geometry. Each frame blits the
static layer and draws on top only what moves: sliding cards, the lifted card, dice
tumbling, a reveal, the zoom and the buttons. Drawing changes no game state.

Every face goes through ``adapter.face`` (never cached here), so a test that watches it sees
every card drawn. The zoom is drawn by :func:`draw_zoomed_card` alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from ui import theme
from ui.layout.builder import name_strip
from ui.table.adapter import TableAdapter
from ui.table.animator import Animator, Reveal, Stage, Tumble, ease_out
from ui.table.chrome import (
    Chrome,
    draw_bar,
    draw_panel,
    table_area,
)
from ui.table.interaction import Interaction
from ui.table.model import CardSprite, TableLayout
from ui.theme import Fonts
from ui.widgets.button import Button, draw_text
from ui.widgets.d20 import d20_extent, draw_d20_with_mods
from ui.widgets.drawing import count_badge, draw_die, glow
from ui.widgets.icons import icon
from ui.widgets.log_panel import LogPanel
from ui.widgets.zoom import draw_zoom

HINT_COLOR = (120, 230, 255)
PICKED_COLOR = (120, 220, 255)
MOVABLE_COLOR = theme.GLOW
"""Cards you can do something with now (and places a click acts on): lit, 3 px."""
LIT_WIDTH = 3
TAG_COLOR = (250, 230, 150)


class TableRenderer:
    """Draws one game's table (``adapter``) from a layout, the animator and the input state."""

    def __init__(
        self,
        adapter: TableAdapter[Any],
        anim: Animator,
        ui: Interaction,
        log: LogPanel,
        fonts: Fonts,
    ) -> None:
        self.adapter = adapter
        self.anim = anim
        self.ui = ui
        self.log = log
        self.fonts = fonts
        self.dirty = True
        self.now = 0.0
        self._static: pygame.Surface | None = None
        self._board: pygame.Surface | None = None
        self._board_signature: Any = None

    # ------------------------------------------------------------ the frame
    def draw(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        chrome: Callable[[], Chrome],
        now: float,
        buttons: list[Button],
    ) -> None:
        """One frame: the static layer (redrawn when dirty; ``chrome()`` gives its bar and
        panel), then what moves, the buttons (``buttons``: the bar's and the actions'), the
        dice, the reveal and the zoom."""
        self.now = now
        size = surface.get_size()
        if self.dirty or self._static is None or self._static.get_size() != size:
            self._static = self.draw_static(size, layout, chrome())
            self.dirty = False
        surface.blit(self._static, (0, 0))
        ui = self.ui
        lifted = ui.drag.key if ui.drag is not None and ui.drag.moved else None
        for sprite in layout.cards:
            if self.anim.is_moving(sprite) and sprite.key != lifted:
                self.draw_card(surface, sprite, self.anim.current(sprite.key, now) or sprite.rect)
        stage = self.anim.current_stage(now)
        if stage is not None and stage.flights:
            draw_flights(surface, self.fonts, layout, stage, now)
        focused = ui.focused_button(layout)
        for b in buttons:
            b.draw(surface, self.fonts, focused=focused is b)
            if ui.hinted is not None and ui.button_actions.get(id(b)) == ui.hinted:
                glow(surface, b.rect, HINT_COLOR, 3)
        if ui.drag is not None and ui.drag.moved:
            self.draw_lifted(surface, layout)
        area = table_area(surface, self.fonts)
        for tumble in self.anim.tumbles:
            faces = self.anim.tumble_faces(tumble, now)
            draw_tumble(
                surface, self.fonts, tumble, faces, now - tumble.t0 >= tumble.duration, area
            )
        reveal = self.anim.current_reveal(now)
        if reveal is not None:
            draw_reveal(surface, self.fonts, self.adapter, reveal, now, area)
        if ui.zoom_card is not None:
            shown = next((s.rect for s in layout.cards if s.card == ui.zoom_card), None)
            draw_zoomed_card(surface, self.fonts, self.adapter, ui.zoom_card, ui.mouse, shown, area)

    def draw_lifted(self, surface: pygame.Surface, layout: TableLayout) -> None:
        """The dragged card under the pointer, a little larger, with a shadow."""
        drag = self.ui.drag
        assert drag is not None
        held = next((s for s in layout.cards if s.key == drag.key), None)
        if held is None:
            return
        r = held.rect.copy()
        r.topleft = (drag.pos[0] - drag.offset[0], drag.pos[1] - drag.offset[1])
        lifted_rect = r.inflate(r.w // 12, r.h // 12)
        pygame.draw.rect(surface, (0, 0, 0), lifted_rect.move(6, 8), border_radius=8)
        self.draw_card(surface, held, lifted_rect)

    # ------------------------------------------------------------ the static layer
    def draw_board(self, size: tuple[int, int], layout: TableLayout) -> pygame.Surface:
        """Cloth, panels and empty slots: redrawn only when their geometry changes."""
        drawn = [z for z in layout.zones.values() if z.style != "none"]
        signature = (
            size,
            self.fonts.scale,
            tuple((z.id, tuple(z.rect), z.style, z.label) for z in drawn),
            tuple((tuple(r), c) for r, c in layout.panels),
        )
        if self._board is not None and signature == self._board_signature:
            return self._board
        surf = pygame.Surface(size)
        surf.fill(theme.TABLE)
        for rect, color in layout.panels:
            pygame.draw.rect(surf, color, rect, border_radius=10)
        label_font = self.fonts.get(14)
        for zone in drawn:
            if zone.style == "slot":
                pygame.draw.rect(surf, theme.SLOT, zone.rect, border_radius=8)
                pygame.draw.rect(surf, theme.SLOT_EDGE, zone.rect, width=1, border_radius=8)
                if zone.label:
                    img = theme.text_image(label_font, zone.label, theme.SLOT_EDGE)
                    surf.blit(img, img.get_rect(center=zone.rect.center))
            elif zone.style == "area":
                pygame.draw.rect(surf, theme.SLOT_EDGE, zone.rect, width=1, border_radius=8)
                if zone.label:
                    surf.blit(
                        theme.text_image(label_font, zone.label, theme.SLOT_EDGE),
                        (zone.rect.left + 6, zone.rect.top + 3),
                    )
            elif zone.style == "pile":
                pygame.draw.rect(surf, theme.TABLE_DARK, zone.rect, border_radius=8)
        self._board, self._board_signature = surf, signature
        return surf

    def draw_static(
        self, size: tuple[int, int], layout: TableLayout, chrome: Chrome
    ) -> pygame.Surface:
        """Everything that is not moving this frame, cached until something changes."""
        surf = self._static
        if surf is None or surf.get_size() != size:
            surf = pygame.Surface(size)
        surf.blit(self.draw_board(size, layout), (0, 0))
        fonts = self.fonts
        for ic in layout.icons:
            side = min(ic.rect.w, ic.rect.h)
            if side >= 4:
                img = icon(ic.name, side, ic.color)
                surf.blit(img, img.get_rect(center=ic.rect.center))
        for widget in layout.widgets:
            widget.draw(surf, fonts)
        for lab in layout.labels:
            draw_text(
                surf, fonts.get(lab.size, bold=lab.bold), lab.text, lab.pos, lab.color, lab.anchor
            )
        ui = self.ui
        lifted = ui.drag.key if ui.drag is not None and ui.drag.moved else None
        lit = ui.picked is None  # nothing held: every card that can move now is lit
        for sprite in layout.cards:
            if not self.anim.is_moving(sprite) and sprite.key != lifted:
                self.draw_card(surf, sprite, sprite.rect)
                if lit and sprite.card in ui.card_moves:  # under the cards fanned over it
                    glow(surf, sprite.rect, MOVABLE_COLOR, LIT_WIDTH)
        for die in layout.dice:
            if die.sides == 20:
                draw_d20_with_mods(
                    surf, die.center, die.size, die.value, die.mods, die.color, die.total
                )
            else:
                draw_die(surf, die.center, die.size, die.value, die.color, die.pip)
        self.draw_highlights(surf, layout, lifted)
        draw_bar(surf, fonts, chrome)
        draw_panel(surf, fonts, chrome, self.log)
        return surf

    def draw_highlights(
        self, surf: pygame.Surface, layout: TableLayout, lifted: str | None
    ) -> None:
        """Legal targets glow (the keyed one brighter) and the picked card (the cards that
        can move are lit as they are drawn, in ``draw_static``); the hint's card, place or
        zone; the keyboard focus."""
        ui = self.ui
        holding = ui.drag.card if lifted is not None and ui.drag is not None else ui.picked
        keyed_target = ui.keyed_target()
        for zid in {z for z, _ in ui.targets_of(holding)}:
            zone = layout.zones.get(zid)
            if zone is not None:
                hot = zid == keyed_target
                glow(surf, zone.rect, theme.ACCENT if hot else theme.GLOW, 4 if hot else 3)
        if ui.picked is not None:
            for sprite in layout.cards:
                if sprite.card == ui.picked:
                    glow(surf, sprite.rect, PICKED_COLOR, 3)
        for zid in ui.zone_clicks:  # places a click acts on (e.g. a quest to choose)
            zone = layout.zones.get(zid)
            if zone is not None and zone.lit:
                glow(surf, zone.rect, MOVABLE_COLOR, LIT_WIDTH)
        if ui.hinted is not None:  # the hint: the card and where it goes, outlined
            for card, zone_id in self.adapter.drag_targets(ui.hinted)[:1]:
                for sprite in layout.cards:
                    if sprite.card == card:
                        glow(surf, sprite.rect, HINT_COLOR, 4)
                zone = layout.zones.get(zone_id)
                if zone is not None:
                    glow(surf, zone.rect, HINT_COLOR, 2)
            hint_zone = self.adapter.click_zone(ui.hinted)
            if hint_zone is not None and hint_zone in layout.zones:
                glow(surf, layout.zones[hint_zone].rect, HINT_COLOR, 4)
        items = ui.focusables(layout)
        if ui.picked is None and 0 <= ui.focus_index < len(items):
            kind, item = items[ui.focus_index]
            if kind == "card":
                for sprite in layout.cards:
                    if sprite.card == item:
                        glow(surf, sprite.rect, theme.ACCENT, 3)

    # ------------------------------------------------------------ cards
    def draw_card(self, surf: pygame.Surface, sprite: CardSprite, rect: pygame.Rect) -> None:
        """A card at ``rect``: its face (or back), mid-flip while it slides face up, turned a
        quarter when sideways, with its tag."""
        adapter = self.adapter
        slide = self.anim.slides.get(sprite.key)
        card = sprite.card if sprite.face_up else None  # None: the back shows
        width = rect.w
        face_w = max(8, sprite.rect.h if sprite.sideways else sprite.rect.w)
        if slide is not None and slide.flip:
            p = slide.progress(self.now)
            if p < 0.5 or card is None:
                img = adapter.back(face_w)
                width = max(1, round(rect.w * abs(1 - 2 * p)))
            else:
                img = adapter.face(card, face_w)
                width = max(1, round(rect.w * (2 * p - 1)))
        else:
            img = adapter.face(card, face_w) if card is not None else adapter.back(face_w)
        if sprite.sideways:  # turned a quarter: draw upright into the portrait box, then rotate
            if img.get_size() != (rect.h, rect.w):
                img = pygame.transform.smoothscale(img, (rect.h, rect.w))
            img = pygame.transform.rotate(img, 90)
            if width != rect.w:
                img = pygame.transform.scale(img, (max(1, round(width)), rect.h))
        elif img.get_size() != (width, rect.h):
            img = pygame.transform.scale(img, (width, rect.h))
        surf.blit(img, img.get_rect(center=rect.center))
        if sprite.tag:
            f = self.fonts.get(14, bold=True)
            tag = theme.text_image(f, sprite.tag, theme.INK)
            box = tag.get_rect(topright=(rect.right - 2, rect.top + rect.h // 6 + 2)).inflate(6, 2)
            pygame.draw.rect(surf, TAG_COLOR, box, border_radius=4)
            surf.blit(tag, tag.get_rect(center=box.center))
        if sprite.count > 1:  # a counted stack (ui/layout/cards.py)
            count_badge(surf, rect, sprite.count, self.fonts, name_strip(rect).h)


COIN = (236, 192, 64)
COIN_EDGE = (120, 88, 20)


def draw_flights(
    surf: pygame.Surface, fonts: Fonts, layout: TableLayout, stage: Stage, now: float
) -> None:
    """A stage's coins sliding (ease-out) from one zone's centre to another's, then lying
    there until the stage ends, each with its label (e.g. "+3")."""
    e = ease_out(stage.flight_progress(now))
    d = max(12, round(26 * fonts.scale))
    font = fonts.get(13, bold=True)
    for f in stage.flights:
        a, b = layout.zones.get(f.src), layout.zones.get(f.dst)
        if a is None or b is None:
            continue
        (x0, y0), (x1, y1) = a.rect.center, b.rect.center
        c = (round(x0 + (x1 - x0) * e), round(y0 + (y1 - y0) * e))
        img = theme.text_image(font, f.label, theme.INK) if f.label else None
        w = max(d, img.get_width() + d // 2) if img is not None else d
        coin = pygame.Rect(0, 0, w, d)
        coin.center = c
        pygame.draw.rect(surf, (0, 0, 0), coin.move(2, 3), border_radius=d // 2)
        pygame.draw.rect(surf, COIN, coin, border_radius=d // 2)
        pygame.draw.rect(surf, COIN_EDGE, coin, width=2, border_radius=d // 2)
        if img is not None:
            surf.blit(img, img.get_rect(center=coin.center))


# ------------------------------------------------------------ dice and reveals
def draw_tumble(
    surf: pygame.Surface,
    fonts: Fonts,
    tumble: Tumble,
    faces: list[int],
    settled: bool,
    area: pygame.Rect,
) -> None:
    """Dice rolling (``faces``: what shows now) in a box over the table; once ``settled``,
    the caption under them."""
    size = round(64 * fonts.scale)
    n = len(faces)
    if tumble.sides == 20:  # d20s, each with its modifiers once landed
        box = draw_d20_tumble(surf, fonts, tumble, faces, settled, area)
    else:
        box = pygame.Rect(0, 0, max(360, n * (size + 20) + 40), size + 80)
        box.center = (area.centerx, surf.get_height() // 2)
        pygame.draw.rect(surf, (16, 20, 24), box, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=12)
        x0 = box.centerx - (n * (size + 20) - 20) // 2 + size // 2
        for i, (v, c) in enumerate(zip(faces, tumble.colors, strict=False)):
            pip = (250, 250, 250) if c[0] > 150 and c[1] < 100 else (40, 30, 10)
            draw_die(surf, (x0 + i * (size + 20), box.top + 16 + size // 2), size, v, c, pip)
    if settled:
        draw_text(
            surf,
            fonts.get(16, bold=True),
            tumble.caption,
            (box.centerx, box.bottom - 30),
            theme.TEXT,
            "midtop",
        )


def draw_reveal(
    surf: pygame.Surface,
    fonts: Fonts,
    adapter: Any,
    reveal: Reveal,
    now: float,
    area: pygame.Rect,
) -> None:
    """Face-down piles turning face up together (a flip: scale x through 0), with who
    they belong to, a note under each (e.g. matching cards) and the outcome below."""
    s = fonts.scale
    groups = reveal.groups
    title_f = fonts.get(15, bold=True)
    note_f = fonts.get(14)
    most = max(1, max(len(g.cards) for g in groups))
    pad = round(14 * s)
    # card width: every group side by side, cards in a group overlapping by a third
    avail = area.w - 2 * pad - (len(groups) + 1) * pad
    per_group = avail / max(1, len(groups))
    cw = int(min(round(90 * s), per_group / (1 + (most - 1) * 0.55), (area.h * 0.42) / 1.4))
    cw = max(24, cw)
    ch = round(cw * 1.4)
    step = round(cw * 0.55)
    widths = [cw + step * (len(g.cards) - 1) if g.cards else cw for g in groups]
    widths = [
        max(wd, title_f.size(g.title)[0] + 8, note_f.size(g.note)[0] + 8)
        for wd, g in zip(widths, groups, strict=True)
    ]
    inner_w = sum(widths) + pad * (len(groups) - 1)
    box = pygame.Rect(0, 0, min(area.w - 8, inner_w + 2 * pad), 0)
    cap_lines = theme.wrap(title_f, reveal.caption, box.w - 2 * pad)
    box.h = (
        pad
        + title_f.get_linesize()
        + 4
        + ch
        + 4
        + note_f.get_linesize()
        + 8
        + len(cap_lines) * title_f.get_linesize()
        + pad
    )
    box.center = area.center
    pygame.draw.rect(surf, (16, 20, 24), box, border_radius=12)
    pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=12)
    p = reveal.progress(now)
    x = box.left + pad + max(0, (box.w - 2 * pad - inner_w) // 2)
    top = box.top + pad
    for g, gw in zip(groups, widths, strict=True):
        color = theme.ACCENT if g.won else theme.TEXT
        draw_text(surf, title_f, g.title, (x, top), color)
        y = top + title_f.get_linesize() + 4
        for i, card in enumerate(g.cards):
            r = pygame.Rect(x + i * step, y, cw, ch)
            if g.face_up:
                img, width = adapter.face(card, cw), cw
            elif p < 0.5:
                img = adapter.back(cw)
                width = max(1, round(cw * (1 - 2 * p)))
            else:
                img = adapter.face(card, cw)
                width = max(1, round(cw * (2 * p - 1)))
            img = pygame.transform.scale(img, (width, ch))
            surf.blit(img, img.get_rect(center=r.center))
        if not g.cards:
            draw_text(surf, note_f, "(no cards)", (x, y + ch // 2), theme.MUTED, "midleft")
        if g.won and p >= 1.0:
            glow(surf, pygame.Rect(x, y, gw, ch), theme.ACCENT, 3)
        if g.note:
            draw_text(surf, note_f, g.note, (x, y + ch + 4), color)
        x += gw + pad
    y = top + title_f.get_linesize() + 4 + ch + 4 + note_f.get_linesize() + 8
    if p >= 1.0:
        for line in cap_lines:
            draw_text(surf, title_f, line, (box.centerx, y), theme.ACCENT, "midtop")
            y += title_f.get_linesize()


def draw_d20_tumble(
    surf: pygame.Surface,
    fonts: Fonts,
    tumble: Tumble,
    faces: list[int],
    settled: bool,
    area: pygame.Rect,
) -> pygame.Rect:
    """d20s rolling in a box over the table, each roller's name under its die and, once
    they land, each die's modifiers beside it; returns the box (the caption goes below)."""
    size = round(80 * fonts.scale)
    n = len(faces)
    mods = list(tumble.mods or [])
    mods += [[] for _ in range(n - len(mods))]
    widths = [d20_extent(size, m) for m in mods[:n]]
    gap = round(28 * fonts.scale)
    row = sum(widths) + gap * max(0, n - 1)
    name_f = fonts.get(15, bold=True)
    names = list(tumble.labels or [])
    caption_w = fonts.get(16, bold=True).size(tumble.caption)[0]
    box = pygame.Rect(0, 0, min(area.w - 8, max(360, row + 40, caption_w + 40)), size + 80)
    if names:
        box.h += name_f.get_linesize()
    box.center = (area.centerx, surf.get_height() // 2)
    pygame.draw.rect(surf, (16, 20, 24), box, border_radius=12)
    pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=12)
    x = box.centerx - row // 2
    for i, (v, c) in enumerate(zip(faces, tumble.colors, strict=False)):
        center = (x + size // 2, box.top + 16 + size // 2)
        draw_d20_with_mods(surf, center, size, v, mods[i] if settled else [], c)
        if i < len(names):
            draw_text(surf, name_f, names[i], (center[0], center[1] + size // 2 + 4), c, "midtop")
        x += widths[i] + gap
    return box


# ------------------------------------------------------------ the zoom
def draw_zoomed_card(
    surface: pygame.Surface,
    fonts: Fonts,
    adapter: TableAdapter[Any],
    card: int,
    pointer: tuple[int, int],
    shown: pygame.Rect | None,
    bounds: pygame.Rect,
) -> None:
    """The hovered (or pinned) ``card`` with its full text, beside the card (``shown``: where
    it lies; None: not laid out, then beside the pointer), never over it, the pointer or
    the log, inside ``bounds`` (the table area, left of the panel, under the bar)."""
    draw_zoom(
        surface,
        fonts,
        bounds,
        shown or pygame.Rect(pointer, (1, 1)),
        pointer,
        partial(adapter.face, card),
        adapter.zoom_lines(card),
    )


# ------------------------------------------------------------ bar and panel
