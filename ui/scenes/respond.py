"""Hot seat, a response window: the public question "Ana: respond or pass?".

With two or more people at one screen, a person who holds priority in a response window
(game/core/priority.py) but does not hold the screen is asked in public, whatever their
hand: the table must never tell who could respond. [Pass] passes at once (no hand-over: a
pass tells nothing). [Look at my hand] goes through the hand-over screen to their private
view, where they respond or pass. [Always pass for me] passes now and in every later
window of this game. While the question is up nobody holds the screen, so the table
beneath it shows only what is public.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.scene import Scene
from ui.session import GameSession
from ui.widgets.button import Button, FocusRing, draw_text


class RespondScene(Scene):
    """Over the (public) table until ``seat``'s player answers."""

    overlay = True

    def __init__(self, app, session: GameSession, seat: int) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.name = session.seat_names[seat]
        self.pass_button = Button("Pass", self.pass_now, accent=True)
        self.look_button = Button("Look at my hand", self.look)
        self.always_button = Button("Always pass for me", self.always_pass)
        self.buttons = [self.pass_button, self.look_button, self.always_button]
        self.focus = FocusRing()
        self.focus.set(self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.title, self.lines = self._words()

    def _words(self) -> tuple[str, list[str]]:
        """The game's question and what it adds (what is at stake, who must still answer),
        from the public view; the kit's plain question for a game that says nothing."""
        from ui.table.registry import adapter_for

        try:
            adapter = adapter_for(self.session.game_id)
        except KeyError:
            return f"{self.name}: respond or pass?", []
        words = getattr(adapter, "respond_words", None)
        if words is None:
            return f"{self.name}: respond or pass?", []
        view = self.session.match.view(self.session.onlooker)  # public: nobody holds the screen
        title, lines = words(view, self.seat, self.session.seat_names)
        return str(title), [str(line) for line in lines]

    def enter(self) -> None:
        self.app.forget_private()  # nothing the last player was told stays up
        self.resize(self.app.size)
        self.app.sound.play("your_turn")

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        font = self.app.fonts.get(15)
        extra = sum(len(theme.wrap(font, line, round(640 * s))) for line in self.lines)
        self.box = pygame.Rect(0, 0, round(680 * s), round(230 * s) + extra * font.get_linesize())
        self.box.center = (w // 2, h // 2)
        bw, bh, gap = round(200 * s), round(44 * s), round(12 * s)
        x = self.box.centerx - (3 * bw + 2 * gap) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.box.bottom - bh - round(22 * s), bw, bh)
            x += bw + gap

    def _done(self, error: str | None) -> None:
        if error:
            self.app.notify(error, bad=True)
        self.app.scenes.pop()

    def pass_now(self) -> None:
        self._done(self.session.pass_for(self.seat))

    def look(self) -> None:
        """Their private view, after the hand-over screen (the table shows it when due)."""
        self.session.look(self.seat)
        self.app.scenes.pop()

    def always_pass(self) -> None:
        self.session.set_auto_pass(self.seat)
        self.app.notify(f"{self.name} passes automatically for the rest of the game.")
        self._done(self.session.pass_for(self.seat))

    def _on_menu(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on the Menu button of the table under the question."""
        for scene in self.app.scenes:
            rect = scene.leave_rect() if scene is not self else None
            if rect is not None and rect.collidepoint(pos):
                return True
        return False

    def back(self) -> None:
        """Esc leaves the table (the game is saved); the question is asked again on return."""
        self.app.scenes.pop()
        beneath = self.app.scenes.top
        if getattr(beneath, "session", None) is self.session:
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_menu(event.pos):
            self.back()  # the table's Menu, visible beside the question, works as Esc does
            return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        box = self.box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.ACCENT, box, width=2, border_radius=12)
        s = self.app.fonts.scale
        draw_text(
            surface,
            self.app.fonts.get(28, bold=True),
            self.title,
            (box.centerx, box.top + round(22 * s)),
            theme.ACCENT,
            "midtop",
        )
        font = self.app.fonts.get(15)
        text = (
            "Passing shows nobody your cards. To respond, look at your hand "
            "(everyone else looks away)."
        )
        y = box.top + round(74 * s)
        for said in self.lines:  # the game's words: what is at stake, who answers next
            for line in theme.wrap(font, said, box.w - round(40 * s)):
                draw_text(surface, font, line, (box.centerx, y), theme.ACCENT, "midtop")
                y += font.get_linesize()
        for line in theme.wrap(font, text, box.w - round(40 * s)):
            draw_text(surface, font, line, (box.centerx, y), theme.TEXT, "midtop")
            y += font.get_linesize()
        current = self.focus.current()
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is current)
