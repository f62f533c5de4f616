"""The layering rule (DESIGN.md): game/ is pure Python and never imports pygame or ui/, not by
an import statement and not by a string (``importlib.import_module("ui.app")``,
``__import__("pygame")``, ``find_spec("ui")`` or a module name kept in a table)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
FORBIDDEN = ("pygame", "ui")
MODULE_NAME = re.compile(r"(pygame|ui)(\.[A-Za-z_]\w*)*")
"""A string that names a forbidden module (``"ui"``, ``"ui.app"``, ``"pygame.display"``)."""


def _forbidden(name: str) -> bool:
    return any(name == top or name.startswith(top + ".") for top in FORBIDDEN)


def offences(source: str) -> list[str]:
    """Every way ``source`` (a module of game/) reaches pygame or ui/, as ``line: what``."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and MODULE_NAME.fullmatch(node.value)
        ):
            names = [node.value]
        found += [f"{node.lineno}: {n}" for n in names if _forbidden(n)]  # type: ignore[attr-defined]
    return found


def test_game_package_never_imports_pygame_or_ui() -> None:
    offenders = []
    for path in GAME.rglob("*.py"):
        for what in offences(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(GAME.parent)}:{what}")
    assert not offenders, f"game/ must not import pygame or ui/: {offenders}"
    assert any(GAME.rglob("*.py")), "the check must see the game package"


def test_the_check_catches_every_way_of_importing() -> None:
    """The check itself: statements, importlib and __import__ strings, names in tables."""
    caught = [
        "import pygame",
        "import pygame.display as d",
        "from ui.app import main",
        "from ui import selftest",
        "import importlib\nimportlib.import_module('ui.app')",
        "from importlib import import_module\nimport_module('ui')",
        "__import__('pygame')",
        "import importlib.util\nimportlib.util.find_spec('ui.app')",
        "APPS = {'window': 'ui.app'}",
    ]
    for source in caught:
        assert offences(source), source
    allowed = [
        "import game.ui_words",
        "from game.core import view",
        "x = 'the ui/ package opens the window'",
        "'''Docstring naming ui.app in a sentence.'''",
        "name = 'guide'",
    ]
    for source in allowed:
        assert not offences(source), source
