"""Loot Roll's automatic steps: everything a main action sets going once its chooser has
chosen (the preparation window, the face-down choice, the fight window, resolving the
fight, the rolls, the end of the action), in one place, :meth:`LootRollFlow._go`, which every
handler calls last: it moves on until someone owes a decision. The second layer of the rules
(game/games/loot_roll/rules.py)."""

from __future__ import annotations

from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.events import GameEnded
from game.core.priority import open_window, pass_priority
from game.core.simultaneous import open_choices
from game.games.loot_roll import calc
from game.games.loot_roll import events as ev
from game.games.loot_roll.calc import worn
from game.games.loot_roll.cards import (
    DUNGEONS,
    VENDOR_SIZE,
)
from game.games.loot_roll.legal import MOMENT_OF, LootRollLegal
from game.games.loot_roll.model import (
    DEFEAT,
    DICE,
    FIGHT,
    FIGHT_OR_FLIGHT,
    MONSTER,
    PLACE,
    PREPARE,
    REVEALED,
    ROLL,
    LrState,
)


class LootRollFlow(LootRollLegal):
    """Drawing and the automatic steps of an action, until someone owes a decision."""

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
