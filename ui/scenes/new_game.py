"""New game: pick the game, 2-4 seats (a named human or a bot with a level), optional seed."""

from __future__ import annotations

from functools import partial

import pygame

from game.core.errors import LootTableError
from game.core.model import SeatInfo
from game.registry import GAME_IDS, TITLES, get_rules
from ui import theme
from ui.scene import Scene
from ui.session import GameSession
from ui.table.registry import has_table, table_games
from ui.widgets.button import Button, FocusRing, draw_text

KINDS = ["human", "random", "greedy", "easy", "normal", "hard"]
KIND_LABELS = {
    "human": "Human",
    "random": "Bot: random",
    "greedy": "Bot: greedy",
    "easy": "Bot: easy",
    "normal": "Bot: normal",
    "hard": "Bot: hard",
}


def bot_levels(game_id: str | None = None) -> list[str]:
    """The bot kinds offered for ``game_id`` (``game.bots.kinds_for``), in menu order."""
    try:
        from game.bots import BOT_KINDS, kinds_for
    except ImportError:
        return ["random", "greedy"]
    offered = kinds_for(game_id) if game_id is not None else list(BOT_KINDS)
    return [k for k in KINDS[1:] if k in offered]


DEFAULT_BOT = "normal"
"""The opponent a new game offers first: a search bot that plays well and answers within
half a second (game/bots), rather than the instant but shallow greedy one."""


def preferred_bot(game_id: str) -> str:
    """The default bot kind for ``game_id``: ``DEFAULT_BOT``, else greedy, else any it has."""
    levels = bot_levels(game_id)
    for kind in (DEFAULT_BOT, "greedy"):
        if kind in levels:
            return kind
    return levels[0] if levels else "greedy"


