"""What the player at the table can do with the mouse and the keyboard, from the legal actions.

:meth:`Interaction.rebuild` turns the seat's legal actions into drag targets (card -> the
zones it may be dropped on, each with its action), click zones (a place whose click makes an
action) and buttons (actions with no card to move), through the game's adapter.
:meth:`Interaction.handle_event` turns input into those actions: a drag and drop, a click on a
card then on a target, a double-click on a card with one place, a click on a zone or a
button, and the keyboard (Tab/arrows to a card or button, Enter to pick, arrows to a target,
Enter to place; Space for the primary action). It also tracks the pointer for the hover zoom
(right-click pins it).

All of one action's ways in end in the same call, ``host.act(action)``, so drag, click and
keyboard always give the same action. A drop on a place that is not legal asks
``host.refuse(action)`` (the engine says why); a click on a face-up card that cannot be
picked up asks ``host.refuse_pick(sprite)`` (it shakes and the reason is shown). Nothing
here draws; the renderer reads the state kept here (picked card, drag, focus, hint, zoom).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

import pygame

from game.core.model import Action
from ui.table.adapter import TableAdapter
from ui.table.animator import Animator
from ui.table.model import CardSprite, TableLayout
from ui.widgets.button import Button

HOVER_ZOOM_S = 0.3
DRAG_THRESHOLD = 6
DOUBLE_CLICK_S = 0.4
CONFIRM_S = 4.0
"""A destructive button's first click arms it for this long: a second click acts, any other
click or key (or the time running out) puts its words back."""
NAV_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Host(Protocol):
    """What the interaction asks of the table scene."""

    def act(self, action: Action) -> None:
        """The player at the screen does ``action``."""

    def refuse(self, action: Action) -> None:
        """A drop meant ``action`` but it is not legal: say why (nothing changes)."""

    def refuse_pick(self, sprite: CardSprite) -> None:
        """A face-up card that cannot be picked up now was clicked: say why (it shakes)."""

    def refresh(self) -> None:
        """Lay the table out again (after a drop put nothing anywhere)."""

    def invalidate(self) -> None:
        """What is drawn changed (a pick, a glow, the focus)."""


@dataclass
class Drag:
    card: int
    key: str
    offset: tuple[int, int]
    pos: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False


def nav_step(event: pygame.event.Event) -> int:
    """-1 for Left, Up and Shift+Tab; 1 for Right, Down and Tab."""
    back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
        event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
    )
    return -1 if back else 1


class Interaction:
    """Input state of the table: what may be done (from the legal actions) and what the
    player is doing (picked card, drag, keyboard focus, hover)."""

    def __init__(self, adapter: TableAdapter[Any], host: Host, clock: Any) -> None:
        self.adapter = adapter
        self.host = host
        self.clock = clock
        """Has ``now`` (the app's time)."""
        self.legal: list[Action] = []
        self.card_moves: dict[int, list[tuple[str, Action]]] = {}
        self.zone_clicks: dict[str, Action] = {}
        self.action_buttons: list[Button] = []
        self.button_actions: dict[int, Action] = {}
        self.picked: int | None = None
        self.drag: Drag | None = None
        self.focus_index = -1
        self.target_index = -1
        self.hinted: Action | None = None
        self._last_click: tuple[float, int | None] = (0.0, None)
        self.armed: tuple[str, float] | None = None
        """(label, when) of the destructive button clicked once, waiting for the second."""
        self._confirms: dict[str, tuple[Action, str]] = {}
        """Label -> (action, words once armed) of the buttons that ask first."""
        # the pointer and the hover zoom
        self.mouse = (0, 0)
        self.hover_key: str | None = None
        self.hover_since = 0.0
        self.zoom_card: int | None = None
        self.zoom_pinned = False

    # ------------------------------------------------------------ from the legal actions
    def rebuild(
        self,
        legal: Sequence[Action],
        view: Any,
        names: Sequence[str],
        layout: TableLayout,
        extra: Sequence[Button] = (),
    ) -> None:
        """What ``legal`` lets the player do on ``layout``: drags (the first action per place
        wins), zone clicks (the first action of a place is its click) and buttons (actions
        no drag makes that the adapter ``offered``; ``extra``: buttons of the table's own,
        after them)."""
        adapter = self.adapter
        self.legal = list(legal)
        card_moves: dict[int, list[tuple[str, Action]]] = {}
        zone_clicks: dict[str, Action] = {}
        buttons_for: list[Action] = []
        for a in self.legal:
            pairs = adapter.drag_targets(a)
            if not pairs and adapter.offered(a, view):
                buttons_for.append(a)
            zone_id = adapter.click_zone(a)
            if zone_id is not None:
                zone_clicks.setdefault(zone_id, a)
            for card, zone_id in pairs:
                moves = card_moves.setdefault(card, [])
                if all(z != zone_id for z, _ in moves):
                    moves.append((zone_id, a))
        # a drag goes only where the layout has a place (e.g. no quest is chosen yet)
        self.card_moves = {
            card: kept
            for card, moves in card_moves.items()
            if (kept := [(z, a) for z, a in moves if z in layout.zones])
        }
        self.zone_clicks = zone_clicks
        buttons_for.sort(key=lambda a: adapter.button_rank(a, view))
        primary = adapter.primary(self.legal)
        self._confirms = {}
        buttons = []
        for a in buttons_for:
            label = adapter.button_label(a, view, names)
            confirm = adapter.confirm_words(a, view, names)
            if confirm is not None:
                self._confirms[label] = (a, confirm)
            on_click = partial(self.host.act, a) if confirm is None else partial(self.press, label)
            b = Button(label, on_click, accent=a is primary)
            b.enabled = adapter.button_enabled(a, view)
            buttons.append(b)
        if self.armed is not None and self.armed[0] not in self._confirms:
            self.armed = None
        self.button_actions = dict(zip(map(id, buttons), buttons_for, strict=True))
        held = adapter.held_buttons(view, self.legal)
        if held:  # disabled places among the ranked buttons: the others stay put
            ranked = [
                (adapter.button_rank(a, view), b) for a, b in zip(buttons_for, buttons, strict=True)
            ]
            ranked += [(rank, Button(label, _nothing, enabled=False)) for rank, label in held]
            buttons = [b for _, b in sorted(ranked, key=lambda rb: rb[0])]
        self.action_buttons = [*buttons, *extra]
        self._show_armed()
        if self.picked is not None and self.picked not in self.card_moves:
            self.picked = None
        if self.hinted is not None and self.hinted not in self.legal:
            self.hinted = None

    # ------------------------------------------------------------ buttons that ask first
    def press(self, label: str) -> None:
        """The destructive button ``label`` was pressed: the first press arms it (its words
        turn into the adapter's ``confirm_words``), a second within ``CONFIRM_S`` acts."""
        action, _ = self._confirms[label]
        now = self.clock.now
        if self.armed is not None and self.armed[0] == label and now - self.armed[1] < CONFIRM_S:
            self.armed = None
            self._show_armed()
            self.host.act(action)
            return
        self.armed = (label, now)
        self._show_armed()
        self.host.invalidate()

    def disarm(self) -> None:
        """The armed button (if any) goes back to its own words."""
        if self.armed is not None:
            self.armed = None
            self._show_armed()
            self.host.invalidate()

    def _show_armed(self) -> None:
        """Each button that asks first shows its own words, or the confirming ones if armed."""
        armed = self.armed[0] if self.armed is not None else None
        for b in self.action_buttons:
            a = self.button_actions.get(id(b))
            for label, (action, confirm) in self._confirms.items():
                if a is action:
                    b.label = confirm if label == armed else label

    def _armed_button(self) -> Button | None:
        if self.armed is None:
            return None
        action = self._confirms[self.armed[0]][0]
        return next(
            (b for b in self.action_buttons if self.button_actions.get(id(b)) is action), None
        )

    def forget(self) -> None:
        """Nothing the last player saw stays up (the screen changed hands)."""
        self.zoom_card, self.zoom_pinned = None, False
        self.hinted = None
        self.picked = None

    def targets_of(self, card: int | None) -> list[tuple[str, Action]]:
        return self.card_moves.get(card, []) if card is not None else []

    def focusables(self, layout: TableLayout) -> list[tuple[str, Any]]:
        """Keyboard stops in order: the cards that can move (as laid out), then the buttons."""
        items: list[tuple[str, Any]] = []
        seen: set[int] = set()
        for sprite in layout.cards:
            if sprite.card in self.card_moves and sprite.card not in seen:
                seen.add(sprite.card)
                items.append(("card", sprite.card))
        items.extend(("button", b) for b in self.action_buttons)
        return items

    def focused_button(self, layout: TableLayout) -> Button | None:
        items = self.focusables(layout)
        if self.picked is None and 0 <= self.focus_index < len(items):
            kind, item = items[self.focus_index]
            if kind == "button":
                return item
        return None

    def keyed_target(self) -> str | None:
        """The target zone chosen with the arrows for the picked card, if any."""
        targets = self.targets_of(self.picked)
        if self.picked is not None and 0 <= self.target_index < len(targets):
            return targets[self.target_index][0]
        return None

    # ------------------------------------------------------------ picking
    def pick(self, card: int | None) -> None:
        self.picked = card
        self.target_index = -1
        self.host.invalidate()

    def cancel_pick(self) -> None:
        self.drag = None
        self.pick(None)

    def done(self) -> None:
        """An action was made: whatever was held is put down."""
        self.picked = None
        self.drag = None
        self.target_index = -1

    def drop(self, card: int, pos: tuple[int, int], layout: TableLayout, view: Any) -> None:
        """Drop ``card`` at ``pos``: a legal target makes its action; an illegal place asks
        why not (the card slides back)."""
        targets = dict(self.targets_of(card))
        zone = layout.zone_at(pos, set(targets))
        if zone is not None:
            self.host.act(targets[zone.id])
            return
        any_zone = layout.zone_at(
            pos, {z.id for z in layout.zones.values() if z.drop or z.id.startswith("card:")}
        )
        if any_zone is not None:
            action = self.adapter.drop_action(card, any_zone.id, view)
            if action is not None:
                self.host.refuse(action)
        self.drag = None
        self.host.refresh()

    # ------------------------------------------------------------ input
    def handle_event(
        self, event: pygame.event.Event, layout: TableLayout, anim: Animator, view: Any
    ) -> bool:
        """Buttons, the pointer, picking and dropping, and the keys that move a card or
        press a button; True when the event was used."""
        armed = self._armed_button()
        if armed is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            pressing = (
                armed.hit(event.pos)
                if event.type == pygame.MOUSEBUTTONDOWN
                else event.key in ENTER_KEYS and self.focused_button(layout) is armed
            )
            if not pressing:
                self.disarm()  # anything else asked for: the destructive button stands down
        for b in self.action_buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            drag = self.drag
            if drag is not None:
                drag.pos = event.pos
                moved = abs(event.pos[0] - drag.start[0]) + abs(event.pos[1] - drag.start[1])
                if moved > DRAG_THRESHOLD:
                    if not drag.moved:
                        self.host.invalidate()  # lift the card and light its targets
                    drag.moved = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event, layout, anim, view)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event, layout, view)
        if event.type == pygame.KEYDOWN:
            return self._key(event, layout)
        return False

    def _mouse_down(
        self, event: pygame.event.Event, layout: TableLayout, anim: Animator, view: Any
    ) -> bool:
        if event.button == 3:  # right-click pins (or unpins) the zoom of a face-up card
            sprite = layout.card_at(event.pos)
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
            zone = layout.zone_at(event.pos, set(targets))
            if zone is not None:
                self.host.act(targets[zone.id])
                return True
        sprite = layout.card_at(event.pos)
        if self.picked is None and self.zone_clicks:
            zone = layout.zone_at(event.pos, set(self.zone_clicks))
            if zone is not None and (sprite is None or sprite.card not in self.card_moves):
                self.host.act(self.zone_clicks[zone.id])
                return True
        if sprite is not None and sprite.card is not None and sprite.card in self.card_moves:
            rect = anim.current(sprite.key, self.clock.now) or sprite.rect
            self.drag = Drag(
                sprite.card,
                sprite.key,
                (event.pos[0] - rect.x, event.pos[1] - rect.y),
                event.pos,
                event.pos,
            )
            return True
        if self.picked is not None:
            self.drop(self.picked, event.pos, layout, view)
            self.cancel_pick()
        elif sprite is not None and sprite.card is not None and sprite.face_up:
            self.host.refuse_pick(sprite)
        return True

    def _mouse_up(self, event: pygame.event.Event, layout: TableLayout, view: Any) -> bool:
        drag = self.drag
        if drag is None:
            return False
        if drag.moved:
            self.drop(drag.card, event.pos, layout, view)
            self.cancel_pick()
            return True
        self.drag = None
        now = self.clock.now
        last_t, last_card = self._last_click
        self._last_click = (now, drag.card)
        targets = self.targets_of(drag.card)
        if last_card == drag.card and now - last_t < DOUBLE_CLICK_S and len(targets) == 1:
            self.host.act(targets[0][1])  # double-click: the only place it can go
            return True
        self.pick(None if self.picked == drag.card else drag.card)
        return True

    def _key(self, event: pygame.event.Event, layout: TableLayout) -> bool:
        if event.key == pygame.K_SPACE and self.picked is None:
            primary = self.adapter.primary(self.legal)
            if primary is not None:
                self.host.act(primary)
            return True
        if self.picked is not None:  # arrows choose the picked card's target, Enter places
            targets = self.targets_of(self.picked)
            if event.key in NAV_KEYS:
                if targets:
                    self.target_index = (self.target_index + nav_step(event)) % len(targets)
                self.host.invalidate()
                return True
            if event.key in ENTER_KEYS:
                if 0 <= self.target_index < len(targets):
                    self.host.act(targets[self.target_index][1])
                elif len(targets) == 1:
                    self.host.act(targets[0][1])
                return True
            return False
        items = self.focusables(layout)
        if event.key in NAV_KEYS:
            if items:
                step = nav_step(event)
                self.focus_index = (
                    (self.focus_index + step) % len(items)
                    if self.focus_index >= 0
                    else (0 if step > 0 else len(items) - 1)
                )
                self.host.invalidate()
            return True
        if event.key in ENTER_KEYS and 0 <= self.focus_index < len(items):
            kind, item = items[self.focus_index]
            if kind == "card":
                self.pick(item)
            else:
                item.on_click()
            return True
        return False

    # ------------------------------------------------------------ hover
    def update_hover(self, layout: TableLayout, now: float) -> None:
        """The card under the pointer zooms after a short wait (face-up cards only); an
        armed destructive button whose time ran out stands down."""
        if self.armed is not None and now - self.armed[1] >= CONFIRM_S:
            self.disarm()
        sprite = layout.card_at(self.mouse)
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

    def zoom_due(self, now: float) -> float | None:
        """When the hovered card's zoom (or an armed button's standing down) is due (None:
        nothing waits)."""
        due = [self.armed[1] + CONFIRM_S] if self.armed is not None else []
        if self.hover_key is not None and self.zoom_card is None and self.drag is None:
            zoom_at = self.hover_since + HOVER_ZOOM_S
            if zoom_at > now:  # a face-down card never zooms: no frame once it is due
                due.append(zoom_at)
        return min(due, default=None)


def _nothing() -> None:
    """A held button's click (it is disabled: never called)."""
