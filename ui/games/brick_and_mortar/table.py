"""The Brick & Mortar table: the main board (calendar, point track, turn order, loading
docks, public stores), every player's building with its shelves of crates, the market
cards played face up or down, the bidding dials and the auctions.

The generic table scene (ui/scenes/table/) asks this adapter (the contract is in
ui/table/adapter.py) where everything goes for a view, which card an action picks up and
where it drops, and what the buttons and the panel say. Everything comes from the seat's
view: another seat's money, hands and face-down cards are never in it. The adapter puts
together one part per job:

- ui/games/brick_and_mortar/layout.py (with action.py, dials.py, building.py): where
  everything goes;
- controls.py: the table's own state for the player at the screen (cards staged, the dial
  set, the store picked, the points to sell) and the panel's buttons in fixed places, the
  destructive ones last and asking first;
- drops.py: the drags, clicks and drops (zone ids typed in zones.py);
- words.py: the buttons' words, the hints, the status and the instruction;
- feedback.py: the pop-ups telling a person what another seat's step did to them, why a
  card cannot be picked up, and why a hint's move; motion.py: where new crates slide in
  from.

The log is grouped under the month, each step with who acts
(game/games/brick_and_mortar/describe.py), the auctions and the phases nobody chooses in,
each line with an icon of ui/icons.py's ``LOG``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.auction import AuctionOpened, AuctionUnsold, AuctionWon, BidRaised, DroppedOut
from game.core.events import GameEnded
from game.core.model import Action, Event
from game.core.simultaneous import (
    SecretChoiceOpened,
    SecretChoicesClosed,
    SecretChoicesRevealed,
    SecretChosen,
)
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import (
    ADVERTISEMENT,
    BUILDING,
    DRAFT,
    GAME_OVER,
    INVENTORY,
    INVESTMENT,
    SALE,
    SUPPLY,
    UTILITIES,
)
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.cards import bm_back, bm_face, bm_words, crates_words
from ui.games.brick_and_mortar.controls import (
    BidStep,
    Controls,
    OpenBought,
    PickRow,
    SellCount,
    SellMode,
    SetDial,
    Shortcut,
    Stage,
    Unstage,
    asks_first,
)
from ui.games.brick_and_mortar.drops import Drops
from ui.games.brick_and_mortar.feedback import Public, happened, hint_why, nearest, unmovable
from ui.games.brick_and_mortar.layout import bm_layout
from ui.games.brick_and_mortar.parts import Local
from ui.games.brick_and_mortar.words import Words, plural
from ui.games.brick_and_mortar.zones import CrateKey, DockZone
from ui.sound import COINS, FLIP, SLIDE, WON, YOUR_TURN
from ui.table.adapter import KIT_SOUNDS, Effects, TableBase, when_mine
from ui.table.animator import RevealGroup
from ui.table.model import TableLayout
from ui.table.zones import parse_zone

__all__ = [
    "BidStep",
    "BrickAndMortarTable",
    "OpenBought",
    "PickRow",
    "SellCount",
    "SellMode",
    "SetDial",
    "Shortcut",
    "Stage",
    "Unstage",
]


PHASES = ("Build", "Advertise", "Supply", "Sale", "Inventory", "Utilities", "Invest")
PHASE_INDEX = {
    DRAFT: 0,
    BUILDING: 0,
    ADVERTISEMENT: 1,
    SUPPLY: 2,
    SALE: 3,
    INVESTMENT: 6,
    GAME_OVER: 6,
}
"""The phases a seat decides in (each met in play); Inventory (4) and Utilities (5) run by
themselves, bar a Pawn Shop's choice (see ``phase_index``)."""
QUIET_PHASES = {INVENTORY: 4, UTILITIES: 5}


