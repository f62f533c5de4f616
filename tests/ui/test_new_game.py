"""The New game screen for any game's seat range (2 to 8) and options (issue 12, "Two to
eight seats"): its layout at every window size and UI scale, switching games, the options'
controls, and a game started with options that its log and a resumed game keep.

The test game (tests/ui/option_game.py) takes 3 to 8 seats and has a bool, a choice and a
whole-number option; AIM and Tavern Keepers take 2 to 4 and have none.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.errors import LootTableError
from game.core.model import SeatInfo
from game.core.options import BadOption
from tests.ui import option_game
from ui.autoplay import FRAME, key, make_app, mouse
from ui.scene import Scene
from ui.scenes.new_game import MAX_SEATS, NewGameScene, option_text
from ui.scenes.new_game.choices import KIND_NOTES
from ui.session import GameSession
from ui.widgets.button import MIN_HIT, Button

TEST = option_game.ENTRY.game_id
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.75, 1.0, 1.25, 1.5]
CASES = [(TEST, 3), (TEST, 5), (TEST, 8), ("aim", 4), ("tavern-keepers", 4), ("loot-roll", 6)]
"""(game, seats) shown at every size and scale."""
SHOTS = Path(os.environ["NEW_GAME_SHOTS"]) if os.environ.get("NEW_GAME_SHOTS") else None
"""A folder to write each screen the layout test checks into, to look at
(``NEW_GAME_SHOTS=/tmp/shots pytest tests/ui/test_new_game.py -k overlaps``)."""


@pytest.fixture()
def installed(monkeypatch: pytest.MonkeyPatch) -> None:
    option_game.install(monkeypatch)


def make(tmp_path: Path, size: tuple[int, int] = (1280, 800), scale: float = 1.0) -> Any:
    app = make_app(tmp_path, size)
    app.settings.ui_scale = scale
    app.apply_scale()
    return app


@pytest.fixture()
def app(tmp_path: Path, installed: None) -> Iterator[Any]:
    application = make(tmp_path)
    yield application
    pygame.display.quit()


def open_screen(app: Any, game: str, seats: int | None = None) -> NewGameScene:
    scene = NewGameScene(app)
    app.scenes.push(scene)
    choose(scene, game)
    if seats is not None:
        scene.n_seats = seats
    app.step([], FRAME)
    return scene


def choose(scene: NewGameScene, game: str) -> None:
    for _ in range(20):
        if scene.entry().game_id == game:
            return
        scene.next_game()
    raise AssertionError(f"{game} is not offered")


def click(app: Any, button: Button) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)], FRAME)


def fits(app: Any, button: Button) -> bool:
    """The button's label shows whole (Button.draw cuts what does not fit)."""
    return app.fonts.get(16, bold=True).size(button.label)[0] <= button.rect.w - 12


