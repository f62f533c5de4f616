"""A step of Inns & Outcasts told in stages (the table's ``Effects.stage``).

One action can set a whole turn going: the last card placed face down lets the Head of the
Table call 1 to 6, every card turns up on its number and resolves, loot moves, cards are
Blocked, Table Settings go to the Hoards and the next turn starts, all in one step. The
table would jump from the cards going down to the next turn. :func:`tell` turns the step's
events into *beats*: pictures of the table (views of the seat at the screen) after each
thing worth seeing, with a caption, how long to hold it and the coins that move.

Only public facts are folded in (the calls and what they turn up, loot, blocks, tokens,
auctions, the end of the turn); another seat's secret choice only marks it as having
chosen (the viewer's own card goes face down in its slot). The pictures start from the last
view the seat at the screen was shown, so they never hold more than that seat knew then
plus what the step made public. tests/ui/test_io_table.py
checks that folding a step's events onto the view before it gives the view after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.auction import AuctionOpened, AuctionView, AuctionWon, BidRaised, DroppedOut
from game.core.events import GameEnded
from game.core.model import Event
from game.core.simultaneous import SecretChoicesClosed, SecretChoicesRevealed, SecretChosen
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import PLACE, RESOLVE, TOPIC_CARDS
from game.games.inns_and_outcasts.view import IoView, TokenView
from ui.table.animator import Flight

TREASURE = "treasure"


def table_zone(seat: int) -> str:
    """The zone of ``seat``'s Table Setting (where its loot lies this turn)."""
    return f"table:{seat}"


def hoard_zone(seat: int) -> str:
    return f"hoard:{seat}"


def card_zone(seat: int) -> str:
    """The zone of ``seat``'s card this turn (face down, then up)."""
    return f"card:{seat}"


HOLD: dict[str, float] = {
    "call": 0.9,
    "empty_call": 0.35,
    "loot": 0.5,
    "mark": 0.65,
    "abilities": 1.0,
    "collect": 1.1,
    "turn": 0.5,
    "round": 1.0,
    "reveal": 1.4,
    "tie": 1.4,
}
"""Seconds each kind of beat is held at normal speed (the Settings' speed scales them)."""


@dataclass(frozen=True)
class Beat:
    """One picture of the table: ``view`` after what ``caption`` says, held ``hold``
    seconds; ``flights``: coins moving as it starts; ``focus``: the seats it is about."""

    view: IoView
    hold: float
    caption: str
    flights: tuple[Flight, ...] = ()
    focus: tuple[int, ...] = ()
    told: int = 0
    """How many of the step's events the picture shows (the log's lines come with it)."""


@dataclass
class _Seat:
    hoard: int
    table: int
    placed: bool
    face_up: bool
    card: int | None
    resolved: bool
    blocked: bool
    played: list[int]
    seen: list[int]
    traits: dict[str, str]


@dataclass
class _Mirror:
    """The public table, changed event by event."""

    base: IoView
    seats: list[_Seat]
    tokens: list[TokenView]
    head: int
    call: int
    resolving: int | None
    pending_loot: int
    winning_bids: dict[int, int]
    auction: AuctionView | None
    choices: Any
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, view: IoView) -> _Mirror:
        seats = [
            _Seat(
                p.hoard,
                p.table,
                p.placed,
                p.face_up,
                p.card,
                p.resolved,
                p.blocked,
                list(p.played),
                list(p.seen),
                dict(p.traits),
            )
            for p in view.players
        ]
        return cls(
            view,
            seats,
            list(view.tokens),
            view.head,
            view.call,
            view.resolving,
            view.pending_loot,
            dict(view.winning_bids),
            view.auction,
            view.choices,
        )

    def view(self) -> IoView:
        """The picture now, as a view nobody can act in."""
        base = self.base
        players = [
            p.model_copy(
                update={
                    "hoard": s.hoard,
                    "table": s.table,
                    "placed": s.placed,
                    "face_up": s.face_up,
                    "card": s.card,
                    "resolved": s.resolved,
                    "blocked": s.blocked,
                    "played": list(s.played),
                    "seen": list(s.seen),
                    "traits": dict(s.traits),
                }
            )
            for p, s in zip(base.players, self.seats, strict=True)
        ]
        phase = RESOLVE if self.call else PLACE if self.extra.get("turn_over") else base.phase
        ctx = base.ctx.model_copy(update={"to_act": [], "may_act": [], "phase": phase})
        return base.model_copy(
            update={
                "ctx": ctx,
                "players": players,
                "tokens": list(self.tokens),
                "head": self.head,
                "call": self.call,
                "resolving": self.resolving,
                "pending_loot": self.pending_loot,
                "winning_bids": dict(self.winning_bids),
                "auction": self.auction,
                "asked": None,
                "choices": self.choices,
                **{k: v for k, v in self.extra.items() if k != "turn_over"},
            }
        )


