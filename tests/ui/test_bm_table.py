"""The Brick & Mortar table as a player meets it, driven headless through real input events
(drags, clicks, keys) and checked from what the layout returns (sprites, zones, labels,
widgets), not from pixels.

Rulebook sections named in the tests: Advertisement Phase, Supply Phase (Competition for
Supply), Sale Phase (Competition for Demand), Building Phase, Inventory Phase, Utilities
Phase, Investment Phase, Game End, Private Money (rulebooks/brick-and-mortar.txt).

Feedback (issue 13): the pop-ups of what another seat's step did to you, a refused pick-up
that shakes and says why, a hint's reason, the log's headings and icons, the bots paced.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.bots import make_bot
from game.core.model import SeatInfo
from game.games.brick_and_mortar import actions as act
from ui.autoplay import FRAME, drag, make_app, mouse, settle, take_screen
from ui.games.brick_and_mortar.cards import (
    CRATE_BASE,
    DOCK,
    ROOM,
    crate_of,
    is_crate,
    market_id,
    store_id,
)
from ui.games.brick_and_mortar.checks import hidden_from as bm_hidden_from
from ui.games.brick_and_mortar.table import BrickAndMortarTable, SetDial, Shortcut, Stage
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.widgets.dial import OPEN, Dial, Ring, dial_diameter
from ui.widgets.tracks import Calendar, ScoreTrack

GAME = "brick-and-mortar"
HUMANS = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]
VS_BOTS = [SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def at(
    app: Any,
    until: Callable[[Any], bool],
    seats: list[SeatInfo] = HUMANS,
    seed: int = 4,
    viewer: int | None = None,
) -> TableScene:
    """The table of a seeded game played by greedy bots for every seat until ``until(state)``;
    the seat to act (or ``viewer``) holds the screen."""
    session = GameSession.new(GAME, seats, seed, app.dirs.saves, app.bot_factory)
    bot = make_bot("greedy", GAME)
    rng = random.Random(seed)
    for _ in range(3000):
        st = session.match.state
        if until(st):
            break
        seat = session.match.to_act()[0]
        action = bot.choose(session.match.view(seat), session.match.legal_actions(seat), rng)
        assert session.apply(seat, action) is None
    else:
        raise AssertionError("the position never came up")
    session.drain_feed()
    st = session.match.state
    session.viewer = viewer if viewer is not None else session.match.to_act()[0]
    scene = TableScene(app, session)
    app.push(scene)
    while app.scenes.top is not scene:
        app.scenes.pop()
    settle(app, 1)
    return scene


def in_step(step: str, seat: int = 0) -> Callable[[Any], bool]:
    return lambda st: st.step == step and seat in _to_act(st)


def _to_act(st: Any) -> tuple[int, ...]:
    from game.registry import get_rules

    rules = get_rules(GAME)
    assert rules is not None
    return tuple(rules.to_act(st))


def click(app: Any, pos: tuple[int, int]) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)


def button(scene: TableScene, words: str) -> Any:
    found = [b for b in scene.action_buttons if words in b.label]
    assert found, (words, [b.label for b in scene.action_buttons])
    return found[0]


def sprite(scene: TableScene, card: int) -> Any:
    return next(s for s in scene.layout.cards if s.card == card)


def steps_since(scene: TableScene, before: int) -> list[Any]:
    return [st.action for st in scene.session.match.steps[before:]]


# ---------------------------------------------------------------- the dial widget


def test_an_open_dial_gives_every_value_a_hit_target_that_touches_no_other() -> None:
    """The sale dial's two rings (price $0-18, quantity 0-5) at the least hit target."""
    rings = (Ring("Price", tuple(range(19)), 5, "$"), Ring("Quantity", tuple(range(6)), 2, "x"))
    d = dial_diameter(rings, 32, 30)
    dial = Dial(pygame.Rect(0, 0, d, d), "r", rings, OPEN, cell=32)
    cells = dial.cells()
    assert len(cells) == 19 + 6
    rects = [c for _, _, c in cells]
    for i, r in enumerate(rects):
        assert r.w >= 32 and r.h >= 32
        assert dial.rect.contains(r)
        for other in rects[i + 1 :]:  # the round cells drawn never touch
            dx, dy = r.centerx - other.centerx, r.centery - other.centery
            assert dx * dx + dy * dy >= 32 * 32, (cells[i], other)


# ---------------------------------------------------------------- Advertisement Phase


