"""Rules help: a list of sections on the left, the chosen text on the right, and a card glossary.

Keyboard: Tab (or Left/Right) moves between the list and the content; Up/Down choose a section
in the list, scroll the text or choose a card; Enter opens the chosen section; PageUp/PageDown,
Home/End scroll. In the glossary typing filters the cards, Backspace deletes, Ctrl+U clears.
G (outside the glossary) or the Other game button shows the next game's rules.
Mouse: click a section or a card, wheel to scroll. Esc goes back.
"""

from __future__ import annotations

import pygame

from game.registry import TITLES
from ui import theme
from ui.games import HELP, glossary, offered
from ui.help_text import GlossaryEntry
from ui.scene import Scene
from ui.table.registry import ADAPTERS
from ui.widgets.button import Button, draw_text
from ui.widgets.reading import (
    Block,
    Line,
    draw_scrollbar,
    ellipsize,
    wrap_paragraphs,
)

GLOSSARY = "Card glossary"
MAX_QUERY = 30
WHEEL_LINES = 3


class RulesHelpScene(Scene):
    title = "Rules"

    def __init__(self, app, game_id: str | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game_button = Button("Other game", self.next_game, tooltip="G")
        self._load(game_id)
        self.back_button = Button("Back", self.back, tooltip="Esc")
        self.aid_button = Button("Player aid", self.open_aid, tooltip="F2")
        self.resize(app.size)

    def open_aid(self) -> None:
        """This game's player aid: the turn's steps and key numbers on one screen."""
        from ui.scenes.player_aid import PlayerAidScene

        self.app.push(PlayerAidScene(self.app, self.game_id))

    def next_game(self) -> None:
        """Show the next game that has rules help (the menu's Rules covers every game)."""
        games = [g for g in HELP if g in ADAPTERS]
        i = games.index(self.game_id) if self.game_id in games else -1
        self._load(games[(i + 1) % len(games)])
        self.resize(self.app.size)

    def _face(self, card: int, width: int) -> pygame.Surface:
        return self.adapter.face(card, width)

    def _load(self, game_id: str | None) -> None:
        """Show ``game_id``'s help (None, or a game without a table: the first offered)."""
        if game_id not in ADAPTERS:
            game_id = offered()[0]
        self.game_id = game_id
        self.adapter = ADAPTERS[game_id]()
        self.sections = list(HELP.get(game_id, []))
        self.entries: list[GlossaryEntry] = glossary(game_id)
        self.items = [t for t, _ in self.sections] + ([GLOSSARY] if self.entries else [])
        if not self.items:
            self.sections = [("No help yet", "There is no rules help for this game yet.")]
            self.items = ["No help yet"]
        self.selected = 0
        self.focus = "list"  # "list" or "content"
        self.scroll = 0
        self.list_scroll = 0
        self.query = ""
        self.matches: list[GlossaryEntry] = list(self.entries)
        self.card_index = 0
        self.mouse = (-1, -1)
        # layout, filled by resize()
        self.item_rects: list[pygame.Rect] = []
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.pane = pygame.Rect(0, 0, 0, 0)
        self.text_area = pygame.Rect(0, 0, 0, 0)
        self.search_rect = pygame.Rect(0, 0, 0, 0)
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.lines: list[Line] = []
        self.blocks: list[Block] = []
        self.total_h = 0

    # ------------------------------------------------------------ state
    @property
    def in_glossary(self) -> bool:
        return self.items[self.selected] == GLOSSARY

    @property
    def selected_entry(self) -> GlossaryEntry | None:
        if 0 <= self.card_index < len(self.matches):
            return self.matches[self.card_index]
        return None

    def select(self, index: int) -> None:
        index = max(0, min(len(self.items) - 1, index))
        if index != self.selected:
            self.selected = index
            self.scroll = 0
            self._layout_content()
        self._keep_item_visible()

    def select_card(self, index: int) -> None:
        if not self.matches:
            self.card_index = 0
            return
        self.card_index = max(0, min(len(self.matches) - 1, index))
        self._layout_content()
        self._keep_card_visible()

    def set_query(self, query: str) -> None:
        self.query = query[:MAX_QUERY]
        keep = self.selected_entry
        self.matches = [e for e in self.entries if e.matches(self.query)]
        self.card_index = self.matches.index(keep) if keep in self.matches else 0
        self.scroll = 0
        self._layout_content()
        self._keep_card_visible()

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    @property
    def max_scroll(self) -> int:
        return max(0, self.total_h - self.text_area.h)

    # ------------------------------------------------------------ layout
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
        self.back_button.rect = pygame.Rect(0, 0, round(110 * s), bh)
        self.back_button.rect.topright = (left + frame_w, m)
        self.game_button.rect = pygame.Rect(0, 0, round(150 * s), bh)
        self.game_button.rect.topright = (self.back_button.rect.left - 10, m)
        self.aid_button.rect = pygame.Rect(0, 0, round(130 * s), bh)
        self.aid_button.rect.topright = (self.game_button.rect.left - 10, m)
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
        for title in self.items:
            n = len(theme.wrap(item_font, title, list_w - 2 * pad - 6))
            rect = pygame.Rect(0, y, list_w, n * item_font.get_linesize() + 2 * pad)
            self.item_rects.append(rect)
            y += rect.h + max(2, round(3 * s))
        self.list_total = y
        self.item_pad = pad
        self._layout_content()
        self._keep_item_visible()
        if self.in_glossary:
            self._keep_card_visible()

    def _layout_content(self) -> None:
        fonts = self.app.fonts
        s = fonts.scale
        pad = max(8, round(14 * s))
        inner = self.pane.inflate(-2 * pad, -2 * pad)
        if not self.in_glossary:
            self.search_rect = pygame.Rect(0, 0, 0, 0)
            self.detail = pygame.Rect(0, 0, 0, 0)
            self.text_area = inner
            width = min(inner.w - 8, round(820 * s))
            title, body = self.sections[self.selected]
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
        for i, e in enumerate(self.matches):
            chosen = i == self.card_index
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

    def _keep_item_visible(self) -> None:
        if not self.item_rects:
            return
        r = self.item_rects[self.selected]
        if r.top < self.list_scroll:
            self.list_scroll = r.top
        elif r.bottom > self.list_scroll + self.list_area.h:
            self.list_scroll = r.bottom - self.list_area.h
        self.list_scroll = max(0, min(self.list_scroll, self.list_total - self.list_area.h))

    def _keep_card_visible(self) -> None:
        if not self.blocks or not 0 <= self.card_index < len(self.blocks):
            return
        b = self.blocks[self.card_index]
        if b.top < self.scroll:
            self.scroll = b.top
        elif b.top + b.height > self.scroll + self.text_area.h:
            self.scroll = min(b.top, b.top + b.height - self.text_area.h)
        self.scroll = max(0, min(self.max_scroll, self.scroll))

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.back_button.handle_event(event)
            or self.game_button.handle_event(event)
            or self.aid_button.handle_event(event)
        ):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.open_aid()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g and not self.in_glossary:
            self.next_game()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._click(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _wheel(self, event: pygame.event.Event) -> bool:
        step = self.app.fonts.get(16).get_linesize() * WHEEL_LINES
        if self.list_area.collidepoint(self.mouse):
            top = max(0, self.list_total - self.list_area.h)
            self.list_scroll = max(0, min(top, self.list_scroll - event.y * step))
        else:
            self.scroll_by(-event.y * step)
        return True

    def _click(self, event: pygame.event.Event) -> bool:
        if event.button != 1:
            return event.button in (4, 5)
        pos = event.pos
        if self.list_area.collidepoint(pos):
            local = (pos[0] - self.list_area.left, pos[1] - self.list_area.top + self.list_scroll)
            for i, r in enumerate(self.item_rects):
                if r.collidepoint(local):
                    self.focus = "list"
                    self.select(i)
                    return True
            return True
        if self.pane.collidepoint(pos):
            self.focus = "content"
            if self.in_glossary and self.text_area.collidepoint(pos):
                y = pos[1] - self.text_area.top + self.scroll
                for b in self.blocks:
                    if b.top <= y < b.top + b.height:
                        self.select_card(b.index)
                        break
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if key == pygame.K_ESCAPE:
            return False
        if key == pygame.K_TAB:
            self.focus = "content" if self.focus == "list" else "list"
            return True
        if key == pygame.K_LEFT:
            self.focus = "list"
            return True
        if key == pygame.K_RIGHT:
            self.focus = "content"
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus == "list":
                self.focus = "content"
            return True
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            if self.focus == "list":
                self.select(self.selected + step)
            elif self.in_glossary:
                self.select_card(self.card_index + step)
            else:
                self.scroll_by(step * self.app.fonts.get(16).get_linesize())
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = -1 if key == pygame.K_PAGEUP else 1
            if self.in_glossary:
                avg = max(1, self.total_h // max(1, len(self.blocks)))
                self.select_card(self.card_index + step * max(1, self.text_area.h // avg))
            else:
                self.scroll_by(step * max(20, self.text_area.h - 40))
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            if self.in_glossary:
                self.select_card(0 if key == pygame.K_HOME else len(self.matches) - 1)
            else:
                self.scroll = 0 if key == pygame.K_HOME else self.max_scroll
            return True
        if not self.in_glossary:
            return False
        if ctrl and key == pygame.K_u:
            self.set_query("")
            return True
        if key == pygame.K_BACKSPACE:
            self.set_query(self.query[:-1])
            self.focus = "content"
            return True
        ch = getattr(event, "unicode", "")
        if ch and ch.isprintable() and not ctrl:
            if ch == " " and not self.query:
                return True
            self.set_query(self.query + ch)
            self.focus = "content"
            return True
        return False

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        m = self.list_area.left
        title_font = fonts.get(28, bold=True)
        name = TITLES.get(self.game_id, self.game_id)
        room = self.aid_button.rect.left - m - 12
        title = ellipsize(title_font, f"Rules: {name}", room)
        draw_text(
            surface, title_font, title, (m, self.back_button.rect.centery), theme.ACCENT, "midleft"
        )
        self.back_button.draw(surface, fonts)
        self.game_button.draw(surface, fonts)
        self.aid_button.draw(surface, fonts)
        self._draw_list(surface)
        pygame.draw.rect(surface, theme.PANEL, self.pane, border_radius=10)
        edge = theme.ACCENT if self.focus == "content" else theme.PANEL_EDGE
        pygame.draw.rect(
            surface, edge, self.pane, width=2 if self.focus == "content" else 1, border_radius=10
        )
        if self.in_glossary:
            self._draw_glossary(surface)
        else:
            self._draw_lines(surface, self.lines, self.text_area, self.scroll)
            draw_scrollbar(surface, self.text_area.inflate(12, 0), self.scroll, self.total_h)
        hint = (
            "Tab: list/text   Up/Down: choose   PageUp/PageDown: scroll   "
            + ("Type: search   Ctrl+U: clear   " if self.in_glossary else "")
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

    def _draw_list(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        area = self.list_area
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=10)
        item_font = fonts.get(16, bold=True)
        old_clip = surface.get_clip()
        surface.set_clip(area)
        pad = self.item_pad
        for i, (title, r) in enumerate(zip(self.items, self.item_rects, strict=True)):
            rect = r.move(area.left, area.top - self.list_scroll)
            if rect.bottom < area.top or rect.top > area.bottom:
                continue
            chosen = i == self.selected
            hovered = rect.collidepoint(self.mouse)
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, (rect.left, rect.top + 4, 4, rect.h - 8))
                if self.focus == "list":
                    pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=8)
            elif hovered:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=8)
            color = theme.ACCENT if title == GLOSSARY and not chosen else theme.TEXT
            y = rect.top + pad
            for line in theme.wrap(item_font, title, rect.w - 2 * pad - 6):
                surface.blit(item_font.render(line, True, color), (rect.left + pad + 6, y))
                y += item_font.get_linesize()
        surface.set_clip(old_clip)
        draw_scrollbar(surface, area, self.list_scroll, self.list_total)
        pygame.draw.rect(surface, theme.PANEL_EDGE, area, width=1, border_radius=10)

    @staticmethod
    def _draw_lines(
        surface: pygame.Surface,
        lines: list[Line],
        area: pygame.Rect,
        scroll: int,
        dx: int = 0,
        dy: int = 0,
    ) -> None:
        old_clip = surface.get_clip()
        surface.set_clip(area.clip(old_clip) if old_clip else area)
        for ln in lines:
            y = area.top + ln.y - scroll + dy
            if y + ln.font.get_linesize() < area.top or y > area.bottom:
                continue
            surface.blit(ln.font.render(ln.text, True, ln.color), (area.left + ln.x + dx, y))
        surface.set_clip(old_clip)

    def _draw_glossary(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        s = fonts.scale
        # search box
        box = self.search_rect
        pygame.draw.rect(surface, (14, 18, 22), box, border_radius=8)
        focused = self.focus == "content"
        pygame.draw.rect(
            surface,
            theme.ACCENT if focused else theme.PANEL_EDGE,
            box,
            width=2 if focused else 1,
            border_radius=8,
        )
        f = fonts.get(18)
        small = fonts.get(14)
        count = f"{len(self.matches)} of {len(self.entries)} cards"
        count_w = small.size(count)[0]
        pad = round(10 * s)
        room = box.w - count_w - 3 * pad
        if self.query:
            text = self.query + ("_" if focused else "")
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
        # results
        area = self.text_area
        if not self.matches:
            msg = f"No card matches \u201c{self.query}\u201d. Backspace or Ctrl+U to search again."
            y = area.top + 10
            for line in theme.wrap(fonts.get(16), msg, area.w - 20):
                draw_text(surface, fonts.get(16), line, (area.left + 10, y), theme.MUTED)
                y += fonts.get(16).get_linesize()
        old_clip = surface.get_clip()
        surface.set_clip(area)
        for b in self.blocks:
            top = area.top + b.top - self.scroll
            if top > area.bottom or top + b.height < area.top:
                continue
            rect = pygame.Rect(area.left, top, area.w - 10, b.height)
            hovered = rect.collidepoint(self.mouse)
            if b.index == self.card_index:
                pygame.draw.rect(surface, (40, 52, 64), rect, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=8)
            elif hovered:
                pygame.draw.rect(surface, (34, 42, 50), rect, border_radius=8)
            if b.face_width:
                e = self.matches[b.index]
                pad_b = max(5, round(7 * s))
                surface.blit(
                    self._face(e.card_id, b.face_width), (rect.left + pad_b, rect.top + pad_b)
                )
            for ln in b.lines:
                surface.blit(
                    ln.font.render(ln.text, True, ln.color), (rect.left + ln.x, rect.top + ln.y)
                )
        surface.set_clip(old_clip)
        draw_scrollbar(surface, area.inflate(4, 0), self.scroll, self.total_h)
        if self.detail.w:
            self._draw_detail(surface)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        e = self.selected_entry
        if e is None:
            return
        area = self.detail
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
