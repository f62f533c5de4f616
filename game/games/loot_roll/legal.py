"""Loot Roll's turn order and legal actions: who acts, at what moment, what they may do,
and the sentence for an action the rules refuse (README sections 1-3; rule numbers R1-R61
and readings D1-D47 are README.md's). The first layer of the rules (game/games/loot_roll/
rules.py puts the layers together: legal -> flow -> handlers -> rules)."""

from __future__ import annotations

from typing import Any

from game.core.base import RulesBase
from game.core.errors import IllegalAction, UnknownCard
from game.core.memo import BoundedMemo
from game.core.model import Action, cached_values
from game.core.simultaneous import choosing, may_change
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll.calc import Tables, worn
from game.games.loot_roll.cards import (
    MAX_BUYS,
    REGULAR_BEFORE_BOSS,
    CardBook,
)
from game.games.loot_roll.effects import (
    ANYTIME,
    AdjustRoll,
    AdjustSurvivability,
    BankLoot,
    CallerMustFight,
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
from game.games.loot_roll.model import (
    CHOOSE,
    CLEAR,
    FIGHT,
    PLACE,
    PREPARE,
    ROLL,
    TOWN,
    TURN,
    LrState,
)


class CannotPlay(IllegalAction):
    code = "cannot_play"


class CannotEquip(IllegalAction):
    code = "cannot_equip"


class CannotAct(IllegalAction):
    """A main action, drop, choice or town action the rules refuse now."""

    code = "cannot_act"


class CannotBuy(IllegalAction):
    code = "cannot_buy"


MOMENT_OF = {PREPARE: "preparation", FIGHT: "fight", ROLL: "roll"}
"""The card moment of each response window's phase."""

_play = cached_values(lambda c, t, k: act.Play(card=c, target=t, pick=k))
_equip = cached_values(lambda c: act.Equip(card=c))
_drop = cached_values(lambda c: act.Drop(card=c))
_deposit = cached_values(lambda c: act.Deposit(card=c))
_EXPLORE, _FIGHT, _BOSS = act.Explore(), act.Fight(boss=False), act.Fight(boss=True)
_CLEAR, _KEEP, _DONE, _PASS = act.ClearBag(), act.Keep(), act.Done(), act.Pass()
_FIGHT_SIDE, _FLIGHT_SIDE = act.Choose(side="fight"), act.Choose(side="flight")
_TOP, _BOTTOM = act.ScoutDecision(bottom=False), act.ScoutDecision(bottom=True)
_END_TOWN = act.EndTownTurn()

Options = list[tuple[int | None, int | None]]


class LootRollLegal(RulesBase[LrState]):
    """Who acts and what they may do; every handler checks its action against this list."""

    t: Tables
    book: CardBook

    # ------------------------------------------------------------------ turns
    def to_act(self, state: LrState) -> tuple[int, ...]:
        if state.result is not None:
            return ()
        if state.pending:
            return (state.pending[0].seat,)
        w = state.window
        if w is not None:
            return (w.holder,)
        phase = state.phase
        if phase == CHOOSE:
            return choosing(state.secret)
        if phase in (TURN, PLACE, CLEAR, TOWN):
            return (state.active,)
        return ()

    def may_act(self, state: LrState) -> tuple[int, ...]:
        """Who the game waits for (``to_act``; in the face-down choice, also whoever may
        still change their card) and, while it waits for anyone, every seat holding an
        ability card (D5: a card printing no timing is played whenever its owner likes;
        hand sizes are public, so this tells nobody what a hand holds)."""
        if state.phase == CHOOSE and not state.pending and state.result is None:
            seats = set(may_change(state.secret))
        else:
            seats = set(self.to_act(state))
        if seats:
            seats |= {i for i, p in enumerate(state.players) if p.hand}
        return tuple(sorted(seats))

    def moment(self, s: LrState, seat: int) -> str | None:
        """The moment in which ``seat`` may play cards now (D5), or None: ``your_turn``,
        ``place`` (only the explored card), ``preparation``, ``fight``, ``roll``, ``town``;
        ``anytime`` while the game waits for another seat or for a choice (only cards that
        print no timing, R6)."""
        own = self._own_moment(s, seat)
        if own is None and s.result is None and s.players[seat].hand and self.to_act(s):
            return ANYTIME
        return own

    def _own_moment(self, s: LrState, seat: int) -> str | None:
        """The moments the game gives ``seat`` a turn to play in (D5)."""
        if s.pending or s.result is not None:
            return None
        phase = s.phase
        if phase == TURN:
            return "your_turn" if seat == s.active else None
        if phase == PLACE:
            return "place" if seat == s.active else None
        if phase in MOMENT_OF:
            w = s.window
            return MOMENT_OF[phase] if w is not None and w.holder == seat else None
        if phase == TOWN:
            return "town" if seat == s.active else None
        return None

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: LrState, seat: int) -> list[Action]:
        """Every legal action of ``seat`` in a fixed order: by kind (actions.ACTIONS order),
        then by card, target and pick ascending."""
        return list(self._legal(state, seat)[0])

    def _legal(self, s: LrState, seat: int) -> tuple[tuple[Action, ...], frozenset[Action]]:
        key = ("legal", seat)
        got = s.memo.get(key)
        if got is None:
            out = tuple(self._list(s, seat)) if seat in self.may_act(s) else ()
            got = s.memo[key] = (out, frozenset(out))
        return got

    def _list(self, s: LrState, seat: int) -> list[Action]:
        if s.pending:
            pd = s.pending[0]
            if pd.seat != seat:
                return self._plays(s, seat, ANYTIME)
            if pd.kind == "scout":
                return [_TOP, _BOTTOM]
            return [_drop(c) for c in s.players[seat].bag]
        phase = s.phase
        moment = self.moment(s, seat)
        if phase == CHOOSE:
            sides = [_FIGHT_SIDE] if self.forced(s, seat) else [_FIGHT_SIDE, _FLIGHT_SIDE]
            chooses = seat in (s.secret.seats if s.secret is not None else ())
            return [*self._plays(s, seat, ANYTIME), *(sides if chooses else [])]
        out: list[Action] = []
        if moment is not None:
            out += self._plays(s, seat, moment)
            out += self._equips(s, seat, moment)
        p = s.players[seat]
        if phase == TURN and seat == s.active:
            if s.decks["common"] or s.discards["common"]:
                out.append(_EXPLORE)
            if s.regular_wins < REGULAR_BEFORE_BOSS:
                out.append(_FIGHT)
            out.append(_BOSS)
            if p.bag:
                out.append(_CLEAR)
        elif phase == PLACE and seat == s.active:
            out.append(_KEEP)
        elif phase == CLEAR and seat == s.active:
            out += [_drop(c) for c in p.bag]
            if s.cleared:
                out.append(_DONE)
        elif phase in MOMENT_OF and moment == MOMENT_OF[phase]:
            out.append(_PASS)
        elif phase == TOWN and seat == s.active:
            if s.buys < MAX_BUYS and s.town_mode in ("", "buy"):
                out += self._buys(s, seat)
            if s.town_mode in ("", "deposit"):
                out += [_deposit(c) for c in p.bag]
            out.append(_END_TOWN)
        return out

    def forced(self, s: LrState, seat: int) -> bool:
        """Whether ``seat`` may only choose Fight (Taunt; a caller-must-fight monster, D16)."""
        f = s.fight
        if f is None:
            return False
        if seat in f.forbid:
            return True
        return seat == f.caller and isinstance(calc.monster_effect(self.t, s), CallerMustFight)

    def _plays(self, s: LrState, seat: int, moment: str) -> list[Action]:
        t = self.t
        p = s.players[seat]
        out: list[Action] = []
        if moment == "place":
            c = s.placing
            if c is not None and "your_turn" in t.moments[c]:
                out += [_play(c, x, k) for x, k in self.choices(s, seat, c, "your_turn")]
            return out
        cards: list[int] = []
        if not (moment in ("preparation", "fight") and calc.silenced(t, s)):
            cards += p.hand
        if moment not in ("town", ANYTIME):
            cards += [c for c in p.bag if t.effects[c] and c not in s.exhausted]
            cards += [c for _, c in worn(p) if t.effects[c] and c not in s.exhausted]
        for c in sorted(cards):
            if moment in t.moments[c]:
                out += [_play(c, x, k) for x, k in self.choices(s, seat, c, moment)]
        return out

    def choices(self, s: LrState, seat: int, card: int, moment: str) -> Options:
        """The (target, pick) pairs ``card`` may be played with now; [] when it cannot."""
        opts: Options = [(None, None)]
        for eff in self.t.effects[card]:
            got = self._effect_options(s, seat, eff, moment)
            if got is None:
                return []
            if got is not True:
                if not got:
                    return []
                opts = got
        return opts

    def _effect_options(
        self, s: LrState, seat: int, eff: Any, moment: str
    ) -> Options | None | bool:
        """None: the effect cannot work now; True: it works and asks nothing; else the
        (target, pick) options it asks for."""
        n = s.n_seats
        others = [x for x in range(n) if x != seat]
        if isinstance(eff, AdjustRoll | Reroll | SwapRolls):
            r = s.roll
            if r is None or r.card is None:
                return None
            if isinstance(eff, SwapRolls):
                if seat not in r.rollers:
                    return None
                return [(x, None) for x in r.rollers if x != seat]
            if eff.target == "self":
                return True if seat in r.rollers else None
            return [(x, None) for x in r.rollers if eff.target == "any" or x != seat]
        if isinstance(eff, AdjustSurvivability):
            f = s.fight
            if f is None:
                return None
            pool = list(range(n)) if moment == "preparation" else f.fighters
            if eff.target == "self":
                return True if seat in pool else None
            if eff.target in ("party", "monster"):
                return True
            return [(x, None) for x in pool if eff.target == "any" or x != seat]
        if isinstance(eff, Negate):
            mods = s.roll.mods if moment == "roll" and s.roll else (s.fight.mods if s.fight else [])
            return [(None, i) for i, m in enumerate(mods) if m.live]
        if isinstance(eff, Draw):
            return True if s.decks[eff.deck] or s.discards[eff.deck] else None
        if isinstance(eff, Scout | ReplaceMonster):
            pile = s.monster_pile()
            return True if s.decks[pile] or s.discards[pile] else None
        if isinstance(eff, PeekHand | StealAbility):
            return [(x, None) for x in others if s.players[x].hand]
        if isinstance(eff, StealLoot):
            v = self.t.value
            return [(x, c) for x in others for c in s.players[x].bag if v[c] <= eff.max_value]
        if isinstance(eff, ForbidFlight):
            f = s.fight
            if f is None:
                return None
            return [(x, None) for x in others if x not in f.forbid]
        if isinstance(eff, SwitchSide):
            return True if s.fight is not None else None
        if isinstance(eff, Ward):
            f = s.fight
            if f is None or seat in f.warded or (moment == "fight" and seat not in f.fighters):
                return None
            return True
        if isinstance(eff, ExtraReward):
            return True if s.fight is not None else None
        if isinstance(eff, BankLoot):
            return [(None, c) for c in s.players[seat].bag]
        if isinstance(eff, ExtraAction | Discount):
            return True
        raise TypeError(f"no rule for the effect {type(eff).__name__}")

    def _equips(self, s: LrState, seat: int, moment: str) -> list[Action]:
        """D7 and D8: which cards ``seat`` may put on now."""
        t = self.t
        p = s.players[seat]
        if moment == "place":
            c = s.placing
            cards = [c] if c is not None and t.slot[c] is not None else []
        elif moment in ("your_turn", "preparation") or (
            moment == "fight" and s.fight is not None and seat in s.fight.fighters
        ):
            cards = [c for c in p.bag if t.slot[c] is not None]
        else:
            return []
        out: list[Action] = []
        moved = s.moved
        for c in cards:
            if c in moved:
                continue
            slot = t.slot[c]
            assert slot is not None
            if any(d in moved for d in calc.displaced_by(p, slot)):
                continue
            if calc.fits_after_equip(t, p, c, from_bag=moment != "place"):
                out.append(_equip(c))
        return out

    def _buys(self, s: LrState, seat: int) -> list[Action]:
        v = self.t.value
        values = [(c, v[c]) for c in s.players[seat].bag]
        out: list[Action] = []
        for i, card in enumerate(s.vendor):
            if card is None:
                continue
            need = calc.price(self.t, s, seat, card)
            out += _buys_of(i, tuple(values), need)
        return out

    def responds(self, s: LrState, seat: int, moment: str) -> bool:
        """D13: whether ``seat`` is asked in a window of ``moment``: it holds an ability card
        (hand sizes are public) or has a public response (equipment, usable loot)."""
        if s.players[seat].hand:
            return True
        t = self.t
        p = s.players[seat]
        for c in [*p.bag, *(c for _, c in worn(p))]:
            usable = t.effects[c] and c not in s.exhausted and moment in t.moments[c]
            if usable and self.choices(s, seat, c, moment):
                return True
        return bool(self._equips(s, seat, moment))

    # ------------------------------------------------------------------ checking an action
    def _check(self, s: LrState, seat: int, a: Action) -> None:
        if a not in self._legal(s, seat)[1]:
            raise self._why(s, seat, a)

    def _why(self, s: LrState, seat: int, a: Action) -> IllegalAction:
        """The sentence for an action that is not legal now (the most specific reason)."""
        t = self.t
        phase_words = self.phase_name(s.phase)
        if (
            s.pending
            and s.pending[0].seat == seat
            and not isinstance(a, act.Drop | act.ScoutDecision)
        ):
            if s.pending[0].kind == "scout":
                return CannotAct("First decide where the monster you looked at goes.")
            return CannotAct("First discard the loot you owe.")
        if isinstance(a, act.Play):
            if not 0 <= a.card < t.n:
                return UnknownCard("There is no such card.")
            name = t.book(a.card).name
            p = s.players[seat]
            mine = a.card in p.hand or a.card in p.bag or a.card in p.slots.values()
            if not mine and a.card != s.placing:
                return UnknownCard(f"{name} is not in your hand or among your loot.")
            moment = self.moment(s, seat)
            if moment is None:
                return CannotPlay(f"You cannot play cards during {phase_words} right now.")
            ability = t.kind[a.card] == "ability"
            if ability and moment in ("preparation", "fight") and calc.silenced(t, s):
                return CannotPlay("No ability cards may be played against this monster.")
            if a.card in s.exhausted:
                return CannotPlay(f"{name} is turned sideways until the next dungeon.")
            if moment == "town" and t.kind[a.card] == "loot":
                return CannotPlay("Loot is not used in town; bank it or pay with it.")
            when = "your_turn" if moment == "place" else moment
            if when == ANYTIME and when not in t.moments[a.card]:
                return CannotPlay(
                    f"{name} says when it may be played; on another player's turn or choice "
                    "only a card that prints no timing can be played."
                )
            if when not in t.moments[a.card]:
                return CannotPlay(f"{name} cannot be played during {phase_words}.")
            opts = self.choices(s, seat, a.card, when)
            if not opts:
                return CannotPlay(f"{name} would do nothing now.")
            return CannotPlay(f"{name} needs a different choice of player or card.")
        if isinstance(a, act.Equip):
            if not 0 <= a.card < t.n or t.slot[a.card] is None:
                return CannotEquip("Only loot with an equipment slot can be worn.")
            name = t.book(a.card).name
            moment = self.moment(s, seat)
            if moment in (None, "roll", "town"):
                return CannotEquip(f"You cannot change equipment during {phase_words}.")
            if moment == "fight":
                return CannotEquip("Only the fighters may change equipment during the fight.")
            where = [s.placing] if moment == "place" else s.players[seat].bag
            if a.card not in where:
                return UnknownCard(f"{name} is not in your bag.")
            if a.card in s.moved:
                return CannotEquip(f"{name} was already moved in this step.")
            return CannotEquip(
                f"Wearing {name} would leave your bag too full or move a card moved already."
            )
        if isinstance(a, act.Explore | act.Fight | act.ClearBag):
            self.need_phase(s, TURN, doing="take a main action")
            if seat != s.active:
                return CannotAct("Only the player whose turn it is takes the main action.")
            if isinstance(a, act.Explore):
                return CannotAct("The common loot pile and its discard pile are both empty.")
            if isinstance(a, act.Fight):
                return CannotAct(
                    "Four regular monsters are beaten in this dungeon: only a boss can be fought."
                )
            return CannotAct("Your bag is empty: there is nothing to discard.")
        if isinstance(a, act.Keep):
            self.need_phase(s, PLACE, doing="keep the explored card")
        if isinstance(a, act.Drop):
            if not (s.pending and s.pending[0].kind == "drop"):
                self.need_phase(s, CLEAR, doing="discard loot")
            return UnknownCard("You can discard only loot cards from your bag.")
        if isinstance(a, act.Done):
            self.need_phase(s, CLEAR, doing="stop discarding")
            return CannotAct("Discard at least one loot card first.")
        if isinstance(a, act.Pass):
            return CannotAct("There is nothing to pass on right now.")
        if isinstance(a, act.Choose):
            self.need_phase(s, CHOOSE, doing="choose Fight or Flight")
            return CannotAct("You must fight this monster: Flight is not allowed.")
        if isinstance(a, act.ScoutDecision):
            return CannotAct("You are not looking at a monster right now.")
        if isinstance(a, act.Buy | act.Deposit | act.EndTownTurn):
            self.need_phase(s, TOWN, doing="buy, bank or end a town turn")
            if seat != s.active:
                return CannotAct("It is another player's town turn.")
            if isinstance(a, act.Buy):
                return self._why_buy(s, seat, a)
            if isinstance(a, act.Deposit):
                if s.town_mode == "buy":
                    return CannotAct("This town turn you are buying, not banking.")
                return UnknownCard("You can bank only loot cards from your bag.")
        return CannotAct(f"{type(a).__name__} is not possible during {phase_words}.")

    def _why_buy(self, s: LrState, seat: int, a: act.Buy) -> IllegalAction:
        if s.town_mode == "deposit":
            return CannotBuy("This town turn you are banking, not buying.")
        if s.buys >= MAX_BUYS:
            return CannotBuy(f"You can buy at most {MAX_BUYS} ability cards a town turn.")
        if not 0 <= a.offer < len(s.vendor) or s.vendor[a.offer] is None:
            return CannotBuy("There is no card for sale in that space.")
        bag = s.players[seat].bag
        if any(c not in bag for c in a.pay) or len(set(a.pay)) != len(a.pay):
            return CannotBuy("Pay with loot cards from your bag.")
        card = s.vendor[a.offer]
        assert card is not None
        need = calc.price(self.t, s, seat, card)
        got = sum(self.t.value[c] for c in a.pay)
        if got < need:
            return CannotBuy(f"That loot is worth {got}; the card costs {need}.")
        return CannotBuy("List the loot you pay with in rising card order.")


BUYS_HELD = 30_000
"""Buys remembered at most (a few megabytes)."""
_BUYS: BoundedMemo[tuple[int, tuple[tuple[int, int], ...], int], list[Action]] = BoundedMemo(
    BUYS_HELD
)
"""The buys listed per (offer, bag, price), each list weighing its length. Playouts meet new
bags all the time, so an unbounded memory of them grows without end (it once held hundreds
of megabytes after a few minutes of search)."""


def _buys_of(offer: int, values: tuple[tuple[int, int], ...], need: int) -> list[Action]:
    """Every buy of ``offer`` the rules accept (R55, D24) from a bag of these (card, value)
    pairs at price ``need``: one per payment (calc.payments), in its order. Remembered
    (``_BUYS``), since a town turn lists every accepted payment (often hundreds) and
    playouts list the same bags again. The list is shared: callers copy it, never change it."""
    key = (offer, values, need)
    got = _BUYS.get(key)
    if got is None:
        got = [act.Buy(offer=offer, pay=pay) for pay in calc.payments(list(values), need)]
        _BUYS.remember(key, got, weight=len(got))
    return got
