"""What the Inns & Outcasts table has selected for the player at the screen, before they
act: the hand being built (one of 64), the copy to take, the amount on the bid dial, the
player a named Target token is aimed at. Only what the table shows changes; the button
then makes the one action selected (``TableBase.apply_local``). Kept per seat (hot seat:
one player's selection is never another's) and per decision (a new choice starts afresh).
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.asks import TargetAsk, typed_ask
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import AUCTION, QUICK_AUCTION
from game.games.inns_and_outcasts.view import IoView

DEFAULT_HAND = "WDWDWD"
"""The hand selected first on the hand-building screen (each inn shown chosen somewhere)."""


def hamming(a: str, b: str) -> int:
    """How many initiatives two hands (inn letters) differ at."""
    return sum(x != y for x, y in zip(a, b, strict=False)) + abs(len(a) - len(b))


class Selections:
    """The selections of the seats at the screen, and how an action that only selects
    changes them (``select``)."""

    def __init__(self, book: CardBook) -> None:
        self.book = book
        self._hands: dict[int | None, str] = {}
        """The hand each viewer is building (by seat)."""
        self._copies: dict[int | None, int] = {}
        """The copy each viewer has selected (by seat), when hands are built copy by copy."""
        self._dial: dict[tuple[Any, ...], int] = {}
        """The amount on the bid dial, per decision."""
        self._aim: dict[tuple[Any, ...], int] = {}
        """The seat a named Target is aimed at, per decision."""

    def select(self, action: Action, view: IoView) -> bool:
        """Whether ``action`` only changes a selection (and then changes it): another hand,
        another copy, another amount on the dial, another player to aim a named Target at."""
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

    def copy_neighbours(self, view: IoView) -> tuple[int | None, int | None]:
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
        seats = self.aim_seats(view)
        if not seats:
            return None
        got = self._aim.get(self.decision(view), seats[0])
        return got if got in seats else seats[0]

    def aim_seats(self, view: IoView) -> list[int]:
        """The seats a Target token that names an initiative may be aimed at, when the
        viewer is asked to place one."""
        a = view.asked
        if a is None or view.viewer != a.seat:
            return []
        match typed_ask(a):
            case TargetAsk() as t if t.naming:
                return sorted({c.seat for c in t.choices if c.named})
        return []

    def next_aim(self, view: IoView) -> int | None:
        seats = self.aim_seats(view)
        aim = self.aim(view)
        if aim is None or len(seats) < 2:
            return None
        return seats[(seats.index(aim) + 1) % len(seats)]

    def first_named(self, view: IoView, seat: int) -> int:
        a = view.asked
        if a is None:
            return 0
        match typed_ask(a):
            case TargetAsk() as t:
                names = t.names_for(seat)
                return names[0] if names else 0
        return 0
