"""Card faces, icons and the zoom (issue 13, "Card faces and art"): every face of both games
renders at every table size from the smallest to 4K; names never under 14 px; numbers as
icons, never the old stat codes; text contrast at least 4.5:1; the zoom sits beside the
hovered card, never over it, the pointer or the log panel."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core.model import SeatInfo
from game.registry import get_rules
from ui.autoplay import FRAME, key, make_app, play_bots_to_end, settle, start_game
from ui.games import UI_GAMES
from ui.widgets.face import (
    FULL,
    TINY,
    FaceLayout,
    FaceSpec,
    card_size,
    laid_out,
    layout_face,
    render_face,
    squeezed_size,
    tier_of,
)
from ui.widgets.fit_text import MIN_TEXT, NAME_LEAST
from ui.widgets.ink import MIN_CONTRAST, contrast

TABLE_SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
WIDTHS = [26, 36, 42, 52, 56, 63, 68, 71, 91, 101, 115, 138, 180, 203, 235, 284, 400, 568]
"""Face widths the tables use, from Tavern Keepers' smallest hand backs at 1024x640 (26 px)
through the market, hand and tavern cards up to the zoom of a 4K table card (568 px)."""
OLD_CODES = re.compile(r"\b(Hd|Bk|Bd|Hn|2H)\b|\b[ADGCW]\d+\b|\b\d+[ADGC]\b")


@pytest.fixture(autouse=True)
def fonts_ready() -> Iterator[None]:
    """Fonts work (and icons convert) without an app window."""
    pygame.font.init()
    yield


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def aim_designs() -> list[int]:
    from game.games.aim.book import card_book

    book = card_book()
    return [book.by_name(d.name)[0] for d in book.cardset.cards]


def tk_designs() -> list[int]:
    from game.games.tavern_keepers.cards import card_book

    first: dict[str, int] = {}
    for face in card_book().faces:
        first.setdefault(face.name, face.id)
    return list(first.values())


def all_specs() -> Iterator[tuple[str, FaceSpec]]:
    from ui.games.aim.cards import card_spec
    from ui.games.tavern_keepers.cards import tk_spec

    for c in aim_designs():
        yield f"aim:{c}", card_spec(c)
    for c in tk_designs():
        yield f"tk:{c}", tk_spec(c)


def test_every_face_of_both_games_renders_at_every_table_size() -> None:
    from ui.games.aim.cards import card_face
    from ui.games.tavern_keepers.cards import tk_card_face

    faces = [(card_face, c) for c in aim_designs()] + [(tk_card_face, c) for c in tk_designs()]
    assert len(faces) > 80
    for draw, card in faces:
        for w in WIDTHS:
            img = draw(card, w)
            assert img.get_size() == card_size(w)
            # something is drawn in the middle of the card (not a blank face)
            assert img.get_at((w // 2, round(w * 0.7)))[3] == 255


def test_names_are_never_under_14_px() -> None:
    """DESIGN.md Table feel: text at least 14 px at 1x. From the small tier up (56 px and
    wider: every face a table shows at 1280x800) a face always shows its name, at 14 px or
    more; a tiny face shows it only when it fits at 14 px."""
    for where, spec in all_specs():
        for w in WIDTHS:
            lay = layout_face(spec, w)
            titles = lay.text("title")
            if tier_of(w) != TINY:
                assert titles, f"{where} at {w} px shows no name"
            assert all(t.size >= MIN_TEXT for t in titles), (where, w, titles)
            words = [t for t in lay.texts if t.role not in ("mark", "corner")]
            assert all(t.size >= MIN_TEXT for t in words), (where, w)
            if titles:  # the whole name, maybe hyphenated across lines
                joined = " ".join(t.text for t in titles).replace("- ", "").replace("-", "")
                assert joined == spec.title.replace("-", ""), (where, w, joined)


SMALL_WIDTHS = [*range(56, 72), 80, 91, 99]
"""The small faces, where names squeeze: every width the tables draw between 56 px (the
least, at 1024x640) and 71 px, and a few up to the medium tier."""


@pytest.mark.parametrize("game", [e.game_id for e in UI_GAMES])
def test_every_name_reads_at_11_px_at_least_on_every_face(game: str) -> None:
    """Issue 23 (no text under 11 px): at every table width a card's name shows, every line
    of it reads at ``NAME_LEAST`` px or more (a line squeezed sideways reads smaller,
    face.squeezed_size): a long name takes another line rather than letters squeezed
    thinner. Every design of every game, through its table's own face."""
    entry = next(e for e in UI_GAMES if e.game_id == game)
    adapter = entry.table()
    designs = {g.card_id for g in entry.glossary()}
    checked = 0
    for card in sorted(designs):
        for w in [*SMALL_WIDTHS, *WIDTHS]:
            lay = laid_out(adapter.face(card, w))
            if lay is None:  # not a spec face (a crate, a token)
                continue
            for t in lay.text("title"):
                checked += 1
                assert squeezed_size(t) >= NAME_LEAST, (game, card, w, t.text, squeezed_size(t))
    assert checked > len(designs)


