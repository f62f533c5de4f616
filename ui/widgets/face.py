"""One visual language for every game's cards: a card face drawn from a ``FaceSpec``.

A game's spec builder (ui/games/aim/cards.py for AIM, ui/games/tavern_keepers/cards.py for Tavern
Keepers) turns a card into a :class:`FaceSpec`: its name, a type line, a band in the deck or
type colour with a mark (letter or letters, maybe a symbol icon: colour is never the only
cue), a price in the corner, a picture (a game-icons name), a row of stat chips (icon and
number: sword Attack, shield Defense, coin Gold, bag Carry...; slot silhouettes on tiles), a
footer strip (e.g. what a card gives when stored, or its kind), and the text and flavour.
This module lays that out for any width and draws it:

- ``tiny`` (under 56 px): band, picture and the key numbers; the name only if it fits.
- ``small`` (56-99 px): the name (never under 14 px), picture, one row of key numbers. A
  long name takes a third line, set closer, in place of the picture rather than letters
  squeezed until they read under 11 px; words break between lines where the most squeezed
  line reads largest and are hyphenated only when one alone would read under 11 px.
- ``medium`` (100-169 px): adds the type line when it fits and the footer strip.
- ``full`` (170 px and up, e.g. the zoom): adds the rules text and the flavour.

Every text drawn on a face keeps a contrast of at least 4.5:1 with what is behind it.
:func:`layout_face` returns what will be drawn (texts with their font sizes and colours,
icons, boxes) so tests can check sizes, words and contrast without reading pixels;
:func:`render_face` draws it, cached per (spec, width).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from ui import theme
from ui.icons import SCREENS
from ui.widgets.face_model import (
    Box,
    Chip,
    FaceLayout,
    FaceSpec,
    IconRun,
    TextRun,
)
from ui.widgets.fit_text import (
    MIN_TEXT,
    SQUEEZE_OK,
    fit_lines,
    font_for,
    is_word,
    reads_at,
    text_lines,
)
from ui.widgets.icons import icon
from ui.widgets.ink import (
    INK,
    ink_like,
    mix,
    readable_on,
    text_ground,
)

Color = tuple[int, int, int]
CARD_RATIO = 7 / 5
MUTED_INK: Color = (84, 78, 70)
TILE: Color = (220, 212, 194)
TILE_INK: Color = (74, 68, 60)
COIN: Color = (236, 192, 64)
COIN_EDGE: Color = (120, 88, 20)
TIGHT_LINES = 0.93
"""A name of three lines on a small face, the picture given up for it, may set its lines
this close (times its size) to fit between the band and the numbers."""
TINY, SMALL, MEDIUM, FULL = "tiny", "small", "medium", "full"


# ---------------------------------------------------------------- colour


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


def _chip_width(chip: Chip, h: int, size: int) -> int:
    w = h if not chip.slot else h + max(4, h // 3)
    if chip.value:
        font = font_for(size, True, is_word(chip.value))
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
    if len(chips) == 1 and is_word(chips[0].value) and _chip_width(chips[0], h, size) > rect.w:
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
            word = is_word(chip.value)
            tw, th = font_for(size, True, word).size(chip.value)
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
    mark_font = font_for(mark_size, True, False)
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
        cfont = font_for(csize, True, False)
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
        tfont = font_for(tsize, False, False)
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
        tfont = font_for(MIN_TEXT, False, False)
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
                for ln in text_lines(txt, tsize, inner):
                    body.append((role, ln, tsize))
                body_h += len(text_lines(txt, tsize, inner)) * round(tsize * 1.18) + max(
                    2, pad // 2
                )
        return size, lines, line_h, title_h + body_h + type_below_h, body

    def fill(size: int, lines: list[str]) -> float:
        """How much the narrowest-drawn line is squeezed (1: none)."""
        widest = max((font_for(size, True, True).size(ln)[0] for ln in lines), default=0)
        return min(1.0, inner / widest) if widest else 1.0

    def too_thin(size: int, lines: list[str]) -> bool:
        """Letters squeezed past ``SQUEEZE_OK`` to fit (a name no longer read)."""
        return fill(size, lines) < SQUEEZE_OK

    def tightened(
        p: tuple[int, list[str], int, int, list[tuple[str, str, int]]],
    ) -> tuple[int, list[str], int, int, list[tuple[str, str, int]]]:
        """``p`` with its name's lines set closer (to ``TIGHT_LINES``) to fit the room."""
        size, lines, line_h, used, body = p
        n = max(1, len(lines))
        other = used - line_h * n
        tight_h = max(round(size * TIGHT_LINES), min(line_h, (bottom - y - other) // n))
        return size, lines, tight_h, other + tight_h * n, body

    show_title = True
    size, lines, line_h, used, body_lines = plan(max_lines, text_size)
    room = bottom - y - used
    squeezed = any(font_for(size, True, True).size(ln)[0] > inner / 0.85 for ln in lines)
    if squeezed and tier != TINY:  # a third line rather than letters squeezed too thin
        wider = plan(max_lines + 1, text_size)
        left = bottom - y - wider[3]
        if (
            left < 0
            and tier == SMALL
            and too_thin(size, lines)
            and fill(wider[0], wider[1]) > fill(size, lines)
        ):  # a small face gives the picture up and sets the lines closer for the name
            wider = tightened(wider)
            left = bottom - y - wider[3]
        if left >= pic_least or (too_thin(size, lines) and left >= 0):
            size, lines, line_h, used, body_lines = wider  # the name before the picture
            room = bottom - y - used
    if room < pic_least and tier == FULL:
        size, lines, line_h, used, body_lines = plan(2, MIN_TEXT)
        room = bottom - y - used
    if room < pic_least and tier in (SMALL, MEDIUM, FULL):
        one = plan(1, MIN_TEXT)
        if not too_thin(one[0], one[1]) or fill(one[0], one[1]) >= fill(size, lines):
            size, lines, line_h, used, body_lines = one
            room = bottom - y - used
    if tier == TINY:
        size, lines = fit_lines(spec.title, inner, MIN_TEXT, 2, squeeze=0.85)
        line_h = round(size * 1.12)
        ok = all(font_for(size, True, True).size(ln)[0] <= inner / 0.85 for ln in lines)
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
        tfont = font_for(size, True, True)
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
        tw, th = font_for(MIN_TEXT, False, False).size(row)
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
        tw, th = font_for(s, False, False).size(ln)
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
            lw, lh = font_for(lsize, False, False).size(spec.footer_label)
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
        only_words = all(is_word(c.value) for c in spec.footer)
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
        img = theme.text_image(font_for(t.size, t.bold, t.condensed), t.text, t.fg)
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
    lay = layout_face(spec, width)
    surf = draw_layout(lay)
    _LAID[id(surf)] = (surf, lay)
    while len(_LAID) > LAID_KEPT:
        del _LAID[next(iter(_LAID))]
    return surf


LAID_KEPT = 4096
_LAID: dict[int, tuple[pygame.Surface, FaceLayout]] = {}
"""The layouts of the faces drawn last (by surface), for :func:`laid_out`."""


def laid_out(face: pygame.Surface) -> FaceLayout | None:
    """What ``face`` (one :func:`render_face` drew lately) shows, in words and sizes; None
    for a surface it did not draw (the layout checks read the names' sizes from it)."""
    got = _LAID.get(id(face))
    return got[1] if got is not None and got[0] is face else None


def squeezed_size(t: TextRun) -> float:
    """The size ``t`` reads at: its font size while it is squeezed sideways no more than
    ``SQUEEZE_OK`` to fit its box, less in proportion beyond."""
    natural = font_for(t.size, t.bold, t.condensed).size(t.text)[0]
    return reads_at(t.size, natural, t.rect.w)


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
        font = font_for(size, True, True)
        if font.size(label)[0] <= inner.w:
            txt = font.render(label, True, (250, 236, 200))
            plate = txt.get_rect(midbottom=(w // 2, h - inset - 2)).inflate(8, 2)
            pygame.draw.rect(surf, deep, plate, border_radius=4)
            surf.blit(txt, txt.get_rect(center=plate.center))
    return surf
