"""What the app (and its shared test suites) need of one game's UI: a ``UiEntry``.

A game's UI lives in one folder, ``ui/games/<game>/``, whose ``__init__.py`` holds its
``UI_ENTRY``; ui/games/__init__.py lists the entries (the one UI-side registration line),
and everything that names games on the UI side derives from that list. The entry is the
UI's counterpart of the engine's ``GameEntry`` (game/core/entry.py). Importing an entry
loads no pygame, table or card art: the heavy parts are factories, built on first use.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ui.help_text import GlossaryEntry, Sections

PrivacyOracle = Callable[[Any, "int | None"], set[int]]
"""``(state, seat) -> card ids`` that ``seat`` may not see in the engine ``state`` (``None``:
nobody holds the screen, so every card any seat keeps to itself). Written from the
rulebook, apart from the game's own view code, so the shared privacy suites can check
every face the table draws against it."""


@dataclass(frozen=True)
class SweepPlan:
    """How the layout sweeps reach every position of a game's table (tests/ui/positions.py):
    ``phases`` the table names and the sweep must reach (at every seat count), ``rare``
    phases it may reach now and then, ``hunt`` the phases worth playing random games for,
    ``variants`` option sets some seeded games use (to reach phases only an option brings),
    ``seat_counts`` the table sizes swept."""

    phases: frozenset[str]
    rare: frozenset[str] = frozenset()
    hunt: tuple[str, ...] = ()
    variants: tuple[Mapping[str, Any], ...] = ()
    seat_counts: tuple[int, ...] = (2, 3, 4)


@dataclass(frozen=True)
class UiEntry:
    """One game's UI: ``table`` builds its table adapter (ui/table/adapter.py); ``help`` is its
    rules help as ``(title, body)`` sections; ``glossary`` lists its card designs (cached by
    the builder); ``icon`` is its picture (a game-icons name) and ``icon_tables`` its own
    icon names by use (ui/icons.py ``registry``); ``privacy`` builds its privacy oracle and
    ``sweep`` its sweep plan (both for the shared suites; factories, so nothing heavy is
    imported until asked)."""

    game_id: str
    table: Callable[[], Any]
    help: Sections
    glossary: Callable[[], Sequence[GlossaryEntry]]
    icon: str
    privacy: Callable[[], PrivacyOracle]
    sweep: Callable[[], SweepPlan]
    icon_tables: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    screenshots: Callable[[], Callable[[Any, Path, Any], list[Path]]] | None = None
    """Builds its screenshot scenes' renderer ``(app, folder, dirs) -> files``
    (``python -m ui.screenshots``), or None."""
    modules: tuple[str, ...] = ()
    """The app's modules of this game imported by name on first use (build.spec bundles
    them)."""
    folder: Path | None = None
    """The game's UI folder, where its data files lie (``tutorial.json``, ``aid.json``)."""


APP_MODULES = ("help", "icons", "table")
"""The modules of a game's folder the app itself runs (build.spec bundles them); checks.py
and screenshots.py serve the tests and the screenshot tool."""


def folder_entry(package: str, game_id: str, table_class: str, icon: str) -> UiEntry:
    """The UI entry of a game whose folder ``package`` (``ui.games.<game>``) follows the
    layout: ``table.py`` holding the adapter class ``table_class``, ``help.py`` (``HELP``,
    ``glossary``), ``icons.py`` (``TABLES``), ``checks.py`` (``hidden_from``,
    ``sweep_plan``) and, if it has one, ``screenshots.py`` (``render``). Only help and icons
    are imported now (no pygame); the rest on first use."""
    help_module = importlib.import_module(f"{package}.help")
    icons_module = importlib.import_module(f"{package}.icons")

    def part(module: str, name: str) -> Any:
        return getattr(importlib.import_module(f"{package}.{module}"), name)

    return UiEntry(
        game_id=game_id,
        table=lambda: part("table", table_class)(),
        help=help_module.HELP,
        glossary=help_module.glossary,
        icon=icon,
        privacy=lambda: part("checks", "hidden_from"),
        sweep=lambda: part("checks", "sweep_plan")(),
        icon_tables=icons_module.TABLES,
        screenshots=(
            (lambda: part("screenshots", "render"))
            if importlib.util.find_spec(f"{package}.screenshots") is not None
            else None
        ),
        modules=tuple(f"{package}.{m}" for m in APP_MODULES),
        folder=Path(help_module.__file__).parent if help_module.__file__ else None,
    )
