"""Learn to play: the guided first game on the real table, and the list of tutorials.

:class:`TutorialScene` is the live table (``TableScene``) of a tutorial's game with the
coach (ui/tutorial/coach.py): its words where the table says what to do now, its buttons
in the panel, an outline and an arrow on what it means. The learner's moves are made with the
table's own controls; a legal move other than the one asked is refused kindly (the
coach's ``instead`` words), Hint shows the asked move, Undo and Start over work. The other
seats are :class:`ScriptedBot`: they play the script's moves, paced like any bot, and wait
while the coach has something to read. At the end the tutorial is marked done and a real
game against easy bots with the same seats is offered. A tutorial left part way is saved
(ui/tutorial/progress.py) and resumed from the list.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pygame
from pydantic import ValidationError

from game.core.errors import LogRefused
from game.core.log import LogWriter
from game.core.match import Match
from game.core.model import Action, SeatInfo
from game.registry import TITLES
from ui import theme
from ui.games import UI_GAMES, app_rules
from ui.scene import Scene
from ui.scenes.table import ALWAYS_PASS, TableScene
from ui.session import GameSession
from ui.tutorial.coach import Coach
from ui.tutorial.progress import forget, in_progress, is_done, mark_done, save_path
from ui.tutorial.script import TutorialScript, action_at, has_tutorial, load_script, setup_events
from ui.widgets.button import Button, FocusRing, draw_text, layout_column
from ui.widgets.title_art import felt, panel

READ_FIRST = "Let's read the coach first: press Next (or Enter)."
NOT_NOW = "Let's wait a moment: the other players are moving."


class ScriptedBot:
    """A seat that plays the script's moves (``session`` is set once the session exists)."""

    def __init__(self, rules: Any, script: TutorialScript) -> None:
        self.rules = rules
        self.script = script
        self.session: GameSession | None = None

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        assert self.session is not None
        k = len(self.session.match.steps)
        action = action_at(self.rules, self.script, k)
        if action is None or action not in legal:
            raise RuntimeError(f"the tutorial's move {k + 1} does not fit the table")
        return action


class TutorialSession(GameSession):
    """A tutorial's game: a scripted seat moves only when ``gate(seat)`` says its move is due
    (the scene's answer: the script's next move is that seat's and the coach waits for
    nothing), so no seat ever makes another's scripted move."""

    ended = False
    """The script is over: the table offers the learner nothing more (the coach offers a
    real game)."""

    def gate(self, seat: int) -> bool:
        return True

    def bot_to_act(self) -> int | None:
        seat = super().bot_to_act()
        return seat if seat is not None and self.gate(seat) and not self.ended else None

    def legal_now(self) -> list[Action]:
        return [] if self.ended else super().legal_now()


