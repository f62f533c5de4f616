"""New game: pick the game, its number of players (the game's own range, 2 to 8), each seat a
named human or a bot with a level, the game's options, and an optional seed.

The scene composes the form's parts: the set-up being chosen (state.py), the seat rows
(seat_rows.py), the options panel (options_panel.py), where everything goes (layout.py) and
the drawing (painting.py). It owns the buttons outside the scrolling area, the keyboard
focus, and Start.

The options come from the game's entry (game/core/options.py): a bool is a toggle, a choice a
button that cycles through its values, a whole number a value with - and +. Start checks
them with ``validate_options`` (GameSession.new), which writes them into the log header; a
refusal is shown as a sentence in the form.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.entry import GameEntry
from game.core.errors import LootTableError
from game.core.model import SeatInfo
from game.core.rules import GameRules
from ui.delegated import Delegated
from ui.scene import Scene
from ui.scenes.new_game.choices import KIND_NOTES, MINUS, SEED, kind_note
from ui.scenes.new_game.layout import FormButtons, FormLayout
from ui.scenes.new_game.options_panel import OptionsPanel
from ui.scenes.new_game.painting import FormPainter
from ui.scenes.new_game.pieces import Label
from ui.scenes.new_game.seat_rows import SeatRows
from ui.scenes.new_game.state import FormState
from ui.session import GameSession
from ui.widgets.button import Button, FocusRing

HINT = "Click a name to type it, a seat's kind to switch between a human and the bot levels"
HINT_OPTIONS = ", an option to change it"
HINT_KEYS = ". Tab and Enter work too."


class NewGameScene(Scene):
    heading = "New game"
    """The title over the form (ui/scenes/play_on.py shows another)."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.state = FormState(app.settings)
        self.focus = FocusRing()
        self.game_button = Button("Game", self.next_game)
        self.learn_button = Button("Learn to play", self.learn, enabled=self._can_learn)
        self.fewer = Button(MINUS, lambda: self.set_seats(-1), enabled=self._can_fewer)
        self.more = Button("+", lambda: self.set_seats(1), enabled=self._can_more)
        self.seed_button = Button("Seed", lambda: self.edit(SEED))
        self.start_button = Button("Start", self.start, accent=True, enabled=self.can_start)
        self.back_button = Button("Back", self.back)
        self.seat_rows = SeatRows(self.state, self.edit, self.cycle_kind)
        self.option_panel = OptionsPanel(app, self.state, self.step_option)
        fixed = FormButtons(
            game=self.game_button,
            fewer=self.fewer,
            more=self.more,
            seed=self.seed_button,
            learn=self.learn_button,
            start=self.start_button,
            back=self.back_button,
        )
        self.layout = FormLayout(
            app, self.state, self.heading, fixed, self.seat_rows, self.option_panel
        )
        self.painter = FormPainter(app, self.layout, self.option_panel)
        self.resize(self.app.size)

    # ------------------------------------------------------------ the game chosen
    def entry(self) -> GameEntry:
        """The chosen game's entry (its seats and options)."""
        return self.state.entry()

    def rules(self) -> GameRules[Any] | None:
        """The chosen game's rules; None when the app does not offer it (no table yet)."""
        return self.state.rules()

    def can_start(self) -> bool:
        return self.rules() is not None

    @property
    def n_seats(self) -> int:
        return self.state.n_seats

    @n_seats.setter
    def n_seats(self, n: int) -> None:
        self.state.set_seats(n)
        self.resize(self.app.size)

    @property
    def buttons(self) -> list[Button]:
        """Every button in the form, in keyboard order."""
        return [
            self.game_button,
            self.fewer,
            self.more,
            *self.seat_rows.buttons(),
            *self.option_panel.in_order(),
            self.seed_button,
            self.learn_button,
            self.start_button,
            self.back_button,
        ]

    # ------------------------------------------------------------ edits (Play on refuses some)
    def _can_learn(self) -> bool:
        from ui.tutorial.script import has_tutorial

        return self.rules() is not None and has_tutorial(self.entry().game_id)

    def learn(self) -> None:
        """The chosen game's tutorial (Learn to play), resumed where it was left."""
        from ui.scenes.tutorial import open_tutorial

        open_tutorial(self.app, self.entry().game_id)

    def next_game(self) -> None:
        """The next game: its seat count clamped into its range, its options at their defaults."""
        self.state.next_game(self.app.settings)
        self.layout.scroll = 0
        self.resize(self.app.size)

    def _can_fewer(self) -> bool:
        return self.state.can_fewer()

    def _can_more(self) -> bool:
        return self.state.can_more()

    def set_seats(self, delta: int) -> None:
        lo, hi = self.entry().seats
        self.message = None
        self.n_seats = max(lo, min(hi, self.n_seats + delta))

    def cycle_kind(self, i: int) -> None:
        self.state.cycle_kind(i)

    def step_option(self, key: str, delta: int) -> None:
        """Toggle a bool, move a choice on to its next value, or a number by ``delta``
        (within its bounds)."""
        self.state.step_option(key, delta)

    def edit(self, i: int) -> None:
        self.state.edit(i)

    def refuse(self, sentence: str) -> None:
        """Show why the game did not start, in the form."""
        self.message = sentence
        self.resize(self.app.size)

    def seats(self) -> list[SeatInfo]:
        """The seats as chosen: names repaired, bots marked."""
        return self.state.seats()

    def start(self) -> None:
        rules = self.rules()
        if rules is None:
            self.refuse(f"{self.entry().title} is not playable in this version yet.")
            return
        try:
            session = GameSession.new(
                rules.game_id,
                self.seats(),
                self.state.seed(),
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
        self.state.remember(self.app.settings)
        self.app.save_settings()

    # ------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        """Place everything for a window of ``size`` at the current UI scale."""
        self._laid_out = self._layout_key(size)
        self.layout.lay_out(size, self.hint_text(), [self.kind_note(k) for k in KIND_NOTES])
        self.focus.set(self.buttons)

    def hint_text(self) -> str:
        """The words under the form: how to fill it in."""
        return HINT + (HINT_OPTIONS if self.entry().options else "") + HINT_KEYS

    def hint_now(self) -> str:
        """The words under the form now: what a seat's kind means while its button is pointed
        at (else while it has the keyboard), how to fill the form in otherwise."""
        kinds = self.seat_rows.kind_buttons[: self.n_seats]
        focused = self.focus.current()
        for seat, b in enumerate(kinds):
            if b.hovered:
                return self.kind_note(self.kinds[seat]) or self.hint_text()
        for seat, b in enumerate(kinds):
            if b is focused:
                return self.kind_note(self.kinds[seat]) or self.hint_text()
        return self.hint_text()

    def kind_note(self, kind: str) -> str:
        """What seat kind ``kind`` means, with what it measured in the chosen game."""
        return kind_note(kind, self.entry().level_notes)

    def _layout_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """What the layout depends on: when it changes, the form is laid out again."""
        return (size, self.app.fonts.scale, self.game_index, self.n_seats, self.message)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Every rect drawn now, on screen, with what it is (FormLayout.boxes)."""
        return self.layout.boxes(self.buttons)

    def _relabel(self) -> None:
        """Every button's and the player count's words for the set-up as it is now."""
        e = self.entry()
        playable = self.rules() is not None
        self.game_button.label = f"Game: {e.title}" + ("" if playable else " (coming soon)")
        word = "player" if self.n_seats == 1 else "players"
        lo, hi = e.seats
        span = f"{lo}" if lo == hi else f"{lo} to {hi}"
        self.layout.count_label.text = f"{self.n_seats} {word} ({span})"
        self.seat_rows.relabel()
        self.option_panel.relabel()
        seed = self.seed_text + ("_" if self.editing == SEED else "")
        self.seed_button.label = f"Seed: {seed or 'random'}"

    def _label_text(self, label: Label) -> str:
        """What a label shows: a number option's box shows its label and value."""
        return self.option_panel.label_text(label)

    # ------------------------------------------------------------ frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and event.type == pygame.KEYDOWN:
            return self.state.type_key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * round(40 * self.app.fonts.scale))
            return True
        scrolled = {id(b) for b in self.layout.scrolled()}
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

    def draw(self, surface: pygame.Surface) -> None:
        if self._laid_out != self._layout_key(surface.get_size()):
            self.resize(surface.get_size())  # changed without a resize (a test, a setting)
        self._relabel()
        self.layout.show_hint(self.hint_now())
        self.painter.draw(surface, self.buttons, self.focus.current())

    # ------------------------------------------------------------ the parts' state, by name
    # (the form's choices live in ``state``, the parts' buttons in ``seat_rows`` and
    # ``option_panel``, the rects and the scroll in ``layout``)
    game_index: Delegated[int] = Delegated("state")
    names: Delegated[list[str]] = Delegated("state")
    kinds: Delegated[list[str]] = Delegated("state")
    options: Delegated[dict[str, Any]] = Delegated("state")
    seed_text: Delegated[str] = Delegated("state")
    editing: Delegated[int | None] = Delegated("state")
    message: Delegated[str | None] = Delegated("state")
    name_buttons: Delegated[list[Button]] = Delegated("seat_rows")
    kind_buttons: Delegated[list[Button]] = Delegated("seat_rows")
    option_buttons: Delegated[dict[str, list[Button]]] = Delegated("option_panel", "buttons")
    viewport: Delegated[pygame.Rect] = Delegated("layout")
    scroll: Delegated[int] = Delegated("layout")
    max_scroll: Delegated[int] = Delegated("layout")
    fixed_labels: Delegated[list[Label]] = Delegated("layout")
    msg_labels: Delegated[list[Label]] = Delegated("layout")
    content_labels: Delegated[list[Label]] = Delegated("layout")
    _content: Delegated[dict[int, pygame.Rect]] = Delegated("layout", "content")
    hint_lines: Delegated[list[str]] = Delegated("layout")

    def scroll_by(self, dy: int) -> None:
        self.layout.scroll_by(dy)

    def scroll_to(self, button: Button) -> None:
        """Scroll so that ``button`` (in the scrolling area) shows whole."""
        self.layout.scroll_to(button)
