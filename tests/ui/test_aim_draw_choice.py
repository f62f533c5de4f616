"""AIM's "Draw a Card" at the table: dragging a card places it without drawing, and the draw
is a button of its own while it is on offer (rulebook 2. Equip phase: you *can* draw)."""

from __future__ import annotations

from game.games.aim import actions as act
from tests.aim.conftest import mat_id, named, start
from ui.games.aim.table import AimTable

NAMES = ["Ana", "Ben"]


def equip(hand: list[str], mat: list[list[str]]) -> dict:
    return {"phase": "equip", "players": [{"hand": hand, "mat": mat, "deck": ["Bread"]}, {}]}


def test_a_drag_places_without_drawing() -> None:
    adapter = AimTable()
    m = start(equip(["Dagger"], []))
    (dagger,) = named(m.state.players[0].hand, "Dagger")
    first_per_place: dict[tuple[int, str], act.Place] = {}
    for a in m.legal_actions(0):  # the scene keeps the first action per (card, zone)
        for pair in adapter.drag_targets(a):
            first_per_place.setdefault(pair, a)
    assert first_per_place[(dagger, "spot:hand1")] == act.Place(card=dagger, spot="hand1")
    with_draw = act.Place(card=dagger, spot="hand1", draw=True)
    assert with_draw in m.legal_actions(0)
    words = adapter.action_words(with_draw, m.view(0), NAMES)
    assert words == "Equip Dagger in your left hand slot and draw a card"


def test_the_draw_is_a_button_while_it_is_offered() -> None:
    adapter = AimTable()
    m = start(equip([], [["Dagger", "hand1"]]))
    dagger = mat_id(m.state, 0, "Dagger")
    draw = act.DrawCard(card=dagger)
    assert draw in m.legal_actions(0)
    assert adapter.drag_targets(draw) == []  # no drag: the scene makes it a button
    assert adapter.button_label(draw, m.view(0), NAMES) == "Draw a card (Dagger)"
    m.apply(0, draw)
    assert draw not in m.legal_actions(0)
