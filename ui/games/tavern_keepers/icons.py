"""Which game-icons.net icon Tavern Keepers's table draws for what, by use (names only: no
pygame, so art/make_icons.py can read them through the UI entry's ``icon_tables``)."""

from __future__ import annotations

from collections.abc import Mapping

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


TABLES: dict[str, Mapping[str, str]] = {
    "tk_symbols": TK_SYMBOLS,
    "tk_cards": TK_CARDS,
}
"""Every table above, by name (the UI entry's ``icon_tables``)."""
