"""The table-adapter contract: what a game gives the generic table, and a base class that
builds most of it from tables.

The table scene (ui/scenes/table/) knows no game. For the game of the session it asks an
adapter (listed in ui/table/registry.py) everything game-specific, always from the view of
the seat at the screen, never from the state:

- where things go: ``layout(view, me, rect, scale, names) -> TableLayout`` (zones, card and
  dice sprites, labels, panels; ui/table/model.py), and ``viewpoint(view)``, the seat the
  layout is drawn around while nobody holds the screen;
- how a legal action is made: ``drag_targets(action)`` (the (card, zone) pairs a drag or a
  click-click makes it with; empty for a button), ``click_zone(action)`` (a zone whose click
  makes it), ``panel_button(action)`` (whether it also gets a button), and
  ``drop_action(card, zone, view)`` (what a drop meant even when it is illegal, so the
  engine can say why not);
- the table's own controls: ``local_actions(view, legal)`` (actions that change only what
  the table shows before the player acts: a dial set in secret, cards staged to play, or
  a shortcut for several moves), carried out by ``apply_local(action)``;
- words: ``button_label``, ``action_words`` (a hint's sentence), ``primary`` (Space),
  ``hint`` (the panel's instruction), ``status`` (the bar's turn line), ``phases`` and
  ``phase_index`` (the bar's phase chips);
- cards: ``face(card, width)``, ``back(width)``, ``zoom_lines(card)``;
- motion and sound: ``entry_sources(layout, me)`` (where new cards fly in from) and
  ``effects(fx, events)`` (sounds, dice, reveals for one step's events, through ``fx``,
  an :class:`Effects`);
- feedback: ``nearest_action(card, view, seat)`` (what a click on a card that cannot be
  picked up most likely meant, so the engine can say why not) and ``unmovable_words``
  (the sentence when there is no such action), ``hint_reason`` (why a hint's move, in a
  clause), ``happenings(events, actor, seat, names)`` (what one step did to ``seat``, as
  :class:`Happening`: who did it, a sentence, how important; by default from
  ``happened_to(events, seat, names)``'s sentences, credited to the step's actor);
- the log: ``starts_turn(event)`` (its sentence heads a turn or round) and
  ``log_icon(event)`` (a key of ui/icons.py's ``LOG``).

:class:`TableBase` implements everything but ``layout``, ``face``/``back``/``zoom_lines``
from class-level tables, so a new game writes data and a few hooks:

```python
class MyTable(TableBase[MyView]):
    game_id = "my-game"
    phases = ("Bidding", "Scoring")
    phase_of = {"bidding": 0, "scoring": 1}
    buttons = {act.Pass: "Pass", act.Raise: lambda self, a, view, names: f"Raise to {a.amount}"}
    primary_actions = (act.Done,)                 # Space: the first of these that is legal
    card_drops = {act.Play: "table", act.TakeBack: "hand"}  # Play(card=c): drop c on "table"
    sounds = {**KIT_SOUNDS, ev.CardPlayed: SLIDE, ev.TurnBegan: when_mine(YOUR_TURN)}

    def instruction(self, view, seat, names): ...  # what `seat` (who may act) does now
    def layout(self, view, me, rect, scale, names): ...
    def face(self, card, width): ...
```

Tables are looked up by ``isinstance`` (a key may be a tuple of types), in the order written;
a value is a string or a function ``(adapter, action_or_event, ...)``. Hooks to override
when a table is not enough: ``targets``/``drop_action`` (drops that depend on more than the
card), ``click_zone``, ``action_words``, ``instruction``, ``waiting_words``,
``game_over_words``, ``show`` (animations for a step's events), ``viewpoint``,
``nearest_action``, ``unmovable_words``, ``hint_reason``, ``happenings`` (or the plainer
``happened_to``). The log's
tables: ``turn_events`` and ``log_icons``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import pygame

from game.core.auction import AuctionWon, BidRaised
from game.core.model import Action, Event
from game.core.priority import ResponseMade
from game.core.simultaneous import SecretChoicesClosed, SecretChoicesRevealed, SecretChosen
from game.core.state import GAME_OVER
from game.core.view import GameView, TurnContext
from ui.sound import COINS, FLIP, SLIDE
from ui.table.animator import Animator, Flight, RevealGroup
from ui.table.model import TableLayout

V = TypeVar("V")
ViewT = TypeVar("ViewT", contravariant=True)

Types = type | tuple[type, ...]
"""A table key: one type, or several (matched with ``isinstance``)."""
ButtonText = str | Callable[[Any, Any, Any, Sequence[str]], str]
"""A button's label, or ``(adapter, action, view, names) -> label``."""
Sound = str | Callable[[Any, Any, "Effects"], str | Sequence[str] | None]
"""A sound's name, or ``(adapter, event, fx) -> name(s) or None``."""