def test_market_cards_are_staged_face_up_or_down_by_drag_then_played_together(app) -> None:  # type: ignore[no-untyped-def]
    """Advertisement Phase: two market cards, each face up (supply) or face down (demand),
    played at once: a drag stages a card (nothing reaches the game), Play plays both."""
    scene = at(app, in_step("play", 0))
    s = scene.session
    hand = list(s.match.state.players[0].market_hand)
    before = len(s.match.steps)
    up, down = hand[0], hand[1]
    drag(
        app, sprite(scene, market_id(up)).rect.center, scene.layout.zones["play:supply"].rect.center
    )
    assert steps_since(scene, before) == []
    assert sprite(scene, market_id(up)).zone == "play:supply"
    pos = sprite(scene, market_id(down)).rect.center  # click, then click the pile
    click(app, pos)
    click(app, scene.layout.zones["play:demand"].rect.center)
    assert steps_since(scene, before) == []
    play = button(scene, "Play these 2 cards")
    assert play.accent  # Space plays them too
    click(app, play.rect.center)
    made = steps_since(scene, before)
    assert made[:1] == [act.PlayMarketCards(plays=tuple(sorted([(up, True), (down, False)])))]


def test_a_third_card_dropped_is_refused_with_the_engines_sentence(app) -> None:  # type: ignore[no-untyped-def]
    """Advertisement Phase: exactly two cards (without a fourth store)."""
    scene = at(app, in_step("play", 0))
    hand = list(scene.session.match.state.players[0].market_hand)
    target = scene.layout.zones["play:supply"].rect.center
    for c in hand[:2]:
        drag(app, sprite(scene, market_id(c)).rect.center, target)
    before = len(scene.session.match.steps)
    drag(app, sprite(scene, market_id(hand[2])).rect.center, target)
    assert scene.refused == "Play exactly 2 market cards."
    assert len(scene.session.match.steps) == before


def test_a_staged_card_goes_back_to_the_hand_by_drag_and_keeps_its_place(app) -> None:  # type: ignore[no-untyped-def]
    scene = at(app, in_step("play", 0))
    hand = list(scene.session.match.state.players[0].market_hand)
    second = sprite(scene, market_id(hand[1])).rect.copy()
    drag(
        app,
        sprite(scene, market_id(hand[0])).rect.center,
        scene.layout.zones["play:demand"].rect.center,
    )
    assert sprite(scene, market_id(hand[1])).rect == second  # the hand does not close up
    drag(app, sprite(scene, market_id(hand[0])).rect.center, scene.layout.zones["hand"].rect.center)
    assert sprite(scene, market_id(hand[0])).zone == "hand"
    assert not any("Play these" in b.label for b in scene.action_buttons)


# ---------------------------------------------------------------- the dials


def test_the_supply_dial_is_set_by_clicking_its_numbers_then_sealed(app) -> None:  # type: ignore[no-untyped-def]
    """Supply Phase: with competition, a sealed price per crate, at least the minimum."""
    scene = at(app, in_step("supply_bid", 0), seed=9)
    s = scene.session
    item = s.match.state.item
    dials = [w for w in scene.layout.widgets if isinstance(w, Dial) and w.state == OPEN]
    assert len(dials) == 1
    low = min(v for _, v, _ in dials[0].cells())
    assert f"${low} a crate" in button(scene, "Seal my dial").label  # default: the minimum
    value = low + 2
    click(app, scene.layout.zones[f"dial:0:{value}"].rect.center)
    seal = button(scene, "Seal my dial")
    assert seal.label == f"Seal my dial: ${value} a crate" and seal.accent
    before = len(s.match.steps)
    click(app, seal.rect.center)
    assert steps_since(scene, before)[:1] == [act.BidSupply(price=value)]
    assert item is not None


def test_the_supply_dial_steps_past_the_printed_scale(app) -> None:  # type: ignore[no-untyped-def]
    """Competition for Supply: only a minimum is printed; the dial's ring shows the type's
    price scale and the stepper goes past it, so a bid over the maximum can be sealed."""
    from game.games.brick_and_mortar.catalog import catalog

    scene = at(app, in_step("supply_bid", 0), seed=9)
    s = scene.session
    item = s.match.state.item
    top = catalog().max_price[item]
    click(app, scene.layout.zones[f"dial:0:{top}"].rect.center)
    click(app, button(scene, "Bid $1 more").rect.center)
    click(app, button(scene, "Bid $5 more").rect.center)
    seal = button(scene, "Seal my dial")
    assert seal.label == f"Seal my dial: ${top + 6} a crate"
    before = len(s.match.steps)
    click(app, seal.rect.center)
    assert steps_since(scene, before)[:1] == [act.BidSupply(price=top + 6)]


