"""What an AIM seat can do. ``spot`` strings name where a card goes:

``head``, ``back``, ``body``, ``hand1``, ``hand2`` (your mat), ``store`` (carried
as weight), ``companion`` (a companion following you), ``in:<card>`` (a Sack
inside an equipped card with Carry) and ``<companion card>:<slot>`` (a slot of a
companion who has slots, e.g. ``57:hand1``).
"""

from __future__ import annotations

from typing import Literal

from game.core.model import Action, union_of


class Place(Action):
    """Equip, store or bring along a card from hand (equip phases). ``draw``: also use the
    card's "Draw a Card" at once (only where it counts and a card can be drawn); without it
    the draw stays on offer as :class:`DrawCard` while the card stays there."""

    kind: Literal["place"] = "place"
    card: int
    spot: str
    draw: bool = False


class DrawCard(Action):
    """Use the "Draw a Card" of a card placed this equip phase: draw one card into hand. The
    card then stays where it is until the phase ends (rulebook: after placing such a card
    you *can* draw another)."""

    kind: Literal["draw_card"] = "draw_card"
    card: int


class Unplace(Action):
    """Take a placed card back into hand (equip phases, before finishing)."""

    kind: Literal["unplace"] = "unplace"
    card: int


class DropGold(Action):
    """Leave your smallest gold die behind (when it cannot be carried)."""

    kind: Literal["drop_gold"] = "drop_gold"


class FinishEquip(Action):
    kind: Literal["finish_equip"] = "finish_equip"


class Trash(Action):
    """Market phase: remove one equipped or stored card from the game for gold."""

    kind: Literal["trash"] = "trash"
    card: int


class Sell(Action):
    """Market phase: total your gold, pay fees and clear your play area."""

    kind: Literal["sell"] = "sell"


class Buy(Action):
    kind: Literal["buy"] = "buy"
    card: int


class EndMarket(Action):
    kind: Literal["end_market"] = "end_market"


class Attack(Action):
    kind: Literal["attack"] = "attack"
    target: int


class SkipAttack(Action):
    kind: Literal["skip_attack"] = "skip_attack"


class DiscardGoods(Action):
    """The defender, having lost, picks which stored Goods card to give up."""

    kind: Literal["discard_goods"] = "discard_goods"
    card: int


class ChooseWorstDay(Action):
    """Last tie-break: the tied players name who had the worst day; that player wins."""

    kind: Literal["choose_worst_day"] = "choose_worst_day"
    winner: int


ACTIONS = union_of(
    Place,
    DrawCard,
    Unplace,
    DropGold,
    FinishEquip,
    Trash,
    Sell,
    Buy,
    EndMarket,
    Attack,
    SkipAttack,
    DiscardGoods,
    ChooseWorstDay,
)
