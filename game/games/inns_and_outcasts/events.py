"""Inns & Outcasts events: the facts the rules derive, every chance outcome written in.

``BARRIER_EVENTS`` record chance (the Head of the Table drawn, the copies dealt) or turn
hidden cards face up (an initiative called); with the kit's closing of the secret choices
they are the undo barriers. ``HandsDealt`` holds every hand: views and sentences show a
seat only its own.
"""

from __future__ import annotations

from typing import Literal

from game.core.auction import AUCTION_EVENTS
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event, Strict, union_of
from game.core.simultaneous import SECRET_EVENTS
from game.games.inns_and_outcasts.model import AskKind


class FrameData(Strict):
    """A frame of the interpreter's stack as an event carries it (model.Frame)."""

    seat: int
    path: str
    index: int = 0
    kind: str = "list"
    target: int | None = None
    chosen: int | None = None
    winner: int | None = None
    named: int = 0
    pending: list[int] = []


class GameSetUp(Event):
    """The table: ``n_seats`` mats and Target tokens, the options in force and the Hoard
    that ends the game."""

    kind: Literal["game_set_up"] = "game_set_up"
    n_seats: int
    own_card_in_range: bool = False
    round_length: int = 5
    target: int
    quick_auction: bool = False
    pick_copies: bool = False
    """Players choose their copies (the printed rule); False: the Dealt copies variant."""


class HeadDrawn(Event):
    """The Target token drawn at random: ``seat`` is the first Head of the Table."""

    kind: Literal["head_drawn"] = "head_drawn"
    seat: int


class HandsDealt(Event):
    """Each seat's hand of six (by initiative): the copies of the characters it chose,
    dealt at random. Only a hand's own seat may read it."""

    kind: Literal["hands_dealt"] = "hands_dealt"
    hands: dict[int, list[int]]


class CopiesTaken(Event):
    """Every choice at ``initiative`` settled: ``cards`` gives each seat that got its copy
    (only that seat may read its card); ``taken`` lists those copies (sorted: the cards
    left on the table show which went, not to whom). A seat missing from ``cards`` chose a
    copy a seat nearer the Head of the Table also chose, and chooses again."""

    kind: Literal["copies_taken"] = "copies_taken"
    initiative: int
    cards: dict[int, int]
    taken: list[int]


class TurnStarted(Event):
    kind: Literal["turn_started"] = "turn_started"
    turn: int
    round: int
    turn_in_round: int
    head: int


class InitiativeCalled(Event):
    """The Head of the Table calls ``initiative``; ``cards`` (seat -> card) turn face up."""

    kind: Literal["initiative_called"] = "initiative_called"
    initiative: int
    cards: dict[int, int] = {}


class CardResolving(Event):
    """``seat``'s card starts resolving; its Starting Loot waits to be collected."""

    kind: Literal["card_resolving"] = "card_resolving"
    seat: int
    starting_loot: int


class TokenTriggered(Event):
    """``owner``'s Target token on ``seat``'s Table Setting resolves."""

    kind: Literal["token_triggered"] = "token_triggered"
    seat: int
    owner: int


class StartingLootTaken(Event):
    kind: Literal["starting_loot_taken"] = "starting_loot_taken"
    seat: int
    amount: int


class ChoiceAsked(Event):
    """``seat`` must answer a ``kind`` choice of ``source``'s card (effect ``path``);
    ``options`` are the answers' fields; ``stack`` is where the resolution goes on."""

    kind: Literal["choice_asked"] = "choice_asked"
    seat: int
    choice: AskKind
    source: int
    path: str
    options: list[list[int]]
    optional: bool = False
    stack: list[FrameData]


class ChoiceSkipped(Event):
    kind: Literal["choice_skipped"] = "choice_skipped"
    seat: int


class CardBlocked(Event):
    """``seat``'s card is Blocked by ``by`` (``how``: "chart" for a Block icon)."""

    kind: Literal["card_blocked"] = "card_blocked"
    seat: int
    by: int
    how: Literal["chart", "ability"] = "ability"


class CardUnblocked(Event):
    kind: Literal["card_unblocked"] = "card_unblocked"
    seat: int
    by: int


class TargetPlaced(Event):
    """``owner`` put its Target token on ``seat``'s face-down card (``named``: 0 or the
    initiative named)."""

    kind: Literal["target_placed"] = "target_placed"
    owner: int
    seat: int
    path: str
    named: int = 0


class PlayerChosen(Event):
    kind: Literal["player_chosen"] = "player_chosen"
    chooser: int
    seat: int


