"""Tweens driven by what the events changed: cards slide (ease-out) and flip, dice tumble,
face-down piles turn face up together (a reveal), a step told in stages; a card that cannot
be picked up shakes.

The animator compares each new layout with what is on screen: a card whose place
changed slides there; a card that appears from a face-down pile flips on the way.
A step whose events tell a story (a turn's cards turning up one initiative after another)
can be shown in *stages*: pictures of the table between the step's start and its end, each
held for a while (with coins sliding between zones as it starts) before the next, the table
as it is now last. A click finishes everything at once (``skip``); speed 0 ("instant") never
animates. A new step drops the dice and reveals still telling the steps before it
(``supersede``): at bot speed Instant, where steps follow each other at once, they are
skipped, never queued behind the log.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

import pygame

from ui.table.model import CardSprite, TableLayout

SLIDE_S = 0.22
FLIP_S = 0.2
TUMBLE_S = 0.5
REVEAL_HOLD_S = 2.2
SHAKE_S = 0.35
SHAKES = 3
"""A refused card swings left and right this many times, dying away."""
FLIGHT_S = 0.35
"""How long a stage's coins take to slide from one zone to another (times the speed)."""


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Slide:
    start: pygame.Rect
    end: pygame.Rect
    t0: float
    duration: float
    flip: bool = False

    def rect_at(self, now: float) -> pygame.Rect:
        k = self.progress(now)
        e = ease_out(k)
        return pygame.Rect(
            round(self.start.x + (self.end.x - self.start.x) * e),
            round(self.start.y + (self.end.y - self.start.y) * e),
            round(self.start.w + (self.end.w - self.start.w) * e),
            round(self.start.h + (self.end.h - self.start.h) * e),
        )

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.t0) / self.duration))


@dataclass
class Tumble:
    """Dice rolling to the values the engine recorded."""

    values: list[int]
    colors: list[tuple[int, int, int]]
    caption: str
    t0: float
    duration: float
    hold: float = 1.4
    sides: int = 6
    mods: list[list[int]] | None = None
    """Per die, the modifiers shown beside it once it lands (d20s)."""
    labels: list[str] | None = None
    """Per die, whose it is (drawn under it)."""

    def faces(self, now: float, rng: random.Random) -> list[int]:
        if now - self.t0 >= self.duration:
            return self.values
        return [rng.randint(1, self.sides) for _ in self.values]

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.duration + self.hold


@dataclass
class RevealGroup:
    """One face-down pile turned face up: whose it is, its cards, a note, and if it won."""

    title: str
    cards: list[int]
    note: str = ""
    won: bool = False
    face_up: bool = False
    """Already face up (shown for context, e.g. the quest at stake): it does not flip."""


@dataclass
class Reveal:
    """Face-down piles flipping face up at once (scale x through 0), then held to be read."""

    groups: list[RevealGroup]
    caption: str
    t0: float
    flip: float
    hold: float

    def progress(self, now: float) -> float:
        """0..1 through the flip (1 once every card is face up)."""
        if self.flip <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.t0) / self.flip))

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.flip + self.hold


@dataclass
class Shake:
    """A card swinging sideways in place (a refused pick-up), ``amplitude`` px at first."""

    t0: float
    duration: float
    amplitude: int

    def offset(self, now: float) -> int:
        k = 0.0 if self.duration <= 0 else max(0.0, min(1.0, (now - self.t0) / self.duration))
        return round(self.amplitude * math.sin(k * SHAKES * 2 * math.pi) * (1 - k))

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.duration


@dataclass(frozen=True)
class Flight:
    """A coin sliding from zone ``src`` to zone ``dst`` of the stage's layout as the stage
    starts, with ``label`` on it (e.g. "+3")."""

    src: str
    dst: str
    label: str = ""


@dataclass
class Stage:
    """One picture of a step told in stages: ``view`` (a view of the seat at the screen,
    made by the game's adapter from public events) is laid out instead of the session's
    from ``t0`` for ``hold`` seconds; its ``flights`` slide over ``flight`` seconds first.
    ``told``: how many of the step's events the picture shows (their log lines appear with
    it; None: the log does not wait for this stage)."""

    view: Any
    t0: float
    hold: float
    flights: tuple[Flight, ...] = ()
    flight: float = FLIGHT_S
    told: int | None = None

    def flight_progress(self, now: float) -> float:
        """0..1 through the coins' slide (1 once they have landed)."""
        if self.flight <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.t0) / self.flight))

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.hold


