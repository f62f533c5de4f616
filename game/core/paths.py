"""Where Loot Table keeps its files (platformdirs), never next to the program or in the cwd.

``LOOT_TABLE_HOME`` overrides the root (tests and the self-test point it at a
temporary folder); otherwise each kind of file goes to its platform directory.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "loot-table"


@dataclass(frozen=True)
class AppDirs:
    saves: Path
    replays: Path
    settings: Path
    hall_of_fame: Path
    logs: Path

    @classmethod
    def under(cls, root: Path) -> AppDirs:
        """Every kind of file in one folder ``root`` (``LOOT_TABLE_HOME``, tests, tools)."""
        return cls(
            root / "saves",
            root / "replays",
            root / "settings.json",
            root / "hall_of_fame.json",
            root / "logs",
        )

    def ensure(self) -> AppDirs:
        for p in (
            self.saves,
            self.replays,
            self.settings.parent,
            self.hall_of_fame.parent,
            self.logs,
        ):
            p.mkdir(parents=True, exist_ok=True)
        return self


def app_dirs() -> AppDirs:
    """The directories for this user (created on demand by ``ensure``)."""
    home = os.environ.get("LOOT_TABLE_HOME")
    if home:
        return AppDirs.under(Path(home))
    data = Path(platformdirs.user_data_dir(APP, appauthor=False))
    config = Path(platformdirs.user_config_dir(APP, appauthor=False))
    logs = Path(platformdirs.user_log_dir(APP, appauthor=False))
    return AppDirs(
        data / "saves", data / "replays", config / "settings.json", data / "hall_of_fame.json", logs
    )
