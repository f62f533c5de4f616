"""High Card's rules help (the Rules scene) and its card glossary, in our own words.

A body is plain text: ``\\n`` starts a new paragraph, an empty line leaves a gap and a line
starting with ``- `` is a bullet (ui/help_text.py).
"""

from __future__ import annotations

from functools import cache

from ui.help_text import GlossaryEntry, Sections

HELP: Sections = [
    (
        "The idea",
        """\
Five rounds, one card each. Every round a prize of 1 to 5 points turns up; everyone picks \
a card from their hand in secret, then all the cards turn up at once. The highest card that \
nobody else matched takes the points. Most points after five rounds wins.""",
    ),
    (
        "A round",
        """\
- The next prize turns up (each of 1, 2, 3, 4 and 5 comes once, in a random order).
- Drag a card from your hand onto your slot (or click it, then the slot; or use the keys). \
You may change your mind until the last player has chosen.
- The cards turn up. Cards of equal value cancel each other out: the highest value played \
by one player alone wins the points at stake.
- If every card was matched, nobody wins: the points stay on the table and are added to the \
next round's prize.
- Everyone draws a card from the stock (not after the last round).""",
    ),
    (
        "Thinking about it",
        """\
A 9 wins almost any round, but you have few of them and five prizes to fight for. Matching \
another player's high card cancels both, so a middle card can win a round everyone else \
spent their best on. Played cards stay face up: count what is gone.""",
    ),
]


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """The nine card values (four copies each)."""
    from ui.games.high_card.table import card_lines

    return tuple(
        GlossaryEntry(
            f"{v}",
            "Card",
            f"value {v}",
            "Deck",
            (v - 1) * 4,
            4,
            None,
            tuple(card_lines((v - 1) * 4)),
        )
        for v in range(1, 10)
    )
