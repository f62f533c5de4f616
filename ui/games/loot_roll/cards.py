"""Loot Roll cards as face specs (ui/widgets/face.py draws them), in the one visual language:

- **ability** cards: a blue-green band marked "Ab" with a card symbol, the price in the
  coin, the card's picture, and the moments it may be played in as word chips (Roll,
  Fight, Your turn...);
- **loot**: the band in its rarity's colour *and* letter (G grey, B blue, P purple), the
  treasure value in the coin, the slot as a silhouette with the Survivability it adds
  (crossed swords), passive bonuses as icons with numbers, "Use" when it can be used;
- **monsters**: a dark red band marked with the dungeon (D1-D3), Survivability (crossed
  swords) and loot (chest) as "regular/boss" pairs;
- the **Fight** and **Flight** choice cards every player holds (two ids beyond the card
  book's, :data:`FIGHT_CARD` and :data:`FLIGHT_CARD`).

:func:`lr_lines` is a card in words (the zoom and the glossary). Faces are cached per (card,
width).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

import pygame

from game.games.loot_roll.cards import AbilityDef, LootDef, MonsterDef, card_book
from ui.games.loot_roll.icons import LR_ICONS
from ui.widgets.face import Chip, FaceSpec, render_face, warm_faces
from ui.widgets.face import card_back as shared_back

Color = tuple[int, int, int]
FIGHT_CARD = 100_001
"""The id the table draws a Fight choice card with (not a card of the book)."""
FLIGHT_CARD = 100_002
CHOICE_CARDS = (FIGHT_CARD, FLIGHT_CARD)
ABILITY_BAND: Color = (40, 112, 128)
MONSTER_BAND: Color = (140, 44, 40)
FIGHT_BAND: Color = (176, 52, 40)
FLIGHT_BAND: Color = (52, 96, 170)
RARITY: dict[str, tuple[Color, str, str]] = {
    "common": ((120, 120, 116), "Grey", "G"),
    "rare": ((46, 98, 196), "Blue", "B"),
    "epic": ((132, 60, 176), "Purple", "P"),
}
"""Rarity -> (band colour, its colour's name, its letter)."""
SLOT_WORDS = {
    "head": "Head",
    "body": "Body",
    "legs": "Legs",
    "feet": "Feet",
    "main_hand": "Main hand",
    "off_hand": "Off hand",
    "two_hands": "Both hands",
}
MOMENT_WORDS = {
    "your_turn": "Your turn",
    "preparation": "Preparation",
    "fight": "Fight",
    "roll": "Loot roll",
    "town": "Town",
    "any": "Any time",
}
MOMENT_SHORT = {
    "your_turn": "Turn",
    "preparation": "Prep",
    "fight": "Fight",
    "roll": "Roll",
    "town": "Town",
    "any": "Any time",
}
SEAT_COLORS: tuple[Color, ...] = (
    (232, 196, 84),
    (96, 176, 228),
    (236, 122, 96),
    (140, 206, 120),
    (200, 150, 230),
    (240, 160, 60),
)
"""Each seat's die colour (the name is written under it too)."""
SURVIVABILITY_INK: Color = (150, 44, 36)
VALUE_INK: Color = (150, 110, 10)


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def slot_words(slot: str | None) -> str:
    return SLOT_WORDS.get(slot or "", "Treasure")


def _moments(when: Iterable[str]) -> str:
    return ", ".join(MOMENT_WORDS[m] for m in when)


def _passive_chip(kind: str, amount: int, against: str = "any") -> Chip:
    if kind == "roll_bonus":
        return Chip(LR_ICONS["roll"], f"+{amount}", f"+{amount} on your loot rolls", keep=2)
    if kind == "fight_bonus":
        star = "" if against == "any" else "*"
        words = "" if against == "any" else f" against {against} monsters"
        return Chip(
            LR_ICONS["survivability"],
            f"+{amount}{star}",
            f"+{amount} Survivability{words}",
            SURVIVABILITY_INK,
            keep=2,
        )
    if kind == "bag_space":
        return Chip(LR_ICONS["bag"], f"+{amount}", f"Your bag holds {amount} more", keep=2)
    if kind == "price_cut":
        return Chip(LR_ICONS["price_cut"], f"-{amount}", f"Ability cards cost {amount} less")
    return Chip(LR_ICONS["loss_shield"], f"-{amount}", f"Lose {amount} fewer cards in a defeat")


def _loot_spec(d: LootDef) -> FaceSpec:
    band, colour, letter = RARITY[d.rarity]
    chips: list[Chip] = []
    if d.slot is not None:
        chips.append(Chip(LR_ICONS[d.slot], "", slot_words(d.slot), slot=True, keep=3))
        chips.append(
            Chip(
                LR_ICONS["survivability"],
                f"+{d.survivability}",
                f"+{d.survivability} Survivability while worn",
                SURVIVABILITY_INK,
                keep=3,
            )
        )
    if d.passive is not None:
        e = d.passive.effect
        chips.append(_passive_chip(e.kind, getattr(e, "amount", 0), getattr(e, "against", "any")))
    footer: tuple[Chip, ...] = ()
    if d.use is not None:
        again = " (once per dungeon)" if d.use.reuse == "once_per_dungeon" else ""
        footer = (Chip(LR_ICONS["use"], "Use", f"Use: {_moments(d.use.when)}{again}"),)
    kind = slot_words(d.slot) if d.slot else "Treasure"
    return FaceSpec(
        title=d.name,
        band=band,
        mark=letter,
        type_line=f"{colour} loot · {kind}",
        picture=d.icon,
        corner=str(d.value),
        corner_label="Value",
        chips=tuple(chips),
        footer=footer,
        text=d.text,
        flavour=d.flavour,
    )


def _ability_spec(d: AbilityDef) -> FaceSpec:
    short = "/".join(MOMENT_SHORT[m] for m in d.when)
    when = (Chip(LR_ICONS.get(d.when[0], LR_ICONS["ability"]), short, _moments(d.when)),)
    return FaceSpec(
        title=d.name,
        band=ABILITY_BAND,
        mark="Ab",
        mark_icon=LR_ICONS["ability"],
        type_line=f"Ability · {_moments(d.when)}",
        picture=d.icon,
        corner=str(d.price),
        corner_label="Price",
        footer=when,
        text=d.text,
        flavour=d.flavour,
    )


def _pair(regular: int, boss: int | None) -> str:
    return str(regular) if boss is None or boss == regular else f"{regular}/{boss}"


def _monster_spec(d: MonsterDef) -> FaceSpec:
    boss = d.boss
    surv = _pair(d.regular.survivability, boss.survivability if boss else None)
    loot = _pair(d.regular.reward.total, boss.reward.total if boss else None)
    return FaceSpec(
        title=d.name,
        band=MONSTER_BAND,
        mark=f"D{d.dungeon}",
        mark_icon=LR_ICONS["monster"],
        type_line=f"Monster · Dungeon {d.dungeon}",
        picture=d.icon,
        chips=(
            Chip(
                LR_ICONS["survivability"],
                surv,
                "Survivability (regular/boss)",
                SURVIVABILITY_INK,
                keep=3,
            ),
            Chip(LR_ICONS["reward"], loot, "Loot cards (regular/boss)", VALUE_INK, keep=2),
        ),
        text=d.text,
        flavour=d.flavour,
    )


def _choice_spec(card: int) -> FaceSpec:
    if card == FIGHT_CARD:
        return FaceSpec(
            title="Fight",
            band=FIGHT_BAND,
            mark="F",
            type_line="Fight or Flight",
            picture=LR_ICONS["fight"],
            text="You add your Survivability to the party's, roll for the loot if the party "
            "wins, and lose loot if it is beaten.",
        )
    return FaceSpec(
        title="Flight",
        band=FLIGHT_BAND,
        mark="R",
        type_line="Fight or Flight",
        picture=LR_ICONS["flight"],
        text="You stay out of this fight: you add nothing, roll for nothing and lose nothing.",
    )


@lru_cache(maxsize=256)
def lr_spec(card: int) -> FaceSpec:
    """The face spec of Loot Roll card ``card`` (or of a Fight / Flight card)."""
    if card in CHOICE_CARDS:
        return _choice_spec(card)
    d = card_book()(card).design
    if isinstance(d, LootDef):
        spec = _loot_spec(d)
    elif isinstance(d, AbilityDef):
        spec = _ability_spec(d)
    else:
        assert isinstance(d, MonsterDef)
        spec = _monster_spec(d)
    return replace(spec, details=tuple(lr_lines(card)[1:]))


@lru_cache(maxsize=2048)
def lr_card_face(card: int, width: int) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels."""
    return render_face(lr_spec(card), width)


def lr_card_back(width: int) -> pygame.Surface:
    return shared_back(width)


def warm_lr_faces(widths: Iterable[int]) -> None:
    """Every Loot Roll design drawn at ``widths`` ahead of need (face.warm_faces)."""
    book = card_book()
    designs = sorted({ids[0] for ids in book.by_id.values()}) + list(CHOICE_CARDS)
    warm_faces("loot-roll", lambda: (lr_spec(c) for c in designs), widths)


def _reward_words(common: int, rare: int, epic: int) -> str:
    parts = [f"{n} {word}" for n, word in ((common, "grey"), (rare, "blue"), (epic, "purple")) if n]
    return ", ".join(parts)


def lr_lines(card: int) -> list[str]:
    """A card in words: its name first, then what kind of card it is, its numbers, its text
    and its flavour (the zoom beside the face, the glossary)."""
    if card in CHOICE_CARDS:
        spec = _choice_spec(card)
        return [spec.title, "Every player holds a Fight and a Flight card.", spec.text]
    d = card_book()(card).design
    lines = [d.name]
    if isinstance(d, LootDef):
        _, colour, _letter = RARITY[d.rarity]
        lines.append(f"{colour} loot, worth {d.value} at the count.")
        if d.slot is not None:
            lines.append(f"Worn on: {slot_words(d.slot)}; +{d.survivability} Survivability.")
        if d.use is not None:
            again = " It turns sideways until the next dungeon." if d.use.reuse != "discard" else ""
            lines.append(f"Use: {_moments(d.use.when)}.{again}")
    elif isinstance(d, AbilityDef):
        lines.append(f"Ability card, price {d.price}. Played: {_moments(d.when)}.")
    else:
        assert isinstance(d, MonsterDef)
        r, b = d.regular, d.boss or d.regular
        lines.append(f"Monster of dungeon {d.dungeon}.")
        lines.append(
            f"Regular: Survivability {r.survivability}, loot "
            f"{_reward_words(r.reward.common, r.reward.rare, r.reward.epic)}."
        )
        lines.append(
            f"Boss: Survivability {b.survivability}, loot "
            f"{_reward_words(b.reward.common, b.reward.rare, b.reward.epic)}."
        )
    lines.append(d.text)
    lines.append(d.flavour)
    return lines
