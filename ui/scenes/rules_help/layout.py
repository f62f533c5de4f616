"""Where everything of the rules help goes at the window's size and the text's scale: the
buttons, the list of sections, the pane with the chosen section's wrapped text or the glossary
(search box, one block per card, the chosen card's detail), and how far each is scrolled."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ui import theme
from ui.scenes.rules_help.contents import HelpContents
from ui.widgets.button import Button
from ui.widgets.reading import Block, Line, wrap_paragraphs


@dataclass
class HelpButtons:
    """The buttons at the top right, right to left."""

    back: Button
    game: Button
    aid: Button


class HelpLayout:
    """The places of ``contents``' help in ``app``'s window (:meth:`resize` fills them)."""

    def __init__(self, app: Any, contents: HelpContents, buttons: HelpButtons) -> None:
        self.app = app
        self.contents = contents
        self.buttons = buttons
        self.reset()

    def reset(self) -> None:
        """Nothing placed and nothing scrolled (another game's help is shown)."""
        self.scroll = 0
        self.list_scroll = 0
        self.item_rects: list[pygame.Rect] = []
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.pane = pygame.Rect(0, 0, 0, 0)
        self.text_area = pygame.Rect(0, 0, 0, 0)
        self.search_rect = pygame.Rect(0, 0, 0, 0)
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.lines: list[Line] = []
        self.blocks: list[Block] = []
        self.total_h = 0

    @property
    def max_scroll(self) -> int:
        return max(0, self.total_h - self.text_area.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        fonts = self.app.fonts
        s = fonts.scale
        m = max(8, round(14 * s))
        frame_w = min(w - 2 * m, round(1400 * s))
        left = (w - frame_w) // 2
        title_font = fonts.get(28, bold=True)
        bh = max(32, round(36 * s))
        header_h = max(title_font.get_linesize(), bh) + 2 * m
        back, game, aid = self.buttons.back, self.buttons.game, self.buttons.aid
        back.rect = pygame.Rect(0, 0, round(110 * s), bh)
        back.rect.topright = (left + frame_w, m)
        game.rect = pygame.Rect(0, 0, round(150 * s), bh)
        game.rect.topright = (back.rect.left - 10, m)
        aid.rect = pygame.Rect(0, 0, round(130 * s), bh)
        aid.rect.topright = (game.rect.left - 10, m)
        self.header_h = header_h
        footer_h = fonts.get(14).get_linesize() + m
        body_top, body_bottom = header_h, h - footer_h - m // 2
        list_w = max(120, min(round(240 * s), frame_w * 3 // 10))
        self.list_area = pygame.Rect(left, body_top, list_w, max(40, body_bottom - body_top))
        self.pane = pygame.Rect(
            left + list_w + m, body_top, max(80, frame_w - list_w - m), self.list_area.h
        )
        # section items: wrapped titles, variable height
        item_font = fonts.get(16, bold=True)
        pad = max(6, round(8 * s))
        self.item_rects = []
        y = 0
        for title in self.contents.items:
            n = len(theme.wrap(item_font, title, list_w - 2 * pad - 6))
            rect = pygame.Rect(0, y, list_w, n * item_font.get_linesize() + 2 * pad)
            self.item_rects.append(rect)
            y += rect.h + max(2, round(3 * s))
        self.list_total = y
        self.item_pad = pad
        self.layout_content()
        self.keep_item_visible()
        if self.contents.in_glossary:
            self.keep_card_visible()

    def layout_content(self) -> None:
        """The pane's content: the chosen section's text, or the glossary's search box,
        blocks and detail."""
        fonts = self.app.fonts
        s = fonts.scale
        pad = max(8, round(14 * s))
        inner = self.pane.inflate(-2 * pad, -2 * pad)
        if not self.contents.in_glossary:
            self.search_rect = pygame.Rect(0, 0, 0, 0)
            self.detail = pygame.Rect(0, 0, 0, 0)
            self.text_area = inner
            width = min(inner.w - 8, round(820 * s))
            title, body = self.contents.sections[self.contents.selected]
            head = fonts.get(24, bold=True)
            self.lines = [Line(title, head, theme.ACCENT, 0, 0)]
            more, y = wrap_paragraphs(
                body,
                fonts.get(16),
                fonts.get(16, bold=True),
                width,
                head.get_linesize() + round(6 * s),
            )
            self.lines.extend(more)
            self.total_h = y + pad
            self.blocks = []
        else:
            search_h = fonts.get(18).get_linesize() + round(12 * s)
            self.search_rect = pygame.Rect(inner.left, inner.top, inner.w, search_h)
            below = pygame.Rect(
                inner.left,
                self.search_rect.bottom + pad,
                inner.w,
                max(20, inner.bottom - self.search_rect.bottom - pad),
            )
            detail_w = round(270 * s)
            if below.w - detail_w - pad >= round(320 * s):
                self.detail = pygame.Rect(below.right - detail_w, below.top, detail_w, below.h)
                self.text_area = pygame.Rect(
                    below.left, below.top, below.w - detail_w - pad, below.h
                )
            else:
                self.detail = pygame.Rect(0, 0, 0, 0)
                self.text_area = below
            self.lines = []
            self._layout_blocks()
        self.scroll = max(0, min(self.max_scroll, self.scroll))

    def _layout_blocks(self) -> None:
        fonts = self.app.fonts
        s = fonts.scale
        name_f, small, text_f = fonts.get(17, bold=True), fonts.get(14), fonts.get(15)
        pad = max(5, round(7 * s))
        width = self.text_area.w - 2 * pad - 10
        inline_face = not self.detail.w
        self.blocks = []
        y = 0
        for i, e in enumerate(self.contents.matches):
            chosen = i == self.contents.card_index
            face_w = 0
            if chosen and inline_face:
                face_w = max(60, min(round(110 * s), width // 3))
            tx = pad + (face_w + pad if face_w else 0)
            tw = max(40, width - (face_w + pad if face_w else 0))
            lines: list[Line] = []
            ly = pad
            for t in theme.wrap(name_f, e.name, tw):
                lines.append(Line(t, name_f, theme.ACCENT if chosen else theme.TEXT, tx, ly))
                ly += name_f.get_linesize()
            price = f"  ·  price {e.price}" if e.price is not None else ""
            info = f"{e.kind}  ·  {e.deck}{price}  ·  {e.count} in the game"
            for t in theme.wrap(small, info, tw):
                lines.append(Line(t, small, theme.MUTED, tx, ly))
                ly += small.get_linesize()
            body = list(e.lines[2:]) if chosen and inline_face else [e.lines[-1]]
            for para in body:
                for t in theme.wrap(text_f, para, tw):
                    lines.append(Line(t, text_f, theme.TEXT, tx, ly))
                    ly += text_f.get_linesize()
            height = max(ly, round(face_w * 7 / 5) + pad) + pad
            self.blocks.append(Block(i, y, height, lines, face_w))
            y += height + max(2, round(4 * s))
        self.total_h = y

    def keep_item_visible(self) -> None:
        if not self.item_rects:
            return
        r = self.item_rects[self.contents.selected]
        if r.top < self.list_scroll:
            self.list_scroll = r.top
        elif r.bottom > self.list_scroll + self.list_area.h:
            self.list_scroll = r.bottom - self.list_area.h
        self.list_scroll = max(0, min(self.list_scroll, self.list_total - self.list_area.h))

    def keep_card_visible(self) -> None:
        card_index = self.contents.card_index
        if not self.blocks or not 0 <= card_index < len(self.blocks):
            return
        b = self.blocks[card_index]
        if b.top < self.scroll:
            self.scroll = b.top
        elif b.top + b.height > self.scroll + self.text_area.h:
            self.scroll = min(b.top, b.top + b.height - self.text_area.h)
        self.scroll = max(0, min(self.max_scroll, self.scroll))
