"""Rules help, settings and Hall of Fame scenes, driven headless through App.step."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.aim.book import card_book  # noqa: E402
from ui import theme  # noqa: E402
from ui.app import App  # noqa: E402
from ui.games import HELP, glossary  # noqa: E402
from ui.hall_of_fame import FameEntry, add_entry  # noqa: E402
from ui.jsonfile import load_model  # noqa: E402
from ui.paths import AppDirs  # noqa: E402
from ui.scene import Scene  # noqa: E402
from ui.scenes.hall_of_fame import HallOfFameScene  # noqa: E402
from ui.scenes.rules_help import GLOSSARY, RulesHelpScene  # noqa: E402
from ui.scenes.settings import SettingsScene  # noqa: E402
from ui.settings import Settings  # noqa: E402

RULEBOOK_NAME = "adventures-in-inventory-management.txt"
# shared/ sits beside the checkout (developers' machines and CI alike)
RULEBOOK_CANDIDATES = [
    Path(__file__).resolve().parents[2] / "shared" / "rulebooks" / RULEBOOK_NAME,
    Path("/work/shared/rulebooks") / RULEBOOK_NAME,
]
RULEBOOK = next((p for p in RULEBOOK_CANDIDATES if p.exists()), RULEBOOK_CANDIDATES[0])
SIZES = [
    ((1280, 800), 1.0),
    ((1024, 640), 1.0),
    ((3840, 2160), 1.0),
    ((1280, 800), 2.0),
    ((1024, 640), 2.0),
]


# ---------------------------------------------------------------- helpers
@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    theme._font.cache_clear()  # fonts made under an earlier pygame.init may be stale
    root = tmp_path / "home"
    dirs = AppDirs.under(root)
    application = App(size=(1280, 800), dirs=dirs)
    application.scenes.push(Scene(application))  # something to go back to
    yield application


def key(k: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod, scancode=0)


def text(s: str) -> list[pygame.event.Event]:
    return [key(ord(c.lower()) if c != " " else pygame.K_SPACE, c) for c in s]


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)
    )


def set_size(app: App, size: tuple[int, int], scale: float = 1.0) -> None:
    """Resize the window (and UI scale) the way the App sees it, then draw a frame."""
    if app.settings.ui_scale != scale:
        app.settings.ui_scale = scale
        app.save_settings()
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.016)
    assert app.screen.get_size() == size


def draw_everywhere(app: App) -> None:
    for size, scale in SIZES:
        set_size(app, size, scale)
        app.step([], 0.016)
        app.step([wheel(-1), key(pygame.K_PAGEDOWN), key(pygame.K_END)], 0.016)
    set_size(app, (1280, 800), 1.0)


# ---------------------------------------------------------------- rules help
def test_rules_help_sections_and_scrolling(app: App) -> None:
    scene = RulesHelpScene(app)
    app.push(scene)
    app.step([], 0.016)
    assert scene.items[0] == "Goal" and scene.items[-1] == GLOSSARY
    assert scene.focus == "list" and scene.selected == 0
    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN)], 0.016)
    assert scene.items[scene.selected] == "Your turn: Market"
    app.step([key(pygame.K_RETURN)], 0.016)
    assert scene.focus == "content"
    app.step([key(pygame.K_TAB)], 0.016)
    assert scene.focus == "list"
    # the longest section at double scale must scroll
    set_size(app, (1024, 640), 2.0)
    longest = max(range(len(scene.sections)), key=lambda i: len(scene.sections[i][1]))
    scene.select(longest)
    assert scene.max_scroll > 0
    app.step([key(pygame.K_PAGEDOWN)], 0.016)
    assert 0 < scene.scroll <= scene.max_scroll
    app.step([key(pygame.K_END)], 0.016)
    assert scene.scroll == scene.max_scroll
    app.step([key(pygame.K_HOME)], 0.016)
    assert scene.scroll == 0
    app.step([key(pygame.K_TAB), key(pygame.K_DOWN)], 0.016)  # arrows scroll the content
    assert scene.scroll > 0
    app.step([wheel(5)], 0.016)
    assert scene.scroll == 0
    app.step([wheel(-1)], 0.016)
    assert scene.scroll > 0
    set_size(app, (1280, 800), 1.0)
    # mouse: click the first section in the list
    first = scene.item_rects[0].move(scene.list_area.left, scene.list_area.top - scene.list_scroll)
    app.step(click(first.center), 0.016)
    assert scene.selected == 0 and scene.focus == "list"
    draw_everywhere(app)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.scenes.top is not scene


def open_glossary(app: App) -> RulesHelpScene:
    scene = RulesHelpScene(app)
    app.push(scene)
    app.step([key(pygame.K_DOWN)] * len(scene.items) + [key(pygame.K_RETURN)], 0.016)
    assert scene.in_glossary and scene.focus == "content"
    return scene


def test_glossary_search(app: App) -> None:
    scene = open_glossary(app)
    assert len(scene.matches) == len(scene.entries) > 40
    app.step(text("Potato"), 0.016)
    assert scene.query == "Potato"
    assert "Potato" in [e.name for e in scene.matches]
    assert scene.selected_entry is not None and scene.selected_entry.name == "Potato"
    app.step([key(pygame.K_u, "\x15", pygame.KMOD_CTRL)], 0.016)
    assert scene.query == "" and len(scene.matches) == len(scene.entries)
    app.step(text("zqxj"), 0.016)
    assert scene.matches == [] and scene.selected_entry is None
    app.step([key(pygame.K_DOWN), key(pygame.K_PAGEDOWN), key(pygame.K_END)], 0.016)
    app.step([key(pygame.K_BACKSPACE)] * 4, 0.016)
    assert scene.query == "" and len(scene.matches) == len(scene.entries)
    # searching the type and the text, not only the name
    app.step(text("companion"), 0.016)
    assert scene.matches and all(
        e.type == "Companion" or "companion" in e.text.lower() for e in scene.matches
    )
    app.step([key(pygame.K_u, "\x15", pygame.KMOD_CTRL)], 0.016)
    # keyboard selection and mouse selection of a result
    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN)], 0.016)
    assert scene.card_index == 2
    block = scene.blocks[1]
    y = scene.text_area.top + block.top - scene.scroll + block.height // 2
    app.step(click((scene.text_area.left + 20, y)), 0.016)
    assert scene.card_index == 1
    app.step([wheel(-3)], 0.016)
    assert scene.scroll > 0
    draw_everywhere(app)
    app.step(text("sack"), 0.016)
    draw_everywhere(app)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.scenes.top is not scene


def test_glossary_lists_every_design_sorted() -> None:
    entries = glossary("aim")
    designs = card_book().cardset.cards
    assert sorted(e.name for e in entries) == sorted(d.name for d in designs)
    assert [e.name.casefold() for e in entries] == sorted(e.name.casefold() for e in entries)
    by_name = {d.name: d for d in designs}
    for e in entries:
        d = by_name[e.name]
        assert card_book()(e.card_id).name == e.name
        assert e.lines[0] == e.name and e.lines[-1] == d.text and d.text in e.text
        assert e.subtype == d.subtype and e.type.lower() == d.type and e.deck
    assert glossary("no-such-game") == []


def test_help_covers_the_topics_in_our_own_words() -> None:
    sections = HELP["aim"]
    titles = [t for t, _ in sections]
    for wanted in (
        "Goal",
        "Setting up",
        "Your turn: Market",
        "Your turn: Equip",
        "Your turn: Attack",
        "Your turn: Cleanup",
        "Carry and gold dice",
        "Companions",
        "Ending and tie-breaks",
        "Playing with 3-4",
        "Using the table",
    ):
        assert wanted in titles
    table = dict(sections)["Using the table"]
    for needle in (
        "Drag",
        "click",
        "Tab",
        "Enter",
        "Space",
        "Ctrl+Z",
        "Ctrl+Y",
        "Esc",
        "F11",
        "Right-click",
        "Hover",
        "Pass to",
    ):
        assert needle.lower() in table.lower(), needle

    def words(s: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", s.casefold())

    if not RULEBOOK.exists():
        pytest.skip(f"the rulebook text is not beside this checkout ({RULEBOOK})")
    book = words(RULEBOOK.read_text(encoding="utf-8"))
    runs = {" ".join(book[i : i + 12]) for i in range(len(book) - 11)}
    for title, body in sections:
        w = words(body)
        for i in range(len(w) - 11):
            run = " ".join(w[i : i + 12])
            assert run not in runs, f"{title!r} copies the rulebook: {run!r}"


def test_unknown_game_help_still_opens(app: App) -> None:
    scene = RulesHelpScene(app, game_id="tavern-keepers")
    app.push(scene)
    app.step([key(pygame.K_DOWN), key(pygame.K_TAB)] + text("x"), 0.016)
    assert scene.items


# ---------------------------------------------------------------- settings
def saved(app: App) -> Settings:
    settings, notice = load_model(app.dirs.settings, Settings)
    assert notice is None
    return settings


def test_settings_change_and_persist(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.step([], 0.016)
    assert scene.index == 0
    app.step([key(pygame.K_RIGHT)], 0.016)  # volume 70% -> 80%
    assert app.settings.volume == pytest.approx(0.8) and saved(app).volume == pytest.approx(0.8)
    app.step([key(pygame.K_LEFT)] * 12, 0.016)
    assert saved(app).volume == 0.0
    app.step([key(pygame.K_DOWN), key(pygame.K_RETURN)], 0.016)  # mute
    assert saved(app).muted is True
    app.step([key(pygame.K_SPACE)], 0.016)
    assert saved(app).muted is False
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)], 0.016)  # normal -> fast
    assert saved(app).animation == "fast"
    app.step([key(pygame.K_RETURN)] * 2, 0.016)  # fast -> instant -> slow
    assert saved(app).animation == "slow"
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)], 0.016)  # UI scale
    assert saved(app).ui_scale == 1.25 and app.fonts.scale == 1.25
    app.step([key(pygame.K_RIGHT)] * 6, 0.016)
    assert saved(app).ui_scale == 2.0
    app.step([key(pygame.K_LEFT)] * 6, 0.016)
    assert saved(app).ui_scale == 0.75
    app.step([key(pygame.K_RIGHT)], 0.016)
    assert saved(app).ui_scale == 1.0
    app.step([key(pygame.K_DOWN), key(pygame.K_RETURN)], 0.016)  # fullscreen
    # headless SDL cannot go fullscreen: the app says so and the setting stays consistent
    assert saved(app).fullscreen == app.settings.fullscreen
    assert saved(app).bot_speed == "normal"  # the default
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)], 0.016)  # bot speed: normal -> fast
    assert saved(app).bot_speed == "fast"
    app.step([key(pygame.K_RIGHT)] * 2, 0.016)  # fast -> instant -> slow
    assert saved(app).bot_speed == "slow"
    app.step([key(pygame.K_LEFT)], 0.016)
    assert saved(app).bot_speed == "instant"
    app.step([key(pygame.K_RETURN)], 0.016)
    assert saved(app).bot_speed == "slow"
    # mouse: the + of the volume row, then the value button of the sound row
    plus = scene.rows[0].buttons[2].rect.center
    app.step(click(plus), 0.016)
    assert saved(app).volume == pytest.approx(0.1) and scene.index == 0
    app.step(click(scene.rows[1].buttons[1].rect.center), 0.016)
    assert saved(app).muted is True and scene.index == 1
    # mouse on the UI scale: layout follows the new scale
    before = scene.rows[3].buttons[2].rect.copy()
    app.step(click(before.center), 0.016)
    assert saved(app).ui_scale == 1.25
    assert scene.rows[3].buttons[2].rect != before
    draw_everywhere(app)
    # Tab reaches Back; Enter there leaves
    scene.index = 0
    app.step([key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)], 0.016)
    assert scene.index == len(scene.rows)
    app.step([key(pygame.K_RETURN)], 0.016)
    assert app.scenes.top is not scene


def test_settings_escape_goes_back(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.scenes.top is not scene


# ---------------------------------------------------------------- hall of fame
def fame(day: str, winner: str, score: int, quote: str = "", save: str = "") -> FameEntry:
    return FameEntry(
        date=day,
        game="Adventures in Inventory Management",
        winner=winner,
        score=score,
        quote=quote,
        players=["Ana", "Ben", "Cleo"],
        save=save,
    )


def test_hall_of_fame_lists_newest_first(app: App) -> None:
    path = app.dirs.hall_of_fame
    long_quote = "Potatoes " * 15
    assert add_entry(path, fame("2024-03-01", "Ana", 12, "Loot is life.", "a")) is None
    assert add_entry(path, fame("2024-05-20", "Ben", 18, long_quote.strip()[:140], "b")) is None
    assert add_entry(path, fame("2024-04-11", "Cleo", 7, "", "c")) is None
    for i in range(8):
        add_entry(path, fame(f"2023-01-{i + 10:02d}", f"Old {i}", i, f"quote {i}", f"o{i}"))
    scene = HallOfFameScene(app)
    app.push(scene)
    app.step([], 0.016)
    assert [e.winner for e in scene.entries[:3]] == ["Ben", "Cleo", "Ana"]
    assert len(scene.entries) == 11
    assert len(scene.cards[0].quote_lines) >= 1
    assert scene.max_scroll > 0
    app.step([key(pygame.K_DOWN), key(pygame.K_PAGEDOWN)], 0.016)
    assert scene.scroll > 0
    app.step([key(pygame.K_END)], 0.016)
    assert scene.scroll == scene.max_scroll
    app.step([wheel(2)], 0.016)
    assert scene.scroll < scene.max_scroll
    app.step([key(pygame.K_HOME)], 0.016)
    assert scene.scroll == 0
    draw_everywhere(app)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.scenes.top is not scene


def test_hall_of_fame_empty_and_reset(app: App) -> None:
    scene = HallOfFameScene(app)
    app.push(scene)
    app.step([key(pygame.K_DOWN), wheel(-1)], 0.016)
    assert scene.entries == [] and scene.scroll == 0
    draw_everywhere(app)
    app.scenes.pop()
    app.dirs.hall_of_fame.write_text("{not json", encoding="utf-8")
    app.toasts.clear()
    scene = HallOfFameScene(app)
    app.push(scene)
    app.step([], 0.016)
    assert scene.entries == []
    assert any("reset" in t.text and t.bad for t in app.toasts)
    app.step(click(scene.back_button.rect.center), 0.016)
    assert app.scenes.top is not scene
