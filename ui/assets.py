"""Finding the app's fonts, icons and sounds from a source checkout, an installed wheel and
the PyInstaller bundle alike.

They ship inside the ``ui`` package, in ``ui/resources/`` (``fonts/``, ``icons/``: the card
and screen pictures from game-icons.net, CC BY 3.0, with their LICENSE.txt; ``sounds/``):
pyproject.toml packages everything under it as package data and build.spec bundles it at
``ui/resources``, so the folder is always next to this module.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

RESOURCES = "resources"
"""The folder inside the ``ui`` package that holds ``fonts/`` and ``sounds/``."""


def _candidates() -> list[Path]:
    roots = [Path(__file__).resolve().parent / RESOURCES]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # a frozen module's __file__ already points into the bundle; this is a fallback
        roots.append(Path(bundle) / "ui" / RESOURCES)
    return roots


@cache
def resource_root() -> Path | None:
    """The folder holding ``fonts/`` and ``sounds/``, or None if it cannot be found."""
    for root in _candidates():
        if (root / "fonts" / FONT_REGULAR).is_file():
            return root
    return None


def art_path(*parts: str) -> Path | None:
    """An existing file under the resources folder (``art_path("fonts", FONT_BOLD)``), or None."""
    root = resource_root()
    if root is None:
        return None
    p = root.joinpath(*parts)
    return p if p.exists() else None


def icon_path(name: str) -> Path | None:
    """The SVG file of game-icons icon ``name`` in ui/resources/icons, or None if it is not there."""
    return art_path("icons", f"{name}.svg")


def sound_path(name: str) -> Path | None:
    """An existing sound file (``"dice.wav"``), or None."""
    return art_path("sounds", name)


FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"
FONT_TITLE = "EBGaramond12-Bold.otf"
"""The display face for screen titles (SIL Open Font Licence, art/fonts/LICENSE-EBGaramond.txt)."""
