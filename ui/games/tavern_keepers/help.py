"""Tavern Keepers's rules help (the Rules scene), in our own words, and its card glossary.

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
You keep a tavern full of adventurers, and adventurers are trouble. Send every one of yours \
off on a quest and you can finally sleep: a player whose tavern is empty at the end of a \
round wins. If several taverns empty in the same round, those players win together.

Every card has one of four colours, and each colour has its own mark and symbol so you never \
need to tell colours apart: Warrior (Wa, a sword), Wizard (Wi, a star), Rogue (Ro, a mask) \
and Ranger (Ra, a bow).""",
    ),
    (
        "The table",
        """\
Top left: Ye Olde Quest Board. Each of its three quests is a pile fanned downwards so every \
card shows; the card at the bottom of the fan is the top of the pile, the quest's Focus. Its \
colour is written under the quest's name and tints the column. Above each quest sits a Rumor: \
the card that will join that quest after the next bid.

Top middle: the bids on the quest in progress, one box per player. Your own bid cards are \
shown to you; everyone else's are backs with a count. Top right: the deck and the discard pile.

Middle: one tavern per player, yours first. Adventurers at home stand upright; prepared ones \
lie sideways, ready to leave. The Quest Giver token sits in its holder's tavern. Other \
players' hands are shown as backs with their size.

Bottom: your hand.""",
    ),
    (
        "A round",
        """\
1. Bidding for quests, until every player has won one quest.
2. Sending out: first anyone may sabotage, then every prepared adventurer leaves its tavern \
and goes into its owner's hand, where it is an ordinary card of its colour.
3. Everyone draws a card, starting with the Quest Giver. The token then moves to the next \
player (clockwise is rising seat order), and the next round begins.""",
    ),
    (
        "Bidding",
        """\
The Quest Giver opens the first bid: click a quest (or its button) and put at least one card \
face down on your bid pile, then press Commit bid. Each other player in turn may bid on the \
same quest or Pass. Until you commit, you can drag cards back to your hand.

To bid, drag a card from your hand onto your bid pile or onto the quest being bid on. Without \
a mouse: Tab to a card, Enter to pick it up, arrows to choose where it goes, Enter to drop it. \
You can also click a card and then click its destination. Space commits the bid.

When everyone has answered, all bids turn face up. The bid with the most cards of the \
Focus colour wins; a tie goes to the bid with more cards, and then to whoever bid first. \
Losing bids go back to their owners' hands (now everybody knows those cards). The winner \
discards the bid and, for each card of the quest, turns one of their upright adventurers of \
that card's colour sideways. Quest cards without a matching adventurer do nothing. The quest \
is discarded, each Rumor drops onto the quest below it (the emptied space gets a fresh quest \
this way), and three new Rumors are dealt.

The next bid is opened by the first player, from the Quest Giver on, who has not won yet. \
Players who have won this round sit out the remaining bids.""",
    ),
    (
        "The lone bidder",
        """\
When only one player has not yet won this round, nobody can bid against them. That player \
must bid at least two cards (or their whole hand if they hold fewer) on a quest of their \
choice, and wins it at once. The bids panel says so while it applies.""",
    ),
    (
        "Sabotage",
        """\
After the last bid of the round, before anyone leaves, players may sabotage, starting with \
the Quest Giver. To sabotage, discard two cards of one colour to turn another player's \
sideways adventurer of that colour upright again: it stays home this round. On the table, \
click that adventurer (the ones you can hit glow), or drag one of the two cards onto it; a \
second card of the same colour from your hand goes with it. Press Done sabotaging when you have finished. The step ends once every \
player in turn has said they are done.""",
    ),
    (
        "Hot seat and secrets",
        """\
Several people can share one screen. Before each human player's turn a Pass to ... screen \
hides the table; the named player presses the button when the others look away. Only your \
own hand and your own face-down bid are ever shown to you; everyone else's are card backs.

Undo takes back your own card moves (even a commit) until the next player acts or a hidden \
card is revealed. Hint asks the normal bot what it would do. The game is saved after every \
move.""",
    ),
]


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """Every Tavern Keepers design: the quest cards (with copies) and the adventurers."""
    from game.games.tavern_keepers.cards import card_book
    from ui.games.tavern_keepers.cards import tk_tooltip_lines

    book = card_book()
    first: dict[str, int] = {}
    counts: dict[str, int] = {}
    for face in book.faces:
        first.setdefault(face.name, face.id)
        counts[face.name] = counts.get(face.name, 0) + 1
    entries = []
    for name, cid in first.items():
        face = book(cid)
        colour = book.colours[face.colour]
        entries.append(
            GlossaryEntry(
                name,
                "Adventurer" if face.adventurer else "Quest",
                f"{colour.name} ({colour.abbr}, {colour.symbol})",
                "Taverns" if face.adventurer else "Quest deck",
                cid,
                counts[name],
                None,
                tuple(tk_tooltip_lines(cid)),
            )
        )
    entries.sort(key=lambda e: e.name.casefold())
    return tuple(entries)
