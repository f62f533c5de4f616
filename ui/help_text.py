"""Rules help shown in the Rules scene, written in our own words, plus the card glossary.

Each game's sections, ``(title, body)``, and its glossary builder are named by its UI entry
(ui/games.py, which derives ``HELP`` and ``glossary``). A body is plain text:
``\\n`` starts a new paragraph, an empty line leaves a gap and a line starting with
``- `` is a bullet (the scene indents its wrapped lines). The facts follow the
rulebook and the decisions in ``game/games/aim/README.md``; the sentences are ours.
"""

from __future__ import annotations

from dataclasses import dataclass

AIM_HELP: list[tuple[str, str]] = [
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

TK_HELP: list[tuple[str, str]] = [
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

LR_HELP: list[tuple[str, str]] = [
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

IO_HELP: list[tuple[str, str]] = [
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

DECK_LABELS = {
    "starter": "Starter",
    "common": "Common Market",
    "premium": "Premium Market",
    "loot": "Loot",
    "pesky": "Pesky Quest Items",
}


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


_TK_CACHE: list[tuple[GlossaryEntry, ...]] = []


def tk_glossary() -> tuple[GlossaryEntry, ...]:
    """Every Tavern Keepers design: the quest cards (with copies) and the adventurers."""
    if _TK_CACHE:
        return _TK_CACHE[0]
    from game.games.tavern_keepers.cards import card_book
    from ui.widgets.tk_cards import tk_tooltip_lines

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
    _TK_CACHE.append(tuple(entries))
    return _TK_CACHE[0]


_AIM_CACHE: list[tuple[GlossaryEntry, ...]] = []


def aim_glossary() -> tuple[GlossaryEntry, ...]:
    """Every AIM design with its deck (and Loot tier), count and price."""
    if _AIM_CACHE:
        return _AIM_CACHE[0]
    from game.games.aim.book import card_book
    from ui.widgets.card_face import card_tooltip_lines

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
    _AIM_CACHE.append(tuple(entries))
    return _AIM_CACHE[0]


_LR_CACHE: list[tuple[GlossaryEntry, ...]] = []


def lr_glossary() -> tuple[GlossaryEntry, ...]:
    """Every Loot Roll design: ability cards, loot (by colour) and monsters (by dungeon)."""
    if _LR_CACHE:
        return _LR_CACHE[0]
    from game.games.loot_roll.cards import AbilityDef, LootDef, card_book
    from ui.widgets.lr_cards import MOMENT_WORDS, RARITY, lr_lines, slot_words

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
    _LR_CACHE.append(tuple(entries))
    return _LR_CACHE[0]


_IO_CACHE: list[tuple[GlossaryEntry, ...]] = []


def io_glossary() -> tuple[GlossaryEntry, ...]:
    """The twelve Inns & Outcasts characters (each comes in eight copies)."""
    if _IO_CACHE:
        return _IO_CACHE[0]
    from game.games.inns_and_outcasts.cards import card_book
    from ui.widgets.io_cards import character_card, character_lines

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
    _IO_CACHE.append(tuple(entries))
    return _IO_CACHE[0]


BM_HELP: list[tuple[str, str]] = [
    (
        "Goal",
        """\
Run a chain of shops for most of a year and end with the most points. Points come from the \
point track (you buy them with the money your shops earn, and some stores hand them out), \
plus the end-of-game points printed on the stores you still have open. Every empty slot in \
your building and every debt token takes points away at the end.

Your money is yours alone: the table never shows another player's cash, only that they have \
some. Points, debt, buildings and everything on the shelves are public.""",
    ),
    (
        "Before January: the store draft",
        """\
Everyone starts with $15, 10 points, five market cards and four store cards. The store cards \
are drafted: keep one, pass the others to the next player, and repeat until you hold three. \
The card left over after the third pick is put away unseen.

With the First game hands option each seat instead gets a fixed hand and starting store, and \
the first month begins at once.""",
    ),
    (
        "A month",
        """\
Each month runs through seven phases, shown in the bar at the top: Building, Advertise, \
Supply, Sale, Inventory, Utilities and Investment. The calendar on the board shows the month; \
the month with the red flag is the last one. The game also ends at the close of the month in \
which anybody reaches the investment marker on the point track (45 points with two or three \
players, 35 with four).

Turn order follows the point track: the player with the most points goes first. It changes \
the moment someone passes another player on the track. Ties in bids favour the player \
further behind.""",
    ),
    (
        "Building",
        """\
In January everyone picks a starting store, which opens in the first slot already full of \
goods.

From February on, each player in turn may buy one store or none:
- from your hand, at its printed cost: drag it into your building;
- from the public row, by auction: click the store, set an opening bid with the Bid more \
and Bid less buttons (its cost or any amount above it) and open; the others then bid any \
higher amount or drop out, and dropping out is final. The last one in pays, taking debt if \
short. The store on deck (rightmost) is not for sale yet.

A store you buy opens in your leftmost free slot, or goes back to the box if you would rather \
not keep it. You may also close stores: their goods are thrown out and the stores to the \
right move left. A building has four slots; each one costs utilities every month while it is \
used ($0, $1, $2, $3 from the left). The third slot lets you swap market cards once a month; \
the fourth lets you play a third market card.

After everyone has bought, the oldest public store leaves (or, if nobody bought any, the \
whole row is replaced).""",
    ),
    (
        "Advertise",
        """\
Everyone plays two market cards at the same time, in secret. Drag each card onto Supply or \
Demand:
- Supply (face up): the crates shown on it go onto the loading docks this month, where \
everyone can stock them.
- Demand (face down): it brings buyers. In the Sale its crates become demand boxes, one \
buyer per crate shown.

Then press Play. Nobody learns who played which card, but you remember your own demand cards \
(the table keeps showing them to you). Everyone draws back up to five.""",
    ),
    (
        "Supply",
        """\
The loading docks are stocked type by type: food, clothing, electronics, jewelry, art. \
Crates nobody takes stay on the dock for the next month.

When there are enough crates for everyone's free room, everyone stocks at the type's lowest \
price, in turn order. When crates are short, each player with room sets a secret price per \
crate on their bidding dial (at least the lowest price; Bid more goes past the dial's \
numbers); the dials are turned up together and the highest price stocks first.

To stock, click one of your stores once per crate (or drag the crate from the dock), or use \
Fill; then pay. New crates always go onto the top shelf. You may pay part of one crate with \
debt, but after that you can take no more paid crates this month.""",
    ),
    (
        "Sale",
        """\
The demand cards are turned up and sales go type by type again. When there are enough \
buyers for everything on the shelves, everyone sells at the type's highest price.

When buyers are short, every seller sets their dial in secret: how many items they will sell \
(inner ring) and the price for each (outer ring). The lowest price sells first and must sell \
the number it dialled; what finds no buyer is thrown out as surplus. Store bonuses are added \
to the dial price afterwards: the order comes from the dial alone.""",
    ),
    (
        "Inventory and Utilities",
        """\
Inventory: every item moves down one shelf. An item already on its last shelf (the crates \
with an hourglass) is thrown out. Food usually keeps for one month, clothing and electronics \
for two, jewelry and art for three; each store's card says how long.

Utilities: each player pays their stores' utilities plus the cost of each slot in use. Short \
of cash, you must take debt tokens: $2 each, a point off at the end, never repaid.""",
    ),
    (
        "Investment",
        """\
In turn order, each player may buy up to ten points once, sell points, or pass. Buying more \
at once costs more per point: the price table on the table shows the total for 1 to 10 \
points; click a lit price to buy. Points can only be bought with cash, never with debt. A \
point sells for $3.

Moving past someone on the track swaps your places in turn order at once.""",
    ),
    (
        "Stores and their effects",
        """\
A store holds only the item types shown at its bottom: "3/2" means three items on two \
shelves, which also says how many months they keep. Its cost is in the gold coin; the bulb \
is its monthly utilities; the trophy its points at the end. Hover over a store (or right-click \
it) to read what it does.

Effects act only at their moment (during, before or after a phase, or after one type's \
stocking or selling) and add up. Some reach your other stores too, for example the loading \
docks' discounts or the markets that pay for selling many kinds of goods. When a store asks \
you something (a free crate, points instead of money, goods to move), the panel says so and \
offers the choices as buttons.""",
    ),
    (
        "The end",
        """\
After the last month the scores are: points on the track, plus the end-game points of your \
open stores, minus each empty slot's penalty (4, 3, 2, 2 from the left), minus one per debt \
token. A tie goes to the player ahead in turn order.""",
    ),
    (
        "On the table",
        """\
- Drag a card or crate to where it goes, or click it and then click the place. Double-click \
a card that has only one place to go.
- The bidding dial: click a number on the ring to turn it there, then press Seal. Nobody \
sees it until everyone has sealed theirs.
- Shortcuts in the panel fill a store with crates, sell everything you may, or throw out all \
your surplus in one click. Space does the panel's lit button.
- Crates with an hourglass expire at this month's Inventory; dashed squares are free room.
- Hot seat: each player's cards, dial and money are shown only after they take the screen \
on the hand-over screen. Undo takes back your own moves until another player acts or \
something hidden is revealed.""",
    ),
]


_BM_CACHE: list[tuple[GlossaryEntry, ...]] = []


def bm_glossary() -> tuple[GlossaryEntry, ...]:
    """Every Brick & Mortar store: what it holds, costs and does."""
    if _BM_CACHE:
        return _BM_CACHE[0]
    from game.games.brick_and_mortar.catalog import catalog
    from ui.widgets.bm_cards import main_item, store_id, store_spec

    cat = catalog()
    entries = []
    for s in range(cat.n_stores):
        f = cat[s]
        spec = store_spec(s)
        main = main_item(s)
        kinds = ", ".join(i.title() for i in f.capacity) or "No shelves"
        deck = f"Starting store ({f.defn.min_players}+ players)" if f.starting else "Store deck"
        entries.append(
            GlossaryEntry(
                f.name,
                "Starting store" if f.starting else "Store",
                kinds if main else "No shelves",
                deck,
                store_id(s),
                1,
                None if f.starting else f.cost,
                (f.name, *spec.details, spec.text),
            )
        )
    entries.sort(key=lambda e: e.name.casefold())
    _BM_CACHE.append(tuple(entries))
    return _BM_CACHE[0]
