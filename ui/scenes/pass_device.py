"""Hot-seat hand-over: "Pass to Ana". Nothing private is drawn until she clicks."""

from __future__ import annotations

import pygame

from ui import theme
from ui.scene import Scene
from ui.session import GameSession
from ui.widgets.button import Button, draw_text


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

    def enter(self) -> None:
        self.app.forget_private()  # a hint or refusal may name the last player's cards
        self.resize(self.app.size)
        self.app.sound.play("your_turn")

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button.rect = pygame.Rect(
            0, 0, max(320, round(360 * self.app.fonts.scale)), round(52 * self.app.fonts.scale)
        )
        self.button.rect.center = (w // 2, h // 2 + 60)

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
        w, h = surface.get_size()
        draw_text(
            surface,
            self.app.fonts.get(44, bold=True),
            f"Pass to {self.name}",
            (w // 2, h // 2 - 70),
            theme.ACCENT,
            "center",
        )
        draw_text(
            surface,
            self.app.fonts.get(18),
            "Everyone else, look away. The table is hidden until the button is pressed.",
            (w // 2, h // 2 - 20),
            theme.TEXT,
            "center",
        )
        self.button.draw(surface, self.app.fonts, focused=True)
