"""Conservation checks every card game shares: each card lies in exactly one zone.

A game's ``check_invariants`` lists its zones (name, card ids) and calls
:func:`each_card_once`; it is cheap enough to run after every event of a random game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


def each_card_once(
    zones: Iterable[tuple[str, Iterable[int]]], total: int, name: Callable[[int], str]
) -> dict[int, str]:
    """Raise AssertionError (a sentence naming the card and the zones) unless every card id
    ``0 .. total - 1`` lies in exactly one of ``zones``; returns card -> its zone's name."""
    where: dict[int, str] = {}
    for zone, cards in zones:
        for card in cards:
            if not 0 <= card < total:
                raise AssertionError(
                    f"{zone} holds card id {card}, which is not a card of this game "
                    f"(ids 0..{total - 1})."
                )
            if card in where:
                raise AssertionError(
                    f"{name(card)} (id {card}) is in two places: {where[card]} and {zone}."
                )
            where[card] = zone
    if len(where) != total:
        missing = sorted(set(range(total)) - set(where))
        names = ", ".join(f"{name(c)} (id {c})" for c in missing[:5])
        raise AssertionError(
            f"{len(missing)} card(s) are nowhere on the table: {names}"
            f"{' ...' if len(missing) > 5 else ''}."
        )
    return where
