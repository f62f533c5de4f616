"""Whose screen it is at a table of a game being played in the app. No pygame here.

Hot seat: a human's private view is drawn only after that human took the screen over (the
hand-over screen). The viewer keeps the screen while bots act, since the same person still
sits there; when another human must act, the screen is released (nothing private) until that
human takes it over. Several seats may act at once (simultaneous secret choices): each human
among them is asked in turn, bots act on the bot thread.

Response windows (the kit's decision, game/core/priority.py): the engine lists Pass for every
holder, so a pass tells nothing. One human: the session passes for them at once unless they
hold a response other than Pass. Two or more: a human holder who does not hold the screen is
asked in public, "<name>: respond or pass?" ([Pass] needs no hand-over; [Look at my hand]
goes through the hand-over screen to their private view). A human holding the screen answers
there. "Pass for me automatically" (``auto_pass``) makes the session pass for that seat for
the rest of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.match import Match
from game.core.model import Action
from ui.response_windows import ResponseWindows


class HotSeat:
    """Who holds the screen of ``match`` and who must take it next. ``bots`` maps the bot
    seats (the others are human); ``may_act`` gives the seats whose action the engine accepts
    now; ``windows`` reads the open response window."""

    def __init__(
        self,
        match: Match[Any],
        bots: Mapping[int, Any],
        windows: ResponseWindows,
        may_act: Callable[[], tuple[int, ...]],
    ) -> None:
        self.match = match
        self.bots = bots
        self.windows = windows
        self.may_act = may_act
        humans = self.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        """Whose private view the screen shows: the human who last took the screen over on
        the hand-over screen (the only human, with one). None: nobody holds the screen (a fresh
        or resumed table with two or more humans, a hand-over under way, a public question
        to a player, or only bots), so only what is public is shown."""
        self.auto_pass: set[int] = set()
        """Human seats the session passes for in every response window, for the rest of the
        game ("pass for me automatically": a setting of the session, not a game action)."""
        self.looking: int | None = None
        """The window's holder who asked to see their hand (the hand-over screen is theirs)."""
        self.interjecting: int | None = None
        """A human who asked for the screen to act out of turn (a card played whenever its
        owner likes) and holds it, or is to take it, until they act or give it back."""

    # ------------------------------------------------------------ the seats
    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.config.seats) if s.kind == "human"]

    @property
    def onlooker(self) -> int:
        """A seat number no player holds: its view and log lines show only what is public."""
        return self.match.config.n_seats

    def screen_seat(self) -> int | None:
        """Whose knowledge the screen may show now: the viewer; the onlooker (public only)
        while nobody holds the screen; None (everything) once the game is over."""
        if self.match.is_over:
            return None
        return self.viewer if self.viewer is not None else self.onlooker

    def _check_human(self, seat: int) -> None:
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not a human seat")

    # ------------------------------------------------------------ hand-overs
    def human_to_act(self) -> int | None:
        """The human seat that should act now: the viewer if it is among the seats to act
        (they go on choosing), else the first other human to act, or None."""
        acting = self.match.to_act()
        if self.viewer in acting:
            return self.viewer
        for seat in acting:
            if seat not in self.bots:
                return seat
        return None

    def needs_pass(self) -> int | None:
        """The human who must take the screen over (on the hand-over screen) before the table
        may show anything of theirs; None when the viewer goes on, only bots are to act, or
        fewer than two humans share the table."""
        if len(self.human_seats) < 2 or self.match.is_over:
            return None
        if self.interjecting is not None:  # out of turn: theirs until they act or give it back
            return None if self.interjecting == self.viewer else self.interjecting
        seat = self.human_to_act()
        if seat is None or seat == self.viewer:
            return None
        if seat == self.windows.holder() and seat != self.looking:
            return None  # asked in public first (or passed for automatically)
        return seat

    def out_of_turn_seats(self) -> list[int]:
        """Hot seat (two or more humans): the humans the engine lets act now though it is not
        waiting for them (``may_act`` beyond ``to_act``: Loot Roll's cards played whenever
        their owner likes), other than the one at the screen. Public: ``may_act`` is in
        every view. Each may ask for the screen (:meth:`interject`)."""
        if len(self.human_seats) < 2 or self.match.is_over or self.interjecting is not None:
            return []
        waiting = set(self.match.to_act())
        humans = set(self.human_seats)
        return [s for s in self.may_act() if s in humans and s not in waiting and s != self.viewer]

    def interject(self, seat: int) -> None:
        """``seat``'s player asked to act out of turn: the hand-over screen is due for them."""
        self._check_human(seat)
        self.interjecting = seat

    def end_interject(self) -> None:
        """The player acting out of turn gives the screen back (to whoever the game waits for)."""
        self.interjecting = None

    def begin_hand_over(self) -> int | None:
        """If a hand-over is due, release the screen (nobody's view: public only) and return
        the seat that must take it over next; else change nothing and return None."""
        seat = self.needs_pass()
        if seat is not None:
            self.viewer = None
        return seat

    def take_over(self, seat: int) -> None:
        """The hand-over screen was acknowledged by ``seat``'s player: the screen is theirs."""
        self._check_human(seat)
        self.viewer = seat
        self.looking = None

    def acted(self) -> None:
        """An action was applied: a look at a hand and an out-of-turn request are over."""
        self.looking = None
        self.interjecting = None

    # ------------------------------------------------------------ response windows
    def auto_pass_due(self) -> tuple[int, Action] | None:
        """(seat, its Pass) when the session passes for a human holder at once: one who set
        "pass for me automatically", or the only human, holding no other response."""
        seat = self.windows.holder()
        if seat is None or seat in self.bots:
            return None
        if seat not in self.auto_pass and (
            len(self.human_seats) != 1 or self.windows.can_respond(seat)
        ):
            return None
        action = self.windows.pass_action(seat)
        return None if action is None else (seat, action)

    def prompt_due(self) -> int | None:
        """The human holder to ask in public, "<name>: respond or pass?" (two or more humans;
        not one who holds the screen, asked to look at their hand, or passes automatically)."""
        if len(self.human_seats) < 2 or self.interjecting is not None:
            return None
        seat = self.windows.holder()
        if seat is None or seat in self.bots or seat in self.auto_pass:
            return None
        if seat == self.viewer or seat == self.looking:
            return None
        return seat

    def begin_prompt(self) -> int | None:
        """If a public question is due, release the screen (nothing private may show while
        it is asked) and return the seat asked; else change nothing and return None."""
        seat = self.prompt_due()
        if seat is not None:
            self.viewer = None
        return seat

    def look(self, seat: int) -> None:
        """The holder asked to see their hand: the hand-over screen comes next (for them)."""
        self.looking = seat

    def set_auto_pass(self, seat: int, on: bool = True) -> None:
        """Turn "pass for me automatically" on or off for ``seat`` (a human)."""
        self._check_human(seat)
        (self.auto_pass.add if on else self.auto_pass.discard)(seat)
