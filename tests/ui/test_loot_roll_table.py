"""The Loot Roll table (issue 15, "Table"): what it must show, asserted from the layout's
sprites, zones and labels (not pixels), and how its actions are made.

Positions come from the game's scenario positions (game/games/loot_roll/position.py), so
each test sets up exactly the table it looks at. Rule sections (R..) and readings (D..) are
game/games/loot_roll/README.md's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core.model import SeatInfo
from game.core.scenario import Scenario, start_match
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import LrState
from game.registry import get_rules
from ui.autoplay import drag, make_app, settle
from ui.games.loot_roll.cards import FIGHT_CARD, FLIGHT_CARD
from ui.games.loot_roll.checks import hidden_from
from ui.games.loot_roll.parts import still_to_answer
from ui.games.loot_roll.table import LootRollTable, MarkPay
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.respond import RespondScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.table.model import TableLayout
from ui.table.registry import adapter_for
from ui.widgets.d20 import d20_extent, draw_d20_with_mods, modifier_text
from ui.widgets.log_panel import log_lines

RULES: Any = get_rules("loot-roll")
BOOK = RULES.t.book
NAMES = ("Ana", "Ben", "Cleo")
TABLE = pygame.Rect(0, 46, 1000, 754)

pygame.font.init()


def match_at(position: dict[str, Any], seats: int = 3, seed: int = 0) -> Any:
    scenario = Scenario(
        game="loot-roll",
        seats=[SeatInfo(name=NAMES[i]) for i in range(seats)],
        seed=seed,
        position=position,
    )
    return start_match(RULES, scenario)


def card(m: Any, seat: int, name: str) -> int:
    """The id of ``name`` in ``seat``'s hand, bag or slots (lowest id first)."""
    p = m.state.players[seat]
    for c in sorted([*p.hand, *p.bag, *p.slots.values()]):
        if BOOK(c).name == name:
            return c
    raise AssertionError(f"{NAMES[seat]} has no {name}")


def lay(m: Any, seat: int | None, me: int | None = None) -> TableLayout:
    view = m.view(seat if seat is not None else m.state.n_seats)
    table = LootRollTable()
    return table.layout(
        view, seat if me is None and seat is not None else (me or 0), TABLE, 1.0, NAMES
    )


def texts(layout: TableLayout) -> list[str]:
    return [lab.text for lab in layout.labels]


def pass_windows(m: Any, phase: str | None = None) -> None:
    """Everyone passes until no window (of ``phase``) is open."""
    for _ in range(100):
        s: LrState = m.state
        if s.window is None or s.pending or (phase is not None and s.phase != phase):
            return
        m.apply(s.window.holder, act.Pass())
    raise AssertionError("the windows never closed")


def into_fight(m: Any, sides: dict[int, str], boss: bool = False) -> None:
    """Seat 0 fights; preparation passes; ``sides`` choose (others flee)."""
    m.apply(m.state.active, act.Fight(boss=boss))
    pass_windows(m, "prepare")
    for seat in m.state.secret.seats:
        m.apply(seat, act.Choose(side=sides.get(seat, "flight")))


def test_the_bar_counts_the_rounds_of_this_dungeon_not_of_the_whole_game() -> None:
    """R44 (turns go clockwise, a round is every seat's turn): in dungeon 2 the bar says
    that dungeon's round, as a player counts it since entering (the engine's ``round``
    counts every dungeon's rounds)."""
    adapter = adapter_for("loot-roll")
    for turns, round_ in [(0, 1), (1, 1), (3, 1), (4, 2), (7, 3)]:
        m = match_at({"dungeon": 2, "turns": turns})
        m.state.round = 11  # the game's count: dungeon 1 took ten rounds
        view = RULES.view(m.state, 0)
        assert adapter.when(view) == f"Dungeon 2, round {round_}"


# ---------------------------------------------------------------- the d20 widget
def test_a_modifier_is_written_with_its_sign() -> None:
    """Colour is never the only cue: +N and -N say which way a card moved the roll."""
    assert [modifier_text(a) for a in (2, -3, 0)] == ["+2", "-3", "+0"]


def test_the_d20_with_modifiers_draws_as_wide_as_its_extent() -> None:
    surf = pygame.Surface((600, 200))
    bare = draw_d20_with_mods(surf, (50, 100), 60, 17)
    assert bare.w == 60 == d20_extent(60, [])
    full = draw_d20_with_mods(surf, (50, 100), 60, 17, [2, -3], total=16)
    assert full.w == d20_extent(60, [2, -3], 16) > d20_extent(60, [2, -3]) > 60


# ---------------------------------------------------------------- gear, bag, bank
GEARED = {
    "players": [
        {
            "bag": ["Leather Cap", "Copper Coins", "Rusty Sword"],
            "slots": {"main_hand": "Woodcutter's Axe", "body": "Padded Vest"},
            "bank": ["Silver Ring"],
        },
        {"bag": ["Plank Shield"]},
        {},
    ]
}


def test_six_slots_around_a_figure_two_handed_lies_sideways() -> None:
    """R17/R18: six slots, one card each; a two-handed item across both hands, sideways."""
    m = match_at(GEARED)
    layout = lay(m, 0)
    slots = {z for z in layout.zones if z.startswith("slot:")}
    assert slots == {f"slot:{s}" for s in ("head", "body", "legs", "feet", "main_hand", "off_hand")}
    assert all(layout.zones[z].drop for z in slots)
    assert any(i.name == "person" and i.region == "mine" for i in layout.icons)
    axe = card(m, 0, "Woodcutter's Axe")
    sprite = next(s for s in layout.cards if s.card == axe)
    assert sprite.sideways and sprite.rect.w > sprite.rect.h
    hands = layout.zones["slot:main_hand"].rect.union(layout.zones["slot:off_hand"].rect)
    assert hands.colliderect(sprite.rect) and sprite.rect.right == hands.right
    # the other players' gear is shown too (not as drop zones)
    assert sum(1 for z in layout.zones if z.startswith("slotof:")) == 6 * 2


