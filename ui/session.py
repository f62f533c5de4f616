"""A game being played in the app: the match, its autosave, its bots and whose screen it is.

No pygame here, so it is tested headless. The log file *is* the save: every
action is appended and flushed as it happens, so Continue, Load and crash
recovery all read the same file.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from game.bots.base import BOT_SEED_OPTION, bot_rng
from game.core.chance import Chance
from game.core.errors import IllegalAction, LogRefused, NothingToUndo
from game.core.log import LoadedLog, LogWriter, read_log, rebuild
from game.core.match import Match, Step
from game.core.model import Action, Event, MatchConfig, SeatInfo
from game.core.options import validate_options
from game.core.priority import PriorityPassed, ResponseWindow
from game.core.rules import GameRules
from game.core.state import field_of_type
from game.core.text import printable
from game.registry import TITLES
from ui.games import app_rules as get_rules
from ui.save_files import (
    archive_finished,
    upgrade_file,
)
from ui.saves import SaveInfo, list_saves
from ui.session_bots import BotWorker, SessionBots, wait_for_bot
from ui.told import Told, tell

__all__ = [
    "BotWorker",
    "GameSession",
    "SaveInfo",
    "Told",
    "archive_finished",
    "list_saves",
    "wait_for_bot",
]

BotFactory = Callable[[SeatInfo, str], Any]
_log = logging.getLogger("loot_table.session")


class GameSession(SessionBots):
    """One match in the app. ``apply``/``undo``/``redo`` return a sentence on failure, never raise."""

    def __init__(
        self,
        rules: GameRules[Any],
        match: Match[Any],
        path: Path | None,
        bot_factory: BotFactory | None = None,
        warnings: Sequence[str] = (),
    ) -> None:
        self.rules = rules
        self.match = match
        self.path = path
        self.warnings = list(warnings)
        self.branched = False
        """Played on from another game's step (its header names a parent): such a game never
        enters the Hall of Fame or the statistics."""
        self.bots: dict[int, Any] = {}
        self.bot_rngs: dict[int, random.Random] = {}
        if bot_factory is not None:
            bot_seed = int(match.config.options.get(BOT_SEED_OPTION, match.config.seed))
            for seat, info in enumerate(match.config.seats):
                if info.kind == "bot":
                    self.bots[seat] = bot_factory(info, match.config.game)
                    self.bot_rngs[seat] = bot_rng(bot_seed, seat, len(match.steps))
        self.worker = BotWorker()
        self.hint_worker = BotWorker()
        self.hint_bot: Any = None
        self._bot_factory = bot_factory
        self._ticket = 0
        self._decided: tuple[int, int, Action] | None = None
        """A bot's decision taken off its thread, held until shown (ticket, seat, action)."""
        self.feed: list[tuple[int, Step]] = []
        self.save_error: str | None = None
        self._save_failing = False
        humans = self.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        """Whose private view the screen shows: the human who last took the screen over on
        the hand-over screen (the only human, with one). None: nobody holds the screen (a fresh
        or resumed table with two or more humans, a hand-over under way, a public question
        to a player, or only bots), so only what is public is shown."""
        self.auto_pass: set[int] = set()
        """Human seats the session passes for in every response window, for the rest of the
        game ("pass for me automatically": a setting of the session, not a game action)."""
        self._looking: int | None = None
        self.interjecting: int | None = None
        """Hot seat: a human who asked for the screen to act out of turn (a card played
        whenever its owner likes) and holds it, or is to take it, until they act or give
        it back."""
        self._window_field: str | None = "?"
        self._cache: dict[Any, Any] = {}
        self._cache_key: tuple[int, int, int] = (-1, -1, -1)

    def on_wake(self, wake: Callable[[], None]) -> None:
        """Call ``wake`` (from the worker thread) when a bot's or a hint's decision is ready."""
        self.worker.on_done = wake
        self.hint_worker.on_done = wake

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatInfo],
        seed: int | None,
        saves: Path | None,
        bot_factory: BotFactory | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> GameSession:
        """A new game, its log started in ``saves``. ``options`` (the game's optional rules
        and variants) are checked and completed with their defaults (game/core/options.py)
        and written into the log header's ``config.options`` with the bot seed (the match
        seed unless ``options`` gives one). Raises LootTableError with a sentence for a game
        this version cannot play, a seat count the game does not take or a bad option; then
        no file is written."""
        rules = get_rules(game_id)
        if rules is None:
            raise LogRefused(
                f"{TITLES.get(game_id, game_id)} cannot be played in this version yet."
            )
        if not rules.min_seats <= len(seats) <= rules.max_seats:
            raise LogRefused(
                f"{rules.title} takes {rules.min_seats} to {rules.max_seats} players, "
                f"not {len(seats)}."
            )
        chosen = validate_options(getattr(rules, "options", ()), options or {})
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        chosen[BOT_SEED_OPTION] = chosen.get(BOT_SEED_OPTION, seed)
        config = MatchConfig(game=game_id, seats=tuple(seats), seed=seed, options=chosen)
        path = None
        sink = None
        if saves is not None:
            with contextlib.suppress(OSError):  # the writer reports it and keeps retrying
                saves.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            path = saves / f"{game_id}-{stamp}-{seed}.jsonl"
            sink = LogWriter(path, rules, config)
        match: Match[Any] = Match.new(rules, config, sink=sink)
        session = cls(rules, match, path, bot_factory)
        session._check_save()
        return session

    @classmethod
    def started(
        cls,
        rules: GameRules[Any],
        match: Match[Any],
        path: Path | None,
        bot_factory: BotFactory | None = None,
    ) -> GameSession:
        """A session for a branch just begun with its log (ui/scenes/play_on.py); a log that
        could not be written is reported as for a new game."""
        session = cls(rules, match, path, bot_factory)
        session.branched = True
        session._check_save()
        return session

    @classmethod
    def load(cls, path: Path, bot_factory: BotFactory | None = None) -> GameSession:
        """Resume a saved game at its last action; raises LogRefused with a sentence.

        The log is checked as ``replay --verify`` checks it (the set-up dealt again from the
        seed, every action decided again, every state hash compared) before it is resumed."""
        loaded: LoadedLog = read_log(path, get_rules)
        name = printable(path.name, 120)
        rules = get_rules(loaded.header.game)
        assert rules is not None
        try:
            match, report = rebuild(rules, loaded, verify=True)
        except LogRefused:
            raise
        except Exception as exc:  # noqa: BLE001 - a tampered log is refused, never a traceback
            raise LogRefused(
                f"{name} cannot be resumed: its recorded steps do not fit the game "
                f"({type(exc).__name__})."
            ) from None
        warnings = list(loaded.warnings)
        if report.mismatch is not None:
            raise LogRefused(f"{name} cannot be resumed: {report.mismatch}.")
        try:
            if loaded.migrated_from is not None:
                upgrade_file(path, loaded)
                warnings.append(
                    f"{name} was saved by an older Loot Table and has been updated; "
                    f"the original was kept as {name}.format{loaded.migrated_from}.bak."
                )
            elif loaded.warnings:
                with open(path, "r+b") as fh:  # drop the torn tail: appends start on a clean line
                    fh.truncate(loaded.valid_bytes)
        except OSError as exc:
            warnings.append(
                f"{name} cannot be written ({exc.strerror or exc}); this game goes on "
                "in memory only."
            )
            match.sink = None
        else:
            match.sink = LogWriter(
                path, rules, loaded.header.config, append=True, binding=loaded.binding
            )
        session = cls(rules, match, path, bot_factory, warnings)
        session.branched = loaded.header.branched
        return session

    @property
    def from_scenario(self) -> bool:
        """True when the game began from a scenario position, not the deal of its seed (as
        its log's header says); such a game never enters the Hall of Fame."""
        config = self.match.config
        return self.match.setup != self.rules.setup_events(config, Chance.for_step(config.seed, 0))

    # ------------------------------------------------------------ whose screen it is
    # Hot seat: a human's private view is drawn only after that human took the screen over
    # (the hand-over screen). The viewer keeps the screen while bots act, since the same
    # person still sits there; when another human must act, the screen is released (nothing
    # private) until that human takes it over. Several seats may act at once (simultaneous
    # secret choices): each human among them is asked in turn, bots act on the bot thread.
    @property
    def seat_names(self) -> list[str]:
        return self.match.seat_names

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.config.seats) if s.kind == "human"]

    @property
    def onlooker(self) -> int:
        """A seat number no player holds: its view and log lines show only what is public."""
        return self.match.config.n_seats

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    def may_act(self) -> tuple[int, ...]:
        """Seats whose action the engine accepts now: those it waits for, and during
        simultaneous choices those who chose and may still change it (``ctx.may_act``)."""
        may = getattr(self.rules, "may_act", None)  # the kit's rules; older rules: to_act
        return tuple(may(self.match.state)) if callable(may) else self.match.to_act()

    def legal_now(self) -> list[Action]:
        """What the player at the screen may do now: the viewer's legal actions while the
        viewer may act and no hand-over or public question is due; else nothing."""
        seat = self.viewer
        if seat is None or self.match.is_over or seat not in self.may_act():
            return []
        if self.needs_pass() is not None or self.prompt_due() is not None:
            return []
        return self.match.legal_actions(seat)

    def why_not(self, seat: int, action: Action) -> str:
        """The engine's sentence for why ``seat`` may not do ``action`` now (changes nothing)."""
        try:
            self.match.decide(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return "That is not possible right now."

    def log_lines(self, last: int = 400) -> list[str]:
        """The last ``last`` events told as the screen may tell them (see :meth:`describe`)."""
        return self.describe(self.match.events()[-last:])

    def told(self, last: int = 400) -> list[Told]:
        """The last ``last`` events with their steps and actors, each told as the screen may
        tell it (events without a sentence left out): the same sentences as
        :meth:`log_lines`."""
        match = self.match
        return tell(self.rules, match.setup, match.steps, self.screen_seat(), self.seat_names, last)

    def told_step(self, index: int, step: Step) -> list[Told]:
        """The events of ``step`` (the match's step ``index``) with their sentences, as
        :meth:`told` tells them."""
        viewer, names = self.screen_seat(), self.seat_names
        return tell(self.rules, (), [step], viewer, names, len(step.events), index)

    def step_views(self, index: int) -> list[BaseModel]:
        """The view of the seat at the screen (the onlooker's, public, while nobody holds
        it) after each event of the match's step ``index``, by the engine's own fold: the
        pictures of that step told in stages hold exactly what that seat knew then (even
        the step that ends the game, whose end shows everything only once it is over)."""
        seat = self.viewer if self.viewer is not None else self.onlooker
        return self.match.views_through(index, seat)

    def screen_seat(self) -> int | None:
        """Whose knowledge the screen may show now: the viewer; the onlooker (public only)
        while nobody holds the screen; None (everything) once the game is over."""
        if self.match.is_over:
            return None
        return self.viewer if self.viewer is not None else self.onlooker

    def human_to_act(self) -> int | None:
        """The human seat that should act now: the viewer if it is among the seats to act
        (they go on choosing), else the first other human to act, or None."""
        acting = self.match.to_act()
        if self.viewer in acting:
            return self.viewer
        for seat in acting:
            if seat not in self.bots:
                return seat
        return None

    def needs_pass(self) -> int | None:
        """The human who must take the screen over (on the hand-over screen) before the table
        may show anything of theirs; None when the viewer goes on, only bots are to act, or
        fewer than two humans share the table."""
        if len(self.human_seats) < 2 or self.match.is_over:
            return None
        if self.interjecting is not None:  # out of turn: theirs until they act or give it back
            return None if self.interjecting == self.viewer else self.interjecting
        seat = self.human_to_act()
        if seat is None or seat == self.viewer:
            return None
        if seat == self.window_holder() and seat != self._looking:
            return None  # asked in public first (or passed for automatically)
        return seat

    def out_of_turn_seats(self) -> list[int]:
        """Hot seat (two or more humans): the humans the engine lets act now though it is not
        waiting for them (``may_act`` beyond ``to_act``: Loot Roll's cards played whenever
        their owner likes), other than the one at the screen. Public: ``may_act`` is in
        every view. Each may ask for the screen (:meth:`interject`)."""
        if len(self.human_seats) < 2 or self.match.is_over or self.interjecting is not None:
            return []
        waiting = set(self.match.to_act())
        humans = set(self.human_seats)
        return [s for s in self.may_act() if s in humans and s not in waiting and s != self.viewer]

    def interject(self, seat: int) -> None:
        """``seat``'s player asked to act out of turn: the hand-over screen is due for them."""
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not a human seat")
        self.interjecting = seat

    def end_interject(self) -> None:
        """The player acting out of turn gives the screen back (to whoever the game waits for)."""
        self.interjecting = None

    def begin_hand_over(self) -> int | None:
        """If a hand-over is due, release the screen (nobody's view: public only) and return
        the seat that must take it over next; else change nothing and return None."""
        seat = self.needs_pass()
        if seat is not None:
            self.viewer = None
        return seat

    def take_over(self, seat: int) -> None:
        """The hand-over screen was acknowledged by ``seat``'s player: the screen is theirs."""
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not a human seat")
        self.viewer = seat
        self._looking = None

    def view(self) -> BaseModel:
        """What the screen may show (see :meth:`screen_seat`)."""
        return self.match.view(self.screen_seat())

    # ------------------------------------------------------------ response windows
    # Hot seat (the kit's decision, game/core/priority.py): the engine lists Pass for every
    # holder, so a pass tells nothing. One human: the session passes for them at once unless
    # they hold a response other than Pass. Two or more: a human holder who does not hold
    # the screen is asked in public, "<name>: respond or pass?" ([Pass] needs no hand-over;
    # [Look at my hand] goes through the hand-over screen to their private view). A human
    # holding the screen answers there. "Pass for me automatically" (``auto_pass``) makes
    # the session pass for that seat for the rest of the game.
    def _cached(self, key: Any, make: Callable[[], Any]) -> Any:
        """``make()`` remembered until the match changes (an action, undo or redo)."""
        now = (self._ticket, len(self.match.steps), id(self.match.state))
        if now != self._cache_key:
            self._cache.clear()
            self._cache_key = now
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def window(self) -> ResponseWindow | None:
        """The open response window (None: none is open; nothing in it is hidden)."""
        if self._window_field == "?":  # found once per game: the state's window field
            try:
                self._window_field = field_of_type(type(self.match.state), ResponseWindow)
            except AttributeError:  # a state not made with the kit's records: no windows
                self._window_field = None
        name = self._window_field
        if name is None or self.match.is_over:
            return None
        window: ResponseWindow | None = getattr(self.match.state, name)
        return window

    def window_holder(self) -> int | None:
        """The seat holding priority in an open window, while the engine waits for it."""
        w = self.window()
        return w.holder if w is not None and w.holder in self.match.to_act() else None

    def pass_action(self, seat: int) -> Action | None:
        """``seat``'s Pass in the open window: its legal action that passes priority."""

        def find() -> Action | None:
            for a in reversed(self.match.legal_actions(seat)):
                try:
                    events = self.match.decide(seat, a)
                except IllegalAction:
                    continue
                if any(isinstance(e, PriorityPassed) for e in events):
                    return a
            return None

        found: Action | None = self._cached(("pass", seat), find)
        return found

    def can_respond(self, seat: int) -> bool:
        """Whether ``seat`` holds a legal response other than Pass (private: for the session's
        own decision and the seat's own screen)."""
        return any(a != self.pass_action(seat) for a in self.match.legal_actions(seat))

    def auto_pass_due(self) -> tuple[int, Action] | None:
        """(seat, its Pass) when the session passes for a human holder at once: one who set
        "pass for me automatically", or the only human, holding no other response."""
        seat = self.window_holder()
        if seat is None or seat in self.bots:
            return None
        if seat not in self.auto_pass and (len(self.human_seats) != 1 or self.can_respond(seat)):
            return None
        action = self.pass_action(seat)
        return None if action is None else (seat, action)

    def run_auto_pass(self) -> bool:
        """Make the pass :meth:`auto_pass_due` names; True when one was made."""
        due = self.auto_pass_due()
        if due is None:
            return False
        return self.apply(*due) is None

    def prompt_due(self) -> int | None:
        """The human holder to ask in public, "<name>: respond or pass?" (two or more humans;
        not one who holds the screen, asked to look at their hand, or passes automatically)."""
        if len(self.human_seats) < 2 or self.interjecting is not None:
            return None
        seat = self.window_holder()
        if seat is None or seat in self.bots or seat in self.auto_pass:
            return None
        if seat == self.viewer or seat == self._looking:
            return None
        return seat

    def begin_prompt(self) -> int | None:
        """If a public question is due, release the screen (nothing private may show while
        it is asked) and return the seat asked; else change nothing and return None."""
        seat = self.prompt_due()
        if seat is not None:
            self.viewer = None
        return seat

    def look(self, seat: int) -> None:
        """The holder asked to see their hand: the hand-over screen comes next (for them)."""
        self._looking = seat

    def set_auto_pass(self, seat: int, on: bool = True) -> None:
        """Turn "pass for me automatically" on or off for ``seat`` (a human)."""
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not a human seat")
        (self.auto_pass.add if on else self.auto_pass.discard)(seat)

    def pass_for(self, seat: int) -> str | None:
        """``seat`` passes in the open window (from the public question); a sentence on failure."""
        action = self.pass_action(seat) if seat == self.window_holder() else None
        if action is None:
            return "There is nothing to pass right now."
        return self.apply(seat, action)

    # ------------------------------------------------------------ acting
    def _record(self, before: int) -> None:
        for i in range(before, len(self.match.steps)):
            self.feed.append((i, self.match.steps[i]))

    def apply(self, seat: int, action: Action) -> str | None:
        """Apply; returns None or the engine's one-line reason why not."""
        before = len(self.match.steps)
        try:
            self.match.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        except OSError as exc:  # a sink that raises (LogWriter never does): keep playing
            self.save_error = (
                f"Autosave failed ({exc.strerror or exc}); the game goes on in memory."
            )
            self.match.sink = None
        self._check_save()
        self._ticket += 1
        self._looking = None
        self.interjecting = None
        self._record(before)
        return None

    # ------------------------------------------------------------ saving
    @property
    def save_problem(self) -> str | None:
        """Why the log is not fully on disk right now (None when everything is saved)."""
        return getattr(self.match.sink, "problem", None)

    def _check_save(self) -> None:
        """Set ``save_error`` (shown once) when saving starts failing or works again."""
        problem = self.save_problem
        if problem is not None and not self._save_failing:
            _log.warning("autosave of %s failing: %s", self.path, problem)
            self._save_failing = True
            self.save_error = (
                f"{problem[0].upper()}{problem[1:]}. The game goes on in memory and saving "
                "is retried every few seconds."
            )
        elif problem is None and self._save_failing:
            _log.info("autosave of %s works again", self.path)
            self._save_failing = False
            self.save_error = "Autosave works again; everything is saved."

    def retry_save(self) -> bool:
        """Try again to write unsaved lines; True when everything is on disk."""
        retry = getattr(self.match.sink, "retry", None)
        ok = bool(retry()) if callable(retry) else True
        self._check_save()
        return ok

    def can_undo(self) -> bool:
        return self.viewer is not None and self.match.can_undo(self.viewer) and not self.worker.busy

    def can_redo(self) -> bool:
        return self.viewer is not None and self.match.can_redo(self.viewer) and not self.worker.busy

    def undo(self) -> str | None:
        if self.viewer is None:
            return "There is nothing you can undo right now."
        seat = self.viewer
        try:
            self.match.undo(seat)
        except NothingToUndo as exc:
            return str(exc)
        undone = 1
        while (due := self.auto_pass_due()) is not None and due[0] == seat:
            # the session would pass for this seat again at once: take back what led there
            if not self.match.can_undo(seat):
                for _ in range(undone):  # nothing of theirs before it: put it all back
                    self.match.redo(seat)
                self._ticket += 1
                return "There is nothing you can undo right now."
            self.match.undo(seat)
            undone += 1
        self._ticket += 1
        return None

    def redo(self) -> str | None:
        if self.viewer is None:
            return "There is nothing you can redo right now."
        before = len(self.match.steps)
        try:
            self.match.redo(self.viewer)
        except NothingToUndo as exc:
            return str(exc)
        self._ticket += 1
        self._record(before)
        return None

    def drain_feed(self) -> list[tuple[int, Step]]:
        out, self.feed = self.feed, []
        return out

    def describe(self, events: Sequence[Event]) -> list[str]:
        """Log lines for ``events`` as the screen may tell them (see :meth:`screen_seat`)."""
        viewer = self.screen_seat()
        lines = []
        for e in events:
            text = self.rules.describe(e, viewer, self.seat_names)
            if text:
                lines.append(text)
        return lines

    def close(self) -> None:
        sink = self.match.sink
        if sink is not None and hasattr(sink, "close"):
            sink.close()
