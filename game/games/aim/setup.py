"""Setup 1-3 and the 3-4 player variant: sort the cards, deal starters, shuffle, lay out."""

from __future__ import annotations

from functools import cache

from game.core.chance import Chance
from game.games.aim.book import CardBook
from game.games.aim.cards import STARTER_DECK, TOTAL_CARDS
from game.games.aim.events import GameSetUp
from game.games.aim.model import PREMIUM_ROW, TIERS

# Three players add about half of a second copy (Three and four player variant).
HALF_COPY_LOOT = {"uncommon": 6, "rare": 4, "epic": 4}
HALF_COPY_PESKY = 6


@cache
def _sorted(book: CardBook) -> dict[tuple[str, str | None], tuple[int, ...]]:
    """Setup 1, sorting the cards of one copy: ids per (deck, tier), worked out once per book
    (every new game sorts the same cards the same way)."""
    out: dict[tuple[str, str | None], list[int]] = {}
    for i in range(TOTAL_CARDS):
        d = book(i)
        out.setdefault((d.deck, d.tier), []).append(i)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _starter_ids(book: CardBook) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two starter decks of copy 0: 5 Potato, 2 Sack, Pointy Stick, Plain Clothes,
    Wooden Shield each."""
    decks: tuple[list[int], list[int]] = ([], [])
    for name in STARTER_DECK:
        ids = [i for i in range(TOTAL_CARDS) if book(i).name == name]
        half = len(ids) // 2
        decks[0].extend(ids[:half])
        decks[1].extend(ids[half:])
    return tuple(decks[0]), tuple(decks[1])


def _starter_decks(book: CardBook, copy: int) -> list[list[int]]:
    """The two starter decks of one copy."""
    base = copy * TOTAL_CARDS
    return [[base + i for i in deck] for deck in _starter_ids(book)]


def deal(book: CardBook, n_seats: int, chance: Chance) -> GameSetUp:
    """The whole set-up as one event; every shuffle is drawn from ``chance``."""
    copies = 1 if n_seats <= 2 else 2
    starters = _starter_decks(book, 0) + (_starter_decks(book, 1) if copies == 2 else [])
    box: list[int] = [c for deck in starters[n_seats:] for c in deck]
    decks = [chance.shuffled(d) for d in starters[:n_seats]]

    def pile(deck: str, tier: str | None = None) -> list[list[int]]:
        ids = _sorted(book).get((deck, tier), ())
        return [[copy * TOTAL_CARDS + i for i in ids] for copy in range(copies)]

    def combine(first: list[int], second: list[int], keep: int | None) -> list[int]:
        """All of the first copy plus ``keep`` cards of the second (None: all), shuffled."""
        if keep is None or n_seats == 4:
            return chance.shuffled(first + second)
        extra = chance.shuffled(second)
        box.extend(extra[keep:])
        return chance.shuffled(first + extra[:keep])

    three = n_seats == 3
    market: dict[str, list[int]] = {}
    for deck in ("common", "premium"):
        copies_ids = pile(deck)
        if copies == 1:
            market[deck] = chance.shuffled(copies_ids[0])
        else:
            market[deck] = combine(
                copies_ids[0], copies_ids[1], len(copies_ids[1]) // 2 if three else None
            )
    loot: dict[str, list[int]] = {}
    for tier in TIERS:
        ids = pile("loot", tier)
        loot[tier] = (
            chance.shuffled(ids[0])
            if copies == 1
            else combine(ids[0], ids[1], HALF_COPY_LOOT[tier] if three else None)
        )
    pesky_ids = pile("pesky")
    pesky = (
        chance.shuffled(pesky_ids[0])
        if copies == 1
        else combine(pesky_ids[0], pesky_ids[1], HALF_COPY_PESKY if three else None)
    )
    premium = market["premium"]
    row: list[int | None] = [premium.pop() for _ in range(PREMIUM_ROW)]
    common = market["common"]
    common_card = common.pop()
    return GameSetUp(
        copies=copies,
        dice_total=10 * copies,
        decks=decks,
        premium_deck=premium,
        premium_row=row,
        common_deck=common,
        common_card=common_card,
        loot=loot,
        pesky=pesky,
        box=sorted(box),
    )
