"""What Loot Roll cards are worth to one seat, in treasure points: gear against what is worn,
a bag card against giving it up, an ability card to hold."""

from __future__ import annotations

from game.games.loot_roll.calc import Tables
from game.games.loot_roll.effects import (
    AdjustRoll,
    AdjustSurvivability,
    BankLoot,
    Draw,
    ExtraAction,
    ExtraReward,
    Negate,
    PeekHand,
    PriceCut,
    Reroll,
    RollBonus,
    StealAbility,
    StealLoot,
    SwapRolls,
    SwitchSide,
    Ward,
)
from game.games.loot_roll.view import LrView

SLOTS_OF = {"two_hands": ("main_hand", "off_hand")}
"""The slots a card of each multi-slot kind takes."""


class CardValues:
    """Card worths for one table's cards (read from the view only)."""

    def __init__(self, t: Tables) -> None:
        self.t = t

    def gear_gain(self, v: LrView, seat: int, card: int) -> int:
        """Survivability gained by wearing ``card`` (what it displaces counted off)."""
        t = self.t
        p = v.players[seat]
        slot = t.slot[card]
        if slot is None:
            return -99
        slots = SLOTS_OF.get(slot, (slot,))
        off = {p.slots[s] for s in slots if s in p.slots}
        if slot in ("main_hand", "off_hand"):
            held = p.slots.get(slot)
            if held is not None and t.slot[held] == "two_hands":
                off = {held}
        return t.surv[card] - sum(t.surv[c] for c in off)

    def keep_worth(self, v: LrView, me: int, card: int) -> float:
        """How much a bag card is worth keeping: its value, more for carried bonuses and
        for gear better than what is worn."""
        t = self.t
        worth = float(t.value[card])
        eff = t.passive[card]
        if isinstance(eff, RollBonus | PriceCut) and not t.worn_only[card]:
            worth += 2.0 * eff.amount
        if t.slot[card] is not None and self.gear_gain(v, me, card) > 0:
            worth += 2.0
        return worth

    def card_worth(self, card: int) -> float:
        """What an ability card is worth to hold, in treasure points."""
        t = self.t
        worth = 0.0
        for e in t.effects[card]:
            if isinstance(e, AdjustRoll):
                worth += 0.7 * abs(e.amount)
            elif isinstance(e, Reroll | SwapRolls):
                worth += 2.5
            elif isinstance(e, AdjustSurvivability):
                helps = (e.amount > 0) != (e.target == "monster")
                worth += (0.8 if helps else 0.4) * abs(e.amount)
            elif isinstance(e, ExtraAction | Draw):
                worth += 3.0
            elif isinstance(e, StealLoot):
                worth += 2.5
            elif isinstance(e, StealAbility | BankLoot | Ward | SwitchSide | Negate):
                worth += 2.0
            elif isinstance(e, ExtraReward):
                worth += 2.5
            elif isinstance(e, PeekHand):
                worth += 0.6
            else:
                worth += 1.2
        return worth
