"""Drawing the New game form where its layout (layout.py) put everything: the felt, the title
with the chosen game's mark, the panel, the game's picture, the labels and buttons, and the
scrolling area clipped, its edges faded and its scroll bar."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ui import theme
from ui.games import UI_ENTRIES
from ui.icons import SCREENS
from ui.scenes.new_game.layout import FormLayout
from ui.scenes.new_game.options_panel import OptionsPanel
from ui.scenes.new_game.pieces import Label
from ui.widgets.button import Button, draw_text
from ui.widgets.icons import icon
from ui.widgets.reading import draw_scrollbar, ellipsize
from ui.widgets.title_art import felt, panel, title_text

if TYPE_CHECKING:
    from ui.app import App


class FormPainter:
    """Paints the form as ``layout`` last laid it out (never changes it)."""

    def __init__(self, app: App, layout: FormLayout, option_panel: OptionsPanel) -> None:
        self.app = app
        self.layout = layout
        self.option_panel = option_panel

    def draw(self, surface: pygame.Surface, buttons: list[Button], focused: Button | None) -> None:
        """The whole form; ``buttons`` is every button of the form, ``focused`` the one the
        keyboard is on."""
        lay = self.layout
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s = self.app.fonts.scale
        gid = lay.state.entry().game_id
        mark_name = UI_ENTRIES[gid].icon if gid in UI_ENTRIES else SCREENS["title"]
        head = lay.title_rect()
        title = title_text(lay.heading, lay.title_size)
        mark = icon(mark_name, round(lay.title_size * 0.95), theme.ACCENT)
        surface.blit(mark, mark.get_rect(midleft=(head.left, head.centery)))
        surface.blit(title, title.get_rect(midright=(head.right, head.centery)))
        panel(surface, lay.panel_rect)
        shown = lay.picture()
        if shown is not None:  # the chosen game's picture beside the form
            pic, lines = shown
            surface.blit(icon(mark_name, pic.w, (176, 128, 36)), pic)
            for line, rect in lines:
                surface.blit(title_text(line, round(26 * s), theme.TEXT), rect)
        for lab in lay.fixed_labels + lay.msg_labels:
            self._draw_label(surface, lab, lab.rect)
        for b in buttons:
            if id(b) not in lay.content:
                b.draw(surface, self.app.fonts, focused=b is focused)
        self._draw_content(surface, focused)
        small = self.app.fonts.get(14)
        y = lay.hint_top
        for line in lay.hint_lines:
            draw_text(surface, small, line, (w // 2, y), theme.MUTED, "midtop")
            y += small.get_linesize()

    def _draw_content(self, surface: pygame.Surface, focused: Button | None) -> None:
        """The seats and options, clipped to the scrolling area, and its scroll bar."""
        lay = self.layout
        viewport = lay.viewport
        clip = surface.get_clip()
        surface.set_clip(viewport)
        for lab in lay.content_labels:
            self._draw_label(surface, lab, lab.rect.move(0, viewport.top - lay.scroll))
        for b in lay.scrolled():
            b.draw(surface, self.app.fonts, focused=b is focused)
        surface.set_clip(clip)
        depth = min(round(18 * self.app.fonts.scale), viewport.h // 4)
        if lay.scroll > 0:  # rows hidden above or below: the edge fades into the panel
            surface.blit(_fade(viewport.w, depth, True), viewport.topleft)
        if lay.scroll < lay.max_scroll:
            surface.blit(_fade(viewport.w, depth, False), (viewport.left, viewport.bottom - depth))
        pad = lay.panel_rect.right - viewport.right
        bar = viewport.inflate(0, 0)
        bar.w += max(0, pad - 4)
        draw_scrollbar(surface, bar, lay.scroll, lay.content_h)

    def _draw_label(self, surface: pygame.Surface, lab: Label, rect: pygame.Rect) -> None:
        font = self.app.fonts.get(lab.size, bold=lab.bold)
        if lab.boxed:
            pygame.draw.rect(surface, theme.TABLE_DARK, rect, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=8)
        text = ellipsize(font, self.option_panel.label_text(lab), rect.w - (8 if lab.boxed else 0))
        draw_text(surface, font, text, getattr(rect, lab.align), lab.color, lab.align)


@lru_cache(maxsize=8)
def _fade(width: int, depth: int, top: bool) -> pygame.Surface:
    """A strip of the panel's colour, solid at the outer edge and clear inside."""
    strip = pygame.Surface((max(1, width), max(1, depth)), pygame.SRCALPHA)
    for y in range(depth):
        t = (depth - y) / depth if top else (y + 1) / depth
        strip.fill((*theme.PANEL, round(230 * t)), pygame.Rect(0, y, width, 1))
    return strip