def test_the_sale_dial_sets_quantity_and_price_and_nobody_else_sees_it(app) -> None:  # type: ignore[no-untyped-def]
    """Sale Phase: sealed quantity-and-price dials, turned up together."""
    scene = at(app, lambda st: st.step == "sale_dial" and set(_to_act(st)) == {0, 1}, seed=2)
    s = scene.session
    click(app, scene.layout.zones["dial:1:1"].rect.center)
    click(app, scene.layout.zones["dial:0:3"].rect.center)
    seal = button(scene, "Seal my dial")
    assert seal.label == "Seal my dial: sell 1 at $3"
    click(app, seal.rect.center)
    assert s.match.steps[-1].action == act.BidSale(quantity=1, price=3)
    s.viewer = 1  # the other player: Ana's dial is sealed, its numbers nowhere
    scene.refresh(animate=False)
    shown = [w for w in scene.layout.widgets if isinstance(w, Dial)]
    assert [w.state for w in shown if w.state != OPEN] == ["sealed"]
    assert all("3" not in " ".join(w.hub_lines) for w in shown if w.state == "sealed")


# ---------------------------------------------------------------- stocking and selling


def test_a_crate_dragged_from_the_dock_onto_a_store_is_stocked_and_fill_takes_several(app) -> None:  # type: ignore[no-untyped-def]
    """Supply Phase: stocking puts crates on the top shelf; paid when the order is placed."""
    scene = at(
        app,
        lambda st: (
            st.step == "stock"
            and st.queue[:1] == [0]
            and st.market[st.item] >= 2
            and sum(
                max(0, _cap(b.store, st.item) - b.held(st.item)) for b in st.players[0].building
            )
            >= 2
        ),
        seed=6,
    )
    s = scene.session
    item = s.match.state.item
    slot = next(
        k
        for k, b in enumerate(s.match.state.players[0].building)
        if _cap(b.store, item) > b.held(item)
    )
    pile = next(sp for sp in scene.layout.cards if sp.key == f"dock:{item}")
    assert crate_of(pile.card).where == DOCK
    before = len(s.match.steps)
    drag(app, pile.rect.center, scene.layout.zones[f"store:{slot}"].rect.center)
    assert steps_since(scene, before) == [act.AddCrate(slot=slot)]
    fills = [a for a in scene.legal if isinstance(a, Shortcut) and a.what == "fill"]
    assert fills
    n = len(fills[0].moves)
    click(app, button(scene, "Fill").rect.center)
    assert steps_since(scene, before)[1:] == [act.AddCrate(slot=fills[0].slot)] * n


def _cap(store: int, item: str | None) -> int:
    from game.games.brick_and_mortar.catalog import catalog

    return catalog()[store].capacity.get(item or "", 0)


def test_selling_by_clicking_a_store_and_all_at_once(app) -> None:  # type: ignore[no-untyped-def]
    """Sale Phase: without competition each item sells at the maximum, one box each."""
    scene = at(
        app,
        lambda st: (
            st.step == "sell"
            and not st.competition
            and st.queue[:1] == [0]
            and min(st.boxes[st.item], sum(b.held(st.item) for b in st.players[0].building)) >= 3
        ),
        seed=4,
    )
    s = scene.session
    item = s.match.state.item
    slot = next(k for k, b in enumerate(s.match.state.players[0].building) if b.held(item))
    before = len(s.match.steps)
    click(app, scene.layout.zones[f"store:{slot}"].rect.center)
    assert steps_since(scene, before) == [act.Deliver(slot=slot, dest="demand")]
    sell = [a for a in scene.legal if isinstance(a, Shortcut) and a.what == "sell"]
    assert sell
    click(app, button(scene, "at once").rect.center)
    assert len(steps_since(scene, before)) == 1 + len(sell[0].moves)


# ---------------------------------------------------------------- what the table shows


def test_the_board_shows_calendar_point_track_marker_turn_order_docks_and_row(app) -> None:  # type: ignore[no-untyped-def]
    scene = at(app, in_step("buy", 0), seed=4)
    st = scene.session.match.state
    lay = scene.layout
    cal = [w for w in lay.widgets if isinstance(w, Calendar)]
    assert len(cal) == 1 and cal[0].month == st.month and cal[0].final == st.final_month
    track = [w for w in lay.widgets if isinstance(w, ScoreTrack)]
    assert len(track) == 1
    assert sorted(t.value for t in track[0].tokens) == sorted(p.points for p in st.players)
    assert track[0].marker == st.marker
    text = " ".join(lab.text for lab in lay.labels)
    assert "Turn order" in text
    for item in ("food", "clothing", "electronics", "jewelry", "art"):
        assert f"dock:{item}" in lay.zones
        if st.market[item]:
            assert any(lab.text == f"x{st.market[item]}" for lab in lay.labels)
    shown = {sp.card for sp in lay.cards}
    assert {store_id(x) for x in st.row} <= shown and store_id(st.on_deck) in shown
    assert "on deck" in text


