"""A whole Inns & Outcasts table built from one seat's view alone, for the search bots.

``sample_state(rules, view, seat, rng)`` never sees the true state. Everything the view
shows stays as it is; for every other player, each initiative of its hand not yet
revealed gets the Wagon's or the Dragon's character at random and a copy nobody can see
(not in the viewer's hand, not revealed anywhere, not dealt in this sample); its
face-down card is one of its cards not played this round with an initiative above the
last call (a card still face down after initiative i was called cannot be of initiative
i or lower); its secret choices are filled in to match (an unrevealed sealed bid is drawn
from 0 to its Table Setting). With ``guess`` (hard's samples: ``rules.guesses``), each
hidden character, face-down card and sealed bid is instead, with that chance, what the
greedy heuristic would have chosen from that seat's own view of the sample (ties at
random); ``guess=1`` guesses every one.
``view(sample) == view`` for every view of a real game, either way
(tests/inns_and_outcasts/test_views.py). ``determinize`` is this, from the seat's view.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from game.bots.base import pick_best
from game.core.auction import auction_from_view
from game.core.simultaneous import choices_from_view
from game.core.view import own_view, turn_fields
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.cards import INITIATIVES
from game.games.inns_and_outcasts.evolve import frames
from game.games.inns_and_outcasts.model import (
    HANDS,
    TOPIC_BIDS,
    TOPIC_CARDS,
    TOPIC_COPIES,
    TOPIC_HANDS,
    Asked,
    IoState,
    PlayerState,
    Token,
)
from game.games.inns_and_outcasts.view import ASKED, PLAYER_SHOWN, SHOWN, TOKEN, IoView, SeatView

if TYPE_CHECKING:
    from game.games.inns_and_outcasts.cards import CardBook, Inn
    from game.games.inns_and_outcasts.heuristics import IoHeuristic
    from game.games.inns_and_outcasts.rules import InnsRules


def _hidden_hand(
    rules: InnsRules, sv: SeatView, taken: set[int], rng: random.Random, guess: float
) -> list[int]:
    """A hand of six for another seat: its revealed cards, the rest drawn: at each initiative
    the inn's character at random, or (with chance ``guess``) the one the greedy heuristic
    would take (the more valuable character, :func:`_preferred_inns`), where a copy is free."""
    book = rules.book
    known = {book(c).initiative: c for c in sv.seen}
    hand = []
    for ini in INITIATIVES:
        card = known.get(ini)
        if card is None:
            both = list(rules.letters.values())
            guessed = _follows(guess, rng)
            inns = _preferred_inns(rules, ini, rng) if guessed else [rng.choice(both)]
            for inn in inns:
                free = [c for c in book.copies_of(book.character_at(inn, ini)) if c not in taken]
                if free:
                    card = rng.choice(free)
                    break
            assert card is not None
            taken.add(card)
        hand.append(card)
    return hand


def _preferred_inns(rules: InnsRules, initiative: int, rng: random.Random) -> list[Inn]:
    """Both inns at ``initiative``, the one whose character the greedy heuristic takes first
    (``IoHeuristic.edge`` above 0; a coin toss between characters of about equal worth)."""
    heuristic = _heuristic(rules.book)
    inns = list(rules.letters.values())
    rng.shuffle(inns)
    return sorted(inns, key=lambda inn: -heuristic.edge(inn, initiative))


def sample_state(
    rules: InnsRules, view: BaseModel, seat: int, rng: random.Random, guess: float = 0.0
) -> IoState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled;
    ``guess`` is the chance that each of the others' hidden characters, face-down cards and
    sealed bids is the one the greedy heuristic would choose (:func:`_guess_like_greedy`)
    rather than one at random: 0 never, 1 (or True) always."""
    view = own_view(view, seat, IoView, "an Inns & Outcasts")
    book = rules.book
    taken: set[int] = set()
    for sv in view.players:
        taken.update(sv.seen)
        taken.update(sv.hand or ())
    s = IoState(**SHOWN(view), **turn_fields(view))
    choices = view.choices
    chosen: dict[int, Any] = {}
    picked = _picked(rules, view, rng) if view.pick_copies and view.phase == HANDS else {}
    for sv in view.players:
        p = PlayerState(**PLAYER_SHOWN(sv))
        if sv.seat in picked:
            p.hand = picked[sv.seat]
        elif sv.hand is not None:
            p.hand, p.inns, p.current = list(sv.hand), sv.inns or "", sv.card
        elif sv.hand_size:
            p.hand = _hidden_hand(rules, sv, taken, rng, guess)
            letters = {inn: letter for letter, inn in rules.letters.items()}
            p.inns = "".join(letters[book(c).inn] for c in p.hand)
            if sv.placed:
                p.current = sv.card if sv.face_up else _face_down(rules, view, p, rng)
        s.players.append(p)
        if choices is None or sv.seat not in choices.has_chosen:
            continue
        if sv.seat == seat:
            chosen[sv.seat] = choices.mine
        elif choices.choices is not None:
            chosen[sv.seat] = choices.choices[sv.seat]
        elif choices.topic == TOPIC_COPIES:
            initiative = len(p.hand) + 1
            on_table = [c for c in view.available if book(c).initiative == initiative]
            chosen[sv.seat] = rng.choice(on_table)
        elif choices.topic == TOPIC_HANDS:
            chosen[sv.seat] = p.inns or "".join(
                rng.choice(list(rules.letters)) for _ in INITIATIVES
            )
        elif choices.topic == TOPIC_CARDS:
            chosen[sv.seat] = (
                p.current if p.current is not None else _face_down(rules, view, p, rng)
            )
        elif choices.topic == TOPIC_BIDS:
            chosen[sv.seat] = rng.randint(0, sv.table)
    if choices is not None:
        s.secret = choices_from_view(choices, chosen)
    s.tokens = [Token(**TOKEN(t)) for t in view.tokens]
    s.stack = frames(view.stack)
    if view.asked is not None:
        s.asked = Asked(**ASKED(view.asked))
    if view.auction is not None:
        s.auction = auction_from_view(view.auction, min_bid=0, opener_must_bid=True)
    if guess:
        _guess_like_greedy(rules, view, s, seat, rng, guess)
    return s


