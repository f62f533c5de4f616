"""The layout toolkit (ui/layout): regions by weights and anchors, labels that shorten or
move instead of colliding, piles that fan or stack with a count, hands inside their panel,
seats around a table for 2 to 8 players, and the checker that verifies a layout from its
rects (DESIGN.md "Table feel": hit targets at least 32 px at 1x, text at least 14 px)."""

from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.ui.sweep import table_geometry
from ui.layout.builder import NAME_STRIP, Builder, card_h, card_w, name_strip
from ui.layout.cards import fit_width, groups, hand, pile, row_rects, stack
from ui.layout.check import check_layout, shown_part
from ui.layout.regions import anchor, cols, grid, inset, rows, split
from ui.layout.seats import around_table, split_sides
from ui.layout.stats import stat_chips, stat_text
from ui.layout.text import TEXT, ellipsize, fit, measure

pygame.font.init()

TABLE = pygame.Rect(0, 0, 1000, 700)


def _clean(b: Builder, table: pygame.Rect = TABLE) -> list[str]:
    return check_layout(b.lay, table, b.scale)


# ---------------------------------------------------------------- regions
@given(
    total=st.integers(0, 3000),
    weights=st.lists(st.floats(0, 10), min_size=1, max_size=8),
    data=st.data(),
)
def test_split_adds_up_and_keeps_minimums_while_they_fit(total, weights, data) -> None:  # type: ignore[no-untyped-def]
    mins = data.draw(st.lists(st.integers(0, 400), min_size=len(weights), max_size=len(weights)))
    parts = split(total, weights, mins)
    assert sum(parts) == total and all(p >= 0 for p in parts)
    if sum(mins) <= total:
        assert all(p >= m for p, m in zip(parts, mins, strict=True))


def test_split_shares_by_weight_and_a_zero_weight_is_a_fixed_size() -> None:
    assert split(300, [1, 2], None) == [100, 200]
    assert split(300, [0, 1, 1], [100, 0, 0]) == [100, 100, 100]
    assert split(100, [1, 1], [80, 80]) == [50, 50]  # minimums that do not fit shrink evenly


def test_rows_and_columns_tile_the_rect_with_their_gaps() -> None:
    r = pygame.Rect(10, 20, 300, 200)
    bands = rows(r, [1, 2, 1], gap=6)
    assert bands[0].top == r.top and bands[-1].bottom == r.bottom
    assert all(a.bottom + 6 == b.top for a, b in zip(bands, bands[1:], strict=False))
    columns = cols(r, [1, 1, 1], [0, 150, 0], gap=4)
    assert columns[1].w == 150 and columns[-1].right == r.right


@pytest.mark.parametrize(
    "where",
    [
        "topleft",
        "midtop",
        "topright",
        "midleft",
        "center",
        "midright",
        "bottomleft",
        "midbottom",
        "bottomright",
    ],
)
def test_anchor_puts_a_box_at_that_side_inside_the_margin(where: str) -> None:
    outer = pygame.Rect(0, 0, 200, 100)
    box = anchor(outer, (40, 20), where, margin=5)
    assert inset(outer, 5).contains(box)
    assert getattr(box, where) == getattr(inset(outer, 5), where)
    with pytest.raises(ValueError):
        anchor(outer, (1, 1), "middle")


def test_grid_fits_every_cell_inside_its_box() -> None:
    box = pygame.Rect(0, 0, 100, 30)
    cells = grid(7, box, 40, 2)
    assert len(cells) == 7 and all(box.contains(c) for c in cells)
    assert len({c.w for c in cells}) == 1
    assert grid(3, pygame.Rect(0, 0, 0, 10), 10, 2) == []


# ---------------------------------------------------------------- text
def test_a_label_takes_the_first_wording_that_fits_then_an_ellipsis() -> None:
    full = "Uncommon 18"
    w = measure(full, TEXT, 1.0)[0]
    assert fit([full, "Unc. 18"], w, TEXT, 1.0) == full
    assert fit([full, "Unc. 18"], w - 1, TEXT, 1.0) == "Unc. 18"
    cut = fit(["Bartholomew Oakenshield-Smythe"], 80, TEXT, 1.0)
    assert cut is not None and cut.endswith("\u2026") and measure(cut, TEXT, 1.0)[0] <= 80
    assert ellipsize("Anything", 2, TEXT, 1.0) is None


def test_labels_move_or_shorten_instead_of_colliding() -> None:
    """The collision of "Pesky 12Premium 28": two labels wanting the same line."""
    b = Builder(1.25)
    box = pygame.Rect(0, 0, 160, 60)
    b.region("row", box)
    first = b.label("Pesky 12", "row", ((0, 0), "topleft"))
    assert first is not None
    after = b.text_w("Pesky 12") + 2 * b.pad
    # room on the line for a shorter wording only: it shortens
    second = b.label(["Premium 28", "Prem. 28", "28"], "row", ((after, 0), "topleft"))
    assert second is not None and second.text in ("Prem. 28", "28")
    # no room on the line at all: it moves to the next place offered
    third = b.label("Common 33", "row", [((10, 0), "topleft"), ((0, 30), "topleft")])
    assert third is not None and third.pos == (0, 30)
    # nowhere to go: left out, and noted
    assert b.label("Trash 3", "row", ((10, 0), "topleft"), ellipsis=False) is None
    assert b.dropped == ["Trash 3"]
    assert _clean(b, box) == []


