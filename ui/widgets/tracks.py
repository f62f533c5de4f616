"""Board tracks any game can lay on its table as widgets (ui/table/model.py ``Widget``):

- :class:`Calendar`: the months in a row, the current one lit, the final month flagged;
- :class:`ScoreTrack`: a numbered track with each player's token (a disc in the player's
  colour holding their initial: colour is never the only cue) and a marker flag.

They draw inside their ``rect`` only, with text no smaller than 14 px at UI scale 1;
``Calendar.height`` and ``ScoreTrack.height`` say how tall they need to be.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui import theme
from ui.widgets.icons import icon
from ui.widgets.ink import mix, readable_on

Color = tuple[int, int, int]
MONTH_NAMES = (
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
)
FLAG: Color = (210, 60, 50)


@dataclass
class Calendar:
    """Twelve months in ``rect``: ``month`` (1-12, 0: before the first) lit, months gone by
    dimmed, ``final`` flagged in red; ``last``: this month is the last one (lit red)."""

    rect: pygame.Rect
    region: str
    month: int
    final: int
    last: bool = False
    flag_icon: str = "flag-objective"

    @staticmethod
    def height(fonts_scale: float) -> int:
        return round(26 * fonts_scale)

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        """Drawn once per look (size, months, scale) and then blitted."""
        key = (self.rect.size, self.month, self.final, self.last, self.flag_icon, fonts.scale)
        surface.blit(_calendar_image(key, self, fonts), self.rect.topleft)

    def paint(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        r = self.rect
        n = 12
        gap = max(1, r.w // 200)
        cw = (r.w - gap * (n - 1)) / n
        font = fonts.get(14, bold=True)
        wide = font.size("May")[0] + 6 <= cw
        for k in range(n):
            m = k + 1
            cell = pygame.Rect(round(r.left + k * (cw + gap)), r.top, max(1, round(cw)), r.h)
            now = m == self.month
            gone = m < self.month
            if now:
                fill = FLAG if self.last or m == self.final else theme.ACCENT
            elif gone:
                fill = mix(theme.TABLE_DARK, (0, 0, 0), 0.25)
            else:
                fill = mix(theme.TABLE_DARK, (255, 255, 255), 0.08)
            pygame.draw.rect(surface, fill, cell, border_radius=max(2, r.h // 6))
            if m == self.final:
                pygame.draw.rect(surface, FLAG, cell, width=2, border_radius=max(2, r.h // 6))
            name = MONTH_NAMES[k] if wide else MONTH_NAMES[k][0]
            ink = readable_on(fill) if now else (theme.MUTED if gone else theme.TEXT)
            img = theme.text_image(font, name, ink)
            if img.get_width() > cell.w:
                img = pygame.transform.smoothscale(img, (cell.w, img.get_height()))
            surface.blit(img, img.get_rect(center=cell.center))
            if m == self.final and cell.w >= 10:
                side = max(6, min(cell.h // 2, cell.w // 2))
                flag = icon(self.flag_icon, side, FLAG if not now else readable_on(fill))
                surface.blit(flag, flag.get_rect(topright=(cell.right - 1, cell.top + 1)))


@dataclass(frozen=True)
class Token:
    """A player's token on a track: ``value`` (points), ``color``, ``label`` (an initial)."""

    value: int
    color: Color
    label: str


