"""Loot Roll's action handlers (action -> events): free plays, main actions, windows and
choices, the town. Each checks its action against the legal list first and ends with the
automatic steps (game/games/loot_roll/flow.py). The third layer of the rules
(game/games/loot_roll/rules.py)."""

from __future__ import annotations

from typing import Any

from game.core.base import handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.model import Event
from game.core.priority import after_response, pass_priority
from game.core.simultaneous import make_choice
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll import events as ev
from game.games.loot_roll.effects import (
    AdjustRoll,
    AdjustSurvivability,
    BankLoot,
    Discount,
    Draw,
    ExtraAction,
    ExtraReward,
    ForbidFlight,
    Negate,
    PeekHand,
    ReplaceMonster,
    Reroll,
    Scout,
    StealAbility,
    StealLoot,
    SwapRolls,
    SwitchSide,
    Ward,
)
from game.games.loot_roll.flow import LootRollFlow
from game.games.loot_roll.model import (
    MONSTER_TARGET,
    PARTY,
    LrState,
)


class LootRollHandlers(LootRollFlow):
    """One ``@handles`` method per action of the game."""

    # ------------------------------------------------------------------ handlers: free plays
    @handles(act.Play)
    def _do_play(self, state: LrState, seat: int, a: act.Play, chance: Chance) -> list[Event]:
        """R7, R11, R27, R36, R44: play a card; its effects (README section 3.7)."""
        self._check(state, seat, a)
        moment = self.moment(state, seat)
        assert moment is not None
        when = "your_turn" if moment == "place" else moment
        emit = self.emitter(state)
        emit(ev.CardPlayed(seat=seat, card=a.card, target=a.target, pick=a.pick))
        for eff in self.t.effects[a.card]:
            self._effect(emit, chance, seat, a, eff, when)
        self._overflow(emit, seat)
        if moment in ("preparation", "fight", "roll"):
            after_response(emit, seat)
        self._go(emit, chance)
        return emit.events

    def _effect(
        self, emit: Emitter[LrState], chance: Chance, seat: int, a: act.Play, eff: Any, when: str
    ) -> None:
        s = emit.state
        target = a.target if a.target is not None else seat
        if isinstance(eff, AdjustRoll):
            emit(
                ev.ModifierAdded(
                    card=a.card, by=seat, target=target, amount=eff.amount, scope="roll"
                )
            )
        elif isinstance(eff, Reroll):
            r = s.roll
            assert r is not None
            face = chance.roll(20)
            kept = max(face, r.dice[target]) if eff.keep == "higher" else face
            emit(ev.DieRerolled(seat=target, face=face, kept=kept))
        elif isinstance(eff, SwapRolls):
            emit(ev.RollsSwapped(a=seat, b=target))
        elif isinstance(eff, AdjustSurvivability):
            to = {"party": PARTY, "monster": MONSTER_TARGET}.get(eff.target, target)
            emit(
                ev.ModifierAdded(card=a.card, by=seat, target=to, amount=eff.amount, scope="fight")
            )
        elif isinstance(eff, Negate):
            assert a.pick is not None
            emit(
                ev.ModifierCancelled(
                    by=seat, index=a.pick, scope="roll" if when == "roll" else "fight"
                )
            )
        elif isinstance(eff, Draw):
            for _ in range(eff.count):
                c = self._top(emit, chance, eff.deck)
                if c is None:
                    break
                if eff.deck == "ability":
                    emit(ev.AbilityDrawn(seat=seat, card=c))
                else:
                    emit(ev.LootDrawn(seat=seat, card=c))
        elif isinstance(eff, Scout):
            c = self._top(emit, chance, s.monster_pile())
            assert c is not None
            emit(ev.MonsterScouted(seat=seat, card=c))
        elif isinstance(eff, PeekHand):
            emit(ev.HandPeeked(seat=seat, target=target, cards=list(s.players[target].hand)))
        elif isinstance(eff, StealAbility):
            c = chance.choice(sorted(s.players[target].hand))
            emit(ev.AbilityStolen(seat=seat, victim=target, card=c))
        elif isinstance(eff, StealLoot):
            assert a.pick is not None
            emit(ev.LootStolen(seat=seat, victim=target, card=a.pick))
        elif isinstance(eff, ForbidFlight):
            emit(ev.FlightForbidden(seat=target))
        elif isinstance(eff, SwitchSide):
            f = s.fight
            assert f is not None
            emit(ev.SideSwitched(seat=seat, fighting=seat not in f.fighters))
        elif isinstance(eff, Ward):
            emit(ev.Warded(seat=seat))
        elif isinstance(eff, ExtraReward):
            emit(ev.RewardRaised(rarity=eff.rarity, count=eff.count))
        elif isinstance(eff, ReplaceMonster):
            f = s.fight
            assert f is not None
            c = self._top(emit, chance, s.monster_pile())
            assert c is not None
            emit(ev.MonsterReplaced(old=f.monster, new=c))
        elif isinstance(eff, ExtraAction):
            emit(ev.ExtraActionGained(seat=seat))
        elif isinstance(eff, BankLoot):
            assert a.pick is not None
            emit(ev.LootBanked(seat=seat, card=a.pick))
        elif isinstance(eff, Discount):
            emit(ev.DiscountSet(seat=seat, amount=eff.amount))
        else:  # pragma: no cover - every kind is listed in _effect_options
            raise TypeError(f"no rule for the effect {type(eff).__name__}")

    @handles(act.Equip)
    def _do_equip(self, state: LrState, seat: int, a: act.Equip, chance: Chance) -> list[Event]:
        """R17-R20, D7-D9: wear a card; what it replaces goes to the bag."""
        self._check(state, seat, a)
        moment = self.moment(state, seat)
        slot = self.t.slot[a.card]
        assert slot is not None
        emit = self.emitter(state)
        off = calc.displaced_by(state.players[seat], slot)
        emit(ev.Equipped(seat=seat, card=a.card, displaced=off))
        if moment in ("preparation", "fight"):
            after_response(emit, seat)
        self._go(emit, chance)
        return emit.events

    # ------------------------------------------------------------------ handlers: main actions
    @handles(act.Explore)
    def _do_explore(self, state: LrState, seat: int, a: act.Explore, chance: Chance) -> list[Event]:
        """R28, D20: draw a common loot card, shown to all; then equip, use or keep it."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        c = self._top(emit, chance, "common")
        assert c is not None
        emit(ev.CommonDrawn(seat=seat, card=c))
        return emit.events

    @handles(act.Keep)
    def _do_keep(self, state: LrState, seat: int, a: act.Keep, chance: Chance) -> list[Event]:
        self._check(state, seat, a)
        assert state.placing is not None
        emit = self.emitter(state)
        emit(ev.LootKept(seat=seat, card=state.placing))
        self._overflow(emit, seat)
        self._go(emit, chance)
        return emit.events

    @handles(act.Fight)
    def _do_fight(self, state: LrState, seat: int, a: act.Fight, chance: Chance) -> list[Event]:
        """R29, R48, R49, D18: draw a monster of this dungeon; the party prepares."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        c = self._top(emit, chance, state.monster_pile())
        assert c is not None
        emit(ev.MonsterDrawn(card=c, boss=a.boss, caller=seat))
        self._go(emit, chance)
        return emit.events

    @handles(act.ClearBag)
    def _do_clear(self, state: LrState, seat: int, a: act.ClearBag, chance: Chance) -> list[Event]:
        """R30, D21: discard loot from the bag, one card at a time."""
        self._check(state, seat, a)
        return [ev.ClearingStarted(seat=seat)]

    @handles(act.Drop)
    def _do_drop(self, state: LrState, seat: int, a: act.Drop, chance: Chance) -> list[Event]:
        self._check(state, seat, a)
        emit = self.emitter(state)
        if state.pending:
            pd = state.pending[0]
            emit(ev.LootDropped(seat=seat, card=a.card, reason=pd.reason, settles=True))
        else:
            emit(ev.LootDropped(seat=seat, card=a.card, reason="clear"))
        self._go(emit, chance)
        return emit.events

    @handles(act.Done)
    def _do_done(self, state: LrState, seat: int, a: act.Done, chance: Chance) -> list[Event]:
        self._check(state, seat, a)
        emit = self.emitter(state)
        self._end_main(emit, chance)
        self._go(emit, chance)
        return emit.events

    # ------------------------------------------------------------------ handlers: windows, choices
    @handles(act.Pass)
    def _do_pass(self, state: LrState, seat: int, a: act.Pass, chance: Chance) -> list[Event]:
        """R37: the window closes when every seat has passed in a row."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        pass_priority(emit, seat)
        self._go(emit, chance)
        return emit.events

    @handles(act.Choose)
    def _do_choose(self, state: LrState, seat: int, a: act.Choose, chance: Chance) -> list[Event]:
        """R32, R33, D16: Fight or Flight face down; all turned over together; then those
        who fled pay a flee toll if the monster asks one (D19)."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        if make_choice(emit, seat, a.side):
            s = emit.state
            toll = calc.flee_toll(self.t, s)
            f = s.fight
            assert f is not None
            if toll:
                for x in s.clockwise(s.active):
                    if x in f.fled:
                        self._charge(emit, x, toll, "toll")
            self._go(emit, chance)
        return emit.events

    @handles(act.ScoutDecision)
    def _do_scout(
        self, state: LrState, seat: int, a: act.ScoutDecision, chance: Chance
    ) -> list[Event]:
        """D37: the scout leaves the monster on top or slides it to the bottom."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        emit(ev.ScoutDecided(seat=seat, bottom=a.bottom))
        self._go(emit, chance)
        return emit.events

    # ------------------------------------------------------------------ handlers: town
    @handles(act.Buy)
    def _do_buy(self, state: LrState, seat: int, a: act.Buy, chance: Chance) -> list[Event]:
        """R54-R56, D24: pay with bag loot worth at least the price; the space refills."""
        self._check(state, seat, a)
        card = state.vendor[a.offer]
        assert card is not None
        emit = self.emitter(state)
        price = calc.price(self.t, state, seat, card)
        emit(ev.Bought(seat=seat, offer=a.offer, card=card, price=price, pay=list(a.pay)))
        emit(ev.VendorRefilled(offer=a.offer, card=self._top(emit, chance, "ability")))
        return emit.events

    @handles(act.Deposit)
    def _do_deposit(self, state: LrState, seat: int, a: act.Deposit, chance: Chance) -> list[Event]:
        """R22, R54, D27: a bag card goes to the bank."""
        self._check(state, seat, a)
        return [ev.LootBanked(seat=seat, card=a.card)]

    @handles(act.EndTownTurn)
    def _do_end_town(
        self, state: LrState, seat: int, a: act.EndTownTurn, chance: Chance
    ) -> list[Event]:
        """R57, D26: after two town turns each, the next dungeon, from the town's starter."""
        self._check(state, seat, a)
        emit = self.emitter(state)
        emit(ev.TownTurnEnded(seat=seat))
        s = emit.state
        if not s.town_order:
            emit(ev.TownClosed(discarded=[c for c in s.vendor if c is not None]))
            emit(ev.DungeonEntered(dungeon=s.dungeon + 1, first=s.opener))
            emit(ev.TurnStarted(seat=s.opener, turn=1))
        return emit.events
