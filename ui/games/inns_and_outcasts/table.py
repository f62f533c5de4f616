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
from game.games.inns_and_outcasts.abilities import ChoosePlayer, Effect, Target, Transmute, at_path
from game.games.inns_and_outcasts.asks import (
    BlockIconAsk,
    ChoosePlayerAsk,
    PayOrAsk,
    PickOptionAsk,
    ReturnTokenAsk,
    TargetAsk,
    TransmuteAsk,
    typed_ask,
)
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
    hand_names,
    io_card_back,
    io_card_face,
    io_spec,
    warm_io_faces,
)
from ui.games.inns_and_outcasts.layout import TableUi, auction_options, chosen_card, io_layout
from ui.games.inns_and_outcasts.stages import Beat, tell
from ui.games.inns_and_outcasts.words import choice_label
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
DEFAULT_HAND = "WDWDWD"
"""The hand selected first on the hand-building screen (each inn shown chosen somewhere)."""


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


def hamming(a: str, b: str) -> int:
    return sum(x != y for x, y in zip(a, b, strict=False)) + abs(len(a) - len(b))


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
        self._hands: dict[int | None, str] = {}
        """The hand each viewer is building (by seat)."""
        self._copies: dict[int | None, int] = {}
        """The copy each viewer has selected (by seat), when hands are built copy by copy."""
        self._dial: dict[tuple[Any, ...], int] = {}
        """The amount on the bid dial, per decision."""
        self._aim: dict[tuple[Any, ...], int] = {}
        """The seat a named Target is aimed at, per decision."""
        self._now: tuple[Any, ...] | None = None
        """The decision of the view laid out last (what ``click_zone`` and ``offered`` read)."""
        self._view: IoView | None = None
        self._spot_flips = False
        """The beat laid out last turns cards up (a call): they flip in the spotlight."""
        self._heuristic: IoHeuristic | None = None

    def phase_index(self, view: IoView) -> int:
        return PHASE_INDEX[AUCTION] if view.phase == QUICK_AUCTION else super().phase_index(view)

    # ------------------------------------------------------------ selections
    def decision(self, view: IoView) -> tuple[Any, ...]:
        """What a selection belongs to: the viewer and the choice in front of them."""
        a = view.asked
        auction = view.auction
        return (
            view.viewer,
            view.phase,
            view.turn,
            view.call,
            view.resolving,
            None if a is None else (a.seat, a.kind, a.source, a.path),
            None if auction is None else (auction.high, auction.turn),
        )

    def hand_selection(self, view: IoView) -> str:
        """The hand the viewer is building: what they chose already, else the last
        selection, else ``DEFAULT_HAND``."""
        key = view.viewer
        got = self._hands.get(key)
        if got is None:
            mine = view.choices.mine if view.choices is not None else None
            got = mine if isinstance(mine, str) and len(mine) == 6 else DEFAULT_HAND
            self._hands[key] = got
        return got

    def copies_open(self, view: IoView) -> list[int]:
        """The copies the viewer may take now (public: the cards left on the table at its
        next initiative); empty unless it is choosing copies."""
        me = view.viewer
        if not view.pick_copies or me is None or me >= view.n_seats or me not in view.ctx.may_act:
            return []
        initiative = len(view.players[me].hand or []) + 1
        return [c for c in view.available if self.book(c).initiative == initiative]

    def copy_selection(self, view: IoView) -> int | None:
        """The copy the viewer has selected: the last one clicked, else the one it chose
        already, else the first on the table."""
        copies = self.copies_open(view)
        if not copies:
            return None
        got = self._copies.get(view.viewer)
        if got not in copies:
            mine = view.choices.mine if view.choices is not None else None
            got = mine if isinstance(mine, int) and mine in copies else copies[0]
            self._copies[view.viewer] = got
        return got

    def _copy_neighbours(self, view: IoView) -> tuple[int | None, int | None]:
        """The copies before and after the selected one (for the keyboard's buttons)."""
        copies = self.copies_open(view)
        sel = self.copy_selection(view)
        if sel is None or len(copies) < 2:
            return None, None
        i = copies.index(sel)
        return copies[i - 1], copies[(i + 1) % len(copies)]

    def dial_range(self, view: IoView) -> tuple[int, int] | None:
        """(lowest, highest) bid the viewer may make now; None when they may not bid."""
        me = view.viewer
        if me is None or me >= view.n_seats or me not in view.ctx.to_act:
            return None
        table = view.players[me].table
        if view.phase == QUICK_AUCTION:
            return 0, table
        if view.phase == AUCTION and view.auction is not None:
            low = view.auction.lowest
            return (low, table) if low <= table else None
        return None

    def dial(self, view: IoView) -> int | None:
        span = self.dial_range(view)
        if span is None:
            return None
        key = self.decision(view)
        value = self._dial.get(key, span[0])
        return max(span[0], min(span[1], value))

    def aim(self, view: IoView) -> int | None:
        """The seat a named Target is aimed at (the first one offered, until another is
        picked)."""
        seats = self._aim_seats(view)
        if not seats:
            return None
        got = self._aim.get(self.decision(view), seats[0])
        return got if got in seats else seats[0]

    def _aim_seats(self, view: IoView) -> list[int]:
        """The seats a Target token that names an initiative may be aimed at, when the
        viewer is asked to place one."""
        a = view.asked
        if a is None or view.viewer != a.seat:
            return []
        match typed_ask(a):
            case TargetAsk() as t if t.naming:
                return sorted({c.seat for c in t.choices if c.named})
        return []

    def offered(self, action: Action, view: IoView) -> bool:
        """Buttons for a few of many answers: the hand selected and the hands one swap away;
        the bid on the dial and one less or more; the names for the player aimed at and the
        next player to aim at."""
        match action:
            case act.PlaceCard(card=c):
                return view.viewer is None or c != chosen_card(view, view.viewer)
            case act.ChooseHand(inns=x):
                return hamming(x, self.hand_selection(view)) <= 1
            case act.TakeCopy(card=c):
                return c == self.copy_selection(view) or c in self._copy_neighbours(view)
            case act.Bid(amount=n) | act.SealedBid(amount=n):
                d = self.dial(view)
                return d is None or abs(n - d) <= 1
            case act.PlaceTarget(seat=s, named=n) if n:
                aim = self.aim(view)
                if s == aim:
                    return True
                return s == self._next_aim(view) and n == self._first_named(view, s)
        return True

    def button_rank(self, action: Action, view: IoView) -> int:
        """The hand selected first, then the swaps by initiative; a bid's dial in fixed
        places: Less, Bid, More, then Pass."""
        if isinstance(action, act.ChooseHand):
            now = self.hand_selection(view)
            return next((k + 1 for k in range(6) if action.inns[k] != now[k]), 0)
        if isinstance(action, act.TakeCopy) and action.card != self.copy_selection(view):
            return 1 if action.card == self._copy_neighbours(view)[0] else 2
        if isinstance(action, act.Bid | act.SealedBid):
            d = self.dial(view)
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
        span, d = self.dial_range(view), self.dial(view)
        if span is None or d is None:
            return []
        held = []
        if d <= span[0]:
            held.append((DIAL_RANK["bid"] - 1, "Less"))
        if d >= span[1]:
            held.append((DIAL_RANK["bid"] + 1, "More"))
        return held

    def apply_local(self, action: Action, view: IoView) -> bool | list[Action]:
        """Changes a selection instead of acting: another hand, another amount on the dial,
        another player to aim a named Target at."""
        match action:
            case act.ChooseHand(inns=x) if x != self.hand_selection(view):
                self._hands[view.viewer] = x
                return True
            case act.TakeCopy(card=c) if c != self.copy_selection(view):
                self._copies[view.viewer] = c
                return True
            case act.Bid(amount=n) | act.SealedBid(amount=n) if n != self.dial(view):
                self._dial[self.decision(view)] = n
                return True
            case act.PlaceTarget(seat=s, named=n) if n and s != self.aim(view):
                self._aim[self.decision(view)] = s
                return True
        return False

    def _next_aim(self, view: IoView) -> int | None:
        seats = self._aim_seats(view)
        aim = self.aim(view)
        if aim is None or len(seats) < 2:
            return None
        return seats[(seats.index(aim) + 1) % len(seats)]

    def _first_named(self, view: IoView, seat: int) -> int:
        a = view.asked
        if a is None:
            return 0
        match typed_ask(a):
            case TargetAsk() as t:
                names = t.names_for(seat)
                return names[0] if names else 0
        return 0

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """Space: take the hand selected, make the bid on the dial, or decline a choice one
        may decline."""
        view = self._view
        for a in actions:
            if view is None:
                break
            if isinstance(a, act.ChooseHand) and a.inns == self.hand_selection(view):
                return a
            if isinstance(a, act.TakeCopy) and a.card == self.copy_selection(view):
                return a
            if isinstance(a, act.Bid | act.SealedBid) and a.amount == self.dial(view):
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
                if n and view is not None and s == self.aim(view):
                    return None
                return str(CardZone(s))
            case act.TakeCopy(card=c):
                return str(TakeZone(c))
            case act.ChooseHand(inns=x) if view is not None:
                now = self.hand_selection(view)
                if hamming(x, now) == 1:
                    i = next(k for k in range(6) if x[k] != now[k])
                    return str(PickZone(i + 1, x[i]))
            case act.Bid(amount=n) | act.SealedBid(amount=n) if view is not None:
                d = self.dial(view)
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
    def char(self, card: int | None) -> str:
        return self.book(card).character if card is not None else "card"

    def seat_card(self, view: IoView, seat: int) -> str:
        return self.char(view.players[seat].card)

    def whose(self, view: IoView, seat: int, names: Sequence[str]) -> str:
        return "your" if seat == view.viewer else f"{names[seat]}'s"

    def button_label(self, action: Action, view: IoView, names: Sequence[str]) -> str:
        """Every answer in words (a table would need the view at every entry)."""
        match action:
            case act.TakeCopy(card=c):
                if c == self.copy_selection(view):
                    return f"Take {self.copy_words(c)}"
                before, _ = self._copy_neighbours(view)
                return f"{'Previous' if c == before else 'Next'}: {self.copy_words(c)}"
            case act.ChooseHand(inns=x):
                now = self.hand_selection(view)
                if x == now:
                    return "Take this hand"
                i = next(k for k in range(6) if x[k] != now[k])
                return f"{i + 1}: {hand_names(x)[i]} instead"
            case act.PlaceCard(card=c):
                return f"Place {self.char(c)} face down"
            case act.BlockCard(seat=s):
                return f"Block {names[s]}"
            case act.Skip():
                return skip_words(view)
            case act.PlaceTarget(seat=s, named=n):
                if not n:
                    e = self._asked_effect(view)
                    effects = e.on_reveal if isinstance(e, Target) else ()
                    label = choice_label(effects, "target", names[s], "")
                    return f"Target {names[s]}" + (
                        f": {label[:1].lower()}{label[1:]}" if label else ""
                    )
                if s != self.aim(view):
                    return f"Aim at {names[s]} instead"
                chars = "/".join(self.book.character_at(inn, n) for inn in ("wagon", "dragon"))
                return f"Name {n}: {chars}"
            case act.ChoosePlayerAction(seat=s):
                mine = s == view.viewer
                fallback = f"Choose {'yourself' if mine else names[s]}"
                e = self._asked_effect(view)
                if not isinstance(e, ChoosePlayer):
                    return fallback
                return choice_label(e.effects, "chosen", "you" if mine else names[s], fallback)
            case act.ReturnTokenAction(seat=s, owner=o):
                on = "yours" if s == view.viewer else names[s]
                return f"Send {names[o]}'s token home (on {on})"
            case act.TransmuteAction(amount=n):
                rate = self._rate(view)
                return f"Pour back {n}, gain {n * rate}" if n else "Pour back nothing"
            case act.Pay():
                to = view.asked.source if view.asked else 0
                return f"Pay {names[to]} 1"
            case act.Refuse():
                return "Refuse (both Blocked)"
            case act.Bid(amount=n) | act.SealedBid(amount=n):
                d = self.dial(view)
                secret = " in secret" if isinstance(action, act.SealedBid) else ""
                if d is None or n == d:
                    return f"Bid {n}{secret}"
                return f"{'Less' if n < d else 'More'}: {n}"
            case act.PassBid():
                return "Pass (out of this auction)"
            case act.PickOption(index=i):
                labels = self._option_labels(view)
                return f"{i + 1}. {labels[i]}" if i < len(labels) else f"Option {i + 1}"
        return action.label()

    def _asked_effect(self, view: IoView) -> Effect | None:
        """The effect of the card that asks the viewer now (its printed words)."""
        a = view.asked
        card = view.players[a.source].card if a is not None else None
        if a is None or card is None:
            return None
        try:
            found = at_path(self.book(card).reveal, a.path)
        except (KeyError, IndexError, ValueError, AttributeError):
            return None
        return None if isinstance(found, tuple) else found

    def _rate(self, view: IoView) -> int:
        a = view.asked
        card = view.players[a.source].card if a is not None else None
        if a is None or card is None:
            return 2
        try:
            effect = at_path(self.book(card).reveal, a.path)
        except (KeyError, IndexError, ValueError):
            return 2
        return effect.rate if isinstance(effect, Transmute) else 2

    def _option_labels(self, view: IoView) -> list[str]:
        """The names of the options of the auction being won (Favour, Decree...)."""
        src = view.auction_seat
        card = view.players[src].card if 0 <= src < view.n_seats else None
        if card is None:
            return []
        return [label for label, _ in auction_options(self.book, card, view.auction_path)]

    def action_words(self, action: Action, view: IoView, names: Sequence[str]) -> str:
        if isinstance(action, act.PlaceCard):
            return f"Place your {self.char(action.card)} face down"
        if isinstance(action, act.ChooseHand):
            return f"Take the hand {', '.join(hand_names(action.inns))}"
        if isinstance(action, act.TakeCopy):
            return f"Take {self.copy_words(action.card)}"
        return self.button_label(action, view, names)

    def copy_words(self, card: int) -> str:
        """A copy by its character, race and morality ("Thief (elf, good)")."""
        f = self.book(card)
        race, morality = self.book.race_names[f.race], self.book.morality_names[f.morality]
        return f"{f.character} ({race.lower()}, {morality.lower()})"

    def when(self, view: IoView) -> str:
        """The turn (or the hand building before the first)."""
        if view.ctx.result is not None or view.phase == GAME_OVER:
            return "Game over"
        return "Building hands" if view.phase == HANDS else f"Turn {view.turn}"

    def status(self, view: IoView, names: Sequence[str]) -> str:
        """The bar's line: the turn, the call and who is to act."""
        if view.ctx.result is not None or view.phase == GAME_OVER:
            return "Game over"
        to_act = view.ctx.to_act
        acting = (
            listing([names[s] for s in to_act]) if len(to_act) <= 2 else f"{len(to_act)} players"
        )
        if view.phase == HANDS:
            return f"Building hands  -  {acting} to choose" if acting else "Building hands"
        call = f", call {view.call}" if view.call else ""
        head = f"{names[view.head]} heads the table"
        if not acting:
            return f"Turn {view.turn}{call}  -  {head}"
        return f"Turn {view.turn}{call}  -  {acting} to act"

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

    def instruction(self, view: IoView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, in words."""
        p = view.players[seat]
        if view.phase == HANDS and view.pick_copies:
            return (
                "Choose your hand one initiative at a time: click a card to select it, click it "
                "again (or press Take) to take it. Everyone chooses at once, in secret; if a "
                "player nearer the Head of the Table takes the same card, you choose again."
            )
        if view.phase == HANDS:
            return (
                "Build your hand for the whole game: at each initiative click the Wagon or "
                "the Dragon character (or use the buttons), then press Take this hand. Each "
                "copy's race and morality is dealt at random."
            )
        if view.phase == PLACE:
            down = chosen_card(view, seat)
            if down is not None:
                return (
                    f"Your {self.char(down)} is face down. To change it, drag another card of "
                    "your hand onto your slot before the last player places; then the Head of "
                    "the Table calls 1 to 6 and each card turns up on its number."
                )
            return (
                "Drag a card from your hand onto your card slot (or double-click it) to put "
                "it face down. You may change it until everyone has placed; then the Head of "
                "the Table calls 1 to 6 and each card turns up on its number."
            )
        if view.phase in (AUCTION, QUICK_AUCTION):
            src = view.auction_seat
            what = f"{self.whose(view, src, names)} {self.seat_card(view, src)}"
            if view.phase == QUICK_AUCTION:
                return (
                    f"Quick Auction for {what}: set your secret bid with - and + (0 to "
                    f"{p.table}, the loot on your Table Setting) and press Bid. The highest "
                    "bid wins; a tie goes to the bidder nearest the Head of the Table."
                )
            high = view.auction.high if view.auction else None
            now = f"The bid stands at {high}." if high is not None else "Nobody has bid yet."
            return (
                f"Auction for {what}. {now} Set your bid with - and + and press Bid, or "
                f"Pass (passing is final). You can bid only the loot on your Table Setting "
                f"({p.table})."
            )
        a = view.asked
        if a is None:
            return "Wait for the reveals to go on."
        what = f"{self.whose(view, a.source, names)} {self.seat_card(view, a.source)}"
        what = what[:1].upper() + what[1:]
        match typed_ask(a):
            case BlockIconAsk():
                return (
                    f"Your {self.seat_card(view, seat)} may block one card in Range with its "
                    "Block icon: click that card (it glows) or press its button, or Do not "
                    "block. A Blocked card earns no Loot ability this turn."
                )
            case TargetAsk():
                if self.aim(view) is not None:
                    return (
                        f"{what}: aim your Target token at a face-down card and "
                        f"name its initiative. It is aimed at {names[self.aim(view) or 0]}'s "
                        "card; click another player's card to aim there. Then press the "
                        "number you name: a right guess Blocks that card and pays you 3."
                    )
                return (
                    f"{what}: put your Target token on a face-down card in "
                    "Range: click the card (it glows) or press its button. The token "
                    "resolves when that card turns up."
                )
            case ChoosePlayerAsk():
                return (
                    f"{what}: choose a player: click their card (it glows) or press their button."
                )
            case ReturnTokenAsk():
                return (
                    f"{what}: you may send one waiting Target token home (and "
                    "gain 1): press its button, or Send no token home."
                )
            case TransmuteAsk():
                rate = self._rate(view)
                return (
                    f"{what}: pour loot from your Table Setting back into the "
                    f"Treasure and gain {rate} for each: press how many."
                )
            case PayOrAsk():
                owner = names[a.source]
                return (
                    f"{owner}'s Goblins want 1 loot from your Table Setting: Pay, or Refuse "
                    "(then your card and the Goblins are both Blocked)."
                )
            case PickOptionAsk():
                return f"You won the auction: pick what {what} does."
        return "Choose with the buttons."

    # ------------------------------------------------------------ feedback
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
            copies = self.copies_open(view) if chooser else []
            ui.copies = tuple(copies)
            ui.copy = self.copy_selection(view) if copies else None
            ui.hand = self.hand_selection(view) if chooser and not view.pick_copies else ""
            ui.dial = self.dial(view)
            span = self.dial_range(view)
            ui.dial_range = span if span is not None else (0, 0)
            ui.aim = self.aim(view)
        lay = io_layout(self.book, view, me, main, scale, names, ui)
        warm_io_faces(s.rect.h if s.sideways else s.rect.w for s in lay.cards)
        return lay


def skip_words(view: IoView) -> str:
    """The button that declines the choice asked (by its kind)."""
    if view.asked is None:
        return "Pass"
    match typed_ask(view.asked):
        case BlockIconAsk():
            return "Do not block"
        case ChoosePlayerAsk():
            return "Choose nobody"
        case ReturnTokenAsk():
            return "Send no token home"
    return "Pass"


def character_cards() -> list[int]:
    """The twelve hand-building cards (for tests and the glossary)."""
    return [character_card(inn, i) for inn in ("wagon", "dragon") for i in range(1, 7)]