def test_the_bag_shows_a_space_for_every_card_it_can_hold() -> None:
    """R20: seven loot cards (worn cards do not count)."""
    m = match_at(GEARED)
    layout = lay(m, 0)
    bag = m.state.players[0].bag
    spaces = [z for z in layout.zones if z.startswith("space:0:")]
    shown = [s for s in layout.cards if s.card in bag]
    assert len(spaces) + len(shown) == 7
    assert layout.zones["bag"].drop and layout.zones["bank"].drop
    assert any(t.startswith("Bag: 3 of 7") for t in texts(layout))
    bank = next(s for s in layout.cards if s.zone == "bank")
    assert bank.card == m.state.players[0].bank[-1]


def test_equip_by_drag_onto_the_figure_and_a_refusal_says_why(tmp_path: Path) -> None:
    """R17: a bag card dragged onto the figure goes into its own slot (even dropped on
    another slot); dropped where it cannot go now (the bank, outside town), the engine's
    sentence says why."""
    app = make_app(tmp_path)
    try:
        m = match_at({"players": [{"bag": ["Leather Cap"]}, {}]}, seats=2)
        session = GameSession(RULES, m, None)
        session.viewer = 0
        scene = TableScene(app, session)
        app.push(scene)
        settle(app, 1)
        cap = card(m, 0, "Leather Cap")
        assert ("slot:head", act.Equip(card=cap)) in scene.targets_of(cap)
        at = next(s.rect.center for s in scene.layout.cards if s.card == cap)
        drag(app, at, scene.layout.zones["bank"].rect.center)
        assert scene.refused == session.why_not(0, act.Deposit(card=cap))  # the engine's words
        assert scene.refused and "town" in scene.refused and not m.state.players[0].slots
        drag(app, at, scene.layout.zones["slot:feet"].rect.center)  # another slot: still on
        assert m.state.players[0].slots.get("head") == cap
    finally:
        pygame.display.quit()


# ---------------------------------------------------------------- the monster and the bar
FIGHT = {
    "players": [
        {"hand": ["Battle Cry"], "slots": {"body": "Chain Shirt"}},
        {"hand": ["Hamstring"]},
        {},
    ],
    "decks": {"monsters": ["Giant Rat"]},
}


def test_the_monster_with_the_number_that_applies_lit() -> None:
    """Monster Cards (R12): regular and boss numbers both shown as printed on the card, the
    one of this fight lit (gold panel, "fought")."""
    for boss in (False, True):
        m = match_at(FIGHT)
        m.apply(0, act.Fight(boss=boss))
        layout = lay(m, 0)
        f = m.state.fight
        assert any(s.card == f.monster and s.region == "stage" for s in layout.cards)
        lit = [t for t in texts(layout) if "(fought)" in t]
        printed = BOOK.monster(f.monster).numbers(boss).survivability
        assert lit == [f"{'Boss' if boss else 'Regular'} {printed}  (fought)"]
        assert m.view(0).fight.printed == printed


def test_a_scaled_monster_shows_its_printed_number_the_change_and_why() -> None:
    """D4 (variant ``scaled``): the card's own number stays in view; the lit line adds the
    change for the table size and the number fought ("Boss 14 -3 for 3 players = 11")."""
    m = match_at({**FIGHT, "scaled": True})
    m.apply(0, act.Fight(boss=True))
    f = m.state.fight
    printed = BOOK.monster(f.monster).numbers(True).survivability
    used = m.view(0).fight.printed
    assert used != printed
    lit = [t for t in texts(lay(m, 0)) if "(fought)" in t]
    change = f"{'+' if used > printed else '-'}{abs(used - printed)}"
    assert lit == [f"Boss {printed} {change} for 3 players = {used}  (fought)"]


def test_the_bar_moves_as_cards_are_played() -> None:
    """R35/R36: the party's total against the monster's, in words and as the bar's fill."""
    m = match_at(FIGHT)
    into_fight(m, {0: "fight", 1: "flight", 2: "flight"})
    v = m.view(0)
    before = lay(m, 0)
    words = [t for t in texts(before) if t.startswith("Party ")]
    assert words and f"Party {v.fight.party_total} against monster {v.fight.need}" in words[0]
    fill_before = _bar_fill(before)
    assert m.state.window is not None and m.state.window.holder == 0
    cry = card(m, 0, "Battle Cry")
    m.apply(0, next(a for a in m.legal_actions(0) if getattr(a, "card", None) == cry))
    after = lay(m, 0)
    assert m.view(0).fight.party_total > v.fight.party_total
    assert _bar_fill(after) > fill_before
    mods = [t for t in texts(after) if t.startswith("+") and "Battle Cry" in t]
    assert mods, texts(after)
    assert "mod:0" in after.zones


def _bar_fill(layout: TableLayout) -> int:
    """The width of the party's side of the bar (the monster's side is the rest)."""
    from ui.games.loot_roll.parts import BAR_PARTY_LOSE, BAR_PARTY_WIN

    return next(r.w for r, c in layout.panels if c in (BAR_PARTY_WIN, BAR_PARTY_LOSE))


