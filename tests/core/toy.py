"""Guess: a toy game built only from the kit, to test its mechanisms in a real Match.

Each of ``rounds`` rounds (an option, default 2):

1. guess: every seat picks 1, 2 or 3 in secret (simultaneous choices, topic "guess");
2. respond: a response window from the round's starter; the holder may nudge (pay a coin:
   its guess goes up by one, at most 3) or pass; then a die (1-3) is rolled and every seat
   that guessed it gains 2 coins;
3. auction: an open auction for a prize among every seat from the starter (budget: coins);
4. sealed: every seat bids 0..coins in secret (topic "sealed"); the highest bid wins a
   prize, a tie goes to the seat closest after the starter; a winning bid of 0 buys nothing.

Score: coins + 3 per prize. The starter moves one seat on each round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import field
from typing import Any, Literal

from pydantic import BaseModel

from game.core.auction import (
    AUCTION_EVENTS,
    AuctionOpened,
    AuctionView,
    OpenAuction,
    auction_view,
    bidding,
    clockwise_from,
    describe_auction,
    drop_out,
    must_raise,
    open_auction,
    raise_amounts,
    raise_bid,
    sealed_winner,
)
from game.core.base import Folds, RulesBase, handles
from game.core.chance import Chance
from game.core.describe import Voice
from game.core.emitter import Emitter
from game.core.errors import IllegalAction
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Action, Event, MatchConfig, union_of
from game.core.options import OptionSpec
from game.core.priority import (
    WINDOW_EVENTS,
    ResponseWindow,
    WindowOpened,
    WindowView,
    after_response,
    describe_window,
    holding,
    open_window,
    pass_priority,
    window_view,
)
from game.core.simultaneous import (
    SECRET_EVENTS,
    ChoicesView,
    SecretChoiceOpened,
    SecretChoices,
    SecretChoicesRevealed,
    choices_view,
    choosing,
    describe_secret,
    make_choice,
    may_change,
    open_choices,
)
from game.core.state import GameState, Record, game_state, memo_field, record
from game.core.view import GameView

GUESS, RESPOND, AUCTION, SEALED = "guess", "respond", "auction", "sealed"


# ------------------------------------------------------------------ state
@record
class ToyPlayer(Record):
    coins: int = 5
    prizes: int = 0
    guess: int | None = None
    """The seat's revealed guess this round (None before the reveal)."""


@game_state
class ToyState(GameState):
    n_seats: int
    rounds: int = 2
    players: list[ToyPlayer] = field(default_factory=list)
    starter: int = 0
    target: int | None = None
    secret: SecretChoices | None = None
    window: ResponseWindow | None = None
    auction: OpenAuction | None = None
    memo: dict[Any, Any] = memo_field()


# ------------------------------------------------------------------ actions and events
class Choose(Action):
    kind: Literal["choose"] = "choose"
    value: int


class Nudge(Action):
    kind: Literal["nudge"] = "nudge"


class Pass(Action):
    kind: Literal["pass"] = "pass"


class Bid(Action):
    kind: Literal["bid"] = "bid"
    amount: int


class Drop(Action):
    kind: Literal["drop"] = "drop"


class ToySetUp(Event):
    kind: Literal["toy_set_up"] = "toy_set_up"
    n_seats: int
    rounds: int


class RoundBegan(Event):
    kind: Literal["round_began"] = "round_began"
    round: int
    starter: int


class Nudged(Event):
    kind: Literal["nudged"] = "nudged"
    seat: int


class TargetRolled(Event):
    kind: Literal["target_rolled"] = "target_rolled"
    value: int
    hits: list[int]


class PrizeBought(Event):
    kind: Literal["prize_bought"] = "prize_bought"
    seat: int
    amount: int


ACTIONS = union_of(Choose, Nudge, Pass, Bid, Drop)
EVENTS = union_of(
    ToySetUp,
    RoundBegan,
    Nudged,
    TargetRolled,
    PrizeBought,
    *SECRET_EVENTS,
    *WINDOW_EVENTS,
    *AUCTION_EVENTS,
    PositionLoaded,
    GameEnded,
)

# ------------------------------------------------------------------ folds
fold = Folds[ToyState]()


@fold(ToySetUp)
def _set_up(s: ToyState, e: ToySetUp) -> None:
    s.players = [ToyPlayer() for _ in range(e.n_seats)]
    s.rounds = e.rounds


@fold(RoundBegan)
def _round(s: ToyState, e: RoundBegan) -> None:
    s.round, s.starter, s.target = e.round, e.starter, None
    for p in s.players:
        p.guess = None


