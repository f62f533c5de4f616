"""Inns & Outcasts content: the 96 cards, the ability vocabulary, the Blocking Chart, Range,
and the errors a broken content file gives. Sections cited are the rulebook's."""

from __future__ import annotations

import json
import re
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter

from game.core.errors import ContentError
from game.games.inns_and_outcasts.abilities import (
    ANSWERS,
    EFFECT_KINDS,
    Effect,
    ability_problems,
    decision_points,
    walk_effects,
)
from game.games.inns_and_outcasts.cards import (
    CAST,
    COPIES,
    INITIATIVES,
    INNS,
    N_CARDS,
    CharacterDef,
    card_book,
    parse_cards,
)
from game.games.inns_and_outcasts.seating import clockwise_from, in_range, seats_in_range

BOOK = card_book()
CHARACTERS = BOOK.cardset.characters
RAW: dict[str, Any] = json.loads(
    resources.files("game.games.inns_and_outcasts").joinpath("cards.json").read_text("utf-8")
)
README = Path(__file__).parents[2] / "game/games/inns_and_outcasts/README.md"
RULEBOOK = Path("/work/shared/rulebooks/inns-and-outcasts.txt")
ICON_NAMES = Path("/work/notes/game-icons/names.txt")


def broken(change) -> str:
    """The message of parsing a copy of cards.json after ``change(data)``."""
    data = json.loads(json.dumps(RAW))
    change(data)
    with pytest.raises(ContentError) as err:
        parse_cards(json.dumps(data), "broken.json")
    return str(err.value)


def char(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for c in data["characters"] if c["name"] == name)


# ----------------------------------------------------------------- the cast (Components)
def test_components_ninety_six_character_cards_forty_eight_per_inn():
    """Components: 48 Wobblin' Wagon and 48 Jaded Dragon character cards."""
    assert len(BOOK.faces) == N_CARDS == 96
    assert [f.id for f in BOOK.faces] == list(range(96))
    per_inn = Counter(f.inn for f in BOOK.faces)
    assert per_inn == {"wagon": 48, "dragon": 48}


def test_the_twelve_named_characters_eight_copies_each():
    """Wobblin' Wagon / Jaded Dragon pages: the twelve characters, by inn."""
    assert {inn: tuple(c.name for c in CHARACTERS if c.inn == inn) for inn in INNS} == CAST
    assert Counter(f.character for f in BOOK.faces) == {
        name: COPIES for names in CAST.values() for name in names
    }


def test_one_wagon_and_one_dragon_character_at_each_initiative():
    """Setting up: a hand holds initiatives 1-6, so each inn offers one character at each."""
    for inn in INNS:
        assert sorted(c.initiative for c in CHARACTERS if c.inn == inn) == list(INITIATIVES)
    for ini in INITIATIVES:
        assert {BOOK(i).inn for i in range(96) if BOOK(i).initiative == ini} == set(INNS)
        assert BOOK.character_at("wagon", ini) in CAST["wagon"]


def test_copies_vary_in_race_and_morality_so_matching_and_unique_matter():
    """Matching & Unique: copies of one character differ, and no value dominates the set."""
    for c in CHARACTERS:
        assert len({cp.race for cp in c.copies}) >= 3, c.name
        assert len({cp.morality for cp in c.copies}) == 3, c.name
    morality = Counter(f.morality for f in BOOK.faces)
    assert set(morality.values()) == {32}
    race = Counter(f.race for f in BOOK.faces)
    assert max(race.values()) <= 20


def test_every_card_carries_every_printed_field():
    """Reading a Card: initiative, inn, race, morality, Starting Loot, Block, Reveal, Loot."""
    for f in BOOK.faces:
        assert f.initiative in INITIATIVES and f.inn in INNS
        assert f.race in BOOK.race_names and f.morality in BOOK.morality_names
        assert 0 <= f.starting_loot <= 6 and isinstance(f.block, bool)
        assert f.reveal and f.loot and f.text and f.flavour and f.icon


# ----------------------------------------------------------------- abilities
def test_every_ability_round_trips_through_json():
    """Abilities are data: each one reads back to the same value from its JSON."""
    for c in CHARACTERS:
        again = CharacterDef.model_validate_json(c.model_dump_json())
        assert again == c


