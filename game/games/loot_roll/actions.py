"""What a Loot Roll seat can do (README section 3.5).

Free plays (``play``, ``equip``) come before the main action of a turn and in the
preparation, fight and roll windows; ``pass`` answers a window without playing. The main
action is ``explore``, ``fight`` or ``clear_bag``; an explored card is then equipped,
played or kept (``keep``); discarding loot is ``drop`` one card at a time then ``done``.
``choose`` is the face-down Fight or Flight card. Owed decisions: ``drop`` (after a defeat,
a flee toll or an overfull bag) and ``scout_decision``. In town: ``buy``, ``deposit``,
``end_town_turn``.
"""

from __future__ import annotations

from typing import Literal

from game.core.model import Action, union_of


class Play(Action):
    """Play an ability card from hand or use a loot card carried (bag or slot); ``target``
    is the seat the card's choice names, ``pick`` the card or modifier index it names."""

    kind: Literal["play"] = "play"
    card: int
    target: int | None = None
    pick: int | None = None


class Equip(Action):
    """Wear a loot card from the bag (or the card just explored); what it replaces goes
    to the bag."""

    kind: Literal["equip"] = "equip"
    card: int


class Explore(Action):
    """Main action: draw a common loot card."""

    kind: Literal["explore"] = "explore"


class Fight(Action):
    """Main action: draw a monster and take the whole party into preparation; ``boss``:
    fight it with its boss numbers."""

    kind: Literal["fight"] = "fight"
    boss: bool = False


class ClearBag(Action):
    """Main action: discard loot from your bag (then ``drop`` cards and ``done``)."""

    kind: Literal["clear_bag"] = "clear_bag"


class Keep(Action):
    """Put the explored card into your bag."""

    kind: Literal["keep"] = "keep"


class Drop(Action):
    """Discard a loot card from your bag (while discarding, or when a drop is owed)."""

    kind: Literal["drop"] = "drop"
    card: int


class Done(Action):
    """Stop discarding loot (after at least one card)."""

    kind: Literal["done"] = "done"


class Pass(Action):
    """Play nothing more in this window for now."""

    kind: Literal["pass"] = "pass"


class Choose(Action):
    """Lay your Fight or Flight card face down."""

    kind: Literal["choose"] = "choose"
    side: Literal["fight", "flight"]


class ScoutDecision(Action):
    """After scouting: leave the monster on top or put it at the bottom (``bottom``)."""

    kind: Literal["scout_decision"] = "scout_decision"
    bottom: bool


class Buy(Action):
    """Buy the vendor's card in space ``offer`` (0-4), paying with the bag cards ``pay``
    (sorted ids, worth at least the price: any such set, the buyer's choice, R55)."""

    kind: Literal["buy"] = "buy"
    offer: int
    pay: tuple[int, ...] = ()


class Deposit(Action):
    """Put a loot card from your bag into your bank."""

    kind: Literal["deposit"] = "deposit"
    card: int


class EndTownTurn(Action):
    """End your town turn."""

    kind: Literal["end_town_turn"] = "end_town_turn"


ACTIONS = union_of(
    Play,
    Equip,
    Explore,
    Fight,
    ClearBag,
    Keep,
    Drop,
    Done,
    Pass,
    Choose,
    ScoutDecision,
    Buy,
    Deposit,
    EndTownTurn,
)
KIND_ORDER = {t.model_fields["kind"].default: i for i, t in enumerate(ACTIONS.types)}
"""The order of kinds in every legal-action list."""
