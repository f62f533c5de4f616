"""Long text to read in a panel: paragraphs wrapped into lines (bullets indented), a line
shortened with an ellipsis to a width, and a scroll bar beside what scrolls."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui import theme


@dataclass
class Line:
    """One laid-out line of text in a scrolling pane (``y`` relative to the pane's top)."""

    text: str
    font: pygame.font.Font
    color: theme.Color
    x: int
    y: int


@dataclass
class Block:
    """One card in the glossary results: its lines, its height and where it starts."""

    index: int
    top: int
    height: int
    lines: list[Line]
    face_width: int = 0


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def draw_scrollbar(surface: pygame.Surface, area: pygame.Rect, scroll: int, total: int) -> None:
    """A thin bar at the right edge of ``area`` when ``total`` is taller than the area."""
    if total <= area.h or area.h <= 0:
        return
    track = pygame.Rect(area.right - 6, area.top + 2, 4, area.h - 4)
    pygame.draw.rect(surface, (50, 58, 66), track, border_radius=2)
    knob_h = max(20, track.h * area.h // total)
    knob_y = track.top + (track.h - knob_h) * scroll // max(1, total - area.h)
    pygame.draw.rect(surface, theme.MUTED, (track.left, knob_y, 4, knob_h), border_radius=2)


def wrap_paragraphs(
    text: str, font: pygame.font.Font, bold: pygame.font.Font, width: int, y: int = 0
) -> tuple[list[Line], int]:
    """Lay out a help body: paragraphs, blank lines as gaps, ``- `` bullets with a hanging indent.

    Returns the lines and the y below the last one.
    """
    out: list[Line] = []
    ls = font.get_linesize()
    bullet_indent = font.size("•  ")[0]
    for para in text.split("\n"):
        if not para.strip():
            y += ls // 2
            continue
        if para.startswith("- "):
            out.append(Line("•", font, theme.ACCENT, 4, y))
            for line in theme.wrap(font, para[2:], width - bullet_indent - 4):
                out.append(Line(line, font, theme.TEXT, bullet_indent + 4, y))
                y += ls
            y += 2
            continue
        f = bold if para.endswith(":") and len(para) < 40 else font
        for line in theme.wrap(f, para, width):
            out.append(Line(line, f, theme.TEXT, 0, y))
            y += f.get_linesize()
        y += 2
    return out, y