def test_every_crate_on_a_shelf_is_drawn_and_the_ones_about_to_expire_are_marked(app) -> None:  # type: ignore[no-untyped-def]
    from game.games.brick_and_mortar.catalog import catalog

    scene = at(app, in_step("invest", 0), seed=4)
    st = scene.session.match.state
    cat = catalog()
    crates = [crate_of(sp.card) for sp in scene.layout.cards if sp.card and is_crate(sp.card)]
    for seat, p in enumerate(st.players):
        for slot, b in enumerate(p.building):
            for item, shelves in b.shelves.items():
                k = ["food", "clothing", "electronics", "jewelry", "art"].index(item)
                mine = [c for c in crates if (c.where, c.slot, c.item) == (seat, slot, k)]
                held = [c for c in mine if c.left != ROOM]
                assert len(held) == sum(shelves)
                last = shelves[-1] if len(shelves) == cat[b.store].shelves[item] else 0
                assert sum(1 for c in held if c.left == 1) == last
                room = cat[b.store].capacity[item] - sum(shelves)
                assert sum(1 for c in mine if c.left == ROOM) == room


def test_money_stays_behind_the_screen(app) -> None:  # type: ignore[no-untyped-def]
    """Private Money: every seat sees its own money and nobody else's amount."""
    scene = at(app, in_step("invest", 0), seed=4)
    st = scene.session.match.state
    for viewer in (0, 1, None):
        scene.session.viewer = viewer
        scene.refresh(animate=False)
        text = " | ".join(lab.text for lab in scene.layout.labels)
        hint = scene._hint_text()
        for seat, p in enumerate(st.players):
            amount = f"${p.money}"
            if seat == viewer:
                assert amount in text
            else:
                others = re.findall(r"(?:You|Ana|Ben)[^|]*?\$\d+", text)
                assert not any(o.startswith(("Ana", "Ben")) and amount in o for o in others), others
        assert "money hidden" in text
        if viewer == 0:  # the seat to act is told its money with what to do
            assert f"${st.players[0].money}" in hint


def test_no_face_drawn_for_a_seat_that_may_not_see_it_in_a_hot_seat_month(app) -> None:  # type: ignore[no-untyped-def]
    """Two people at one screen through a month: every face handed to the renderer is
    checked against what the seat at the screen may see (nobody: public only)."""
    scene = at(app, in_step("play", 0), seed=4)
    s = scene.session
    leaks: list[str] = []
    real = scene.adapter.face

    def face(card: int, width: int) -> pygame.Surface:
        if card in bm_hidden_from(s.match.state, s.viewer):
            leaks.append(f"{card} for {s.viewer} in {s.match.state.step}")
        return real(card, width)

    scene.adapter.face = face  # type: ignore[method-assign]
    bot = make_bot("greedy", GAME)
    rng = random.Random(1)
    month = s.match.state.month
    for _ in range(400):
        if s.match.state.month != month or s.is_over:
            break
        take_screen(app)
        if isinstance(app.scenes.top, PassDeviceScene):
            continue
        seat = s.viewer
        if seat is None or not scene.legal:
            settle(app, 1)
            continue
        action = bot.choose(s.match.view(seat), s.match.legal_actions(seat), rng)
        scene.act(action)
        scene.draw(app.screen)
        settle(app, 1)
    assert s.match.state.month != month
    assert not leaks, leaks[:5]


def test_a_public_store_is_auctioned_at_any_amount_stepped_from_its_cost(app) -> None:  # type: ignore[no-untyped-def]
    """Bid on a Public Store: "offer at least the store's cost", any amount over it: one
    opening button at the amount the stepper shows (from the cost), not a list of bids."""
    from game.games.brick_and_mortar.catalog import catalog

    scene = at(app, in_step("buy", 0), seed=4)
    s = scene.session
    cost = catalog()[s.match.state.row[0]].cost
    click(app, scene.layout.zones["row:0"].rect.center)
    labels = [b.label for b in scene.action_buttons]
    assert [lab for lab in labels if lab.startswith("Open the auction at $")] == [
        f"Open the auction at ${cost}"
    ]
    assert not button(scene, "Bid $1 less").is_enabled()  # the cost is the lowest opening
    places = [tuple(b.rect) for b in scene.action_buttons]
    click(app, button(scene, "Bid $5 more").rect.center)
    click(app, button(scene, "Bid $1 more").rect.center)
    assert button(scene, "Bid $1 less").is_enabled()
    click(app, button(scene, "Bid $1 less").rect.center)
    click(app, button(scene, "Bid $1 more").rect.center)
    assert [tuple(b.rect) for b in scene.action_buttons] == places  # nothing moved
    before = len(s.match.steps)
    click(app, button(scene, f"Open the auction at ${cost + 6}").rect.center)
    assert steps_since(scene, before)[:1] == [act.StartAuction(row_index=0, bid=cost + 6)]


