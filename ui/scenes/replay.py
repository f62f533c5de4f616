"""The replay viewer: a finished game's table, action by action, seen by one seat or everyone.

It is the shown table (ui/scenes/shown_table.py) of a :class:`ReplaySession`, so it draws
exactly what the live table would have drawn for the seat chosen: that seat's own hand and
nothing another seat hid; "Everyone" shows every hand face up, and so does every viewpoint
once the game is over.

Controls, in the panel and on the keys:

- one action back and forth (Left, Right), one turn (Page Up, Page Down; Shift+Left and
  Shift+Right), the start and the end (Home, End); a turn as the game's table names it
  (``TableBase.turn_events``), else wherever the acting seat changes (ui/replay.py);
- play and pause (Space or P), at 0.5x to 8x (- and +): one action every ``STEP_S`` /
  speed seconds, and the cards move faster by as much; a reveal is read before the next
  action is shown;
- whose view (V cycles; 0 is everyone, 1 to 9 a seat).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from game.core.errors import LogRefused
from ui import theme
from ui.replay import Replay, ReplaySession, next_turn, previous_turn
from ui.scenes.shown_table import ShownTableScene
from ui.table.chrome import Chrome
from ui.widgets.button import Button, draw_text
from ui.widgets.log_panel import MAX_LOG

STEP_S = 0.6
"""Seconds between actions while the replay plays at 1x."""
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""The play speeds, slowest first."""
KEYS_HELP = (
    "Keys: Left/Right one action, Page Up/Down one turn, Space plays, - and + speed, V view, "
    "B plays on from here."
)
EVERYONE = "Everyone"
REPLAY_HINT_ROWS = 6
"""Lines kept for the replay's words (where it is, whose view, lineage) at 1280x800, so its
step buttons never move under the pointer while it plays."""


def speed_words(speed: float) -> str:
    """ "0.5x", "2x"."""
    return f"{speed:g}x"


