"""Which game-icons.net icon the app draws for what: the one list of icon names by use.

Everything here is a name from the game-icons set (CC BY 3.0, see ui/resources/icons/LICENSE.txt).
``art/make_icons.py`` copies exactly these icons, plus every ``icon`` field of the games'
content files (game/games/*/), into ui/resources/icons/; ui/widgets/icons.py draws them. No pygame
here, so the script can import it without a display.

A new game's spec builder adds its own table here (or names icons in its content file) and
lists it in ``REGISTRY``; then ``python art/make_icons.py`` fetches the new icons.
"""

from __future__ import annotations

from collections.abc import Mapping

STATS: dict[str, str] = {
    "attack": "broadsword",
    "defense": "shield",
    "gold": "two-coins",
    "carry": "swap-bag",
    "weight": "weight",
    "loot_points": "trophy-cup",
    "fee": "pay-money",
    "cards": "card-random",
}
"""Numbers on cards and mats: each drawn as its icon beside the number."""

SLOTS: dict[str, str] = {
    "head": "visored-helm",
    "back": "cape",
    "body": "muscular-torso",
    "hand": "hand",
}
"""Where an AIM card is worn, as a silhouette on a slot tile."""

GAMES: dict[str, str] = {
    "aim": "knapsack",
    "tavern-keepers": "tavern-sign",
    "inns-and-outcasts": "hooded-figure",
    "loot-roll": "dice-twenty-faces-twenty",
    "brick-and-mortar": "shop",
}
"""One picture per game: the title art and the new-game screen."""

SCREENS: dict[str, str] = {
    "card_back": "open-treasure-chest",
    "title": "open-treasure-chest",
    "title_left": "crossed-swords",
    "title_right": "coins",
    "winner": "laurels-trophy",
    "bot": "robot-golem",
    "human": "person",
    "quest": "scroll-unfurled",
    "adventurer": "person",
}
"""Pictures on screens and card backs."""

AIM_TYPES: dict[str, str] = {
    "equipment": "knapsack",
    "goods": "swap-bag",
    "companion": "person",
    "loot": "open-treasure-chest",
    "pesky": "wax-seal",
}
"""An AIM card type's fallback picture (a card not in ``AIM_CARDS``)."""

AIM_CARDS: dict[str, str] = {
    "Potato": "potato",
    "Sack": "knapsack",
    "Pointy Stick": "wood-stick",
    "Plain Clothes": "shirt",
    "Wooden Shield": "round-shield",
    "Bread": "bread",
    "Beer": "beer-stein",
    "Wheel of Cheese": "cheese-wedge",
    "Smoked Sausage": "sausage",
    "Junk": "broken-pottery",
    "Dagger": "plain-dagger",
    "Walking Staff": "wizard-staff",
    "Leather Pants": "trousers",
    "Wool Cap": "winter-hat",
    "Wallet Chain": "wallet",
    "Dog": "sitting-dog",
    "Traveling Minstrel": "lyre",
    "Backpack": "backpack",
    "Fanny Pack": "belt",
    "Chain Mail": "chain-mail",
    "Claymore": "two-handed-sword",
    "Crossbow": "crossbow",
    "Bow and Arrow": "bow-arrow",
    "Short Sword": "gladius",
    "Iron Shield": "bordered-shield",
    "Gauntlet": "gauntlet",
    "Iron Helm": "black-knight-helm",
    "Cape": "cape-armor",
    "Fancy Glove": "gloves",
    "Fedora of Leadership": "fedora",
    "Beer Helmet": "viking-helmet",
    "Jeweled Crown": "jewel-crown",
    "Silver Jewelry": "gem-necklace",
    "Bolt of Silk": "rolled-cloth",
    "Wine": "wine-bottle",
    "Gemstone": "gems",
    "Guard": "guards",
    "Mercenary": "swordman",
    "Porter": "bindle",
    "Attack Dog": "wolf-head",
    "Squire": "spartan-helmet",
    "Pack Mule": "donkey",
    "Bard": "harp",
    "Lucky Coin": "clover",
    "Old Treasure Map": "treasure-map",
    "Gilded Idol": "colombian-statue",
    "Ruby Amulet": "gem-pendant",
    "Enchanted Chalice": "jeweled-chalice",
    "Dragon Egg": "dinosaur-egg",
    "Orb of Ages": "crystal-ball",
    "Mysterious Glowing Rock": "crystal-growth",
    "Overdue Library Book": "book-cover",
    "Princess's Lost Slipper": "high-heel",
    "Sealed Letter for the King": "envelope",
}
"""The picture of each AIM card design, by name."""

TK_SYMBOLS: dict[str, str] = {
    "sword": "broadsword",
    "star": "round-star",
    "mask": "domino-mask",
    "bow": "bow-arrow",
}
"""Tavern Keepers' colour symbols (cards.json ``symbol``) as icons."""

