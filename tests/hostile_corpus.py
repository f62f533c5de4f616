"""A generator of hostile files for the corrupt-file tests (issue 11), built in the test's own
folder rather than committed: entries that are not regular files, files that are too big or
nested too deep, logs whose set-up was forged (with every hash recomputed, as a forger would),
logs with values that validate as JSON but break the app, and a guard that proves a read
returns instead of blocking on a named pipe.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from game.core.chance import Chance
from game.core.log import LogWriter
from game.core.match import Match
from game.core.model import Event, MatchConfig, SeatInfo
from game.registry import get_rules

T = TypeVar("T")
FIFTY_MB = 50 * 1024 * 1024
DEEP = b"[" * 100_000 + b"]" * 100_000
CAN_LINK = hasattr(os, "symlink") and os.name != "nt"
CAN_FIFO = hasattr(os, "mkfifo")


# ------------------------------------------------------------------ entries that are not files
KINDS = [
    "deep-nesting",
    "huge",
    "a-folder",
    "named-pipe",
    "link-to-dev-zero",
    "self-link",
    "loop-a",
    "dangling-link",
]
"""Hostile kinds of entry, each made by :func:`hostile_entry` (those the system cannot make
are left out)."""


def hostile_entry(kind: str, path: Path, good: bytes | None = None) -> bool:
    """Make an entry of ``kind`` at ``path``; False when this system cannot make one.
    ``loop-a`` also makes its partner ``loop-partner-<name>``; ``huge`` starts with ``good``."""
    if kind == "deep-nesting":
        path.write_bytes(DEEP)
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.write(good or b"{}")
            fh.seek(FIFTY_MB)
            fh.write(b"\n")
    elif kind == "a-folder":
        path.mkdir()
    elif kind == "named-pipe":
        if not CAN_FIFO:
            return False
        os.mkfifo(path)
    elif not CAN_LINK:
        return False
    elif kind == "link-to-dev-zero":
        if not os.path.exists("/dev/zero"):
            return False
        os.symlink("/dev/zero", path)
    elif kind == "self-link":
        os.symlink(path.name, path)
    elif kind == "loop-a":
        os.symlink(f"loop-partner-{path.name}", path)
        os.symlink(path.name, path.with_name(f"loop-partner-{path.name}"))
    elif kind == "dangling-link":
        os.symlink(path.parent / "nothing-here", path)
    else:
        raise ValueError(kind)
    return True


def hostile_entries(folder: Path, suffix: str, good: bytes | None = None) -> dict[str, Path]:
    """One entry of each of :data:`KINDS` in ``folder``, named ``<kind><suffix>``; with ``good``
    (a good file's bytes) also that file with a deeply nested line in its middle
    (``deep-line``)."""
    folder.mkdir(parents=True, exist_ok=True)
    made: dict[str, Path] = {}
    for kind in KINDS:
        path = folder / f"{kind}{suffix}"
        if hostile_entry(kind, path, good):
            made[kind] = path
            if kind == "loop-a":
                made["loop-b"] = path.with_name(f"loop-partner-{path.name}")
    if good is not None:
        lines = good.split(b"\n")
        made["deep-line"] = folder / f"deep-line{suffix}"
        made["deep-line"].write_bytes(b"\n".join([*lines[:3], DEEP, *lines[3:]]))
    return made


def fifos_in(*folders: Path) -> list[Path]:
    return [p for f in folders if f.is_dir() for p in f.iterdir() if p.is_fifo()]


def returns(fn: Callable[[], T], fifos: list[Path], wait_s: float = 30.0) -> T:
    """``fn()``, proving it returns: if it is still running after ``wait_s`` (it blocked on a
    named pipe), every pipe in ``fifos`` gets a writer that closes at once, which releases a
    blocked reader, and the test fails. The wait is a guard against hanging, not a timing."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(wait_s)
    if thread.is_alive():
        for fifo in fifos:
            with contextlib.suppress(OSError):
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(wait_s)
        pytest.fail("a read blocked on a named pipe")
    if "error" in box:
        raise box["error"]
    return box["value"]


# ------------------------------------------------------------------ forged logs
def deal(config: MatchConfig) -> list[Event]:
    rules = get_rules(config.game)
    assert rules is not None
    return rules.setup_events(config, Chance.for_step(config.seed, 0))


def write_log(
    path: Path,
    config: MatchConfig,
    setup: list[Event],
    *,
    origin: str | None = None,
    actions: int = 12,
    seed: int = 0,
) -> Path:
    """A log of ``actions`` random legal actions from ``setup``, every event and hash true to
    that set-up (a forger recomputes them); ``origin`` is what the header claims (bound into
    the hashes as a forger who knows the format would bind it)."""
    rules = get_rules(config.game)
    assert rules is not None
    writer = LogWriter(path, rules, config, origin=origin)  # type: ignore[arg-type]
    match: Match[Any] = Match(rules, config, setup, sink=writer)
    rng = random.Random(seed)
    for _ in range(actions):
        if match.is_over:
            break
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    writer.close()
    return path


def edit_line(path: Path, n: int, edit: Callable[[dict[str, Any]], Any]) -> None:
    lines = path.read_bytes().split(b"\n")
    lines[n] = json.dumps(edit(json.loads(lines[n]))).encode()
    path.write_bytes(b"\n".join(lines))


def _with(event: Event, **changes: Any) -> Event:
    return type(event).model_validate({**event.model_dump(), **changes})


def aim_config(seed: int = 7, names: tuple[str, str] = ("Ana", "Ben")) -> MatchConfig:
    seats = tuple(SeatInfo(name=n) for n in names)
    return MatchConfig(game="aim", seats=seats, seed=seed, options={"bot_seed": seed})


def tk_config(seed: int = 7) -> MatchConfig:
    seats = tuple(SeatInfo(name=n) for n in ("Ana", "Ben", "Cleo"))
    return MatchConfig(game="tavern-keepers", seats=seats, seed=seed, options={"bot_seed": seed})


def forged_setups() -> dict[str, tuple[MatchConfig, list[Event]]]:
    """Set-ups a forger might write under a header that claims its seed dealt them."""
    from game.games.aim import events as aim_ev

    aim = aim_config()
    dealt = deal(aim)
    first = dealt[0]
    decks = [list(d) for d in first.decks]  # type: ignore[attr-defined]
    loot = {k: list(v) for k, v in first.loot.items()}  # type: ignore[attr-defined]
    decks[0][0], loot["epic"][0] = loot["epic"][0], decks[0][0]  # the bottom card: never drawn
    gold = aim_ev.GoldTaken(attacker=0, defender=1, taken=30, bonus=0, protected=0, dropped=0)
    rules = get_rules("aim")
    assert rules is not None
    out: dict[str, tuple[MatchConfig, list[Event]]] = {
        "aim-thirty-gold": (aim, [*dealt, gold]),
        "aim-extra-die": (aim, [_with(first, dice_total=first.dice_total + 1), *dealt[1:]]),  # type: ignore[attr-defined]
        "aim-hundred-dice": (aim, [_with(first, dice_total=100), *dealt[1:]]),
        "aim-epic-in-starter-deck": (aim, [_with(first, decks=decks, loot=loot), *dealt[1:]]),
        "aim-another-games-set-up": (aim, deal(aim.model_copy(update={"seed": 8}))),
        "aim-scenario-position": (
            aim,
            rules.state_from_position(aim, {"players": [{"gold": 30}, {}]}),
        ),
    }
    tk = tk_config()
    tk_dealt = deal(tk)
    tk_first = tk_dealt[0]
    taverns = [list(t) for t in tk_first.taverns]  # type: ignore[attr-defined]
    box = [*tk_first.box, *taverns[0]]  # type: ignore[attr-defined]
    taverns[0] = []
    hands = [list(h) for h in tk_first.hands]  # type: ignore[attr-defined]
    deck = list(tk_first.deck)  # type: ignore[attr-defined]
    hands[0].append(deck.pop())
    out["tk-tavern-emptied"] = (tk, [_with(tk_first, taverns=taverns, box=box), *tk_dealt[1:]])
    out["tk-extra-card-in-hand"] = (tk, [_with(tk_first, hands=hands, deck=deck), *tk_dealt[1:]])
    out["tk-another-games-set-up"] = (tk, deal(tk.model_copy(update={"seed": 99})))
    return out


# ------------------------------------------------------------------ values that break the app
BAD_BOT_SEEDS: dict[str, str] = {
    "text": '"abc"',
    "nan": "NaN",
    "huge-float": "1e309",
    "list": "[1, 2]",
    "bool": "true",
    "fraction": "1.5",
    "thirty-digits": "1" + "0" * 30,
    "object": '{"a": 1}',
}
"""``options.bot_seed`` values as raw JSON text (NaN is not JSON, but Python writes it)."""

BAD_NAMES: dict[str, str] = {
    "nul": "Ana\u0000",
    "lone-surrogate": "Ana\udc80",
    "zero-width-only": "\u200b\u200b\u200b",
    "spaces-only": "   ",
    "newline": "Ana\nBen",
    "escape": "\x1b[31mAna",
    "empty": "",
    "forty-one": "A" * 41,
    "half-a-megabyte": "A" * 500_000,
    "line-separator": "Ana\u2028",
}
"""Seat or player names the app cannot keep or draw."""


def with_raw_value(line: bytes, key_path: tuple[str, ...], raw_json: str) -> bytes:
    """``line`` (a JSON object) with the value at ``key_path`` replaced by ``raw_json`` text."""
    obj = json.loads(line)
    target = obj
    for key in key_path[:-1]:
        target = target[key]
    target[key_path[-1]] = "\u0000PLACEHOLDER\u0000"
    text = json.dumps(obj, ensure_ascii=True)
    return text.replace('"\\u0000PLACEHOLDER\\u0000"', raw_json).encode()


def with_name(line: bytes, key_path: tuple[Any, ...], name: str) -> bytes:
    """``line`` with the string at ``key_path`` set to ``name`` (lone surrogates escaped)."""
    obj = json.loads(line)
    target = obj
    for key in key_path[:-1]:
        target = target[key]
    target[key_path[-1]] = name
    return json.dumps(obj, ensure_ascii=True).encode()
