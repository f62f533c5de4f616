"""A pop-up over the table: what happened to you on another seat's turn ("Ben attacked
you and took 5 Gold"), until you dismiss it.

The table (ui/scenes/table/notices.py) gathers these per seat from its adapter's ``happenings``
through a turn of play and shows them, at most one pop-up per person per turn, once the
turn is over and only to the seat they concern, while that seat holds the screen (in hot
seat: after its hand-over screen), over the table as it now stands. The Settings'
"Pop-ups" choose all, the important ones only or none; the log keeps every line. The
table beneath waits: no bot moves while one is up.
OK, Enter, Space, Esc or a click anywhere dismisses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ui import theme
from ui.scene import Scene
from ui.sound import LOST
from ui.table.adapter import listing
from ui.widgets.button import Button, draw_text

DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
TITLE_TEXT, BODY_TEXT = 24, 17


def notice_title(names: Sequence[str], actor: int, seat: int) -> str:
    """The title of a pop-up about what ``actor``'s card or move did to ``seat``: "Ben's
    move" (never the seat's own: nobody is told what they just did)."""
    assert actor != seat, "a pop-up is never about what its reader did"
    return f"{names[actor]}'s move"


GATHERED_TITLE = "While you were away"
MORE_IN_LOG = "... and more: the log on the right has every line."


@dataclass
class Notice:
    """One thing done to a person, waiting for their pop-up: ``title`` ("Ben's move"), its
    ``lines``, the match ``step`` that caused it (an undo past it takes it back),
    ``important`` (kept by the "important only" setting), ``who``: the name of the seat
    that did it when the lines name it themselves (then a pop-up gathering several is
    titled "What Ben and Cleo did to you" and its lines are not led by their titles),
    ``turn``: the turn of play it belongs to (pop-ups of several turns, waiting while
    another person held the screen, are one "While you were away")."""

    title: str
    lines: list[str]
    step: int
    important: bool = True
    who: str = ""
    turn: int = 0


def wanted(notices: Sequence[Notice], choice: str) -> list[Notice]:
    """The notices the Settings' pop-up ``choice`` shows: "all", "important" or "none"."""
    if choice == "none":
        return []
    return [n for n in notices if choice == "all" or n.important]


def gathered(notices: Sequence[Notice]) -> tuple[str, list[str]]:
    """One pop-up's title and lines for the ``notices`` waiting for one person: those of
    one turn whose lines name who did it under "What Ben and Cleo did to you"; a single
    title as it is; otherwise "While you were away", each line led by its own title
    ("Ben's move: ...") unless it names who did it."""
    titles = list(dict.fromkeys(n.title for n in notices))
    whos = list(dict.fromkeys(n.who for n in notices))
    one_turn = len({n.turn for n in notices}) == 1
    if all(whos) and one_turn:
        return f"What {listing(whos)} did to you", [line for n in notices for line in n.lines]
    if len(titles) == 1:
        return titles[0], [line for n in notices for line in n.lines]
    lines = [line if n.who else f"{n.title}: {line}" for n in notices for line in n.lines]
    return GATHERED_TITLE, lines


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