def test_a_raise_of_any_amount_is_stepped_then_bid(app) -> None:  # type: ignore[no-untyped-def]
    """Bid on a Public Store: "bid a higher amount or drop out": a jump of $6 over the high
    bid is two presses of the stepper and one bid."""

    def ben_to_raise(st: Any) -> bool:
        a = st.auction
        return st.step == "auction" and a is not None and a.turn == 1 and a.high is not None

    scene = at(app, ben_to_raise, seed=4, viewer=1)
    s = scene.session
    high = s.match.state.auction.high
    assert [b.label for b in scene.action_buttons if b.label.startswith("Raise to")] == [
        f"Raise to ${high + 1}"
    ]
    click(app, button(scene, "Bid $5 more").rect.center)
    before = len(s.match.steps)
    click(app, button(scene, f"Raise to ${high + 6}").rect.center)
    assert steps_since(scene, before)[:1] == [act.RaiseBid(amount=high + 6)]


def test_points_are_bought_by_clicking_the_price_table(app) -> None:  # type: ignore[no-untyped-def]
    """Investment Phase: up to ten points at the table's price, cash only."""
    scene = at(app, lambda st: in_step("invest", 0)(st) and st.players[0].money >= 8, seed=4)
    s = scene.session
    before = len(s.match.steps)
    assert "buy:2" in scene.zone_clicks
    click(app, scene.layout.zones["buy:2"].rect.center)
    assert steps_since(scene, before)[:1] == [act.BuyPoints(count=2)]


def test_local_controls_never_reach_the_engine() -> None:
    table = BrickAndMortarTable()
    assert table.apply_local(act.PassInvestment(), None) is False
    assert table.offered(SetDial(ring=0, value=3), None) is False
    assert table.offered(Stage(card=1, face_up=True), None) is False


# ---------------------------------------------------------------- help


