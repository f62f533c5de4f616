"""Brick & Mortar's rules help (the Rules scene), in our own words, and its card glossary.

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


@cache
def glossary() -> tuple[GlossaryEntry, ...]:
    """Every Brick & Mortar store: what it holds, costs and does."""
    from game.games.brick_and_mortar.catalog import catalog
    from ui.games.brick_and_mortar.cards import main_item, store_id, store_spec

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
    return tuple(entries)