@pytest.mark.parametrize(
    ("name", "width", "most", "lines"),
    [
        ("Clothing & Electronics", 50, 3, ["Clothing &", "Electronics"]),  # not "& Electron-"
        ("Ellory Fernwhistle", 52, 3, ["Ellory", "Fernwhistle"]),  # whole: reads 11+ px
        ("Old Treasure Map", 50, 3, ["Old", "Treasure", "Map"]),
        ("Dragonscale Mail", 50, 3, ["Dragon-", "scale", "Mail"]),  # between syllables
        ("Advertisement Agency", 50, 3, ["Adver-", "tisement", "Agency"]),
        ("Hilde Two-Axes", 30, 3, ["Hilde", "Two-", "Axes"]),  # at its own hyphen
        ("Clear the Cellar Rats", 77, 2, ["Clear the", "Cellar Rats"]),  # least squeezed
    ],
)
def test_names_break_where_they_read_best(
    name: str, width: int, most: int, lines: list[str]
) -> None:
    """A name squeezed onto lines breaks where its most squeezed line reads largest, keeps
    words whole unless one alone would read under 11 px, and hyphenates between syllables."""
    from ui.widgets.fit_text import squeezed_lines

    assert squeezed_lines(name, width, MIN_TEXT, most) == lines


def test_no_face_shows_the_old_stat_codes() -> None:
    for where, spec in all_specs():
        for w in WIDTHS:
            for t in layout_face(spec, w).texts:
                if t.role in ("text", "flavour"):
                    continue  # the card's own sentences
                assert not OLD_CODES.search(t.text), (where, w, t.text)


def test_aim_numbers_are_icons_with_numbers() -> None:
    """Stats as icons with numbers: sword Attack, shield Defense, coin Gold, bag Carry,
    weight, and the slot as a silhouette on a tile."""
    from game.games.aim.book import card_book
    from ui.games.aim.cards import card_spec
    from ui.games.aim.icons import SLOTS, STATS

    book = card_book()
    claymore = card_spec(book.by_name("Claymore")[0])
    lay = layout_face(claymore, 180)
    assert (STATS["attack"], "5") in {(c.icon, c.value) for c in claymore.chips}
    assert {i.name for i in lay.icons if i.role == "slot"} == {SLOTS["hand"]}
    assert {i.name for i in lay.icons if i.role == "chip"} >= {STATS["attack"], STATS["weight"]}
    assert "5" in {t.text for t in lay.texts if t.role == "chip"}
    potato = card_spec(book.by_name("Potato")[0])
    assert {(c.icon, c.value) for c in potato.footer} == {
        (STATS["gold"], "1"),
        (STATS["weight"], "1"),
    }