# ---------------------------------------------------------------- layout
def check_layout(app: Any, scene: NewGameScene, where: str) -> None:
    window = pygame.Rect((0, 0), app.size)
    s = app.fonts.scale
    boxes = scene.boxes()
    for name, rect in boxes:
        assert window.contains(rect), (where, name, rect)
    for (a, ra), (b, rb) in itertools.combinations(boxes, 2):
        assert not ra.colliderect(rb), (where, a, ra, b, rb)
    for b in scene.buttons:
        assert min(b.rect.size) >= round(MIN_HIT * s), (where, b.label, b.rect)
    for lab in [*scene.fixed_labels, *scene.msg_labels, *scene.content_labels]:
        text = scene._label_text(lab)  # every text reads whole where the form puts it
        width = app.fonts.get(lab.size, bold=lab.bold).size(text)[0]
        assert width <= lab.rect.w - (8 if lab.boxed else 0), (where, text, lab.rect)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_form_never_overlaps_and_every_control_can_be_reached(
    tmp_path: Path, installed: None, size: tuple[int, int]
) -> None:
    """At each window size, UI scale 75-150% and seat count: nothing drawn overlaps or leaves
    the window, every control is at least 32 px x scale, scrolling brings each control
    whole into view, a game taking more than four seats shows them in two columns, and the
    seat kinds, the options, the player count and the game's title read whole."""
    app = make(tmp_path, size)
    try:
        for scale, (game, seats) in itertools.product(SCALES, CASES):
            app.settings.ui_scale = scale
            app.apply_scale()
            scene = open_screen(app, game, seats)
            where = f"{game} {seats} seats at {scale:.0%}"
            assert scene.n_seats == seats
            app.step([], FRAME)
            for scroll in sorted({0, scene.max_scroll // 2, scene.max_scroll}):
                scene.scroll_by(scroll - scene.scroll)
                app.step([], FRAME)
                check_layout(app, scene, f"{where}, scrolled {scroll}")
                if SHOTS and scroll == 0:
                    name = f"new-game-{game}-{seats}-{size[0]}x{size[1]}-{scale:.0%}.png"
                    pygame.image.save(app.screen, str(SHOTS / name.replace("%", "pc")))
            assert scene.viewport.h >= round(MIN_HIT * app.fonts.scale), where
            for b in scene.buttons:
                scene.scroll_to(b)
                inside = scene.viewport if id(b) in scene._content else pygame.Rect((0, 0), size)
                assert inside.contains(b.rect), (where, b.label, b.rect, inside)
            app.step([], FRAME)
            shown = scene.kind_buttons[:seats] + [scene.seed_button, scene.start_button]
            for spec in scene.entry().options:
                if spec.kind != "int":
                    shown += scene.option_buttons[spec.key]
            assert all(fits(app, b) for b in [*shown, scene.game_button]), where
            columns = {scene._content[id(b)].x for b in scene.name_buttons[:seats]}
            assert len(columns) == (2 if scene.entry().max_seats > 4 else 1), where
            app.scenes.pop()
    finally:
        pygame.display.quit()


def test_a_control_scrolled_out_of_sight_takes_no_clicks_and_the_keyboard_scrolls_to_it(
    tmp_path: Path, installed: None
) -> None:
    app = make(tmp_path, (1024, 640), 1.5)
    try:
        scene = open_screen(app, TEST, 8)
        assert scene.max_scroll > 0  # 8 seats and three options do not fit at 150%
        toggle = scene.option_buttons["night"][0]
        assert not scene.viewport.contains(toggle.rect)
        first = scene.name_buttons[0]
        scene.scroll_by(first.rect.h // 2)  # the first seat's top half hides above the area
        hidden = (first.rect.left + 4, scene.viewport.top - 2)
        assert first.rect.collidepoint(hidden)
        assert not any(b.rect.collidepoint(hidden) for b in scene.buttons if b is not first)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hidden, button=1)], FRAME)
        assert scene.editing is None
        shown = (first.rect.left + 4, scene.viewport.top + 2)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=shown, button=1)], FRAME)
        assert scene.editing == 0
        app.step([key(pygame.K_RETURN)], FRAME)
        scene.scroll_by(-scene.scroll)
        assert not scene.viewport.contains(toggle.rect)
        while scene.focus.current() is not toggle:  # Tab along the form to the toggle
            app.step([key(pygame.K_TAB)], FRAME)
        assert scene.viewport.contains(toggle.rect) and scene.scroll > 0
        app.step([key(pygame.K_RETURN)], FRAME)
        assert scene.options["night"] is True
        top = scene.scroll
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)], FRAME)
        assert scene.scroll < top
    finally:
        pygame.display.quit()


def hint_words(scene: NewGameScene) -> str:
    return " ".join(scene.hint_lines)


def test_pointing_at_a_seats_kind_says_what_that_level_means(app: Any) -> None:
    """Issue 24 (a level name is a promise): while a seat's kind button is pointed at, or
    has the keyboard, the line under the form says what that kind of player does; otherwise
    it says how to fill the form in. Every kind a game offers has its own words."""
    scene = open_screen(app, "aim", 2)
    measured = scene.entry().level_notes
    general = hint_words(scene)
    assert general.startswith("Click a name")
    kind = scene.kind_buttons[1]
    seen = set()
    for _ in range(len(KIND_NOTES)):  # every kind the seat cycles through
        app.step([mouse(pygame.MOUSEMOTION, kind.rect.center)], FRAME)
        shown = hint_words(scene)
        level = scene.kinds[1]
        assert shown.startswith(KIND_NOTES[level]), level
        assert shown.endswith(measured.get(level, KIND_NOTES[level])), level
        seen.add(level)
        click(app, kind)
    assert seen == set(KIND_NOTES)
    app.step([mouse(pygame.MOUSEMOTION, (2, 2))], FRAME)
    assert hint_words(scene) == general
    while scene.focus.current() is not scene.kind_buttons[0]:  # the keyboard's way
        app.step([key(pygame.K_TAB)], FRAME)
    assert hint_words(scene).startswith(KIND_NOTES[scene.kinds[0]])