# ---------------------------------------------------------------- Fight or Flight
def test_fight_or_flight_stays_face_down_until_all_have_chosen() -> None:
    """R32: chosen face down, turned over together; each seat sees only its own card."""
    m = match_at(FIGHT)
    m.apply(0, act.Fight())
    pass_windows(m, "prepare")
    assert m.state.phase == "choose"
    m.apply(1, act.Choose(side="fight"))
    for seat in (0, 2):
        layout = lay(m, seat)
        ben = [s for s in layout.cards if s.key == "ff1"]
        assert ben and ben[0].card is None and not ben[0].face_up  # chosen, face down
        faces = {s.card for s in layout.cards if s.key.startswith("ff") and s.card is not None}
        if seat == 0:  # still choosing: both of Ana's cards, to click
            assert faces == {FIGHT_CARD, FLIGHT_CARD}
            assert {"choose:fight", "choose:flight"} <= set(layout.zones)
    ben_view = lay(m, 1)  # he may still change it: both his cards, the chosen one marked
    own = {s.card: s.tag for s in ben_view.cards if s.key.startswith("ff1")}
    assert own == {FIGHT_CARD: "yours", FLIGHT_CARD: ""}
    public = lay(m, None, me=0)
    assert all(s.card is None for s in public.cards if s.key == "ff1")
    m.apply(0, act.Choose(side="fight"))
    m.apply(2, act.Choose(side="flight"))
    after = lay(m, None, me=0)
    shown = {s.key: s.card for s in after.cards if s.key.startswith("ff")}
    assert shown == {"ff0": FIGHT_CARD, "ff1": FIGHT_CARD, "ff2": FLIGHT_CARD}


def test_the_reveal_turns_every_card_over_together() -> None:
    class Fx:
        def __init__(self) -> None:
            self.reveals: list[Any] = []
            self.names = NAMES

        def reveal(self, groups: Any, caption: str) -> None:
            self.reveals.append((groups, caption))

    m = match_at(FIGHT)
    m.apply(0, act.Fight())
    pass_windows(m, "prepare")
    m.apply(0, act.Choose(side="fight"))
    m.apply(1, act.Choose(side="flight"))
    events = m.apply(2, act.Choose(side="fight"))
    fx = Fx()
    LootRollTable().show(fx, events)  # type: ignore[arg-type]
    ((groups, caption),) = fx.reveals
    assert [g.cards for g in groups] == [[FIGHT_CARD], [FLIGHT_CARD], [FIGHT_CARD]]
    assert caption == "Ana and Cleo fight."


# ---------------------------------------------------------------- response windows
def test_every_window_says_play_a_card_or_pass_and_who_is_still_to_answer() -> None:
    """R31/R36/R44: a window closes once everyone has passed in a row; the table shows
    whose answer it waits for and who answers after them."""
    m = match_at(FIGHT)
    m.apply(0, act.Fight())
    w = m.state.window
    assert w is not None and w.topic == "prepare"
    view = m.view(w.holder)
    still = still_to_answer(view)
    assert still[0] == w.holder and len(still) == len(w.order) - w.passes
    table = LootRollTable()
    hint = table.hint(view, w.holder, NAMES)
    assert "Play a card or Pass" in hint
    after = [NAMES[s] for s in still[1:]]
    assert all(name in hint.split("Still to answer after you:")[1] for name in after)
    banner = [t for t in texts(lay(m, w.holder)) if "Play a card or Pass" in t]
    assert banner and all(name in banner[0] for name in after)
    # others wait, told whose answer it is
    other = next(s for s in range(3) if s != w.holder)
    assert f"waiting for {NAMES[w.holder]} to play a card or pass" in table.hint(
        m.view(other), None, NAMES
    )


def test_hot_seat_asks_in_public_with_the_seats_still_to_answer(tmp_path: Path) -> None:
    """README section 9: with two people, the holder is asked "play a card or pass?" in
    public, beside who must still answer; Pass needs no hand-over."""
    app = make_app(tmp_path)
    try:
        m = match_at({**FIGHT, "players": FIGHT["players"][:2]}, seats=2)
        session = GameSession(RULES, m, None)
        m.apply(0, act.Fight())
        app.push(TableScene(app, session))
        settle(app, 2)
        top = app.scenes.top
        assert isinstance(top, RespondScene)
        holder = m.state.window.holder
        assert top.title == f"{NAMES[holder]}: play a card or pass?"
        assert any(
            "Still to answer after" in line or "last to answer" in line for line in top.lines
        )
        assert session.viewer is None  # nothing private while it is asked
        before = m.state.window.passes
        top.pass_now()
        assert m.state.window is None or m.state.window.passes == before + 1
    finally:
        pygame.display.quit()


def test_hot_seat_a_card_without_timing_is_played_out_of_turn_after_a_hand_over(
    tmp_path: Path,
) -> None:
    """R6 ("free to play it whenever you feel like it"), D5, README section 9: on Ana's
    turn a public button lets Ben (who holds an ability card: hand sizes are public) take
    the screen through the hand-over; he plays Windfall, and the screen goes back to Ana."""
    app = make_app(tmp_path)
    try:
        m = match_at({"players": [{}, {"hand": ["Windfall"]}], "active": 0}, seats=2)
        session = GameSession(RULES, m, None)
        scene = TableScene(app, session)
        app.push(scene)
        for _ in range(20):
            top = app.scenes.top
            if isinstance(top, PassDeviceScene):
                assert top.seat == 0
                app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)], 0.05)
            settle(app, 1)
            if session.viewer == 0 and app.scenes.top is scene:
                break
        assert session.viewer == 0 and session.out_of_turn_seats() == [1]
        (button,) = [b for b in scene.ui.action_buttons if b.label == "Ben: play a card now"]
        button.on_click()
        top = app.scenes.top
        assert isinstance(top, PassDeviceScene) and top.seat == 1 and session.viewer is None
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)], 0.05)
        settle(app, 1)
        assert session.viewer == 1 and app.scenes.top is scene
        windfall = act.Play(card=card(m, 1, "Windfall"))
        assert windfall in scene.ui.legal
        assert any(b.label == "Done: give the screen back" for b in scene.ui.action_buttons)
        scene.act(windfall)
        settle(app, 2)
        top = app.scenes.top
        assert isinstance(top, PassDeviceScene) and top.seat == 0  # back to Ana's turn
        assert len(m.state.players[1].hand) == 2 and m.state.active == 0
    finally:
        pygame.display.quit()


