"""Adventures in Inventory Management's rules help (the Rules scene), in our own words, and its card glossary.

A body is plain text: ``\\n`` starts a new paragraph, an empty line leaves a gap and a line
starting with ``- `` is a bullet (ui/help_text.py). The facts follow the rulebook and game/games/aim/README.md.
"""

from __future__ import annotations

from functools import cache

from ui.help_text import GlossaryEntry, Sections

HELP: Sections = [
    (
        "Goal",
        """\
Build a better deck than your rivals and finish with the highest Loot Point total.

Every turn you gear up from a hand of five cards, haul goods to market, turn them into Gold and \
spend that Gold on better cards. The cards that actually score are the Loot cards (Uncommon, Rare \
and Epic piles). Losing a fight saddles you with a Pesky Quest Item, which is worth -2 at the end.

A turn always runs through four steps in the same order: Market, Equip, Attack, Cleanup. The next \
player starts only when the current one has finished all four.""",
    ),
    (
        "Setting up",
        """\
The table does all the sorting and shuffling for you. Here is what it prepares:
- Each player gets a ten-card starting deck: 5 Potato, 2 Sack, 1 Pointy Stick, 1 Plain Clothes \
and 1 Wooden Shield.
- Premium Market: a face-down deck with four cards for sale beside it.
- Common Market: a face-down deck with a single card for sale.
- Four piles next to the markets: Uncommon, Rare and Epic Loot (face up, only the top card can be \
bought) and the Pesky Quest Items.
- A trash pile for cards that leave the game.

Before the first turn everybody draws five cards and equips them at the same time, in secret: \
nobody sees the other mats until all players are done. Cards that were not placed go to the \
discard pile and each player draws a fresh hand of five.

Turn order is rolled with a die. The highest roll starts (a tie for the top is rolled again) and \
play continues clockwise.""",
    ),
    (
        "Your turn: Market",
        """\
The Market step turns what you brought home into new cards. It has four parts.

1. Trash (optional, once per turn). Pick one card you equipped or stored last turn, but not a \
companion. It leaves the game for good and pays half its price, rounded down, never less than 1 \
Gold. Two kinds of card cost you instead: Junk costs 1 Gold and a Pesky Quest Item costs 2. You \
may only do that when the Gold you are about to count covers it. Nothing but trashing removes a \
Pesky Quest Item from your deck.

2. Sell. Press Sell and the table adds up your Gold:
- the gold dice you carried home,
- the Gold printed on stored cards (mostly goods),
- the Gold on equipped gear and on companions, plus any bonuses you qualify for,
- minus the fees your companions charge. The total never drops below 0.

3. Clear. Everything on your mat and every companion goes to your discard pile. Only the gold \
dice stay.

4. Buy. Spend your Gold on as many cards as you can afford: the Common Market card, any of the \
four Premium Market cards, or the top card of a Loot pile. New cards go onto your discard pile, \
so you will draw them on a later turn. Gold you do not spend stays on your dice.

Rebates: a Common Market card that nobody buys collects a rebate die (see Cleanup). To take it \
you pay the full price first, then the rebate Gold is added to yours and can be spent \
straight away.""",
    ),
    (
        "Your turn: Equip",
        """\
Now you pack for the next trip with the five cards in your hand. Each card is either equipped in \
a slot, stored, or left in the hand (it is then discarded at Cleanup).

Slots: you have one head, one back, one body and two hand slots, and each holds one item. The \
card shows which slots it fits. A few items sit in a slot without filling it, so a normal item \
can still go there: Fanny Pack and Wallet Chain (body), Gauntlet and Fancy Glove (hand). The \
Claymore needs both hands. The Crossbow works on your back or in a hand; the Bow and Arrow goes on \
your back.

Sacks are special: one fits on your back, in a hand, or inside any equipped card that gives Carry \
(one Sack per card), and Sacks nest inside each other.

Storing: any card can be stored instead, if you have the Carry for its weight (see Carry and gold \
dice). Goods can only be stored. A stored card gives only its storage stats: a stored sword adds \
no Attack, it is just cargo you might sell or trash.

Equipped cards weigh nothing and give their equip stats: Attack, Defense, Gold and Carry.

Draw a card: some cards let you draw one more card once they are placed (the Dagger when \
equipped, Beer and Smoked Sausage when stored). Drawing is up to you: press "Draw a card" any \
time before you finish equipping, or leave it. A card that has drawn stays where it is for the \
rest of the step.

Until you press Finish equipping you may take placed cards back into your hand and try again.""",
    ),
    (
        "Your turn: Attack",
        """\
After equipping you may raid one other player to grab their Gold. You need at least 1 Attack to \
try; otherwise (or with nobody to attack) the step passes by itself.

Both sides roll a six-sided battle die.
- Attacker's score: Attack + roll.
- Defender's score: Attack + Defense + roll.
The attacker wins on a tie or better. Battle bonuses such as the Dog's and the Attack Dog's count \
here.

When the raid succeeds:
- they take all of the defender's gold dice (a Wallet Chain keeps one die safe, the highest),
- plus Gold equal to half the Gold of the defender's stored goods, rounded up,
- and the defender throws away one stored goods card (the defender picks when there is a choice).
The winner keeps only the dice their free Carry can hold, highest first; the rest are left \
behind.

If the defender wins, nothing of theirs is touched and the attacker takes the top Pesky Quest Item \
into their discard pile (if any are left).

Weigh your odds before you swing: a lost raid costs points at the end. You may also skip.""",
    ),
    (
        "Your turn: Cleanup",
        """\
Discard whatever is left in your hand and draw five new cards. Your discard pile is shuffled into \
a new deck only at the moment you need a card and the deck is empty.

Then both markets move on:
- Premium Market: if you bought anything there, the remaining cards slide to the right and the \
empty places on the left are refilled from the deck. If you bought nothing, the rightmost card is \
trashed first, then the rest slide right and the gap is refilled.
- Common Market: a bought card is replaced from the deck. An unsold card gets a rebate die showing \
1, or its die goes up by one, to a maximum of 6.

If a market deck runs out while refilling, the empty places stay empty and the end of the game is \
triggered.""",
    ),
    (
        "Carry and gold dice",
        """\
Carry is how much you can haul. Your mat gives 3: 1 for the back and 1 for each hand. A back or \
hand slot taken by an equipped item loses its mat Carry, except when that item is a Sack. Bags, \
pockets and pack animals add more.

All Carry is pooled: yours and your companions' together. The total weight of everything stored \
must fit into it, but no single card has to fit in one place. Storing a card, or equipping \
something over a hand or back slot, is refused when the stored cards would no longer fit.

Gold dice: your Gold always sits on yellow dice, and each die weighs 1 whatever it shows. The \
table makes change for you with as few dice as possible. When you finish equipping, the dice must \
fit too; if they do not, you leave dice behind, smallest first, and their Gold is lost.

There are 10 gold dice in one copy of the game (20 with two). Gold that no free die can show is \
lost, and the log says so. A Common Market rebate only appears while a die is free.

The Wallet Chain gives 1 extra Carry, usable by a single gold die only.""",
    ),
    (
        "Companions",
        """\
Companions are helpers you bring along for one trip. They stand beside your mat rather than on it, \
and there is no limit to how many you take. Their stats join yours, and at the next Market they go \
to the discard pile like everything else.

Some companions have their own head, back, body and hand slots for your spare gear (the Squire and \
the Mercenary). Their slots add no Carry of their own; only your mat has printed Carry.

Fees are paid at your next Sell, and you may bring a companion even if you are broke right now:
- Guard: 1 Gold, free when you have Alcohol stored at that moment.
- Mercenary: 2 Gold, only 1 if you attacked (win or lose) on your previous turn.
- Porter: 1 Gold for each point of his Carry you actually need, at least 1.
- Squire and Pack Mule: 1 Gold each.
- Dog, Attack Dog, Traveling Minstrel, Bard: free.

The Dog (+1 Defense) and the Attack Dog (+1 Attack) help only in a battle, and only while you \
carry some Food; the Food is not eaten.

The Cape doubles the Attack, Defense and Gold of everything else you have equipped, on you or on a \
companion, bonuses included, counted last. It does not double companions' own stats, stored goods \
or dice.""",
    ),
    (
        "Ending and tie-breaks",
        """\
Three things trigger the end:
- a card must be drawn from the Common Market deck and it is empty,
- a card must be drawn from the Premium Market deck and it is empty,
- someone buys the last Epic Loot card.
The current round is then played out: the game ends after the last player in turn order has had \
their turn.

Scoring: every card you own counts, wherever it is (deck, hand, discard pile, mat). Add the Loot \
Points and subtract 2 for each Pesky Quest Item.

Ties are broken in this order:
- fewer Pesky Quest Items,
- then more Potatoes,
- then whoever had the worst day. The table asks the tied players to agree on it, and the \
first of them in turn order enters the choice.

The winner may leave a quote for the Hall of Fame.""",
    ),
    (
        "Playing with 3-4",
        """\
Three or four players use two copies of the game, so the table shuffles in a second set of cards.

Three players: a third starting deck, half of the second copy's Common (12) and Premium (21) \
cards picked at random, plus 6 Uncommon, 4 Rare, 4 Epic and 6 Pesky Quest Items from it. The rest \
of the second copy stays in the box.

Four players: both copies in full.

Both copies' dice are in play (20 gold dice). Turns go clockwise as usual, and when you attack you \
may pick any other player, still only once per turn.""",
    ),
    (
        "Using the table",
        """\
Mouse:
- Drag a card and drop it where it should go. While you hold it, every place it may go glows.
- Or click a card to pick it up, then click where it goes. Click the card again to put it back.
- Double-click a card that has only one possible place to send it there.
- The buttons under the table do the phase steps: Sell, stop buying, finish equipping, attack \
someone or skip.
- Hover over a face-up card for a moment to see it enlarged with its full text. Right-click a card \
to pin the enlarged view; right-click it again (or press H) to let go.
- The mouse wheel scrolls the game log.

Keyboard:
- Tab or the arrow keys move the highlight between the cards you can use and the buttons \
(Shift+Tab goes back).
- Enter picks up the highlighted card or presses the highlighted button. With a card picked up, \
the arrow keys choose where it goes and Enter puts it there.
- Space does the main step of the moment: Sell, stop buying, finish equipping or skip the attack.
- Ctrl+Z takes back your last move and Ctrl+Y redoes it. Undo stops working once something new was \
revealed, such as a drawn card or a die roll.
- Esc returns to the menu (the game is saved after every move). F11 switches fullscreen.

Sharing one screen: when several people play on the same computer, a Pass to ... screen hides the \
table between turns. Hand the device over, and the named player presses the button (or Enter) when \
the others have looked away.""",
    ),
]

DECK_LABELS = {
    "starter": "Starter",
    "common": "Common Market",
    "premium": "Premium Market",
    "loot": "Loot",
    "pesky": "Pesky Quest Items",
}


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """Every AIM design with its deck (and Loot tier), count and price."""
    from game.games.aim.book import card_book
    from ui.games.aim.cards import card_tooltip_lines

    book = card_book()
    first_id: dict[str, int] = {}
    for cid in book.ids():
        first_id.setdefault(book(cid).name, cid)
    entries = []
    for d in book.cardset.cards:
        deck = DECK_LABELS[d.deck]
        if d.tier:
            deck = f"{deck} ({d.tier.title()})"
        cid = first_id[d.name]
        entries.append(
            GlossaryEntry(
                d.name,
                d.type.title(),
                d.subtype,
                deck,
                cid,
                d.count,
                d.price,
                tuple(card_tooltip_lines(cid)),
            )
        )
    entries.sort(key=lambda e: e.name.casefold())
    return tuple(entries)
