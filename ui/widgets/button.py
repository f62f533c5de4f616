"""Buttons and the keyboard focus ring every scene uses (Tab/arrows to move, Enter to press)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

import pygame

from ui import theme
from ui.theme import Fonts
from ui.widgets import tips

MIN_HIT = 32


@dataclass
class Button:
    """A clickable label. ``enabled`` may be a bool or a function asked every frame;
    ``tooltip`` (a shortcut such as ``"Ctrl+Z"``) shows when the pointer rests on it."""

    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 120, 40))
    enabled: bool | Callable[[], bool] = True
    tooltip: str = ""
    hotkey: int | None = None
    accent: bool = False
    seen_at: tuple[int, int] | None = field(default=None, init=False, repr=False, compare=False)
    """Where the last pointer motion this button handled was (None: none yet)."""
    seen_rect: pygame.Rect | None = field(default=None, init=False, repr=False, compare=False)
    """The button's place when it last worked out ``hovered``."""
    _hovered: bool = field(default=False, init=False, repr=False, compare=False)
    pointer_away: ClassVar[bool] = False
    """The pointer has left the window (the app says so, :meth:`pointer_left`): no button is
    hovered until it comes back."""

    @classmethod
    def pointer_left(cls, away: bool) -> None:
        """The pointer left the window (True) or came back into it (False)."""
        cls.pointer_away = away

    @property
    def hovered(self) -> bool:
        """The pointer is over the button, as of the last motion it handled; worked out again
        from that place when the button has moved since (a resize, a new UI scale, a
        scroll), so the highlight, a tip and a hint follow a new layout under a still
        pointer instead of waiting for it to move. Never while the pointer is out of the
        window."""
        if Button.pointer_away:
            return False
        if self.seen_at is not None and self.rect != self.seen_rect:
            self.point_at(self.seen_at)
        return self._hovered

    @hovered.setter
    def hovered(self, value: bool) -> None:
        """Set by a scene that knows better (a button hidden under a scrolling area's edge);
        it holds until the button moves."""
        self._hovered = value
        self.seen_rect = self.rect.copy()

    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else self.enabled

    def hit(self, pos: tuple[int, int]) -> bool:
        r = self.rect
        grow_x = max(0, (MIN_HIT - r.w) // 2)
        grow_y = max(0, (MIN_HIT - r.h) // 2)
        return r.inflate(grow_x * 2, grow_y * 2).collidepoint(pos)

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos``: hovered when it is over the button."""
        self.seen_at = pos
        self.seen_rect = self.rect.copy()
        self._hovered = self.hit(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            if self.is_enabled():
                self.on_click()
            return True
        elif (
            event.type == pygame.KEYDOWN
            and self.hotkey is not None
            and event.key == self.hotkey
            and self.is_enabled()
        ):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool = False) -> None:
        """The button; hovered, it offers its ``tooltip`` to the app (ui/widgets/tips.py)."""
        if self.hovered and self.tooltip:
            tips.offer(self)
        enabled = self.is_enabled()
        if not enabled:
            color = theme.BUTTON_DISABLED
        elif self.accent:
            color = (150, 110, 30) if not self.hovered else (180, 135, 40)
        else:
            color = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        edge = theme.ACCENT if focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=3 if focused else 1, border_radius=8)
        text_color = theme.TEXT if enabled else theme.MUTED
        size, lines = fit_label(fonts, self.label, self.rect)
        font = fonts.get(size, bold=True)
        step = font.get_linesize()
        top = self.rect.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            img = theme.text_image(font, line, text_color)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, top + k * step)))


LABEL_SIZES = (16, 15, 14, 13)
"""A button's words, largest first (times the UI scale): one line at the first that fits,
else two lines at the first that fits them, else (at a larger scale) smaller still, else
cut with an ellipsis."""
LABEL_LEAST_PX = LABEL_SIZES[-1]
"""The least pixel size of a button's words: what the smallest of ``LABEL_SIZES`` is at
100%. At a larger scale (150% in a 1024 px window, whose panel stays 240 px wide) a long
label may take sizes under ``LABEL_SIZES`` down to this, before it would be cut."""


def smaller_sizes(scale: float) -> tuple[int, ...]:
    """The sizes under ``LABEL_SIZES`` a button's words may take at text ``scale``: those
    still drawn at ``LABEL_LEAST_PX`` or more (none at 100% and under)."""
    out: list[int] = []
    size = LABEL_SIZES[-1] - 1
    while size >= 1 and round(size * scale) >= LABEL_LEAST_PX:
        out.append(size)
        size -= 1
    return tuple(out)


def fit_label(fonts: Fonts, label: str, rect: pygame.Rect) -> tuple[int, list[str]]:
    """(font size before the UI scale, lines) of ``label`` in a button of ``rect``: whole
    on one line, else whole on two (when the button is tall enough), else whole at a smaller
    size on one line or two (at a larger scale, never under ``LABEL_LEAST_PX``), else the
    smallest size's one line cut with an ellipsis."""
    room = rect.w - 12
    for size in LABEL_SIZES:
        if fonts.get(size, bold=True).size(label)[0] <= room:
            return size, [label]
    for size in LABEL_SIZES[1:]:
        lines = _two_lines(fonts, label, size, rect)
        if lines is not None:
            return size, lines
    for size in smaller_sizes(fonts.scale):
        if fonts.get(size, bold=True).size(label)[0] <= room:
            return size, [label]
        lines = _two_lines(fonts, label, size, rect)
        if lines is not None:
            return size, lines
    size = LABEL_SIZES[-1]
    font = fonts.get(size, bold=True)
    cut = label
    while font.size(cut)[0] > room and len(cut) > 3:
        cut = cut[:-2] + "…"
    return size, [cut]


def _two_lines(fonts: Fonts, label: str, size: int, rect: pygame.Rect) -> list[str] | None:
    """``label`` whole on two lines at ``size`` in a button of ``rect``; None when it does
    not fit so."""
    room = rect.w - 12
    font = fonts.get(size, bold=True)
    lines = theme.wrap(font, label, room)
    two = len(lines) <= 2 and 2 * font.get_linesize() <= rect.h - 2
    if two and all(font.size(ln)[0] <= room for ln in lines):
        return lines
    return None


def label_fits(fonts: Fonts, label: str, rect: pygame.Rect) -> bool:
    """Whether ``label`` shows whole in a button of ``rect`` (see :func:`fit_label`)."""
    _, lines = fit_label(fonts, label, rect)
    return " ".join(lines).split() == label.split()


class FocusRing:
    """Keyboard focus over a list of buttons: Tab/Shift+Tab/arrows move, Enter/Space press."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.index = -1

    def set(self, buttons: list[Button]) -> None:
        keep = self.current()
        self.buttons = buttons
        self.index = buttons.index(keep) if keep in buttons else -1

    def current(self) -> Button | None:
        return self.buttons[self.index] if 0 <= self.index < len(self.buttons) else None

    def move(self, step: int) -> None:
        if not self.buttons:
            return
        n = len(self.buttons)
        i = self.index
        for _ in range(n):
            i = (i + step) % n if i >= 0 else (0 if step > 0 else n - 1)
            if self.buttons[i].is_enabled():
                self.index = i
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            b = self.current()
            if b is not None and b.is_enabled():
                b.on_click()
                return True
        return False


def layout_column(
    buttons: list[Button], center_x: int, top: int, width: int, height: int, gap: int
) -> None:
    """Stack buttons in a centred column."""
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (center_x, top + i * (height + gap))


def draw_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    pos: tuple[int, int],
    color: theme.Color = theme.TEXT,
    anchor: str = "topleft",
) -> pygame.Rect:
    img = theme.text_image(font, text, color)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect
