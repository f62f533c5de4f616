"""High Card's rules: five rounds of one secret card each; the highest card nobody else
matched takes the round's points (README.md has the rules in full).

Everything a game needs from the kit is here in small: a state record (model.py), folds
for its own events (the kit folds its simultaneous-choice events into ``state.secret``
and this module reacts to the reveal), one handler per action, and the view, sentences,
sampling and bots in their own modules bound as methods.
"""

from __future__ import annotations

from collections import Counter

from game.core.base import Folds, RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction
from game.core.events import GameEnded
from game.core.model import Action, Event, MatchConfig
from game.core.simultaneous import (
    SecretChoiceOpened,
    SecretChoicesRevealed,
    choosing,
    make_choice,
    may_change,
    open_choices,
)
from game.games.high_card import ENTRY
from game.games.high_card import describe as hc_describe
from game.games.high_card import sample as hc_sample
from game.games.high_card import view as hc_view
from game.games.high_card.model import (
    ACTIONS,
    CHOOSE,
    DECK,
    EVENTS,
    HAND,
    PRIZES,
    ROUNDS,
    CardDrawn,
    Dealt,
    HcState,
    Play,
    Player,
    PrizeTurned,
    RoundScored,
    value,
)

fold = Folds[HcState]()


@fold(Dealt)
def _dealt(s: HcState, e: Dealt) -> None:
    s.players = [Player(hand=sorted(h)) for h in e.hands]
    s.stock, s.prizes = list(e.stock), list(e.prizes)


@fold(PrizeTurned)
def _prize(s: HcState, e: PrizeTurned) -> None:
    s.round, s.pot = e.round, e.pot
    s.turned.append(s.prizes.pop())


@fold(SecretChoiceOpened)
def _choosing(s: HcState, e: SecretChoiceOpened) -> None:
    s.phase = CHOOSE


@fold(SecretChoicesRevealed)
def _revealed(s: HcState, e: SecretChoicesRevealed) -> None:
    for seat, card in e.choices.items():
        p = s.players[seat]
        p.hand.remove(card)  # type: ignore[arg-type]
        p.played.append(card)  # type: ignore[arg-type]


@fold(RoundScored)
def _scored(s: HcState, e: RoundScored) -> None:
    if e.winner is not None:
        s.players[e.winner].score += e.points
        s.pot = 0


@fold(CardDrawn)
def _drawn(s: HcState, e: CardDrawn) -> None:
    s.stock.remove(e.card)
    p = s.players[e.seat]
    p.hand = sorted([*p.hand, e.card])


def round_winner(choices: dict[int, int]) -> tuple[int | None, int | None]:
    """``(seat, card)`` of the highest card whose value nobody else played; ``(None,
    None)`` when every value was matched (the pot stays for the next round)."""
    counts = Counter(value(c) for c in choices.values())
    unique = [(value(c), seat, c) for seat, c in choices.items() if counts[value(c)] == 1]
    if not unique:
        return None, None
    _, seat, card = max(unique)
    return seat, card


class HighCardRules(RulesBase[HcState]):
    """High Card for 2-4 seats (game/games/high_card/README.md)."""

    entry = ENTRY
    actions, events, state_type, folds = ACTIONS, EVENTS, HcState, fold
    barrier_events = (Dealt, PrizeTurned, CardDrawn)
    phase_names = {CHOOSE: "the choice of a card", "game_over": "the end"}

    view = hc_view.make_view
    describe = hc_describe.describe
    determinize = hc_sample.determinize
    sample_state = hc_sample.sample_state

    # ---------------------------------------------------------------- set-up and turns
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        deck = chance.shuffled(range(DECK))
        n = config.n_seats
        hands = [sorted(deck[i * HAND : (i + 1) * HAND]) for i in range(n)]
        emit = self.emitter(self.initial_state(config))
        emit(Dealt(hands=hands, stock=deck[n * HAND :], prizes=chance.shuffled(PRIZES)))
        self._begin_round(emit)
        return emit.events

    def _begin_round(self, emit: Emitter[HcState]) -> None:
        s = emit.state
        emit(PrizeTurned(round=s.round + 1, prize=s.prizes[-1], pot=s.pot + s.prizes[-1]))
        open_choices(emit, range(s.n_seats), CHOOSE)

    def to_act(self, state: HcState) -> tuple[int, ...]:
        return choosing(state.secret)

    def may_act(self, state: HcState) -> tuple[int, ...]:
        return may_change(state.secret)

    def legal_actions(self, state: HcState, seat: int) -> list[Action]:
        if seat not in self.may_act(state):
            return []
        return [Play(card=c) for c in sorted(state.players[seat].hand)]

    # ---------------------------------------------------------------- the one action
    @handles(Play)
    def _play(self, state: HcState, seat: int, a: Play, chance: Chance) -> list[Event]:
        self.need_phase(state, CHOOSE, doing="choose a card")
        if a.card not in state.players[seat].hand:
            raise IllegalAction("You can only choose a card from your hand.")
        emit = self.emitter(state)
        if make_choice(emit, seat, a.card):
            self._score_round(emit)
        return emit.events

    def _score_round(self, emit: Emitter[HcState]) -> None:
        s = emit.state
        assert s.secret is not None
        chosen = {seat: int(c) for seat, c in s.secret.chosen.items()}
        winner, card = round_winner(chosen)
        emit(RoundScored(winner=winner, card=card, points=s.pot))
        if s.round < ROUNDS:
            for seat in range(s.n_seats):
                if s.stock:
                    emit(CardDrawn(seat=seat, card=s.stock[-1]))
            self._begin_round(emit)
            return
        self._finish(emit)

    def _finish(self, emit: Emitter[HcState]) -> None:
        s = emit.state
        score = {i: p.score for i, p in enumerate(s.players)}
        ranking = sorted(score, key=lambda i: (-score[i], i))
        best = score[ranking[0]]
        emit(
            GameEnded(
                winners=[i for i in ranking if score[i] == best],
                ranking=ranking,
                scores=score,
                details={i: {"points": p.score} for i, p in enumerate(s.players)},
                reason="the fifth round was played",
            )
        )