GAMES = ["aim", "tavern-keepers", "inns-and-outcasts", "loot-roll", "brick-and-mortar"]


@pytest.mark.parametrize("game", GAMES)
def test_a_levels_words_say_what_it_measured_in_the_chosen_game(app: Any, game: str) -> None:
    """Issue 24 (a level name is a promise, also where it falls short): pointing at a seat
    set to hard says what hard does, then how it measured in the game chosen (its entry's
    ``level_notes``); each game's words are its own."""
    scene = open_screen(app, game, None)
    kind = scene.kind_buttons[1]
    while scene.kinds[1] != "hard":
        click(app, kind)
    app.step([mouse(pygame.MOUSEMOTION, kind.rect.center)], FRAME)
    note = scene.entry().level_notes["hard"]
    assert hint_words(scene) == f"{KIND_NOTES['hard']} {note}"
    if game == "tavern-keepers":  # where hard is not stronger, the screen says so
        assert "no stronger than normal" in note
    others = {open_screen(app, g, None).entry().level_notes["hard"] for g in GAMES}
    assert len(others) == len(GAMES)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_words_under_the_form_change_without_moving_anything(
    tmp_path: Path, installed: None, size: tuple[int, int]
) -> None:
    """The room under the form is kept for the longest of its hints, so pointing at a kind
    (a longer or shorter sentence) moves no control, and every hint reads whole (no line cut
    off) inside the window at every UI scale."""
    app = make(tmp_path, size)
    try:
        tables = [(TEST, 8), ("aim", 2), ("inns-and-outcasts", 8), ("brick-and-mortar", 4)]
        for scale, (game, seats) in itertools.product(SCALES, tables):
            app.settings.ui_scale = scale
            app.apply_scale()
            scene = open_screen(app, game, seats)
            where = f"{game} {seats} seats at {scale:.0%}"
            kind = scene.kind_buttons[0]
            scene.scroll_to(kind)
            app.step([mouse(pygame.MOUSEMOTION, (2, 2))], FRAME)
            before = scene.boxes()
            small = app.fonts.get(14)
            for text in [scene.hint_text(), *map(scene.kind_note, KIND_NOTES)]:
                scene.layout.show_hint(text)
                assert " ".join(scene.hint_lines) == text, (where, text)
                room = scene.layout.hint_rect()
                assert all(small.size(line)[0] <= room.w for line in scene.hint_lines), where
            app.step([mouse(pygame.MOUSEMOTION, kind.rect.center)], FRAME)
            assert hint_words(scene) == scene.kind_note(scene.kinds[0]), where
            assert scene.boxes() == before, where  # every control and label where it was
            app.scenes.pop()
    finally:
        pygame.display.quit()


# ---------------------------------------------------------------- games and options
def test_switching_games_clamps_the_seats_and_resets_the_options(app: Any) -> None:
    scene = open_screen(app, "aim")
    assert scene.n_seats == 2 and scene.options == {}
    choose(scene, TEST)
    assert scene.n_seats == 3  # 2 is below the test game's range
    assert scene.options == {"night": False, "deck": "Classic", "rounds": 2}
    for _ in range(9):
        click(app, scene.more)
    assert scene.n_seats == 8 and not scene.more.is_enabled()
    scene.step_option("night", 1)
    scene.step_option("rounds", 1)
    choose(scene, "aim")
    assert scene.n_seats == 4 and scene.options == {}
    for _ in range(5):
        click(app, scene.fewer)
    assert scene.n_seats == 2 and not scene.fewer.is_enabled()
    choose(scene, "tavern-keepers")
    assert scene.n_seats == 2
    scene.n_seats = 4
    choose(scene, TEST)
    assert scene.n_seats == 4
    assert scene.options == {"night": False, "deck": "Classic", "rounds": 2}
    scene.n_seats = 11  # set directly (as a test may): still within the game's range
    assert scene.n_seats == 8