# ---------------------------------------------------------------- loot rolls
def rolled(seed: int = 0) -> Any:
    """A won fight of Ana and Ben with the dice of the first card landed."""
    pos = {
        "players": [
            {"slots": {"body": "Scale Mail", "head": "Knight's Helm"}, "hand": ["Loaded Die"]},
            {
                "slots": {"body": "Chain Shirt", "legs": "Steel Greaves"},
                "bag": ["Rabbit's Foot"],
                "hand": ["Jinx"],
            },
            {},
        ],
        "decks": {"monsters": ["Giant Rat"]},
    }
    m = match_at(pos, seed=seed)
    into_fight(m, {0: "fight", 1: "fight"})
    pass_windows(m, "fight")
    assert m.state.phase == "roll", m.state.phase
    return m


def test_the_d20s_land_on_the_logged_faces_with_each_modifier_beside_them() -> None:
    """R41/R44: each roller's d20 shows the thrown face, its carried bonus and every card
    played on it as +N/-N chips, and the total."""
    m = rolled()
    r = m.state.roll
    layout = lay(m, 0)
    dice = {d.key: d for d in layout.dice}
    for seat in r.rollers:
        d = dice[f"d20:{seat}"]
        assert d.sides == 20 and d.value == r.dice[seat]
    bonus = r.bonus.get(1, 0)
    assert bonus == 1  # the Rabbit's Foot (carried)
    assert list(dice["d20:1"].mods) == [1] and dice["d20:1"].total == r.dice[1] + 1
    while m.state.window.holder != 0:
        m.apply(m.state.window.holder, act.Pass())
    m.apply(0, act.Play(card=card(m, 0, "Loaded Die")))
    d = {x.key: x for x in lay(m, 0).dice}["d20:0"]
    assert list(d.mods) == [2] and d.total == m.state.roll.dice[0] + 2


def test_the_dice_tumble_to_the_logged_faces() -> None:
    class Fx:
        names = NAMES

        def __init__(self) -> None:
            self.rolls: list[Any] = []

        def roll(self, values: Any, colors: Any, caption: str, **kw: Any) -> None:
            self.rolls.append((values, kw))

        def reveal(self, groups: Any, caption: str) -> None:
            pass

    m = match_at(
        {
            "players": [{"slots": {"body": "Scale Mail"}}, {"bag": ["Rabbit's Foot"]}, {}],
            "decks": {"monsters": ["Giant Rat"]},
        }
    )
    m.apply(0, act.Fight())
    events: list[Any] = []
    for seat in m.state.secret.seats:
        events += m.apply(seat, act.Choose(side="fight" if seat < 2 else "flight"))
    thrown = next(e for e in events if e.kind == "dice_rolled")
    fx = Fx()
    LootRollTable().show(fx, events)  # type: ignore[arg-type]
    values, kw = fx.rolls[0]
    assert values == [thrown.faces[s] for s in thrown.faces]
    assert kw["sides"] == 20 and kw["mods"] == [
        [thrown.bonus[s]] if thrown.bonus.get(s) else [] for s in thrown.faces
    ]


# ---------------------------------------------------------------- town
TOWN = {
    "phase": "town",
    "players": [
        {"bag": ["Copper Coins", "Silver Ring", "Chain Shirt"]},
        {},
        {},
    ],
    "vendor": ["Jinx", "Loaded Die", "Taunt", "Rally", "Tripwire"],
}


def test_the_town_row_of_five_with_prices() -> None:
    """R52/R55: five ability cards face up, each with its price for the player in town."""
    m = match_at(TOWN)
    layout = lay(m, 0)
    row = [s for s in layout.cards if s.zone.startswith("vendor:")]
    assert [s.card for s in row] == m.state.vendor
    prices = [t for t in texts(layout) if t.startswith("Costs ")]
    assert prices == [f"Costs {p}" for p in m.view(0).prices]


def test_buying_by_drag_pays_with_the_cheapest_loot() -> None:
    """D24: the row's card dropped on the hand pays with the cheapest set; no other way
    to pay is a drag or a button until the player puts loot down for it."""
    m = match_at(TOWN)
    table = LootRollTable()
    view = m.view(0)
    table.layout(view, 0, TABLE, 1.0, NAMES)
    value = RULES.t.value
    buys = [a for a in m.legal_actions(0) if isinstance(a, act.Buy)]
    to_hand = [a for a in buys if any(z == "hand" for _, z in table.drag_targets(a))]
    offers = {a.offer for a in buys}
    assert len(to_hand) == len(offers) and {a.offer for a in to_hand} == offers
    for a in to_hand:
        cheapest = min(sum(value[c] for c in b.pay) for b in buys if b.offer == a.offer)
        assert sum(value[c] for c in a.pay) == cheapest
    assert not any(table.offered(a, view) for a in buys)  # no list of every way to pay