def test_every_ability_is_sound():
    """Each ability uses 'target', 'chosen' and 'winner' only where they mean something."""
    for c in CHARACTERS:
        assert ability_problems(c.reveal, "reveal") == [], c.name
        assert ability_problems(c.loot, "loot") == [], c.name


def test_the_vocabulary_is_all_used():
    """Every effect kind the engine must implement is used by some card (none is dead)."""
    used = {e.kind for c in CHARACTERS for _, e in walk_effects(c.reveal + c.loot)}
    assert used == set(EFFECT_KINDS)


def test_loot_abilities_ask_no_choice():
    """Loot abilities pay at the end of the turn without any decision."""
    for c in CHARACTERS:
        assert decision_points(c.loot) == [], c.name


@pytest.mark.parametrize("n_seats", range(3, 9))
def test_every_choice_is_enumerable(n_seats):
    """Each choice a card gives becomes a short, finite list of actions at 3-8 seats."""
    for c in CHARACTERS:
        for point in decision_points(c.reveal, block_icon=c.block):
            for loot in (0, 3, 20):
                options = point.options(n_seats, loot)
                assert 1 <= len(options) <= 64, (c.name, point)
                assert len(set(options)) == len(options)
                assert {o[0] for o in options} <= set(ANSWERS[point.kind]), (c.name, point)


def test_the_characters_choices_follow_their_flavour():
    """The brief's reading of the flavour lines: who targets, blocks, auctions, pays."""
    kinds = {
        c.name: {p.kind for p in decision_points(c.reveal, block_icon=c.block)} for c in CHARACTERS
    }
    assert {n for n, k in kinds.items() if "target" in k} == {"Thief", "Bounty Hunter", "Cultists"}
    assert {n for n, k in kinds.items() if "block_icon" in k} == {"Guard", "Mage", "Thane"}
    assert {n for n, k in kinds.items() if "bid" in k} == {"Lord", "Dragon"}
    assert {n for n, k in kinds.items() if "pay_or" in k} == {"Goblins"}
    assert {n for n, k in kinds.items() if "transmute" in k} == {"Alchemist"}


def test_every_action_is_named_in_the_readme():
    """README.md's action list covers every answer to every decision."""
    text = README.read_text("utf-8")
    for kinds in ANSWERS.values():
        for kind in kinds:
            assert f"`{kind}" in text, kind


EFFECTS = TypeAdapter(tuple[Effect, ...])


def load_effects(effects: list[dict[str, Any]], ability: Any) -> list[str]:
    return ability_problems(EFFECTS.validate_python(effects), ability)


@pytest.mark.parametrize(
    ("effects", "ability", "problem"),
    [
        ([{"kind": "transmute", "up_to": 2, "rate": 2}], "loot", "only gains loot"),
        ([{"kind": "skim", "amount": 2}], "reveal", "only works inside a Target"),
        ([{"kind": "gain", "amount": {"base": 1}, "who": "winner"}], "reveal", "auction option"),
        ([{"kind": "block", "who": "chosen"}], "reveal", "'choose_player'"),
        ([{"kind": "take", "amount": 1, "who": "target"}], "reveal", "Target token"),
        (
            [
                {
                    "kind": "target",
                    "scope": "range",
                    "on_reveal": [
                        {
                            "kind": "if",
                            "cond": {"kind": "named_initiative"},
                            "then": [{"kind": "block", "who": "target"}],
                        }
                    ],
                }
            ],
            "reveal",
            "names an initiative",
        ),
        (
            [
                {"kind": "target", "scope": "range", "on_reveal": [{"kind": "skim", "amount": 1}]},
                {"kind": "target", "scope": "table", "on_reveal": [{"kind": "skim", "amount": 1}]},
            ],
            "reveal",
            "at most one 'target'",
        ),
        (
            [
                {
                    "kind": "target",
                    "scope": "range",
                    "on_reveal": [{"kind": "transmute", "up_to": 1, "rate": 2}],
                }
            ],
            "reveal",
            "cannot ask for a choice",
        ),
    ],
)
def test_misused_words_are_refused(effects, ability, problem):
    """The checks behind 'ability references valid' (see abilities.ability_problems)."""
    problems = load_effects(effects, ability)
    assert problems and problem in problems[0]


