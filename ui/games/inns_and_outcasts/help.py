"""Inns & Outcasts's rules help (the Rules scene), in our own words, and its card glossary.

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
Two inns, twelve characters, three to eight players. Every turn each player sends one \
character to the table face down; then the Head of the Table counts 1 to 6 and each card \
turns up on its number, grabs what it can and meddles with the others. Loot piles up on your \
Table Setting during the turn and goes into your Hoard at its end. The first Hoard to reach \
the goal ends the game (75 loot with three or four players, 65 with five, 55 with six, 50 \
with seven or eight); the biggest Hoard then wins.""",
    ),
    (
        "The table",
        """\
You sit at the bottom, beside your hand of six; the others sit around the table clockwise \
from your left. Each seat's mat shows:
- its Target token: a chip in the seat's colour with its letter (the same letter marks the \
token wherever it lies, so you never need to tell colours apart);
- Head: the Head of the Table;
- Hoard (its loot so far) and Table (the loot on its Table Setting this turn);
- the Target tokens lying on its Table Setting, in their owners' colours and letters (with \
the initiative named, if any), and Blocked when its card is Blocked;
- its card this turn: face down, then face up once its number is called; a Blocked card \
lies turned a quarter;
- another player's hand as six chips, one per initiative: dark when played this round, in \
its inn's colour with W or D when you have seen it before, plain while unknown.

The middle shows the turn, the goal, the Head of the Table's call (six boxes, the number \
called lit), the Treasure, and what is going on: an auction, a choice being made, or what \
just happened while a turn is played out.""",
    ),
    (
        "Building your hand",
        """\
Before the first turn everyone builds a hand of six, one card at each initiative 1 to 6: a \
copy of the Wobblin' Wagon's or the Jaded Dragon's character. Copies differ in race and \
morality, and you choose the very card you want. Everyone chooses at the same time and in \
secret, one initiative at a time: click a card to select it (or walk the copies with \
Previous and Next), then click it again or press Take. If a player nearer the Head of the \
Table took the same card, you choose again from the cards left. You keep this hand all game.

With the Dealt copies variant you only pick the Wagon's or the Dragon's character at each \
number, all six at once (Take this hand), and each copy is dealt at random.""",
    ),
    (
        "A turn",
        """\
1. Everyone places one card face down at once: drag it from your hand onto your card slot, \
or double-click it. You may change it until the last player has placed.
2. The Head of the Table calls 1 to 6. When a number is called, every card with that \
initiative turns up; they resolve one at a time, the Head of the Table's first, then \
clockwise.
3. When every card has resolved, each card that is not Blocked earns its Loot ability. \
Each player's Table Setting and Loot ability go into their Hoard.
4. If a Hoard has reached the goal, the game ends. Otherwise Target tokens go home, the \
played cards are set aside (face up: everyone knows them) and the Head of the Table passes \
clockwise.

After five turns (a round) the played cards come back to every hand. The table plays each \
turn out step by step; click anywhere to skip to the end.""",
    ),
    (
        "When a card turns up",
        """\
In this order:
- The Target tokens lying on its Table Setting resolve first, one by one.
- Then its Starting Loot (the coin in the card's corner) goes onto its Table Setting.
- A card with the Block icon (a shield with a number) may block one card in Range whose \
initiative is that number. The chart: 2 blocks 1, 3 blocks 2, 4 blocks 3, 5 blocks 4, 6 \
blocks 5.
- Then its Reveal ability happens. It must be used, once.

A Blocked card earns no Loot ability at the end of the turn; its Starting Loot and its \
Reveal ability are not affected. Only an ability can unblock a card.""",
    ),
    (
        "Range, Matching and Unique",
        """\
Range: an ability that says Range reaches the cards up to two seats to either side of you. \
With three to five players everyone is in Range. Range is about the other players' cards, \
never your own (unless the three-player option says so).

Matching cards share a trait: initiative, inn, race or morality. A card is Unique for a \
trait when no other card shares it.""",
    ),
    (
        "Target tokens",
        """\
Some Reveal abilities put your Target token on a face-down card. It waits on that player's \
Table Setting and resolves when that card turns up, before its Starting Loot. Several \
players' tokens can lie on one Table Setting. Every token goes home at the end of the turn.""",
    ),
    (
        "Auctions",
        """\
The Lord and the Dragon hold an auction when they turn up. Their player opens with any bid, \
0 included; then, clockwise, each player raises or passes, and passing is final. Only loot \
on your Table Setting can be bid. The highest bid wins and goes into the Treasure (the \
others keep theirs); the winner picks one of the card's options and the card's player \
carries it out.

Set your bid on the dial (- and + on the table, or the Less and More buttons), then press \
Bid; Pass leaves the auction. With the Quick Auction option everyone bids once, in secret, \
at the same time; the highest bid wins, and a tie goes to the bidder nearest the Head of \
the Table.""",
    ),
    (
        "Optional rules",
        """\
Chosen on the New game screen:
- Own card in Range (three players only): abilities that count cards in Range count your \
own card too.
- Turns per round: the played cards come back after fewer than five turns.
- Loot that ends the game: another goal instead of the chart's.
- Quick Auction: sealed bids, as above.""",
    ),
    (
        "Hot seat and secrets",
        """\
Several people can share one screen. Whenever a human must choose, the table is covered \
by a Pass to ... screen until that player takes over, so nobody sees another's card before \
it turns up. Your own card is shown to you face up in your slot, tagged hidden: the others \
see its back. Everybody's hand stays secret; a card once revealed is known to all.

Undo takes back your own moves until someone else acts or a card is revealed. Hint asks \
the normal bot what it would do. The game is saved after every move.""",
    ),
]


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """The twelve Inns & Outcasts characters (each comes in eight copies)."""
    from game.games.inns_and_outcasts.cards import card_book
    from ui.games.inns_and_outcasts.cards import character_card, character_lines

    book = card_book()
    entries = []
    for c in book.cardset.characters:
        inn = book.inn_names[c.inn]
        lines = character_lines(c.inn, c.initiative)
        entries.append(
            GlossaryEntry(
                c.name,
                "Character",
                f"initiative {c.initiative}",
                inn,
                character_card(c.inn, c.initiative),
                8,
                None,
                (*lines, c.text, c.flavour),
            )
        )
    entries.sort(key=lambda e: e.name.casefold())
    return tuple(entries)
