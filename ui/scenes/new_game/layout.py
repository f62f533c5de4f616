"""Where everything on the New game form goes, and the scrolling area.

The title; the game row and the player count; a scrolling area holding the seats (two columns
for a game that takes more than four) and the game's options, each with its help line; then
Seed, Learn to play, Start and Back, and the hint under the panel. Every control is at least
32 px times the UI scale high and wide; :meth:`FormLayout.boxes` lists every rect drawn,
which the tests check for overlaps at each window size and UI scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ui import theme
from ui.scenes.new_game.options_panel import OptionsPanel
from ui.scenes.new_game.pieces import Grid, Label
from ui.scenes.new_game.seat_rows import SeatRows
from ui.scenes.new_game.state import FormState
from ui.widgets.button import MIN_HIT, Button
from ui.widgets.title_art import title_font, title_text

if TYPE_CHECKING:
    from ui.app import App

ROOMY_HEIGHT = 720
"""Window height (at UI scale 100%) from which the form starts lower, under a taller title band."""
HINT_LINES = 3
"""The most lines a hint under the panel takes."""


@dataclass(frozen=True)
class FormButtons:
    """The form's buttons outside the scrolling area."""

    game: Button
    fewer: Button
    more: Button
    seed: Button
    learn: Button
    start: Button
    back: Button


