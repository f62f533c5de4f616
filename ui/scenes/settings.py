"""Settings: volume, mute, animation speed, UI scale, fullscreen, the bots' speed and which
pop-ups a person is shown.

Every change is saved at once (``app.save_settings``), so Esc simply goes back.
Keyboard: Up/Down/Tab choose a row, Left/Right change it, Enter/Space toggle or step it.
Mouse: the -/+ (or </>) buttons beside each value, or click the value itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import get_args

import pygame

from ui import theme
from ui.scene import Scene
from ui.settings import AnimationSpeed, BotSpeed, PopUps
from ui.widgets.button import MIN_HIT, Button, draw_text

VOLUME_STEP = 0.1
SCALE_MIN, SCALE_MAX, SCALE_STEP = 0.75, 2.0, 0.25
SPEEDS: tuple[str, ...] = get_args(AnimationSpeed)
BOT_SPEEDS: tuple[str, ...] = get_args(BotSpeed)
POP_UPS: tuple[str, ...] = get_args(PopUps)
POP_UP_WORDS = {"all": "All", "important": "Important only", "none": "None"}
ACTION_KEYS = frozenset(
    {
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_MINUS,
        pygame.K_KP_MINUS,
        pygame.K_PLUS,
        pygame.K_EQUALS,
        pygame.K_KP_PLUS,
        pygame.K_RETURN,
        pygame.K_KP_ENTER,
        pygame.K_SPACE,
    }
)
"""Keys that change the focused row's setting."""


@dataclass
class Row:
    """One setting: a label, its current value as text, and what Left/Right/Enter do."""

    label: str
    value: Callable[[], str]
    dec: Callable[[], None]
    inc: Callable[[], None]
    activate: Callable[[], None]
    hint: str
    arrows: tuple[str, str] = ("-", "+")
    buttons: list[Button] = field(default_factory=list)