def test_text_on_every_face_has_contrast_of_at_least_4_5() -> None:
    for where, spec in all_specs():
        for w in (42, 68, 101, 240):
            lay: FaceLayout = layout_face(spec, w)
            for t in lay.texts:
                assert contrast(t.fg, t.bg) >= MIN_CONTRAST, (where, w, t.role, t.fg, t.bg)


def test_colour_is_never_the_only_cue() -> None:
    """Every face carries its type or colour as a mark (letters) in the band, not only a hue."""
    for where, spec in all_specs():
        lay = layout_face(spec, 68)
        assert [t.text for t in lay.text("mark")] == [spec.mark] and spec.mark, where


def test_the_zoomed_face_shows_the_full_text_or_the_zoom_says_it() -> None:
    from ui.widgets.face import zoom_words
    from ui.widgets.zoom import MIN_FACE_W

    for where, spec in all_specs():
        lay = layout_face(spec, MIN_FACE_W)
        assert tier_of(MIN_FACE_W) == FULL
        shown = " ".join(t.text for t in lay.texts if t.role in ("text", "flavour"))
        words = zoom_words(spec, MIN_FACE_W)
        for sentence in (spec.text, spec.flavour):
            if sentence:
                assert sentence.split()[-1] in shown or sentence in words, where


def test_faces_are_cached_per_card_and_size() -> None:
    from ui.games.aim.cards import card_face

    card = aim_designs()[3]
    assert card_face(card, 91) is card_face(card, 91)
    assert card_face(card, 91) is not card_face(card, 92)


# ---------------------------------------------------------------- icons


def test_the_icon_cache_returns_the_same_surface() -> None:
    from ui.widgets.icons import icon

    a = icon("broadsword", 32, (10, 20, 30))
    assert a is icon("broadsword", 32, (10, 20, 30))
    assert a.get_size() == (32, 32)
    assert icon("broadsword", 33, (10, 20, 30)).get_size() == (33, 33)
    assert a is not icon("broadsword", 32, (200, 20, 30))


def test_an_icon_is_drawn_in_the_colour_asked() -> None:
    from ui.widgets.icons import icon

    img = icon("shield", 40, (200, 30, 40))
    opaque = [
        img.get_at((x, y)) for x in range(40) for y in range(40) if img.get_at((x, y))[3] == 255
    ]
    assert opaque and all(tuple(c)[:3] == (200, 30, 40) for c in opaque)