class FormLayout:
    """The rects of the form for one window size (:meth:`lay_out`) and how far the scrolling
    area is scrolled. Scrolled rects are kept in content coordinates (``content``: button id
    -> rect, ``content_labels``) and placed on screen by the scroll."""

    def __init__(
        self,
        app: App,
        state: FormState,
        heading: str,
        fixed: FormButtons,
        seats: SeatRows,
        option_panel: OptionsPanel,
    ) -> None:
        self.app = app
        self.state = state
        self.heading = heading
        self.fixed = fixed
        self.seats = seats
        self.option_panel = option_panel
        self.scroll = 0
        self.size = (0, 0)
        self.content: dict[int, pygame.Rect] = {}
        self.content_labels: list[Label] = []
        self.fixed_labels: list[Label] = []
        self.msg_labels: list[Label] = []
        self.hint_lines: list[str] = []
        self.hint_room = 0
        """Lines kept under the panel for the hint: as many as the longest it may show."""
        self.hint_width = 0
        """How wide the hint may be (its lines wrap there)."""
        self.hint_px = 0
        """The widest line any of the hints laid out may show, in pixels."""
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0

    def lay_out(self, size: tuple[int, int], hint: str, others: Sequence[str] = ()) -> None:
        """Place everything for a window of ``size`` at the current UI scale, with ``hint``
        under the panel and room there for the longest of ``others`` (what :meth:`show_hint`
        may show instead), so nothing moves when the hint changes."""
        w, h = size
        s = self.app.fonts.scale
        e = self.state.entry()
        fixed = self.fixed
        self.size = size
        self.option_panel.make_controls(e.options)
        bh = max(round(MIN_HIT * s), round(36 * s))
        gap = round(8 * s)
        pad = round(16 * s)
        margin = round(12 * s)
        wide = e.max_seats > 4
        want = round((848 if wide else 560) * s)
        fw = max(round(200 * s), min(want, w - 2 * (margin + pad)))
        col_gap = round(24 * s)
        cols = 2 if wide and (fw - col_gap) // 2 >= round(260 * s) else 1
        x0 = w // 2 - fw // 2

        # the title, kept short enough for small windows
        self.title_size = max(20, min(round(46 * s), h // 13))
        title_h = title_text(self.heading, self.title_size).get_height()
        band = title_h + round(18 * s)  # where the panel starts: tight windows start high,
        if h >= ROOMY_HEIGHT * s:  # others a little lower (by window and scale only, so
            band = max(band, round(h * 0.14))  # the rows never move as seats come and go)
        self.title_top = max(4, (band - title_h) // 2)
        y = band + pad
        self.fixed_labels = []

        # the game, then the number of players
        fixed.game.rect = pygame.Rect(x0, y, fw, bh)
        y += bh + gap
        group = min(fw, round(380 * s))
        gx = w // 2 - group // 2
        fixed.fewer.rect = pygame.Rect(gx, y, bh, bh)
        fixed.more.rect = pygame.Rect(gx + group - bh, y, bh, bh)
        count = pygame.Rect(gx + bh + gap, y, group - 2 * bh - 2 * gap, bh)
        self.count_label = Label("", count, 16, bold=True, boxed=True, align="center")
        self.fixed_labels.append(self.count_label)
        y += bh + gap

        # the scrolling content: seats, then options (content coordinates: top at 0)
        self.content = {}
        self.content_labels = []
        grid = Grid(x0, fw, cols, bh, gap, col_gap)
        cy = self.seats.lay(s, grid, self.content, self.content_labels)
        if e.options:
            cy += round(6 * s)
            head = pygame.Rect(x0, cy, fw, self.app.fonts.get(15, bold=True).get_linesize())
            self.content_labels.append(Label("Options", head, 15, theme.ACCENT, bold=True))
            cy = head.bottom + gap
            cy = self.option_panel.lay(e.options, grid, cy, self.content, self.content_labels)
        content_h = max(0, cy - gap)

        # below: the refusal, Seed / Start / Back; under the panel, the hint
        small = self.app.fonts.get(14)
        self.hint_width = fw + 2 * pad
        wrapped = [
            theme.wrap(small, text, self.hint_width)[:HINT_LINES] for text in (hint, *others)
        ]
        self.hint_room = max(len(lines) for lines in wrapped)
        self.hint_px = max((small.size(line)[0] for lines in wrapped for line in lines), default=0)
        self.hint_lines = wrapped[0]
        hint_h = self.hint_room * small.get_linesize()
        msg_font = self.app.fonts.get(15, bold=True)
        message = self.state.message
        msg_lines = theme.wrap(msg_font, message, fw)[:3] if message else []
        msg_h = len(msg_lines) * msg_font.get_linesize()
        below = (msg_h + gap if msg_lines else 0) + bh + pad + round(10 * s) + hint_h + margin
        room = max(bh, h - below - y)
        view_h = min(content_h, room)
        self.viewport = pygame.Rect(x0, y, fw, view_h)
        self.content_h = content_h
        y += view_h + (gap if view_h else 0)
        self.msg_labels = []
        for line in msg_lines:
            rect = pygame.Rect(x0, y, fw, msg_font.get_linesize())
            self.msg_labels.append(Label(line, rect, 15, theme.BAD, bold=True))
            y = rect.bottom
        if msg_lines:
            y += gap
        x, room = x0, fw - 3 * gap  # Seed, the game's tutorial, Start, Back
        for b, share in ((fixed.seed, 30), (fixed.learn, 26), (fixed.start, 22), (fixed.back, 22)):
            width = room * share // 100 if b is not fixed.back else x0 + fw - x
            b.rect = pygame.Rect(x, y, width, bh)
            x += width + gap
        y += bh
        self.form = pygame.Rect(x0, fixed.game.rect.top, fw, y - fixed.game.rect.top)
        self.panel_rect = self.form.inflate(2 * pad, 2 * pad)
        self.hint_top = self.panel_rect.bottom + round(10 * s)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place_scrolled()

    # ------------------------------------------------------------ scrolling
    def scrolled(self) -> list[Button]:
        """The buttons in the scrolling area, in keyboard order."""
        candidates = self.seats.buttons() + self.option_panel.in_order()
        return [b for b in candidates if id(b) in self.content]

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.viewport.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self._place_scrolled()

    def scroll_to(self, button: Button) -> None:
        """Scroll so that ``button`` (in the scrolling area) shows whole."""
        r = self.content.get(id(button))
        if r is None:
            return
        if r.top < self.scroll:
            self.scroll = r.top
        elif r.bottom > self.scroll + self.viewport.h:
            self.scroll = r.bottom - self.viewport.h
        self.scroll_by(0)

    def _place_scrolled(self) -> None:
        """Screen rects of the scrolled buttons from their content rects and the scroll."""
        dy = self.viewport.top - self.scroll
        for b in self.scrolled():
            b.rect = self.content[id(b)].move(0, dy)

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A content rect as the screen shows it (clipped to the scrolling area)."""
        return rect.move(0, self.viewport.top - self.scroll).clip(self.viewport)

    # ------------------------------------------------------------ what is drawn where
    def picture(self) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]] | None:
        """The chosen game's picture beside the form and its title's lines beneath, each
        with its rect (None: no room for them)."""
        s = self.app.fonts.scale
        room = self.panel_rect.left - 24
        if room < round(120 * s):
            return None
        side = min(room - 16, round(150 * s))
        pic = pygame.Rect(0, 0, side, side).move(
            self.panel_rect.left // 2 - side // 2, self.form.top + self.form.h // 3 - side // 2
        )
        pic.top = max(pic.top, self.panel_rect.top)
        words = self.state.entry().title
        size = round(26 * s)
        lines = []
        y = pic.bottom + 10
        for line in theme.wrap(title_font(size, words), words, room):
            rect = title_text(line, size, theme.TEXT).get_rect(midtop=(pic.centerx, y))
            lines.append((line, rect))
            y = rect.bottom
        return pic, lines

    def boxes(self, buttons: list[Button]) -> list[tuple[str, pygame.Rect]]:
        """Every rect drawn now, on screen, with what it is (``buttons``, every button of the
        form, and text; scrolled ones as far as they show): what the layout tests check for
        overlaps."""
        out: list[tuple[str, pygame.Rect]] = [("title", self.title_rect())]
        scrolled = {id(b) for b in self.scrolled()}
        for b in buttons:
            rect = b.rect.clip(self.viewport) if id(b) in scrolled else b.rect
            if rect.w and rect.h:
                out.append((f"button {b.label}", rect))
        for lab in self.fixed_labels + self.msg_labels:
            out.append((f"label {lab.text}", lab.rect))
        for lab in self.content_labels:
            rect = self.on_screen(lab.rect)
            if rect.w and rect.h:
                out.append((f"label {lab.text}", rect))
        out.append(("hint", self.hint_rect()))
        shown = self.picture()
        if shown is not None:
            out.append(("picture", shown[0]))
            out.extend((f"caption {line}", rect) for line, rect in shown[1])
        return out

    def title_rect(self) -> pygame.Rect:
        s = self.app.fonts.scale
        title = title_text(self.heading, self.title_size)
        side = round(self.title_size * 0.95)
        row_w = side + round(12 * s) + title.get_width()
        return pygame.Rect(0, 0, row_w, max(side, title.get_height())).move(
            self.size[0] // 2 - row_w // 2, self.title_top
        )

    def show_hint(self, text: str) -> None:
        """Show ``text`` under the panel (wrapped into the room kept for hints)."""
        small = self.app.fonts.get(14)
        self.hint_lines = theme.wrap(small, text, self.hint_width)[: self.hint_room]

    def hint_rect(self) -> pygame.Rect:
        """The room kept for hints: as wide and as tall as the largest of them."""
        small = self.app.fonts.get(14)
        rect = pygame.Rect(0, self.hint_top, self.hint_px, self.hint_room * small.get_linesize())
        rect.centerx = self.size[0] // 2
        return rect