class NewGameScene(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        playable = table_games()
        self.game_index = GAME_IDS.index(playable[0]) if playable else 0
        names = list(app.settings.last_names) + ["Eve", "Finn"]
        self.names = names[:4]
        default_bot = preferred_bot(GAME_IDS[self.game_index])
        self.kinds = ["human", default_bot, default_bot, default_bot]
        self.n_seats = 2
        self.seed_text = ""
        self.editing: int | None = None  # seat index whose name is being typed, 4 = seed
        self.focus = FocusRing()
        self.buttons: list[Button] = []
        self._build()

    def rules(self):  # type: ignore[no-untyped-def]
        game_id = GAME_IDS[self.game_index]
        return get_rules(game_id) if has_table(game_id) else None

    def _build(self) -> None:
        b: list[Button] = [Button("< Game >", self.next_game)]
        b.append(Button("Fewer seats", lambda: self.set_seats(-1)))
        b.append(Button("More seats", lambda: self.set_seats(1)))
        for i in range(4):
            shown = partial(self.seat_shown, i)
            b.append(Button("name", partial(self.edit, i), enabled=shown))
            b.append(Button("kind", partial(self.cycle_kind, i), enabled=shown))
        b.append(Button("Seed", lambda: self.edit(4)))
        b.append(Button("Start", self.start, accent=True, enabled=self.can_start))
        b.append(Button("Back", self.back))
        self.buttons = b
        self.focus.set(b)
        self.resize(self.app.size)

    def can_start(self) -> bool:
        return self.rules() is not None

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        bh = round(40 * s)
        col = round(260 * s)
        x0 = w // 2 - col - 10
        y = round(120 * s)
        self.buttons[0].rect = pygame.Rect(x0, y, 2 * col + 20, bh)
        y += bh + 14
        self.buttons[1].rect = pygame.Rect(x0, y, col, bh)
        self.buttons[2].rect = pygame.Rect(x0 + col + 20, y, col, bh)
        y += bh + 20
        for i in range(4):
            self.buttons[3 + 2 * i].rect = pygame.Rect(x0, y, col, bh)
            self.buttons[4 + 2 * i].rect = pygame.Rect(x0 + col + 20, y, col, bh)
            y += bh + 8
        y += 12
        self.buttons[11].rect = pygame.Rect(x0, y, 2 * col + 20, bh)
        y += bh + 20
        self.buttons[12].rect = pygame.Rect(x0, y, col, bh)
        self.buttons[13].rect = pygame.Rect(x0 + col + 20, y, col, bh)

    def _labels(self) -> None:
        gid = GAME_IDS[self.game_index]
        playable = self.rules() is not None
        self.buttons[0].label = f"Game: {TITLES[gid]}" + ("" if playable else " (coming soon)")
        for i in range(4):
            typing = "_" if self.editing == i else ""
            self.buttons[3 + 2 * i].label = f"Seat {i + 1}: {self.names[i]}{typing}"
            self.buttons[4 + 2 * i].label = KIND_LABELS.get(self.kinds[i], self.kinds[i])
        seed = self.seed_text + ("_" if self.editing == 4 else "")
        self.buttons[11].label = f"Seed: {seed or 'random'}"

    def seat_shown(self, i: int) -> bool:
        """Whether seat ``i`` is in the game (the others are greyed out)."""
        return i < self.n_seats

    # ------------------------------------------------------------ edits
    def next_game(self) -> None:
        self.game_index = (self.game_index + 1) % len(GAME_IDS)
        rules = self.rules()
        if rules is not None:
            self.n_seats = max(rules.min_seats, min(self.n_seats, rules.max_seats))
            levels = bot_levels(rules.game_id)
            for i, kind in enumerate(self.kinds):  # a bot this game has not got: its nearest
                if kind != "human" and kind not in levels and levels:
                    self.kinds[i] = preferred_bot(rules.game_id)

    def set_seats(self, delta: int) -> None:
        rules = self.rules()
        lo, hi = (rules.min_seats, rules.max_seats) if rules else (2, 4)
        self.n_seats = max(lo, min(hi, self.n_seats + delta, 4))

    def cycle_kind(self, i: int) -> None:
        options = ["human", *bot_levels(GAME_IDS[self.game_index])]
        cur = self.kinds[i] if self.kinds[i] in options else options[0]
        self.kinds[i] = options[(options.index(cur) + 1) % len(options)]

    def edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i

    def start(self) -> None:
        rules = self.rules()
        if rules is None:
            self.app.notify("That game is not playable yet.")
            return
        seats = []
        for i in range(self.n_seats):
            kind = self.kinds[i]
            name = self.names[i].strip() or f"Seat {i + 1}"
            if kind == "human":
                seats.append(SeatInfo(name=name, kind="human"))
            else:
                seats.append(
                    SeatInfo(
                        name=f"{name} (bot)" if "bot" not in name else name, kind="bot", level=kind
                    )
                )
        seed = int(self.seed_text) if self.seed_text.isdigit() else None
        try:
            session = GameSession.new(
                rules.game_id, seats, seed, self.app.dirs.saves, self.app.bot_factory
            )
        except (LootTableError, OSError) as exc:
            self.app.notify(f"The game could not start: {exc}", bad=True)
            return
        self.app.settings.last_names = [n for n in self.names]
        self.app.save_settings()
        from ui.scenes.table import TableScene

        self.app.scenes.replace(TableScene(self.app, session))

    # ------------------------------------------------------------ frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
                return event.key != pygame.K_TAB
            if event.key == pygame.K_BACKSPACE:
                if self.editing == 4:
                    self.seed_text = self.seed_text[:-1]
                else:
                    self.names[self.editing] = self.names[self.editing][:-1]
                return True
            ch = event.unicode
            if ch and ch.isprintable():
                if self.editing == 4:
                    if ch.isdigit() and len(self.seed_text) < 9:
                        self.seed_text += ch
                elif len(self.names[self.editing]) < 16:
                    self.names[self.editing] += ch
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._labels()
        surface.fill(theme.TABLE)
        w, _ = surface.get_size()
        draw_text(
            surface,
            self.app.fonts.get(34, bold=True),
            "New game",
            (w // 2, 40),
            theme.ACCENT,
            "midtop",
        )
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())
        hint = (
            "Click a name to type it; click the kind to switch between a human and bot "
            "levels. Tab and Enter work too."
        )
        draw_text(
            surface,
            self.app.fonts.get(14),
            hint,
            (w // 2, self.buttons[-1].rect.bottom + 18),
            theme.MUTED,
            "midtop",
        )