def test_each_kind_of_option_has_its_control_and_help(app: Any) -> None:
    scene = open_screen(app, TEST, 8)
    (toggle,) = scene.option_buttons["night"]
    (deck,) = scene.option_buttons["deck"]
    minus, plus = scene.option_buttons["rounds"]
    assert toggle.label == "Night market: Off" and deck.label == "Deck: Classic"
    click(app, toggle)
    assert scene.options["night"] is True and toggle.label == "Night market: On"
    click(app, toggle)
    assert scene.options["night"] is False
    seen = []
    for _ in range(3):
        click(app, deck)
        seen.append(scene.options["deck"])
    assert seen == ["Harbour", "Mountain pass", "Classic"]
    for _ in range(6):
        click(app, plus)
    assert scene.options["rounds"] == 5 and not plus.is_enabled() and minus.is_enabled()
    for _ in range(6):
        click(app, minus)
    assert scene.options["rounds"] == 1 and not minus.is_enabled()
    box = next(x for x in scene.content_labels if x.option is not None)
    assert scene._label_text(box) == "Rounds: 1" == option_text(box.option, 1)
    helps = {x.text for x in scene.content_labels if x.color == (170, 176, 180)}
    assert "Which set of cards is shuffled for the game." in helps
    assert any(h.startswith("Shops stay open after dark") for h in helps)
    assert any(x.text == "Options" for x in scene.content_labels)


def test_a_number_option_that_0_turns_off_shows_its_word_for_0() -> None:
    """Loot Roll's torch: 0 is no torch (the rulebook), shown as Off, not as 0 rounds."""
    from game.games.loot_roll import ENTRY

    torch = next(o for o in ENTRY.options if o.key == "torch")
    assert option_text(torch, 0) == "Torch (rounds per dungeon): Off"
    assert option_text(torch, 8) == "Torch (rounds per dungeon): 8"


def test_a_game_without_options_shows_no_options(app: Any) -> None:
    scene = open_screen(app, "tavern-keepers", 4)
    assert all(x.text != "Options" for x in scene.content_labels)
    assert [b for b in scene.buttons if b in scene.option_buttons.get("night", [])] == []
    assert "an option" not in " ".join(scene.hint_lines)


# ---------------------------------------------------------------- starting
class StubTable(Scene):
    """Stands in for the table, which the test game does not have."""

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app)
        self.session = session


