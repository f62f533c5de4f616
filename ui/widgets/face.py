"""One visual language for every game's cards: a card face drawn from a ``FaceSpec``.

A game's spec builder (ui/games/aim/cards.py for AIM, ui/games/tavern_keepers/cards.py for Tavern
Keepers) turns a card into a :class:`FaceSpec`: its name, a type line, a band in the deck or
type colour with a mark (letter or letters, maybe a symbol icon: colour is never the only
cue), a price in the corner, a picture (a game-icons name), a row of stat chips (icon and
number: sword Attack, shield Defense, coin Gold, bag Carry...; slot silhouettes on tiles), a
footer strip (e.g. what a card gives when stored, or its kind), and the text and flavour.
This module lays that out for any width and draws it:

- ``tiny`` (under 56 px): band, picture and the key numbers; the name only if it fits.
- ``small`` (56-99 px): the name (never under 14 px), picture, one row of key numbers.
- ``medium`` (100-169 px): adds the type line when it fits and the footer strip.
- ``full`` (170 px and up, e.g. the zoom): adds the rules text and the flavour.

Every text drawn on a face keeps a contrast of at least 4.5:1 with what is behind it.
:func:`layout_face` returns what will be drawn (texts with their font sizes and colours,
icons, boxes) so tests can check sizes, words and contrast without reading pixels;
:func:`render_face` draws it, cached per (spec, width).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ui import theme
from ui.icons import SCREENS
from ui.theme import _font
from ui.widgets.icons import icon

Color = tuple[int, int, int]
CARD_RATIO = 7 / 5
WHITE: Color = (255, 255, 255)
INK: Color = theme.INK
MUTED_INK: Color = (84, 78, 70)
FOOTER_PAPER: Color = (230, 222, 202)
TILE: Color = (220, 212, 194)
TILE_INK: Color = (74, 68, 60)
COIN: Color = (236, 192, 64)
COIN_EDGE: Color = (120, 88, 20)
MIN_TEXT = 14
"""No text on a face is smaller than this many pixels (at UI scale 1)."""
MIN_CONTRAST = 4.5
TINY, SMALL, MEDIUM, FULL = "tiny", "small", "medium", "full"


@dataclass(frozen=True)
class Chip:
    """One number with its icon (``value`` "2", "+1", "-2"), or a word with its icon (a
    card's kind), or, with ``slot``, a place the card is worn drawn as a silhouette on a
    tile. ``label`` names it in words (for the zoom and for tests)."""

    icon: str
    value: str = ""
    label: str = ""
    color: Color = (70, 64, 56)
    slot: bool = False
    keep: int = 1
    """When a row is short of room, chips with the highest ``keep`` stay (in their order)."""


@dataclass(frozen=True)
class FaceSpec:
    """Everything a face shows; the same fields for every game."""

    title: str
    band: Color
    mark: str
    type_line: str = ""
    mark_icon: str = ""
    picture: str = ""
    corner: str = ""
    corner_label: str = "Price"
    chips: tuple[Chip, ...] = ()
    footer: tuple[Chip, ...] = ()
    footer_label: str = ""
    footer_paper: Color = FOOTER_PAPER
    text: str = ""
    flavour: str = ""
    paper: Color = theme.PAPER
    details: tuple[str, ...] = ()
    """Lines in words for the zoom beside the face (what the numbers mean, the fees...)."""
    type_kept: bool = False
    """The type line carries rules (Inns & Outcasts' race and morality, read by Matching
    and Unique abilities): a small face shows it too, each part of "a · b" on a line of its
    own where one line is too narrow, and never drops a part for the picture."""


@dataclass
class TextRun:
    role: str  # title | type | mark | corner | chip | footer_label | text | flavour
    text: str
    size: int
    fg: Color
    bg: Color
    rect: pygame.Rect
    bold: bool = True
    condensed: bool = False


@dataclass
class IconRun:
    role: str  # picture | mark | chip | slot
    name: str
    rect: pygame.Rect
    color: Color


@dataclass
class Box:
    rect: pygame.Rect
    color: Color
    radius: int = 0
    width: int = 0
    corners: tuple[bool, bool, bool, bool] = (True, True, True, True)
    circle: bool = False


@dataclass
class FaceLayout:
    """What a face at one width draws: boxes (back to front), icons, then texts."""

    size: tuple[int, int]
    tier: str
    boxes: list[Box] = field(default_factory=list)
    icons: list[IconRun] = field(default_factory=list)
    texts: list[TextRun] = field(default_factory=list)
    cut: bool = False
    """True when the rules text or flavour did not fit and was cut short."""

    def text(self, role: str) -> list[TextRun]:
        return [t for t in self.texts if t.role == role]


# ---------------------------------------------------------------- colour


def _lum(c: Color) -> float:
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def contrast(a: Color, b: Color) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = _lum(a), _lum(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def mix(a: Color, b: Color, t: float) -> Color:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def readable_on(bg: Color) -> Color:
    """White or ink, whichever reads better on ``bg``."""
    return WHITE if contrast(WHITE, bg) >= contrast(INK, bg) else INK


def text_ground(bg: Color, ratio: float = MIN_CONTRAST) -> Color:
    """``bg`` darkened just enough that white or ink text on it reaches ``ratio``."""
    c = bg
    for _ in range(40):
        if contrast(readable_on(c), c) >= ratio:
            return c
        c = mix(c, (0, 0, 0), 0.06)
    return c


def ink_like(color: Color, bg: Color, ratio: float = MIN_CONTRAST) -> Color:
    """``color`` darkened (or lightened on a dark ``bg``) until it reads on ``bg``."""
    c = color
    toward = (0, 0, 0) if _lum(bg) > 0.3 else (255, 255, 255)
    for _ in range(40):
        if contrast(c, bg) >= ratio:
            return c
        c = mix(c, toward, 0.08)
    return c


# ---------------------------------------------------------------- layout


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


def tier_of(width: int) -> str:
    if width < 56:
        return TINY
    if width < 100:
        return SMALL
    if width < 170:
        return MEDIUM
    return FULL


def _font_for(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    return _font(size, bold, condensed)


def _break_word(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """A word too long for ``width`` cut into hyphenated pieces that fit."""
    pieces: list[str] = []
    rest = word
    while font.size(rest)[0] > width and len(rest) > 5:
        cut = len(rest) - 3
        while cut > 3 and font.size(rest[:cut] + "-")[0] > width:
            cut -= 1
        pieces.append(rest[:cut] + "-")
        rest = rest[cut:]
    pieces.append(rest)
    return pieces


def fit_lines(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    least: int = MIN_TEXT,
    squeeze: float = 0.72,
    condensed: bool = True,
) -> tuple[int, list[str]]:
    """(font size, lines) for ``text`` in at most ``max_lines`` lines of ``width`` pixels:
    the largest size from ``size`` down to ``least`` at which it fits. Lines up to
    1/``squeeze`` too wide are allowed (drawn squeezed); longer words are hyphenated; what
    still does not fit joins the last line (drawn squeezed)."""
    size = max(least, size)
    for s in range(size, least - 1, -1):
        font = _font_for(s, True, condensed)
        lines = theme.wrap(font, text, width)
        if len(lines) <= max_lines and all(font.size(ln)[0] <= width for ln in lines):
            return s, lines
    font = _font_for(least, True, condensed)
    room = round(width / squeeze)
    lines = []
    for word_line in theme.wrap(font, text, room):
        if font.size(word_line)[0] > room:
            words: list[str] = []
            for word in word_line.split():
                words.extend(_break_word(font, word, room) if font.size(word)[0] > room else [word])
            line = ""
            for w in words:
                trial = f"{line} {w}".strip() if not line.endswith("-") else line + w
                if font.size(trial)[0] <= room or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        else:
            lines.append(word_line)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])]
    return least, lines


def _text_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    return theme.wrap(_font_for(size, bold, False), text, width)


def _is_word(value: str) -> bool:
    return bool(value) and not value.lstrip("+-x").rstrip("*").isdigit()


def _chip_width(chip: Chip, h: int, size: int) -> int:
    w = h if not chip.slot else h + max(4, h // 3)
    if chip.value:
        font = _font_for(size, True, _is_word(chip.value))
        w += max(1, h // 10) + font.size(chip.value)[0]
    return w


def _place_chips(
    lay: FaceLayout,
    chips: tuple[Chip, ...],
    rect: pygame.Rect,
    h: int,
    size: int,
    bg: Color,
    align: str = "center",
    gap: int = 4,
) -> int:
    """Chips in ``rect``'s row; when they do not all fit, the ones with the highest ``keep``
    that fit (shown in their order). Returns how many were placed."""
    if len(chips) == 1 and _is_word(chips[0].value) and _chip_width(chips[0], h, size) > rect.w:
        c = chips[0]
        chips = (Chip(c.icon, "", c.label, c.color, c.slot, c.keep),)
    widths = {i: _chip_width(c, h, size) for i, c in enumerate(chips)}
    chosen: list[int] = []
    total = 0
    for i in sorted(widths, key=lambda i: -chips[i].keep):
        extra = widths[i] + (gap if chosen else 0)
        if total + extra <= rect.w:
            chosen.append(i)
            total += extra
    chosen.sort()
    n = len(chosen)
    x = rect.left if align == "left" else rect.left + (rect.w - total) // 2
    cy = rect.centery
    for chip, w in ((chips[i], widths[i]) for i in chosen):
        if chip.slot:
            tile = pygame.Rect(x, cy - h // 2 - 1, h + max(4, h // 3), h + 2)
            lay.boxes.append(Box(tile, TILE, radius=max(3, h // 4)))
            ir = pygame.Rect(0, 0, h - 2, h - 2)
            ir.center = tile.center
            lay.icons.append(IconRun("slot", chip.icon, ir, TILE_INK))
            ix = tile.right
        else:
            ir = pygame.Rect(x, cy - h // 2, h, h)
            lay.icons.append(IconRun("chip", chip.icon, ir, ink_like(chip.color, bg, 3.0)))
            ix = ir.right
        if chip.value:
            word = _is_word(chip.value)
            tw, th = _font_for(size, True, word).size(chip.value)
            tr = pygame.Rect(ix + max(1, h // 10), cy - th // 2, tw, th)
            lay.texts.append(
                TextRun("chip", chip.value, size, readable_on(bg), bg, tr, condensed=word)
            )
        x += w + gap
    return n


def _layout_band(
    lay: FaceLayout, spec: FaceSpec, w: int, h: int, tier: str, pad: int, radius: int
) -> tuple[int, bool]:
    """The band: the mark (letters, maybe a symbol icon) on the left, the price coin on the
    right and, on a full face, the type line between them when it fits. Returns the band's
    height and whether the type line went into it."""
    paper = spec.paper
    band = text_ground(spec.band)
    # --- band: mark (letters, maybe a symbol) on the left, the price coin on the right
    band_h = max(18, round(h * 0.12))
    lay.boxes.append(
        Box(pygame.Rect(0, 0, w, band_h), band, radius, corners=(True, True, False, False))
    )
    mark_size = max(11, round(band_h * 0.62))
    mark_font = _font_for(mark_size, True, False)
    mw, mh = mark_font.size(spec.mark)
    show_mark_icon = bool(spec.mark_icon) and tier in (MEDIUM, FULL)
    ic = band_h - 6
    pill_w = mw + 8 + (ic + 2 if show_mark_icon else 0)
    pill = pygame.Rect(pad, 0, max(band_h - 4, pill_w), band_h - 4)
    pill.centery = band_h // 2
    lay.boxes.append(Box(pill, paper, radius=pill.h // 2))
    mark_ink = ink_like(spec.band, paper)
    x = pill.left + 4 if show_mark_icon or pill_w > pill.w - 1 else pill.centerx - mw // 2
    if show_mark_icon:
        lay.icons.append(
            IconRun(
                "mark", spec.mark_icon, pygame.Rect(x, pill.centery - ic // 2, ic, ic), mark_ink
            )
        )
        x += ic + 2
    lay.texts.append(
        TextRun(
            "mark",
            spec.mark,
            mark_size,
            mark_ink,
            paper,
            pygame.Rect(x, pill.centery - mh // 2, mw, mh),
        )
    )
    right = w - pad
    if spec.corner:
        coin_d = band_h - 2
        coin = pygame.Rect(0, 0, coin_d, coin_d)
        coin.midright = (w - pad + 1, band_h // 2)
        csize = max(11, round(coin_d * 0.62))
        cfont = _font_for(csize, True, False)
        cw_, ch_ = cfont.size(spec.corner)
        if cw_ > coin_d - 4:  # two digits: an oval coin
            coin.w = cw_ + 8
            coin.right = w - pad + 1
        lay.boxes.append(Box(coin, COIN, radius=coin.h // 2))
        lay.boxes.append(Box(coin, COIN_EDGE, radius=coin.h // 2, width=1))
        lay.texts.append(
            TextRun(
                "corner",
                spec.corner,
                csize,
                INK,
                COIN,
                pygame.Rect(coin.centerx - cw_ // 2, coin.centery - ch_ // 2, cw_, ch_),
            )
        )
        right = coin.left - 3
    # type line in the band when it fits at readable size
    type_in_band = False
    if spec.type_line and tier == FULL:
        tsize = max(MIN_TEXT, round(band_h * 0.5))
        room = right - pill.right - 6
        tfont = _font_for(tsize, False, False)
        shorter = () if spec.type_kept else (spec.type_line.split(" · ")[-1],)
        for candidate in (spec.type_line, *shorter):
            tw, th = tfont.size(candidate)
            if tw * 0.82 <= room and th <= band_h + 2:  # drawn squeezed up to 18%
                tw = min(tw, room)
                fg = readable_on(band)
                lay.texts.append(
                    TextRun(
                        "type",
                        candidate,
                        tsize,
                        fg,
                        band,
                        pygame.Rect(right - tw, band_h // 2 - th // 2, tw, th),
                        bold=False,
                    )
                )
                type_in_band = True
                break
    return band_h, type_in_band


def layout_face(spec: FaceSpec, width: int) -> FaceLayout:
    """Where everything on ``spec``'s face goes at ``width`` pixels (height 7:5)."""
    w, h = card_size(max(8, width))
    tier = tier_of(w)
    lay = FaceLayout((w, h), tier)
    pad = max(3, round(w * 0.045))
    inner = w - 2 * pad
    radius = max(4, w // 12)
    paper = spec.paper
    lay.boxes.append(Box(pygame.Rect(0, 0, w, h), paper, radius))
    band_h, type_in_band = _layout_band(lay, spec, w, h, tier, pad, radius)
    y = band_h + max(1, h // 70)
    # --- bottom up: footer strip, text (full), chip row
    chip_h = max(16, round(w * (0.15 if tier in (TINY, SMALL) else 0.105)))
    chip_size = max(MIN_TEXT, round(chip_h * 0.95))
    bottom = h - max(2, pad // 2)
    footer_rect: pygame.Rect | None = None
    row_chips = spec.chips
    if spec.footer and tier in (MEDIUM, FULL):
        fh = chip_h + 2 * max(2, pad // 2)
        footer_rect = pygame.Rect(0, h - fh, w, fh)
        bottom = footer_rect.top - max(2, pad // 2)
    elif spec.footer:
        row_chips = spec.chips + spec.footer
    row_rect: pygame.Rect | None = None
    if row_chips:
        row_rect = pygame.Rect(pad, bottom - chip_h, inner, chip_h)
        bottom = row_rect.top - max(2, pad // 2)
    # --- title
    title_size = max(MIN_TEXT, round(w * 0.115))
    max_lines = 2 if tier != FULL else 3
    body_lines: list[tuple[str, str, int]] = []
    text_size = max(MIN_TEXT, round(w * 0.062))
    pic_least = max(14, round(w * (0.22 if tier in (TINY, SMALL) else 0.3)))

    type_rows: list[str] = []
    shown_tiers = (SMALL, MEDIUM, FULL) if spec.type_kept else (MEDIUM, FULL)
    if spec.type_line and tier in shown_tiers and not type_in_band:
        tfont = _font_for(MIN_TEXT, False, False)
        parts = spec.type_line.split(" · ")
        tries = [[spec.type_line], parts] if spec.type_kept else [[spec.type_line], parts[-1:]]
        for candidate in tries:
            if all(tfont.size(c)[0] * 0.85 <= inner for c in candidate):
                type_rows = candidate
                break
    type_below = " · ".join(type_rows)
    type_below_h = round(MIN_TEXT * 1.2) * len(type_rows)

    def plan(
        max_title_lines: int, tsize: int
    ) -> tuple[int, list[str], int, int, list[tuple[str, str, int]]]:
        size, lines = fit_lines(spec.title, inner, title_size, max_title_lines)
        line_h = round(size * 1.12)
        title_h = line_h * len(lines)
        body: list[tuple[str, str, int]] = []
        body_h = 0
        if tier == FULL:
            for role, txt in (("text", spec.text), ("flavour", spec.flavour)):
                if not txt:
                    continue
                for ln in _text_lines(txt, tsize, inner):
                    body.append((role, ln, tsize))
                body_h += len(_text_lines(txt, tsize, inner)) * round(tsize * 1.18) + max(
                    2, pad // 2
                )
        return size, lines, line_h, title_h + body_h + type_below_h, body

    show_title = True
    size, lines, line_h, used, body_lines = plan(max_lines, text_size)
    room = bottom - y - used
    squeezed = any(_font_for(size, True, True).size(ln)[0] > inner / 0.85 for ln in lines)
    if squeezed and tier != TINY:  # a third line rather than letters squeezed too thin
        wider = plan(max_lines + 1, text_size)
        if bottom - y - wider[3] >= pic_least:
            size, lines, line_h, used, body_lines = wider
            room = bottom - y - used
    if room < pic_least and tier == FULL:
        size, lines, line_h, used, body_lines = plan(2, MIN_TEXT)
        room = bottom - y - used
    if room < pic_least and tier in (SMALL, MEDIUM, FULL):
        size, lines, line_h, used, body_lines = plan(1, MIN_TEXT)
        room = bottom - y - used
    if tier == TINY:
        size, lines = fit_lines(spec.title, inner, MIN_TEXT, 2, squeeze=0.85)
        line_h = round(size * 1.12)
        ok = all(_font_for(size, True, True).size(ln)[0] <= inner / 0.85 for ln in lines)
        if not ok or bottom - y - line_h * len(lines) < pic_least:
            show_title = False
            lines = []
        used = line_h * len(lines)
        room = bottom - y - used
    if tier == MEDIUM and type_below and room < pic_least and not spec.type_kept:
        room += type_below_h  # the picture before the type
        used -= type_below_h
        type_rows, type_below, type_below_h = [], "", 0
    if tier == FULL and room < pic_least:  # cut the text to leave the picture its room
        keep = len(body_lines)
        while keep > 0 and room < pic_least:
            keep -= 1
            room += round(body_lines[keep][2] * 1.18)
        lay.cut = keep < len(body_lines)
        body_lines = body_lines[:keep]
        if body_lines:
            role, last, s = body_lines[-1]
            body_lines[-1] = (role, last.rstrip(".") + "...", s)
    if type_rows and spec.type_kept and room < 0:  # no room even without a picture
        room += type_below_h
        used -= type_below_h
        type_rows, type_below, type_below_h = [], "", 0
    if show_title:
        tfont = _font_for(size, True, True)
        for ln in lines:
            tw = min(inner, tfont.size(ln)[0])
            lay.texts.append(
                TextRun(
                    "title",
                    ln,
                    size,
                    readable_on(paper),
                    paper,
                    pygame.Rect(w // 2 - tw // 2, y, tw, line_h),
                    condensed=True,
                )
            )
            y += line_h
    for row in type_rows:
        tw, th = _font_for(MIN_TEXT, False, False).size(row)
        tw = min(inner, tw)
        tr = pygame.Rect(w // 2 - tw // 2, y, tw, th)
        lay.texts.append(TextRun("type", row, MIN_TEXT, MUTED_INK, paper, tr, bold=False))
        y += round(MIN_TEXT * 1.2)
    # --- picture, in what is left above the body text
    body_h = sum(round(s * 1.18) for _, _, s in body_lines) + (
        max(2, pad // 2) if body_lines else 0
    )
    pic_top = y + max(1, pad // 2)
    pic_bottom = bottom - body_h
    if spec.picture and pic_bottom - pic_top >= 10:
        share = 0.78 if tier in (TINY, SMALL) else 0.66
        side = max(10, min(pic_bottom - pic_top, round(inner * share)))
        pic = pygame.Rect(0, 0, side, side)
        pic.center = (w // 2, (pic_top + pic_bottom) // 2)
        halo = pic.inflate(max(4, side // 6), max(4, side // 6))
        lay.boxes.append(Box(halo, mix(spec.band, paper, 0.84), circle=True))
        lay.icons.append(
            IconRun("picture", spec.picture, pic, ink_like(mix(spec.band, INK, 0.25), paper, 3.0))
        )
    # --- body text (full tier)
    ty = pic_bottom + max(1, pad // 2)
    for role, ln, s in body_lines:
        fg = INK if role == "text" else MUTED_INK
        tw, th = _font_for(s, False, False).size(ln)
        lay.texts.append(TextRun(role, ln, s, fg, paper, pygame.Rect(pad, ty, tw, th), bold=False))
        ty += round(s * 1.18)
    # --- chip row and footer
    if row_rect is not None:
        _place_chips(lay, row_chips, row_rect, chip_h, chip_size, paper)
    if footer_rect is not None:
        fpaper = text_ground(spec.footer_paper)
        lay.boxes.append(Box(footer_rect, fpaper, radius, corners=(False, False, True, True)))
        area = footer_rect.inflate(-2 * pad, 0)
        if spec.footer_label and tier == FULL:
            lsize = MIN_TEXT
            lw, lh = _font_for(lsize, False, False).size(spec.footer_label)
            if lw < area.w // 2:
                lay.texts.append(
                    TextRun(
                        "footer_label",
                        spec.footer_label,
                        lsize,
                        readable_on(fpaper),
                        fpaper,
                        pygame.Rect(area.left, area.centery - lh // 2, lw, lh),
                        bold=False,
                    )
                )
                area.left += lw + 6
                area.w -= lw + 6
        only_words = all(_is_word(c.value) for c in spec.footer)
        _place_chips(
            lay, spec.footer, area, chip_h, chip_size, fpaper, "center" if only_words else "left"
        )
    # the edge in the band colour, over everything drawn on the paper
    lay.boxes.append(Box(pygame.Rect(0, 0, w, h), spec.band, radius, width=max(1, w // 40)))
    return lay


# ---------------------------------------------------------------- drawing


def draw_layout(lay: FaceLayout) -> pygame.Surface:
    w, h = lay.size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for b in lay.boxes:
        if b.circle:
            pygame.draw.ellipse(surf, b.color, b.rect, b.width)
            continue
        tl, tr, br, bl = b.corners
        r = b.radius
        pygame.draw.rect(
            surf,
            b.color,
            b.rect,
            b.width,
            border_top_left_radius=r if tl else 0,
            border_top_right_radius=r if tr else 0,
            border_bottom_right_radius=r if br else 0,
            border_bottom_left_radius=r if bl else 0,
        )
    for i in lay.icons:
        img = icon(i.name, min(i.rect.w, i.rect.h), i.color)
        surf.blit(img, img.get_rect(center=i.rect.center))
    for t in lay.texts:
        img = theme.text_image(_font_for(t.size, t.bold, t.condensed), t.text, t.fg)
        if img.get_width() > t.rect.w:
            img = pygame.transform.smoothscale(img, (t.rect.w, img.get_height()))
        surf.blit(img, img.get_rect(midleft=(t.rect.left, t.rect.centery)))
    return surf


def zoom_words(spec: FaceSpec, width: int) -> list[str]:
    """What the zoom says beside a face ``width`` wide: the name, the details in words, and
    the rules text and flavour when the face had to cut them short."""
    return list(_zoom_words(spec, width))


@lru_cache(maxsize=256)
def _zoom_words(spec: FaceSpec, width: int) -> tuple[str, ...]:
    words = [spec.title, *spec.details]
    if layout_face(spec, width).cut:
        words.extend(t for t in (spec.text, spec.flavour) if t)
    return tuple(words)


@lru_cache(maxsize=2048)
def render_face(spec: FaceSpec, width: int) -> pygame.Surface:
    """``spec``'s face ``width`` pixels wide (cached per spec and width)."""
    return draw_layout(layout_face(spec, width))


_WARM: set[tuple[str, int]] = set()


def warm_faces(game: str, specs: Callable[[], Iterable[FaceSpec]], widths: Iterable[int]) -> None:
    """Draw every design of ``game`` (``specs()``) at each of ``widths`` not drawn yet, so
    the frames that follow find them cached instead of drawing new faces. Called with the
    widths a table layout uses (a new game, a resize); designs, not cards, so it reveals
    nothing about which card is where."""
    new = [w for w in set(widths) if w >= 8 and (game, w) not in _WARM]
    if not new:
        return
    designs = list(specs())
    for w in sorted(new):
        _WARM.add((game, w))
        for spec in designs:
            render_face(spec, w)


@lru_cache(maxsize=64)
def card_back(width: int, label: str = "") -> pygame.Surface:
    """The back every game's cards share: a chest in gold on deep red, ``label`` below."""
    w, h = card_size(max(8, width))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 12)
    deep, trim = (96, 38, 34), (214, 170, 92)
    pygame.draw.rect(surf, deep, surf.get_rect(), border_radius=r)
    inset = max(3, w // 16)
    pygame.draw.rect(
        surf, trim, surf.get_rect().inflate(-inset, -inset), width=max(1, w // 45), border_radius=r
    )
    inner = surf.get_rect().inflate(-3 * inset, -3 * inset)
    pygame.draw.rect(surf, (120, 52, 44), inner, border_radius=max(3, r - 2))
    side = max(8, round(min(inner.w, inner.h) * 0.7))
    img = icon(SCREENS["card_back"], side, trim)
    surf.blit(img, img.get_rect(center=inner.center))
    if label:
        size = max(MIN_TEXT, round(w * 0.12))
        font = _font_for(size, True, True)
        if font.size(label)[0] <= inner.w:
            txt = font.render(label, True, (250, 236, 200))
            plate = txt.get_rect(midbottom=(w // 2, h - inset - 2)).inflate(8, 2)
            pygame.draw.rect(surf, deep, plate, border_radius=4)
            surf.blit(txt, txt.get_rect(center=plate.center))
    return surf
