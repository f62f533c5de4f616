"""Where Loot Roll's actions are made on the table (zone ids typed in zones.py): gear onto
its slot or the figure, a card played onto the stage, a player, a die, a modifier or a bag
card, a card of the row dragged onto the hand (paid the cheapest way) or loot dragged onto
it (paid as chosen), a Fight or Flight card or a deck clicked; and what a drop meant even
when it is not legal, so the engine can say why not."""

from __future__ import annotations

from game.core.model import Action
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll.cards import CardBook
from game.games.loot_roll.view import LrView
from ui.games.loot_roll.paying import MarkPay, Paying
from ui.games.loot_roll.zones import (
    COMMON_DECK,
    DROPS,
    MONSTER_DECK,
    ChooseZone,
    DieZone,
    GearZone,
    HandZone,
    LootZone,
    ModZone,
    PlayZone,
    SeatZone,
    SlotZone,
    VendorZone,
)
from ui.table.zones import ZoneKey, parse_zone

TWO_HANDS = "two_hands"


def is_mod_pick(card: int) -> bool:
    """Whether ``card``'s pick names a modifier (Dispel) rather than a bag card."""
    return any(e.kind == "negate" for e in calc.tables().effects[card])


class Drops:
    """The drags and clicks of the table as last laid out (``view``, ``zones``)."""

    def __init__(self, book: CardBook, paying: Paying) -> None:
        self.book = book
        self.paying = paying
        self.view: LrView | None = None
        """The view last laid out (what a drag of a bag card onto the vendor's row pays)."""
        self.zones: set[str] | None = None
        """The zones last laid out: a card played onto a place not shown (an old modifier
        of a long fight) gets a button instead."""

    def targets(self, action: Action) -> list[tuple[int, str]] | None:
        """Every (card, zone) a drag makes ``action`` with; None: not one of this table's."""
        match action:
            case act.Equip(card=c):  # onto its slot, or anywhere on the figure
                slot = self.book.slot[c]
                slots = ["main_hand", "off_hand"] if slot == TWO_HANDS else [slot or ""]
                return [(c, str(SlotZone(s))) for s in slots] + [(c, str(GearZone()))]
            case act.Play(card=c, target=t, pick=p):
                pairs = [(c, str(z)) for z in play_zones(c, t, p)]
                if self.zones is not None and not any(z in self.zones for _, z in pairs):
                    return []  # its place is not on the table now: a button instead
                return pairs
            case act.Buy(offer=o, pay=pay):
                return self._buy_targets(o, pay)
            case MarkPay(card=c, offer=o):
                return [(c, str(VendorZone(o)))]
        return None

    def _buy_targets(self, offer: int, pay: tuple[int, ...]) -> list[tuple[int, str]]:
        """The row's card dropped on the hand pays with the cheapest set (least value, then
        fewest cards); any other set is chosen card by card (:class:`MarkPay`) and paid
        with its button, so the table lists no way to pay it does not show."""
        view = self.view
        if view is None or offer >= len(view.vendor) or view.vendor[offer] is None:
            return []
        card = view.vendor[offer]
        assert card is not None
        if offer == self.paying.offer and pay == tuple(sorted(self.paying.cards)):
            return []  # the loot put down: its Pay button
        sets = self.paying.cheapest(view, offer)
        return [(card, str(HandZone()))] if sets and pay == sets[0] else []

    @staticmethod
    def click_zone(action: Action) -> str | None:
        key: ZoneKey | None = None
        match action:
            case act.Choose(side=side):
                key = ChooseZone(side)
            case act.Fight(boss=False):
                key = MONSTER_DECK
            case act.Explore():
                key = COMMON_DECK
        return str(key) if key is not None else None

    @staticmethod
    def drop_action(card: int, zone: str, view: LrView) -> Action | None:
        """What a drop meant even when illegal (None: ask the kit's table)."""
        match parse_zone(zone, DROPS):
            case SlotZone() | GearZone():
                return act.Equip(card=card)
            case PlayZone():
                return act.Play(card=card)
            case SeatZone(seat=s):
                return act.Play(card=card, target=s)
            case HandZone() if card in view.vendor:
                return act.Buy(offer=view.vendor.index(card))
        return None


def play_zones(card: int, target: int | None, pick: int | None) -> list[ZoneKey]:
    """Where ``card`` is dropped to be played at ``target`` with ``pick``."""
    if pick is not None:
        if target is None and is_mod_pick(card):
            return [ModZone(pick)]
        return [LootZone(pick)]
    if target is not None:
        return [SeatZone(target), DieZone(target)]
    return [PlayZone()]
