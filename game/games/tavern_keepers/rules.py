"""Tavern Keepers: legal actions and ``decide`` (action -> events).

Section names in docstrings refer to the rulebook (rulebooks/tavern-keepers.txt):
Game Setup, Rounds, Bidding For Quests, Send Out Adventurers, Draw a Card, Ending the
Game. Decisions where the rulebook is silent are listed in README.md beside this file.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.base import RulesBase, handles
from game.core.chance import Chance
from game.core.emitter import Emitter
from game.core.errors import IllegalAction, UnknownCard
from game.core.model import Action, Event, MatchConfig, cached_values
from game.core.state import GAME_OVER, GameResult
from game.games.tavern_keepers import ENTRY
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers import describe as _describe
from game.games.tavern_keepers import determinize as _determinize
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers import position as _position
from game.games.tavern_keepers import sample as _sample
from game.games.tavern_keepers import view as _view
from game.games.tavern_keepers.cards import CardBook, card_book
from game.games.tavern_keepers.evolve import fold
from game.games.tavern_keepers.model import (
    BIDDING,
    HAND_SIZE,
    QUEST_SPACES,
    SABOTAGE,
    TkState,
    seats_to_act,
)
from game.games.tavern_keepers.view import min_bid


class BidTooSmall(IllegalAction):
    code = "bid_too_small"


class NoQuestChosen(IllegalAction):
    code = "no_quest_chosen"


class CannotSabotage(IllegalAction):
    code = "cannot_sabotage"


PHASE_NAMES = {BIDDING: "bidding for quests", SABOTAGE: "sabotage", GAME_OVER: "the end"}


_choose = cached_values(lambda q: act.ChooseQuest(quest=q))
_bid = cached_values(lambda c: act.BidCard(card=c))
_back = cached_values(lambda c: act.TakeBack(card=c))
_sabotage = cached_values(lambda t, a, b: act.Sabotage(target=t, first=a, second=b))
_COMMIT, _PASS, _DONE = act.CommitBid(), act.PassBid(), act.DoneSabotage()


class TavernKeepersRules(RulesBase[TkState]):
    """The rules of Tavern Keepers for 2-4 seats (the turn and game-over checks, the
    dispatch of actions and events, outcome and positions come from RulesBase)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = TkState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: CardBook | None = None) -> None:
        super().__init__()
        self.book = book or card_book()
        self.content_version = self.book.cardset.content_version
        self.colour_of = self.book.colour_of

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Game Setup: deal the adventurers face up (three players: the last two go back in
        the box), shuffle the quest cards into the deck, deal three quests and three
        rumours, pick the first Quest Giver, deal five cards to each hand."""
        n = config.n_seats
        advs = chance.shuffled(self.book.adventurer_ids)
        each = len(advs) // n
        taverns = [advs[seat : each * n : n] for seat in range(n)]
        box = advs[each * n :]
        deck = chance.shuffled(self.book.quest_ids)
        quests = [deck.pop() for _ in range(QUEST_SPACES)]
        rumors = [deck.pop() for _ in range(QUEST_SPACES)]
        giver = chance.rng.randrange(n)
        hands: list[list[int]] = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):
            for seat in range(n):
                hands[(giver + seat) % n].append(deck.pop())
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                taverns=taverns,
                box=box,
                deck=deck,
                quests=quests,
                rumors=rumors,
                quest_giver=giver,
                hands=hands,
            )
        )
        emit(ev.RoundStarted(round=1, quest_giver=giver))
        emit(ev.BidOpened(seat=giver))
        return emit.events

    def result_of(self, state: TkState, e: ev.GameEnded) -> GameResult:
        """The result with its reason, as Tavern Keepers' saves record it (the logged
        GameEnded events carry none, so it is derived here)."""
        result = super().result_of(state, e)
        result.reason = f"{len(e.winners)} empty tavern{'s' if len(e.winners) != 1 else ''}"
        return result

    # ------------------------------------------------------------------ queries
    def to_act(self, state: TkState) -> tuple[int, ...]:
        return seats_to_act(state)

    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = staticmethod(_determinize.determinize)
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position

    # ------------------------------------------------------------------ helpers
    def focus_colour(self, state: TkState, quest: int) -> str | None:
        """The colour of quest ``quest``'s Focus (top) card; None for an empty space."""
        top = state.focus(quest)
        return None if top is None else self.colour_of[top]

    def biddable_quests(self, state: TkState) -> list[int]:
        """Quests that can be bid on: every space holding cards (all three if none does)."""
        filled = [q for q in range(QUEST_SPACES) if state.quests[q]]
        return filled or list(range(QUEST_SPACES))

    def can_ever_sabotage(self, state: TkState, seat: int) -> bool:
        """Whether anyone can tell ``seat`` might sabotage: two cards in hand and another
        player with a prepared adventurer (public facts only, so nothing leaks)."""
        if len(state.players[seat].hand) < 2:
            return False
        return any(p.prepared for i, p in enumerate(state.players) if i != seat)

    def sabotage_options(self, state: TkState, seat: int) -> list[tuple[int, int, int]]:
        """(target, first, second) for every sabotage ``seat`` can make, sorted."""
        colour = self.colour_of
        by_colour: dict[str, list[int]] = {}
        for c in state.players[seat].hand:
            by_colour.setdefault(colour[c], []).append(c)
        targets = sorted(t for i, p in enumerate(state.players) if i != seat for t in p.prepared)
        out = []
        for t in targets:
            cards = by_colour.get(colour[t], [])
            for i, a in enumerate(cards):
                for b in cards[i + 1 :]:
                    out.append((t, a, b))
        return out

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: TkState, seat: int) -> list[Action]:
        """Every legal action of ``seat`` in a fixed order: choose quest (by quest), bid card,
        take back (by card), commit, pass; in the sabotage step: sabotage (by target, then
        the two cards), done."""
        if seat not in seats_to_act(state):
            return []
        key = ("legal", seat)
        got = state.memo.get(key)
        if got is not None:
            return list(got)
        out: list[Action] = []
        p = state.players[seat]
        if state.phase == BIDDING:
            opener = seat == state.opener
            if opener:
                out.extend(_choose(q) for q in self.biddable_quests(state) if q != state.quest)
            out.extend(_bid(c) for c in p.hand)
            out.extend(_back(c) for c in sorted(p.bid))
            if (not opener or state.quest is not None) and len(p.bid) >= min_bid(state, seat):
                out.append(_COMMIT)
            if not opener:
                out.append(_PASS)
        elif state.phase == SABOTAGE:
            out.extend(_sabotage(*o) for o in self.sabotage_options(state, seat))
            out.append(_DONE)
        state.memo[key] = tuple(out)
        return out

    # Bidding For Quests ---------------------------------------------------
    @handles(act.ChooseQuest)
    def _do_choose(
        self, state: TkState, seat: int, a: act.ChooseQuest, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, BIDDING, doing="choose a quest")
        if seat != state.opener:
            raise IllegalAction("Only the player opening the bid chooses the quest.")
        if a.quest not in self.biddable_quests(state):
            raise IllegalAction("Choose one of the quests on Ye Olde Quest Board (1 to 3).")
        if a.quest == state.quest:
            raise IllegalAction("That quest is already the one you are bidding on.")
        return [ev.QuestChosen(seat=seat, quest=a.quest)]

    @handles(act.BidCard)
    def _do_bid(self, state: TkState, seat: int, a: act.BidCard, chance: Chance) -> list[Event]:
        self.need_phase(state, BIDDING, doing="bid cards")
        if a.card not in state.players[seat].hand:
            raise UnknownCard("You can bid only cards from your hand.")
        return [ev.CardBid(seat=seat, card=a.card)]

    @handles(act.TakeBack)
    def _do_back(self, state: TkState, seat: int, a: act.TakeBack, chance: Chance) -> list[Event]:
        self.need_phase(state, BIDDING, doing="take bid cards back")
        if a.card not in state.players[seat].bid:
            raise UnknownCard("That card is not on your bid pile.")
        return [ev.CardTakenBack(seat=seat, card=a.card)]

    @handles(act.CommitBid)
    def _do_commit(
        self, state: TkState, seat: int, a: act.CommitBid, chance: Chance
    ) -> list[Event]:
        """Bidding For Quests: the opener bids at least one card (the lone bidder two, or
        the whole hand); the others bid at least one card on the same quest."""
        self.need_phase(state, BIDDING, doing="commit a bid")
        if seat == state.opener and state.quest is None:
            raise NoQuestChosen("Choose the quest you are bidding on first.")
        p = state.players[seat]
        need = min_bid(state, seat)
        if len(p.bid) < need:
            if state.lone and seat == state.opener:
                raise BidTooSmall(
                    "As the only player left to bid you must bid at least two cards "
                    "(or your whole hand)."
                )
            raise BidTooSmall("Put at least one card face down on your bid pile first.")
        emit = self.emitter(state)
        emit(ev.BidCommitted(seat=seat, count=len(p.bid)))
        self._next_bidder(emit, chance)
        return emit.events

    @handles(act.PassBid)
    def _do_pass(self, state: TkState, seat: int, a: act.PassBid, chance: Chance) -> list[Event]:
        self.need_phase(state, BIDDING, doing="pass")
        if seat == state.opener:
            raise IllegalAction("You are opening this bid, so you must bid; you cannot pass.")
        emit = self.emitter(state)
        emit(ev.BidPassed(seat=seat, returned=list(state.players[seat].bid)))
        self._next_bidder(emit, chance)
        return emit.events

    def _next_bidder(self, emit: Emitter[TkState], chance: Chance) -> None:
        """In clockwise order from the opener, the next player who has not won this round
        and has not yet answered is asked; when none is left the bids are revealed."""
        s = emit.state
        assert s.opener is not None
        if not s.lone:
            for seat in s.clockwise(s.opener)[1:]:
                p = s.players[seat]
                if not (p.won or p.committed or p.passed):
                    emit(ev.BidAsked(seat=seat))
                    return
        self._resolve(emit, chance)

    def bid_winner(
        self, state: TkState, quest: int, order: Sequence[int], bids: Sequence[Sequence[int]]
    ) -> tuple[int, list[int], str | None]:
        """(index into ``order`` of the winner, matching counts, tie-break used): most cards
        of the Focus colour, then most cards, then whoever bid first."""
        colour = self.focus_colour(state, quest)
        matching = [sum(1 for c in b if self.colour_of[c] == colour) for b in bids]
        keys = [(m, len(b)) for m, b in zip(matching, bids, strict=True)]
        best = max(keys)
        win = keys.index(best)  # the first among equals: who bid first
        tiebreak = None
        if sum(1 for k in keys if k[0] == best[0]) > 1:
            tiebreak = "bid first" if keys.count(best) > 1 else "most cards"
        return win, matching, tiebreak

    def _resolve(self, emit: Emitter[TkState], chance: Chance) -> None:
        """Reveal every bid; the winner discards theirs and prepares one unprepared
        adventurer per quest card of its colour; the others take their bids back; the
        quest is discarded; the rumours move onto the quests and new ones are dealt."""
        s = emit.state
        quest = s.quest
        assert quest is not None
        order = list(s.bid_order)
        bids = [list(s.players[i].bid) for i in order]
        win, matching, tiebreak = self.bid_winner(s, quest, order, bids)
        winner = order[win]
        emit(ev.BidsRevealed(quest=quest, bidders=order, bids=bids, matching=matching))
        emit(
            ev.BidWon(
                seat=winner,
                quest=quest,
                matching=matching[win],
                total=len(bids[win]),
                tiebreak=tiebreak,
            )
        )
        for i, seat in enumerate(order):
            if i != win and bids[i]:
                emit(ev.BidReturned(seat=seat, cards=bids[i]))
        if bids[win]:
            emit(ev.BidDiscarded(seat=winner, cards=bids[win]))
        pile = list(s.quests[quest])
        free = sorted(s.players[winner].tavern)
        chosen: list[int] = []
        ignored: list[int] = []
        for card in reversed(pile):  # from the Focus down
            match = next((x for x in free if self.colour_of[x] == self.colour_of[card]), None)
            if match is None:
                ignored.append(card)
            else:
                free.remove(match)
                chosen.append(match)
        emit(ev.AdventurersPrepared(seat=winner, quest=quest, adventurers=chosen, ignored=ignored))
        if pile:
            emit(ev.QuestDiscarded(quest=quest, cards=pile))
        emit(ev.RumorsMoved(cards=list(s.rumors)))
        self._deal_rumors(emit, chance)
        self._next_opener(emit, chance)

    def _deal_rumors(self, emit: Emitter[TkState], chance: Chance) -> None:
        """A new card from the deck on each Rumor Mill space, left to right; the moment the
        deck runs out the discard pile is shuffled into a new deck (Draw a Card)."""
        s = emit.state
        dealt: list[int | None] = [None] * QUEST_SPACES
        taken = 0

        def flush() -> None:
            nonlocal dealt, taken
            if taken:
                emit(ev.RumorsDealt(cards=dealt))
                dealt, taken = [None] * QUEST_SPACES, 0

        for space in range(QUEST_SPACES):
            if len(s.deck) == taken:
                flush()
                if not s.discard:
                    continue
                self._reshuffle(emit, chance)
            dealt[space] = s.deck[-1 - taken]
            taken += 1
            if len(s.deck) == taken and s.discard:
                flush()
                self._reshuffle(emit, chance)
        flush()

    def _top_card(self, emit: Emitter[TkState], chance: Chance) -> int | None:
        """The deck's top card (not yet taken); an empty deck first takes in the discard pile
        (it ran out while the discard pile was empty). None when both are empty."""
        s = emit.state
        if not s.deck:
            if not s.discard:
                return None
            self._reshuffle(emit, chance)
        return s.deck[-1]

    def _reshuffle(self, emit: Emitter[TkState], chance: Chance) -> None:
        """Draw a Card: the discard pile is shuffled into the new deck."""
        emit(ev.DeckReshuffled(order=chance.shuffled(sorted(emit.state.discard))))

    def _next_opener(self, emit: Emitter[TkState], chance: Chance) -> None:
        """From the Current Player clockwise, the first player who has not won opens the next
        bid (alone: at least two cards); when all have won, adventurers are sent out."""
        s = emit.state
        left = [seat for seat in s.clockwise(s.quest_giver) if not s.players[seat].won]
        if left:
            emit(ev.BidOpened(seat=left[0], lone=len(left) == 1))
            return
        self._next_saboteur(emit, chance, s.quest_giver, 0)

    # Send Out Adventurers: sabotage -----------------------------------------
    def _next_saboteur(
        self, emit: Emitter[TkState], chance: Chance, start: int, passes: int
    ) -> None:
        """The sabotage step goes round from ``start``; players who plainly cannot sabotage
        are skipped; it ends once every player in a row has passed."""
        s = emit.state
        seat = start
        while passes < s.n_seats:
            if self.can_ever_sabotage(s, seat):
                emit(ev.SabotageAsked(seat=seat, passes=passes))
                return
            passes += 1
            seat = (seat + 1) % s.n_seats
        self._send_out(emit, chance)

    @handles(act.Sabotage)
    def _do_sabotage(
        self, state: TkState, seat: int, a: act.Sabotage, chance: Chance
    ) -> list[Event]:
        """Send Out Adventurers: discard two cards of one colour to unprepare another
        player's prepared adventurer of that colour."""
        self.need_phase(state, SABOTAGE, doing="sabotage")
        owner = next((i for i, p in enumerate(state.players) if a.target in p.prepared), None)
        if owner is None:
            raise CannotSabotage("Choose a prepared (sideways) adventurer to sabotage.")
        if owner == seat:
            raise CannotSabotage("You can sabotage only other players' adventurers.")
        hand = state.players[seat].hand
        if a.first not in hand or a.second not in hand or a.first >= a.second:
            raise CannotSabotage("Discard two different cards from your hand to sabotage.")
        colour = self.colour_of[a.target]
        if self.colour_of[a.first] != colour or self.colour_of[a.second] != colour:
            name = self.book.colour_name(colour)
            raise CannotSabotage(f"To sabotage a {name} adventurer discard two {name} cards.")
        emit = self.emitter(state)
        emit(ev.Sabotaged(seat=seat, target=a.target, owner=owner, cards=[a.first, a.second]))
        self._next_saboteur(emit, chance, (seat + 1) % state.n_seats, 0)
        return emit.events

    @handles(act.DoneSabotage)
    def _do_done(
        self, state: TkState, seat: int, a: act.DoneSabotage, chance: Chance
    ) -> list[Event]:
        self.need_phase(state, SABOTAGE, doing="finish sabotaging")
        emit = self.emitter(state)
        emit(ev.SabotageDone(seat=seat))
        self._next_saboteur(emit, chance, (seat + 1) % state.n_seats, state.sabotage_passes + 1)
        return emit.events

    # Send Out Adventurers, Draw a Card, Ending the Game --------------------------
    def _send_out(self, emit: Emitter[TkState], chance: Chance) -> None:
        """Prepared adventurers go to their owners' hands; everyone draws a card from the
        Current Player clockwise; the game ends if a tavern is empty, else the Quest Giver
        passes clockwise and a new round begins."""
        s = emit.state
        order = s.clockwise(s.quest_giver)
        for seat in order:
            if s.players[seat].prepared:
                emit(ev.AdventurersSent(seat=seat, adventurers=list(s.players[seat].prepared)))
        for seat in order:
            card = self._top_card(emit, chance)
            if card is None:
                break
            emit(ev.CardDrawn(seat=seat, card=card))
            if not s.deck and s.discard:
                self._reshuffle(emit, chance)
        empty = [seat for seat in range(s.n_seats) if not s.players[seat].tavern]
        if empty:
            emit(self._ended(s, empty))
            return
        giver = (s.quest_giver + 1) % s.n_seats
        emit(ev.QuestGiverPassed(seat=giver))
        emit(ev.RoundStarted(round=s.round + 1, quest_giver=giver))
        emit(ev.BidOpened(seat=giver))

    def _ended(self, s: TkState, winners: list[int]) -> ev.GameEnded:
        """All players with an empty tavern win; the rest rank by adventurers left."""
        left = {seat: len(s.players[seat].tavern) for seat in range(s.n_seats)}
        ranking = sorted(range(s.n_seats), key=lambda seat: (left[seat], seat))
        return ev.GameEnded(
            winners=winners,
            ranking=ranking,
            scores=left,
            details={
                seat: {"adventurers_left": left[seat], "hand": len(s.players[seat].hand)}
                for seat in range(s.n_seats)
            },
        )
