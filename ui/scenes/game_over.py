"""Game over: the winner(s) by name, final scores, the tie-break that decided it, and, when a
person won, their Hall of Fame quote (a bot's win asks nobody to type for it)."""

from __future__ import annotations

from datetime import date

import pygame

from game.core.describe import plural
from game.registry import TITLES
from ui import theme
from ui.hall_of_fame import FameEntry, add_entry
from ui.icons import SCREENS
from ui.scene import Scene
from ui.session import GameSession
from ui.table.registry import ADAPTERS
from ui.widgets.button import Button, FocusRing, draw_text
from ui.widgets.title_art import emblem, felt, panel, title_text


class GameOverScene(Scene):
    def __init__(self, app, session: GameSession) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.outcome = session.match.outcome()
        self.quote = ""
        self.fame = not session.from_scenario and not session.branched
        """A game that began from a scenario position, or was played on from another game's
        step, never enters the Hall of Fame."""
        self.quote_wanted = self.fame and bool(self.human_winners())
        self.typing = self.quote_wanted
        self.saved = False
        self.buttons = [
            Button("Watch the replay", self.replay),
            Button("Back to the table", self.back),
            Button("Main menu", self.to_menu),
        ]
        if self.quote_wanted:
            self.buttons.insert(
                0,
                Button("Save quote", self.save_quote, accent=True, enabled=lambda: not self.saved),
            )
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
        if len(self.buttons) % 2:  # a lone last button sits in the middle
            self.buttons[-1].rect.centerx = w // 2

    def human_winners(self) -> list[int]:
        """The winning seats a person played (only they are asked for a quote)."""
        if self.outcome is None:
            return []
        seats = self.session.match.config.seats
        return [w for w in self.outcome.winners if seats[w].kind == "human"]

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
        return plural(out.scores.get(seat, 0), "point") + (f"  ({extra})" if extra else "")

    def save_quote(self) -> None:
        if self.outcome is None or self.saved or not self.quote_wanted:
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

    def result_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The tie-break, if any, then every seat's result in rank order, winners marked."""
        out = self.outcome
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if out is not None:
            if out.tiebreak:
                lines.append((f"Decided by the tie-break: {out.tiebreak}.", theme.TEXT))
            for rank, seat in enumerate(out.ranking, start=1):
                won = " - winner" if seat in out.winners else ""
                line = f"{rank}. {self.session.seat_names[seat]}: {self.score_words(seat)}{won}"
                lines.append((line, theme.ACCENT if won else theme.TEXT))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        fonts = self.app.fonts
        s = fonts.scale
        em = emblem(round(72 * s), SCREENS["winner"])
        head = title_text(self.headline(), round(48 * s))
        if head.get_width() > w - 40:
            head = pygame.transform.smoothscale(
                head, (w - 40, round(head.get_height() * (w - 40) / head.get_width()))
            )
        font = fonts.get(18)
        lines = self.result_lines()
        box_w = min(w - 40, max([font.size(t)[0] for t, _ in lines] + [round(420 * s)]) + 40)
        box = pygame.Rect(0, 0, box_w, len(lines) * (font.get_linesize() + 4) + 20)
        ask = fonts.get(18, bold=True)
        quote_h = ask.get_linesize() + 8 + round(44 * s) if self.quote_wanted else 0
        note_h = 0 if self.quote_wanted else fonts.get(16).get_linesize()
        total = em.get_height() + head.get_height() + box.h + quote_h + note_h + round(28 * s)
        room = min(b.rect.top for b in self.buttons) - round(16 * s)
        y = max(round(12 * s), (room - total) // 2)
        surface.blit(em, em.get_rect(midtop=(w // 2, y)))
        y += em.get_height() + round(4 * s)
        surface.blit(head, head.get_rect(midtop=(w // 2, y)))
        y += head.get_height() + round(6 * s)
        box.midtop = (w // 2, y)
        if lines:
            panel(surface, box)
        ly = box.top + 10
        for text, color in lines:
            draw_text(surface, font, text, (w // 2, ly), color, "midtop")
            ly += font.get_linesize() + 4
        y = box.bottom + round(18 * s)
        if not self.quote_wanted:
            who = self.winner_name()
            draw_text(
                surface,
                fonts.get(16),
                f"{who} {'are bots' if ' & ' in who else 'is a bot'}: "
                "bots leave no quote in the Hall of Fame."
                if self.fame
                else "This game was played on from another game, so it does not enter the "
                "Hall of Fame."
                if self.session.branched
                else "This game began from a scenario position, so it does not enter the "
                "Hall of Fame.",
                (w // 2, y),
                theme.MUTED,
                "midtop",
            )
        else:
            names = " & ".join(self.session.seat_names[i] for i in self.human_winners())
            draw_text(
                surface,
                ask,
                f"Hall of Fame: {names}, your quote (type, then Enter)",
                (w // 2, y),
                theme.ACCENT,
                "midtop",
            )
            y += ask.get_linesize() + 8
            quote = pygame.Rect(0, 0, min(w - 80, round(640 * s)), round(44 * s))
            quote.midtop = (w // 2, y)
            pygame.draw.rect(surface, theme.PAPER, quote, border_radius=8)
            shown = self.quote + ("_" if self.typing and not self.saved else "")
            draw_text(
                surface, font, shown or " ", (quote.left + 10, quote.centery), theme.INK, "midleft"
            )
        for b in self.buttons:
            b.draw(surface, fonts, focused=b is self.focus.current())
