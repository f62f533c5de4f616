"""Choosing the loot to pay with in town (R55: any loot worth the price), the Loot Roll
table's own state: bag cards put down towards a card of the vendor's row one by one (again
to take one back), nothing reaching the engine until Pay. Forgotten when the step moves
on (another buyer, a purchase, a bag changed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from game.core.model import Action
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll.cards import CardBook
from game.games.loot_roll.view import LrView


class MarkPay(act.Action):
    """The table's own: put bag card ``card`` towards the row's card ``offer`` (or take it
    back if it is there already). Nothing reaches the engine until Pay."""

    kind: Literal["lr_mark_pay"] = "lr_mark_pay"
    card: int
    offer: int


class ClearPay(act.Action):
    """The table's own: take back every bag card put towards a purchase."""

    kind: Literal["lr_clear_pay"] = "lr_clear_pay"


class Paying:
    """The loot put down to pay (``offer``: the row's card it pays for; ``cards``)."""

    def __init__(self, book: CardBook) -> None:
        self.book = book
        self.offer: int | None = None
        """The row's card the loot put down is paying for (a table-only selection)."""
        self.cards: set[int] = set()
        self._key: tuple[Any, ...] | None = None

    def fit(self, view: LrView) -> None:
        """Forget the loot put down when the step moved on (another buyer, a purchase, a
        bag changed) or a card put down is no longer in the bag."""
        me = view.viewer
        bag = view.players[me].bag if me is not None and 0 <= me < len(view.players) else []
        key = (me, view.phase, view.active, view.buys, tuple(view.vendor), tuple(bag))
        if key != self._key:
            self._key = key
            self.offer, self.cards = None, set()

    def local_actions(self, view: LrView, legal: Sequence[Action]) -> list[Action]:
        """While buying is legal: each bag card can be put down towards each card of the
        row the bag can pay for, and what was put down taken back."""
        self.fit(view)
        offers = sorted({a.offer for a in legal if isinstance(a, act.Buy)})
        me = view.viewer
        if not offers or me is None or not 0 <= me < len(view.players):
            return []
        out: list[Action] = [MarkPay(card=c, offer=o) for c in view.players[me].bag for o in offers]
        if self.cards:
            out.append(ClearPay())
        return out

    def apply(self, action: Action, view: LrView) -> bool:
        """Carry out a :class:`MarkPay` or :class:`ClearPay` (False: not one of them)."""
        if isinstance(action, MarkPay):
            self.fit(view)
            if action.offer != self.offer:
                self.offer, self.cards = action.offer, set()
            self.cards ^= {action.card}
            return True
        if isinstance(action, ClearPay):
            self.offer, self.cards = None, set()
            return True
        return False

    def is_put_down(self, action: act.Buy, view: LrView) -> bool:
        """Whether ``action`` pays with exactly the loot put down (its Pay button)."""
        self.fit(view)
        return action.offer == self.offer and action.pay == tuple(sorted(self.cards))

    def cheapest(self, view: LrView, offer: int) -> list[tuple[int, ...]]:
        """The minimal payments of the viewer's bag for the row's ``offer``, cheapest first
        (least value, then fewest cards)."""
        price = view.prices[offer] if offer < len(view.prices) else None
        me = view.viewer if view.viewer is not None else view.active
        if price is None or not 0 <= me < len(view.players):
            return []
        value = self.book.value
        bag = view.players[me].bag
        sets = calc.minimal_payments([(c, value[c]) for c in bag], price)
        return sorted((tuple(s) for s in sets), key=lambda s: (sum(value[c] for c in s), len(s), s))