def test_an_auction_inside_an_auction_is_refused():
    inner = {"label": "A", "text": "a", "effects": [{"kind": "gain", "amount": {"base": 1}}]}
    nested = {"kind": "auction", "options": [inner, inner]}
    outer = {
        "kind": "auction",
        "options": [{"label": "B", "text": "b", "effects": [nested]}, inner],
    }
    assert any("another auction" in p for p in load_effects([outer], "reveal"))


# ----------------------------------------------------------------- Blocking Chart
def test_blocking_chart_lets_each_initiative_block_the_one_before():
    """Clarifications, Blocking Chart: the circle's initiative may block the shield's. Our
    chart: 2-6 each block the initiative just below, so every block lands on a face-up card
    and each of 1-5 has exactly one blocker."""
    assert BOOK.chart == {2: 1, 3: 2, 4: 3, 5: 4, 6: 5}
    assert Counter(BOOK.chart.values()) == dict.fromkeys(range(1, 6), 1)


def test_block_icons_sit_where_the_chart_has_a_line():
    """Only cards with the Block icon block by the chart; each such card has a line."""
    icons = {f.character for f in BOOK.faces if f.block}
    assert icons == {"Guard", "Mage", "Thane"}
    assert all(BOOK(i).initiative in BOOK.chart for i in range(96) if BOOK(i).block)


# ----------------------------------------------------------------- look and words
@pytest.mark.skipif(not ICON_NAMES.exists(), reason="the game-icons name list is not here")
def test_every_icon_exists_in_game_icons():
    names = set(ICON_NAMES.read_text("utf-8").split())
    assert {c.icon for c in CHARACTERS} <= names


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook text is not here")
def test_texts_are_our_own_words():
    """No card text, flavour or inn line repeats six words in a row from the rulebook."""

    def words(s: str) -> list[str]:
        return re.findall(r"[a-z']+", s.lower())

    book = words(RULEBOOK.read_text("utf-8"))
    grams = {tuple(book[i : i + 6]) for i in range(len(book) - 5)}
    ours = [t for c in CHARACTERS for t in (c.text, c.flavour)]
    ours += [i.text for i in BOOK.cardset.inns]
    ours += [
        o.text
        for c in CHARACTERS
        for _, e in walk_effects(c.reveal)
        for o in getattr(e, "options", ())
    ]
    for text in ours:
        w = words(text)
        assert not any(tuple(w[i : i + 6]) in grams for i in range(len(w) - 5)), text


def printed_numbers(c: CharacterDef) -> tuple[set[int], set[int]]:
    """(numbers the card's texts must state, numbers they may state) from its abilities."""
    must: set[int] = set()
    for _, e in walk_effects(c.reveal + c.loot):
        amount = getattr(e, "amount", None)
        if isinstance(amount, int):
            must.add(amount)
        elif amount is not None:
            must |= {n for n in (amount.base, amount.max) if n}
            if amount.per is not None and amount.each != 1:
                must.add(amount.each)
        for name in ("pay", "up_to", "rate"):
            if isinstance(getattr(e, name, None), int):
                must.add(getattr(e, name))
    return must, must | {1}


def test_card_texts_state_the_numbers_of_the_data():
    """A card's text (and its auction options' texts) names every number its abilities
    use and no other, so a value corrected in cards.json shows where the text must follow."""
    for c in CHARACTERS:
        texts = [c.text] + [
            o.text for _, e in walk_effects(c.reveal) for o in getattr(e, "options", ())
        ]
        said = {int(n) for t in texts for n in re.findall(r"\d+", t)}
        must, may = printed_numbers(c)
        assert must <= said <= may, (c.name, sorted(must), sorted(said))


# ----------------------------------------------------------------- broken files
def test_a_corrupted_copy_names_file_character_copy_and_field():
    def gnome(data):
        char(data, "Mage")["copies"][2]["race"] = "gnome"

    msg = broken(gnome)
    mage_copy = BOOK.copies_of("Mage")[2]
    assert msg.startswith("broken.json: ")
    assert "'Mage'" in msg and f"copy {mage_copy}" in msg and "'race'" in msg and "gnome" in msg


