"""A game being played in the app: the match run for the table, with its collaborators: the
autosave (ui/autosave.py), the bots and hints (ui/session_bots.py), whose screen it is
(ui/hot_seat.py) and the open response window (ui/response_windows.py).

No pygame here, so it is tested headless. The log file *is* the save: every
action is appended and flushed as it happens, so Continue, Load and crash
recovery all read the same file.
"""

from __future__ import annotations

import contextlib
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
from game.core.priority import ResponseWindow
from game.core.rules import GameRules
from game.core.text import printable
from game.registry import TITLES
from ui.autosave import Autosave
from ui.delegated import Delegated
from ui.games import app_rules as get_rules
from ui.hot_seat import HotSeat
from ui.response_windows import ResponseWindows
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
        self.autosave = Autosave(match, lambda: self.path)
        self.windows = ResponseWindows(match, lambda: self._ticket)
        self.hot_seat = HotSeat(match, self.bots, self.windows, lambda: self.may_act())

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
        session.autosave.check()
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
        session.autosave.check()
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

    # ------------------------------------------------------------ the collaborators' parts, by name
    # whose screen it is (HotSeat; ``viewer`` a property, as ShownGame asks)
    @property
    def viewer(self) -> int | None:
        """Whose private view the screen shows (HotSeat.viewer)."""
        return self.hot_seat.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.hot_seat.viewer = seat

    auto_pass: Delegated[set[int]] = Delegated("hot_seat")
    interjecting: Delegated[int | None] = Delegated("hot_seat")
    human_seats: Delegated[list[int]] = Delegated("hot_seat")
    onlooker: Delegated[int] = Delegated("hot_seat")
    screen_seat: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    human_to_act: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    needs_pass: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    out_of_turn_seats: Delegated[Callable[[], list[int]]] = Delegated("hot_seat")
    interject: Delegated[Callable[[int], None]] = Delegated("hot_seat")
    end_interject: Delegated[Callable[[], None]] = Delegated("hot_seat")
    begin_hand_over: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    take_over: Delegated[Callable[[int], None]] = Delegated("hot_seat")
    auto_pass_due: Delegated[Callable[[], tuple[int, Action] | None]] = Delegated("hot_seat")
    prompt_due: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    begin_prompt: Delegated[Callable[[], int | None]] = Delegated("hot_seat")
    look: Delegated[Callable[[int], None]] = Delegated("hot_seat")
    set_auto_pass: Delegated[Callable[..., None]] = Delegated("hot_seat")
    # the open response window (ResponseWindows)
    window: Delegated[Callable[[], ResponseWindow | None]] = Delegated("windows")
    window_holder: Delegated[Callable[[], int | None]] = Delegated("windows", "holder")
    pass_action: Delegated[Callable[[int], Action | None]] = Delegated("windows")
    can_respond: Delegated[Callable[[int], bool]] = Delegated("windows")
    # saving (Autosave)
    save_error: Delegated[str | None] = Delegated("autosave", "error")
    save_problem: Delegated[str | None] = Delegated("autosave", "problem")

    # ------------------------------------------------------------ the match
    @property
    def seat_names(self) -> list[str]:
        return self.match.seat_names

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

    def view(self) -> BaseModel:
        """What the screen may show (see :meth:`screen_seat`)."""
        return self.match.view(self.screen_seat())

    def run_auto_pass(self) -> bool:
        """Make the pass :meth:`auto_pass_due` names; True when one was made."""
        due = self.auto_pass_due()
        if due is None:
            return False
        return self.apply(*due) is None

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
            self.autosave.sink_raised(exc)
        self.autosave.check()
        self._ticket += 1
        self.hot_seat.acted()
        self._record(before)
        return None

    def retry_save(self) -> bool:
        """Try again to write unsaved lines; True when everything is on disk."""
        return self.autosave.retry()

    # ------------------------------------------------------------ undo and redo
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
