"""A pop-up over the table: what happened to you on another seat's turn ("Ben attacked
you and took 5 Gold"), until you dismiss it.

The table (ui/scenes/table.py) queues these per seat from its adapter's ``happened_to`` and
shows them only to the seat they concern, while that seat holds the screen (in hot seat:
after its hand-over screen). The table beneath waits: no bot moves while one is up.
OK, Enter, Space, Esc or a click anywhere dismisses it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui import theme
from ui.scene import Scene
from ui.sound import LOST
from ui.widgets.button import Button, draw_text

DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
TITLE_TEXT, BODY_TEXT = 24, 17


def notice_title(names: Sequence[str], actor: int, seat: int) -> str:
    """The pop-up's title for ``seat`` about a step ``actor`` made: "Ben's move" (a step
    need not fall on the actor's turn: a card played in someone else's fight), or "After
    your move" when the step was the seat's own."""
    return "After your move" if actor == seat else f"{names[actor]}'s move"


GATHERED_TITLE = "While you were away"
MORE_IN_LOG = "... and more: the log on the right has every line."


def gathered(notices: Sequence[tuple[str, Sequence[str]]]) -> tuple[str, list[str]]:
    """One pop-up's title and lines for ``notices`` (title, lines) waiting for one person:
    a single one as it is; several with each line led by its own title ("Ben's move: ...")."""
    if len(notices) == 1:
        title, lines = notices[0]
        return title, list(lines)
    return GATHERED_TITLE, [f"{title}: {line}" for title, lines in notices for line in lines]


class NoticeScene(Scene):
    """``title`` over ``lines`` (sentences) in a box over the table, with an OK button."""

    overlay = True

    def __init__(self, app, title: str, lines: Sequence[str]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.button = Button("OK", self.dismiss, accent=True, tooltip="Enter")
        self.box = pygame.Rect(0, 0, 0, 0)
        self.wrapped: list[str] = []
        self.heading: list[str] = []

    def enter(self) -> None:
        self.resize(self.app.size)
        self.app.sound.play(LOST)

    def resize(self, size: tuple[int, int]) -> None:
        """The box in the middle of the window, as tall as its wrapped text needs."""
        w, h = size
        fonts = self.app.fonts
        s = fonts.scale
        pad = round(22 * s)
        box_w = min(w - 2 * round(12 * s), max(round(560 * s), 320))
        title_f, body_f = fonts.get(TITLE_TEXT, bold=True), fonts.get(BODY_TEXT)
        self.heading = theme.wrap(title_f, self.title, box_w - 2 * pad)
        self.wrapped = []
        for i, line in enumerate(self.lines):
            if i:
                self.wrapped.append("")
            self.wrapped.extend(theme.wrap(body_f, line, box_w - 2 * pad))
        bh = round(44 * s)
        text_h = len(self.heading) * title_f.get_linesize() + round(10 * s)
        room = (h - 2 * round(8 * s) - 3 * pad - bh - text_h) // body_f.get_linesize()
        if len(self.wrapped) > max(room, 1):  # too much for the window: the log has it all
            self.wrapped = [*self.wrapped[: max(room - 1, 0)], MORE_IN_LOG]
        text_h += len(self.wrapped) * body_f.get_linesize()
        box_h = min(h - 2 * round(8 * s), pad + text_h + pad + bh + pad)
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (w // 2, h // 2)
        self.button.rect = pygame.Rect(0, 0, max(round(160 * s), 120), bh)
        self.button.rect.midbottom = (self.box.centerx, self.box.bottom - pad)

    def dismiss(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def back(self) -> None:
        self.dismiss()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            self.dismiss()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dismiss()  # a click anywhere: read, go on
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, (0, 0))
        box = self.box
        fonts = self.app.fonts
        s = fonts.scale
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.BAD, box, width=3, border_radius=12)
        pad = round(22 * s)
        title_f, body_f = fonts.get(TITLE_TEXT, bold=True), fonts.get(BODY_TEXT)
        y = box.top + pad
        for line in self.heading:
            draw_text(surface, title_f, line, (box.centerx, y), theme.ACCENT, "midtop")
            y += title_f.get_linesize()
        y += round(10 * s)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(box.left, y, box.w, self.button.rect.top - y))
        for line in self.wrapped:
            draw_text(surface, body_f, line, (box.left + pad, y), theme.TEXT)
            y += body_f.get_linesize()
        surface.set_clip(clip)
        self.button.draw(surface, fonts, focused=True)