TK_CARDS: dict[str, str] = {
    # quests
    "Clear the Cellar Rats": "rat",
    "Escort the Ale Wagon": "old-wagon",
    "Duel the Bridge Troll": "troll",
    "Break the Bandit Camp": "bandit",
    "Hold the Mountain Pass": "mountain-road",
    "Banish the Pantry Ghost": "ghost",
    "Recover the Lost Tome": "spell-book",
    "Light the Beacon Tower": "lighthouse",
    "Study the Falling Star": "falling-star",
    "Unhex the Miller's Goose": "goose",
    "Fetch the Mayor's Ledger": "quill-ink",
    "Pick the Vault Lock": "padlock",
    "Shadow the Tax Collector": "money-stack",
    "Swap the Crown Jewels": "jewel-crown",
    "Map the Thieves' Sewer": "old-lantern",
    "Track the White Stag": "stag-head",
    "Scout the Goblin Warren": "goblin-head",
    "Guide the Lost Pilgrims": "pilgrim-hat",
    "Hunt the Marsh Wyrm": "sea-serpent",
    "Clear the Wolf Run": "wolf-howl",
    # adventurers
    "Brunna Ironbelly": "dwarf-face",
    "Sir Clangsalot": "black-knight-helm",
    "Grum the Unsubtle": "barbarian",
    "Hilde Two-Axes": "crossed-axes",
    "Old Borik": "viking-head",
    "Mizzle the Grey-ish": "wizard-face",
    "Pettibone Starfold": "pointy-hat",
    "Auntie Quillow": "witch-face",
    "Zanthe of the Tower": "wizard-staff",
    "Fennick Ashsleeve": "fire-spell-cast",
    "Nim Quickfingers": "robber-hand",
    "Velvet Jax": "cloak-dagger",
    "Slyra Dusk": "hooded-assassin",
    "Cobb the Grin": "sharp-smile",
    "Whisper Tam": "spy",
    "Rowan Briarstep": "cat",
    "Hask Longbow": "archer",
    "Ellory Fernwhistle": "woman-elf-face",
    "Dunmore Trail-Boots": "leather-boot",
    "Kestra Wolfsister": "direwolf",
}
"""The picture of each Tavern Keepers card design, by name."""

BM_ICONS: dict[str, str] = {
    "money": "two-coins",
    "hidden_money": "locked-box",
    "points": "trophy-cup",
    "utilities": "light-bulb",
    "debt": "contract",
    "store": "shop",
    "market": "card-random",
    "supply": "truck",
    "demand": "shopping-cart",
    "dock": "cargo-crate",
    "expiring": "hourglass",
    "calendar": "calendar",
    "final_month": "flag-objective",
    "marker": "podium",
    "sealed": "dial-padlock",
    "auction": "gavel",
    "empty_slot": "cardboard-box",
    "service": "shop",
}
"""Brick & Mortar's table: money (and the screen that hides it), points, utilities, debt,
the two ways a market card is played, the docks, a crate about to expire, the calendar's
tokens, a sealed dial, an auction and an empty slot. Item types and stores name their own
icons in the game's content.json."""
LR_ICONS: dict[str, str] = {
    # the six slots (and both hands) as silhouettes
    "head": "visored-helm",
    "body": "chain-mail",
    "legs": "greaves",
    "feet": "boots",
    "main_hand": "broadsword",
    "off_hand": "round-shield",
    "two_hands": "two-handed-sword",
    "figure": "person",
    # numbers and places
    "survivability": "crossed-swords",
    "value": "two-coins",
    "reward": "open-treasure-chest",
    "bag": "swap-bag",
    "bank": "bank",
    "ability": "card-random",
    "town": "shop",
    "torch": "torch",
    "d20": "dice-twenty-faces-twenty",
    # Fight and Flight, and the moments a card is played in
    "fight": "crossed-swords",
    "flight": "run",
    "your_turn": "person",
    "preparation": "knight-banner",
    "roll": "rolling-dices",
    "use": "fizzing-flask",
    "price_cut": "price-tag",
    "loss_shield": "shield",
    "monster": "wanted-reward",
}
"""Loot Roll's table: slots, numbers, Fight and Flight, moments (its cards name their own
pictures in cards.json)."""
IO_INNS: dict[str, str] = {"wagon": "old-wagon", "dragon": "teapot"}
"""Inns & Outcasts: each inn's symbol (the Wobblin' Wagon, the Jaded Dragon's tea house)."""

IO_RACES: dict[str, str] = {
    "human": "person",
    "elf": "woman-elf-face",
    "dwarf": "dwarf-face",
    "halfling": "hobbit-door",
    "orc": "orc-head",
    "goblin": "goblin-head",
    "dragon": "dragon-head",
}
"""Inns & Outcasts: each race (cards.json ``races``) as a chip's icon."""

IO_MORALITIES: dict[str, str] = {"good": "angel-wings", "neutral": "scales", "evil": "devil-mask"}
"""Inns & Outcasts: each morality as a chip's icon."""

IO_MARKS: dict[str, str] = {
    "block": "shield",
    "loot": "two-coins",
    "hoard": "open-treasure-chest",
    "table": "beer-stein",
    "target": "crosshair",
    "head": "crown",
    "call": "talk",
}
"""Inns & Outcasts: the rulebook's icon legend (Block, Loot, Hoard, Table Setting, Target,
Head of the Table, Call)."""

REGISTRY: dict[str, Mapping[str, str]] = {
    "stats": STATS,
    "slots": SLOTS,
    "games": GAMES,
    "screens": SCREENS,
    "aim_types": AIM_TYPES,
    "aim_cards": AIM_CARDS,
    "tk_symbols": TK_SYMBOLS,
    "tk_cards": TK_CARDS,
    "bm": BM_ICONS,
    "lr": LR_ICONS,
    "io_inns": IO_INNS,
    "io_races": IO_RACES,
    "io_moralities": IO_MORALITIES,
    "io_marks": IO_MARKS,
}
"""Every table of icon names above, by use (art/make_icons.py reads this)."""


def registry_icons() -> set[str]:
    """Every icon name the registry lists."""
    return {name for table in REGISTRY.values() for name in table.values()}
