"""A game's table drawn from what a seat may see: the part the live table and the replay share.

:class:`ShownTableScene` puts the table's parts together (ui/table/README.md): the game's
adapter lays out the view, the interaction turns the legal actions into targets, the
renderer draws, the log panel holds the sentences. It reads the game through one small
interface, :class:`ShownGame`, and through nothing else: every card drawn comes from
``game.view()`` and every sentence from ``game.log_lines()`` / ``game.describe()``, both
already limited to what ``game.viewer`` may know. So whatever is shown, a live game
(ui/session.py's GameSession, ui/scenes/table/) or a replay (ui/replay.py's
ReplaySession, ui/scenes/replay.py), shows no card its viewer may not see.

Acting, bots, hand-overs and saving belong to the live table (``TableScene``); a shown table
by itself acts on nothing (``act`` and ``refuse`` do nothing: its game's ``legal_now`` is
what offers actions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import pygame
from pydantic import BaseModel

from game.core.model import Action, Event
from ui.scene import Scene
from ui.table.adapter import Effects, TableAdapter
from ui.table.animator import Animator
from ui.table.chrome import Chrome, hint_lines, panel_area, place_chrome
from ui.table.interaction import Interaction
from ui.table.model import CardSprite, TableLayout
from ui.table.registry import adapter_for
from ui.table.render import TableRenderer
from ui.told import Told
from ui.widgets.button import Button
from ui.widgets.log_panel import MAX_LOG, LogLine, LogPanel, log_lines


class ShownGame(Protocol):
    """All a shown table reads of its game (GameSession and ReplaySession implement it).

    ``viewer``: the seat at the screen, the one the table is drawn around (None: no seat's;
    the adapter's ``viewpoint`` then chooses). ``view()`` and the sentences hide what the
    screen may not show; once ``is_over`` nothing is hidden. ``legal_now()``: what the seat
    at the screen may do now (always empty where nobody acts, e.g. a replay)."""

    @property
    def game_id(self) -> str: ...

    @property
    def seat_names(self) -> list[str]: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def view(self) -> BaseModel: ...

    def legal_now(self) -> list[Action]: ...

    def log_lines(self, last: int = 400) -> list[str]:
        """The sentences of the last ``last`` events, as the screen may tell them."""
        ...

    def describe(self, events: Sequence[Event]) -> list[str]:
        """Sentences for ``events``, as the screen may tell them."""
        ...

    def told(self, last: int = 400) -> list[Told]:
        """The last ``last`` events with their steps and actors and the sentences
        :meth:`describe` gives them (the log panel groups them by turn)."""
        ...


G = TypeVar("G", bound=ShownGame)


def _part(part: str, name: str) -> Any:
    """A scene attribute that is ``self.<part>.<name>`` (the parts' state, for tools and
    tests that drive the table)."""

    def get(self: Any) -> Any:
        return getattr(getattr(self, part), name)

    def put(self: Any, value: Any) -> None:
        setattr(getattr(self, part), name, value)

    return property(get, put, doc=f"``self.{part}.{name}``")


class ShownTableScene(Scene, Generic[G]):
    """The table of ``session`` (a :class:`ShownGame`), laid out again by :meth:`refresh`
    whenever what it shows changed, and drawn. Subclasses add the bar's buttons
    (``bar_buttons``) and what moves the game on."""

    opaque = True

    legal = _part("ui", "legal")
    card_moves = _part("ui", "card_moves")
    zone_clicks = _part("ui", "zone_clicks")
    action_buttons = _part("ui", "action_buttons")
    picked = _part("ui", "picked")
    hinted = _part("ui", "hinted")
    focus_index = _part("ui", "focus_index")
    mouse = _part("ui", "mouse")
    zoom_card = _part("ui", "zoom_card")
    zoom_pinned = _part("ui", "zoom_pinned")
    _dirty = _part("render", "dirty")

    def __init__(self, app, session: G) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.adapter: TableAdapter[Any] = adapter_for(session.game_id)
        self.anim = Animator()
        self.layout = TableLayout()
        self.view: Any = None
        self._stage: Any = None
        """The stage of a step told in stages laid out now (None: the game's view)."""
        self.me = 0
        self.refused: str | None = None
        self.ui = Interaction(self.adapter, self, app)
        self.log_panel = LogPanel()
        self.render = TableRenderer(self.adapter, self.anim, self.ui, self.log_panel, app.fonts)
        self.bar_buttons: list[Button] = []
        self.hint_rows = 0
        """Lines kept for the hint however short it is (ui/table/chrome.py place_chrome)."""
        self._rows_for: Any = None
        self._rows_kept = 0
        self._log_for: tuple[int | None, bool] | None = None
        self._rebuild_log()

    # ------------------------------------------------------------ lifecycle
    def resume(self) -> None:
        self.anim.factor = self.app.settings.animation_factor
        self.refresh(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.refresh(animate=False)

    # ------------------------------------------------------------ the parts' state
    @property
    def log(self) -> list[str]:
        """The log's sentences (the log panel's)."""
        return self.log_panel.entries

    @log.setter
    def log(self, entries: list[str]) -> None:
        self.log_panel.replace(entries)

    def focusables(self) -> list[tuple[str, Any]]:
        return self.ui.focusables(self.layout)

    def targets_of(self, card: int | None) -> list[tuple[str, Action]]:
        return self.ui.targets_of(card)

    def pick(self, card: int | None) -> None:
        self.ui.pick(card)

    def cancel_pick(self) -> None:
        self.ui.cancel_pick()

    def invalidate(self) -> None:
        """Something on the static layer changed: redraw it next frame."""
        self.render.dirty = True

    def panel_rect(self) -> pygame.Rect:
        """The right-hand panel: hint, buttons and the log."""
        return panel_area(self.app.size, self.app.fonts)

    def table_rect(self) -> pygame.Rect:
        """Where the game's layout goes: below the bar, left of the panel."""
        panel = self.panel_rect()
        return pygame.Rect(0, panel.top, panel.left, panel.h)

    # ------------------------------------------------------------ acting (the live table's)
    def act(self, action: Action) -> None:
        """Nothing: a shown table offers no action unless its game's ``legal_now`` does, and
        the table that acts (``TableScene``) does it here."""

    def refuse(self, action: Action) -> None:
        """Nothing (see :meth:`act`)."""

    def refuse_pick(self, sprite: CardSprite) -> None:
        """Nothing (see :meth:`act`): the live table says why the card cannot move."""

    # ------------------------------------------------------------ state from the game
    def _rebuild_log(self) -> None:
        """The log told for whoever sits at the screen: when the screen changes hands the
        lines are told again for the new viewer (the old ones named the last player's secret
        cards, e.g. "You bid ... face down")."""
        session = self.session
        self._log_for = (session.viewer, bool(session.is_over))
        self.log_panel.replace(self._log_lines(session.told(400))[-MAX_LOG:])
        self.log_panel.lit_step = None

    def _log_lines(self, told: Sequence[Told], last_actor: int | None = None) -> list[LogLine]:
        """Told events as the log panel's lines (grouped by turn, with icons)."""
        adapter = self.adapter
        return log_lines(
            told,
            self.session.seat_names,
            adapter.starts_turn,
            adapter.log_icon,
            adapter.groups_by_actor,
            last_actor,
        )

    def screen_changed_hands(self) -> None:
        """Another seat (or nobody) holds the screen: nothing the last player saw stays up
        (a pinned zoom, a refusal); the live table also drops its hint."""
        self.ui.forget()
        self.refused = None

    def refresh(self, animate: bool = True) -> None:
        """Lay the table out again from the game's view and the seat's legal actions."""
        session = self.session
        if (session.viewer, bool(session.is_over)) != self._log_for:
            self._rebuild_log()
            self.screen_changed_hands()
        if not animate:
            self.anim.skip()
        self._stage = self.anim.current_stage(self.app.now)
        self.view = session.view() if self._stage is None else self._stage.view
        viewer = session.viewer
        self.me = viewer if viewer is not None else self.adapter.viewpoint(self.view)
        legal = session.legal_now() if self._stage is None else []
        if legal:  # the table's own controls (a dial, cards staged), only while one may act
            legal = [*legal, *self.adapter.local_actions(self.view, legal)]
        self.layout = self.adapter.layout(
            self.view, self.me, self.table_rect(), self.app.fonts.scale, session.seat_names
        )
        self.ui.rebuild(legal, self.view, session.seat_names, self.layout, self._own_buttons(legal))
        self._chrome()  # places the buttons
        if animate:
            sources = self.adapter.entry_sources(self.layout, self.me)
            self.anim.retarget(self.layout, self.app.now, sources)
        else:
            self.anim.retarget(self.layout, self.app.now, {})
        self.invalidate()

    def restage(self) -> None:
        """A step told in stages moved on (the next picture, or the table as it is now):
        lay the table out again; a skipped one goes straight to the end."""
        if self.anim.current_stage(self.app.now) is not self._stage:
            self.refresh(animate=self._stage is not None and bool(self.anim.stages))

    def _own_buttons(self, legal: Sequence[Action]) -> list[Button]:
        """The table's own buttons beside the game's action buttons (none here)."""
        return []

    def _chrome(self) -> Chrome:
        """The bar and the panel now, their buttons placed (at every refresh, and whenever
        the static layer is redrawn)."""
        names = self.session.seat_names
        hint = self._hint_text()
        return place_chrome(
            self.app.fonts,
            self.app.size,
            self.adapter.phases,
            self.adapter.phase_index(self.view),
            self.adapter.status(self.view, names),
            hint,
            self.refused,
            self.bar_buttons,
            self.ui.action_buttons,
            max(self.hint_rows, self._steady_rows(hint)),
        )

    def _steady_rows(self, hint: str) -> int:
        """The hint's lines kept within a step (the same seat, the same kinds of action):
        the most it has run to, so the buttons under it never move up and down while an
        amount or a selection changes the words."""
        kinds = {type(a).__name__ for a in self.ui.legal if type(a).__module__.startswith("game.")}
        key = (self.session.viewer, tuple(sorted(kinds)))  # the engine's, not the table's own
        if key != self._rows_for:
            self._rows_for, self._rows_kept = key, 0
        self._rows_kept = max(self._rows_kept, hint_lines(self.app.fonts, self.app.size, hint))
        return self._rows_kept

    def _hint_text(self) -> str:
        """What to do now (the adapter's words)."""
        seat = self.session.viewer if self.ui.legal else None
        return self.adapter.hint(self.view, seat, self.session.seat_names)

    def _hint_lines(self) -> list[str]:
        """The hint as the panel wraps it."""
        return self._chrome().hint

    def _effects(
        self, events: Sequence[Any], views: Callable[[], Sequence[Any]] | None = None
    ) -> None:
        """Sounds, dice and reveals for a step's events: the adapter knows its game's
        (``views``: the screen's view after each event, for a step told in stages)."""
        fx = Effects(
            self.anim,
            self.app.sound,
            self.app.now,
            self.session.viewer,
            self.session.seat_names,
            views,
        )
        self.adapter.effects(fx, events)

    # ------------------------------------------------------------ drawing
    def buttons(self) -> list[Button]:
        """Every button drawn over the static layer: the bar's and the panel's."""
        return [*self.bar_buttons, *self.ui.action_buttons]

    def draw(self, surface: pygame.Surface) -> None:
        self.render.draw(surface, self.layout, self._chrome, self.app.now, self.buttons())