class SettingsScene(Scene):
    title = "Settings"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.rows = [
            Row(
                "Volume",
                lambda: f"{round(self.app.settings.volume * 100)}%",
                lambda: self.set_volume(-1),
                lambda: self.set_volume(1),
                lambda: self.set_volume(1),
                "Loudness of the sound effects, in steps of 10%.",
            ),
            Row(
                "Sound",
                self.sound_word,
                self.toggle_mute,
                self.toggle_mute,
                self.toggle_mute,
                "Mute silences every sound effect; the volume is kept for later.",
                ("<", ">"),
            ),
            Row(
                "Animation speed",
                lambda: self.app.settings.animation.title(),
                lambda: self.cycle_speed(-1),
                lambda: self.cycle_speed(1),
                lambda: self.cycle_speed(1),
                "How fast cards and dice move. Instant skips the animations.",
                ("<", ">"),
            ),
            Row(
                "UI scale",
                lambda: f"{round(self.app.settings.ui_scale * 100)}%",
                lambda: self.set_scale(-1),
                lambda: self.set_scale(1),
                lambda: self.set_scale(1),
                "Size of text and buttons, from 75% to 200%.",
            ),
            Row(
                "Fullscreen",
                lambda: "On" if self.app.settings.fullscreen else "Off",
                self.toggle_fullscreen,
                self.toggle_fullscreen,
                self.toggle_fullscreen,
                "Fill the whole screen. F11 switches it anywhere in the app.",
                ("<", ">"),
            ),
            Row(
                "Bot speed",
                lambda: self.app.settings.bot_speed.title(),
                lambda: self.cycle_bot_speed(-1),
                lambda: self.cycle_bot_speed(1),
                lambda: self.cycle_bot_speed(1),
                "How fast the bots play: one move at a time, each shown on the table and lit "
                "in the log. Instant plays their moves as soon as they are chosen. A click "
                "skips the move being shown.",
                ("<", ">"),
            ),
            Row(
                "Pop-ups",
                lambda: POP_UP_WORDS[self.app.settings.pop_ups],
                lambda: self.cycle_pop_ups(-1),
                lambda: self.cycle_pop_ups(1),
                lambda: self.cycle_pop_ups(1),
                "What others did to you, told in a pop-up at most once a turn: all of it, "
                "only what cost you something, or none. The log keeps every line.",
                ("<", ">"),
            ),
        ]
        for row in self.rows:
            row.buttons = [
                Button(row.arrows[0], self._wrap(row, row.dec)),
                Button(row.value(), self._wrap(row, row.activate)),
                Button(row.arrows[1], self._wrap(row, row.inc)),
            ]
        self.back_button = Button("Back", self.back, tooltip="Esc")
        self.index = 0  # focused row; len(rows) is the Back button
        self.label_rects: list[pygame.Rect] = []
        self.pointer: tuple[int, int] | None = None
        """Where the mouse was last seen (a new scale keeps the control under it in place)."""
        self._laid_for: tuple[int, int] | None = None
        self._shift = (0, 0)
        self.resize(app.size)

    def _wrap(self, row: Row, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.index = self.rows.index(row)
            fn()

        return run

    # ------------------------------------------------------------ changes
    def _changed(self) -> None:
        self.app.save_settings()
        self.resize(self.app.size)
        self.app.sound.play("click")

    def set_volume(self, step: int) -> None:
        tenths = round(self.app.settings.volume / VOLUME_STEP) + step
        self.app.settings.volume = round(max(0, min(10, tenths)) * VOLUME_STEP, 2)
        self._changed()

    def sound_word(self) -> str:
        """What the Sound row says: the truth when there is no sound to be had."""
        problem = getattr(self.app.sound, "problem", None)
        if problem:
            return "No sound on this machine"
        return "Muted" if self.app.settings.muted else "On"

    def toggle_mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self._changed()

    def cycle_speed(self, step: int) -> None:
        cur = self.app.settings.animation
        i = SPEEDS.index(cur) if cur in SPEEDS else 1
        self.app.settings.animation = SPEEDS[(i + step) % len(SPEEDS)]  # type: ignore[assignment]
        self._changed()

    def set_scale(self, step: int) -> None:
        """A new UI scale; the control under the pointer stays under it (a second click on
        the same spot presses the same control again)."""
        quarters = round(self.app.settings.ui_scale / SCALE_STEP) + step
        scale = max(SCALE_MIN, min(SCALE_MAX, quarters * SCALE_STEP))
        if scale == self.app.settings.ui_scale:
            return
        under = self._button_at(self.pointer)
        old = under.rect.copy() if under is not None else None
        self.app.settings.ui_scale = scale
        self._changed()
        self._keep_pointer(under, old)

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.resize(self.app.size)

    def cycle_bot_speed(self, step: int) -> None:
        cur = self.app.settings.bot_speed
        i = BOT_SPEEDS.index(cur) if cur in BOT_SPEEDS else 1
        self.app.settings.bot_speed = BOT_SPEEDS[(i + step) % len(BOT_SPEEDS)]  # type: ignore[assignment]
        self._changed()

    def cycle_pop_ups(self, step: int) -> None:
        cur = self.app.settings.pop_ups
        i = POP_UPS.index(cur) if cur in POP_UPS else 0
        self.app.settings.pop_ups = POP_UPS[(i + step) % len(POP_UPS)]  # type: ignore[assignment]
        self._changed()

    # ------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay the rows out for ``size`` and the current scale, then apply the shift that
        keeps controls where the pointer is (kept until the window itself changes size)."""
        if size != self._laid_for:
            self._laid_for = size
            self._shift = (0, 0)
        self._layout(size)
        self._move(*self._shift)

    def _layout(self, size: tuple[int, int]) -> None:
        """The rows centred on the window's middle row (the UI scale), with the -/+ columns
        at places that depend on the window only: changing the scale grows the controls
        around where they were instead of moving them."""
        w, h = size
        s = self.app.fonts.scale
        window = s / max(0.01, self.app.settings.ui_scale)  # the window's own share of it
        m = max(10, round(16 * s))
        title_h = self.app.fonts.get(34, bold=True).get_linesize()
        hint_h = 2 * self.app.fonts.get(15).get_linesize() + self.app.fonts.get(14).get_linesize()
        top = m + title_h + m // 2
        n = len(self.rows) + 1
        middle = h // 2
        half = min(middle - top, h - hint_h - 2 * m - middle)  # room above and below the middle
        slot = max(32, 2 * half // n)
        bh = max(28, min(round(44 * s), slot * 5 // 6))
        gap = max(4, min(round(10 * s), slot - bh))
        centre = min(w // 2 + round(100 * window), w - m - round(150 * window) - bh)
        minus_x, plus_x = centre - round(150 * window), centre + round(150 * window)
        self.label_rects = []
        y = middle - bh // 2 - (n // 2) * (bh + gap)
        for row in self.rows:
            minus, value, plus = row.buttons
            minus.rect = pygame.Rect(0, 0, bh, bh)
            minus.rect.midtop = (minus_x, y)
            plus.rect = pygame.Rect(0, 0, bh, bh)
            plus.rect.midtop = (plus_x, y)
            left = minus.rect.right + gap
            value.rect = pygame.Rect(left, y, max(bh, plus.rect.left - gap - left), bh)
            label_w = max(bh, min(round(240 * s), minus.rect.left - gap - m))
            self.label_rects.append(pygame.Rect(minus.rect.left - gap - label_w, y, label_w, bh))
            y += bh + gap
        self.back_button.rect = pygame.Rect(0, 0, max(120, round(160 * s)), bh)
        self.back_button.rect.midtop = (w // 2, y)
        self.hint_top = self.back_button.rect.bottom + m
        self.title_top = m
        self.row_h = bh

    def _move(self, dx: int, dy: int) -> None:
        if not dx and not dy:
            return
        for rect in self.label_rects:
            rect.move_ip(dx, dy)
        for b in self.all_buttons():
            b.rect.move_ip(dx, dy)
        self.hint_top += dy
        self.title_top += dy

    def _button_at(self, pos: tuple[int, int] | None) -> Button | None:
        if pos is None:
            return None
        return next((b for b in self.all_buttons() if b.hit(pos)), None)

    def _keep_pointer(self, under: Button | None, old: pygame.Rect | None) -> None:
        """After a new layout, shift it so no other control came under the pointer: ``under``
        (the control it was over, at ``old``) is under it again at the same place within it;
        when it was over none, the rows shift so that it still is over none."""
        pos = self.pointer
        if pos is None:
            return
        px, py = pos
        if under is not None and old is not None:
            new = under.rect
            fx = min(max(px - old.x, 0), old.w - 1)  # the pointer's place within the control
            fy = min(max(py - old.y, 0), old.h - 1)
            self._shift_by(
                px - fx * new.w // max(1, old.w) - new.x, py - fy * new.h // max(1, old.h) - new.y
            )
            return
        landed = self._button_at(pos)
        if landed is None:
            return
        r, margin = landed.rect, max(0, (MIN_HIT - landed.rect.h) // 2)
        for dy in (py + 1 - (r.top - margin), py - (r.bottom + margin)):  # just below, above
            self._shift_by(0, dy)
            if self._button_at(pos) is None:
                return
            self._shift_by(0, -dy)

    def _shift_by(self, dx: int, dy: int) -> None:
        self._shift = (self._shift[0] + dx, self._shift[1] + dy)
        self._move(dx, dy)

    # ------------------------------------------------------------ input
    def all_buttons(self) -> list[Button]:
        return [b for row in self.rows for b in row.buttons] + [self.back_button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.label_rects):
                row_rect = rect.union(self.rows[i].buttons[-1].rect)
                if row_rect.collidepoint(event.pos):
                    self.index = i
        for b in self.all_buttons():
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.label_rects):
                if rect.collidepoint(event.pos):
                    self.index = i
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        n = len(self.rows) + 1
        if key == pygame.K_TAB:
            self.index = (self.index + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % n
            return True
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.index = (self.index + (-1 if key == pygame.K_UP else 1)) % n
            return True
        on_back = self.index >= len(self.rows)
        if (
            not on_back
            and self.rows[self.index].label == "Fullscreen"
            and key in ACTION_KEYS
            and not self.app.presses.press(event, self.app.now)
        ):
            return True  # a held key switches fullscreen once, however the window answers
        if key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS) and not on_back:
            self.rows[self.index].dec()
            return True
        if (
            key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            and not on_back
        ):
            self.rows[self.index].inc()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if on_back:
                self.back()
            else:
                self.rows[self.index].activate()
            return True
        return False

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        surface.fill(theme.TABLE)
        w, _ = surface.get_size()
        s = fonts.scale
        m = max(10, round(16 * s))
        draw_text(
            surface,
            fonts.get(34, bold=True),
            "Settings",
            (w // 2, self.title_top),
            theme.ACCENT,
            "midtop",
        )
        label_font = fonts.get(18, bold=True)
        for i, row in enumerate(self.rows):
            focused = i == self.index
            rect = self.label_rects[i]
            whole = rect.union(row.buttons[-1].rect).inflate(round(16 * s), round(6 * s))
            if focused:
                pygame.draw.rect(surface, theme.TABLE_DARK, whole, border_radius=10)
                pygame.draw.rect(surface, theme.ACCENT, whole, width=2, border_radius=10)
            label = row.label
            while label_font.size(label)[0] > rect.w and len(label) > 3:
                label = label[:-2] + "…"
            draw_text(
                surface,
                label_font,
                label,
                (rect.left, rect.centery),
                theme.ACCENT if focused else theme.TEXT,
                "midleft",
            )
            row.buttons[1].label = row.value()
            for b in row.buttons:
                b.draw(surface, fonts, focused=focused and b is row.buttons[1])
        self.back_button.draw(surface, fonts, focused=self.index >= len(self.rows))
        hint = (
            self.rows[self.index].hint
            if self.index < len(self.rows)
            else "Everything is saved as you change it."
        )
        keys = "Up/Down: choose   Left/Right: change   Enter: toggle   Esc: back"
        small = fonts.get(15)
        y = self.hint_top
        for line in theme.wrap(small, hint, w - 2 * m):
            draw_text(surface, small, line, (w // 2, y), theme.TEXT, "midtop")
            y += small.get_linesize()
        draw_text(surface, fonts.get(14), keys, (w // 2, y + 4), theme.MUTED, "midtop")
