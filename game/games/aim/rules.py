"""Adventures in Inventory Management: legal actions and ``decide`` (action -> events).

Section names in comments refer to the rulebook (rulebooks/adventures-in-inventory-
management.txt). Rule decisions the rulebook leaves open are listed in README.md
beside this file.
"""

from __future__ import annotations

import math

from game.core.base import RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughCarry, NotEnoughGold
from game.core.model import Action, Event, MatchConfig, cached_values
from game.core.state import GAME_OVER
from game.core.view import ResultView
from game.games.aim import ENTRY
from game.games.aim import actions as act
from game.games.aim import describe as _describe
from game.games.aim import determinize as _determinize
from game.games.aim import events as ev
from game.games.aim import position as _position
from game.games.aim import sample as _sample
from game.games.aim import view as _view
from game.games.aim.book import CardBook, card_book
from game.games.aim.evolve import fold
from game.games.aim.model import (
    AIM_RESULT,
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    HAND_SIZE,
    MARKET_BUY,
    MARKET_TRASH,
    PREMIUM_ROW,
    SETUP_EQUIP,
    STORE,
    TIERS,
    WORST_DAY,
    AimResult,
    AimState,
    dice_count,
    seats_to_act,
)
from game.games.aim.placement import MatLayout, placement_error
from game.games.aim.stats import MatMemo, carry_load, mat_stats, sale_parts

PHASE_NAMES = {
    SETUP_EQUIP: "initial equipping",
    MARKET_TRASH: "the market phase (trash or sell)",
    MARKET_BUY: "the market phase (buying)",
    EQUIP: "the equip phase",
    ATTACK: "the attack phase",
    DEFENDER_DISCARD: "a defender's choice",
    WORST_DAY: "the last tie-break",
    GAME_OVER: "the end",
}


_place = cached_values(lambda c, s, draw: act.Place(card=c, spot=s, draw=draw))
_draw_card = cached_values(lambda c: act.DrawCard(card=c))
_unplace = cached_values(lambda c: act.Unplace(card=c))
_trash = cached_values(lambda c: act.Trash(card=c))
_buy = cached_values(lambda c: act.Buy(card=c))
_attack = cached_values(lambda t: act.Attack(target=t))
_discard_goods = cached_values(lambda c: act.DiscardGoods(card=c))
_worst = cached_values(lambda w: act.ChooseWorstDay(winner=w))
# The commonest simple events, one object per distinct value (events are immutable).
_placed = cached_values(
    lambda seat, card, spot, secret: ev.CardPlaced(seat=seat, card=card, spot=spot, secret=secret)
)
_unplaced = cached_values(
    lambda seat, card, secret: ev.CardUnplaced(seat=seat, card=card, secret=secret)
)
_equip_finished = cached_values(lambda seat: ev.EquipFinished(seat=seat))
_market_ended = cached_values(lambda seat: ev.MarketEnded(seat=seat))
_skipped = cached_values(lambda seat, reason: ev.AttackSkipped(seat=seat, reason=reason))
_DROP, _FINISH, _SELL, _END_MARKET, _SKIP = (
    act.DropGold(),
    act.FinishEquip(),
    act.Sell(),
    act.EndMarket(),
    act.SkipAttack(),
)


