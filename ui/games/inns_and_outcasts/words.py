"""What an Inns & Outcasts choice does, in words, for the buttons that make it.

A button that picks a player ("Choose Ben") says what picking them does, read from the
card's own effects (cards.json, game/games/inns_and_outcasts/abilities.py): "Choose Ben:
Ben gives you 1 loot" (the Thane), "Choose Ben: you gain 2, Ben gains 1" (the Monk),
"Choose Ben: Ben's card is Blocked" (the Lord's Decree). Only the card's printed effects
and the seats' names are read: nothing hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.inns_and_outcasts.abilities import (
    Amount,
    Block,
    Effect,
    Gain,
    If,
    Skim,
    Take,
    Unblock,
)
from ui.layout.text import button_name


def amount_words(amount: Amount) -> str:
    """ "2 loot", or "loot by the count" for an amount that counts cards."""
    if amount.per is None:
        return f"{amount.base} loot"
    return "loot by the count" if not amount.base else f"{amount.base}+ loot"


def effect_words(effects: Sequence[Effect], roles: dict[str, str], me: str = "you") -> str | None:
    """What ``effects`` do, one clause each ("you gain 2", "Ben gains 1", "Ben gives you 1
    loot", "Ben's card is Blocked"), ``roles`` naming the players the effects call
    "chosen", "target", "winner" ("you" for the reader); None when an effect is not one
    said in a few words (a condition, a nested choice): the button then names the player
    only."""
    said: list[str] = []
    for e in effects:
        match e:
            case Gain(amount=a, who=who):
                name = me if who == "self" else roles.get(who, "")
                if not name:
                    return None
                verb = "gain" if name == "you" else "gains"
                said.append(f"{name} {verb} {amount_words(a).removesuffix(' loot')}")
            case Take(amount=n, who=who):
                name = roles.get(who, "")
                if not name or name == me:
                    return None
                said.append(f"{name} gives you {n} loot" if me == "you" else f"{me} takes {n}")
            case Skim(amount=n):
                name = roles.get("target", "")
                if not name:
                    return None
                said.append(f"you take up to {n} of their Starting Loot")
            case Block(who=who) | Unblock(who=who):
                name = me if who == "self" else roles.get(who, "")
                if not name:
                    return None
                whose = "your" if name == "you" else f"{name}'s"
                done = "Blocked" if isinstance(e, Block) else "unblocked"
                said.append(f"{whose} card is {done}")
            case If():
                return None
            case _:
                return None
    return ", ".join(said) if said else None


def choice_label(effects: Sequence[Effect], role: str, name: str, fallback: str) -> str:
    """The button that picks the player ``name`` ("you" for the reader) as ``role``
    ("chosen", "target") in ``effects``: what it does, the clauses about that player first
    ("Ben gives you 1 loot", "Ben gains 1, you gain 2", "Ben's card is Blocked"), or
    ``fallback`` ("Choose Ben") when the effects are not said in a few words. A long name
    is shortened (``button_name``) so the effect reads whole."""
    name = name if name == "you" else button_name(name)
    said = effect_words(effects, {role: name})
    if said is None:
        return fallback
    clauses = said.split(", ")
    mine = [c for c in clauses if c.startswith((f"{name} ", f"{name}'s "))]
    text = ", ".join([*mine, *[c for c in clauses if c not in mine]])
    return text[:1].upper() + text[1:]
