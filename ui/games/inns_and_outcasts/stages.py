"""A step of Inns & Outcasts told in stages (the table's ``Effects.stage``).

One action can set a whole turn going: the last card placed face down lets the Head of the
Table call 1 to 6, every card turns up on its number and resolves, loot moves, cards are
Blocked, Table Settings go to the Hoards and the next turn starts, all in one step. The
table would jump from the cards going down to the next turn. :func:`tell` picks the step's
events worth seeing and makes each a *beat*: a picture of the table, a caption, how long to
hold it and the coins that move.

The pictures are the engine's own: the view of the seat at the screen after each event,
folded by the rules' ``evolve`` (``Effects.views``, game/core/match.py
``views_after_each``), so a picture holds exactly what that seat knew at that point of the
step, and the last one is the view after it. No second fold of the events lives here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.auction import AuctionWon
from game.core.model import Event
from game.core.simultaneous import SecretChoicesRevealed
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.view import IoView
from ui.games.inns_and_outcasts.zones import TREASURE, CardZone, HoardZone, TableZone
from ui.table.animator import Flight


def table_zone(seat: int) -> str:
    """The zone of ``seat``'s Table Setting (where its loot lies this turn)."""
    return str(TableZone(seat))


def hoard_zone(seat: int) -> str:
    return str(HoardZone(seat))


def card_zone(seat: int) -> str:
    """The zone of ``seat``'s card this turn (face down, then up)."""
    return str(CardZone(seat))


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


def still(view: IoView) -> IoView:
    """``view`` as a picture nobody can act in (no one to act, nothing asked)."""
    ctx = view.ctx.model_copy(update={"to_act": [], "may_act": []})
    return view.model_copy(update={"ctx": ctx, "asked": None})


