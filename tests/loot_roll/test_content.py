"""Loot Roll content (game/games/loot_roll/cards.json): counts, the effect language, slots,
ranges, and errors that name the file, the card and the field.

Rulebook sections cited: Setup, Card Types (Ability cards, Loot cards, Monster Cards),
Card Management (Equipment, Your Bag), Dungeon Progression, Town Phase."""

from __future__ import annotations

import copy
import json
import re
import statistics
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.errors import ContentError
from game.games.loot_roll import effects as fx
from game.games.loot_roll.cards import (
    BAG_SIZE,
    DUNGEONS,
    MAX_SEATS,
    MIN_SEATS,
    MONSTERS_PER_DUNGEON,
    PILE_SIZES,
    PRICE_RANGE,
    REFERENCE_SEATS,
    VALUE_RANGE,
    CardBook,
    LootUse,
    load_cards,
    parse_cards,
)
from game.games.loot_roll.estimate import estimate

CARDS_JSON = Path(__file__).parents[2] / "game" / "games" / "loot_roll" / "cards.json"
RAW: dict[str, Any] = json.loads(CARDS_JSON.read_text("utf-8"))
CARDS = load_cards()
BOOK = CardBook(CARDS)
ICON_NAMES = Path("/work/notes/game-icons/names.txt")
RULEBOOK = Path("/work/shared/rulebooks/loot-roll.txt")


def kinds_of(union: Any) -> set[str]:
    """The ``kind`` tags of a discriminated union of effect models."""
    members = typing.get_args(typing.get_args(union)[0])
    return {typing.get_args(m.model_fields["kind"].annotation)[0] for m in members}


# ------------------------------------------------------------------ counts
def test_piles_hold_the_designed_counts() -> None:
    """Setup: five piles (ability, common, rare, epic loot, monsters); our counts."""
    assert {p: len(ids) for p, ids in BOOK.piles.items()} == {
        **PILE_SIZES,
        **{f"monsters-{n}": MONSTERS_PER_DUNGEON for n in range(1, DUNGEONS + 1)},
    }
    assert len(BOOK) == sum(PILE_SIZES.values()) + DUNGEONS * MONSTERS_PER_DUNGEON == 160


def test_card_ids_are_dense_and_follow_the_file_order() -> None:
    """Card ids 0..N-1: abilities, then loot (common, rare, epic), then monsters."""
    assert [f.id for f in BOOK.faces] == list(range(len(BOOK)))
    kinds = [f.kind for f in BOOK.faces]
    assert kinds == sorted(kinds, key=["ability", "loot", "monster"].index)
    for design_id, ids in BOOK.by_id.items():
        assert all(BOOK(i).design.id == design_id for i in ids)


def test_every_pile_holds_more_than_a_game_draws_at_every_table() -> None:
    """Card Management: decks reshuffle only when they run out; the counts are chosen so
    that, in the rough model, a pile reshuffles in at most 5% of games at 2-6 seats."""
    for seats in range(MIN_SEATS, MAX_SEATS + 1):
        s = estimate(seats, games=40, seed=seats)
        assert max(s.reshuffle_rate.values()) <= 0.05, (seats, s.reshuffle_rate)
        for pile, drawn in s.drawn.items():
            assert drawn < len(BOOK.piles[pile]), (seats, pile)


def test_rough_estimate_puts_a_four_seat_game_near_an_hour() -> None:
    """Issue 15: a four-player game lasts about an hour (the rough model; balance runs on
    the real engine confirm it later)."""
    s = estimate(REFERENCE_SEATS, games=60, seed=3)
    assert 45 <= s.minutes <= 80
    assert s.wins >= DUNGEONS * 5  # 4 regular + 1 boss per dungeon, at least
    assert s.strength == tuple(sorted(s.strength))  # the party grows through the dungeons


# ------------------------------------------------------------------ looks and words
def test_every_card_has_a_name_a_text_a_flavour_line_and_an_icon() -> None:
    """Cards: each card has its own name, a rules text and a flavour line in our words."""
    cards = [*CARDS.abilities, *CARDS.loot, *CARDS.monsters]
    assert all(c.name and c.text and c.flavour and c.icon for c in cards)
    assert len({c.name for c in cards}) == len(cards)
    assert len({c.id for c in cards}) == len(cards)


