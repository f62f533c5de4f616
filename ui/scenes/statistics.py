"""Statistics: how each player does, counted from the finished games whose saves verify.

The games are read and verified on a background thread (game/stats.py), so the window
answers at once and fills in when the count is done. On the left the players (Up/Down or a
click chooses one); on the right the chosen player's record, a bar per game (win rate) and a
line of their scores in their last games of one game (Left/Right, or the buttons, change the
game); under them each bot level's record against people. Esc goes back.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from game.stats import PlayerStats, Statistics, collect
from ui import theme
from ui.games import app_rules
from ui.scene import Scene
from ui.widgets.button import Button, draw_text
from ui.widgets.reading import ellipsize

POLL_S = 0.1
LAST_GAMES = 15
"""Games shown on the score line."""


def titles() -> dict[str, str]:
    from game.registry import TITLES

    return dict(TITLES)


class StatisticsScene(Scene):
    title = "Statistics"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.stats: Statistics | None = None
        self.failed: str | None = None
        self.selected = 0
        self.game_index = 0
        self.rows: list[pygame.Rect] = []
        self.back_button = Button("Back", self.back, tooltip="Esc")
        self.prev_game = Button("<", lambda: self.cycle_game(-1), enabled=self._many_games)
        self.next_game = Button(">", lambda: self.cycle_game(1), enabled=self._many_games)
        self._thread = threading.Thread(target=self._count, name="statistics", daemon=True)

    # ------------------------------------------------------------ counting
    def enter(self) -> None:
        self.resize(self.app.size)
        self._thread.start()

    def _count(self) -> None:
        dirs = self.app.dirs
        try:
            self.stats = collect([dirs.saves, dirs.replays], app_rules)
        except Exception as exc:  # noqa: BLE001 - said on the screen, never a crash
            self.failed = f"The games could not be counted ({type(exc).__name__})."

    def next_frame(self, now: float) -> float | None:
        """A look every tenth of a second until the count is done."""
        return now + POLL_S if self.stats is None and self.failed is None else None

    def back(self) -> None:
        self.app.scenes.pop()

    # ------------------------------------------------------------ choosing
    @property
    def player(self) -> PlayerStats | None:
        if self.stats is None or not self.stats.players:
            return None
        return self.stats.players[self.selected % len(self.stats.players)]

    def games_of(self, player: PlayerStats) -> list[str]:
        return sorted(player.per_game, key=lambda g: -player.per_game[g].games)

    def _many_games(self) -> bool:
        p = self.player
        return p is not None and len(p.per_game) > 1

    def cycle_game(self, step: int) -> None:
        self.game_index += step

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in (self.back_button, self.prev_game, self.next_game):
            if b.handle_event(event):
                return True
        n = len(self.stats.players) if self.stats else 0
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and n:
                self.selected = (self.selected + (1 if event.key == pygame.K_DOWN else -1)) % n
                self.game_index = 0
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cycle_game(1 if event.key == pygame.K_RIGHT else -1)
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    self.selected, self.game_index = i, 0
                    return True
        return False

    # ------------------------------------------------------------ drawing
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        bw, bh = round(180 * s), round(42 * s)
        self.back_button.rect = pygame.Rect(w // 2 - bw // 2, h - bh - 20, bw, bh)
        small = max(28, round(30 * s))
        self.prev_game.rect = pygame.Rect(0, 0, small, small)
        self.next_game.rect = pygame.Rect(0, 0, small, small)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        fonts = self.app.fonts
        s = fonts.scale
        big = fonts.get(32, bold=True)
        draw_text(surface, big, "Statistics", (w // 2, 20), theme.ACCENT, "midtop")
        top = 20 + big.get_linesize() + 10
        text = fonts.get(16)
        self.back_button.draw(surface, fonts)
        if self.failed or self.stats is None:
            words = self.failed or "Counting your games (each save is checked first)..."
            draw_text(surface, text, words, (w // 2, top + 20), theme.TEXT, "midtop")
            return
        stats = self.stats
        note = (
            f"{stats.games} finished game{'' if stats.games == 1 else 's'} whose saves verify; "
            "games begun from a scenario or played on from another game are not counted."
        )
        draw_text(surface, fonts.get(14), note, (w // 2, top), theme.MUTED, "midtop")
        top += fonts.get(14).get_linesize() + 12
        bottom = self.back_button.rect.top - 12
        if not stats.players:
            draw_text(
                surface, text, "No finished games yet.", (w // 2, top + 20), theme.TEXT, "midtop"
            )
            return
        left_w = max(round(200 * s), min(round(300 * s), w // 4))
        self._draw_players(surface, pygame.Rect(20, top, left_w, bottom - top))
        right = pygame.Rect(20 + left_w + 20, top, w - left_w - 60, bottom - top)
        self._draw_player(surface, right)

    def _draw_players(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        assert self.stats is not None
        fonts = self.app.fonts
        font, small = fonts.get(16), fonts.get(13)
        row_h = font.get_linesize() + small.get_linesize() + 10
        self.rows = []
        for i, p in enumerate(self.stats.players[: max(1, area.h // row_h)]):
            r = pygame.Rect(area.left, area.top + i * row_h, area.w, row_h - 4)
            self.rows.append(r)
            colour = theme.BUTTON_HOVER if i == self.selected else theme.PANEL
            pygame.draw.rect(surface, colour, r, border_radius=6)
            draw_text(surface, font, ellipsize(font, p.name, r.w - 16), (r.left + 8, r.top + 3))
            kind = "person" if p.kind == "human" else f"bot ({p.kind})"
            line = f"{kind}  {p.wins}/{p.games} won"
            draw_text(
                surface, small, line, (r.left + 8, r.top + 5 + font.get_linesize()), theme.MUTED
            )

    def _draw_player(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        p = self.player
        assert p is not None and self.stats is not None
        fonts = self.app.fonts
        s = fonts.scale
        head, text, small = fonts.get(22, bold=True), fonts.get(16), fonts.get(13)
        x, y = area.left, area.top
        draw_text(surface, head, ellipsize(head, p.name, area.w), (x, y), theme.TEXT)
        y += head.get_linesize() + 2
        summary = (
            f"{p.games} games, {p.wins} won ({100 * p.win_rate:.0f}%); longest run of wins "
            f"{p.best_streak}, now {p.current_streak}"
        )
        draw_text(surface, text, summary, (x, y), theme.TEXT)
        y += text.get_linesize() + 12
        names = titles()
        games = self.games_of(p)
        chart_h = max(80, min(round(190 * s), (area.bottom - y) // 2 - 40))
        # bars: win rate per game
        draw_text(surface, small, "Win rate per game", (x, y), theme.MUTED)
        y += small.get_linesize() + 4
        bars = pygame.Rect(x, y, area.w, chart_h)
        self._bars(surface, bars, [(names.get(g, g), p.per_game[g]) for g in games])
        y = bars.bottom + small.get_linesize() * 2 + 14
        # line: scores in the last games of one game
        game = games[self.game_index % len(games)]
        scores = [sc for g, _, sc in p.results if g == game and sc is not None][-LAST_GAMES:]
        label = f"Score in the last {len(scores)} games of {names.get(game, game)}"
        self.prev_game.rect.topleft = (x, y - 4)
        self.next_game.rect.topleft = (x + self.prev_game.rect.w + 6, y - 4)
        for b in (self.prev_game, self.next_game):
            b.draw(surface, fonts)
        draw_text(surface, small, label, (self.next_game.rect.right + 10, y), theme.MUTED)
        y = self.next_game.rect.bottom + 6
        line = pygame.Rect(x, y, area.w, chart_h)
        self._line(surface, line, scores)
        tally = p.per_game[game]
        best = "-" if tally.best_score is None else str(tally.best_score)
        average = "-" if tally.average_score is None else f"{tally.average_score:.1f}"
        words = f"Average {average}, best {best}"
        draw_text(surface, small, words, (x, line.bottom + 6), theme.TEXT)
        levels = [
            f"{r.level}: {r.games} games with people, a bot of it won {r.wins}, people {r.human_wins}"
            for r in self.stats.levels
        ]
        if levels:
            yy = line.bottom + 8 + small.get_linesize()
            draw_text(
                surface, small, "Bots against people - " + "; ".join(levels), (x, yy), theme.MUTED
            )

    def _bars(
        self, surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, Any]]
    ) -> None:
        """One bar per game, its height the win rate, the games and wins under it."""
        small = self.app.fonts.get(13)
        pygame.draw.line(surface, theme.PANEL_EDGE, area.bottomleft, area.bottomright)
        n = max(1, len(rows))
        slot = area.w // n
        bar_w = max(12, min(90, slot - 16))
        for i, (title, tally) in enumerate(rows):
            cx = area.left + i * slot + slot // 2
            height = round(area.h * tally.win_rate)
            bar = pygame.Rect(cx - bar_w // 2, area.bottom - height, bar_w, height)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=3)
            pct = f"{100 * tally.win_rate:.0f}%"
            draw_text(surface, small, pct, (cx, bar.top - 2), theme.TEXT, "midbottom")
            name = ellipsize(small, title, slot - 4)
            draw_text(surface, small, name, (cx, area.bottom + 3), theme.TEXT, "midtop")
            games = f"{tally.wins} of {tally.games}"
            draw_text(
                surface,
                small,
                games,
                (cx, area.bottom + 3 + small.get_linesize()),
                theme.MUTED,
                "midtop",
            )

    def _line(self, surface: pygame.Surface, area: pygame.Rect, scores: list[int]) -> None:
        """The scores as a line, oldest on the left, with the highest and lowest marked."""
        pygame.draw.rect(surface, theme.TABLE_DARK, area, border_radius=4)
        small = self.app.fonts.get(13)
        if not scores:
            draw_text(surface, small, "No scores yet.", area.center, theme.MUTED, "center")
            return
        lo, hi = min(scores), max(scores)
        span = max(1, hi - lo)
        pad = 14
        inner = area.inflate(-2 * pad, -2 * pad)
        step = inner.w / max(1, len(scores) - 1)
        points = [
            (round(inner.left + i * step), round(inner.bottom - (sc - lo) * inner.h / span))
            for i, sc in enumerate(scores)
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, theme.ACCENT, False, points, 3)
        for pt in points:
            pygame.draw.circle(surface, theme.TEXT, pt, 4)
        draw_text(surface, small, str(hi), (area.left + 4, area.top + 2), theme.MUTED)
        draw_text(
            surface, small, str(lo), (area.left + 4, area.bottom - 2), theme.MUTED, "bottomleft"
        )


__all__ = ["StatisticsScene"]