@dataclass(frozen=True)
class Happening:
    """One thing a step did to a person, for their pop-up (ui/scenes/table/notices.py gathers them,
    at most one pop-up per person per turn of play).

    ``by`` is the seat whose card or move did it (the pop-up's title names it; a happening
    ``by`` the person it is told to is never shown: nobody is told what they just did);
    ``text`` a whole sentence naming who did it ("Ben's Guard Blocked your Thief.");
    ``important``: it cost the person something or changes what they should do (the
    Settings' "important only" shows just these); ``named``: ``text`` names ``by`` itself,
    so a gathered pop-up need not lead it with "Ben's move:"."""

    by: int
    text: str
    important: bool = True
    named: bool = False


class SoundPlayer(Protocol):
    def play(self, name: str) -> None: ...


@dataclass
class Effects:
    """What an adapter may do with a step's events: sounds, dice, reveals (and, later,
    pop-ups and paced bot moves: new effects are new methods here, not new scene hooks).

    ``viewer``: whose screen it is (None: nobody's, public); ``names``: the seats' names;
    ``now``: the app's clock."""

    anim: Animator
    sound: SoundPlayer
    now: float
    viewer: int | None
    names: Sequence[str]
    views: Callable[[], Sequence[Any]] | None = None
    """The view of the seat at the screen after each of the step's events, by the engine's
    own fold (game/core/match.py ``views_after_each``), for a step told in stages; None
    where the step's states are not at hand (the adapter then shows no stages)."""

    def play(self, name: str) -> None:
        self.sound.play(name)

    def roll(
        self,
        values: list[int],
        colors: list[tuple[int, int, int]],
        caption: str,
        sides: int = 6,
        mods: list[list[int]] | None = None,
        labels: list[str] | None = None,
    ) -> None:
        """Dice tumbling to ``values`` (the logged outcome), with a caption once they settle;
        ``sides`` 20 draws d20s, each with its ``mods`` (+N / -N) beside it once landed and
        its ``labels`` entry (whose die) under it."""
        self.anim.roll(values, colors, caption, self.now, sides, mods, labels)

    def reveal(self, groups: list[RevealGroup], caption: str) -> None:
        """Face-down piles turning face up together, held long enough to read."""
        self.anim.reveal(groups, caption, self.now)

    def stage(
        self, view: Any, hold: float, flights: Sequence[Flight] = (), told: int | None = None
    ) -> None:
        """Tell a step in stages: lay ``view`` out (the view of the seat at the screen
        between the step's start and its end: one of ``views``) for ``hold`` seconds
        after the stages queued before it, coins sliding along ``flights`` as it starts;
        the table as it is now comes after the last stage. Nothing can be done meanwhile.
        ``told``: how many of the step's events ``view`` shows: the live table's log then
        gives those events' lines as the picture comes up, not all at once."""
        self.anim.stage(view, hold, self.now, tuple(flights), told)


def when_mine(name: str) -> Callable[[Any, Any, Effects], str | None]:
    """A sound played only when the event's ``seat`` is the seat at the screen (e.g. "your
    turn")."""

    def sound(adapter: Any, event: Any, fx: Effects) -> str | None:
        return name if getattr(event, "seat", None) == fx.viewer and fx.viewer is not None else None

    return sound


KIT_SOUNDS: dict[Types, Sound] = {
    (SecretChosen, SecretChoicesClosed): SLIDE,
    SecretChoicesRevealed: FLIP,
    (BidRaised, AuctionWon): COINS,
    ResponseMade: SLIDE,
}
"""Sounds of the kit's mechanisms' events, for a game's ``sounds`` table to start from."""