@pytest.mark.skipif(not ICON_NAMES.exists(), reason="the game-icons name list is not here")
def test_every_icon_is_a_game_icons_name() -> None:
    """Card art: every ``icon`` names an icon of the game-icons.net set."""
    names = set(ICON_NAMES.read_text("utf-8").split())
    used = {c.icon for c in [*CARDS.abilities, *CARDS.loot, *CARDS.monsters, *CARDS.dungeons]}
    assert used - names == set()


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook text is not here")
def test_no_card_text_copies_the_rulebook() -> None:
    """Product text in our own words: no run of six words of a card comes from the rulebook."""
    words = re.findall(r"[a-z']+", RULEBOOK.read_text("utf-8").lower())
    book_runs = {tuple(words[i : i + 6]) for i in range(len(words) - 5)}
    cards = [*CARDS.abilities, *CARDS.loot, *CARDS.monsters, *CARDS.dungeons]
    for card in cards:
        for text in (card.text, getattr(card, "flavour", "")):
            w = re.findall(r"[a-z']+", text.lower())
            copied = [w[i : i + 6] for i in range(len(w) - 5) if tuple(w[i : i + 6]) in book_runs]
            assert not copied, (card.name, copied)


# ------------------------------------------------------------------ the effect language
def test_every_effect_kind_of_the_language_is_used_by_some_card() -> None:
    """Effect vocabulary: no kind is dead weight; each is exercised by at least one card."""
    active = {e.kind for a in CARDS.abilities for e in a.effects}
    active |= {e.kind for c in CARDS.loot if c.use for e in c.use.effects}
    passive = {c.passive.effect.kind for c in CARDS.loot if c.passive}
    monster = {m.ability.effect.kind for m in CARDS.monsters if m.ability}
    assert active == kinds_of(fx.ActiveEffect)
    assert passive == kinds_of(fx.PassiveEffect)
    assert monster == kinds_of(fx.MonsterEffect)


def test_every_effect_of_the_file_parses_back_to_the_same_data() -> None:
    """Every effect in cards.json is a valid member of its union and round-trips."""
    for entry, card in zip(RAW["abilities"], CARDS.abilities, strict=True):
        assert [e.model_dump() for e in card.effects] == entry["effects"]
    for entry, loot in zip(RAW["loot"], CARDS.loot, strict=True):
        if loot.use:
            assert [e.model_dump() for e in loot.use.effects] == entry["use"]["effects"]
        if loot.passive:
            assert loot.passive.effect.model_dump() == entry["passive"]["effect"]


def test_every_played_card_has_a_moment_to_be_played_in() -> None:
    """Ability cards: each says when it may be played; "any" (no timing printed, in the
    rulebook's words 'whenever') means every moment its effects make sense in."""
    for a in CARDS.abilities:
        assert a.moments, a.name
        if "any" not in a.when:
            assert a.moments == frozenset(a.when), a.name
    for c in CARDS.loot:
        if c.use:
            assert c.use.moments and "town" not in c.use.moments, c.name
    windfall = next(a for a in CARDS.abilities if a.id == "windfall")
    assert windfall.moments == fx.ALL_MOMENTS | {fx.ANYTIME}  # R6: whenever, any turn (D5)
    anytime_loot = LootUse.model_validate(
        {"when": ["any"], "effects": [{"kind": "draw", "deck": "ability", "count": 1}]}
    )
    assert anytime_loot.moments == fx.ALL_MOMENTS - {"town"}  # D31: no loot in town, own moments


def test_each_choice_of_an_effect_maps_to_an_action_field() -> None:
    """Every decision an effect gives a player is listed, as a field of the play action
    (``target``/``pick``) or a follow-up action; a card asks for at most one target and
    one pick."""
    for a in CARDS.abilities:
        choices = [c for e in a.effects for c in e.choices()]
        fields = [c.field for c in choices]
        assert fields.count("target") <= 1 and fields.count("pick") <= 1, a.name
        assert all(c.what for c in choices)
    jinx = fx.AdjustRoll(kind="adjust_roll", amount=-3, target="other")
    assert [c.field for c in jinx.choices()] == ["target"]
    assert fx.AdjustRoll(kind="adjust_roll", amount=3, target="self").choices() == ()
    steal = fx.StealLoot(kind="steal_loot", max_value=3)
    assert [c.field for c in steal.choices()] == ["target", "pick"]
    assert [c.field for c in fx.Scout(kind="scout").choices()] == ["follow_up"]


@pytest.mark.parametrize("kind", sorted(kinds_of(fx.ActiveEffect)))
def test_each_active_kind_names_the_moments_it_fits(kind: str) -> None:
    """Timing: each active effect kind allows a non-empty subset of the five moments."""
    members = typing.get_args(typing.get_args(fx.ActiveEffect)[0])
    model = next(
        m for m in members if typing.get_args(m.model_fields["kind"].annotation)[0] == kind
    )
    assert model.ALLOWED and model.ALLOWED <= fx.ALL_MOMENTS