@settings(max_examples=40, deadline=None)
@given(
    texts=st.lists(st.text("abcdefgh XYZ0123", min_size=1, max_size=30), min_size=1, max_size=25),
    scale=st.sampled_from([0.75, 1.0, 1.25, 1.5, 2.7]),
)
def test_placed_labels_never_overlap_and_stay_in_their_region(texts, scale) -> None:  # type: ignore[no-untyped-def]
    b = Builder(scale)
    region = b.region("box", pygame.Rect(10, 10, 300, 200))
    spots = [((region.left, y), "topleft") for y in range(region.top, region.bottom, 12)]
    for t in texts:
        b.label([t, t[:3]], "box", spots)
    assert not [f for f in _clean(b) if "label" in f]


# ---------------------------------------------------------------- cards
def test_name_strip_is_the_top_of_a_card_and_the_left_of_a_sideways_one() -> None:
    r = pygame.Rect(0, 0, 100, 140)
    assert name_strip(r) == pygame.Rect(0, 0, 100, round(140 * NAME_STRIP))
    side = pygame.Rect(0, 0, 140, 100)
    assert name_strip(side, sideways=True) == pygame.Rect(0, 0, round(140 * NAME_STRIP), 100)
    assert all(card_h(card_w(h)) <= h for h in range(10, 400))


def test_a_pile_fans_while_names_show_and_then_stacks_with_its_count() -> None:
    b = Builder(1.0)
    box = b.region("col", pygame.Rect(0, 0, 80, 260))
    sprites = pile(b, list(range(3)), box, 70, zone="q", region="col")
    assert [s.count for s in sprites] == [0, 0, 0]  # room for all three
    assert _clean(b) == []
    b = Builder(1.0)
    box = b.region("col", pygame.Rect(0, 0, 80, 200))
    sprites = pile(b, list(range(13)), box, 70, zone="q", region="col")
    shown = [s for s in sprites if s.name_rect is not None]
    counted = [s for s in sprites if s.count]
    assert len(counted) == 1 and counted[0].count == 13 - len(shown) + 1
    assert sprites[-1].name_rect is not None  # the newest card lies whole on top
    assert _clean(b) == []


def test_a_pile_the_viewer_picks_from_steps_at_least_a_hit_target() -> None:
    b = Builder(1.5)
    box = b.region("col", pygame.Rect(0, 0, 120, 500))
    sprites = pile(b, list(range(5)), box, 100, zone="bid", region="col", target=True)
    tops = [s.rect.top for s in sprites if s.name_rect is not None]
    assert all(b2 - a >= b.target for a, b2 in zip(tops, tops[1:], strict=False))
    assert _clean(b) == []


def test_a_stack_shows_its_top_card_with_the_count() -> None:
    b = Builder(1.0)
    b.region("r", pygame.Rect(0, 0, 100, 200))
    sprites = stack(b, [4, 5, 6], pygame.Rect(0, 0, 70, 98), zone="d", region="r", keep=3)
    assert [s.count for s in sprites] == [0, 0, 3]
    assert [s.name_rect is None for s in sprites] == [True, True, False]
    assert _clean(b) == []
    deep = stack(b, list(range(10, 40)), pygame.Rect(0, 100, 70, 98), zone="t", region="r")
    assert [s.card for s in deep] == [38, 39] and deep[-1].count == 30  # deeper cards not drawn


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(1, 14),
    w=st.integers(200, 2000),
    h=st.integers(60, 400),
    scale=st.sampled_from([0.75, 1.0, 1.5, 2.7]),
)
def test_a_hand_stays_inside_its_panel_and_never_hides_a_name(n, w, h, scale) -> None:  # type: ignore[no-untyped-def]
    """The fault of "hand cards hang over the panel's edge"."""
    b = Builder(scale)
    panel = b.region("hand", pygame.Rect(5, 5, w, h))
    sprites = hand(b, list(range(n)), panel, 200, 6, region="hand")
    assert len(sprites) == n
    assert all(panel.contains(s.rect) for s in sprites)
    faults = _clean(b, pygame.Rect(0, 0, w + 10, h + 10))
    assert not [f for f in faults if "name" in f or "leaves" in f]
    if fit_width(n, w, 6, 200) >= b.target and h >= card_h(b.target) * 1.05:
        assert faults == []


def test_groups_keep_first_appearance_order() -> None:
    assert groups([3, 1, 3, 2, 1], lambda c: c) == [[3, 3], [1, 1], [2]]
    assert len(row_rects(4, pygame.Rect(0, 0, 400, 100), 50, 10, "center")) == 4


# ---------------------------------------------------------------- seats
@pytest.mark.parametrize("n", range(1, 8))
def test_split_sides_keeps_the_top_while_seats_fit(n: int) -> None:
    left, top, right = split_sides(n, 4)
    assert left + top + right == n and top <= max(4, n) and abs(left - right) <= 1


