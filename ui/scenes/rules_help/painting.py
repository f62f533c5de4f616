"""The rules help drawn: the title and buttons, the list of sections, the pane with the chosen
section's text or the glossary (search box, card blocks, the chosen card's detail), the keys
at the bottom. Drawing changes nothing."""

from __future__ import annotations

from typing import Any

import pygame

from game.registry import TITLES
from ui import theme
from ui.scenes.rules_help.contents import GLOSSARY, HelpContents
from ui.scenes.rules_help.layout import HelpLayout
from ui.widgets.button import draw_text
from ui.widgets.reading import Line, draw_scrollbar, ellipsize


class HelpPainter:
    """Draws ``contents`` where ``layout`` placed it, with ``app``'s fonts."""

    def __init__(self, app: Any, contents: HelpContents, layout: HelpLayout) -> None:
        self.app = app
        self.contents = contents
        self.layout = layout

    def _face(self, card: int, width: int) -> pygame.Surface:
        return self.contents.adapter.face(card, width)

    def draw(self, surface: pygame.Surface, focus: str, mouse: tuple[int, int]) -> None:
        """Everything; ``focus`` ("list" or "content") is outlined, what is under ``mouse`` lit."""
        fonts = self.app.fonts
        layout, buttons = self.layout, self.layout.buttons
        in_glossary = self.contents.in_glossary
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        m = layout.list_area.left
        title_font = fonts.get(28, bold=True)
        name = TITLES.get(self.contents.game_id, self.contents.game_id)
        room = buttons.aid.rect.left - m - 12
        title = ellipsize(title_font, f"Rules: {name}", room)
        draw_text(
            surface, title_font, title, (m, buttons.back.rect.centery), theme.ACCENT, "midleft"
        )
        buttons.back.draw(surface, fonts)
        buttons.game.draw(surface, fonts)
        buttons.aid.draw(surface, fonts)
        self._draw_list(surface, focus, mouse)
        pygame.draw.rect(surface, theme.PANEL, layout.pane, border_radius=10)
        edge = theme.ACCENT if focus == "content" else theme.PANEL_EDGE
        pygame.draw.rect(
            surface, edge, layout.pane, width=2 if focus == "content" else 1, border_radius=10
        )
        if in_glossary:
            self._draw_glossary(surface, focus == "content", mouse)
        else:
            draw_lines(surface, layout.lines, layout.text_area, layout.scroll)
            draw_scrollbar(surface, layout.text_area.inflate(12, 0), layout.scroll, layout.total_h)
        hint = (
            "Tab: list/text   Up/Down: choose   PageUp/PageDown: scroll   "
            + ("Type: search   Ctrl+U: clear   " if in_glossary else "")
            + "Esc: back"
        )
        small = fonts.get(14)
        draw_text(
            surface,
            small,
            ellipsize(small, hint, w - 2 * m),
            (w // 2, h - 6),
            theme.MUTED,
            "midbottom",
        )

    def _draw_list(self, surface: pygame.Surface, focus: str, mouse: tuple[int, int]) -> None:
        fonts = self.app.fonts
        layout = self.layout
        area = layout.list_area
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=10)
        item_font = fonts.get(16, bold=True)
        old_clip = surface.get_clip()
        surface.set_clip(area)
        pad = layout.item_pad
        items = self.contents.items
        for i, (title, r) in enumerate(zip(items, layout.item_rects, strict=True)):
            rect = r.move(area.left, area.top - layout.list_scroll)
            if rect.bottom < area.top or rect.top > area.bottom:
                continue
            chosen = i == self.contents.selected
            hovered = rect.collidepoint(mouse)
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, (rect.left, rect.top + 4, 4, rect.h - 8))
                if focus == "list":
                    pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=8)
            elif hovered:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=8)
            color = theme.ACCENT if title == GLOSSARY and not chosen else theme.TEXT
            y = rect.top + pad
            for line in theme.wrap(item_font, title, rect.w - 2 * pad - 6):
                surface.blit(item_font.render(line, True, color), (rect.left + pad + 6, y))
                y += item_font.get_linesize()
        surface.set_clip(old_clip)
        draw_scrollbar(surface, area, layout.list_scroll, layout.list_total)
        pygame.draw.rect(surface, theme.PANEL_EDGE, area, width=1, border_radius=10)

    def _draw_glossary(
        self, surface: pygame.Surface, focused: bool, mouse: tuple[int, int]
    ) -> None:
        self._draw_search(surface, focused)
        self._draw_blocks(surface, mouse)
        if self.layout.detail.w:
            self._draw_detail(surface)

    def _draw_search(self, surface: pygame.Surface, focused: bool) -> None:
        """The search box: what is typed (a cursor while the pane has the focus) and the count."""
        fonts = self.app.fonts
        s = fonts.scale
        contents = self.contents
        box = self.layout.search_rect
        pygame.draw.rect(surface, (14, 18, 22), box, border_radius=8)
        pygame.draw.rect(
            surface,
            theme.ACCENT if focused else theme.PANEL_EDGE,
            box,
            width=2 if focused else 1,
            border_radius=8,
        )
        f = fonts.get(18)
        small = fonts.get(14)
        count = f"{len(contents.matches)} of {len(contents.entries)} cards"
        count_w = small.size(count)[0]
        pad = round(10 * s)
        room = box.w - count_w - 3 * pad
        if contents.query:
            text = contents.query + ("_" if focused else "")
            shown = text if f.size(text)[0] <= room else "…" + text[-max(1, room // 10) :]
            draw_text(
                surface, f, f"Search: {shown}", (box.left + pad, box.centery), theme.TEXT, "midleft"
            )
        else:
            draw_text(
                surface,
                f,
                ellipsize(f, "Type to search names, types and card text", room),
                (box.left + pad, box.centery),
                theme.MUTED,
                "midleft",
            )
        draw_text(surface, small, count, (box.right - pad, box.centery), theme.MUTED, "midright")

    def _draw_blocks(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The matching cards, one block each (the chosen one outlined), or why there are none."""
        fonts = self.app.fonts
        s = fonts.scale
        contents, layout = self.contents, self.layout
        area = layout.text_area
        if not contents.matches:
            msg = (
                f"No card matches \u201c{contents.query}\u201d. "
                "Backspace or Ctrl+U to search again."
            )
            y = area.top + 10
            for line in theme.wrap(fonts.get(16), msg, area.w - 20):
                draw_text(surface, fonts.get(16), line, (area.left + 10, y), theme.MUTED)
                y += fonts.get(16).get_linesize()
        old_clip = surface.get_clip()
        surface.set_clip(area)
        for b in layout.blocks:
            top = area.top + b.top - layout.scroll
            if top > area.bottom or top + b.height < area.top:
                continue
            rect = pygame.Rect(area.left, top, area.w - 10, b.height)
            hovered = rect.collidepoint(mouse)
            if b.index == contents.card_index:
                pygame.draw.rect(surface, (40, 52, 64), rect, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=8)
            elif hovered:
                pygame.draw.rect(surface, (34, 42, 50), rect, border_radius=8)
            if b.face_width:
                e = contents.matches[b.index]
                pad_b = max(5, round(7 * s))
                surface.blit(
                    self._face(e.card_id, b.face_width), (rect.left + pad_b, rect.top + pad_b)
                )
            for ln in b.lines:
                surface.blit(
                    ln.font.render(ln.text, True, ln.color), (rect.left + ln.x, rect.top + ln.y)
                )
        surface.set_clip(old_clip)
        draw_scrollbar(surface, area.inflate(4, 0), layout.scroll, layout.total_h)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        e = self.contents.selected_entry
        if e is None:
            return
        area = self.layout.detail
        pygame.draw.rect(surface, (16, 20, 24), area, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, area, width=1, border_radius=10)
        fonts = self.app.fonts
        s = fonts.scale
        pad = max(8, round(12 * s))
        face_w = min(area.w - 2 * pad, round(170 * s), max(60, (area.h - 2 * pad) * 5 // 11))
        face = self._face(e.card_id, face_w)
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.top + pad)))
        old_clip = surface.get_clip()
        surface.set_clip(area.inflate(-4, -4))
        y = area.top + pad + face.get_height() + pad
        bold, font = fonts.get(17, bold=True), fonts.get(15)
        for i, text in enumerate(e.lines):
            f = bold if i == 0 else font
            color = theme.ACCENT if i == 0 else theme.MUTED if i == 1 else theme.TEXT
            for line in theme.wrap(f, text, area.w - 2 * pad):
                surface.blit(f.render(line, True, color), (area.left + pad, y))
                y += f.get_linesize()
            y += 2
        surface.set_clip(old_clip)


def draw_lines(
    surface: pygame.Surface,
    lines: list[Line],
    area: pygame.Rect,
    scroll: int,
    dx: int = 0,
    dy: int = 0,
) -> None:
    """``lines`` in ``area``, scrolled by ``scroll`` (clipped to it)."""
    old_clip = surface.get_clip()
    surface.set_clip(area.clip(old_clip) if old_clip else area)
    for ln in lines:
        y = area.top + ln.y - scroll + dy
        if y + ln.font.get_linesize() < area.top or y > area.bottom:
            continue
        surface.blit(ln.font.render(ln.text, True, ln.color), (area.left + ln.x + dx, y))
    surface.set_clip(old_clip)