# ------------------------------------------------------------------ equipment and ranges
def test_equipment_has_a_valid_slot_and_survivability_and_nothing_else_does() -> None:
    """Loot cards / Equipment: a card with a slot symbol adds its Survivability when
    equipped; non-equipable loot has nothing in the upper left."""
    slots = set(fx.SLOTS) | {"two_hands"}
    for c in CARDS.loot:
        if c.slot is None:
            assert c.survivability == 0, c.name
        else:
            assert c.slot in slots and c.survivability >= 1, c.name


def test_every_rarity_offers_equipment_for_all_six_slots() -> None:
    """Equipment: head, body, legs, feet, main hand and off hand exist in every colour."""
    for rarity in fx.RARITIES:
        have = {c.slot for c in CARDS.loot if c.rarity == rarity}
        assert set(fx.SLOTS) <= have, rarity


def test_two_handed_items_outweigh_one_hand_of_their_rarity() -> None:
    """Equipment: a two-handed item fills both hands, so it adds more than any one-hand
    item of its colour (else it would never be worth equipping)."""
    for rarity in fx.RARITIES:
        hands = [
            c for c in CARDS.loot if c.rarity == rarity and c.slot in ("main_hand", "off_hand")
        ]
        for big in (c for c in CARDS.loot if c.rarity == rarity and c.slot == "two_hands"):
            assert big.survivability > max(h.survivability for h in hands), big.name


def test_prices_and_treasure_values_are_in_range_and_rise_with_rarity() -> None:
    """Ability cards have a price; loot has a treasure value; grey < blue < purple."""
    assert all(PRICE_RANGE[0] <= a.price <= PRICE_RANGE[1] for a in CARDS.abilities)
    for c in CARDS.loot:
        lo, hi = VALUE_RANGE[c.rarity]
        assert lo <= c.value <= hi, c.name
    means = [statistics.fmean(c.value for c in CARDS.loot if c.rarity == r) for r in fx.RARITIES]
    assert means == sorted(means) and len(set(means)) == 3


def test_monsters_get_harder_from_dungeon_to_dungeon() -> None:
    """Dungeon Progression (our design): each dungeon's monsters and bosses are stronger
    and pay better loot than the last."""
    for boss in (False, True):
        medians = [
            statistics.median(
                m.numbers(boss).survivability for m in CARDS.monsters if m.dungeon == n
            )
            for n in range(1, DUNGEONS + 1)
        ]
        assert medians == sorted(medians) and len(set(medians)) == DUNGEONS


def test_a_monster_without_a_slash_uses_one_set_of_numbers_for_both() -> None:
    """Monster Cards: with no slash, the numbers count for regular and boss fights."""
    mimic = next(m for m in CARDS.monsters if m.id == "mimic-chest")
    assert mimic.boss is None and mimic.numbers(True) == mimic.numbers(False)
    rat = next(m for m in CARDS.monsters if m.id == "giant-rat")
    assert rat.numbers(True).survivability > rat.numbers(False).survivability


def test_monster_effects_apply_to_the_right_kind_of_fight() -> None:
    """Monster Cards: effects apply as printed (ours: regular, boss or both)."""
    ogre = next(m for m in CARDS.monsters if m.id == "ogre-foreman")
    assert ogre.applies(boss=False) is None and ogre.applies(boss=True) is not None
    bats = next(m for m in CARDS.monsters if m.id == "bat-swarm")
    assert bats.applies(False) == bats.applies(True) is not None


def test_monsters_scale_with_the_table_and_not_at_four_seats() -> None:
    """Player count (our reading): printed numbers are for four seats; fewer seats weaken
    monsters and more seats strengthen them, never making one weaker than a smaller table's."""
    for d in CARDS.dungeons:
        assert d.adjust(REFERENCE_SEATS, False) == d.adjust(REFERENCE_SEATS, True) == 0
        for boss in (False, True):
            steps = [d.adjust(n, boss) for n in range(MIN_SEATS, MAX_SEATS + 1)]
            assert steps == sorted(steps) and steps[0] < 0 < steps[-1]


def test_bag_space_comes_only_from_worn_equipment() -> None:
    """Your Bag: a bag carries 7 loot cards; ours add space only while a card is worn (a
    bag-space card in the bag would be counted in the space it makes)."""
    assert BAG_SIZE == 7
    roomy = [c for c in CARDS.loot if c.passive and c.passive.effect.kind == "bag_space"]
    assert roomy
    for c in roomy:
        assert c.slot is not None and c.passive is not None
        assert c.passive.active_while == "equipped", c.name


