"""Which game-icons.net icon Adventures in Inventory Management's table draws for what, by use (names only: no
pygame, so art/make_icons.py can read them through the UI entry's ``icon_tables``)."""

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


TABLES: dict[str, Mapping[str, str]] = {
    "stats": STATS,
    "slots": SLOTS,
    "aim_types": AIM_TYPES,
    "aim_cards": AIM_CARDS,
}
"""Every table above, by name (the UI entry's ``icon_tables``)."""
