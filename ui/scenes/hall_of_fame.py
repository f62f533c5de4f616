"""The Hall of Fame: every recorded winner, newest first, with their score and quote.

Scroll with the mouse wheel, Up/Down, PageUp/PageDown and Home/End; Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import pygame

from ui import theme
from ui.hall_of_fame import FameEntry, load_hall
from ui.scene import Scene
from ui.widgets.button import Button, draw_text
from ui.widgets.reading import draw_scrollbar, ellipsize

WHEEL_LINES = 3


@dataclass
class Card:
    """One laid-out entry: its texts and its height (top relative to the list's top)."""

    entry: FameEntry
    top: int
    height: int
    quote_lines: list[str]
    info_lines: list[str]


def nice_date(text: str) -> str:
    """``2024-05-02`` as ``2 May 2024``; anything else unchanged."""
    try:
        d = date.fromisoformat(text)
    except ValueError:
        return text
    return f"{d.day} {d.strftime('%B')} {d.year}"


class HallOfFameScene(Scene):
    title = "Hall of Fame"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        hall, notice = load_hall(app.dirs.hall_of_fame)
        if notice:
            app.notify(notice, bad=True)
        # newest first; entries of the same day keep "last added first"
        self.entries = sorted(reversed(hall.entries), key=lambda e: e.date, reverse=True)
        self.scroll = 0
        self.cards: list[Card] = []
        self.total_h = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.back_button = Button("Back", self.back, tooltip="Esc")
        self.resize(app.size)

    def enter(self) -> None:
        self.resize(self.app.size)

    # ------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        fonts = self.app.fonts
        s = fonts.scale
        m = max(10, round(16 * s))
        frame_w = min(w - 2 * m, round(960 * s))
        left = (w - frame_w) // 2
        bh = max(32, round(36 * s))
        title_h = max(fonts.get(34, bold=True).get_linesize(), bh)
        self.back_button.rect = pygame.Rect(0, 0, round(110 * s), bh)
        self.back_button.rect.topright = (left + frame_w, m)
        self.title_center = (left, m + bh // 2)
        top = m + title_h + fonts.get(15).get_linesize() + m
        footer = fonts.get(14).get_linesize() + m
        self.area = pygame.Rect(left, top, frame_w, max(40, h - top - footer))
        name_f, small, quote_f = fonts.get(20, bold=True), fonts.get(14), fonts.get(16)
        pad = max(8, round(12 * s))
        gap = max(4, round(8 * s))
        inner_w = frame_w - 2 * pad - 10
        self.cards = []
        y = 0
        for e in self.entries:
            info = f"{nice_date(e.date)}  ·  {e.game}"
            others = [p for p in e.players if p not in e.winner.split(" & ")]
            if others:
                info += f"  ·  against {', '.join(others)}"
            quote = f"\u201c{e.quote.strip()}\u201d" if e.quote.strip() else "(no quote left)"
            qlines = theme.wrap(quote_f, quote, inner_w - round(12 * s))
            info_lines = theme.wrap(small, info, inner_w)
            height = (
                2 * pad
                + name_f.get_linesize()
                + len(info_lines) * small.get_linesize()
                + round(4 * s)
                + len(qlines) * quote_f.get_linesize()
            )
            self.cards.append(Card(e, y, height, qlines, info_lines))
            y += height + gap
        self.total_h = y
        self.pad = pad
        self.scroll = max(0, min(self.max_scroll, self.scroll))

    @property
    def max_scroll(self) -> int:
        return max(0, self.total_h - self.area.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.back_button.handle_event(event):
            return True
        line = self.app.fonts.get(16).get_linesize()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * WHEEL_LINES)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(line * (-1 if key == pygame.K_UP else 1))
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by(max(20, self.area.h - 40) * (-1 if key == pygame.K_PAGEUP else 1))
        elif key == pygame.K_HOME:
            self.scroll = 0
        elif key == pygame.K_END:
            self.scroll = self.max_scroll
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.back()
        else:
            return False
        return True

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        s = fonts.scale
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        title_font = fonts.get(34, bold=True)
        draw_text(surface, title_font, "Hall of Fame", self.title_center, theme.ACCENT, "midleft")
        self.back_button.draw(surface, fonts, focused=True)
        small = fonts.get(15)
        n = len(self.entries)
        sub = (
            f"{n} winner{'s' if n != 1 else ''} so far, newest first."
            if n
            else "Winners and their last words."
        )
        draw_text(
            surface, small, sub, (self.area.left, self.area.top - 6), theme.MUTED, "bottomleft"
        )
        if not self.entries:
            self._draw_empty(surface)
        else:
            self._draw_cards(surface)
        keys = "Wheel, Up/Down, PageUp/PageDown: scroll   Esc: back"
        f14 = fonts.get(14)
        draw_text(
            surface,
            f14,
            ellipsize(f14, keys, w - 20),
            (w // 2, h - round(6 * s)),
            theme.MUTED,
            "midbottom",
        )

    def _draw_empty(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        area = self.area
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=12)
        big, body = fonts.get(24, bold=True), fonts.get(16)
        lines = [("No champions yet.", big, theme.ACCENT)]
        text = (
            "Finish a game and the winner can leave a quote: their name, score and words "
            "will be kept here for everyone to admire (or envy)."
        )
        width = min(area.w - 40, round(560 * fonts.scale))
        lines += [(t, body, theme.TEXT) for t in theme.wrap(body, text, width)]
        total = sum(f.get_linesize() for _, f, _ in lines) + 10
        y = area.top + max(20, min(area.h // 3, (area.h - total) // 2))
        for i, (t, f, c) in enumerate(lines):
            draw_text(surface, f, t, (area.centerx, y), c, "midtop")
            y += f.get_linesize() + (10 if i == 0 else 0)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        s = fonts.scale
        name_f, small, quote_f = fonts.get(20, bold=True), fonts.get(14), fonts.get(16)
        area = self.area
        pad = self.pad
        old_clip = surface.get_clip()
        surface.set_clip(area)
        for i, c in enumerate(self.cards):
            top = area.top + c.top - self.scroll
            if top > area.bottom or top + c.height < area.top:
                continue
            rect = pygame.Rect(area.left, top, area.w - (10 if self.max_scroll else 0), c.height)
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=10)
            pygame.draw.rect(
                surface,
                theme.ACCENT if i == 0 else theme.PANEL_EDGE,
                rect,
                width=1,
                border_radius=10,
            )
            y = rect.top + pad
            score = f"{c.entry.score} points"
            score_w = name_f.size(score)[0]
            winner = ellipsize(name_f, c.entry.winner, rect.w - 3 * pad - score_w)
            draw_text(surface, name_f, winner, (rect.left + pad, y), theme.TEXT)
            draw_text(surface, name_f, score, (rect.right - pad, y), theme.ACCENT, "topright")
            y += name_f.get_linesize()
            for t in c.info_lines:
                draw_text(surface, small, t, (rect.left + pad, y), theme.MUTED)
                y += small.get_linesize()
            y += round(4 * s)
            color = theme.TEXT if c.entry.quote.strip() else theme.MUTED
            for t in c.quote_lines:
                draw_text(surface, quote_f, t, (rect.left + pad + round(12 * s), y), color)
                y += quote_f.get_linesize()
        surface.set_clip(old_clip)
        draw_scrollbar(surface, area, self.scroll, self.total_h)
