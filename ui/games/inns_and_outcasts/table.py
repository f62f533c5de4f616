"""The Inns & Outcasts table: three to eight seats, the Head of the Table's call, the reveals.

The generic table scene (ui/table/adapter.py is the contract) asks this adapter where
everything goes (ui/games/inns_and_outcasts/layout.py), what each legal action looks like and what a
step's events show. Everything comes from the view of the seat at the screen: another
seat's face-down card is a back, its hand a row of chips (played, known, unknown).

- Building the hand (64 possible hands) is a screen of its own in the middle of the
  table: the viewer *selects* the Wagon or the Dragon character at each initiative
  (``select``: a click on a character, or a button, changes the selection, not the game)
  and takes the hand with one button.
- A card is placed by dropping it on the viewer's card slot (zone ``place``), by a
  click then a click, a double-click or the keyboard.
- Choices during the reveals are buttons, and a click on a seat's card where the choice
  is a seat. An open auction's bid and a Quick Auction's sealed bid are set on a dial
  (- amount +, on the table and as buttons) and made with one button; Pass is final.
- A step that sets the turn going (the last card down, an answer that lets the reveals
  go on) is told in stages (ui/games/inns_and_outcasts/stages.py): the call counts 1 to 6, each card
  turns up on its number, coins slide from the Treasure to Table Settings and on to the
  Hoards, Blocked cards turn a quarter, the played cards come back at the round's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.auction import (
    AuctionOpened,
    AuctionUnsold,
    AuctionWon,
    BidRaised,
    DroppedOut,
)
from game.core.events import GameEnded
from game.core.model import Action, Event
from game.core.simultaneous import SecretChoiceOpened, SecretChoicesRevealed, SecretChosen
from game.core.state import GAME_OVER
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.cards import card_book
from game.games.inns_and_outcasts.heuristics import IoHeuristic
from game.games.inns_and_outcasts.model import (
    AUCTION,
    HANDS,
    PLACE,
    QUICK_AUCTION,
    RESOLVE,
)
from game.games.inns_and_outcasts.view import IoView
from ui.games.inns_and_outcasts import feedback as io_feedback
from ui.games.inns_and_outcasts.cards import (
    character_card,
    io_card_back,
    io_card_face,
    io_spec,
    warm_io_faces,
)
from ui.games.inns_and_outcasts.layout import TableUi, chosen_card, io_layout
from ui.games.inns_and_outcasts.phrases import Phrases
from ui.games.inns_and_outcasts.selection import Selections, hamming
from ui.games.inns_and_outcasts.stages import Beat, tell
from ui.games.inns_and_outcasts.zones import (
    LESS,
    MORE,
    PLACE_ZONE,
    CardZone,
    HandZone,
    PickZone,
    PlaceZone,
    SpotZone,
    TakeZone,
    zone_of,
)
from ui.sound import COINS, FLIP, LOST, SLIDE, YOUR_TURN
from ui.table.adapter import KIT_SOUNDS, Effects, Happening, TableBase, listing, lookup
from ui.table.model import TableLayout
from ui.widgets.face import zoom_words
from ui.widgets.zoom import MIN_FACE_W

PHASES = ("Build hands", "Place cards", "Reveals", "Auction", "The end")
PHASE_INDEX = {HANDS: 0, PLACE: 1, RESOLVE: 2, AUCTION: 3, GAME_OVER: 4}
"""The bar's chip of each phase met in every game (``phase_index`` adds the Quick Auction's,
met only with its option)."""
DIAL_RANK = {"bid": 2, "pass": 4}
"""The panel's places while bidding: Less (1), Bid (2), More (3), Pass (4)."""


def _calls(self: Any, e: ev.InitiativeCalled, fx: Effects) -> str | None:
    return FLIP if e.cards else None


def _asked(self: Any, e: ev.ChoiceAsked, fx: Effects) -> str | None:
    return YOUR_TURN if fx.viewer is not None and e.seat == fx.viewer else None


def _opened(self: Any, e: SecretChoiceOpened, fx: Effects) -> str | None:
    return YOUR_TURN if fx.viewer is not None and fx.viewer in e.seats else None


def _bidding(self: Any, e: AuctionOpened, fx: Effects) -> str | None:
    return YOUR_TURN if fx.viewer is not None and fx.viewer in e.order else None


def _blocked(self: Any, e: ev.CardBlocked, fx: Effects) -> str:
    return LOST if e.seat == fx.viewer else SLIDE


