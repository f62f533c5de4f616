"""A game is two folders: adding the worked example (every game of status ``example``)
took its engine folder, its UI folder and the two registration lines, and nothing else.

The test reads every source and documentation file of the checkout and fails when one
names an example (its id, its package, or its title) outside:

- ``game/games/<package>/`` and ``ui/games/<package>/``;
- its registration lines in game/registry.py and ui/games/__init__.py: the import of its
  entry and its line in the tuple (``REGISTERED``, ``UI_GAMES``);
- the docs that point at it as the example to copy: README.md, game/core/README.md,
  ui/table/README.md;
- the tests written about it: tests/test_planted_faults.py (the faults planted in a copy
  of it) and this file. The shared suites take it from the registry, by no name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from game.core.entry import GameEntry
from game.registry import REGISTERED
from ui.games import UI_ENTRIES

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".git", ".venv", "venv", "build", "dist", "__pycache__", ".hypothesis", "out"}
TEXT = {".py", ".md", ".json", ".toml", ".spec", ".txt", ".cfg", ".ini", ".yml", ".yaml", ""}
DOCS = {"README.md", "game/core/README.md", "ui/table/README.md"}
ABOUT_IT = {"tests/test_planted_faults.py", "tests/test_two_folders.py"}
EXAMPLES = [e for e in REGISTERED if e.status == "example"]


def sources() -> list[Path]:
    """Every text file of the checkout (no caches, virtual environments or build output)."""
    out = []
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if any(p in SKIPPED or p.endswith((".egg-info", "_cache")) for p in parts):
            continue
        if path.is_file() and path.suffix in TEXT and path.name != "SOURCES.txt":
            out.append(path)
    return out


def names_of(game_id: str, package: str, title: str) -> re.Pattern[str]:
    words = {game_id, package, package.upper(), title, title.replace(" ", "")}
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


def test_there_is_an_example_with_both_folders() -> None:
    assert EXAMPLES, "the docs' worked example is registered"
    for e in EXAMPLES:
        assert e.package is not None and e.game_id in UI_ENTRIES
        folder = e.package.rsplit(".", 1)[1]
        assert (ROOT / "game" / "games" / folder / "README.md").is_file()
        assert (ROOT / "ui" / "games" / folder / "__init__.py").is_file()


def mentions(
    entry: GameEntry, files: Iterable[tuple[str, str]]
) -> tuple[list[str], dict[str, int]]:
    """``(stray, used)`` over ``files`` (``(path from the root, text)``): the lines naming
    ``entry`` where they may not, and how many registration lines each side used."""
    assert entry.package is not None
    folder = entry.package.rsplit(".", 1)[1]
    pattern = names_of(entry.game_id, folder, entry.title)
    own = (f"game/games/{folder}/", f"ui/games/{folder}/")
    constant = folder.upper()
    registration = {
        "game/registry.py": {
            f"from game.games.{folder} import ENTRY as {constant}",
            f"{constant},",
        },
        "ui/games/__init__.py": {
            f"from ui.games.{folder} import UI_ENTRY as {constant}",
            f"{constant},",
        },
    }
    stray: list[str] = []
    used = dict.fromkeys(registration, 0)
    for rel, text in files:
        if rel.startswith(own) or rel in DOCS or rel in ABOUT_IT:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if not pattern.search(line):
                continue
            if line.strip() in registration.get(rel, set()):
                used[rel] += 1
            else:
                stray.append(f"{rel}:{n}: {line.strip()}")
    return stray, used


def checkout() -> list[tuple[str, str]]:
    return [(p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8")) for p in sources()]


@pytest.mark.parametrize("entry", EXAMPLES, ids=[e.game_id for e in EXAMPLES])
def test_nothing_outside_its_two_folders_and_two_registration_lines_names_the_example(
    entry: GameEntry,
) -> None:
    stray, used = mentions(entry, checkout())
    assert not stray, "the example is named outside its folders:\n" + "\n".join(stray)
    assert used == {"game/registry.py": 2, "ui/games/__init__.py": 2}, used


@pytest.mark.parametrize("entry", EXAMPLES, ids=[e.game_id for e in EXAMPLES])
def test_a_mention_anywhere_else_is_named(entry: GameEntry) -> None:
    """The scan itself: a shared module, a scene or a third registration line that names
    the example is reported with its place."""
    files = checkout()
    planted = [
        ("ui/icons.py", f'GAMES["{entry.game_id}"] = "card-random"'),
        ("game/registry.py", f"SPECIAL = {{{entry.package!r}}}"),
    ]
    stray, _ = mentions(entry, [*files, *planted])
    assert stray == [f"{rel}:1: {text}" for rel, text in planted]


def test_every_shared_suite_takes_every_registered_game() -> None:
    """The suites list no game by hand: the rules suites run every game with rules, the
    UI suites every game with a table, examples included."""
    import tests.test_conformance as rules_suite
    import tests.test_shared_checks as shared
    import tests.ui.test_hotseat_every_game as hotseat
    import tests.ui.test_layout_sweep as layout
    import tests.ui.test_table_conformance as tables
    from game.registry import with_rules

    assert rules_suite.GAMES == shared.GAMES == with_rules()
    tabled = set(UI_ENTRIES)
    assert set(layout.GAMES) == tabled and set(layout.PLANS) == tabled
    assert tabled <= set(tables.GAMES) and tabled <= set(tables.HIDDEN)
    assert tabled <= set(hotseat.GAMES)
    for e in EXAMPLES:
        assert e.game_id in with_rules() and e.game_id in tabled
