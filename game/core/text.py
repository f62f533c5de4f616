"""What a name (or any text read from a file) must be for the app to keep and draw it.

A name is at most ``NAME_MAX`` characters; it holds no control characters (NUL, escape,
line breaks), no lone surrogates (what undecodable bytes become) and no line or paragraph
separators; and at least one of its characters is a letter, digit, punctuation mark or
symbol, so a name of only spaces or zero-width characters is not a name.

Two policies, each used at one kind of boundary:

- :func:`name_problem` refuses: a save's seat names are part of the game's record, so
  a save whose header breaks these rules is refused with the reason (the app never
  writes one).
- :func:`repair_name` and :func:`printable` repair: names remembered in settings or the
  Hall of Fame, and any text about to be drawn or put into a message (a file's name may
  hold undecodable bytes), are cleaned so that what can be kept is kept.
"""

from __future__ import annotations

import unicodedata

NAME_MAX = 40
"""The longest seat name (characters)."""

REPLACEMENT = "\ufffd"
_BAD_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Control characters, lone surrogates and line/paragraph separators: never kept."""
_VISIBLE = frozenset("LNPS")
"""Letters, numbers, punctuation and symbols: a name needs one of these."""


def name_problem(name: str, limit: int = NAME_MAX) -> str | None:
    """Why ``name`` is not a usable name (a clause), or None when it is."""
    if len(name) > limit:
        return f"a name may be at most {limit} characters"
    if any(unicodedata.category(ch) in _BAD_CATEGORIES for ch in name):
        return "a name may not hold control characters or undecodable text"
    if not any(unicodedata.category(ch)[0] in _VISIBLE for ch in name):
        return "a name needs at least one visible letter, digit or sign"
    return None


def printable(text: str, limit: int | None = None) -> str:
    """``text`` safe to draw or print: control characters, lone surrogates and separators
    become U+FFFD, invisible format characters (zero-width, direction marks) are dropped,
    and with ``limit`` the text is cut to that many characters with an ellipsis.
    Line breaks and tabs are kept (text wrapping splits on them)."""
    if limit is not None and len(text) > limit:
        text = text[: max(0, limit - 1)] + "\u2026"
    if text.isprintable() or not text:
        return text
    out = []
    for ch in text:
        if ch in "\n\t":
            out.append(ch)
            continue
        cat = unicodedata.category(ch)
        if cat == "Cf":
            continue
        out.append(REPLACEMENT if cat in _BAD_CATEGORIES else ch)
    return "".join(out)


def repair_text(text: str, limit: int) -> str:
    """``text`` as one line that can be kept and drawn: line breaks and separators become
    spaces, other control characters and lone surrogates go, runs of spaces become one, and
    it is cut to ``limit`` characters."""
    cleaned = "".join(
        (" " if ch.isspace() else "") if unicodedata.category(ch) in _BAD_CATEGORIES else ch
        for ch in text[: limit * 4]  # a 500 KB text is cut before it is looked at
    )
    return " ".join(cleaned.split())[:limit].strip()


def repair_name(name: str, limit: int = NAME_MAX) -> str | None:
    """``name`` made usable (:func:`repair_text`), or None when nothing visible is left."""
    cleaned = repair_text(name, limit)
    return cleaned if name_problem(cleaned, limit) is None else None


__all__ = ["NAME_MAX", "name_problem", "printable", "repair_name", "repair_text"]