def _seat_panel(b: Builder, region: str, name: str, cards: int) -> None:
    """A seat as a game shows it: its name, its numbers, a row of its cards."""
    box = inset(b.lay.regions[region], 4)
    b.label(name, region, ((box.left, box.top), "topleft"), bold=True)
    y = stat_chips(
        b,
        [("attack", 2), ("defense", 1), ("gold", 3), ("carry", "2/3")],
        pygame.Rect(box.left, box.top + b.line, box.w, 2 * b.line),
        region,
    )
    row = pygame.Rect(box.left, y + 2, box.w, box.bottom - y - 2)
    cw = min(fit_width(cards, row.w, 4, 90), card_w(row.h))
    for i, r in enumerate(row_rects(cards, row, cw, 4)):
        b.card(f"{region}:{i}", i, r, region, region)


@pytest.mark.parametrize("seats", range(2, 9))
def test_two_to_eight_seats_sit_around_a_1280x800_table_and_stay_readable(seats: int) -> None:
    """The viewer at the bottom, the others clockwise from the viewer's left; at 8 seats
    every seat still shows its whole name, its numbers and cards at least 40 px wide."""
    area, scale = table_geometry((1280, 800), 1.0)
    b = Builder(scale)
    ring = around_table(
        area, seats - 1, bottom_h=area.h // 3, band_h=area.h // 4, seat_w=300, gap=6
    )
    regions = [ring.bottom, *ring.others]
    for i, r in enumerate(regions):
        assert area.contains(r)
        for other in regions[i + 1 :]:
            assert not r.colliderect(other)
        assert r.w >= 200 and r.h >= 120, (seats, r)
    # clockwise seen from above, starting at the viewer's left
    cx, cy = area.center
    angles = [math.atan2(r.centery - cy, r.centerx - cx) for r in ring.others]
    turned = [(a - math.pi / 2) % (2 * math.pi) for a in angles]  # 0 = the viewer's side
    assert turned == sorted(turned)
    for i, r in enumerate(regions):
        b.region(f"seat{i}", r)
        _seat_panel(b, f"seat{i}", f"Player number {i + 1}", 4)
    assert _clean(b, area) == []
    assert not b.dropped
    texts = {lab.text for lab in b.lay.labels}
    assert all(f"Player number {i + 1}" in texts for i in range(seats))  # whole, not cut
    assert sum("Attack 2" in t for t in texts) >= 1
    assert min(s.rect.w for s in b.lay.cards) >= 40


def test_stat_words_read_as_words_with_numbers() -> None:
    assert stat_text("attack", 0) == "Attack 0"
    assert stat_text("carry", "2/3") == "Carry 2/3"
    assert stat_text("defense", 4, short=True) == "Def 4"


# ---------------------------------------------------------------- the checker
def test_the_checker_finds_each_kind_of_fault() -> None:
    b = Builder(1.0)
    b.region("a", pygame.Rect(0, 0, 300, 300))
    b.lay.labels.append(_label("Deck 0", (10, 10)))
    b.lay.labels.append(_label("Discard 6", (30, 10)))  # over the first: "deck 0discard 6"
    b.card("c1", 1, pygame.Rect(100, 100, 50, 70), "z", "a")
    b.card("c2", 2, pygame.Rect(120, 105, 50, 70), "z", "a")  # over c1's name
    b.card("c3", 3, pygame.Rect(280, 100, 50, 70), "z", "a")  # past the region's edge
    b.card("c4", 4, pygame.Rect(10, 200, 20, 28), "z", "a", target=True)  # too small to hit
    b.card("c5", 5, pygame.Rect(200, 200, 50, 70), "z", "nowhere")
    b.zone("drop", pygame.Rect(0, 250, 10, 10), drop=True)
    faults = _clean(b)
    kinds = ["labels overlap", "covers the name", "leaves its region", "under 32", "names no"]
    for kind in kinds:
        assert any(kind in f for f in faults), (kind, faults)
    assert any("drop zone drop" in f for f in faults)


def test_the_checker_accepts_a_counted_stack_and_a_cascade() -> None:
    b = Builder(1.0)
    b.region("a", pygame.Rect(0, 0, 300, 300))
    stack(b, [1, 2, 3], pygame.Rect(10, 10, 50, 70), zone="s", region="a", target=True)
    pile(b, [4, 5, 6], pygame.Rect(100, 10, 60, 280), 50, zone="p", region="a", target=True)
    assert _clean(b) == []
    cascade = [i for i, s in enumerate(b.lay.cards) if s.zone == "p"]
    assert shown_part(b.lay, cascade[0]).h < b.lay.cards[cascade[0]].rect.h
    # a face left uncovered without its name is a fault
    b.lay.cards[0].rect = pygame.Rect(200, 200, 50, 70)
    assert any("not wholly under" in f for f in _clean(b))


def _label(text: str, pos: tuple[int, int]):  # type: ignore[no-untyped-def]
    from ui.table.model import Label

    return Label(text, pos, TEXT, region="a")