class AimRules(RulesBase[AimState]):
    """The rules of Adventures in Inventory Management for 2-4 seats (the turn and
    game-over checks, the dispatch of actions and events, outcome and positions come from
    RulesBase, game/core/base.py)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = AimState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: CardBook | None = None) -> None:
        super().__init__()
        self.book = book or card_book()
        self.content_version = self.book.cardset.content_version
        self.memo = MatMemo(self.book)
        """What these rules have worked out about mats (game/games/aim/stats.py): bounded,
        shared by every thread that uses this rules object."""
        self._drawers = frozenset(
            c for c in self.book.ids(copies=2) if self.book(c).draw_card is not None
        )
        """Card ids with "Draw a Card" (asked for every card in hand while listing actions)."""

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Setup 1-5: sort, deal starter decks, shuffle, lay out markets, draw five each.

        Three and four players use two copies (Three and four player variant).
        """
        from game.games.aim.setup import deal

        emit = self.emitter(self.initial_state(config))
        emit(deal(self.book, config.n_seats, chance))
        for seat in range(config.n_seats):
            self._draw(emit, seat, HAND_SIZE, chance)
        return emit.events

    def result_of(self, state: AimState, e: ev.GameEnded) -> AimResult:
        """The result as AIM's saves record it: the whole game-ended event (AimResult)."""
        return AimResult(**AIM_RESULT(e))

    def result_for_view(self, state: AimState) -> ResultView | None:
        """The result as views show it, with why the game ended (``end_reason``, which the
        saved result does not hold)."""
        r = super().result_for_view(state)
        if r is None or r.reason is not None:
            return r
        return r.model_copy(update={"reason": state.end_reason})

    # ------------------------------------------------------------------ queries
    to_act = staticmethod(seats_to_act)
    """Seats that may act now (``seats_to_act``; bound directly: it is asked several times
    per action)."""

    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = staticmethod(_determinize.determinize)
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: AimState, seat: int) -> list[Action]:
        """Every legal action for ``seat`` in a fixed order: by kind (place, draw a card,
        unplace, drop gold, trash, sell, buy, attack, discard, tie-break, then the step-ending
        actions), then by card id, then by spot (companion row, storage, your slots,
        companions' slots, nested), a place without its draw before the same place with it."""
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        out: list[Action] = []
        if phase in (SETUP_EQUIP, EQUIP):
            p = state.players[seat]
            layout = self.layout(state, seat)
            memo = layout.memo  # this mat's: the same mats come back all through a game
            can_draw = bool(p.deck or p.discard)
            drawers = self._drawers if can_draw else frozenset()
            for card in sorted(p.hand):
                out.extend(self._places(layout, card, card in drawers))
            if can_draw:
                draws = memo.get("draws")
                if draws is None:
                    book = self.book
                    draws = memo["draws"] = tuple(
                        _draw_card(c) for c in sorted(p.mat) if book(c).draws_at(p.mat[c])
                    )
                if draws:
                    out.extend(a for a in draws if a.card not in p.locked)
            unplaces = memo.get("unplaces")
            if unplaces is None:
                unplaces = memo["unplaces"] = tuple(_unplace(c) for c in layout.removable())
            if p.locked:
                out.extend(a for a in unplaces if a.card not in p.locked)
            else:
                out.extend(unplaces)
            overloaded = layout.stats.overloaded
            if overloaded:
                if phase == EQUIP and p.gold > 0:
                    out.append(_DROP)
            else:
                out.append(_FINISH)
        elif phase == MARKET_TRASH:
            p = state.players[seat]
            if not state.trashed_this_turn:
                out.extend(
                    _trash(c) for c in sorted(p.mat) if self._trash_problem(state, seat, c) is None
                )
            out.append(_SELL)
        elif phase == MARKET_BUY:
            gold = state.players[seat].gold
            out.extend(
                _buy(c)
                for c in sorted(c for c, _src in self._for_sale(state))
                if self.book(c).price <= gold
            )
            out.append(_END_MARKET)
        elif phase == ATTACK:
            if mat_stats(self.memo, state.players[seat].mat).battle_attack >= 1:
                out.extend(_attack(t) for t in range(state.n_seats) if t != seat)
            out.append(_SKIP)
        elif phase == DEFENDER_DISCARD:
            out.extend(_discard_goods(c) for c in self._stored_goods(state, seat))
        elif phase == WORST_DAY:
            out.extend(_worst(t) for t in sorted(state.tied))
        return out

    def _places(self, layout: MatLayout, card: int, drawing: bool) -> tuple[Action, ...]:
        """The Place actions of ``card`` on mats with this layout's pattern (shared in the
        rules' memo, like the legal spots they are built from); with ``drawing`` (the card has
        "Draw a Card" and a card is left to draw), each spot where the draw counts also with
        the draw."""
        key = ("places+draw" if drawing else "places", layout.pattern(), card)
        got = self.memo.get(key)
        if got is None:
            d = self.book(card)
            places: list[Action] = []
            for spot in layout.legal_spots(card):
                places.append(_place(card, spot, False))
                if drawing and d.draws_at(spot):
                    places.append(_place(card, spot, True))
            got = self.memo.put(key, tuple(places))
        return got

    def layout(self, state: AimState, seat: int) -> MatLayout:
        """The seat's mat layout, read once per state (the state's memo is cleared by evolve)."""
        key = ("layout", seat)
        got = state.memo.get(key)
        if got is None:
            got = state.memo[key] = MatLayout.read(self.memo, state.players[seat])
        return got

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
            return [_placed(seat, a.card, a.spot, secret)]
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
        return [_unplaced(seat, a.card, state.phase == SETUP_EQUIP)]

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
        emit(_equip_finished(seat))
        if state.phase == SETUP_EQUIP:
            if all(q.equip_done for q in emit.state.players):
                self._finish_setup(emit, chance)
            return emit.events
        # Attack phase: optional, and needs at least 1 Attack.
        if st.battle_attack < 1:
            emit(_skipped(seat, "no Attack equipped"))
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
    def _trash_problem(self, state: AimState, seat: int, card: int) -> str | None:
        p = state.players[seat]
        spot = p.mat.get(card)
        d = self.book(card)
        if spot is None:
            return f"{d.name} is not equipped or stored on your mat."
        if spot == "companion":
            return "Companions cannot be trashed; only equipped or stored cards."
        if d.trash_cost:
            rest = {c: s for c, s in p.mat.items() if c != card}
            available = self._sell_total(state, seat, rest, trash_gold=0)
            if available < d.trash_cost:
                return (
                    f"Getting rid of {d.name} costs {d.trash_cost} Gold and you would have only "
                    f"{available}."
                )
        return None

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

    def _sell_parts(
        self, state: AimState, seat: int, mat: dict[int, str], trash_gold: int
    ) -> dict[str, int]:
        p = state.players[seat]
        return sale_parts(
            self.memo, mat, p.gold, trash_gold, attacked_last_turn=p.attacked_last_turn
        )

    def _sell_total(self, state: AimState, seat: int, mat: dict[int, str], trash_gold: int) -> int:
        return max(0, sum(self._sell_parts(state, seat, mat, trash_gold).values()))

    def _dice_room(self, state: AimState, seat: int) -> int:
        """Dice the supply can give ``seat`` (its own dice included)."""
        others = state.dice_in_use() - dice_count(state.players[seat].gold)
        return state.dice_total - others

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

    def _for_sale(self, state: AimState) -> list[tuple[int, str]]:
        out = [(c, "premium") for c in state.premium_row if c is not None]
        if state.common_card is not None:
            out.append((state.common_card, "common"))
        out.extend((state.loot[t][-1], t) for t in TIERS if state.loot[t])
        return out

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
        return [_market_ended(seat)]

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

    def _stored_goods(self, state: AimState, seat: int) -> list[int]:
        return sorted(
            c
            for c, s in state.players[seat].mat.items()
            if s == STORE and self.book(c).type == "goods"
        )

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
        emit(_skipped(seat, ""))
        self._cleanup(emit, chance)
        return emit.events

    # Cleanup phase -------------------------------------------------------
    def _draw(self, emit: Emitter[AimState], seat: int, n: int, chance: Chance) -> None:
        """Draw ``n`` cards, shuffling the discard pile only when a draw finds the deck empty."""
        p = emit.state.players[seat]
        drawn: list[int] = []
        deck = list(p.deck)
        for _ in range(n):
            if not deck:
                if drawn:
                    emit(ev.CardsDrawn(seat=seat, cards=drawn))
                    drawn = []
                if not p.discard:
                    break
                emit(ev.DiscardShuffled(seat=seat, order=chance.shuffled(sorted(p.discard))))
                deck = list(p.deck)
            drawn.append(deck.pop())
        if drawn:
            emit(ev.CardsDrawn(seat=seat, cards=drawn))

    def _cleanup(self, emit: Emitter[AimState], chance: Chance) -> None:
        """Cleanup phase: discard the hand, draw 5, cycle both markets, then the next turn."""
        s = emit.state
        seat = s.active
        hand = list(s.players[seat].hand)
        if hand:
            emit(ev.HandDiscarded(seat=seat, cards=hand))
        self._draw(emit, seat, HAND_SIZE, chance)
        triggers: list[str] = []
        # Cycling Premium Market
        row = list(s.premium_row)
        trashed = None
        if not s.bought_premium:
            for i in range(PREMIUM_ROW - 1, -1, -1):
                if row[i] is not None:
                    trashed, row[i] = row[i], None
                    break
        remaining = [c for c in row if c is not None]
        row = [None] * (PREMIUM_ROW - len(remaining)) + remaining
        deck = list(s.premium_deck)
        drawn = 0
        for i in range(PREMIUM_ROW - len(remaining) - 1, -1, -1):
            if not deck:
                triggers.append("the Premium Market deck ran out")
                break
            row[i] = deck.pop()
            drawn += 1
        # Cycling Common Market
        common, common_drawn, rebate = s.common_card, False, s.rebate
        if s.bought_common:
            if s.common_deck:
                common, common_drawn = s.common_deck[-1], True
            else:
                triggers.append("the Common Market deck ran out")
            rebate = 0
        elif common is not None:
            if rebate:
                rebate = min(6, rebate + 1)
            elif s.dice_total - s.dice_in_use() > 0:
                rebate = 1
        emit(
            ev.MarketsCycled(
                premium_trashed=trashed,
                premium_row=row,
                premium_drawn=drawn,
                common_card=common,
                common_drawn=common_drawn,
                rebate=rebate,
            )
        )
        for reason in triggers:
            if s.end_reason is None:
                emit(ev.EndTriggered(reason=reason))
        # Ending the game: finish the round, then score.
        if s.end_reason is not None and seat == s.turn_order[-1]:
            self._finish_game(emit)
            return
        nxt = s.next_seat(seat)
        emit(
            ev.TurnStarted(
                seat=nxt, turn=s.turn + 1, round=s.round + (1 if nxt == s.turn_order[0] else 0)
            )
        )

    # Ending the game -----------------------------------------------------
    def score_details(self, state: AimState) -> dict[int, dict[str, int]]:
        """Loot Points (Pesky Quest Items subtract), Pesky count and Potatoes per seat."""
        out: dict[int, dict[str, int]] = {}
        for seat, p in enumerate(state.players):
            owned = [*p.deck, *p.hand, *p.discard, *p.mat]
            defs = [self.book(c) for c in owned]
            out[seat] = {
                "loot_points": sum(d.loot_points for d in defs),
                "pesky": sum(1 for d in defs if d.type == "pesky"),
                "potatoes": sum(1 for d in defs if d.name == "Potato"),
            }
        return out

    def _finish_game(self, emit: Emitter[AimState]) -> None:
        """Most Loot Points; ties: fewest Pesky Quest Items, then most Potatoes, then worst day."""
        details = self.score_details(emit.state)
        key = {s: (-d["loot_points"], d["pesky"], -d["potatoes"]) for s, d in details.items()}
        ranking = sorted(details, key=lambda s: (key[s], emit.state.turn_order.index(s)))
        best = key[ranking[0]]
        tied = [s for s in ranking if key[s] == best]
        if len(tied) > 1:
            emit(ev.WorstDayAsked(tied=[s for s in emit.state.turn_order if s in tied]))
            return
        tiebreak = self._tiebreak_used(details, ranking)
        emit(self._ended(details, ranking, [ranking[0]], tiebreak))

    def _tiebreak_used(self, details: dict[int, dict[str, int]], ranking: list[int]) -> str | None:
        a, b = details[ranking[0]], details[ranking[1]]
        if a["loot_points"] != b["loot_points"]:
            return None
        if a["pesky"] != b["pesky"]:
            return "fewest Pesky Quest Items"
        return "most Potatoes"

    def _ended(
        self,
        details: dict[int, dict[str, int]],
        ranking: list[int],
        winners: list[int],
        tiebreak: str | None,
    ) -> ev.GameEnded:
        return ev.GameEnded(
            winners=winners,
            ranking=ranking,
            scores={s: d["loot_points"] for s, d in details.items()},
            tiebreak=tiebreak,
            details=details,
        )

    @handles(act.ChooseWorstDay)
    def _do_worst_day(
        self, state: AimState, seat: int, a: act.ChooseWorstDay, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, WORST_DAY, doing="settle the last tie-break")
        if a.winner not in state.tied:
            raise IllegalAction("Only a tied player can be named as having had the worst day.")
        details = self.score_details(state)
        key = {s: (-d["loot_points"], d["pesky"], -d["potatoes"]) for s, d in details.items()}
        rest = sorted((s for s in details if s != a.winner), key=lambda s: key[s])
        return [self._ended(details, [a.winner, *rest], [a.winner], "worst day")]