@cache
def _heuristic(book: CardBook) -> IoHeuristic:
    """The greedy heuristic the guesses follow (one per card book)."""
    from game.games.inns_and_outcasts.heuristics import IoHeuristic

    return IoHeuristic(book)


def _guess_like_greedy(
    rules: InnsRules, view: IoView, s: IoState, seat: int, rng: random.Random, guess: float
) -> None:
    """The others' hidden choices in ``s``, each with chance ``guess``, as the greedy
    heuristic would make them from that seat's own view of this sampled table (ties at
    random), instead of the one drawn at random: each face-down card (placed, or chosen in
    secret and not yet shown) and, in a Quick Auction, each sealed bid."""
    heuristic = _heuristic(rules.book)
    secret = s.secret
    shown = view.choices is not None and view.choices.choices is not None
    for sv in view.players:
        other = sv.seat
        if other == seat:
            continue
        p = s.players[other]
        hidden_current = sv.placed and not sv.face_up
        chosen = secret is not None and not shown and other in secret.chosen
        if secret is not None and chosen and secret.topic == TOPIC_BIDS:
            if _follows(guess, rng):
                bids = [act.SealedBid(amount=k) for k in range(sv.table + 1)]
                scores = heuristic.score_all(rules.view(s, other), bids)
                secret.chosen[other] = pick_best(list(zip(scores, bids, strict=True)), rng).amount
            continue
        hidden_choice = chosen and secret is not None and secret.topic == TOPIC_CARDS
        if not (hidden_current or hidden_choice):
            continue
        free = _may_be_face_down(rules, view, p)
        if len(free) < 2 or not _follows(guess, rng):
            continue
        scores = heuristic.placing_scores(rules.view(s, other), other, free)
        card = pick_best(list(zip(scores, free, strict=True)), rng)
        if hidden_current:
            p.current = card
        if hidden_choice:
            assert secret is not None
            secret.chosen[other] = card


def _follows(guess: float, rng: random.Random) -> bool:
    """Whether one hidden choice is guessed, with chance ``guess`` (no draw at 0 or 1)."""
    if guess >= 1:
        return True
    if guess <= 0:
        return False
    return rng.random() < guess


def _picked(rules: InnsRules, view: IoView, rng: random.Random) -> dict[int, list[int]]:
    """While copies are chosen: the other seats' cards so far. At each initiative the copies
    gone from the table and not in the viewer's hand went to the other seats that have a
    card there; which went to whom is dealt at random."""
    book = rules.book
    mine = set(next((sv.hand or [] for sv in view.players if sv.hand is not None), []))
    left = set(view.available)
    others = [sv for sv in view.players if sv.hand is None]
    hands: dict[int, list[int]] = {sv.seat: [] for sv in others}
    for ini in INITIATIVES:
        gone = [
            c
            for c in range(len(book.faces))
            if book(c).initiative == ini and c not in left and c not in mine
        ]
        rng.shuffle(gone)
        holders = [sv.seat for sv in others if sv.hand_size >= ini]
        for seat, card in zip(holders, gone, strict=True):
            hands[seat].append(card)
    return hands


def determinize(rules: InnsRules, state: IoState, seat: int, rng: random.Random) -> IoState:
    """Everything ``seat`` cannot see dealt again at random (sampled from its view)."""
    return sample_state(rules, rules.view(state, seat), seat, rng)


def _face_down(rules: InnsRules, view: IoView, p: PlayerState, rng: random.Random) -> int:
    """A card ``p`` may have face down (:func:`_may_be_face_down`), at random."""
    return rng.choice(_may_be_face_down(rules, view, p))


def _may_be_face_down(rules: InnsRules, view: IoView, p: PlayerState) -> list[int]:
    """The cards ``p`` may have face down: not played this round, above the last call."""
    book = rules.book
    return [c for c in p.hand if c not in p.played and book(c).initiative > view.call]
