"""The game log as a panel: sentences grouped by turn under headings, each with a small
icon, the lines of the move just shown lit, newest at the bottom, scrolled back with the
mouse wheel.

The table keeps what the seat at the screen may read (the session tells the sentences, the
table's adapter says which start a turn and which icon each gets: :func:`log_lines`); this
widget only holds, scrolls and draws them. An entry is a :class:`LogLine` (a ``str`` that
also knows its step, actor, icon and group) or a plain ``str`` (drawn as a line of its own).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ui import theme
from ui.icons import LOG
from ui.theme import Fonts
from ui.widgets.icons import icon

MAX_LOG = 300
"""Sentences kept (older ones drop off the top)."""
LOG_TEXT = 14
LIT = (74, 66, 30)
"""The background of the lines of the move just shown."""


class LogLine(str):
    """A sentence of the log and what the panel needs to group and mark it. A ``str``, so
    the table's log compares equal to the plain sentences the session tells.

    ``step``: the match step it tells (None: the set-up); ``actor``: who acted in it;
    ``icon``: a key of ui/icons.py's ``LOG``; ``group``: this line starts a group, headed by
    ``group`` (when ``group`` is the sentence itself, the line *is* the heading)."""

    step: int | None
    actor: int | None
    icon: str | None
    group: str | None

    def __new__(
        cls,
        text: str,
        *,
        step: int | None = None,
        actor: int | None = None,
        icon: str | None = None,
        group: str | None = None,
    ) -> LogLine:
        line = super().__new__(cls, text)
        line.step, line.actor, line.icon, line.group = step, actor, icon, group
        return line


def log_lines(
    told: Iterable[Any],
    names: Sequence[str],
    starts_turn: Callable[[Any], bool],
    icon_of: Callable[[Any], str | None],
    by_actor: bool,
    last_actor: int | None = None,
) -> list[LogLine]:
    """Log lines from ``told`` (``ui.told.Told``: step, seat, event, text), in order.

    A line whose event ``starts_turn`` is its group's heading; with ``by_actor`` (a game with
    no turn events) a new group, headed by the actor's name, starts whenever another seat
    acts (``last_actor``: the actor of the line before these)."""
    out: list[LogLine] = []
    actor = last_actor
    for t in told:
        group: str | None = None
        if starts_turn(t.event):
            group = t.text
        elif by_actor and t.seat is not None and t.seat != actor:
            group = names[t.seat] if 0 <= t.seat < len(names) else None
        if t.seat is not None:
            actor = t.seat
        out.append(LogLine(t.text, step=t.step, actor=t.seat, icon=icon_of(t.event), group=group))
    return out


@dataclass
class _Row:
    """One drawn row: a heading's or a line's wrapped piece."""

    text: str
    heading: bool
    icon: str | None
    lit: bool
    first: bool
    """The first row of its entry (the icon is drawn there)."""


class LogPanel:
    """Log lines and a scroll position, counted in drawn rows from the bottom."""

    def __init__(self) -> None:
        self.entries: list[str] = []
        self.scroll = 0
        self.lit_step: int | None = None
        """The step whose lines are lit (the move just shown); None: none."""
        self._rows: tuple[Any, list[_Row]] = (None, [])

    @property
    def last_actor(self) -> int | None:
        """The actor of the newest line that has one (to continue its group)."""
        for entry in reversed(self.entries):
            actor = getattr(entry, "actor", None)
            if actor is not None:
                return int(actor)
        return None

    def replace(self, entries: Iterable[str]) -> None:
        """Start again with ``entries`` (e.g. told again for a new viewer), at the bottom."""
        self.entries = list(entries)[-MAX_LOG:]
        self.scroll = 0

    def extend(self, entries: Iterable[str]) -> None:
        """Add sentences at the bottom and scroll down to them."""
        self.entries.extend(entries)
        self.entries = self.entries[-MAX_LOG:]
        self.scroll = 0

    def append(self, entry: str) -> None:
        self.entries.append(entry)
        self.entries = self.entries[-MAX_LOG:]

    def lit_lines(self) -> list[str]:
        """The sentences lit now (those of ``lit_step``)."""
        if self.lit_step is None:
            return []
        return [e for e in self.entries if getattr(e, "step", None) == self.lit_step]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls (anywhere on the table); True when it did."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def rows(self, fonts: Fonts, width: int) -> list[_Row]:
        """Every entry as drawn rows at ``width`` (headings wrapped in bold, lines beside
        their icon's column)."""
        small = fonts.get(LOG_TEXT)
        bold = fonts.get(LOG_TEXT, bold=True)
        entries = self.entries
        stamp = (
            len(entries),
            id(entries[0]) if entries else None,
            id(entries[-1]) if entries else None,
            self.lit_step,
            width,
            id(small),
        )
        if stamp == self._rows[0]:  # the same lines: wrapped once, drawn many times
            return self._rows[1]
        indent = small.get_linesize()
        out: list[_Row] = []
        for entry in self.entries:
            group = getattr(entry, "group", None)
            lit = self.lit_step is not None and getattr(entry, "step", None) == self.lit_step
            if group:
                out.extend(
                    _Row(piece, True, None, lit and group == entry, i == 0)
                    for i, piece in enumerate(theme.wrap(bold, group, width))
                )
                if group == entry:
                    continue
            key = getattr(entry, "icon", None)
            out.extend(
                _Row(piece, False, key, lit, i == 0)
                for i, piece in enumerate(theme.wrap(small, entry, width - indent))
            )
        self._rows = (stamp, out)
        return out

    @staticmethod
    def icon_size(fonts: Fonts) -> int:
        return max(8, fonts.get(LOG_TEXT).get_linesize() - 3)

    @classmethod
    def warm(cls, fonts: Fonts) -> None:
        """Draw every log icon ahead at today's size (an icon is rasterised once, so none
        is first drawn in the frame that shows a move)."""
        size = cls.icon_size(fonts)
        for name in LOG.values():
            for color in (theme.MUTED, theme.ACCENT):
                icon(name, size, color)

    def draw(self, surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect) -> None:
        """The last rows that fit ``rect`` (less the scroll), top to bottom; the scroll is
        clamped to what there is."""
        small = fonts.get(LOG_TEXT)
        bold = fonts.get(LOG_TEXT, bold=True)
        step = small.get_linesize()
        width = rect.w - 24
        rows = self.rows(fonts, width)
        per = max(1, (rect.h - 8) // step)
        end = max(0, len(rows) - self.scroll)
        start = max(0, end - per)
        self.scroll = max(0, len(rows) - end)
        left = rect.left + 12
        size = self.icon_size(fonts)
        y = rect.top
        for i, row in enumerate(rows[start:end]):
            if row.lit:
                pygame.draw.rect(surface, LIT, (rect.left + 6, y, rect.w - 12, step))
            if row.heading:
                if row.first and i > 0:
                    pygame.draw.line(
                        surface, theme.PANEL_EDGE, (left, y + 1), (rect.right - 12, y + 1)
                    )
                surface.blit(theme.text_image(bold, row.text, theme.ACCENT), (left, y + 1))
            else:
                name = LOG.get(row.icon) if row.icon else None
                if name is not None and row.first:
                    img = icon(name, size, theme.MUTED if not row.lit else theme.ACCENT)
                    surface.blit(img, (left, y + (step - size) // 2))
                surface.blit(theme.text_image(small, row.text, theme.TEXT), (left + step, y))
            y += step
