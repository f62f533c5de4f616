"""Hot-seat hand-over: "Pass to Ana". Nothing private is drawn until she clicks."""

from __future__ import annotations

import pygame

from ui import theme
from ui.scene import Scene
from ui.session import GameSession
from ui.widgets.button import Button, draw_text
from ui.widgets.reading import ellipsize

LOOK_AWAY = "Everyone else, look away. The table is hidden until the button is pressed."


class PassDeviceScene(Scene):
    """Covers the whole window (the table is not drawn beneath it) until ``seat``'s player
    presses the button; only then is the screen theirs (``GameSession.take_over``)."""

    opaque = True

    def __init__(self, app, session: GameSession, seat: int) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.name = session.seat_names[seat]
        self.button = Button(f"I am {self.name}: show my cards", self.ready, accent=True)
        self.resize(app.size)

    def enter(self) -> None:
        self.app.forget_private()  # a hint or refusal may name the last player's cards
        self.resize(self.app.size)
        self.app.sound.play("your_turn")

    def resize(self, size: tuple[int, int]) -> None:
        """The heading, the sentence (each wrapped to the window) and the button, stacked
        around the middle of the window."""
        w, h = size
        s = self.app.fonts.scale
        room = w - 2 * round(16 * s)
        heading, small = self.app.fonts.get(44, bold=True), self.app.fonts.get(18)
        said = [
            ellipsize(heading, x, room) for x in theme.wrap(heading, f"Pass to {self.name}", room)
        ]
        lines = [(heading, line, theme.ACCENT) for line in said[:2]]
        lines += [(small, line, theme.TEXT) for line in theme.wrap(small, LOOK_AWAY, room)]
        label_w = self.app.fonts.get(16, bold=True).size(self.button.label)[0] + round(32 * s)
        width = min(room, max(320, round(360 * s), label_w))  # a long name still fits
        self.button.rect = pygame.Rect(0, 0, width, round(52 * s))
        gap = round(24 * s)
        below_heading = round(8 * s)
        text_h = sum(font.get_linesize() for font, _, _ in lines) + below_heading
        y = max(8, h // 2 - (text_h + gap + self.button.rect.h) // 2)
        self.lines: list[tuple[pygame.font.Font, str, theme.Color, int]] = []
        for i, (font, line, color) in enumerate(lines):
            if i and font is small and lines[i - 1][0] is heading:
                y += below_heading
            self.lines.append((font, line, color, y))
            y += font.get_linesize()
        self.button.rect.midtop = (w // 2, y + gap)

    def ready(self) -> None:
        self.session.take_over(self.seat)
        self.app.scenes.pop()

    def back(self) -> None:
        """Esc leaves the table (the game is saved); the hand-over is asked again on return."""
        self.app.scenes.pop()
        beneath = self.app.scenes.top
        if getattr(beneath, "session", None) is self.session:
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.ready()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE_DARK)
        w, _ = surface.get_size()
        for font, line, color, y in self.lines:
            draw_text(surface, font, line, (w // 2, y), color, "midtop")
        self.button.draw(surface, self.app.fonts, focused=True)