def test_a_game_started_with_options_keeps_them_in_its_log_and_when_resumed(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Eight seats, every option changed from its default, names typed for the last seat:
    the log header holds the options (and the bot seed), the rules dealt by them, and a
    resumed game has them exactly; the eight names are remembered."""
    import ui.scenes.table

    monkeypatch.setattr(ui.scenes.table, "TableScene", StubTable)
    scene = open_screen(app, TEST, 8)
    click(app, scene.option_buttons["night"][0])
    click(app, scene.option_buttons["deck"][0])
    click(app, scene.option_buttons["rounds"][1])
    click(app, scene.name_buttons[7])
    app.step([key(pygame.K_BACKSPACE)] * 4, FRAME)
    app.step([key(0, unicode=c) for c in "Zoe"], FRAME)
    app.step([key(pygame.K_RETURN)], FRAME)
    scene.kinds[1:8] = ["human", "random"] * 3 + ["human"]
    click(app, scene.seed_button)
    app.step([key(0, unicode=c) for c in "77"], FRAME)
    app.step([key(pygame.K_RETURN)], FRAME)
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, StubTable), scene.message
    session = table.session
    chosen = {"night": True, "deck": "Harbour", "rounds": 3}
    assert session.match.config.options == {**chosen, "bot_seed": 77}
    assert session.match.state.rounds == 3  # the rules read them from config.options
    assert session.path is not None
    header = json.loads(session.path.read_text().splitlines()[0])
    assert header["config"]["options"] == {**chosen, "bot_seed": 77}
    assert header["config"]["seed"] == 77
    names = [s["name"] for s in header["config"]["seats"]]
    assert len(names) == 8 and names[7] == "Zoe" and names[1] == "Ben"
    assert [s["kind"] for s in header["config"]["seats"]][:3] == ["human", "human", "bot"]
    assert app.settings.last_names[7] == "Zoe" and len(app.settings.last_names) == 8
    seat = session.bot_to_act()
    assert seat is not None and session.start_bot()
    from ui.session import wait_for_bot

    assert wait_for_bot(session) is None
    session.close()
    resumed = GameSession.load(session.path, app.bot_factory)
    assert resumed.match.config == session.match.config
    assert resumed.match.state.rounds == 3
    assert len(resumed.match.steps) == 1
    resumed.close()
    again = NewGameScene(app)
    assert again.names[7] == "Zoe" and len(again.names) == MAX_SEATS
    # issue 23 (10): the whole set-up is remembered, not reset to the first game
    assert again.entry().game_id == session.match.config.game
    assert again.n_seats == session.match.config.n_seats
    chosen = [s.level or "human" for s in session.match.config.seats]
    assert again.kinds[: again.n_seats] == chosen
    assert again.options == {
        k: v for k, v in session.match.config.options.items() if k != "bot_seed"
    }


def test_a_refused_option_is_a_sentence_in_the_form_and_starts_nothing(app: Any) -> None:
    scene = open_screen(app, TEST, 3)
    scene.options["rounds"] = 9  # no control gives this: as a bug or a stale value might
    click(app, scene.start_button)
    assert app.scenes.top is scene
    assert scene.message is not None and "'Rounds' must be at most 5" in scene.message
    shown = [lab.text for lab in scene.msg_labels]
    assert " ".join(shown) == scene.message == "The option 'Rounds' must be at most 5."
    check_layout(app, scene, "with the refusal")
    assert not list(app.dirs.saves.glob("*.jsonl"))
    scene.options = {"colour": "red"}
    click(app, scene.start_button)
    assert scene.message is not None and "no option 'colour'" in scene.message
    click(app, scene.kind_buttons[1])  # any change clears the refusal
    assert scene.message is None
    app.step([], FRAME)
    assert scene.msg_labels == []


def test_game_session_new_checks_seats_and_options(tmp_path: Path, installed: None) -> None:
    four = [SeatInfo(name=f"P{i}") for i in range(4)]
    nine = [SeatInfo(name=f"P{i}") for i in range(9)]
    with pytest.raises(LootTableError, match="takes 3 to 8 players, not 9"):
        GameSession.new(TEST, nine, 1, tmp_path)
    with pytest.raises(LootTableError, match="takes 2 to 4 players, not 9"):
        GameSession.new("aim", nine, 1, tmp_path)
    with pytest.raises(BadOption, match="'Deck' must be one of Classic, Harbour"):
        GameSession.new(TEST, four, 1, tmp_path, options={"deck": "Moon"})
    with pytest.raises(BadOption, match="This game has no option 'rounds'"):
        GameSession.new("aim", four, 1, tmp_path, options={"rounds": 3})
    assert not list(tmp_path.glob("*.jsonl"))
    session = GameSession.new(TEST, four, 5, tmp_path, options={"bot_seed": 9})
    assert session.match.config.options == {
        "night": False,
        "deck": "Classic",
        "rounds": 2,
        "bot_seed": 9,
    }
    session.close()
    plain = GameSession.new("aim", four[:2], 6, tmp_path)
    assert plain.match.config.options == {"bot_seed": 6}  # as before: no options, one seed
    plain.close()


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"rounds": 6}, "'Rounds' must be at most 5"),
        ({"rounds": "2"}, "'Rounds' must be a whole number"),
        ({"speed": 1}, "no option 'speed'"),
    ],
)
def test_a_save_whose_options_the_game_refuses_is_refused_with_a_sentence(
    tmp_path: Path, installed: None, options: dict[str, Any], words: str
) -> None:
    from game.core.errors import LogRefused

    seats = [SeatInfo(name=f"P{i}") for i in range(3)]
    session = GameSession.new(TEST, seats, 5, tmp_path)
    session.close()
    assert session.path is not None
    lines = session.path.read_text().splitlines()
    header = json.loads(lines[0])
    header["config"]["options"].update(options)
    session.path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    with pytest.raises(LogRefused, match="its options do not fit the game") as refused:
        GameSession.load(session.path)
    assert words in str(refused.value)


# ---------------------------------------------------------------- eight seats at the table
def test_eight_humans_hand_the_screen_over_in_seat_order(app: Any) -> None:
    """Hot seat at eight seats: the simultaneous guess asks each human in turn, behind the
    hand-over screen, which names each of them and fits the window."""
    from tests.core.toy import Choose
    from ui.scenes.pass_device import PassDeviceScene

    names = ["Ana", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Maximiliane-Anna"]
    session = GameSession.new(TEST, [SeatInfo(name=n) for n in names], 4, None)
    order = []
    window = pygame.Rect((0, 0), app.size)
    while (seat := session.begin_hand_over()) is not None and len(order) < 8:
        cover = PassDeviceScene(app, session, seat)
        app.scenes.push(cover)
        app.step([], FRAME)
        assert cover.name == names[seat] and window.contains(cover.button.rect)
        app.step([key(pygame.K_RETURN)], FRAME)
        assert session.viewer == seat and app.scenes.top is not cover
        order.append(seat)
        assert session.apply(seat, Choose(value=1 + seat % 3)) is None
    assert order == list(range(8))
    assert session.match.state.phase != "guess"