def test_a_copy_with_a_bad_number_names_the_character_and_field():
    def greedy(data):
        char(data, "Thief")["copies"][5]["starting_loot"] = 99

    msg = broken(greedy)
    assert "broken.json" in msg and "'Thief'" in msg and "copies.5.starting_loot" in msg


def test_a_missing_copy_is_refused():
    msg = broken(lambda d: char(d, "Bard")["copies"].pop())
    assert "broken.json" in msg and "'Bard'" in msg and "copies" in msg


def test_an_unknown_effect_kind_names_the_ability_field():
    def typo(data):
        char(data, "Guard")["reveal"][0]["kind"] = "retrun_token"

    msg = broken(typo)
    assert "broken.json" in msg and "'Guard'" in msg and "reveal.0" in msg


def test_an_ability_word_out_of_place_names_the_character_and_path():
    def misplaced(data):
        char(data, "Monk")["reveal"][0]["effects"][1]["who"] = "winner"

    msg = broken(misplaced)
    assert "'Monk'" in msg and "reveal" in msg and "auction option" in msg


def test_two_characters_at_one_initiative_in_one_inn_are_refused():
    def clash(data):
        char(data, "Bard")["initiative"] = 4

    msg = broken(clash)
    assert "broken.json" in msg and "initiative" in msg and "wagon" in msg


def test_a_character_in_the_wrong_inn_is_refused():
    def moved(data):
        char(data, "Lord")["inn"] = "wagon"

    assert "'Lord'" in broken(moved)


def test_a_duplicated_copy_id_names_both_characters():
    def dupe(data):
        char(data, "Dragon")["copies"][0]["id"] = char(data, "Thief")["copies"][0]["id"]

    msg = broken(dupe)
    assert "'Dragon'" in msg and "'id'" in msg and "Thief" in msg


def test_a_chart_line_blocking_upward_is_refused():
    def upward(data):
        data["blocking_chart"][0]["blocks"] = 6

    assert "blocking_chart #0" in broken(upward)


def test_a_block_icon_without_a_chart_line_is_refused():
    def no_line(data):
        data["blocking_chart"] = [r for r in data["blocking_chart"] if r["blocker"] != 4]

    msg = broken(no_line)
    assert "'block'" in msg and ("'Mage'" in msg)


def test_an_unknown_field_is_refused():
    msg = broken(lambda d: char(d, "Monk").update(mood="calm"))
    assert "'Monk'" in msg and "mood" in msg


def test_not_json_names_the_file_and_line():
    with pytest.raises(ContentError, match=r"^broken.json: (it is )?not valid JSON \(line 1"):
        parse_cards("{", "broken.json")


# ----------------------------------------------------------------- Range and order
@pytest.mark.parametrize("n", [3, 4, 5])
def test_range_covers_everyone_at_three_to_five_players(n):
    """Clarifications, Range: in 3-5 player games all players are within Range."""
    for seat in range(n):
        assert seats_in_range(seat, n) == [s for s in clockwise_from(seat, n) if s != seat]


@pytest.mark.parametrize("n", [6, 7, 8])
def test_range_is_two_seats_either_way_at_six_to_eight(n):
    """Clarifications, Range: two player positions to the left or right, four at most."""
    for seat in range(n):
        near = seats_in_range(seat, n)
        assert len(near) == 4
        assert set(near) == {(seat + d) % n for d in (-2, -1, 1, 2)}
    assert not in_range(0, 3, 6) and in_range(0, 4, 6)


def test_range_never_holds_your_own_card_unless_the_three_player_option_says_so():
    """Range only refers to other players' cards; the 3-player option counts your own."""
    assert not in_range(1, 1, 3)
    assert in_range(1, 1, 3, own_card=True)
    assert seats_in_range(1, 3, own_card=True) == [2, 0, 1]


def test_simultaneous_actions_start_at_the_head_of_the_table_then_clockwise():
    """Head of the Table: when several act at once, the Head first, then clockwise."""
    assert clockwise_from(3, 5) == [3, 4, 0, 1, 2]
