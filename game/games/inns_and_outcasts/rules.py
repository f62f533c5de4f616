"""Inns & Outcasts: legal actions and ``decide`` (action -> events).

Sections in docstrings refer to the rulebook (rulebooks/inns-and-outcasts.txt): Setting up
the Game, How to Play, Clarifications (Table Setting, Target Token, Reveal Ability,
Blocking, Range, Auction, Matching & Unique), Ending the Game, Optional Rules. README.md
beside this file numbers the rules (R1..R46) and gives every reading of a silent rule.
The turn's calls and abilities are resolve.py's; this module sets up, takes the players'
answers and lists what each seat may do.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from game.core.auction import (
    AuctionWon,
    bidding,
    clockwise_from,
    drop_out,
    must_raise,
    raise_bid,
    sealed_winner,
)
from game.core.base import RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, NotEnoughGold, UnknownCard
from game.core.model import Action, Event, MatchConfig, cached_values
from game.core.options import BadOption, validate_options
from game.core.simultaneous import choosing, make_choice, may_change, open_choices
from game.core.state import GAME_OVER
from game.games.inns_and_outcasts import ENTRY, OPTIONS
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import describe as _describe
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts import position as _position
from game.games.inns_and_outcasts import sample as _sample
from game.games.inns_and_outcasts import view as _view
from game.games.inns_and_outcasts.abilities import Auction, PayOr, Transmute
from game.games.inns_and_outcasts.cards import INITIATIVES, INNS, CardBook, card_book
from game.games.inns_and_outcasts.evolve import fold
from game.games.inns_and_outcasts.model import (
    AUCTION,
    HANDS,
    HOARD_TARGET,
    PLACE,
    QUICK_AUCTION,
    RESOLVE,
    TOPIC_COPIES,
    TOPIC_HANDS,
    Asked,
    AskKind,
    IoState,
)
from game.games.inns_and_outcasts.resolve import Resolver


class NotInYourHand(UnknownCard):
    code = "not_in_your_hand"


class AlreadyPlayed(IllegalAction):
    code = "already_played"


class BadHand(IllegalAction):
    code = "bad_hand"


class NotAvailable(IllegalAction):
    """A copy that is not one of the cards still available at your next initiative."""

    code = "not_available"


class NotAnAnswer(IllegalAction):
    """An answer to a choice that is not the one asked, or not one of its options."""

    code = "not_an_answer"


PHASE_NAMES = {
    HANDS: "hand building",
    PLACE: "placing cards",
    RESOLVE: "the reveals",
    AUCTION: "an auction",
    QUICK_AUCTION: "a Quick Auction",
    GAME_OVER: "the end",
}

ASK_WORDS = {
    AskKind.BLOCK_ICON: "block a card or skip",
    AskKind.TARGET: "place your Target token",
    AskKind.CHOOSE_PLAYER: "choose a player",
    AskKind.RETURN_TOKEN: "send a Target token home or skip",
    AskKind.TRANSMUTE: "say how much loot to transmute",
    AskKind.PAY_OR: "pay or refuse",
    AskKind.PICK_OPTION: "pick one of the auction's options",
}
"""What a player asked each kind of choice must do, for refusals."""

_hand = cached_values(lambda inns: act.ChooseHand(inns=inns))
_take = cached_values(lambda c: act.TakeCopy(card=c))
_place = cached_values(lambda c: act.PlaceCard(card=c))
_block = cached_values(lambda s: act.BlockCard(seat=s))
_target = cached_values(lambda s, n: act.PlaceTarget(seat=s, named=n))
_choose = cached_values(lambda s: act.ChoosePlayerAction(seat=s))
_return = cached_values(lambda s, o: act.ReturnTokenAction(seat=s, owner=o))
_transmute = cached_values(lambda a: act.TransmuteAction(amount=a))
_bid = cached_values(lambda a: act.Bid(amount=a))
_sealed = cached_values(lambda a: act.SealedBid(amount=a))
_pick = cached_values(lambda i: act.PickOption(index=i))
_SKIP, _PAY, _REFUSE, _PASS = act.Skip(), act.Pay(), act.Refuse(), act.PassBid()


def resolved_options(config: MatchConfig) -> dict[str, Any]:
    """The game's options from ``config`` with defaults, checked (BadOption)."""
    opts = validate_options(OPTIONS, config.options)
    if opts["own_card_in_range"] and config.n_seats != 3:
        raise BadOption("Counting your own card in Range is an option for three players only.")
    return opts