def test_choosing_the_loot_to_pay_with_shows_its_worth_and_pays_when_enough() -> None:
    """Town Phase (R55: "discard loot cards equal or higher than the value"), D24: bag
    cards put down on a row card one by one; the panel shows their worth against the
    price; Pay appears (the engine's Buy with exactly those cards) once it is enough,
    more than enough included; putting a card down again takes it back."""
    m = match_at(TOWN)
    table = LootRollTable()
    view = m.view(0)
    table.layout(view, 0, TABLE, 1.0, NAMES)
    coins, ring, shirt = (card(m, 0, n) for n in ("Copper Coins", "Silver Ring", "Chain Shirt"))
    value = RULES.t.value
    offer = next(
        i for i, p in enumerate(view.prices) if p is not None and value[coins] < p <= value[ring]
    )
    legal = m.legal_actions(0)
    local = table.local_actions(view, legal)
    assert MarkPay(card=coins, offer=offer) in local
    assert table.drag_targets(MarkPay(card=coins, offer=offer)) == [(coins, f"vendor:{offer}")]
    assert table.apply_local(MarkPay(card=coins, offer=offer), view) is True
    assert "more" in table.words.paying_words(view)
    assert not any(table.offered(a, view) for a in legal if isinstance(a, act.Buy))
    table.apply_local(MarkPay(card=ring, offer=offer), view)
    table.apply_local(MarkPay(card=shirt, offer=offer), view)
    pay = tuple(sorted((coins, ring, shirt)))
    total = sum(value[c] for c in pay)
    assert f"= {total}; press Pay" in table.words.paying_words(view)
    (button,) = [a for a in legal if isinstance(a, act.Buy) and table.offered(a, view)]
    assert button == act.Buy(offer=offer, pay=pay) and table.drag_targets(button) == []
    assert table.button_label(button, view, NAMES).startswith(f"Pay {total} for ")
    table.apply_local(MarkPay(card=shirt, offer=offer), view)  # taken back
    (button,) = [a for a in legal if isinstance(a, act.Buy) and table.offered(a, view)]
    assert button.pay == tuple(sorted((coins, ring)))
    events = m.apply(0, button)
    assert any(isinstance(e, ev.Bought) for e in events)
    table.local_actions(m.view(0), m.legal_actions(0))
    assert not table.paying.cards and table.paying.offer is None  # the bag changed: forgotten


def test_banking_by_drag_onto_the_bank() -> None:
    m = match_at(TOWN)
    table = LootRollTable()
    coins = card(m, 0, "Copper Coins")
    assert table.drag_targets(act.Deposit(card=coins)) == [(coins, "bank")]
    assert table.drag_targets(act.Drop(card=coins)) == [(coins, "discard")]


