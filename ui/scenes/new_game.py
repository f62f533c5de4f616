"""New game: pick the game, its number of players (the game's own range, 2 to 8), each seat a
named human or a bot with a level, the game's options, and an optional seed.

Layout (:meth:`NewGameScene.resize`): the title; the game row and the player count; a
scrolling area holding the seats (two columns for a game that takes more than four) and the
game's options, each with its help line; then Seed, Start and Back. Every control is at
least 32 px times the UI scale high and wide; :meth:`NewGameScene.boxes` lists every rect
drawn, which the tests check for overlaps at each window size and UI scale.

The options come from the game's entry (game/core/options.py): a bool is a toggle, a choice a
button that cycles through its values, a whole number a value with - and +. Start checks
them with ``validate_options`` (GameSession.new), which writes them into the log header; a
refusal is shown as a sentence in the form.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

import pygame

from game import registry
from game.core.entry import GameEntry
from game.core.errors import LootTableError
from game.core.model import SeatInfo
from game.core.options import ENGINE_OPTIONS, BadOption, OptionSpec, defaults, validate_options
from game.core.text import NAME_MAX, repair_name
from ui import games, theme
from ui.games import UI_ENTRIES
from ui.icons import SCREENS
from ui.scene import Scene
from ui.session import GameSession
from ui.settings import DEFAULT_NAMES
from ui.widgets.button import MIN_HIT, Button, FocusRing, draw_text
from ui.widgets.icons import icon
from ui.widgets.reading import draw_scrollbar, ellipsize
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
MAX_SEATS = 8
"""The most seats any game takes (game/core/entry.py)."""
SEED = -1
"""``editing`` while the seed is being typed (a seat's index otherwise)."""
MINUS = "\u2212"
"""The minus sign on the - buttons."""
HELP_SIZE = 14
"""An option's help line (px at UI scale 100%)."""


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
SPARE_NAMES = ["Eve", "Finn", "Gus", "Hana"]


def starting_names(remembered: list[str]) -> list[str]:
    """A name for each of the ``MAX_SEATS`` seats to start from: the remembered ones that can
    be used (settings may hold any number, or odd ones), then defaults, each cut to what can
    be typed here."""
    names = [n for r in remembered if (n := repair_name(r, NAME_TYPING_MAX)) is not None]
    for spare in [*DEFAULT_NAMES, *SPARE_NAMES]:
        if len(names) >= MAX_SEATS:
            break
        if spare not in names:
            names.append(spare)
    while len(names) < MAX_SEATS:
        names.append(f"Seat {len(names) + 1}")
    return names[:MAX_SEATS]


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


def option_text(spec: OptionSpec, value: Any) -> str:
    """The words a control shows for ``spec`` at ``value`` ("Short game: On")."""
    if spec.kind == "bool":
        return f"{spec.label}: {'On' if value else 'Off'}"
    if spec.kind == "int" and value == 0 and spec.zero_word:
        return f"{spec.label}: {spec.zero_word}"
    return f"{spec.label}: {value}"


@dataclass
class Label:
    """A piece of text the form draws (not clickable): ``rect`` is where, in screen
    coordinates for fixed labels and content coordinates for scrolled ones."""

    text: str
    rect: pygame.Rect
    size: int
    color: theme.Color = theme.TEXT
    bold: bool = False
    boxed: bool = False
    align: str = "midleft"
    option: OptionSpec | None = None
    """For a number option's value box: the option (its words change with the value)."""


class NewGameScene(Scene):
    heading = "New game"
    """The title over the form (ui/scenes/play_on.py shows another)."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        playable = games.offered()
        ids = [g.game_id for g in registry.GAMES]
        settings = app.settings
        last = settings.last_game if settings.last_game in playable else None
        self.game_index = ids.index(last or playable[0]) if playable else 0
        self.names = starting_names(list(settings.last_names))
        default_bot = preferred_bot(ids[self.game_index])
        self.kinds = ["human"] + [default_bot] * (MAX_SEATS - 1)
        levels = ["human", *bot_levels(ids[self.game_index])]
        for i, kind in enumerate(settings.last_kinds[:MAX_SEATS]):
            if kind in levels:
                self.kinds[i] = kind
        lo, hi = self.entry().seats
        self._n_seats = max(lo, min(settings.last_seats or 2, hi))
        self.options: dict[str, Any] = self._remembered_options()
        self.seed_text = ""
        self.editing: int | None = None  # the seat whose name is being typed, or SEED
        self.message: str | None = None  # why Start was refused (a sentence)
        self.scroll = 0
        self.focus = FocusRing()
        self._make_buttons()
        self.resize(self.app.size)

    # ------------------------------------------------------------ the game chosen
    def entry(self) -> GameEntry:
        """The chosen game's entry (its seats and options)."""
        return registry.GAMES[self.game_index % len(registry.GAMES)]

    def rules(self):  # type: ignore[no-untyped-def]
        """The chosen game's rules; None when the app does not offer it (no table yet)."""
        gid = self.entry().game_id
        return registry.get_rules(gid) if gid in games.offered() else None

    def _remembered_options(self) -> dict[str, Any]:
        """The chosen game's options as last chosen for it, or its defaults (a remembered
        value the game no longer takes falls back to the defaults)."""
        e = self.entry()
        remembered = self.app.settings.last_options.get(e.game_id, {})
        try:
            return validate_options(e.options, remembered)
        except BadOption:
            return defaults(e.options)

    def can_start(self) -> bool:
        return self.rules() is not None

    @property
    def n_seats(self) -> int:
        return self._n_seats

    @n_seats.setter
    def n_seats(self, n: int) -> None:
        lo, hi = self.entry().seats
        self._n_seats = max(lo, min(hi, n))
        if self.editing is not None and self.editing >= self._n_seats:
            self.editing = None
        self.resize(self.app.size)

    # ------------------------------------------------------------ buttons
    def _make_buttons(self) -> None:
        self.game_button = Button("Game", self.next_game)
        self.learn_button = Button("Learn to play", self.learn, enabled=self._can_learn)
        self.fewer = Button(MINUS, lambda: self.set_seats(-1), enabled=self._can_fewer)
        self.more = Button("+", lambda: self.set_seats(1), enabled=self._can_more)
        self.name_buttons = [Button("name", partial(self.edit, i)) for i in range(MAX_SEATS)]
        self.kind_buttons = [Button("kind", partial(self.cycle_kind, i)) for i in range(MAX_SEATS)]
        self.seed_button = Button("Seed", lambda: self.edit(SEED))
        self.start_button = Button("Start", self.start, accent=True, enabled=self.can_start)
        self.back_button = Button("Back", self.back)
        self.option_buttons: dict[str, list[Button]] = {}

    def _option_controls(self, spec: OptionSpec) -> list[Button]:
        """The buttons of one option: a toggle or a cycling button; - and + for a number."""
        if spec.kind == "int":
            return [
                Button(
                    MINUS,
                    partial(self.step_option, spec.key, -1),
                    enabled=partial(self._can_step, spec, -1),
                ),
                Button(
                    "+",
                    partial(self.step_option, spec.key, 1),
                    enabled=partial(self._can_step, spec, 1),
                ),
            ]
        return [Button(spec.label, partial(self.step_option, spec.key, 1))]

    @property
    def buttons(self) -> list[Button]:
        """Every button in the form, in keyboard order."""
        seats = []
        for i in range(self.n_seats):
            seats += [self.name_buttons[i], self.kind_buttons[i]]
        opts = [b for spec in self.entry().options for b in self.option_buttons.get(spec.key, [])]
        return [
            self.game_button,
            self.fewer,
            self.more,
            *seats,
            *opts,
            self.seed_button,
            self.learn_button,
            self.start_button,
            self.back_button,
        ]

    def _scrolled(self) -> list[Button]:
        """The buttons in the scrolling area."""
        return [b for b in self.buttons if id(b) in self._content]

    # ------------------------------------------------------------ edits
    def _can_learn(self) -> bool:
        from ui.tutorial.script import has_tutorial

        return self.rules() is not None and has_tutorial(self.entry().game_id)

    def learn(self) -> None:
        """The chosen game's tutorial (Learn to play), resumed where it was left."""
        from ui.scenes.tutorial import open_tutorial

        open_tutorial(self.app, self.entry().game_id)

    def next_game(self) -> None:
        """The next game: its seat count clamped into its range, its options at their defaults."""
        self.game_index = (self.game_index + 1) % len(registry.GAMES)
        e = self.entry()
        self._n_seats = max(e.min_seats, min(self._n_seats, e.max_seats))
        self.options = self._remembered_options()
        if self.rules() is not None:
            levels = bot_levels(e.game_id)
            for i, kind in enumerate(self.kinds):  # a bot this game has not got: its nearest
                if kind != "human" and kind not in levels and levels:
                    self.kinds[i] = preferred_bot(e.game_id)
        self.editing = None
        self.message = None
        self.scroll = 0
        self.resize(self.app.size)

    def _can_fewer(self) -> bool:
        return self.n_seats > self.entry().min_seats

    def _can_more(self) -> bool:
        return self.n_seats < self.entry().max_seats

    def set_seats(self, delta: int) -> None:
        lo, hi = self.entry().seats
        self.message = None
        self.n_seats = max(lo, min(hi, self.n_seats + delta))

    def cycle_kind(self, i: int) -> None:
        options = ["human", *bot_levels(self.entry().game_id)]
        cur = self.kinds[i] if self.kinds[i] in options else options[0]
        self.kinds[i] = options[(options.index(cur) + 1) % len(options)]
        self.message = None

    def _spec(self, key: str) -> OptionSpec:
        return next(s for s in self.entry().options if s.key == key)

    def _can_step(self, spec: OptionSpec, delta: int) -> bool:
        value = self.options.get(spec.key, spec.default)
        bound = spec.high if delta > 0 else spec.low
        return bound is None or not isinstance(value, int) or (value - bound) * delta < 0

    def step_option(self, key: str, delta: int) -> None:
        """Toggle a bool, move a choice on to its next value, or a number by ``delta``
        (within its bounds)."""
        spec = self._spec(key)
        value = self.options.get(key, spec.default)
        if spec.kind == "bool":
            self.options[key] = not value
        elif spec.kind == "choice":
            i = spec.choices.index(value) if value in spec.choices else -1
            self.options[key] = spec.choices[(i + delta) % len(spec.choices)]
        elif self._can_step(spec, delta):
            self.options[key] = (value if type(value) is int else int(spec.default)) + delta
        self.message = None

    def edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i

    def refuse(self, sentence: str) -> None:
        """Show why the game did not start, in the form."""
        self.message = sentence
        self.resize(self.app.size)

    def seats(self) -> list[SeatInfo]:
        """The seats as chosen: names repaired, bots marked."""
        out = []
        for i in range(self.n_seats):
            kind = self.kinds[i]
            if kind == "human":
                out.append(SeatInfo(name=seat_name(self.names[i], i, False), kind="human"))
            else:
                out.append(SeatInfo(name=seat_name(self.names[i], i, True), kind="bot", level=kind))
        return out

    def start(self) -> None:
        rules = self.rules()
        if rules is None:
            self.refuse(f"{self.entry().title} is not playable in this version yet.")
            return
        seed = int(self.seed_text) if self.seed_text.isdigit() else None
        try:
            session = GameSession.new(
                rules.game_id,
                self.seats(),
                seed,
                self.app.dirs.saves,
                self.app.bot_factory,
                options=dict(self.options),
            )
        except LootTableError as exc:  # a sentence: a bad option, a seat count
            self.refuse(str(exc))
            return
        except OSError as exc:
            self.refuse(f"The game could not start ({exc.strerror or exc}).")
            return
        self.remember()
        from ui.scenes.table import TableScene

        self.app.scenes.replace(TableScene(self.app, session))

    def remember(self) -> None:
        """Keep this set-up (game, seats, names, kinds, options) for the next New game."""
        settings = self.app.settings
        settings.last_names = [
            repair_name(n, NAME_TYPING_MAX) or f"Seat {i + 1}" for i, n in enumerate(self.names)
        ]
        settings.last_game = self.entry().game_id
        settings.last_seats = self.n_seats
        settings.last_kinds = list(self.kinds)
        chosen = {k: v for k, v in self.options.items() if k not in ENGINE_OPTIONS}
        settings.last_options = {**settings.last_options, self.entry().game_id: chosen}
        self.app.save_settings()

    # ------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        """Place everything for a window of ``size`` at the current UI scale."""
        w, h = size
        s = self.app.fonts.scale
        e = self.entry()
        self._size = size
        self._laid_out = self._layout_key(size)
        for spec in e.options:
            if spec.key not in self.option_buttons:
                self.option_buttons[spec.key] = self._option_controls(spec)
        bh = max(round(MIN_HIT * s), round(36 * s))
        gap = round(8 * s)
        pad = round(16 * s)
        margin = round(12 * s)
        wide = e.max_seats > 4
        want = round((848 if wide else 560) * s)
        fw = max(round(200 * s), min(want, w - 2 * (margin + pad)))
        col_gap = round(24 * s)
        cols = 2 if wide and (fw - col_gap) // 2 >= round(260 * s) else 1
        x0 = w // 2 - fw // 2

        # the title, kept short enough for small windows
        self.title_size = max(20, min(round(46 * s), h // 13))
        title_h = title_text(self.heading, self.title_size).get_height()
        band = title_h + round(18 * s)  # where the panel starts: tight windows start high,
        if h >= ROOMY_HEIGHT * s:  # others a little lower (by window and scale only, so
            band = max(band, round(h * 0.14))  # the rows never move as seats come and go)
        self.title_top = max(4, (band - title_h) // 2)
        y = band + pad
        self.fixed_labels: list[Label] = []

        # the game, then the number of players
        self.game_button.rect = pygame.Rect(x0, y, fw, bh)
        y += bh + gap
        group = min(fw, round(380 * s))
        gx = w // 2 - group // 2
        self.fewer.rect = pygame.Rect(gx, y, bh, bh)
        self.more.rect = pygame.Rect(gx + group - bh, y, bh, bh)
        count = pygame.Rect(gx + bh + gap, y, group - 2 * bh - 2 * gap, bh)
        self.count_label = Label("", count, 16, bold=True, boxed=True, align="center")
        self.fixed_labels.append(self.count_label)
        y += bh + gap

        # the scrolling content: seats, then options (content coordinates: top at 0)
        self._content: dict[int, pygame.Rect] = {}
        self.content_labels: list[Label] = []
        cy = self._lay_seats(x0, fw, cols, bh, gap, col_gap)
        if e.options:
            cy += round(6 * s)
            head = pygame.Rect(x0, cy, fw, self.app.fonts.get(15, bold=True).get_linesize())
            self.content_labels.append(Label("Options", head, 15, theme.ACCENT, bold=True))
            cy = head.bottom + gap
            cy = self._lay_options(e.options, x0, fw, cols, bh, gap, col_gap, cy)
        content_h = max(0, cy - gap)

        # below: the refusal, Seed / Start / Back; under the panel, the hint
        small = self.app.fonts.get(14)
        hint = self.hint_text()
        self.hint_lines = theme.wrap(small, hint, fw + 2 * pad)[:3]
        hint_h = len(self.hint_lines) * small.get_linesize()
        msg_font = self.app.fonts.get(15, bold=True)
        msg_lines = theme.wrap(msg_font, self.message, fw)[:3] if self.message else []
        msg_h = len(msg_lines) * msg_font.get_linesize()
        below = (msg_h + gap if msg_lines else 0) + bh + pad + round(10 * s) + hint_h + margin
        room = max(bh, h - below - y)
        view_h = min(content_h, room)
        self.viewport = pygame.Rect(x0, y, fw, view_h)
        self.content_h = content_h
        y += view_h + (gap if view_h else 0)
        self.msg_labels = []
        for line in msg_lines:
            rect = pygame.Rect(x0, y, fw, msg_font.get_linesize())
            self.msg_labels.append(Label(line, rect, 15, theme.BAD, bold=True))
            y = rect.bottom
        if msg_lines:
            y += gap
        x, room = x0, fw - 3 * gap  # Seed, the game's tutorial, Start, Back
        for b, share in (
            (self.seed_button, 30),
            (self.learn_button, 26),
            (self.start_button, 22),
            (self.back_button, 22),
        ):
            width = room * share // 100 if b is not self.back_button else x0 + fw - x
            b.rect = pygame.Rect(x, y, width, bh)
            x += width + gap
        y += bh
        self.form = pygame.Rect(x0, self.game_button.rect.top, fw, y - self.game_button.rect.top)
        self.panel_rect = self.form.inflate(2 * pad, 2 * pad)
        self.hint_top = self.panel_rect.bottom + round(10 * s)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place_scrolled()
        self.focus.set(self.buttons)

    def hint_text(self) -> str:
        """The words under the form: how to fill it in."""
        return HINT + (HINT_OPTIONS if self.entry().options else "") + HINT_KEYS

    def _layout_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """What the layout depends on: when it changes, the form is laid out again."""
        return (size, self.app.fonts.scale, self.game_index, self.n_seats, self.message)

    def _lay_seats(self, x0: int, fw: int, cols: int, bh: int, gap: int, col_gap: int) -> int:
        """Seat rows (number, name, kind) in ``cols`` columns, filled down first; returns
        the content height used."""
        s = self.app.fonts.scale
        n = self.n_seats
        rows = -(-n // cols)
        cw = (fw - col_gap * (cols - 1)) // cols
        badge = round(30 * s)
        small = round(6 * s)
        kind_w = max(round(MIN_HIT * s), min(round(170 * s), round(cw * 0.4)))
        name_w = cw - badge - kind_w - 2 * small
        for i in range(n):
            c, r = divmod(i, rows)
            x = x0 + c * (cw + col_gap)
            y = r * (bh + gap)
            number = pygame.Rect(x, y, badge, bh)
            self.content_labels.append(
                Label(str(i + 1), number, 16, theme.ACCENT, bold=True, align="center")
            )
            self._content[id(self.name_buttons[i])] = pygame.Rect(x + badge + small, y, name_w, bh)
            self._content[id(self.kind_buttons[i])] = pygame.Rect(
                x + badge + small + name_w + small, y, kind_w, bh
            )
        return rows * (bh + gap)

    def _lay_options(
        self,
        specs: tuple[OptionSpec, ...],
        x0: int,
        fw: int,
        cols: int,
        bh: int,
        gap: int,
        col_gap: int,
        top: int,
    ) -> int:
        """Each option's control with its help (up to two lines) beneath, in ``cols``
        columns filled across; returns the bottom of the last row."""
        cols = min(cols, len(specs))
        cw = (fw - col_gap * (cols - 1)) // cols
        if cols > 1 and any(self._option_width(spec, bh, gap) > cw for spec in specs):
            cols, cw = 1, fw  # a long label or value: one option a row, each whole
        help_font = self.app.fonts.get(HELP_SIZE)
        lh = help_font.get_linesize()
        y = top
        for start in range(0, len(specs), cols):
            row_h = bh
            for c, spec in enumerate(specs[start : start + cols]):
                x = x0 + c * (cw + col_gap)
                controls = self.option_buttons[spec.key]
                if spec.kind == "int":  # - value +, no wider than a half column needs
                    minus, plus = controls
                    half = (fw - col_gap) // 2
                    group = min(cw, max(half, self._option_width(spec, bh, gap)))
                    self._content[id(minus)] = pygame.Rect(x, y, bh, bh)
                    self._content[id(plus)] = pygame.Rect(x + group - bh, y, bh, bh)
                    box = pygame.Rect(x + bh + gap, y, group - 2 * bh - 2 * gap, bh)
                    label = Label(spec.label, box, 16, bold=True, boxed=True, align="center")
                    label.option = spec
                    self.content_labels.append(label)
                else:
                    self._content[id(controls[0])] = pygame.Rect(x, y, cw, bh)
                wrapped = theme.wrap(help_font, spec.help, cw) if spec.help else []
                lines = wrapped[:2]
                if len(wrapped) > 2:  # a longer help than a line is cut at two
                    lines[-1] = ellipsize(help_font, f"{lines[-1]} {wrapped[2]}", cw)
                ly = y + bh + round(gap / 2)
                for line in lines:
                    rect = pygame.Rect(x, ly, cw, lh)
                    self.content_labels.append(Label(line, rect, HELP_SIZE, theme.MUTED))
                    ly += lh
                row_h = max(row_h, ly - y)
            y += row_h + gap
        return y

    def _option_width(self, spec: OptionSpec, bh: int, gap: int) -> int:
        """The width an option's control needs to show its words whole at any value."""
        values: list[Any] = [True, False]
        if spec.kind == "choice":
            values = list(spec.choices)
        elif spec.kind == "int":
            values = [v for v in (spec.low, spec.high, spec.default) if v is not None]
        font = self.app.fonts.get(16, bold=True)
        words = max(font.size(option_text(spec, v))[0] for v in values)
        return words + (2 * bh + 5 * gap if spec.kind == "int" else 12)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.viewport.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self._place_scrolled()

    def scroll_to(self, button: Button) -> None:
        """Scroll so that ``button`` (in the scrolling area) shows whole."""
        r = self._content.get(id(button))
        if r is None:
            return
        if r.top < self.scroll:
            self.scroll = r.top
        elif r.bottom > self.scroll + self.viewport.h:
            self.scroll = r.bottom - self.viewport.h
        self.scroll_by(0)

    def _place_scrolled(self) -> None:
        """Screen rects of the scrolled buttons from their content rects and the scroll."""
        dy = self.viewport.top - self.scroll
        for b in self._scrolled():
            b.rect = self._content[id(b)].move(0, dy)

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A content rect as the screen shows it (clipped to the scrolling area)."""
        return rect.move(0, self.viewport.top - self.scroll).clip(self.viewport)

    def picture(self) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]] | None:
        """The chosen game's picture beside the form and its title's lines beneath, each
        with its rect (None: no room for them)."""
        s = self.app.fonts.scale
        room = self.panel_rect.left - 24
        if room < round(120 * s):
            return None
        side = min(room - 16, round(150 * s))
        pic = pygame.Rect(0, 0, side, side).move(
            self.panel_rect.left // 2 - side // 2, self.form.top + self.form.h // 3 - side // 2
        )
        pic.top = max(pic.top, self.panel_rect.top)
        words = self.entry().title
        size = round(26 * s)
        lines = []
        y = pic.bottom + 10
        for line in theme.wrap(title_font(size, words), words, room):
            rect = title_text(line, size, theme.TEXT).get_rect(midtop=(pic.centerx, y))
            lines.append((line, rect))
            y = rect.bottom
        return pic, lines

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Every rect drawn now, on screen, with what it is (buttons and text; scrolled ones
        as far as they show): what the layout tests check for overlaps."""
        out: list[tuple[str, pygame.Rect]] = [("title", self.title_rect())]
        scrolled = {id(b) for b in self._scrolled()}
        for b in self.buttons:
            rect = b.rect.clip(self.viewport) if id(b) in scrolled else b.rect
            if rect.w and rect.h:
                out.append((f"button {b.label}", rect))
        for lab in self.fixed_labels + self.msg_labels:
            out.append((f"label {lab.text}", lab.rect))
        for lab in self.content_labels:
            rect = self.on_screen(lab.rect)
            if rect.w and rect.h:
                out.append((f"label {lab.text}", rect))
        out.append(("hint", self.hint_rect()))
        shown = self.picture()
        if shown is not None:
            out.append(("picture", shown[0]))
            out.extend((f"caption {line}", rect) for line, rect in shown[1])
        return out

    def title_rect(self) -> pygame.Rect:
        s = self.app.fonts.scale
        title = title_text(self.heading, self.title_size)
        side = round(self.title_size * 0.95)
        row_w = side + round(12 * s) + title.get_width()
        return pygame.Rect(0, 0, row_w, max(side, title.get_height())).move(
            self._size[0] // 2 - row_w // 2, self.title_top
        )

    def hint_rect(self) -> pygame.Rect:
        small = self.app.fonts.get(14)
        width = max((small.size(line)[0] for line in self.hint_lines), default=0)
        rect = pygame.Rect(0, self.hint_top, width, len(self.hint_lines) * small.get_linesize())
        rect.centerx = self._size[0] // 2
        return rect

    # ------------------------------------------------------------ labels
    def _labels(self) -> None:
        e = self.entry()
        playable = self.rules() is not None
        self.game_button.label = f"Game: {e.title}" + ("" if playable else " (coming soon)")
        word = "player" if self.n_seats == 1 else "players"
        lo, hi = e.seats
        span = f"{lo}" if lo == hi else f"{lo} to {hi}"
        self.count_label.text = f"{self.n_seats} {word} ({span})"
        for i in range(self.n_seats):
            typing = "_" if self.editing == i else ""
            self.name_buttons[i].label = f"{self.names[i]}{typing}"
            self.kind_buttons[i].label = KIND_LABELS.get(self.kinds[i], self.kinds[i])
        for spec in e.options:
            controls = self.option_buttons[spec.key]
            if spec.kind != "int":
                controls[0].label = option_text(spec, self.options.get(spec.key, spec.default))
        seed = self.seed_text + ("_" if self.editing == SEED else "")
        self.seed_button.label = f"Seed: {seed or 'random'}"

    def _label_text(self, label: Label) -> str:
        """What a label shows: a number option's box shows its label and value."""
        if label.option is not None:
            spec = label.option
            return option_text(spec, self.options.get(spec.key, spec.default))
        return label.text

    # ------------------------------------------------------------ frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and event.type == pygame.KEYDOWN:
            return self._type(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * round(40 * self.app.fonts.scale))
            return True
        scrolled = {id(b) for b in self._scrolled()}
        pos = getattr(event, "pos", None)
        for b in self.buttons:
            if id(b) in scrolled and pos is not None and not self.viewport.collidepoint(pos):
                b.hovered = False
                continue  # hidden under the scrolling area's edge
            if b.handle_event(event):
                return True
        if self.focus.handle_event(event):
            current = self.focus.current()
            if current is not None:
                self.scroll_to(current)
            return True
        return False

    def _type(self, event: pygame.event.Event) -> bool:
        """A key while a name or the seed is being typed."""
        editing = self.editing
        assert editing is not None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.editing = None
            return event.key != pygame.K_TAB
        if event.key == pygame.K_BACKSPACE:
            if editing == SEED:
                self.seed_text = self.seed_text[:-1]
            else:
                self.names[editing] = self.names[editing][:-1]
            return True
        ch = event.unicode
        if ch and ch.isprintable():
            if editing == SEED:
                if ch.isdigit() and len(self.seed_text) < 9:
                    self.seed_text += ch
            elif len(self.names[editing]) < NAME_TYPING_MAX:
                self.names[editing] += ch
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._laid_out != self._layout_key(surface.get_size()):
            self.resize(surface.get_size())  # changed without a resize (a test, a setting)
        self._labels()
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s = self.app.fonts.scale
        gid = self.entry().game_id
        mark_name = UI_ENTRIES[gid].icon if gid in UI_ENTRIES else SCREENS["title"]
        head = self.title_rect()
        title = title_text(self.heading, self.title_size)
        mark = icon(mark_name, round(self.title_size * 0.95), theme.ACCENT)
        surface.blit(mark, mark.get_rect(midleft=(head.left, head.centery)))
        surface.blit(title, title.get_rect(midright=(head.right, head.centery)))
        panel(surface, self.panel_rect)
        shown = self.picture()
        if shown is not None:  # the chosen game's picture beside the form
            pic, lines = shown
            surface.blit(icon(mark_name, pic.w, (176, 128, 36)), pic)
            for line, rect in lines:
                surface.blit(title_text(line, round(26 * s), theme.TEXT), rect)
        for lab in self.fixed_labels + self.msg_labels:
            self._draw_label(surface, lab, lab.rect)
        for b in self.buttons:
            if id(b) not in self._content:
                b.draw(surface, self.app.fonts, focused=b is self.focus.current())
        self._draw_content(surface)
        small = self.app.fonts.get(14)
        y = self.hint_top
        for line in self.hint_lines:
            draw_text(surface, small, line, (w // 2, y), theme.MUTED, "midtop")
            y += small.get_linesize()

    def _draw_content(self, surface: pygame.Surface) -> None:
        """The seats and options, clipped to the scrolling area, and its scroll bar."""
        clip = surface.get_clip()
        surface.set_clip(self.viewport)
        for lab in self.content_labels:
            self._draw_label(surface, lab, lab.rect.move(0, self.viewport.top - self.scroll))
        for b in self._scrolled():
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())
        surface.set_clip(clip)
        depth = min(round(18 * self.app.fonts.scale), self.viewport.h // 4)
        if self.scroll > 0:  # rows hidden above or below: the edge fades into the panel
            surface.blit(_fade(self.viewport.w, depth, True), self.viewport.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(
                _fade(self.viewport.w, depth, False),
                (self.viewport.left, self.viewport.bottom - depth),
            )
        pad = self.panel_rect.right - self.viewport.right
        bar = self.viewport.inflate(0, 0)
        bar.w += max(0, pad - 4)
        draw_scrollbar(surface, bar, self.scroll, self.content_h)

    def _draw_label(self, surface: pygame.Surface, lab: Label, rect: pygame.Rect) -> None:
        font = self.app.fonts.get(lab.size, bold=lab.bold)
        if lab.boxed:
            pygame.draw.rect(surface, theme.TABLE_DARK, rect, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=8)
        text = ellipsize(font, self._label_text(lab), rect.w - (8 if lab.boxed else 0))
        draw_text(surface, font, text, getattr(rect, lab.align), lab.color, lab.align)


@lru_cache(maxsize=8)
def _fade(width: int, depth: int, top: bool) -> pygame.Surface:
    """A strip of the panel's colour, solid at the outer edge and clear inside."""
    strip = pygame.Surface((max(1, width), max(1, depth)), pygame.SRCALPHA)
    for y in range(depth):
        t = (depth - y) / depth if top else (y + 1) / depth
        strip.fill((*theme.PANEL, round(230 * t)), pygame.Rect(0, y, width, 1))
    return strip


HINT = "Click a name to type it, a seat's kind to switch between a human and the bot levels"
HINT_OPTIONS = ", an option to change it"
HINT_KEYS = ". Tab and Enter work too."
ROOMY_HEIGHT = 720
"""Window height (at UI scale 100%) from which the form starts lower, under a taller title band."""

__all__ = [
    "KINDS",
    "MAX_SEATS",
    "NewGameScene",
    "bot_levels",
    "option_text",
    "preferred_bot",
    "seat_name",
    "starting_names",
]
