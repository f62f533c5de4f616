"""How good an Inns & Outcasts action looks from one seat's view: what the greedy bot
maximizes. It reads only the view (its own hand and face-down card, the public table).

The model, in short (loot is the unit):

* An outcome is a change of loot per seat; its *worth* to me is my change less a weighted
  share of the others' (each rival weighs ``1 / (n - 1)``, the leader ``lead`` more), so a
  loot taken from the leader counts for more than one given to the last player.
* Effects are valued by a small walk over the card data (``deltas``): gains, takes,
  blocks (the Loot ability the block cancels, counted on the table as it is now),
  unblocks, conditions as they stand now, and a player choice as its chooser's best.
* A face-down card is guessed from public facts: one of the seat's cards not played this
  round with an initiative above the last call, the two inns' characters alike where
  the card was never seen.
* Hands: every character is taken at its inn's partner's odds unless ``values`` rates one
  more than ``tolerance`` higher. The values (:data:`CHARACTER_WORTH`) are measured:
  the loot a character brought its player in the turn it was played, beyond the others'
  mean, over greedy games (``python bench/io_character_worth.py``).
* Placing: the card worth most (``values``, the Bounty Hunter's odds of a hit), so the
  weakest is the one held back at the round's end. In the extra turns a tie at the top
  brings, every card alike (played at random): identical bots tied in identical
  positions would otherwise repeat the same turn for ever.
* Auctions: bid the lowest raise while winning is worth more than the price (what a
  winning bid costs depends on who gets it back: the card's own Loot ability).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from pydantic import BaseModel

from game.bots.greedy import seat_view
from game.core.model import Action
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.abilities import (
    Auction,
    Block,
    ChoosePlayer,
    Effect,
    Gain,
    If,
    NamedInitiativeCond,
    PayOr,
    SetTrait,
    Skim,
    Take,
    Target,
    Unblock,
    at_path,
)
from game.games.inns_and_outcasts.cards import INITIATIVES, INNS, CardBook, CardFace, Inn, card_book
from game.games.inns_and_outcasts.model import AUCTION, HANDS, PLACE, QUICK_AUCTION, RESOLVE
from game.games.inns_and_outcasts.table import (
    TableFacts,
    amount,
    choosable,
    holds,
    loot_value,
)
from game.games.inns_and_outcasts.view import IoView

CHARACTER_WORTH: dict[str, float] = {
    "Thief": 4.81,
    "Bounty Hunter": 4.49,
    "Mage": 4.47,
    "Goblins": 4.19,
    "Guard": 4.08,
    "Alchemist": 3.95,
    "Thane": 3.72,
    "Lord": 3.69,
    "Bard": 3.68,
    "Monk": 3.67,
    "Cultists": 3.65,
    "Dragon": 3.64,
}
"""A character's worth per turn played: 4 plus the loot it brought its player in that
turn beyond the other players' mean, over 300 greedy games at 3, 4 and 5 seats
(``python bench/io_character_worth.py``: seeds 0-99, the bots without values, so hands and
placing at random; standard errors 0.03-0.06)."""


@dataclass(frozen=True, slots=True)
class Weights:
    """Tuning knobs."""

    lead: float = 0.5
    """Extra weight of the leading rival (by Hoard and Table Setting)."""
    tolerance: float = 0.1
    """Characters rated within this many loot of their partner are taken at random (about
    twice the standard error of :data:`CHARACTER_WORTH`'s measurement)."""
    refund_trust: float = 0.8
    """How sure a card's player is of getting its winning bid back (it may be Blocked)."""
    face_down_block: float = 2.0
    """What blocking a card whose Loot ability cannot be counted yet is guessed to cost."""
    values: dict[str, float] = field(default_factory=lambda: dict(CHARACTER_WORTH))
    """A character's worth per turn played (missing: ``default_value``)."""
    default_value: float = 4.0


DEFAULT_WEIGHTS = Weights()


class IoHeuristic:
    """Scores every legal action from one seat's view (see the module docstring)."""

    game_id = "inns-and-outcasts"

    def __init__(self, book: CardBook | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.book = book or card_book()
        self.w = weights
        self.inn_of: dict[str, Inn] = {inn.abbr: inn.id for inn in self.book.cardset.inns}
        self.partner: dict[Inn, Inn] = {"wagon": "dragon", "dragon": "wagon"}
        self.faces = {
            name: self.book(self.book.copies_of(name)[0]) for name in self.book.characters
        }

    # ------------------------------------------------------------ the table as known
    @staticmethod
    def facts(view: IoView) -> TableFacts:
        return TableFacts(
            n=view.n_seats,
            up=[p.card if p.face_up else None for p in view.players],
            blocked=[p.blocked for p in view.players],
            traits=[p.traits for p in view.players],
            winning_bids=view.winning_bids,
            own_card=view.own_card_in_range,
        )

    def weights_of(self, view: IoView, me: int) -> list[float]:
        """How much each other seat's loot counts against mine (mine: 0)."""
        n = view.n_seats
        score = [p.hoard + p.table for p in view.players]
        rivals = [o for o in range(n) if o != me]
        best = max(score[o] for o in rivals)
        tops = [o for o in rivals if score[o] == best]  # tied leaders share the lead
        out = [0.0] * n
        for o in rivals:
            lead = self.w.lead / len(tops) if o in tops else 0.0
            out[o] = (1.0 / (n - 1)) * (1.0 - self.w.lead) + lead
        return out

    def worth(self, view: IoView, me: int, deltas: dict[int, float]) -> float:
        w = self.weights_of(view, me)
        return sum(d if s == me else -w[s] * d for s, d in deltas.items())

    def guesses(self, view: IoView, seat: int) -> list[CardFace]:
        """Faces ``seat``'s face-down card may show, equally likely (public facts only)."""
        p = view.players[seat]
        if p.card is not None:
            return [self.book(p.card)]
        played = {self.book(c).initiative for c in p.played}
        seen = {self.book(c).initiative: c for c in p.seen}
        out: list[CardFace] = []
        for ini in INITIATIVES:
            if ini <= view.call or ini in played:
                continue
            if ini in seen:
                out.append(self.book(seen[ini]))
            else:
                out.extend(self.faces[self.book.character_at(inn, ini)] for inn in INNS)
        return out

    def value(self, name: str) -> float:
        return self.w.values.get(name, self.w.default_value)

    def loot_if_unblocked(self, view: IoView, facts: TableFacts, seat: int) -> float:
        """What ``seat``'s Loot ability is worth on this table if it is not Blocked."""
        if facts.up[seat] is None:
            return self.w.face_down_block
        unblocked = replace(
            facts, blocked=[False if s == seat else b for s, b in enumerate(facts.blocked)]
        )
        return float(loot_value(self.book, unblocked, seat))

    # ------------------------------------------------------------ effects
    def deltas(
        self,
        view: IoView,
        facts: TableFacts,
        effects: Sequence[Effect],
        me: int,
        *,
        target: int | None = None,
        chosen: int | None = None,
        winner: int | None = None,
        named: int = 0,
        out: dict[int, float] | None = None,
    ) -> dict[int, float]:
        """Loot each seat gains (+) or loses (-) from ``effects`` of ``me``'s card, as far
        as the table now tells."""
        out = {} if out is None else out
        words = {"self": me, "target": target, "chosen": chosen, "winner": winner}

        def add(seat: int | None, d: float) -> None:
            if seat is not None and d:
                out[seat] = out.get(seat, 0.0) + d

        for e in effects:
            if isinstance(e, Gain):
                add(words.get(e.who), float(amount(self.book, facts, me, e.amount)))
            elif isinstance(e, Take):
                src = words.get(e.who)
                if src is not None:
                    moved = min(e.amount, view.players[src].table)
                    add(src, -moved)
                    add(me, moved)
            elif isinstance(e, Block | Unblock):
                seats = (
                    [t.owner for t in view.tokens if t.seat == me]
                    if e.who == "token_owners"
                    else [words.get(e.who)]
                )
                for s in seats:
                    if s is None:
                        continue
                    if isinstance(e, Block) and not facts.blocked[s]:
                        add(s, -self.loot_if_unblocked(view, facts, s))
                    elif isinstance(e, Unblock) and facts.blocked[s]:
                        add(s, self.loot_if_unblocked(view, facts, s))
            elif isinstance(e, If):
                ok = holds(self.book, facts, me, e.cond, target, named)
                self.deltas(
                    view,
                    facts,
                    e.then if ok else e.otherwise,
                    me,
                    target=target,
                    chosen=chosen,
                    winner=winner,
                    named=named,
                    out=out,
                )
            elif isinstance(e, ChoosePlayer):
                chooser = me if e.chooser == "self" else winner
                picker = me if chooser is None else chooser
                best: dict[int, float] | None = None
                best_worth = 0.0
                # ties go to the chooser's left: the same for every seat
                seats = sorted(
                    self.choosable(view, me, e), key=lambda o: (o - picker) % view.n_seats
                )
                for o in seats:
                    got = self.deltas(
                        view, facts, e.effects, me, target=target, chosen=o, winner=winner
                    )
                    v = self.worth(view, picker, got)
                    if best is None or v > best_worth:
                        best, best_worth = got, v
                for seat, d in (best or {}).items():
                    add(seat, d)
        return out

    @staticmethod
    def choosable(view: IoView, me: int, e: ChoosePlayer) -> list[int]:
        """The seats ``e`` may pick (as the rules offer them)."""
        return choosable(view.n_seats, me, e.scope, e.filter, view.players)

    # ------------------------------------------------------------ scoring
    def score_all(self, view: BaseModel, legal: Sequence[Action]) -> list[float]:
        """One score per action of ``legal`` (higher is better)."""
        view, me = seat_view(view, IoView, "Inns & Outcasts")
        phase = view.phase
        if phase == HANDS:
            return [self._hand(view, a) for a in legal]
        if phase == PLACE:
            return [self._place(view, me, a) for a in legal]
        if phase == AUCTION:
            return self._bids(view, me, legal)
        if phase == QUICK_AUCTION:
            return self._sealed(view, me, legal)
        if phase == RESOLVE and view.asked is not None:
            return self._answers(view, me, legal)
        return [0.0] * len(legal)

    # hands -------------------------------------------------------------
    def _hand(self, view: IoView, a: Action) -> float:
        if isinstance(a, act.TakeCopy):  # as for a whole hand; any copy of it will do
            f = self.book(a.card)
            return self.edge(f.inn, f.initiative)
        if not isinstance(a, act.ChooseHand):
            return 0.0
        return sum(
            self.edge(self.inn_of[letter], ini)
            for ini, letter in zip(INITIATIVES, a.inns, strict=False)
        )

    def edge(self, inn: Inn, initiative: int) -> float:
        """What taking ``inn``'s card at ``initiative`` (not its partner's) is worth: the
        two characters' worths apart, or 0 when they differ by no more than the tolerance."""
        mine = self.value(self.book.character_at(inn, initiative))
        theirs = self.value(self.book.character_at(self.partner[inn], initiative))
        return mine - theirs if mine - theirs > self.w.tolerance else 0.0

    # placing -------------------------------------------------------------
    def placing_scores(self, view: IoView, me: int, cards: Sequence[int]) -> list[float]:
        """What placing each of ``cards`` (of ``me``'s hand) is worth to ``me``, as when
        choosing which to place: the sampler's guess at a face-down card reads it."""
        return [self._place(view, me, act.PlaceCard(card=c)) for c in cards]

    def _place(self, view: IoView, me: int, a: Action) -> float:
        if not isinstance(a, act.PlaceCard):
            return 0.0
        if self.overtime(view):
            return 0.0
        f = self.book(a.card)
        value = self.value(f.character)
        others = [o for o in range(view.n_seats) if o != me]
        if any(isinstance(e, Target) and e.name_initiative for e in f.reveal):
            # the Hunter's odds grow as the others' rounds run out
            odds = max(1.0 / max(1, len(self._initiatives_left(view, o))) for o in others)
            value += 6.0 * (odds - 0.25)
        return value

    @staticmethod
    def overtime(view: IoView) -> bool:
        """Whether the game goes on only because of a tie at the top (Ending the Game: a
        Hoard has reached the target)."""
        return any(p.hoard >= view.target for p in view.players)

    def _initiatives_left(self, view: IoView, seat: int) -> set[int]:
        played = {self.book(c).initiative for c in view.players[seat].played}
        return {i for i in INITIATIVES if i > view.call and i not in played}

    # answers ------------------------------------------------------------
    def _answers(self, view: IoView, me: int, legal: Sequence[Action]) -> list[float]:
        asked = view.asked
        assert asked is not None
        facts = self.facts(view)
        source = asked.source
        card = view.players[source].card
        scores = []
        for a in legal:
            if isinstance(a, act.Skip):
                scores.append(0.0)
            elif isinstance(a, act.BlockCard):
                d = {a.seat: -self.loot_if_unblocked(view, facts, a.seat)}
                scores.append(self.worth(view, me, d))
            elif isinstance(a, act.PlaceTarget):
                scores.append(self._target(view, facts, me, card, asked.path, a))
            elif isinstance(a, act.ChoosePlayerAction):
                e = self._effect(card, asked.path)
                assert isinstance(e, ChoosePlayer)
                winner = me if e.chooser == "winner" else None
                d = self.deltas(view, facts, e.effects, source, chosen=a.seat, winner=winner)
                scores.append(self.worth(view, me, d))
            elif isinstance(a, act.ReturnTokenAction):
                scores.append(1.0 + self._token_harm(view, facts, me, a.seat, a.owner))
            elif isinstance(a, act.TransmuteAction):
                scores.append(float(a.amount))
            elif isinstance(a, act.Pay | act.Refuse):
                scores.append(self._pay_or(view, facts, me, source, isinstance(a, act.Pay)))
            elif isinstance(a, act.PickOption):
                scores.append(self._option_worth(view, facts, me, source, a.index))
            else:
                scores.append(0.0)
        return scores

    def _effect(self, card: int | None, path: str) -> Effect | None:
        if card is None:
            return None
        found = at_path(self.book(card).reveal, path)
        return None if isinstance(found, tuple) else found

    def _target(
        self,
        view: IoView,
        facts: TableFacts,
        me: int,
        card: int | None,
        path: str,
        a: act.PlaceTarget,
    ) -> float:
        e = self._effect(card, path)
        assert isinstance(e, Target)
        guesses = self.guesses(view, a.seat)
        if not guesses:
            return 0.0
        w = self.weights_of(view, me)
        total = 0.0
        for g in guesses:
            total += self._token_value(e.on_reveal, g, a.named, w[a.seat])
        return total / len(guesses)

    def _token_value(
        self, effects: Sequence[Effect], face: CardFace, named: int, w_target: float
    ) -> float:
        """What a token's effects are worth to its owner if the card turns out ``face``."""
        v = 0.0
        for e in effects:
            if isinstance(e, Skim):
                got = min(e.amount, face.starting_loot)
                v += got * (1.0 + w_target)
            elif isinstance(e, If) and isinstance(e.cond, NamedInitiativeCond):
                if face.initiative == named:
                    v += self._token_value(e.then, face, named, w_target)
            elif isinstance(e, Gain):
                base = float(e.amount.base)
                v += base if e.who == "self" else -w_target * base
            elif isinstance(e, Block):
                v += w_target * self.w.face_down_block
            elif isinstance(e, SetTrait):
                v += 0.5
        return v

    def _token_harm(self, view: IoView, facts: TableFacts, me: int, seat: int, owner: int) -> float:
        """What sending ``owner``'s token home (from ``seat``'s card) is worth to me."""
        tok = next((t for t in view.tokens if t.seat == seat and t.owner == owner), None)
        card = view.players[owner].card
        if tok is None or card is None:
            return 0.0
        e = self._effect(card, tok.path)
        if not isinstance(e, Target):
            return 0.0
        guesses = self.guesses(view, seat)
        if not guesses:
            return 0.0
        w = self.weights_of(view, me)
        gain = sum(self._token_value(e.on_reveal, g, tok.named, 0.0) for g in guesses) / len(
            guesses
        )
        hurt = gain if seat == me else w[seat] * gain * 0.5
        return w[owner] * gain + hurt

    def _pay_or(self, view: IoView, facts: TableFacts, me: int, source: int, pay: bool) -> float:
        card = view.players[source].card
        e = None
        if card is not None:
            e = next((x for x in self.book(card).reveal if isinstance(x, PayOr)), None)
        price = e.pay if e is not None else 1
        w = self.weights_of(view, me)
        if pay:
            return -price - w[source] * price
        mine = 0.0 if facts.blocked[me] else self.loot_if_unblocked(view, facts, me)
        theirs = 0.0 if facts.blocked[source] else self.loot_if_unblocked(view, facts, source)
        return -mine + w[source] * theirs

    def _option_worth(
        self, view: IoView, facts: TableFacts, me: int, source: int, index: int
    ) -> float:
        card = view.players[source].card
        e = self._effect(card, view.auction_path) if card is not None else None
        if not isinstance(e, Auction):
            return 0.0
        d = self.deltas(view, facts, e.options[index].effects, source, winner=me)
        return self.worth(view, me, d)

    # auctions -------------------------------------------------------------
    def prize(self, view: IoView, me: int) -> float:
        """What winning the auction going on is worth to me (its best option), before the
        price."""
        source = view.auction_seat
        card = view.players[source].card
        if card is None:
            return 0.0
        e = self._effect(card, view.auction_path)
        if not isinstance(e, Auction):
            return 0.0
        facts = self.facts(view)
        return max(
            self.worth(view, me, self.deltas(view, facts, o.effects, source, winner=me))
            for o in e.options
        )

    def price_worth(self, view: IoView, me: int, price: int) -> float:
        """What paying ``price`` costs me, counting who gets it back."""
        source = view.auction_seat
        card = view.players[source].card
        facts = self.facts(view)
        back = 0.0
        if card is not None and not facts.blocked[source]:
            before = loot_value(self.book, facts, source)
            bids = dict(facts.winning_bids)
            bids[source] = bids.get(source, 0) + price
            after = loot_value(self.book, replace(facts, winning_bids=bids), source)
            back = (after - before) * self.w.refund_trust
        if source == me:
            return price - back
        return price + self.weights_of(view, me)[source] * back

    def _bids(self, view: IoView, me: int, legal: Sequence[Action]) -> list[float]:
        prize = self.prize(view, me)
        out = []
        for a in legal:
            if isinstance(a, act.Bid):
                net = prize - self.price_worth(view, me, a.amount)
                out.append(net - 0.01 * a.amount if net >= 0 else net - 1.0)
            else:
                out.append(0.0)
        return out

    def _sealed(self, view: IoView, me: int, legal: Sequence[Action]) -> list[float]:
        prize = self.prize(view, me)
        out = []
        for a in legal:
            if not isinstance(a, act.SealedBid):
                out.append(0.0)
                continue
            net = prize - self.price_worth(view, me, a.amount)
            # a higher bid wins more often: weigh the net by a rough chance of winning
            chance = min(1.0, (a.amount + 1) / (2.0 + max(p.table for p in view.players)))
            out.append(chance * net if net > 0 else net)
        return out
