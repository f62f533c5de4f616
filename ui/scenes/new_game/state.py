"""The set-up being chosen on the New game form: the game, how many seats, each seat's name and
kind, the game's options, the seed, and what is being typed. Every edit keeps it valid for the
chosen game; it starts from, and is remembered in, the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.core.entry import GameEntry
from game.core.model import SeatInfo
from game.core.options import ENGINE_OPTIONS, BadOption, OptionSpec, defaults, validate_options
from game.core.rules import GameRules
from game.core.text import repair_name
from ui import games
from ui.scenes.new_game.choices import (
    MAX_SEATS,
    NAME_TYPING_MAX,
    SEED,
    SEED_TYPING_MAX,
    bot_levels,
    preferred_bot,
    seat_name,
    starting_names,
)

if TYPE_CHECKING:
    from ui.settings import Settings


class FormState:
    """The form's choices (see the module docstring); ``editing`` is the seat whose name is
    being typed, SEED for the seed, or None; ``message`` why Start was refused."""

    def __init__(self, settings: Settings) -> None:
        """The set-up last remembered in ``settings``, made valid for the games offered."""
        playable = games.offered()
        ids = [g.game_id for g in registry.GAMES]
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
        self.n_seats = max(lo, min(settings.last_seats or 2, hi))
        self.options: dict[str, Any] = self.remembered_options(settings)
        self.seed_text = ""
        self.editing: int | None = None
        self.message: str | None = None

    # ------------------------------------------------------------ the game chosen
    def entry(self) -> GameEntry:
        """The chosen game's entry (its seats and options)."""
        return registry.GAMES[self.game_index % len(registry.GAMES)]

    def rules(self) -> GameRules[Any] | None:
        """The chosen game's rules; None when the app does not offer it (no table yet)."""
        gid = self.entry().game_id
        return registry.get_rules(gid) if gid in games.offered() else None

    def remembered_options(self, settings: Settings) -> dict[str, Any]:
        """The chosen game's options as last chosen for it, or its defaults (a remembered
        value the game no longer takes falls back to the defaults)."""
        e = self.entry()
        remembered = settings.last_options.get(e.game_id, {})
        try:
            return validate_options(e.options, remembered)
        except BadOption:
            return defaults(e.options)

    # ------------------------------------------------------------ edits
    def next_game(self, settings: Settings) -> None:
        """The next game: its seat count clamped into its range, its options as remembered."""
        self.game_index = (self.game_index + 1) % len(registry.GAMES)
        e = self.entry()
        self.n_seats = max(e.min_seats, min(self.n_seats, e.max_seats))
        self.options = self.remembered_options(settings)
        if self.rules() is not None:
            levels = bot_levels(e.game_id)
            for i, kind in enumerate(self.kinds):  # a bot this game has not got: its nearest
                if kind != "human" and kind not in levels and levels:
                    self.kinds[i] = preferred_bot(e.game_id)
        self.editing = None
        self.message = None

    def set_seats(self, n: int) -> None:
        """``n`` seats, clamped into the game's range (a name typed in a seat gone ends)."""
        lo, hi = self.entry().seats
        self.n_seats = max(lo, min(hi, n))
        if self.editing is not None and self.editing >= self.n_seats:
            self.editing = None

    def can_fewer(self) -> bool:
        return self.n_seats > self.entry().min_seats

    def can_more(self) -> bool:
        return self.n_seats < self.entry().max_seats

    def cycle_kind(self, i: int) -> None:
        """Seat ``i`` becomes the next of a human and the game's bot levels."""
        options = ["human", *bot_levels(self.entry().game_id)]
        cur = self.kinds[i] if self.kinds[i] in options else options[0]
        self.kinds[i] = options[(options.index(cur) + 1) % len(options)]
        self.message = None

    def spec(self, key: str) -> OptionSpec:
        return next(s for s in self.entry().options if s.key == key)

    def can_step(self, spec: OptionSpec, delta: int) -> bool:
        """Whether a number option may move by ``delta`` (within its bounds)."""
        value = self.options.get(spec.key, spec.default)
        bound = spec.high if delta > 0 else spec.low
        return bound is None or not isinstance(value, int) or (value - bound) * delta < 0

    def step_option(self, key: str, delta: int) -> None:
        """Toggle a bool, move a choice on to its next value, or a number by ``delta``
        (within its bounds)."""
        spec = self.spec(key)
        value = self.options.get(key, spec.default)
        if spec.kind == "bool":
            self.options[key] = not value
        elif spec.kind == "choice":
            i = spec.choices.index(value) if value in spec.choices else -1
            self.options[key] = spec.choices[(i + delta) % len(spec.choices)]
        elif self.can_step(spec, delta):
            self.options[key] = (value if type(value) is int else int(spec.default)) + delta
        self.message = None

    def edit(self, i: int) -> None:
        """Start typing seat ``i``'s name (or the seed, SEED); again, stop."""
        self.editing = None if self.editing == i else i

    def type_key(self, event: pygame.event.Event) -> bool:
        """A key while a name or the seed is being typed (True: the key was used)."""
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
                if ch.isdigit() and len(self.seed_text) < SEED_TYPING_MAX:
                    self.seed_text += ch
            elif len(self.names[editing]) < NAME_TYPING_MAX:
                self.names[editing] += ch
        return True

    # ------------------------------------------------------------ the result
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

    def seed(self) -> int | None:
        """The seed typed, or None for a random one."""
        return int(self.seed_text) if self.seed_text.isdigit() else None

    def remember(self, settings: Settings) -> None:
        """Keep this set-up (game, seats, names, kinds, options) in ``settings`` for the next
        New game (the caller saves them)."""
        settings.last_names = [
            repair_name(n, NAME_TYPING_MAX) or f"Seat {i + 1}" for i, n in enumerate(self.names)
        ]
        settings.last_game = self.entry().game_id
        settings.last_seats = self.n_seats
        settings.last_kinds = list(self.kinds)
        chosen = {k: v for k, v in self.options.items() if k not in ENGINE_OPTIONS}
        settings.last_options = {**settings.last_options, self.entry().game_id: chosen}