# ---------------------------------------------------------------- privacy
def test_no_hidden_card_is_laid_out_for_the_wrong_seat() -> None:
    """D30: hands are backs to the others; a bot-free random game, every seat's layout."""
    import random

    for seed in (3, 4):
        m = match_at({}, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if m.is_over:
                break
            for seat in (0, 1, 2, None):
                shown = {
                    s.card for s in lay(m, seat, me=0).cards if s.face_up and s.card is not None
                }
                assert not shown & hidden_from(m.state, seat), (seed, seat, m.state.phase)
            who = rng.choice(m.to_act())
            m.apply(who, rng.choice(m.legal_actions(who)))


def unreachable(m: Any, seat: int, size: tuple[int, int] = (1000, 754)) -> list[Any]:
    """The legal actions of ``seat`` the table offers no way to make: no button, and no
    drag of a card shown onto a place laid out (nor a click on one)."""
    table = LootRollTable()
    view = m.view(seat)
    layout = table.layout(view, seat, pygame.Rect(0, 46, *size), 1.0, NAMES)
    shown = {s.card for s in layout.cards}
    out = []
    for a in m.legal_actions(seat):
        pairs = table.drag_targets(a)
        if not pairs:
            continue  # a button
        if not any(c in shown and z in layout.zones for c, z in pairs):
            out.append(a)
    return out


def test_every_legal_action_can_be_made_on_the_table() -> None:
    """Random games: whatever the engine allows the seat to act is a button, or a card on
    the table with a place laid out to drop it (a Dispel on a roll's modifier too)."""
    import random

    for seed in (5, 6, 7):
        m = match_at({}, seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            for seat in m.to_act():
                assert unreachable(m, seat) == [], (seed, m.state.phase)
            who = rng.choice(m.to_act())
            m.apply(who, rng.choice(m.legal_actions(who)))


def test_a_dispel_drops_on_the_roll_modifier_it_cancels() -> None:
    """D35: a roll's modifier is listed in words (card, by whom, on whom) as a place a
    Dispel is dropped on."""
    m = rolled()
    while m.state.window.holder != 1:
        m.apply(m.state.window.holder, act.Pass())
    m.apply(1, next(a for a in m.legal_actions(1) if isinstance(a, act.Play)))  # Jinx on Ana
    table = LootRollTable()
    layout = table.layout(m.view(0), 0, TABLE, 1.0, NAMES)
    mods = [t for t in texts(layout) if t.startswith("-3 Jinx")]
    assert mods and "mod:0" in layout.zones


# ---------------------------------------------------------------- feedback (issue 13)
# What another seat's step did to you (a pop-up for you alone), why a card cannot be picked
# up, why a hint, the log grouped by turn with icons, the bots paced.


def told_to(table: LootRollTable, m: Any, seat: int, move: Any) -> dict[int, list[str]]:
    """``seat`` makes ``move``: what each other seat is told of it, read as the scene reads it
    (the table laid out before the step, as the screen showed it)."""
    table.layout(m.view(m.state.n_seats), 0, TABLE, 1.0, NAMES)
    events = m.apply(seat, move)
    return {s: table.happened_to(events, s, NAMES) for s in range(m.state.n_seats) if s != seat}


def play_of(m: Any, seat: int, name: str, **choice: Any) -> Any:
    c = card(m, seat, name)
    return next(
        a
        for a in m.legal_actions(seat)
        if isinstance(a, act.Play)
        and a.card == c
        and all(getattr(a, k) == v for k, v in choice.items())
    )


def holder_to(m: Any, seat: int) -> None:
    """Everyone before ``seat`` passes in the open window."""
    while m.state.window.holder != seat:
        m.apply(m.state.window.holder, act.Pass())


STEALS = {
    "active": 1,
    "players": [
        {"bag": ["Copper Coins"], "hand": ["Loaded Die"]},
        {"hand": ["Sticky Fingers", "Pickpocket", "Eavesdrop"]},
        {"hand": ["Jinx"]},
    ],
}


def test_loot_stolen_from_your_bag_is_told_to_you_alone() -> None:
    """Ability cards (Sticky Fingers): loot taken from Ana's bag is a pop-up for Ana; Cleo,
    whose bag was not touched, is told nothing."""
    m = match_at(STEALS)
    coins = card(m, 0, "Copper Coins")
    said = told_to(LootRollTable(), m, 1, play_of(m, 1, "Sticky Fingers", pick=coins))
    assert said == {0: ["Ben took Copper Coins from your bag."], 2: []}
    assert coins in m.state.players[1].bag


def test_an_ability_card_taken_from_your_hand_is_named_to_you_and_to_nobody_else() -> None:
    """Pickpocket takes a card at random: the victim knows which card left their hand; the
    third seat, who may not know it, gets no pop-up at all; a peek tells the seat looked at
    which of its cards were seen."""
    m = match_at(STEALS)
    table = LootRollTable()
    said = told_to(table, m, 1, play_of(m, 1, "Pickpocket", target=2))
    assert said == {0: [], 2: ["Ben took Jinx from your hand, at random."]}
    said = told_to(table, m, 1, play_of(m, 1, "Eavesdrop", target=0))
    assert said == {0: ["Ben looked at the ability cards in your hand: Loaded Die."], 2: []}


def test_a_card_played_against_your_loot_roll_is_a_pop_up_for_you() -> None:
    """Roll Phase: during a roll a player may lower another's total (Jinx, -3 on Ana's d20);
    Ana is told, Cleo (not rolling) is not."""
    m = rolled()
    holder_to(m, 1)
    said = told_to(LootRollTable(), m, 1, play_of(m, 1, "Jinx", target=0))
    assert said == {0: ["Ben played Jinx on your loot roll: -3 to your total."], 2: []}


def test_a_dispel_of_your_card_says_which_card_no_longer_counts() -> None:
    """Ability cards (Dispel, D35): cancelling a modifier tells both the player who played it
    and the player it was on, by the card's name and number (the event names only its place
    among the modifiers: the table as it was before the step says whose it was)."""
    pos = {
        "players": [
            {"slots": {"body": "Scale Mail"}, "hand": ["Dispel"]},
            {"slots": {"body": "Chain Shirt"}, "hand": ["Jinx"]},
            {},
        ],
        "decks": {"monsters": ["Giant Rat"]},
    }
    m = match_at(pos)
    into_fight(m, {0: "fight", 1: "fight"})
    pass_windows(m, "fight")
    holder_to(m, 1)
    table = LootRollTable()
    told_to(table, m, 1, play_of(m, 1, "Jinx", target=0))
    holder_to(m, 0)
    said = told_to(table, m, 0, play_of(m, 0, "Dispel", pick=0))
    assert said == {
        1: ["Ana cancelled your Jinx with Dispel: its -3 to Ana's total no longer counts."],
        2: [],
    }


def test_a_card_in_the_fight_against_you_and_a_taunt_are_told_to_you() -> None:
    """Preparation Phase and Fight Phase: cards may hinder a player (Taunt: Fight only;
    Tripwire: -3 on a fighter's Survivability)."""
    pos = {
        "players": [{"hand": ["Loaded Die"]}, {"hand": ["Taunt", "Tripwire"]}, {}],
        "decks": {"monsters": ["Giant Rat"]},
    }
    m = match_at(pos)
    table = LootRollTable()
    m.apply(0, act.Fight())
    holder_to(m, 1)
    said = told_to(table, m, 1, play_of(m, 1, "Taunt", target=0))
    assert said[0] == ["Ben played Taunt on you: you may only choose Fight against this monster."]
    assert said[2] == []
    pass_windows(m, "prepare")
    for seat in m.state.secret.seats:
        m.apply(seat, act.Choose(side="fight"))
    holder_to(m, 1)
    said = told_to(table, m, 1, play_of(m, 1, "Tripwire", target=0))
    assert said == {
        0: ["Ben played Tripwire on you: -3 to your Survivability in this fight."],
        2: [],
    }


def test_a_defeat_tells_each_fighter_what_it_costs_them() -> None:
    """Fight Phase: when the party is beaten each fighter loses as many loot cards as the
    monster would have given (D14: all of a bag holding no more; else the fighter chooses);
    a player who fled is told nothing."""
    pos = {
        "players": [
            {"bag": ["Copper Coins", "Silver Ring", "Torch"]},
            {"bag": ["Leather Cap"]},
            {"bag": ["Rusty Sword"]},
        ],
        "decks": {"monsters": ["Grave Worm"]},
    }
    m = match_at(pos)
    into_fight(m, {0: "fight", 1: "fight"})
    table = LootRollTable()
    while m.state.window is not None and m.state.phase == "fight":
        holder = m.state.window.holder
        said = told_to(table, m, holder, act.Pass())
    assert holder == 1  # Ben's pass closed the fight (Cleo, holding nothing, passed at once)
    lost = next(e for e in m.events() if isinstance(e, ev.FightLost))
    head = f"Grave Worm beat the party, {lost.total} against {lost.need}"
    assert lost.owed == {0: 2, 1: 2}
    assert said == {0: [f"{head}: choose 2 loot cards from your bag to lose."], 2: []}
    # Ben's one card went at once (he made the step, so the log tells him, not a pop-up)
    assert table.happened_to(m.steps[-1].events, 1, NAMES) == [
        f"{head}: you lost Leather Cap, all your bag held."
    ]
    assert "Drop 2 loot cards from your bag to pay for the defeat" in table.hint(
        m.view(0), 0, NAMES
    )


def test_a_flee_toll_is_told_to_those_who_fled() -> None:
    """A monster may make those who flee pay loot (Goblin Cutpurse, D19): told to each of
    them when the cards turn over, whoever turned the last one."""
    pos = {
        "players": [
            {"bag": ["Copper Coins"]},
            {"bag": ["Leather Cap", "Torch"]},
            {"bag": ["Rusty Sword"]},
        ],
        "decks": {"monsters": ["Goblin Cutpurse"]},
    }
    m = match_at(pos)
    m.apply(0, act.Fight())
    pass_windows(m, "prepare")
    m.apply(1, act.Choose(side="flight"))
    m.apply(2, act.Choose(side="flight"))
    said = told_to(LootRollTable(), m, 0, act.Choose(side="fight"))
    assert said == {
        1: ["Fleeing this monster has a price: choose 1 loot card from your bag to lose."],
        2: ["Fleeing this monster cost you Rusty Sword."],
    }


def test_a_roll_off_won_by_another_is_told_to_the_loser() -> None:
    """Roll Phase / D12: tied totals throw again; the fighter who loses the roll-off is
    told who won the loot, with both totals; the winner and the one who fled are not."""
    pos = {
        "players": [{"slots": {"body": "Scale Mail"}}, {"slots": {"body": "Chain Shirt"}}, {}],
        "decks": {"monsters": ["Giant Rat"]},
    }
    table = LootRollTable()
    for seed in range(200):
        m = match_at(pos, seed=seed)
        m.apply(0, act.Fight())
        m.apply(0, act.Choose(side="fight"))
        m.apply(2, act.Choose(side="flight"))
        said = told_to(table, m, 1, act.Choose(side="fight"))  # the last card: the rolls
        events = m.steps[-1].events
        dice = [e for e in events if isinstance(e, ev.DiceRolled)]
        won = [e for e in events if isinstance(e, ev.LootWon)]
        if len(dice) < 2 or dice[0].card != dice[1].card or won[0].seat != 1:
            continue
        w = won[0]
        assert said == {
            0: [
                f"Ben won {BOOK(w.card).name} after a roll-off: {w.totals[1]} against your "
                f"{w.totals[0]}."
            ],
            2: [],
        }
        return
    raise AssertionError("no seed gave a roll-off Ben won")


def test_a_roll_lost_on_the_dice_alone_is_not_told_again() -> None:
    """The tumbling dice already said it; only a roll changed by cards (or a roll-off) is a
    pop-up."""
    table = LootRollTable()
    for seed in range(30):
        m = rolled(seed)
        while m.state.window is not None and m.state.phase == "roll":
            holder = m.state.window.holder
            said = told_to(table, m, holder, act.Pass())
            won = [e for e in m.steps[-1].events if isinstance(e, ev.LootWon)]
            if won and won[0].totals:
                loser = 1 - won[0].seat
                if loser != holder:
                    assert said[loser] == []
                    return
    raise AssertionError("no seed closed a plain roll on the winner's pass")


def open_scene(app: Any, m: Any, viewer: int) -> TableScene:
    """A hot-seat table of ``m`` (every seat a person) with ``viewer`` at the screen."""
    session = GameSession(RULES, m, None)
    session.viewer = viewer
    scene = TableScene(app, session)
    app.push(scene)
    settle(app, 1)
    return scene


def test_a_theft_on_another_turn_waits_as_a_pop_up_for_its_victim(tmp_path: Path) -> None:
    """The scene queues the adapter's sentences for the victim only, titled by whose turn it
    was (shown once the victim holds the screen); the thief and the third seat get none."""
    app = make_app(tmp_path)
    try:
        m = match_at(STEALS)
        scene = open_scene(app, m, 1)
        coins = card(m, 0, "Copper Coins")
        scene.act(play_of(m, 1, "Sticky Fingers", pick=coins))
        (notice,) = scene.waiting_for(0)  # told once the turn is over (issue 23)
        assert notice.title == "Ben's move"
        assert notice.lines == ["Ben took Copper Coins from your bag."]
        assert not scene.waiting_for(1) and not scene.waiting_for(2)
    finally:
        pygame.display.quit()


def click_card(app: Any, scene: TableScene, c: int) -> None:
    from ui.autoplay import mouse

    at = next(s.rect.center for s in scene.layout.cards if s.card == c)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, at), mouse(pygame.MOUSEBUTTONUP, at)], 1 / 60)


