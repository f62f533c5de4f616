"""Which game-icons.net icon Brick & Mortar's table draws for what, by use (names only: no
pygame, so art/make_icons.py can read them through the UI entry's ``icon_tables``)."""

from __future__ import annotations

from collections.abc import Mapping

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


TABLES: dict[str, Mapping[str, str]] = {
    "bm_icons": BM_ICONS,
}
"""Every table above, by name (the UI entry's ``icon_tables``)."""
