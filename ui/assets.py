"""Finding art/ and sounds/ from source, an installed copy and the PyInstaller bundle alike.

What must ship: art/fonts/* (fonts and their licences), art/icons/*.svg with
art/icons/LICENSE.txt (the card and screen pictures, CC BY 3.0) and sounds/*.wav.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_HERE.parent)  # a source checkout or an editable install
    roots.append(Path(sys.prefix) / "share" / "loot-table")  # pip install . (data-files)
    return roots


@cache
def resource_root() -> Path | None:
    """The folder holding ``art/`` and ``sounds/``, or None if neither can be found."""
    for root in _candidates():
        if (root / "art" / "fonts" / FONT_REGULAR).is_file():
            return root
    return None


def art_path(*parts: str) -> Path | None:
    root = resource_root()
    if root is None:
        return None
    p = root.joinpath("art", *parts)
    return p if p.exists() else None


def icon_path(name: str) -> Path | None:
    """The SVG file of game-icons icon ``name`` in art/icons, or None if it is not there."""
    return art_path("icons", f"{name}.svg")


def sound_path(name: str) -> Path | None:
    root = resource_root()
    if root is None:
        return None
    p = root / "sounds" / name
    return p if p.exists() else None


FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"
FONT_TITLE = "EBGaramond12-Bold.otf"
"""The display face for screen titles (SIL Open Font Licence, art/fonts/LICENSE-EBGaramond.txt)."""