# ------------------------------------------------------------------ errors on bad data
def edit(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A mutation setting ``path`` ("loot.3.value") to ``value`` ("<del>" deletes)."""

    def apply(raw: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = raw
        for p in parents:
            node = node[int(p)] if p.isdigit() else node[p]
        key: Any = int(last) if last.isdigit() else last
        if value == "<del>":
            del node[key]
        else:
            node[key] = value

    return apply


def dup_first_ability_id(raw: dict[str, Any]) -> None:
    raw["abilities"][1]["id"] = raw["abilities"][0]["id"]


def two_choices(raw: dict[str, Any]) -> None:
    raw["abilities"][1]["effects"].append({"kind": "adjust_roll", "amount": -2, "target": "other"})


def epic_first(raw: dict[str, Any]) -> None:
    raw["loot"].insert(0, raw["loot"].pop())


BAD = [
    (edit("loot.3.slot", "hat"), ["loot #3 'Worn Boots'", "'slot'"]),
    (edit("loot.3.value", 7), ["'Worn Boots'", "'value'", "outside 1-3"]),
    (edit("loot.12.survivability", 1), ["'Copper Coins'", "'survivability'", "only equipment"]),
    (edit("loot.3.survivability", 5), ["'Worn Boots'", "'survivability'", "outside 1-2"]),
    (edit("abilities.0.when", ["fight"]), ["ability #0 'Loaded Die'", "when: 'fight'"]),
    (edit("abilities.0.effects.0.kind", "explode"), ["'Loaded Die'", "'effects.0'", "explode"]),
    (edit("abilities.0.effects.0.amount", 0), ["'Loaded Die'", "amount", "must not be 0"]),
    (edit("abilities.0.price", 9), ["'Loaded Die'", "'price'"]),
    (edit("abilities.0.icon", "Rolling Dice"), ["'Loaded Die'", "'icon'"]),
    (edit("abilities.0.colour", "red"), ["'Loaded Die'", "'colour'", "Extra inputs"]),
    (edit("abilities.0.count", 4), ["the ability pile holds 41 cards, it needs 40"]),
    (dup_first_ability_id, ["the id 'loaded-die' is used by two cards"]),
    (two_choices, ["'Jinx'", "at most one effect"]),
    (edit("monsters.0.boss.survivability", 1), ["monster #0 'Giant Rat'", "boss:"]),
    (edit("monsters.0.regular.reward", {}), ["'Giant Rat'", "'regular.reward'", "at least one"]),
    (edit("monsters.0.dungeon", 2), ["dungeon 1 has 10 monster cards, it needs 12"]),
    (edit("monsters.0.ability", {"effect": {"kind": "swarm"}}), ["'Giant Rat'", "ability.effect"]),
    (
        edit(
            "loot.0.passive",
            {"active_while": "carried", "effect": {"kind": "bag_space", "amount": 1}},
        ),
        ["'Leather Cap'", "'passive'", "only while equipped"],
    ),
    (edit("loot.14.use.when", ["town"]), ["'Healing Draught'", "'use'", "not used in town"]),
    (edit("dungeons.0.seat_adjust.0.boss", 3), ["dungeon #0 'The Mossy Barrows'", "seat_adjust"]),
    (edit("dungeons.0.seat_adjust.3", "<del>"), ["'The Mossy Barrows'", "seat_adjust"]),
    (epic_first, ["common, then rare, then epic"]),
]


@pytest.mark.parametrize(("mutate", "fragments"), BAD)
def test_bad_content_names_the_file_the_card_and_the_field(
    mutate: Callable[[dict[str, Any]], None], fragments: list[str]
) -> None:
    """Content errors are one sentence naming file, card and field (CONTENT.md)."""
    raw = copy.deepcopy(RAW)
    mutate(raw)
    with pytest.raises(ContentError) as err:
        parse_cards(json.dumps(raw), "x/loot_roll.json")
    text = str(err.value)
    assert text.startswith("x/loot_roll.json: ")
    for fragment in fragments:
        assert fragment in text
    assert "\n" not in text


def test_unreadable_json_is_reported_with_its_line(tmp_path: Path) -> None:
    """Bad input never crashes: broken JSON gives the file and line."""
    bad = tmp_path / "cards.json"
    bad.write_text('{"content_version": "x",\n "dungeons": [', "utf-8")
    with pytest.raises(ContentError, match=r"cards\.json: it is not valid JSON \(line 2"):
        load_cards(str(bad))


def test_a_corrected_copy_loads_from_its_own_path(tmp_path: Path) -> None:
    """Someone holding the cards can fix a number in a copy of the file and load it."""
    raw = copy.deepcopy(RAW)
    raw["loot"][3]["value"] = 2
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(raw), "utf-8")
    assert load_cards(str(path)).loot[3].value == 2
