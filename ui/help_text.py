"""What every game's rules help shares: the shape of its sections, the credits shown last,
and the glossary's entry type. Each game's own help and glossary sit in its folder
(ui/games/<game>/help.py) and are named by its UI entry (ui/games/__init__.py).

A body is plain text: ``\\n`` starts a new paragraph, an empty line leaves a gap and a line
starting with ``- `` is a bullet (the Rules scene indents its wrapped lines). The facts follow
the rulebooks and each game's README; the sentences are ours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Sections = Sequence[tuple[str, str]]
"""A game's rules help: ``(title, body)`` sections, in order."""

CREDITS: tuple[str, str] = (
    "About and credits",
    """\
Loot Table draws every card face from the card data; the pictures on cards and screens are \
icons from game-icons.net, made by Lorc, Delapouite and the other game-icons.net contributors, \
used under the Creative Commons Attribution 3.0 licence (CC BY 3.0). The list of icons used \
and the licence are in ui/resources/icons/LICENSE.txt.

Fonts: DejaVu Sans (Bitstream Vera licence) for text, and EB Garamond by Georg Duffner \
(SIL Open Font Licence 1.1) for titles; their licences are in ui/resources/fonts.

The sounds are made by the app's own script (sounds/make_sounds.py).""",
)
"""Shown as the last section of every game's help."""


@dataclass(frozen=True)
class GlossaryEntry:
    """One card design for the glossary: what to list, search and draw."""

    name: str
    type: str
    subtype: str
    deck: str
    card_id: int
    count: int
    price: int | None
    lines: tuple[str, ...]

    @property
    def kind(self) -> str:
        """ "Equipment - Weapon"."""
        return f"{self.type} - {self.subtype}"

    @property
    def text(self) -> str:
        """Everything on the card but its name, as one line."""
        return " | ".join(self.lines[1:])

    def matches(self, query: str) -> bool:
        """Every word of ``query`` appears in the name, type, deck or text (case-insensitive)."""
        hay = f"{self.name} {self.kind} {self.deck} {self.text}".casefold()
        return all(word in hay for word in query.casefold().split())
