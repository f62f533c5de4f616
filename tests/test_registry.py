"""One place per game: a game registers once on each side (the ENTRY in its package, listed by
game/registry.py; ui/games/__init__.py), every list naming games derives from those, and the two sides
agree."""

from __future__ import annotations

import dataclasses
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

import game.registry as registry
import ui.games as ui_games
from game.bots import EVALUATIONS, HEURISTICS, kinds_for
from game.cli import main
from game.core.entry import GameEntry
from game.core.errors import LogRefused
from ui.games import UI_GAMES, offered, registration_problems
from ui.table.registry import ADAPTERS

ROOT = Path(__file__).resolve().parents[1]


def test_both_sides_of_the_registry_agree() -> None:
    assert registration_problems() == []
    playable = [e.game_id for e in registry.GAMES if e.status == "playable"]
    assert offered() == playable and len(playable) >= 2


def test_a_game_registered_on_one_side_only_is_named() -> None:
    tk = registry.ENTRIES["tavern-keepers"]
    others = tuple(e for e in UI_GAMES if e.game_id != "tavern-keepers")
    without_table = registration_problems(registry.REGISTERED, others)
    assert without_table == [
        "tavern-keepers is playable but has no UI entry (ui/games/__init__.py): register its "
        "table there, or mark it headless in its ENTRY (its package's __init__.py)."
    ]
    planned = GameEntry("zz-planned", "Planned Game", (2, 4), "planned")
    stray = dataclasses.replace(UI_GAMES[0], game_id="zz-planned")
    assert registration_problems((*registry.REGISTERED, planned), (*UI_GAMES, stray)) == [
        "ui/games/__init__.py has a UI entry for zz-planned, whose game is planned: mark it playable "
        "in its ENTRY once its table is done."
    ]
    ghost = dataclasses.replace(stray, game_id="no-such-game")
    assert registration_problems(registry.REGISTERED, (*UI_GAMES, ghost)) == [
        "ui/games/__init__.py has a UI entry for no-such-game, which game/registry.py does not list."
    ]
    assert tk.status == "playable"


def test_every_list_of_games_derives_from_the_entries() -> None:
    games = registry.REGISTERED
    assert tuple(e.game_id for e in games) == registry.GAME_IDS
    assert {e.game_id: e.title for e in games} == registry.TITLES
    assert registry.with_rules() == [e.game_id for e in games if e.rules is not None]
    listed = [e for e in games if e.status != "example"]
    assert tuple(listed) == registry.GAMES
    assert registry.available() == [e.game_id for e in listed if e.rules is not None]
    assert set(HEURISTICS) == {e.game_id for e in games if e.heuristic is not None}
    assert set(EVALUATIONS) == {e.game_id for e in games if e.evaluation is not None}
    assert set(ADAPTERS) == {e.game_id for e in UI_GAMES}
    assert set(ui_games.HELP) == {e.game_id for e in listed if e.game_id in ADAPTERS}
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "from game.registry import REGISTERED" in spec and "e.modules" in spec
    for e in games:  # every module an entry names exists (build.spec bundles them)
        for module in e.modules:
            assert importlib.util.find_spec(module) is not None, module


def test_the_rules_take_their_name_seats_and_options_from_their_entry() -> None:
    for e in registry.REGISTERED:
        rules = registry.get_rules(e.game_id)
        if e.rules is None:
            assert rules is None
            continue
        assert rules is not None
        assert (rules.game_id, rules.title) == (e.game_id, e.title)
        assert (rules.min_seats, rules.max_seats) == e.seats
        assert type(rules).__module__.startswith(f"{e.package}.")
        assert registry.get_rules(e.game_id) is rules  # built once per process


