"""The coach: a strip under the table that says one thing at a time and points at it.

:class:`CoachPanel` knows no game. The scene gives it the words, whether it waits for
Next (or for the learner's move, or is the last word) and the rectangles it points at; it
places its buttons (Next, Hint, Player aid, Start over; at the end Play a real game and
Back to the menu) and draws the strip, a bright outline round each target and an arrow
from the strip to the first one. It changes nothing by itself: its buttons call the
scene's functions.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from ui import theme
from ui.widgets.button import Button

STRIP_H = 140
"""The strip's height at UI scale 1."""
TEXT_SIZE = 17
OUTLINE = (110, 210, 255)
"""The coach's colour: unlike the table's own yellow glow of every card that can move."""


def strip_height(scale: float) -> int:
    return round(STRIP_H * scale)


@dataclass
class CoachPanel:
    """The coach's strip; ``words`` and ``mode`` ("next", "move", "wait" or "end") are set
    by the scene before it is placed and drawn."""

    on_next: Callable[[], None]
    on_hint: Callable[[], None]
    on_aid: Callable[[], None]
    on_restart: Callable[[], None]
    on_real_game: Callable[[], None]
    on_leave: Callable[[], None]
    title: str = ""
    words: str = ""
    counter: str = ""
    mode: str = "next"
    note: str = ""
    """A kind word on the move just refused, shown above the coach's words until the next change."""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    buttons: list[Button] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.next_button = Button("Next", self.on_next, accent=True, tooltip="Enter")
        self.hint_button = Button("Hint", self.on_hint, tooltip="H")
        self.aid_button = Button("Player aid", self.on_aid, tooltip="F2")
        self.restart_button = Button("Start over", self.on_restart)
        self.real_button = Button("Play a real game", self.on_real_game, accent=True)
        self.leave_button = Button("Back to the menu", self.on_leave)

    def place(self, rect: pygame.Rect, scale: float) -> None:
        """Lay the strip and its buttons out in ``rect`` for ``mode``."""
        self.rect = rect
        bw, bh, gap = round(132 * scale), round(36 * scale), round(6 * scale)
        if self.mode == "end":
            shown = [self.real_button, self.leave_button, self.aid_button]
            bw = round(170 * scale)
        else:
            first = self.next_button if self.mode == "next" else self.hint_button
            shown = [first, self.aid_button, self.restart_button]
        x = rect.right - bw - gap * 2
        for k, b in enumerate(shown):
            b.rect = pygame.Rect(x, rect.top + gap * 2 + k * (bh + gap), bw, bh)
        self.buttons = shown

    def text_rect(self) -> pygame.Rect:
        left = min((b.rect.left for b in self.buttons), default=self.rect.right)
        return pygame.Rect(self.rect.left + 14, self.rect.top + 8, left - self.rect.left - 28, 0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(
        self,
        surface: pygame.Surface,
        fonts: object,
        targets: Sequence[pygame.Rect],
        arrow_within: pygame.Rect | None = None,
    ) -> None:
        """The strip, its words and buttons; an outline round each target and an arrow from
        the strip to the first when it lies in ``arrow_within`` (the table)."""
        get = fonts.get  # type: ignore[attr-defined]
        pygame.draw.rect(surface, theme.PANEL, self.rect)
        pygame.draw.line(surface, OUTLINE, self.rect.topleft, self.rect.topright, 2)
        area = self.text_rect()
        y = area.top
        small = get(14)
        head = f"{self.title}   {self.counter}".strip()
        surface.blit(theme.text_image(small, head, theme.MUTED), (area.left, y))
        y += small.get_linesize() + 2
        font = get(TEXT_SIZE)
        lines = [(line, OUTLINE) for line in theme.wrap(font, self.note, max(40, area.w))]
        lines += [(line, theme.TEXT) for line in theme.wrap(font, self.words, max(40, area.w))]
        for line, color in lines:
            if y + font.get_linesize() > self.rect.bottom - 4:
                break
            surface.blit(theme.text_image(font, line, color), (area.left, y))
            y += font.get_linesize()
        for b in self.buttons:
            b.draw(surface, fonts)  # type: ignore[arg-type]
        for k, target in enumerate(targets):
            pygame.draw.rect(surface, OUTLINE, target.inflate(10, 10), width=4, border_radius=8)
            if k == 0 and (arrow_within is None or arrow_within.contains(target)):
                self._arrow(surface, target)

    def _arrow(self, surface: pygame.Surface, target: pygame.Rect) -> None:
        """An arrow from the strip's top edge to the nearest edge of ``target``."""
        if self.rect.colliderect(target):
            return
        start_x = min(max(target.centerx, self.rect.left + 30), self.rect.right - 30)
        start = pygame.Vector2(start_x, self.rect.top - 2)
        end = pygame.Vector2(
            min(max(start.x, target.left), target.right),
            min(max(start.y, target.top - 6), target.bottom + 6),
        )
        if end.distance_to(start) < 12:
            return
        pygame.draw.line(surface, OUTLINE, start, end, 4)
        angle = math.atan2(end.y - start.y, end.x - start.x)
        wing = 14
        for turn in (2.6, -2.6):
            tip = end + pygame.Vector2(math.cos(angle + turn), math.sin(angle + turn)) * wing
            pygame.draw.line(surface, OUTLINE, end, tip, 4)
