"""Game over: final scores, the tie-break that decided it, and the winner's Hall of Fame quote."""

from __future__ import annotations

from datetime import date

import pygame

from game.registry import TITLES
from ui import theme
from ui.hall_of_fame import FameEntry, add_entry
from ui.scene import Scene
from ui.session import GameSession
from ui.table.registry import ADAPTERS
from ui.widgets.button import Button, FocusRing, draw_text


class GameOverScene(Scene):
    def __init__(self, app, session: GameSession) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.outcome = session.match.outcome()
        self.quote = ""
        self.fame = not session.from_scenario
        """A game that began from a scenario position never enters the Hall of Fame."""
        self.typing = self.fame
        self.saved = False
        self.buttons = [
            Button(
                "Save quote",
                self.save_quote,
                accent=True,
                enabled=lambda: self.fame and not self.saved,
            ),
            Button("Watch the replay", self.replay),
            Button("Back to the table", self.back),
            Button("Main menu", self.to_menu),
        ]
        self.focus = FocusRing()
        self.focus.set(self.buttons)

    def enter(self) -> None:
        self.resize(self.app.size)
        self.app.sound.play("attack_won")

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        bw, bh = round(230 * s), round(42 * s)
        x = w // 2 - (2 * bw + 12) // 2
        y = h - 2 * (bh + 10) - 30
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + (i % 2) * (bw + 12), y + (i // 2) * (bh + 10), bw, bh)

    def winner_name(self) -> str:
        if self.outcome is None:
            return "?"
        return " & ".join(self.session.seat_names[s] for s in self.outcome.winners)

    def headline(self) -> str:
        """ "Ana wins!", or "Ana & Ben win together!" when several players share the win."""
        if self.outcome is not None and len(self.outcome.winners) > 1:
            return f"{self.winner_name()} win together!"
        return f"{self.winner_name()} wins!"

    def score_words(self, seat: int) -> str:
        """A seat's result in the game's own words (points, adventurers left, ...)."""
        out = self.outcome
        assert out is not None
        game = self.session.rules.game_id
        adapter = ADAPTERS[game]() if game in ADAPTERS else None
        words = getattr(adapter, "score_words", None)
        d = out.details.get(seat, {})
        if words is not None:
            return str(words(out.scores.get(seat, 0), d))
        extra = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in d.items() if k != "loot_points")
        return f"{out.scores.get(seat, 0)} points" + (f"  ({extra})" if extra else "")

    def save_quote(self) -> None:
        if self.outcome is None or self.saved or not self.fame:
            return
        w = self.outcome.winners[0]
        entry = FameEntry(
            date=date.today().isoformat(),
            game=TITLES.get(self.session.rules.game_id, self.session.rules.game_id),
            winner=self.winner_name(),
            score=self.outcome.scores.get(w, 0),
            quote=self.quote.strip()[:140],
            players=self.session.seat_names,
            save=str(self.session.path.name) if self.session.path else "",
        )
        problem = add_entry(self.app.dirs.hall_of_fame, entry)
        if problem:
            self.app.notify(problem, bad=True)
        self.saved = True
        self.typing = False
        self.app.notify("Added to the Hall of Fame.")

    def replay(self) -> None:
        from ui.scenes.replay import open_replay

        if self.session.path is None:
            self.app.notify("This game has no save file to replay.")
            return
        open_replay(self.app, self.session.path)  # checked first; a refusal is a message

    def to_menu(self) -> None:
        if not self.saved and self.quote.strip():
            self.save_quote()
        while len(self.app.scenes) > 1:
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.typing and event.type == pygame.KEYDOWN and not self.saved:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save_quote()
                return True
            if event.key == pygame.K_BACKSPACE:
                self.quote = self.quote[:-1]
                return True
            if event.key == pygame.K_TAB:
                self.typing = False
                return self.focus.handle_event(event)
            if event.unicode and event.unicode.isprintable() and len(self.quote) < 140:
                self.quote += event.unicode
                return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE_DARK)
        w, h = surface.get_size()
        fonts = self.app.fonts
        draw_text(
            surface,
            fonts.get(40, bold=True),
            self.headline(),
            (w // 2, 40),
            theme.ACCENT,
            "midtop",
        )
        y = 40 + fonts.get(40, bold=True).get_linesize() + 10
        out = self.outcome
        if out is not None:
            if out.tiebreak:
                draw_text(
                    surface,
                    fonts.get(18),
                    f"Decided by the tie-break: {out.tiebreak}.",
                    (w // 2, y),
                    theme.TEXT,
                    "midtop",
                )
                y += fonts.get(18).get_linesize() + 8
            font = fonts.get(18)
            for rank, seat in enumerate(out.ranking, start=1):
                won = "  - winner" if seat in out.winners and len(out.winners) > 1 else ""
                line = f"{rank}. {self.session.seat_names[seat]}: {self.score_words(seat)}{won}"
                draw_text(surface, font, line, (w // 2, y), theme.TEXT, "midtop")
                y += font.get_linesize() + 4
        y += 20
        draw_text(
            surface,
            fonts.get(18, bold=True),
            "Hall of Fame: the winner's quote (type, then Enter)"
            if self.fame
            else "This game began from a scenario position, so it does not enter the Hall of Fame.",
            (w // 2, y),
            theme.ACCENT,
            "midtop",
        )
        y += fonts.get(18).get_linesize() + 8
        box = pygame.Rect(0, 0, min(w - 80, round(640 * fonts.scale)), round(44 * fonts.scale))
        box.midtop = (w // 2, y)
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=8)
        shown = self.quote + ("_" if self.typing and not self.saved else "")
        draw_text(
            surface, fonts.get(18), shown or " ", (box.left + 10, box.centery), theme.INK, "midleft"
        )
        for b in self.buttons:
            b.draw(surface, fonts, focused=b is self.focus.current())
