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
from game.games.loot_roll.model import LrState
from game.registry import get_rules
from tests.ui.lr_privacy import hidden_from
from ui.autoplay import drag, make_app, settle
from ui.scenes.respond import RespondScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.table.loot_roll import LootRollTable
from ui.table.lr_stage import still_to_answer
from ui.table.model import TableLayout
from ui.widgets.d20 import d20_extent, draw_d20_with_mods, modifier_text
from ui.widgets.lr_cards import FIGHT_CARD, FLIGHT_CARD

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
    """R12: regular and boss numbers both shown, the one of this fight lit (gold panel,
    "fought"), adjusted to the table (D4)."""
    for boss in (False, True):
        m = match_at(FIGHT)
        m.apply(0, act.Fight(boss=boss))
        layout = lay(m, 0)
        f = m.state.fight
        assert any(s.card == f.monster and s.region == "stage" for s in layout.cards)
        lit = [t for t in texts(layout) if "(fought)" in t]
        view = m.view(0)
        assert lit == [f"{'Boss' if boss else 'Regular'} {view.fight.printed}  (fought)"]


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
    from ui.table.lr_stage import BAR_PARTY_LOSE, BAR_PARTY_WIN

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
    """D24: the row's card dropped on the hand pays with the cheapest minimal set; a bag
    card dropped on the row's card pays with that card."""
    m = match_at(TOWN)
    table = LootRollTable()
    table.layout(m.view(0), 0, TABLE, 1.0, NAMES)
    value = RULES.t.value
    buys = [a for a in m.legal_actions(0) if isinstance(a, act.Buy)]
    to_hand = [a for a in buys if any(z == "hand" for _, z in table.drag_targets(a))]
    offers = {a.offer for a in buys}
    assert {a.offer for a in to_hand} == offers  # each offer once, the cheapest way
    for a in to_hand:
        cheapest = min(sum(value[c] for c in b.pay) for b in buys if b.offer == a.offer)
        assert sum(value[c] for c in a.pay) == cheapest
    for a in buys:  # every bag card of a way to pay is a drop on that offer
        for c, zone in table.drag_targets(a):
            if zone.startswith("vendor:"):
                assert c in a.pay and zone == f"vendor:{a.offer}"


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