class Animator:
    def __init__(self) -> None:
        self.slides: dict[str, Slide] = {}
        self.shakes: dict[str, Shake] = {}
        self.shown: dict[str, pygame.Rect] = {}
        self.tumbles: list[Tumble] = []
        self.reveals: list[Reveal] = []
        self.stages: list[Stage] = []
        self.factor = 1.0
        self._rng = random.Random(7)

    @property
    def busy(self) -> bool:
        return (
            bool(self.slides)
            or bool(self.tumbles)
            or bool(self.reveals)
            or bool(self.shakes)
            or bool(self.stages)
        )

    def retarget(self, layout: TableLayout, now: float, sources: dict[str, pygame.Rect]) -> None:
        """Start slides from where each card is shown now to where ``layout`` puts it.

        ``sources`` gives a start for cards not on screen before (e.g. the deck they came from).
        """
        new_shown: dict[str, pygame.Rect] = {}
        for sprite in layout.cards:
            start = self.current(sprite.key, now)
            flip = False
            if start is None:
                start = sources.get(sprite.zone)
                flip = start is not None and sprite.face_up and sprite.flips
            new_shown[sprite.key] = sprite.rect
            if start is not None and (start != sprite.rect or flip) and self.factor > 0:
                self.slides[sprite.key] = Slide(
                    start.copy(),
                    sprite.rect.copy(),
                    now,
                    (FLIP_S if flip else SLIDE_S) * self.factor,
                    flip,
                )
            else:
                self.slides.pop(sprite.key, None)
        self.shown = new_shown
        for key in list(self.slides):
            if key not in new_shown:
                del self.slides[key]
        for key in list(self.shakes):
            if key not in new_shown:
                del self.shakes[key]

    def current(self, key: str, now: float) -> pygame.Rect | None:
        slide = self.slides.get(key)
        rect = slide.rect_at(now) if slide is not None else self.shown.get(key)
        shake = self.shakes.get(key)
        if rect is not None and shake is not None:
            return rect.move(shake.offset(now), 0)
        return rect

    def shake(self, key: str, now: float) -> None:
        """The card ``key`` swings in place: it cannot be picked up (not at speed 0)."""
        rect = self.shown.get(key)
        if self.factor <= 0 or rect is None:
            return
        amplitude = max(4, round(rect.w * 0.08))
        self.shakes[key] = Shake(now, SHAKE_S * min(1.0, self.factor), amplitude)

    def roll(
        self,
        values: list[int],
        colors: list[tuple[int, int, int]],
        caption: str,
        now: float,
        sides: int = 6,
        mods: list[list[int]] | None = None,
        labels: list[str] | None = None,
    ) -> None:
        """Dice of ``sides`` tumbling to ``values``; ``mods``: per die, its modifiers;
        ``labels``: per die, whose it is."""
        if self.factor <= 0:
            return
        self.tumbles.append(
            Tumble(
                values,
                colors,
                caption,
                now,
                TUMBLE_S * self.factor,
                1.2 * max(0.5, self.factor),
                sides,
                mods,
                labels,
            )
        )

    def reveal(self, groups: list[RevealGroup], caption: str, now: float) -> None:
        """Show ``groups`` flipping face up, held long enough to read (never at speed 0)."""
        if self.factor <= 0 or not groups:
            return
        start = max([now] + [r.t0 + r.flip + r.hold for r in self.reveals])
        self.reveals.append(
            Reveal(
                groups,
                caption,
                start,
                FLIP_S * 2 * self.factor,
                REVEAL_HOLD_S * max(0.5, self.factor),
            )
        )

    def stage(
        self,
        view: Any,
        hold: float,
        now: float,
        flights: tuple[Flight, ...] = (),
        told: int | None = None,
    ) -> None:
        """Show ``view`` for ``hold`` seconds (times the speed) after the stages already
        queued, its ``flights`` sliding as it starts (never at speed 0); ``told``: see
        :class:`Stage`."""
        if self.factor <= 0:
            return
        start = max([now] + [s.t0 + s.hold for s in self.stages])
        self.stages.append(
            Stage(view, start, hold * self.factor, tuple(flights), FLIGHT_S * self.factor, told)
        )

    def current_stage(self, now: float) -> Stage | None:
        """The stage shown at ``now`` (None: the table as it is)."""
        for s in self.stages:
            if s.t0 <= now and not s.done(now):
                return s
        return None

    def current_reveal(self, now: float) -> Reveal | None:
        for r in self.reveals:
            if r.t0 <= now and not r.done(now):
                return r
        return None

    def tick(self, now: float) -> bool:
        """Drop finished animations; True when something finished (redraw the static layer)."""
        finished = [k for k, s in self.slides.items() if s.progress(now) >= 1.0]
        for k in finished:
            del self.slides[k]
        still = [k for k, s in self.shakes.items() if s.done(now)]
        for k in still:
            del self.shakes[k]
        finished += still
        before = len(self.tumbles)
        self.tumbles = [t for t in self.tumbles if not t.done(now)]
        shown = len(self.reveals)
        self.reveals = [r for r in self.reveals if not r.done(now)]
        staged = len(self.stages)
        self.stages = [s for s in self.stages if not s.done(now)]
        return (
            bool(finished)
            or len(self.tumbles) != before
            or len(self.reveals) != shown
            or len(self.stages) != staged
        )

    def supersede(self) -> None:
        """A new step is being shown: the dice and reveals telling earlier steps go instead
        of waiting their turn, so nothing on screen tells a step the log has moved past
        (at bot speed Instant steps follow each other at once). Slides (retargeted to the
        table as it is) and stages (the bots wait for them, their log lines with them)
        stay."""
        self.tumbles.clear()
        self.reveals.clear()

    def skip(self) -> None:
        self.slides.clear()
        self.shakes.clear()
        self.tumbles.clear()
        self.reveals.clear()
        self.stages.clear()

    def is_moving(self, sprite: CardSprite) -> bool:
        return sprite.key in self.slides or sprite.key in self.shakes

    def tumble_faces(self, tumble: Tumble, now: float) -> list[int]:
        return tumble.faces(now, self._rng)