class TokenReturned(Event):
    """``owner``'s token on ``seat``'s Table Setting went home unresolved."""

    kind: Literal["token_returned"] = "token_returned"
    seat: int
    owner: int
    by: int


class LootGained(Event):
    """``seat`` gains ``amount`` from the Treasure onto its Table Setting (``by``'s card)."""

    kind: Literal["loot_gained"] = "loot_gained"
    seat: int
    amount: int
    by: int


class LootTaken(Event):
    """``amount`` moves from ``src``'s Table Setting to ``dst``'s."""

    kind: Literal["loot_taken"] = "loot_taken"
    src: int
    dst: int
    amount: int


class LootSkimmed(Event):
    """``owner`` takes ``amount`` of ``seat``'s Starting Loot before it is collected."""

    kind: Literal["loot_skimmed"] = "loot_skimmed"
    seat: int
    owner: int
    amount: int


class LootReturned(Event):
    """``seat`` returns ``amount`` from its Table Setting to the Treasure."""

    kind: Literal["loot_returned"] = "loot_returned"
    seat: int
    amount: int


class TraitChanged(Event):
    """Until the turn ends ``seat``'s card counts as ``value`` for ``trait``."""

    kind: Literal["trait_changed"] = "trait_changed"
    seat: int
    trait: str
    value: str
    by: int


class TributePaid(Event):
    kind: Literal["tribute_paid"] = "tribute_paid"
    seat: int
    to: int
    amount: int


class TributeRefused(Event):
    kind: Literal["tribute_refused"] = "tribute_refused"
    seat: int
    to: int


class AuctionCalled(Event):
    """``seat``'s card holds an Auction (effect ``path``); ``stack``: where the
    resolution goes on once it is won."""

    kind: Literal["auction_called"] = "auction_called"
    seat: int
    path: str
    stack: list[FrameData]


class BidPaid(Event):
    """The winner ``seat`` pays its winning bid to the Treasure (``source``'s auction)."""

    kind: Literal["bid_paid"] = "bid_paid"
    seat: int
    amount: int
    source: int


class OptionPicked(Event):
    """The auction's winner ``seat`` picks option ``index`` (``label``) of ``source``'s card."""

    kind: Literal["option_picked"] = "option_picked"
    seat: int
    index: int
    label: str
    source: int


class CardResolved(Event):
    kind: Literal["card_resolved"] = "card_resolved"
    seat: int


class LootAbilitiesPaid(Event):
    """Every unblocked card's Loot ability, seat -> loot (blocked seats are absent)."""

    kind: Literal["loot_abilities_paid"] = "loot_abilities_paid"
    amounts: dict[int, int]


class LootCollected(Event):
    """Table Settings and Loot abilities go to the Hoards, seat -> loot."""

    kind: Literal["loot_collected"] = "loot_collected"
    amounts: dict[int, int]


class TieAtTop(Event):
    """The target is reached but ``seats`` share the top Hoard: another turn is played."""

    kind: Literal["tie_at_top"] = "tie_at_top"
    seats: list[int]
    hoard: int


class TurnEnded(Event):
    """Tokens go home, played cards to the discard area."""

    kind: Literal["turn_ended"] = "turn_ended"
    turn: int


class RoundEnded(Event):
    """Played cards come back to hand."""

    kind: Literal["round_ended"] = "round_ended"
    round: int


class HeadPassed(Event):
    kind: Literal["head_passed"] = "head_passed"
    seat: int


EVENTS = union_of(
    GameSetUp,
    HeadDrawn,
    HandsDealt,
    CopiesTaken,
    TurnStarted,
    InitiativeCalled,
    CardResolving,
    TokenTriggered,
    StartingLootTaken,
    ChoiceAsked,
    ChoiceSkipped,
    CardBlocked,
    CardUnblocked,
    TargetPlaced,
    PlayerChosen,
    TokenReturned,
    LootGained,
    LootTaken,
    LootSkimmed,
    LootReturned,
    TraitChanged,
    TributePaid,
    TributeRefused,
    AuctionCalled,
    BidPaid,
    OptionPicked,
    CardResolved,
    LootAbilitiesPaid,
    LootCollected,
    TieAtTop,
    TurnEnded,
    RoundEnded,
    HeadPassed,
    *SECRET_EVENTS,
    *AUCTION_EVENTS,
    PositionLoaded,
    GameEnded,
)

BARRIER_EVENTS = (HeadDrawn, HandsDealt, CopiesTaken, InitiativeCalled)