class InnsTable(TableBase[IoView]):
    game_id = "inns-and-outcasts"
    phases = PHASES
    phase_of = PHASE_INDEX
    card_drops = {act.PlaceCard: PLACE_ZONE}
    sounds = {
        **KIT_SOUNDS,
        ev.InitiativeCalled: _calls,
        (
            ev.StartingLootTaken,
            ev.LootGained,
            ev.LootTaken,
            ev.LootSkimmed,
            ev.TributePaid,
            ev.BidPaid,
            ev.LootCollected,
        ): COINS,
        ev.CardBlocked: _blocked,
        (ev.TargetPlaced, ev.RoundEnded): SLIDE,
        ev.ChoiceAsked: _asked,
        SecretChoiceOpened: _opened,
        AuctionOpened: _bidding,
    }
    turn_events = (ev.GameSetUp, ev.TurnStarted)
    """The set-up (and the hands built) and each turn head the log's groups; a turn's
    sentence names its Head of the Table, who calls the initiatives."""
    log_icons = {
        (ev.GameSetUp, ev.TurnStarted, ev.HeadDrawn, ev.HeadPassed, ev.TieAtTop): "turn",
        ev.ChoiceAsked: "turn",
        (ev.HandsDealt, ev.CopiesTaken): "draw",
        (SecretChoiceOpened, SecretChosen): "play",
        (ev.InitiativeCalled, SecretChoicesRevealed): "reveal",
        (ev.TargetPlaced, ev.TokenTriggered): "attack",
        (ev.TokenReturned, ev.CardUnblocked): "take_back",
        ev.CardBlocked: "defend",
        (ev.LootTaken, ev.LootSkimmed): "lose",
        (
            ev.StartingLootTaken,
            ev.LootGained,
            ev.TributePaid,
            ev.LootAbilitiesPaid,
            ev.LootCollected,
            ev.BidPaid,
        ): "gold",
        (ev.LootReturned, ev.TraitChanged, ev.RoundEnded): "cycle",
        (ev.ChoiceSkipped, ev.TributeRefused, DroppedOut, AuctionUnsold): "pass",
        ev.PlayerChosen: "adventurer",
        (ev.AuctionCalled, AuctionOpened, BidRaised): "buy",
        ev.OptionPicked: "quest",
        (AuctionWon, GameEnded): "win",
    }
    waiting_verbs = {
        HANDS: "build their hands",
        PLACE: "place a card",
        AUCTION: "bid",
        QUICK_AUCTION: "bid",
    }

    def __init__(self) -> None:
        self.book = card_book()
        self._beats: dict[int, Beat] = {}
        """The beats being shown, by the id of their view."""
        self.sel = Selections(self.book)
        """What the seats at the screen have selected before acting (selection.py)."""
        self.say = Phrases(self.book, self.sel)
        """The table's words (phrases.py)."""
        self._now: tuple[Any, ...] | None = None
        """The decision of the view laid out last (what ``click_zone`` and ``offered`` read)."""
        self._view: IoView | None = None
        self._spot_flips = False
        """The beat laid out last turns cards up (a call): they flip in the spotlight."""
        self._heuristic: IoHeuristic | None = None

    def phase_index(self, view: IoView) -> int:
        return PHASE_INDEX[AUCTION] if view.phase == QUICK_AUCTION else super().phase_index(view)

    # ------------------------------------------------------------ selections
    def offered(self, action: Action, view: IoView) -> bool:
        """Buttons for a few of many answers: the hand selected and the hands one swap away;
        the bid on the dial and one less or more; the names for the player aimed at and the
        next player to aim at."""
        match action:
            case act.PlaceCard(card=c):
                return view.viewer is None or c != chosen_card(view, view.viewer)
            case act.ChooseHand(inns=x):
                return hamming(x, self.sel.hand_selection(view)) <= 1
            case act.TakeCopy(card=c):
                return c == self.sel.copy_selection(view) or c in self.sel.copy_neighbours(view)
            case act.Bid(amount=n) | act.SealedBid(amount=n):
                d = self.sel.dial(view)
                return d is None or abs(n - d) <= 1
            case act.PlaceTarget(seat=s, named=n) if n:
                aim = self.sel.aim(view)
                if s == aim:
                    return True
                return s == self.sel.next_aim(view) and n == self.sel.first_named(view, s)
        return True

    def button_rank(self, action: Action, view: IoView) -> int:
        """The hand selected first, then the swaps by initiative; a bid's dial in fixed
        places: Less, Bid, More, then Pass."""
        if isinstance(action, act.ChooseHand):
            now = self.sel.hand_selection(view)
            return next((k + 1 for k in range(6) if action.inns[k] != now[k]), 0)
        if isinstance(action, act.TakeCopy) and action.card != self.sel.copy_selection(view):
            return 1 if action.card == self.sel.copy_neighbours(view)[0] else 2
        if isinstance(action, act.Bid | act.SealedBid):
            d = self.sel.dial(view)
            return (
                DIAL_RANK["bid"]
                if d is None
                else DIAL_RANK["bid"] + (action.amount > d) - (action.amount < d)
            )
        if isinstance(action, act.PassBid):
            return DIAL_RANK["pass"]
        return 0

    def held_buttons(self, view: IoView, legal: Sequence[Action]) -> list[tuple[int, str]]:
        """The dial's Less at its lowest amount and More at its highest, disabled: Bid and
        the rest keep their places whatever the amount (the rule: controls stay put)."""
        span, d = self.sel.dial_range(view), self.sel.dial(view)
        if span is None or d is None:
            return []
        held = []
        if d <= span[0]:
            held.append((DIAL_RANK["bid"] - 1, "Less"))
        if d >= span[1]:
            held.append((DIAL_RANK["bid"] + 1, "More"))
        return held

    def apply_local(self, action: Action, view: IoView) -> bool | list[Action]:
        """Changes a selection instead of acting (``Selections.select``)."""
        return self.sel.select(action, view)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """Space: take the hand selected, make the bid on the dial, or decline a choice one
        may decline."""
        view = self._view
        for a in actions:
            if view is None:
                break
            if isinstance(a, act.ChooseHand) and a.inns == self.sel.hand_selection(view):
                return a
            if isinstance(a, act.TakeCopy) and a.card == self.sel.copy_selection(view):
                return a
            if isinstance(a, act.Bid | act.SealedBid) and a.amount == self.sel.dial(view):
                return a
        return next((a for a in actions if isinstance(a, act.Skip)), None)

    # ------------------------------------------------------------ actions and zones
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        """A hand card drops on the card slot; the card already there has nowhere to go."""
        if isinstance(action, act.PlaceCard):
            view = self._view
            viewer = view.viewer if view is not None else None
            if view is not None and viewer is not None and action.card == chosen_card(view, viewer):
                return None
            return (action.card, PLACE_ZONE)
        return super().targets(action)

    def click_zone(self, action: Action) -> str | None:
        """A seat's card chooses it (to block, target, choose, aim at); a character on the
        hand-building screen selects it; the dial's signs move the bid."""
        view = self._view
        match action:
            case act.BlockCard(seat=s) | act.ChoosePlayerAction(seat=s):
                return str(CardZone(s))
            case act.ReturnTokenAction(seat=s):
                return str(CardZone(s))
            case act.PlaceTarget(seat=s, named=n):
                if n and view is not None and s == self.sel.aim(view):
                    return None
                return str(CardZone(s))
            case act.TakeCopy(card=c):
                return str(TakeZone(c))
            case act.ChooseHand(inns=x) if view is not None:
                now = self.sel.hand_selection(view)
                if hamming(x, now) == 1:
                    i = next(k for k in range(6) if x[k] != now[k])
                    return str(PickZone(i + 1, x[i]))
            case act.Bid(amount=n) | act.SealedBid(amount=n) if view is not None:
                d = self.sel.dial(view)
                if d is not None and n == d - 1:
                    return LESS
                if d is not None and n == d + 1:
                    return MORE
        return None

    def drop_action(self, card: int, zone: str, view: IoView) -> Action | None:
        match zone_of(zone):
            case PlaceZone() | CardZone():
                return act.PlaceCard(card=card)
        return None

    # ------------------------------------------------------------ words
    # ------------------------------------------------------------ words (phrases.py)
    def button_label(self, action: Action, view: IoView, names: Sequence[str]) -> str:
        return self.say.button_label(action, view, names)

    def action_words(self, action: Action, view: IoView, names: Sequence[str]) -> str:
        return self.say.action_words(action, view, names)

    def when(self, view: IoView) -> str:
        return self.say.when(view)

    def status(self, view: IoView, names: Sequence[str]) -> str:
        return self.say.status(view, names)

    def instruction(self, view: IoView, seat: int, names: Sequence[str]) -> str:
        return self.say.instruction(view, seat, names)

    def waiting_words(self, view: IoView, names: Sequence[str]) -> str:
        beat = self._beats.get(id(view))
        if beat is not None and beat.view is view:
            return beat.caption
        return super().waiting_words(view, names)

    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: the Hoard (the score is the Hoard)."""
        return f"a Hoard of {details.get('hoard', score)} loot"

    def game_over_words(self, view: IoView, names: Sequence[str]) -> str:
        result = view.ctx.result
        if result is None:
            return "The game is over."
        winners = [names[w] for w in result.winners]
        top = result.scores.get(result.winners[0], 0) if result.winners else 0
        verb = "wins" if len(winners) == 1 else "win"
        return f"The game is over: {listing(winners)} {verb} with a Hoard of {top}."

    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """The sentences of ``happenings``."""
        return io_feedback.happened_to(self.book, events, seat, names)

    def happenings(
        self, events: Sequence[Event], actor: int, seat: int, names: Sequence[str]
    ) -> list[Happening]:
        """What other seats' cards and moves did to ``seat`` in one step, whoever made the
        step (the last card placed turns the whole turn over, so the mover hears what
        others' cards did to it), each credited to the seat whose card or move did it
        (ui/games/inns_and_outcasts/feedback.py)."""
        return io_feedback.happenings(self.book, events, seat, names)

    def hint_reason(
        self, action: Action, view: IoView, seat: int, names: Sequence[str]
    ) -> str | None:
        """The loot the hinted move is worth as the table stands (ui/games/inns_and_outcasts/feedback.py)."""
        if self._heuristic is None:
            self._heuristic = IoHeuristic(self.book)
        return io_feedback.hint_reason(self.book, self._heuristic, action, view, seat, names)

    def nearest_action(self, card: int, view: IoView, seat: int) -> Action | None:
        """A hand card: placing it; another seat's card: the answer asked of you that would
        pick its seat; the card already in your slot, a character, a played card: none."""
        return io_feedback.nearest_action(view, card, seat)

    def unmovable_words(self, card: int, view: IoView, names: Sequence[str]) -> str:
        said = io_feedback.unmovable_words(self.book, view, card, names)
        return said if said is not None else super().unmovable_words(card, view, names)

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return io_card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return io_card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return zoom_words(io_spec(card), MIN_FACE_W)

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """A card turning up flips where it lies; cards dealt into the hand come from the
        middle of the table."""
        out: dict[str, pygame.Rect] = {}
        for zone_id, zone in lay.zones.items():
            match zone_of(zone_id):
                case CardZone():
                    out[zone_id] = zone.rect
                case SpotZone() if self._spot_flips:  # turning up now: in the spotlight too
                    out[zone_id] = zone.rect
        centre = lay.regions.get("centre")
        if centre is not None:
            for i in range(1, 7):
                out[str(HandZone(i))] = pygame.Rect(centre.center, (1, 1))
        return out

    # ------------------------------------------------------------ effects
    def effects(self, fx: Effects, events: Sequence[Event]) -> None:
        """A step's sounds, each played once however many events make it, then its stages."""
        played: set[str] = set()
        for e in events:
            sound = lookup(self.sounds, e)
            if sound is None:
                continue
            got = sound if isinstance(sound, str) else sound(self, e, fx)
            for name in [got] if isinstance(got, str) else list(got or ()):
                if name not in played:
                    played.add(name)
                    fx.play(name)
        self.show(fx, events)

    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """The step told in stages: its pictures are the views of the seat at the screen
        after each event, by the engine's own fold (``fx.views``); none without them."""
        if fx.views is None or not events:
            return
        views = [v for v in fx.views() if isinstance(v, IoView)]
        if len(views) != len(events):
            return
        for beat in tell(views, events, fx.viewer, fx.names, self.book):
            self._beats[id(beat.view)] = beat
            fx.stage(beat.view, beat.hold, beat.flights, beat.told)

    # ------------------------------------------------------------ layout
    def layout(
        self, view: IoView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """Everything inside ``main`` for the seat ``me`` (ui/games/inns_and_outcasts/layout.py); the
        faces are drawn ahead at the widths used."""
        beat = self._beats.get(id(view))
        staged = beat is not None and beat.view is view
        if not staged:
            self._beats = {}
        self._view = view
        self._spot_flips = staged and beat is not None and beat.caption.startswith("Call")
        ui = TableUi(
            caption=beat.caption if beat is not None and staged else "",
            focus=beat.focus if beat is not None and staged else (),
            staged=staged,
        )
        if not staged:
            chooser = (
                view.phase == HANDS
                and view.viewer == me
                and me in view.ctx.may_act
                and view.viewer is not None
            )
            copies = self.sel.copies_open(view) if chooser else []
            ui.copies = tuple(copies)
            ui.copy = self.sel.copy_selection(view) if copies else None
            ui.hand = self.sel.hand_selection(view) if chooser and not view.pick_copies else ""
            ui.dial = self.sel.dial(view)
            span = self.sel.dial_range(view)
            ui.dial_range = span if span is not None else (0, 0)
            ui.aim = self.sel.aim(view)
        lay = io_layout(self.book, view, me, main, scale, names, ui)
        warm_io_faces(s.rect.h if s.sideways else s.rect.w for s in lay.cards)
        return lay


def character_cards() -> list[int]:
    """The twelve hand-building cards (for tests and the glossary)."""
    return [character_card(inn, i) for inn in ("wagon", "dragon") for i in range(1, 7)]