def test_an_entry_is_refused_when_it_contradicts_itself() -> None:
    with pytest.raises(ValueError, match="seats"):
        GameEntry("x", "X", (1, 4), "planned")
    with pytest.raises(ValueError, match="planned game has no rules"):
        GameEntry("x", "X", (2, 4), "playable")
    with pytest.raises(ValueError, match="no search level 'expert'"):
        GameEntry("x", "X", (2, 4), "planned", levels={"expert": {"moves": 3}})
    with pytest.raises(ValueError, match="'depth' must be one of worlds, moves"):
        GameEntry("x", "X", (2, 4), "planned", levels={"hard": {"depth": 3}})
    with pytest.raises(ValueError, match="whole number of at least 1"):
        GameEntry("x", "X", (2, 4), "planned", levels={"hard": {"moves": 0}})
    with pytest.raises(ValueError, match="0 or 1 for learned"):
        GameEntry("x", "X", (2, 4), "planned", levels={"hard": {"learned": 2}})
    GameEntry("x", "X", (2, 4), "planned", levels={"hard": {"learned": 0}})  # a switch: 0 is off
    with pytest.raises(ValueError, match="policies names no search level 'expert'"):
        GameEntry("x", "X", (2, 4), "planned", policies={"expert": {"gold_lp": 0.5}})
    with pytest.raises(ValueError, match="policies names no search level 'hard'"):
        GameEntry("x", "X", (2, 4), "planned", policies={"hard": {}})
    with pytest.raises(ValueError, match="policy weight 'gold_lp' is not a number"):
        GameEntry("x", "X", (2, 4), "planned", policies={"hard": {"gold_lp": True}})
    with pytest.raises(ValueError, match="level_notes names no search level 'expert'"):
        GameEntry("x", "X", (2, 4), "planned", level_notes={"expert": "Strong."})
    with pytest.raises(ValueError, match="the hard level's note says nothing"):
        GameEntry("x", "X", (2, 4), "planned", level_notes={"hard": " "})


def test_importing_the_registries_loads_no_game() -> None:
    """Loading stays lazy: the registries import each game's entry, never its rules, content,
    bots or table (the app starts without them)."""
    code = (
        "import sys, game.registry, game.bots, game.cli, ui.games, ui.table.registry\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('game.games.', 'ui.table.')))\n"
        "print(' '.join(loaded))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded = set(done.stdout.split())
    packages = {e.package for e in registry.REGISTERED if e.package is not None}
    assert loaded == packages | {"ui.table.registry"}


@pytest.fixture
def headless_tavern_keepers(monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    """Tavern Keepers registered with its rules but, for the test, without a table yet."""
    tk = dataclasses.replace(registry.ENTRIES["tavern-keepers"], status="headless")
    games = tuple(tk if e.game_id == tk.game_id else e for e in registry.GAMES)
    monkeypatch.setattr(registry, "GAMES", games)
    monkeypatch.setattr(ui_games, "GAMES", games)
    monkeypatch.setitem(registry.ENTRIES, tk.game_id, tk)
    monkeypatch.setattr(
        ui_games,
        "UI_ENTRIES",
        {k: v for k, v in ui_games.UI_ENTRIES.items() if k != "tavern-keepers"},
    )
    return tk


def test_a_game_without_a_table_is_played_headless_but_not_offered_by_the_app(
    headless_tavern_keepers: GameEntry, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "tavern-keepers" in registry.available()
    assert "greedy" in kinds_for("tavern-keepers")  # its bots come with the entry
    assert main(["simulate", "--game", "tavern-keepers", "--games", "1"]) == 0
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "tavern-keepers" in out and "command line only (no table yet)" in out
    assert "tavern-keepers" not in offered() and "aim" in offered()
    with pytest.raises(LogRefused, match="has no table in this version yet"):
        ui_games.app_rules("tavern-keepers")
    assert ui_games.app_rules("aim") is registry.get_rules("aim")


def test_an_example_is_played_and_checked_but_never_offered(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An ``example`` (the docs' worked example) has rules, bots and a table, and
    every shared suite plays it; no list a player sees names it: New game and Rules (via
    ``offered`` and ``HELP``), the menu's art, the CLI's ``games`` and ``--version``."""
    examples = [e for e in registry.REGISTERED if e.status == "example"]
    assert examples, "the docs' worked example is registered"
    for e in examples:
        assert e.game_id in registry.with_rules() and e.game_id in ADAPTERS
        assert kinds_for(e.game_id) == ["random", "greedy", "easy", "normal", "hard"]
        assert e not in registry.GAMES and e.game_id not in registry.available()
        assert e.game_id not in offered() and e.game_id not in ui_games.HELP
        assert ui_games.app_rules(e.game_id) is registry.get_rules(e.game_id)
    assert main(["games"]) == 0 and main(["--version"]) == 0
    out = capsys.readouterr().out
    assert not [e.game_id for e in examples if e.game_id in out or e.title in out]
    assert main(["simulate", "--game", examples[0].game_id, "--games", "1"]) == 0
