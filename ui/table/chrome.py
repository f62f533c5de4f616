"""The table's chrome: the bar (phase chips, status, the bar's buttons at its right end)
and the panel (the hint, a refusal, the action buttons, the log), placed for a window
(:func:`place_chrome`, :func:`bar_layout`) and drawn (:func:`draw_bar`,
:func:`draw_panel`). The bar's chips and status always stay left of its buttons: chips cut
short, the status smaller or on two lines, before anything runs under a button."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ui import theme
from ui.theme import Fonts
from ui.widgets.button import Button, draw_text
from ui.widgets.log_panel import LogPanel

HINT_TEXT, REFUSED_TEXT = 15, 14


@dataclass
class Chrome:
    """The bar and the panel of one static layer, in words and rects (see :func:`place_chrome`)."""

    phases: Sequence[str]
    phase: int
    status: str
    hint: list[str]
    refused: list[str]
    panel: pygame.Rect
    log_top: int
    bar_buttons: list[Button] = field(default_factory=list)


def bar_height(fonts: Fonts) -> int:
    return round(46 * fonts.scale)


def hint_lines(fonts: Fonts, size: tuple[int, int], hint: str) -> int:
    """How many lines ``hint`` wraps to in the panel of a window of ``size``."""
    panel = panel_area(size, fonts)
    return len(theme.wrap(fonts.get(HINT_TEXT), hint, panel.w - 24))


def place_chrome(
    fonts: Fonts,
    size: tuple[int, int],
    phases: Sequence[str],
    phase: int,
    status: str,
    hint: str,
    refused: str | None,
    bar_buttons: list[Button],
    action_buttons: list[Button],
    hint_rows: int = 0,
) -> Chrome:
    """The bar and the panel for a window of ``size``: the bar's buttons at its right end,
    the hint (and a refusal) wrapped at the panel's top, the action buttons under them and
    the log below (places the buttons' rects). ``hint_rows``: lines kept for the hint however
    short it is, so the buttons under it stay put while it changes (the replay's)."""
    w, _ = size
    s = fonts.scale
    bar_h = bar_height(fonts)
    bw = round(78 * s)
    x = w - 8
    for b in reversed(bar_buttons):
        b.rect = pygame.Rect(x - bw, 6, bw, bar_h - 12)
        x -= bw + 6
    panel = panel_area(size, fonts)
    hint_f, bad_f = fonts.get(HINT_TEXT), fonts.get(REFUSED_TEXT)
    hint_lines = theme.wrap(hint_f, hint, panel.w - 24)
    refused_lines = theme.wrap(bad_f, refused, panel.w - 24) if refused else []
    y = panel.top + 20 + max(len(hint_lines), hint_rows) * hint_f.get_linesize()
    y += len(refused_lines) * bad_f.get_linesize()
    bh = round(38 * s)
    for b in action_buttons:
        b.rect = pygame.Rect(panel.left + 10, y, panel.w - 20, bh)
        y += bh + 6
    return Chrome(phases, phase, status, hint_lines, refused_lines, panel, y + 6, bar_buttons)


def table_area(surface: pygame.Surface, fonts: Fonts) -> pygame.Rect:
    """Where the game's layout goes: below the bar, left of the panel."""
    panel = panel_area(surface.get_size(), fonts)
    return pygame.Rect(0, panel.top, panel.left, panel.h)


def panel_area(size: tuple[int, int], fonts: Fonts) -> pygame.Rect:
    """The right-hand panel: hint, buttons and the log."""
    w, h = size
    s = fonts.scale
    panel_w = min(max(240, round(w * 0.22)), round(400 * s))
    bar_h = bar_height(fonts)
    return pygame.Rect(w - panel_w, bar_h, panel_w, h - bar_h)


# ------------------------------------------------------------ coins, dice and reveals


@dataclass
class BarLayout:
    """Where the bar's phase chips and status go, left of its buttons: each chip's words,
    box and whether it is the current one; the status's size (before the UI scale), lines
    and box."""

    chips: list[tuple[str, pygame.Rect, bool]]
    status_size: int
    status_lines: list[str]
    status_rect: pygame.Rect


STATUS_SIZES = (16, 15, 14, 13)
STATUS_SMALLER = (12, 11)
"""Sizes the status drops to, on two lines or three, only once the chips are down to the
current one (a long name at a large UI scale in a small window); 11 is the least text
size at 100% (issue 23)."""
STATUS_LEAST_W = 140
"""The status keeps at least this much room (times the scale) beside the chips."""


def bar_layout(
    fonts: Fonts,
    width: int,
    phases: Sequence[str],
    phase: int,
    status: str,
    right: int | None = None,
) -> BarLayout:
    """The bar's chips and status in a window ``width`` wide, all left of ``right`` (the
    leftmost bar button, less a gap): the chips whole, else the others cut to three
    letters, else the current one alone; the status on one line at the largest size that
    fits, else on two; beside the current chip alone, smaller still (never under 11) on
    two lines or three; else cut."""
    bar_h = bar_height(fonts)
    right = width - 8 if right is None else right
    font = fonts.get(14, bold=True)
    least = round(STATUS_LEAST_W * fonts.scale)

    def abbreviated(name: str) -> str:
        """``name``'s first three letters, more where another phase starts the same."""
        n = 3
        while n < len(name) and any(o != name and o[:n] == name[:n] for o in phases):
            n += 1
        return name[:n]

    def chips(short: int) -> list[tuple[str, pygame.Rect, bool]]:
        out, x = [], 10
        for i, name in enumerate(phases):
            current = i == phase
            if not current and short == 2:
                continue
            words = name if current or short == 0 else abbreviated(name)
            box = pygame.Rect(x, 8, font.size(words)[0] + 22, bar_h - 16)
            out.append((words, box, current))
            x = box.right + 6
        return out

    def status_in(room: int, smaller: bool) -> tuple[int, list[str]] | None:
        """The status on one line at the largest size that fits, else on two; with
        ``smaller``, at the smaller sizes on one line, two or three; None."""
        tries = [(s, 1) for s in STATUS_SIZES] + [(s, 2) for s in STATUS_SIZES[1:]]
        if smaller:
            tries += [(s, n) for s in STATUS_SMALLER for n in (1, 2)]
            tries += [(s, 3) for s in STATUS_SMALLER]
        for size, most in tries:
            f = fonts.get(size, bold=True)
            wrapped = theme.wrap(f, status, room) if most > 1 else [status]
            fits = len(wrapped) <= most and most * f.get_linesize() <= bar_h - 4
            if fits and all(f.size(ln)[0] <= room for ln in wrapped):
                return size, wrapped
        return None

    for short in (0, 1, 2):  # the chips shorten before the status is cut
        placed = chips(short)
        left = (placed[-1][1].right if placed else 0) + 14
        room = max(1, right - left)
        got = status_in(room, short == 2) if right - left >= least or short == 2 else None
        if got is not None:
            size, lines = got
            break
    else:
        size = STATUS_SMALLER[-1]  # cut at the least size, to show the most of it
        f = fonts.get(size, bold=True)
        cut = status
        while f.size(cut)[0] > room and len(cut) > 3:
            cut = cut[:-2] + "…"
        lines = [cut]
    f = fonts.get(size, bold=True)
    h = f.get_linesize() * len(lines)
    w = max((f.size(ln)[0] for ln in lines), default=0)
    rect = pygame.Rect(left, bar_h // 2 - h // 2, w, h)
    return BarLayout(placed, size, lines, rect)


def draw_bar(surf: pygame.Surface, fonts: Fonts, chrome: Chrome) -> None:
    """The phase chips (the current one lit) and whose turn it is, left of the bar's
    buttons (:func:`bar_layout`)."""
    w, _ = surf.get_size()
    bar_h = bar_height(fonts)
    pygame.draw.rect(surf, theme.PANEL, (0, 0, w, bar_h))
    right = min((b.rect.left for b in chrome.bar_buttons), default=w) - 8
    bar = bar_layout(fonts, w, chrome.phases, chrome.phase, chrome.status, right)
    font = fonts.get(14, bold=True)
    for words, box, current in bar.chips:
        img = theme.text_image(font, words, theme.INK if current else theme.MUTED)
        if current:
            pygame.draw.rect(surf, theme.ACCENT, box, border_radius=6)
        else:
            pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=6)
        surf.blit(img, img.get_rect(center=box.center))
    f = fonts.get(bar.status_size, bold=True)
    for k, line in enumerate(bar.status_lines):
        draw_text(surf, f, line, (bar.status_rect.left, bar.status_rect.top + k * f.get_linesize()))


def draw_panel(surf: pygame.Surface, fonts: Fonts, chrome: Chrome, log: LogPanel) -> None:
    """The hint (and a refusal's reason, in red) over the log; the buttons are drawn apart."""
    panel = chrome.panel
    pygame.draw.rect(surf, theme.PANEL, panel)
    font = fonts.get(HINT_TEXT)
    y = panel.top + 8
    for line in chrome.hint:
        surf.blit(theme.text_image(font, line, theme.ACCENT), (panel.left + 12, y))
        y += font.get_linesize()
    small_bad = fonts.get(REFUSED_TEXT)
    for line in chrome.refused:
        surf.blit(theme.text_image(small_bad, line, theme.BAD), (panel.left + 12, y))
        y += small_bad.get_linesize()
    log_top = chrome.log_top
    pygame.draw.line(
        surf, theme.PANEL_EDGE, (panel.left + 8, log_top - 4), (panel.right - 8, log_top - 4)
    )
    log.draw(surf, fonts, pygame.Rect(panel.left, log_top, panel.w, panel.bottom - log_top))
