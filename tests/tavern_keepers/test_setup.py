"""Game Setup: taverns, deck, quests, rumours, the Quest Giver and the opening hands."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.core.errors import ContentError
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.cards import COLOURS, load_cards, parse_cards
from game.games.tavern_keepers.model import BIDDING
from tests.conftest import new_match
from tests.tavern_keepers.conftest import BOOK, RULES


def test_content_has_twelve_quests_and_five_adventurers_per_colour() -> None:
    """What's in the Box: 12 quest cards and 5 adventurer cards of each of four colours."""
    faces = BOOK.faces
    assert len(faces) == 68
    quests = Counter(f.colour for f in faces if not f.adventurer)
    advs = Counter(f.colour for f in faces if f.adventurer)
    assert quests == {c: 12 for c in COLOURS}
    assert advs == {c: 5 for c in COLOURS}


def test_every_colour_carries_its_own_mark_and_symbol() -> None:
    """Colours must also carry a letter and a symbol (colour-blind players)."""
    colours = load_cards().colours
    assert len({c.abbr for c in colours}) == 4
    assert len({c.symbol for c in colours}) == 4


def test_bad_content_names_file_card_and_field() -> None:
    """Content errors name the file, the card and the field (and the counts are checked)."""
    raw = json.loads(
        (
            __import__("importlib").resources.files("game.games.tavern_keepers") / "cards.json"
        ).read_text("utf-8")
    )
    raw["adventurers"][3]["colour"] = "bard"
    with pytest.raises(ContentError) as err:
        parse_cards(json.dumps(raw), "x/cards.json")
    text = str(err.value)
    assert "x/cards.json" in text and "Hilde Two-Axes" in text and "colour" in text
    raw["adventurers"][3]["colour"] = "wizard"
    with pytest.raises(ContentError, match="adventurers: 4 warrior adventurers"):
        parse_cards(json.dumps(raw), "x/cards.json")


@pytest.mark.parametrize(("seats", "each"), [(2, 10), (3, 6), (4, 5)])
def test_adventurers_are_dealt_evenly_face_up(seats: int, each: int) -> None:
    """Game Setup: deal the adventurers out evenly to each player, face up."""
    match = new_match(RULES, seats, 5)
    for seat in range(seats):
        tavern = match.state.players[seat].tavern
        assert len(tavern) == each and all(BOOK(c).adventurer for c in tavern)
        other = RULES.view(match.state, (seat + 1) % seats)
        assert other.players[seat].tavern == tavern  # face up: everyone sees it


def test_three_player_game_puts_the_last_two_adventurers_in_the_box() -> None:
    """Game Setup: in a three-player game remove the last two cards from the game."""
    match = new_match(RULES, 3, 1)
    setup = match.setup[0]
    assert isinstance(setup, ev.GameSetUp)
    assert len(match.state.box) == 2 and all(BOOK(c).adventurer for c in match.state.box)
    for seats in (2, 4):
        assert new_match(RULES, seats, 1).state.box == []


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_quests_rumors_and_five_card_hands_are_dealt_from_the_deck(seats: int) -> None:
    """Game Setup: three quests, one card each; one rumour per Rumor Mill space; five
    cards to each hand; the rest is the deck, of quest cards only."""
    match = new_match(RULES, seats, 2)
    s = match.state
    assert [len(q) for q in s.quests] == [1, 1, 1]
    assert all(r is not None for r in s.rumors)
    assert all(len(p.hand) == 5 for p in s.players)
    assert len(s.deck) == 48 - 6 - 5 * seats
    assert not any(BOOK(c).adventurer for c in s.deck)
    assert s.discard == []


def test_the_quest_giver_opens_the_first_round() -> None:
    """Rounds: the Current Player holds the Quest Giver token and opens the first bid."""
    givers = set()
    for seed in range(12):
        match = new_match(RULES, 3, seed)
        s = match.state
        assert s.phase == BIDDING and s.round == 1
        assert match.to_act() == (s.quest_giver,) and s.opener == s.quest_giver
        assert s.first_player == s.quest_giver
        givers.add(s.quest_giver)
    assert givers == {0, 1, 2}  # determined at random: any seat may start