def tutorial_session(app: Any, game_id: str, fresh: bool = False) -> TutorialSession:
    """The tutorial of ``game_id``: the one left part way (unless ``fresh``) or a new one.
    Raises LogRefused with a sentence."""
    rules = app_rules(game_id)
    if rules is None:
        raise LogRefused(f"{TITLES.get(game_id, game_id)} cannot be played in this version.")
    script = load_script(game_id)
    for k in range(script.length):  # every move must be one of the game's, before any is shown
        try:
            action_at(rules, script, k)
        except ValidationError:
            raise LogRefused(f"The tutorial's move {k + 1} is not a move of this game.") from None
    path = save_path(app.dirs, game_id)

    def bots(info: SeatInfo, _game: str) -> ScriptedBot:
        return ScriptedBot(rules, script)

    session: TutorialSession | None = None
    if not fresh and path.is_file():
        try:
            session = TutorialSession.load(path, bots)  # type: ignore[assignment]
        except LogRefused:
            session = None
        if session is not None and not follows_script(session, script):
            session.close()
            session = None
    if session is None:
        forget(app.dirs, game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        scenario = script.scenario
        config = scenario.config()
        match: Match[Any] = Match(
            rules, config, setup_events(rules, scenario), sink=LogWriter(path, rules, config)
        )
        session = TutorialSession(rules, match, path, bots)
    for bot in session.bots.values():
        bot.session = session
    return session


def follows_script(session: GameSession, script: TutorialScript) -> bool:
    """True when every move made so far is the script's (a save of an older script is not)."""
    steps = session.match.steps
    if len(steps) > script.length:
        return False
    for k, step in enumerate(steps):
        if step.seat != script.seat_at(k) or step.action != action_at(session.rules, script, k):
            return False
    return True


def open_tutorial(app: Any, game_id: str, fresh: bool = False) -> None:
    """Push the tutorial of ``game_id`` (resumed where it was left unless ``fresh``)."""
    try:
        session = tutorial_session(app, game_id, fresh)
    except LogRefused as exc:
        app.notify(str(exc), bad=True)
        return
    app.push(TutorialScene(app, session, load_script(game_id)))


class TutorialScene(TableScene):
    """The table with the coach (see the module docstring)."""

    def __init__(self, app, session: TutorialSession, script: TutorialScript) -> None:  # type: ignore[no-untyped-def]
        self.script = script
        self.read: set[int] = set()
        """Coach entries the learner pressed Next on."""
        session.gate = self._may_move  # type: ignore[method-assign]
        self.coach = Coach(self.next, self.open_aid, self.restart, self.real_game, self.leave)
        super().__init__(app, session)
        self._ended_shown = True  # the coach tells the end, not the game-over screen
        self.hint_button.enabled = self._can_hint
        self.checked_refusal: str | None = None
        """The last kind refusal said (tools and tests read it)."""

    # ------------------------------------------------------------ where the script is
    @property
    def k(self) -> int:
        """The script's move due next (the number of moves made)."""
        return len(self.session.match.steps)

    def entry(self) -> int | None:
        """The coach entry shown now (None: an opponent is moving, nothing new to say)."""
        entries = self.script.entries_at(self.k)
        for i in entries:
            if i not in self.read:
                return i
        return None if self.k < self.script.length else entries[-1]

    def mode(self) -> str:
        """ "next" (waits for Next), "move" (the learner's move), "end" or "wait"."""
        i = self.entry()
        if self.k >= self.script.length and (i is None or i == self.script.entries_at(self.k)[-1]):
            return "end"
        if i is None:
            return "move" if self.script.seat_at(self.k) == self.script.learner else "wait"
        return "move" if self.script.is_prompt(i) else "next"

    def expected(self) -> Action | None:
        """The learner's move asked for now (None while the coach talks or others move)."""
        if self.mode() != "move":
            return None
        return action_at(self.session.rules, self.script, self.k)

    @property
    def finished(self) -> bool:
        return self.mode() == "end"

    def _said(self) -> str:
        i = self.entry()
        if i is not None:
            return self.script.coach[i].say
        seat = self.script.seat_at(self.k)
        if seat == self.script.learner:
            expected = action_at(self.session.rules, self.script, self.k)
            assert expected is not None
            words = self.adapter.action_words(expected, self.view, self.session.seat_names)
            return f"Your move: {words}."
        who = self.session.seat_names[seat] if seat is not None else ""
        return f"{who} is making a move; watch the table."

    def _may_move(self, seat: int) -> bool:
        """A scripted seat moves when the script's next move is its own and the coach has
        nothing to be read."""
        return self.script.seat_at(self.k) == seat and self.mode() == "wait"

    def _sync(self) -> None:
        self.session.ended = self.finished  # type: ignore[attr-defined]
        if self.finished and not is_done(self.app.settings, self.session.game_id):
            mark_done(self.app, self.session.game_id)
        self.coach.mode, self.coach.note = self.mode(), ""

    # ------------------------------------------------------------ the coach's buttons
    def next(self) -> None:
        i = self.entry()
        if i is not None and self.mode() == "next":
            self.read.add(i)
            self.refresh(animate=False)
            self.bots.shown(self.app.now)

    def hint(self) -> None:
        """Show the asked move: its card or button lit and its words."""
        expected = self.expected()
        if expected is None:
            self.app.notify(READ_FIRST if self.mode() == "next" else NOT_NOW, private=True)
            return
        words = self.adapter.action_words(expected, self.view, self.session.seat_names)
        self.hints.light(f"Hint: {words}.", expected)

    def _can_hint(self) -> bool:
        return self.expected() is not None

    def restart(self) -> None:
        """Start the tutorial again from its first move."""
        game_id = self.session.game_id
        self.session.close()
        try:
            session = tutorial_session(self.app, game_id, fresh=True)
        except LogRefused as exc:
            self.app.notify(str(exc), bad=True)
            return
        self.app.scenes.replace(TutorialScene(self.app, session, self.script))

    def real_game(self) -> None:
        """A real game against easy bots with the tutorial's seats."""
        game_id = self.session.game_id
        seats = [
            s if s.kind == "human" else SeatInfo(name=s.name, kind="bot", level="easy")
            for s in self.session.match.config.seats
        ]
        try:
            session = GameSession.new(
                game_id, seats, None, self.app.dirs.saves, self.app.bot_factory
            )
        except LogRefused as exc:
            self.app.notify(str(exc), bad=True)
            return
        self.app.scenes.replace(TableScene(self.app, session))

    def leave(self) -> None:
        self.app.scenes.pop()

    # ------------------------------------------------------------ the table, with the coach
    def refresh(self, animate: bool = True) -> None:
        self._sync()
        super().refresh(animate)

    def _own_buttons(self, legal: Sequence[Action]) -> list[Button]:
        """The coach's buttons after the table's own (but "always pass for me": the script
        says when the learner passes)."""
        own = [b for b in super()._own_buttons(legal) if b.label != ALWAYS_PASS]
        return [*own, *self.coach.buttons()]

    def _hint_text(self) -> str:
        """The coach's words where the table says what to do now (a kind word first)."""
        done = min(self.k, self.script.length)
        head = f"{self.script.title} ({done} of {self.script.length} moves)"
        note = f"{self.coach.note} " if self.coach.note else ""
        return f"{head}: {note}{self._said()}"

    def exit(self) -> None:
        """Leaving: the log is closed; a finished tutorial's save is dropped (never archived,
        never in the Hall of Fame or the statistics)."""
        self.session.close()
        if self.finished:
            forget(self.app.dirs, self.session.game_id)

    def make(self, action: Action) -> None:
        """The learner's move (selections and the table's own controls never come here): the
        asked one goes through; another is refused kindly with the coach's reason."""
        if action == self.expected():
            super().make(action)
            return
        i = self.entry()
        if self.mode() == "move":
            step = self.script.coach[i] if i is not None else None
            reason = (step.instead if step else None) or (
                f"That works too, but let's first do this: {self._said()}"
            )
        else:
            reason = READ_FIRST if self.mode() == "next" else NOT_NOW
        self.ui.done()
        self.checked_refusal = reason
        self.refresh(animate=False)
        self.coach.note = reason  # in the coach's voice, not as an error
        self.invalidate()

    def undo(self) -> None:
        if self.finished:
            return
        super().undo()

    def redo(self) -> None:
        if self.finished:
            return
        super().redo()

    # ------------------------------------------------------------ pointing
    def targets(self) -> list[pygame.Rect]:
        """What the coach points at now (screen rectangles; the first gets the arrow)."""
        i = self.entry()
        point = self.script.coach[i].point if i is not None else None
        if point is None and self.mode() == "move":
            point = "move"
        if point is None:
            return []
        layout = self.layout
        if point == "move":
            return self._move_rects(self.expected())
        kind, _, name = point.partition(":")
        if kind == "card":
            return [s.rect for s in layout.cards if str(s.card) == name][:1]
        if kind == "zone":
            zone = layout.zones.get(name)
            return [zone.rect] if zone is not None else []
        if kind == "button":
            return [b.rect for b in self.buttons() if b.label.startswith(name)][:1]
        chrome = self._chrome()
        if kind == "panel":
            return [pygame.Rect(chrome.panel.left, chrome.panel.top, chrome.panel.w, 60)]
        if kind == "log":
            return [pygame.Rect(chrome.panel.left, chrome.log_top, chrome.panel.w, 120)]
        if kind == "bar":
            return [pygame.Rect(0, 0, self.app.size[0], chrome.panel.top)]
        return []

    def _move_rects(self, action: Action | None) -> list[pygame.Rect]:
        """The asked move's card and place or its button; while the table offers no control
        for it, the first of the entry's ``controls`` that it offers."""
        if action is None:
            return []
        found = self._control_rects(action)
        i = self.entry()
        if not found and i is not None:
            for control in self.script.coach[i].controls:
                found = self._control_rects(control)
                if found:
                    break
        return found

    def _control_rects(self, action: Action | dict[str, Any]) -> list[pygame.Rect]:
        def same(a: Action) -> bool:
            return (
                a == action if isinstance(action, Action) else a.model_dump(mode="json") == action
            )

        for card, moves in self.ui.card_moves.items():
            for zone_id, a in moves:
                if same(a):
                    cards = [s.rect for s in self.layout.cards if s.card == card][:1]
                    return [*cards, self.layout.zones[zone_id].rect]
        for b in self.ui.action_buttons:
            pressed = self.ui.button_actions.get(id(b))
            if pressed is not None and same(pressed):
                return [b.rect]
        for zone_id, a in self.ui.zone_clicks.items():
            if same(a) and zone_id in self.layout.zones:
                return [self.layout.zones[zone_id].rect]
        return []

    # ------------------------------------------------------------ input and drawing
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.mode() == "next"
            and self.ui.picked is None
            and self.ui.focus_index < 0
        ):
            self.next()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.ui.zoom_card is not None:
            return  # a card shown enlarged is read first; the coach points again after
        panel = self.panel_rect()
        origin = (panel.left + 4, panel.top + 30)  # beside the coach's words
        self.coach.draw(surface, self.targets(), origin, self.table_rect())