def test_a_missing_icon_falls_back_to_a_drawn_stand_in(caplog) -> None:  # type: ignore[no-untyped-def]
    from ui.widgets.face import Chip, layout_face
    from ui.widgets.icons import has_icon, icon, stand_in

    assert not has_icon("no-such-icon-anywhere")
    img = icon("no-such-icon-anywhere", 24, (1, 2, 3))
    assert img.get_size() == (24, 24)
    expected = stand_in("no-such-icon-anywhere", 24, (1, 2, 3))
    assert pygame.image.tobytes(img, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    assert any(img.get_at((x, 12))[3] for x in range(24))
    # a face naming a missing picture still renders
    spec = FaceSpec(
        "Odd Card", (90, 90, 160), "O", picture="no-such-icon-anywhere", chips=(Chip("nope", "1"),)
    )
    assert render_face(spec, 91).get_size() == card_size(91)
    assert layout_face(spec, 91).icons


def test_an_unreadable_icon_file_falls_back(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ui.widgets.icons as icons

    monkeypatch.setattr(icons, "_svg_text", lambda name: "<svg this is not svg")
    icons.icon.cache_clear()
    try:
        img = icons.icon("broadsword", 20, (5, 5, 5))
        assert img.get_size() == (20, 20)
    finally:
        icons.icon.cache_clear()


# ---------------------------------------------------------------- the art pipeline


def _make_icons():  # type: ignore[no-untyped-def]
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "art" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_icon_the_app_names_is_in_art_icons_with_its_licence() -> None:
    mk = _make_icons()
    assert mk.missing() == []
    licence = (mk.OUT / "LICENSE.txt").read_text("utf-8")
    assert "CC BY 3.0" in licence and "game-icons.net" in licence and "Lorc" in licence
    shipped = {p.stem for p in mk.OUT.glob("*.svg")}
    assert shipped == set(mk.wanted())  # exactly the icons used, none stale
    assert (
        sum(p.stat().st_size for p in mk.OUT.glob("*.svg")) < 600_000
    )  # five games, about 260 icons: still a few hundred KB (ART.md)


def test_make_icons_picks_up_icon_fields_of_new_content_files(tmp_path: Path) -> None:
    import json

    mk = _make_icons()
    game = tmp_path / "game" / "games" / "new_game"
    game.mkdir(parents=True)
    (game / "cards.json").write_text(
        json.dumps({"cards": [{"name": "A", "icon": "potato"}, {"x": [{"icon": "rat"}]}]})
    )
    (game / "broken.json").write_text("{not json")
    uses = mk.content_uses(tmp_path)
    assert set(uses) == {"potato", "rat"}
    source = tmp_path / "icons.json"
    body = '<path fill="currentColor" d="M0 0h512v512H0z"/>'
    names = set(mk.wanted(tmp_path))
    source.write_text(json.dumps({"icons": {n: {"body": body} for n in names}, "width": 512}))
    out = tmp_path / "out"
    out.mkdir()
    (out / "stale-icon.svg").write_text("old")
    mk.build(source, out, tmp_path)
    assert {p.stem for p in out.glob("*.svg")} == names
    assert "potato" in (out / "LICENSE.txt").read_text("utf-8")
    (game / "more.json").write_text(json.dumps({"icon": "no-such-icon"}))
    with pytest.raises(SystemExit, match="no-such-icon"):
        mk.build(source, out, tmp_path)


# ---------------------------------------------------------------- the zoom


def test_zoom_is_beside_the_card_never_over_it_the_pointer_or_outside_its_area() -> None:
    """Cards of every table width all over the table area at several window sizes, the
    pointer anywhere on the card: the zoom stays in the area, off the card and the pointer,
    and flips to the left near the right edge."""
    from ui.widgets.zoom import place_zoom, zoom_face_width

    rng = random.Random(13)
    tried = placed = 0
    for w, h in TABLE_SIZES:
        panel_w = min(max(240, round(w * 0.22)), 400)
        area = pygame.Rect(0, 46, w - panel_w, h - 46)
        log = pygame.Rect(area.right, 46, panel_w, h - 46)
        for cw in (26, 52, 68, 91, 138, 203, 284):
            ch = round(cw * 1.4)
            if ch > area.h:
                continue
            fw = zoom_face_width(cw)
            size = (fw + 250 + 30, round(fw * 1.4) + 20)
            for x in range(area.left, area.right - cw + 1, max(8, (area.w - cw) // 23)):
                for y in range(area.top, area.bottom - ch + 1, max(8, (area.h - ch) // 11)):
                    card = pygame.Rect(x, y, cw, ch)
                    pointer = (x + rng.randrange(cw), y + rng.randrange(ch))
                    got = place_zoom(area, card, pointer, size)
                    tried += 1
                    if got is None:
                        continue
                    placed += 1
                    r, side = got
                    assert area.contains(r) and not r.colliderect(log)
                    assert not r.colliderect(card)
                    assert not r.collidepoint(pointer)
                    if card.right + 10 + size[0] > area.right and side in ("right", "left"):
                        assert side == "left"
    assert placed > 0.8 * tried, (placed, tried)  # the rest: cards too big for their area


def test_zoom_always_finds_room_at_the_table_sizes() -> None:
    from ui.widgets.zoom import zoom_face_width, zoom_layout

    for w, h in TABLE_SIZES:
        panel_w = min(max(240, round(w * 0.22)), 400)
        area = pygame.Rect(0, 46, w - panel_w, h - 46)
        for cw in (52, 68, 91, 138):
            ch = round(cw * 1.4)
            for x in range(area.left, area.right - cw, 37):
                for y in (area.top, area.centery - ch // 2, area.bottom - ch):
                    card = pygame.Rect(x, y, cw, ch)
                    rects = zoom_layout(
                        area, card, card.center, zoom_face_width(cw), 250, lambda tw: 200
                    )
                    assert rects is not None, (w, h, card)
                    assert rects.face.w >= cw  # never smaller than the card itself
                    assert rects.panel.contains(rects.face)


@pytest.mark.parametrize("game", [e.game_id for e in UI_GAMES])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_hovering_any_card_on_the_table_zooms_beside_it(game, size, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The real table: hover (or right-click) every face-up card; the zoom the scene draws
    never covers that card, the pointer or the log panel."""
    import ui.table.render as table_module  # the table draws its zoom there
    from ui.widgets.zoom import draw_zoom

    drawn: list[tuple[pygame.Rect, tuple[int, int], object]] = []

    def spy(surface, fonts, bounds, card, pointer, face, lines):  # type: ignore[no-untyped-def]
        rects = draw_zoom(surface, fonts, bounds, card, pointer, face, lines)
        drawn.append((card, pointer, rects))
        return rects

    monkeypatch.setattr(table_module, "draw_zoom", spy)
    app = make_app(tmp_path, size)
    try:
        rules = get_rules(game)
        assert rules is not None
        bots = [SeatInfo(name=n, kind="bot", level="greedy") for n in ("Ben", "Cleo", "Dov")]
        seats = [SeatInfo(name="Ana"), *bots[: max(2, rules.min_seats) - 1]]
        scene = start_game(app, seats, seed=5, game=game)
        settle(app, 2)
        log = scene.panel_rect()
        sprites = [s for s in scene.layout.cards if s.face_up and s.card is not None]
        assert sprites
        for sprite in sprites:
            for point in (sprite.rect.center, sprite.rect.topleft, sprite.rect.bottomright):
                drawn.clear()
                scene.mouse = (min(point[0], size[0] - 1), min(point[1], size[1] - 1))
                scene.zoom_card, scene.zoom_pinned = sprite.card, True
                scene.draw(app.screen)
                assert drawn, "the scene drew no zoom"
                card, pointer, rects = drawn[-1]
                assert rects is not None
                panel = rects.panel  # type: ignore[attr-defined]
                assert not panel.colliderect(card)
                assert not panel.collidepoint(pointer)
                assert not panel.colliderect(log)
                assert panel.bottom <= size[1] and panel.left >= 0
    finally:
        pygame.display.quit()


# ---------------------------------------------------------------- game over


def _finished(app, seats: list[SeatInfo], seed: int):  # type: ignore[no-untyped-def]
    """A finished game: bot seats play themselves, human seats are played greedily."""
    import random as _random

    from game.bots import make_bot
    from ui.session import wait_for_bot

    scene = start_game(app, seats, seed=seed)
    s = scene.session
    me = make_bot("greedy", "aim")
    rng = _random.Random(seed)
    for _ in range(20_000):
        if s.match.is_over:
            break
        if s.worker.busy:
            wait_for_bot(s)
            continue
        seat = s.human_to_act()
        if seat is not None:
            s.viewer = seat
            s.apply(seat, me.choose(s.match.view(seat), s.match.legal_actions(seat), rng))
        elif s.start_bot():
            wait_for_bot(s)
    assert s.match.is_over
    return s


def test_game_over_asks_no_quote_when_a_bot_won(app) -> None:  # type: ignore[no-untyped-def]
    from ui.hall_of_fame import load_hall
    from ui.scenes.game_over import GameOverScene

    bots = [
        SeatInfo(name="Ana (bot)", kind="bot", level="greedy"),
        SeatInfo(name="Ben (bot)", kind="bot", level="random"),
    ]
    scene = start_game(app, bots, seed=2)
    play_bots_to_end(scene.session)
    over = GameOverScene(app, scene.session)
    app.push(over)
    settle(app, 2)
    assert over.outcome is not None and over.outcome.winners
    assert not over.quote_wanted and not over.typing
    assert "Save quote" not in [b.label for b in over.buttons]
    winners = [scene.session.seat_names[w] for w in over.outcome.winners]
    assert all(name in over.headline() for name in winners)
    marked = [text for text, _ in over.result_lines() if text.endswith("winner")]
    assert len(marked) == len(winners)
    assert all(t.endswith(" - winner") and not t.endswith("  - winner") for t in marked)
    app.step([key(pygame.K_h, unicode="h"), key(pygame.K_i, unicode="i")], FRAME)
    app.step([key(pygame.K_RETURN)], FRAME)
    over.to_menu()
    hall, _ = load_hall(app.dirs.hall_of_fame)
    assert over.quote == "" and not hall.entries


def test_game_over_asks_the_winning_human_for_a_quote(app) -> None:  # type: ignore[no-untyped-def]
    from ui.hall_of_fame import load_hall
    from ui.scenes.game_over import GameOverScene

    seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben (bot)", kind="bot", level="random")]
    session = _finished(app, seats, seed=4)
    over = GameOverScene(app, session)
    app.push(over)
    settle(app, 1)
    assert over.outcome is not None
    assert list(over.outcome.winners) == [0], "greedy play should beat the random bot here"
    assert over.quote_wanted and over.human_winners() == [0]
    app.step([key(pygame.K_h, unicode="H"), key(pygame.K_i, unicode="i")], FRAME)
    app.step([key(pygame.K_RETURN)], FRAME)
    hall, _ = load_hall(app.dirs.hall_of_fame)
    assert hall.entries[-1].quote == "Hi" and hall.entries[-1].winner == "Ana"


# ---------------------------------------------------------------- the mat headers


def test_mat_headers_name_every_number_and_say_where_battle_bonuses_come_from() -> None:
    """An offered attack never sits beside a bare "Attack 0": a battle-only bonus is shown
    with the cards it comes from; the Gold is the Gold to spend now."""
    from tests.aim.conftest import start as aim_start
    from ui.games.aim.table import AimTable

    m = aim_start(
        {
            "phase": "market_trash",
            "players": [
                {
                    "mat": [["Attack Dog", "companion"], ["Bread", "store"]],
                    "gold": 2,
                },
                {},
            ],
        }
    )
    view = m.view(0)
    words = AimTable().mat_words(view, view.players[0], lambda text: True)
    assert "Attack 0 (1 in battle: Attack Dog)" in words
    assert f"Gold {view.players[0].gold_now} when selling" in words
    assert view.players[0].gold_now == 2 + 2
    assert not OLD_CODES.search(words)
    short = AimTable().mat_words(view, view.players[0], lambda text: len(text) < 50)
    assert "(1 in battle)" in short and not OLD_CODES.search(short)


def test_table_labels_show_no_stat_codes_during_a_game(app) -> None:  # type: ignore[no-untyped-def]
    from ui.autoplay import play_one_action_by_mouse

    seats = [
        SeatInfo(name="Ana"),
        SeatInfo(name="Ben", kind="bot", level="greedy"),
        SeatInfo(name="Cleo", kind="bot", level="greedy"),
    ]
    scene = start_game(app, seats, seed=3)
    rng = random.Random(2)
    seen = 0
    for _ in range(400):
        if scene.session.match.is_over:
            break
        if scene.legal:
            play_one_action_by_mouse(app, scene, rng)
        settle(app, 1)
        for label in scene.layout.labels:
            assert not OLD_CODES.search(label.text), label.text
        # the viewer's mat (its title and its stats, laid out in the "mat" region) shows the
        # Gold to spend now
        mine = " | ".join(lab.text for lab in scene.layout.labels if lab.region == "mat")
        me = scene.session.viewer
        if "Your mat" in mine and me is not None and scene.view.players[me].gold_now is not None:
            assert f"Gold {scene.view.players[me].gold_now}" in mine
            seen += 1
    assert seen > 20
