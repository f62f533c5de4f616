"""Every phase of every game, laid out at 1024x640, 1280x800, 1920x1080 and 3840x2160 and at
UI scale 75%, 100%, 125% and 150%: no two labels overlap, no card hides another's name,
nothing leaves its panel, no hit target is under 32 px at 1x (issue 13, "Layout"); and
readable (issue 23, "A steady table"): no text under 11 px at 100%, no label or button cut
where its words matter, nothing under the bar's buttons, no control moving while an
amount or a selection changes within a step. Checked
from the rects the layouts return (ui/layout/check.py), not from pixels.

The default run takes every position at two sizes and two scales chosen by a seeded
rotation; LOOT_TABLE_FULL_SWEEP=1 runs every position at every size and scale (as
bench/layout_sweep.py does).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.ui.positions import NAMES, Position, all_positions, positions
from tests.ui.sweep import (
    SIZES,
    UI_SCALES,
    Case,
    all_cases,
    lay_out,
    readable_sweep,
    sampled_cases,
    show,
    sweep,
    table_geometry,
)
from ui.games import UI_GAMES

GAMES = [e.game_id for e in UI_GAMES]
PLANS = {e.game_id: e.sweep() for e in UI_GAMES}
"""Each game's sweep plan (its UI entry's): the phases its table names and must reach, the
rarer ones it may reach (a drop owed after a defeat), and the seat counts swept."""


def seat_counts(game: str) -> tuple[int, ...]:
    return PLANS[game].seat_counts


FULL = os.environ.get("LOOT_TABLE_FULL_SWEEP", "") not in ("", "0")

pygame.font.init()


@pytest.mark.parametrize("game", GAMES)
def test_positions_reach_every_phase_the_table_names(game: str) -> None:
    for seats in seat_counts(game):
        got = {p.phase for p in positions(game, seats)}
        plan = PLANS[game]
        assert plan.phases <= got <= plan.phases | plan.rare, (game, seats, got)


def test_positions_include_crowded_tables() -> None:
    """Big hands, tall quest piles, long bids, full mats: the positions that broke layouts."""
    tk = all_positions("tavern-keepers")
    assert max(p.hand_count for pos in tk for p in pos.view.players) >= 9
    assert max(len(q) for pos in tk for q in pos.view.quests) >= 5
    assert max(p.bid_count for pos in tk for p in pos.view.players) >= 3
    assert max(len(p.tavern) + len(p.prepared) for pos in tk for p in pos.view.players) >= 10
    aim = all_positions("aim")
    assert max(len(p.mat or {}) for pos in aim for p in pos.view.players) >= 6
    assert max(len(p.discard) for pos in aim for p in pos.view.players) >= 15


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("ui_scale", [0.75, 1.5])
def test_the_sweep_sizes_the_table_as_the_scene_does(
    tmp_path: Path, size: tuple[int, int], ui_scale: float
) -> None:
    from game.core.model import SeatInfo
    from ui.autoplay import make_app
    from ui.scenes.table import TableScene
    from ui.session import GameSession

    app = make_app(tmp_path, size)
    app.settings.ui_scale = ui_scale
    app.apply_scale()
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]
    scene = TableScene(app, GameSession.new("aim", seats, 1, app.dirs.saves, app.bot_factory))
    table, scale = table_geometry(size, ui_scale)
    assert scene.table_rect() == table
    assert app.fonts.scale == pytest.approx(scale)
    pygame.display.quit()


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_lays_out_without_collisions_sampled(game: str) -> None:
    """Each position at 2 sizes x 2 UI scales (a seeded rotation over all four of each)."""
    cases = list(sampled_cases(all_positions(game, seat_counts(game))))
    assert {c.size for c in cases} == set(SIZES)
    assert {c.ui_scale for c in cases} == set(UI_SCALES)
    assert sweep(cases) == {}


@pytest.mark.skipif(not FULL, reason="the full sweep: LOOT_TABLE_FULL_SWEEP=1")
@pytest.mark.parametrize("game", GAMES)
def test_every_phase_lays_out_without_collisions_at_every_size_and_scale(game: str) -> None:
    assert sweep(all_cases(all_positions(game, seat_counts(game)))) == {}


# ---------------------------------------------------------------- readable (issue 23)


def _readable_cases(game: str) -> list[Any]:
    """The sampled cases at the sizes the issue names (1024x640 and 1280x800, 100% and
    125%), every position at one of them."""
    wanted = [((1024, 640), 1.0), ((1280, 800), 1.25), ((1024, 640), 1.25), ((1280, 800), 1.0)]
    out = []
    for i, p in enumerate(all_positions(game, seat_counts(game))):
        size, ui = wanted[i % len(wanted)]
        out.append(Case(p, size, ui))
    return out


def _not_card_names(found: dict[str, list[str]]) -> dict[str, list[str]]:
    kept = {k: [f for f in v if not f.startswith("card ")] for k, v in found.items()}
    return {k: v for k, v in kept.items() if v}


@pytest.mark.parametrize("game", GAMES)
def test_labels_buttons_and_the_bar_read_whole_and_controls_stay_put(game: str) -> None:
    """No label cut where its words matter, no button's words cut, no text under 11 px at
    100%, the bar's chips and status clear of its buttons, and no control moving while an
    amount or a selection changes within a step."""
    cases = _readable_cases(game) if not FULL else list(all_cases(all_positions(game)))
    found = _not_card_names(readable_sweep(cases))
    assert found == {}


@pytest.mark.parametrize("game", GAMES)
def test_card_names_read_at_11_px_at_least(game: str) -> None:
    """A card's name on its face is not squeezed sideways below 11 px (times the UI scale
    below 100%) where it shows: on the smallest faces (AIM's market, Tavern Keepers'
    adventurers and quests, long store names at 1024x640) a long name takes a third line
    in place of the picture (ui/widgets/face.py)."""
    cases = _readable_cases(game) if not FULL else list(all_cases(all_positions(game)))
    found = readable_sweep(cases)
    names = {k: [f for f in v if f.startswith("card ")] for k, v in found.items()}
    assert {k: v for k, v in names.items() if v} == {}


def test_the_bar_keeps_chips_and_status_clear_of_its_buttons() -> None:
    """Brick & Mortar's seven phase chips and a long status at 1024x640 and 125%: the
    chips shorten and the status shrinks or wraps; nothing runs under Hint/Undo/Redo/Menu."""
    from ui.layout.check import check_chrome
    from ui.table.chrome import bar_layout, place_chrome
    from ui.theme import Fonts
    from ui.widgets.button import Button

    for size, ui in (((1024, 640), 1.0), ((1024, 640), 1.25), ((1280, 800), 1.25)):
        _, scale = table_geometry(size, ui)
        fonts = Fonts(scale)
        bar = [Button(w, lambda: None) for w in ("Hint", "Undo", "Redo", "Menu")]
        phases = ("Build", "Advertise", "Supply", "Sale", "Inventory", "Utilities", "Invest")
        status = "Dungeon 2, round 10  -  Bartholomew Oakenshield-Smythe and Cleo to act"
        place_chrome(fonts, size, phases, 3, status, "", None, bar, [])
        right = min(b.rect.left for b in bar) - 8
        laid = bar_layout(fonts, size[0], phases, 3, status, right)
        assert check_chrome(fonts, laid, bar, []) == []
        assert laid.status_rect.right <= right


def test_a_long_name_in_the_bar_reads_whole_at_150_percent() -> None:
    """Loot Roll's status with a 30-letter name at 1024x640 and 150%: beside the current
    chip alone it takes smaller words (never under 11 px) on two lines or three, not a
    cut name."""
    from ui.layout.check import check_chrome
    from ui.table.chrome import bar_layout, place_chrome
    from ui.theme import Fonts
    from ui.widgets.button import Button

    phases = ("Dungeon", "Fight", "Loot rolls", "Town", "The end")
    for status in (
        "Dungeon 2, round 10  -  Bartholomew Oakenshield-Smythe to act",
        "Town after dungeon 2  -  Bartholomew Oakenshield-Smythe and Esmeralda Windwhistle",
    ):
        for ui in (1.25, 1.5):
            _, scale = table_geometry((1024, 640), ui)
            fonts = Fonts(scale)
            bar = [Button(w, lambda: None) for w in ("Hint", "Undo", "Redo", "Menu")]
            place_chrome(fonts, (1024, 640), phases, 0, status, "", None, bar, [])
            right = min(b.rect.left for b in bar) - 8
            laid = bar_layout(fonts, 1024, phases, 0, status, right)
            assert check_chrome(fonts, laid, bar, []) == [], (status, ui)
            assert " ".join(laid.status_lines).split() == status.split()
            assert laid.status_rect.bottom <= round(46 * scale)


@pytest.mark.parametrize("ui_scale", [1.0, 1.25, 1.5])
def test_tavern_keepers_quest_columns_keep_their_titles_whole(ui_scale: float) -> None:
    """At 1024x640 each of the three quest columns is titled with its number and its count
    ("Q1 (3)" at least, bold) whole: the column is as wide as that title even when its
    cards are smaller (it was "Que…" at 125%, and no title at all at 150%)."""
    import re

    quest_title = re.compile(r"^(Quest |Q)([123])\b.*\((\d+)\)$|^Quest ([123]): (\d+) cards?$")
    for p in all_positions("tavern-keepers"):
        lay, _, _ = lay_out(Case(p, (1024, 640), ui_scale))
        titles = [lab for lab in lay.labels if lab.region == "board" and lab.bold]
        got = [m for lab in titles if (m := quest_title.match(lab.text))]
        assert len(got) == 3 and not any(lab.cut for lab in titles), (
            p.label,
            [lab.text for lab in titles],
        )


@pytest.mark.parametrize("ui_scale", [1.0, 1.25])
def test_a_long_player_name_leaves_an_inns_and_outcasts_button_whole(ui_scale: float) -> None:
    """Inns & Outcasts' buttons that name a player ("Aim at Bartholomew Oakenshield-Smythe
    instead", "Block ...", "Pay ... 1") carry the seat's short name (``button_name``) so
    their words read whole in the 220 px panel at 1024x640; the hint's words (the adapter's
    ``action_words``) keep the full name."""
    from ui.layout.check import check_chrome
    from ui.table.registry import adapter_for
    from ui.theme import Fonts

    adapter = adapter_for("inns-and-outcasts")
    long_name = "Bartholomew Oakenshield-Smythe"
    aims = 0
    for p in [*all_positions("inns-and-outcasts"), _aiming_at_the_long_name()]:
        if long_name not in p.names:
            continue
        case = Case(p, (1024, 640), ui_scale)
        shown = show(adapter, case)
        named = [
            (b, a)
            for b, a in zip(shown.buttons, shown.actions, strict=True)
            if "Bartholomew" in b.label
        ]
        if not named:
            continue
        fonts = Fonts(table_geometry(case.size, ui_scale)[1])
        assert check_chrome(fonts, _no_bar(), [], [b for b, _ in named]) == [], p.label
        for b, a in named:
            assert long_name not in b.label, b.label
            aims += b.label.startswith("Aim at ")
            if b.label.startswith(("Aim at ", "Block ", "Pay ")):
                assert long_name in adapter.action_words(a, p.view, p.names), b.label
    assert aims, "no position offers to aim at the seat with the long name"


def _aiming_at_the_long_name() -> Position:
    """Cleo's Bounty Hunter asks where to aim, its aim on Ana: the panel offers "Aim at
    Bartholomew ... instead" (the sweep's greedy games may or may not reach one)."""
    from game.games.inns_and_outcasts import actions as act
    from tests.inns_and_outcasts.conftest import BOOK, DRAGON, WAGON, start

    hunter = 2
    match = start([{"hand": WAGON}, {"hand": WAGON}, {"hand": DRAGON}])
    for seat in range(3):
        want = "Bounty Hunter" if seat == hunter else "Bard"
        mine = next(c for c in match.state.players[seat].hand if BOOK(c).character == want)
        match.apply(seat, act.PlaceCard(card=mine))
    while hunter not in match.to_act():
        seat = match.to_act()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    view = match.view(hunter)
    legal = tuple(match.legal_actions(hunter))
    return Position("inns-and-outcasts", 3, view.phase, "aim", view, hunter, NAMES[:3], legal)


