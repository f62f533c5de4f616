"""A whole AIM table built from one seat's view alone: the determinization bots search over.

``sample_state(rules, view, seat, rng)`` never sees the true state. Every card id the view
does not show (the viewer's hand; every discard pile, mat, market row, Loot top and
the trash) is *unseen*, and the unseen ids are dealt into the hidden zones with the
counts the view gives:

1. each pile gets unseen cards it can hold: the Premium and Common decks unseen cards
   of their deck, each Loot pile below its top unseen cards of its tier, the Pesky pile
   unseen Pesky Quest Items;
2. starter cards never change hands, so an unseen starter card goes back to the seat
   whose starter deck it came from (or to the box, for an unused starter deck);
3. the rest (cards some player bought earlier and has not shown since) is shared out at
   random over the players' remaining hidden places and the box.

A player's hidden cards are then split into hand (its public size) and deck; decks and
piles are shuffled. A few flags the view does not carry are inferred from it (see
README.md, "Bots"). ``view(sample_state(v, seat, rng), seat) == v`` holds for every view
of a real game; tests/aim/test_sample.py checks it over random games together with the
card and dice invariants.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.core.view import own_view
from game.games.aim.book import CardBook
from game.games.aim.cards import TOTAL_CARDS
from game.games.aim.model import (
    AIM_RESULT,
    ATTACK,
    DEFENDER_DISCARD,
    EQUIP,
    HAND_SIZE,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    TIERS,
    AimResult,
    AimState,
    PlayerState,
    dice_count,
)
from game.games.aim.setup import _starter_decks
from game.games.aim.view import PLAYER_SHOWN, SHOWN, AimView

if TYPE_CHECKING:
    from game.games.aim.rules import AimRules

_AFTER_SELLING = (MARKET_BUY, EQUIP, ATTACK, DEFENDER_DISCARD)


def _origin(book: CardBook, card: int) -> str:
    """The pile a non-starter card comes from: 'premium', 'common', a Loot tier or 'pesky'."""
    d = book(card)
    if d.deck == "loot":
        return str(d.tier)
    return d.deck


_OWNERS: dict[tuple[int, int], tuple[CardBook, dict[int, int]]] = {}


def _starter_owner(book: CardBook, copies: int) -> dict[int, int]:
    """Starter card id -> the seat index whose starter deck it is dealt to (setup.py)."""
    got = _OWNERS.get((id(book), copies))
    if got is None or got[0] is not book:
        decks = [deck for copy in range(copies) for deck in _starter_decks(book, copy)]
        got = _OWNERS[(id(book), copies)] = (
            book,
            {c: seat for seat, deck in enumerate(decks) for c in deck},
        )
    return got[1]


def _visible(view: AimView) -> set[int]:
    seen: set[int] = set()
    for pv in view.players:
        if pv.hand is not None:
            seen.update(pv.hand)
        seen.update(pv.discard)
        if pv.mat is not None:
            seen.update(pv.mat)
    seen.update(c for c in view.premium_row if c is not None)
    if view.common_card is not None:
        seen.add(view.common_card)
    seen.update(c for c in view.loot_tops.values() if c is not None)
    seen.update(view.trash)
    return seen


def _take(pool: list[int], n: int) -> tuple[list[int], list[int]]:
    """(first ``n`` of ``pool``, the rest)."""
    return pool[:n], pool[n:]


def sample_state(rules: AimRules, view: BaseModel, seat: int, rng: random.Random) -> AimState:
    """A full table consistent with ``view`` (the view of ``seat``), hidden parts sampled.

    Uses nothing but ``view`` and the card book; ``rng`` decides every random choice.
    """
    view = own_view(view, seat, AimView, "an AIM")
    book = rules.book
    n = len(view.players)
    copies = 1 if n <= 2 else 2
    total = TOTAL_CARDS * copies
    seen = _visible(view)
    unseen = [c for c in range(total) if c not in seen]
    rng.shuffle(unseen)
    owner = _starter_owner(book, copies)

    # 1. piles, each from unseen cards of its own origin (never a starter card)
    by_origin: dict[str, list[int]] = {}
    starters: list[int] = []
    for c in unseen:
        if c in owner:
            starters.append(c)
        else:
            by_origin.setdefault(_origin(book, c), []).append(c)
    wanted = {
        "premium": view.premium_deck_count,
        "common": view.common_deck_count,
        "pesky": view.pesky_count,
    }
    for t in TIERS:
        wanted[t] = max(0, view.loot_counts[t] - (1 if view.loot_tops[t] is not None else 0))
    piles: dict[str, list[int]] = {}
    rest: list[int] = []
    for origin, count in wanted.items():
        got, left = _take(by_origin.pop(origin, []), count)
        piles[origin] = got
        rest.extend(left)
    for left in by_origin.values():  # origins without a pile (none in a real game)
        rest.extend(left)
    rng.shuffle(rest)
    for origin, count in wanted.items():  # a short pile (odd positions) takes any card
        short = count - len(piles[origin])
        if short > 0:
            extra, rest = _take(rest, short)
            piles[origin].extend(extra)

    # 2. hidden places per player (None: unknown, during the secret initial equipping)
    capacity: list[int | None] = []
    for i, pv in enumerate(view.players):
        if pv.deck_count is None or (i != seat and pv.hand_count is None):
            capacity.append(None)
        else:
            capacity.append(pv.deck_count + (0 if i == seat else (pv.hand_count or 0)))
    hidden: list[list[int]] = [[] for _ in range(n)]
    box: list[int] = []
    for c in starters:
        who = owner[c]
        if who >= n:
            box.append(c)
        else:
            cap = capacity[who]
            if cap is None or len(hidden[who]) < cap:
                hidden[who].append(c)
            else:
                rest.append(c)  # a starter card somewhere odd (positions): any place will do
    if len(box) > view.box_count:
        rest.extend(box[view.box_count :])
        box = box[: view.box_count]

    # 3. the rest over the remaining known places, then the box, then unknown players
    rng.shuffle(rest)
    free = [
        i for i, cap in enumerate(capacity) if cap is not None for _ in range(cap - len(hidden[i]))
    ]
    for i in free:
        if not rest:
            break
        hidden[i].append(rest.pop())
    need_box = view.box_count - len(box)
    if need_box > 0:
        extra, rest = _take(rest, need_box)
        box.extend(extra)
    unknown = [i for i in range(n) if capacity[i] is None]
    for k, c in enumerate(rest):
        if unknown:
            hidden[unknown[k % len(unknown)]].append(c)
        else:
            box.append(c)

    return _assemble(view, seat, rng, book, copies, piles, hidden, box)


def _assemble(
    view: AimView,
    seat: int,
    rng: random.Random,
    book: CardBook,
    copies: int,
    piles: dict[str, list[int]],
    hidden: list[list[int]],
    box: list[int],
) -> AimState:
    n = len(view.players)
    in_use = sum(dice_count(pv.gold) for pv in view.players) + (1 if view.rebate else 0)
    s = AimState(n_seats=n, copies=copies, dice_total=view.dice_supply + in_use, **SHOWN(view))
    for i, pv in enumerate(view.players):
        p = PlayerState(**PLAYER_SHOWN(pv))
        cards = hidden[i]
        rng.shuffle(cards)
        if i == seat:
            p.hand = list(pv.hand or [])
            p.deck = list(cards)
        else:
            size = pv.hand_count if pv.hand_count is not None else min(HAND_SIZE, len(cards))
            p.hand, p.deck = sorted(cards[:size]), cards[size:]
        p.mat = dict(pv.mat) if pv.mat is not None else {}
        p.locked = set(pv.drawn_for or ())
        p.equip_done = view.phase != SETUP_EQUIP or i not in view.to_act
        p.attacked_this_turn = view.phase == DEFENDER_DISCARD and i == view.active
        s.players.append(p)
    s.premium_deck = piles["premium"]
    s.common_deck = piles["common"]
    for t in TIERS:
        top = view.loot_tops[t]
        s.loot[t] = piles[t] + ([top] if top is not None else [])
    s.pesky = piles["pesky"]
    s.box = sorted(box)
    s.phase = view.phase
    s.round = view.round
    if view.phase == MARKET_TRASH and view.trashed_this_turn and view.trash:
        d = book(view.trash[-1])
        s.trash_gold = -d.trash_cost if d.trash_cost else max(1, d.price // 2)
    after = view.phase in _AFTER_SELLING
    s.bought_premium = after and None in view.premium_row
    s.bought_common = after and view.common_card is None
    s.end_reason = view.ending
    r = view.ctx.result
    if r is not None:
        s.result = AimResult(**AIM_RESULT(r))
    return s
