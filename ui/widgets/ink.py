"""Colours that stay readable: the contrast ratio between two colours (WCAG's), mixing, and
the ink or ground that keeps a text at a given contrast on a background. No pygame."""

from __future__ import annotations

Color = tuple[int, int, int]
WHITE: Color = (255, 255, 255)
INK: Color = (20, 20, 24)
"""The app's ink for text on light grounds (ui/theme.py takes it from here)."""
MIN_CONTRAST = 4.5
"""The least contrast a text keeps with what is behind it (WCAG AA for body text)."""


def luminance(c: Color) -> float:
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def contrast(a: Color, b: Color) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = luminance(a), luminance(b)
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
    toward = (0, 0, 0) if luminance(bg) > 0.3 else (255, 255, 255)
    for _ in range(40):
        if contrast(c, bg) >= ratio:
            return c
        c = mix(c, toward, 0.08)
    return c
