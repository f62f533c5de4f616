"""New game: pick the game, 2-4 seats (a named human or a bot with a level), optional seed."""

from __future__ import annotations

from functools import partial

import pygame

from game.core.errors import LootTableError
from game.core.model import SeatInfo
from game.core.text import NAME_MAX, repair_name
from game.registry import GAME_IDS, TITLES, get_rules
from ui import theme
from ui.games import offered
from ui.icons import GAMES
from ui.scene import Scene
from ui.session import GameSession
from ui.settings import DEFAULT_NAMES
from ui.widgets.button import Button, FocusRing, draw_text
from ui.widgets.icons import icon
from ui.widgets.title_art import felt, panel, title_font, title_text

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


NAME_TYPING_MAX = 16
"""The longest name typed here; with a bot's " (bot)" it stays well within NAME_MAX."""
BOT_SUFFIX = " (bot)"
SPARE_NAMES = ["Eve", "Finn"]


def starting_names(remembered: list[str]) -> list[str]:
    """Four names to start from: the remembered ones that can be used (settings may hold
    any number, or odd ones), then defaults, each cut to what can be typed here."""
    names = [n for r in remembered if (n := repair_name(r, NAME_TYPING_MAX)) is not None]
    for spare in [*DEFAULT_NAMES, *SPARE_NAMES]:
        if len(names) >= 4:
            break
        if spare not in names:
            names.append(spare)
    return names[:4]


def seat_name(typed: str, seat: int, bot: bool) -> str:
    """The seat's name from what was typed: a usable name (game/core/text.py) or "Seat n",
    with " (bot)" for a bot, always within NAME_MAX."""
    name = repair_name(typed, NAME_MAX - len(BOT_SUFFIX)) or f"Seat {seat + 1}"
    return f"{name}{BOT_SUFFIX}" if bot and "bot" not in name else name


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
        playable = offered()
        self.game_index = GAME_IDS.index(playable[0]) if playable else 0
        self.names = starting_names(list(app.settings.last_names))
        default_bot = preferred_bot(GAME_IDS[self.game_index])
        self.kinds = ["human", default_bot, default_bot, default_bot]
        self.n_seats = 2
        self.seed_text = ""
        self.editing: int | None = None  # seat index whose name is being typed, 4 = seed
        self.focus = FocusRing()
        self.buttons: list[Button] = []
        self._build()

    def rules(self):  # type: ignore[no-untyped-def]
        """The chosen game's rules; None when the app does not offer it (no table yet)."""
        gid = GAME_IDS[self.game_index]
        return get_rules(gid) if gid in offered() else None

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
            if kind == "human":
                seats.append(SeatInfo(name=seat_name(self.names[i], i, False), kind="human"))
            else:
                seats.append(
                    SeatInfo(name=seat_name(self.names[i], i, True), kind="bot", level=kind)
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
                elif len(self.names[self.editing]) < NAME_TYPING_MAX:
                    self.names[self.editing] += ch
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._labels()
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s = self.app.fonts.scale
        gid = GAME_IDS[self.game_index]
        title = title_text("New game", round(46 * s))
        mark = icon(GAMES.get(gid, GAMES["aim"]), round(44 * s), theme.ACCENT)
        row_w = mark.get_width() + 12 + title.get_width()
        top = max(8, self.buttons[0].rect.top - round(24 * s) - title.get_height()) // 2
        x = w // 2 - row_w // 2
        surface.blit(mark, mark.get_rect(midleft=(x, top + title.get_height() // 2)))
        surface.blit(title, (x + mark.get_width() + 12, top))
        form = self.buttons[0].rect.unionall([b.rect for b in self.buttons[1:]])
        panel(surface, form.inflate(round(32 * s), round(28 * s)))
        room = form.left - round(16 * s) - 24
        if room >= round(120 * s):  # the chosen game's picture beside the form
            side = min(room - 16, round(150 * s))
            pic = icon(GAMES.get(gid, GAMES["aim"]), side, (176, 128, 36))
            spot = pic.get_rect(center=(form.left // 2, form.top + form.h // 3))
            surface.blit(pic, spot)
            size = round(26 * s)
            y = spot.bottom + 10
            for line in theme.wrap(title_font(size, TITLES[gid]), TITLES[gid], room):
                img = title_text(line, size, theme.TEXT)
                surface.blit(img, img.get_rect(midtop=(spot.centerx, y)))
                y += img.get_height()
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
            (w // 2, form.bottom + round(14 * s) + 14),
            theme.MUTED,
            "midtop",
        )
