"""The table scene: any game's table, put together from its parts, with a game being played.

What is shown (ui/scenes/shown_table.py, shared with the replay viewer):

- the game's adapter (ui/table/adapter.py: the contract; ui/table/registry.py lists them)
  says where everything goes and what actions look like;
- the interaction (ui/table/interaction.py) turns the legal actions into drags, clicks,
  buttons and keys, and input back into actions;
- the renderer (ui/table/render.py) draws the layout, what moves, the bar and the panel;
- the log panel (ui/widgets/log_panel.py) holds the sentences of the game.

What this scene adds: the session (ui/session.py) is the only way to the engine: the view of
the seat at the screen, its legal actions, acting, undo and redo, bots, hints, hand-overs,
response windows and saving. It only orchestrates: it refreshes the parts when the game
changes, paces the bots (ui/table/pacing.py) and tells the app when it needs its next frame.
Its parts, each with one job, sit beside it:

- log_feed.py tells each new step in the log (held back while a step is told in stages);
- notices.py gathers what other seats did to each person for their next pop-up;
- hints.py asks the bot for a hint, shows it and takes it down;
- refusals.py says why a move or a card is refused;
- hand_over.py shows the hand-over screen and the public "respond or pass?" question when the
  session says so, and the buttons to act out of turn;
- saving.py retries a failing autosave and tells the player;
- keys.py hands input to the part it is for;
- schedule.py works out when the next frame is due.

Everything drawn comes from the session's current view, so hidden cards stay hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.model import Action
from ui.delegated import Delegated
from ui.scenes.notice import Notice, gathered
from ui.scenes.shown_table import ShownTableScene
from ui.scenes.table.hand_over import HandOvers
from ui.scenes.table.hints import TableHints
from ui.scenes.table.keys import TableInput
from ui.scenes.table.log_feed import LogFeed
from ui.scenes.table.notices import TurnNotices
from ui.scenes.table.refusals import Refusals
from ui.scenes.table.saving import SaveRetry
from ui.scenes.table.schedule import FrameSchedule
from ui.session import GameSession
from ui.table.model import CardSprite
from ui.table.pacing import BotPacer
from ui.widgets.button import Button
from ui.widgets.log_panel import LogPanel


class TableScene(ShownTableScene[GameSession]):
    """The live table: the shown table of a game being played (ui/scenes/shown_table.py),
    plus acting, undo and redo, hints, paced bots, hand-overs, public questions and
    saving."""

    notices = Delegated[dict[int, list[Notice]]]("turn_notices")
    gathering = Delegated[dict[int, list[Notice]]]("turn_notices")

    def __init__(self, app, session: GameSession) -> None:  # type: ignore[no-untyped-def]
        self.log_feed = LogFeed(self)  # before the shown table's, which tells the log
        super().__init__(app, session)
        self.undo_button = Button(
            "Undo", self.undo, enabled=self.session.can_undo, tooltip="Ctrl+Z"
        )
        self.redo_button = Button(
            "Redo", self.redo, enabled=self.session.can_redo, tooltip="Ctrl+Y"
        )
        self.menu_button = Button("Menu", self.back, tooltip="Esc")
        self.hint_button = Button("Hint", self.hint, enabled=self._can_hint, tooltip="H")
        self.bar_buttons = [self.hint_button, self.undo_button, self.redo_button, self.menu_button]
        self.bots = BotPacer(session, app.settings)
        self.turn_notices = TurnNotices(session, self.adapter)
        """What other seats did to each person, waiting for their pop-ups."""
        self.hints = TableHints(self)
        self.refusals = Refusals(self)
        self.hand_overs = HandOvers(self)
        self.saving = SaveRetry(session, app, self.invalidate)
        self.schedule = FrameSchedule(self)
        self.input = TableInput(self)
        self._ended_shown = False
        """The game-over screen was pushed (the tutorial's coach tells the end instead)."""
        session.on_wake(app.wake)  # a finished bot wakes the idle loop

    # ------------------------------------------------------------ lifecycle

    def leave_rect(self) -> pygame.Rect | None:
        return self.menu_button.rect

    def enter(self) -> None:
        self.anim.factor = self.app.settings.animation_factor
        LogPanel.warm(self.app.fonts)
        self.refresh(animate=False)
        self.bots.shown(self.app.now)  # a bot's first move waits its pace: the table first
        # a new, continued or loaded hot-seat game: the hand-over screen first
        self.hand_overs.hand_over_if_due()

    def resume(self) -> None:
        """Back on top (a hand-over, a pop-up, help closed): the next bot move waits its
        pace, so the table is seen before it moves."""
        super().resume()
        self.bots.shown(self.app.now)

    def screen_changed_hands(self) -> None:
        """Nothing the last player saw stays up: a pinned zoom, a refusal, a hint."""
        super().screen_changed_hands()
        self.hints.drop()

    def exit(self) -> None:
        """Leaving the table: the log is closed; a finished game moves to the replays."""
        self.session.close()
        from ui.session import archive_finished

        problem = archive_finished(self.session, self.app.dirs.replays)
        if problem:
            self.app.notify(problem, bad=True)

    def back(self) -> None:
        """Esc: back to the menu; the game is already saved and can be continued."""
        if self.ui.picked is not None or self.ui.drag is not None:
            self.ui.cancel_pick()
            return
        self.app.scenes.pop()

    def _own_buttons(self, legal: Sequence[Action]) -> list[Button]:
        """The table's own buttons beside the game's (ui/scenes/table/hand_over.py)."""
        return self.hand_overs.buttons(legal)

    def _hint_text(self) -> str:
        """What to do now (the adapter's words), after any saving trouble."""
        hint = super()._hint_text()
        problem = self.session.save_problem
        if problem:  # stays in view while the game lives only in memory
            hint = f"{problem[0].upper()}{problem[1:]}; retrying every few seconds. {hint}"
        return hint

    # ------------------------------------------------------------ acting
    def act(self, action: Action) -> None:
        """The player at the screen (the viewer) does ``action``; nobody acts while nobody
        holds the screen."""
        seat = self.session.viewer
        if seat is None:
            return
        local = self.adapter.apply_local(action, self.view)
        if local is True:  # a selection or the table's own control: nothing to the engine
            self.ui.done()
            self.refused = None
            self.refresh()
            return
        if isinstance(local, list):  # a shortcut: its moves in turn, up to one refused
            for k, move in enumerate(local):
                if k and move not in self.session.legal_now():
                    break  # the game no longer allows the rest: the shortcut stops there
                self.act(move)
                if self.refused is not None:
                    break
            return
        self.make(action)

    def make(self, action: Action) -> None:
        """The engine part of :meth:`act`: the seat at the screen makes ``action`` (not a
        selection or a control of the table's own); a refusal is shown and heard."""
        seat = self.session.viewer
        if seat is None:
            return
        err = self.session.apply(seat, action)
        self.ui.done()
        self.refused = err
        if err is not None:
            self.refusals.say(err)
        self.after_change()

    def refuse(self, action: Action) -> None:
        """A drop meant ``action``, which is not legal: the engine's reason, shown and heard."""
        self.refusals.refuse(action)

    def refuse_pick(self, sprite: CardSprite) -> None:
        """A face-up card that cannot be picked up now was clicked: it shakes, and the
        reason (the engine's, for the move the card most likely meant) is shown and heard."""
        self.refusals.refuse_pick(sprite)

    def always_pass(self) -> None:
        """The seat at the screen passes now and in every later window of this game."""
        seat = self.session.viewer
        if seat is None:
            return
        self.session.set_auto_pass(seat)
        self.app.notify("You will pass automatically for the rest of the game.", private=True)
        self.session.run_auto_pass()
        self.after_change()

    def _can_hint(self) -> bool:
        return self.hints.possible()

    def hint(self) -> None:
        """What would the normal bot do? Shown as a sentence; the card or button is outlined."""
        self.hints.ask()

    def open_aid(self) -> None:
        """This game's player aid (turn steps, key numbers) over the table (F2)."""
        from ui.scenes.player_aid import PlayerAidScene

        self.app.push(PlayerAidScene(self.app, self.session.game_id))

    def undo(self) -> None:
        err = self.session.undo()
        if err:
            self.app.notify(err, private=True)
        else:
            self.log_panel.append("You took back your last action.")
            self.log_panel.lit_step = None
            self.refused = None
            self.hints.drop()
            self.turn_notices.taken_back(len(self.session.match.steps))
        self.refresh()

    def redo(self) -> None:
        err = self.session.redo()
        if err:
            self.app.notify(err, private=True)
        self.after_change()

    def after_change(self) -> None:
        """The session's new steps: their sentences into the log (the lines of another
        seat's step lit), their effects, what they did to the people not acting (queued as
        pop-ups), a new layout; a hint or refusal for the old position goes."""
        steps = self.session.drain_feed()
        for index, step in steps:
            self._tell(index, step)
        if steps:
            self.refused = None
            self.hints.drop()
            self.bots.shown(self.app.now)
        self.log_panel.scroll = 0
        self.refresh()
        self.saving.tell()

    def _tell(self, index: int, step: Any) -> None:
        """One new step: its log lines (another seat's lit), its effects and what it did to
        each person (gathered for their pop-up at the end of the turn of play)."""
        self.log_feed.tell(index, step)
        self.turn_notices.gather(index, step.seat, step.events)

    def _rebuild_log(self) -> None:
        """The log told again (another seat at the screen, undo): it holds back nothing."""
        self.log_feed.forget()
        super()._rebuild_log()

    def restage(self) -> None:
        super().restage()
        self.log_feed.release()

    def waiting_for(self, seat: int) -> list[Notice]:
        """Everything waiting to be told to ``seat`` (its next pop-up's, then this turn's)."""
        return self.turn_notices.waiting_for(seat)

    def _show_notice_if_due(self) -> bool:
        """Show the screen holder's waiting pop-up, once nothing moves and no step is being
        told: the table behind it laid out as the game now stands (not the last picture of
        a step told in stages). What the settings leave out stays in the log only."""
        if self.anim.busy:
            return False
        waiting = self.turn_notices.take(self.session.viewer, self.app.settings.pop_ups)
        if not waiting:
            return False
        self.restage()  # the current position behind the pop-up
        from ui.scenes.notice import NoticeScene

        title, lines = gathered(waiting)
        self.app.push(NoticeScene(self.app, title, lines))
        return True

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    # ------------------------------------------------------------ time
    def background(self, dt: float) -> None:
        """While autosave is failing, try again every few seconds (even under the pass-device
        screen); tell the player once when it starts failing and when it works again."""
        self.saving.background(dt)

    def update(self, dt: float) -> None:
        now = self.app.now
        session = self.session
        err = self.bots.collect()  # a bot's decision, held until its pace has passed
        if err:
            self.app.notify(err, bad=True, private=True)
        hint = session.poll_hint()
        if hint is not None:
            self.hints.show(*hint)
        if session.feed:
            self.after_change()
        if self.anim.tick(now):
            self.invalidate()
        if self._show_notice_if_due():  # what happened to you, before anything else
            return
        self.restage()
        if session.is_over:
            if not self._ended_shown and not self.anim.busy:
                self._ended_shown = True
                from ui.scenes.game_over import GameOverScene

                self.app.push(GameOverScene(self.app, session))
            return
        if not self.anim.busy:
            if session.run_auto_pass():  # a pass the session makes for a person
                self.after_change()
                return
            if self.hand_overs.hand_over_if_due() or self.hand_overs.ask_if_due():
                return
        # one bot action, when due; none while a step is told in stages (at any bot speed)
        err = None if self.anim.stages else self.bots.tick(now, moving=self.anim.busy)
        if err:
            self.app.notify(err, bad=True, private=True)
        if session.feed:
            self.after_change()
        self.ui.update_hover(self.layout, now)

    def next_frame(self, now: float) -> float | None:
        """Frames while cards move or a step waits to be shown; timers for a bot's pause, the
        hover zoom's delay, a thinking bot and the autosave retry (see ``Scene.next_frame``)."""
        return self.schedule.next_frame(now)
