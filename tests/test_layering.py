"""The layering rule (DESIGN.md): game/ is pure Python and never imports pygame."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def test_game_package_never_imports_pygame() -> None:
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(str(path.relative_to(GAME.parent)))
    assert not offenders, f"game/ must not import pygame: {offenders}"
    assert any(GAME.rglob("*.py")), "the check must see the game package"
