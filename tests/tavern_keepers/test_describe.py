"""The log panel: every event reads as a sentence, and none names a card the viewer
cannot see (hands dealt, cards drawn, face-down bid cards)."""

from __future__ import annotations

import random

import pytest

from game.games.tavern_keepers import events as ev
from tests.conftest import new_match, random_step
from tests.tavern_keepers.conftest import BOOK, RULES

NAMES = ["Ann", "Bo", "Cy", "Di"]
CARD_NAMES = {f.name for f in BOOK.faces}


def _owner(e: ev.Event) -> int | None:
    """The only seat allowed to read the cards of a secret event (None: nobody)."""
    if isinstance(e, ev.CardBid | ev.CardTakenBack | ev.BidPassed | ev.CardDrawn):
        return e.seat
    if isinstance(e, ev.GameSetUp):
        return None
    return -1  # public


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_no_log_line_names_a_card_hidden_from_its_reader(seats: int) -> None:
    """Hidden information: other hands, drawn cards and face-down bids never reach a reader
    who cannot see them; a spectator of the finished game reads everything."""
    match = new_match(RULES, seats, 70 + seats)
    rng = random.Random(seats)
    while not match.is_over:
        random_step(match, rng)
    kinds = set()
    for e in match.events():
        kinds.add(type(e))
        owner = _owner(e)
        for viewer in range(seats):
            text = RULES.describe(e, viewer, NAMES[:seats])
            if text is None:
                continue
            assert text.strip() and text[0].isupper()
            if owner != -1 and owner != viewer:
                assert not any(name in text for name in CARD_NAMES), text
        spectator = RULES.describe(e, None, NAMES[:seats])
        if isinstance(e, ev.CardDrawn):
            assert spectator is not None and BOOK(e.card).name in spectator
    assert {ev.BidsRevealed, ev.BidWon, ev.CardDrawn, ev.GameEnded} <= kinds


def test_every_event_type_has_a_sentence_or_is_bookkeeping() -> None:
    """Bookkeeping events (a seat asked to bid, a quest discarded) return None on purpose;
    every other event type has a sentence."""
    quiet = {ev.BidAsked, ev.QuestDiscarded}
    seen: set[type] = set()
    for seed in range(6):
        match = new_match(RULES, 3, seed)
        rng = random.Random(seed)
        while not match.is_over:
            random_step(match, rng)
        for e in match.events():
            text = RULES.describe(e, None, NAMES[:3])
            assert (text is None) == (type(e) in quiet), type(e).__name__
            seen.add(type(e))
    assert len(seen) >= 20


def test_log_lines_agree_with_you_and_with_a_name() -> None:
    """The log speaks to the viewer: "You open", "Ana opens" (no "You opens")."""
    from game.games.tavern_keepers.describe import describe

    rules, names = RULES, ["Ana", "Ben"]
    assert describe(rules, ev.BidOpened(seat=0), 0, names) == "You open the next bid."
    assert describe(rules, ev.BidOpened(seat=0), 1, names) == "Ana opens the next bid."
    lone_you = describe(rules, ev.BidOpened(seat=1, lone=True), 1, names)
    lone_ben = describe(rules, ev.BidOpened(seat=1, lone=True), 0, names)
    assert lone_you is not None and lone_you.startswith("You are the only one left")
    assert lone_ben is not None and lone_ben.startswith("Ben is the only one left")
