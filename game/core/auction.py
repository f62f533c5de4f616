"""Auctions: open ascending bids with final drop-outs, and sealed bids with a game's tie rule.

Open auction (Brick & Mortar's public stores, Inns & Outcasts' Auction):

1. The state declares ``auction: OpenAuction | None = None`` (any name; the kit finds it
   by type); the event union lists ``*AUCTION_EVENTS``.
2. ``open_auction(emit, lot, order, min_bid=1, step=1, opener_must_bid=False)`` puts ``lot``
   (the game's JSON value: a card id, a store...) up; ``order`` is the bidding order, its
   first seat bids first.
3. ``to_act`` is ``bidding(part)``: the seat whose turn it is. Its legal actions are the
   game's raise actions for ``raise_amounts(part, budget)`` (a bounded sorted list) and a
   drop-out action (unless ``must_raise(part)``). The game maps them onto
   ``raise_bid(emit, seat, amount, budget)`` and ``drop_out(emit, seat)``; both return
   the end when the auction ended: ``("won", seat, amount)`` or ``("unsold", None, 0)``,
   else None.
4. The turn goes round the seats still in, in ``order``. Dropping out is final. The
   auction ends as soon as one seat is left holding the high bid (``AuctionWon``) or when
   everyone dropped out with no bid at all (``AuctionUnsold``: what then is the game's
   rule). A seat left alone with no bid yet must still bid (or drop out). The leader is
   never asked to bid over itself. ``budget``: the most that seat may bid (the game's
   rule: its gold, its hand...); a raise over it is refused.

Sealed bids are simultaneous choices (game/core/simultaneous.py) of amounts, settled by
:func:`sealed_winner` with the tie rule the game gives: an order of seats (the earlier
wins a tie; :func:`clockwise_from` gives "closest to the Head of the Table", or pass a
reversed turn order) or a function choosing among the tied seats.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import JsonValue

from game.core.describe import Voice
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughGold, NotYourTurn
from game.core.model import Event, Strict
from game.core.parts import KitPart
from game.core.state import Json, Record, copier, record


class BidTooLow(IllegalAction):
    code = "bid_too_low"


@record
class OpenAuction(Record):
    """An open auction in progress: ``lot``, the bidding ``order``, the seats still ``active``
    (not dropped out, in order), the ``high`` bid and its ``leader`` (None before the first
    bid), the ``min_bid`` (the lowest first bid), the raise ``step`` and whose ``turn`` it is."""

    lot: Json
    order: list[int] = field(default_factory=list)
    active: list[int] = field(default_factory=list)
    high: int | None = None
    leader: int | None = None
    min_bid: int = 1
    step: int = 1
    turn: int = 0
    opener_must_bid: bool = False

    def lowest(self) -> int:
        """The lowest bid accepted now."""
        return self.min_bid if self.high is None else self.high + self.step

    def next_after(self, seat: int) -> int:
        """The next seat still in after ``seat`` in bidding order (``seat`` itself may have
        just dropped out)."""
        order, active = self.order, self.active
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            s = order[(i + k) % len(order)]
            if s in active:
                return s
        return seat


class AuctionOpened(Event):
    kind: Literal["auction_opened"] = "auction_opened"
    lot: JsonValue
    order: list[int]
    min_bid: int = 1
    step: int = 1
    opener_must_bid: bool = False


class BidRaised(Event):
    kind: Literal["bid_raised"] = "bid_raised"
    seat: int
    amount: int


class DroppedOut(Event):
    kind: Literal["dropped_out"] = "dropped_out"
    seat: int


class AuctionWon(Event):
    """``seat`` won ``lot`` for ``amount`` (paying is the game's own event)."""

    kind: Literal["auction_won"] = "auction_won"
    seat: int
    amount: int
    lot: JsonValue


class AuctionUnsold(Event):
    """Everyone dropped out before any bid."""

    kind: Literal["auction_unsold"] = "auction_unsold"
    lot: JsonValue


AUCTION_EVENTS = (AuctionOpened, BidRaised, DroppedOut, AuctionWon, AuctionUnsold)
"""The events to list in a game's union when it uses open auctions."""


class AuctionView(Strict):
    """An open auction as every seat sees it (nothing in it is hidden)."""

    lot: JsonValue
    order: list[int]
    active: list[int]
    high: int | None
    leader: int | None
    lowest: int
    turn: int


# --------------------------------------------------------------------------- folds


def _opened(part: OpenAuction | None, e: AuctionOpened) -> OpenAuction:
    return OpenAuction(
        lot=e.lot,
        order=list(e.order),
        active=list(e.order),
        min_bid=e.min_bid,
        step=e.step,
        turn=e.order[0],
        opener_must_bid=e.opener_must_bid,
    )


def _raised(part: OpenAuction, e: BidRaised) -> OpenAuction:
    part.high, part.leader = e.amount, e.seat
    part.turn = part.next_after(e.seat)
    return part


def _dropped(part: OpenAuction, e: DroppedOut) -> OpenAuction:
    part.active.remove(e.seat)
    part.turn = part.next_after(e.seat)
    return part


def _ended(part: OpenAuction, e: Event) -> None:
    return None


PART = KitPart(
    name="open auctions",
    record=OpenAuction,
    folds={
        AuctionOpened: _opened,
        BidRaised: _raised,
        DroppedOut: _dropped,
        AuctionWon: _ended,
        AuctionUnsold: _ended,
    },
)

# --------------------------------------------------------------------------- helpers

AuctionEnd = tuple[str, int | None, int]
"""``("won", seat, amount)`` or ``("unsold", None, 0)``."""


current: Callable[[Any], OpenAuction | None] = PART.reader()
"""The state's open auction, or None."""


def open_auction(
    emit: Emitter[Any],
    lot: Any,
    order: Sequence[int],
    *,
    min_bid: int = 1,
    step: int = 1,
    opener_must_bid: bool = False,
) -> None:
    """Put ``lot`` up for an open auction among ``order`` (first seat bids first).
    ``opener_must_bid``: the first seat may not drop out before making a bid."""
    if not order or len(set(order)) != len(order):
        raise ValueError("open_auction needs distinct seats")
    if min_bid < 0 or step < 1:
        raise ValueError("open_auction needs min_bid >= 0 and step >= 1")
    emit(
        AuctionOpened(
            lot=lot, order=list(order), min_bid=min_bid, step=step, opener_must_bid=opener_must_bid
        )
    )


def _turn(emit: Emitter[Any], seat: int) -> OpenAuction:
    part = current(emit.state)
    if part is None:
        raise IllegalAction("There is no auction going on.")
    if seat != part.turn:
        raise NotYourTurn("It is not your turn to bid.")
    return part


def must_raise(part: OpenAuction) -> bool:
    """Whether the seat to act may not drop out now (the opener before any bid, when the
    auction says the opener must bid)."""
    return part.opener_must_bid and part.high is None and part.turn == part.order[0]


def _settle(emit: Emitter[Any], part: OpenAuction) -> AuctionEnd | None:
    if not part.active:
        emit(AuctionUnsold(lot=part.lot))
        return ("unsold", None, 0)
    if len(part.active) == 1 and part.leader == part.active[0]:
        assert part.high is not None
        emit(AuctionWon(seat=part.leader, amount=part.high, lot=part.lot))
        return ("won", part.leader, part.high)
    return None


def raise_bid(
    emit: Emitter[Any], seat: int, amount: int, budget: int | None = None
) -> AuctionEnd | None:
    """``seat`` (whose turn it is) bids ``amount``: at least ``lowest()``, at most ``budget``
    (None: no limit). Returns the auction's end if this bid ended it."""
    part = _turn(emit, seat)
    lowest = part.lowest()
    if amount < lowest:
        raise BidTooLow(f"Bid at least {lowest}.")
    if budget is not None and amount > budget:
        raise NotEnoughGold(f"You can bid at most {budget}.")
    emit(BidRaised(seat=seat, amount=amount))
    return _settle(emit, part)


def drop_out(emit: Emitter[Any], seat: int) -> AuctionEnd | None:
    """``seat`` (whose turn it is) drops out for good. Returns the auction's end if any."""
    part = _turn(emit, seat)
    if must_raise(part):
        raise IllegalAction("You opened this auction, so you must make the first bid.")
    emit(DroppedOut(seat=seat))
    return _settle(emit, part)


def bidding(part: OpenAuction | None) -> tuple[int, ...]:
    """The seat to act in the auction (none when no auction is open)."""
    return () if part is None else (part.turn,)


def raise_amounts(part: OpenAuction, budget: int | None, limit: int = 12) -> list[int]:
    """The bids the seat to act may make, sorted, at most ``limit`` of them: every amount
    from the lowest up when they fit, else the ``limit - 1`` lowest and the budget (all in).
    Empty when the budget is below the lowest bid. ``budget`` None: the lowest ``limit``."""
    lo = part.lowest()
    hi = lo + (limit - 1) * part.step if budget is None else budget
    if hi < lo:
        return []
    amounts = list(range(lo, hi + 1, part.step))
    if len(amounts) > limit:
        amounts = amounts[: limit - 1] + [hi]
    return amounts


_SHOWN = copier(OpenAuction, "lot", "order", "active", "high", "leader", "turn")
"""The auction's fields its view shows as they are (it shows ``lowest`` for the rest)."""


def auction_view(part: OpenAuction | None) -> AuctionView | None:
    """The auction as every seat sees it (None when none is open)."""
    return None if part is None else AuctionView.model_validate(_SHOWN(part, lowest=part.lowest()))


def auction_from_view(
    view: AuctionView, *, min_bid: int, step: int = 1, opener_must_bid: bool = False
) -> OpenAuction:
    """The auction back from its view (``sample_state``), with the settings the view does
    not show, which the game knows."""
    return OpenAuction(**_SHOWN(view), min_bid=min_bid, step=step, opener_must_bid=opener_must_bid)


def describe_auction(
    e: Event,
    voice: Voice,
    show: Callable[[Any], str] = str,
    money: Callable[[int], str] = str,
) -> str | None:
    """A sentence for an auction event (None for other events); ``show`` names the lot,
    ``money`` an amount (e.g. "$5")."""
    if isinstance(e, AuctionOpened):
        first = e.order[0]
        opener = "you bid" if first == voice.viewer else f"{voice.names[first]} bids"
        return f"{show(e.lot)} is up for auction; {opener} first."
    if isinstance(e, BidRaised):
        return f"{voice.says(e.seat, 'bid', 'bids')} {money(e.amount)}."
    if isinstance(e, DroppedOut):
        return f"{voice.says(e.seat, 'drop', 'drops')} out."
    if isinstance(e, AuctionWon):
        return f"{voice.who(e.seat)} won {show(e.lot)} for {money(e.amount)}."
    if isinstance(e, AuctionUnsold):
        return f"Nobody bid on {show(e.lot)}."
    return None


# --------------------------------------------------------------------------- sealed bids


@dataclass(frozen=True, slots=True)
class SealedResult:
    """The settled sealed bids: the ``winner`` (None when there were no bids), its
    ``amount``, and ``tied``: every seat that bid that amount (one seat: no tie)."""

    winner: int | None
    amount: int
    tied: tuple[int, ...]


TieRule = Sequence[int] | Callable[[list[int]], int]
"""An order of seats (the earliest of the tied seats wins) or a function given the tied
seats (sorted) that returns the winner."""


def sealed_winner(
    bids: Mapping[int, int], tie_break: TieRule, *, lowest_wins: bool = False
) -> SealedResult:
    """The highest bid wins (the lowest with ``lowest_wins``); a tie goes by ``tie_break``."""
    if not bids:
        return SealedResult(None, 0, ())
    best = (min if lowest_wins else max)(bids.values())
    tied = sorted(seat for seat, amount in bids.items() if amount == best)
    if len(tied) == 1:
        return SealedResult(tied[0], best, tuple(tied))
    if callable(tie_break):
        winner = tie_break(tied)
        if winner not in tied:
            raise ValueError(f"the tie rule chose seat {winner}, which is not tied")
    else:
        ranked = [s for s in tie_break if s in tied]
        if not ranked:
            raise ValueError(f"the tie order {list(tie_break)} names none of {tied}")
        winner = ranked[0]
    return SealedResult(winner, best, tuple(tied))


def sealed_order(
    bids: Mapping[int, Any],
    tie_break: Sequence[int],
    *,
    key: Callable[[Any], Any] | None = None,
    lowest_first: bool = False,
) -> list[int]:
    """Every bidding seat, best bid first: the highest ``key(bid)`` first (the lowest with
    ``lowest_first``), seats with equal keys in the order of ``tie_break`` (e.g. reverse
    turn order). For games that settle every sealed bid in turn (Brick & Mortar's stocking
    and selling order), not only the winner. ``key`` defaults to the bid itself."""
    rank = {seat: i for i, seat in enumerate(tie_break)}
    missing = [seat for seat in bids if seat not in rank]
    if missing:
        raise ValueError(f"the tie order {list(tie_break)} names none of {missing}")
    value = key or (lambda b: b)

    def order(seat: int) -> tuple[Any, int]:
        v = value(bids[seat])
        return (v if lowest_first else _Desc(v)), rank[seat]

    return sorted(bids, key=order)


class _Desc:
    """Sorts its value in descending order (for keys that cannot be negated, e.g. tuples)."""

    __slots__ = ("v",)

    def __init__(self, v: Any) -> None:
        self.v = v

    def __lt__(self, other: _Desc) -> bool:
        return bool(self.v > other.v)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Desc) and bool(self.v == other.v)

    __hash__ = None  # type: ignore[assignment]


def clockwise_from(head: int, n_seats: int) -> list[int]:
    """Every seat, clockwise (rising numbers) from ``head``: as a tie order, the seat
    closest to ``head`` wins."""
    return [(head + i) % n_seats for i in range(n_seats)]
