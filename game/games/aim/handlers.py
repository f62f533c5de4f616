"""AIM's action handlers (action -> events): equipping (placing, drawing onto the mat, dropping
gold, finishing), the market (trashing, selling, buying) and the attack. Each checks its
action against the rules and emits its events. The third layer of the rules (rules.py)."""

from __future__ import annotations

import math

from game.core.base import handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughCarry, NotEnoughGold
from game.core.model import Event
from game.games.aim import actions as act
from game.games.aim import events as ev
from game.games.aim.legal import (
    equip_finished_event,
    market_ended_event,
    placed_event,
    skipped_event,
    unplaced_event,
)
from game.games.aim.model import (
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    HAND_SIZE,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    STORE,
    AimState,
    dice_count,
)
from game.games.aim.placement import placement_error
from game.games.aim.stats import carry_load, mat_stats
from game.games.aim.turn_end import AimTurnEnd


class AimHandlers(AimTurnEnd):
    """One ``@handles`` method per action of the game."""

    # Equip phase ---------------------------------------------------------
    @handles(act.Place)
    def _do_place(self, state: AimState, seat: int, a: act.Place, chance: Chance) -> list[Event]:
        self.need_phase(state, EQUIP, SETUP_EQUIP, doing="place cards")
        layout = self.layout(state, seat)
        problem = layout.place_problem(a.card, a.spot)
        if problem is not None:
            raise placement_error(problem)
        secret = state.phase == SETUP_EQUIP
        if not a.draw:
            return [placed_event(seat, a.card, a.spot, secret)]
        self._check_draw(state, seat, a.card, a.spot)
        emit = self.emitter(state)
        emit(ev.CardPlaced(seat=seat, card=a.card, spot=a.spot, locks=True, secret=secret))
        self._draw(emit, seat, 1, chance)  # Equip phase: "Draw a Card"
        return emit.events

    def _check_draw(self, state: AimState, seat: int, card: int, spot: str) -> None:
        """Equip phase, "Draw a Card": raises unless ``card`` at ``spot`` may draw now."""
        p = state.players[seat]
        d = self.book(card)
        if not d.draws_at(spot):
            if d.draw_card is None:
                raise IllegalAction(f"{d.name} has no Draw a Card.")
            if d.draw_card == "store":
                raise IllegalAction(f"{d.name} draws a card only when it is stored.")
            raise IllegalAction(f"{d.name} draws a card only when equipped, not stored.")
        if card in p.locked:
            raise IllegalAction(f"You already drew a card for {d.name}.")
        if not (p.deck or p.discard):
            raise IllegalAction("There is no card left to draw: your deck and discard are empty.")

    @handles(act.DrawCard)
    def _do_draw_card(
        self, state: AimState, seat: int, a: act.DrawCard, chance: Chance
    ) -> list[Event]:
        """Equip phase: use a placed card's "Draw a Card" (the rulebook's "you can")."""
        self.need_phase(state, EQUIP, SETUP_EQUIP, doing="draw a card")
        spot = state.players[seat].mat.get(a.card)
        if spot is None:
            raise IllegalAction("Only a card you have placed can let you draw a card.")
        self._check_draw(state, seat, a.card, spot)
        emit = self.emitter(state)
        emit(ev.DrawUsed(seat=seat, card=a.card, secret=state.phase == SETUP_EQUIP))
        self._draw(emit, seat, 1, chance)
        return emit.events

    @handles(act.Unplace)
    def _do_unplace(
        self, state: AimState, seat: int, a: act.Unplace, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, EQUIP, SETUP_EQUIP, doing="take cards back")
        problem = self.layout(state, seat).unplace_problem(a.card)
        if problem is not None:
            raise placement_error(problem)
        return [unplaced_event(seat, a.card, state.phase == SETUP_EQUIP)]

    @handles(act.DropGold)
    def _do_drop(self, state: AimState, seat: int, a: act.DropGold, chance: Chance) -> list[Event]:
        self.need_phase(state, EQUIP, doing="leave gold behind")
        p = state.players[seat]
        if p.gold <= 0:
            raise IllegalAction("You have no gold dice.")
        if not carry_load(self.memo, p.mat, p.gold).overloaded:
            raise IllegalAction("Your gold dice all fit; there is no need to leave any behind.")
        smallest = p.gold % 6 or 6
        return [ev.GoldDropped(seat=seat, amount=smallest)]

    @handles(act.FinishEquip)
    def _do_finish(
        self, state: AimState, seat: int, a: act.FinishEquip, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, EQUIP, SETUP_EQUIP, doing="finish equipping")
        p = state.players[seat]
        st = mat_stats(self.memo, p.mat, p.gold)
        if st.overloaded:
            raise NotEnoughCarry(
                f"Too heavy: your stored cards and gold dice weigh {st.load} but you have "
                f"{st.carry + st.wallet} Carry. Store less or leave a gold die behind."
            )
        emit = self.emitter(state)
        emit(equip_finished_event(seat))
        if state.phase == SETUP_EQUIP:
            if all(q.equip_done for q in emit.state.players):
                self._finish_setup(emit, chance)
            return emit.events
        # Attack phase: optional, and needs at least 1 Attack.
        if st.battle_attack < 1:
            emit(skipped_event(seat, "no Attack equipped"))
            self._cleanup(emit, chance)
        return emit.events

    def _finish_setup(self, emit: Emitter[AimState], chance: Chance) -> None:
        """Setup 5: discard unused cards, draw a new hand, roll for turn order."""
        n = emit.state.n_seats
        for seat in range(n):
            hand = list(emit.state.players[seat].hand)
            if hand:
                emit(ev.HandDiscarded(seat=seat, cards=hand))
            self._draw(emit, seat, HAND_SIZE, chance)
        contenders = list(range(n))
        rolls: list[list[int]] = []
        while len(contenders) > 1:
            faces = [chance.roll() for _ in contenders]
            rolls.append(faces)
            top = max(faces)
            contenders = [s for s, f in zip(contenders, faces, strict=True) if f == top]
        first = contenders[0]
        order = [(first + i) % n for i in range(n)]
        emit(ev.TurnOrderRolled(rolls=rolls, order=order))
        emit(ev.TurnStarted(seat=first, turn=1, round=1))

    # Market phase --------------------------------------------------------
    def _trash_gain(self, card: int) -> int:
        d = self.book(card)
        return -d.trash_cost if d.trash_cost else max(1, d.price // 2)

    @handles(act.Trash)
    def _do_trash(self, state: AimState, seat: int, a: act.Trash, chance: Chance) -> list[Event]:
        self.need_phase(state, MARKET_TRASH, doing="trash a card")
        if state.trashed_this_turn:
            raise IllegalAction("You may trash only one card per turn.")
        problem = self._trash_problem(state, seat, a.card)
        if problem is not None:
            costly = self.book(a.card).trash_cost and state.players[seat].mat.get(a.card) == STORE
            raise (NotEnoughGold if costly else IllegalAction)(problem)
        return [ev.CardTrashed(seat=seat, card=a.card, gold=self._trash_gain(a.card))]

    @handles(act.Sell)
    def _do_sell(self, state: AimState, seat: int, a: act.Sell, chance: Chance) -> list[Event]:
        """Market phase, Sell and Clear: total the gold, pay fees, discard the play area."""
        self.need_phase(state, MARKET_TRASH, doing="sell")
        p = state.players[seat]
        parts = self._sell_parts(state, seat, p.mat, state.trash_gold)
        total = max(0, sum(parts.values()))
        cap = 6 * self._dice_room(state, seat)
        kept = min(total, cap)
        return [
            ev.Sold(seat=seat, gold=kept, parts=parts, lost=total - kept),
            ev.PlayAreaCleared(seat=seat, cards=list(p.mat)),
        ]

    @handles(act.Buy)
    def _do_buy(self, state: AimState, seat: int, a: act.Buy, chance: Chance) -> list[Event]:
        self.need_phase(state, MARKET_BUY, doing="buy")
        source = next((src for c, src in self._for_sale(state) if c == a.card), None)
        if source is None:
            raise IllegalAction(
                "That card is not for sale: buy from the Premium or Common Market "
                "or the top of a Loot pile."
            )
        d = self.book(a.card)
        gold = state.players[seat].gold
        if d.price > gold:
            raise NotEnoughGold(f"{d.name} costs {d.price} Gold and you have {gold}.")
        rebate = state.rebate if source == "common" else 0
        events: list[Event] = [
            ev.Bought(seat=seat, card=a.card, source=source, price=d.price, rebate=rebate)
        ]
        if source == "epic" and len(state.loot["epic"]) == 1 and state.end_reason is None:
            events.append(ev.EndTriggered(reason="the last Epic Loot card was bought"))
        return events

    @handles(act.EndMarket)
    def _do_end_market(
        self, state: AimState, seat: int, a: act.EndMarket, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, MARKET_BUY, doing="end the market phase")
        return [market_ended_event(seat)]

    # Attack phase --------------------------------------------------------
    @handles(act.Attack)
    def _do_attack(self, state: AimState, seat: int, a: act.Attack, chance: Chance) -> list[Event]:
        """Attack phase: battle dice, attacker wins ties; spoils or a Pesky Quest Item."""
        self.need_phase(state, ATTACK, doing="attack")
        if a.target == seat or not 0 <= a.target < state.n_seats:
            raise IllegalAction("Choose another player to attack.")
        me, them = state.players[seat], state.players[a.target]
        mine = mat_stats(self.memo, me.mat, me.gold)
        if mine.battle_attack < 1:
            raise IllegalAction("You need at least 1 Attack equipped to attack.")
        theirs = mat_stats(self.memo, them.mat, them.gold)
        a_roll, d_roll = chance.roll(), chance.roll()
        a_total = mine.battle_attack + a_roll
        d_total = theirs.battle_attack + theirs.battle_defense + d_roll
        won = a_total >= d_total
        emit = self.emitter(state)
        emit(
            ev.AttackRolled(
                attacker=seat,
                defender=a.target,
                attack_roll=a_roll,
                defense_roll=d_roll,
                attack_total=a_total,
                defense_total=d_total,
                attacker_won=won,
            )
        )
        if won:
            protected = min(6, them.gold) if theirs.wallet and them.gold > 0 else 0
            taken = them.gold - protected
            bonus = math.ceil(theirs.goods_value / 2)
            others = (
                state.dice_in_use()
                - dice_count(me.gold)
                - dice_count(them.gold)
                + dice_count(protected)
            )
            room = min(mine.max_dice(), state.dice_total - others)
            total = me.gold + taken + bonus
            kept = min(total, 6 * room)
            emit(
                ev.GoldTaken(
                    attacker=seat,
                    defender=a.target,
                    taken=taken,
                    bonus=bonus,
                    protected=protected,
                    dropped=total - kept,
                )
            )
            goods = self._stored_goods(state, a.target)
            if len({self.book(c).name for c in goods}) > 1:
                emit(ev.GoodsDiscardAsked(defender=a.target))
                return emit.events
            if goods:
                emit(ev.GoodsDiscarded(seat=a.target, card=goods[0]))
        elif state.pesky:
            emit(ev.PeskyTaken(seat=seat, card=state.pesky[-1]))
        self._cleanup(emit, chance)
        return emit.events

    @handles(act.DiscardGoods)
    def _do_discard_goods(
        self, state: AimState, seat: int, a: act.DiscardGoods, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, DEFENDER_DISCARD, doing="choose the Goods to give up")
        if a.card not in self._stored_goods(state, seat):
            raise IllegalAction("Choose one of your stored Goods cards.")
        emit = self.emitter(state)
        emit(ev.GoodsDiscarded(seat=seat, card=a.card))
        self._cleanup(emit, chance)
        return emit.events

    @handles(act.SkipAttack)
    def _do_skip(
        self, state: AimState, seat: int, a: act.SkipAttack, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, ATTACK, doing="skip the attack")
        emit = self.emitter(state)
        emit(skipped_event(seat, ""))
        self._cleanup(emit, chance)
        return emit.events

    # Cleanup phase -------------------------------------------------------
