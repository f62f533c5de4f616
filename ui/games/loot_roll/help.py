"""Loot Roll's rules help (the Rules scene), in our own words, and its card glossary.

A body is plain text: ``\\n`` starts a new paragraph, an empty line leaves a gap and a line
starting with ``- `` is a bullet (ui/help_text.py).
"""

from __future__ import annotations

from functools import cache

from ui.help_text import GlossaryEntry, Sections

HELP: Sections = [
    (
        "Goal",
        """\
Loot Roll is a dungeon crawl where everybody fights side by side and then squabbles over the \
spoils. The party goes through three dungeons, each ending with a boss, with a stop in town \
between them. When the third boss has fallen and its loot has been rolled for, whoever holds \
the most treasure value in their bag and bank wins. Gear you are wearing does not count, so \
every piece of equipment is a choice between being stronger now and richer later.

The game is for 2 to 6 players.""",
    ),
    (
        "Setting up",
        """\
The table shuffles five kinds of cards for you: ability cards, grey (common), blue (rare) and \
purple (epic) loot, and the monsters (one pile for the whole game, so a dungeon 3 monster may \
turn up in the first dungeon: fleeing is often wise). Everyone starts with one ability card in hand, an empty bag, no gear and a \
Survivability of 1. A random player goes first; turns pass clockwise.""",
    ),
    (
        "Your turn",
        """\
Before your main action you may wear gear from your bag and play cards that work on your own \
turn, as many as you like. Then pick exactly one main action:
- Explore: draw a grey loot card. Wear it, use it if it can be used, or keep it in your bag.
- Fight: draw the next monster and take the whole table into a fight. You may \
fight it as a regular monster or as the boss (the boss uses the bigger number after the slash).
- Discard loot: throw away bag cards you do not want, to make room.

Regular monsters: once the party has beaten four of them in a dungeon, only the boss can be \
fought there. A boss may be taken on earlier, at your own risk. Beating the boss ends the \
dungeon, and nothing else does.""",
    ),
    (
        "Fights",
        """\
1. Preparation: the monster is shown with both its numbers; the one that applies is lit. \
Everyone, in turn from the player who started the fight, may wear gear and play cards, or \
pass. The window closes once everyone has passed in a row.
2. Fight or Flight: every player lays down a Fight or a Flight card face down at the same \
time; they are turned over together. A player who flees adds nothing, rolls for nothing and \
risks nothing. If nobody fights, the monster goes under the pile.
3. The fight: the fighters add up their Survivability (1 each, plus their gear, plus the \
cards played). Anyone may still play cards, to help or to get in the way. The bar in the \
middle of the table shows the party's total against the monster's number.
4. When everyone has passed, the party wins if its total is higher than the monster's (a tie \
is a defeat). A win draws the loot the monster shows, and the loot rolls follow. A defeat \
costs every fighter as many loot cards from their bag as the party would have won; each \
chooses which. Either way the monster is discarded.""",
    ),
    (
        "Loot rolls",
        """\
The fighters roll for the loot one card at a time, the cheapest first. Everyone with room in \
their bag throws a d20; if only one fighter has room, they take the card without a throw. \
After the dice land, anyone may play cards that raise their own total or lower someone \
else's (totals can go past 20 or under 1). Each modifier appears next to its die as +N or \
-N, with the total after it. The highest total takes the card into their bag; a tie is \
thrown again by the tied players only.""",
    ),
    (
        "Gear, bag and bank",
        """\
You have six slots: head, body, legs, feet, main hand and off hand, drawn around a figure. Each \
holds one card; a two-handed item takes both hands and lies sideways across them. Gear comes \
off only when something else goes into its place, and what comes off goes back to your bag.

Your bag holds seven loot cards (worn gear and ability cards do not count; some belts and \
packs add room). With a full bag you cannot roll for loot, so make room before a fight you \
hope to win. If a gain fills your bag past its limit, you choose a card to drop.

The bank opens in town: banked loot is safe and counts at the end like the bag.""",
    ),
    (
        "Town",
        """\
Between dungeons the party rests in town. Five ability cards are laid out for sale. The player \
after the one who beat the boss starts, and everyone gets two town turns, going round twice. \
On a town turn you either buy (up to three cards, each paid by discarding loot from your bag \
worth at least its price, whichever cards you choose; no change is given) or bank (put any number of bag cards into your \
bank). A bought card is replaced from the deck at once.""",
    ),
    (
        "The end",
        """\
After the last boss's loot has been rolled for, everyone adds up the value of their bag and \
their bank. The table first swaps worn gear for spare gear in your bag wherever that leaves \
you richer (gear can only come off by putting something else on). The richest player wins; \
equal totals share the win.""",
    ),
    (
        "On the table",
        """\
- Wear gear: drag a card from your bag onto its slot on your figure.
- Play an ability card or use loot: drag it onto the middle of the table, or onto the player \
(or the die) it should affect. A card that takes away a modifier goes onto that modifier's \
line; a card that steals or banks loot goes onto that bag card.
- Drop loot: drag it onto the Discard place. Bank it in town: drag it onto the Bank.
- Buy in town: drag a card from the row onto your hand (you pay with the cheapest loot that \
covers the price), or choose the loot yourself: drag bag cards onto the card one by one (again \
to take one back); the panel adds up their value, and Pay appears once it is enough.
- Fight or Flight: click your card. Everything else has a button in the panel; Space keeps an \
explored card, ends discarding or a town turn, and passes in a window.

Pointing at any card shows it enlarged with its text; right-click pins it. Tab and the arrows \
move between cards and buttons without a mouse; Enter picks up and puts down.""",
    ),
    (
        "Hot seat and secrets",
        """\
Ability cards in hand, Fight or Flight cards before they turn over, and the monster a scout \
saw stay private. When several people share the screen, a hand-over screen comes before each \
private view. In a response window the table asks the player in public, "play a card or \
pass?", together with who must still answer: Pass needs no hand-over, Look at my hand shows \
your cards after the others look away, and Always pass for me stops the question for the \
rest of the game. Everybody is asked, whether or not they hold a useful card, so the \
question gives nothing away.

A card that does not say when it may be played (Windfall, Eavesdrop) can be played whenever \
the game waits for anyone, on other players' turns too. Alone at the screen, just drag it. \
With several people, each one holding an ability card has a button "<name>: play a card now": \
it brings their hand-over screen; after playing (or Done) the screen goes back.""",
    ),
    (
        "Variants",
        """By default the table plays the rules as printed. On the New game screen you may add: the \
Torch (a dungeon collapses after that many rounds if its boss still stands, and the party \
leaves without the boss's loot), Monsters scaled to the table (smaller tables face weaker \
monsters, larger ones stronger; the stage shows the printed number and the change), and A \
monster stack per dungeon (each dungeon draws from its own twelve, so later dungeons are \
tougher).""",
    ),
]


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """Every Loot Roll design: ability cards, loot (by colour) and monsters (by dungeon)."""
    from game.games.loot_roll.cards import AbilityDef, LootDef, card_book
    from ui.games.loot_roll.cards import MOMENT_WORDS, RARITY, lr_lines, slot_words

    book = card_book()
    entries = []
    for ids in book.by_id.values():
        cid = ids[0]
        d = book(cid).design
        if isinstance(d, AbilityDef):
            when = ", ".join(MOMENT_WORDS[m] for m in d.when)
            kind, sub, deck, price = "Ability", f"Played: {when}", "Ability deck", d.price
        elif isinstance(d, LootDef):
            colour = RARITY[d.rarity][1]
            kind, sub, deck, price = "Loot", slot_words(d.slot), f"{colour} loot", None
        else:
            dungeon = book.monster(cid).dungeon
            kind, sub, deck, price = "Monster", f"Dungeon {dungeon}", "Monsters", None
        entries.append(
            GlossaryEntry(d.name, kind, sub, deck, cid, len(ids), price, tuple(lr_lines(cid)))
        )
    entries.sort(key=lambda e: e.name.casefold())
    return tuple(entries)
