"""Statistics of the games played here, counted only from saves that verify.

:func:`collect` reads every ``*.jsonl`` in the given folders (the app's saves and replays by
default), verifies each as ``replay --verify`` does (game/core/log.py ``verify_file``) and
counts the finished games that were played from a real deal: a file that does not verify,
an unfinished game, a game begun from a scenario position and a branch ("play on from
here": its first steps were played in another game) are left out, each with its reason in
``skipped``. Per player name: games, wins (a shared win counts for each winner), win rate,
per game the average and best score, the longest run of wins and the current one (games in
the order their saves were begun). Per bot level: its record in games with at least one
person at the table. Nothing here imports pygame (ui/scenes/statistics.py draws it).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.errors import LogRefused
from game.core.log import verify_file
from game.core.rules import GameRules
from game.core.text import printable

Lookup = Callable[[str], GameRules[Any] | None]


@dataclass(frozen=True)
class CountedGame:
    """One finished game as the statistics see it."""

    file: str
    game: str
    created: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    """Per seat: "human" or the bot's level."""
    winners: tuple[int, ...]
    scores: dict[int, int]


@dataclass
class GameTally:
    """One player's record in one game."""

    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_score(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    @property
    def best_score(self) -> int | None:
        return max(self.scores) if self.scores else None


@dataclass
class PlayerStats:
    """One player name's record over every counted game, oldest first in ``results``."""

    name: str
    kind: str
    """"human", or the bot level this name played as most recently."""
    games: int = 0
    wins: int = 0
    per_game: dict[str, GameTally] = field(default_factory=dict)
    results: list[tuple[str, bool, int | None]] = field(default_factory=list)
    """(game id, won, score) per game, oldest first."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def best_streak(self) -> int:
        """The longest run of wins in a row."""
        best = run = 0
        for _, won, _ in self.results:
            run = run + 1 if won else 0
            best = max(best, run)
        return best

    @property
    def current_streak(self) -> int:
        """Wins in a row up to the latest game."""
        run = 0
        for _, won, _ in reversed(self.results):
            if not won:
                break
            run += 1
        return run


@dataclass
class LevelRecord:
    """A bot level's record in games with at least one person at the table."""

    level: str
    games: int = 0
    wins: int = 0
    """Games a bot of this level won (or shared)."""
    human_wins: int = 0
    """Of those games, the ones a person won (or shared)."""


@dataclass
class Statistics:
    games: int
    players: list[PlayerStats]
    levels: list[LevelRecord]
    skipped: list[tuple[str, str]]
    """(file name, why it was not counted)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "players": [
                {
                    "name": p.name,
                    "kind": p.kind,
                    "games": p.games,
                    "wins": p.wins,
                    "win_rate": p.win_rate,
                    "best_streak": p.best_streak,
                    "current_streak": p.current_streak,
                    "per_game": {
                        g: {
                            "games": t.games,
                            "wins": t.wins,
                            "win_rate": t.win_rate,
                            "average_score": t.average_score,
                            "best_score": t.best_score,
                        }
                        for g, t in sorted(p.per_game.items())
                    },
                }
                for p in self.players
            ],
            "bot_levels": [
                {"level": r.level, "games": r.games, "wins": r.wins, "human_wins": r.human_wins}
                for r in self.levels
            ],
            "skipped": [{"file": f, "why": why} for f, why in self.skipped],
        }


def save_files(folders: Iterable[Path]) -> list[Path]:
    """Every ``*.jsonl`` entry in ``folders`` (a folder that cannot be read gives none)."""
    out: list[Path] = []
    seen: set[str] = set()
    for folder in folders:
        try:
            with os.scandir(folder) as it:
                names = sorted(e.name for e in it if e.name.endswith(".jsonl"))
        except OSError:
            continue
        for name in names:
            path = Path(folder) / name
            key = os.path.realpath(path)
            if key not in seen:
                seen.add(key)
                out.append(path)
    return out


def counted_game(path: Path, lookup: Lookup) -> CountedGame:
    """The game saved at ``path`` as the statistics count it; LogRefused (a sentence) when
    it is not counted: it does not verify, is unfinished, a scenario's or a branch."""
    verified = verify_file(path, lookup)
    header = verified.loaded.header
    name = printable(path.name, 120)
    if header.from_scenario:
        raise LogRefused(f"{name} began from a scenario position.")
    if header.branched:
        raise LogRefused(f"{name} was played on from another game (a branch).")
    outcome = verified.match.outcome()
    if outcome is None:
        raise LogRefused(f"{name} is not finished.")
    seats = header.config.seats
    return CountedGame(
        file=path.name,
        game=header.game,
        created=header.created,
        names=tuple(s.name for s in seats),
        kinds=tuple("human" if s.kind == "human" else (s.level or "bot") for s in seats),
        winners=tuple(outcome.winners),
        scores={int(k): int(v) for k, v in outcome.scores.items()},
    )


def tally(games: Sequence[CountedGame], skipped: Sequence[tuple[str, str]] = ()) -> Statistics:
    """The statistics of ``games`` (any order: counted oldest first)."""
    players: dict[str, PlayerStats] = {}
    levels: dict[str, LevelRecord] = {}
    for g in sorted(games, key=lambda g: (g.created, g.file)):
        has_human = "human" in g.kinds
        human_won = any(g.kinds[w] == "human" for w in g.winners)
        for seat, (name, kind) in enumerate(zip(g.names, g.kinds, strict=True)):
            p = players.setdefault(name, PlayerStats(name, kind))
            p.kind = kind
            won = seat in g.winners
            score = g.scores.get(seat)
            p.games += 1
            p.wins += won
            t = p.per_game.setdefault(g.game, GameTally())
            t.games += 1
            t.wins += won
            if score is not None:
                t.scores.append(score)
            p.results.append((g.game, won, score))
        if has_human:
            for level in sorted({k for k in g.kinds if k != "human"}):
                r = levels.setdefault(level, LevelRecord(level))
                r.games += 1
                r.wins += any(g.kinds[w] == level for w in g.winners)
                r.human_wins += human_won
    ranked = sorted(players.values(), key=lambda p: (-p.games, -p.wins, p.name))
    return Statistics(
        len(games), ranked, sorted(levels.values(), key=lambda r: r.level), list(skipped)
    )


def collect(folders: Iterable[Path], lookup: Lookup) -> Statistics:
    """Read, verify and count every save in ``folders`` (see the module docstring)."""
    games: list[CountedGame] = []
    skipped: list[tuple[str, str]] = []
    for path in save_files(folders):
        try:
            games.append(counted_game(path, lookup))
        except LogRefused as exc:
            skipped.append((printable(path.name, 120), str(exc)))
    return tally(games, skipped)


__all__ = [
    "CountedGame",
    "GameTally",
    "LevelRecord",
    "PlayerStats",
    "Statistics",
    "collect",
    "counted_game",
    "save_files",
    "tally",
]