class InnsRules(RulesBase[IoState]):
    """The rules of Inns & Outcasts for 3-8 seats."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = IoState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: CardBook | None = None) -> None:
        super().__init__()
        self.book = book or card_book()
        self.content_version = self.book.cardset.content_version
        self.resolver = Resolver(self.book)
        letters = [self.book.cardset.inns[i].abbr for i in range(len(INNS))]
        self.letters = dict(zip(letters, INNS, strict=True))
        self.hands = sorted("".join(p) for p in itertools.product(letters, repeat=len(INITIATIVES)))

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Setting up the Game: the Treasure, a mat and a Target token per seat, the Head
        of the Table drawn at random; then everyone builds a hand in secret."""
        opts = resolved_options(config)
        n = config.n_seats
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                n_seats=n,
                own_card_in_range=opts["own_card_in_range"],
                round_length=opts["round_length"],
                target=opts["hoard_target"] or HOARD_TARGET[n],
                quick_auction=opts["quick_auction"],
                pick_copies=not opts["dealt_copies"],
            )
        )
        emit(ev.HeadDrawn(seat=chance.rng.randrange(n)))
        open_choices(emit, range(n), TOPIC_HANDS if opts["dealt_copies"] else TOPIC_COPIES)
        return emit.events

    # ------------------------------------------------------------------ turns
    def to_act(self, state: IoState) -> tuple[int, ...]:
        phase = state.phase
        if phase in (HANDS, PLACE, QUICK_AUCTION):
            return choosing(state.secret)
        if phase == RESOLVE:
            return () if state.asked is None else (state.asked.seat,)
        if phase == AUCTION:
            return bidding(state.auction)
        return ()

    def may_act(self, state: IoState) -> tuple[int, ...]:
        if state.phase in (HANDS, PLACE, QUICK_AUCTION):
            return may_change(state.secret)
        return self.to_act(state)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: IoState, seat: int) -> list[Action]:
        """Every legal action of ``seat``, in a fixed sorted order (by kind, then fields)."""
        if seat not in self.may_act(state):
            return []
        key = ("legal", seat)
        got = state.memo.get(key)
        if got is not None:
            return list(got)
        out: list[Action] = []
        phase = state.phase
        p = state.players[seat]
        if phase == HANDS and state.pick_copies:
            out = [_take(c) for c in self.available(state, len(p.hand) + 1)]
        elif phase == HANDS:
            out = [_hand(h) for h in self.hands]
        elif phase == PLACE:
            out = [_place(c) for c in sorted(p.hand) if c not in p.played]
        elif phase == QUICK_AUCTION:
            out = [_sealed(a) for a in range(p.table + 1)]
        elif phase == AUCTION:
            part = state.auction
            assert part is not None
            out = [_bid(a) for a in range(part.lowest(), p.table + 1)]
            if not must_raise(part):
                out.append(_PASS)
        elif phase == RESOLVE and state.asked is not None:
            out = self._answers(state)
        state.memo[key] = tuple(out)
        return out

    def _answers(self, state: IoState) -> list[Action]:
        asked = state.asked
        assert asked is not None
        kind, opts = asked.kind, asked.options
        out: list[Action]
        if kind == AskKind.BLOCK_ICON:
            out = [_block(o[0]) for o in opts]
        elif kind == AskKind.TARGET:
            out = [_target(o[0], o[1]) for o in opts]
        elif kind == AskKind.CHOOSE_PLAYER:
            out = [_choose(o[0]) for o in opts]
        elif kind == AskKind.RETURN_TOKEN:
            out = [_return(o[0], o[1]) for o in opts]
        elif kind == AskKind.TRANSMUTE:
            out = [_transmute(o[0]) for o in opts]
        elif kind == AskKind.PAY_OR:
            out = [_PAY, _REFUSE]
        else:
            out = [_pick(o[0]) for o in opts]
        if asked.optional:
            out.append(_SKIP)
        return out

    # ------------------------------------------------------------------ set-up actions
    @handles(act.ChooseHand)
    def _do_hand(self, state: IoState, seat: int, a: act.ChooseHand, chance: Chance) -> list[Event]:
        """Setting up the Game: a hand of six, one card at each initiative, the Wagon's or
        the Dragon's character at each (chosen in secret, everyone at once)."""
        self.need_phase(state, HANDS, doing="build your hand")
        if state.pick_copies:
            raise BadHand("Choose your copy at each initiative (Dealt copies is not in play).")
        if a.inns not in self.hands:
            raise BadHand(
                "Choose a hand as six letters, W (Wobblin' Wagon) or D (Jaded Dragon), one for "
                "each initiative from 1 to 6."
            )
        emit = self.emitter(state)
        if make_choice(emit, seat, a.inns, reveal=False):
            self._deal(emit, chance)
            self.resolver.start_turn(emit)
        return emit.events

    def available(self, state: IoState, initiative: int) -> list[int]:
        """The copies of either character at ``initiative`` in nobody's hand, sorted."""
        held = {c for p in state.players for c in p.hand}
        return (
            [
                c
                for inn in INNS
                for c in self.book.copies_of(self.book.character_at(inn, initiative))
                if c not in held
            ]
            if 1 <= initiative <= len(INITIATIVES)
            else []
        )

    @handles(act.TakeCopy)
    def _do_take(self, state: IoState, seat: int, a: act.TakeCopy, chance: Chance) -> list[Event]:
        """Setting up the Game: "Players may choose from any Character Cards available."
        Everyone chooses a copy at the same initiative, in secret and at once; when two
        chose the same copy, the seat nearer the Head of the Table takes it (Head of the
        Table: "the Head of the Table acts first") and the other chooses again from what is
        left (README.md, reading B1)."""
        self.need_phase(state, HANDS, doing="choose your characters")
        if not state.pick_copies:
            raise BadHand("With Dealt copies you choose the inn at each initiative, not a copy.")
        initiative = len(state.players[seat].hand) + 1
        if a.card not in self.available(state, initiative):
            raise NotAvailable(
                f"Choose a copy still on the table of a character at initiative {initiative}."
            )
        emit = self.emitter(state)
        if make_choice(emit, seat, a.card, reveal=False):
            self._settle_copies(emit, initiative)
        return emit.events

    def _settle_copies(self, emit: Emitter[IoState], initiative: int) -> None:
        """Give each seat its copy, Head of the Table first; ask again those who lost a
        copy to a seat nearer the Head; then the next initiative, or the first turn."""
        s = emit.state
        assert s.secret is not None
        chosen = {int(k): int(v) for k, v in s.secret.chosen.items()}
        got: dict[int, int] = {}
        for seat in clockwise_from(s.head, s.n_seats):
            card = chosen.get(seat)
            if card is not None and card not in got.values():
                got[seat] = card
        emit(ev.CopiesTaken(initiative=initiative, cards=got, taken=sorted(got.values())))
        again = sorted(set(chosen) - set(got))
        if again:
            open_choices(emit, again, TOPIC_COPIES)
        elif initiative < len(INITIATIVES):
            open_choices(emit, range(s.n_seats), TOPIC_COPIES)
        else:
            self.resolver.start_turn(emit)

    def _deal(self, emit: Emitter[IoState], chance: Chance) -> None:
        """Each chosen character's copy is dealt at random (README.md, reading B1)."""
        s = emit.state
        pools: dict[str, list[int]] = {}
        hands: dict[int, list[int]] = {}
        for seat, p in enumerate(s.players):
            hand = []
            for letter, ini in zip(p.inns, INITIATIVES, strict=True):
                name = self.book.character_at(self.letters[letter], ini)
                if name not in pools:
                    pools[name] = chance.shuffled(self.book.copies_of(name))
                hand.append(pools[name].pop())
            hands[seat] = hand
        emit(ev.HandsDealt(hands=hands))

    @handles(act.PlaceCard)
    def _do_place(self, state: IoState, seat: int, a: act.PlaceCard, chance: Chance) -> list[Event]:
        """How to Play: everyone puts a card face down at once; then the calls begin."""
        self.need_phase(state, PLACE, doing="place a card")
        p = state.players[seat]
        if a.card not in p.hand:
            raise NotInYourHand("Place one of the six cards of your hand.")
        if a.card in p.played:
            raise AlreadyPlayed(
                "You played that card this round; it comes back when the round ends."
            )
        emit = self.emitter(state)
        if make_choice(emit, seat, a.card, reveal=False):
            self.resolver.advance(emit)
        return emit.events

    # ------------------------------------------------------------------ answers
    def _asked(self, state: IoState, kinds: Sequence[AskKind], what: str) -> Asked:
        """The open choice, if ``kinds`` answer it (else a refusal naming what is asked)."""
        self.need_phase(state, RESOLVE, doing=what)
        asked = state.asked
        if asked is None:
            raise NotAnAnswer("Nothing is being asked of you right now.")
        if asked.kind not in kinds:
            raise NotAnAnswer(f"You cannot {what} now: you must {ASK_WORDS[asked.kind]}.")
        return asked

    @staticmethod
    def _offered(asked: Asked, fields: list[int], sentence: str) -> None:
        if fields not in asked.options:
            raise NotAnAnswer(sentence)

    @handles(act.BlockCard)
    def _do_block(self, state: IoState, seat: int, a: act.BlockCard, chance: Chance) -> list[Event]:
        """Blocking Ability: one card in Range with the initiative the chart names."""
        asked = self._asked(state, (AskKind.BLOCK_ICON,), "block a card")
        self._offered(
            asked,
            [a.seat],
            "Your Block icon can block only a face-up, unblocked card in Range with the "
            "initiative the Blocking Chart names.",
        )
        emit = self.emitter(state)
        emit(ev.CardBlocked(seat=a.seat, by=seat, how="chart"))
        self.resolver.resume(emit)
        return emit.events

    @handles(act.Skip)
    def _do_skip(self, state: IoState, seat: int, a: act.Skip, chance: Chance) -> list[Event]:
        asked = self._asked(state, tuple(ASK_WORDS), "skip")
        if not asked.optional:
            raise NotAnAnswer(f"This choice cannot be skipped: you must {ASK_WORDS[asked.kind]}.")
        emit = self.emitter(state)
        emit(ev.ChoiceSkipped(seat=seat))
        self.resolver.resume(emit)
        return emit.events

    @handles(act.PlaceTarget)
    def _do_target(
        self, state: IoState, seat: int, a: act.PlaceTarget, chance: Chance
    ) -> list[Event]:
        """Target Token: on another player's face-down card (in Range when it says so)."""
        asked = self._asked(state, (AskKind.TARGET,), "place a Target token")
        self._offered(
            asked,
            [a.seat, a.named],
            "Put your Target token on a face-down card the ability reaches"
            + (" and name an initiative it may still have." if asked.options[0][1] else "."),
        )
        emit = self.emitter(state)
        emit(ev.TargetPlaced(owner=seat, seat=a.seat, path=asked.path, named=a.named))
        self.resolver.resume(emit)
        return emit.events

    @handles(act.ChoosePlayerAction)
    def _do_choose(
        self, state: IoState, seat: int, a: act.ChoosePlayerAction, chance: Chance
    ) -> list[Event]:
        asked = self._asked(state, (AskKind.CHOOSE_PLAYER,), "choose a player")
        self._offered(asked, [a.seat], "Choose one of the players the ability offers.")
        emit = self.emitter(state)
        emit(ev.PlayerChosen(chooser=seat, seat=a.seat))
        top = state.stack[-1]
        self.resolver.resume(emit, self.resolver.inner(top, f"{asked.path}.effects", chosen=a.seat))
        return emit.events

    @handles(act.ReturnTokenAction)
    def _do_return(
        self, state: IoState, seat: int, a: act.ReturnTokenAction, chance: Chance
    ) -> list[Event]:
        asked = self._asked(state, (AskKind.RETURN_TOKEN,), "send a Target token home")
        self._offered(
            asked,
            [a.seat, a.owner],
            "Send home another player's waiting Target token from your Table Setting or one "
            "in Range.",
        )
        emit = self.emitter(state)
        emit(ev.TokenReturned(seat=a.seat, owner=a.owner, by=seat))
        top = state.stack[-1]
        self.resolver.resume(emit, self.resolver.inner(top, f"{asked.path}.then"))
        return emit.events

    @handles(act.TransmuteAction)
    def _do_transmute(
        self, state: IoState, seat: int, a: act.TransmuteAction, chance: Chance
    ) -> list[Event]:
        asked = self._asked(state, (AskKind.TRANSMUTE,), "transmute loot")
        most = asked.options[-1][0]
        self._offered(asked, [a.amount], f"Transmute from 0 to {most} loot of your Table Setting.")
        e = self.resolver.effect_at(self.resolver.card_of(state, seat), asked.path)
        assert isinstance(e, Transmute)
        emit = self.emitter(state)
        emit(ev.LootReturned(seat=seat, amount=a.amount))
        if a.amount:
            emit(ev.LootGained(seat=seat, amount=a.amount * e.rate, by=seat))
        self.resolver.resume(emit)
        return emit.events

    def _pay_or(self, state: IoState, what: str) -> tuple[Asked, PayOr]:
        asked = self._asked(state, (AskKind.PAY_OR,), what)
        e = self.resolver.effect_at(self.resolver.card_of(state, asked.source), asked.path)
        assert isinstance(e, PayOr)
        return asked, e

    @handles(act.Pay)
    def _do_pay(self, state: IoState, seat: int, a: act.Pay, chance: Chance) -> list[Event]:
        asked, e = self._pay_or(state, "pay")
        emit = self.emitter(state)
        emit(ev.TributePaid(seat=seat, to=asked.source, amount=e.pay))
        self.resolver.resume(emit)
        return emit.events

    @handles(act.Refuse)
    def _do_refuse(self, state: IoState, seat: int, a: act.Refuse, chance: Chance) -> list[Event]:
        asked, _ = self._pay_or(state, "refuse")
        emit = self.emitter(state)
        emit(ev.TributeRefused(seat=seat, to=asked.source))
        top = state.stack[-1]
        self.resolver.resume(emit, self.resolver.inner(top, f"{asked.path}.refuse", target=seat))
        return emit.events

    @handles(act.PickOption)
    def _do_pick(self, state: IoState, seat: int, a: act.PickOption, chance: Chance) -> list[Event]:
        """Auction: the winning bidder chooses the option; the card's player resolves it."""
        asked = self._asked(state, (AskKind.PICK_OPTION,), "pick an option")
        self._offered(asked, [a.index], f"Pick an option from 1 to {len(asked.options)}.")
        e = self.resolver.effect_at(self.resolver.card_of(state, asked.source), asked.path)
        assert isinstance(e, Auction)
        emit = self.emitter(state)
        emit(
            ev.OptionPicked(
                seat=seat, index=a.index, label=e.options[a.index].label, source=asked.source
            )
        )
        top = state.stack[-1]
        path = f"{asked.path}.options.{a.index}"
        self.resolver.resume(emit, self.resolver.inner(top, path, winner=seat))
        return emit.events

    # ------------------------------------------------------------------ auctions
    @handles(act.Bid)
    def _do_bid(self, state: IoState, seat: int, a: act.Bid, chance: Chance) -> list[Event]:
        """Auction: raise the bid with loot from your Table Setting."""
        self.need_phase(state, AUCTION, doing="bid")
        emit = self.emitter(state)
        end = raise_bid(emit, seat, a.amount, budget=state.players[seat].table)
        self.resolver.auction_went_on(emit, end)
        return emit.events

    @handles(act.PassBid)
    def _do_pass(self, state: IoState, seat: int, a: act.PassBid, chance: Chance) -> list[Event]:
        """Auction: passing is final."""
        self.need_phase(state, AUCTION, doing="pass")
        emit = self.emitter(state)
        self.resolver.auction_went_on(emit, drop_out(emit, seat))
        return emit.events

    @handles(act.SealedBid)
    def _do_sealed(
        self, state: IoState, seat: int, a: act.SealedBid, chance: Chance
    ) -> list[Event]:
        """Quick Auction: everyone bids in secret; the highest wins, a tie goes to the
        tied bidder nearest the Head of the Table (the Head first, then clockwise)."""
        self.need_phase(state, QUICK_AUCTION, doing="make a sealed bid")
        table = state.players[seat].table
        if a.amount < 0:
            raise NotAnAnswer("A bid is 0 or more.")
        if a.amount > table:
            raise NotEnoughGold(f"You can bid at most the {table} loot on your Table Setting.")
        emit = self.emitter(state)
        if make_choice(emit, seat, a.amount):
            s = emit.state
            assert s.secret is not None
            bids = {k: int(v) for k, v in s.secret.chosen.items()}
            won = sealed_winner(bids, clockwise_from(s.head, s.n_seats))
            assert won.winner is not None
            lot = {"seat": s.auction_seat, "path": s.auction_path}
            emit(AuctionWon(seat=won.winner, amount=won.amount, lot=lot))
            self.resolver.auction_won(emit, won.winner, won.amount)
        return emit.events

    # ------------------------------------------------------------------ views and bots
    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = _sample.determinize
    sample_state = _sample.sample_state
    guesses = True
    """``sample_state`` takes ``guess``: the others' hands, face-down cards and sealed bids as
    the greedy heuristic would choose them (sample.py; hard's samples, game/bots)."""
    state_from_position = _position.state_from_position
