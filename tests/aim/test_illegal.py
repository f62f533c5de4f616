"""Illegal actions: a specific IllegalAction subclass, a sentence a player can read, and the
match state untouched (DESIGN 'Contracts worth keeping')."""

from __future__ import annotations

import pytest

from game.core.errors import (
    CannotPlace,
    IllegalAction,
    NotEnoughCarry,
    NotEnoughGold,
    NotYourTurn,
    SlotTaken,
    WrongPhase,
)

from .conftest import act, by_id, name_of, start

EQUIP = {
    "phase": "equip",
    "players": [
        {
            "hand": ["Short Sword", "Iron Helm", "Wool Cap", "Silver Jewelry", "Chain Mail"],
            "mat": [["Pointy Stick", "hand1"]],
        },
        {},
    ],
}
MARKET = {
    "phase": "market_trash",
    "premium_row": ["Claymore", None, None, None],
    "players": [{"mat": [["Potato", "store"], ["Bread", "store"]], "gold": 2}, {}],
}
BUYING = {**MARKET, "phase": "market_buy"}
ATTACKING = {"phase": "attack", "players": [{"mat": [["Pointy Stick", "hand1"]]}, {}]}

CASES = [
    # (rule, position, actions before, seat, bad action, error, message)
    (
        "Player turns: each player acts in turn",
        MARKET,
        [],
        1,
        {"kind": "sell"},
        NotYourTurn,
        r"not Seat 2's turn",
    ),
    (
        "Market phase order: no equipping at market",
        MARKET,
        [],
        0,
        {"kind": "finish_equip"},
        WrongPhase,
        r"finish equipping only during the equip phase or initial equipping; it is now the market phase",
    ),
    (
        "Equip phase: no selling while equipping",
        EQUIP,
        [],
        0,
        {"kind": "sell"},
        WrongPhase,
        r"sell only during the market phase",
    ),
    (
        "Attack phase: no buying after the market",
        ATTACKING,
        [],
        0,
        {"kind": "buy", "card": 0},
        WrongPhase,
        r"buy only during the market phase \(buying\)",
    ),
    (
        "Buy: the Purchase Price must be paid",
        BUYING,
        [],
        0,
        {"kind": "buy", "card": "Claymore"},
        NotEnoughGold,
        r"Claymore costs 7 Gold and you have 2",
    ),
    (
        "Equipping: one item per slot",
        EQUIP,
        [(0, {"kind": "place", "card": "Iron Helm", "spot": "head"})],
        0,
        {"kind": "place", "card": "Wool Cap", "spot": "head"},
        SlotTaken,
        r"That slot already holds Iron Helm",
    ),
    (
        "Equipping: the card's slot symbols",
        EQUIP,
        [],
        0,
        {"kind": "place", "card": "Iron Helm", "spot": "body"},
        CannotPlace,
        r"Iron Helm goes in the head slot, not the body slot",
    ),
    (
        "Storing: enough Carry for the weight",
        EQUIP,
        [],
        0,
        {"kind": "place", "card": "Silver Jewelry", "spot": "store"},
        NotEnoughCarry,
        r"Silver Jewelry weighs 3 and you have 2 free",
    ),
    (
        "Storing: the weight stays covered",
        EQUIP,
        [(0, {"kind": "place", "card": "Iron Helm", "spot": "store"})],
        0,
        {"kind": "place", "card": "Short Sword", "spot": "hand2"},
        NotEnoughCarry,
        r"Equipping it would leave 1 Carry for 2 weight",
    ),
    (
        "Trash: one card per turn",
        MARKET,
        [(0, {"kind": "trash", "card": "Potato"})],
        0,
        {"kind": "trash", "card": "Bread"},
        IllegalAction,
        r"only one card per turn",
    ),
    (
        "Attack phase: attack another player",
        ATTACKING,
        [],
        0,
        {"kind": "attack", "target": 0},
        IllegalAction,
        r"another player",
    ),
]


@pytest.mark.parametrize(
    ("rule", "position", "before", "seat", "bad", "error", "message"),
    CASES,
    ids=[c[0] for c in CASES],
)
def test_illegal_action_raises_a_specific_error_and_changes_nothing(
    rule, position, before, seat, bad, error, message
):
    """Each rule above, broken: the specific error, one readable sentence, state unchanged."""
    m = start(position)
    for s, a in before:
        act(m, s, **a)
    state_hash, n_steps = m.state_hash(), len(m.steps)
    with pytest.raises(error, match=message) as info:
        act(m, seat, **bad)
    text = str(info.value)
    assert text[0].isupper() and text.endswith(".") and "\n" not in text
    assert m.state_hash() == state_hash and len(m.steps) == n_steps


def test_an_overloaded_finish_is_not_enough_carry():
    """Storing (tip): gold dice must fit; finishing overloaded is refused as too heavy."""
    m = start(
        {
            "phase": "equip",
            "players": [
                {"mat": [["Potato", "store"], ["Potato", "store"], ["Potato", "store"]], "gold": 4},
                {},
            ],
        }
    )
    h = m.state_hash()
    with pytest.raises(NotEnoughCarry, match="Too heavy: your stored cards and gold dice weigh 4"):
        act(m, 0, kind="finish_equip")
    assert m.state_hash() == h


def test_unknown_spot_is_a_readable_refusal():
    """Equipping: a spot that does not exist is refused with a sentence, not a crash."""
    m = start(EQUIP)
    h = m.state_hash()
    sword = next(c for c in m.state.players[0].hand if name_of(c) == "Short Sword")
    for spot in ("in:nothing", "99:hand1", "in:9999", "tail", "x:y:z"):
        action = by_id("place", card=sword, spot=spot)
        with pytest.raises(CannotPlace, match=r"\.$"):
            m.apply(0, action)
    assert m.state_hash() == h
