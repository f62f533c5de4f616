"""Which game-icons.net icon Loot Roll's table draws for what, by use (names only: no
pygame, so art/make_icons.py can read them through the UI entry's ``icon_tables``)."""

from __future__ import annotations

from collections.abc import Mapping

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


TABLES: dict[str, Mapping[str, str]] = {
    "lr_icons": LR_ICONS,
}
"""Every table above, by name (the UI entry's ``icon_tables``)."""