def test_the_rules_help_is_in_our_own_words_and_the_glossary_lists_every_store() -> None:
    from game.games.brick_and_mortar.catalog import catalog
    from ui.games import HELP, glossary

    book_path = Path("/work/shared/rulebooks/brick-and-mortar.txt")
    entries = glossary(GAME)
    assert len(entries) == catalog().n_stores
    assert all(e.card_id >= store_id(0) for e in entries)
    if not book_path.exists():
        pytest.skip("the rulebook text is not beside this checkout")

    def words(s: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", s.casefold())

    book = words(book_path.read_text(encoding="utf-8"))
    runs = {" ".join(book[i : i + 12]) for i in range(len(book) - 11)}
    for title, body in HELP[GAME]:
        w = words(body)
        for i in range(len(w) - 11):
            assert " ".join(w[i : i + 12]) not in runs, title
    assert store_id(catalog().n_stores) < CRATE_BASE


# ---------------------------------------------------------------- feedback (issue 13)


def _table_with_public(**facts: Any) -> tuple[BrickAndMortarTable, Any]:
    from ui.games.brick_and_mortar.feedback import Public

    return BrickAndMortarTable(), Public(**facts)


NAMES = ["Ana", "Ben", "Cleo"]


def test_a_supply_dial_beaten_is_told_to_the_seat_that_stocks_later() -> None:
    """Supply Phase, Competition for Supply: the highest dial stocks first, ties in reverse
    turn order. The seats behind are told who stocks before them, at what price."""
    from game.core.simultaneous import SecretChoicesRevealed
    from game.games.brick_and_mortar import events as ev
    from ui.games.brick_and_mortar.feedback import happened

    table = BrickAndMortarTable()
    events = [
        SecretChoicesRevealed(topic="supply:food", choices={0: 3, 1: 4, 2: 3}),
        ev.StepBegan(
            phase="supply",
            step="stock",
            item="food",
            queue=[1, 2, 0],
            competition=True,
            dials={0: [3], 1: [4], 2: [3]},
        ),
    ]
    said = [happened(table.cat, events, seat, NAMES, None) for seat in range(3)]
    assert said[1] == []  # first: nothing was done to Ben
    assert said[2] == ["The food dials are turned up: Ben ($4) stocks before you ($3 a crate)."]
    assert said[0] == [
        "The food dials are turned up: Ben ($4) and Cleo ($3) stock before you ($3 a crate); "
        "ties go in reverse turn order."
    ]


def test_the_demand_taken_by_an_earlier_seller_is_told_when_your_turn_comes() -> None:
    """Sale Phase, Competition for Demand: the lowest dial sells first; what a later seller
    cannot sell for want of boxes is surplus. The pop-up comes with the turn, once."""
    from game.games.brick_and_mortar import events as ev
    from ui.games.brick_and_mortar.feedback import happened

    table, before = _table_with_public(
        step="sell",
        item="clothing",
        queue=[1, 0],
        competition=True,
        dials={1: [4, 3], 0: [2, 8]},
        boxes={"clothing": 2},
    )
    sold = ev.ItemDelivered(seat=1, slot=0, item="clothing", dest="demand", money=3, bottom=False)
    last = [sold, ev.QueueAdvanced(seat=1)]
    assert happened(table.cat, last, 0, NAMES, before) == [
        "Ben sold clothing before you: only 1 box is left on the Demand Cards for the 2 you "
        "dialled. What you cannot sell is surplus, thrown out."
    ]
    assert happened(table.cat, [sold], 0, NAMES, before) == []  # Ben is still selling
    _, roomy = _table_with_public(**{**before.__dict__, "boxes": {"clothing": 3}})
    assert happened(table.cat, last, 0, NAMES, roomy) == []  # enough left: nothing taken
    assert happened(table.cat, last, 0, NAMES, None) == []  # unknown before: nothing guessed


def test_things_done_to_a_seat_are_told_to_that_seat_only() -> None:
    """Inventory Phase (items fall off the bottom shelf), Utilities Phase (debt when short),
    a Peddler closing after its sale, a Resale Shop buying your surplus, an Advertisement
    Agency's extra card (face down: never named), the investment marker (Game End)."""
    from game.games.brick_and_mortar import events as ev
    from ui.games.brick_and_mortar.feedback import happened

    table = BrickAndMortarTable()
    cat = table.cat
    store = next(i for i in range(cat.n_stores) if cat[i].close_after_sale)
    events = [
        ev.ItemsAged(expired={0: 2, 1: 1}),
        ev.UtilitiesPaid(seat=0, bill=5, debt=1),
        ev.UtilitiesPaid(seat=1, bill=3, debt=0),
        ev.StoreClosed(seat=0, slot=1, store=store, items={"food": 1}, why="peddler"),
        ev.SurplusBought(buyer=2, seller=0, slot=0, item="art", price=2, debt=0),
        ev.LateCardPlayed(seat=2, card=5, face_up=False),
        ev.MarkerReached(seat=2),
    ]
    ana = happened(cat, events, 0, NAMES, None)
    assert ana == [
        "Inventory: 2 items of yours fell off the bottom shelf and expired.",
        "Your utilities came to $5: you were short and took 1 debt token (each costs a "
        "point at the end).",
        f"Your {cat.name(store)} closed after its sale: the peddler moves on; 1 food thrown out.",
        "Cleo bought 1 of your surplus art for their Resale Shop and paid you $2.",
        "Cleo's Advertisement Agency added a card face down to the demand.",
        "Cleo reached the investment marker: this month is the last.",
    ]
    ben = happened(cat, events, 1, NAMES, None)
    assert ben == [
        "Inventory: 1 item of yours fell off the bottom shelf and expired.",
        "Cleo's Advertisement Agency added a card face down to the demand.",
        "Cleo reached the investment marker: this month is the last.",
    ]
    assert not any("$" in line for line in ben)  # nobody's money but one's own


def test_outbid_in_an_auction_is_a_pop_up_for_the_seat_that_led(app) -> None:  # type: ignore[no-untyped-def]
    """Building Phase: in turn, each bidder raises or drops out. Ben's raise over Ana's bid
    is queued as Ana's pop-up (titled with Ben's turn); Ben, who made it, gets none."""

    def ana_leads(st: Any) -> bool:
        a = st.auction
        return st.step == "auction" and a is not None and a.leader == 0 and a.turn == 1

    scene = at(app, ana_leads, seed=4, viewer=1)
    s = scene.session
    lot = s.match.state.auction.lot
    raise_ = min((a for a in scene.legal if isinstance(a, act.RaiseBid)), key=lambda a: a.amount)
    scene.act(raise_)
    from game.games.brick_and_mortar.catalog import catalog

    notes = scene.waiting_for(0)  # told once the turn is over (issue 23)
    assert [n.title for n in notes] == ["Ben's move"]
    assert notes[0].lines == [
        f"Ben raised the bid for {catalog().name(lot)} to ${raise_.amount}: you are no longer "
        "the highest bidder."
    ]
    assert not scene.waiting_for(1)


def test_the_log_heads_each_step_with_who_acts_and_marks_lines_with_icons(app) -> None:  # type: ignore[no-untyped-def]
    from ui.icons import LOG
    from ui.widgets.log_panel import LogLine

    scene = at(app, lambda st: st.month >= 2 and st.step == "play", seed=4, viewer=0)
    lines = [e for e in scene.log_panel.entries if isinstance(e, LogLine)]
    headings = [str(e) for e in lines if e.group is not None]
    assert all(e.group == e for e in lines if e.group is not None)
    assert "February begins." in headings
    assert any(h.startswith("Building: your turn to buy a store or pass") for h in headings)
    assert any(re.match(r"Building: Ben's turn to (buy|open)", h) for h in headings)
    assert any(h == "Advertisement: everyone plays market cards in secret." for h in headings)
    told = [e for e in lines if e.step is not None]
    assert all(e.icon in LOG for e in told), [e for e in told if e.icon not in LOG]
    sold = [e for e in told if " sell 1 " in e or " sells 1 " in e]
    assert sold and all(e.icon == "gold" for e in sold)


def test_a_card_that_cannot_be_picked_up_shakes_and_says_why(app) -> None:  # type: ignore[no-untyped-def]
    """Building Phase: only the public stores are auctioned, and only while buying; a
    rival's store is only read."""
    scene = at(app, in_step("invest", 0), seed=4, viewer=0)
    s = scene.session
    scene.anim.factor = 1.0
    row = sprite(scene, store_id(s.match.state.row[0]))
    click(app, row.rect.center)
    assert (
        scene.refused == "You can start an auction only while buying a store; now it is investing."
    )
    assert row.key in scene.anim.shakes
    theirs = sprite(scene, store_id(s.match.state.players[1].building[0].store))
    click(app, theirs.rect.center)
    assert scene.refused == "That is Ben's store: hover it to read it."
    assert any(t.text == scene.refused and t.bad for t in app.toasts)


def test_a_hint_says_why_for_every_move_a_bot_makes() -> None:
    """Every engine move the hint may suggest gets its reason in one clause."""
    table = BrickAndMortarTable()
    session = GameSession.new(GAME, HUMANS, 4, None, None)
    bot = make_bot("greedy", GAME)
    rng = random.Random(4)
    for _ in range(600):
        if session.match.is_over:
            break
        seat = session.match.to_act()[0]
        view = session.match.view(seat)
        action = bot.choose(view, session.match.legal_actions(seat), rng)
        why = table.hint_reason(action, view, seat, ["Ana", "Ben"])
        if not (isinstance(action, act.ReturnExpired) and action.count == 0):
            assert why and not why.endswith("."), (action, why)
        assert session.apply(seat, action) is None


def test_a_bots_sale_is_shown_one_item_at_a_time_at_the_bot_pace(app) -> None:  # type: ignore[no-untyped-def]
    """Sale Phase: a bot sells item by item; each sale is applied on its own, the Settings
    pace after the last one was shown, its log lines lit."""
    from tests.ui.test_feedback import bot_steps, until_decided
    from ui.settings import BOT_PACE_S

    def ben_sells_several(st: Any) -> bool:
        if not (in_step("sell", 1)(st) and st.item is not None):
            return False
        held = sum(sum(store.shelves.get(st.item, [])) for store in st.players[1].building)
        return held >= 2 and st.boxes.get(st.item, 0) >= 2

    app.settings.animation = "instant"
    app.settings.bot_speed = "normal"
    pace = BOT_PACE_S["normal"]
    scene = at(app, ben_sells_several, seats=VS_BOTS, seed=9, viewer=0)
    s = scene.session
    shown: list[float] = []
    for _ in range(400):
        if s.bot_to_act() is None or len(shown) >= 3:
            break
        until_decided(app, s)
        before = bot_steps(s)
        app.step([], 0.05)
        gained = bot_steps(s) - before
        assert gained <= 1
        if gained:
            shown.append(app.now)
            assert scene.log_panel.lit_step == len(s.match.steps) - 1
    assert len(shown) >= 2
    gaps = [b - a for a, b in zip(shown, shown[1:], strict=False)]
    assert all(pace - 1e-6 <= g <= pace + 0.05 + 1e-6 for g in gaps), gaps


def test_a_seller_short_of_boxes_is_told_the_rest_is_surplus(app) -> None:  # type: ignore[no-untyped-def]
    """Sale Phase, Competition for Demand: a player unable to sell the quantity dialled
    (the Demand Cards are full) has a surplus, thrown out. The panel says so up front."""

    def short(st: Any) -> bool:
        return (
            in_step("sell", 0)(st)
            and st.competition
            and st.to_deliver is not None
            and 0 < st.boxes.get(st.item, 0) < st.to_deliver
        )

    three = [*HUMANS, SeatInfo(name="Cleo")]
    scene = at(app, short, seats=three, seed=1, viewer=0)
    view, st = scene.view, scene.session.match.state
    words = scene.adapter.instruction(view, 0, scene.session.seat_names)
    boxes = st.boxes[st.item]
    left = f"{boxes} box is" if boxes == 1 else f"{boxes} boxes are"
    assert f"Sell {st.to_deliver} {st.item} items" in words
    assert f"Only {left} left on the Demand Cards" in words and "surplus" in words


def test_a_peddler_from_hand_shows_the_price_it_costs_now_and_why() -> None:
    """Store Reference, Art Peddler: its purchase discount per crate of art on the dock; the
    card keeps its printed $10, the button says what it costs now and why."""
    from tests.brick_and_mortar.conftest import start, store_id

    m = start({"market": {"art": 2}, "players": [{"store_hand": ["Art Peddler"]}, {}]})
    table = BrickAndMortarTable()
    buy = act.BuyFromHand(card=store_id("Art Peddler"))
    assert buy in m.legal_actions(0)
    label = table.button_label(buy, m.view(0), ["Ana", "Ben"])
    assert (
        label == "Buy Art Peddler from your hand for $6 ($10 less $2 for each of 2 art on the dock)"
    )
    paid = m.state.players[0].money
    m.apply(0, buy)
    assert paid - m.state.players[0].money == 6


# ---------------------------------------------------------------- a steady Build panel (issue 23)


def _manage_with_stores(st: Any) -> bool:
    """Ana in Build's manage step with a store bought and two or more stores open."""
    p = st.players[0]
    return (
        st.step == "manage" and 0 in _to_act(st) and p.bought is not None and len(p.building) >= 2
    )


def test_closing_a_store_asks_for_a_second_click_in_the_same_place(app) -> None:  # type: ignore[no-untyped-def]
    """Building Phase, "Close Stores": the store goes back to the box and "if there were items
    on the closed store, discard them". A misclick must not do it: the first click turns the button into "Click again to close
    X" in the same place, the second closes it; undo still takes it back."""
    scene = at(app, _manage_with_stores, seed=4)
    s = scene.session
    name = scene.view.players[0].building[0].name
    close = button(scene, f"Close {name}")
    where = tuple(close.rect)
    before = len(s.match.steps)
    click(app, close.rect.center)
    assert len(s.match.steps) == before  # nothing closed yet
    armed = button(scene, f"Click again to close {name}")
    assert tuple(armed.rect) == where
    click(app, armed.rect.center)
    assert steps_since(scene, before)[:1] == [act.CloseStore(slot=0)]
    assert s.can_undo()


def test_an_armed_destructive_button_stands_down_at_any_other_click_or_in_time(app) -> None:  # type: ignore[no-untyped-def]
    from ui.table.interaction import CONFIRM_S

    scene = at(app, _manage_with_stores, seed=4)
    s = scene.session
    name = scene.view.players[0].building[0].name
    before = len(s.match.steps)
    click(app, button(scene, f"Close {name}").rect.center)
    click(app, (2, app.size[1] - 2))  # somewhere else
    assert button(scene, f"Close {name}").label == f"Close {name}"
    click(app, button(scene, f"Close {name}").rect.center)
    app.step([], CONFIRM_S + 0.1)  # too late for the second click
    assert button(scene, f"Close {name}").label == f"Close {name}"
    click(app, button(scene, f"Close {name}").rect.center)  # arms it again, no more
    assert len(s.match.steps) == before


def test_the_build_panel_puts_the_way_forward_first_and_the_destructive_buttons_last(app) -> None:  # type: ignore[no-untyped-def]
    """The store bought opens from the top button; closing stores and returning the store
    to the box sit below, in slot order, each asking first; nothing else is one click from
    being destroyed."""
    scene = at(app, _manage_with_stores, seed=4)
    labels = [b.label for b in scene.action_buttons]
    assert labels[0].startswith("Open ")
    closes = [k for k, lab in enumerate(labels) if lab.startswith("Close ")]
    back = labels.index("Return it to the box")
    assert closes and min(closes) > 0 and back > max(closes)
    t = scene.adapter
    assert isinstance(t, BrickAndMortarTable)
    asking = {
        b.label
        for b in scene.action_buttons
        if t.confirm_words(scene.ui.button_actions[id(b)], scene.view, ["Ana", "Ben"])
    }
    assert asking == {labels[k] for k in closes} | {"Return it to the box"}


def test_the_game_over_line_counts_points_in_the_singular_and_plural() -> None:
    """Read at the results screen: "1 point", "33 points" (a player who ends with one point
    is not told "1 points")."""
    words = BrickAndMortarTable()
    assert words.score_words(1, {"track": 15, "stores": 2, "debt": 14}).startswith("1 point (")
    assert words.score_words(33, {"track": 32, "stores": 3}).startswith("33 points (")