def test_a_card_that_cannot_be_picked_up_shakes_and_says_why(tmp_path: Path) -> None:
    """Ability cards: a roll card (Jinx) can be played only during a loot roll; on Ana's turn
    its click asks the engine why; a card of Ben's bag, worn gear and plain treasure say why
    in the table's words; each refused card shakes."""
    app = make_app(tmp_path)
    try:
        pos = {
            "players": [
                {"hand": ["Jinx"], "bag": ["Copper Coins"], "slots": {"body": "Padded Vest"}},
                {"bag": ["Leather Cap"]},
                {},
            ]
        }
        app.settings.animation = "normal"
        m = match_at(pos)
        scene = open_scene(app, m, 0)
        scene.anim.factor = 1.0
        jinx = card(m, 0, "Jinx")
        click_card(app, scene, jinx)
        assert scene.refused == scene.session.why_not(0, act.Play(card=jinx))
        assert scene.refused and "Jinx cannot be played" in scene.refused
        sprite = next(x for x in scene.layout.cards if x.card == jinx)
        assert sprite.key in scene.anim.shakes
        told = {
            "Leather Cap": "That card is in Ben's bag: you may look at it but not move it.",
            "Padded Vest": "Padded Vest comes off only when you put on another card for its slot.",
            "Copper Coins": (
                f"Copper Coins is treasure worth {RULES.t.value[card(m, 0, 'Copper Coins')]}: it "
                "stays in your bag until you bank it or pay with it in town, or discard it."
            ),
        }
        for name, words in told.items():
            c = card(m, 1 if name == "Leather Cap" else 0, name)
            assert c not in scene.card_moves
            click_card(app, scene, c)
            assert scene.refused == words
    finally:
        pygame.display.quit()


