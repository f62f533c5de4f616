"""AIM's end of a turn and of the game: drawing, Cleanup (the worst-day roll, refilling the
market), scoring and the tie-break. The second layer of the rules (rules.py)."""

from __future__ import annotations

from game.core.base import handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction
from game.core.model import Event
from game.games.aim import actions as act
from game.games.aim import events as ev
from game.games.aim.legal import AimLegal
from game.games.aim.model import (
    HAND_SIZE,
    PREMIUM_ROW,
    WORST_DAY,
    AimState,
)


class AimTurnEnd(AimLegal):
    """Drawing, Cleanup and the end of the game."""

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
