"""What other seats did to each person at the table, gathered through a turn of play for that
person's next pop-up (issue 23: at most one pop-up per person per turn). Nothing is drawn
here: the table scene shows the pop-up (ui/scenes/notice.py's NoticeScene) when one is due."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ui.scenes.notice import Notice, notice_title, wanted
from ui.session import GameSession
from ui.table.adapter import TableAdapter


class TurnNotices:
    """Per human seat of ``session``, the notices of turns of play that are over (its next
    pop-up) and those of the turn going on, worded by ``adapter``'s ``happenings``."""

    def __init__(self, session: GameSession, adapter: TableAdapter[Any]) -> None:
        self.session = session
        self.adapter = adapter
        self.notices: dict[int, list[Notice]] = {}
        """Per human seat, what was done to it in turns of play that are over: its next
        pop-up, shown once that seat holds the screen."""
        self.gathering: dict[int, list[Notice]] = {}
        """Per human seat, what was done to it in the turn of play going on (a pop-up
        once the turn is over: at most one per person per turn)."""
        self.turns = 0
        """Turns of play seen to end (each one's notices are told together)."""

    def gather(self, index: int, actor: int, events: Sequence[Any]) -> None:
        """What step ``index`` (``actor``'s, with ``events``) did to each person, credited
        to the seat whose card or move did it and never told to the person who did it,
        gathered through the turn of play; where a turn ends (an event that begins the
        next, in the adapter's ``turn_events``; every step in a game without them; the
        game's end) the turn's notices become that person's next pop-up."""
        names = self.session.seat_names
        starts = [k for k, e in enumerate(events) if self.adapter.starts_turn(e)]
        cut = starts[-1] if starts else (len(events) if self.adapter.groups_by_actor else None)
        now = self.turns
        parts: list[tuple[Sequence[Any], bool, int]]
        if cut is None:
            parts = [(events, False, now)]
        elif cut >= len(events):
            parts = [(events, True, now)]
        elif cut == 0:
            parts = [((), True, now), (events, False, now + 1)]
        else:  # the step's own events object where it is whole (an adapter may know it)
            parts = [(events[:cut], True, now), (events[cut:], False, now + 1)]
        for seat in self.session.human_seats:
            for part, ends, turn in parts:
                for h in self.adapter.happenings(part, actor, seat, names) if part else ():
                    if h.by == seat:
                        continue  # nobody is told what they just did
                    notice = Notice(
                        notice_title(names, h.by, seat),
                        [h.text],
                        index,
                        h.important,
                        names[h.by] if h.named else "",
                        turn,
                    )
                    self.gathering.setdefault(seat, []).append(notice)
                if ends:
                    self.turn_over(seat)
        if cut is not None:
            self.turns += 1
        if self.session.is_over:
            for seat in list(self.gathering):
                self.turn_over(seat)

    def turn_over(self, seat: int) -> None:
        """``seat``'s notices of the turn just over wait for its next pop-up."""
        done = self.gathering.pop(seat, [])
        if done:
            self.notices.setdefault(seat, []).extend(done)

    def taken_back(self, steps: int) -> None:
        """Undo left ``steps`` steps: what was taken back did nothing to anyone."""
        for waiting in [*self.notices.values(), *self.gathering.values()]:
            waiting[:] = [n for n in waiting if n.step < steps]

    def waiting_for(self, seat: int) -> list[Notice]:
        """Everything waiting to be told to ``seat``: its next pop-up's notices (turns over)
        then those of the turn going on."""
        return [*self.notices.get(seat, []), *self.gathering.get(seat, [])]

    def due(self, seat: int | None, pop_ups: str) -> Notice | None:
        """The next pop-up for ``seat`` (None: none, or nobody holds the screen), as the
        Settings' "Pop-ups" (``pop_ups``) choose."""
        if seat is None:
            return None
        waiting = wanted(self.notices.get(seat, []), pop_ups)
        return waiting[0] if waiting else None

    def take(self, seat: int | None, pop_ups: str) -> list[Notice]:
        """The notices of ``seat``'s next pop-up, taken off the waiting list; those the
        Settings' ``pop_ups`` leave out go too (they stay in the log only)."""
        if seat is None or not self.notices.get(seat):
            return []
        waiting, self.notices[seat] = wanted(self.notices[seat], pop_ups), []
        return waiting
