"""The saves and replays folders: what is in them, which games can be trusted, what Continue offers.

No pygame here. A save is *checked* the way ``loot-table replay --verify`` checks a log:
read through the bounded reader, parsed, its set-up dealt again from the seed (unless the
header says it began from a scenario position) and every action decided again against its
recorded events and state hash (game/core/log.py). A check costs about as much as loading
the game (AIM: ~25 ms for a 450-action game), so results are remembered per file as long as
its path, inode, size and modification time stay the same: the Load list checks a folder
once and the menu asks again for free.

Every ``*.jsonl`` entry of a folder is listed, readable or not: a link that leads nowhere,
to itself or round in a circle, a named pipe or a device under a save's name each comes
with the reason (``problem``), and one bad entry never hides the others.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path

from game.core.errors import LogRefused
from game.core.log import LoggedStep, read_log, rebuild
from game.core.text import printable
from game.registry import TITLES
from ui.games import app_rules as get_rules

CACHE_SIZE = 2000


@dataclass
class SaveInfo:
    """One file in the saves folder, readable or not (``problem`` then says why)."""

    path: Path
    modified: datetime
    game: str = "?"
    title: str = "?"
    seats: list[str] = field(default_factory=list)
    steps: int = 0
    """The game's actions, those kept (an action taken back is not one): as the replay
    viewer counts them (ui/replay.py)."""
    finished: bool = False
    turn: int | None = None
    problem: str | None = None
    scenario: bool = False
    """The game began from a scenario position, not its seed's deal (never Hall of Fame)."""
    checked: bool = False
    """Fully checked (``problem`` is final); False for an entry only listed so far."""

    @property
    def name(self) -> str:
        """The file name, safe to draw (undecodable bytes in it are replaced)."""
        return printable(self.path.name, 120)


_Key = tuple[str, int, int, int, int]
_checked: dict[_Key, SaveInfo] = {}


def _key(path: Path, st: os.stat_result) -> _Key:
    return (os.fspath(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _stat(path: Path) -> tuple[os.stat_result | None, datetime]:
    """The file's status (None for a link that leads nowhere) and the time to sort it by."""
    try:
        st = os.stat(path)
    except OSError:
        try:  # a broken link: list it by the link's own time
            return None, datetime.fromtimestamp(os.lstat(path).st_mtime)
        except OSError:
            return None, datetime.fromtimestamp(0)
    return st, datetime.fromtimestamp(st.st_mtime)


def _entries(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as it:
            return [Path(e.path) for e in it if e.name.endswith(".jsonl")]
    except OSError:
        return []


def list_saves(folder: Path, *, check: bool = True) -> list[SaveInfo]:
    """Every ``*.jsonl`` in ``folder``, newest first, each with the reason if it cannot be
    used. With ``check`` every entry is checked (remembered results are reused); without,
    entries not checked before are listed unchecked, for :func:`check_save` later."""
    out: list[SaveInfo] = []
    for path in _entries(folder):
        st, modified = _stat(path)
        known = _checked.get(_key(path, st)) if st is not None else None
        if known is not None:
            out.append(replace(known, seats=list(known.seats)))
        elif check:
            out.append(check_save(path))
        else:
            out.append(SaveInfo(path=path, modified=modified))
    out.sort(key=lambda i: (i.modified, i.path.name), reverse=True)
    return out


def check_save(path: Path) -> SaveInfo:
    """The entry at ``path``, fully checked (see the module's docstring); never raises."""
    st, modified = _stat(path)
    key = _key(path, st) if st is not None else None
    if key is not None and key in _checked:
        known = _checked[key]
        return replace(known, seats=list(known.seats))
    info = _check(path, modified)
    if key is not None:
        if len(_checked) >= CACHE_SIZE:
            _checked.clear()
        _checked[key] = info
    return replace(info, seats=list(info.seats))


def _check(path: Path, modified: datetime) -> SaveInfo:
    info = SaveInfo(path=path, modified=modified, checked=True)
    try:
        loaded = read_log(path, get_rules)
    except LogRefused as exc:
        info.problem = str(exc)
        return info
    rules = get_rules(loaded.header.game)
    assert rules is not None  # read_log refuses unknown games
    info.game = loaded.header.game
    info.title = TITLES.get(info.game, info.game)
    info.seats = [s.name for s in loaded.header.config.seats]
    info.scenario = loaded.header.from_scenario
    try:
        match, report = rebuild(rules, loaded, verify=True)
    except LogRefused as exc:
        info.problem = f"{info.name} cannot be opened: {str(exc).rstrip('.')}."
        return info
    except Exception as exc:  # noqa: BLE001 - a tampered log is refused, never a traceback
        info.problem = (
            f"{info.name} cannot be opened: its recorded steps do not fit the game "
            f"({type(exc).__name__})."
        )
        return info
    if report.mismatch is not None:
        info.problem = f"{info.name} cannot be opened: {report.mismatch}."
        return info
    info.steps = len(match.steps)
    info.finished = match.is_over
    info.turn = _last_turn(loaded.records)
    return info


def _last_turn(records: Sequence[object]) -> int | None:
    for rec in reversed(records):
        if not isinstance(rec, LoggedStep):
            continue
        for e in rec.events:
            if getattr(e, "kind", "") == "turn_started":
                return int(getattr(e, "turn", 0)) or None
    return None


def latest_unfinished(folder: Path) -> SaveInfo | None:
    """The newest unfinished game in ``folder`` that checks out (so it loads); a newer file
    that does not never hides an older good game."""
    for info in list_saves(folder, check=False):
        checked = info if info.checked else check_save(info.path)
        if checked.problem is None and not checked.finished:
            return checked
    return None


def forget_checks() -> None:
    """Drop every remembered check (tests; a build whose rules changed)."""
    _checked.clear()


__all__ = [
    "SaveInfo",
    "check_save",
    "forget_checks",
    "latest_unfinished",
    "list_saves",
]
