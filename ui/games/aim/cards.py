"""AIM cards as face specs (ui/widgets/face.py draws them): the type band with its colour and
letter, the price coin, the card's picture, what it gives when equipped (its slots as
silhouettes, then Attack, Defense, Gold, Carry as icons with numbers) and, in the footer,
what it gives when stored (its Gold and its weight). A chip's number is what the card adds
(a sword and 2: +2 Attack); Loot Points and fees carry their sign.

A number followed by ``*`` holds only under a condition (in a battle, per companion, with
Alcohol stored...): the card's text and the zoom say which. Faces are cached per (design,
width) by the renderer and per (card, width) here.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame

from game.games.aim.book import card_book
from game.games.aim.cards import Bonus, CardDef
from ui import theme
from ui.games.aim.icons import AIM_CARDS, AIM_TYPES, SLOTS, STATS
from ui.widgets.face import Chip, FaceSpec, card_size, render_face, warm_faces
from ui.widgets.face import card_back as shared_back

__all__ = [
    "card_back",
    "card_face",
    "card_size",
    "card_spec",
    "card_tooltip_lines",
    "warm_aim_faces",
]

STAT_COLORS: dict[str, tuple[int, int, int]] = {
    "attack": (176, 48, 40),
    "defense": (46, 86, 168),
    "gold": (160, 116, 8),
    "carry": (116, 80, 40),
    "weight": (86, 82, 76),
    "loot_points": (150, 112, 10),
    "fee": (150, 60, 50),
    "cards": (70, 70, 90),
}
STAT_WORDS = {"attack": "Attack", "defense": "Defense", "gold": "Gold", "carry": "Carry"}
COUNTER_WORDS = {
    "companions": "companion with you",
    "clothing_equipped": "Clothing you have equipped",
    "alcohol_stored": "Alcohol you have stored",
    "food_stored": "Food you have stored",
}


KEEP = {"loot_points": 4, "attack": 3, "defense": 3, "gold": 3, "carry": 3, "weight": 1}
"""Which numbers stay when a small face has room for only some (higher stays)."""


def _chip(stat: str, value: str, label: str) -> Chip:
    return Chip(STATS[stat], value, label, STAT_COLORS[stat], keep=KEEP.get(stat, 0))


def _bonus_words(b: Bonus) -> str:
    what = f"+{b.amount} {STAT_WORDS[b.stat]}"
    if b.per is not None:
        what += f" for each {COUNTER_WORDS[b.per]}"
    if b.battle_only:
        what += " in a battle"
    if b.requires is not None:
        what += f" while you have {COUNTER_WORDS[b.requires].split(' you ')[0]} "
        what += "stored" if b.requires.endswith("_stored") else "with you"
    return what


def _equip_chips(d: CardDef) -> list[Chip]:
    chips: list[Chip] = []
    if d.loot_points:
        chips.append(_chip("loot_points", f"{d.loot_points:+d}", "Loot Points"))
    if d.two_handed:
        chips.append(Chip(SLOTS["hand"], "x2", "Both hands", slot=True, keep=2))
    else:
        chips.extend(
            Chip(SLOTS[s], "", f"{s.title()} slot", slot=True, keep=2 if i == 0 else 1)
            for i, s in enumerate(d.slots)
        )
    bonus = {b.stat: b for b in d.bonuses}
    for stat in ("attack", "defense", "gold", "carry"):
        v = getattr(d.equip, stat)
        if v:
            chips.append(_chip(stat, str(v), STAT_WORDS[stat]))
        elif stat in bonus:
            chips.append(_chip(stat, f"{bonus[stat].amount}*", _bonus_words(bonus[stat])))
    if d.wallet_chain:
        chips.append(_chip("carry", "1*", "Carry for one gold die"))
    if d.fee:
        conditional = "*" if d.fee_rule != "flat" else ""
        chips.append(_chip("fee", f"-{d.fee}{conditional}", "Fee at market"))
    if d.draw_card == "equip":
        chips.append(_chip("cards", "1", "Draw a card when equipped"))
    return chips


def _stored_chips(d: CardDef) -> list[Chip]:
    if d.weight is None:
        return []
    chips = [
        _chip(stat, str(v), f"{STAT_WORDS[stat]} when stored")
        for stat in ("gold", "attack", "defense", "carry")
        if (v := getattr(d.stored, stat))
    ]
    chips.append(_chip("weight", str(d.weight), "Weight"))
    if d.draw_card == "store":
        chips.append(_chip("cards", "1", "Draw a card when stored"))
    return chips


@lru_cache(maxsize=256)
def card_spec(card: int) -> FaceSpec:
    """The face spec of AIM card ``card`` (cached per id)."""
    d = card_book()(card)
    band, letter, type_label = theme.CARD_TYPES[d.type]
    return FaceSpec(
        title=d.name,
        band=band,
        mark=letter,
        type_line=f"{type_label} · {d.subtype}",
        picture=AIM_CARDS.get(d.name, AIM_TYPES[d.type]),
        corner=str(d.price) if d.deck != "pesky" else "",
        chips=tuple(_equip_chips(d)),
        footer=tuple(_stored_chips(d)),
        footer_label="Stored:",
        text=d.text,
        details=tuple(card_tooltip_lines(card)[1:-1]),
    )


def warm_aim_faces(widths: Iterable[int]) -> None:
    """Every AIM design drawn at ``widths`` ahead of need (see face.warm_faces)."""
    book = card_book()
    warm_faces(
        "aim", lambda: (card_spec(book.by_name(d.name)[0]) for d in book.cardset.cards), widths
    )


@lru_cache(maxsize=1024)
def card_face(card: int, width: int) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels (cached per card and width)."""
    return render_face(card_spec(card), width)


def card_back(width: int, label: str = "") -> pygame.Surface:
    return shared_back(width, label)


def card_tooltip_lines(card: int) -> list[str]:
    """Full text of a card in words, for the zoom and the glossary: the name first, the
    card's own text last."""
    d = card_book()(card)
    lines = [d.name, f"{d.type.title()} - {d.subtype}.   Price {d.price} Gold."]
    if d.slots:
        where = " or ".join(d.slots)
        lines.append(
            f"Equip: {where}{' (both hands)' if d.two_handed else ''}"
            f"{' (does not take the slot)' if not d.occupies_slot else ''}."
        )
    eq = ", ".join(f"+{v} {STAT_WORDS[n]}" for n, v in d.equip.model_dump().items() if v)
    if eq:
        lines.append(f"{'While following' if d.type == 'companion' else 'Equipped'}: {eq}.")
    for b in d.bonuses:
        lines.append(f"Bonus*: {_bonus_words(b)}.")
    if d.multiplier > 1:
        lines.append(f"Multiplies everything else equipped by {d.multiplier}.")
    if d.weight is not None:
        st = f", worth {d.stored.gold} Gold at market" if d.stored.gold else ""
        lines.append(f"Stored: weight {d.weight}{st}.")
    if d.loot_points:
        lines.append(f"Loot Points at the end: {d.loot_points:+d}.")
    if d.fee:
        rule = {
            "flat": "",
            "guard": " (none with Alcohol stored)*",
            "mercenary": " (1 if you attacked last turn)*",
            "porter": " (1 per Carry of his in use, at least 1)*",
        }[d.fee_rule]
        lines.append(f"Fee at market: {d.fee} Gold{rule}.")
    if d.trash_cost:
        lines.append(f"Trashing it costs {d.trash_cost} Gold.")
    lines.append(d.text)
    return lines