@dataclass
class ScoreTrack:
    """A track from ``lo`` to ``hi`` in ``rect``: a numbered bar along the bottom, the
    tokens above it (tokens that would touch stack upwards), and ``marker`` (a flag with its
    number, e.g. the investment marker) when set."""

    rect: pygame.Rect
    region: str
    lo: int
    hi: int
    tokens: list[Token] = field(default_factory=list)
    marker: int | None = None
    marker_icon: str = "podium"
    step: int = 5
    """Numbers every this many points (ticks every point when they fit)."""

    @staticmethod
    def height(fonts_scale: float, rows: int = 2) -> int:
        """Tokens in ``rows`` rows above a bar with its numbers."""
        token = round(22 * fonts_scale)
        return rows * (token + 2) + round(22 * fonts_scale)

    def x_of(self, value: int) -> int:
        r = self.rect
        pad = self.token_size() // 2 + 2
        span = max(1, self.hi - self.lo)
        v = max(self.lo, min(self.hi, value))
        return round(r.left + pad + (r.w - 2 * pad) * (v - self.lo) / span)

    def token_size(self) -> int:
        """Two rows of tokens fit above the bar."""
        room = self.bar_top() - self.rect.top
        return max(8, min(room // 2 - 2, round(self.rect.h * 0.36)))

    def places(self) -> list[tuple[Token, pygame.Rect]]:
        """Each token's disc: on the bar's row when free, else the row above, else nudged
        right of the tokens it would cover (so every token shows whole)."""
        size = self.token_size()
        bar_top = self.bar_top()
        rows = max(1, min(2, (bar_top - self.rect.top) // (size + 2)))
        out: list[tuple[Token, pygame.Rect]] = []
        for t in sorted(self.tokens, key=lambda t: (t.value, t.label)):
            x = self.x_of(t.value)
            placed = None
            for _ in range(8):
                for row in range(rows):
                    disc = pygame.Rect(0, 0, size, size)
                    disc.midbottom = (x, bar_top - 2 - row * (size + 2))
                    if all(not disc.colliderect(d) for _, d in out):
                        placed = disc
                        break
                if placed is not None:
                    break
                x += size // 2 + 1
            if placed is None:
                placed = pygame.Rect(0, 0, size, size)
                placed.midbottom = (x, bar_top - 2)
            placed.clamp_ip(self.rect)
            out.append((t, placed))
        return out

    def bar_top(self) -> int:
        return self.rect.bottom - max(8, round(self.rect.h * 0.42))

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        """Drawn once per look (size, range, tokens, marker, scale) and then blitted."""
        key = (
            self.rect.size,
            self.lo,
            self.hi,
            tuple(self.tokens),
            self.marker,
            self.marker_icon,
            self.step,
            fonts.scale,
        )
        surface.blit(_track_image(key, self, fonts), self.rect.topleft)

    def paint(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        r = self.rect
        bar = pygame.Rect(r.left, self.bar_top(), r.w, max(4, r.h // 10))
        pygame.draw.rect(surface, mix(theme.TABLE_DARK, (0, 0, 0), 0.3), bar, border_radius=3)
        font = fonts.get(14, bold=False)
        span = max(1, self.hi - self.lo)
        per = (r.w - self.token_size()) / span
        step = self.step
        while per * step < font.size("00")[0] + 8:
            step *= 2
        for v in range(self.lo, self.hi + 1):
            x = self.x_of(v)
            major = v % step == 0
            if per >= 3 or major:
                h = bar.h if major else max(2, bar.h // 2)
                pygame.draw.line(surface, theme.MUTED, (x, bar.top), (x, bar.top + h), 1)
            if major:
                img = theme.text_image(font, str(v), theme.MUTED)
                place = img.get_rect(midtop=(x, bar.bottom + 1))
                place.clamp_ip(r)
                surface.blit(img, place)
        if self.marker is not None and self.lo <= self.marker <= self.hi:
            x = self.x_of(self.marker)
            pygame.draw.line(surface, FLAG, (x, r.top + 2), (x, bar.bottom), 2)
            side = max(10, self.token_size())
            img = icon(self.marker_icon, side, FLAG)
            box = img.get_rect(midbottom=(x, bar.top - 1))
            box.clamp_ip(r)
            plate = box.inflate(2, 2)
            pygame.draw.rect(surface, (250, 240, 220), plate, border_radius=4)
            surface.blit(img, box)
        label_font = fonts.get(14, bold=True)
        for t, disc in self.places():
            pygame.draw.circle(surface, mix(t.color, (0, 0, 0), 0.4), disc.center, disc.w // 2)
            pygame.draw.circle(surface, t.color, disc.center, disc.w // 2 - 1)
            ink = readable_on(t.color)
            img = theme.text_image(label_font, t.label, ink)
            if img.get_width() > disc.w - 2:
                img = pygame.transform.smoothscale(
                    img, (max(1, disc.w - 2), min(img.get_height(), disc.h))
                )
            surface.blit(img, img.get_rect(center=disc.center))


_CALENDARS: dict[tuple[object, ...], pygame.Surface] = {}
_TRACKS: dict[tuple[object, ...], pygame.Surface] = {}


def _image(
    cache: dict[tuple[object, ...], pygame.Surface],
    key: tuple[object, ...],
    widget: Calendar | ScoreTrack,
    fonts: theme.Fonts,
) -> pygame.Surface:
    """``widget`` painted at the origin of a transparent surface its size (kept by ``key``;
    a few dozen looks at most, the oldest forgotten first)."""
    got = cache.get(key)
    if got is None:
        surf = pygame.Surface(widget.rect.size, pygame.SRCALPHA)
        at = widget.rect
        widget.rect = pygame.Rect((0, 0), at.size)
        try:
            widget.paint(surf, fonts)
        finally:
            widget.rect = at
        if len(cache) >= 32:
            del cache[next(iter(cache))]
        got = cache[key] = surf
    return got


def _calendar_image(
    key: tuple[object, ...], widget: Calendar, fonts: theme.Fonts
) -> pygame.Surface:
    return _image(_CALENDARS, key, widget, fonts)


def _track_image(key: tuple[object, ...], widget: ScoreTrack, fonts: theme.Fonts) -> pygame.Surface:
    return _image(_TRACKS, key, widget, fonts)
