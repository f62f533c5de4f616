"""The turn once every card is face down: calls, reveals, abilities, scoring.

:class:`Resolver` drives it through an Emitter (every change is an event). ``advance``
goes on from wherever the turn stands (How to Play): it finishes the card being resolved,
resolves the next card of the called initiative, calls the next initiative (its cards turn
face up), and after the sixth call scores the turn and starts the next one. It stops when a
player must answer (``ChoiceAsked``) or an auction opens, and the rules call it again
after the answer.

Abilities are data (abilities.py); ``run`` works through them with an explicit stack of
model.Frame. Each effect resolves as README.md's table says; a choice with no possible
answer does nothing, a mandatory choice with one answer is made at once (the event says
so), any other choice is asked. Every candidate list is built from public facts only.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.auction import AuctionEnd, current, drop_out, must_raise, open_auction
from game.core.emitter import Emitter
from game.core.events import GameEnded
from game.core.simultaneous import open_choices
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.abilities import (
    Auction,
    Block,
    ChoosePlayer,
    Effect,
    Gain,
    If,
    PayOr,
    ReturnToken,
    SetTrait,
    Skim,
    Take,
    Target,
    Transmute,
    Unblock,
    at_path,
)
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import (
    CALLS,
    FRAME,
    PAY_OR,
    TOPIC_BIDS,
    TOPIC_CARDS,
    AskKind,
    Frame,
    IoState,
)
from game.games.inns_and_outcasts.table import (
    TableFacts,
    amount,
    choosable,
    holds,
    loot_value,
    others_in,
    trait_of,
)

Emit = Emitter[IoState]


def facts_of(s: IoState) -> TableFacts:
    """The table as counting sees it (table.py)."""
    ps = s.players
    return TableFacts(
        n=s.n_seats,
        up=[p.current if p.face_up else None for p in ps],
        blocked=[p.blocked for p in ps],
        traits=[p.traits for p in ps],
        winning_bids=s.winning_bids,
        own_card=s.own_card_in_range,
    )


def frame_data(stack: Sequence[Frame]) -> list[ev.FrameData]:
    """The stack as events (and views) carry it."""
    return [ev.FrameData.model_validate(FRAME(f)) for f in stack]


class Resolver:
    """Resolves turns for one card book (see the module docstring)."""

    def __init__(self, book: CardBook) -> None:
        self.book = book
        self._lists: dict[tuple[str, str], tuple[Effect, ...]] = {}
        self._effects: dict[tuple[str, str], Effect] = {}

    # ------------------------------------------------------------ paths
    def effects_at(self, card: int, path: str) -> tuple[Effect, ...]:
        """The effect list at ``path`` of ``card``'s Reveal ability ("" is the ability)."""
        key = (self.book(card).character, path)
        got = self._lists.get(key)
        if got is None:
            found = at_path(self.book(card).reveal, path)
            assert isinstance(found, tuple), path
            got = self._lists[key] = found
        return got

    def effect_at(self, card: int, path: str) -> Effect:
        """The effect at ``path`` ("0.options.1.0") of ``card``'s Reveal ability."""
        key = (self.book(card).character, path)
        got = self._effects.get(key)
        if got is None:
            found = at_path(self.book(card).reveal, path)
            assert not isinstance(found, tuple), path
            got = self._effects[key] = found
        return got

    def card_of(self, s: IoState, seat: int) -> int:
        card = s.players[seat].current
        assert card is not None, f"seat {seat} has no card this turn"
        return card

    # ------------------------------------------------------------ public facts
    def possible_initiatives(self, s: IoState, seat: int) -> list[int]:
        """Initiatives ``seat``'s face-down card may have, from public facts only: above
        the last call and not one it already played this round."""
        played = {self.book(c).initiative for c in s.players[seat].played}
        return [i for i in range(s.call + 1, CALLS + 1) if i not in played]

    def block_candidates(self, s: IoState, seat: int) -> list[int]:
        """Seats whose card ``seat``'s Block icon may block now (the chart, in Range,
        face up and not yet Blocked)."""
        f = self.book(self.card_of(s, seat))
        if not f.block:
            return []
        victim = self.book.chart.get(f.initiative)
        if victim is None:
            return []
        out = []
        for o in others_in(s.n_seats, seat, "range"):
            p = s.players[o]
            card = p.current
            if (
                p.face_up
                and not p.blocked
                and card is not None
                and self.book(card).initiative == victim
            ):
                out.append(o)
        return sorted(out)

    # ------------------------------------------------------------ the turn
    def advance(self, emit: Emit) -> None:
        """Go on with the turn until a player must answer or the game ends (see the
        module docstring)."""
        s = emit.state
        while s.result is None:
            if s.asked is not None or current(s) is not None or s.phase != "resolve":
                return
            if s.resolving is not None:
                emit(ev.CardResolved(seat=s.resolving))
                continue
            if s.queue:
                if not self.start_card(emit, s.queue[0]):
                    return
                continue
            if s.call < CALLS:
                self.call(emit, s.call + 1)
                continue
            self.end_turn(emit)
            return

    def call(self, emit: Emit, initiative: int) -> None:
        """The Head of the Table calls ``initiative``: its face-down cards turn up."""
        s = emit.state
        cards = {}
        for seat in s.clockwise(s.head):
            p = s.players[seat]
            card = p.current
            if card is not None and not p.face_up and self.book(card).initiative == initiative:
                cards[seat] = card
        emit(ev.InitiativeCalled(initiative=initiative, cards=cards))

    def start_card(self, emit: Emit, seat: int) -> bool:
        """Resolve ``seat``'s revealed card: its Target tokens, Starting Loot, Block icon
        and Reveal ability. False when it stopped for an answer."""
        s = emit.state
        card = self.card_of(s, seat)
        emit(ev.CardResolving(seat=seat, starting_loot=self.book(card).starting_loot))
        for t in [t for t in s.tokens if t.seat == seat and t.live]:
            emit(ev.TokenTriggered(seat=seat, owner=t.owner))
            frame = Frame(seat=t.owner, path=f"{t.path}.on_reveal", target=seat, named=t.named)
            done = self.run(emit, [frame])
            assert done, "a Target token's effects never ask for a choice"
        emit(ev.StartingLootTaken(seat=seat, amount=s.pending_loot))
        stack = [Frame(seat=seat, path="")]
        victims = self.block_candidates(s, seat)
        if victims:
            self.ask(
                emit, stack, seat, AskKind.BLOCK_ICON, seat, "block", [[v] for v in victims], True
            )
            return False
        return self.run(emit, stack)

    def end_turn(self, emit: Emit) -> None:
        """Loot abilities, Hoards, the end check, then the next turn (How to Play)."""
        s = emit.state
        facts = facts_of(s)
        order = s.clockwise(s.head)
        paid = {seat: loot_value(self.book, facts, seat) for seat in order}
        emit(ev.LootAbilitiesPaid(amounts={k: v for k, v in paid.items() if not facts.blocked[k]}))
        emit(ev.LootCollected(amounts={seat: s.players[seat].table for seat in order}))
        hoards = [p.hoard for p in s.players]
        top = max(hoards)
        if top >= s.target:
            leaders = [seat for seat in order if hoards[seat] == top]
            if len(leaders) == 1:
                emit(self.game_ended(s))
                return
            emit(ev.TieAtTop(seats=sorted(leaders), hoard=top))
        emit(ev.TurnEnded(turn=s.turn))
        if s.turn_in_round >= s.round_length:
            emit(ev.RoundEnded(round=s.round))
        emit(ev.HeadPassed(seat=(s.head + 1) % s.n_seats))
        self.start_turn(emit)

    def start_turn(self, emit: Emit) -> None:
        """A new turn: everyone places a card face down, in secret."""
        s = emit.state
        new_round = s.turn == 0 or s.turn_in_round >= s.round_length
        emit(
            ev.TurnStarted(
                turn=s.turn + 1,
                round=s.round + 1 if new_round else s.round,
                turn_in_round=1 if new_round else s.turn_in_round + 1,
                head=s.head,
            )
        )
        open_choices(emit, range(s.n_seats), TOPIC_CARDS)

    @staticmethod
    def game_ended(s: IoState) -> GameEnded:
        """The end: the biggest Hoard wins; ranking by Hoard, then from the Head of the
        Table clockwise."""
        order = s.clockwise(s.head)
        ranking = sorted(order, key=lambda seat: (-s.players[seat].hoard, order.index(seat)))
        top = s.players[ranking[0]].hoard
        return GameEnded(
            winners=[seat for seat in ranking if s.players[seat].hoard == top],
            ranking=ranking,
            scores={seat: p.hoard for seat, p in enumerate(s.players)},
            details={seat: {"hoard": p.hoard} for seat, p in enumerate(s.players)},
            reason=f"a Hoard reached {s.target}",
        )

    # ------------------------------------------------------------ the interpreter
    def ask(
        self,
        emit: Emit,
        stack: list[Frame],
        seat: int,
        kind: AskKind,
        source: int,
        path: str,
        options: list[list[int]],
        optional: bool = False,
    ) -> None:
        emit(
            ev.ChoiceAsked(
                seat=seat,
                choice=kind,
                source=source,
                path=path,
                options=options,
                optional=optional,
                stack=frame_data(stack),
            )
        )

    def resume(self, emit: Emit, push: Frame | None = None) -> None:
        """Go on from the stack the state holds (after an answer), ``push`` on top."""
        stack = [f.clone() for f in emit.state.stack]
        if push is not None:
            stack.append(push)
        if self.run(emit, stack):
            self.advance(emit)

    def run(self, emit: Emit, stack: list[Frame]) -> bool:
        """Work through ``stack`` (changed in place). True when it is empty; False when it
        stopped for an answer or an auction (the stack went into that event)."""
        s = emit.state
        while stack:
            top = stack[-1]
            if top.kind == PAY_OR:
                if not self._next_payer(emit, stack, top):
                    return False
                continue
            effects = self.effects_at(self.card_of(s, top.seat), top.path)
            if top.index >= len(effects):
                stack.pop()
                continue
            i = top.index
            top.index += 1
            path = f"{top.path}.{i}" if top.path else str(i)
            if not self._effect(emit, stack, top, effects[i], path):
                return False
        return True

    @staticmethod
    def inner(frame: Frame, path: str, **context: int | None) -> Frame:
        """A frame for the list at ``path``, inheriting ``frame``'s words."""
        f = Frame(
            seat=frame.seat,
            path=path,
            target=frame.target,
            chosen=frame.chosen,
            winner=frame.winner,
            named=frame.named,
        )
        for k, v in context.items():
            setattr(f, k, v)
        return f

    def who(self, s: IoState, frame: Frame, who: str) -> list[int]:
        """The seats ``who`` names inside ``frame``."""
        if who == "self":
            return [frame.seat]
        if who == "token_owners":
            owners: list[int] = []
            for t in s.tokens:
                if t.seat == frame.seat and t.owner not in owners:
                    owners.append(t.owner)
            return owners
        seat = {"target": frame.target, "chosen": frame.chosen, "winner": frame.winner}[who]
        return [] if seat is None else [seat]

    def _effect(self, emit: Emit, stack: list[Frame], frame: Frame, e: Effect, path: str) -> bool:
        s = emit.state
        me = frame.seat
        if isinstance(e, Gain):
            value = amount(self.book, facts_of(s), me, e.amount)
            if value > 0:
                for seat in self.who(s, frame, e.who):
                    emit(ev.LootGained(seat=seat, amount=value, by=me))
        elif isinstance(e, If):
            ok = holds(self.book, facts_of(s), me, e.cond, frame.target, frame.named)
            branch, name = (e.then, "then") if ok else (e.otherwise, "otherwise")
            if branch:
                stack.append(self.inner(frame, f"{path}.{name}"))
        elif isinstance(e, Take):
            for src in self.who(s, frame, e.who):
                moved = min(e.amount, s.players[src].table)
                if moved > 0:
                    emit(ev.LootTaken(src=src, dst=me, amount=moved))
        elif isinstance(e, Skim):
            moved = min(e.amount, s.pending_loot)
            if moved > 0 and frame.target is not None:
                emit(ev.LootSkimmed(seat=frame.target, owner=me, amount=moved))
        elif isinstance(e, Block):
            for seat in self.who(s, frame, e.who):
                p = s.players[seat]
                if p.current is not None and not p.blocked:
                    emit(ev.CardBlocked(seat=seat, by=me))
        elif isinstance(e, Unblock):
            for seat in self.who(s, frame, e.who):
                if s.players[seat].blocked:
                    emit(ev.CardUnblocked(seat=seat, by=me))
        elif isinstance(e, SetTrait):
            mine = trait_of(self.book, facts_of(s), me, e.trait)
            if frame.target is not None and mine is not None:
                emit(ev.TraitChanged(seat=frame.target, trait=e.trait, value=str(mine), by=me))
        elif isinstance(e, Transmute):
            most = min(e.up_to, s.players[me].table)
            if most > 0:
                options = [[k] for k in range(most + 1)]
                self.ask(emit, stack, me, AskKind.TRANSMUTE, me, path, options)
                return False
        elif isinstance(e, ChoosePlayer):
            return self._choose_player(emit, stack, frame, e, path)
        elif isinstance(e, Target):
            return self._target(emit, stack, frame, e, path)
        elif isinstance(e, ReturnToken):
            options = self.returnable(s, me, e.scope)
            if options:
                self.ask(emit, stack, me, AskKind.RETURN_TOKEN, me, path, options, True)
                return False
        elif isinstance(e, PayOr):
            scope = set(others_in(s.n_seats, me, e.scope))
            pending = [o for o in s.clockwise(s.head) if o in scope]
            stack.append(Frame(seat=me, path=path, kind=PAY_OR, pending=pending))
        elif isinstance(e, Auction):
            self._open_auction(emit, stack, me, path)
            return False
        return True

    # ------------------------------------------------------------ choices
    @staticmethod
    def choosable(s: IoState, frame: Frame, e: ChoosePlayer) -> list[int]:
        """Seats ``e`` may pick (from the seat of the card, whoever chooses)."""
        return choosable(s.n_seats, frame.seat, e.scope, e.filter, s.players)

    def _choose_player(
        self, emit: Emit, stack: list[Frame], frame: Frame, e: ChoosePlayer, path: str
    ) -> bool:
        s = emit.state
        seats = self.choosable(s, frame, e)
        if not seats:
            return True
        chooser = frame.seat if e.chooser == "self" else frame.winner
        assert chooser is not None
        if len(seats) == 1 and not e.optional:
            emit(ev.PlayerChosen(chooser=chooser, seat=seats[0]))
            stack.append(self.inner(frame, f"{path}.effects", chosen=seats[0]))
            return True
        options = [[o] for o in seats]
        self.ask(emit, stack, chooser, AskKind.CHOOSE_PLAYER, frame.seat, path, options, e.optional)
        return False

    def _target(self, emit: Emit, stack: list[Frame], frame: Frame, e: Target, path: str) -> bool:
        s = emit.state
        options: list[list[int]] = []
        for o in sorted(others_in(s.n_seats, frame.seat, e.scope)):
            p = s.players[o]
            if p.current is None or p.face_up:
                continue
            if e.name_initiative:
                options.extend([o, i] for i in self.possible_initiatives(s, o))
            else:
                options.append([o, 0])
        if not options:
            return True
        if len(options) == 1:
            o, named = options[0]
            emit(ev.TargetPlaced(owner=frame.seat, seat=o, path=path, named=named))
            return True
        self.ask(emit, stack, frame.seat, AskKind.TARGET, frame.seat, path, options)
        return False

    def returnable(self, s: IoState, me: int, scope: str) -> list[list[int]]:
        """[seat, owner] of every waiting Target token ``me`` may send home: on its own
        Table Setting or on one in ``scope``, not its own token."""
        seats = {me, *others_in(s.n_seats, me, scope)}
        return sorted(
            [t.seat, t.owner] for t in s.tokens if t.live and t.seat in seats and t.owner != me
        )

    def _next_payer(self, emit: Emit, stack: list[Frame], top: Frame) -> bool:
        """Ask the next player of a pay-or (or refuse for them when they cannot pay)."""
        s = emit.state
        if not top.pending:
            stack.pop()
            return True
        seat = top.pending.pop(0)
        e = self.effect_at(self.card_of(s, top.seat), top.path)
        assert isinstance(e, PayOr)
        if s.players[seat].table < e.pay:
            emit(ev.TributeRefused(seat=seat, to=top.seat))
            stack.append(self.inner(top, f"{top.path}.refuse", target=seat))
            return True
        self.ask(emit, stack, seat, AskKind.PAY_OR, top.seat, top.path, [])
        return False

    # ------------------------------------------------------------ auctions
    def _open_auction(self, emit: Emit, stack: list[Frame], seat: int, path: str) -> None:
        """The card's player opens (0 or more), then clockwise round the table; with the
        Quick Auction option everyone bids in secret at once."""
        s = emit.state
        emit(ev.AuctionCalled(seat=seat, path=path, stack=frame_data(stack)))
        if s.quick_auction:
            open_choices(emit, range(s.n_seats), TOPIC_BIDS)
            return
        lot = {"seat": seat, "path": path}
        open_auction(emit, lot, s.clockwise(seat), min_bid=0, opener_must_bid=True)

    def auction_went_on(self, emit: Emit, end: AuctionEnd | None) -> None:
        """After a bid or a pass: players who cannot raise pass at once; a won auction
        is paid and its winner picks an option."""
        s = emit.state
        while end is None:
            part = current(s)
            assert part is not None
            seat = part.turn
            if s.players[seat].table >= part.lowest() or must_raise(part):
                return
            end = drop_out(emit, seat)
        _, winner, price = end
        assert winner is not None
        self.auction_won(emit, winner, price)

    def auction_won(self, emit: Emit, winner: int, price: int) -> None:
        s = emit.state
        emit(ev.BidPaid(seat=winner, amount=price, source=s.auction_seat))
        e = self.effect_at(self.card_of(s, s.auction_seat), s.auction_path)
        assert isinstance(e, Auction)
        options = [[i] for i in range(len(e.options))]
        stack = [f.clone() for f in s.stack]
        self.ask(emit, stack, winner, AskKind.PICK_OPTION, s.auction_seat, s.auction_path, options)