def tutorial_games() -> list[str]:
    """The games offered with a tutorial, in the app's order."""
    return [e.game_id for e in UI_GAMES if has_tutorial(e.game_id)]


class TutorialListScene(Scene):
    """Learn to play: one button per game (done ones ticked, ones left part way say so)."""

    title = "Learn to play"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.games = tutorial_games()
        self.buttons = [Button(self._label(g), self._opener(g)) for g in self.games]
        self.buttons.append(Button("Back", self.back))
        self.focus = FocusRing()
        self.focus.set(self.buttons)

    def _label(self, game_id: str) -> str:
        title = TITLES.get(game_id, game_id)
        minutes = load_script(game_id).minutes
        if in_progress(self.app.dirs, game_id):
            return f"{title}: go on where you left off"
        mark = "done, play again" if is_done(self.app.settings, game_id) else f"about {minutes} min"
        return f"{title} ({mark})"

    def _opener(self, game_id: str) -> Any:
        return lambda: open_tutorial(self.app, game_id)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        for b, g in zip(self.buttons, self.games, strict=False):
            b.label = self._label(g)
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.fonts.scale
        bh = max(36, round(42 * s))
        top = max(round(140 * s), (size[1] - len(self.buttons) * (bh + 10)) // 2)
        layout_column(self.buttons, size[0] // 2, top, min(size[0] - 40, round(520 * s)), bh, 10)

    def back(self) -> None:
        self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        column = self.buttons[0].rect.unionall([b.rect for b in self.buttons[1:]])
        box = column.inflate(round(40 * self.app.fonts.scale), round(32 * self.app.fonts.scale))
        big, sub = self.app.fonts.get(30, bold=True), self.app.fonts.get(17)
        draw_text(surface, big, "Learn to play", (w // 2, box.top - 80), theme.TEXT, "midtop")
        draw_text(
            surface,
            sub,
            "A short guided game on the real table: a coach shows each move, you make it.",
            (w // 2, box.top - 36),
            theme.MUTED,
            "midtop",
        )
        panel(surface, box)
        for b in self.buttons:
            b.draw(surface, self.app.fonts, focused=b is self.focus.current())