class _Teller:
    """Walks a step's events with the view after each and says which make a beat."""

    def __init__(
        self, views: Sequence[IoView], viewer: int | None, names: Sequence[str], book: CardBook
    ) -> None:
        self.views = views
        self.names = names
        self.book = book
        self.viewer = viewer
        self.beats: list[Beat] = []
        self.folded = 0
        """The step's events told so far (the one being told included)."""

    # ------------------------------------------------------------ words
    def who(self, seat: int) -> str:
        return "You" if seat == self.viewer else self.names[seat]

    def whose(self, seat: int) -> str:
        return "your" if seat == self.viewer else f"{self.names[seat]}'s"

    @property
    def now(self) -> IoView:
        """The view after the event being told."""
        return self.views[self.folded - 1]

    def card_of(self, seat: int) -> str:
        card = self.now.players[seat].card
        return self.book(card).character if card is not None else "card"

    def beat(
        self, kind: str, caption: str, flights: Sequence[Flight] = (), focus: Sequence[int] = ()
    ) -> None:
        text = caption[:1].upper() + caption[1:]
        self.beats.append(
            Beat(still(self.now), HOLD[kind], text, tuple(flights), tuple(focus), self.folded)
        )

    # ------------------------------------------------------------ events
    def tell(self, e: Event) -> None:  # noqa: C901 - one case per event, read top to bottom
        """The beat ``e`` makes, if any (its picture: the view after it)."""
        match e:
            case ev.InitiativeCalled(initiative=i, cards=cards):
                if not cards:
                    self.beat("empty_call", f"Call {i}: no card turns up.")
                else:
                    shown = " and ".join(
                        f"{self.whose(s)} {self.book(c).character}" for s, c in cards.items()
                    )
                    verb = "turns" if len(cards) == 1 else "turn"
                    self.beat("call", f"Call {i}: {shown} {verb} up.", focus=list(cards))
            case ev.TokenTriggered(seat=s, owner=o):
                self.beat(
                    "mark",
                    f"{self.whose(o)} Target token on {self.whose(s)} card resolves.",
                    focus=[s, o],
                )
            case ev.StartingLootTaken(seat=s, amount=n) if n:
                self.beat(
                    "loot",
                    f"{self.whose(s)} {self.card_of(s)} brings {n} Starting Loot.",
                    [Flight(card_zone(s), table_zone(s), f"+{n}")],
                    [s],
                )
            case ev.LootGained(seat=s, amount=n, by=by) if n:
                verb = "gain" if s == self.viewer else "gains"
                who = self.who(s) if s != self.viewer or by != s else "you"
                self.beat(
                    "loot",
                    f"{self.whose(by)} {self.card_of(by)}: {who} {verb} {n}.",
                    [Flight(TREASURE, table_zone(s), f"+{n}")],
                    [by] if by == s else [by, s],
                )
            case ev.LootTaken(src=a, dst=b, amount=n) if n:
                verb = "take" if b == self.viewer else "takes"
                self.beat(
                    "loot",
                    f"{self.who(b)} {verb} {n} from {self.whose(a)} Table Setting.",
                    [Flight(table_zone(a), table_zone(b), f"{n}")],
                    [a, b],
                )
            case ev.LootSkimmed(seat=s, owner=o, amount=n) if n:
                verb = "pocket" if o == self.viewer else "pockets"
                self.beat(
                    "loot",
                    f"{self.who(o)} {verb} {n} of {self.whose(s)} Starting Loot.",
                    [Flight(card_zone(s), table_zone(o), f"+{n}")],
                    [s, o],
                )
            case ev.LootReturned(seat=s, amount=n) if n:
                verb = "pour" if s == self.viewer else "pours"
                self.beat(
                    "loot",
                    f"{self.who(s)} {verb} {n} back into the Treasure.",
                    [Flight(table_zone(s), TREASURE, f"-{n}")],
                    [s],
                )
            case ev.TraitChanged(seat=s, value=v):
                shown = self.book.morality_names.get(v, self.book.race_names.get(v, v))
                self.beat("mark", f"{self.whose(s)} card counts as {shown} this turn.", focus=[s])
            case ev.TributePaid(seat=s, to=t, amount=n):
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
                verb = "block" if b == self.viewer else "blocks"
                whose = "their own" if s == b and b != self.viewer else self.whose(s)
                if s == b and b == self.viewer:
                    whose = "your own"
                self.beat("mark", f"{self.who(b)} {verb} {whose} card.", focus=[s, b])
            case ev.CardUnblocked(seat=s, by=b):
                verb = "unblock" if b == self.viewer else "unblocks"
                self.beat("mark", f"{self.who(b)} {verb} {self.whose(s)} card.", focus=[s, b])
            case ev.TargetPlaced(owner=o, seat=s, named=n):
                naming = f", naming {n}" if n else ""
                verb = "put" if o == self.viewer else "puts"
                self.beat(
                    "mark",
                    f"{self.who(o)} {verb} a Target token on {self.whose(s)} card{naming}.",
                    focus=[s, o],
                )
            case ev.TokenReturned(owner=o, by=b):
                verb = "send" if b == self.viewer else "sends"
                self.beat("mark", f"{self.who(b)} {verb} {self.whose(o)} Target token home.")
            case ev.AuctionCalled(seat=s):
                self.beat("mark", f"{self.whose(s)} {self.card_of(s)} calls an auction.", focus=[s])
            case AuctionWon(seat=s, amount=n):
                self.beat("mark", f"{self.who(s)} won the auction with a bid of {n}.", focus=[s])
            case SecretChoicesRevealed(choices=bids):
                shown = ", ".join(f"{self.who(int(s))} {b}" for s, b in sorted(bids.items()))
                self.beat("reveal", f"The sealed bids: {shown}.")
            case ev.BidPaid(seat=s, amount=n) if n:
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
            case ev.LootAbilitiesPaid(amounts=amounts):
                paid = {s: n for s, n in amounts.items() if n}
                shown = ", ".join(f"{self.who(s)} {n}" for s, n in paid.items())
                self.beat(
                    "abilities",
                    f"Loot abilities pay: {shown}." if paid else "No Loot ability pays.",
                    [Flight(card_zone(s), table_zone(s), f"+{n}") for s, n in paid.items()],
                    list(paid),
                )
            case ev.LootCollected(amounts=amounts):
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
                self.beat("turn", "The turn is over: Target tokens go home.")
            case ev.RoundEnded(round=r):
                self.beat("round", f"Round {r} is over: played cards come back to every hand.")


def tell(
    views: Sequence[IoView],
    events: Sequence[Event],
    viewer: int | None,
    names: Sequence[str],
    book: CardBook,
) -> list[Beat]:
    """The beats of one step's ``events``, ``views[k]`` being the view of ``viewer`` (the
    seat at the screen) after ``events[k]`` by the engine's fold: empty when nothing in the
    step is worth showing in stages."""
    assert len(views) == len(events), "one view after each event"
    teller = _Teller(views, viewer, names, book)
    for e in events:
        teller.folded += 1
        teller.tell(e)
    return teller.beats