def test_a_card_of_the_row_you_cannot_afford_says_its_price(tmp_path: Path) -> None:
    """Town Phase: a vendor's card is paid with loot worth at least its price; clicking one
    the bag cannot pay for gives the engine's numbers."""
    app = make_app(tmp_path)
    try:
        m = match_at({**TOWN, "players": [{"bag": ["Copper Coins"]}, {}, {}]})
        scene = open_scene(app, m, 0)
        view = m.view(0)
        worth = RULES.t.value[card(m, 0, "Copper Coins")]
        dear = next(i for i, p in enumerate(view.prices) if p is not None and p > worth)
        click_card(app, scene, view.vendor[dear])
        assert scene.refused == f"That loot is worth {worth}; the card costs {view.prices[dear]}."
    finally:
        pygame.display.quit()


def test_the_hint_says_why_in_the_tables_numbers() -> None:
    """Roll Phase: a hint to play Jinx names the totals it moves; a pass names the lead
    kept; equipping names the Survivability gained (R17)."""
    table = LootRollTable()
    m = rolled()
    holder_to(m, 1)
    view = m.view(1)
    jinx = play_of(m, 1, "Jinx", target=0)
    ana = view.roll.totals[0]
    assert table.hint_reason(jinx, view, 1, NAMES) == (
        f"it moves Ana's total from {ana} to {ana - 3}"
    )
    leader = max(view.roll.totals, key=lambda s: view.roll.totals[s])
    lead_view = m.view(leader)
    assert table.hint_reason(act.Pass(), lead_view, leader, NAMES) == (
        f"your {view.roll.totals[leader]} already leads this roll"
    )
    g = match_at(GEARED)
    cap = card(g, 0, "Leather Cap")
    gain = BOOK.survivability[cap]
    assert table.hint_reason(act.Equip(card=cap), g.view(0), 0, NAMES) == (
        f"it adds {gain} Survivability in an empty head slot"
    )


def test_every_move_a_seat_can_make_has_a_hint_reason() -> None:
    """Random games: whatever the engine allows, the hint can say why in one clause."""
    import random

    table = LootRollTable()
    for seed in (11, 12):
        m = match_at({}, seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            who = rng.choice(m.to_act())
            view = m.view(who)
            for a in m.legal_actions(who):
                why = table.hint_reason(a, view, who, NAMES)
                assert why and not why.endswith("."), (a, why)
            m.apply(who, rng.choice(m.legal_actions(who)))


def test_the_log_groups_each_turn_under_a_heading_naming_who_acts_with_icons() -> None:
    """Turn Phase Options / Town Phase: each dungeon turn heads its own group ("Ben's
    turn."), as do a dungeon entered and the town; every line has an icon of the shared
    set, the dice the dice, a defeat and loot lost the broken shield."""
    import random

    from game.bots import make_bot
    from ui.icons import LOG
    from ui.told import tell

    table = LootRollTable()
    m = match_at({}, seed=21)
    bots = [make_bot("greedy", "loot-roll") for _ in range(3)]
    rng = random.Random(21)
    while not m.is_over:
        who = m.to_act()[0]
        m.apply(who, bots[who].choose(m.view(who), m.legal_actions(who), rng))
    told = tell(RULES, m.setup, m.steps, 0, NAMES, last=100_000)
    lines = log_lines(told, NAMES, table.starts_turn, table.log_icon, table.groups_by_actor)
    assert not table.groups_by_actor
    headings = [str(x) for x in lines if x.group is not None]
    assert all(x.group == x for x in lines if x.group is not None)
    events = [*m.setup, *(e for st in m.steps for e in st.events)]
    turns = [e for e in events if isinstance(e, ev.TurnStarted)]
    expected = ["Your turn." if e.seat == 0 else f"{NAMES[e.seat]}'s turn." for e in turns]
    assert [h for h in headings if h.endswith("turn.")] == expected
    entered = sum(isinstance(e, ev.DungeonEntered) for e in events)
    assert entered >= 2 and sum(h.startswith("The party enters") for h in headings) == entered
    assert sum(h.startswith("The party reaches town") for h in headings) == 2
    assert all(x.icon in LOG for x in lines), [x for x in lines if x.icon not in LOG]
    assert all(x.icon == "dice" for x in lines if x.startswith("Dice for"))
    assert all(x.icon == "lose" for x in lines if " beats the party" in x)
    assert all(x.icon == "lose" for x in lines if "after the defeat" in x)


def test_a_bots_moves_at_the_loot_roll_table_come_one_per_pacing_step(tmp_path: Path) -> None:
    """The generic pacing holds for Loot Roll: bots' actions (turns, passes in windows,
    Fight or Flight) are applied one at a time, each at least the pace after the last step
    shown, each lit in the log."""
    import time

    from ui.autoplay import start_game
    from ui.settings import BOT_PACE_S

    app = make_app(tmp_path)
    try:
        app.settings.animation = "instant"
        app.settings.bot_speed = "normal"
        pace = BOT_PACE_S["normal"]
        seats = [
            SeatInfo(name="Ana"),
            *(SeatInfo(name=n, kind="bot", level="greedy") for n in NAMES[1:]),
        ]
        scene = start_game(app, seats, seed=4, game="loot-roll")
        s = scene.session
        shown: list[float] = []
        for _ in range(3000):
            if len(shown) >= 6 or s.is_over:
                break
            if s.bot_to_act() is None:
                if scene.legal:
                    scene.act(scene.adapter.primary(scene.legal) or scene.legal[-1])
                app.step([], 0.05)
                continue
            deadline = time.monotonic() + 60
            while s.worker.busy and time.monotonic() < deadline:
                app.step([], 0.0)
                time.sleep(0.001)
            before = sum(1 for st in s.match.steps if st.seat in s.bots)
            app.step([], 0.05)
            gained = sum(1 for st in s.match.steps if st.seat in s.bots) - before
            assert gained <= 1
            if gained:
                shown.append(app.now)
                assert scene.log_panel.lit_step == len(s.match.steps) - 1
        assert len(shown) >= 6
        gaps = [b - a for a, b in zip(shown, shown[1:], strict=False)]
        assert all(g >= pace - 1e-6 for g in gaps), gaps
    finally:
        pygame.display.quit()