@fold(SecretChoiceOpened)
def _choosing(s: ToyState, e: SecretChoiceOpened) -> None:
    s.phase = e.topic


@fold(SecretChoicesRevealed)
def _revealed(s: ToyState, e: SecretChoicesRevealed) -> None:
    if e.topic == GUESS:
        for seat, value in e.choices.items():
            s.players[seat].guess = value  # type: ignore[assignment]


@fold(WindowOpened)
def _window(s: ToyState, e: WindowOpened) -> None:
    s.phase = RESPOND


@fold(Nudged)
def _nudged(s: ToyState, e: Nudged) -> None:
    p = s.players[e.seat]
    p.coins -= 1
    assert p.guess is not None
    p.guess += 1


@fold(TargetRolled)
def _rolled(s: ToyState, e: TargetRolled) -> None:
    s.target = e.value
    for seat in e.hits:
        s.players[seat].coins += 2


@fold(AuctionOpened)
def _auction(s: ToyState, e: AuctionOpened) -> None:
    s.phase = AUCTION


@fold(PrizeBought)
def _bought(s: ToyState, e: PrizeBought) -> None:
    p = s.players[e.seat]
    p.coins -= e.amount
    p.prizes += 1


# ------------------------------------------------------------------ view
class ToyPlayerView(BaseModel):
    coins: int
    prizes: int
    guess: int | None


class ToyView(GameView):
    players: list[ToyPlayerView]
    starter: int
    target: int | None
    choices: ChoicesView | None
    window: WindowView | None
    auction: AuctionView | None


