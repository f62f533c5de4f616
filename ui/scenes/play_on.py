"""Play on from here: a new game that begins as a saved one did, up to a chosen step.

The New game form (ui/scenes/new_game/) with the game, the number of seats, the options and
the seed fixed to the saved game's: only who sits in each seat may change (a name, a person
instead of a bot, another bot level). Start writes the branch (game/core/branch.py) into the
saves folder and opens it on the table, behind the hand-over screen when two or more people
are seated, as any new game.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from game import registry
from game.core.branch import branch
from game.core.errors import LootTableError
from game.core.model import MatchConfig
from game.core.options import ENGINE_OPTIONS
from game.core.text import printable
from ui.scenes.new_game import MAX_SEATS, SEED, NewGameScene, preferred_bot
from ui.session import GameSession

FIXED = "A branch keeps the game, its seats, options and seed: only who sits where may change."


class PlayOnScene(NewGameScene):
    heading = "Play on"

    def __init__(self, app, source: Path, step: int, config: MatchConfig) -> None:  # type: ignore[no-untyped-def]
        self.source = source
        self.step = step
        self.config = config
        super().__init__(app)
        ids = [g.game_id for g in registry.GAMES]
        self.game_index = ids.index(config.game)
        self.state.n_seats = config.n_seats
        self.names = [s.name for s in config.seats] + [
            f"Seat {i + 1}" for i in range(config.n_seats, MAX_SEATS)
        ]
        fill = preferred_bot(config.game)
        self.kinds = ["human" if s.kind == "human" else (s.level or fill) for s in config.seats] + [
            fill
        ] * (MAX_SEATS - config.n_seats)
        self.options = {k: v for k, v in config.options.items() if k not in ENGINE_OPTIONS}
        self.seed_text = str(config.seed)
        self.resize(self.app.size)

    def hint_text(self) -> str:
        return (
            f"From action {self.step} of {printable(self.source.name, 60)}. Click a name to type "
            "it, a seat's kind to switch between a human and the bot levels. Tab and Enter "
            "work too."
        )

    # the game, its seats, options and seed stay the saved game's
    def next_game(self) -> None:
        self.refuse(FIXED)

    def set_seats(self, delta: int) -> None:
        self.refuse(FIXED)

    def _can_fewer(self) -> bool:
        return False

    def _can_more(self) -> bool:
        return False

    def step_option(self, key: str, delta: int) -> None:
        self.refuse(FIXED)

    def edit(self, i: int) -> None:
        if i == SEED:
            self.refuse(FIXED)
            return
        super().edit(i)

    def start(self) -> None:
        """Write the branch into the saves folder and open it on the table."""
        rules = registry.get_rules(self.config.game)
        assert rules is not None
        saves = self.app.dirs.saves
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        out = saves / f"{self.config.game}-{stamp}-from-step-{self.step}.jsonl"
        try:
            saves.mkdir(parents=True, exist_ok=True)
            match: Any = branch(self.source, self.step, out, registry.get_rules, self.seats())
        except LootTableError as exc:
            self.refuse(str(exc))
            return
        except OSError as exc:
            self.refuse(f"The branch could not be written ({exc.strerror or exc}).")
            return
        session = GameSession.started(rules, match, out, self.app.bot_factory)
        from ui.scenes.table import TableScene

        self.app.scenes.replace(TableScene(self.app, session))


__all__ = ["PlayOnScene"]
