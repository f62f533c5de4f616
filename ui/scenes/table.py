"""The table: any game's layout, drag-and-drop with legal targets lit, click-click and keyboard
play, undo/redo, bots thinking off the UI thread, animations, the log panel and hints.

Game specifics come from a table adapter (ui/table/registry.py lists them: ui/table/aim.py,
ui/table/tavern_keepers.py). Everything drawn comes from the session's current view, so
hidden cards stay hidden.

What an adapter gives the scene: ``phases`` and ``phase_index(view)``; ``layout(view, me,
rect, scale, names)``; ``targets(action)``: None for a button, or the (card, zone) a drag
makes (or a list of them: one action, several places to drop); ``drop_action`` (what an
illegal drop meant, so the engine can say why not); ``button_label``, ``action_words``,
``primary``, ``hint``; ``face``/``back``/``zoom_lines``; and optionally ``click_zone(action)``
(a zone whose click does a button's action), ``entry_sources(layout, me)`` (where new cards
fly in from) and ``effects(scene, events)`` (sounds, dice, reveals for a step's events).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.core.model import Action
from ui import theme
from ui.scene import Scene
from ui.session import GameSession
from ui.table.animator import Animator, Reveal
from ui.table.model import CardSprite, TableLayout
from ui.table.registry import adapter_for
from ui.widgets.button import Button, draw_text
from ui.widgets.drawing import draw_die, glow, zoom_panel

HOVER_ZOOM_S = 0.3
DRAG_THRESHOLD = 6
MAX_LOG = 300
HINT_COLOR = (120, 230, 255)
SAVE_RETRY_S = 3.0


def drag_targets(adapter: Any, action: Action) -> list[tuple[int, str]]:
    """Every (card, zone) pair a drag can make ``action`` with (empty: a button action)."""
    t = adapter.targets(action)
    if t is None:
        return []
    if isinstance(t, tuple):
        return [t]
    return list(t)


@dataclass
class Drag:
    card: int
    key: str
    offset: tuple[int, int]
    pos: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session: GameSession) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.adapter = adapter_for(session.rules.game_id)
        self.anim = Animator()
        self.layout = TableLayout()
        self.view: Any = None
        self.me = 0
        self.legal: list[Action] = []
        self.card_moves: dict[int, list[tuple[str, Action]]] = {}
        self.zone_clicks: dict[str, Action] = {}
        self.refused: str | None = None
        self.action_buttons: list[Button] = []
        self.button_actions: dict[int, Action] = {}
        self.picked: int | None = None
        self.drag: Drag | None = None
        self.hover_key: str | None = None
        self.hover_since = 0.0
        self.zoom_card: int | None = None
        self.zoom_pinned = False
        self.mouse = (0, 0)
        self.focus_index = -1
        self.target_index = -1
        self.log: list[str] = []
        self.log_scroll = 0
        self._static: pygame.Surface | None = None
        self._dirty = True
        self._board: pygame.Surface | None = None
        self._board_signature: Any = None
        self._bot_wait = 0.0
        self._ended_shown = False
        self._save_retry = 0.0
        self._pass_pending: int | None = None
        self._last_click: tuple[float, int | None] = (0.0, None)
        s = 1.0
        self.undo_button = Button(
            "Undo", self.undo, enabled=self.session.can_undo, tooltip="Ctrl+Z"
        )
        self.redo_button = Button(
            "Redo", self.redo, enabled=self.session.can_redo, tooltip="Ctrl+Y"
        )
        self.menu_button = Button("Menu", self.back, tooltip="Esc")
        self.hint_button = Button("Hint", self.hint, enabled=self._can_hint, tooltip="H")
        self.bar_buttons = [self.hint_button, self.undo_button, self.redo_button, self.menu_button]
        self.hinted: Action | None = None
        self._scale = s
        self._log_for: tuple[int | None, bool] | None = None
        self._rebuild_log()

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.anim.factor = self.app.settings.animation_factor
        self.refresh(animate=False)
        self._hand_over_if_due()  # a new, continued or loaded hot-seat game: the screen first

    def resume(self) -> None:
        self.anim.factor = self.app.settings.animation_factor
        self.refresh(animate=False)

    def exit(self) -> None:
        """Leaving the table: the log is closed; a finished game moves to the replays."""
        self.session.close()
        from ui.session import archive_finished

        problem = archive_finished(self.session, self.app.dirs.replays)
        if problem:
            self.app.notify(problem, bad=True)

    def resize(self, size: tuple[int, int]) -> None:
        self.refresh(animate=False)

    def back(self) -> None:
        """Esc: back to the menu; the game is already saved and can be continued."""
        if self.picked is not None or self.drag is not None:
            self.cancel_pick()
            return
        self.app.scenes.pop()

    # ------------------------------------------------------------ state from the session
    def _rebuild_log(self) -> None:
        """The log told for whoever sits at the screen: when the hot seat changes hands the
        lines are told again for the new viewer (the old ones named the last player's secret
        cards, e.g. "You bid ... face down")."""
        session = self.session
        self._log_for = (session.viewer, bool(session.match.is_over))
        self.log = session.describe(session.match.events()[-400:])[-MAX_LOG:]
        self.log_scroll = 0

    def refresh(self, animate: bool = True) -> None:
        session = self.session
        if (session.viewer, bool(session.match.is_over)) != self._log_for:
            self._rebuild_log()
            # nothing the last player saw stays up: a pinned zoom, a hint, a refusal
            self.zoom_card, self.zoom_pinned = None, False
            self.hinted = None
            self.refused = None
            self.picked = None
        self.view = session.view()
        viewer = session.viewer
        to_act = session.human_to_act()
        self.me = (
            viewer
            if viewer is not None
            else (self.view.active if hasattr(self.view, "active") else 0)
        )
        self.legal = (
            session.match.legal_actions(to_act)
            if to_act is not None and to_act == viewer and session.needs_pass() is None
            else []
        )
        self.card_moves = {}
        self.zone_clicks = {}
        buttons_for: list[Action] = []
        click_zone = getattr(self.adapter, "click_zone", None)
        for a in self.legal:
            pairs = drag_targets(self.adapter, a)
            if not pairs:
                buttons_for.append(a)
            zone_id = click_zone(a) if click_zone is not None else None
            if zone_id is not None:  # the first action of a place is its click
                self.zone_clicks.setdefault(zone_id, a)
            for card, zone_id in pairs:
                moves = self.card_moves.setdefault(card, [])
                if all(z != zone_id for z, _ in moves):  # the first action per place wins
                    moves.append((zone_id, a))
        self.action_buttons = [
            Button(
                self.adapter.button_label(a, self.view, session.seat_names),
                partial(self.act, a),
                accent=a is self.adapter.primary(self.legal),
            )
            for a in buttons_for
        ]
        self.button_actions = dict(zip(map(id, self.action_buttons), buttons_for, strict=True))
        old = self.layout
        self.layout = self.adapter.layout(
            self.view, self.me, self.table_rect(), self.app.fonts.scale, session.seat_names
        )
        # a drag goes only where the layout has a place (e.g. no quest is chosen yet)
        self.card_moves = {
            card: kept
            for card, moves in self.card_moves.items()
            if (kept := [(z, a) for z, a in moves if z in self.layout.zones])
        }
        self._place_chrome()
        sources = {z: r.rect for z, r in old.zones.items()} if old.zones else {}
        sources = self._entry_sources(sources)
        if animate:
            self.anim.retarget(self.layout, self.app.now, sources)
        else:
            self.anim.skip()
            self.anim.retarget(self.layout, self.app.now, {})
        if self.picked is not None and self.picked not in self.card_moves:
            self.picked = None
        if self.hinted is not None and self.hinted not in self.legal:
            self.hinted = None
        self._dirty = True

    def _hand_over_if_due(self) -> bool:
        """Hot seat: when another human must act, release the screen (the table is laid out
        again with public things only) and cover it with the hand-over screen; the next
        player's view is drawn only once they take the screen over there."""
        if self.session.needs_pass() is None:
            return False
        held = self.session.viewer is not None
        seat = self.session.begin_hand_over()
        assert seat is not None
        if held:  # lay the table out again for nobody
            self.refresh(animate=False)
        from ui.scenes.pass_device import PassDeviceScene

        self.app.push(PassDeviceScene(self.app, self.session, seat))
        return True

    def _entry_sources(self, old_zones: dict[str, pygame.Rect]) -> dict[str, pygame.Rect]:
        """Where newly visible cards come from (the adapter knows its decks)."""
        sources = getattr(self.adapter, "entry_sources", None)
        return sources(self.layout, self.me) if sources is not None else {}

    def _place_chrome(self) -> None:
        w, h = self.app.size
        s = self.app.fonts.scale
        bar_h = round(46 * s)
        bw = round(78 * s)
        x = w - 8
        for b in reversed(self.bar_buttons):
            b.rect = pygame.Rect(x - bw, 6, bw, bar_h - 12)
            x -= bw + 6
        panel = self.panel_rect()
        y = panel.top + self._hint_height() + 8
        bh = round(38 * s)
        for b in self.action_buttons:
            b.rect = pygame.Rect(panel.left + 10, y, panel.w - 20, bh)
            y += bh + 6
        self._log_top = y + 6

    def panel_rect(self) -> pygame.Rect:
        """The right-hand panel: hint, buttons and the log."""
        w, h = self.app.size
        s = self.app.fonts.scale
        panel_w = min(max(240, round(w * 0.22)), round(400 * s))
        bar_h = round(46 * s)
        return pygame.Rect(w - panel_w, bar_h, panel_w, h - bar_h)

    def table_rect(self) -> pygame.Rect:
        """Where the game's layout goes: below the bar, left of the panel."""
        panel = self.panel_rect()
        return pygame.Rect(0, panel.top, panel.left, panel.h)

    def _hint_lines(self) -> list[str]:
        font = self.app.fonts.get(15)
        hint = self.adapter.hint(
            self.view, self.session.human_to_act() if self.legal else None, self.session.seat_names
        )
        problem = getattr(self.session, "save_problem", None)
        if problem:  # stays in view while the game lives only in memory
            hint = f"{problem[0].upper()}{problem[1:]}; retrying every few seconds. {hint}"
        return theme.wrap(font, hint, self.panel_rect().w - 24)

    def _refused_lines(self) -> list[str]:
        if not self.refused:
            return []
        return theme.wrap(self.app.fonts.get(14), self.refused, self.panel_rect().w - 24)

    def _hint_height(self) -> int:
        return (
            len(self._hint_lines()) * self.app.fonts.get(15).get_linesize()
            + len(self._refused_lines()) * self.app.fonts.get(14).get_linesize()
            + 12
        )

    # ------------------------------------------------------------ acting
    def act(self, action: Action) -> None:
        """The player at the screen (the viewer) does ``action``; nobody acts while nobody
        holds the screen."""
        seat = self.session.viewer
        if seat is None:
            return
        err = self.session.apply(seat, action)
        self.picked = None
        self.drag = None
        self.target_index = -1
        self.refused = err
        if err is not None:
            self.app.notify(err, bad=True, private=True)
            self.app.sound.play("error")
        self.after_change()

    def _can_hint(self) -> bool:
        return bool(self.legal) and not self.session.hint_worker.busy

    def hint(self) -> None:
        """What would the normal bot do? Shown as a sentence; the card or button is outlined."""
        if self.session.request_hint("normal"):
            self.app.notify("Thinking about a hint...", private=True)

    def _show_hint(self, action: Action, reason: str) -> None:
        words = self.adapter.action_words(action, self.view, self.session.seat_names)
        self.app.notify(f"Hint: {words} ({reason}).", private=True)
        self.hinted = action
        self._dirty = True

    def undo(self) -> None:
        err = self.session.undo()
        if err:
            self.app.notify(err, private=True)
        else:
            self.log.append("You took back your last action.")
        self.refresh()

    def redo(self) -> None:
        err = self.session.redo()
        if err:
            self.app.notify(err, private=True)
        self.after_change()

    def after_change(self) -> None:
        feed = self.session.drain_feed()
        for _, step in feed:
            self.log.extend(self.session.describe(step.events))
            self._effects(step.events)
        self.log = self.log[-MAX_LOG:]
        self.log_scroll = 0
        self.refresh()
        self._tell_save_error()

    def _effects(self, events: Sequence[Any]) -> None:
        """Sounds, dice and reveals for a step's events: the adapter knows its game's."""
        effects = getattr(self.adapter, "effects", None)
        if effects is not None:
            effects(self, events)

    def pick(self, card: int | None) -> None:
        self.picked = card
        self.target_index = -1
        self._dirty = True

    def cancel_pick(self) -> None:
        self.drag = None
        self.pick(None)

    def targets_of(self, card: int | None) -> list[tuple[str, Action]]:
        return self.card_moves.get(card, []) if card is not None else []

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Drop ``card`` at ``pos``: a legal target applies its action; an illegal place shows
        the engine's reason and the card slides back."""
        targets = dict(self.targets_of(card))
        zone = self.layout.zone_at(pos, set(targets))
        if zone is not None:
            self.act(targets[zone.id])
            return
        any_zone = self.layout.zone_at(
            pos, {z.id for z in self.layout.zones.values() if z.drop or z.id.startswith("card:")}
        )
        seat = self.session.viewer
        if any_zone is not None and seat is not None:
            action = self.adapter.drop_action(card, any_zone.id, self.view)
            if action is not None:
                try:
                    self.session.match.decide(seat, action)
                    reason = "That is not possible right now."
                except Exception as exc:  # noqa: BLE001 - IllegalAction carries the sentence
                    reason = str(exc)
                self.refused = reason
                self.app.notify(reason, bad=True, private=True)
                self.app.sound.play("error")
        self.drag = None
        self.refresh()

    # ------------------------------------------------------------ input
    def focusables(self) -> list[tuple[str, Any]]:
        items: list[tuple[str, Any]] = []
        seen: set[int] = set()
        for sprite in self.layout.cards:
            if sprite.card in self.card_moves and sprite.card not in seen:
                seen.add(sprite.card)
                items.append(("card", sprite.card))
        items.extend(("button", b) for b in self.action_buttons)
        return items

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.anim.busy:
            self.anim.skip()
            self._dirty = True
        for b in (*self.bar_buttons, *self.action_buttons):
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                if (
                    abs(event.pos[0] - self.drag.start[0]) + abs(event.pos[1] - self.drag.start[1])
                    > DRAG_THRESHOLD
                ):
                    if not self.drag.moved:
                        self._dirty = True  # lift the card and light its targets
                    self.drag.moved = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event)
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y)
            self._dirty = True
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _mouse_down(self, event: pygame.event.Event) -> bool:
        if event.button == 3:
            sprite = self.layout.card_at(event.pos)
            if sprite is not None and sprite.card is not None and sprite.face_up:
                self.zoom_card = (
                    None if self.zoom_pinned and self.zoom_card == sprite.card else sprite.card
                )
                self.zoom_pinned = self.zoom_card is not None
            else:
                self.zoom_pinned = False
                self.zoom_card = None
            return True
        if event.button != 1:
            return False
        self.zoom_pinned = False
        if self.picked is not None:  # click-then-click: second click on a target
            targets = dict(self.targets_of(self.picked))
            zone = self.layout.zone_at(event.pos, set(targets))
            if zone is not None:
                self.act(targets[zone.id])
                return True
        sprite = self.layout.card_at(event.pos)
        if self.picked is None and self.zone_clicks:
            zone = self.layout.zone_at(event.pos, set(self.zone_clicks))
            if zone is not None and (sprite is None or sprite.card not in self.card_moves):
                self.act(self.zone_clicks[zone.id])
                return True
        if sprite is not None and sprite.card is not None and sprite.card in self.card_moves:
            rect = self.anim.current(sprite.key, self.app.now) or sprite.rect
            self.drag = Drag(
                sprite.card,
                sprite.key,
                (event.pos[0] - rect.x, event.pos[1] - rect.y),
                event.pos,
                event.pos,
            )
            return True
        if self.picked is not None:
            self.drop(self.picked, event.pos)
            self.cancel_pick()
        return True

    def _mouse_up(self, event: pygame.event.Event) -> bool:
        drag = self.drag
        if drag is None:
            return False
        if drag.moved:
            self.drop(drag.card, event.pos)
            self.cancel_pick()
            return True
        self.drag = None
        now = self.app.now
        last_t, last_card = self._last_click
        self._last_click = (now, drag.card)
        targets = self.targets_of(drag.card)
        if last_card == drag.card and now - last_t < 0.4 and len(targets) == 1:
            self.act(targets[0][1])  # double-click: the only place it can go
            return True
        self.pick(None if self.picked == drag.card else drag.card)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.undo()
            return True
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return True
        if event.key == pygame.K_SPACE and self.picked is None:
            primary = self.adapter.primary(self.legal)
            if primary is not None:
                self.act(primary)
            return True
        if self.picked is not None:
            targets = self.targets_of(self.picked)
            if event.key in (
                pygame.K_TAB,
                pygame.K_RIGHT,
                pygame.K_DOWN,
                pygame.K_LEFT,
                pygame.K_UP,
            ):
                step = (
                    -1
                    if event.key in (pygame.K_LEFT, pygame.K_UP)
                    or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                    else 1
                )
                if targets:
                    self.target_index = (self.target_index + step) % len(targets)
                self._dirty = True
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if 0 <= self.target_index < len(targets):
                    self.act(targets[self.target_index][1])
                elif len(targets) == 1:
                    self.act(targets[0][1])
                return True
            return False
        items = self.focusables()
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            if items:
                step = (
                    -1
                    if event.key in (pygame.K_LEFT, pygame.K_UP)
                    or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                    else 1
                )
                self.focus_index = (
                    (self.focus_index + step) % len(items)
                    if self.focus_index >= 0
                    else (0 if step > 0 else len(items) - 1)
                )
                self._dirty = True
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.focus_index < len(items):
            kind, item = items[self.focus_index]
            if kind == "card":
                self.pick(item)
            else:
                item.on_click()
            return True
        if event.key == pygame.K_h:
            self.hint()
            return True
        if event.key == pygame.K_F1:  # this game's rules
            from ui.scenes.rules_help import RulesHelpScene

            self.app.push(RulesHelpScene(self.app, self.session.rules.game_id))
            return True
        return False

    # ------------------------------------------------------------ time
    def background(self, dt: float) -> None:
        """While autosave is failing, try again every few seconds (even under the pass-device
        screen); tell the player once when it starts failing and when it works again."""
        save_problem = getattr(self.session, "save_problem", None)
        if save_problem is not None:
            self._save_retry += dt
            if self._save_retry >= SAVE_RETRY_S:
                self._save_retry = 0.0
                self.session.retry_save()
                self._dirty = True
        self._tell_save_error()

    def _tell_save_error(self) -> None:
        """Show the session's saving news once (red while saving fails)."""
        if self.session.save_error:
            failing = getattr(self.session, "save_problem", None) is not None
            self.app.notify(self.session.save_error, bad=failing)
            self.session.save_error = None
            self._dirty = True

    def update(self, dt: float) -> None:
        now = self.app.now
        err = self.session.poll_bot()
        if err:
            self.app.notify(err, bad=True, private=True)
        hint = self.session.poll_hint()
        if hint is not None:
            self._show_hint(*hint)
        if self.session.feed:
            self.after_change()
        if self.anim.tick(now):
            self._dirty = True
        if self.session.match.is_over:
            if not self._ended_shown and not self.anim.busy:
                self._ended_shown = True
                from ui.scenes.game_over import GameOverScene

                self.app.push(GameOverScene(self.app, self.session))
            return
        if not self.anim.busy and self._hand_over_if_due():
            return
        if self.session.bot_to_act() is not None and not self.session.worker.busy:
            if self.anim.busy:
                return
            self._bot_wait += dt
            if self._bot_wait >= self.app.settings.bot_pause_ms / 1000 * max(
                0.0, min(1.0, self.app.settings.animation_factor or 0.0)
            ):
                self._bot_wait = 0.0
                self.session.start_bot()
        sprite = self.layout.card_at(self.mouse)
        key = sprite.key if sprite is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_since = now
        if not self.zoom_pinned:
            self.zoom_card = (
                sprite.card
                if sprite is not None
                and sprite.face_up
                and sprite.card is not None
                and self.drag is None
                and now - self.hover_since >= HOVER_ZOOM_S
                else None
            )

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self._dirty or self._static is None or self._static.get_size() != surface.get_size():
            self._static = self._draw_static(surface.get_size())
            self._dirty = False
        surface.blit(self._static, (0, 0))
        now = self.app.now
        lifted = self.drag.key if self.drag is not None and self.drag.moved else None
        for sprite in self.layout.cards:
            if self.anim.is_moving(sprite) and sprite.key != lifted:
                self._draw_card(surface, sprite, self.anim.current(sprite.key, now) or sprite.rect)
        focused = self._focused_button()
        for b in (*self.bar_buttons, *self.action_buttons):
            b.draw(surface, self.app.fonts, focused=focused is b)
            if self.hinted is not None and self.button_actions.get(id(b)) == self.hinted:
                glow(surface, b.rect, HINT_COLOR, 3)
        if self.drag is not None and self.drag.moved:
            held = next((s for s in self.layout.cards if s.key == self.drag.key), None)
            if held is not None:
                r = held.rect.copy()
                r.topleft = (
                    self.drag.pos[0] - self.drag.offset[0],
                    self.drag.pos[1] - self.drag.offset[1],
                )
                lifted_rect = r.inflate(r.w // 12, r.h // 12)
                shadow = lifted_rect.move(6, 8)
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
                self._draw_card(surface, held, lifted_rect)
        for tumble in self.anim.tumbles:
            self._draw_tumble(surface, tumble, now)
        reveal = self.anim.current_reveal(now)
        if reveal is not None:
            self._draw_reveal(surface, reveal, now)
        if self.zoom_card is not None:
            face = self.adapter.face(self.zoom_card, round(200 * self.app.fonts.scale))
            zoom_panel(
                surface, self.app.fonts, face, self.adapter.zoom_lines(self.zoom_card), self.mouse
            )

    def _focused_button(self) -> Button | None:
        items = self.focusables()
        if self.picked is None and 0 <= self.focus_index < len(items):
            kind, item = items[self.focus_index]
            if kind == "button":
                return item
        return None

    def _draw_board(self, size: tuple[int, int]) -> pygame.Surface:
        """Cloth, panels and empty slots: redrawn only when their geometry changes."""
        lay = self.layout
        drawn = [z for z in lay.zones.values() if z.style != "none"]
        signature = (
            size,
            self.app.fonts.scale,
            tuple((z.id, tuple(z.rect), z.style, z.label) for z in drawn),
            tuple((tuple(r), c) for r, c in lay.panels),
        )
        if self._board is not None and signature == self._board_signature:
            return self._board
        surf = pygame.Surface(size)
        surf.fill(theme.TABLE)
        for rect, color in lay.panels:
            pygame.draw.rect(surf, color, rect, border_radius=10)
        label_font = self.app.fonts.get(14)
        for zone in drawn:
            if zone.style == "slot":
                pygame.draw.rect(surf, theme.SLOT, zone.rect, border_radius=8)
                pygame.draw.rect(surf, theme.SLOT_EDGE, zone.rect, width=1, border_radius=8)
                if zone.label:
                    img = theme.text_image(label_font, zone.label, theme.SLOT_EDGE)
                    surf.blit(img, img.get_rect(center=zone.rect.center))
            elif zone.style == "area":
                pygame.draw.rect(surf, theme.SLOT_EDGE, zone.rect, width=1, border_radius=8)
                if zone.label:
                    surf.blit(
                        theme.text_image(label_font, zone.label, theme.SLOT_EDGE),
                        (zone.rect.left + 6, zone.rect.top + 3),
                    )
            elif zone.style == "pile":
                pygame.draw.rect(surf, theme.TABLE_DARK, zone.rect, border_radius=8)
        self._board, self._board_signature = surf, signature
        return surf

    def _draw_static(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that is not moving this frame, cached until something changes."""
        surf = self._static
        if surf is None or surf.get_size() != size:
            surf = pygame.Surface(size)
        surf.blit(self._draw_board(size), (0, 0))
        lay = self.layout
        fonts = self.app.fonts
        lifted = self.drag.key if self.drag is not None and self.drag.moved else None
        holding = self.drag.card if lifted is not None and self.drag is not None else self.picked
        targets = {z for z, _ in self.targets_of(holding)}
        keyed_target = None
        if self.picked is not None and 0 <= self.target_index < len(self.targets_of(self.picked)):
            keyed_target = self.targets_of(self.picked)[self.target_index][0]
        for lab in lay.labels:
            draw_text(
                surf, fonts.get(lab.size, bold=lab.bold), lab.text, lab.pos, lab.color, lab.anchor
            )
        for sprite in lay.cards:
            if not self.anim.is_moving(sprite) and sprite.key != lifted:
                self._draw_card(surf, sprite, sprite.rect)
        for die in lay.dice:
            draw_die(surf, die.center, die.size, die.value, die.color, die.pip)
        # legal targets glow; the picked card lifts
        for zid in targets:
            zone = lay.zones.get(zid)
            if zone is not None:
                glow(
                    surf,
                    zone.rect,
                    theme.ACCENT if zid == keyed_target else theme.GLOW,
                    4 if zid == keyed_target else 3,
                )
        if self.picked is not None:
            for sprite in lay.cards:
                if sprite.card == self.picked:
                    glow(surf, sprite.rect, (120, 220, 255), 3)
        else:  # cards you can do something with now get a quiet outline
            for sprite in lay.cards:
                if (
                    sprite.card in self.card_moves
                    and not self.anim.is_moving(sprite)
                    and sprite.key != lifted
                ):
                    pygame.draw.rect(
                        surf, (150, 210, 240), sprite.rect.inflate(4, 4), width=1, border_radius=7
                    )
        for zid in self.zone_clicks:  # places a click acts on (e.g. a quest to choose)
            zone = lay.zones.get(zid)
            if zone is not None:
                glow(surf, zone.rect, theme.GLOW, 2)
        if self.hinted is not None:  # the hint: the card and where it goes, outlined
            for card, zone_id in drag_targets(self.adapter, self.hinted)[:1]:
                for sprite in lay.cards:
                    if sprite.card == card:
                        glow(surf, sprite.rect, HINT_COLOR, 4)
                zone = lay.zones.get(zone_id)
                if zone is not None:
                    glow(surf, zone.rect, HINT_COLOR, 2)
            click_zone = getattr(self.adapter, "click_zone", None)
            hint_zone = click_zone(self.hinted) if click_zone is not None else None
            if hint_zone is not None and hint_zone in lay.zones:
                glow(surf, lay.zones[hint_zone].rect, HINT_COLOR, 4)
        items = self.focusables()
        if self.picked is None and 0 <= self.focus_index < len(items):
            kind, item = items[self.focus_index]
            if kind == "card":
                for sprite in lay.cards:
                    if sprite.card == item:
                        glow(surf, sprite.rect, theme.ACCENT, 3)
        self._draw_bar(surf)
        self._draw_panel(surf)
        return surf

    def _draw_card(self, surf: pygame.Surface, sprite: CardSprite, rect: pygame.Rect) -> None:
        slide = self.anim.slides.get(sprite.key)
        face_up = sprite.face_up and sprite.card is not None
        width = rect.w
        face_w = max(8, sprite.rect.h if sprite.sideways else sprite.rect.w)
        if slide is not None and slide.flip:
            p = slide.progress(self.app.now)
            if p < 0.5:
                img = self.adapter.back(face_w)
                width = max(1, round(rect.w * (1 - 2 * p)))
            else:
                img = self.adapter.face(sprite.card, face_w)
                width = max(1, round(rect.w * (2 * p - 1)))
        else:
            img = self.adapter.face(sprite.card, face_w) if face_up else self.adapter.back(face_w)
        if sprite.sideways:  # turned a quarter: draw upright into the portrait box, then rotate
            if img.get_size() != (rect.h, rect.w):
                img = pygame.transform.smoothscale(img, (rect.h, rect.w))
            img = pygame.transform.rotate(img, 90)
            if width != rect.w:
                img = pygame.transform.scale(img, (max(1, round(width)), rect.h))
        elif img.get_size() != (width, rect.h):
            img = pygame.transform.scale(img, (width, rect.h))
        surf.blit(img, img.get_rect(center=rect.center))
        if sprite.tag:
            f = self.app.fonts.get(14, bold=True)
            tag = theme.text_image(f, sprite.tag, theme.INK)
            box = tag.get_rect(topright=(rect.right - 2, rect.top + rect.h // 6 + 2)).inflate(6, 2)
            pygame.draw.rect(surf, (250, 230, 150), box, border_radius=4)
            surf.blit(tag, tag.get_rect(center=box.center))

    def _draw_tumble(self, surf: pygame.Surface, tumble: Any, now: float) -> None:
        w, h = surf.get_size()
        size = round(64 * self.app.fonts.scale)
        faces = self.anim.tumble_faces(tumble, now)
        n = len(faces)
        box = pygame.Rect(0, 0, max(360, n * (size + 20) + 40), size + 80)
        box.center = (w // 2 - self.panel_rect().w // 2, h // 2)
        pygame.draw.rect(surf, (16, 20, 24), box, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=12)
        x0 = box.centerx - (n * (size + 20) - 20) // 2 + size // 2
        for i, (v, c) in enumerate(zip(faces, tumble.colors, strict=False)):
            pip = (250, 250, 250) if c[0] > 150 and c[1] < 100 else (40, 30, 10)
            draw_die(surf, (x0 + i * (size + 20), box.top + 16 + size // 2), size, v, c, pip)
        if now - tumble.t0 >= tumble.duration:
            draw_text(
                surf,
                self.app.fonts.get(16, bold=True),
                tumble.caption,
                (box.centerx, box.bottom - 30),
                theme.TEXT,
                "midtop",
            )

    def _draw_reveal(self, surf: pygame.Surface, reveal: Reveal, now: float) -> None:
        """Face-down piles turning face up together (a flip: scale x through 0), with who
        they belong to, a note under each (e.g. matching cards) and the outcome below."""
        w, h = surf.get_size()
        s = self.app.fonts.scale
        area = self.table_rect()
        groups = reveal.groups
        title_f = self.app.fonts.get(15, bold=True)
        note_f = self.app.fonts.get(14)
        most = max(1, max(len(g.cards) for g in groups))
        pad = round(14 * s)
        # card width: every group side by side, cards in a group overlapping by a third
        avail = area.w - 2 * pad - (len(groups) + 1) * pad
        per_group = avail / max(1, len(groups))
        cw = int(min(round(90 * s), per_group / (1 + (most - 1) * 0.55), (area.h * 0.42) / 1.4))
        cw = max(24, cw)
        ch = round(cw * 1.4)
        step = round(cw * 0.55)
        widths = [cw + step * (len(g.cards) - 1) if g.cards else cw for g in groups]
        widths = [
            max(wd, title_f.size(g.title)[0] + 8, note_f.size(g.note)[0] + 8)
            for wd, g in zip(widths, groups, strict=True)
        ]
        inner_w = sum(widths) + pad * (len(groups) - 1)
        box = pygame.Rect(0, 0, min(area.w - 8, inner_w + 2 * pad), 0)
        cap_lines = theme.wrap(title_f, reveal.caption, box.w - 2 * pad)
        box.h = (
            pad
            + title_f.get_linesize()
            + 4
            + ch
            + 4
            + note_f.get_linesize()
            + 8
            + len(cap_lines) * title_f.get_linesize()
            + pad
        )
        box.center = area.center
        pygame.draw.rect(surf, (16, 20, 24), box, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=12)
        p = reveal.progress(now)
        x = box.left + pad + max(0, (box.w - 2 * pad - inner_w) // 2)
        top = box.top + pad
        for g, gw in zip(groups, widths, strict=True):
            color = theme.ACCENT if g.won else theme.TEXT
            draw_text(surf, title_f, g.title, (x, top), color)
            y = top + title_f.get_linesize() + 4
            for i, card in enumerate(g.cards):
                r = pygame.Rect(x + i * step, y, cw, ch)
                if g.face_up:
                    img, width = self.adapter.face(card, cw), cw
                elif p < 0.5:
                    img = self.adapter.back(cw)
                    width = max(1, round(cw * (1 - 2 * p)))
                else:
                    img = self.adapter.face(card, cw)
                    width = max(1, round(cw * (2 * p - 1)))
                img = pygame.transform.scale(img, (width, ch))
                surf.blit(img, img.get_rect(center=r.center))
            if not g.cards:
                draw_text(surf, note_f, "(no cards)", (x, y + ch // 2), theme.MUTED, "midleft")
            if g.won and p >= 1.0:
                glow(surf, pygame.Rect(x, y, gw, ch), theme.ACCENT, 3)
            if g.note:
                draw_text(surf, note_f, g.note, (x, y + ch + 4), color)
            x += gw + pad
        y = top + title_f.get_linesize() + 4 + ch + 4 + note_f.get_linesize() + 8
        if p >= 1.0:
            for line in cap_lines:
                draw_text(surf, title_f, line, (box.centerx, y), theme.ACCENT, "midtop")
                y += title_f.get_linesize()

    def _draw_bar(self, surf: pygame.Surface) -> None:
        w, _ = surf.get_size()
        s = self.app.fonts.scale
        bar_h = round(46 * s)
        pygame.draw.rect(surf, theme.PANEL, (0, 0, w, bar_h))
        x = 10
        current = self.adapter.phase_index(self.view)
        font = self.app.fonts.get(14, bold=True)
        for i, name in enumerate(self.adapter.phases):
            img = theme.text_image(font, name, theme.INK if i == current else theme.MUTED)
            box = pygame.Rect(x, 8, img.get_width() + 22, bar_h - 16)
            if i == current:
                pygame.draw.rect(surf, theme.ACCENT, box, border_radius=6)
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=6)
            surf.blit(img, img.get_rect(center=box.center))
            x = box.right + 6
        names = self.session.seat_names
        view = self.view
        if getattr(view, "phase", "") == "game_over":
            turn = "Game over"
        elif getattr(view, "round", 0) == 0:
            acting = ", ".join(names[s] for s in getattr(view, "to_act", []))
            turn = f"Setting up  -  {acting} to act"
        else:
            acting = ", ".join(names[s] for s in getattr(view, "to_act", []))
            turn = f"Round {getattr(view, 'round', 0)}  -  {acting} to act"
        draw_text(
            surf,
            self.app.fonts.get(16, bold=True),
            turn,
            (x + 14, bar_h // 2),
            theme.TEXT,
            "midleft",
        )

    def _draw_panel(self, surf: pygame.Surface) -> None:
        panel = self.panel_rect()
        pygame.draw.rect(surf, theme.PANEL, panel)
        font = self.app.fonts.get(15)
        y = panel.top + 8
        for line in self._hint_lines():
            surf.blit(theme.text_image(font, line, theme.ACCENT), (panel.left + 12, y))
            y += font.get_linesize()
        small_bad = self.app.fonts.get(14)
        for line in self._refused_lines():
            surf.blit(theme.text_image(small_bad, line, theme.BAD), (panel.left + 12, y))
            y += small_bad.get_linesize()
        log_top = getattr(self, "_log_top", y + 60)
        pygame.draw.line(
            surf, theme.PANEL_EDGE, (panel.left + 8, log_top - 4), (panel.right - 8, log_top - 4)
        )
        small = self.app.fonts.get(14)
        lines: list[str] = []
        for entry in self.log:
            lines.extend(theme.wrap(small, entry, panel.w - 24))
        per = max(1, (panel.bottom - log_top - 8) // small.get_linesize())
        end = max(0, len(lines) - self.log_scroll)
        start = max(0, end - per)
        self.log_scroll = max(0, len(lines) - end)
        yy = log_top
        for line in lines[start:end]:
            surf.blit(theme.text_image(small, line, theme.TEXT), (panel.left + 12, yy))
            yy += small.get_linesize()
