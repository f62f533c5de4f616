"""What each card's own text says about where it may go agrees with what the engine allows
(issue 11): the slots it names, "without taking" a slot, both hands, storing, "Draw a Card",
and where a Sack may go inside it (the Sack's text states that rule; the rulebook's 2. Equip
phase: "they can go in any slot that has at least 1 Carry [...] if you equip an item on the
head or body that has some Carry, a sack can go inside of it [...] Sacks can even go inside
other sacks").

The text is read with a few fixed phrases (below); the engine is asked for the legal
actions of a seat holding the card in a plain position (an empty mat but for a Porter, whose
Carry lets anything be stored, and a card left to draw).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.games.aim import actions as act
from game.games.aim.cards import CardDef
from game.games.aim.placement import SLOT_KIND

from .conftest import BOOK, mat_id, named, start

DESIGNS: dict[str, CardDef] = {d.name: d for d in BOOK.cardset.cards}
SEATS = 4  # two copies of every card: room for fillers of the same design
BASE_MAT = [("Porter", "companion")]

# ------------------------------------------------------------------ reading the text
SLOT_WORDS = re.compile(
    r"\b(?:in|on|for) (?:a|the|your) (head|back|body|hand)\b|\b(head|body) armor\b"
    r"|\bfills both (hand)s\b",
    re.IGNORECASE,
)
BOTH_HANDS = re.compile(r"\bfills both hands\b", re.IGNORECASE)
BESIDE = re.compile(r"\bwithout taking (?:it|the slot)\b", re.IGNORECASE)
STORED = re.compile(r"\bwhen stored\b|\bstore it\b", re.IGNORECASE)
DRAWS = re.compile(r"\b(you may )?draw a card after you (equip|store) it\b", re.IGNORECASE)
GIVES_CARRY = re.compile(r"\+\d+ Carry\b(?! for a die)")
HOLDS_A_SACK = re.compile(r"\bSacks? (?:fit|can ride) inside\b", re.IGNORECASE)
SACK_RULE = re.compile(r"\binside (any[\w ]*?) that gives Carry\b", re.IGNORECASE)


def text_slots(text: str) -> set[str]:
    return {next(g for g in m.groups() if g).lower() for m in SLOT_WORDS.finditer(text)}


def sack_goes_only_in_equipped_items() -> bool:
    """The Sack's own rule for what it may go inside: True for equipped items only, False
    for anything that gives Carry (the old text's "anything else", companions included)."""
    m = SACK_RULE.search(DESIGNS["Sack"].text)
    assert m, "the Sack's text must say what it can go inside"
    return "equipped" in m.group(1)


# ------------------------------------------------------------------ asking the engine
def equip_position(hand: list[str], mat: list[tuple[str, str]]) -> dict[str, Any]:
    rows = [list(m) for m in [*BASE_MAT, *mat]]
    first = {"hand": hand, "mat": rows, "deck": ["Potato", "Potato"]}
    return {"phase": "equip", "players": [first, {}, {}, {}]}


def places(name: str, mat: list[tuple[str, str]] = ()) -> list[act.Place]:
    """The legal Place actions of one ``name`` card in hand, with ``mat`` (plus the Porter)."""
    m = start(equip_position([name], list(mat)), seats=SEATS)
    (card,) = named(m.state.players[0].hand, name)
    return [a for a in m.legal_actions(0) if isinstance(a, act.Place) and a.card == card]


def spots(name: str, mat: list[tuple[str, str]] = ()) -> set[str]:
    return {a.spot for a in places(name, mat)}


def own_slot_kinds(found: set[str]) -> set[str]:
    return {SLOT_KIND[s] for s in found if s in SLOT_KIND}


NAMES = sorted(DESIGNS)


@pytest.mark.parametrize("name", NAMES)
def test_the_slots_a_card_names_are_the_slots_it_may_take(name: str) -> None:
    d, found = DESIGNS[name], spots(name)
    assert own_slot_kinds(found) == text_slots(d.text), (d.text, sorted(found))
    assert bool(BOTH_HANDS.search(d.text)) == ("hand1" in found and "hand2" not in found)


@pytest.mark.parametrize("name", NAMES)
def test_anything_but_a_companion_may_be_stored_and_only_a_companion_follows(name: str) -> None:
    """2. Equip phase, Storing: items that are not equipped can be stored; companions are
    placed next to the mat."""
    d, found = DESIGNS[name], spots(name)
    assert ("store" in found) == (d.type != "companion")
    assert ("companion" in found) == (d.type == "companion")
    if d.type == "companion":
        assert found == {"companion"}
        assert not STORED.search(d.text)
    if STORED.search(d.text):
        assert "store" in found


FILLERS = {
    "head": ["Iron Helm", "Wool Cap"],
    "back": ["Bow and Arrow", "Cape"],
    "body": ["Chain Mail", "Leather Pants"],
    "hand": ["Pointy Stick", "Wooden Shield", "Walking Staff"],
}
SLOTS_OF_KIND = {"head": ["head"], "back": ["back"], "body": ["body"], "hand": ["hand1", "hand2"]}


@pytest.mark.parametrize("name", [n for n in NAMES if DESIGNS[n].type == "equipment"])
def test_a_card_that_says_it_takes_no_slot_fits_beside_an_item(name: str) -> None:
    """2. Equip phase: one card per slot "unless stated otherwise on the card"."""
    d = DESIGNS[name]
    beside = bool(BESIDE.search(d.text))
    for kind in text_slots(d.text):
        fillers = [f for f in FILLERS[kind] if f != name]
        mat = list(zip(fillers, SLOTS_OF_KIND[kind], strict=False))
        still = {s for s in spots(name, mat) if SLOT_KIND.get(s) == kind}
        assert bool(still) == beside, (d.text, kind, sorted(still))


def _host_position(name: str, spot: str) -> tuple[Any, int]:
    m = start(equip_position(["Sack"], [(name, spot)]), seats=SEATS)
    host = next(
        c
        for c, s in m.state.players[0].mat.items()
        if BOOK(c).name == name and s == spot  # not the Porter of the base mat
    )
    return m, host


def _sack_goes_inside(m: Any, host: int) -> bool:
    return any(
        isinstance(a, act.Place) and BOOK(a.card).name == "Sack" and a.spot == f"in:{host}"
        for a in m.legal_actions(0)
    )


@pytest.mark.parametrize("name", NAMES)
def test_a_sack_goes_inside_exactly_what_the_sacks_text_says(name: str) -> None:
    d = DESIGNS[name]
    found = spots(name)
    placed = sorted(found - {"store"}) or ["store"]
    equipped = placed[0] not in ("store", "companion")
    m, host = _host_position(name, placed[0])
    gives = bool(GIVES_CARRY.search(d.text))
    want = gives and (equipped or not sack_goes_only_in_equipped_items())
    assert _sack_goes_inside(m, host) == want, (d.text, placed[0])
    if HOLDS_A_SACK.search(d.text):
        assert want, f"{name} says a Sack fits inside, which the Sack's own text does not allow"
    if d.type == "equipment" and "store" in found:  # a stored card gives no Carry
        m, host = _host_position(name, "store")
        assert not _sack_goes_inside(m, host)


def test_a_sack_does_not_go_inside_a_porter_or_a_pack_mule() -> None:
    """The issue's case: companions give Carry but are not equipment slots or items."""
    assert sack_goes_only_in_equipped_items()
    for companion in ("Porter", "Pack Mule"):
        m, host = _host_position(companion, "companion")
        assert GIVES_CARRY.search(DESIGNS[companion].text)
        assert not _sack_goes_inside(m, host)
    m, host = _host_position("Backpack", "back")
    assert _sack_goes_inside(m, host)


@pytest.mark.parametrize("name", NAMES)
def test_draw_a_card_is_where_the_text_says_and_always_a_choice(name: str) -> None:
    """2. Equip phase: "you can draw another card"; equipment must be equipped to qualify."""
    d = DESIGNS[name]
    claim = DRAWS.search(d.text)
    actions = places(name)
    with_draw = {a.spot for a in actions if a.draw}
    found = {a.spot for a in actions}
    if claim is None:
        assert with_draw == set() and d.draw_card is None
        return
    may, when = claim.groups()
    assert may, f"{name}: the engine leaves the draw to the player, so the text says 'may'"
    expected = {"store"} if when.lower() == "store" else found - {"store"}
    assert with_draw == expected and expected
    # placed without the draw, the draw is still offered for that card
    spot = sorted(expected)[0]
    m = start(equip_position([name], []), seats=SEATS)
    (card,) = named(m.state.players[0].hand, name)
    m.apply(0, act.Place(card=card, spot=spot))
    assert act.DrawCard(card=mat_id(m.state, 0, name)) in m.legal_actions(0)
