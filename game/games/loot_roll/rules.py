"""Loot Roll: legal actions and ``decide`` (action -> events), on the game kit.

Rule numbers R1-R61 and readings D1-D47 are those of README.md beside this file (the
rulebook is rulebooks/loot-roll.txt). The automatic steps of a main action (open the
preparation window, the face-down choice, the fight window, resolve the fight, the rolls,
the end of the action) live in one place, :meth:`LootRollRules._go`, which every handler
calls last: it moves on until someone owes a decision.

Every handler first checks that its action is in the legal list (the same list
``legal_actions`` returns, memoized per state), so ``action in legal_actions`` is exactly
the check ``decide`` makes; a refused action gets a sentence from :meth:`_why`.
"""

from __future__ import annotations

from typing import Any

from game.core.base import RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, UnknownCard
from game.core.events import GameEnded
from game.core.model import Action, Event, MatchConfig, cached_values
from game.core.options import validate_options
from game.core.priority import after_response, open_window, pass_priority
from game.core.simultaneous import choosing, make_choice, may_change, open_choices
from game.games.loot_roll import ENTRY, calc
from game.games.loot_roll import actions as act
from game.games.loot_roll import describe as _describe
from game.games.loot_roll import determinize as _determinize
from game.games.loot_roll import events as ev
from game.games.loot_roll import position as _position
from game.games.loot_roll import sample as _sample
from game.games.loot_roll import view as _view
from game.games.loot_roll.calc import Tables, tables, worn
from game.games.loot_roll.cards import (
    DUNGEONS,
    MAX_BUYS,
    REGULAR_BEFORE_BOSS,
    VENDOR_SIZE,
    card_book,
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
from game.games.loot_roll.evolve import fold
from game.games.loot_roll.model import (
    CHOOSE,
    CLEAR,
    DEFEAT,
    DICE,
    FIGHT,
    FIGHT_OR_FLIGHT,
    MONSTER,
    MONSTER_TARGET,
    PARTY,
    PHASE_NAMES,
    PLACE,
    PREPARE,
    REVEALED,
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
_buy = cached_values(lambda o, pay: act.Buy(offer=o, pay=pay))
_EXPLORE, _FIGHT, _BOSS = act.Explore(), act.Fight(boss=False), act.Fight(boss=True)
_CLEAR, _KEEP, _DONE, _PASS = act.ClearBag(), act.Keep(), act.Done(), act.Pass()
_FIGHT_SIDE, _FLIGHT_SIDE = act.Choose(side="fight"), act.Choose(side="flight")
_TOP, _BOTTOM = act.ScoutDecision(bottom=False), act.ScoutDecision(bottom=True)
_END_TOWN = act.EndTownTurn()

Options = list[tuple[int | None, int | None]]


class LootRollRules(RulesBase[LrState]):
    """The rules of Loot Roll for 2-6 seats (README sections 1-3)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = LrState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, t: Tables | None = None) -> None:
        super().__init__()
        self.t = t or tables()
        self.book = card_book()
        self.content_version = self.book.cardset.content_version

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Set-up (R2, R3, R24, R25): five piles shuffled (the monsters as three dungeon
        stacks under that variant, D3), one ability card each, the first player at random
        (D2), dungeon 1."""
        opts = validate_options(self.options, config.options)
        n = config.n_seats
        stacks = bool(opts["stacks"])
        piles = {k: chance.shuffled(list(ids)) for k, ids in self.t.piles(stacks).items()}
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                seats=n, torch=opts["torch"], scaled=opts["scaled"], stacks=stacks, piles=piles
            )
        )
        s = emit.state
        for seat in range(n):
            emit(ev.AbilityDealt(seat=seat, card=s.decks["ability"][-1]))
        first = chance.rng.randrange(n)
        emit(ev.FirstPlayerChosen(seat=first))
        emit(ev.DungeonEntered(dungeon=1, first=first))
        emit(ev.TurnStarted(seat=first, turn=1))
        return emit.events

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
            out += [_buy(i, pay) for pay in _payments(tuple(values), need)]
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

    # ------------------------------------------------------------------ drawing
    def _top(self, emit: Emitter[LrState], chance: Chance, pile: str) -> int | None:
        """The top card of ``pile`` (D28: an empty deck first takes in its shuffled discard
        pile); None when both are empty. The drawing event takes it off."""
        s = emit.state
        deck = s.decks[pile]
        if not deck:
            if not s.discards[pile]:
                return None
            emit(ev.DeckReshuffled(pile=pile, order=chance.shuffled(sorted(s.discards[pile]))))
            deck = s.decks[pile]
        return deck[-1]

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

    # ------------------------------------------------------------------ the automatic steps
    def _go(self, emit: Emitter[LrState], chance: Chance) -> None:
        """Take every automatic step until someone owes a decision (README section 3.4)."""
        s = emit.state
        while s.result is None:
            if s.pending:
                return
            if s.window is not None:
                if not self._autopass(emit):
                    return
                continue
            phase = s.phase
            if phase == MONSTER:
                if not self._open(emit, PREPARE):
                    open_choices(emit, range(s.n_seats), FIGHT_OR_FLIGHT)
            elif phase == PREPARE:
                open_choices(emit, range(s.n_seats), FIGHT_OR_FLIGHT)
            elif phase == REVEALED:
                f = s.fight
                assert f is not None
                if not f.fighters:
                    emit(ev.MonsterShelved(card=f.monster))
                    self._end_main(emit, chance)
                elif not self._open(emit, FIGHT):
                    self._resolve(emit, chance)
            elif phase == FIGHT:
                self._resolve(emit, chance)
            elif phase == DEFEAT:
                self._end_main(emit, chance)
            elif phase == DICE:
                if not self._open(emit, ROLL):
                    self._settle(emit, chance)
            elif phase == ROLL:
                r = s.roll
                assert r is not None
                if r.card is not None:
                    self._settle(emit, chance)
                elif r.queue:
                    self._next_roll(emit, chance)
                else:
                    self._end_main(emit, chance)
            elif phase == PLACE and s.placing is None:
                self._end_main(emit, chance)
            else:
                return

    def _open(self, emit: Emitter[LrState], phase: str) -> bool:
        """Open the response window of ``phase`` for every seat from the active one, unless
        no seat could respond (D13); True when it opened."""
        s = emit.state
        moment = MOMENT_OF[phase]
        if not any(self.responds(s, x, moment) for x in range(s.n_seats)):
            return False
        open_window(emit, range(s.n_seats), s.active, phase)
        return True

    def _autopass(self, emit: Emitter[LrState]) -> bool:
        """D13: a holder with no ability card and no public response passes at once; True
        when the window closed."""
        s = emit.state
        while True:
            w = s.window
            if w is None:
                return True
            if self.responds(s, w.holder, MOMENT_OF[s.phase]):
                return False
            if pass_priority(emit, w.holder):
                return True

    def _charge(self, emit: Emitter[LrState], seat: int, count: int, reason: str) -> None:
        """``seat`` owes ``count`` bag cards: all of them go when it has no more (D14)."""
        bag = emit.state.players[seat].bag
        if not bag or count <= 0:
            return
        if len(bag) <= count:
            for c in list(bag):
                emit(ev.LootDropped(seat=seat, card=c, reason=reason))
        else:
            emit(ev.DropOwed(seat=seat, count=count, reason=reason))

    def _overflow(self, emit: Emitter[LrState], seat: int) -> None:
        """D9: a bag over its capacity after a gain owes the extra cards."""
        s = emit.state
        over = len(s.players[seat].bag) - calc.capacity_of(self.t, s.players[seat])
        over -= sum(
            p.count
            for p in s.pending
            if p.seat == seat and p.kind == "drop" and p.reason == "overflow"
        )
        if over > 0:
            emit(ev.DropOwed(seat=seat, count=over, reason="overflow"))

    def _resolve(self, emit: Emitter[LrState], chance: Chance) -> None:
        """R35, R38-R40, D14, D17: the party wins with a strictly higher total."""
        s = emit.state
        f = s.fight
        assert f is not None
        if not f.fighters:  # every fighter left (Cold Feet): as if all fled (D34)
            emit(ev.MonsterShelved(card=f.monster))
            self._end_main(emit, chance)
            return
        total, need = calc.party_total(self.t, s), calc.monster_need(self.t, s)
        monster = f.monster
        if total > need:
            draws = calc.rewards(self.t, s)
            emit(ev.FightWon(monster=monster, total=total, need=need))
            for rarity, count in draws:
                for _ in range(count):
                    c = self._top(emit, chance, rarity)
                    if c is None:
                        break
                    emit(ev.RewardDrawn(card=c))
        else:
            owed = {x: calc.owed(self.t, s, x) for x in f.fighters}
            emit(ev.FightLost(monster=monster, total=total, need=need, owed=owed))
            for x in s.clockwise(s.active):
                if x in owed:
                    self._charge(emit, x, owed[x], "defeat")
        emit(ev.MonsterDiscarded(card=monster))

    def _next_roll(self, emit: Emitter[LrState], chance: Chance) -> None:
        """R41-R43, D10, D44: the next card; fighters with room in their bags roll."""
        s = emit.state
        r = s.roll
        assert r is not None
        card = r.queue[0]
        t = self.t
        rollers = [
            x
            for x in s.clockwise(s.active)
            if x in r.party and len(s.players[x].bag) < calc.capacity_of(t, s.players[x])
        ]
        if not rollers:
            emit(ev.LootUnclaimed(card=card))
        elif len(rollers) == 1:
            emit(ev.LootWon(seat=rollers[0], card=card))
            self._overflow(emit, rollers[0])
        else:
            self._throw(emit, chance, card, rollers)

    def _throw(self, emit: Emitter[LrState], chance: Chance, card: int, rollers: list[int]) -> None:
        s = emit.state
        faces = {x: chance.roll(20) for x in rollers}
        bonus = {x: calc.roll_bonus(self.t, s.players[x]) for x in rollers}
        emit(ev.DiceRolled(card=card, faces=faces, bonus=bonus))

    def _settle(self, emit: Emitter[LrState], chance: Chance) -> None:
        """R41, D12: the highest total takes the card; tied players throw again."""
        s = emit.state
        r = s.roll
        assert r is not None and r.card is not None
        totals = calc.roll_totals(s)
        best = max(totals.values())
        top = [x for x in s.clockwise(s.active) if totals.get(x) == best]
        if len(top) > 1:
            self._throw(emit, chance, r.card, top)
            return
        emit(ev.LootWon(seat=top[0], card=r.card, totals=totals))
        self._overflow(emit, top[0])

    def _end_main(self, emit: Emitter[LrState], chance: Chance) -> None:
        """R45, R47, D22, D46: the boss fell (the dungeon ends), an extra action, the torch
        (a variant: 0 = none), or the next player's turn."""
        s = emit.state
        nxt = (s.active + 1) % s.n_seats
        if s.boss_down:
            emit(ev.DungeonCleared(dungeon=s.dungeon))
            self._leave(emit, chance, nxt)
        elif s.extra_actions > 0:
            emit(ev.ExtraActionTaken(seat=s.active))
        elif s.torch and s.turns >= s.torch * s.n_seats:
            emit(ev.DungeonCollapsed(dungeon=s.dungeon))
            self._leave(emit, chance, nxt)
        else:
            emit(ev.TurnStarted(seat=nxt, turn=s.turns + 1))

    def _leave(self, emit: Emitter[LrState], chance: Chance, starter: int) -> None:
        """R46, R50, R52, R53, D23, D25: a town between dungeons; after the third, the count."""
        s = emit.state
        if s.dungeon >= DUNGEONS:
            self._final(emit)
            return
        emit(ev.TownOpened(order=s.clockwise(starter) * 2))
        for i in range(VENDOR_SIZE):
            emit(ev.VendorRefilled(offer=i, card=self._top(emit, chance, "ability")))

    def _final(self, emit: Emitter[LrState]) -> None:
        """R58-R61, D29: the best swaps, then bag + bank; equal scores share the win."""
        s = emit.state
        t = self.t
        swapped: dict[int, int] = {}
        for seat in range(s.n_seats):
            swaps = calc.best_swaps(t, s.players[seat])
            swapped[seat] = len(swaps)
            if swaps:
                emit(ev.FinalSwaps(seat=seat, swaps=swaps))
        v = t.value
        scores = {seat: calc.score(t, p) for seat, p in enumerate(s.players)}
        ranking = sorted(scores, key=lambda x: (-scores[x], x))
        best = scores[ranking[0]]
        details = {
            seat: {
                "bag": sum(v[c] for c in p.bag),
                "bank": sum(v[c] for c in p.bank),
                "worn": sum(v[c] for _, c in worn(p)),
                "swaps": swapped[seat],
            }
            for seat, p in enumerate(s.players)
        }
        emit(
            GameEnded(
                winners=[x for x in ranking if scores[x] == best],
                ranking=ranking,
                scores=scores,
                details=details,
                reason="the third boss fell" if s.boss_down else "the last torch burned out",
            )
        )

    # ------------------------------------------------------------------ views and helpers
    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = _determinize.determinize
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position


_PAY_CACHE: dict[tuple[tuple[tuple[int, int], ...], int], list[tuple[int, ...]]] = {}


def _payments(values: tuple[tuple[int, int], ...], need: int) -> list[tuple[int, ...]]:
    """Every payment the rules accept (R55, D24), remembered per bag and price."""
    key = (values, need)
    got = _PAY_CACHE.get(key)
    if got is None:
        if len(_PAY_CACHE) > 4096:
            _PAY_CACHE.clear()
        got = _PAY_CACHE[key] = calc.payments(list(values), need)
    return got
