"""AIM's legal actions: what each seat may do now, where a card may go on its mat, and what
the market offers (section names are the rulebook's; open decisions are in README.md). The
first layer of the rules (rules.py puts them together: legal -> turn_end -> handlers ->
rules)."""

from __future__ import annotations

from game.core.base import RulesBase
from game.core.model import Action, cached_values
from game.core.state import GAME_OVER
from game.games.aim import actions as act
from game.games.aim import describe as _describe
from game.games.aim import determinize as _determinize
from game.games.aim import events as ev
from game.games.aim import position as _position
from game.games.aim import sample as _sample
from game.games.aim import view as _view
from game.games.aim.book import CardBook
from game.games.aim.model import (
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    STORE,
    TIERS,
    WORST_DAY,
    AimState,
    dice_count,
    seats_to_act,
)
from game.games.aim.placement import MatLayout
from game.games.aim.stats import MatMemo, mat_stats, sale_parts

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
placed_event = cached_values(
    lambda seat, card, spot, secret: ev.CardPlaced(seat=seat, card=card, spot=spot, secret=secret)
)
unplaced_event = cached_values(
    lambda seat, card, secret: ev.CardUnplaced(seat=seat, card=card, secret=secret)
)
equip_finished_event = cached_values(lambda seat: ev.EquipFinished(seat=seat))
market_ended_event = cached_values(lambda seat: ev.MarketEnded(seat=seat))
skipped_event = cached_values(lambda seat, reason: ev.AttackSkipped(seat=seat, reason=reason))
_DROP, _FINISH, _SELL, _END_MARKET, _SKIP = (
    act.DropGold(),
    act.FinishEquip(),
    act.Sell(),
    act.EndMarket(),
    act.SkipAttack(),
)


class AimLegal(RulesBase[AimState]):
    """What each seat may do now, and the small queries the handlers share with it."""

    book: CardBook
    memo: MatMemo
    _drawers: frozenset[int]

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

    def _for_sale(self, state: AimState) -> list[tuple[int, str]]:
        out = [(c, "premium") for c in state.premium_row if c is not None]
        if state.common_card is not None:
            out.append((state.common_card, "common"))
        out.extend((state.loot[t][-1], t) for t in TIERS if state.loot[t])
        return out

    def _stored_goods(self, state: AimState, seat: int) -> list[int]:
        return sorted(
            c
            for c, s in state.players[seat].mat.items()
            if s == STORE and self.book(c).type == "goods"
        )

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