class _Teller:
    """Folds events into the mirror and says which make a beat."""

    def __init__(self, before: IoView, names: Sequence[str], book: CardBook) -> None:
        self.m = _Mirror.of(before)
        self.names = names
        self.book = book
        self.viewer = before.viewer
        self.beats: list[Beat] = []
        self.folded = 0
        """The step's events folded so far (the one being folded included)."""

    # ------------------------------------------------------------ words
    def who(self, seat: int) -> str:
        return "You" if seat == self.viewer else self.names[seat]

    def whose(self, seat: int) -> str:
        return "your" if seat == self.viewer else f"{self.names[seat]}'s"

    def card_of(self, seat: int) -> str:
        card = self.m.seats[seat].card
        return self.book(card).character if card is not None else "card"

    def beat(
        self, kind: str, caption: str, flights: Sequence[Flight] = (), focus: Sequence[int] = ()
    ) -> None:
        text = caption[:1].upper() + caption[1:]
        self.beats.append(
            Beat(self.m.view(), HOLD[kind], text, tuple(flights), tuple(focus), self.folded)
        )

    # ------------------------------------------------------------ events
    def fold(self, e: Event) -> None:  # noqa: C901 - one case per event, read top to bottom
        m = self.m
        match e:
            case SecretChosen(seat=s, topic=topic, choice=choice) if m.choices is not None:
                if s == self.viewer and topic == TOPIC_CARDS and isinstance(choice, int):
                    m.seats[s].card = choice  # the viewer's own card, face down
                c = m.choices
                m.choices = c.model_copy(
                    update={
                        "has_chosen": sorted({*c.has_chosen, s}),
                        "waiting": [w for w in c.waiting if w != s],
                    }
                )
            case SecretChoicesClosed(topic=topic):
                m.choices = None
                if topic == TOPIC_CARDS:
                    for p in m.seats:
                        p.placed = True
            case ev.InitiativeCalled(initiative=i, cards=cards):
                m.call = i
                for s, c in cards.items():
                    p = m.seats[s]
                    p.face_up, p.card, p.placed = True, c, True
                    if c not in p.seen:
                        p.seen = sorted([*p.seen, c])
                if not cards:
                    self.beat("empty_call", f"Call {i}: no card turns up.")
                else:
                    shown = " and ".join(
                        f"{self.whose(s)} {self.book(c).character}" for s, c in cards.items()
                    )
                    verb = "turns" if len(cards) == 1 else "turn"
                    self.beat("call", f"Call {i}: {shown} {verb} up.", focus=list(cards))
            case ev.CardResolving(seat=s, starting_loot=n):
                m.resolving, m.pending_loot = s, n
            case ev.TokenTriggered(seat=s, owner=o):
                m.tokens = [
                    t.model_copy(update={"live": False}) if t.owner == o and t.seat == s else t
                    for t in m.tokens
                ]
                self.beat(
                    "mark",
                    f"{self.whose(o)} Target token on {self.whose(s)} card resolves.",
                    focus=[s, o],
                )
            case ev.StartingLootTaken(seat=s, amount=n):
                m.seats[s].table += n
                m.pending_loot = 0
                if n:
                    self.beat(
                        "loot",
                        f"{self.whose(s)} {self.card_of(s)} brings {n} Starting Loot.",
                        [Flight(card_zone(s), table_zone(s), f"+{n}")],
                        [s],
                    )
            case ev.LootGained(seat=s, amount=n, by=by):
                m.seats[s].table += n
                if n:
                    verb = "gain" if s == self.viewer else "gains"
                    who = self.who(s) if s != self.viewer or by != s else "you"
                    self.beat(
                        "loot",
                        f"{self.whose(by)} {self.card_of(by)}: {who} {verb} {n}.",
                        [Flight(TREASURE, table_zone(s), f"+{n}")],
                        [by] if by == s else [by, s],
                    )
            case ev.LootTaken(src=a, dst=b, amount=n):
                m.seats[a].table -= n
                m.seats[b].table += n
                if n:
                    verb = "take" if b == self.viewer else "takes"
                    self.beat(
                        "loot",
                        f"{self.who(b)} {verb} {n} from {self.whose(a)} Table Setting.",
                        [Flight(table_zone(a), table_zone(b), f"{n}")],
                        [a, b],
                    )
            case ev.LootSkimmed(seat=s, owner=o, amount=n):
                m.pending_loot = max(0, m.pending_loot - n)
                m.seats[o].table += n
                if n:
                    verb = "pocket" if o == self.viewer else "pockets"
                    self.beat(
                        "loot",
                        f"{self.who(o)} {verb} {n} of {self.whose(s)} Starting Loot.",
                        [Flight(card_zone(s), table_zone(o), f"+{n}")],
                        [s, o],
                    )
            case ev.LootReturned(seat=s, amount=n):
                m.seats[s].table -= n
                if n:
                    verb = "pour" if s == self.viewer else "pours"
                    self.beat(
                        "loot",
                        f"{self.who(s)} {verb} {n} back into the Treasure.",
                        [Flight(table_zone(s), TREASURE, f"-{n}")],
                        [s],
                    )
            case ev.TraitChanged(seat=s, trait=trait, value=v):
                m.seats[s].traits = {**m.seats[s].traits, trait: v}
                shown = self.book.morality_names.get(v, self.book.race_names.get(v, v))
                self.beat("mark", f"{self.whose(s)} card counts as {shown} this turn.", focus=[s])
            case ev.TributePaid(seat=s, to=t, amount=n):
                m.seats[s].table -= n
                m.seats[t].table += n
                verb = "pay" if s == self.viewer else "pays"
                self.beat(
                    "loot",
                    f"{self.who(s)} {verb} {self.who(t) if t != self.viewer else 'you'} {n}.",
                    [Flight(table_zone(s), table_zone(t), f"{n}")],
                    [s, t],
                )
            case ev.TributeRefused(seat=s, to=t):
                verb = "refuse" if s == self.viewer else "refuses"
                self.beat("mark", f"{self.who(s)} {verb} to pay {self.names[t]}.", focus=[s, t])
            case ev.CardBlocked(seat=s, by=b):
                m.seats[s].blocked = True
                verb = "block" if b == self.viewer else "blocks"
                whose = "their own" if s == b and b != self.viewer else self.whose(s)
                if s == b and b == self.viewer:
                    whose = "your own"
                self.beat("mark", f"{self.who(b)} {verb} {whose} card.", focus=[s, b])
            case ev.CardUnblocked(seat=s, by=b):
                m.seats[s].blocked = False
                verb = "unblock" if b == self.viewer else "unblocks"
                self.beat("mark", f"{self.who(b)} {verb} {self.whose(s)} card.", focus=[s, b])
            case ev.TargetPlaced(owner=o, seat=s, path=path, named=n):
                m.tokens = [
                    *m.tokens,
                    TokenView(owner=o, seat=s, path=path, named=n, live=True),
                ]
                naming = f", naming {n}" if n else ""
                verb = "put" if o == self.viewer else "puts"
                self.beat(
                    "mark",
                    f"{self.who(o)} {verb} a Target token on {self.whose(s)} card{naming}.",
                    focus=[s, o],
                )
            case ev.TokenReturned(seat=s, owner=o, by=b):
                m.tokens = [t for t in m.tokens if not (t.owner == o and t.seat == s)]
                verb = "send" if b == self.viewer else "sends"
                self.beat("mark", f"{self.who(b)} {verb} {self.whose(o)} Target token home.")
            case ev.AuctionCalled(seat=s, path=path):
                m.extra["auction_seat"], m.extra["auction_path"] = s, path
                self.beat("mark", f"{self.whose(s)} {self.card_of(s)} calls an auction.", focus=[s])
            case AuctionOpened(lot=lot, order=order, min_bid=low):
                m.auction = AuctionView(
                    lot=lot,
                    order=list(order),
                    active=list(order),
                    high=None,
                    leader=None,
                    lowest=low,
                    turn=order[0],
                )
            case BidRaised(seat=s, amount=n) if m.auction is not None:
                m.auction = m.auction.model_copy(update={"high": n, "leader": s})
            case DroppedOut(seat=s) if m.auction is not None:
                active = [a for a in m.auction.active if a != s]
                m.auction = m.auction.model_copy(update={"active": active})
            case AuctionWon(seat=s, amount=n):
                m.auction = None
                self.beat("mark", f"{self.who(s)} won the auction with a bid of {n}.", focus=[s])
            case SecretChoicesRevealed(choices=bids):
                shown = ", ".join(f"{self.who(int(s))} {b}" for s, b in sorted(bids.items()))
                self.beat("reveal", f"The sealed bids: {shown}.")
            case ev.BidPaid(seat=s, amount=n, source=src):
                m.seats[s].table -= n
                m.winning_bids = {**m.winning_bids, src: n}
                if n:
                    verb = "pay" if s == self.viewer else "pays"
                    self.beat(
                        "loot",
                        f"{self.who(s)} {verb} the winning bid of {n} into the Treasure.",
                        [Flight(table_zone(s), TREASURE, f"-{n}")],
                        [s],
                    )
            case ev.OptionPicked(seat=s, label=label, source=src):
                verb = "pick" if s == self.viewer else "picks"
                of = f"{self.whose(src)} {self.card_of(src)}"
                self.beat("mark", f"{self.who(s)} {verb} {label} for {of}.", focus=[src])
            case ev.CardResolved(seat=s):
                m.seats[s].resolved = True
                m.resolving = None
            case ev.LootAbilitiesPaid(amounts=amounts):
                for s, n in amounts.items():
                    m.seats[s].table += n
                paid = {s: n for s, n in amounts.items() if n}
                shown = ", ".join(f"{self.who(s)} {n}" for s, n in paid.items())
                self.beat(
                    "abilities",
                    f"Loot abilities pay: {shown}." if paid else "No Loot ability pays.",
                    [Flight(card_zone(s), table_zone(s), f"+{n}") for s, n in paid.items()],
                    list(paid),
                )
            case ev.LootCollected(amounts=amounts):
                for s, n in amounts.items():
                    m.seats[s].hoard += n
                    m.seats[s].table = 0
                self.beat(
                    "collect",
                    "Every Table Setting goes to its Hoard.",
                    [
                        Flight(table_zone(s), hoard_zone(s), f"+{n}")
                        for s, n in amounts.items()
                        if n
                    ],
                )
            case ev.TieAtTop(seats=seats, hoard=h):
                who = " and ".join(self.who(s) for s in seats)
                self.beat("tie", f"{who} share the top Hoard of {h}: one more turn.", focus=seats)
            case ev.TurnEnded():
                m.tokens = []
                for p in m.seats:
                    if p.card is not None and p.placed:
                        p.played = [*p.played, p.card]
                    p.placed = p.face_up = p.resolved = p.blocked = False
                    p.card = None
                    p.traits = {}
                m.call, m.resolving, m.pending_loot = 0, None, 0
                m.winning_bids = {}
                m.auction = None
                m.extra["turn_over"] = True
                self.beat("turn", "The turn is over: Target tokens go home.")
            case ev.RoundEnded(round=r):
                for p in m.seats:
                    p.played = []
                self.beat("round", f"Round {r} is over: played cards come back to every hand.")
            case ev.HeadPassed(seat=s):
                m.head = s
            case GameEnded():
                pass


def tell(
    before: IoView, events: Sequence[Event], names: Sequence[str], book: CardBook
) -> list[Beat]:
    """The beats of one step's ``events``, starting from ``before`` (the view the seat at
    the screen was last shown): empty when nothing in it is worth showing in stages."""
    teller = _Teller(before, names, book)
    for e in events:
        teller.folded += 1
        teller.fold(e)
    return teller.beats


def fold_all(
    before: IoView, events: Sequence[Event], names: Sequence[str], book: CardBook
) -> IoView:
    """The picture after every one of ``events`` (tests compare it with the real view)."""
    teller = _Teller(before, names, book)
    for e in events:
        teller.fold(e)
    return teller.m.view()