class BrickAndMortarTable(TableBase[BmView]):
    game_id = "brick-and-mortar"
    phases = PHASES
    phase_of = PHASE_INDEX
    sounds = {
        **KIT_SOUNDS,
        (ev.MarketCardsPlayed, ev.DemandRevealed, ev.StoreFlipped, ev.RowReplaced): FLIP,
        (ev.CardsDrawn, ev.CardsRedrawn, ev.LateCardPlayed): FLIP,
        (ev.CrateAdded, ev.Produced, ev.LeftoversTaken, ev.ItemTransferred): SLIDE,
        (ev.ItemsAged, ev.StoreOpened, ev.StoreClosed, ev.StartingStorePicked): SLIDE,
        (ev.CratesStocked, ev.StoreBought, ev.PointsBought, ev.PointsSold): COINS,
        (ev.ItemDelivered, ev.BonusPaid, ev.SurplusBought, ev.UtilitiesPaid): COINS,
        ev.PointsScored: lambda self, e, fx: WON if e.seat == fx.viewer else None,
        ev.QueueAdvanced: None,  # type: ignore[dict-item]
        (AuctionOpened, BidRaised, AuctionWon): COINS,
        ev.StepBegan: lambda self, e, fx: (
            YOUR_TURN if fx.viewer is not None and e.queue[:1] == [fx.viewer] else None
        ),
        ev.MarkerReached: when_mine(WON),
    }
    turn_events = (
        ev.MonthBegan,
        ev.StepBegan,
        AuctionOpened,
        ev.SupplyAdded,
        ev.DemandRevealed,
        ev.ItemsAged,
    )
    """Log headings: the month, each step with who acts in which order (describe.py), an
    auction, and the parts of the month nobody chooses in (the supply reaching the docks,
    the demand turned up, the goods aging)."""
    log_icons = {
        (ev.MonthBegan, ev.StepBegan, SecretChoiceOpened, ev.SupplyAdded, ev.ItemsAged): "turn",
        (SecretChosen, SecretChoicesClosed): "done",
        (SecretChoicesRevealed, ev.StoreFlipped, ev.DemandSeen, ev.DemandRevealed): "reveal",
        (ev.DraftPassed, ev.RowAdvanced, ev.RowReplaced, ev.CardsRedrawn): "cycle",
        ev.ItemTransferred: "cycle",
        (ev.StartingStorePicked, ev.StoreOpened, ev.MarketCardsPlayed, ev.LateCardPlayed): "play",
        ev.Crafted: "play",
        (AuctionOpened, ev.StoreBought, ev.CratesStocked, ev.PointsBought): "buy",
        ev.SurplusBought: "buy",
        (BidRaised, ev.ItemDelivered, ev.BonusPaid, ev.UtilitiesPaid, ev.PointsSold): "gold",
        ev.Converted: "gold",
        (ev.CardsDrawn, ev.Produced, ev.LeftoversTaken): "draw",
        ev.MarketReshuffled: "shuffle",
        (ev.BuyingPassed, DroppedOut, AuctionUnsold): "pass",
        (AuctionWon, ev.PointsScored, ev.MarkerReached, GameEnded): "win",
        (ev.StoreClosed, ev.SurplusDiscarded, ev.SurplusCleared): "trash",
        (ev.StartingStoresBoxed, ev.StoreReturned, ev.SaleEnded): "discard",
        ev.ExpiredReturned: "take_back",
    }
    waiting_verbs = {
        DRAFT: "keep a store",
        ADVERTISEMENT: "play their market cards",
    }

    def phase_index(self, view: BmView) -> int:
        return QUIET_PHASES.get(view.phase, PHASE_INDEX.get(view.phase, 0))

    def __init__(self) -> None:
        self.cat = catalog()
        self.controls = Controls(self.cat)
        self.drops = Drops(self.controls)
        self.words = Words(self.cat, self.controls)
        self._recent: list[Event] = []
        self._prev: dict[str, pygame.Rect] = {}
        self._prev_for: int | None = None
        self.public: Public | None = None
        """The table's public facts now (from the last view laid out, moved on by each
        step shown): the pop-ups read them as they were before a step."""
        self._told: tuple[Sequence[Event], Public | None] | None = None

    @property
    def me(self) -> int:
        """The seat the last layout was drawn for (local actions and drags are its)."""
        return self.controls.me

    def local(self, view: BmView) -> Local:
        """The viewer's own table state for this step (controls.py)."""
        return self.controls.local(view)

    # ------------------------------------------------------------ the panel's buttons
    def local_actions(self, view: BmView, legal: Sequence[Action]) -> list[Action]:
        return self.controls.local_actions(view, legal)

    def apply_local(self, action: Action, view: BmView) -> bool | list[Action]:
        return self.controls.apply_local(action, view)

    def offered(self, action: Action, view: BmView) -> bool:
        return self.controls.offered(action, view)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        return self.controls.primary(actions)

    def button_rank(self, action: Action, view: BmView) -> int:
        return self.controls.button_rank(action)

    def button_enabled(self, action: Action, view: BmView) -> bool:
        return self.controls.button_enabled(action, view)

    def confirm_words(self, action: Action, view: BmView, names: Sequence[str]) -> str | None:
        """Closing a store, throwing goods out, a store back to the box, dropping out, and
        stopping a sale with items still to sell ask for a second click."""
        legal = self.controls.local(view).legal if self.controls.seat_of(view) is not None else []
        if not asks_first(action, legal):
            return None
        return self.words.confirm_words(action, view, names)

    # ------------------------------------------------------------ drags, clicks, drops
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        return self.drops.targets(action)

    def click_zone(self, action: Action) -> str | None:
        return self.drops.click_zone(action)

    def drop_action(self, card: int, zone: str, view: BmView) -> Action | None:
        return self.drops.drop_action(card, zone, view)

    # ------------------------------------------------------------ words (words.py)
    def button_label(self, action: Action, view: BmView, names: Sequence[str]) -> str:
        got = self.words.button_label(action, view, names)
        return got if got is not None else super().button_label(action, view, names)

    def action_words(self, action: Action, view: BmView, names: Sequence[str]) -> str:
        got = self.words.action_words(action, view, names)
        return got if got is not None else super().action_words(action, view, names)

    def order_cost(self, view: BmView) -> int:
        return self.words.order_cost(view)

    def when(self, view: BmView) -> str:
        return self.words.when(view)

    def status(self, view: BmView, names: Sequence[str]) -> str:
        return self.words.status(view, names)

    def waiting_words(self, view: BmView, names: Sequence[str]) -> str:
        return self.words.waiting_words(view, names)

    def game_over_words(self, view: BmView, names: Sequence[str]) -> str:
        return self.words.game_over_words(view, names)

    def score_words(self, score: int, details: dict[str, int]) -> str:
        return self.words.score_words(score, details)

    def instruction(self, view: BmView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, in words (one or two sentences)."""
        return self.words.instruction(view, seat, names)

    # ------------------------------------------------------------ feedback
    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """What another seat's step did to ``seat`` (ui/games/brick_and_mortar/feedback.py), read against
        the public facts from before the step when this step is the one last shown."""
        told = self._told
        before = told[1] if told is not None and told[0] is events else None
        return happened(self.cat, events, seat, names, before)

    def nearest_action(self, card: int, view: BmView, seat: int) -> Action | None:
        return nearest(self.cat, card, view, seat)

    def unmovable_words(self, card: int, view: BmView, names: Sequence[str]) -> str:
        return unmovable(card, view, names) or super().unmovable_words(card, view, names)

    def hint_reason(
        self, action: Action, view: BmView, seat: int, names: Sequence[str]
    ) -> str | None:
        return hint_why(self.cat, action, view, seat, names)

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return bm_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return bm_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return bm_words(card)

    # ------------------------------------------------------------ motion
    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """Remember what moved (crates slide from where they were), and turn up the cards
        played and the demand."""
        self._recent.extend(events)
        before = self.public
        self._told = (events, before)
        self.public = before.after(events) if before is not None else None
        names = fx.names
        for e in events:
            if isinstance(e, ev.MarketCardsPlayed) and any(e.supply.values()):
                groups = [
                    RevealGroup(f"{names[s]}: supply", list(cards))
                    for s, cards in sorted(e.supply.items())
                    if cards
                ]
                n = sum(len(c) for c in e.demand.values())
                fx.reveal(
                    groups,
                    f"Supply cards turned face up; {plural(n, 'demand card')} stay face down.",
                )
            elif isinstance(e, ev.DemandRevealed) and e.cards:
                fx.reveal(
                    [RevealGroup("Demand", list(e.cards))],
                    f"Demand this month: {crates_words(e.boxes)}.",
                )
            # the sealed dials (SecretChoicesRevealed) turn up on the table itself

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """Where new things on the table come from: crates from the dock they were stocked
        from, from the shelf above (aging), from the store they were sold or moved out of;
        new cards from the deck."""
        from ui.games.brick_and_mortar.motion import crate_sources

        prev = self._prev if self._prev_for == me else {}
        out = crate_sources(lay, prev, self._recent)
        self._recent = []
        kept = (CrateKey, DockZone)
        self._prev = {s.key: s.rect for s in lay.cards if parse_zone(s.key, kept) is not None}
        self._prev_for = me
        return out

    # ------------------------------------------------------------ layout
    def layout(
        self, view: BmView, me: int, rect: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        self.controls.me = me
        self.controls.view = view
        self.public = Public.of(view)
        loc = self.controls.local(view) if view.viewer == me else Local()
        return bm_layout(view, me, rect, scale, names, loc)
