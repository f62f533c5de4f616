"""Brick & Mortar: set-up, whose turn it is, legal actions and ``decide``.

Section names in docstrings are the rulebook's (rulebooks/brick-and-mortar.txt); the
readings of silent rules are numbered in README.md (b). The month's automatic progress
between decisions lives in flow.py; this module checks each action and emits its events.
Every handler checks exactly what ``legal_actions`` lists (the conformance suite holds
them to it), so an action is legal if and only if ``decide`` accepts it.

The rules are layered by job, each layer a module: turn order, shared checks and the legal
list (legal.py), the handlers of the draft, Building and Advertisement (build_steps.py),
those of Supply, Sale, Inventory and Investment (trade_steps.py), and here the game's
declarations, set-up and views.
"""

from __future__ import annotations

from game.core.chance import Chance
from game.core.model import Event, MatchConfig
from game.core.options import validate_options
from game.games.brick_and_mortar import ENTRY, flow
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import describe as _describe
from game.games.brick_and_mortar import determinize as _determinize
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar import position as _position
from game.games.brick_and_mortar import sample as _sample
from game.games.brick_and_mortar import view as _view
from game.games.brick_and_mortar.catalog import Catalog, catalog
from game.games.brick_and_mortar.content import ContentBook, content_book
from game.games.brick_and_mortar.evolve import fold
from game.games.brick_and_mortar.legal import BID_LIMIT, OPTIONS, PHASE_NAMES
from game.games.brick_and_mortar.model import (
    BmState,
)

__all__ = ["BID_LIMIT", "BrickAndMortarRules"]
from game.games.brick_and_mortar.trade_steps import BrickAndMortarTrade


class BrickAndMortarRules(BrickAndMortarTrade):
    """The rules of Brick & Mortar for 2-4 seats (see the module docstring)."""

    entry = ENTRY
    actions = act.ACTIONS
    events = ev.EVENTS
    state_type = BmState
    folds = fold
    barrier_events = ev.BARRIER_EVENTS
    phase_names = PHASE_NAMES

    def __init__(self, book: ContentBook | None = None) -> None:
        super().__init__()
        self.book = book or content_book()
        self.cat: Catalog = catalog() if book is None else Catalog(book)
        self.content_version = self.book.content.content_version

    # ------------------------------------------------------------------ set-up
    def setup_events(self, config: MatchConfig, chance: Chance) -> list[Event]:
        """Setup: end triggers by player count, shuffled decks, $15 and 10 points each,
        5 market cards and 4 store cards each (or the First Game hands), four public
        stores and one on deck; then the draft (or, with the preset, January's
        advertisement with the starting stores already open)."""
        opts = validate_options(OPTIONS, config.options)
        n = config.n_seats
        book, cat = self.book, self.cat
        eco = cat.economy
        first = bool(opts["first_game"])
        starting = [i for i, s in enumerate(book.stores) if s.starting and s.min_players <= n]
        box = [i for i, s in enumerate(book.stores) if s.starting and s.min_players > n]
        store_hands: list[list[int]] = [[] for _ in range(n)]
        draft_hands: list[list[int]] = [[] for _ in range(n)]
        market_hands: list[list[int]] = [[] for _ in range(n)]
        picks: list[int] = []
        if first:
            symbols = book.preset_seats(n)
            hands = book.content.first_game.hands
            for seat, sym in enumerate(symbols):
                market_hands[seat] = book.preset_market_cards(sym)
                store_hands[seat] = [
                    book.store_index[book.by_name[x].id] for x in hands[sym].stores
                ]
                picks.append(book.store_index[book.by_name[hands[sym].starting].id])
            dealt_m = {c for h in market_hands for c in h}
            dealt_s = {c for h in store_hands for c in h}
            market_deck = chance.shuffled([c for c in range(cat.n_market) if c not in dealt_m])
            store_deck = chance.shuffled([c for c in cat.store_cards if c not in dealt_s])
        else:
            market_deck = chance.shuffled(list(range(cat.n_market)))
            store_deck = chance.shuffled(list(cat.store_cards))
            for _ in range(eco.market_hand):
                for seat in range(n):
                    market_hands[seat].append(market_deck.pop())
            for _ in range(eco.store_hand):
                for seat in range(n):
                    draft_hands[seat].append(store_deck.pop())
        row = [store_deck.pop() for _ in range(eco.public_stores)]
        on_deck = store_deck.pop()
        emit = self.emitter(self.initial_state(config))
        emit(
            ev.GameSetUp(
                n_seats=n,
                first_game=first,
                marker=eco.investment_marker[str(n)],  # type: ignore[index]
                final_month=eco.final_month[str(n)],  # type: ignore[index]
                money=eco.start_money,
                points=eco.start_points,
                turn_order=list(range(n)),
                market_deck=market_deck,
                market_hands=market_hands,
                store_deck=store_deck,
                store_hands=store_hands,
                draft_hands=draft_hands,
                row=row,
                on_deck=on_deck,
                starting=starting,
                box=box,
            )
        )
        if first:
            for seat, store in enumerate(picks):
                emit(ev.StartingStorePicked(seat=seat, store=store))
            rest = [s for s in emit.state.starting]
            if rest:
                emit(ev.StartingStoresBoxed(stores=rest))
            flow.begin_advertisement(emit, chance)
        else:
            flow.begin_draft(emit)
        return emit.events

    # ------------------------------------------------------------------ views and words
    # the game's views, sentences, samples and positions (its modules take the rules)
    view = _view.make_view
    describe = _describe.describe
    determinize = staticmethod(_determinize.determinize)
    sample_state = _sample.sample_state
    state_from_position = _position.state_from_position
