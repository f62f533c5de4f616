"""Scenario positions: a table described by card names or colours, turned into one event.

A card is named by its name ("Hilde Two-Axes", "Track the White Stag"), or by a colour
("warrior": any quest card of that colour; "warrior adventurer": any adventurer of it).
Keys (all optional): ``quest_giver`` (default 0), ``first_player``, ``round`` (default
1), ``quests`` (three lists, bottom to top: the last card is the Focus), ``rumors``
(three cards or nulls), ``deck`` (top first; the unnamed quest cards go beneath, in
an order fixed by the seed, or to the box with ``"rest": "box"``), ``discard``, ``box``, ``phase`` ("bidding" or
"sabotage"), ``saboteur``, and ``players``: a list of {``hand``, ``tavern``,
``prepared``, ``known``, ``won``}. In the bidding phase the first player from the
Quest Giver clockwise who has not ``won`` opens the bid (alone: at least two cards).
Adventurers no tavern or hand holds go to the box.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.errors import PositionError
from game.core.events import PositionLoaded
from game.core.model import Event, MatchConfig
from game.core.position import seat_entries, take_first
from game.games.tavern_keepers.cards import COLOURS, CardBook
from game.games.tavern_keepers.model import (
    BIDDING,
    QUEST_SPACES,
    SABOTAGE,
    PlayerState,
    TkState,
)

if TYPE_CHECKING:
    from game.games.tavern_keepers.rules import TavernKeepersRules


class _Cards:
    """The cards not yet placed, taken by name or colour (lowest id first)."""

    def __init__(self, book: CardBook) -> None:
        self.book = book
        self.free = set(range(len(book.faces)))

    def take(self, name: Any, where: str) -> int:
        key = str(name).casefold().strip()
        words = key.split()
        want_adv = len(words) == 2 and words[1] == "adventurer"
        colour = words[0] if words and words[0] in COLOURS else None

        def fits(c: int) -> bool:
            f = self.book(c)
            return f.name.casefold() == key or (
                colour is not None
                and f.colour == colour
                and f.adventurer == want_adv
                and len(words) == 1 + want_adv
            )

        return take_first(self.free, fits, f"{where}: no card '{name}' is left to place.")

    def many(self, names: Any, where: str) -> list[int]:
        if not isinstance(names, list):
            raise PositionError(f"{where}: expected a list of cards.")
        return [self.take(x, where) for x in names]


def _seat(value: Any, n: int, where: str) -> int:
    if not isinstance(value, int) or not 0 <= value < n:
        raise PositionError(f"{where}: seat must be 0..{n - 1}.")
    return value


def state_from_position(
    rules: TavernKeepersRules, config: MatchConfig, pos: dict[str, Any]
) -> list[Event]:
    """The whole state a position describes, as its one event; raises PositionError naming
    what is wrong."""
    book = rules.book
    n = config.n_seats
    cards = _Cards(book)
    s = TkState(n_seats=n)
    for i, rp in enumerate(seat_entries(pos, n)):
        p = PlayerState()
        p.hand = sorted(cards.many(rp.get("hand", []), f"players[{i}].hand"))
        p.tavern = sorted(cards.many(rp.get("tavern", []), f"players[{i}].tavern"))
        p.prepared = cards.many(rp.get("prepared", []), f"players[{i}].prepared")
        p.won = bool(rp.get("won", False))
        for c in p.tavern + p.prepared:
            if not book(c).adventurer:
                raise PositionError(f"players[{i}]: {book(c).name} is not an adventurer.")
        known_names = rp.get("known", [])
        for name in known_names:
            hit = [
                c
                for c in p.hand
                if c not in p.known and book(c).name.casefold() == str(name).casefold()
            ]
            if not hit:
                raise PositionError(f"players[{i}].known: '{name}' is not in that hand.")
            p.known.add(hit[0])
        s.players.append(p)
    raw_quests = pos.get("quests")
    if raw_quests is None:
        s.quests = [[] for _ in range(QUEST_SPACES)]
    else:
        if not isinstance(raw_quests, list) or len(raw_quests) != QUEST_SPACES:
            raise PositionError("quests: give three quest piles, bottom card first.")
        s.quests = [cards.many(q, f"quests[{k}]") for k, q in enumerate(raw_quests)]
    raw_rumors = pos.get("rumors", [None] * QUEST_SPACES)
    if not isinstance(raw_rumors, list) or len(raw_rumors) != QUEST_SPACES:
        raise PositionError("rumors: give three cards (or nulls).")
    s.rumors = [
        None if r is None else cards.take(r, f"rumors[{k}]") for k, r in enumerate(raw_rumors)
    ]
    s.discard = cards.many(pos.get("discard", []), "discard")
    s.box = cards.many(pos.get("box", []), "box")
    named_deck = cards.many(pos.get("deck", []), "deck")
    rest = sorted(cards.free)
    s.box.extend(c for c in rest if book(c).adventurer)
    under = [c for c in rest if not book(c).adventurer]
    random.Random(config.seed).shuffle(under)
    if pos.get("rest", "deck") == "box":
        s.box.extend(under)
        under = []
    s.deck = under + named_deck[::-1]
    s.quest_giver = _seat(pos.get("quest_giver", 0), n, "quest_giver")
    s.first_player = _seat(pos.get("first_player", s.quest_giver), n, "first_player")
    s.round = int(pos.get("round", 1))
    phase = pos.get("phase", BIDDING)
    if phase not in (BIDDING, SABOTAGE):
        raise PositionError("phase: a position starts in 'bidding' or 'sabotage'.")
    s.phase = phase
    if phase == BIDDING:
        left = [x for x in s.clockwise(s.quest_giver) if not s.players[x].won]
        if not left:
            raise PositionError("players: in the bidding phase someone must not have won yet.")
        s.opener = s.bidder = left[0]
        s.lone = len(left) == 1
    else:
        if not all(p.won for p in s.players):
            raise PositionError("players: the sabotage step comes after everyone has won.")
        s.saboteur = _seat(pos.get("saboteur", s.quest_giver), n, "saboteur")
    return [PositionLoaded(state=s.canonical())]