def _no_bar() -> Any:
    """An empty bar (the check of the panel's buttons alone)."""
    from ui.table.chrome import BarLayout

    return BarLayout([], 16, [], pygame.Rect(0, 0, 0, 0))


@pytest.mark.parametrize(
    "label",
    [
        "Attack Bartholomew (72%)",
        "Previous: Bounty Hunter (goblin, good)",
        "Target Esmeralda: up to 3 Starting Loot",
        "Play Dispel against Battle Cry (+3)",
    ],
)
def test_a_long_button_reads_whole_in_the_panel_at_150_percent(label: str) -> None:
    """At 1024x640 and 150% the panel stays 240 px wide (the table needs the rest): a long
    button (AIM's attack and its odds, Inns & Outcasts' copies and targets, Loot Roll's
    play) takes a smaller size on two lines, never under 13 px (the smallest a button's
    words are at 100%), not a cut; at 100% no button takes a size under its usual ones."""
    from ui.layout.check import check_chrome
    from ui.table.chrome import place_chrome
    from ui.theme import Fonts
    from ui.widgets.button import LABEL_LEAST_PX, LABEL_SIZES, Button, fit_label

    _, scale = table_geometry((1024, 640), 1.5)
    fonts = Fonts(scale)
    bar = [Button(w, lambda: None) for w in ("Hint", "Undo", "Redo", "Menu")]
    button = Button(label, lambda: None)
    place_chrome(fonts, (1024, 640), ("Play",), 0, "Turn 1", "", None, bar, [button])
    assert button.rect.w == 220
    assert check_chrome(fonts, _no_bar(), [], [button]) == []
    size, lines = fit_label(fonts, label, button.rect)
    assert " ".join(lines) == label and len(lines) <= 2
    assert round(size * scale) >= LABEL_LEAST_PX
    one = Fonts(1.0)
    narrow = pygame.Rect(0, 0, 120, 38)
    assert fit_label(one, label, narrow)[0] in LABEL_SIZES