class TableAdapter(Protocol[ViewT]):
    """What the table scene asks of a game (see the module docstring). ``TableBase`` gives
    all of it except ``layout``, ``face``, ``back`` and ``zoom_lines``."""

    @property
    def game_id(self) -> str: ...

    @property
    def phases(self) -> Sequence[str]: ...

    def context(self, view: ViewT) -> TurnContext: ...

    def phase_index(self, view: ViewT) -> int: ...

    def viewpoint(self, view: ViewT) -> int: ...

    @property
    def turn_events(self) -> tuple[type[Event], ...]: ...

    def layout(
        self, view: ViewT, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout: ...

    def drag_targets(self, action: Action) -> list[tuple[int, str]]: ...

    def click_zone(self, action: Action) -> str | None: ...

    def offered(self, action: Action, view: ViewT) -> bool: ...

    def button_rank(self, action: Action, view: ViewT) -> int: ...

    def confirm_words(self, action: Action, view: ViewT, names: Sequence[str]) -> str | None: ...

    def button_enabled(self, action: Action, view: ViewT) -> bool: ...

    def held_buttons(self, view: ViewT, legal: Sequence[Action]) -> list[tuple[int, str]]: ...

    def local_actions(self, view: ViewT, legal: Sequence[Action]) -> list[Action]: ...

    def apply_local(self, action: Action, view: ViewT) -> bool | list[Action]: ...

    def drop_action(self, card: int, zone: str, view: ViewT) -> Action | None: ...

    def button_label(self, action: Action, view: ViewT, names: Sequence[str]) -> str: ...

    def action_words(self, action: Action, view: ViewT, names: Sequence[str]) -> str: ...

    def primary(self, actions: Sequence[Action]) -> Action | None: ...

    def hint(self, view: ViewT, seat: int | None, names: Sequence[str]) -> str: ...

    def status(self, view: ViewT, names: Sequence[str]) -> str: ...

    def when(self, view: ViewT) -> str:
        """Where the game stands in its own unit of time ("Round 4", "Dungeon 2, round 6",
        "March", "Turn 17"): the one count the bar, the Load list and the replay viewer show."""
        ...

    def face(self, card: int, width: int) -> pygame.Surface: ...

    def back(self, width: int) -> pygame.Surface: ...

    def zoom_lines(self, card: int) -> list[str]: ...

    def entry_sources(self, layout: TableLayout, me: int) -> dict[str, pygame.Rect]: ...

    def effects(self, fx: Effects, events: Sequence[Event]) -> None: ...

    def nearest_action(self, card: int, view: ViewT, seat: int) -> Action | None: ...

    def unmovable_words(self, card: int, view: ViewT, names: Sequence[str]) -> str: ...

    def waiting_words(self, view: ViewT, names: Sequence[str]) -> str: ...

    def hint_reason(
        self, action: Action, view: ViewT, seat: int, names: Sequence[str]
    ) -> str | None: ...

    def happened_to(
        self, events: Sequence[Event], seat: int, names: Sequence[str]
    ) -> list[str]: ...

    def happenings(
        self, events: Sequence[Event], actor: int, seat: int, names: Sequence[str]
    ) -> list[Happening]: ...

    def starts_turn(self, event: Event) -> bool: ...

    def log_icon(self, event: Event) -> str | None: ...

    @property
    def groups_by_actor(self) -> bool: ...


def lookup(table: Mapping[Types, Any], obj: object) -> Any:
    """The value of the first key ``obj`` is an instance of (None when none is)."""
    hit = table.get(type(obj))
    if hit is not None:
        return hit
    for key, value in table.items():
        if isinstance(obj, key):
            return value
    return None


def listing(names: Sequence[str]) -> str:
    """ "Ana", "Ana and Ben", "Ana, Ben and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


class TableBase(Generic[V]):
    """The adapter contract built from class-level tables (see the module docstring).

    Subclasses set ``game_id``, ``phases`` and the tables, write ``layout``, ``face``,
    ``back``, ``zoom_lines`` and ``instruction``, and override any other hook they need."""

    game_id: ClassVar[str] = ""
    phases: ClassVar[tuple[str, ...]] = ()
    phase_of: ClassVar[Mapping[str, int]] = {}
    """Phase id -> index into ``phases`` (the bar's chip lit); unknown phases light the first."""
    buttons: ClassVar[Mapping[Types, ButtonText]] = {}
    """Action type -> its button's label; unlisted actions say ``action.label()``."""
    primary_actions: ClassVar[tuple[type[Action], ...]] = ()
    """What Space does: the first legal action of the first of these types."""
    card_drops: ClassVar[Mapping[type[Action], str]] = {}
    """Action type with a ``card`` field -> the zone its card is dropped on. Both ways:
    ``targets`` of such an action, and ``drop_action`` on such a zone (the first listed)."""
    sounds: ClassVar[Mapping[Types, Sound]] = {}
    """Event type -> the sound of that event (see :data:`Sound`)."""
    waiting_verbs: ClassVar[Mapping[str, str]] = {}
    """Phase id -> what the seats waited for are doing ("choose", "bid"); else "choose" when
    several seats may act at once, "act" otherwise."""
    turn_events: ClassVar[tuple[type[Event], ...]] = ()
    """Event types that begin a turn (or a round): where the replay's next and previous turn
    land (ui/replay.py), and whose log sentence heads a group in the log (it should name who
    acts, e.g. "Round 2: Ben's turn."). None listed: a turn begins wherever the acting seat
    changes, and the log starts a group headed by the actor's name there."""
    log_icons: ClassVar[Mapping[Types, str]] = {}
    """Event type -> a key of ui/icons.py's ``LOG``: the small picture before its log line."""

    # ------------------------------------------------------------ turn
    def context(self, view: V) -> TurnContext:
        """The engine's turn context of ``view`` (every game's view carries it as ``ctx``)."""
        if isinstance(view, GameView):
            return view.ctx
        raise TypeError(f"{type(view).__name__} is not a GameView: it has no ctx")

    def phase_index(self, view: V) -> int:
        return self.phase_of.get(self.context(view).phase, 0)

    def viewpoint(self, view: V) -> int:
        """The seat the layout is drawn around while nobody holds the screen."""
        return 0

    # ------------------------------------------------------------ actions
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        """Where a drag makes ``action``: from ``card_drops``; None for a button action."""
        zone = self.card_drops.get(type(action))
        card = getattr(action, "card", None)
        return (card, zone) if zone is not None and isinstance(card, int) else None

    def drag_targets(self, action: Action) -> list[tuple[int, str]]:
        """Every (card, zone) pair a drag can make ``action`` with (empty: a button)."""
        t = self.targets(action)
        if t is None:
            return []
        if isinstance(t, tuple):
            return [t]
        return list(t)

    def click_zone(self, action: Action) -> str | None:
        """A zone whose click makes ``action`` (e.g. a quest to choose); None: none."""
        return None

    def offered(self, action: Action, view: V) -> bool:
        """Whether ``action`` (legal, made by no drag) gets a button: all of them by default.
        A game with a choice among many answers (a hand out of 64, a bid out of 20, one
        number of a dial) offers a few and lets the player narrow the rest down on the
        table (a click zone, a selection or a local control that leads to a button)."""
        return True

    def button_rank(self, action: Action, view: V) -> int:
        """Where ``action``'s button goes among the others (lowest first; equal ranks keep
        the legal actions' order, as by default)."""
        return 0

    def confirm_words(self, action: Action, view: V, names: Sequence[str]) -> str | None:
        """A destructive action's button asks first: the words it turns into at the first
        click ("Click again to close Outlet Mall"); a second click within a few seconds
        acts. None (the default): one click acts."""
        return None

    def button_enabled(self, action: Action, view: V) -> bool:
        """False greys ``action``'s button out while keeping its place (a stepper at the
        end of its range), so the buttons around it never move. True by default."""
        return True

    def held_buttons(self, view: V, legal: Sequence[Action]) -> list[tuple[int, str]]:
        """Buttons drawn disabled among the offered ones, as (rank, label), ranked like
        ``button_rank``: the place of a control that is not offered at this moment of a step
        (the Less of a dial at its lowest amount), so the buttons around it keep their
        rectangles while amounts and selections change. None by default."""
        return []

    # ------------------------------------------------------------ the table's own controls
    def local_actions(self, view: V, legal: Sequence[Action]) -> list[Action]:
        """Controls of the table itself, offered beside the engine's ``legal`` actions (as
        drags, click zones or buttons, like them): each changes only what the table shows
        the player at the screen before they act (a dial set in secret, cards staged to
        play), never the game. None by default."""
        return []

    def apply_local(self, action: Action, view: V) -> bool | list[Action]:
        """Handle ``action`` on the table instead of sending it to the engine: True when it
        only changes what the table has selected or shows (one of ``local_actions``, or a
        legal action that selects: the next hand, the amount on a dial; the table is then
        laid out again), a shortcut's engine actions to make in turn (e.g. "sell all five":
        five sales, stopping quietly at the first one refused once one was made), or False
        (the default): the engine makes ``action``."""
        return False

    def drop_action(self, card: int, zone: str, view: V) -> Action | None:
        """The action a drop of ``card`` on ``zone`` would mean, legal or not (so the engine
        can say why not): the first ``card_drops`` entry for ``zone``."""
        for kind, target in self.card_drops.items():
            if target == zone:
                return kind(card=card)  # type: ignore[call-arg]
        return None

    def button_label(self, action: Action, view: V, names: Sequence[str]) -> str:
        text = lookup(self.buttons, action)
        if text is None:
            return action.label()
        return text if isinstance(text, str) else text(self, action, view, names)

    def action_words(self, action: Action, view: V, names: Sequence[str]) -> str:
        """An action as a short instruction (a hint's words); the button's label by default."""
        return self.button_label(action, view, names)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """What Space does (see ``primary_actions``); None when none of them is legal."""
        for kind in self.primary_actions:
            for a in actions:
                if isinstance(a, kind):
                    return a
        return None

    # ------------------------------------------------------------ words
    def hint(self, view: V, seat: int | None, names: Sequence[str]) -> str:
        """The panel's instruction for the player at the screen (``seat``: who may act now,
        None when the screen's player may not): the game over, the seats waited for, a
        choice made that may still change, or the game's own ``instruction``."""
        ctx = self.context(view)
        if ctx.result is not None or ctx.phase == GAME_OVER:
            return self.game_over_words(view, names)
        if seat is None or seat not in ctx.may_act:
            return self.waiting_words(view, names)
        if seat not in ctx.to_act:
            return self.changing_words(view, seat, names)
        return self.instruction(view, seat, names)

    def instruction(self, view: V, seat: int, names: Sequence[str]) -> str:
        """What ``seat`` (waited for now) can do, in one or two sentences."""
        return "Your move: use the buttons or drag a lit card."

    def waiting_words(self, view: V, names: Sequence[str]) -> str:
        """ "Waiting for Ana and Ben to choose." (the seats the engine waits for)."""
        ctx = self.context(view)
        if not ctx.to_act:
            return ""
        verb = self.waiting_verbs.get(ctx.phase) or ("choose" if len(ctx.may_act) > 1 else "act")
        return f"Waiting for {', '.join(names[s] for s in ctx.to_act)} to {verb}."

    def changing_words(self, view: V, seat: int, names: Sequence[str]) -> str:
        """``seat`` has chosen and may change it while the others choose."""
        return (
            f"Your choice is made; you may change it until everyone has chosen. "
            f"{self.waiting_words(view, names)}"
        )

    def game_over_words(self, view: V, names: Sequence[str]) -> str:
        ctx = self.context(view)
        winners = [names[w] for w in ctx.result.winners] if ctx.result else []
        if not winners:
            return "The game is over."
        return f"The game is over: {listing(winners)} win{'s' if len(winners) == 1 else ''}."

    def respond_words(self, view: V, seat: int, names: Sequence[str]) -> tuple[str, list[str]]:
        """Hot seat, a response window: the public question to ``seat``'s player and lines
        under it (what is at stake, who must still answer), from the public ``view``."""
        return f"{names[seat]}: respond or pass?", []

    def when(self, view: V) -> str:
        """The round ("Setting up" before the first); see the protocol."""
        ctx = self.context(view)
        if ctx.phase == GAME_OVER or ctx.result is not None:
            return "Game over"
        return "Setting up" if ctx.round == 0 else f"Round {ctx.round}"

    def status(self, view: V, names: Sequence[str]) -> str:
        """The bar's turn line: the round and who is to act, or "Game over"."""
        when = self.when(view)
        if when == "Game over":
            return when
        acting = ", ".join(names[s] for s in self.context(view).to_act)
        return f"{when}  -  {acting} to act"

    # ------------------------------------------------------------ cards
    def layout(
        self, view: V, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        raise NotImplementedError

    def face(self, card: int, width: int) -> pygame.Surface:
        raise NotImplementedError

    def back(self, width: int) -> pygame.Surface:
        raise NotImplementedError

    def zoom_lines(self, card: int) -> list[str]:
        return []

    def entry_sources(self, layout: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """Zone -> where cards newly shown there come from (e.g. the deck); none by default."""
        return {}

    # ------------------------------------------------------------ effects
    def effects(self, fx: Effects, events: Sequence[Event]) -> None:
        """A step's sounds (from ``sounds``) and animations (``show``)."""
        for e in events:
            sound = lookup(self.sounds, e)
            if sound is None:
                continue
            names = sound if isinstance(sound, str) else sound(self, e, fx)
            if isinstance(names, str):
                fx.play(names)
            elif names:
                for name in names:
                    fx.play(name)
        self.show(fx, events)

    def show(self, fx: Effects, events: Sequence[Event]) -> None:
        """Animations for a step's events (dice, reveals); none by default."""

    # ------------------------------------------------------------ feedback
    def nearest_action(self, card: int, view: V, seat: int) -> Action | None:
        """What picking up ``card`` (which ``seat`` may not move now) most likely meant,
        legal or not, so the engine can say why not: the first ``card_drops`` action by
        default; None when nothing could be meant (then ``unmovable_words`` is said)."""
        for kind in self.card_drops:
            return kind(card=card)  # type: ignore[call-arg]
        return None

    def unmovable_words(self, card: int, view: V, names: Sequence[str]) -> str:
        """Why a card with no ``nearest_action`` cannot be picked up, in one sentence."""
        return "That card cannot be moved: only the lit cards can be picked up now."

    def hint_reason(self, action: Action, view: V, seat: int, names: Sequence[str]) -> str | None:
        """Why the hint suggests ``action``, as a clause for "Hint: <move>: <reason>."
        (what the move gains ``seat``, from the view); None: the bot's own words are used."""
        return None

    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """What one step of another seat did to ``seat`` (an attack on them, something of
        theirs taken or spoiled), as sentences for the pop-up that seat dismisses; only what
        ``seat`` may know. None by default."""
        return []

    def happenings(
        self, events: Sequence[Event], actor: int, seat: int, names: Sequence[str]
    ) -> list[Happening]:
        """What the step ``actor`` made (its ``events``) did to ``seat``, only what ``seat``
        may know: by default ``happened_to``'s sentences, each important and credited to
        ``actor`` (none for the actor's own step). A game where one move sets off other
        seats' cards (Inns & Outcasts: the last card placed turns the whole turn over)
        overrides this and credits each sentence to the seat whose card did it."""
        if actor == seat:
            return []
        return [Happening(actor, text) for text in self.happened_to(events, seat, names)]

    # ------------------------------------------------------------ the log
    def starts_turn(self, event: Event) -> bool:
        """Whether ``event``'s log sentence heads a turn or round (see ``turn_events``)."""
        return isinstance(event, self.turn_events) if self.turn_events else False

    def log_icon(self, event: Event) -> str | None:
        """The ``LOG`` icon key before ``event``'s log line (from ``log_icons``)."""
        found = lookup(self.log_icons, event)
        return found if isinstance(found, str) else None

    @property
    def groups_by_actor(self) -> bool:
        """Whether the log groups lines by actor (a game listing no ``turn_events``)."""
        return not self.turn_events


def as_adapter(table: TableBase[Any]) -> TableAdapter[Any]:
    """``table`` as the contract (mypy checks here that TableBase keeps the contract)."""
    return table