# ------------------------------------------------------------------ rules
class GuessRules(RulesBase[ToyState]):
    game_id = "toy-guess"
    title = "Guess"
    min_seats, max_seats = 2, 4
    actions = ACTIONS
    events = EVENTS
    state_type = ToyState
    folds = fold
    barrier_events = (TargetRolled,)
    phase_names = {
        GUESS: "the guessing",
        RESPOND: "the nudges",
        AUCTION: "the auction",
        SEALED: "the sealed bids",
    }
    options = (OptionSpec(key="rounds", label="Rounds", kind="int", low=1, high=5, default=2),)

    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        emit = self.emitter(self.initial_state(config))
        emit(ToySetUp(n_seats=config.n_seats, rounds=int(config.options.get("rounds", 2))))
        self._begin_round(emit, 1, 0)
        return emit.events

    def _begin_round(self, emit: Emitter[ToyState], round_: int, starter: int) -> None:
        emit(RoundBegan(round=round_, starter=starter))
        open_choices(emit, range(emit.state.n_seats), GUESS)

    # turns
    def to_act(self, state: ToyState) -> tuple[int, ...]:
        phase = state.phase
        if phase in (GUESS, SEALED):
            return choosing(state.secret)
        if phase == RESPOND:
            return holding(state.window)
        if phase == AUCTION:
            return bidding(state.auction)
        return ()

    def may_act(self, state: ToyState) -> tuple[int, ...]:
        if state.phase in (GUESS, SEALED):
            return may_change(state.secret)
        return self.to_act(state)

    def legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        if seat not in self.may_act(state):
            return []
        p = state.players[seat]
        if state.phase == GUESS:
            return [Choose(value=v) for v in (1, 2, 3)]
        if state.phase == SEALED:
            return [Choose(value=v) for v in range(p.coins + 1)]
        if state.phase == RESPOND:
            nudge: list[Action] = [Nudge()] if self._can_nudge(p) else []
            return [*nudge, Pass()]
        if state.phase == AUCTION:
            assert state.auction is not None
            out: list[Action] = [Bid(amount=a) for a in raise_amounts(state.auction, p.coins)]
            if not must_raise(state.auction):
                out.append(Drop())
            return out
        return []

    @staticmethod
    def _can_nudge(p: ToyPlayer) -> bool:
        return p.coins > 0 and p.guess is not None and p.guess < 3

    # handlers
    @handles(Choose)
    def _choose(self, state: ToyState, seat: int, a: Choose, chance: Chance) -> list[Event]:
        self.need_phase(state, GUESS, SEALED, doing="choose in secret")
        top = 3 if state.phase == GUESS else state.players[seat].coins
        low = 1 if state.phase == GUESS else 0
        if not low <= a.value <= top:
            raise IllegalAction(f"Choose a number from {low} to {top}.")
        emit = self.emitter(state)
        if make_choice(emit, seat, a.value):
            if state.phase == GUESS:
                open_window(emit, range(state.n_seats), state.starter, "nudges")
            else:
                self._settle_sealed(emit, chance)
        return emit.events

    @handles(Nudge)
    def _nudge(self, state: ToyState, seat: int, a: Nudge, chance: Chance) -> list[Event]:
        self.need_phase(state, RESPOND, doing="nudge")
        if not self._can_nudge(state.players[seat]):
            raise IllegalAction("You cannot nudge your guess now.")
        emit = self.emitter(state)
        emit(Nudged(seat=seat))
        after_response(emit, seat)
        return emit.events

    @handles(Pass)
    def _pass(self, state: ToyState, seat: int, a: Pass, chance: Chance) -> list[Event]:
        self.need_phase(state, RESPOND, doing="pass")
        emit = self.emitter(state)
        if pass_priority(emit, seat):
            value = chance.roll(3)
            s = emit.state
            emit(
                TargetRolled(
                    value=value, hits=[i for i, p in enumerate(s.players) if p.guess == value]
                )
            )
            open_auction(emit, "prize", clockwise_from(s.starter, s.n_seats))
        return emit.events

    @handles(Bid)
    def _bid(self, state: ToyState, seat: int, a: Bid, chance: Chance) -> list[Event]:
        self.need_phase(state, AUCTION, doing="bid")
        emit = self.emitter(state)
        end = raise_bid(emit, seat, a.amount, budget=state.players[seat].coins)
        self._after_auction(emit, end)
        return emit.events

    @handles(Drop)
    def _drop(self, state: ToyState, seat: int, a: Drop, chance: Chance) -> list[Event]:
        self.need_phase(state, AUCTION, doing="drop out")
        emit = self.emitter(state)
        self._after_auction(emit, drop_out(emit, seat))
        return emit.events

    def _after_auction(
        self, emit: Emitter[ToyState], end: tuple[str, int | None, int] | None
    ) -> None:
        if end is None:
            return
        how, winner, amount = end
        if how == "won" and winner is not None:
            emit(PrizeBought(seat=winner, amount=amount))
        open_choices(emit, range(emit.state.n_seats), SEALED)

    def _settle_sealed(self, emit: Emitter[ToyState], chance: Chance) -> None:
        s = emit.state
        assert s.secret is not None
        bids = {seat: int(v) for seat, v in s.secret.chosen.items()}  # type: ignore[call-overload]
        won = sealed_winner(bids, clockwise_from(s.starter, s.n_seats))
        if won.winner is not None and won.amount > 0:
            emit(PrizeBought(seat=won.winner, amount=won.amount))
        if s.round < s.rounds:
            self._begin_round(emit, s.round + 1, (s.starter + 1) % s.n_seats)
            return
        score = {i: p.coins + 3 * p.prizes for i, p in enumerate(s.players)}
        ranking = sorted(score, key=lambda i: (-score[i], i))
        best = score[ranking[0]]
        emit(
            GameEnded(
                winners=[i for i in ranking if score[i] == best],
                ranking=ranking,
                scores=score,
                details={
                    i: {"coins": p.coins, "prizes": p.prizes} for i, p in enumerate(s.players)
                },
                reason="the last round was played",
            )
        )

    # views and sentences
    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            ctx=self.context(state, seat),
            players=[
                ToyPlayerView(coins=p.coins, prizes=p.prizes, guess=p.guess) for p in state.players
            ],
            starter=state.starter,
            target=state.target,
            choices=choices_view(state.secret, seat),
            window=window_view(state.window),
            auction=auction_view(state.auction),
        )

    def describe(self, event: Event, viewer: int | None, seat_names: Sequence[str]) -> str | None:
        voice = Voice(viewer, seat_names)
        said = (
            describe_secret(event, voice)
            or describe_window(event, voice)
            or describe_auction(event, voice)
        )
        if said is not None:
            return said
        if isinstance(event, Nudged):
            return f"{voice.says(event.seat, 'nudge', 'nudges')} the guess up."
        if isinstance(event, TargetRolled):
            return f"The die shows {event.value}."
        if isinstance(event, PrizeBought):
            return f"{voice.who(event.seat)} bought a prize for {event.amount}."
        return None

    def determinize(self, state: ToyState, seat: int, rng: random.Random) -> ToyState:
        """Other seats' unrevealed secret choices chosen again at random."""
        s = state.clone()
        part = s.secret
        if part is not None and not part.revealed:
            for other, _ in list(part.chosen.items()):
                if other != seat:
                    top = 3 if s.phase == GUESS else s.players[other].coins
                    part.chosen[other] = rng.randint(1 if s.phase == GUESS else 0, top)
        return s