class ReplayScene(ShownTableScene[ReplaySession]):
    """The replay of the game logged at ``path`` (raises LogRefused with a sentence when the
    log does not check out), seen by ``viewpoint`` (None: everyone)."""

    def __init__(self, app, path: Path, viewpoint: int | None = None) -> None:  # type: ignore[no-untyped-def]
        self.replay = Replay(path)
        self.path = Path(path)
        super().__init__(app, ReplaySession(self.replay, viewpoint))
        self.turns = self.replay.turn_starts(self.adapter.turn_events)
        """Positions where a turn begins (see ui/replay.py's ``turn_starts``)."""
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.bar_buttons = [
            Button("Play on", self.play_on, tooltip="B: play on from this action"),
            Button("Close", self.back, tooltip="Esc"),
        ]
        self.play_button = Button("Play", self.toggle_play, tooltip="Space")
        self.turn_buttons = [
            Button("< Turn", self.previous_turn, enabled=self._not_first, tooltip="Page Up"),
            Button("Turn >", self.next_turn, enabled=self._not_last, tooltip="Page Down"),
        ]
        self.step_buttons = [
            Button("|<", lambda: self.seek(0), enabled=self._not_first, tooltip="Home"),
            Button("<", self.step_back, enabled=self._not_first, tooltip="Left"),
            self.play_button,
            Button(">", self.step_forward, enabled=self._not_last, tooltip="Right"),
            Button(">|", lambda: self.seek(self.replay.length), enabled=self._not_last),
        ]
        self.speed_buttons = [
            Button("-", self.slower, enabled=lambda: self.speed > SPEEDS[0], tooltip="-"),
            Button("+", self.faster, enabled=lambda: self.speed < SPEEDS[-1], tooltip="+"),
        ]
        names = self.session.seat_names
        self.view_buttons = [Button(EVERYONE, partial(self.set_viewpoint, None), tooltip="0")]
        self.view_buttons += [
            Button(name, partial(self.set_viewpoint, seat), tooltip=str(seat + 1))
            for seat, name in enumerate(names)
        ]
        self.hint_rows = REPLAY_HINT_ROWS  # the step buttons stay put as the words change
        self._labels: list[tuple[str, tuple[int, int], str, int]] = []
        """Words drawn over the panel: (text, point, anchor, font size)."""
        self._mark_viewpoint()

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.resume()

    def resume(self) -> None:
        self.anim.factor = self.animation_factor()
        self.refresh(animate=False)

    def back(self) -> None:
        self.app.scenes.pop()

    def play_on(self) -> None:
        """A new game from the action shown: choose who sits where, then play on."""
        from ui.scenes.play_on import PlayOnScene

        self.playing = False
        self.app.push(PlayOnScene(self.app, self.path, self.replay.position, self.replay.config))

    # ------------------------------------------------------------ moving through the game
    @property
    def interval(self) -> float:
        """Seconds between two actions while playing, at the current speed."""
        return STEP_S / self.speed

    def _not_first(self) -> bool:
        return self.replay.position > 0

    def _not_last(self) -> bool:
        return self.replay.position < self.replay.length

    def seek(self, position: int) -> None:
        """Show the table after ``position`` actions (clamped). One action forward shows its
        sentences, dice and reveals; any other jump lays the table out at once."""
        before = self.replay.position
        self.replay.seek(position)
        now = self.replay.position
        self._clock = 0.0
        if now == before:
            return
        if now == before + 1:
            events = self.replay.events_at(now)
            self.log_panel.extend(self.session.describe(events))
            self.anim.factor = self.animation_factor()
            self._effects(events, partial(self.session.step_views, now))
        else:
            self.log_panel.replace(self.session.log_lines(MAX_LOG))
        self.log_panel.scroll = 0
        self.refresh(animate=now == before + 1)

    def step_forward(self) -> None:
        self.seek(self.replay.position + 1)

    def step_back(self) -> None:
        self.seek(self.replay.position - 1)

    def next_turn(self) -> None:
        self.seek(next_turn(self.turns, self.replay.position, self.replay.length))

    def previous_turn(self) -> None:
        self.seek(previous_turn(self.turns, self.replay.position))

    def toggle_play(self) -> None:
        """Play or pause; Play at the end starts again from the set-up."""
        self.playing = not self.playing
        if self.playing and self.replay.position >= self.replay.length:
            self.seek(0)
        self._clock = 0.0
        self.play_button.label = "Pause" if self.playing else "Play"
        self.play_button.accent = self.playing
        self.invalidate()

    # ------------------------------------------------------------ speed
    def animation_factor(self) -> float:
        """The cards' pace: the Settings' animation speed, faster with the play speed."""
        return self.app.settings.animation_factor / self.speed

    def set_speed(self, speed: float) -> None:
        """Play at ``speed`` (the nearest of ``SPEEDS``)."""
        self.speed = min(SPEEDS, key=lambda s: abs(s - speed))
        self.anim.factor = self.animation_factor()
        self.invalidate()

    def faster(self) -> None:
        self.set_speed(SPEEDS[min(len(SPEEDS) - 1, SPEEDS.index(self.speed) + 1)])

    def slower(self) -> None:
        self.set_speed(SPEEDS[max(0, SPEEDS.index(self.speed) - 1)])

    # ------------------------------------------------------------ whose view
    def set_viewpoint(self, seat: int | None) -> None:
        """Show the game as ``seat`` saw it (None: everyone's cards)."""
        if seat is not None and not 0 <= seat < len(self.session.seat_names):
            return
        self.session.viewpoint = seat
        self._mark_viewpoint()
        self.refresh(animate=False)

    def cycle_viewpoint(self, step: int = 1) -> None:
        """The next viewpoint: everyone, then each seat in turn."""
        order: list[int | None] = [None, *range(len(self.session.seat_names))]
        i = order.index(self.session.viewpoint)
        self.set_viewpoint(order[(i + step) % len(order)])

    def _mark_viewpoint(self) -> None:
        chosen = self.session.viewpoint
        for i, b in enumerate(self.view_buttons):
            b.accent = (i - 1 if i else None) == chosen

    # ------------------------------------------------------------ words and places
    def _hint_text(self) -> str:
        r = self.replay
        where = f"Replay: action {r.position} of {r.length}"
        if r.position == r.length:
            where += " (the end)" if r.finished else " (the last one saved)"
        else:
            where += f", {self.adapter.when(self.view)}"  # the count the table's bar shows
        names = self.session.seat_names
        seat = self.session.viewpoint
        if self.session.is_over:
            seen = "Every hand is shown."
        elif seat is None:
            seen = "Seen by everyone: every hand face up."
        else:
            seen = f"Seen by {names[seat]}: only what {names[seat]} could see then."
        text = f"{where}. {super()._hint_text()} {seen}".replace("  ", " ")
        if r.from_scenario:
            text += " This game began from a scenario position, not a dealt table."
        if r.lineage:
            text += f" {r.lineage}"
        return text

    def _chrome(self) -> Chrome:
        """The panel: the hint, then the controls in rows (turns; steps and play; speed;
        whose view; the keys), then the log."""
        chrome = super()._chrome()
        fonts = self.app.fonts
        s = fonts.scale
        panel = chrome.panel
        gap = max(4, round(6 * s))
        bh = max(32, round(34 * s))
        left, width = panel.left + 10, panel.w - 20
        y = chrome.log_top
        labels: list[tuple[str, tuple[int, int], str, int]] = []

        def row(buttons: list[Button], shares: list[float], x: int, w: int) -> None:
            total = sum(shares)
            room = w - gap * (len(buttons) - 1)
            for b, share in zip(buttons, shares, strict=True):
                bw = round(room * share / total)
                b.rect = pygame.Rect(x, y, bw, bh)
                x += bw + gap

        row(self.turn_buttons, [1, 1], left, width)
        y += bh + gap
        row(self.step_buttons, [1, 1, 1.8, 1, 1], left, width)
        y += bh + gap
        small = fonts.get(14)
        word_w = small.size("Speed 0.5x")[0] + 2 * gap
        row(self.speed_buttons[:1], [1], left, bh)
        labels.append(
            (
                f"Speed {speed_words(self.speed)}",
                (left + bh + word_w // 2 + gap, y + bh // 2),
                "center",
                14,
            )
        )
        row(self.speed_buttons[1:], [1], left + bh + word_w + 2 * gap, bh)
        y += bh + gap
        labels.append(("Whose view:", (left, y), "topleft", 14))
        y += small.get_linesize() + 2
        x = left
        font = fonts.get(16, bold=True)
        for b in self.view_buttons:
            bw = min(width, max(bh, font.size(b.label)[0] + 20))
            if x > left and x + bw > left + width:
                x, y = left, y + bh + gap
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        y += bh + gap
        for line in theme.wrap(fonts.get(13), KEYS_HELP, width):
            labels.append((line, (left, y), "topleft", 13))
            y += fonts.get(13).get_linesize()
        chrome.log_top = y + gap
        self._labels = labels
        return chrome

    def buttons(self) -> list[Button]:
        return [
            *self.bar_buttons,
            *self.turn_buttons,
            *self.step_buttons,
            *self.speed_buttons,
            *self.view_buttons,
        ]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        for text, point, anchor, size in self._labels:
            color = theme.TEXT if size >= 14 else theme.MUTED
            draw_text(surface, fonts.get(size), text, point, color, anchor)

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.anim.busy:
            self.anim.skip()
            self.invalidate()
            self.restage()
        for b in self.buttons():
            if b.handle_event(event):
                self.invalidate()
                return True
        if self.log_panel.handle_event(event):
            self.invalidate()
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            self.invalidate()
            return True
        pointer = event.type == pygame.MOUSEMOTION or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 3
        )
        if pointer:  # the hover zoom, and right-click to pin it: nothing else is done here
            self.ui.handle_event(event, self.layout, self.anim, self.view)
            self.invalidate()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        moves = {
            pygame.K_LEFT: self.previous_turn if shift else self.step_back,
            pygame.K_RIGHT: self.next_turn if shift else self.step_forward,
            pygame.K_PAGEUP: self.previous_turn,
            pygame.K_PAGEDOWN: self.next_turn,
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.replay.length),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_p: self.toggle_play,
            pygame.K_MINUS: self.slower,
            pygame.K_KP_MINUS: self.slower,
            pygame.K_PLUS: self.faster,
            pygame.K_EQUALS: self.faster,
            pygame.K_KP_PLUS: self.faster,
            pygame.K_v: lambda: self.cycle_viewpoint(-1 if shift else 1),
            pygame.K_b: self.play_on,
        }
        if key in moves:
            moves[key]()
            return True
        digits = {getattr(pygame, f"K_{d}"): d for d in range(10)}
        if key in digits:
            d = digits[key]
            self.set_viewpoint(None if d == 0 else d - 1)
            return True
        if key == pygame.K_F1:  # this game's rules
            from ui.scenes.rules_help import RulesHelpScene

            self.app.push(RulesHelpScene(self.app, self.session.game_id))
            return True
        return False

    # ------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        if self.anim.tick(self.app.now):
            self.invalidate()
        self.restage()
        if self.playing and not self.anim.busy:  # a reveal is read before the next action
            self._clock += dt
            if self._clock >= self.interval:
                self.step_forward()
                if self.replay.position >= self.replay.length:
                    self.toggle_play()  # the end: it stays up
        self.ui.update_hover(self.layout, self.app.now)

    def next_frame(self, now: float) -> float | None:
        """Frames while cards move; while playing, the next action's time; the hover
        zoom's."""
        if self.app.scenes.top is not self:
            return None
        if self.anim.busy:
            return now
        due = [self.ui.zoom_due(now)]
        if self.playing:
            due.append(now + max(0.0, self.interval - self._clock))
        return min((t for t in due if t is not None), default=None)


def open_replay(app, path: Path) -> None:  # type: ignore[no-untyped-def]
    """The replay of ``path`` on top; a log that does not check out is a message instead."""
    try:
        app.push(ReplayScene(app, path))
    except LogRefused as exc:
        app.notify(str(exc), bad=True)
