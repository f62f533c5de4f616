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

The window never waits for a check: the menu and the Load list hand the files to
:data:`CHECKER`, which checks them one at a time on a background thread (newest first,
a file someone is waiting for ahead of the rest), and they show each result as it
arrives (:func:`known`, :func:`continue_candidate`). :func:`check_save` checks at once,
for the command line, the self-test and tests.
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.errors import LogRefused
from game.core.log import read_log, rebuild
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
    when: str | None = None
    """Where an unfinished game stands, as its table's bar says it ("March", "Dungeon 2,
    round 6": the adapter's ``when``)."""
    problem: str | None = None
    scenario: bool = False
    """The game began from a scenario position, not its seed's deal (never Hall of Fame)."""
    checked: bool = False
    """Fully checked (``problem`` is final); False for an entry only listed so far."""
    parent: str | None = None
    """For a branch ("play on from here"): "branched from <file> at action <n>"."""

    @property
    def name(self) -> str:
        """The file name, safe to draw (undecodable bytes in it are replaced)."""
        return printable(self.path.name, 120)


_Key = tuple[str, int, int, int, int]
_checked: dict[_Key, SaveInfo] = {}
_checked_lock = threading.Lock()


def _key(path: Path) -> _Key:
    """What identifies the file at ``path`` as it is now: its status, or for an entry that
    cannot be followed (a link that leads nowhere) the link's own; a check is remembered
    under it, so a changed file is checked again."""
    for stat in (os.stat, os.lstat):
        try:
            st = stat(path)
        except (OSError, ValueError):
            continue
        return (os.fspath(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
    return (os.fspath(path), -1, -1, -1, -1)


def _modified(path: Path) -> datetime:
    """The time to sort the entry by (a broken link's own time; the epoch if none)."""
    for stat in (os.stat, os.lstat):
        try:
            return datetime.fromtimestamp(stat(path).st_mtime)
        except (OSError, ValueError, OverflowError):
            continue
    return datetime.fromtimestamp(0)


def _entries(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as it:
            return [Path(e.path) for e in it if e.name.endswith(".jsonl")]
    except OSError:
        return []


def list_saves(folder: Path, *, check: bool = True) -> list[SaveInfo]:
    """Every ``*.jsonl`` in ``folder``, newest first, each with the reason if it cannot be
    used. With ``check`` every entry is checked (remembered results are reused); without,
    entries not checked before are listed unchecked, for :func:`check_save` or
    :data:`CHECKER` later."""
    out: list[SaveInfo] = []
    for path in _entries(folder):
        remembered = _remembered(_key(path))
        if remembered is not None:
            out.append(remembered)
        elif check:
            out.append(check_save(path))
        else:
            out.append(SaveInfo(path=path, modified=_modified(path)))
    out.sort(key=lambda i: (i.modified, i.path.name), reverse=True)
    return out


def _remembered(key: _Key) -> SaveInfo | None:
    """A copy of the remembered check for ``key``, or None."""
    with _checked_lock:
        info = _checked.get(key)
    return None if info is None else replace(info, seats=list(info.seats))


def known(path: Path) -> SaveInfo | None:
    """The remembered check of the file at ``path`` as it is now, or None (never checks)."""
    return _remembered(_key(path))


def check_save(path: Path) -> SaveInfo:
    """The entry at ``path``, fully checked (see the module's docstring); never raises."""
    key = _key(path)
    remembered = _remembered(key)
    if remembered is not None:
        return remembered
    info = _check(path, _modified(path))
    with _checked_lock:
        if len(_checked) >= CACHE_SIZE:
            _checked.clear()
        _checked[key] = info
    return replace(info, seats=list(info.seats))


class SaveChecker:
    """Checks save files on one background thread, so the window never waits for one.

    :meth:`want` queues files (``first=True`` puts them ahead of the rest, for a file a
    person is waiting for); the results land in the same memory :func:`check_save` keeps,
    read with :func:`known`. ``version`` grows with every result, so a scene can tell that
    something arrived. The thread is a daemon: quitting never waits for a check."""

    def __init__(self) -> None:
        self._queue: deque[Path] = deque()
        self._queued: set[Path] = set()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self.version = 0
        """How many checks have finished (a scene redraws when it changes)."""
        self.synchronous = False
        """Check on the caller's thread instead (the UI tests, which step frames by hand)."""

    def want(self, paths: Iterable[Path], *, first: bool = False) -> None:
        """Queue ``paths`` for checking (those already queued move ahead when ``first``)."""
        if self.synchronous:
            for path in paths:
                check_save(path)
                self.version += 1
            return
        with self._lock:
            new = list(paths)
            if first:
                for path in reversed(new):
                    if path in self._queued:
                        self._queue.remove(path)
                    self._queue.appendleft(path)
                    self._queued.add(path)
            else:
                for path in new:
                    if path not in self._queued:
                        self._queue.append(path)
                        self._queued.add(path)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-checker", daemon=True)
                self._thread.start()
        self._wake.set()

    @property
    def busy(self) -> bool:
        """True while files wait or one is being checked."""
        with self._lock:
            return bool(self._queued)

    def _run(self) -> None:
        while True:
            self._wake.wait(timeout=1.0)
            with self._lock:
                if not self._queue:
                    self._wake.clear()
                    continue
                path = self._queue[0]
            try:
                check_save(path)  # never raises; the result is remembered
            finally:
                with self._lock:
                    if self._queue and self._queue[0] == path:
                        self._queue.popleft()
                    elif path in self._queue:
                        self._queue.remove(path)
                    self._queued.discard(path)
                    self.version += 1

    def drain(self) -> None:
        """Check every queued file now, on the calling thread (tests, the self-test)."""
        while True:
            with self._lock:
                if not self._queue:
                    return
                path = self._queue.popleft()
                self._queued.discard(path)
            check_save(path)
            with self._lock:
                self.version += 1


CHECKER = SaveChecker()
"""The app's one background checker of saves (ui/scenes/menu.py and load.py use it)."""


def _check(path: Path, modified: datetime) -> SaveInfo:
    info = SaveInfo(path=path, modified=modified, checked=True)
    try:
        loaded = read_log(path, get_rules)
    except LogRefused as exc:
        info.problem = str(exc)
        return info
    except Exception as exc:  # noqa: BLE001 - whatever a file does, it is refused in a sentence
        info.problem = f"{info.name} cannot be read ({type(exc).__name__})."
        return info
    rules = get_rules(loaded.header.game)
    assert rules is not None  # read_log refuses unknown games
    info.game = loaded.header.game
    info.title = TITLES.get(info.game, info.game)
    info.seats = [s.name for s in loaded.header.config.seats]
    info.scenario = loaded.header.from_scenario
    parent = loaded.header.parent
    if parent is not None:
        info.parent = f"branched from {printable(parent.file, 60)} at action {parent.step}"
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
    info.when = _when(info.game, rules, match)
    return info


def _when(game_id: str, rules: Any, match: Any) -> str | None:
    """Where the game stands, in its table's words (from the public view); None when the
    game has no table here."""
    from ui.table.registry import adapter_for

    try:
        adapter = adapter_for(game_id)
    except KeyError:
        return None
    return str(adapter.when(rules.view(match.state, match.config.n_seats)))


def latest_unfinished(folder: Path) -> SaveInfo | None:
    """The newest unfinished game in ``folder`` that checks out (so it loads); a newer file
    that does not never hides an older good game."""
    for info in list_saves(folder, check=False):
        checked = info if info.checked else check_save(info.path)
        if checked.problem is None and not checked.finished:
            return checked
    return None


def continue_candidate(folder: Path) -> tuple[SaveInfo | None, bool]:
    """What Continue offers now, without waiting: (the newest unfinished game that checks
    out, whether it is final). While a newer file than the answer is not checked yet, the
    answer is (None, False) and that file is queued on :data:`CHECKER`, ahead of the rest;
    ask again when ``CHECKER.version`` has changed."""
    entries = list_saves(folder, check=False)
    unchecked = [i.path for i in entries if not i.checked]
    if unchecked:
        CHECKER.want(unchecked, first=True)
        entries = [known(i.path) or i for i in entries]  # checked now, when synchronous
    for info in entries:
        if not info.checked:
            return None, False
        if info.problem is None and not info.finished:
            return info, True
    return None, True


def share_name(info: SaveInfo) -> str:
    """A file name that says the game, its players and its date ("Tavern Keepers - Ana, Ben -
    2026-11-28.jsonl"), with only characters every file system takes."""
    words = f"{info.title} - {', '.join(info.seats)} - {info.modified.strftime('%Y-%m-%d')}"
    safe = "".join(c if c.isalnum() or c in " ,.-_&'" else "_" for c in words).strip(" .")
    return (safe[:150] or "game") + ".jsonl"


def copy_as_new(source: Path, folder: Path, name: str) -> Path:
    """Copy ``source`` into ``folder`` under ``name``, or "name (2)" and so on when taken:
    never over an existing file (created exclusively). Raises OSError."""
    data = source.read_bytes()
    folder.mkdir(parents=True, exist_ok=True)
    stem, suffix = os.path.splitext(name)
    for n in range(1, 1000):
        target = folder / (name if n == 1 else f"{stem} ({n}){suffix}")
        try:
            with open(target, "xb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        except FileExistsError:
            continue
        return target
    raise FileExistsError(f"{folder} holds too many files named {name}")


def forget_checks() -> None:
    """Drop every remembered check (tests; a build whose rules changed)."""
    with _checked_lock:
        _checked.clear()


__all__ = [
    "CHECKER",
    "SaveChecker",
    "SaveInfo",
    "check_save",
    "copy_as_new",
    "continue_candidate",
    "forget_checks",
    "latest_unfinished",
    "known",
    "list_saves",
    "share_name",
]
